import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load } = reviewFolder(new URL("./fixtures/cardiometabolic-review12/", import.meta.url));
const finding = (c: ReturnType<typeof load>, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("review 12 cardiometabolic", () => {
  // Case 11: pioglitazone with NT-proBNP 3400, orthopnoea and ankle oedema; the drug was not mentioned.
  it("flags pioglitazone with suspected heart failure as high priority", () => {
    const f = finding(load("11-ntprobnp-high-breathless-ankle"), "tzd-heart-failure");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/cause or worsen heart failure/);
    expect(f?.nextSteps[0]).toMatch(/Review Pioglitazone now: stop it/i);
    expect(f?.patient).toMatch(/hold on to fluid/);
  });

  it("asks only for a heart-failure check when pioglitazone meets a raised peptide without fluid signs", () => {
    const c = load("11-ntprobnp-high-breathless-ankle");
    c.patientContext.clinicalNotes = "Routine review.";
    expect(finding(c, "tzd-heart-failure")?.severity).toBe("moderate");
    c.patientContext.medications = [{ name: "Metformin", dosage: "1 g bd" }];
    expect(finding(c, "tzd-heart-failure")).toBeUndefined();
  });

  it("does not ask about a water tablet dose when no diuretic is listed", () => {
    const c = load("11-ntprobnp-high-breathless-ankle");
    const questions = () => finding(c, "hf-decompensation-signs")?.patientQuestions.join(" ") ?? "";
    // A record in US units: "water pill" (review 27, us-words-27).
    expect(questions()).not.toMatch(/water (?:tablet|pill)/);
    c.patientContext.medications.push({ name: "Furosemide", dosage: "40 mg" });
    expect(questions()).toMatch(/water pill dose/);
  });

  // Case 14: 186/124 mmHg with "severe headache and blurred vision since yesterday" and creatinine 1.6 mg/dL.
  it("treats BP of 180/120 or more with documented symptoms as a possible hypertensive emergency", () => {
    const f = finding(load("14-ehr-bp-186-124-headache"), "bp-severe");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/possible hypertensive emergency/);
    expect(f?.clinician).toMatch(/may be acute kidney injury/);
    expect(f?.nextSteps[0]).toMatch(/Emergency same-day specialist assessment now/);
    expect(f?.patient).toMatch(/notes mention vision changes and a severe headache/);
    expect(f?.patient).toMatch(/Get emergency care now/);
    expect(f?.patient).not.toMatch(/If you have/);
  });

  it("does not count an ordinary headache alone as a sign of organ damage", () => {
    const c = load("14-ehr-bp-186-124-headache");
    c.data.additionalContext = "Mild headache this morning.";
    expect(finding(c, "bp-severe")?.severity).toBe("high");
  });

  it("keeps the conditional wording when the notes record no symptoms", () => {
    const c = load("14-ehr-bp-186-124-headache");
    c.data.additionalContext = "No headache, no visual disturbance.";
    const f = finding(c, "bp-severe");
    expect(f?.severity).toBe("high");
    expect(f?.patient).toMatch(/If you have chest pain/);
  });

  // Case 13: one clinic reading of 152/94 after rushing, 128/80 before, no hypertension on record.
  it("does not suggest starting two drugs on a single unconfirmed reading", () => {
    const f = finding(load("13-ehr-single-high-bp-unconfirmed"), "bp-stage-2");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/two drugs/);
    expect(steps).toMatch(/Confirm with ambulatory blood pressure monitoring/);
  });

  // Case 10: 81 years, eGFR 48, NT-proBNP 620, "No breathlessness, no ankle swelling".
  it("makes the NICE referral conditional on symptoms when the notes state none", () => {
    const c = load("10-ntprobnp-age-adjusted-elderly");
    const f = finding(c, "natriuretic-peptide-elevated");
    // The case reads as US (albumin in g/dL): since review 29b (country-29b) it is given no NICE band,
    // but the same "review for symptoms first", then prompt echocardiography.
    expect(f?.nextSteps[0]).toMatch(
      /^Review for symptoms and signs of heart failure, with an ECG; if present, arrange echocardiography/,
    );
    expect(f?.clinician).toMatch(/age 81 and eGFR 48/);
    expect(f?.patient).not.toMatch(/usually arranged within 6 weeks/);
    const symptomatic = load("10-ntprobnp-age-adjusted-elderly");
    symptomatic.patientContext.clinicalNotes = "Breathless on exertion for a month.";
    expect(finding(symptomatic, "natriuretic-peptide-elevated")?.nextSteps[0]).toMatch(/^Echocardiogram; ECG/);
  });

  // Case 02: NSTEMI, atorvastatin 80 mg, LDL 2.1 mmol/L.
  it("adds ezetimibe rather than maximising a statin already at its top dose", () => {
    const c = load("02-post-mi-ldl-2.1-mmol");
    const step = () => finding(c, "ldl-above-goal-ascvd")?.nextSteps[0] ?? "";
    expect(step()).toMatch(/Already on a maximal high-intensity statin \(atorvastatin 80 mg\)/);
    expect(step()).toMatch(/add ezetimibe/);
    expect(step()).not.toMatch(/Maximise statin intensity/);
    c.patientContext.medications = c.patientContext.medications.filter(
      (m: { name: string }) => m.name !== "Atorvastatin",
    );
    expect(step()).toMatch(/^Start a high-intensity statin/);
  });

  // Case 11: diabetes with "Previous MI" and no statin.
  it("asks for a high-intensity statin in diabetes with a previous MI", () => {
    const f = finding(load("11-ntprobnp-high-breathless-ankle"), "statin-opportunity-diabetes");
    expect(f?.nextSteps[0]).toMatch(/^Start a high-intensity statin for secondary prevention/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/moderate-intensity/);
  });

  // Case 08 (and psychiatry case 10): HbA1c and fasting glucose both in the diabetes range on one date.
  it("confirms diabetes when HbA1c and fasting glucose are both in range", () => {
    for (const name of ["08-diabetes-range-us-units", "psychiatry-10-olanzapine-metabolic"]) {
      const f = finding(load(name), "diabetes-range-undiagnosed");
      expect(f?.clinician).toMatch(/confirm the diagnosis without a repeat/);
      expect(f?.nextSteps[0]).toMatch(/^Diagnose diabetes/);
      expect(f?.patient).not.toMatch(/A second test is usually done/);
    }
  });
});
