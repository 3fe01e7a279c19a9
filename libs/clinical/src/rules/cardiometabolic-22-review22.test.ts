import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/cardiometabolic-22-review22/", import.meta.url));

describe("statins in diabetes on a UK record follow NICE, not the ADA rule (review 22)", () => {
  it("01: type 2 diabetes with QRISK3 14.2% in GP notes is offered atorvastatin 20 mg by the NICE rule", () => {
    const r = run("01-t2dm-uk-qrisk-no-statin");
    const f = finding(r, "statin-opportunity-diabetes");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/QRISK 10-year CVD risk of 14\.2%/);
    expect(f?.clinician).toMatch(
      /NICE offers atorvastatin 20 mg for primary prevention to people with type 2 diabetes/,
    );
    expect(f?.evidenceIds).toContain("nice-cg181-lipid-modification");
    expect(f?.nextSteps[0]).toMatch(/^Offer atorvastatin 20 mg/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/at least a moderate-intensity statin/);
    expect(f?.nextSteps.join(" ")).toMatch(/more than 40% in non-HDL cholesterol/);
    expect(patientText(r)).toMatch(/usually atorvastatin 20 mg\) when this is 10% or more/);
    expect(patientText(r)).not.toMatch(/People with diabetes aged 40 to 75 usually benefit/);
  });

  it("01: HbA1c 56 mmol/mol on metformin alone is read against NICE NG28 (48 target, add a medicine from 58)", () => {
    const r = run("01-t2dm-uk-qrisk-no-statin");
    const f = finding(r, "diabetes-above-target");
    expect(f?.clinician).toMatch(/NICE NG28 supports aiming for 48 mmol\/mol/);
    expect(f?.clinician).toMatch(/below 58 mmol\/mol, so for glucose the NICE step now is to reinforce/);
    expect(f?.clinician).not.toMatch(/Classes not yet used that could be added/);
    // At QRISK above 10% from 40, NICE considers an SGLT2 inhibitor for the heart whatever the HbA1c.
    expect(f?.nextSteps.join(" ")).toMatch(/Consider an SGLT2 inhibitor with proven cardiovascular benefit/);
    expect(f?.evidenceIds).toContain("nice-ng28-t2d-adults");
  });

  it("a UK type 2 record with a QRISK below 10% gets no statin prompt (NICE would not offer one)", () => {
    const r = run("09-t2dm-uk-qrisk-low-quiet-statin");
    expect(codes(r)).not.toContain("statin-opportunity-diabetes");
    expect(clinicianText(r)).not.toMatch(/statin therapy is recommended for adults with diabetes/);
  });

  it("10: a UK EHR record with no QRISK asks for QRISK3 first, and NG28's 53 mmol/mol target on gliclazide", () => {
    const r = run("10-t2dm-uk-ehr-no-qrisk");
    const f = finding(r, "statin-opportunity-diabetes");
    expect(f?.clinician).toMatch(/no QRISK score in the record/);
    expect(f?.nextSteps[0]).toMatch(/^Calculate QRISK3; offer atorvastatin 20 mg/);
    const a1c = finding(r, "diabetes-above-target");
    expect(a1c?.clinician).toMatch(/aiming for 53 mmol\/mol, as a medicine associated with hypoglycaemia is taken/);
    // 62 mmol/mol is past NICE's point for adding a medicine, so the add-on classes stay.
    expect(a1c?.clinician).toMatch(/Classes not yet used that could be added/);
  });

  it("10: 132/78 on treatment in UK type 2 diabetes without kidney disease meets NICE's 140/90 and is low priority", () => {
    const r = run("10-t2dm-uk-ehr-no-qrisk");
    const bp = finding(r, "bp-above-target");
    expect(bp?.severity).toBe(Severity.low);
    expect(bp?.clinician).toMatch(/below 140\/90 mmHg \(NICE QS28, from NG136\), which this reading meets/);
    // With albuminuria the tighter target stays.
    const c = load("10-t2dm-uk-ehr-no-qrisk");
    c.data.recentAbnormalLabs.push({
      display: "Urine albumin:creatinine ratio",
      value: "12",
      unit: "mg/mmol",
      date: "2026-11-20",
      referenceRange: "<3",
      interpretation: "High",
    });
    expect(finding(runReviewCase(c), "bp-above-target")?.severity).toBe(Severity.moderate);
  });

  it("02: type 1 diabetes at 44 in an NHS clinic is offered atorvastatin 20 mg by NICE's type 1 criteria, not QRISK", () => {
    const r = run("02-t1dm-uk-44y-no-statin");
    const f = finding(r, "statin-opportunity-diabetes");
    expect(f?.clinician).toMatch(/offering one to those older than 40, with diabetes for more than 10 years/);
    expect(f?.clinician).toMatch(/QRISK is not used to decide in type 1 diabetes/);
    expect(f?.nextSteps[0]).toMatch(
      /^Offer atorvastatin 20 mg for primary prevention \(NICE, type 1 diabetes over 40\)/,
    );
    expect(patientText(r)).toMatch(/adults with type 1 diabetes over 40/);
  });

  it("08: a US record (HbA1c in %, lipids in mg/dL) keeps the ADA rule", () => {
    const r = run("08-t2dm-us-no-statin");
    const f = finding(r, "statin-opportunity-diabetes");
    expect(f?.clinician).toMatch(/statin therapy is recommended for adults with diabetes aged 40–75/);
    expect(f?.nextSteps[0]).toBe("Discuss starting at least a moderate-intensity statin");
    expect(f?.clinician).not.toMatch(/NICE|QRISK/);
    expect(finding(r, "diabetes-above-target")?.clinician).not.toMatch(/NICE NG28/);
  });
});

