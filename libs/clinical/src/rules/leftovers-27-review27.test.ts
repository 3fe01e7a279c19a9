import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

/** Review 27, leftovers-27: review 26's leftovers (transplant SGLT2 inhibitors, newborn bilirubin) and deep reports. */
const { run, load } = reviewFolder(new URL("./fixtures/leftovers-27-review27/", import.meta.url));
const deep = (name: string) => runDeepReviewCase(load(name));

describe("SGLT2 inhibitors after a kidney transplant (review 27)", () => {
  it("01: a kidney transplant recipient with type 2 diabetes and albuminuria is not offered an SGLT2 inhibitor", () => {
    const r = run("01-us-ktx-t2d-egfr45-acr");
    expect(codes(r)).not.toContain("sglt2i-opportunity-diabetic-kidney");
    expect(finding(r, "diabetes-above-target")?.clinician).not.toMatch(/SGLT2/);
    expect(finding(r, "diabetes-above-target")?.clinician).toMatch(/GLP-1 receptor agonist/);
    expect(finding(r, "ckd-stage")?.clinician).toMatch(/transplant team/);
  });

  it("the same record without the transplant is still offered one", () => {
    const c = load("01-us-ktx-t2d-egfr45-acr");
    c.patientContext.conditions = c.patientContext.conditions.filter(
      (x: { name: string }) => !/transplant/i.test(x.name),
    );
    c.patientContext.medications = c.patientContext.medications.filter(
      (m: { name: string }) => !/tacrolimus|mycophenolate|prednisone/i.test(m.name),
    );
    c.patientContext.clinicalNotes = "Diabetes reviewed.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("sglt2i-opportunity-diabetic-kidney");
    expect(finding(r, "diabetes-above-target")?.clinician).toMatch(/SGLT2 inhibitor/);
  });

  it("02: HFrEF in a kidney transplant recipient says why the SGLT2 inhibitor is the transplant team's decision", () => {
    const r = run("02-us-ktx-hfref");
    const f = finding(r, "hfref-pillars-missing");
    expect(f?.clinician).toMatch(
      /trials did not include transplant recipients.*urinary tract infection.*transplant team/,
    );
    expect(f?.nextSteps.join(" | ")).toMatch(/SGLT2 inhibitor: kidney transplant recipients were outside the trials/);
    expect(f?.nextSteps.join(" | ")).not.toMatch(/Consider dapagliflozin/);
    expect(f?.evidenceIds).toContain("sglt2i-kidney-transplant");
  });

  it("the same HFrEF without a transplant keeps the usual SGLT2 inhibitor step", () => {
    const c = load("02-us-ktx-hfref");
    c.patientContext.conditions = c.patientContext.conditions.filter(
      (x: { name: string }) => !/transplant/i.test(x.name),
    );
    c.patientContext.medications = c.patientContext.medications.filter(
      (m: { name: string }) => !/tacrolimus|mycophenolate/i.test(m.name),
    );
    const f = finding(runReviewCase(c), "hfref-pillars-missing");
    expect(f?.nextSteps.join(" | ")).toMatch(/Consider dapagliflozin or empagliflozin/);
    expect(f?.clinician).not.toMatch(/transplant/);
    expect(f?.evidenceIds).not.toContain("sglt2i-kidney-transplant");
  });
});

describe("a newborn's total bilirubin in the first 4 days (review 27)", () => {
  it("03: 380 µmol/L on day 2 at 39 weeks is placed above NICE's phototherapy line", () => {
    const r = run("03-uk-newborn-2d-39wk-bilirubin-380");
    expect(clinicianText(r)).toMatch(
      /above NICE CG98's threshold for starting light treatment \(phototherapy\), which is 350 µmol\/L \(20\.5 mg\/dL\) from 96 hours of age and lower before then/,
    );
    expect(clinicianText(r)).not.toMatch(/does not hold those charts/);
    expect(patientText(r)).toMatch(/needs to be seen today to start it/);
  });

  it("04: the same in mg/dL (22.5 mg/dL on day 2), a US record, is read against the charts, not NICE's line", () => {
    // A US record is no longer placed on NICE CG98's phototherapy line (review 36, country-36 case 08).
    const text = clinicianText(run("04-us-newborn-2d-39wk-bilirubin-mgdl"));
    expect(text).toMatch(/does not hold those charts/);
    expect(text).not.toMatch(/NICE advises starting phototherapy/);
  });

  it("a lower day-2 result (200 µmol/L) needs the hour and is left to the chart", () => {
    const c = load("03-uk-newborn-2d-39wk-bilirubin-380");
    c.labResults[0].value = "200";
    const text = clinicianText(runReviewCase(c));
    expect(text).toMatch(/does not hold those charts/);
    expect(text).not.toMatch(/below NICE CG98's threshold/);
  });

  it("above 450 µmol/L on day 2 reads as the exchange-transfusion line", () => {
    const c = load("03-uk-newborn-2d-39wk-bilirubin-380");
    c.labResults[0].value = "470";
    expect(clinicianText(runReviewCase(c))).toMatch(
      /above NICE CG98's exchange-transfusion threshold of 450 µmol\/L .*from 42 hours of age/,
    );
  });
});

describe("deep reports of multi-problem records (review 27)", () => {
  const cases = [
    "05-us-deep-elderly-multimorbid",
    "06-uk-deep-pregnancy-t1d",
    "07-us-deep-breast-cancer-survivor",
    "08-uk-deep-young-adult-mental-health",
    "09-uk-deep-child-asthma-eczema",
  ];
  for (const name of cases) it(`${name} reads through`, () => expectDeepReadsThrough(deep(name)));

  it("08: USPSTF's screening statement (adults 35 to 70) is not cited for a 24-year-old's prediabetes", () => {
    const f = finding(deep("08-uk-deep-young-adult-mental-health"), "prediabetes-range");
    expect(f?.evidenceIds).not.toContain("uspstf-2021-prediabetes-t2d");
    expect(f?.evidenceIds).toContain("ada-soc-2026-s2");
  });

  // Since review 32 (country-32) a rule's own US-pathway source gives way on a UK record (HbA1c in
  // mmol/mol) when the finding keeps another: the USPSTF statement is listed but not printed.
  it("at 45 the finding lists it, but the UK report neither cites nor restates it", () => {
    const c = load("08-uk-deep-young-adult-mental-health");
    c.data.patientInfo.age = 45;
    const r = runDeepReviewCase(c);
    expect(finding(r, "prediabetes-range")?.evidenceIds).toContain("uspstf-2021-prediabetes-t2d");
    const text = clinicianText(r);
    const discussion = text.slice(text.indexOf("# Detailed discussion"));
    const section = discussion.slice(discussion.indexOf("## Blood sugar"), discussion.indexOf("## Calcium"));
    expect(section).not.toMatch(/Screen adults 35–70 years with overweight or obesity/);
    expect(section).not.toMatch(/Adults aged 35–70 with overweight or obesity should be screened/);
    expectDeepReadsThrough(r);
  });

  it("a summary that adds to its recommendation is still printed", () => {
    const text = clinicianText(deep("08-uk-deep-young-adult-mental-health"));
    expect(text).toMatch(/Defines diabetes as HbA1c 6\.5% or more/);
    expect(text).toMatch(/\*\*What the sources say\*\*/);
  });
});
