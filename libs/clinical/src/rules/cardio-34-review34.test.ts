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

/*
 * Review 34, cardio-34: cardiac biomarkers, lipids and antithrombotics in UK, US and neither records.
 * Found and changed:
 * - An NT-proBNP in pmol/L could not be read at all (the catalogue had no pmol/L factor), so 212
 *   pmol/L (about 1790 pg/mL) in a breathless 72-year-old raised only a bare "above the reference
 *   range" line (case 01; first seen in review 33, cardio-33 case 09). The catalogue now converts
 *   pmol/L × 8.457 = pg/mL (two laboratory sources seen today, cited in catalogue/overlay.ts), and the
 *   natriuretic-peptide findings quote the pg/mL equivalent beside the pmol/L result
 *   (patterns.ts peptideShown), so the pg/mL rule-out and ng/L referral levels can be compared.
 *   Case 02 (40 pmol/L, about 340 pg/mL) is graded moderate, below NICE's 400 ng/L referral band.
 * - A conventional "Troponin I" of 0.09 ng/mL was tabled as "Troponin I, high-sensitivity" (case 03;
 *   first seen in review 33, cardio-33 case 03). The results table keeps the catalogue's
 *   "high-sensitivity" only when the record's own name says so (compose/assay-name.ts).
 * - Rivaroxaban on a US record was judged and cited against the EU SmPC ("15–49 mL/min", case 04;
 *   first seen in review 33, cardio-33 case 05). A US record now reads the US label (15 mg once daily
 *   at 50 mL/min or less, avoid below 15) and cites it alone (new source xarelto-us-label).
 * - Triple antithrombotic therapy (an anticoagulant with aspirin and a P2Y12 inhibitor) was read
 *   nowhere: drug-lab.ts judges one antiplatelet and explicitly leaves two aside (cases 05 and 06: six
 *   months of apixaban, aspirin and clopidogrel after a stent with bruising and a haemoglobin of 124
 *   g/L drew only "mild anaemia"). New rule triple-antithrombotic.ts, citing AUGUSTUS (new source
 *   lopes-2019-augustus), names the bleeding-risk adders in the record and asks for the planned stop
 *   date of aspirin; dual therapy (case 11) stays quiet.
 * Pinned (already read right): UK possible FH at LDL-C 5.6 mmol/L with a father's MI at 48 (case 07);
 * US Lp(a) 210 nmol/L against the 125 nmol/L risk-enhancing level, not converted to mg/dL (case 08);
 * a mechanical mitral valve with INR 1.6 after carbamazepine is judged against 2.5–3.5 and names the
 * inducer (case 09); US INR 9.2 without bleeding follows ACCP 2012 (no routine vitamin K; case 10).
 * Seen and not changed (see the report): case 08's family-history line runs the mother's two events
 * together ("aortic valve replacement stroke at 60").
 */
const { run, load } = reviewFolder(new URL("./fixtures/cardio-34-review34/", import.meta.url));

