import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, edit, load } = reviewFolder(new URL("./fixtures/heart-27-review27/", import.meta.url));

const HFREF = "01-uk-hfref-ramipril-no-sglt2-mra-ehr";
const NTPROBNP = "03-uk-breathless-48f-ntprobnp-320-labs";
const DIGOXIN = "05-us-digoxin-1-8-k-3-2-furosemide-labs";
const TROPONIN = "09-uk-troponin-28-ckd4-no-chest-pain-labs";
const STATIN = "10-us-statin-intolerance-ldl-212-lpa-deep-ehr";
const QTC = "12-us-qtc-512-citalopram-ondansetron-azithro-labs";
const YOUNG_HTN = "14-us-htn-26m-158-102-untreated-labs";
const POSTURAL = "15-uk-postural-hypotension-83m-doxazosin-tamsulosin-ehr";

describe("NT-proBNP between the ESC and NICE thresholds on a UK record (review 27, heart-27)", () => {
  it("03: 320 ng/L in UK practice is read by NICE (below 400, other causes first), not 'echocardiography is indicated'", () => {
    const r = run(NTPROBNP);
    const f = finding(r, "natriuretic-peptide-elevated");
    expect(f?.clinician).toMatch(
      /NICE NG106, quality standard QS9\) an NT-proBNP below 400 ng\/L makes heart failure less likely/,
    );
    expect(f?.clinician).not.toMatch(/echocardiography is indicated/);
    expect(f?.nextSteps[0]).toMatch(/^Review other causes of the symptoms \(NICE: NT-proBNP below 400 ng\/L\)/);
    expect(f?.evidenceIds).toContain("nice-qs9-heart-failure");
    expect(patientText(r)).toMatch(/At this level, though, heart failure is less likely/);
  });

  it("its US twin keeps the ESC/AHA reading with echocardiography", () => {
    const c = load(NTPROBNP);
    c.labResults[0].unit = "pg/mL";
    c.patientContext.clinicalNotes =
      "Primary care, Ohio. 6 weeks breathless on exertion after a chest infection. Chest clear, no edema.";
    const f = finding(runReviewCase(c), "natriuretic-peptide-elevated");
    expect(f?.clinician).toMatch(/echocardiography is indicated/);
    expect(f?.clinician).not.toMatch(/NICE/);
  });

  it("a UK result of 450 ng/L keeps NICE's 6-week referral", () => {
    const c = load(NTPROBNP);
    c.labResults[0].value = "450";
    const f = finding(runReviewCase(c), "natriuretic-peptide-elevated");
    expect(f?.clinician).toMatch(/within 6 weeks/);
    expect(f?.clinician).not.toMatch(/makes heart failure less likely/);
  });
});

describe("a stable troponin with an earlier value given by month alone (review 27, heart-27)", () => {
  it("09: 'troponin T 26 ng/L in August' is a baseline: chronic injury in CKD 4, no act-now box", () => {
    const r = run(TROPONIN);
    const f = finding(r, "troponin-elevated");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/within 20% of 26 ng\/L in august given in the notes/);
    expect(f?.clinician).toMatch(/fits chronic myocardial injury/);
    expect(patientText(r)).not.toMatch(/Please act on this now/);
  });

  it("a month-only value from this month may be the same event and stays an emergency", () => {
    const c = load(TROPONIN);
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace("in August", "in November");
    expect(finding(runReviewCase(c), "troponin-elevated")?.severity).toBe("critical");
  });
});

describe("symptoms of digoxin toxicity with a level inside the range and low potassium (review 27, heart-27)", () => {
  it("05: nausea and halos at 1.8 ng/mL with potassium 3.2: high, assess today, withhold digoxin", () => {
    const f = finding(run(DIGOXIN), "digoxin-low-potassium");
    expect(f?.severity).toBe("high");
    // The notes' "HR 52" is read as a vital since review 30 (engine-30, normalize/vital-notes.ts).
    expect(f?.clinician).toMatch(
      /Nausea and visual disturbance in the notes, heart rate 52\/min with a digoxin level of 1\.8 ng\/mL/,
    );
    expect(f?.clinician).toMatch(/digoxin is withheld whatever the level/);
    expect(f?.nextSteps[0]).toBe("Assess today with an ECG; withhold digoxin while toxicity is assessed");
    expect(f?.nextSteps.join(" ")).not.toMatch(/if there are symptoms of toxicity/);
    expect(f?.evidenceIds).toContain("gpnotebook-digoxin-toxicity");
  });

  it("without symptoms in the notes it stays a moderate low-potassium finding", () => {
    const c = load(DIGOXIN);
    c.patientContext.clinicalNotes = "Primary care, Texas. Routine review, feels well. Weight 78 kg.";
    const f = finding(runReviewCase(c), "digoxin-low-potassium");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).not.toMatch(/withhold digoxin/);
  });
});

