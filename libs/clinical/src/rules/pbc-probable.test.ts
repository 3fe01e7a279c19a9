import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);
const find = (c: ReturnType<typeof loadReviewCase>) => runReviewCase(c).findings.find((f) => f.code === "pbc-probable");

describe("probable primary biliary cholangitis (review 13 hepatology-gi 07)", () => {
  it("names PBC from a raised ALP with a positive AMA and points to UDCA via hepatology", () => {
    const f = find(loadReviewCase(FIXTURES, "07-cholestatic-alp-ggt"));
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("ALP 486 U/L");
    expect(f?.clinician).toContain("Anti-mitochondrial antibody (M2) Positive");
    expect(f?.nextSteps.join(" ")).toMatch(/ultrasound/);
    expect(f?.nextSteps.join(" ")).toMatch(/ursodeoxycholic acid/);
  });

  it("stays silent with a negative AMA or a PBC already recorded", () => {
    const c = loadReviewCase(FIXTURES, "07-cholestatic-alp-ggt");
    const negative = structuredClone(c);
    const ama = negative.labResults.find((l: { name: string }) => l.name.startsWith("Anti-mitochondrial"));
    Object.assign(ama, { value: "Negative", flag: "Normal" });
    expect(find(negative)).toBeUndefined();
    const known = structuredClone(c);
    known.patientContext.conditions = [{ name: "Primary biliary cholangitis", status: "active" }];
    expect(find(known)).toBeUndefined();
  });
});
