import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);

describe("LDL-C 2.6 mmol/L after a STEMI, flagged normal by the laboratory (review 13 cardiology, case 04)", () => {
  it("names AHA/ACC for the 1.8 mmol/L threshold and states the ESC/EAS goal it cites", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "04-post-mi-ldl-above-target")), "ldl-above-goal-ascvd");
    expect(f?.clinician).toMatch(/AHA\/ACC advise intensifying when LDL-C stays at 1\.8 mmol\/L or more/);
    expect(f?.clinician).toMatch(/ESC\/EAS 2019 .*below 1\.4 mmol\/L with a fall of at least 50%/);
  });

  it("tells the patient the laboratory's normal range does not apply after a heart attack", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "04-post-mi-ldl-above-target")), "ldl-above-goal-ascvd");
    expect(f?.patient).toMatch(/a result marked normal can still be too high/);
  });
});
