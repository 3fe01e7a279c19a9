import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/notes-and-counts-review19/", import.meta.url));

describe("a family history shared by relatives in the notes (review 19, notes-and-counts)", () => {
  it("01: 'mother and sister breast ca (45)' gives both relatives the age and meets the NICE CG164 referral criteria", () => {
    const f = finding(run("01-fh-mother-sister-breast-ca-45"), "family-breast-ovarian-cancer");
    expect(f?.clinician).toMatch(/Mother \(in the notes\): breast ca at 45; Sister \(in the notes\): breast ca at 45/);
    expect(f?.clinician).toMatch(/NICE CG164\): two relatives with breast cancer, at least one first-degree/);
  });

  it("02: 'Mother and sister both had breast cancer in their 40s' is read for both, told as the decade, not as 49", () => {
    const f = finding(run("02-mother-sister-both-breast-cancer-40s"), "family-breast-ovarian-cancer");
    expect(f?.clinician).toMatch(
      /Mother \(in the notes\): breast cancer in their 40s; Sister \(in the notes\): breast cancer in their 40s/,
    );
    expect(f?.clinician).not.toMatch(/at 49/);
    expect(f?.clinician).toMatch(/Referral to the family-history or clinical genetics service/);
  });

  it("03: one mother with breast cancer at 74 stays quiet", () => {
    expect(run("03-fh-mother-breast-70s-quiet").findings).toEqual([]);
  });
});

describe("a BMI written only in the notes counts as the BMI (review 19, notes-and-counts)", () => {
  it("04: 'BMI 36' in the notes gives obesity, said to be from the notes, and MASLD risk reads it", () => {
    const r = run("04-notes-bmi-36-prediabetes-ehr");
    expect(finding(r, "bmi-obesity")?.clinician).toBe("BMI 36 kg/m² (as stated in the notes): obesity (class 2).");
    expect(finding(r, "masld-risk")?.clinician).toMatch(/with obesity/);
  });

  it("05: 'BMI of 41.2 kg/m2' in lab-results notes is read whole, not cut at the decimal point", () => {
    const r = run("05-notes-bmi-41-lab-results");
    expect(finding(r, "bmi-obesity")?.clinician).toMatch(
      /^BMI 41\.2 kg\/m² \(as stated in the notes\): obesity \(class 3\)/,
    );
    expect(codes(r)).toContain("masld-risk");
  });

  it("06: a measured BMI in the vitals wins over one in the notes", () => {
    const r = run("06-vitals-bmi-27-notes-36-vitals-win");
    expect(codes(r)).not.toContain("bmi-obesity");
    expect(finding(r, "bmi-overweight")?.clinician).toBe("BMI 27.4 kg/m²: overweight (25 to under 30).");
  });

  it("07: a BMI target and a BMI dated years ago are not read as the current BMI", () => {
    expect(run("07-bmi-target-and-old-bmi-quiet").findings).toEqual([]);
  });
});

describe("a raised white count with no infection gets a measured plan (review 19, notes-and-counts)", () => {
  it("08: WBC 13.5 with neutrophils 9.8 in a well smoker: repeat with a film in 4–6 weeks, smoking named, referral criteria given", () => {
    const r = run("08-wbc-13-5-neutrophilia-well-smoker");
    const f = finding(r, "neutrophilia-repeat-film");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/^Neutrophilia with no infection recorded \(neutrophils 9\.8/);
    expect(f?.clinician).toMatch(/the record states current smoking, which commonly causes a mild neutrophilia/);
    expect(f?.clinician).toMatch(/CRP 4 mg\/L \(2026-11-24\) is normal\./);
    expect(f?.clinician).toMatch(/Repeat the full blood count with a differential and blood film in 4–6 weeks/);
    expect(f?.clinician).toMatch(/persists above 15 ×10⁹\/L/);
    expect(f?.patient).toMatch(/Smoking can raise this count/);
    // The generic lines point to the plan instead of repeating the causes.
    for (const line of r.findings.filter((x) => x.code === "lab-high"))
      expect(line.clinician).toMatch(/Read with the raised white cell count finding/);
  });

  it("09: a neutrophilia with a chest infection in the notes is left to the infection", () => {
    expect(codes(run("09-neutrophilia-chest-infection-quiet"))).not.toContain("neutrophilia-repeat-film");
  });

  it("10: neutrophils 16.1 on prednisolone with a low haemoglobin: moderate, the steroid and the haemoglobin named", () => {
    const f = finding(run("10-neutrophilia-16-on-prednisolone-anaemia"), "neutrophilia-repeat-film");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/the record lists prednisolone 10mg, a corticosteroid/);
    expect(f?.clinician).toMatch(/The haemoglobin 112 g\/L \(2026-11-24\) is also out of range/);
  });
});

describe("dysmorphic red cells reported with no range (review 19, notes-and-counts)", () => {
  it("11: 'RBC, dysmorphic: Present' is a positive urine finding read as a kidney sign, never a blood count", () => {
    const r = run("11-rbc-dysmorphic-present-no-range");
    expect(finding(r, "lab-abnormal")?.clinician).toBe(
      "RBC, dysmorphic Present on 2026-11-25 is positive (reference not given; absent is usual).",
    );
    expect(finding(r, "urine-glomerular-signs")?.clinician).toMatch(
      /^RBC, dysmorphic Present on urine microscopy, with no red cell count.*medical kidney \(glomerular\) cause/,
    );
    expect(r.findings.some((f) => /red blood cell count/i.test(f.clinician))).toBe(false);
  });

  it("12: dysmorphic red cells absent and no casts seen stay quiet", () => {
    expect(run("12-rbc-dysmorphic-absent-quiet").findings).toEqual([]);
  });
});

describe("notes with negations, past results and relatives are not misread (review 19, notes-and-counts)", () => {
  it("13: a past WCC, a pre-op BMI, a BMI target, a husband's BMI and a mother's late breast cancer give nothing", () => {
    const r = run("13-notes-heavy-negations-past-family");
    // A UK record (HbA1c in mmol/mol): 124/78 is not "elevated" below NICE's 140/90 (review 23, uk-us-23).
    expect(codes(r)).toEqual([]);
  });
});
