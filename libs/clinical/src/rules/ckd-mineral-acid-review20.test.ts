import { describe, expect, it } from "vitest";
import { SEVERITY_RANK } from "../model.ts";
import {
  clinicianText,
  codes,
  finding,
  patientText,
  type ReviewCase,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const { load } = reviewFolder(new URL("./fixtures/ckd-mineral-acid-review20/", import.meta.url));
const run = (c: ReviewCase | string) => runReviewCase(typeof c === "string" ? load(c) : c);
const ALARM = /urgent|as soon as possible|right away|emergency department|call 999|911|serious|cancer|prompt review/i;

describe("a stable older person with CKD G3aA1 stays calm (review 20, ckd-mineral-acid)", () => {
  it("03: eGFR 49–51 for two years with a normal ACR raises nothing above low and nothing alarming", () => {
    const r = run("03-stable-84f-ckd3a-quiet-uk");
    expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.low).map((f) => f.code)).toEqual([]);
    expect(patientText(r)).not.toMatch(ALARM);
    expect(patientText(r)).toMatch(/checked once a year/);
  });
});

describe("on haemodialysis, the known kidney failure and its treatment are not worked up again (review 20, ckd-mineral-acid)", () => {
  const CASE = "04-haemodialysis-creatinine-700-uk";

  it("04: creatinine 712 is not critical or acute, and the staging is not a high-priority new finding", () => {
    const r = run(CASE);
    expect(codes(r)).not.toContain("lab-critical");
    expect(patientText(r)).not.toMatch(/acute kidney injury|kidney injury/i);
    const stage = finding(r, "ckd-stage");
    expect(stage?.severity).toBe("moderate");
    expect(stage?.patient).toMatch(/kidney failure already on record/);
    expect(patientText(r)).not.toMatch(/What stage is my kidney disease/);
  });

  it("04: no statin to start, no yearly kidney screening, no raised-ferritin work-up on dialysis", () => {
    const r = run(CASE);
    expect(codes(r)).not.toContain("statin-opportunity-diabetes");
    expect(codes(r)).not.toContain("diabetes-kidney-monitoring");
    expect(codes(r)).not.toContain("raised-ferritin-tsat-below-45");
  });

  it("04: anaemia on darbepoetin is read once, against the ESA range, at low priority", () => {
    const r = run(CASE);
    expect(codes(r)).not.toContain("anaemia");
    const ckd = finding(r, "anaemia-ckd");
    expect(ckd?.severity).toBe("low");
    expect(ckd?.clinician).toMatch(/on Darbepoetin alfa this is treated anaemia of CKD.*within the 100–120 g\/L/);
    expect(ckd?.patient).toMatch(/already take a medicine for it/);
    expect(ckd?.evidenceIds).toContain("nice-ng8-anaemia-ckd");
    expect(clinicianText(r)).not.toMatch(/Check MCV to find the cause/);
    expect(patientText(r)).not.toMatch(/What is causing my ana?emia/);
  });

  it("04: a haemoglobin below the ESA range is moderate and goes to the kidney team", () => {
    const c = load(CASE);
    c.labResults = c.labResults.map((l: { name: string }) => (l.name === "Haemoglobin" ? { ...l, value: "92" } : l));
    const ckd = finding(run(c), "anaemia-ckd");
    expect(ckd?.severity).toBe("moderate");
    expect(ckd?.clinician).toMatch(/below the 100–120 g\/L/);
    expect(ckd?.nextSteps.join(" ")).toMatch(/ESA dose and iron status reviewed/);
  });

  it("04: without the ESA the same anaemia is still worked up for other causes", () => {
    const c = load(CASE);
    c.patientContext.medications = c.patientContext.medications.filter(
      (m: { name: string }) => !/darbepoetin/i.test(m.name),
    );
    const r = run(c);
    expect(finding(r, "anaemia-ckd")?.patient).toMatch(/other causes are checked first/);
    expect(codes(r)).toContain("anaemia");
  });

  it("04: a pre-dialysis potassium of 5.5 goes to the dialysis unit, without 'repeat in 3 days' or 'treat the acidosis of CKD'", () => {
    const r = run(CASE);
    const k = finding(r, "hyperkalaemia");
    expect(k?.nextSteps.join(" ")).toMatch(/Share the result with the dialysis unit/);
    expect(k?.nextSteps.join(" ")).not.toMatch(/within 3 days|metabolic acidosis of CKD/);
    expect(k?.patient).toMatch(/dialysis team looks after this/);
  });
});

