import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);

describe("212/124 mmHg after running out of amlodipine (review 13 cardiology, case 08)", () => {
  it("asks to restart amlodipine, check adherence and recheck within 7 days", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "08-bp-urgency-210-125")), "bp-severe");
    expect(f?.nextSteps).toContain("Restart amlodipine 10 mg and check adherence and repeat-prescription supply");
    expect(f?.nextSteps).toContain("If no target organ damage is found, check the blood pressure again within 7 days");
    expect(f?.clinician).toMatch(/ran out of amlodipine 2 weeks ago.*likely cause/i);
    expect(f?.clinician).toMatch(/"mild headache": a headache alone is not a same-day feature/i);
    expect(f?.patient).toMatch(/ask your doctor today about restarting it/);
  });

  it("reads a single eGFR of 59 from a normal creatinine as organ damage to check, not a CKD category", () => {
    const r = runReviewCase(loadReviewCase(CASES, "08-bp-urgency-210-125"));
    expect(find(r, "ckd-stage")).toBeUndefined();
    expect(find(r, "bp-severe")?.nextSteps.join(" ")).toMatch(/Look for target organ damage now: repeat creatinine/);
  });

  it("stages the kidney as before when the creatinine is above its range", () => {
    const c = loadReviewCase(CASES, "08-bp-urgency-210-125");
    c.labResults[0] = { ...c.labResults[0], value: "130" };
    expect(find(runReviewCase(c), "ckd-stage")).toBeDefined();
  });

  it("adds no restart step when nothing was stopped", () => {
    const c = loadReviewCase(CASES, "08-bp-urgency-210-125");
    c.patientContext.clinicalNotes = "No chest pain, no visual disturbance, no weakness.";
    const f = find(runReviewCase(c), "bp-severe");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Restart/);
  });
});
