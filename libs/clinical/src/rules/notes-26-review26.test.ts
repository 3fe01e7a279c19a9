import { describe, expect, it } from "vitest";
import { notedDiagnoses } from "../normalize/condition-notes.ts";
import { ElementCategory, modelElements } from "../select.ts";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/notes-26-review26/", import.meta.url));

describe("diagnoses written only in lab-results notes count as conditions (review 26, notes-26)", () => {
  it("01: 'known CKD stage 3a' and 'type 2 diabetes on metformin' make HbA1c 61 known diabetes above target, not undiagnosed", () => {
    const r = run("01-uk-ckd-t2dm-in-notes");
    expect(codes(r)).not.toContain("diabetes-range-undiagnosed");
    expect(finding(r, "diabetes-above-target")?.clinician).toMatch(/HbA1c 61 mmol\/mol .*in known diabetes/);
    expect(finding(r, "sglt2i-opportunity-diabetic-kidney")?.clinician).toMatch(/^Type 2 diabetes with eGFR 46/);
    expect(r.model.conditions.map((c) => c.name)).toEqual([
      "CKD stage 3a (in the notes)",
      "Type 2 diabetes (in the notes)",
    ]);
  });

  it("a diagnosis read from the notes is not counted or cited as a condition the request sent", () => {
    const r = run("01-uk-ckd-t2dm-in-notes");
    expect(patientText(r)).toMatch(/We looked at 5 lab results and 3 medicines\./);
    expect(modelElements(r.model).filter((e) => e.category === ElementCategory.condition)).toEqual([]);
  });

  it("02: 'heart failure with reduced ejection fraction' in the notes reads a raised NT-proBNP as known heart failure, not a new diagnosis", () => {
    const r = run("02-us-heart-failure-iron-in-notes");
    expect(codes(r)).toContain("natriuretic-peptide-known-hf");
    expect(codes(r)).not.toContain("natriuretic-peptide-elevated");
  });

  it("04: 'alcohol-related cirrhosis' in the notes gets the cirrhosis severity finding, not 'possible decompensated cirrhosis'", () => {
    const r = run("04-uk-cirrhosis-in-notes");
    expect(finding(r, "cirrhosis-severity")?.clinician).toMatch(
      /^Alcohol-related cirrhosis \(in the notes\) recorded\./,
    );
    expect(codes(r)).not.toContain("possible-decompensated-cirrhosis");
  });

  it("05: denied, queried, ruled-out and family diagnoses do not count: HbA1c 52 stays undiagnosed, NT-proBNP stays a new finding", () => {
    const r = run("05-uk-negated-diagnoses-in-notes");
    expect(r.model.conditions).toEqual([]);
    expect(codes(r)).toContain("diabetes-range-undiagnosed");
    expect(codes(r)).toContain("natriuretic-peptide-elevated");
  });

  it("03: 'pregnant 28 weeks' reads a fasting glucose of 5.9 as gestational diabetes; 'not pregnant, planning a pregnancy' does not", () => {
    expect(finding(run("03-uk-pregnant-28-weeks-ogtt"), "gestational-diabetes")?.severity).toBe("high");
    const c = load("03-uk-pregnant-28-weeks-ogtt");
    c.patientContext.clinicalNotes =
      "Not pregnant, planning a pregnancy next year. OGTT for family history of diabetes (mother).";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("gestational-diabetes");
    expect(r.model.conditions).toEqual([]);
  });

  it("reads notes as a clinician writes them, and leaves risks, tests and new working diagnoses out", () => {
    const concepts = (notes: string) => notedDiagnoses(notes).map((d) => d.concept);
    expect(concepts("PMH: CKD G3a A2, T2DM, CCF.")).toEqual(["ckd", "diabetes", "heart-failure"]);
    expect(concepts("No CKD but has type 1 diabetes.")).toEqual(["diabetes"]);
    expect(concepts("Known diabetic, 32 weeks pregnant.")).toEqual(["diabetes", "pregnancy"]);
    for (const notes of [
      "?CKD - repeat eGFR in 3 months.",
      "? heart failure.",
      "Query heart failure, awaiting echo.",
      "Diabetes ruled out last year.",
      "At risk of diabetes. Prediabetes.",
      "Mum has T2DM. Family history of CKD.",
      "Previous pregnancy complicated by gestational diabetes.",
      "Screen for diabetes. FIB-4 suggests cirrhosis.",
      "Annual diabetes check after gestational diabetes.",
      "GP considering metformin for new type 2 diabetes.",
      "Non-diabetic. Diabetes insipidus.",
      "Heart failure - now resolved.",
    ])
      expect(concepts(notes), notes).toEqual([]);
  });
});

