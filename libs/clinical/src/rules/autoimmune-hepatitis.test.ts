import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);
const find = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "autoimmune-hepatitis-probable");

describe("probable autoimmune hepatitis (review 13 hepatology-gi 01)", () => {
  it("names autoimmune hepatitis from a raised ALT, raised IgG and positive smooth muscle antibody", () => {
    const f = find(loadReviewCase(FIXTURES, "01-autoimmune-hepatitis"));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("ALT 412 U/L");
    expect(f?.clinician).toContain("Anti-smooth muscle antibody 1:160");
    expect(f?.clinician).toContain("Hashimoto thyroiditis is recorded");
    expect(f?.nextSteps.join(" ")).toMatch(/hepatology.*liver biopsy/);
    expect(f?.nextSteps.join(" ")).toMatch(/INR/);
  });

  it("stays silent without a raised IgG, and when autoimmune hepatitis is already recorded", () => {
    const c = loadReviewCase(FIXTURES, "01-autoimmune-hepatitis");
    const noIgg = structuredClone(c);
    noIgg.data.recentAbnormalLabs = noIgg.data.recentAbnormalLabs.filter(
      (l: { display: string }) => l.display !== "IgG",
    );
    expect(find(noIgg)).toBeUndefined();
    const known = structuredClone(c);
    known.data.pastMedicalHistory.push({ display: "Autoimmune hepatitis", clinicalStatus: "active" });
    expect(find(known)).toBeUndefined();
  });
});
