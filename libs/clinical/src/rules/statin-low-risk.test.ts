import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);

describe("55-year-old asking about a statin at PREVENT ASCVD 4.5% (review 13 cardiology, case 11)", () => {
  it("answers no statin for now, says what would change it and names QRISK3 for the UK", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "11-primary-prevention-55")), "prevent-10y-cv-risk");
    expect(f?.nextSteps[0]).toMatch(/^No statin for now at this low estimated risk; calculate QRISK3/);
    expect(f?.clinician).toMatch(/below 5% is low risk under ACC\/AHA 2019.*What would change that/);
    expect(f?.clinician).toMatch(/QRISK3 has not been calculated yet/);
    expect(f?.patient).toMatch(/a statin is not usually started now/);
  });

  it("gives no verdict when a risk enhancer is on record", () => {
    const c = loadReviewCase(CASES, "11-primary-prevention-55");
    c.data.recentNormalLabs[2].value = "4.3";
    const f = find(runReviewCase(c), "prevent-10y-cv-risk");
    expect(f?.nextSteps.join(" ")).not.toMatch(/No statin for now/);
  });
});
