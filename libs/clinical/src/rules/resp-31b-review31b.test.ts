import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/resp-31b-review31b/", import.meta.url));

describe("a current COPD exacerbation is named and graded, and no long-term oxygen assessment leads it (review 31b, resp-31b cases 01-03)", () => {
  it("01: increased dyspnea with green sputum, SpO2 90% and RR 24 on a US record: an exacerbation finding leads, with no LTOT assessment", () => {
    const r = run("01-us-copd-exacerbation-labs");
    const f = finding(r, "copd-exacerbation");
    expect(f?.severity).toBe("high");
    expect(r.findings[0]?.code).toBe("copd-exacerbation");
    expect(f?.clinician).toMatch(/"increased dyspnea" and "green sputum"/);
    expect(f?.clinician).toMatch(
      /"increased dyspnea" and "green sputum" in the notes, with SpO2 90% and respiratory rate 24\/min\./,
    );
    expect(f?.clinician).not.toMatch(/\) \(/);
    expect(f?.clinician).toMatch(/None of the features that favou?r hospital treatment/);
    expect(f?.clinician).toMatch(
      /long-term oxygen is assessed, with arterial blood gases, only once the person is stable/,
    );
    expect(f?.nextSteps.join("\n")).toMatch(/assess for long-term oxygen only then/);
    expect(f?.evidenceIds).not.toContain("nice-ng115-copd");
    expect(f?.evidenceIds).toContain("aimar-2014-copd-management");
    expect(codes(r)).not.toContain("copd-oxygen-assessment");
    expect(patientText(r)).not.toMatch(/check whether you need oxygen at home, usually with a blood test/);
  });

  it("02: worsening breathlessness, purulent sputum, new confusion and SpO2 88% on a UK record is critical, for hospital today", () => {
    const r = run("02-uk-copd-exacerbation-confused-labs");
    const f = finding(r, "copd-exacerbation");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/SpO2 88%, below 90%/);
    expect(f?.clinician).toMatch(/"new confusion"/);
    expect(f?.clinician).toMatch(/NICE NG114 considers an antibiotic/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["nice-ng114-copd-exacerbation-antibiotics", "nice-ng115-copd"]),
    );
    expect(f?.patient).toMatch(/Your notes record a low oxygen level and new confusion or drowsiness/);
    expect(f?.patient).toMatch(/call 999 or go to A&E now/);
    expect(codes(r)).not.toContain("copd-oxygen-assessment");
  });

  it("03 near-negative: stable COPD at an annual review with SpO2 91% keeps the LTOT assessment and has no exacerbation", () => {
    const r = run("03-us-stable-copd-low-sat-labs");
    expect(codes(r)).not.toContain("copd-exacerbation");
    expect(codes(r)).toContain("copd-oxygen-assessment");
  });

  it("03 near-negative: a past exacerbation in the notes is not a current one", () => {
    const c = load("03-us-stable-copd-low-sat-labs");
    c.patientContext.clinicalNotes =
      "Annual review. Previous acute exacerbation in March treated with prednisone. SpO2 91% on room air at rest.";
    expect(codes(runReviewCase(c))).not.toContain("copd-exacerbation");
  });
});

describe("recurrent UTI in a man is referred, and a PSA taken during it is not read (review 31b, resp-31b cases 04-06)", () => {
  it("04: third UTI this year with E. coli, poor stream and a PSA 4 days into antibiotics: urology referral and a repeat PSA after 6 weeks", () => {
    const r = run("04-uk-recurrent-uti-man-psa-labs");
    const f = finding(r, "uti-recurrent-man");
    expect(f?.clinician).toMatch(/"third urinary tract infection" in the notes/);
    expect(f?.clinician).toMatch(/NICE QS90 refers men with a recurrent urinary tract infection for specialist advice/);
    expect(f?.clinician).toMatch(/"poor stream"/);
    expect(f?.clinician).toMatch(
      /PSA 3\.4 ug\/L \(2026-11-26\) was taken during this infection|PSA 3\.4 µg\/L \(2026-11-26\) was taken during this infection/,
    );
    expect(f?.nextSteps.join("\n")).toMatch(/Repeat the PSA about 6 weeks after the infection has been treated/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-qs90-uti-adults", "nhs-lothian-refhelp-raised-psa"]));
  });

  it("05 near-negative: a first UTI in a 46-year-old man gets no recurrent-UTI referral", () => {
    expect(codes(run("05-uk-first-uti-man-labs"))).not.toContain("uti-recurrent-man");
  });

  it("06: two E. coli cultures four months apart on a US record: referral worded for the US, with no NICE source", () => {
    const r = run("06-us-recurrent-uti-man-ehr");
    const f = finding(r, "uti-recurrent-man");
    expect(f?.clinician).toMatch(/2 positive urine cultures \(2026-11-24, 2026-08-10\)/);
    expect(f?.evidenceIds).toEqual(["fpnotebook-uti-men"]);
    expect(f?.nextSteps.join("\n")).toMatch(/Refer to urology to investigate recurrent UTI/);
  });

  it("06 near-negative: the same two cultures in a woman draw no finding of this rule", () => {
    const c = load("06-us-recurrent-uti-man-ehr");
    c.data.patientInfo.gender = "female";
    expect(codes(runReviewCase(c))).not.toContain("uti-recurrent-man");
  });
});

describe("a combined pill is named as a VTE risk factor beside suspected PE (review 31b, resp-31b cases 07-08)", () => {
  it("07: suspected PE on ethinylestradiol/levonorgestrel names the combined pill and its place once VTE is confirmed", () => {
    const f = finding(run("07-uk-pe-on-combined-pill-ehr"), "suspected-pulmonary-embolism");
    expect(f?.clinician).toMatch(/ethinylestradiol\/levonorgestrel/i);
    expect(f?.clinician).toMatch(/raises the risk of venous thromboembolism/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["aafp-2015-coc-vte-cochrane", "fsrh-ukmec-2016"]));
  });

  it("08 near-negative: a progestogen-only pill (desogestrel) is not named as an oestrogen risk factor", () => {
    const f = finding(run("08-uk-pe-on-progestogen-only-pill-ehr"), "suspected-pulmonary-embolism");
    expect(f?.clinician).not.toMatch(/raises the risk of venous thromboembolism/);
    expect(f?.evidenceIds).not.toContain("aafp-2015-coc-vte-cochrane");
  });
});

