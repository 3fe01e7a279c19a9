import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 37, older adults 75–92 with polypharmacy, read as a GP or geriatrician would:
 * Found and changed:
 * - 02: "also taking Benadryl at night for sleep (OTC)" beside oxybutynin and amitriptyline with two
 *   weeks of new confusion: the Beers finding named only the two listed medicines. A strongly
 *   anticholinergic medicine that only the notes name (not stopped, not an allergy, not already
 *   listed) is now named beside them, told to the patient, and put into the review step
 *   (older-adults.ts anticholinergicInNotes; the stopped-sentence words shared from
 *   nsaid-in-notes-kidney.ts).
 * - 03: 136/80 at 79 on indapamide after a fall, on a UK record: a moderate "above the usual target of
 *   below 130/80 mmHg (AHA/ACC 2025)". The fall took away the NICE under-80 wording (below 140/90,
 *   met). A reading that meets the target now keeps it with a fall or postural drop, low priority,
 *   with the standing-reading steps after its own (other.ts, olderSingle.targetMet).
 * - 04, 11, 12: the apixaban dose findings listed age, weight and creatinine and said "two of the
 *   three are met" without saying which: at 86, 58 kg and creatinine 1.4 mg/dL the creatinine
 *   (below 1.5) read as one of them. The met criteria are now named ("age and weight"; at the
 *   133 µmol/L boundary "age and creatinine"; "only one ... (age)"). The 2.5 mg finding on a UK
 *   record cited the FDA label; it now cites the UK SmPC as the 5 mg finding does (drug-lab.ts).
 * - 06: "sweaty and drowsy before lunch twice this month, settled after a sugary drink" on
 *   gliclazide at 90 with dementia and HbA1c 44 was read as tight control without hypos. Symptoms
 *   that settle with sugar are now a recorded hypo: the overtreatment finding (contact the doctor
 *   today, what to do in a hypo) replaces the tight-control one (geriatric-safety.ts HYPO_NOTES).
 *   Review 16's older over-calls case 04 ("sweaty and muddled before lunch, better with biscuits")
 *   now reads the same way; its test is updated (older-overcalls-review16.test.ts).
 * - 07: magnesium 1.2 mg/dL on a US record: "Magnesium 1.2 mg/dL is below 0.5 mmol/L", and the step
 *   "0.49 mmol/L is below 0.5". The mmol/L value now stands beside the record's unit in both
 *   (hypomagnesaemia-severe.ts).
 * Pinned: 01 (two alpha-blockers with a 30/12 postural drop and falls: duplicate finding plus
 * orthostatic hypotension, doxazosin, amlodipine and tamsulosin named), 05 (digoxin with potassium
 * 3.2, furosemide and nausea: digoxin withheld, ECG and level today; no digoxin finding from the
 * eGFR alone), 08 (B12 148 ng/L with tingling feet on metformin and omeprazole: intramuscular
 * hydroxocobalamin, neuropathy read as B12 or diabetes), 09 (ibuprofen with lisinopril and
 * hydrochlorothiazide, creatinine 1.1 → 1.7 mg/dL: all three withheld, ibuprofen stopped), 10
 * (diazepam and zopiclone after a hip fracture with two falls: Beers high, falls named; 132/76 at 85
 * asks for no treatment on a UK record).
 * Not changed:
 * - 06: a 90-year-old care-home resident with Clinical Frailty Scale 7, dementia and 47 kg is still
 *   offered an SGLT2 inhibitor "for later": no source seen today says when to withhold it in severe
 *   frailty, so the finding stands (a geriatrician would likely not start one).
 * - 07: the intravenous magnesium regimen is NHS Highland's (20 mmol) on a US record as well; no US
 *   guideline with a regimen was seen today.
 * - 10: "hip fracture last year", no mechanism stated, was not read as a fragility fracture, so no
 *   bone-protection finding was raised; since review 38 (bone-falls-38 case 01) it is, from 65.
 */
const { load, run, edit } = reviewFolder(new URL("./fixtures/older-adults-37-review37/", import.meta.url));

