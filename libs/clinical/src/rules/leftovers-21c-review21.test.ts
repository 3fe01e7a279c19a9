import { describe, expect, it } from "vitest";
import {
  clinicianLine,
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

// Review 21 leftovers (c): defects other helpers left, each proven on a case of its class.
const FIXTURES = new URL("./fixtures/leftovers-21c-review21/", import.meta.url);
const { run } = reviewFolder(FIXTURES);

/** The lines of the clinician report's "Medication considerations" section. */
const medicationSection = (text: string): string =>
  text.split("## Medication considerations")[1]?.split("\n## ")[0] ?? "";

describe("leftovers-21c review 21", () => {
  it("points the medication section to a result read as a medicine's effect instead of saying none was found (case 02)", () => {
    const r = run("02-aptt-pt-on-apixaban-us");
    expect(clinicianText(r)).toMatch(/on apixaban/);
    const section = medicationSection(clinicianText(r));
    expect(section).toMatch(/Apixaban \(Eliquis\): see "Other results"/);
    expect(section).not.toMatch(/No drug–laboratory/);
  });

  it("shows an INR sent in UCUM {INR} as a bare number in the table, findings and trend (case 03)", () => {
    const r = run("03-inr-ucum-unit-warfarin-ehr");
    const text = clinicianText(r);
    expect(text).not.toMatch(/\d ratio\b/);
    expect(text).toMatch(/\| International normalised ratio \| 1\.6 \|/);
    expect(clinicianLine(r, "INR below the warfarin target")).toMatch(/INR 1\.6 \(2026-11-27\)/);
    expect(text).toMatch(/falling from 2\.9 \(2026-10-30\) to 1\.6 \(2026-11-27\)/);
  });

  it("labels a plain cortisol taken in the afternoon as cortisol, not morning cortisol (case 04)", () => {
    const r = run("04-plain-cortisol-afternoon");
    expect(clinicianText(r)).toMatch(/\| Cortisol \| 98 nmol\/L \|/);
    expect(clinicianText(r) + patientText(r)).not.toMatch(/morning cortisol|Cortisol, morning/i);
    expect(codes(r)).toContain("cortisol-low-afternoon-sample");
  });

  it("reads an SHBG already in the record inside the low-testosterone finding and does not ask for it as new (case 05)", () => {
    const r = run("05-low-testosterone-shbg-present");
    const f = finding(r, "low-testosterone-confirm-first");
    expect(f?.clinician).toMatch(/SHBG is 14 nmol\/L/);
    expect(f?.nextSteps.join("\n")).toMatch(
      /SHBG again to calculate free testosterone; SHBG 14 nmol\/L .* already in the record/,
    );
    expect(f?.nextSteps.join("\n")).not.toMatch(/measure SHBG \(to calculate/);
    expect(patientText(r)).not.toMatch(/Your SHBG/);
  });

  it("shows an antibody's U/mL as printed, not as IU/mL (case 06)", () => {
    const r = run("06-anti-ccp-u-per-ml-us");
    expect(clinicianText(r)).toMatch(/Cyclic citrullinated peptide Ab IgG \| >250 U\/mL \|/);
    expect(clinicianText(r)).not.toMatch(/>250 IU\/mL/);
  });

  it("asks for TSH once on lithium with a falling eGFR: no separate monitoring-gap line (case 07)", () => {
    const r = run("07-lithium-egfr-fall-no-tsh-ehr");
    expect(codes(r)).toContain("lithium-kidney-thyroid");
    expect(codes(r)).not.toContain("lithium-monitoring-gap");
    expect(clinicianText(r).match(/\bTSH\b/g)?.length).toBe(1);
    expect(finding(r, "lithium-kidney-thyroid")?.nextSteps.join("\n")).toMatch(/Check TSH and calcium/);
  });

  it("gives a safety net with the WHO warning signs for dengue without warning signs (case 01)", () => {
    const r = run("01-dengue-ns1-no-warning-signs-uk");
    expect(codes(r)).not.toContain("dengue-warning-signs");
    const f = finding(r, "dengue-safety-net");
    expect(f?.evidenceIds).toContain("thein-2013-dengue-warning-signs");
    expect(patientText(r)).toMatch(/Get medical help the same day if you have bad tummy pain, keep vomiting/);
  });

  it("stays quiet on an in-range INR on warfarin sent in {INR}: the intended effect, no bleeding alarm (case 08, quiet)", () => {
    const r = run("08-quiet-warfarin-inr-in-range-ehr");
    expect(r.findings.every((f) => f.severity === "low" || f.severity === "info")).toBe(true);
    expect(codes(r)).toEqual(["lab-high"]);
    expect(patientText(r)).toMatch(/intended effect of warfarin, not a sign of too much/);
    expect(patientText(r)).not.toMatch(/raises bleeding risk/);
    expect(clinicianText(r)).not.toMatch(/\d ratio\b/);
    // The target as the notes give it ("Target INR 2.5 (2.0-3.0)"), and the usual one when they give none.
    expect(patientText(r)).toMatch(/2\.0–3\.0 \(given in the record\)/);
    const c = loadReviewCase(FIXTURES, "08-quiet-warfarin-inr-in-range-ehr");
    delete c.data.additionalContext;
    expect(patientText(runReviewCase(c))).toMatch(/2\.0–3\.0 \(the usual target when no other is given\)/);
  });
});