describe("an acute creatinine rise is not given a yearly rate (review 31b, resp-31b cases 09-10)", () => {
  it("09: creatinine 1.0 in June to 2.1 mg/dL in rhabdomyolysis: the trend line gives no 'per year' rate", () => {
    const r = run("09-us-rhabdo-creatinine-trend-ehr");
    expect(codes(r)).toContain("aki-creatinine-rise");
    expect(clinicianText(r)).toMatch(/Creatinine, serum rising from 1\.0 \(2026-06-02\) to 2\.1 mg\/dL \(2026-11-30\)/);
    expect(clinicianText(r)).not.toMatch(/per year/);
  });

  it("10 near-negative: a slow creatinine rise over two years without acute kidney injury keeps its yearly rate", () => {
    const r = run("10-us-slow-creatinine-rise-labs");
    expect(codes(r)).not.toContain("aki-creatinine-rise");
    expect(clinicianText(r)).toMatch(
      /Creatinine, serum rising from 1\.3 \(2024-11-15\) to 1\.7 mg\/dL \(2026-11-20\), 31%, crossing 1\.35 mg\/dL; about 0\.2 mg\/dL per year/,
    );
  });
});

describe("the calculated-eGFR data note names the creatinine it means (review 31b, resp-31b case 11)", () => {
  it("11: with an eGFR reported beside today's creatinine, the note names the August creatinine it calculated from", () => {
    const text = clinicianText(run("11-uk-aki-egfr-note-ehr"));
    expect(text).toMatch(/No eGFR was reported from the same day as the creatinine of 2026-08-14, so for that draw/);
    expect(text).not.toMatch(/from the same day as the creatinine, so/);
  });
});

describe("sarcoid hypercalcaemia keeps 25-hydroxyvitamin D in its work-up, with the reason (review 31b, resp-31b case 12)", () => {
  it("12: PTH-independent calcium with hilar nodes on colecalciferol asks for 25-hydroxyvitamin D to tell supplement excess from granulomas", () => {
    const f = finding(run("12-uk-sarcoid-calcium-vitd-ehr"), "hypercalcaemia");
    const steps = f?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(/Measure 1,25-dihydroxyvitamin D; stop vitamin D supplements; refer to the respiratory team/);
    expect(steps).toMatch(
      /Check 25-hydroxyvitamin D \(a very high level points to vitamin D taken by mouth, a high 1,25-dihydroxyvitamin D with a lower one to the granulomas\)/,
    );
    expect(f?.evidenceIds).toContain("tebben-2016-vitamin-d-hypercalcaemia");
  });

  it("12 near-negative: without sarcoidosis features the ordinary work-up asks for 25-hydroxyvitamin D without that reason", () => {
    const c = load("12-uk-sarcoid-calcium-vitd-ehr");
    c.data.imagingStudies = [];
    c.data.additionalContext = "GP surgery, Glasgow (NHS Scotland). Thirsty for a month.";
    const f = finding(runReviewCase(c), "hypercalcaemia");
    expect(f?.nextSteps.join("\n")).toMatch(/25-hydroxyvitamin D/);
    expect(f?.nextSteps.join("\n")).not.toMatch(/taken by mouth/);
    expect(f?.evidenceIds).not.toContain("tebben-2016-vitamin-d-hypercalcaemia");
  });
});
