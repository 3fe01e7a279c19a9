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

const { load, run } = reviewFolder(new URL("./fixtures/cardio-vitals-21-review21/", import.meta.url));

describe("severe aortic stenosis on an echo report (review 21)", () => {
  it("with blackouts in the notes it is symptomatic severe stenosis: high, urgent cardiology, both sources cited", () => {
    const r = run("04-severe-as-syncope");
    const f = finding(r, "severe-aortic-stenosis");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.evidenceIds).toEqual(["esc-eacts-2021-aortic-stenosis-intervention", "nice-ng208-heart-valve-disease"]);
    const line = clinicianLine(r, "Severe aortic stenosis on echocardiogram");
    expect(line).toMatch(/peak velocity 4\.6 m\/s, mean gradient 52 mmHg/);
    expect(line).toMatch(/The notes record "blackout": this is symptomatic severe aortic stenosis/);
    expect(line).toMatch(/\[\d\]\[\d\]$/);
    expect(patientText(r)).toMatch(/you need to see a heart specialist urgently/);
  });

  it("without symptoms it asks for follow-up and a direct question about symptoms, at moderate", () => {
    const c = load("04-severe-as-syncope");
    delete c.data.additionalContext;
    const r = runReviewCase(c);
    expect(finding(r, "severe-aortic-stenosis")?.severity).toBe(Severity.moderate);
    expect(clinicianText(r)).toMatch(/No exertional symptoms are recorded/);
    expect(clinicianText(r)).not.toMatch(/symptomatic severe aortic stenosis/);
  });

  it("is not raised after a valve replacement, or for moderate stenosis", () => {
    const treated = load("04-severe-as-syncope");
    treated.data.pastMedicalHistory.push({ display: "TAVI 2026", clinicalStatus: "resolved" });
    expect(codes(runReviewCase(treated))).not.toContain("severe-aortic-stenosis");
    const moderate = load("04-severe-as-syncope");
    moderate.data.imagingStudies[0].findings = "Calcified aortic valve. Peak velocity 3.4 m/s, mean gradient 28 mmHg.";
    moderate.data.imagingStudies[0].conclusion = "Moderate aortic stenosis.";
    expect(codes(runReviewCase(moderate))).not.toContain("severe-aortic-stenosis");
  });
});

describe("coronary artery calcium on CT without a statin (review 21)", () => {
  it("an Agatston score of 420 at 52 with no statin asks for a statin discussion, cited", () => {
    const r = run("05-cac-420-no-statin");
    const f = finding(r, "coronary-calcium-no-statin");
    expect(f?.severity).toBe(Severity.moderate);
    const line = clinicianLine(r, "Coronary artery calcium on CT");
    expect(line).toMatch(/calcium \(Agatston\) score of 420/);
    expect(line).toMatch(/\[\d\]$/);
    expect(patientText(r)).toMatch(/a calcium score of 420/);
  });

  it("stays out on a statin, when a statin was declined, and at a score of zero", () => {
    const onStatin = load("05-cac-420-no-statin");
    onStatin.data.medications.push({ medication: "Atorvastatin 20 mg tablets", status: "active" });
    expect(codes(runReviewCase(onStatin))).not.toContain("coronary-calcium-no-statin");
    const declined = load("05-cac-420-no-statin");
    declined.data.additionalContext += " Statin offered and declined after discussion.";
    expect(codes(runReviewCase(declined))).not.toContain("coronary-calcium-no-statin");
    const zero = load("05-cac-420-no-statin");
    zero.data.imagingStudies[0].findings = "No coronary artery calcium. Total Agatston score 0.";
    zero.data.imagingStudies[0].conclusion = "Agatston score 0.";
    expect(codes(runReviewCase(zero))).not.toContain("coronary-calcium-no-statin");
  });
});

