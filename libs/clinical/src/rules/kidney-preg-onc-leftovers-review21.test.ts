import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/kidney-preg-onc-leftovers-review21/", import.meta.url));

describe("HbA1c in the diabetes range under 13 weeks after gestational diabetes (review 21)", () => {
  it("HbA1c 52 mmol/mol 8 weeks after the birth stays a diabetes-range finding, confirmed with the NG3 fasting glucose", () => {
    const r = run("01-post-gdm-9-weeks-hba1c-52");
    const f = finding(r, "diabetes-range-undiagnosed");
    expect(f?.severity).toBe("high");
    expect(codes(r)).not.toContain("post-gdm-early-hba1c");
    expect(f?.clinician).toMatch(/taken 8 weeks after a birth that followed gestational diabetes: NICE NG3 tests then/);
    expect(f?.clinician).toMatch(/fasting glucose is the confirming test here/);
    expect(f?.nextSteps[0]).toMatch(/^Confirm with a fasting plasma glucose now/);
    expect(f?.evidenceIds).toContain("nice-ng3-diabetes-pregnancy");
    expect(patientText(r)).toMatch(/first 13 weeks after the birth the usual check is a fasting blood sugar test/);
  });

  it("the same HbA1c a year after the birth keeps the ordinary repeat-test wording", () => {
    const c = load("01-post-gdm-9-weeks-hba1c-52");
    c.patientContext.clinicalNotes = "Baby born 14 months ago. Gestational diabetes in that pregnancy. Annual check.";
    const f = finding(runReviewCase(c), "diabetes-range-undiagnosed");
    expect(f?.clinician).not.toMatch(/NICE NG3/);
    expect(f?.nextSteps[0]).toBe("Repeat HbA1c or fasting glucose to confirm");
  });
});

describe("anaemia after postpartum haemorrhage with light-headedness (review 21)", () => {
  it("grades Hb 82 g/L against the postpartum cut-off and keeps faintness among the reasons to get help, without an emergency call", () => {
    const r = run("02-pph-hb-82-light-headed");
    expect(finding(r, "anaemia")?.clinician).toMatch(/BSH\/RCOG cut-off for the six weeks after birth/);
    expect(patientText(r)).toMatch(/feel faint or dizzy/);
    expect(patientText(r)).not.toMatch(/emergency department now/);
  });
});

describe("phosphate, PTH and urate on haemodialysis (review 21)", () => {
  it("reads a raised phosphate by KDIGO's dialysis framing, not as a sign of reduced kidney function", () => {
    const r = run("03-haemodialysis-phosphate-pth-urate");
    expect(clinicianText(r)).toMatch(/Phosphorus[^\n]*on dialysis is common[^\n]*toward the normal range/);
    expect(patientText(r)).toMatch(/phosphate-binding medicine taken with meals and the dialysis itself/);
  });

  it("places PTH 48 pmol/L (about 7 times the upper limit) inside KDIGO's 2–9 times range, not the parathyroid-gland causes", () => {
    const r = run("03-haemodialysis-phosphate-pth-urate");
    expect(clinicianText(r)).toMatch(
      /about 2–9 times the upper limit[^\n]*about 7 times the upper limit this result is inside that range/,
    );
    expect(patientText(r)).not.toMatch(/overactive parathyroid gland/);
  });

  it("gives a raised urate on dialysis no gout or kidney-stone framing and no treatment without gout", () => {
    const r = run("03-haemodialysis-phosphate-pth-urate");
    expect(patientText(r)).not.toMatch(/gout and kidney stones/);
    expect(patientText(r)).toMatch(/Without gout it does not need treatment of its own/);
    expect(clinicianText(r)).not.toMatch(/allopurinol/i);
  });

  it("a PTH above 9 times the upper limit is said to be above KDIGO's dialysis range", () => {
    const c = load("03-haemodialysis-phosphate-pth-urate");
    c.labResults.find((l: { name: string }) => l.name === "PTH").value = "80";
    expect(clinicianText(runReviewCase(c))).toMatch(/about 11.6 times the upper limit this result is above that range/);
  });

  it("stable dialysis bloods stay quiet: nothing above low priority and no generic causes", () => {
    const r = run("08-dialysis-stable-quiet");
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
    expect(patientText(r)).not.toMatch(/overactive parathyroid gland|low vitamin D/);
  });
});

