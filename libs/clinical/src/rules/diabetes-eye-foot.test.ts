import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-c-review15/", import.meta.url);
const REVIEW14 = new URL("./fixtures/diabetes-review14/", import.meta.url);
const codes = (c: ReturnType<typeof loadReviewCase>) => runReviewCase(c).findings.map((f) => f.code);
const find = (c: ReturnType<typeof loadReviewCase>, code: string) =>
  runReviewCase(c).findings.find((f) => f.code === code);
const OURS = ["diabetes-eye-screening-gap", "diabetes-foot-check-gap", "diabetes-active-foot-problem"];

describe("diabetic eye screening and foot care from the notes (review 15, leftovers-c)", () => {
  it("asks to re-book missed eye screening and a foot check two years overdue", () => {
    const c = loadReviewCase(FOLDER, "08-diabetes-missed-eye-and-foot");
    expect(find(c, "diabetes-eye-screening-gap")?.clinician).toMatch(/every 2 years after two routine screens/);
    expect(find(c, "diabetes-foot-check-gap")?.clinician).toMatch(/at least every year/);
    expect(codes(c)).not.toContain("diabetes-active-foot-problem");
    const r14 = codes(loadReviewCase(REVIEW14, "13-annual-review-gaps"));
    expect(r14).toContain("diabetes-eye-screening-gap");
    expect(r14).toContain("diabetes-foot-check-gap");
  });

  it("refers a new foot ulcer within 1 working day, and at once with signs of spreading infection", () => {
    const c = loadReviewCase(FOLDER, "09-diabetes-foot-ulcer");
    const f = find(c, "diabetes-active-foot-problem");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/within 1 working day/);
    expect(codes(c)).not.toContain("diabetes-foot-check-gap");

    const infected = loadReviewCase(FOLDER, "09-diabetes-foot-ulcer");
    infected.data.additionalContext =
      "New ulcer on the right heel with purulent discharge and spreading redness up the ankle.";
    const g = find(infected, "diabetes-active-foot-problem");
    expect(g?.severity).toBe("critical");
    expect(g?.nextSteps.join(" ")).toMatch(/acute services now/);

    const charcot = loadReviewCase(FOLDER, "09-diabetes-foot-ulcer");
    charcot.data.additionalContext = "Warm right midfoot with neuropathy: ?active Charcot.";
    expect(find(charcot, "diabetes-active-foot-problem")).toBeDefined();
  });

  it("stays quiet when checks are done, screening is up to date, or the ulcer is denied or healed", () => {
    expect(codes(loadReviewCase(FOLDER, "10-diabetes-checks-done")).filter((x) => OURS.includes(x))).toEqual([]);
    const healed = loadReviewCase(FOLDER, "09-diabetes-foot-ulcer");
    healed.data.additionalContext =
      "Previous foot ulcer in 2021, healed. No ulcer today. Consolidated Charcot foot, in remission.";
    expect(codes(healed)).not.toContain("diabetes-active-foot-problem");
    const noDiabetes = loadReviewCase(FOLDER, "08-diabetes-missed-eye-and-foot");
    noDiabetes.patientContext.conditions = [{ name: "Hypertension" }];
    // Notes that speak of a diabetes review now state diabetes themselves (review 26, notes-26).
    noDiabetes.patientContext.clinicalNotes = "Blood pressure review. No foot check for 2 years. Works shifts.";
    expect(codes(noDiabetes).filter((x) => OURS.includes(x))).toEqual([]);
  });
});
