import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/uk-pathways-24-review24/", import.meta.url));
const PSA = "psa-elevated";
const AAA = "aaa-screening-due";
const LUNG = "lung-cancer-screening-due";
const BRCA = "brca-pathogenic-variant";
const NO_REPEAT_STEP = /refer on the urgent suspected prostate cancer pathway; no repeat PSA is needed first/;

describe("a UK raised PSA with the pre-test conditions met is referred, not repeated (review 24)", () => {
  it("01: PSA 5.4 at 58, no UTI, no ejaculation or cycling: urgent suspected cancer referral without a repeat", () => {
    const r = run("01-uk-psa-5-4-age-58-conditions-met");
    const f = finding(r, PSA);
    expect(f?.clinician).toMatch(/pre-test conditions as met/);
    expect(f?.clinician).not.toMatch(/should be repeated before further tests/);
    expect(f?.nextSteps).toEqual([expect.stringMatching(NO_REPEAT_STEP)]);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining([
        "pcrmp-psa-gp-summary",
        "scottish-referral-guidelines-prostate-2025",
        "ncl-icb-urgent-suspected-cancer-urology",
      ]),
    );
    expect(f?.evidenceIds).not.toContain("uspstf-2018-prostate");
    expect(patientText(r)).toMatch(/see a prostate specialist soon rather than repeat it first/);
    expect(patientText(r)).not.toMatch(/usually repeated first/);
  });

  it("the same record without UK words keeps the repeat and the US source", () => {
    const c = load("01-uk-psa-5-4-age-58-conditions-met");
    c.patientContext.clinicalNotes =
      "Requested PSA after a colleague's diagnosis. No urinary symptoms. No recent UTI, no ejaculation or cycling in the 48 hours before the test.";
    const f = finding(runReviewCase(c), PSA);
    expect(f?.clinician).toMatch(/should be repeated before further tests/);
    expect(f?.evidenceIds).toContain("uspstf-2018-prostate");
  });

  it("a UTI stated rather than denied keeps the repeat after treatment", () => {
    const c = load("01-uk-psa-5-4-age-58-conditions-met");
    c.patientContext.clinicalNotes =
      "PSA at the GP surgery. Treated for a UTI with nitrofurantoin last week. No ejaculation or cycling in the 48 hours before.";
    const f = finding(runReviewCase(c), PSA);
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat PSA about 6 weeks after the urinary infection/);
    expect(f?.nextSteps.join(" ")).not.toMatch(NO_REPEAT_STEP);
  });

  it("only a UTI denied, with nothing on ejaculation or exercise, is not read as the conditions met", () => {
    const c = load("01-uk-psa-5-4-age-58-conditions-met");
    c.patientContext.clinicalNotes = "Requested PSA at the GP surgery. No recent UTI.";
    const f = finding(runReviewCase(c), PSA);
    expect(f?.clinician).toMatch(/Check it was taken with the pre-test conditions met/);
    expect(f?.nextSteps.join(" ")).not.toMatch(NO_REPEAT_STEP);
  });

  it("11: EHR, PSA 9.8 rising at 66 with a father's prostate cancer: referral plan with the family history", () => {
    const r = run("11-ehr-uk-psa-9-8-age-66-father-prostate-cancer");
    const f = finding(r, PSA);
    expect(f?.nextSteps).toEqual([expect.stringMatching(NO_REPEAT_STEP)]);
    expect(f?.clinician).toMatch(/Family history: prostate cancer in a first-degree relative \(Father at 64\)/);
    expect(patientText(r)).not.toMatch(/usually repeated first/);
  });

  it("02: conditions not recorded: check them, then refer without a repeat if they were met", () => {
    const f = finding(run("02-uk-psa-5-2-age-64-conditions-not-recorded"), PSA);
    expect(f?.clinician).toMatch(/Check it was taken with the pre-test conditions met/);
    expect(f?.nextSteps).toEqual([
      expect.stringMatching(/^Check the pre-test conditions: if they were met, refer .* if not, repeat the PSA/),
    ]);
  });

  it("03: a sportive the day before: repeated, not referred", () => {
    const f = finding(run("03-uk-psa-6-0-age-61-cycled-day-before"), PSA);
    expect(f?.clinician).toMatch(/after vigorous exercise/);
    expect(f?.nextSteps.join(" ")).toMatch(/^Repeat PSA with no vigorous exercise/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/urgent suspected/);
  });

  it("10: PSA 4.6 at 73 is below the UK age band and is compared, not referred", () => {
    const f = finding(run("10-uk-psa-4-6-age-73-below-age-band"), PSA);
    expect(f?.clinician).toMatch(/below the referral level for his age/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/urgent suspected/);
  });

  it("07: a UK PSA of 1.1 at 57 draws no PSA finding", () => {
    const r = run("07-uk-psa-1-1-age-57-quiet");
    expect(codes(r).filter((c) => c.startsWith("psa"))).toEqual([]);
    expect(codes(r)).toEqual([]);
  });
});

