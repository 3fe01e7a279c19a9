import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The cardiometabolic review's cases (round 12, second pass), kept with the test (synthetic records). */
const { load } = reviewFolder(new URL("./fixtures/cardiometabolic-review12/", import.meta.url));
const finding = (c: ReturnType<typeof load>, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("review 12 cardiometabolic, second pass", () => {
  // Case 10: 81 years, eGFR 48, NT-proBNP 620, "No breathlessness, no ankle swelling".
  it("does not call echocardiography indicated when the referral waits for symptoms", () => {
    const f = finding(load("10-ntprobnp-age-adjusted-elderly"), "natriuretic-peptide-elevated");
    expect(f?.clinician).not.toMatch(/echocardiography is indicated/);
    expect(f?.clinician).toMatch(/Review for symptoms and signs first/);
    expect(f?.patient).not.toMatch(/A heart scan \(echocardiogram\) can check/);
    expect(f?.patient).toMatch(/decide whether a heart scan is needed/);
  });

  it("keeps the echocardiography wording, said once, when symptoms are stated", () => {
    const c = load("10-ntprobnp-age-adjusted-elderly");
    c.patientContext.clinicalNotes = "Breathless on exertion for two months, ankle swelling.";
    const f = finding(c, "natriuretic-peptide-elevated");
    expect(f?.clinician).toMatch(/echocardiography is indicated/);
    expect(f?.patient.match(/heart scan \(echocardiogram\)/g)?.length).toBe(1);
  });

  // Case 13: one clinic reading of 152/94 after rushing, 128/80 five months before.
  it("names the earlier reading below 140/90 and says hypertension is not yet diagnosed", () => {
    const f = finding(load("13-ehr-single-high-bp-unconfirmed"), "bp-stage-2");
    expect(f?.clinician).toMatch(/earlier reading of 128\/80 mmHg \(2026-06-02\) was below 140\/90 mmHg/);
    expect(f?.clinician).toMatch(/hypertension is not yet diagnosed/);
    expect(f?.patient).toMatch(/Your earlier reading of 128\/80 mmHg was lower/);
  });

  // Case 08 variant: HbA1c 7.0% and then 6.8% on different days, no other test.
  it("confirms diabetes from two HbA1c results in range on different days", () => {
    const f = finding(load("08b-diabetes-two-hba1c"), "diabetes-range-undiagnosed");
    expect(f?.clinician).toMatch(
      /an earlier HbA1c of 7 % \(2026-10-20\), on another day, was also in the diabetes range/,
    );
    expect(f?.nextSteps[0]).toMatch(/^Diagnose diabetes \(two diagnostic-range results on different days\)/);
    expect(f?.patient).not.toMatch(/A second test is usually done/);
  });

  // Case 09: 34 years, LDL 112 mg/dL against a cut-off of 100, nothing else abnormal.
  it("calls an LDL of 112 mg/dL near optimal in a young adult without risk factors", () => {
    const row = runReviewCase(load("09-healthy-adult-normal-panel-mgdl")).findings.find(
      (f) => f.code === "lab-high" && /LDL/.test(f.title),
    );
    expect(row?.patient).toMatch(/near or above optimal/);
    expect(row?.patient).not.toMatch(/raises the risk of heart attack/);
    expect(row?.evidenceIds).toContain("ncep-atp3-2002");
  });

  // From 40 the overall 10-year risk decides (review 21, leftovers-21e); past 79 the general wording stays.
  it("reads it against the 10-year risk from age 40, and keeps the general LDL wording past 79", () => {
    const c = load("09-healthy-adult-normal-panel-mgdl");
    c.patientContext.age = "52";
    const row = runReviewCase(c).findings.find((f) => f.code === "lab-high" && /LDL/.test(f.title));
    expect(row?.patient).toMatch(/near or above optimal/);
    expect(row?.patient).toMatch(/10-year heart risk/);
    c.patientContext.age = "82";
    const old = runReviewCase(c).findings.find((f) => f.code === "lab-high" && /LDL/.test(f.title));
    expect(old?.patient).not.toMatch(/near or above optimal/);
  });

  // Case 07: HbA1c 44 mmol/mol and fasting glucose 6.4 mmol/L, both in the prediabetes range.
  it("puts two results in the plural", () => {
    const f = finding(load("07-prediabetes-si-units"), "prediabetes-range");
    expect(f?.clinician).toMatch(/\(2026-11-10\) are in the prediabetes range/);
  });

  it("still asks for a repeat after a single HbA1c in range", () => {
    const c = load("08b-diabetes-two-hba1c");
    c.labResults = c.labResults.slice(0, 1);
    const f = finding(c, "diabetes-range-undiagnosed");
    expect(f?.patient).toMatch(/A second test is usually done/);
  });
});
