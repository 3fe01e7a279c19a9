import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/paeds-24-review24/", import.meta.url));
const aboveLow = (r: ReturnType<typeof run>) =>
  r.findings.filter((f) => f.severity !== "info" && f.severity !== "low").map((f) => f.code);

describe("a child's creatinine with no height on file (review 24, paeds-24 cases 01–02)", () => {
  it("4 years, creatinine 86 µmol/L inside the adult range: high for age, urgent, and asks for the height", () => {
    const r = run("01-boy-4y-creatinine-86-no-height-uk");
    const f = finding(r, "child-creatinine-high-for-age");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/upper limit of about 37 µmol\/L \(0\.42 mg\/dL\) for 3 to under 5 years/);
    expect(f?.clinician).toMatch(/No height is recorded/);
    expect(f?.evidenceIds).toEqual(["paediatric-creatinine-reference-intervals", "nkf-bedside-schwartz-2009"]);
    expect(patientText(r)).toMatch(/the doctor needs your child's height/);
    expect(patientText(r)).not.toMatch(/Nothing in the results we could check stands out/);
  });

  it("a value only a little above the children's limit is moderate, and one within a quarter of it is left", () => {
    const c = load("01-boy-4y-creatinine-86-no-height-uk");
    c.labResults[3].value = "52";
    expect(finding(runReviewCase(c), "child-creatinine-high-for-age")?.severity).toBe("moderate");
    c.labResults[3].value = "44";
    expect(codes(runReviewCase(c))).not.toContain("child-creatinine-high-for-age");
  });

  it("with a height near the sample, the bedside Schwartz estimate reads it instead", () => {
    const c = load("01-boy-4y-creatinine-86-no-height-uk");
    c.patientContext.vitalSigns = [{ name: "Height", value: "103", unit: "cm", date: "2026-11-26" }];
    const r = runReviewCase(c);
    expect(codes(r)).toContain("child-egfr-schwartz-low");
    expect(codes(r)).not.toContain("child-creatinine-high-for-age");
  });

  it("from 15 years, where no children's band is on file, the rule does not read the creatinine", () => {
    const c = load("01-boy-4y-creatinine-86-no-height-uk");
    c.patientContext.age = 15;
    expect(codes(runReviewCase(c))).not.toContain("child-creatinine-high-for-age");
  });

  it("9 years, creatinine 44 µmol/L flagged low against an adult range: within the child's range, quiet", () => {
    const r = run("02-girl-9y-creatinine-44-no-height-quiet-uk");
    expect(aboveLow(r)).toEqual([]);
    expect(codes(r)).not.toContain("child-creatinine-high-for-age");
  });
});