describe("UK AAA screening and lung health checks use the NHS entry conditions (review 24)", () => {
  it("04: a UK man of 65 who never smoked is told of the NHS AAA screening invitation", () => {
    const f = finding(run("04-uk-man-65-never-smoked-aaa-invite"), AAA);
    expect(f?.clinician).toMatch(/^Man aged 65: the NHS abdominal aortic aneurysm screening programme invites men/);
    expect(f?.evidenceIds).toEqual(["nhs-aaa-screening-invitation", "nice-ng156-aaa"]);
  });

  it("a US man of 65 who never smoked is not offered AAA screening", () => {
    const c = load("04-uk-man-65-never-smoked-aaa-invite");
    c.labResults = [{ name: "HbA1c", value: "5.4", unit: "%", date: "2026-11-10", referenceRange: "4.0-5.6" }];
    c.patientContext.clinicalNotes = "Retired postman. Never smoked. Walks daily.";
    expect(codes(runReviewCase(c))).not.toContain(AAA);
  });

  it("a UK man of 72 who never smoked and is not known to be screened is told he can self-refer", () => {
    const c = load("04-uk-man-65-never-smoked-aaa-invite");
    c.patientContext.age = "72";
    const f = finding(runReviewCase(c), AAA);
    expect(f?.nextSteps).toEqual([
      "If not already screened, tell him he can self-refer to the NHS AAA screening programme",
    ]);
    expect(f?.clinician).toMatch(/NICE NG156 advises telling men aged 66 or over/);
    expect(f?.clinician).not.toMatch(/smoking history|encouraging/);
  });

  it("past 75 a UK man gets no AAA screening advice", () => {
    const c = load("04-uk-man-65-never-smoked-aaa-invite");
    c.patientContext.age = "81";
    expect(codes(runReviewCase(c))).not.toContain(AAA);
  });

  it("05: a UK ex-smoker of 61, 12 pack-years, quit 20 years ago, is told of the lung health check", () => {
    const f = finding(run("05-uk-ex-smoker-61-quit-20-years-lung-health-check"), LUNG);
    expect(f?.clinician).toMatch(/NHS targeted lung health check invites people aged 55 to 74/);
    expect(f?.evidenceIds).toEqual(["nhs-targeted-lung-health-check"]);
  });

  it("the same smoking history on a US record is outside USPSTF's criteria", () => {
    const c = load("05-uk-ex-smoker-61-quit-20-years-lung-health-check");
    c.labResults = [{ name: "HbA1c", value: "5.4", unit: "%", date: "2026-11-10", referenceRange: "4.0-5.6" }];
    c.patientContext.clinicalNotes = "Ex-smoker, about 12 pack-years, quit in 2006. No cough or breathlessness.";
    expect(codes(runReviewCase(c))).not.toContain(LUNG);
  });

  it("08: AAA screen and lung health check already in the notes: neither is offered", () => {
    const r = run("08-uk-man-71-ex-smoker-aaa-screen-done-quiet");
    expect(codes(r)).not.toContain(AAA);
    expect(codes(r)).not.toContain(LUNG);
    expect(codes(r)).toEqual([]);
  });

  it("09: a UK woman of 68 who never smoked gets neither screening finding", () => {
    expect(codes(run("09-uk-woman-68-never-smoked-quiet"))).toEqual([]);
  });
});

describe("a UK BRCA carrier's plan cites NICE CG164, not NCCN (review 24)", () => {
  it("06: BRCA2 carrier of 33 with no scans: surveillance and risk-reducing surgery per CG164", () => {
    const f = finding(run("06-uk-brca2-carrier-33-no-scans-yet"), BRCA);
    expect(f?.nextSteps.join(" ")).not.toMatch(/NCCN/);
    // Review 25 (cancer-25): the NHS very high risk protocol's ages, not only "with MRI".
    expect(f?.nextSteps.join(" ")).toMatch(
      /NHS Breast Screening Programme very high risk protocol: MRI from 25, mammography added from 40/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/risk-reducing mastectomy and risk-reducing salpingo-oophorectomy/);
    expect(f?.evidenceIds).toContain("nice-cg164-familial-breast-cancer");
    expect(f?.evidenceIds).not.toContain("nccn-genetic-familial-bopp");
  });

  it("the same carrier on a record without UK words keeps the NCCN plan", () => {
    const c = load("06-uk-brca2-carrier-33-no-scans-yet");
    c.data.additionalContext = "BRCA2 result letter received last month (cascade testing after her father's result).";
    const f = finding(runReviewCase(c), BRCA);
    expect(f?.nextSteps.join(" ")).toMatch(/per NCCN/);
    expect(f?.evidenceIds).toContain("nccn-genetic-familial-bopp");
    expect(f?.evidenceIds).not.toContain("nice-cg164-familial-breast-cancer");
  });
});
