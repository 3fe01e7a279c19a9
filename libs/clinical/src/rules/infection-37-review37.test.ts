import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 37, infection-37: infections and antimicrobials, known leftovers from earlier reviews.
 * Found and changed:
 * - 01, 12: confusion named with a fever as one complaint ("three days of productive cough, fever and
 *   confusion", "now confused and febrile") was not read as NICE's new altered mental state, as the
 *   notes did not say "new": an 81-year-old with heart rate 112 drew only a moderate fever finding.
 *   Confusion joined to a fever in one list now counts as new with the illness (vital-signs.ts,
 *   FEVER_WITH_CONFUSION), giving the adult high risk sepsis finding; a denial in the list ("cough and
 *   fever, no confusion", 02) or a confusion called usual or unchanged (04) still does not count.
 * - 05, 06: the CURB65 finding told a patient already admitted ("admitted yesterday", "inpatient") to
 *   "consider hospital-based care" (CURB65 2) or that "home-based care can be considered" (0–1), and
 *   asked "do I need to be in hospital?". Below the high tier an inpatient now reads: 2 supports
 *   hospital-based care with severity reassessed; 0–1 asks whether treatment can continue at home;
 *   with no urea, check it to complete CURB65 (pneumonia-curb65.ts, wardTier, using in-hospital.ts).
 * - 10: linezolid for two weeks with platelets 210 → 95 x10^9/L was read only as a generic low
 *   platelet count. A new moderate finding, linezolid-low-platelets, names linezolid's reversible,
 *   duration-dependent myelosuppression, weekly full blood counts beyond 14 days, and stopping it if
 *   myelosuppression develops (drug-blood.ts), cited to French's review in J Antimicrob Chemother,
 *   seen today (added-sources.ts "french-2003-linezolid-safety", summaries.ts). 11: normal platelets
 *   on linezolid draw no finding.
 * Pinned: 03 ("more confused than usual" with dysuria is new confusion: critical sepsis finding),
 * 07 (the same CURB65 2 at a GP surgery keeps "consider hospital-based care"), 08 (gliclazide with
 * eGFR 27 from an acute creatinine rise after vomiting: the dose waits for a steady creatinine, review
 * 36 dosesBesideCreatinineRise), 09 (UK vancomycin with "Tazocin" and creatinine 82 → 174 µmol/L: the
 * AKI step names the combination's doubled AKI risk).
 * Not changed:
 * - The FDA linezolid label lists Warnings and Precautions, Myelosuppression (5.1), but its text was
 *   not seen today (openFDA excerpts showed only the heading), so the label is not cited; the UK CSM
 *   advice was seen only on a secondary page (gpnotebook) and is recorded as agreeing.
 * - The CURB65 confusion item (pneumonia-curb65.ts CONFUSION) still reads only "new", "acute" or
 *   "sudden" confusion, delirium or an AMTS of 8 or less: "fever and confusion" and "more confused"
 *   score no CRB65 point. NICE's CRB65 confusion is an AMTS of 8 or less or new disorientation; left
 *   for the respiratory owner.
 * - The generic low platelet line (lab-low) still stands beside linezolid-low-platelets.
 * - kidney-36-review36.test.ts still says under "Not changed" that "fever and confusion" is not read;
 *   its case 02 now reads it (no assertion there depends on it).
 */
const { run } = reviewFolder(new URL("./fixtures/infection-37-review37/", import.meta.url));

describe("confusion with a fever is new confusion for sepsis (review 37, infection-37)", () => {
  it("01: 'productive cough, fever and confusion' with heart rate 112 meets the adult high risk criterion", () => {
    const r = run("01-uk-chest-infection-fever-and-confusion");
    const sepsis = finding(r, "sepsis-high-risk-adult");
    expect(sepsis?.severity).toBe("critical");
    expect(sepsis?.clinician).toContain('new altered mental state ("fever and confusion" in the notes)');
    expect(sepsis?.clinician).toContain("This meets NICE high risk criteria");
    expect(codes(r)).not.toContain("fever-sepsis-check");
  });

  it("12: US 'now confused and febrile' counts too", () => {
    const sepsis = finding(run("12-us-pyelonephritis-confused-and-febrile"), "sepsis-high-risk-adult");
    // Review 45: "now confused" is read as new confusion on its own (acute-45), and is the quote now.
    expect(sepsis?.clinician).toMatch(
      /new altered mental state \("(?:now confused|confused and febrile)" in the notes\)/,
    );
  });

  it("02: 'cough and fever, no confusion' is not new confusion: the moderate fever finding only", () => {
    const r = run("02-uk-chest-infection-fever-no-confusion");
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
    expect(codes(r)).toContain("fever-sepsis-check");
  });

  it("03: 'more confused than usual' with dysuria stays new confusion", () => {
    const sepsis = finding(run("03-us-uti-more-confused-than-usual"), "sepsis-high-risk-adult");
    expect(sepsis?.clinician).toContain('new altered mental state ("more confused" in the notes)');
  });

  it("04: a confusion 'unchanged from her usual' beside a fever is not new", () => {
    const r = run("04-uk-dementia-long-standing-confusion-fever");
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
    expect(codes(r)).toContain("fever-sepsis-check");
  });
});

describe("CURB65 for a patient already in hospital (review 37, infection-37)", () => {
  it("05: CURB65 2 on the ward supports hospital-based care instead of 'consider hospital-based care'", () => {
    const r = run("05-uk-curb65-2-admitted-yesterday");
    const cap = finding(r, "pneumonia-curb65");
    expect(cap?.severity).toBe("moderate");
    expect(cap?.clinician).toContain(
      'NICE CG191: CURB65 2 is intermediate risk (3–15% 30-day mortality). The notes place the patient in hospital already ("admitted yesterday"): the score supports hospital-based care',
    );
    expect(cap?.clinician).not.toContain("consider hospital-based care");
    expect(cap?.nextSteps).toEqual([
      "Already in hospital: continue hospital-based care and reassess severity with clinical judgement",
    ]);
    expect(cap?.patient).toContain("You are being treated in hospital");
    expect(patientText(r)).not.toContain("do I need to be in hospital?");
  });

  it("06: US inpatient with CURB65 1 is asked whether treatment can continue at home", () => {
    const cap = finding(run("06-us-curb65-1-on-the-ward"), "pneumonia-curb65");
    expect(cap?.clinician).toContain(
      'CURB65 0–1 is low risk. The notes place the patient in hospital already ("inpatient"): with clinical judgment, consider whether treatment can continue at home.',
    );
    expect(cap?.clinician).not.toContain("home-based care can be considered");
    expect(cap?.evidenceIds).toEqual(["ats-idsa-2019-cap"]);
  });

  it("07: the same CURB65 2 at a GP surgery keeps 'consider hospital-based care'", () => {
    const cap = finding(run("07-uk-curb65-2-gp-visit"), "pneumonia-curb65");
    expect(cap?.clinician).toContain(
      "CURB65 2 is intermediate risk (3–15% 30-day mortality): consider hospital-based care",
    );
    expect(cap?.nextSteps).toEqual(["Consider hospital-based care; reassess severity with clinical judgement"]);
  });
});

describe("antimicrobials and kidney or blood harm (review 37, infection-37)", () => {
  it("08: gliclazide with an eGFR from an acute creatinine rise: no dose set until creatinine is steady", () => {
    const r = run("08-uk-gliclazide-aki-vomiting-serial-creatinine");
    expect(codes(r)).toContain("aki-creatinine-rise");
    const su = finding(r, "sulfonylurea-ckd");
    expect(su?.clinician).toContain("this eGFR is not steady and does not guide dosing");
    expect(su?.nextSteps[0]).toMatch(/^Review gliclazide 80 mg tablets now for hypoglycaemia/);
    expect(su?.nextSteps[0]).toContain("set its dose for kidney function once creatinine is stable");
  });

  it("09: vancomycin with Tazocin and a creatinine rise: the AKI step names the combination", () => {
    const aki = finding(run("09-uk-vancomycin-tazocin-creatinine-rise"), "aki-creatinine-rise");
    expect(aki?.nextSteps.find((s) => /vancomycin/i.test(s))).toContain(
      "It is given with Tazocin 4.5 g IV: AKI is about twice as likely on vancomycin with piperacillin-tazobactam as on either alone",
    );
    expect(aki?.evidenceIds).toContain("jhm-2017-vancomycin-piperacillin-aki");
  });

  it("10: platelets 210 → 95 on two weeks of linezolid name linezolid's myelosuppression", () => {
    const r = run("10-uk-linezolid-platelets-falling");
    const lzd = finding(r, "linezolid-low-platelets");
    expect(lzd?.severity).toBe("moderate");
    expect(lzd?.clinician).toMatch(
      /^Platelets 95 10\^9\/L \(2026-12-01\), down from 210 10\^9\/L \(2026-11-17\) on linezolid/,
    );
    expect(lzd?.clinician).toContain("A full blood count is checked weekly while it continues beyond 14 days");
    expect(lzd?.nextSteps).toContain("Full blood count at least weekly while linezolid continues");
    expect(lzd?.patient).toContain("do not stop it on your own");
    expect(lzd?.evidenceIds).toEqual(["french-2003-linezolid-safety"]);
  });

  it("11: normal platelets on linezolid draw no linezolid finding", () => {
    expect(codes(run("11-uk-linezolid-platelets-normal"))).not.toContain("linezolid-low-platelets");
  });
});
