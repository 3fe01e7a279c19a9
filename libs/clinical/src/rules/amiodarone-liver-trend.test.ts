import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

describe("ALT 28 → 138 U/L on amiodarone (review 13 cardiology, case 13)", () => {
  it("leaves the rise to the amiodarone liver finding: no generic ALT trend", () => {
    const r = runReviewCase(loadReviewCase(CASES, "13-amiodarone-tft-lft"));
    expect(r.findings.some((f) => f.code === "amiodarone-liver-injury")).toBe(true);
    expect(r.findings.filter((f) => f.code === "trend-rising" && /ALT/.test(f.title))).toEqual([]);
  });

  it("points the raised-ALT line to the amiodarone finding instead of fatty liver and alcohol", () => {
    const r = runReviewCase(loadReviewCase(CASES, "13-amiodarone-tft-lft"));
    const alt = r.findings.find((f) => f.code === "lab-high" && /ALT/.test(f.title));
    expect(alt?.clinician).toMatch(/on amiodarone, at more than 3 times the upper limit, may be the medicine/);
    expect(alt?.clinician).not.toMatch(/fatty liver/);
  });
});
