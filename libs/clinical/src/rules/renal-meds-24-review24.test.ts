import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import {
  clinicianLine,
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/renal-meds-24-review24/", import.meta.url));
const LITHIUM_INTAKE = "lithium-poor-intake";

describe("lithium with poor eating and drinking gets its own advice before any AKI (review 24)", () => {
  it("01: UK, flu-like illness, not eating and barely drinking on Priadel: same-day review, level and U&E", () => {
    const r = run("01-uk-lithium-flu-not-eating-drinking");
    const f = finding(r, LITHIUM_INTAKE);
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/poor oral intake/);
    expect(f?.clinician).toMatch(/last lithium level in the record is 0\.72 mmol\/L/);
    expect(f?.nextSteps[0]).toMatch(/whether to hold lithium.*lithium level \(12 hours after the last dose\) with U&E/);
    expect(f?.evidenceIds).toEqual(["sps-lithium-monitoring", "independent-pharmacist-lithium-safety"]);
    expect(patientText(r)).toMatch(/lithium in your blood can build up.*do not stop it on your own/);
    // Amlodipine is no sick-day medicine, and nothing reads this as toxicity.
    expect(codes(r)).not.toContain("sick-day-medicines");
    expect(codes(r)).not.toContain("lithium-level-high");
  });

  it("stays silent when she is eating and drinking normally", () => {
    const c = load("01-uk-lithium-flu-not-eating-drinking");
    c.patientContext.clinicalNotes = "GP telephone consult today (NHS). Mild cold. Eating and drinking normally.";
    expect(codes(runReviewCase(c))).not.toContain(LITHIUM_INTAKE);
  });

  it("with vomiting the lithium toxicity finding speaks instead, and this one stays silent", () => {
    const c = load("01-uk-lithium-flu-not-eating-drinking");
    c.patientContext.clinicalNotes = "GP telephone consult today (NHS). Vomiting since last night, poor oral intake.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("lithium-level-high");
    expect(codes(r)).not.toContain(LITHIUM_INTAKE);
  });

  it("02: US, strep throat with poor PO intake on lithium and lisinopril-HCTZ: US sources, the combination named", () => {
    const r = run("02-us-lithium-lisinopril-hctz-strep-poor-po");
    const f = finding(r, LITHIUM_INTAKE);
    expect(f?.clinician).toMatch(/poor po intake/);
    expect(f?.clinician).toMatch(/Lisinopril-hydrochlorothiazide 20-12\.5 mg tablet also reduces lithium clearance/);
    expect(f?.evidenceIds).toEqual(["psychiatric-times-2022-lithium-levels", "fda-lithium-label"]);
  });

  it("02: the combination tablet is named once in the sick-day finding, with both its reasons", () => {
    const r = run("02-us-lithium-lisinopril-hctz-strep-poor-po");
    const sick = finding(r, "sick-day-medicines");
    expect(sick?.clinician).toMatch(
      /lisinopril-hydrochlorothiazide 20-12\.5 mg tablet \(acute kidney injury as the blood volume falls; more fluid loss and acute kidney injury\)\. Sick-day/,
    );
    // Poor intake, not vomiting: the patient is not told they are being sick.
    expect(sick?.patient).toMatch(/^You are not eating or drinking normally\./);
    expect(patientText(r)).not.toMatch(/being sick or have diarrhoea/);
  });
});

