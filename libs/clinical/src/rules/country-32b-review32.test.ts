import { describe, expect, it } from "vitest";
import { modelScope } from "../evidence/populations.ts";
import {
  clinicianLine,
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  reviewFolder,
  runDeepReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 32, country-32b: wave 1 leftovers about country and wording.
 * - "Primary care visit in Texas" with results in mmol/L read as neither country: a US state named
 *   as where the care took place now makes a record American (rules/uk-record.ts), not in a
 *   sentence about travel, and a UK mark still wins.
 * - NHS Scotland's reliever-prescribing page was cited by asthma-high-risk-attacks for English
 *   records and offered to them as further reading: it is now mapped to Scotland
 *   (evidence/populations.ts SOURCE_NATION) and the rule's deaths-review wording and source are
 *   kept for Scottish records; others get the SABINA cohort wording and source.
 * - The US ELIQUIS label was offered as further reading on a UK apixaban record beside the UK
 *   SmPC's table: left out of UK further reading (populations.ts fitsReadingCountry); rules still
 *   cite it on purpose.
 * - The sepsis reading said "Each of these vital signs" and "These meet" for one sign alone.
 * - bp-elevated at 124/78 and the stage 2 title were checked (see the tests below).
 */
const { run, load } = reviewFolder(new URL("./fixtures/country-32b-review32/", import.meta.url));

type Run = ReturnType<typeof run>;
const both = (r: Run) => `${r.result.patientResponse}\n${r.result.clinicianResponse}`;
const citedIds = (r: Run) =>
  [...Object.values(r.result.citations.patient), ...Object.values(r.result.citations.clinician)].map(
    (c) => (c as { url: string }).url,
  );

describe("a US state named as where care took place (review 32, country-32b)", () => {
  it("01: 'Primary care visit in Texas' with mmol/L results reads as US: 911 and the emergency room", () => {
    const r = run("01-us-primary-care-visit-in-texas-si-labs");
    expect(modelScope(r.model).country).toBe("us");
    expect(r.result.patientResponse).toMatch(/call 911/);
    expect(both(r)).not.toMatch(/A&E|\b999\b/);
  });

  it("15: a clinic visit in Florida during a holiday does not make a record American", () => {
    const r = run("15-neither-clinic-visit-in-florida-on-holiday-labs");
    expect(modelScope(r.model).country).toBeUndefined();
    expect(both(r)).not.toMatch(/\b911\b/);
  });

  it("14: the same visit with results in mg/dL reads as US too", () => {
    const r = run("14-us-primary-care-visit-in-texas-mg-dl-labs");
    expect(modelScope(r.model).country).toBe("us");
    expect(r.result.patientResponse).toMatch(/call 911/);
  });

  it("02: a GP surgery record after a holiday in Texas stays UK", () => {
    const r = run("02-uk-gp-surgery-holiday-in-texas-labs");
    expect(modelScope(r.model).country).toBe("uk");
    expect(both(r)).not.toMatch(/\b911\b/);
  });

  it("03: a holiday in Texas alone does not make a record American", () => {
    const r = run("03-neither-holiday-in-texas-si-labs");
    expect(modelScope(r.model).country).toBeUndefined();
    expect(both(r)).not.toMatch(/\b911\b|\b999\b/);
  });
});

const SCOT_SABA = /rightdecisions\.scot\.nhs\.uk/;

describe("NHS Scotland's reliever-prescribing page only for Scottish records (review 32, country-32b)", () => {
  it("04: an English (Leeds) record with 14 relievers a year is not cited or offered the Scottish page", () => {
    const r = run("04-uk-england-asthma-14-relievers-leeds-ehr");
    const f = finding(r, "asthma-high-risk-attacks");
    expect(f?.evidenceIds).not.toContain("nhs-scotland-saba-prescribing");
    expect(f?.evidenceIds).toContain("bts-nice-sign-2024-asthma");
    expect(f?.evidenceIds).toContain("nwaru-2020-saba-overuse");
    expect(f?.clinician).toMatch(/In a national cohort/);
    expect(citedIds(r).filter((u) => SCOT_SABA.test(u))).toEqual([]);
  });

  it("04: nor is it offered as further reading in the deep report", () => {
    const r = runDeepReviewCase(load("04-uk-england-asthma-14-relievers-leeds-ehr"));
    expectDeepReadsThrough(r);
    expect(citedIds(r).filter((u) => SCOT_SABA.test(u))).toEqual([]);
  });

  it("05: a Glasgow record keeps the deaths-review wording and the Scottish page", () => {
    const f = finding(run("05-uk-scotland-asthma-14-relievers-glasgow-ehr"), "asthma-high-risk-attacks");
    expect(f?.clinician).toMatch(/UK National Review of Asthma Deaths/);
    expect(f?.evidenceIds).toContain("nhs-scotland-saba-prescribing");
  });

  it("06: a record of neither country cites the cohort, not the Scottish page", () => {
    const f = finding(run("06-neither-asthma-14-relievers-ehr"), "asthma-high-risk-attacks");
    expect(f?.evidenceIds).not.toContain("nhs-scotland-saba-prescribing");
    expect(f?.evidenceIds).toContain("nwaru-2020-saba-overuse");
  });
});

describe("US label as further reading on a UK record (review 32, country-32b)", () => {
  it("07: a UK apixaban record is not offered the US ELIQUIS label; the UK SmPC table is cited", () => {
    const r = runDeepReviewCase(load("07-uk-apixaban-af-nhs-gp-ehr"));
    expectDeepReadsThrough(r);
    expect(codes(r)).toContain("doac-crcl-apixaban-severe");
    const urls = citedIds(r);
    expect(urls.filter((u) => /accessdata\.fda\.gov/.test(u))).toEqual([]);
    expect(urls.some((u) => /eliquis\.co\.uk/.test(u))).toBe(true);
  });
});

describe("sepsis wording agrees in number (review 32, country-32b)", () => {
  it("08: new confusion alone on a US record: 'This sign scores 3 on NEWS2'", () => {
    const f = finding(run("08-us-sepsis-confusion-alone-pcp-ehr"), "sepsis-high-risk-adult");
    expect(f?.clinician).toMatch(/This sign scores 3 on NEWS2/);
    expect(f?.clinician).not.toMatch(/Each of these vital signs/);
  });

  it("13: new confusion alone on a UK record: 'This meets NICE high risk criteria'", () => {
    const f = finding(run("13-uk-sepsis-confusion-alone-nhs-gp-ehr"), "sepsis-high-risk-adult");
    expect(f?.clinician).toMatch(/This meets NICE high risk criteria/);
    expect(f?.clinician).not.toMatch(/These meet/);
  });
});

describe("blood pressure categories by country (review 32, country-32b)", () => {
  it("09: 124/78 on a record of neither country is low priority and worded as AHA/ACC's elevated category", () => {
    const r = run("09-neither-bp-124-78-ehr");
    const f = finding(r, "bp-elevated");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/elevated \(120–129 systolic, diastolic below 80\)/);
    expect(clinicianText(r)).not.toMatch(/hypertension range/);
  });

  it("10: 148/92 at a Bristol GP surgery is titled without an AHA/ACC stage number, with NICE's confirmation", () => {
    const r = run("10-uk-bp-148-92-gp-surgery-ehr");
    const f = finding(r, "bp-stage-2");
    expect(f?.title).toBe("Raised blood pressure (140/90 mmHg or more)");
    expect(clinicianText(r)).not.toMatch(/[Ss]tage 2/);
    expect(clinicianLine(r, "Raised blood pressure")).toMatch(/NICE NG136/);
  });

  it("11: 148/92 on a US record keeps AHA/ACC's stage 2 title and wording", () => {
    const f = finding(run("11-us-bp-148-92-pcp-ehr"), "bp-stage-2");
    expect(f?.title).toBe("Stage 2 hypertension range");
    expect(f?.clinician).toMatch(/in the stage 2 hypertension range \(≥140\/90 mmHg\)/);
  });

  it("12: 148/92 on a record of neither country keeps the AHA/ACC stage 2 title", () => {
    expect(finding(run("12-neither-bp-148-92-ehr"), "bp-stage-2")?.title).toBe("Stage 2 hypertension range");
  });
});
