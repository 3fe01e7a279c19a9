import { describe, expect, it } from "vitest";
import { codes, loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The heart-failure and atrial-fibrillation follow-up cases of review 16 (synthetic records, no real patient). */
const CASES = new URL("./fixtures/hf-af-review16/", import.meta.url);

type Report = ReturnType<typeof runReviewCase>;
const { run } = reviewFolder(CASES);
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);
const urgent = (r: Report) => r.findings.filter((f) => f.severity === "high" || f.severity === "critical");

describe("potassium 5.7 two weeks after starting spironolactone in HFrEF (case 01)", () => {
  it("halves or holds the MRA first, and does not call the creatinine rise expected", () => {
    const r = run("01-spironolactone-k-5-7");
    const k = find(r, "raas-hyperkalaemia");
    expect(k?.severity).toBe("high");
    expect(k?.nextSteps.join(" ")).toMatch(/Halve the dose of spironolactone 25 mg tablets or hold it first/i);
    expect(find(r, "hf-creatinine-rise-expected")).toBeUndefined();
  });

  it("stops the MRA and asks for an ECG now when potassium is above 6.0", () => {
    const c = loadReviewCase(CASES, "01-spironolactone-k-5-7");
    c.data.recentAbnormalLabs[0].value = "6.2";
    c.data.labTrends[0].values[1].value = "6.2";
    const k = find(runReviewCase(c), "raas-hyperkalaemia");
    // The UK Kidney Association's moderate band (6.0–6.4) is high (review 30b, engine-30b).
    expect(k?.severity).toBe("high");
    expect(k?.nextSteps.join(" ")).toMatch(
      /Stop spironolactone 25 mg tablets \(potassium above 6\.0 mmol\/L in heart failure\)/,
    );
    expect(k?.nextSteps.join(" ")).toMatch(/Check an ECG now/);
  });
});

describe("creatinine rise after raising sacubitril/valsartan or starting dapagliflozin (cases 02, 03)", () => {
  it("reads a 22% rise after sacubitril/valsartan as within ESC's accepted range, and keeps it", () => {
    const r = run("02-sacubitril-valsartan-creat-acceptable");
    const f = find(r, "hf-creatinine-rise-expected");
    expect(f?.clinician).toMatch(/up 22% from 92 µmol\/L \(2026-11-05\) before sacubitril\/valsartan/);
    expect(f?.clinician).toMatch(/less than 50% above baseline that stays below 266 µmol\/L/);
    expect(f?.patient).toMatch(/after sacubitril\/valsartan was started or increased/);
    expect(f?.patient).toMatch(/not a reason to stop it/);
    expect(f?.nextSteps[0]).toMatch(/^Continue the medicine/);
    // The rise is stated from the value before the change, not as a generic trend from June.
    expect(r.findings.some((x) => x.code === "trend-rising" && /Creatinine/.test(x.title))).toBe(false);
    const ckd = find(r, "ckd-stage");
    expect(ckd?.clinician).not.toMatch(/acute kidney injury has to be excluded/);
    expect(ckd?.nextSteps.join(" ")).not.toMatch(/exclude acute kidney injury/);
  });

  it("reads a start stated only in the notes of a lab-results request (dapagliflozin)", () => {
    const f = find(run("03-dapagliflozin-egfr-dip"), "hf-creatinine-rise-expected");
    expect(f?.clinician).toMatch(
      /up 12% from 117 µmol\/L \(2026-10-28\) before dapagliflozin \("dapagliflozin 10mg started" in the notes\)/,
    );
    expect(f?.clinician).toMatch(/Potassium 4\.6 mmol\/L .* at or below 5\.5 mmol\/L/);
  });

  it("stays silent beyond the accepted range, with potassium above 5.5, or with no recent change", () => {
    const big = loadReviewCase(CASES, "02-sacubitril-valsartan-creat-acceptable");
    big.data.recentAbnormalLabs[0].value = "142";
    big.data.labTrends[0].values[2].value = "142";
    expect(find(runReviewCase(big), "hf-creatinine-rise-expected")).toBeUndefined();

    const potassium = loadReviewCase(CASES, "02-sacubitril-valsartan-creat-acceptable");
    potassium.data.recentNormalLabs[0].value = "5.8";
    potassium.data.labTrends[1].values[1].value = "5.8";
    expect(find(runReviewCase(potassium), "hf-creatinine-rise-expected")).toBeUndefined();

    const old = loadReviewCase(CASES, "02-sacubitril-valsartan-creat-acceptable");
    old.data.medications[0].startDate = "2025-01-10";
    old.data.additionalContext = "Post U&E. Asymptomatic. Weight stable 71 kg.";
    expect(find(runReviewCase(old), "hf-creatinine-rise-expected")).toBeUndefined();
  });
});

describe("stable HFrEF on full treatment (case 04, quiet)", () => {
  it("raises nothing urgent and reads the falling NT-proBNP as low priority", () => {
    const r = run("04-stable-hfref-full-gdmt");
    expect(urgent(r)).toEqual([]);
    const np = find(r, "natriuretic-peptide-known-hf");
    expect(np?.severity).toBe("low");
    expect(np?.clinician).toMatch(/down from 1420 pg\/mL \(2025-11-18\)/);
    expect(np?.clinician).toMatch(/does not support measuring them routinely to guide the titration/);
    expect(np?.patient).toMatch(/come down/);
    expect(np?.nextSteps.join(" ")).not.toMatch(/Compare with previous/);
    expect(codes(r)).not.toContain("hf-iron-deficiency");
    expect(codes(r)).not.toContain("raas-hyperkalaemia");
    expect(codes(r)).not.toContain("hf-creatinine-rise-expected");
  });
});

