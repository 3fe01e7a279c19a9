import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/deep-coherence-review13/", import.meta.url);

describe("the critical box beside a reported anaemia (review 13, deep coherence 12)", () => {
  it("names only the kidney work-up of the anaemia as left out, since the anaemia itself is reported", () => {
    const c = loadReviewCase(FIXTURES, "12-ckd-t2dm-hf-gout-elderly");
    // Since review 30b (engine-30b) a potassium of 6.0-6.4 on a potassium-raising medicine is graded
    // high, as UKKA's moderate band; 6.6 keeps the critical box this test reads.
    for (const lab of c.data.recentAbnormalLabs) if (lab.display === "Potassium") lab.value = "6.6";
    const out = runReviewCase(c);
    expect(out.findings.some((f) => f.code === "anaemia")).toBe(true);
    const text = out.result.clinicianResponse;
    expect(text).toMatch(/routine care left out of this report: the work-up of anaemia of kidney disease/);
    expect(text).not.toMatch(/left out of this report: ana?emia with reduced kidney function/);
  });
});
