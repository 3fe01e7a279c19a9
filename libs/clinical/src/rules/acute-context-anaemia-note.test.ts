import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/deep-coherence-review13/", import.meta.url);

describe("the critical box beside a reported anaemia (review 13, deep coherence 12)", () => {
  it("names only the kidney work-up of the anaemia as left out, since the anaemia itself is reported", () => {
    const out = runReviewCase(loadReviewCase(FIXTURES, "12-ckd-t2dm-hf-gout-elderly"));
    expect(out.findings.some((f) => f.code === "anaemia")).toBe(true);
    const c = out.result.clinicianResponse;
    expect(c).toMatch(/routine care left out of this report: the work-up of anaemia of kidney disease/);
    expect(c).not.toMatch(/left out of this report: ana?emia with reduced kidney function/);
  });
});
