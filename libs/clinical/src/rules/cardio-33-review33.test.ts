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
 * Review 33, cardio-33: troponin, AF and anticoagulation, heart failure, lipids, hypertension.
 * Found and changed:
 * - Diltiazem or verapamil with a reduced ejection fraction was not named at all (case 14: LVEF 35%
 *   on echo, hypertension on diltiazem ER 240 mg; read only for the peptide and the missing HFrEF
 *   groups). New rule rate-limiting-ccb-hfref.ts, citing ESC 2021's class III recommendation (text
 *   seen today, FACTS_SEEN["esc-2021-hf"]); an ejection fraction of 60% stays quiet (case 19).
 * - The raised-natriuretic-peptide line quoted its rule-out levels in pg/mL beside a UK result in
 *   ng/L ("NT-proBNP 1650 ng/L ... NT-proBNP 125 pg/mL"); the levels now follow the record's unit
 *   (patterns.ts ruleOutLevels), pg/mL records unchanged (case 14).
 * Found and not changed (see the report): NT-proBNP in pmol/L is not converted, so 180 pmol/L
 * (about 1500 pg/mL) raises no natriuretic-peptide finding (case 09); a conventional troponin I in
 * ng/mL is labelled "high-sensitivity" (case 03); the potassium-supplement line cites NHS Highland on
 * a US record and says the label contraindicates it in hyperkalaemia, which the current US label
 * does not (case 08); rivaroxaban dosing cites the EU SmPC on a US record (case 05); a UK CKD record
 * with no ACR is told the AHA/ACC goal of below 130/80 (case 18).
 */
const { run, load } = reviewFolder(new URL("./fixtures/cardio-33-review33/", import.meta.url));

