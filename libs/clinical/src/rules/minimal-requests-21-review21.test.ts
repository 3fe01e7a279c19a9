import { describe, expect, it } from "vitest";
import { clinicianText, codes, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 21, minimal requests: sparse requests as API clients send them (no patient context, age
 * without sex and sex without age, one result, no dates, no units or ranges, an EHR record with
 * only conditions and medicines, only vital signs, only genetics or only free-text notes).
 */
const { run } = reviewFolder(new URL("./fixtures/minimal-requests-21-review21/", import.meta.url));

const ALL = [
  "01-no-context-ferritin-hb",
  "02-age-no-sex-lipids",
  "03-sex-no-age-psa-alp",
  "04-quiet-single-normal-tsh",
  "05-no-dates-cbc",
  "06-no-units-no-ranges",
  "07-ehr-conditions-meds-only",
  "08-ehr-vitals-only",
  "09-ehr-genetics-only",
  "10-ehr-notes-only-quiet",
];

/** Text no report should hold, whatever the data. */
const BROKEN = /\bNaN\b|\bundefined\b|\bnull\b|\[object|\b0 lab value|\b1 more results\b|value\(s\) analysed/;

describe("review 21: minimal requests", () => {
  it.each(ALL)("%s: no broken text and no empty section in either report", (name) => {
    const r = run(name);
    for (const text of [patientText(r), clinicianText(r)]) {
      expect(text).not.toMatch(BROKEN);
      expect(text).not.toMatch(/^## [^\n]+\n\n(?=## |$)/m);
    }
  });

  it("a haemoglobin the sex would decide is named as unchecked in the patient text, not only in the table", () => {
    const r = run("02-age-no-sex-lipids");
    expect(codes(r)).toContain("lab-not-comparable");
    // Lipids in mg/dL: a US record, told "hemoglobin" (review 27, us-words-27).
    expect(patientText(r)).toMatch(/hemoglobin[^\n]*differs for men and women, and we were not told your sex/);
    expect(clinicianText(r)).toMatch(/^56-year-old \(sex not given\)\./m);
  });

  it("with the sex given and no age, the summary says the age was not given and adults' ranges were used", () => {
    const text = clinicianText(run("03-sex-no-age-psa-alp"));
    expect(text).toMatch(/^Male \(age not given\)\./m);
    expect(text).toContain("The patient's age was not given: adult ranges and cut-offs were used");
  });

  it("vital signs without an age say adult cut-offs were used, and an EHR without labs is not '0 lab values'", () => {
    const text = clinicianText(run("08-ehr-vitals-only"));
    expect(text).toContain("No lab values were supplied.");
    expect(text).toContain("The patient's age was not given: adult ranges and cut-offs were used");
    expect(patientText(run("08-ehr-vitals-only"))).not.toContain("When should I have these tests again?");
  });

  it("results without units are all named as unchecked; creatinine's reason is the missing unit, not the sex", () => {
    const r = run("06-no-units-no-ranges");
    const patient = patientText(r);
    expect(patient).toContain("None of your results could be checked");
    expect(patient).toMatch(/sodium, potassium, creatinine, blood sugar and 2 more results/);
    expect(clinicianText(r)).toMatch(/Creatinine, serum \| 0\.9 \| – \| not judged \(no usable unit\)/);
  });

  it("undated items are said to have no date without a 'ranked last' that nothing was ranked against", () => {
    for (const name of ["04-quiet-single-normal-tsh", "05-no-dates-cbc", "07-ehr-conditions-meds-only"])
      expect(clinicianText(run(name))).not.toContain("ranked last");
    expect(clinicianText(run("05-no-dates-cbc"))).toContain("4 lab results had no usable date.");
  });

  it("notes alone are acknowledged and the case stays quiet", () => {
    const r = run("10-ehr-notes-only-quiet");
    expect(r.findings).toEqual([]);
    const patient = patientText(r);
    expect(patient).toContain("We read the notes sent with your request.");
    expect(patient).not.toContain("We did not receive health details");
    expect(patient).toContain("Nothing we were sent stands out as a concern.");
    expect(patient).not.toContain("these tests again");
    expect(patient).not.toContain("these results");
    expect(patient).toContain("Which check-ups or tests would be useful for me?");
  });

  it("a single normal result with no context stays quiet", () => {
    const r = run("04-quiet-single-normal-tsh");
    expect(r.findings).toEqual([]);
    expect(patientText(r)).toContain("Nothing in these results stands out as a concern.");
    expect(clinicianText(r)).toContain("Patient (age and sex not given). 1 lab value analysed.");
  });

  it("a sparse lab request still reports its patterns: iron deficiency without context, microcytic anaemia undated", () => {
    expect(codes(run("01-no-context-ferritin-hb"))).toContain("iron-deficiency-anaemia");
    expect(codes(run("05-no-dates-cbc"))).toContain("microcytic-anaemia-iron-studies");
    expect(codes(run("09-ehr-genetics-only"))).toContain("hfe-haemochromatosis-genotype");
    expect(codes(run("07-ehr-conditions-meds-only"))).toContain("amiodarone-unmonitored");
  });
});
