import { describe, expect, it } from "vitest";
import { SEVERITY_RANK } from "../model.ts";
import { clinicianText, codes, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/cardiology-labs-review20/", import.meta.url));
type Run = ReturnType<typeof run>;
const find = (r: Run, code: string) => r.findings.find((f) => f.code === code);
/** Words that send a patient for help at once. */
const ACT_NOW = /Please act on this now|emergency department|call your local emergency number now/i;

describe("INR above the warfarin target without bleeding is graded by the warfarin finding (review 20, cardiology labs)", () => {
  it("05: INR 5.5 on warfarin, no bleeding: no critical line, no emergency advice, the clinic today", () => {
    const r = run("05-af-warfarin-inr-5-5-no-bleeding-ehr");
    expect(r.findings.filter((f) => f.severity === "critical").map((f) => f.code)).toEqual([]);
    const line = find(r, "lab-critical");
    expect(line?.severity).toBe("high");
    expect(line?.patient).toMatch(/explained with the high INR on warfarin/);
    expect(find(r, "warfarin-inr-high")?.nextSteps.join(" ")).toMatch(/Routine vitamin K is not suggested/);
    expect(patientText(r)).not.toMatch(ACT_NOW);
    expect(patientText(r)).toMatch(/anticoagulation clinic today/);
  });

  it("06: INR 9.1 with a nosebleed and blood in the urine keeps the critical line and a same-day plan", () => {
    const r = run("06-af-warfarin-inr-9-bleeding-us");
    expect(find(r, "lab-critical")?.severity).toBe("critical");
    const f = find(r, "warfarin-inr-high");
    expect(f?.clinician).toMatch(/a nosebleed and blood in the urine/);
    expect(f?.nextSteps.join(" ")).toMatch(/intravenous vitamin K/);
    expect(patientText(r)).toMatch(/seen by a doctor today/);
  });
});

describe("a raised natriuretic peptide in someone breathless is told once, with NICE's timing (review 20, cardiology labs)", () => {
  it("01: NT-proBNP 2600 ng/L with increasing breathlessness: one heart-failure finding, 2-week referral said once", () => {
    const r = run("01-ntprobnp-2600-breathless-uk");
    expect(codes(r)).toContain("hf-decompensation-signs");
    expect(codes(r)).not.toContain("natriuretic-peptide-elevated");
    expect(clinicianText(r).match(/within 2 weeks\./g)).toHaveLength(1);
    expect(patientText(r).match(/within 2 weeks at this level/g)).toHaveLength(1);
  });

  // Review 29b (country-29b): a US record is not given NICE's 6-week band; the echocardiogram stays.
  it("02: NT-proBNP 850 pg/mL (US units) without signs of congestion: the raised-peptide finding with echocardiography, no NICE band", () => {
    const f = find(run("02-ntprobnp-850-obese-us"), "natriuretic-peptide-elevated");
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/NICE|6 weeks/);
    expect(f?.nextSteps.join(" ")).toMatch(/[Ee]chocardiogra/);
  });

  it("03: 'sleeping on 3 pillows' is orthopnoea; BNP carries no NICE NT-proBNP timing", () => {
    const r = run("03-bnp-180-breathless-uk");
    const f = find(r, "hf-decompensation-signs");
    expect(f?.clinician).toMatch(/orthopnoea in the notes \("sleeping on 3 pillows"\)/);
    expect(codes(r)).not.toContain("natriuretic-peptide-elevated");
    expect(clinicianText(r)).not.toMatch(/NICE/);
  });

  it("03: two pillows is how many people sleep, not orthopnoea", () => {
    const c = load("03-bnp-180-breathless-uk");
    (c.patientContext as { clinicalNotes: string }).clinicalNotes =
      "Breathless on exertion for 4 weeks, sleeping on 2 pillows.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("hf-decompensation-signs");
    expect(codes(r)).toContain("natriuretic-peptide-elevated");
  });
});

describe("other cardiology results (review 20, cardiology labs)", () => {
  it("04: a troponin matching one months earlier in CKD G4, no symptoms, is chronic injury, not an emergency", () => {
    const r = run("04-troponin-stable-ckd-no-pain-uk");
    const f = find(r, "troponin-elevated");
    expect(f?.severity).not.toBe("critical");
    expect(f?.clinician).toMatch(/chronic myocardial injury/);
    expect(patientText(r)).not.toMatch(ACT_NOW);
  });

  // Review 21 (cardio-meds-leftovers): with a normal free T4 the subclinical hypothyroidism finding
  // names amiodarone, and amiodarone-thyroid no longer tells the same TSH a second time.
  it("07: a raised TSH on amiodarone is named as the amiodarone's effect", () => {
    const r = run("07-amiodarone-tsh-high-alt-us");
    expect(find(r, "subclinical-hypothyroidism")?.clinician).toMatch(/TSH 9.8 mIU\/L.*On amiodarone, a likely cause/);
    expect(find(r, "amiodarone-thyroid")).toBeUndefined();
  });

  it("08: potassium 5.8 on sacubitril/valsartan and spironolactone: the MRA is halved or held first", () => {
    const f = find(run("08-hf-arni-spiro-k-5-8-egfr-fall-ehr"), "raas-hyperkalaemia");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/Halve the dose of spironolactone 25 mg or hold it first/i);
  });

  it("09: Lp(a) 92 mg/dL is a risk enhancer, with cascade testing", () => {
    const f = find(run("09-lpa-high-mgdl-us"), "lpa-elevated");
    expect(f?.clinician).toMatch(/50 mg\/dL or 125 nmol\/L/);
    expect(f?.nextSteps.join(" ")).toMatch(/cascade testing/);
  });

  it("10: hypertension at 35 with potassium 3.2 asks for an aldosterone:renin screen after correcting the potassium", () => {
    const f = find(run("10-htn-35y-low-potassium-uk"), "primary-aldosteronism-screen");
    expect(f?.nextSteps[0]).toMatch(/Correct the low potassium first/);
  });

  it("11: a healthy 50-year-old with normal lipids and BP 124/78 hears nothing above low priority and nothing alarming", () => {
    const r = run("11-healthy-50m-normal-lipids-bp-ehr");
    expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.low).map((f) => f.code)).toEqual([]);
    expect(patientText(r)).not.toMatch(/urgent|as soon as possible|emergency department|serious/i);
  });
});
