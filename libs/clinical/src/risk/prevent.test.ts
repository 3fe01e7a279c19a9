/*
 * Verification of the PREVENT base-model 10-year coefficients (risk/prevent.ts), 2026-11-28.
 *
 * Where the coefficients were seen (public search tools; none typed from memory):
 *  1. Stata module PREVENT, Ariel Linden 2024 (SSC): labordynamicsinstitute/ssc-mirror,
 *     fmwww.bc.edu/repec/bocode/p/prevent10i.ado at commit 033abd30773205883c93ebcb0e57c38a7765fa21.
 *     All 80 terms (total CVD and ASCVD, female and male) with their centring and scaling; cholesterol
 *     converted with 0.02586.
 *  2. A TypeScript port "based on the official R package AHAprevent v1.0.0" (public GitHub text
 *     index, file id 11703701227; repository not named by the index): the same 80 terms. It agrees
 *     with (1) term by term; its female total-CVD max(SBP,110) term is written 0.360078 against
 *     0.3600781 in (1), a rounding of the same value.
 *  3. venkmurthy/vmtools R/calcPREVENT.totalCVD.R (commit 25a9d6c082bd11d103d82e968eb27955755da8af):
 *     the ASCVD equations for both sexes, again identical.
 *  4. The coefficient table of the R package preventr (martingmayer/preventr, R/sysdata.rda at
 *     commit ebe2ac1, snapshot fetched 2026-11-28): each of the 80 values in prevent.ts occurs
 *     there as the exact IEEE-754 double (checked by a byte search of the decompressed file; the
 *     check is discriminating: values seen in third-party code that disagree, such as 0.2974913 for
 *     the female SBP term, do not occur).
 *
 * Worked examples asserted below (to 0.1 percentage point):
 *  - preventr README.md and tests/testthat/test-prevent_equations.R ("Base model works, female" /
 *    "male") and _snaps/estimate_risk.md ("Base model 10-year risks give expected results"): age 50,
 *    SBP 160 on treatment, total cholesterol 200 mg/dL, HDL 45 mg/dL, no statin, diabetes, not
 *    smoking, eGFR 90 (BMI 35, not used by these outcomes): female total CVD 14.7%, ASCVD 9.2%;
 *    male 16.3% and 10.2%. The same woman is the example in the Stata help (prevent.sthlp) and in
 *    JMLuther/tabletools R/calculate_prevent_risk.R ("validated against original publication (XLSX
 *    file with calc check)").
 *  - vcastro/CVrisk tests/testthat/test-ascvd_10y_prevent.R ("prevent male 10y base ascvd example",
 *    computed through preventr): male 55, SBP 140 untreated, total 213, HDL 50 mg/dL, no statin, no
 *    diabetes, not smoking, eGFR 90: ASCVD 3.9%.
 */
import { describe, expect, it } from "vitest";
import { PREVENT_10Y, type PreventInputs, prevent10Year, preventOutOfRange } from "./prevent.ts";

const example: PreventInputs = {
  age: 50,
  sex: "female",
  sbp: 160,
  bpTreated: true,
  totalCholesterolMgDl: 200,
  hdlMgDl: 45,
  statin: false,
  diabetes: true,
  currentSmoker: false,
  egfr: 90,
};

function pct(inputs: PreventInputs): { cvd: number; ascvd: number } {
  const r = prevent10Year(inputs);
  if (r === undefined) throw new Error("out of range");
  return { cvd: r.cvd * 100, ascvd: r.ascvd * 100 };
}

function near(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.1);
}

describe("PREVENT base model, 10-year risk: published worked examples", () => {
  it("matches preventr's female example: total CVD 14.7%, ASCVD 9.2%", () => {
    const r = pct(example);
    near(r.cvd, 14.7);
    near(r.ascvd, 9.2);
  });

  it("matches preventr's male example with the same inputs: total CVD 16.3%, ASCVD 10.2%", () => {
    const r = pct({ ...example, sex: "male" });
    near(r.cvd, 16.3);
    near(r.ascvd, 10.2);
  });

  it("matches CVrisk's untreated non-diabetic man of 55: ASCVD 3.9%", () => {
    const r = pct({
      age: 55,
      sex: "male",
      sbp: 140,
      bpTreated: false,
      totalCholesterolMgDl: 213,
      hdlMgDl: 50,
      statin: false,
      diabetes: false,
      currentSmoker: false,
      egfr: 90,
    });
    near(r.ascvd, 3.9);
  });
});

describe("PREVENT coefficient table", () => {
  it("holds 20 terms for each sex and outcome", () => {
    for (const sex of ["female", "male"] as const) {
      for (const outcome of ["cvd", "ascvd"] as const) {
        expect(Object.keys(PREVENT_10Y[sex][outcome])).toHaveLength(20);
      }
    }
  });

  it("raises the risk with current smoking, a low eGFR and diabetes, as the positive coefficients say", () => {
    const base = pct({ ...example, diabetes: false });
    expect(pct({ ...example, diabetes: false, currentSmoker: true }).cvd).toBeGreaterThan(base.cvd);
    expect(pct({ ...example, diabetes: false, egfr: 45 }).cvd).toBeGreaterThan(base.cvd);
    expect(pct(example).cvd).toBeGreaterThan(base.cvd);
  });
});

describe("PREVENT input ranges", () => {
  it("computes nothing outside ages 30–79", () => {
    expect(prevent10Year({ ...example, age: 29 })).toBeUndefined();
    expect(prevent10Year({ ...example, age: 80 })).toBeUndefined();
    expect(prevent10Year({ ...example, age: 30 })).toBeDefined();
  });

  it("names the input outside its range", () => {
    expect(preventOutOfRange({ ...example, hdlMgDl: 110 })).toBe("hdlMgDl");
    expect(preventOutOfRange({ ...example, sbp: 190 })).toBe("sbp");
    expect(preventOutOfRange({ ...example, egfr: 12 })).toBe("egfr");
    expect(preventOutOfRange({ ...example, totalCholesterolMgDl: 120 })).toBe("totalCholesterolMgDl");
    expect(preventOutOfRange(example)).toBeUndefined();
  });
});
