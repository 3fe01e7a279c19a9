import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/diabetes-metabolic-21-review21/", import.meta.url);
const { run } = reviewFolder(FOLDER);

describe("review 21, diabetes and metabolic sweep", () => {
  it("01: type 1 diabetes above target gets NICE's 48 mmol/mol target and an insulin review, not type 2 add-on classes", () => {
    const r = run("01-t1d-hba1c-86-uk");
    const f = finding(r, "diabetes-above-target");
    expect(f?.clinician).toContain("48 mmol/mol");
    expect(f?.clinician).not.toMatch(/Classes not yet used|SGLT2/);
    expect(f?.nextSteps.join(" ")).toMatch(/insulin doses/);
    expect(f?.evidenceIds).toContain("nice-ng17-2015");
  });

  it("02: a low glucose on gliclazide in a frail 82-year-old is critical and asks to reduce treatment", () => {
    const r = run("02-gliclazide-hypo-older-uk");
    expect(finding(r, "hypoglycaemia-on-glucose-lowering")?.severity).toBe("critical");
    expect(codes(r)).toContain("diabetes-overtreatment-older-adult");
  });

  it("03: critical triglycerides without pancreatitis do not put routine care off as if acutely ill", () => {
    const r = run("03-triglycerides-12-uk");
    expect(finding(r, "severe-hypertriglyceridaemia")?.severity).toBe("high");
    expect(finding(r, "statin-opportunity-diabetes")?.clinician).not.toContain("Not for now");
    expect(clinicianText(r)).not.toContain("once the acute illness");
    // The specific plan (a fasting repeat) is not contradicted by the generic critical step.
    expect(clinicianText(r)).not.toContain("do not let a repeat test delay treatment");
    expect(clinicianText(r)).toContain("Repeat triglycerides fasting");
  });

  it("04: a positive GAD antibody and a low C-peptide in 'type 2' diabetes ask for the type to be reviewed", () => {
    const r = run("04-low-c-peptide-35-labelled-t2-uk");
    const f = finding(r, "autoimmune-diabetes-recorded-type-2");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/GAD antibodies Positive/);
    expect(f?.clinician).toMatch(/C-peptide below its range/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng17-2015", "ada-soc-2026-s2"]));
    expect(patientText(r)).toContain("LADA");
    // No type 2 add-on class is offered while the type is in doubt.
    expect(finding(r, "diabetes-above-target")?.clinician).not.toContain("Classes not yet used");
  });

  it("04: with the diabetes type unstated the finding does not claim a type 2 label", () => {
    const c = loadReviewCase(FOLDER, "04-low-c-peptide-35-labelled-t2-uk");
    c.patientContext.conditions = [{ name: "Diabetes mellitus", status: "active" }];
    const f = finding(runReviewCase(c), "autoimmune-diabetes-recorded-type-2");
    expect(f?.title).toBe("Autoimmune diabetes features");
    expect(f?.clinician).not.toContain("recorded as type 2");
  });

  it("04: a negative antibody with a normal C-peptide leaves the type 2 label alone", () => {
    const c = loadReviewCase(FOLDER, "04-low-c-peptide-35-labelled-t2-uk");
    c.labResults[0] = { ...c.labResults[0], value: "620", flag: "Normal" };
    c.labResults[2] = { ...c.labResults[2], value: "Negative", flag: "Normal" };
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("autoimmune-diabetes-recorded-type-2");
  });

  it("04: a low C-peptide alone at a normal glucose is not read as insulin deficiency", () => {
    const c = loadReviewCase(FOLDER, "04-low-c-peptide-35-labelled-t2-uk");
    c.labResults[1] = { ...c.labResults[1], value: "4.8", flag: "Normal" };
    c.labResults[2] = { ...c.labResults[2], value: "Negative", flag: "Normal" };
    expect(codes(runReviewCase(c))).not.toContain("autoimmune-diabetes-recorded-type-2");
  });

  it("05: new diabetes with weight loss at 63 asks to consider an urgent pancreas CT (NICE NG12)", () => {
    const r = run("05-new-t2-hba1c-110-weight-loss-uk");
    const f = finding(r, "new-diabetes-weight-loss-pancreas");
    expect(f?.clinician).toContain("NICE NG12");
    expect(f?.nextSteps.join(" ")).toMatch(/urgent direct-access CT/);
    expect(f?.evidenceIds).toContain("nice-ng12-suspected-cancer");
    expect(codes(r)).toContain("diabetes-range-undiagnosed");
  });

  it("05: under 60, or with weight lost on purpose, no pancreas scan is raised", () => {
    const young = loadReviewCase(FOLDER, "05-new-t2-hba1c-110-weight-loss-uk");
    young.patientContext.age = "55";
    expect(codes(runReviewCase(young))).not.toContain("new-diabetes-weight-loss-pancreas");
    const dieting = loadReviewCase(FOLDER, "05-new-t2-hba1c-110-weight-loss-uk");
    dieting.patientContext.clinicalNotes = "Thirst and nocturia. Lost 7 kg over 3 months on a diet.";
    expect(codes(runReviewCase(dieting))).not.toContain("new-diabetes-weight-loss-pancreas");
  });

  it("05: long-standing diabetes with weight loss is not new-onset diabetes", () => {
    const c = loadReviewCase(FOLDER, "05-new-t2-hba1c-110-weight-loss-uk");
    c.patientContext.conditions = [{ name: "Type 2 diabetes", status: "active", onsetDate: "2015-01-01" }];
    expect(codes(runReviewCase(c))).not.toContain("new-diabetes-weight-loss-pancreas");
  });

  it("06: a single HbA1c of 48 with no symptoms asks for a confirming repeat", () => {
    const r = run("06-hba1c-48-single-asymptomatic-uk");
    expect(finding(r, "diabetes-range-undiagnosed")?.nextSteps.join(" ")).toContain("Repeat HbA1c or fasting glucose");
    expect(codes(r)).not.toContain("new-diabetes-weight-loss-pancreas");
  });

  it("07: euglycaemic DKA on empagliflozin (US units) is an emergency and the SGLT2 inhibitor is stopped", () => {
    const r = run("07-empagliflozin-eudka-us-ehr");
    expect(finding(r, "hyperglycaemic-crisis")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/Stop Jardiance \(empagliflozin\)/);
  });

  it("08: albuminuria of 45 mg/mmol without an ACE inhibitor or ARB is A3 and names renin-angiotensin blockade", () => {
    const r = run("08-t2-acr-45-no-sglt2-no-acei-uk");
    expect(finding(r, "ckd-stage")?.clinician).toContain("albuminuria category A3");
    expect(codes(r)).toContain("raas-opportunity-albuminuria");
  });

  it("09: a well-controlled type 2 with a urine ACR of '<3' mg/mmol stays quiet (A1, no CKD)", () => {
    const r = run("09-well-controlled-t2-quiet-uk");
    expect(codes(r)).not.toContain("ckd-stage");
    expect(clinicianText(r)).not.toContain("category A2");
    expect(r.findings.every((f) => f.severity === "low" || f.severity === "info")).toBe(true);
    expect(codes(r)).toContain("diabetes-at-goal");
  });

  it("09: an ACR of '<3' mg/mmol is not albuminuria, but one of 3.4 is", () => {
    const c = loadReviewCase(FOLDER, "09-well-controlled-t2-quiet-uk");
    c.labResults[5] = { ...c.labResults[5], value: "3.4", flag: "High" };
    expect(finding(runReviewCase(c), "ckd-stage")?.clinician).toContain("albuminuria category A2");
  });

  it("10: metformin 2 g a day at eGFR 40 (US EHR) is flagged above the reduced-dose limit", () => {
    const r = run("10-metformin-egfr-40-us-ehr");
    const f = finding(r, "metformin-egfr-reduce");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("above that limit");
  });
});
