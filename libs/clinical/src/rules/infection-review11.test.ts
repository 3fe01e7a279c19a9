import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/primary-acute-review11/", import.meta.url);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 11 primary-acute case 12: mitral regurgitation, dental extraction, sweats, weight loss,
// rising CRP, anaemia, haematuria, a louder murmur, two amoxicillin courses.
describe("review 11 case 12: suspected infective endocarditis", () => {
  const c = loadReviewCase(FIXTURES, "12-crp-no-source");

  it("is high: blood cultures before more antibiotics, same-day specialist, echocardiography", () => {
    const f = find(runReviewCase(c), "endocarditis-suspected");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Mitral valve prolapse with moderate regurgitation");
    expect(f?.clinician).toContain('"evening sweats"');
    expect(f?.clinician).toContain("CRP 64 mg/L");
    expect(f?.clinician).toContain("blood on urine testing");
    expect(f?.clinician).toContain("a changing murmur");
    expect(f?.clinician).toContain("dental extraction (2026-09-20)");
    expect(f?.clinician).toContain('("amoxicillin")');
    expect(f?.nextSteps[0]).toMatch(/3 sets of blood cultures .* before any further antibiotic/);
    expect(f?.nextSteps.join(" ")).toContain("Same-day specialist assessment");
    expect(f?.nextSteps).toContain("Echocardiography");
    expect(f?.evidenceIds).toEqual(["nhs-lothian-endocarditis"]);
  });

  it("stays silent without valve disease", () => {
    const noValve = structuredClone(c);
    noValve.data.pastMedicalHistory = noValve.data.pastMedicalHistory.filter(
      (p: { display: string }) => !/mitral/i.test(p.display),
    );
    expect(find(runReviewCase(noValve), "endocarditis-suspected")).toBeUndefined();
  });

  it("stays silent without fever, sweats or weight loss in the notes", () => {
    const well = structuredClone(c);
    well.data.additionalContext = "Routine review. No fevers, no sweats, no weight loss. Murmur unchanged.";
    expect(find(runReviewCase(well), "endocarditis-suspected")).toBeUndefined();
  });

  it("stays silent when no sign points to the blood or the heart (normal CRP and Hb, clear urine, no murmur change)", () => {
    const quiet = structuredClone(c);
    quiet.data.additionalContext = "6 weeks of tiredness and evening sweats.";
    quiet.data.recentAbnormalLabs = [];
    quiet.data.labTrends = [];
    quiet.data.recentNormalLabs = [
      { display: "CRP", value: "3", unit: "mg/L", date: "2026-11-16", referenceRange: "<5" },
      { display: "Haemoglobin", value: "145", unit: "g/L", date: "2026-11-16", referenceRange: "130-170" },
      { display: "Urinalysis", value: "Negative", unit: "", date: "2026-11-16" },
    ];
    expect(find(runReviewCase(quiet), "endocarditis-suspected")).toBeUndefined();
  });

  it("stays silent when another source explains the fever (pneumonia on the chest X-ray, or cellulitis)", () => {
    const pneumonia = structuredClone(c);
    pneumonia.data.imagingStudies = [
      {
        type: "Chest X-ray",
        description: "CXR",
        date: "2026-11-16",
        modality: "XR",
        conclusion: "Left basal consolidation.",
      },
    ];
    expect(find(runReviewCase(pneumonia), "endocarditis-suspected")).toBeUndefined();
    const cellulitis = structuredClone(c);
    cellulitis.data.additionalContext += " Spreading cellulitis of the left shin.";
    expect(find(runReviewCase(cellulitis), "endocarditis-suspected")).toBeUndefined();
  });

  it("counts a prosthetic valve as the heart at risk", () => {
    const prosthetic = structuredClone(c);
    prosthetic.data.pastMedicalHistory = [{ display: "Mechanical aortic valve replacement", clinicalStatus: "active" }];
    const f = find(runReviewCase(prosthetic), "endocarditis-suspected");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Mechanical aortic valve replacement");
  });
});

