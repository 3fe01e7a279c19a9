import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  runReviewCase,
  type ReviewCase,
} from "../testing/review-case.ts";

const folder = new URL("./fixtures/urology-21-review21/", import.meta.url);
const run = (name: string) => runReviewCase(loadReviewCase(folder, name));

describe("urology and urinalysis sweep (review 21, urology-21)", () => {
  it("refers a man of 62 with 1+ blood on the dipstick and a raised white cell count on the NG12 pathway", () => {
    const r = run("01-uk-nvh-62-dipstick-1plus-no-uti");
    const f = finding(r, "haematuria-suspected-cancer-referral");
    expect(f?.clinician).toMatch(
      /60 or over with unexplained non-visible haematuria and dysuria or a raised white cell count/,
    );
  });

  it("refers visible haematuria at 48 urgently, with no microscopy request", () => {
    const r = run("02-ehr-visible-haematuria-48-smoker");
    expect(finding(r, "haematuria-suspected-cancer-referral")?.clinician).toMatch(/Visible hematuria/);
    expect(codes(r)).not.toContain("dipstick-blood-confirm-microscopy");
  });

  it("asks to repeat a dipstick taken during a period once it has passed", () => {
    const r = run("03-dipstick-blood-during-period-31f");
    const f = finding(r, "dipstick-blood-confirm-microscopy");
    expect(f?.clinician).toMatch(/The notes record "day 2 of her period"/);
    expect(f?.nextSteps).toEqual(["Repeat the urinalysis with microscopy once the noted cause has passed"]);
    expect(f?.patient).toMatch(/repeated once it has passed/);
  });

  it("keeps the microscopy request when no passing cause is noted", () => {
    const c: ReviewCase = loadReviewCase(folder, "03-dipstick-blood-during-period-31f");
    c.patientContext.clinicalNotes = "Pre-employment check. No urinary symptoms.";
    const f = finding(runReviewCase(c), "dipstick-blood-confirm-microscopy");
    expect(f?.nextSteps.join(" ")).toMatch(/Send urine for microscopy/);
    expect(f?.clinician).not.toMatch(/The notes record/);
  });

  it("does not call glomerular-looking microhaematuria harmless in the patient report", () => {
    const r = run("04-glomerular-dysmorphic-rbc-proteinuria-44m");
    const f = finding(r, "microhaematuria-evaluation");
    expect(f?.clinician).toMatch(/kidney \(glomerular\) source/);
    expect(f?.patient).not.toMatch(/harmless/);
    expect(f?.patient).toMatch(
      /Your urine test found blood, seen only under the microscope. There are signs that it may come from the kidneys' filters/,
    );
    expect(patientText(r)).not.toMatch(/small amount of blood, seen only under the microscope\. This is common/);
  });

  it("reads a stone former's high 24-hour urine calcium and uric acid as targets for prevention", () => {
    const r = run("05-recurrent-calcium-oxalate-stones-24h-urine");
    const f = finding(r, "stone-former-urine-risk");
    expect(f?.clinician).toMatch(/24-hour urine calcium 342 mg\/24 hr/);
    expect(f?.clinician).toMatch(/urine volume, 1\.4 L .* below the 2 liters a day/);
    expect(f?.clinician).toMatch(/thiazide-type diuretic lowers urine calcium/);
    expect(f?.clinician).toMatch(/allopurinol is an option/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["worcester-coe-2010-calcium-stones", "aua-2014-kidney-stones"]),
    );
  });

  it("does not offer a drug the stone former already takes, and stays silent with no stone history", () => {
    const c: ReviewCase = loadReviewCase(folder, "05-recurrent-calcium-oxalate-stones-24h-urine");
    c.patientContext.medications = [{ name: "Chlorthalidone", dosage: "25 mg", frequency: "daily" }];
    const f = finding(runReviewCase(c), "stone-former-urine-risk");
    expect(f?.clinician).not.toMatch(/thiazide/);
    expect(f?.nextSteps.join(" ")).toMatch(/Consider allopurinol to prevent further stones/);

    c.patientContext.conditions = [];
    c.patientContext.clinicalNotes = "Routine metabolic work-up.";
    expect(codes(runReviewCase(c))).not.toContain("stone-former-urine-risk");
  });

  it("leaves a stone former's urine calcium to the hypercalcaemia reading when serum calcium is high", () => {
    const c: ReviewCase = loadReviewCase(folder, "05-recurrent-calcium-oxalate-stones-24h-urine");
    c.labResults[5].value = "11.2";
    expect(codes(runReviewCase(c))).not.toContain("stone-former-urine-risk");
  });

  it("asks for a culture before the antibiotic in a man with a likely lower UTI", () => {
    const r = run("07-ehr-male-uti-58");
    const f = finding(r, "uti-dipstick-likely");
    expect(f?.clinician).toMatch(/In a man, NICE NG109 advises an immediate antibiotic \(a 7-day course\)/);
    expect(f?.nextSteps[0]).toMatch(/^Send a midstream urine for culture and susceptibility before the antibiotic/);
    expect(f?.nextSteps.join(" ")).toMatch(/prostatitis/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/where local guidance asks for it/);
    expect(f?.evidenceIds).toContain("nice-ng109-lower-uti");
  });

  it("reads dipstick blood with a very high CK as part of rhabdomyolysis", () => {
    const r = run("08-myoglobinuria-ck-18000");
    expect(codes(r)).toContain("rhabdomyolysis");
    expect(codes(r)).not.toContain("dipstick-blood-confirm-microscopy");
    expect(clinicianText(r)).toMatch(/cola-coloured urine/);
  });

  it("keeps a normal urinalysis quiet", () => {
    const r = run("09-normal-urinalysis-quiet");
    expect(r.findings).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out as a concern/);
  });
});
