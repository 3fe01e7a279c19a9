import { describe, expect, it } from "vitest";
import { SEVERITY_RANK } from "../model.ts";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/older-adults-meds-review20/", import.meta.url);
const { run } = reviewFolder(FOLDER);
type Run = ReturnType<typeof run>;
const steps = (r: Run) => r.findings.flatMap((f) => f.nextSteps);
const helpFast = (r: Run) => {
  const text = patientText(r);
  return text.slice(text.indexOf("## When to get help fast"), text.indexOf("## Please note"));
};

describe("DOAC doses in older adults are judged by Cockcroft–Gault clearance (review 20, older-adults-meds)", () => {
  it("01: apixaban 5 mg at a clearance of about 22 mL/min is one finding, not two asking for the same change", () => {
    const r = run("01-apixaban-5mg-86-weight-55-creat-140-uk");
    expect(finding(r, "doac-crcl-apixaban-severe")?.clinician).toMatch(/about 22 mL\/min/);
    expect(codes(r)).not.toContain("apixaban-af-dose-high");
    expect(steps(r).filter((s) => /review the apixaban dose/i.test(s))).toHaveLength(1);
    expect(patientText(r).match(/apixaban/gi)?.length).toBe(1);
  });

  it("02: apixaban 2.5 mg at 78 and 84 kg with a normal creatinine is told as possibly too low", () => {
    const r = run("02-apixaban-2-5mg-78-no-criteria-us");
    expect(finding(r, "apixaban-af-dose-low")?.clinician).toMatch(/none of the three is met/);
  });

  it("03: a weight written only in the notes gives the clearance that rules out dabigatran", () => {
    const r = run("03-dabigatran-150-crcl-21-us");
    const f = finding(r, "doac-crcl-dabigatran");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/about 21 mL\/min .*60 kg \(in the notes\)/);
    // With a clearance worked out, the "no clearance can be worked out" finding has nothing to add.
    expect(codes(r)).not.toContain("doac-dabigatran-egfr-below-30");
  });

  it("04: rivaroxaban 20 mg is too high by Cockcroft–Gault (about 32 mL/min) though the eGFR is 48", () => {
    const r = run("04-rivaroxaban-20mg-84-crcl-32-egfr-52-uk");
    expect(finding(r, "doac-crcl-rivaroxaban")?.clinician).toMatch(/about 32 mL\/min.*15 mg once daily/);
  });
});

describe("digoxin, sodium, anticholinergics, sugar and magnesium in older adults (review 20, older-adults-meds)", () => {
  it("05: a high digoxin level with low potassium and a creatinine rise asks for the ECG and potassium replacement once", () => {
    const r = run("05-digoxin-2-4-potassium-3-1-creat-rise-uk");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["digoxin-level-high", "digoxin-low-potassium", "aki-creatinine-rise"]),
    );
    expect(finding(r, "digoxin-level-high")?.severity).toBe("high");
    expect(steps(r).filter((s) => /\bECG\b/.test(s))).toHaveLength(1);
    expect(steps(r).filter((s) => /^replace potassium/i.test(s))).toHaveLength(1);
  });

  it("06: sodium 123 after a fall on citalopram and a thiazide is critical and names both medicines", () => {
    const r = run("06-citalopram-bendroflumethiazide-na-123-fall-84-uk");
    expect(finding(r, "hyponatraemia")?.severity).toBe("critical");
    expect(patientText(r)).toMatch(/citalopram/);
    expect(patientText(r)).toMatch(/bendroflumethiazide/);
  });

  it("07: confusion in the notes on three strong anticholinergics is tied to them and raised to high", () => {
    const r = run("07-anticholinergic-burden-confusion-us");
    const f = finding(r, "beers-older-adult-medicines");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/The notes report "confusion".*delirium or cognitive impairment/);
    expect(f?.nextSteps.join(" ")).toMatch(/Assess the confusion for delirium/);
    expect(f?.patient).toMatch(/Your notes mention confusion or memory problems/);
  });

  it("07: without confusion in the notes the same medicines stay moderate", () => {
    const c = loadReviewCase(FOLDER, "07-anticholinergic-burden-confusion-us");
    c.patientContext.clinicalNotes = "Routine review. Constipated, dry mouth. No confusion.";
    const f = runReviewCase(c).findings.find((x) => x.code === "beers-older-adult-medicines");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/The notes report/);
  });

  it("08: sweating and shakiness before lunch on gliclazide is read as hypoglycaemia", () => {
    const r = run("08-frail-88-gliclazide-hba1c-48-uk");
    expect(finding(r, "diabetes-overtreatment-older-adult")?.clinician).toMatch(/sweating and shakiness/);
    expect(codes(r)).not.toContain("diabetes-tight-control-frailty");
  });

  it("09: a magnesium needing a same-day drip is not followed by 'none needs emergency care'", () => {
    const r = run("09-long-term-omeprazole-magnesium-low-80-us");
    expect(codes(r)).toEqual(expect.arrayContaining(["hypomagnesaemia-severe-symptomatic", "ppi-hypomagnesaemia"]));
    expect(helpFast(r)).not.toMatch(/None of these results needs emergency care/);
  });

  it("10: ibuprofen with lisinopril and a thiazide and a creatinine rise is the triple whammy", () => {
    const r = run("10-triple-whammy-creatinine-rise-us");
    expect(codes(r)).toEqual(expect.arrayContaining(["nsaid-raas-diuretic", "aki-creatinine-rise"]));
    expect(clinicianText(r)).toMatch(/stop Ibuprofen/i);
  });

  it("11: a well 78-year-old on two medicines with normal bloods hears nothing", () => {
    const r = run("11-well-78-few-medicines-normal-bloods-uk");
    expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.info)).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out as a concern/);
  });
});