describe("a cystatin C-based eGFR is another estimate, not a contradicting result (review 20, ckd-mineral-acid)", () => {
  it("06: eGFRcys 38 beside creatinine 68 in a frail 44 kg woman is no mislabelled-sample finding", () => {
    const r = run("06-cystatin-egfr-lower-than-creatinine-frail");
    expect(codes(r)).not.toContain("egfr-creatinine-mismatch");
    expect(patientText(r)).not.toMatch(/probably wrong|do not agree/);
  });

  it("06: the same pair with the eGFR not named as cystatin-based is still flagged", () => {
    const c = load("06-cystatin-egfr-lower-than-creatinine-frail");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "eGFR (creatinine)");
    c.labResults = c.labResults.map((l: { name: string }) =>
      l.name === "eGFR (cystatin C)" ? { ...l, name: "eGFR" } : l,
    );
    expect(codes(run(c))).toContain("egfr-creatinine-mismatch");
  });
});

describe("CKD G5 already in a low clearance clinic (review 20, ckd-mineral-acid)", () => {
  it("08: potassium 6.3 on candesartan stays urgent (high), and no nephrology referral is asked for", () => {
    const r = run("08-ckd5-predialysis-k-6-3-bicarb-15");
    // The UK Kidney Association's moderate band (6.0–6.4) is high, as without a medicine (review 30b, engine-30b).
    expect(finding(r, "raas-hyperkalaemia")?.severity).toBe("high");
    expect(codes(r)).not.toContain("proteinuria-nephrology-referral");
    expect(clinicianText(r)).not.toMatch(/Refer to nephrology/);
  });

  it("09: heavy proteinuria with no kidney clinic in the notes is still referred", () => {
    const c = load("09-ckd3b-urate-acr-a2-bicarb-20-no-gout");
    c.labResults = c.labResults.map((l: { name: string; date: string }) =>
      l.name === "Urine ACR" && l.date === "2026-11-24" ? { ...l, value: "85" } : l,
    );
    expect(codes(run(c))).toContain("proteinuria-nephrology-referral");
  });
});

describe("advanced CKD panels keep their findings (review 20, ckd-mineral-acid)", () => {
  it("01: rising PTH with high phosphate, low calcium and low vitamin D in G4 is CKD-MBD", () => {
    const r = run("01-ckd4-mbd-pth-rising-low-vitd-uk");
    expect(finding(r, "ckd-mineral-bone-disorder")?.clinician).toMatch(/25-hydroxyvitamin D 22 nmol\/L .* is low/);
    expect(codes(r)).toContain("trend-rising");
  });

  it("02: potassium 6.0 on ramipril and spironolactone in HFrEF reduces the MRA first", () => {
    const r = run("02-ckd3b-k-6-acei-mra-sglt2i-uk");
    const k = finding(r, "raas-hyperkalaemia");
    // 6.0 is in the UK Kidney Association's moderate band with 6.1–6.4, with an ECG now (review 23),
    // graded high as the band is without a medicine (review 30b, engine-30b).
    expect(k?.severity).toBe("high");
    expect(k?.nextSteps.join(" ")).toMatch(/Halve the dose of spironolactone or hold it first/i);
  });

  it("05: tacrolimus 13.8 after clarithromycin with a rising creatinine goes to the transplant team today", () => {
    const r = run("05-transplant-tacrolimus-high-creatinine-up");
    expect(finding(r, "cni-level-above-target")?.clinician).toMatch(/Clarithromycin 500 mg inhibits CYP3A4/);
    expect(patientText(r)).toMatch(/contact your transplant team today/);
  });

  it("07: Hb 9.4 g/dL with ferritin 64 and TSAT 14% in G4 (not on an ESA) is iron deficiency with an oral iron trial", () => {
    const r = run("07-ckd4-anaemia-iron-us");
    const ckd = finding(r, "anaemia-ckd");
    expect(ckd?.clinician).toMatch(/NICE NG8 reads a TSAT below 20%/);
    expect(ckd?.nextSteps.join(" ")).toMatch(/3-month trial of oral iron/);
  });
});