type Run = ReturnType<typeof run>;
const steps = (r: Run) => r.findings.flatMap((f) => f.nextSteps);

describe("falls and postural hypotension (review 37, older-adults-37)", () => {
  it("01: doxazosin with tamsulosin and a 30/12 drop on standing: duplicate alpha-blockers and orthostatic hypotension", () => {
    const r = run("01-uk-84-doxazosin-tamsulosin-postural-drop-falls");
    expect(codes(r)).toEqual(["alpha-blocker-duplicate", "orthostatic-hypotension"]);
    expect(finding(r, "alpha-blocker-duplicate")?.severity).toBe("high");
    const oh = finding(r, "orthostatic-hypotension");
    expect(oh?.clinician).toContain("142/78 mmHg lying and 112/66 mmHg standing (in the notes), a fall of 30/12 mmHg");
    expect(oh?.clinician).toContain(
      "Tamsulosin 400 microgram modified-release capsules: alpha-blockers taken for the prostate",
    );
    expect(steps(r)[0]).toMatch(/keep only one alpha-blocker/);
  });

  it("03: 136/80 at 79 after a fall on a UK record meets NICE's target: low, no AHA/ACC goal, standing reading kept", () => {
    const r = run("03-uk-79-sertraline-indapamide-sodium-126");
    const bp = finding(r, "bp-above-target");
    expect(bp?.severity).toBe("low");
    expect(bp?.clinician).toContain("below 140/90 mmHg (NICE QS28, from NG136), which this reading meets");
    expect(bp?.clinician).not.toContain("above the usual target of below 130/80");
    expect(bp?.nextSteps).toContain(
      "Measure blood pressure lying or sitting and then after 1 and 3 minutes standing before starting or increasing treatment",
    );
    expect(bp?.patient).toContain("within the target that UK guidance uses at your age (below 140/90)");
    expect(bp?.patient).toContain("Because you have had a fall");
    // The sodium findings are unchanged: the thiazide stopped, the recently raised SSRI named.
    expect(finding(r, "hyponatraemia")?.clinician).toContain("Sertraline 100 mg tablets was started recently");
    expect(steps(r)[0]).toMatch(/^Stop indapamide 2\.5 mg tablets/);
  });

  it("a reading above NICE's under-80 target after a fall is still judged against it", () => {
    const c = load("03-uk-79-sertraline-indapamide-sodium-126");
    c.data.vitalSigns[0].value = "146/84";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("bp-above-target");
    expect(codes(r).some((code) => code.startsWith("bp-stage-2"))).toBe(true);
  });

  it("10: diazepam and zopiclone after a hip fracture and falls: Beers high with the falls named", () => {
    const r = run("10-uk-85-diazepam-zopiclone-falls-hip-fracture");
    const beers = finding(r, "beers-older-adult-medicines");
    expect(beers?.severity).toBe("high");
    expect(beers?.clinician).toContain(
      "a benzodiazepine (diazepam 5 mg tablets) and a Z-drug hypnotic (zopiclone 7.5 mg tablets)",
    );
    expect(beers?.clinician).toContain(
      "A fall or fracture is recorded in the conditions (Fracture of neck of femur) and in the notes",
    );
    expect(finding(r, "bp-stage-1")?.nextSteps).toEqual([
      "No blood pressure treatment on this reading; recheck at routine visits",
    ]);
  });
});

