import { describe, expect, it } from "vitest";
import { findLab } from "../catalogue/index.ts";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/labs-26-review26/", import.meta.url));

describe("an older adult's HbA1c against ADA's strict '<8.0%' goal (review 26)", () => {
  it("01: 64 mmol/mol (8.0%) in frailty is at the goal's limit, not within it", () => {
    const f = finding(run("01-uk-frail-86-hba1c-64"), "diabetes-above-target");
    expect(f?.title).not.toMatch(/within a less strict goal/);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /below 8\.0% \(64 mmol\/mol\).*This result is at the limit of that goal, not below it\./,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/medicines that do not cause hypoglycaemia/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/intensify therapy/);
  });

  it("02: 63 mmol/mol (7.9%) is below the goal and stays the low-priority less-strict reading", () => {
    const f = finding(run("02-uk-frail-86-hba1c-63"), "diabetes-above-target");
    expect(f?.title).toBe("HbA1c above 53 mmol/mol but within a less strict goal for frailty or dementia");
    expect(f?.severity).toBe("low");
  });

  it("an HbA1c reported as 8.0% is at the limit too, and 8.1% above it", () => {
    const at = edit("01-uk-frail-86-hba1c-64", (d) => {
      d.recentAbnormalLabs[0] = { ...d.recentAbnormalLabs[0], value: "8.0", unit: "%", referenceRange: "4.0-5.6" };
    });
    expect(finding(runReviewCase(at), "diabetes-above-target")?.clinician).toMatch(/at the limit of that goal/);
    const above = load("01-uk-frail-86-hba1c-64");
    above.data.recentAbnormalLabs[0].value = "65";
    expect(finding(runReviewCase(above), "diabetes-above-target")?.clinician).toMatch(/above even that goal/);
  });
});

describe("indirect (unconjugated) bilirubin in the catalogue (review 26)", () => {
  it("indirect and unconjugated bilirubin are their own test (LOINC 1971-1), not the total", () => {
    for (const name of ["Bilirubin, Indirect", "Unconjugated bilirubin", "Bilirubin (unconjugated)", "IBIL"])
      expect(findLab(name)?.id).toBe("bilirubin-indirect");
    expect(findLab("x", "1971-1")?.id).toBe("bilirubin-indirect");
    expect(findLab("Bilirubin")?.id).toBe("bilirubin-total");
    expect(findLab("Conjugated bilirubin")?.id).toBe("bilirubin-direct");
  });

  it("03: a raised total that is mostly unconjugated with normal enzymes reads as the Gilbert pattern, the fraction folded in", () => {
    const r = run("03-uk-unconjugated-bilirubin-gilbert");
    const f = finding(r, "isolated-raised-bilirubin");
    expect(f?.clinician).toMatch(
      /Bilirubin 40 µmol\/L .*indirect \(unconjugated\) bilirubin 36 µmol\/L \(2026-11-26\) making up most of the total/,
    );
    expect(codes(r)).not.toContain("liver-injury-pattern");
    expect(patientText(r)).not.toMatch(/indirect \(unconjugated\) bilirubin is higher than the usual range/);
  });

  it("a UK unconjugated fraction of 10 of a 40 µmol/L total is not called most of it (units compared alike)", () => {
    const c = load("03-uk-unconjugated-bilirubin-gilbert");
    c.data.recentAbnormalLabs[0].value = "10";
    expect(finding(runReviewCase(c), "isolated-raised-bilirubin")?.clinician).not.toMatch(
      /making up most of the total/,
    );
  });

  it("04: an indirect bilirubin sent alone is not read as a raised total bilirubin", () => {
    const r = run("04-us-indirect-bilirubin-only");
    expect(codes(r)).not.toContain("isolated-raised-bilirubin");
    expect(clinicianText(r)).toMatch(/Bilirubin, indirect \(unconjugated\) \| 1\.6 mg\/dL/);
    expect(clinicianText(r)).not.toMatch(/Bilirubin, total/);
  });
});