describe("atrial fibrillation seen only on an ECG report (review 21)", () => {
  it("is read from the ECG: anticoagulation finding with the ECG as its source and aspirin named", () => {
    const r = run("07-af-ecg-chadsvasc-3-no-anticoag");
    const f = finding(r, "af-no-anticoagulant");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.refs.some((ref) => ref.startsWith("imaging"))).toBe(true);
    const line = clinicianLine(r, "Atrial fibrillation without an anticoagulant");
    expect(line).toMatch(/CHA2DS2-VA score 2 \(hypertension 1, age 68 \(65–74\) 1\)/);
    expect(line).toMatch(/AF is stated on the ECG report \(2026-11-24\) and is not yet on the problem list/);
    expect(line).toMatch(/Aspirin 75 mg dispersible tablets is not stroke prevention in AF/);
    expect(patientText(r)).toMatch(/It was seen on your recent ECG \(heart tracing\)/);
  });

  it("an ECG that denies AF, or an anticoagulant on the list, keeps it out", () => {
    const sinus = load("07-af-ecg-chadsvasc-3-no-anticoag");
    sinus.data.imagingStudies[0].findings = "Sinus rhythm 72 bpm. No atrial fibrillation.";
    sinus.data.imagingStudies[0].conclusion = "Normal ECG.";
    expect(codes(runReviewCase(sinus))).not.toContain("af-no-anticoagulant");
    const treated = load("07-af-ecg-chadsvasc-3-no-anticoag");
    treated.data.medications.push({ medication: "Apixaban 5 mg tablets", status: "active" });
    expect(codes(runReviewCase(treated))).not.toContain("af-no-anticoagulant");
  });
});

describe("blood pressure above target on an ACE inhibitor and a calcium-channel blocker (review 21)", () => {
  it("a year of readings near 150/95 on ramipril and amlodipine gets NICE step 3, not a bare 'intensify'", () => {
    const r = run("01-bp-uncontrolled-two-drugs");
    const f = finding(r, "bp-stage-2");
    expect(f?.nextSteps[0]).toBe(
      "On an ACE inhibitor or ARB with a calcium-channel blocker: check adherence and measurement technique, then add a thiazide-like diuretic (NICE NG136 step 3)",
    );
    expect(f?.evidenceIds).toContain("nice-ng136-hypertension");
    expect(clinicianText(r)).toMatch(/also raised at earlier visits \(150\/95 mmHg \(2026-09-15\)/);
  });

  it("with a diuretic already added it is the step 4 work-up instead", () => {
    const c = load("01-bp-uncontrolled-two-drugs");
    c.data.medications.push({ medication: "Indapamide 2.5 mg tablets", status: "active" });
    const steps = finding(runReviewCase(c), "bp-stage-2")?.nextSteps ?? [];
    expect(steps.join(" ")).toMatch(/NICE NG136 step 4/);
    expect(steps.join(" ")).not.toMatch(/step 3/);
  });
});

describe("vital signs already read correctly (review 21, asserted)", () => {
  it("a pulse of 42 on bisoprolol and digoxin is high and names both medicines", () => {
    const r = run("02-hr-42-bisoprolol-digoxin");
    expect(finding(r, "bradycardia-adult")?.severity).toBe(Severity.high);
    expect(clinicianText(r)).toMatch(/Heart rate 42\/min \(2026-11-27\).*Bisoprolol 7\.5 mg tablets and Digoxin/i);
  });

  it("a 3.1 kg weight gain in a week in heart failure is possible decompensation", () => {
    const r = run("08-hf-weight-up-3kg-week");
    expect(finding(r, "hf-decompensation-signs")?.severity).toBe(Severity.high);
    expect(clinicianText(r)).toMatch(/weight 84\.3 kg \(2026-11-28\), up 3\.1 kg in 7 days/);
  });

  it("a postural drop of 28/12 mmHg on doxazosin is orthostatic hypotension", () => {
    const r = run("09-postural-drop-doxazosin");
    expect(finding(r, "orthostatic-hypotension")?.severity).toBe(Severity.high);
    expect(clinicianText(r)).toMatch(/a fall of 28\/12 mmHg/);
  });

  it("an EF of 35% on an echo with no heart-failure medicines lists the missing groups", () => {
    expect(codes(run("03-echo-ef-35-no-hf-meds"))).toContain("hfref-pillars-missing");
  });
});

describe("quiet case (review 21)", () => {
  it("normal blood pressure, pulse, weight and a normal echo stay quiet", () => {
    expect(codes(run("10-quiet-normal-bp-echo"))).toEqual([]);
  });
});