describe("a past creatinine written only in the notes (review 21)", () => {
  it("'creatinine 88 last year' is the baseline: 146 µmol/L with diarrhoea and vomiting is an acute rise, not a CKD stage", () => {
    const r = run("04-creatinine-baseline-in-notes");
    const aki = finding(r, "aki-creatinine-rise");
    expect(aki?.clinician).toMatch(
      /Creatinine rose from 88 µmol\/L \(the baseline given in the notes: "creatinine 88 last year"\)/,
    );
    expect(aki?.clinician).toMatch(/1\.7× baseline/);
    expect(codes(r)).not.toContain("ckd-stage");
  });

  it("the medicines the kidney-injury steps hold are listed against it, not as 'no drug–laboratory interactions'", () => {
    const text = clinicianText(run("04-creatinine-baseline-in-notes"));
    expect(text).toMatch(/- Naproxen: see "Kidney function"/);
    expect(text).not.toMatch(/No drug–laboratory, drug–gene or pharmacogenomic interactions were found/);
  });

  it("a creatinine in the notes without a time is not taken as a baseline", () => {
    const c = load("04-creatinine-baseline-in-notes");
    c.patientContext.clinicalNotes =
      "3 days of diarrhoea and vomiting. Started naproxen 2 weeks ago. Creatinine 88 noted.";
    expect(codes(runReviewCase(c))).not.toContain("aki-creatinine-rise");
  });
});

describe("myeloma with a high calcium (review 21)", () => {
  it("tells the patient which symptoms of a rising calcium to act on the same day", () => {
    const r = run("05-myeloma-calcium-2-92");
    const f = finding(r, "hypercalcaemia");
    expect(f?.patient).toMatch(
      /very thirsty, pass much more urine than usual, or become constipated, sick, confused or drowsy/,
    );
    expect(f?.evidenceIds).toContain("sfe-2016-acute-hypercalcaemia");
  });
});

describe("lung nodule surveillance and a reported FIB-4 (review 21)", () => {
  it("no annual screening advice beside a nodule already under CT surveillance", () => {
    expect(codes(run("06-lung-nodule-fib4"))).not.toContain("lung-cancer-screening-due");
  });

  it("the same smoker without a nodule is still offered screening", () => {
    const c = load("06-lung-nodule-fib4");
    c.patientContext.conditions = [{ name: "Non-alcoholic fatty liver disease", status: "active" }];
    c.patientContext.clinicalNotes = "Ex-smoker, 35 pack-years, quit 2019. Fatty liver on ultrasound.";
    expect(codes(runReviewCase(c))).toContain("lung-cancer-screening-due");
  });

  it("a FIB-4 the laboratory reported is read by the FIB-4 finding, not repeated as a generic line", () => {
    const r = run("06-lung-nodule-fib4");
    expect(finding(r, "fib4-fibrosis-risk")?.severity).toBe("high");
    expect(clinicianText(r)).not.toMatch(/FIB-4 index above the reference range/);
    expect(patientText(r)).not.toMatch(/Your FIB-4 index is higher/);
  });
});

describe("a 14-year-old's counts sent without ranges (review 21)", () => {
  it("white cells, neutrophils and lymphocytes stay not judged: no sourced range for 12–17 years is on file", () => {
    const r = run("07-adolescent-wbc-no-range");
    const notJudged = r.findings.filter((f) => f.code === "lab-not-comparable").map((f) => f.title);
    expect(notJudged).toEqual(
      expect.arrayContaining([
        "White blood cell count: not judged",
        "Neutrophils, absolute count: not judged",
        "Lymphocytes, absolute count: not judged",
      ]),
    );
  });
});

describe("quiet case (review 21)", () => {
  it("HbA1c 36 mmol/mol at the yearly check after gestational diabetes raises nothing", () => {
    const r = run("09-post-gdm-hba1c-36-at-one-year-quiet");
    expect(r.findings).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out as a concern/);
  });
});