describe("hypertension and low potassium at 26, readings only in the notes, US record (review 27, heart-27)", () => {
  it("14: a clinic reading and a home average in the notes with potassium 3.3 ask for an aldosterone screen", () => {
    const f = finding(run(YOUNG_HTN), "primary-aldosteronism-screen");
    expect(f?.clinician).toMatch(/with a clinic reading of 158\/102 mmHg and a home average of 152\/98 mmHg/);
  });

  it("without the home average one clinic visit is not yet hypertension to screen", () => {
    const c = load(YOUNG_HTN);
    c.patientContext.clinicalNotes = "Primary care, Colorado. BP 158/102 today. No headaches. BMI 25.";
    expect(codes(runReviewCase(c))).not.toContain("primary-aldosteronism-screen");
  });

  it("14: the US record's stage 2 reading quotes no NICE diagnosis or recording rule", () => {
    const f = finding(run(YOUNG_HTN), "bp-stage-2");
    expect(f?.clinician).toMatch(/the repeat is the one recorded\./);
    expect(f?.clinician).not.toMatch(/NICE NG136 records|meets the NICE NG136 diagnosis/);
  });

  it("a UK twin keeps NICE's recording rule and diagnosis", () => {
    const c = load(YOUNG_HTN);
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Creatinine");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(
      "Primary care, Colorado",
      "GP surgery, Leeds",
    );
    const f = finding(runReviewCase(c), "bp-stage-2");
    expect(f?.clinician).toMatch(/as NICE NG136 records the lower of the last two/);
    expect(f?.clinician).toMatch(/This meets the NICE NG136 diagnosis of hypertension/);
  });
});

describe("HFrEF on an ACE inhibitor with groups missing (review 27, heart-27)", () => {
  it("01: ramipril at LVEF 30%: the switch to sacubitril/valsartan is named with its 36-hour washout", () => {
    const f = finding(run(HFREF), "hfref-pillars-missing");
    expect(f?.clinician).toMatch(
      /Ramipril 10 mg capsules is listed: ESC 2021 recommends sacubitril\/valsartan as a replacement/,
    );
    expect(f?.nextSteps).toContain(
      "Consider replacing ramipril 10 mg capsules with sacubitril/valsartan, started at least 36 hours after the last ACE inhibitor dose, with adequate blood pressure and eGFR 30 or more",
    );
  });

  it("with eGFR below 30 the switch is not suggested", () => {
    const c = load(HFREF);
    const egfr = c.data.recentNormalLabs.find((l: { display: string }) => l.display === "eGFR");
    egfr.value = "26";
    const f = finding(runReviewCase(c), "hfref-pillars-missing");
    expect(f?.nextSteps.join(" ")).not.toMatch(/sacubitril\/valsartan, started at least 36 hours/);
  });
});

describe("statin intolerance recorded with ASCVD and LDL-C far above goal (review 27, heart-27)", () => {
  it("10: on ezetimibe after two statins failed: a PCSK9 inhibitor, not 'start a high-intensity statin'", () => {
    const r = run(STATIN);
    const f = finding(r, "ldl-above-goal-ascvd");
    expect(f?.nextSteps[0]).toMatch(
      /^Statin intolerance recorded, on ezetimibe: check adherence, then consider a PCSK9 inhibitor if LDL-C remains ≥70 mg\/dL; keep seeking a tolerable statin regimen/,
    );
    expect(f?.evidenceIds).toContain("nla-2022-statin-intolerance");
    expect(clinicianText(r)).not.toMatch(/Start a high-intensity statin/);
  });

  it("with no intolerance recorded and no lipid medicine, a high-intensity statin is still started", () => {
    const c = load(STATIN);
    c.data.pastMedicalHistory = c.data.pastMedicalHistory.filter(
      (p: { display: string }) => p.display !== "Statin intolerance",
    );
    c.data.allergies = [];
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/ezetimibe/i.test(m.medication));
    c.data.additionalContext = "Preventive cardiology, Boston. Father had MI at 52.";
    const f = finding(runReviewCase(c), "ldl-above-goal-ascvd");
    expect(f?.nextSteps[0]).toMatch(/^Start a high-intensity statin/);
  });
});

describe("postural hypotension measured at a falls review is no sick day (review 27, heart-27)", () => {
  it("15: a recorded standing reading and 'dizzy on standing' give no sick-day pause of indapamide", () => {
    const r = run(POSTURAL);
    expect(codes(r)).toContain("orthostatic-hypotension");
    expect(codes(r)).not.toContain("sick-day-medicines");
    expect(patientText(r)).not.toMatch(/not eating or drinking normally/);
  });

  it("with poor intake in the notes the sick-day advice stays", () => {
    const r = runReviewCase(
      edit(POSTURAL, (d) => {
        d.additionalContext += " Vomiting and off food for 2 days.";
      }),
    );
    expect(codes(r)).toContain("sick-day-medicines");
  });
});

describe("QTc wording (review 27, heart-27)", () => {
  it("12: a single low electrolyte 'adds' to the risk", () => {
    const f = finding(run(QTC), "qtc-prolonged");
    expect(f?.clinician).toMatch(/Low potassium 3\.4 mmol\/L \(2026-11-30\) adds to the risk\./);
  });
});