describe("iron deficiency in HFrEF with a ferritin above the laboratory range (case 05)", () => {
  it("names iron deficiency by the heart-failure definition and offers intravenous iron", () => {
    const r = run("05-iron-deficiency-hfref");
    const f = find(r, "hf-iron-deficiency");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /ferritin 168 µg\/L \(2026-11-24\), in the 100–299 µg\/L band, with transferrin saturation 14/,
    );
    expect(f?.clinician).toMatch(/ESC 2023 recommends intravenous iron when symptomatic/);
    expect(f?.clinician).toMatch(/Oral iron does not replete iron in HFrEF/);
    expect(f?.nextSteps[0]).toMatch(/^Offer intravenous iron \(ferric carboxymaltose or ferric derisomaltose\)/);
    expect(f?.patient).toMatch(/short of iron/);
    expect(f?.patient).toMatch(/thins the blood/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["esc-2021-hf", "esc-2023-hf-fu"]));
    // Not sent looking for inflammation or fatty liver behind a "raised ferritin".
    expect(codes(r)).not.toContain("raised-ferritin-tsat-below-45");
  });

  it("needs heart failure, and a TSAT below 20% when ferritin is 100–299 µg/L", () => {
    const replete = loadReviewCase(CASES, "05-iron-deficiency-hfref");
    replete.data.recentAbnormalLabs[0].value = "24";
    expect(find(runReviewCase(replete), "hf-iron-deficiency")).toBeUndefined();

    const noHf = loadReviewCase(CASES, "05-iron-deficiency-hfref");
    noHf.data.pastMedicalHistory = [{ display: "Hypertension", clinicalStatus: "active" }];
    noHf.data.imagingStudies = [];
    noHf.data.additionalContext = "Tired. No GI symptoms.";
    const r = runReviewCase(noHf);
    expect(find(r, "hf-iron-deficiency")).toBeUndefined();
    expect(codes(r)).toContain("raised-ferritin-tsat-below-45");
  });
});

describe("hyponatraemia and hypokalaemia after metolazone on a loop diuretic (case 06)", () => {
  it("treats the symptomatic sodium as urgent and names both diuretics", () => {
    const r = run("06-hyponatraemia-loop-thiazide");
    expect(find(r, "hyponatraemia")?.severity).toBe("critical");
    expect(find(r, "diuretic-hyponatraemia")?.clinician).toMatch(/Metolazone 2\.5 mg tablets and furosemide/i);
    expect(codes(r)).toContain("diuretic-hypokalaemia");
    expect(find(r, "hf-creatinine-rise-expected")).toBeUndefined();
  });
});

describe("AF on digoxin and bisoprolol with a slow pulse and apixaban 5 mg (case 07)", () => {
  it("asks for same-day review of the bradycardia and a lower apixaban dose", () => {
    const r = run("07-af-digoxin-bisoprolol-slow-apixaban-dose");
    const slow = find(r, "bradycardia-adult");
    expect(slow?.severity).toBe("high");
    expect(slow?.clinician).toMatch(/Digoxin 125 micrograms tablets and Bisoprolol 5 mg tablets/i);
    // Review 20 (older-adults-meds): at a clearance of 15–29 mL/min the clearance finding asks for
    // 2.5 mg whatever the age and weight, and the criteria finding steps aside for it.
    expect(find(r, "doac-crcl-apixaban-severe")?.severity).toBe("high");
    expect(find(r, "apixaban-af-dose-high")).toBeUndefined();
    expect(codes(r)).toContain("digoxin-low-potassium");
  });
});

describe("AF well anticoagulated at the correct apixaban dose (case 08, quiet)", () => {
  it("raises nothing urgent and no DOAC dose finding", () => {
    const r = run("08-af-apixaban-correct-quiet");
    expect(urgent(r)).toEqual([]);
    expect(codes(r).filter((c) => /apixaban|doac|anticoagula/.test(c))).toEqual([]);
  });
});

describe("AF with CHA2DS2-VA 3 on aspirin only (case 09)", () => {
  it("recommends an anticoagulant and says aspirin is not stroke prevention", () => {
    const f = find(run("09-af-aspirin-only-no-anticoagulant"), "af-no-anticoagulant");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/CHA2DS2-VA score 3/);
    expect(f?.clinician).toMatch(/antiplatelet therapy alone is not recommended/);
  });
});

describe("rivaroxaban 20 mg with a creatinine clearance near 29 mL/min (case 10)", () => {
  it("flags the dose against the label", () => {
    const f = find(run("10-rivaroxaban-crcl-low"), "doac-crcl-rivaroxaban");
    expect(f?.clinician).toMatch(/creatinine clearance of about 29 mL\/min/);
    expect(f?.clinician).toMatch(/15 mg once daily at 15–49 mL\/min/);
  });
});

describe("NT-proBNP 1650 ng/L in a breathless 79-year-old without known heart failure (case 11)", () => {
  it("gives NICE's 6-week referral and does not repeat the peptide as its own supporting result", () => {
    const f = find(run("11-ntprobnp-gp-referral"), "hf-decompensation-signs");
    expect(f?.nextSteps[0]).toMatch(/within 6 weeks/);
    expect(f?.clinician.match(/NT-proBNP 1650 ng\/L/g)?.length).toBe(1);
    expect(f?.clinician).not.toMatch(/Supporting results: NT-proBNP/);
  });
});