describe("anticholinergic burden (review 37, older-adults-37)", () => {
  it("02: Benadryl named only in the notes is counted with oxybutynin and amitriptyline", () => {
    const r = run("02-us-81-oxybutynin-amitriptyline-new-confusion");
    const beers = finding(r, "beers-older-adult-medicines");
    expect(beers?.clinician).toContain(
      "The notes also name Benadryl, a strongly anticholinergic medicine not on the medication list",
    );
    expect(beers?.clinician).toContain('The notes report "confusion"');
    expect(beers?.patient).toContain("Your notes also mention Benadryl, which is not on your medicine list");
    expect(beers?.nextSteps).toContain(
      "Include Benadryl from the notes, and any other medicine bought over the counter, in the review",
    );
  });

  it("a stopped or allergic mention, or one already listed, is not added", () => {
    for (const note of ["Benadryl stopped last month.", "Allergic to Benadryl (rash)."]) {
      const c = edit("02-us-81-oxybutynin-amitriptyline-new-confusion", (d) => {
        d.additionalContext = `Daughter reports new confusion over the past 2 weeks. ${note}`;
      });
      expect(finding(runReviewCase(c), "beers-older-adult-medicines")?.clinician).not.toContain("Benadryl");
    }
    const listed = edit("02-us-81-oxybutynin-amitriptyline-new-confusion", (d) => {
      d.medications.push({ medication: "Diphenhydramine 25 mg capsule", status: "active", dosage: "at bedtime" });
    });
    expect(finding(runReviewCase(listed), "beers-older-adult-medicines")?.clinician).not.toContain(
      "not on the medication list",
    );
  });
});

describe("apixaban dose criteria at their boundaries (review 37, older-adults-37)", () => {
  it("04: 86, 58 kg, creatinine 1.4 mg/dL on 5 mg: age and weight met, the creatinine is not", () => {
    const f = finding(run("04-us-86-apixaban-5mg-58kg-creatinine-1-4"), "apixaban-af-dose-high");
    expect(f?.clinician).toContain(
      "With age 86, weight 58 kg (2026-11-24), creatinine 1.4 mg/dL (2026-11-24), two of the three are met (age and weight)",
    );
    expect(f?.clinician).toContain("the FDA label recommends 2.5 mg twice daily");
    expect(f?.patient).toContain("Keep taking it as prescribed until you have talked with them");
  });

  it("11: 92, 68 kg, creatinine 1.2 mg/dL on 2.5 mg: only age met, the dose may be too low", () => {
    const f = finding(run("11-us-92-apixaban-2-5mg-one-criterion-underdose"), "apixaban-af-dose-low");
    expect(f?.clinician).toContain("only one of the three is met (age)");
    expect(f?.clinician).toContain("the FDA label reserves 2.5 mg");
  });

  it("12: 80 and creatinine 133 µmol/L (both at their boundary) on a UK record: age and creatinine met", () => {
    const f = finding(run("12-uk-80-apixaban-5mg-61kg-creatinine-133-boundary"), "apixaban-af-dose-high");
    expect(f?.clinician).toContain("two of the three are met (age and creatinine)");
    expect(f?.clinician).toContain("the UK SmPC recommends");
    expect(f?.evidenceIds).toEqual(["eliquis-smpc-renal"]);
  });

  it("12 on 2.5 mg with creatinine 100 µmol/L: the low-dose finding cites the UK SmPC, not the FDA label", () => {
    const c = edit("12-uk-80-apixaban-5mg-61kg-creatinine-133-boundary", (d) => {
      d.medications[0] = { medication: "Apixaban 2.5 mg tablets", status: "active", dosage: "2.5 mg twice daily" };
      d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => l.display !== "Creatinine");
      d.recentNormalLabs.push({
        display: "Creatinine",
        value: "100",
        unit: "umol/L",
        referenceRange: "59-104",
        date: "2026-11-25",
      });
    });
    const f = finding(runReviewCase(c), "apixaban-af-dose-low");
    expect(f?.clinician).toContain("the UK SmPC reserves 2.5 mg");
    expect(f?.clinician).toContain("only one of the three is met (age)");
    expect(f?.evidenceIds).toEqual(["eliquis-smpc-renal"]);
  });
});

