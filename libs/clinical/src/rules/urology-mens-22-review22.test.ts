import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/urology-mens-22-review22/", import.meta.url);
const { run } = reviewFolder(FOLDER);
const PROSTATE_CODES = /^psa-|prostate/;

describe("PSA by age, confounders, free PSA, renal cysts, testosterone and haematuria (review 22, urology-mens-22)", () => {
  it("01: reads a PSA of 3.8 at 54 inside the lab range as raised by the NHS 3.0 threshold for 50 to 69", () => {
    const r = run("01-psa-3-8-age-54-uk");
    const f = finding(r, "psa-above-nhs-threshold");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/PSA 3\.8 µg\/L \(2026-11-26\) at age 54 is below the generic 4\.0 ng\/mL cut-off/);
    expect(f?.clinician).toMatch(/inside the laboratory's range/);
    expect(f?.clinician).toMatch(/Prostate Cancer Risk Management Programme treats as raised in men aged 50 to 69/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["pcrmp-psa-gp-summary", "scottish-referral-guidelines-prostate-2025"]),
    );
    expect(f?.patient).toMatch(/counts a level of 3 or more as raised/);
    // The notes deny infection and ejaculation: no deferral is read into them.
    expect(f?.clinician).not.toMatch(/cannot be interpreted/);
    expect(codes(r)).not.toContain("psa-elevated");
  });

  it("01: stays silent on the same PSA at 45 and defers it when taken after a bike ride", () => {
    const young = loadReviewCase(FOLDER, "01-psa-3-8-age-54-uk");
    young.patientContext.age = "45";
    expect(codes(runReviewCase(young))).not.toContain("psa-above-nhs-threshold");
    // With symptoms, NG12's threshold for his age (more than 4.5 at 64) governs, not the PCRMP level.
    const symptomatic = loadReviewCase(FOLDER, "01-psa-3-8-age-54-uk");
    symptomatic.patientContext.age = "64";
    symptomatic.patientContext.clinicalNotes = "Nocturia three times a night and a poor stream.";
    expect(codes(runReviewCase(symptomatic)).filter((c) => PROSTATE_CODES.test(c))).toEqual([]);
    const cycled = loadReviewCase(FOLDER, "01-psa-3-8-age-54-uk");
    cycled.patientContext.clinicalNotes = "Asked for a PSA test. Cycled 50 miles the morning of the test.";
    const f = finding(runReviewCase(cycled), "psa-above-nhs-threshold");
    expect(f?.clinician).toMatch(/cannot be interpreted and is not a reason to refer now/);
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat PSA with no vigorous exercise/);
  });

  it("02: doubles a PSA of 2.6 on dutasteride and reads it against the NG12 threshold at 64 with symptoms", () => {
    const r = run("02-psa-2-6-on-dutasteride-age-64-uk");
    const f = finding(r, "psa-on-5-ari");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/doubled, it is about 5\.2 µg\/L, above the NICE NG12 threshold for his age/);
    expect(codes(r)).not.toContain("psa-above-nhs-threshold");
    expect(codes(r)).not.toContain("psa-elevated");
  });

  it("03: defers a PSA taken just after catheterisation and a treated UTI instead of a 2-week-wait referral", () => {
    const r = run("03-psa-7-4-after-catheter-uti-age-71-uk");
    expect(codes(r)).not.toContain("psa-above-age-threshold-symptomatic");
    const f = finding(r, "psa-elevated");
    expect(f?.clinician).toMatch(/after urinary tract instrumentation \(the notes record "catheterised"\)/);
    expect(f?.clinician).toMatch(/cannot be interpreted and is not a reason to refer now/);
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat PSA about 6 weeks after the urinary infection has been treated/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/suspected prostate cancer pathway/);
    expect(f?.patient).toMatch(/while you had, or had just had, a urine infection/);
  });

  it("03: reads catheterisation alone as a reason to repeat the PSA six weeks later", () => {
    const c = loadReviewCase(FOLDER, "03-psa-7-4-after-catheter-uti-age-71-uk");
    c.patientContext.clinicalNotes =
      "Catheterised for a cystoscopy 5 days ago. Previous PSA 2.9 in 2025. No infection, no urinary symptoms.";
    const f = finding(runReviewCase(c), "psa-elevated");
    expect(f?.clinician).toMatch(/repeated six weeks later/);
    expect(f?.nextSteps.join(" ")).toMatch(/about 6 weeks after the catheterisation or procedure/);
    expect(f?.patient).toMatch(/soon after a catheter or a procedure on the urinary tract/);
  });

  it("04: reads a free-to-total PSA ratio of 9% with a total PSA of 5.6 instead of leaving it unexplained", () => {
    const r = run("04-psa-5-6-free-ratio-9-age-66-us");
    const f = finding(r, "psa-elevated");
    expect(f?.clinician).toMatch(/The free-to-total PSA ratio is 9% \(2026-11-20\)/);
    expect(f?.clinician).toMatch(/a lower free share points towards cancer rather than benign enlargement/);
    expect(f?.clinician).toMatch(/without ruling it out/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["catalona-1995-free-psa", "hoffman-2000-free-total-psa-ratio"]),
    );
    expect(f?.patient).toMatch(/share of your PSA that is 'free'/);
  });

  it("05: stays quiet on a low, stable PSA after a benign TURP", () => {
    const r = run("05-psa-0-9-after-turp-on-finasteride-quiet-uk");
    expect(codes(r).filter((c) => PROSTATE_CODES.test(c))).toEqual([]);
    expect(patientText(r)).not.toMatch(/PSA/);
  });

  it("06: advises follow-up imaging, not surgery, for a Bosniak IIF cyst", () => {
    const r = run("06-ehr-bosniak-iif-cyst-68");
    const f = finding(r, "renal-cyst-bosniak");
    expect(f?.clinician).toMatch(/Bosniak IIF/);
    expect(f?.clinician).toMatch(/surveillance with follow-up CT or MRI is advised rather than treatment/);
    expect(f?.patient).toMatch(/Repeat scans are advised/);
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/nephrectomy|surgical referral/i);
  });

  it("07: stays quiet on a stable simple (Bosniak I) renal cyst", () => {
    const r = run("07-ehr-bosniak-i-stable-quiet");
    expect(codes(r).filter((c) => /cyst|renal|kidney|bosniak/.test(c))).toEqual([]);
  });

  it("08: asks for a fasting morning repeat of a single low testosterone, worded as a sample taken non-fasting", () => {
    const r = run("08-testosterone-7-1-morning-once-age-52-uk");
    const f = finding(r, "low-testosterone-confirm-first");
    expect(f?.clinician).toMatch(
      /is low on a sample taken non-fasting, which can read lower than a fasting morning one/,
    );
    expect(f?.clinician).not.toMatch(/on a sample non-fasting/);
    expect(f?.clinician).toMatch(/at least two occasions/);
    expect(f?.patient).toMatch(/morning sample taken before eating/);
  });

  it("09: withholds testosterone gel with a haematocrit of 0.55", () => {
    const r = run("09-haematocrit-0-55-on-testosterone-gel-uk");
    const f = finding(r, "testosterone-high-haematocrit");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/above 54%, where the Endocrine Society advises withholding testosterone/);
    expect(f?.patient).toMatch(/Do not change it on your own/);
  });

  it("10: places a 69-year-old 45 pack-year smoker with microhaematuria in the AUA high-risk group", () => {
    const r = run("10-ehr-microhaematuria-69-smoker-us");
    const f = finding(r, "microhaematuria-evaluation");
    expect(f?.clinician).toMatch(/high risk \(man of 69, 45 pack-years of smoking\)/);
    expect(f?.clinician).toMatch(/cystoscopy and CT urography/);
  });

  it("11: stays quiet on a PSA of 2.4 at 63", () => {
    const r = run("11-psa-2-4-age-63-quiet-uk");
    expect(codes(r).filter((c) => PROSTATE_CODES.test(c))).toEqual([]);
    expect(clinicianText(r)).not.toMatch(/Raised PSA/);
  });

  it("12: defers a PSA of 4.1 taken after ejaculation and a long ride", () => {
    const f = finding(run("12-psa-4-1-two-days-after-ejaculation-age-58-uk"), "psa-elevated");
    expect(f?.clinician).toMatch(/after vigorous exercise .* and after ejaculation/);
    expect(f?.clinician).toMatch(/cannot be interpreted/);
  });

  it("13: reads a PSA of 0.24 and rising after radical prostatectomy as biochemical recurrence", () => {
    const r = run("13-ehr-psa-rising-after-prostatectomy-67");
    const f = finding(r, "psa-rising-after-prostatectomy");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/biochemical recurrence/);
    expect(f?.patient).toMatch(/normal range on the lab report does not apply/);
    expect(codes(r)).not.toContain("psa-above-nhs-threshold");
  });

  it("14: reads a PSA of 4.6 at 74 against the UK age band for 70 to 79, not only the generic 4.0", () => {
    const r = run("14-psa-4-6-age-74-asymptomatic-uk");
    const f = finding(r, "psa-elevated");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/refer men of 70 to 79 at 5 ng\/mL or more/);
    expect(f?.clinician).toMatch(/below the referral level for his age/);
    expect(f?.nextSteps.join(" ")).toMatch(/refer if it reaches 5 ng\/mL or more/);
    expect(f?.patient).toMatch(/only from a level of 5/);
  });

  it("15: doubles a PSA of 1.7 on finasteride 1 mg at 61 against the NHS 3.0 level and calls it a hair-loss medicine", () => {
    const r = run("15-psa-1-7-on-finasteride-age-61-asymptomatic-uk");
    const f = finding(r, "psa-on-5-ari");
    expect(f?.clinician).toMatch(/doubled, it is about 3\.4 µg\/L, below the generic 4\.0 ng\/mL cut-off/);
    expect(f?.clinician).toMatch(
      /at or above 3\.0 ng\/mL, the level the NHS Prostate Cancer Risk Management Programme/,
    );
    expect(f?.patient).toMatch(/a medicine for hair loss that lowers the PSA test/);
    expect(f?.patient).not.toMatch(/enlarged prostate/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["pcrmp-psa-gp-summary", "dermatology-times-propecia-psa"]));
    expect(codes(r)).not.toContain("psa-above-nhs-threshold");
  });

  it("16: stays quiet on a PSA of 0.8 on finasteride at 70 (about 1.6 doubled)", () => {
    const r = run("16-psa-0-8-on-finasteride-age-70-quiet-uk");
    expect(codes(r).filter((c) => PROSTATE_CODES.test(c))).toEqual([]);
  });

  it("17: flags a haematocrit of 0.52 on testosterone injections without the above-54% withholding advice", () => {
    const f = finding(run("17-haematocrit-0-52-on-testosterone-injections-uk"), "testosterone-high-haematocrit");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/High haematocrit 0\.52 L\/L/);
    expect(f?.clinician).not.toMatch(/above 54%/);
  });

  // The UK record (NHS Health Check) is read the UK way since review 22 uk-us-22: repeat dipsticks, not microscopy.
  it("18: asks to repeat 1+ dipstick blood in a 64-year-old UK smoker without dysuria, with no NG12 referral", () => {
    const r = run("18-dipstick-blood-1plus-64-smoker-no-dysuria-uk");
    expect(codes(r)).toContain("dipstick-blood-repeat-uk");
    expect(codes(r)).not.toContain("dipstick-blood-confirm-microscopy");
    expect(codes(r)).not.toContain("haematuria-suspected-cancer-referral");
  });

  it("14: keeps the usual reading of a PSA of 5.4 at 74", () => {
    const c = loadReviewCase(FOLDER, "14-psa-4-6-age-74-asymptomatic-uk");
    c.labResults[0].value = "5.4";
    const f = finding(runReviewCase(c), "psa-elevated");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/below the referral level/);
  });
});
