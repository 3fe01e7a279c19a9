import { describe, expect, it } from "vitest";
import { notedDiagnoses } from "../normalize/condition-notes.ts";
import { notedWeights } from "../normalize/weight-notes.ts";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/notes-27-review27/", import.meta.url));

const notedNames = (r: ReturnType<typeof run>) => r.model.conditions.filter((c) => c.fromNotes).map((c) => c.name);

describe("diagnoses written only in an EHR record's additionalContext count as conditions (review 27, notes-27)", () => {
  it("01: 'known type 2 diabetes, on diet only' makes HbA1c 61 known diabetes above target, not undiagnosed", () => {
    const r = run("01-uk-ehr-t2dm-diet-only-in-context");
    expect(notedNames(r)).toEqual(["Type 2 diabetes (in the notes)"]);
    expect(codes(r)).toContain("diabetes-above-target");
    expect(codes(r)).not.toContain("diabetes-range-undiagnosed");
    expect(patientText(r)).not.toMatch(/\(in the notes\)/);
  });

  it("01: a relative's, queried, denied, risk or prediabetes wording adds no diabetes, and HbA1c 61 stays undiagnosed", () => {
    for (const words of [
      "Family history of diabetes (father). Ex-smoker.",
      "?type 2 diabetes - HbA1c today. Ex-smoker.",
      "No diabetes. Ex-smoker.",
      "At risk of diabetes, advised on diet. Ex-smoker.",
      "Prediabetes in 2024. Ex-smoker.",
    ]) {
      const r = runReviewCase(edit("01-uk-ehr-t2dm-diet-only-in-context", (d) => (d.additionalContext = words)));
      expect(notedNames(r), words).toEqual([]);
      expect(codes(r), words).toContain("diabetes-range-undiagnosed");
    }
  });

  it("01: a diagnosis pastMedicalHistory already holds, or refutes, is not added again from the notes", () => {
    const held = runReviewCase(
      edit("01-uk-ehr-t2dm-diet-only-in-context", (d) =>
        d.pastMedicalHistory.push({ display: "Type 2 diabetes mellitus", clinicalStatus: "active" }),
      ),
    );
    expect(notedNames(held)).toEqual([]);
    expect(codes(held)).toContain("diabetes-above-target");
    const refuted = runReviewCase(
      edit("01-uk-ehr-t2dm-diet-only-in-context", (d) =>
        d.pastMedicalHistory.push({
          display: "Type 2 diabetes mellitus",
          clinicalStatus: "inactive",
          verificationStatus: "refuted",
        }),
      ),
    );
    expect(notedNames(refuted)).toEqual([]);
  });

  it("02: 'heart failure (EF 30%)' reads NT-proBNP 1640 as known heart failure; '?heart failure' leaves it a new finding", () => {
    const r = run("02-us-ehr-heart-failure-ef30-in-context");
    expect(notedNames(r)).toEqual(["Heart failure (in the notes)"]);
    expect(codes(r)).toContain("natriuretic-peptide-known-hf");
    expect(codes(r)).not.toContain("natriuretic-peptide-elevated");
    const queried = runReviewCase(
      edit("02-us-ehr-heart-failure-ef30-in-context", (d) => {
        d.additionalContext = "Cardiology referral, Ohio. ?heart failure, echo booked. Breathless on stairs.";
      }),
    );
    expect(notedNames(queried)).toEqual([]);
    expect(codes(queried)).toContain("natriuretic-peptide-elevated");
  });

  it("reads 'at risk of CKD', a relative's heart failure and a past dialysis as no diagnosis", () => {
    const concepts = (notes: string) => notedDiagnoses(notes).map((d) => d.concept);
    expect(concepts("Known type 2 diabetes, on diet only. Heart failure (EF 30%).")).toEqual([
      "diabetes",
      "heart-failure",
    ]);
    for (const notes of [
      "At risk of CKD (hypertension).",
      "Father had heart failure.",
      "Previously on haemodialysis, kidney transplant 2021.",
      "Was on dialysis for AKI in 2019, recovered.",
      "Pre-dialysis clinic: may need dialysis next year.",
      "Approaching ESKD, dialysis being discussed.",
      "Not on dialysis.",
    ])
      expect(concepts(notes), notes).toEqual([]);
  });

  it("reads a spouse's or child's diagnosis as theirs, but a partner named beside the patient's own pregnancy as hers", () => {
    const concepts = (notes: string) => notedDiagnoses(notes).map((d) => d.concept);
    for (const notes of [
      "Husband has type 2 diabetes on gliclazide.",
      "Wife's heart failure is getting worse.",
      "Partner has CKD stage 3.",
    ])
      expect(concepts(notes), notes).toEqual([]);
    expect(concepts("Lives with her partner, 12 weeks pregnant.")).toEqual(["pregnancy"]);
  });
});