describe("FIB-4 beside harmful drinking (review 26)", () => {
  it("05: a low FIB-4 at 60 units a week is not called low risk, and elastography replaces the repeat score", () => {
    const r = run("05-uk-heavy-drinker-fib4-low");
    const f = finding(r, "fib4-low-risk");
    expect(f?.title).toBe("FIB-4 score low, but not reassuring with harmful drinking");
    expect(f?.clinician).toMatch(/developed and banded for viral hepatitis and fatty liver disease \(MASLD\)/);
    expect(f?.clinician).toMatch(/a low score does not exclude advanced fibrosis here/);
    expect(f?.nextSteps).toEqual([
      "Do not rely on FIB-4 with this alcohol intake: assess fibrosis with transient elastography (or an ELF test)",
    ]);
    expect(f?.patient).toMatch(/cannot rule out scarring/);
    expect(f?.evidenceIds).toContain("hadefi-2020-ald-noninvasive");
    expect(finding(r, "masld-risk")?.clinician).toMatch(
      /stage fibrosis with transient elastography \(or an ELF test\)/,
    );
  });

  it("a light drinker with the same results keeps the low-risk reading and its repeat interval", () => {
    const c = edit("05-uk-heavy-drinker-fib4-low", (d) => {
      d.additionalContext = "GP diabetes review. Drinks about 6 units a week. BMI 31. No jaundice.";
    });
    const f = finding(runReviewCase(c), "fib4-low-risk");
    expect(f?.title).toBe("FIB-4 score in the low-risk range");
    expect(f?.patient).toMatch(/shows a low risk of scarring/);
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat FIB-4 every 1–2 years/);
    expect(f?.evidenceIds).not.toContain("hadefi-2020-ald-noninvasive");
  });

  it("06: an indeterminate FIB-4 with alcohol use disorder says the score is less reliable with harmful drinking", () => {
    const f = finding(run("06-us-heavy-drinker-fib4-indeterminate"), "fib4-fibrosis-risk");
    expect(f?.clinician).toMatch(/between 1\.3 and 2\.67.*The notes record harmful drinking \("4-5 drinks a day"\)/);
    expect(f?.clinician).toMatch(/in alcohol-related liver disease it is less reliable/);
    expect(f?.clinician).not.toMatch(/NICE/);
    expect(f?.evidenceIds).toContain("hadefi-2020-ald-noninvasive");
  });
});

describe("a newborn's age in days from the EHR notes reaches NICE CG98's table (review 26)", () => {
  it("07: 5 days old in the notes, 39 weeks, 290 µmol/L: below the phototherapy line, not critical", () => {
    const r = run("07-uk-ehr-newborn-5-days-bilirubin-290");
    expect(codes(r)).not.toContain("lab-critical");
    expect(clinicianText(r)).toMatch(/below NICE CG98's threshold for starting light treatment \(phototherapy\), 350/);
  });

  it("07: at 380 µmol/L the same baby is above the phototherapy line", () => {
    const c = load("07-uk-ehr-newborn-5-days-bilirubin-290");
    c.data.recentAbnormalLabs[0].value = "380";
    expect(clinicianText(runReviewCase(c))).toMatch(/above NICE CG98's threshold for starting light treatment/);
  });

  it("08: aged 2 days (under 96 hours) is not placed on the flat lines: the chart by hours is asked for", () => {
    const text = clinicianText(run("08-uk-ehr-newborn-2-days-bilirubin-250"));
    expect(text).toMatch(/judged against treatment charts set by the baby's age in hours/);
    expect(text).not.toMatch(/NICE CG98's threshold/);
  });
});

describe("a late teenager's creatinine read by bedside Schwartz (review 26)", () => {
  it("09: a 16-year-old boy's mildly low estimate is confirmed first, with the U25 constant caveat", () => {
    const r = run("09-uk-16y-creatinine-adult-range-egfr-reported");
    const f = finding(r, "child-egfr-schwartz-low");
    expect(f?.severity).toBe("low");
    expect(f?.title).toMatch(/confirm before calling it reduced/);
    expect(f?.clinician).toMatch(/estimated GFR 64/);
    expect(f?.clinician).toMatch(/CKiD U25 constant rises with age to 50\.8 in males/);
    expect(f?.clinician).not.toMatch(/far below the adult range/);
    expect(f?.patient).not.toMatch(/your child/);
    expect(f?.nextSteps.join(" ")).toMatch(/cystatin C/);
    expect(f?.evidenceIds).toContain("pierce-2021-ckid-u25");
    expect(codes(r)).not.toContain("ckd-stage");
  });

  it("a marked fall at 16 is still high priority with prompt nephrology", () => {
    const c = load("09-uk-16y-creatinine-adult-range-egfr-reported");
    c.data.recentNormalLabs[0].value = "160";
    const f = finding(runReviewCase(c), "child-egfr-schwartz-low");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/paediatric nephrology promptly/);
  });

  it("10: a 12-year-old keeps the child's reading (moderate, creatinine far below the adult range)", () => {
    const f = finding(run("10-uk-12y-schwartz-low"), "child-egfr-schwartz-low");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/far below the adult range/);
    expect(f?.evidenceIds).not.toContain("pierce-2021-ckid-u25");
  });
});
