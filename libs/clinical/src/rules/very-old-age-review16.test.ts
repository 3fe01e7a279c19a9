import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/very-old-age-review16/", import.meta.url);
const run = (name: string) => runReviewCase(loadReviewCase(FOLDER, name)).findings;
const find = (findings: ReturnType<typeof run>, code: string) => findings.find((f) => f.code === code);

describe("advice tempered for very old age and frailty (review 16, very-old-age)", () => {
  it("leaves intensifying a statin at 107 to a shared decision and gives no weight-loss advice", () => {
    const findings = run("01-107-chd-ldl-simvastatin");
    const ldl = find(findings, "ldl-above-goal-ascvd");
    expect(ldl?.severity).toBe(Severity.low);
    expect(ldl?.clinician).toMatch(/At age 107, advice for older people applies/);
    expect(ldl?.clinician).toMatch(/NLA advises considering a moderate-intensity statin/);
    expect(ldl?.nextSteps.join(" ")).toMatch(/shared decision/);
    expect(ldl?.nextSteps.join(" ")).not.toMatch(/PCSK9|highest tolerated/);
    expect(ldl?.patient).toMatch(/what matters most to you/);
    expect(ldl?.evidenceIds).toContain("nla-2015-part2");

    const bmi = find(findings, "bmi-overweight");
    expect(bmi?.clinician).toMatch(/BMI 27\.9 kg\/m²/);
    expect(bmi?.clinician).toMatch(/not a reason for weight-loss advice/);
    expect(bmi?.nextSteps.join(" ")).not.toMatch(/Discuss weight/);
    expect(bmi?.patient).toMatch(/not a reason to lose weight/);
  });

  it("keeps the usual advice for a fit 82-year-old after a heart attack", () => {
    const findings = run("02-fit-82-post-mi-ldl");
    const ldl = find(findings, "ldl-above-goal-ascvd");
    expect(ldl?.severity).toBe(Severity.moderate);
    expect(ldl?.nextSteps.join(" ")).toMatch(/Increase to a high-intensity statin/);
    expect(ldl?.clinician).not.toMatch(/NLA/);
    expect(find(findings, "bmi-overweight")?.nextSteps.join(" ")).toMatch(/Discuss weight/);
  });

  it("tempers it for frailty at 80-89 and for no-statin secondary prevention keeps a moderate finding", () => {
    const frail = loadReviewCase(FOLDER, "02-fit-82-post-mi-ldl");
    frail.data.additionalContext = "CHD review. Lives in a care home since his stroke; needs help to wash and dress.";
    const ldl = find(runReviewCase(frail).findings, "ldl-above-goal-ascvd");
    expect(ldl?.clinician).toMatch(/With "care home" in the notes at age 82/);
    expect(ldl?.severity).toBe(Severity.low);

    const none = loadReviewCase(FOLDER, "01-107-chd-ldl-simvastatin");
    none.data.medications = none.data.medications.filter((m: { medication: string }) => !/statin/i.test(m.medication));
    const untreated = find(runReviewCase(none).findings, "ldl-above-goal-ascvd");
    expect(untreated?.severity).toBe(Severity.moderate);
    expect(untreated?.nextSteps.join(" ")).toMatch(/Discuss a moderate-intensity statin/);
  });

  it("gives no weight-loss advice to a frail 89-year-old in a care home", () => {
    const bmi = find(run("03-frail-89-care-home-primary-statin"), "bmi-overweight");
    expect(bmi?.clinician).toMatch(/With Alzheimer's disease at age 89/);
    expect(bmi?.nextSteps.join(" ")).toMatch(/Screen for malnutrition/);
  });

  it("reports unintended weight loss in place of an overweight BMI", () => {
    const findings = run("09-frail-87-weight-loss-bmi-26");
    const loss = find(findings, "weight-loss-older-adult");
    expect(loss?.severity).toBe(Severity.moderate);
    expect(loss?.clinician).toMatch(/72 kg \(2026-05-20\) to 66 kg \(2026-11-19\), 8% in about 6 months/);
    expect(loss?.evidenceIds).toEqual(expect.arrayContaining(["glim-2019-malnutrition", "espen-2019-geriatrics"]));
    expect(find(findings, "bmi-overweight")).toBeUndefined();

    const intended = loadReviewCase(FOLDER, "09-frail-87-weight-loss-bmi-26");
    intended.data.additionalContext = "Has been dieting since the summer and is pleased with the weight loss.";
    expect(find(runReviewCase(intended).findings, "weight-loss-older-adult")).toBeUndefined();

    const small = loadReviewCase(FOLDER, "09-frail-87-weight-loss-bmi-26");
    small.data.vitalSigns[1].value = "68";
    expect(find(runReviewCase(small).findings, "weight-loss-older-adult")).toBeUndefined();

    const younger = loadReviewCase(FOLDER, "09-frail-87-weight-loss-bmi-26");
    younger.data.patientInfo.age = 52;
    expect(find(runReviewCase(younger).findings, "weight-loss-older-adult")).toBeUndefined();
  });

  it("keeps the true alarms: HbA1c goal for frailty, bone protection after hip fracture at 95, AF without an anticoagulant at 92", () => {
    const a1c = find(run("04-frail-91-diabetes-hba1c-69"), "diabetes-above-target");
    expect(a1c?.clinician).toMatch(/ADA's goal is less strict/);
    // High since review 38 (bone-falls case 01): the coded neck of femur fracture at 95 is read as a fragility fracture.
    expect(find(run("05-95-hip-fracture-no-bone-treatment"), "osteoporosis-untreated")?.severity).toBe(Severity.high);
    const af = find(run("06-af-92-no-anticoagulant-age"), "af-no-anticoagulant");
    expect(af?.severity).toBe(Severity.high);
    expect(af?.nextSteps.join(" ")).toMatch(/Offer an oral anticoagulant/);
  });

  it("stays quiet for a well 93-year-old and an 84-year-old ex-smoker outside screening ages", () => {
    for (const name of ["08-quiet-93-routine", "10-quiet-84-ex-smoker-screening"]) {
      const findings = run(name);
      expect(findings.filter((f) => f.severity === Severity.high || f.severity === Severity.critical)).toEqual([]);
      expect(findings.filter((f) => f.severity === Severity.moderate)).toEqual([]);
      expect(find(findings, "lung-cancer-screening-due")).toBeUndefined();
      expect(find(findings, "aaa-screening-due")).toBeUndefined();
    }
  });
});