describe("dialysis written only in the notes is recorded kidney failure (review 27, notes-27)", () => {
  it("06: 'on haemodialysis 3x/week' reads a pre-dialysis creatinine of 712 as high, not a critical result to act on now", () => {
    const r = run("06-uk-labs-haemodialysis-potassium");
    expect(r.model.conditions.map((c) => c.name)).toEqual(["On haemodialysis (in the notes)"]);
    expect(codes(r)).not.toContain("lab-critical");
    expect(clinicianText(r)).not.toMatch(/Critical findings/);
    expect(finding(r, "ckd-stage")?.clinician).toMatch(/Kidney failure is on record/);
  });

  it("06: a pre-dialysis clinic note, with no dialysis yet, keeps creatinine 712 critical", () => {
    const c = load("06-uk-labs-haemodialysis-potassium");
    c.patientContext.clinicalNotes = "Renal unit Manchester, pre-dialysis clinic. May need dialysis next year. Well.";
    const r = runReviewCase(c);
    expect(r.model.conditions).toEqual([]);
    expect(codes(r)).toContain("lab-critical");
  });
});

describe("a body weight written only in the notes is a weight in kg (review 27, notes-27)", () => {
  it("03: 'weighs 8 st 10 lb' at 84 is 55.3 kg, the second apixaban dose-reduction criterion", () => {
    const r = run("03-uk-apixaban-weighs-stones");
    expect(finding(r, "apixaban-af-dose-high")?.clinician).toMatch(
      /weight 55\.3 kg \(in the notes: "Weighs 8 st 10 lb"\), creatinine 104 µmol\/L .*two of the three are met/,
    );
  });

  it("03: a usual or target weight is no weight now, so apixaban is not called too high on age alone", () => {
    for (const words of ["Usual weight 8 st 10 lb.", "Target weight 8 st 10 lb."]) {
      const c = load("03-uk-apixaban-weighs-stones");
      c.patientContext.clinicalNotes = `Medication review at the GP surgery, Leeds. ${words}`;
      const r = runReviewCase(c);
      expect(r.model.vitals, words).toEqual([]);
      expect(codes(r), words).not.toContain("apixaban-af-dose-high");
    }
  });

  it("04: 'Wt 110 lb' makes hydroxychloroquine 400 mg/day 8 mg/kg/day; 'Wt 190 lb' keeps it under 5", () => {
    expect(
      finding(run("04-us-ehr-hydroxychloroquine-wt-lb"), "hydroxychloroquine-retinal-monitoring")?.clinician,
    ).toMatch(/400 mg\/day at 49\.9 kg is 8 mg\/kg\/day, above 5/);
    const heavier = runReviewCase(
      edit("04-us-ehr-hydroxychloroquine-wt-lb", (d) => {
        d.additionalContext = "Rheumatology visit, Texas. Wt 190 lb. Last eye exam 2021.";
      }),
    );
    expect(heavier.model.vitals.map((v) => v.value)).toEqual([86.2]);
    expect(finding(heavier, "hydroxychloroquine-retinal-monitoring")?.clinician).not.toMatch(
      / kg is [\d.]+ mg\/kg\/day/,
    );
  });

  it("04: a weight in the notes with a measured height gives a BMI said to come from the notes", () => {
    const r = runReviewCase(
      edit("04-us-ehr-hydroxychloroquine-wt-lb", (d) => {
        d.additionalContext = "Rheumatology visit, Texas. Wt 203 lb. Last eye exam 2021.";
        (d as unknown as { vitalSigns: object[] }).vitalSigns = [
          { display: "Body height", value: "170", unit: "cm", date: "2026-11-20" },
        ];
      }),
    );
    expect(finding(r, "bmi-obesity")?.clinician).toMatch(
      /^BMI 31\.9 kg\/m² \(from a weight or height in the notes\): obesity \(class 1\)/,
    );
  });

  it("reads kg, pounds and stones, and leaves targets, changes, past and relatives' weights out", () => {
    const kg = (notes: string) => notedWeights(notes).map((w) => Math.round(w.kg * 10) / 10);
    expect(kg("Weight 92 kg.")).toEqual([92]);
    expect(kg("wt 203 lb")).toEqual([92.1]);
    expect(kg("Weighs 14 st 3 lb, BMI 31.")).toEqual([90.3]);
    expect(kg("Weight 98 kg -> 92 kg with diet.")).toEqual([92]);
    for (const notes of [
      "Target weight 80 kg.",
      "Lost 6 kg. Weight loss of 6 kg since June.",
      "Dry weight 70 kg.",
      "Pre-op weight 110 kg.",
      "Mum weighs 60 kg.",
      "Weight 98 kg last year.",
    ])
      expect(kg(notes), notes).toEqual([]);
  });
});