describe("cardiology in labs and EHR records (review 33, cardio-33)", () => {
  it("01: UK single hs-troponin T 52 ng/L with rest chest tightness is critical, in ng/L", () => {
    const r = run("01-uk-hs-troponin-single-52-chest-pain-labs");
    expect(finding(r, "troponin-elevated")?.severity).toBe("critical");
    expect(finding(r, "troponin-elevated")?.clinician).toMatch(/Troponin 52 ng\/L/);
  });

  it("02: US serial hs-troponin I 21 then 96 ng/L with symptoms reads as a rise, critical", () => {
    const r = run("02-us-serial-hs-troponin-i-rise-ehr");
    expect(finding(r, "troponin-elevated")?.severity).toBe("critical");
    expect(finding(r, "troponin-elevated")?.clinician).toMatch(/rising \(21 then 96 ng\/L over 3 h\)/);
  });

  it("03: conventional troponin I 0.08 ng/mL stays in ng/mL (not converted to ng/L)", () => {
    const r = run("03-neither-troponin-i-conventional-0-08-ngml-labs");
    expect(finding(r, "troponin-elevated")?.clinician).toMatch(/Troponin 0\.08 ng\/mL/);
    expect(clinicianText(r)).not.toMatch(/80 ng\/L/);
  });

  it("04: UK apixaban 5 mg at 82, 56 kg, CrCl about 26 reads against the UK SmPC", () => {
    const r = run("04-uk-af-apixaban-5mg-age-82-weight-56-ehr");
    const f = finding(r, "doac-crcl-apixaban-severe");
    expect(f?.severity).toBe("high");
    expect(f?.evidenceIds).toContain("eliquis-smpc-renal");
  });

  it("05: US rivaroxaban 20 mg at CrCl about 32 is flagged for a dose review", () => {
    const r = run("05-us-af-rivaroxaban-20-crcl-low-labs");
    expect(finding(r, "doac-crcl-rivaroxaban")?.clinician).toMatch(/15 mg once daily/);
  });

  it("06: INR 6.8 with clarithromycin names the antibiotic as the likely cause", () => {
    const r = run("06-neither-warfarin-inr-6-8-clarithromycin-labs");
    expect(finding(r, "warfarin-inr-high")?.severity).toBe("high");
    expect(finding(r, "warfarin-inr-high")?.clinician).toMatch(/Clarithromycin can raise the INR/);
  });

  it("07: UK NT-proBNP 1650 ng/L quotes its rule-out levels in ng/L, not pg/mL", () => {
    const r = run("07-uk-nt-probnp-1650-breathless-labs");
    const f = finding(r, "natriuretic-peptide-elevated");
    expect(f?.clinician).toMatch(
      /NT-proBNP 1650 ng\/L .*\(NT-proBNP 125 ng\/L, BNP 35 ng\/L in the non-acute setting\)/,
    );
    expect(f?.clinician).not.toMatch(/pg\/mL/);
    expect(f?.clinician).toMatch(/within 6 weeks/);
  });

  it("08: US HFrEF on ARNI, spironolactone and KCl with K 5.8 mEq/L names all three", () => {
    const r = run("08-us-hfref-arni-spironolactone-k-5-8-ehr");
    expect(finding(r, "raas-hyperkalaemia")?.severity).toBe("high");
    expect(codes(r)).toContain("potassium-supplement-hyperkalaemia");
    expect(finding(r, "raas-hyperkalaemia")?.clinician).toMatch(/5\.8 mEq\/L/);
  });

  it("09: NT-proBNP in pmol/L is listed as high (not yet graded: see the report)", () => {
    const r = run("09-neither-nt-probnp-pmol-l-labs");
    expect(codes(r)).toContain("lab-high");
  });

  it("10: UK LDL 6.1 mmol/L with tendon xanthomata reads as definite FH, NICE-cited", () => {
    const r = run("10-uk-fh-ldl-6-1-tendon-xanthoma-labs");
    expect(finding(r, "familial-hypercholesterolaemia-definite")?.evidenceIds?.join(" ")).toMatch(/nice/);
  });

  it("11: US LDL 205 mg/dL at 29 reads as severe hypercholesterolemia in mg/dL", () => {
    const r = run("11-us-ldl-205-young-no-statin-ehr");
    expect(finding(r, "severe-hypercholesterolaemia")?.clinician).toMatch(/LDL-C 205 mg\/dL/);
  });

  it("12: UK post-MI LDL 2.3 mmol/L on atorvastatin 80 mg leads with NICE NG238's 2.0 target", () => {
    const r = run("12-uk-post-mi-ldl-2-3-atorva-80-labs");
    expect(finding(r, "ldl-above-goal-ascvd")?.clinician).toMatch(/NICE NG238 aims for LDL-C 2\.0 mmol\/L or less/);
  });

  it("13: simvastatin with clarithromycin and CK 9x is named as the contraindicated pair", () => {
    const r = run("13-neither-simvastatin-clarithromycin-ck-9x-labs");
    expect(codes(r)).toEqual(expect.arrayContaining(["simvastatin-contraindicated-combination", "statin-ck-elevated"]));
  });

  it("14: diltiazem with LVEF 35% on echo is named as not recommended in HFrEF (ESC 2021)", () => {
    const r = run("14-us-htn-lvh-lvef-35-diltiazem-ibuprofen-ehr");
    const f = finding(r, "rate-limiting-ccb-hfref");
    expect(f?.severity).toBe("high");
    expect(f?.evidenceIds).toEqual(["esc-2021-hf"]);
    expect(f?.clinician).toMatch(/Diltiazem ER 240 mg capsule with a reduced ejection fraction \("lvef 35%"/);
    expect(patientText(r)).toMatch(/You take diltiazem, a medicine that slows the heart/);
    expect(patientText(r)).toMatch(/Do not stop it suddenly on your own/);
    // A pg/mL record keeps its pg/mL rule-out levels.
    expect(finding(r, "natriuretic-peptide-elevated")?.clinician).toMatch(/NT-proBNP 125 pg\/mL/);
  });

  it("15: UK INR 4.8 after amiodarone, with aspirin and clopidogrel, names both causes", () => {
    const r = run("15-uk-af-warfarin-amiodarone-inr-4-8-triple-therapy-ehr");
    const f = finding(r, "warfarin-inr-high");
    expect(f?.clinician).toMatch(/Amiodarone 200 mg tablets can raise the INR/);
    expect(f?.clinician).toMatch(/aspirin 75 mg dispersible tablets and clopidogrel/);
  });

  it("16: AF at 67 with hypertension and no anticoagulant is high, with the CHA2DS2-VA score", () => {
    const r = run("16-neither-af-woman-67-htn-no-anticoagulant-ehr");
    expect(finding(r, "af-no-anticoagulant")?.severity).toBe("high");
    expect(finding(r, "af-no-anticoagulant")?.clinician).toMatch(/CHA2DS2-VA score 2/);
  });

  it("17: US dabigatran 150 mg at CrCl about 17 gives the US 75 mg band beside the EU contraindication", () => {
    const r = run("17-us-dabigatran-crcl-24-labs");
    expect(finding(r, "doac-crcl-dabigatran")?.clinician).toMatch(/US label instead gives 75 mg twice daily/);
  });

  it("18: UK flat troponin 40 then 42 ng/L in CKD G4 without chest pain is not critical", () => {
    const r = run("18-uk-ckd-flat-troponin-40-42-no-chest-pain-ehr");
    const f = finding(r, "troponin-elevated");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/chronic myocardial injury/);
  });

  it("19: diltiazem with LVEF 60% stays quiet (near-negative of case 14)", () => {
    const r = run("19-us-htn-lvh-lvef-60-diltiazem-ehr");
    expect(codes(r)).not.toContain("rate-limiting-ccb-hfref");
  });

  it("14 deep: the EHR deep agent reads the diltiazem record through", () => {
    const r = runDeepReviewCase(load("14-us-htn-lvh-lvef-35-diltiazem-ibuprofen-ehr"));
    expectDeepReadsThrough(r);
    expect(r.findings.map((f) => f.code)).toContain("rate-limiting-ccb-hfref");
  });
});