describe("a positive urine with loin pain and fever is read as possible pyelonephritis (review 26, notes-26)", () => {
  it("06: fever 38.7, right loin pain, rigors and vomiting with a positive strip read as possible pyelonephritis, not cystitis (UK)", () => {
    const r = run("06-uk-pyelonephritis-loin-pain-fever");
    const f = finding(r, "uti-dipstick-possible-pyelonephritis");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /nitrite Positive, leucocyte esterase 2\+ and blood 1\+ with "right loin pain", "feverish", "rigors" and "vomited" in the notes and a temperature 38\.7 °C/,
    );
    expect(f?.clinician).toMatch(/not cystitis/);
    expect(f?.nextSteps.join(" ")).toMatch(
      /refer to hospital with any sign of sepsis.*midstream urine.*not nitrofurantoin/,
    );
    // Review 34, acute-neither-34: this record names no country the engine reads (uk-record.ts), so it is
    // given the neutral emergency words, not 999 and A&E.
    expect(f?.patient).toMatch(
      /contact your doctor today\. Call your local emergency number or go to an emergency department now/,
    );
    expect(f?.evidenceIds).toEqual(["nice-ng111-pyelonephritis"]);
    expect(codes(r)).not.toContain("uti-dipstick-likely");
    expect(codes(r)).not.toContain("proteinuria-dipstick-confirm");
    expect(patientText(r)).not.toMatch(/pharmacist can advise/);
  });

  it("08: flank pain with fever and shaking chills on a US record gets US wording (911, primary care clinician)", () => {
    const f = finding(run("08-us-pyelonephritis-flank-pain-chills"), "uti-dipstick-possible-pyelonephritis");
    expect(f?.clinician).toMatch(/"left flank pain", "fever" and "shaking chills" in the notes/);
    expect(f?.patient).toMatch(/primary care clinician.*Call 911/);
    expect(f?.patient).not.toMatch(/999|GP|NHS/);
  });

  it("09: dysuria with no fever and no loin pain stays a likely lower urinary tract infection", () => {
    const r = run("09-uk-cystitis-no-upper-signs");
    expect(codes(r)).toContain("uti-dipstick-likely");
    expect(codes(r)).not.toContain("uti-dipstick-possible-pyelonephritis");
  });

  it("loin pain without fever, rigors or vomiting is not read as pyelonephritis", () => {
    const c = load("06-uk-pyelonephritis-loin-pain-fever");
    c.patientContext.vitalSigns = [];
    c.patientContext.clinicalNotes = "Dysuria and frequency for 3 days, mild right loin pain. Apyrexial, no rigors.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("uti-dipstick-possible-pyelonephritis");
    expect(codes(r)).toContain("uti-dipstick-likely");
  });
});

describe("drowsiness counts as a change in mental state (review 26, notes-26)", () => {
  it("07: sodium 116 with 'now drowsy and more muddled' is an emergency now, not a same-day assessment; the patient is told to call 999", () => {
    const f = finding(run("07-uk-sodium-116-now-drowsy"), "hyponatraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(
      /^Emergency assessment now \(emergency department\): profound hyponatraemia with confusion and drowsiness/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/Same-day/);
    // Review 34, acute-neither-34: this record names no country the engine reads (uk-record.ts), so it is
    // given the neutral emergency words, not 999 and A&E.
    expect(f?.patient).toMatch(
      /is an emergency: if you are not already in hospital, call your local emergency number or go to an emergency department now/,
    );
    expect(f?.patient).not.toMatch(/dealt with today|cannot reach your doctor today/);
  });

  it("10: sodium 116 with 'sleepy and hard to rouse' is severe (deep somnolence): hypertonic saline now", () => {
    const f = finding(run("10-uk-sodium-116-hard-to-rouse"), "hyponatraemia");
    expect(f?.nextSteps[0]).toMatch(
      /^Severe symptomatic hyponatraemia \("hard to rouse" in the notes\).*150 mL 3% saline/,
    );
    // Review 34, acute-neither-34: this record names no country the engine reads (uk-record.ts), so it is
    // given the neutral emergency words, not 999 and A&E.
    expect(f?.patient).toMatch(/call your local emergency number or go to an emergency department now/);
  });

  it("sodium 127 with confusion keeps the same-day step: the emergency step is for a profound sodium", () => {
    const c = load("07-uk-sodium-116-now-drowsy");
    c.labResults[0].value = "127";
    c.labResults[0].flag = "Low";
    const f = finding(runReviewCase(c), "hyponatraemia");
    expect(f?.nextSteps[0]).toMatch(/^Same-day hospital assessment/);
  });

  it("11: 'now drowsy' with fever and ?UTI is a new altered mental state: sepsis high risk", () => {
    const r = run("11-uk-sepsis-now-drowsy");
    const f = finding(r, "sepsis-high-risk-adult");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/new altered mental state \("now drowsy" in the notes\)/);
    expect(f?.patient).toMatch(/such as new drowsiness/);
    expect(clinicianText(r)).toMatch(/Critical findings/);
  });

  it("a patient 'his usual self' with the same fever and ?UTI is not read as sepsis high risk", () => {
    const r = runReviewCase(
      edit("11-uk-sepsis-now-drowsy", (d) => {
        d.additionalContext = String(d.additionalContext).replace(
          "he is now drowsy and not himself",
          "he is his usual self",
        );
      }),
    );
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
    expect(codes(r)).toContain("fever-sepsis-check");
  });
});