// Review 11 primary-acute case 08: right lower lobe consolidation, new confusion, urea 11.2, RR 32,
// BP 86/52, age 79.
describe("review 11 case 08: community-acquired pneumonia with CURB65", () => {
  const c = loadReviewCase(FIXTURES, "08-cap-curb65-severe");

  it("names pneumonia from the chest X-ray and scores CURB65 5/5 as high severity", () => {
    const f = find(runReviewCase(c), "pneumonia-curb65");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Right lower lobe consolidation");
    expect(f?.clinician).toContain("CURB65 5/5 (CRB65 4/4)");
    expect(f?.clinician).toContain("urea 11.2 mmol/L");
    expect(f?.nextSteps[0]).toContain("Hospital assessment now as high-severity pneumonia");
    expect(f?.evidenceIds).toEqual(["nice-cg191-pneumonia"]);
  });

  it("scores the thresholds exactly: RR 29, BP 92/62, urea 7.0 and no confusion leave age alone (CURB65 1)", () => {
    const mild = structuredClone(c);
    mild.data.additionalContext = "3 days cough, fever. Alert and orientated.";
    mild.data.vitalSigns = [
      { display: "Respiratory rate", value: "29", unit: "/min", date: "2026-11-20" },
      { display: "Blood pressure", value: "92/62", unit: "mmHg", date: "2026-11-20" },
    ];
    mild.data.recentAbnormalLabs = [
      { display: "Urea", value: "7.0", unit: "mmol/L", date: "2026-11-20", referenceRange: "2.5-7.8" },
    ];
    mild.data.labTrends = [];
    const f = find(runReviewCase(mild), "pneumonia-curb65");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("CURB65 1/5 (CRB65 1/4) (age 79)");
    expect(f?.nextSteps.join(" ")).not.toMatch(/intensive care|high-severity/);
  });

  it("gives the intermediate tier at CURB65 2 (diastolic exactly 60 scores)", () => {
    const mid = structuredClone(c);
    mid.data.additionalContext = "3 days cough, fever. Alert.";
    mid.data.vitalSigns = [
      { display: "Respiratory rate", value: "22", unit: "/min", date: "2026-11-20" },
      { display: "Blood pressure", value: "118/60", unit: "mmHg", date: "2026-11-20" },
    ];
    mid.data.recentAbnormalLabs = [
      { display: "Urea", value: "6.1", unit: "mmol/L", date: "2026-11-20", referenceRange: "2.5-7.8" },
    ];
    mid.data.labTrends = [];
    const f = find(runReviewCase(mid), "pneumonia-curb65");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("CURB65 2/5");
    expect(f?.clinician).toContain("intermediate risk");
  });

  it("does not call a partial score low risk when items are missing", () => {
    const partial = structuredClone(c);
    partial.data.additionalContext = "Cough.";
    partial.data.vitalSigns = [];
    partial.data.recentAbnormalLabs = [];
    partial.data.labTrends = [];
    partial.data.patientInfo.age = 50;
    expect(find(runReviewCase(partial), "pneumonia-curb65")).toBeUndefined();
  });

  it("stays silent without pneumonia on imaging, in the record or in the notes", () => {
    const noPneumonia = structuredClone(c);
    noPneumonia.data.imagingStudies = [
      { type: "Chest X-ray", description: "CXR PA", date: "2026-11-20", modality: "XR", conclusion: "Clear lungs." },
    ];
    noPneumonia.data.additionalContext = "3 days cough, fever. New confusion today per daughter (AMT 6/10).";
    expect(find(runReviewCase(noPneumonia), "pneumonia-curb65")).toBeUndefined();
    const negated = structuredClone(noPneumonia);
    negated.data.additionalContext = "No pneumonia on X-ray. New confusion today.";
    expect(find(runReviewCase(negated), "pneumonia-curb65")).toBeUndefined();
  });
});
