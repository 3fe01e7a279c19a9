import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
} from "../testing/review-case.ts";
import { statedMention } from "./notes.ts";

/*
 * Review 34, paeds-neuro-34: children and newborns, neurology and mental-health medicines.
 * Found and changed:
 * - 01: an age field of "Day 3" read as 3 years ("3-year-old female"), so a bilirubin of 295 µmol/L
 *   lost its newborn reading and NICE CG98. normalize/common.ts ageParts reads "Day 3", "D3" and
 *   "DOL 3" as days of life.
 * - 02: "Day 3 of life" in the notes of an EHR sent with age 0 was not read, so 19.5 mg/dL read as an
 *   adult's critical bilirubin; and once read as a newborn, the US record cited only NICE CG98.
 *   NOTED_INFANT_AGE reads "day N of life", "day N baby" and "DOL N" (not a bare "day 3", which may
 *   be of an illness); the newborn line cites the AAP 2022 guideline too, US-only, so a US record
 *   is given the AAP and a UK one NICE.
 * - 03: a denial along a long list ("No rash, bilateral conjunctival injection, strawberry tongue,
 *   swelling or peeling of the hands or feet, or cervical lymphadenopathy") stopped 80 characters
 *   after "No", so the lymphadenopathy read as present and, with cracked lips and CRP 48, a child's
 *   cold became possible incomplete Kawasaki disease. rules/notes.ts carries a denial up to 240
 *   characters along a list of short items, and no further than before in ordinary prose.
 * - 04, 05: citalopram 40 mg at 58 with QTc 520 ms, and escitalopram 20 mg with QTc 508 ms, read only
 *   as "QT-prolonging medicines"; the contraindication was said only when citalopram was also over
 *   the older people's maximum. qtc-prolonged (cardio-rhythm.ts) now says citalopram is
 *   contraindicated with known QT prolongation and escitalopram lengthens the QT in the same
 *   dose-dependent way (MHRA 2011), that over 500 ms it should not be continued (a planned stop or
 *   switch with the prescriber), and tells the patient not to stop it suddenly on their own.
 * - 08: a US phenytoin of 14 µg/mL with albumin 2.4 g/dL gave its Winter-Tozer estimate and the usual
 *   range in mg/L beside the total in µg/mL; they now follow the record's unit (antiepileptic-levels.ts).
 * - 11: "DOL 5" with 39+4 weeks and 280 µmol/L is now placed below NICE CG98's phototherapy line
 *   (not critical), as "5 days old" already was.
 * Pinned (already read right): 06 valproate at 24 without contraception (UK Pregnancy Prevention
 * Programme); 07 lithium 1.6 mmol/L after new ibuprofen with coarse tremor (critical, ibuprofen
 * named, neutral emergency wording); 09 clozapine neutrophils 1.2 on a UK record (red result, stop);
 * 10 US lithium 1.4 mEq/L after new lisinopril (lisinopril named, no NICE citation).
 */
const { run, load } = reviewFolder(new URL("./fixtures/paeds-neuro-34-review34/", import.meta.url));

/** The clinician report's citations' addresses, in their numbered order. */
const citationUrls = (r: ReturnType<typeof run>): string[] => {
  const cited = (r.result.citations as { clinician?: Record<string, { url: string }> } | undefined)?.clinician ?? {};
  return Object.values(cited).map((c) => c.url);
};

