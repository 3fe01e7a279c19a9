import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 13 hepatology-gi case 09 (synthetic): 80 units a week with an MCV of 104 fL. */
const CASES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);

const macrocytosis = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "macrocytosis");

describe("macrocytosis with heavy drinking recorded", () => {
  it("names alcohol as the likely cause", () => {
    const f = macrocytosis(loadReviewCase(CASES, "09-alcohol-related-liver"));
    expect(f?.clinician).toMatch(/With alcohol recorded \("80 units\/week"\), alcohol is the likely cause/);
    expect(f?.patient).toMatch(/alcohol is the most likely reason/);
    expect(f?.evidenceIds).toContain("jsa-1996-macrocytosis-general-practice");
  });

  it("does not when the drinking recorded is light", () => {
    const c = loadReviewCase(CASES, "09-alcohol-related-liver");
    c.data.additionalContext = "Drinks about 4 units/week.";
    c.data.pastMedicalHistory = [];
    expect(macrocytosis(c)?.clinician).not.toMatch(/likely cause/);
  });
});