describe("sick-day rules on an SGLT2 inhibitor add a ketone check with vomiting (review 24)", () => {
  it("03: D&V on metformin, dapagliflozin and ramipril: pause all three and check ketones", () => {
    const f = finding(run("03-uk-dv-metformin-dapagliflozin-ramipril"), "sick-day-medicines");
    expect(f?.clinician).toMatch(/metformin \(lactic acidosis.*dapagliflozin \(ketoacidosis.*ramipril \(acute kidney/);
    expect(f?.nextSteps).toContain(
      "Check blood ketones now on dapagliflozin with vomiting, even if the glucose is normal; raised ketones need same-day assessment for ketoacidosis",
    );
    expect(f?.evidenceIds).toContain("mhra-sglt2i-dka");
    expect(f?.patient).toMatch(/ask for your blood ketones to be checked today/);
  });

  it("diarrhoea alone on dapagliflozin gives the pause but no ketone step", () => {
    const c = load("03-uk-dv-metformin-dapagliflozin-ramipril");
    c.patientContext.clinicalNotes =
      "Phone call with practice nurse today: diarrhoea since yesterday. Managing small sips.";
    const f = finding(runReviewCase(c), "sick-day-medicines");
    expect(f?.nextSteps.join(" ")).toMatch(/pause the listed medicines/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/ketones/);
    expect(f?.evidenceIds).not.toContain("mhra-sglt2i-dka");
  });
});

describe("DOAC doses read against creatinine clearance (review 24)", () => {
  it("04: apixaban 5 mg at 82, 58 kg, creatinine 135: clearance about 26, 2.5 mg twice daily", () => {
    const f = finding(run("04-uk-apixaban-af-82y-58kg-creat-135"), "doac-crcl-apixaban-severe");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/creatinine clearance of about 26 mL\/min/);
  });

  it("10: US rivaroxaban 20 mg with a clearance about 36: 15 mg for atrial fibrillation", () => {
    const f = finding(run("10-us-rivaroxaban-20mg-crcl-40"), "doac-crcl-rivaroxaban");
    expect(f?.clinician).toMatch(/about 36 mL\/min.*15 mg once daily/);
  });
});

describe("an aminoglycoside level above target is a dose to review before the next one (review 24)", () => {
  const AMINOGLYCOSIDE = "aminoglycoside-level-high";

  it("05: gentamicin pre-dose 1.8 mg/L, stable creatinine: review before the next dose, no bare flag line", () => {
    const r = run("05-uk-gentamicin-trough-high-creatinine-stable");
    const f = finding(r, AMINOGLYCOSIDE);
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/Gentamicin level \(pre-dose\) 1\.8 mg\/L .* on gentamicin 420 mg IV/);
    expect(f?.nextSteps[0]).toMatch(/before the next dose is given/);
    expect(f?.evidenceIds).toEqual(["ouh-gentamicin-monitoring"]);
    expect(patientText(r)).toMatch(/ringing in the ears/);
    expect(clinicianLine(r, "Gentamicin level (pre-dose) above the reference range")).toBe("");
  });

  it("a level within the target is quiet", () => {
    const c = load("05-uk-gentamicin-trough-high-creatinine-stable");
    c.data.recentAbnormalLabs[0] = { ...c.data.recentAbnormalLabs[0], value: "0.6", interpretation: "Normal" };
    expect(codes(runReviewCase(c))).not.toContain(AMINOGLYCOSIDE);
  });

  it("a US record cites the US label", () => {
    const c = load("05-uk-gentamicin-trough-high-creatinine-stable");
    c.data.additionalContext = "Inpatient. Day 4 of IV ampicillin and gentamicin for endocarditis.";
    expect(finding(runReviewCase(c), AMINOGLYCOSIDE)?.evidenceIds).toEqual(["dailymed-gentamicin-label"]);
  });

  it("with a creatinine rise the AKI finding carries the level instead", () => {
    const c = load("05-uk-gentamicin-trough-high-creatinine-stable");
    c.data.labTrends[0].values.push({ date: "2026-11-30", value: "168", unit: "umol/L" });
    c.data.recentNormalLabs[0] = { ...c.data.recentNormalLabs[0], value: "168", date: "2026-11-30" };
    expect(codes(runReviewCase(c))).not.toContain(AMINOGLYCOSIDE);
  });
});

describe("NSAIDs, sodium and CKD stage 4 medicines (review 24)", () => {
  it("06: naproxen with ramipril and indapamide: the triple combination is named, high", () => {
    const r = run("06-uk-triple-whammy-naproxen-ramipril-indapamide");
    expect(finding(r, "nsaid-raas-diuretic")?.severity).toBe(Severity.high);
    expect(codes(r)).toContain("nsaid-ckd");
  });

  it("07: sodium 126 on bendroflumethiazide with sertraline started a month ago: both named", () => {
    const r = run("07-uk-sodium-126-sertraline-bendroflumethiazide");
    expect(finding(r, "diuretic-hyponatraemia")?.nextSteps[0]).toMatch(/Stop bendroflumethiazide/);
    expect(finding(r, "hyponatraemia")?.clinician).toMatch(/Sertraline is an SSRI/);
  });

  it("08: CKD G4 on metformin, nitrofurantoin and gabapentin 1800 mg: each named, gabapentin by clearance", () => {
    const r = run("08-uk-ckd4-metformin-nitrofurantoin-gabapentin");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["metformin-egfr-contraindicated", "nitrofurantoin-kidney", "gabapentin-renal-dose"]),
    );
    const gaba = finding(r, "gabapentin-renal-dose");
    expect(gaba?.clinician).toMatch(/creatinine clearance of about 34 mL\/min \(an estimate by Cockcroft–Gault/);
    expect(gaba?.clinician).toMatch(/above the label's maximum of 1400 mg a day/);
    expect(gaba?.clinician).not.toMatch(/This rests on eGFR/);
    expect(gaba?.nextSteps[0]).toBe("Check the total daily gabapentin dose against the label's renal dosing table");
  });

  it("without a weight the gabapentin band still comes from the eGFR, with the clearance to estimate", () => {
    const c = load("08-uk-ckd4-metformin-nitrofurantoin-gabapentin");
    c.patientContext.vitalSigns = [];
    const gaba = finding(runReviewCase(c), "gabapentin-renal-dose");
    expect(gaba?.clinician).toMatch(/maximum of 700 mg a day.*This rests on eGFR/);
    expect(gaba?.nextSteps[0]).toMatch(/^Estimate creatinine clearance/);
  });

  it("09: stable CKD G3aA1 on lisinopril, avoiding NSAIDs: quiet apart from a low-priority staging line", () => {
    const r = run("09-us-stable-ckd3a-lisinopril-quiet");
    const loud = r.findings.filter((f) => f.severity !== Severity.low && f.severity !== Severity.info);
    expect(loud.map((f) => f.code)).toEqual([]);
    expect(clinicianText(r)).not.toMatch(/sick-day|lithium|dose above/i);
  });
});
