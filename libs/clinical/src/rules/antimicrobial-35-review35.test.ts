import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 35, antimicrobial-35: fluoroquinolone and tenofovir disoproxil safety, from two gaps in
 * resp-infect-35 (cases 08 and 07 there, copied here as 01 and 05).
 * Found and changed:
 * - 01: an 81-year-old on levofloxacin with prednisolone and gliclazide, glucose 3.1 mmol/L, "shaky
 *   and sweaty" and "pain at the back of the right heel" had hypoglycaemia and kidney findings naming
 *   only gliclazide. fluoroquinolone-tendon-pain now says to stop the fluoroquinolone at the first
 *   tendon pain (MHRA 2019 and FDA 2008/2016 on a record of neither country, with age over 60 and the
 *   corticosteroid as risk factors), and fluoroquinolone-glucose-lowering names the fluoroquinolone
 *   as a contributor to the low (FDA 2018; new sources "mhra-2019-fluoroquinolone-restrictions",
 *   "fda-2016-fluoroquinolone-disabling", "fda-2018-fluoroquinolone-dysglycaemia").
 * - 05: efavirenz/emtricitabine/TDF with creatinine 1.6 mg/dL (1.0 a year earlier, in the notes) and
 *   eGFR 52 had no word on tenofovir disoproxil; tdf-kidney-function now names it, with the Viread
 *   label's monitoring and dosing-interval advice on a US record (new source "fda-viread-label-renal")
 *   and EACS's switch to TAF or a non-tenofovir drug.
 * Pinned: 02 (UK ciprofloxacin with prednisolone, tendon pain denied: the MHRA's avoid-the-pair
 * advice, MHRA only), 03 (US Achilles pain on levofloxacin without a steroid: FDA only), 04 (ofloxacin
 * eye drops with a past Achilles tendinopathy: nothing), 06 (TAF with a raised creatinine: no TDF
 * finding), 07 (UK TDF for hepatitis B with eGFR 44: EACS, and the replacement must treat hepatitis B),
 * 08 (TDF PrEP with normal kidney results: nothing).
 */
const { run, load } = reviewFolder(new URL("./fixtures/antimicrobial-35-review35/", import.meta.url));

const FQ_CODES = [
  "fluoroquinolone-tendon-pain",
  "fluoroquinolone-corticosteroid-tendon-risk",
  "fluoroquinolone-glucose-lowering",
];

