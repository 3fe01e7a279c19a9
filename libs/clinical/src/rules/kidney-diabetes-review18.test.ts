import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { codes, loadReviewCase, patientText, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/kidney-diabetes-review18/", import.meta.url);
const SWEEP = new URL("./fixtures/everyday-sweep-review18/", import.meta.url);
const run = (name: string, folder = FOLDER) => runReviewCase(loadReviewCase(folder, name));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const FINERENONE = "finerenone-opportunity-diabetic-kidney";

describe("finerenone in type 2 diabetes with lasting albuminuria (review 18, kidney-diabetes)", () => {
  it("UK G3aA3 on ramipril and dapagliflozin, K 4.6: finerenone is offered on top, starting at 10 mg", () => {
    const f = find(run("01-t2d-g3a-a3-ramipril-max-dapagliflozin-uk"), FINERENONE);
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/urine ACR 38 mg\/mmol .*on ramipril; eGFR 52 .*potassium 4\.6 mmol\/L/i);
    expect(f?.clinician).toMatch(/highest tolerated dose of the ACE inhibitor or ARB/);
    expect(f?.clinician).toMatch(/added to the SGLT2 inhibitor already taken \(dapagliflozin\)/);
    expect(f?.nextSteps.join(" ")).toMatch(
      /uptitrate first if not\), consider finerenone, starting at 10 mg once daily/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/potassium and eGFR 1 month after starting finerenone, then every 4 months/);
    expect(f?.patient).toMatch(/finerenone/);
    expect(f?.evidenceIds).toEqual(["kdigo-2022-diabetes-ckd", "kdigo-2024-ckd", "kerendia-finerenone-label"]);
  });

  it("US uACR 420 mg/g on losartan 100 mg and empagliflozin is offered finerenone too", () => {
    const f = find(run("02-t2d-uacr-mg-g-losartan-max-us"), FINERENONE);
    expect(f?.clinician).toMatch(/urine ACR 420 mg\/g .*on losartan 100 mg/);
    expect(f?.clinician).toMatch(/empagliflozin/);
  });

  it("everyday-sweep case 03 (K 4.8, no SGLT2 inhibitor): finerenone is named after the SGLT2 inhibitor, at low priority", () => {
    const r = run("03-t2dm-annual-review-ckd-albuminuria", SWEEP);
    const f = find(r, FINERENONE);
    expect(f?.severity).toBe(Severity.low);
    expect(f?.clinician).toMatch(/No SGLT2 inhibitor is listed: that is the first addition/);
    expect(find(r, "sglt2i-opportunity-diabetic-kidney")?.severity).toBe(Severity.moderate);
  });

  it.each([
    ["03-potassium-4-9-no-finerenone-quiet", "potassium is above 4.8"],
    ["04-albuminuria-no-ace-or-arb", "no ACE inhibitor or ARB is taken yet"],
    ["05-already-on-finerenone-quiet", "finerenone is already taken"],
    ["06-egfr-22-no-finerenone-quiet", "eGFR is below 25"],
    ["07-type-1-diabetes-no-finerenone-quiet", "the diabetes is type 1"],
    ["08-single-raised-acr-not-yet-persistent-quiet", "a single raised ACR has not yet shown it lasts"],
  ])("%s: no finerenone prompt when %s", (name) => {
    expect(codes(run(name))).not.toContain(FINERENONE);
  });

  it("without an ACE inhibitor or ARB the RAS blocker comes first", () => {
    expect(codes(run("04-albuminuria-no-ace-or-arb"))).toContain("raas-opportunity-albuminuria");
  });

  it("type 1 diabetes with albuminuria is not offered an SGLT2 inhibitor as a kidney medicine", () => {
    const r = run("07-type-1-diabetes-no-finerenone-quiet");
    expect(codes(r)).not.toContain("sglt2i-opportunity-diabetic-kidney");
    expect(codes(r)).toContain("ckd-stage");
  });
});