describe("cardiac biomarkers, lipids and antithrombotics (review 34, cardio-34)", () => {
  it("01: NT-proBNP 212 pmol/L is read as about 1790 pg/mL: high, with the 6-week referral band", () => {
    const r = run("01-neither-nt-probnp-pmol-l-breathless-labs");
    const f = finding(r, "natriuretic-peptide-elevated");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/NT-proBNP 212 pmol\/L \(2026-11-30\), about 1790 pg\/mL, is above/);
    expect(f?.clinician).toMatch(/400 to 2000 ng\/L/);
    expect(patientText(r)).not.toMatch(/999|911|A&E/);
  });

  it("02: NT-proBNP 40 pmol/L (about 340 pg/mL) is moderate, below the NICE referral band", () => {
    const r = run("02-neither-nt-probnp-40-pmol-l-below-nice-band-labs");
    const f = finding(r, "natriuretic-peptide-elevated");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/about 340 pg\/mL/);
    expect(f?.clinician).not.toMatch(/within 6 weeks|within 2 weeks/);
  });

  it("03: a conventional troponin I in ng/mL is not tabled as high-sensitivity", () => {
    const r = run("03-us-troponin-i-conventional-0-09-ngml-ehr");
    expect(finding(r, "troponin-elevated")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/\| Troponin I \| 0\.09 ng\/mL \|/);
    expect(clinicianText(r)).not.toMatch(/high-sensitivity/);
    expect(patientText(r)).toMatch(/911/);
  });

  it("04: US rivaroxaban 20 mg at CrCl about 32 is read against the US label, not the EU SmPC", () => {
    const r = run("04-us-af-rivaroxaban-20-crcl-40-labs");
    const f = finding(r, "doac-crcl-rivaroxaban");
    expect(f?.severity).toBe("moderate");
    expect(f?.evidenceIds).toEqual(["xarelto-us-label", "cockcroft-gault-1976"]);
    expect(f?.clinician).toMatch(
      /US label gives 15 mg once daily with the evening meal at a creatinine clearance of 50 mL\/min or less/,
    );
    expect(f?.clinician).not.toMatch(/EU SmPC/);
  });

  it("05: UK apixaban, aspirin and clopidogrel six months after a stent is flagged as triple therapy", () => {
    const r = run("05-uk-af-pci-apixaban-aspirin-clopidogrel-ehr");
    const f = finding(r, "triple-antithrombotic-therapy");
    expect(f?.severity).toBe("high");
    // Review 35 (cardio-35 case 01): the usual duration and NICE NG185 are cited too (omeprazole is
    // listed, so no PPI is asked for).
    expect(f?.evidenceIds).toEqual([
      "lopes-2019-augustus",
      "gragnano-2024-af-pci-antiplatelets",
      "nice-ng185-acs-bmj-summary",
    ]);
    expect(f?.clinician).toMatch(/antiplatelets recorded from 2026-06-10/);
    expect(f?.clinician).toMatch(/9\.0% to 16\.1%/);
    expect(f?.clinician).toMatch(/haemoglobin 124 g\/L \(2026-11-30\) and "bruising" in the notes/);
    expect(clinicianText(r)).toMatch(/planned date to stop aspirin/);
    expect(patientText(r)).toMatch(/how long you should take all three/);
  });

  it("06: US rivaroxaban, aspirin 81 mg and clopidogrel after a stent is flagged, US spelling", () => {
    const r = run("06-us-af-pci-rivaroxaban-aspirin-clopidogrel-labs");
    const f = finding(r, "triple-antithrombotic-therapy");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/ischemic events/);
    // "No bleeding" in the notes is a denial, not a risk factor.
    expect(f?.clinician).not.toMatch(/Adding to the bleeding risk/);
    expect(patientText(r)).not.toMatch(/999|A&E/);
  });

  it("07: UK LDL-C 5.6 mmol/L with a father's MI at 48 reads as possible FH, NICE-cited", () => {
    const r = run("07-uk-possible-fh-tc-8-1-father-mi-labs");
    const f = finding(r, "familial-hypercholesterolaemia-suspected");
    expect(f?.evidenceIds).toContain("nice-cg71-fh");
    expect(f?.clinician).toMatch(/LDL-C 5\.6 mmol\/L/);
  });

  it("08: US Lp(a) 210 nmol/L is above 125 nmol/L and not converted to mg/dL", () => {
    const r = run("08-us-lpa-210-nmol-ldl-128-labs");
    const f = finding(r, "lpa-elevated");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/125 nmol\/L/);
    expect(f?.clinician).toMatch(/not interconverted/);
  });

  it("09: mechanical mitral valve, INR 1.6 after carbamazepine: valve range and the inducer named", () => {
    const r = run("09-neither-mechanical-mitral-warfarin-inr-1-6-ehr");
    expect(finding(r, "warfarin-inr-low")?.severity).toBe("high");
    expect(finding(r, "warfarin-inr-low")?.clinician).toMatch(/2\.5–3\.5/);
    expect(codes(r)).toContain("enzyme-inducer-warfarin");
    expect(patientText(r)).not.toMatch(/999|911|A&E/);
  });

  it("10: US INR 9.2 without bleeding follows ACCP 2012 (withhold, no routine vitamin K)", () => {
    const r = run("10-us-warfarin-inr-9-2-no-bleeding-labs");
    expect(finding(r, "warfarin-inr-high")?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(/Routine vitamin K is not suggested for an INR of 4\.5–10 without bleeding/);
  });

  it("11: apixaban with clopidogrel alone after a stent is not called triple therapy (near-negative of 05)", () => {
    const r = run("11-uk-af-pci-apixaban-clopidogrel-dual-ehr");
    expect(codes(r)).not.toContain("triple-antithrombotic-therapy");
  });

  it("05 deep: the EHR deep agent reads the triple-therapy record through", () => {
    const r = runDeepReviewCase(load("05-uk-af-pci-apixaban-aspirin-clopidogrel-ehr"));
    expectDeepReadsThrough(r);
    expect(r.findings.map((f) => f.code)).toContain("triple-antithrombotic-therapy");
  });
});