describe("children's sweep (review 24, paeds-24 cases 03–10)", () => {
  it("11 months given as age 0 with the months in the notes: iron-deficiency anaemia against the infant cut-off", () => {
    const r = run("03-infant-11mo-iron-deficiency-us");
    expect(finding(r, "iron-deficiency-anaemia")?.severity).toBe("high");
    expect(finding(r, "anaemia")?.clinician).toMatch(/children aged 6–23 months \(10\.5 g\/dL\)/);
    expect(clinicianText(r)).toMatch(/11-month-old male/);
    expect(finding(r, "iron-deficiency-anaemia")?.clinician).toMatch(
      /The notes record 32 oz a day: a cow's milk intake/,
    );
    expect(clinicianText(r)).toMatch(/Cut down the cow's milk \(32 oz a day\)/);
  });

  it("a cow's milk volume of 500 mL a day or less after the milk is not named as a cause", () => {
    const c = load("03-infant-11mo-iron-deficiency-us");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace("32 oz", "12 oz");
    expect(finding(runReviewCase(c), "iron-deficiency-anaemia")?.clinician).not.toMatch(/The notes record/);
  });

  it("an age given in months is not overridden by a baby's age in the notes", () => {
    const c = load("03-infant-11mo-iron-deficiency-us");
    c.patientContext.age = "4 months";
    expect(clinicianText(runReviewCase(c))).toMatch(/4-month-old male/);
  });

  it("3 weeks, conjugated jaundice with pale stools: the liver tests point to the finding, not to alcohol or fatty liver", () => {
    const r = run("04-infant-3wk-prolonged-jaundice-conjugated-uk");
    expect(finding(r, "infant-conjugated-jaundice")?.severity).toBe("high");
    for (const text of [clinicianText(r), patientText(r)]) expect(text).not.toMatch(/alcohol|fatty liver/i);
    expect(clinicianText(r)).toMatch(/GGT\) 310 U\/L .* Read with the cholestatic jaundice in a young baby finding/);
  });

  it("an adult's liver tests are not pointed to the baby's finding", () => {
    const c = load("04-infant-3wk-prolonged-jaundice-conjugated-uk");
    c.patientContext.age = 45;
    c.patientContext.clinicalNotes = "Routine bloods.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("infant-conjugated-jaundice");
    expect(clinicianText(r)).not.toMatch(/young baby/);
  });

  it("16 years with anorexia nervosa, bradycardia and low potassium, phosphate and magnesium: instability and refeeding risk", () => {
    const r = run("05-girl-16y-anorexia-bloods-uk");
    const f = finding(r, "eating-disorder-medical-instability");
    expect(codes(r)[0]).toBe("eating-disorder-medical-instability");
    expect(f?.clinician).toMatch(/RCPsych MEED/);
    expect(f?.clinician).toMatch(/low white cells 2\.9 .* and neutrophils 1\.3 .* recover with refeeding/);
    expect(f?.evidenceIds).toContain("sabel-2013-anorexia-haematology");
    expect(clinicianText(r)).not.toMatch(/bone-marrow problems|African or Middle Eastern ancestry/);
  });

  it("without low counts the eating-disorder finding says nothing of them, and a critical count keeps its own line", () => {
    const c = load("05-girl-16y-anorexia-bloods-uk");
    c.labResults[7].value = "5.9";
    c.labResults[7].flag = "Normal";
    c.labResults[8].value = "3.4";
    c.labResults[8].flag = "Normal";
    const f = finding(runReviewCase(c), "eating-disorder-medical-instability");
    expect(f?.clinician).not.toMatch(/white cells|neutrophils/);
    expect(f?.evidenceIds).not.toContain("sabel-2013-anorexia-haematology");
    const severe = load("05-girl-16y-anorexia-bloods-uk");
    severe.labResults[8].value = "0.3";
    const r = runReviewCase(severe);
    expect(finding(r, "eating-disorder-medical-instability")?.clinician).not.toMatch(/neutrophils 0\.3/);
  });

  it("15 years with type 1 diabetes, HbA1c 78 mmol/mol: the children's target and yearly albuminuria screening", () => {
    const r = run("06-boy-15y-type1-diabetes-hba1c-78-uk");
    expect(clinicianText(r)).toMatch(/48 mmol\/mol \(6\.5%\) or lower ideal/);
    expect(clinicianText(r)).toMatch(/early-morning urine albumin:creatinine ratio/);
  });

  it("9 years on methylphenidate with normal vitals and bloods: quiet", () => {
    expect(aboveLow(run("07-boy-9y-adhd-methylphenidate-us"))).toEqual([]);
  });

  it("2 years, venous lead 6.2 µg/dL with old peeling paint: CDC reference value, the source named", () => {
    const f = finding(run("08-toddler-2y-lead-6-us"), "lead-child");
    expect(f?.clinician).toMatch(/CDC's blood lead reference value of 3\.5 µg\/dL/);
    expect(f?.clinician).toMatch(/peeling paint/);
  });

  it("20 months with vitamin D 14 nmol/L, ALP 1180, raised PTH and bowed legs: nutritional rickets", () => {
    const r = run("09-toddler-20mo-rickets-uk");
    expect(clinicianText(r)).toMatch(/nutritional rickets/);
    expect(clinicianText(r)).not.toMatch(/osteomalacia advice applies/);
  });

  it("7 years, well child with adult-range flags on ALP, creatinine and lymphocytes: nothing above low", () => {
    const r = run("10-boy-7y-well-child-quiet-us-ehr");
    expect(aboveLow(r)).toEqual([]);
    expect(codes(r)).not.toContain("child-creatinine-high-for-age");
  });
});