describe("children, neurology and mental-health medicines (review 34, paeds-neuro-34)", () => {
  it('01: an age of "Day 3" is a newborn, not a 3-year-old, and the bilirubin reads against NICE CG98', () => {
    const r = run("01-uk-neonate-day-3-age-field-bilirubin-labs");
    expect(clinicianText(r)).toMatch(/Newborn female/);
    expect(clinicianText(r)).not.toMatch(/3-year-old/);
    const f = finding(r, "lab-critical");
    expect(f?.evidenceIds).toContain("nice-cg98-neonatal-jaundice");
    expect(f?.clinician).toMatch(/treatment charts set by the baby's age in hours/);
    expect(citationUrls(r).join(" ")).not.toMatch(/aap\.org/);
  });

  it('02: "Day 3 of life" in US notes reads as a newborn, citing the AAP 2022 guideline', () => {
    const r = run("02-us-newborn-3-days-old-bilirubin-mg-dl-ehr");
    expect(clinicianText(r)).toMatch(/Newborn male/);
    expect(finding(r, "lab-critical")?.clinician).toMatch(/treatment charts set by the baby's age in hours/);
    expect(citationUrls(r)[0]).toMatch(/aap\.org/);
  });

  it("03: a denial carries along a long list, so a child's cold is not read as Kawasaki disease", () => {
    const r = run("03-neither-child-fever-5-days-list-negation-ehr");
    expect(codes(r)).not.toContain("kawasaki-disease");
    expect(clinicianText(r)).not.toMatch(/Kawasaki/);
  });

  it("03 notes: the longer reach holds only along a list of short items, and stops at a contrast", () => {
    const list =
      "no rash, bilateral conjunctival injection, strawberry tongue, swelling or peeling of the hands or feet, or cervical lymphadenopathy.";
    expect(statedMention(list, /cervical lymphadenopathy/)).toBeUndefined();
    const prose =
      "not sure when the fever started according to her mother who brought her in this morning from the nursery, cervical lymphadenopathy on the left.";
    expect(statedMention(prose, /cervical lymphadenopathy/)).toBe("cervical lymphadenopathy");
    const contrast = "no rash, conjunctivitis, strawberry tongue or cracked lips, but cervical lymphadenopathy 2 cm.";
    expect(statedMention(contrast, /cervical lymphadenopathy/)).toBe("cervical lymphadenopathy");
  });

  it("04: citalopram with QTc 520 ms at 58 is named as contraindicated, not to be continued", () => {
    const r = run("04-uk-citalopram-qtc-520-ehr");
    const f = finding(r, "qtc-prolonged");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("mhra-2011-citalopram-qt");
    expect(f?.clinician).toMatch(/Citalopram is contraindicated with known QT prolongation/);
    expect(f?.clinician).toMatch(/With a QTc over 500 ms, citalopram 40 mg tablets should not be continued/);
    expect(patientText(r)).toMatch(/Your antidepressant \(citalopram 40 mg tablets\) can lengthen the QT interval/);
    expect(patientText(r)).toMatch(/Do not stop it suddenly on your own/);
  });

  it("05: escitalopram with QTc 508 ms is named with citalopram's contraindication", () => {
    const r = run("05-us-escitalopram-qtc-508-labs");
    const f = finding(r, "qtc-prolonged");
    expect(f?.evidenceIds).toContain("mhra-2011-citalopram-qt");
    expect(f?.clinician).toMatch(/Escitalopram, the active isomer of citalopram, .*same dose-dependent way/);
    expect(f?.clinician).toMatch(/escitalopram should not be continued/);
    expect(f?.clinician).toMatch(/4 mEq\/L|QTc 508 ms/);
  });

  it("06: valproate at 24 with no contraception reads the UK Pregnancy Prevention Programme (pinned)", () => {
    const r = run("06-uk-valproate-woman-24-no-contraception-ehr");
    const f = finding(r, "valproate-pregnancy-prevention");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Pregnancy Prevention Programme/);
    expect(patientText(r)).toMatch(/Do not stop valproate on your own/);
  });

  it("07: lithium 1.6 mmol/L after new ibuprofen with tremor is critical, neutral wording (pinned)", () => {
    const r = run("07-neither-lithium-1-6-new-ibuprofen-ehr");
    const f = finding(r, "lithium-level-high");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Ibuprofen 400 mg tablets \(started in the last 3 months\) reduces lithium clearance/);
    expect(patientText(r)).not.toMatch(/\b999\b|\b911\b|A&E/);
  });

  it("08: a US phenytoin in µg/mL gives its albumin-corrected estimate and range in µg/mL", () => {
    const r = run("08-us-phenytoin-low-albumin-labs");
    const f = finding(r, "phenytoin-level");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/about 24\.1 µg\/mL/);
    expect(f?.clinician).toMatch(/usual range of 10–20 µg\/mL/);
    expect(f?.clinician).not.toMatch(/mg\/L/);
  });

  it("09: clozapine with neutrophils 1.2 on a UK record is a red result: stop (pinned)", () => {
    const r = run("09-uk-clozapine-anc-1-2-ehr");
    const f = finding(r, "clozapine-neutropenia");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps?.join(" ")).toMatch(/Stop clozapine now/);
  });

  it("10: US lithium 1.4 mEq/L after new lisinopril names it and cites no NICE (pinned)", () => {
    const r = run("10-us-lithium-lisinopril-new-level-1-4-ehr");
    expect(finding(r, "lithium-level-high")?.clinician).toMatch(
      /Lisinopril 10 mg tablets .* reduces lithium clearance/,
    );
    expect(citationUrls(r).join(" ")).not.toMatch(/nice\.org\.uk/);
  });

  it('11: "DOL 5" at 39+4 weeks with 280 µmol/L is below NICE\'s phototherapy line, not critical', () => {
    const r = run("11-neither-newborn-dol-5-bilirubin-below-line-ehr");
    expect(codes(r)).not.toContain("lab-critical");
    expect(finding(r, "lab-high")?.clinician).toMatch(/below NICE CG98's threshold for starting light treatment/);
  });

  it("04 deep: the EHR deep agent reads the citalopram record through", () => {
    const r = runDeepReviewCase(load("04-uk-citalopram-qtc-520-ehr"));
    expectDeepReadsThrough(r);
    expect(r.findings.map((f) => f.code)).toContain("qtc-prolonged");
  });
});