describe("antimicrobial safety (review 35, antimicrobial-35)", () => {
  it("01: heel pain on levofloxacin with prednisolone at 81: stop the fluoroquinolone, both regulators cited", () => {
    const r = run("01-neither-levofloxacin-prednisolone-gliclazide-heel-labs");
    const f = finding(r, "fluoroquinolone-tendon-pain");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('"pain at the back of the right heel"');
    expect(f?.clinician).toMatch(/fluoroquinolone is stopped/);
    expect(f?.clinician).toContain("age 81 and a corticosteroid (prednisolone)");
    expect(f?.evidenceIds).toEqual(["mhra-2019-fluoroquinolone-restrictions", "fda-2016-fluoroquinolone-disabling"]);
    expect(f?.patient).toMatch(/Contact your doctor or pharmacist today/);
    // Tendon pain already says it all: no second, weaker tendon finding.
    expect(codes(r)).not.toContain("fluoroquinolone-corticosteroid-tendon-risk");
  });

  it("01: the low glucose on levofloxacin and gliclazide names the fluoroquinolone (FDA 2018)", () => {
    const r = run("01-neither-levofloxacin-prednisolone-gliclazide-heel-labs");
    const f = finding(r, "fluoroquinolone-glucose-lowering");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/^Levofloxacin with gliclazide\. The FDA \(2018\)/);
    expect(f?.clinician).toContain("glucose 3.1 mmol/L");
    expect(f?.evidenceIds).toEqual(["fda-2018-fluoroquinolone-dysglycaemia"]);
    // The existing hypoglycaemia finding stays.
    expect(codes(r)).toContain("hypoglycaemia-on-glucose-lowering");
    expect(patientText(r)).toMatch(/levofloxacin\) can make your blood sugar drop/);
  });

  it("02: a UK record on ciprofloxacin with prednisolone, tendon pain denied: avoid the pair, MHRA only", () => {
    const r = run("02-uk-ciprofloxacin-prednisolone-no-tendon-pain-labs");
    expect(codes(r)).not.toContain("fluoroquinolone-tendon-pain");
    const f = finding(r, "fluoroquinolone-corticosteroid-tendon-risk");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/^Ciprofloxacin with prednisolone, at age 72\./);
    expect(f?.clinician).toContain("The MHRA advises avoiding a fluoroquinolone with a corticosteroid");
    expect(f?.evidenceIds).toEqual(["mhra-2019-fluoroquinolone-restrictions"]);
  });

  it("03: a US record with Achilles pain on levofloxacin and no steroid: FDA only", () => {
    const r = run("03-us-levofloxacin-achilles-pain-labs");
    const f = finding(r, "fluoroquinolone-tendon-pain");
    expect(f?.clinician).toContain('"achilles pain and swelling"');
    expect(f?.clinician).toContain("(FDA 2008 and 2016)");
    expect(f?.clinician).toContain("Risk factors here: age 66, which raises the risk.");
    expect(f?.evidenceIds).toEqual(["fda-2016-fluoroquinolone-disabling"]);
    expect(codes(r)).not.toContain("fluoroquinolone-glucose-lowering");
  });

  it("03: a past or denied tendon problem, or a tendon named without pain, is not tendon pain now", () => {
    for (const notes of [
      "Urgent care, Columbus, Ohio. Previous Achilles rupture, repaired. Breathing better.",
      "Urgent care, Columbus, Ohio. Achilles tendinopathy in 2019. Breathing better.",
      "Urgent care, Columbus, Ohio. No calf or heel pain. Tendon reflexes normal.",
    ]) {
      const c = load("03-us-levofloxacin-achilles-pain-labs");
      c.patientContext.clinicalNotes = notes;
      expect(codes(runReviewCase(c)), notes).not.toContain("fluoroquinolone-tendon-pain");
    }
  });

  it("04: ofloxacin eye drops with prednisolone, gliclazide and a past Achilles tendinopathy: nothing", () => {
    const r = run("04-neither-eye-drops-past-achilles-labs");
    for (const code of FQ_CODES) expect(codes(r)).not.toContain(code);
  });

  it("05: TDF with creatinine up from 1.0 to 1.6 mg/dL on a US record: the label and EACS", () => {
    const r = run("05-us-hiv-tdf-creatinine-rise-labs");
    const f = finding(r, "tdf-kidney-function");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain('creatinine 1.6 mg/dL (2026-11-28), up from 1 mg/dL in the notes ("creatinine 1.0');
    expect(f?.clinician).toContain("eGFR 52");
    expect(f?.clinician).toMatch(/Viread \(TDF\) label reports acute kidney failure and Fanconi syndrome/);
    expect(f?.clinician).toMatch(/tenofovir alafenamide \(TAF\) or a non-tenofovir drug/);
    expect(f?.evidenceIds).toEqual(["fda-viread-label-renal", "eacs-arv-nephrotoxicity"]);
    expect(f?.patient).toContain("one of your HIV medicines, tenofovir disoproxil,");
    // The AKI and failing-regimen findings stay.
    expect(codes(r)).toEqual(expect.arrayContaining(["aki-creatinine-rise", "hiv-advanced-cd4-below-200"]));
  });

  it("06: tenofovir alafenamide (Biktarvy) with a raised creatinine: no TDF finding", () => {
    const r = run("06-uk-hiv-taf-creatinine-labs");
    expect(codes(r)).not.toContain("tdf-kidney-function");
    expect(codes(r)).not.toContain("tdf-proximal-tubulopathy");
  });

  it("07: TDF for hepatitis B with eGFR 44 on a UK record: EACS, and the replacement must treat hepatitis B", () => {
    const r = run("07-uk-hbv-tdf-egfr-low-labs");
    const f = finding(r, "tdf-kidney-function");
    expect(f?.evidenceIds).toEqual(["eacs-arv-nephrotoxicity", "jrenhep-2017-tenofovir-renal"]);
    expect(f?.clinician).not.toMatch(/Viread|HIV-associated/);
    expect(f?.clinician).toMatch(/the replacement must still treat it/);
    expect(f?.patient).toContain("your tenofovir disoproxil medicine");
    expect(f?.patient).not.toMatch(/HIV/);
  });

  it("08: TDF PrEP with normal kidney results: nothing", () => {
    const r = run("08-neither-prep-tdf-normal-kidney-labs");
    expect(codes(r)).not.toContain("tdf-kidney-function");
  });
});