describe("kidney doses from an eGFR taken during vomiting and diarrhoea", () => {
  it("UK D&V day 3, single eGFR 38 on metformin and gliclazide: no dose change now, repeat once recovered", () => {
    const r = run("09-dv-single-egfr-38-metformin-uk");
    expect(codes(r)).not.toContain("metformin-egfr-reduce");
    expect(codes(r)).not.toContain("sulfonylurea-ckd");
    const f = find(r, "sick-day-medicines");
    expect(f?.clinician).toMatch(
      /eGFR 38 .*was taken during this illness.*does not set the kidney dose of metformin and gliclazide/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat creatinine and eGFR once recovered/);
    expect(f?.patient).toMatch(/should be repeated once you are better, before any change to the dose/);
    expect(f?.evidenceIds).toContain("kdigo-2012-aki");
    expect(patientText(r)).not.toMatch(/metformin may need to be lowered/);
  });

  it("US creatinine 1.0 → 1.9 mg/dL with vomiting: the kidney injury finding leads and no metformin dose is set", () => {
    const r = run("10-dv-creatinine-jump-metformin-us");
    expect(find(r, "aki-creatinine-rise")?.severity).toBe(Severity.high);
    expect(codes(r).filter((c) => c.startsWith("metformin-egfr"))).toEqual([]);
  });

  it("a steady eGFR 38 on metformin 2 g a day, with no illness, still gets the dose advice", () => {
    const f = find(run("11-steady-egfr-38-metformin-dose-advice-stays"), "metformin-egfr-reduce");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.nextSteps).toContain("Reduce metformin dose for eGFR 30–44");
  });
});

describe("diabetes cut-offs quoted in the units of the patient's own results", () => {
  it("a random glucose of 15.2 mmol/L quotes the cut-offs in mmol/mol and mmol/L, not mg/dL", () => {
    const f = find(run("12-random-glucose-mmol-symptoms-uk"), "diabetes-range-undiagnosed");
    expect(f?.clinician).toMatch(/HbA1c ≥48 mmol\/mol or fasting glucose ≥7\.0 mmol\/L/);
    expect(f?.clinician).not.toMatch(/mg\/dL|%/);
  });

  it("a US fasting glucose of 138 mg/dL keeps the mg/dL and % cut-offs", () => {
    const f = find(run("13-fasting-glucose-mg-dl-us"), "diabetes-range-undiagnosed");
    expect(f?.clinician).toMatch(/HbA1c ≥6\.5% or fasting glucose ≥126 mg\/dL/);
    expect(f?.evidenceIds).not.toContain("nice-ph38-t2d-prevention");
  });
});

describe("one patient point per matter", () => {
  it("a rising HbA1c above target is told once, with the rise", () => {
    for (const r of [run("14-hba1c-rising-above-target-uk"), run("03-t2dm-annual-review-ckd-albuminuria", SWEEP)]) {
      const text = patientText(r);
      expect(text).toMatch(/above the usual goal and has been rising over your recent tests/);
      expect(text).not.toMatch(/Your HbA1c \(average blood sugar over about three months\) has been going up/);
    }
  });

  it("a falling TSH on levothyroxine is read with the over-replacement point and linked to the dose rise", () => {
    const r = run("15-tsh-falling-levothyroxine-over-replacement-uk");
    const f = find(r, "levothyroxine-tsh-low");
    expect(f?.clinician).toMatch(
      /TSH has fallen from 2\.1 mIU\/L \(2025-12-01\), after the dose rise the notes record/,
    );
    expect(f?.patient).toMatch(/It has come down since your dose was raised/);
    expect(patientText(r)).not.toMatch(/has been going down over time/);
    expect(patientText(run("02-levothyroxine-suppressed-tsh-older-woman", SWEEP))).not.toMatch(/going down over time/);
  });

  it("a mildly raised urea of the same day is read with the kidney finding, not told again", () => {
    for (const r of [run("16-mild-urea-ckd-furosemide-uk"), run("04-digoxin-furosemide-low-potassium", SWEEP)]) {
      expect(find(r, "ckd-stage")).toBeDefined();
      expect(patientText(r)).not.toMatch(/Your urea/);
    }
  });

  it("a urea more than twice its upper limit, out of step with the creatinine, keeps its own line", () => {
    expect(patientText(run("17-urea-out-of-step-with-creatinine-stays"))).toMatch(/Your urea/);
  });
});
