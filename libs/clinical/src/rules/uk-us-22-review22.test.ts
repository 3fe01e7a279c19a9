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

const FOLDER = new URL("./fixtures/uk-us-22-review22/", import.meta.url);
const { run } = reviewFolder(FOLDER);

describe("UK records get UK advice, US records keep US advice (review 22, uk-us-22)", () => {
  it("01: gives a UK gonorrhoea record BASHH practice: cultures first, ceftriaxone 1 g, test of cure for everyone", () => {
    const r = run("01-gonorrhoea-naat-uk-gum-clinic");
    const f = finding(r, "gonorrhoea-positive");
    expect(f?.clinician).toMatch(/1 g intramuscular dose of ceftriaxone/);
    expect(f?.clinician).toMatch(/test of cure for everyone/);
    expect(f?.clinician).not.toMatch(/CDC 2020: a single 500 mg/);
    expect(f?.nextSteps.join(" ")).toMatch(/cultures from the infected sites before treatment/);
    expect(f?.nextSteps.join(" ")).toMatch(/ceftriaxone 1 g/);
    expect(f?.nextSteps.join(" ")).toMatch(/Test of cure for everyone: NAAT about 3 weeks/);
    expect(f?.evidenceIds).toContain("nhs-borders-gonorrhoea-bashh");
    expect(patientText(r)).toMatch(/about 3 weeks after treatment/);
  });

  it("02: keeps the CDC 500 mg regimen and a throat-only test of cure for a US gonorrhoea record", () => {
    const r = run("02-gonorrhoea-naat-us-clinic");
    const f = finding(r, "gonorrhoea-positive");
    expect(f?.clinician).toMatch(/CDC 2020: a single 500 mg/);
    expect(f?.nextSteps.join(" ")).toMatch(/ceftriaxone 500 mg/);
    expect(f?.nextSteps.join(" ")).toMatch(/test of cure at 7–14 days for throat infection/);
    expect(f?.evidenceIds).not.toContain("nhs-borders-gonorrhoea-bashh");
    expect(clinicianText(r)).not.toMatch(/BASHH/);
  });

  it("03: reads a UK man's PSA of 6.1 at 62 against the NHS 3.0 level, with the UK sources, not 'the commonly used 4.0'", () => {
    const f = finding(run("03-psa-6-1-age-62-uk-gp"), "psa-elevated");
    expect(f?.clinician).toMatch(/3\.0 ng\/mL the NHS Prostate Cancer Risk Management Programme treats as raised/);
    expect(f?.clinician).not.toMatch(/commonly used 4\.0/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["pcrmp-psa-gp-summary", "scottish-referral-guidelines-prostate-2025"]),
    );
  });

  it("03: reads a UK man of 76 with PSA 5.8 against the Scottish 5 ng/mL level for 70 to 79", () => {
    const c = loadReviewCase(FOLDER, "03-psa-6-1-age-62-uk-gp");
    c.patientContext!.age = "76";
    c.labResults![0]!.value = "5.8";
    const f = finding(runReviewCase(c), "psa-elevated");
    expect(f?.clinician).toMatch(/5 ng\/mL from which the Scottish referral guidelines refer men aged 70 to 79/);
  });

  it("04: keeps 'the commonly used 4.0' and no UK source for a US man with the same PSA", () => {
    const f = finding(run("04-psa-6-1-age-62-us"), "psa-elevated");
    expect(f?.clinician).toMatch(/commonly used 4\.0 ng\/mL threshold/);
    expect(f?.evidenceIds).not.toContain("pcrmp-psa-gp-summary");
  });

  it("05: asks a UK record with one 1+ dipstick to repeat the dipstick, not to send microscopy", () => {
    const r = run("05-dipstick-blood-1plus-uk-nice");
    const f = finding(r, "dipstick-blood-repeat-uk");
    expect(f?.clinician).toMatch(/without microscopy/);
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat the dipstick twice/);
    expect(codes(r)).not.toContain("dipstick-blood-confirm-microscopy");
    expect(patientText(r)).not.toMatch(/under the microscope/);
  });

  it("05: a UK strip taken 'during her period' is repeated as a dipstick once the period is over", () => {
    const c = loadReviewCase(FOLDER, "05-dipstick-blood-1plus-uk-nice");
    c.patientContext!.clinicalNotes =
      "Urinalysis at the GP practice. Sample taken during her period. No urinary symptoms.";
    c.patientContext!.age = "38";
    const f = finding(runReviewCase(c), "dipstick-blood-repeat-uk");
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat the dipstick once the noted cause has passed/);
    expect(f?.clinician).not.toMatch(/with microscopy/);
  });

  it("06: keeps the AUA/SUFU microscopy step for a US record with the same strip", () => {
    const r = run("06-dipstick-blood-1plus-us");
    expect(codes(r)).toContain("dipstick-blood-confirm-microscopy");
    expect(codes(r)).not.toContain("dipstick-blood-repeat-uk");
  });

  it("07: offers atorvastatin 20 mg to a UK woman of 80 with type 2 diabetes and QRISK3 32% (NICE to 84, not ADA's 75)", () => {
    const f = finding(run("07-t2dm-age-80-uk-qrisk-32"), "statin-opportunity-diabetes");
    expect(f?.clinician).toMatch(/QRISK 10-year CVD risk of 32%/);
    expect(f?.nextSteps.join(" ")).toMatch(/Offer atorvastatin 20 mg/);
    expect(f?.evidenceIds).toContain("nice-cg181-lipid-modification");
  });

  it("08: asks a UK man of 30 with type 1 diabetes to consider a statin, at low priority (NICE: all adults)", () => {
    const f = finding(run("08-t1dm-age-30-uk"), "statin-opportunity-diabetes");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/considering a statin for primary prevention in all adults with type 1 diabetes/);
    expect(f?.nextSteps.join(" ")).toMatch(/^Discuss a statin/);
  });

  it("08: gives the type 1 offer at 44, as before", () => {
    const c = loadReviewCase(FOLDER, "08-t1dm-age-30-uk");
    c.patientContext!.age = "44";
    const f = finding(runReviewCase(c), "statin-opportunity-diabetes");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/Offer atorvastatin 20 mg/);
  });

  it("09: stays quiet on statins for a US woman of 80 (ADA's 40–75 unchanged)", () => {
    expect(codes(run("09-t2dm-age-80-us-quiet"))).not.toContain("statin-opportunity-diabetes");
  });

  it("10: stays quiet on statins for a UK man of 87 (no NICE wording for 85 and over was seen)", () => {
    expect(codes(run("10-t2dm-age-87-uk-quiet"))).not.toContain("statin-opportunity-diabetes");
  });

  it("11: does not read 10^9/L counts, mmol/L glucose or 'Nice to see her' as a UK record", () => {
    const r = run("11-dipstick-si-units-only-no-region");
    expect(codes(r)).toContain("dipstick-blood-confirm-microscopy");
    expect(codes(r)).not.toContain("dipstick-blood-repeat-uk");
  });

  it("11: reads NICE in capitals, A&E or a GP surgery in the notes as a UK record", () => {
    for (const note of [
      "Reviewed against NICE NG12.",
      "Seen in A&E with a fall.",
      "Routine check at the GP surgery.",
    ]) {
      const c = loadReviewCase(FOLDER, "11-dipstick-si-units-only-no-region");
      c.patientContext!.clinicalNotes = `${note} No urinary symptoms.`;
      expect(codes(runReviewCase(c)), note).toContain("dipstick-blood-repeat-uk");
    }
  });
});
