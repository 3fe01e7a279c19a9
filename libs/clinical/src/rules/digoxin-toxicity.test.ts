import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);

describe("digoxin toxicity with symptoms and low potassium (review 13 cardiology, case 12)", () => {
  // With the heart rate of 48 this is now an emergency (review 15 critical-drugs-d, digoxin-emergency.ts).
  it("reads 'colours look yellowish' as a visual disturbance and, with a pulse of 48, asks for emergency assessment with digoxin withheld", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "12-digoxin-high-low-k")), "digoxin-level-high");
    expect(f?.clinician).toMatch(/nausea and visual disturbance in the notes/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Emergency assessment now/);
    expect(steps).toMatch(/Withhold digoxin;/);
    expect(steps).not.toMatch(/Withhold or review/);
  });

  it("keeps 'withhold or review' when the notes name no symptom", () => {
    const c = loadReviewCase(CASES, "12-digoxin-high-low-k");
    c.data.additionalContext = "Routine review.";
    const f = find(runReviewCase(c), "digoxin-level-high");
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold or review/);
  });

  it("does not ask for a digoxin level already on record in the low-potassium finding", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "12-digoxin-high-low-k")), "digoxin-low-potassium");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/Check a digoxin level/);
    // Review 20 (older-adults-meds): with the level above its limit, digoxin-level-high's steps hold the
    // ECG, so the low-potassium finding does not ask for it again.
    expect(steps).not.toMatch(/\bECG\b/);
  });
});
