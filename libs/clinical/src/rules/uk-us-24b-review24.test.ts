import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/uk-us-24b-review24/", import.meta.url));

describe("treated blood pressure is judged by the record's own country's target (review 24, uk-us-24b)", () => {
  it("01: a US record at 148/92 on amlodipine is treated toward AHA/ACC's below 130/80, with no NICE target", () => {
    const r = run("01-us-treated-htn-146-92");
    const f = finding(r, "bp-stage-2");
    expect(f?.clinician).toMatch(/the usual goal is below 130\/80 mmHg/);
    expect(f?.nextSteps[0]).toMatch(/^Intensify treatment toward below 130\/80 mmHg/);
    expect(f?.evidenceIds).not.toContain("nice-qs28-bp-targets");
    expect(clinicianText(r)).not.toMatch(/NICE|140\/90 mmHg \(NICE/);
  });

  it("02: its UK twin at the GP surgery is treated toward NICE's clinic target of below 140/90", () => {
    const f = finding(run("02-uk-treated-htn-146-92"), "bp-stage-2");
    expect(f?.clinician).toMatch(
      /In UK practice the clinic target for treated hypertension under 80 is below 140\/90 mmHg/,
    );
    expect(f?.clinician).not.toMatch(/below 130\/80/);
    expect(f?.nextSteps[0]).toMatch(/^Intensify treatment toward NICE's clinic target of below 140\/90 mmHg/);
    expect(f?.evidenceIds).toContain("nice-qs28-bp-targets");
  });

  it("02: from 80, or with type 1 diabetes, the UK under-80 target is not applied", () => {
    const older = load("02-uk-treated-htn-146-92");
    older.patientContext.age = "82";
    expect(finding(runReviewCase(older), "bp-stage-2")?.nextSteps.join(" ")).not.toMatch(/below 140\/90/);
    const t1 = load("02-uk-treated-htn-146-92");
    t1.patientContext.conditions.push({ name: "Type 1 diabetes" });
    expect(finding(runReviewCase(t1), "bp-stage-2")?.nextSteps[0]).toMatch(/toward below 130\/80 mmHg/);
  });

  it("03: a single treated 134/78 on a US record is above AHA/ACC's goal and says nothing of UK targets", () => {
    const r = run("03-us-treated-htn-single-134-78");
    const f = finding(r, "bp-above-target");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/UK practice|140\/90/);
    expect(patientText(r)).not.toMatch(/UK guidance|140\/90/);
    expect(f?.evidenceIds).not.toContain("nice-qs28-bp-targets");
  });

  it("04: the same reading on a UK record meets NICE's under-80 target and is low priority", () => {
    const r = run("04-uk-treated-htn-single-134-78");
    const f = finding(r, "bp-above-target");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/below 140\/90 mmHg \(NICE QS28, from NG136\), which this reading meets/);
    expect(patientText(r)).toMatch(/UK guidance uses at your age \(below 140\/90\)/);
  });
});

describe("a fever on a US record does not quote NICE's sepsis question (review 24, uk-us-24b)", () => {
  it("05: a US fever with a fast pulse asks to think of sepsis, without quoting NICE", () => {
    const f = finding(run("05-us-fever-38-6-dysuria"), "fever-sepsis-check");
    expect(f?.clinician).toMatch(/Think of sepsis in anyone with signs of a possible infection/);
    expect(f?.clinician).not.toMatch(/NICE asks|could this be sepsis/);
  });

  it("06: its UK twin keeps NICE's 'could this be sepsis?'", () => {
    const r = run("06-uk-fever-38-6-dysuria");
    expect(codes(r)).toContain("fever-sepsis-check");
    expect(finding(r, "fever-sepsis-check")?.clinician).toMatch(/NICE asks 'could this be sepsis\?'/);
  });
});

describe("overt hyperthyroidism follows the record's own country's pathway (review 24, uk-us-24b)", () => {
  it("07: a UK record gets the NHS pathway: antibodies and bloods, routine endocrinology referral, propranolol", () => {
    const f = finding(run("07-uk-overt-hyperthyroidism"), "overt-hyperthyroidism");
    expect(f?.nextSteps[0]).toMatch(/^Check TSH-receptor antibodies.*refer to endocrinology \(routine/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/uptake scan\)|Determine the cause/);
    expect(f?.nextSteps[1]).toMatch(/propranolol/);
    expect(f?.clinician).not.toMatch(/ATA 2016/);
    expect(f?.evidenceIds).toEqual(["nhs-cornwall-thyrotoxicosis-rms"]);
  });

  it("07: with raised antibodies on a UK record, the cause is named and the antibody check is not asked for", () => {
    const c = load("07-uk-overt-hyperthyroidism");
    c.labResults.push({
      name: "TSH receptor antibodies",
      value: "8.6",
      unit: "IU/L",
      referenceRange: "<1.8",
      date: "2026-11-26",
      flag: "High",
    });
    const f = finding(runReviewCase(c), "overt-hyperthyroidism");
    expect(f?.clinician).toMatch(/Graves' disease/);
    expect(f?.nextSteps[0]).toMatch(/^Refer to endocrinology to plan treatment of Graves' disease/);
  });

  it("08: its US twin keeps ATA 2016's work-up and beta-blocker, with no NHS pathway", () => {
    const f = finding(run("08-us-overt-hyperthyroidism"), "overt-hyperthyroidism");
    expect(f?.clinician).toMatch(/ATA 2016 recommends a beta-blocker/);
    expect(f?.nextSteps[0]).toMatch(/Determine the cause \(TRAb, uptake scan\)/);
    expect(f?.evidenceIds).toContain("ata-2016-hyperthyroidism");
    expect(f?.evidenceIds).not.toContain("nhs-cornwall-thyrotoxicosis-rms");
  });
});

describe("asthma on a reliever alone cites the record's own country's guidance (review 24, uk-us-24b)", () => {
  it("09: a US adult on albuterol alone gets GINA's recommendation, not the BTS/NICE/SIGN guideline", () => {
    const f = finding(run("09-us-asthma-albuterol-only"), "asthma-saba-without-ics");
    expect(f?.clinician).toMatch(/GINA recommends that adults and adolescents with asthma are not treated/);
    expect(f?.clinician).not.toMatch(/BTS|NICE|SIGN/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/8 to 12 weeks/);
    expect(f?.evidenceIds).toEqual(["gina-2021-executive-summary"]);
  });

  it("09: a US child of 8 keeps the children's steps and their guideline", () => {
    const c = load("09-us-asthma-albuterol-only");
    c.patientContext.age = "8";
    const f = finding(runReviewCase(c), "asthma-saba-without-ics");
    expect(f?.evidenceIds).toContain("bts-nice-sign-2024-asthma");
    expect(f?.evidenceIds).not.toContain("gina-2021-executive-summary");
  });

  it("10: its UK twin at the GP surgery keeps the BTS/NICE/SIGN guideline and its review interval", () => {
    const f = finding(run("10-uk-asthma-salbutamol-only"), "asthma-saba-without-ics");
    expect(f?.clinician).toMatch(/The 2024 BTS\/NICE\/SIGN guideline says/);
    expect(f?.nextSteps.join(" ")).toMatch(/8 to 12 weeks/);
    expect(f?.evidenceIds).toEqual(["bts-nice-sign-2024-asthma"]);
  });
});
