import { describe, expect, it } from "vitest";
import { codes, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 31, country-31: how a record's country is read (rules/uk-record.ts). A Cleveland, Ohio
 * record with counts in x10E3/uL and CRP in mg/L read as neither country and got A&E, 999 and UK
 * spelling. US towns and states, US settings and US count units now make a record American; UK
 * services (NHS, GP surgery, A&E) and an HbA1c in mmol/mol still make it UK.
 */
const { run } = reviewFolder(new URL("./fixtures/country-31-review31/", import.meta.url));

type Run = ReturnType<typeof run>;
const both = (r: Run) => `${r.result.patientResponse}\n${r.result.clinicianResponse}`;
const citedUrls = (r: Run) =>
  [...Object.values(r.result.citations.patient), ...Object.values(r.result.citations.clinician)].map(
    (c) => (c as { url: string }).url,
  );

/*
 * A US report: US words, no A&E, 999, NHS 111 or NICE/NHS pathway sources. (The hyperkalaemia
 * emergency rule's own NHS GG&C treatment protocols, clinical rather than an NHS route, are its
 * citation choice and are not checked here: see the review 31 report.)
 */
const expectUsReport = (r: Run) => {
  const text = both(r);
  expect(text).not.toMatch(/A&E|\b999\b|NHS 111|\bGP\b|analysed|haemoglobin|anaemia/);
  expect(citedUrls(r).filter((u) => /nice\.org\.uk|cks\.nice|www\.nhs\.uk|nhslothian|refhelp/.test(u))).toEqual([]);
};

/** A UK report: no 911 or US-only words. */
const expectUkReport = (r: Run) => {
  expect(both(r)).not.toMatch(/\b911\b|acetaminophen|primary care clinician/);
};

describe("US records without mg/dL read as American (review 31, country-31)", () => {
  it("01: Cleveland, Ohio, counts in x10E3/uL and CRP in mg/L: sepsis wording says 911, not 999 or A&E", () => {
    const r = run("01-us-cleveland-sepsis-x10e3-crp-mg-l-labs");
    expect(codes(r)).toContain("sepsis-high-risk-adult");
    expect(r.result.patientResponse).toMatch(/call 911/);
    expectUsReport(r);
  });

  it("02: Columbus OH and a PCP, counts in K/uL: potassium 6.9 gets US wording", () => {
    const r = run("02-us-columbus-oh-pcp-potassium-6-9-ehr");
    expectUsReport(r);
  });

  it("03: Austin, TX 78701 with only SI units: profound hyponatraemia says 911 and the emergency room", () => {
    const r = run("03-us-austin-tx-zip-sodium-118-labs");
    expect(r.result.patientResponse).toMatch(/call 911/);
    expect(r.result.clinicianResponse).toMatch(/hyponatremia/);
    expectUsReport(r);
  });

  it("04: Medicare and a primary care physician, INR 7.4 on warfarin: US wording", () => {
    const r = run("04-us-medicare-primary-care-physician-inr-7-ehr");
    expect(codes(r)).toContain("lab-critical");
    expectUsReport(r);
  });

  it("10: Seattle, Washington with a raised troponin: US wording", () => {
    const r = run("10-us-seattle-washington-er-visit-ehr");
    expect(codes(r)).toContain("troponin-elevated");
    expectUsReport(r);
  });
});

describe("records with both US and UK marks (review 31, country-31)", () => {
  it("05: moved from Leeds to Dayton, Ohio, care there now: US wording for neutropenic fever", () => {
    const r = run("05-mixed-moved-from-leeds-to-dayton-ohio-ehr");
    expect(codes(r)).toContain("neutropenic-sepsis");
    expect(both(r)).toMatch(/analyzed/);
    expectUsReport(r);
  });

  it("06: an NHS GP surgery in Bristol with holiday results in K/uL from Orlando, Florida stays UK", () => {
    expectUkReport(run("06-uk-nhs-gp-florida-holiday-k-ul-labs"));
  });

  it("07: an HbA1c in mmol/mol with 'originally from Houston, Texas' stays UK and keeps NICE", () => {
    const r = run("07-uk-ifcc-a1c-originally-from-houston-texas-labs");
    expectUkReport(r);
    expect(citedUrls(r).some((u) => /nice\.org\.uk/.test(u))).toBe(true);
  });
});

describe("records that read as neither keep UK wording (review 31, country-31)", () => {
  it("08: CD4 in cells/uL and 'PCP prophylaxis' are not US evidence", () => {
    expectUkReport(run("08-neither-hiv-cd4-cells-ul-pcp-prophylaxis-labs"));
  });

  it("09: 'ER-positive', 'J. Patel, MD' and 'Moderate AR' are not US evidence", () => {
    const r = run("09-neither-er-positive-breast-neutropenia-md-ehr");
    expect(codes(r)).toContain("neutropenic-sepsis");
    expect(both(r)).toMatch(/analysed/);
    expectUkReport(r);
  });

  it("11: 'Renal TX 2019' and Washington, Tyne and Wear are not US evidence", () => {
    expectUkReport(run("11-neither-renal-tx-washington-tyne-labs"));
  });
});
