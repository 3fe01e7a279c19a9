import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
  runDeepReviewCase,
} from "../testing/review-case.ts";

/*
 * Clinical review 23, medicines-thyroid-23: a beta-blocker left on after thyroiditis turned
 * hypothyroid, levothyroxine causes offered to someone not taking it, lithium with an NSAID,
 * methotrexate and the liver, rivaroxaban with a falling creatinine clearance, amiodarone-induced
 * hypothyroidism, potassium 6.0–6.4 on an ACE inhibitor, a raised vancomycin trough, a low-normal
 * blood pressure with falls on four blood-pressure medicines, and a quiet, well-monitored case.
 */
const { load, run } = reviewFolder(new URL("./fixtures/medicines-thyroid-23-review23/", import.meta.url));

const deep = (name: string) => {
  const c = load(name);
  return runDeepReviewCase(c);
};

describe("thyroiditis in its hypothyroid phase (review 23, medicines-thyroid-23)", () => {
  it("01: propranolol started for the thyrotoxic phase is reviewed for tapering and stopping once the thyroid is underactive", () => {
    const f = finding(run("01-thyroiditis-hypothyroid-propranolol-ehr"), "overt-hypothyroidism");
    expect(f?.nextSteps.join(" ")).toMatch(/Review propranolol 40 mg with a view to tapering and stopping/);
    expect(f?.clinician).toMatch(/thyrotoxic phase, which has passed \(heart rate 56\/min\)/);
    expect(f?.patient).toMatch(/Ask your doctor about reducing and stopping it; do not stop it on your own/);
    expect(f?.evidenceIds).toContain("aafp-2021-thyroiditis");
  });

  it("01: the hypothyroid phase is said to often recover, with levothyroxine for symptoms rather than a plain 'start levothyroxine'", () => {
    const f = finding(run("01-thyroiditis-hypothyroid-propranolol-ehr"), "overt-hypothyroidism");
    expect(f?.nextSteps[0]).toMatch(/^Levothyroxine if hypothyroid symptoms warrant it \(this phase often recovers\)/);
    expect(f?.patient).not.toMatch(/It is treated with a daily tablet/);
  });

  it("01: with atrial fibrillation recorded the beta-blocker has another reason and is left alone", () => {
    const c = load("01-thyroiditis-hypothyroid-propranolol-ehr");
    c.data.pastMedicalHistory.push({ display: "Atrial fibrillation", clinicalStatus: "active" });
    const f = finding(runReviewCase(c), "overt-hypothyroidism");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Propranolol/);
    expect(f?.nextSteps[0]).toMatch(/this phase often recovers/);
  });

  it("01: without a thyroiditis in the record overt hypothyroidism keeps its usual treatment step", () => {
    const c = load("01-thyroiditis-hypothyroid-propranolol-ehr");
    c.data.pastMedicalHistory = [];
    c.data.additionalContext = "Tired, cold and slowed down. Propranolol for anxiety.";
    const f = finding(runReviewCase(c), "overt-hypothyroidism");
    expect(f?.nextSteps[0]).toMatch(/^Start levothyroxine/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Propranolol/);
  });
});

describe("levothyroxine causes only for someone taking it (review 23, medicines-thyroid-23)", () => {
  it("01, 10: the deep differential leaves out levothyroxine under-replacement and absorption when none is taken", () => {
    for (const name of ["01-thyroiditis-hypothyroid-propranolol-ehr", "10-low-tsh-not-on-levothyroxine-ehr"]) {
      const r = deep(name);
      expectDeepReadsThrough(r);
      expect(r.result.clinicianResponse).toMatch(/autoimmune thyroiditis/);
      expect(r.result.clinicianResponse).not.toMatch(/absorption of levothyroxine/);
    }
  });

  it("10: on levothyroxine the same raised TSH still lists it", () => {
    const c = load("10-low-tsh-not-on-levothyroxine-ehr");
    c.data.medications.push({ medication: "Levothyroxine 50 micrograms", status: "active", frequency: "once daily" });
    const r = runDeepReviewCase(c);
    expect(r.result.clinicianResponse).toMatch(/poor absorption of levothyroxine/);
  });
});

describe("lithium with an NSAID (review 23, medicines-thyroid-23)", () => {
  it("02: a raised level with symptoms on naproxen is a same-day assessment naming naproxen, without a second general interaction line", () => {
    const r = run("02-lithium-naproxen-level-rising-uk");
    const f = finding(r, "lithium-level-high");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toMatch(/Stop or replace naproxen with the prescriber/);
    expect(codes(r)).not.toContain("lithium-interacting-drug");
  });

  it("02: with the level back in range the interaction line returns", () => {
    const c = load("02-lithium-naproxen-level-rising-uk");
    c.labResults[0] = { ...c.labResults[0], value: "0.8", flag: "Normal" };
    c.patientContext.clinicalNotes = "Naproxen prescribed for knee pain since early November. Feels well. UK practice.";
    expect(codes(runReviewCase(c))).toContain("lithium-interacting-drug");
  });
});