describe("digoxin, sodium, magnesium, B12 and the kidneys (review 37, older-adults-37)", () => {
  it("05: digoxin with potassium 3.2 on furosemide and nausea: withheld, ECG and level today", () => {
    const r = run("05-uk-88-digoxin-potassium-3-2-egfr-35");
    const dig = finding(r, "digoxin-low-potassium");
    expect(dig?.severity).toBe("high");
    expect(dig?.clinician).toContain("Furosemide 40 mg tablets is a likely cause");
    expect(dig?.clinician).toContain("digoxin is withheld whatever the level");
    expect(dig?.nextSteps[0]).toBe(
      "Assess today with an ECG and a digoxin level; withhold digoxin while toxicity is assessed",
    );
  });

  it("07: magnesium 1.2 mg/dL is shown in mmol/L beside the guideline's 0.5 mmol/L", () => {
    const f = finding(run("07-us-80-omeprazole-10-years-magnesium-1-2"), "hypomagnesaemia-severe-symptomatic");
    expect(f?.clinician).toContain("Magnesium 1.2 mg/dL (2026-11-25), 0.49 mmol/L, is below 0.5 mmol/L");
    expect(f?.nextSteps[0]).toMatch(
      /^Same-day hospital assessment for intravenous magnesium: 1\.2 mg\/dL \(0\.49 mmol\/L\) is below 0\.5 mmol\/L with "cramps"/,
    );
  });

  it("07 in mmol/L keeps the plain wording", () => {
    const c = edit("07-us-80-omeprazole-10-years-magnesium-1-2", (d) => {
      const mg = d.recentAbnormalLabs.find((l) => l.display === "Magnesium")!;
      Object.assign(mg, { value: "0.45", unit: "mmol/L", referenceRange: "0.7-1.0" });
    });
    const f = finding(runReviewCase(c), "hypomagnesaemia-severe-symptomatic");
    expect(f?.clinician).toContain("Magnesium 0.45 mmol/L (2026-11-25) is below 0.5 mmol/L");
    expect(f?.nextSteps[0]).toMatch(/intravenous magnesium: 0\.45 mmol\/L is below 0\.5 with/);
  });

  it("08: B12 148 ng/L with tingling feet on metformin and omeprazole: injections, both causes of neuropathy named", () => {
    const r = run("08-uk-77-metformin-b12-148-tingling");
    expect(finding(r, "b12-deficiency-neurological")?.severity).toBe("high");
    expect(finding(r, "metformin-b12-low")?.clinician).toContain("from the low B12, from diabetes, or both");
    expect(codes(r)).toContain("ppi-b12-low");
    expect(steps(r)[0]).toBe(
      "Start alternate-day intramuscular hydroxocobalamin now, for as long as specialist advice sets; then maintenance injections",
    );
  });

  it("09: ibuprofen with lisinopril and hydrochlorothiazide and a creatinine rise: all held, ibuprofen stopped", () => {
    const r = run("09-us-82-ibuprofen-lisinopril-hctz-creatinine-rise");
    expect(codes(r).slice(0, 2)).toEqual(["aki-creatinine-rise", "nsaid-raas-diuretic"]);
    expect(steps(r)).toContain(
      "Withhold lisinopril 20 mg tablet and hydrochlorothiazide 25 mg tablet while acute kidney injury is assessed; restart when kidney function and fluid status are stable; stop ibuprofen 600 mg tablet",
    );
  });
});

describe("hypoglycaemia in frailty (review 37, older-adults-37)", () => {
  it("06: symptoms settling with a sugary drink on gliclazide are read as hypos", () => {
    const r = run("06-uk-90-frail-gliclazide-hba1c-44");
    const f = finding(r, "diabetes-overtreatment-older-adult");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain(
      '("sweaty and drowsy before lunch twice this month, settled after a sugary drink" in the notes)',
    );
    expect(codes(r)).not.toContain("diabetes-tight-control-frailty");
    expect(patientText(r)).toContain("your blood sugar has been going too low");
  });

  it("sweating with no relief by sugar is not read as a hypo", () => {
    const c = edit("06-uk-90-frail-gliclazide-hba1c-44", (d) => {
      d.additionalContext = "Care home review. Clinical Frailty Scale 7. Eats poorly. Sweaty at night in the heatwave.";
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("diabetes-tight-control-frailty");
    expect(codes(r)).not.toContain("diabetes-overtreatment-older-adult");
  });
});
