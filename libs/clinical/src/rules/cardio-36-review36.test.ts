import { describe, expect, it } from "vitest";
import type { LabTest } from "@hds/contracts";
import { normalizeLabResults } from "../normalize/lab-results.ts";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { RuleContext } from "./context.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Review 36, cardio-36: cardiology leftovers from review 35 and fresh AF, hypertension-with-CKD and
 * lipid cases on UK, US and neither records.
 * Found and changed:
 * - 01: rivaroxaban 20 mg after a PE at about 22 mL/min on a Columbus, Ohio record told the patient
 *   the dose "may be higher than advised", though the US label it reads gives no lower dose for DVT
 *   or PE. The patient text now follows each label reading (US DVT/PE: no lower dose, not studied
 *   below 30 mL/min, bleeding risk weighed; UK DVT/PE: a lower dose may be considered; AF: the label
 *   gives a lower dose), and the US DVT/PE reading reviews the anticoagulant and the bleeding risk,
 *   not "the dose" (doac-dosing.ts).
 * - 02: 136/84 at an NHS Health Check in Nottingham was told "Confirm with out-of-office readings"
 *   and "medication depending on cardiovascular risk", and the patient "it needs confirming with home
 *   or repeated readings". NICE NG136 offers ambulatory (or home) monitoring from a clinic reading of
 *   140/90 mmHg (1.2.3, seen today: new seenAt line on nice-ng136-hypertension). A UK clinic reading
 *   below it, single or repeated, is now rechecked at routine reviews with lifestyle measures, at low
 *   priority, and the patient is told so (other.ts). US records keep AHA/ACC's steps.
 * - 03: HFrEF at a "Heart failure clinic, Atlanta." read as neither country (a US city without its
 *   state was no US evidence) and was cited ESC 2021. Large US cities no UK or Commonwealth town shares
 *   now count as US evidence where care happens (uk-record.ts), so the record is given AHA/ACC/HFSA
 *   2022; and the switch from an ACE inhibitor on a US record now quotes AHA/ACC/HFSA 2022's own
 *   recommendation (7.3.1-4, already in its seenAt), not ESC's, so ESC 2021 is no longer cited there
 *   (hfref-pillars.ts). ESC 2021 stays for UK and neither records (the library holds no NICE NG106).
 * - 10: LDL-C 196 mg/dL, untreated, at 44 in Minneapolis: the step was "Start or intensify
 *   LDL-lowering treatment towards a risk-based LDL-C goal" and ESC/EAS 2019 was cited on a US record.
 *   An untreated US adult of 20–75 with no statin intolerance and no other LDL-lowering medicine is
 *   now told to start a high-intensity statin without a risk calculation (acc-aha-2019-primary-
 *   prevention, already seen), citing US sources only unless the ESC/EAS 50% fall is quoted (patterns.ts).
 * Pinned:
 * - 04, 05 (AAA, item 4): checked against the sources. UK: the NHS programme invites men in the year
 *   they turn 65 (nhs-aaa-screening-invitation); NICE NG156 1.1.1–1.1.2 tells men aged 66 or over who
 *   were not screened that they can self-refer, encouraging it with a risk factor such as smoking
 *   (nice-ng156-aaa seenAt). "Men aged 66 or over" is NG156's own wording and is right. US: one scan for
 *   men 65–75 who have ever smoked (USPSTF 2019), silent for a man who never smoked.
 * - 06 (item 5): BNP 120 pmol/L in a breathless Norwich man is shown in its own unit, is not read as
 *   pg/mL or ng/L, and no finding compares it with a pg/mL threshold.
 * - 07: apixaban 5 mg twice daily in AF at 83 and 57 kg: the UK SmPC's two of three criteria, 2.5 mg.
 * - 08: US hypertension with CKD G3bA3 on lisinopril and amlodipine, 146/88 sustained: intensify toward
 *   below 130/80 (AHA/ACC 2025), and an SGLT2 inhibitor for ACR 420 mg/g (KDIGO 2024).
 * - 09: UK QRISK3 12.4% without a statin: NICE's atorvastatin 20 mg offer, no US source.
 * Not changed:
 * - BNP in pmol/L is still not converted: no conversion factor for BNP (unlike NT-proBNP's 8.457) was
 *   found in a source today (pages searches for a laboratory's pmol/L to pg/mL factor found none), so a
 *   pmol/L BNP is read against its own laboratory range only (06).
 * - Neither-country AAA records still get the USPSTF wording (smokers, 65–75): the library holds no
 *   other AAA screening source to cite for them.
 * - A UK reading exactly at 130/80 still says "confirm it with repeated office or out-of-office readings
 *   before treating it as stage 1" (AHA/ACC's threshold note) beside NICE's: steps and patient text
 *   are NICE's; the sentence is AHA/ACC's own framing and is left.
 */
const { run, load, edit } = reviewFolder(new URL("./fixtures/cardio-36-review36/", import.meta.url));

const now = new Date("2026-12-02T12:00:00Z");
const potassium: LabTest = { name: "Potassium", value: "4.1", unit: "mmol/L", date: "2026-12-01" };
const country = (clinicalNotes: string): "us" | "uk" | "-" => {
  const ctx = new RuleContext(normalizeLabResults([potassium], { clinicalNotes }, { now }));
  return readsAsUsUnits(ctx) ? "us" : readsAsUk(ctx) ? "uk" : "-";
};

describe("cardiology leftovers and fresh cases (review 36, cardio-36)", () => {
  it("01: US rivaroxaban after a PE at about 22 mL/min tells the patient the US label has no lower dose", () => {
    const f = finding(run("01-us-rivaroxaban-pe-crcl-22-ehr"), "doac-crcl-rivaroxaban");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/about 22 mL\/min/);
    expect(f?.clinician).toMatch(/Review the anticoagulant with the prescriber\.$/);
    expect(f?.patient).not.toMatch(/higher than advised/);
    expect(f?.patient).toContain(
      "For a clot in the leg or lung, the US label for rivaroxaban has no lower dose, but people with kidney function as low as yours were not studied",
    );
    expect(f?.nextSteps[0]).toMatch(/^Weigh the bleeding risk with the prescriber: the US label gives no lower dose/);
    expect(f?.evidenceIds).toEqual(["xarelto-us-dvt-pe-dosing", "cockcroft-gault-1976"]);
  });

  it("01 variants: a UK twin may consider a lower dose; atrial fibrillation is told the label's lower dose", () => {
    const uk = edit("01-us-rivaroxaban-pe-crcl-22-ehr", (d) => {
      d.additionalContext = "GP surgery in Leeds, 10 weeks after a pulmonary embolism. No bleeding.";
    });
    const fUk = finding(runReviewCase(uk), "doac-crcl-rivaroxaban");
    expect(fUk?.patient).toContain("a lower rivaroxaban dose may be considered at this level of kidney function");
    expect(fUk?.clinician).toMatch(/Review the dose with the prescriber\.$/);
    const af = edit("01-us-rivaroxaban-pe-crcl-22-ehr", (d) => {
      d.pastMedicalHistory[0] = { display: "Atrial fibrillation", clinicalStatus: "active" };
    });
    const fAf = finding(runReviewCase(af), "doac-crcl-rivaroxaban");
    expect(fAf?.patient).toContain(
      "For atrial fibrillation, the rivaroxaban label gives a lower dose at this level of kidney function than the one you take.",
    );
  });

  it("02: a UK clinic reading of 136/84 is rechecked at routine reviews, not sent for out-of-office confirmation", () => {
    const r = run("02-uk-health-check-bp-136-84-ehr");
    const f = finding(r, "bp-stage-1");
    expect(f?.severity).toBe("low");
    expect(f?.title).toBe("Blood pressure above the ideal level, below the NICE threshold for hypertension");
    expect(f?.nextSteps).toEqual([
      "Recheck the clinic blood pressure at routine reviews: NICE NG136 offers ambulatory (or home) monitoring from a clinic reading of 140/90 mmHg",
      "Lifestyle measures",
    ]);
    expect(f?.patient).toContain("It is below the level (140/90) at which UK guidance checks for high blood pressure");
    expect(f?.patient).not.toMatch(/needs confirming/);
    expect(clinicianText(r)).not.toMatch(/out-of-office readings|medication depending on cardiovascular risk/);
  });

  it("02 variants: repeated UK clinic readings below 140/90 stay low; a US record keeps AHA/ACC's confirmation", () => {
    const repeated = edit("02-uk-health-check-bp-136-84-ehr", (d) => {
      (d as unknown as { vitalSigns: Record<string, string>[] }).vitalSigns.push({
        display: "Blood pressure",
        value: "134/86",
        unit: "mmHg",
        date: "2026-06-10",
      });
    });
    const fRep = finding(runReviewCase(repeated), "bp-stage-1");
    expect(fRep?.severity).toBe("low");
    expect(fRep?.nextSteps).not.toContain("Lifestyle measures; medication depending on cardiovascular risk");
    const us = edit("02-uk-health-check-bp-136-84-ehr", (d) => {
      d.additionalContext = "Annual physical, primary care, Denver, Colorado. Never smoked.";
      d.recentNormalLabs = [];
    });
    const fUs = finding(runReviewCase(us), "bp-stage-1");
    expect(fUs?.severity).toBe("moderate");
    expect(fUs?.nextSteps).toEqual([
      "Confirm with out-of-office readings",
      "Lifestyle measures; medication depending on cardiovascular risk",
    ]);
  });

  it("03: HFrEF at an Atlanta clinic is given AHA/ACC/HFSA 2022, including for the switch from lisinopril", () => {
    const f = finding(run("03-us-hfref-atlanta-ehr"), "hfref-pillars-missing");
    expect(f?.clinician).toContain("AHA/ACC/HFSA 2022 recommends all four classes in HFrEF");
    expect(f?.clinician).toContain(
      "Lisinopril 20 mg tablets is listed: AHA/ACC/HFSA 2022 recommends replacing an ACE inhibitor or ARB with sacubitril/valsartan",
    );
    expect(f?.clinician).not.toMatch(/ESC 2021|nebivolol/);
    expect(f?.evidenceIds).toEqual(["aha-acc-hfsa-2022-hf"]);
  });

  it("03 variant: the same record with no place reads as neither country and keeps ESC 2021", () => {
    const c = edit("03-us-hfref-atlanta-ehr", (d) => {
      d.additionalContext = "Heart failure clinic. NYHA class II, euvolemic.";
    });
    const f = finding(runReviewCase(c), "hfref-pillars-missing");
    expect(f?.clinician).toContain("ESC 2021 recommends sacubitril/valsartan as a replacement for an ACE inhibitor");
    expect(f?.evidenceIds).toEqual(["esc-2021-hf"]);
  });

  it.each([
    ["Cardiology clinic, Atlanta. NYHA class II.", "us"],
    ["Seen in clinic in Chicago today.", "us"],
    ["Holiday in Miami last month, otherwise well.", "-"],
    ["Moved from Seattle in 2019; no GP yet.", "-"],
    ["Boston, Lincolnshire practice review.", "-"],
    ["GP surgery in Leeds; holiday in Chicago last year.", "uk"],
  ])("03 (country): %s reads as %s", (notes, expected) => {
    expect(country(notes)).toBe(expected);
  });

  it("04: a UK man of 68 who used to smoke is told of self-referral to NHS AAA screening (NICE NG156)", () => {
    const r = run("04-uk-aaa-man-68-ex-smoker-ehr");
    const f = finding(r, "aaa-screening-due");
    expect(f?.clinician).toContain(
      "NICE NG156 advises telling men aged 66 or over about the NHS abdominal aortic aneurysm screening programme, which they can self-refer to, and encouraging self-referral in those who smoke or used to smoke",
    );
    expect(f?.nextSteps).toEqual([
      "If not already screened, encourage self-referral to the NHS AAA screening programme",
    ]);
    expect(f?.evidenceIds).toEqual(["nice-ng156-aaa"]);
    const at65 = edit("04-uk-aaa-man-68-ex-smoker-ehr", (d) => {
      (d as unknown as { patientInfo: { age: number } }).patientInfo.age = 65;
    });
    const f65 = finding(runReviewCase(at65), "aaa-screening-due");
    expect(f65?.clinician).toContain("invites men for a single ultrasound scan in the year they turn 65");
    expect(f65?.evidenceIds).toEqual(["nhs-aaa-screening-invitation", "nice-ng156-aaa"]);
  });

  it("05: a US man of 70 who smoked is offered one scan (USPSTF); one who never smoked is not", () => {
    const f = finding(run("05-us-aaa-man-70-former-smoker-ehr"), "aaa-screening-due");
    expect(f?.patient).toContain("Men aged 65 to 75 who have ever smoked are offered one ultrasound scan");
    expect(f?.evidenceIds).toEqual(["uspstf-2019-aaa"]);
    expect(f?.clinician).not.toMatch(/NHS|NICE/);
    const never = edit("05-us-aaa-man-70-former-smoker-ehr", (d) => {
      d.pastMedicalHistory = [{ display: "Hyperlipidemia", clinicalStatus: "active" }];
      d.additionalContext = "Medicare annual wellness visit, Tucson, Arizona. Never smoked.";
    });
    expect(codes(runReviewCase(never))).not.toContain("aaa-screening-due");
  });

  it("06: a BNP in pmol/L is shown in its own unit, with its pg/mL equivalent beside the pg/mL levels", () => {
    const r = run("06-uk-bnp-pmol-ankle-swelling-labs");
    const lab = r.findings.find((f) => f.code === "lab-high" && /natriuretic/i.test(f.title));
    expect(lab?.clinician).toContain("B-type natriuretic peptide 120 pmol/L");
    expect(clinicianText(r)).not.toMatch(/120 (?:pg\/mL|ng\/L)/);
    // Review 37 (cardio-renal-37 case 05): a conversion factor was seen (1 pmol/L = 3.46 pg/mL), so
    // 120 pmol/L (about 415 pg/mL) now draws the raised natriuretic peptide finding.
    const np = finding(r, "natriuretic-peptide-elevated");
    expect(np?.clinician).toContain("BNP 120 pmol/L (2026-12-01), about 420 pg/mL,");
    expect(codes(r)).not.toContain("natriuretic-peptide-known-hf");
  });

  it("07: apixaban 5 mg in AF at 83 and 57 kg meets two of the UK SmPC's three criteria", () => {
    const f = finding(run("07-uk-af-apixaban-full-dose-two-criteria-ehr"), "apixaban-af-dose-high");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("the UK SmPC recommends 2.5 mg twice daily");
    expect(f?.clinician).toContain("two of the three are met");
    expect(f?.evidenceIds).toEqual(["eliquis-smpc-renal"]);
  });

  it("08: US hypertension with CKD G3bA3: intensify toward below 130/80 and add an SGLT2 inhibitor", () => {
    const r = run("08-us-htn-ckd-g3b-a3-lisinopril-ehr");
    const bp = finding(r, "bp-stage-2");
    expect(bp?.nextSteps[0]).toBe(
      "Intensify treatment toward below 130/80 mmHg, after checking adherence and measurement technique",
    );
    expect(bp?.evidenceIds).toEqual(["aha-acc-2025-hbp"]);
    expect(finding(r, "sglt2i-opportunity-ckd-albuminuria")?.evidenceIds).toEqual(["kdigo-2024-ckd"]);
    expect(clinicianText(r)).not.toMatch(/NICE/);
  });

  it("09: a UK QRISK3 of 12.4% without a statin is offered atorvastatin 20 mg (NICE), with no US source", () => {
    const r = run("09-uk-lipids-qrisk-12-no-statin-ehr");
    const f = finding(r, "statin-offer-qrisk-uk");
    expect(f?.nextSteps[0]).toMatch(/^Offer atorvastatin 20 mg for primary prevention \(NICE: QRISK3 10% or more\)/);
    expect(f?.evidenceIds).toEqual(["nice-cg181-lipid-modification"]);
    expect(r.findings.flatMap((x) => x.evidenceIds)).not.toContain("acc-aha-2026-dyslipidemia");
  });

  it("10: an untreated US LDL-C of 196 mg/dL starts a high-intensity statin, citing US sources only", () => {
    const r = run("10-us-lipids-ldl-196-age-44-ehr");
    const f = finding(r, "severe-hypercholesterolaemia");
    expect(f?.nextSteps[0]).toBe(
      "Start a high-intensity statin (atorvastatin 40–80 mg or rosuvastatin 20–40 mg): at LDL-C 190 mg/dL or more ACC/AHA starts one without a 10-year risk calculation",
    );
    expect(f?.evidenceIds).toEqual(["nla-2015-part1", "acc-aha-2026-dyslipidemia", "acc-aha-2019-primary-prevention"]);
    expect(patientText(r)).toMatch(/strong cholesterol medicine/);
  });

  it("10 variants: on ezetimibe, or outside 20–75, the general step stands", () => {
    const onEzetimibe = edit("10-us-lipids-ldl-196-age-44-ehr", (d) => {
      d.medications = [{ medication: "Ezetimibe 10 mg tablets", status: "active", dosage: "once daily" }];
    });
    const f = finding(runReviewCase(onEzetimibe), "severe-hypercholesterolaemia");
    expect(f?.nextSteps[0]).toBe("Start or intensify LDL-lowering treatment towards a risk-based LDL-C goal");
    const older = load("10-us-lipids-ldl-196-age-44-ehr");
    older.data.patientInfo.age = 79;
    const fOld = finding(runReviewCase(older), "severe-hypercholesterolaemia");
    expect(fOld?.nextSteps[0]).toBe("Start or intensify LDL-lowering treatment towards a risk-based LDL-C goal");
  });
});