describe("methotrexate and DOAC monitoring (review 23, medicines-thyroid-23)", () => {
  it("03: ALT about three times the limit on methotrexate with more alcohol is repeated and taken to the prescriber", () => {
    const r = run("03-methotrexate-alt-raised-uk");
    expect(finding(r, "methotrexate-raised-transaminases")?.nextSteps[0]).toMatch(/^Repeat ALT and AST/);
    expect(finding(r, "methotrexate-safety-notes")?.clinician).toMatch(/20 units a week/);
  });

  it("04: rivaroxaban 20 mg at an estimated clearance of about 24 mL/min in atrial fibrillation is flagged against the 15 mg label dose", () => {
    const f = finding(run("04-rivaroxaban-20-crcl-falling-ehr"), "doac-crcl-rivaroxaban");
    expect(f?.clinician).toMatch(/about 24 mL\/min/);
    expect(f?.clinician).toMatch(/15 mg once daily at 15–49 mL\/min/);
  });
});

describe("amiodarone-induced hypothyroidism (review 23, medicines-thyroid-23)", () => {
  it("05: overt hypothyroidism on amiodarone names it as the likely cause, to be kept, and the separate amiodarone TSH line steps aside", () => {
    const r = run("05-amiodarone-tsh-high-ft4-low-ehr");
    const f = finding(r, "overt-hypothyroidism");
    expect(f?.clinician).toMatch(/likely amiodarone-induced hypothyroidism/);
    expect(f?.patient).toMatch(/Do not stop amiodarone on your own/);
    expect(f?.evidenceIds).toContain("eta-2018-amiodarone-thyroid");
    expect(codes(r)).not.toContain("amiodarone-thyroid");
  });
});

describe("potassium 6.0–6.4 on an ACE inhibitor (review 23, medicines-thyroid-23)", () => {
  it("06: 6.1 mmol/L on ramipril is urgent, with an ECG now and the UK Kidney Association band named", () => {
    const f = finding(run("06-ramipril-potassium-6-1-uk"), "raas-hyperkalaemia");
    // Urgent, not an emergency: high, as the band is graded without a medicine (review 30b, engine-30b).
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/6\.0–6\.4 mmol\/L is moderate hyperkalaemia/);
    expect(f?.nextSteps.join(" ")).toMatch(/Check an ECG now/);
    expect(f?.evidenceIds).toContain("nhs-ggc-hyperkalaemia");
  });

  it("06: exactly 6.0 is judged as 6.1 is, not one band lower", () => {
    const c = load("06-ramipril-potassium-6-1-uk");
    c.labResults[0] = { ...c.labResults[0], value: "6.0" };
    const f = finding(runReviewCase(c), "raas-hyperkalaemia");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/Check an ECG now/);
  });

  it("06: 5.8 stays high, without the moderate band", () => {
    const c = load("06-ramipril-potassium-6-1-uk");
    c.labResults[0] = { ...c.labResults[0], value: "5.8" };
    const f = finding(runReviewCase(c), "raas-hyperkalaemia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/moderate hyperkalaemia/);
  });
});

describe("a raised vancomycin trough (review 23, medicines-thyroid-23)", () => {
  it("07: the trough is said once, by the vancomycin finding, not again as a plain flag line", () => {
    const r = run("07-vancomycin-trough-high-ehr");
    expect(codes(r)).toContain("vancomycin-level-high");
    expect(codes(r)).not.toContain("lab-high");
  });
});

describe("low-normal blood pressure with falls on several medicines (review 23, medicines-thyroid-23)", () => {
  it("08: 108/64 on four blood-pressure medicines with falls brings a deprescribing review", () => {
    const f = finding(run("08-bp-108-falls-three-antihypertensives-ehr"), "bp-medicines-deprescribing-falls");
    expect(f?.clinician).toMatch(/^Blood pressure 108\/64 mmHg on 4 blood-pressure medicines/);
    expect(f?.patient).toMatch(/you have had falls and you feel dizzy on standing/);
    expect(f?.evidenceIds).toContain("reeve-2024-deprescribing-antihypertensives");
  });

  it("08: the kidney finding no longer says to control blood pressure", () => {
    const r = run("08-bp-108-falls-three-antihypertensives-ehr");
    expect(finding(r, "ckd-stage")?.nextSteps.join(" ")).not.toMatch(/Control blood pressure/);
    expect(finding(r, "ckd-stage")?.nextSteps.join(" ")).toMatch(/Review the blood-pressure medicines for reducing/);
    expect(clinicianText(r)).not.toMatch(/Control blood pressure/);
  });

  it("08: at 142/80 there is no deprescribing finding and the CKD step is unchanged", () => {
    const c = load("08-bp-108-falls-three-antihypertensives-ehr");
    c.data.vitalSigns[0].value = "142/80";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("bp-medicines-deprescribing-falls");
    expect(finding(r, "ckd-stage")?.nextSteps.join(" ")).toMatch(/Control blood pressure/);
  });
});

describe("a quiet, well-monitored case (review 23, medicines-thyroid-23)", () => {
  it("09: levothyroxine with TSH in range and apixaban at the right dose give no findings", () => {
    const r = run("09-quiet-levothyroxine-apixaban-monitored-uk");
    expect(codes(r)).toEqual([]);
    expect(patientText(r)).not.toMatch(/act on this now/i);
  });
});