describe("a small eGFR change within biological variation is not called a fall (review 22)", () => {
  it("04: 88 to 85 (3%) between two normal results six months apart says nothing about falling eGFR", () => {
    const r = run("04-creatinine-3pct-both-normal-uk");
    expect(codes(r)).not.toContain("egfr-rapid-decline");
    expect(patientText(r)).not.toMatch(/kidney filtering number is a little lower/);
    expect(clinicianText(r)).not.toMatch(/Possible fall in eGFR/);
  });

  it("a fall beyond the reference change value (88 to 70, 20%) is still raised as a possible fall to repeat", () => {
    const c = load("04-creatinine-3pct-both-normal-uk");
    c.labResults[3].value = "70";
    c.labResults[2].value = "101";
    const f = finding(runReviewCase(c), "egfr-rapid-decline");
    expect(f?.severity).toBe(Severity.low);
    expect(f?.clinician).toMatch(/2 results 20% apart/);
  });
});

describe("new atrial fibrillation at 128/min with overt thyrotoxicosis, haemodynamically stable (review 22)", () => {
  it("03: rate control and anticoagulation are raised at high priority, without an emergency", () => {
    const r = run("03-af-128-thyrotoxicosis-uk");
    expect(finding(r, "af-no-anticoagulant")?.severity).toBe(Severity.high);
    expect(finding(r, "af-no-anticoagulant")?.clinician).toMatch(/CHA2DS2-VA score 2/);
    const thyroid = finding(r, "overt-hyperthyroidism");
    expect(thyroid?.severity).toBe(Severity.high);
    expect(thyroid?.clinician).toMatch(/With atrial fibrillation, ATA 2016 recommends a beta-blocker/);
    expect(codes(r).some((c) => r.findings.find((f) => f.code === c)?.severity === Severity.critical)).toBe(false);
    expect(patientText(r)).toMatch(/None of these results needs emergency care on its own/);
    // "No chest pain, no breathlessness at rest, no syncope" is not read as instability.
    expect(codes(r)).not.toContain("af-unstable-notes");
  });

  it("03 variant: rate 165/min and BP 86/52 written only in the notes call for emergency assessment", () => {
    const c = load("03-af-128-thyrotoxicosis-uk");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes
      .replace("ventricular rate 128/min", "ventricular rate 165/min")
      .replace("BP 138/84", "BP 86/52");
    const r = runReviewCase(c);
    const f = finding(r, "af-unstable-notes");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.clinician).toMatch(/a rate of 165\/min and blood pressure 86\/52 mmHg in the notes/);
    expect(f?.evidenceIds).toEqual(["hwe-icb-af-pathway"]);
    expect(patientText(r)).toMatch(/This needs emergency care now/);
  });

  it("03 variant: chest pain stated beside AF is enough for the emergency finding", () => {
    const c = load("03-af-128-thyrotoxicosis-uk");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(
      "No chest pain,",
      "Central chest pain since this morning,",
    );
    expect(finding(runReviewCase(c), "af-unstable-notes")?.clinician).toMatch(/with chest pain in the notes/);
  });
});

describe("glycaemia and lipids at the edges (review 22)", () => {
  it("05: HbA1c 44 and fasting glucose 6.2 mmol/L are read by the UK non-diabetic hyperglycaemia bands", () => {
    const r = run("05-prediabetes-a1c-fpg-borderline-uk");
    const f = finding(r, "prediabetes-range");
    expect(f?.clinician).toMatch(
      /UK non-diabetic hyperglycaemia: HbA1c 42–47 mmol\/mol, fasting glucose 6\.1–6\.9 mmol\/L/,
    );
    expect(codes(r)).not.toContain("diabetes-confirmed");
    expect(codes(r)).not.toContain("statin-opportunity-diabetes");
  });

  it("06: triglycerides 14.2 mmol/L are a pancreatitis risk, with alcohol named and a fasting repeat", () => {
    const r = run("06-triglycerides-14-uk");
    const f = finding(r, "severe-hypertriglyceridaemia");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/above 10 mmol\/L, a level associated with pancreatitis/);
    expect(f?.clinician).toMatch(/repeat fasting within 2 weeks/);
    expect(patientText(r)).toMatch(/severe pain at the top of your tummy/);
  });

  it("07: a low HDL alone with a low QRISK stays a plain low flag", () => {
    const r = run("07-low-hdl-alone-quiet-uk");
    expect(codes(r)).toEqual(["lab-low"]);
    expect(finding(r, "lab-low")?.severity).toBe(Severity.low);
  });
});
