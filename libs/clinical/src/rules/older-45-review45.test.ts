import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 45, older adults (75 and over), care homes and polypharmacy, UK and US:
 * Found and changed:
 * - 01: a care-home resident of 84 at Clinical Frailty Scale 7, with dementia and weight loss, was asked
 *   for a QRISK score and offered atorvastatin 20 mg (statin-opportunity-diabetes). The PATH review
 *   already cited by statin-severe-frailty-review finds no reason to start a statin for primary
 *   prevention in severe frailty, so stated severe frailty at 65 or over now silences the offer
 *   (frail-statin-review.ts severelyFrailOlder, used in patterns.ts).
 * - 01: "Metformin 1 g twice daily" at eGFR 34 was not read as 2000 mg a day, so the finding did not
 *   say the dose is over the 1000 mg limit; dailyDoseMg (older-adults.ts) now reads grams as well.
 * - 08: nitrofurantoin started yesterday as a 3-day course for cystitis at eGFR 28, in a woman of 90,
 *   was to be reviewed "soon", with steps about long-term prevention and liver tests. A course being
 *   taken now with eGFR below 45 is reviewed today: below 30 no course is allowed, at 30–44 only a
 *   short one with caution for a resistant organism (MHRA 2014, already cited) (older-adults.ts
 *   nitrofurantoinKidney, courseStep).
 * - 10: a US man of 85 with COPD, PSA 9 added at his daughter's request and no urinary symptoms, was
 *   told to repeat it and decide about MRI or urology referral as a man of 60 would be. The rule's
 *   own source, USPSTF 2018, recommends against PSA-based screening from 70; the finding is now low
 *   priority and asks first whether more tests would change his care (psa-older-screening.ts). UK
 *   records keep their age bands (psa-nhs-threshold.ts).
 * - 12: "Poor oral intake, weight down 9 lb in 3 months" in a nursing-home resident read as a sick day:
 *   pause metformin, empagliflozin and glipizide, and the eGFR "taken during this illness" could not
 *   set the dose. A lasting change "in 3 months" is not a sick day (sick-day-medicines.ts
 *   LONGSTANDING); the metformin dose finding (2000 mg a day at eGFR 34) now shows.
 * - 12: a US record was sent to "care-home glucose records"; it now reads "nursing-home"
 *   (geriatric-safety.ts careHomeWord).
 * Pinned: 01 and 12 keep the high-priority easing of the sulfonylurea; 02 (three strongly
 * anticholinergic medicines with new confusion: Beers, STOPP/START, assess for delirium); 03 (sodium
 * 127 on indapamide and citalopram: stop the thiazide, review the SSRI); 04 (US, apixaban 5 mg twice
 * daily at 81, 58 kg, creatinine 1.6 mg/dL: FDA label's 2.5 mg criteria, all three met); 05 (falls with
 * a 30/12 mmHg postural drop on doxazosin, amlodipine and ramipril); 06 (B12 140 ng/L with neuropathy
 * on metformin: intramuscular hydroxocobalamin, specialist advice); 07 (hip fracture with 25OHD 18
 * nmol/L: correct vitamin D before IV zoledronate or denosumab); 09 (TSH 7.2 with normal free T4 at
 * 86: watch and wait); 11 (palliative, prognosis weeks: stop the statin, STOPPFrail).
 * Not changed:
 * - 01, 12: an SGLT2 inhibitor in a severely frail, weight-losing resident is not questioned. The
 *   empagliflozin volume source (mims-empagliflozin-volume-depletion) covers postural symptoms and
 *   falls, already read by sglt2i-volume-older.ts, not weight loss or frailty, and no source on
 *   stopping SGLT2 inhibitors in severe frailty was searched today.
 * - 04: the apixaban sentence still says the dose "may be" higher than the label recommends when all
 *   three criteria are met; the hedge covers a weight or creatinine that may be out of date, and the
 *   step asks for current ones.
 * - 10: the PSA sentence "A raised PSA should be repeated before further tests" stays before the new
 *   age sentence; it is still true if he chooses to go on.
 * - The USPSTF age-70 recommendation was seen today only in secondary reports (ecancer.org,
 *   consultant360.com) citing the JAMA statement already in the evidence base; that is recorded in
 *   FACTS_SEEN, not as a new source.
 * - 03: the UK patient is told of "water pills" (drug-lab.ts); "water tablets" is the UK word, but a
 *   dozen older tests pin the wording, so it is left for a wording review.
 */

const { load, run, withNotes } = reviewFolder(new URL("./fixtures/older-45-review45/", import.meta.url));

const CARE_HOME = "01-uk-84-care-home-cfs7-sglt2-gliclazide-hba1c-52";
const NITRO = "08-uk-90-egfr-28-nitrofurantoin-uti";
const PSA = "10-us-85-psa-9-no-symptoms";
const NURSING_HOME = "12-us-84-nursing-home-sglt2-glipizide-a1c-6-9";

describe("severe frailty in a care home (review 45)", () => {
  it("01: no QRISK or statin offer at Clinical Frailty Scale 7", () => {
    const r = run(CARE_HOME);
    expect(codes(r)).not.toContain("statin-opportunity-diabetes");
    expect(finding(r, "diabetes-tight-control-frailty")?.severity).toBe("high");
  });

  it("01: without the frailty score or care home the statin question returns", () => {
    const r = withNotes(CARE_HOME, "GP surgery, Sheffield. Annual diabetes review.");
    expect(codes(r)).toContain("statin-opportunity-diabetes");
  });

  it("01: metformin 1 g twice daily is read as 2000 mg a day, over the limit at eGFR 34", () => {
    expect(finding(run(CARE_HOME), "metformin-egfr-reduce")?.clinician).toContain(
      "The recorded dose, about 2000 mg a day, is above that limit.",
    );
  });
});

describe("a nursing-home resident losing weight over months (review 45)", () => {
  it("12: three months of poor intake is not a sick day", () => {
    const r = run(NURSING_HOME);
    expect(codes(r)).not.toContain("sick-day-medicines");
    expect(finding(r, "metformin-egfr-reduce")?.clinician).toContain("about 2000 mg a day, is above that limit");
  });

  it("12: poor intake since yesterday still is", () => {
    const r = withNotes(NURSING_HOME, "Nursing home resident, Dayton, Ohio. Poor oral intake since yesterday.");
    expect(codes(r)).toContain("sick-day-medicines");
  });

  it("12: a US record names nursing-home glucose records; the UK twin keeps care-home", () => {
    const us = finding(run(NURSING_HOME), "diabetes-tight-control-frailty")?.nextSteps.join(" ");
    expect(us).toContain("nursing-home glucose records");
    expect(us).not.toContain("care-home");
    expect(finding(run(CARE_HOME), "diabetes-tight-control-frailty")?.nextSteps.join(" ")).toContain(
      "care-home glucose records",
    );
  });
});

describe("nitrofurantoin course at eGFR 28 (review 45)", () => {
  it("08: the antibiotic is reviewed today, with no long-term prevention steps", () => {
    const f = finding(run(NITRO), "nitrofurantoin-kidney");
    expect(f?.severity).toBe("high");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toContain("Review the antibiotic with the prescriber today: below eGFR 30");
    expect(steps).not.toMatch(/long-term prevention|liver tests/);
    expect(patientText(run(NITRO))).toContain("Please ask your doctor to review it today");
  });
});

describe("a screening PSA at 85 (review 45)", () => {
  it("10: low priority, USPSTF's age-70 advice, and a talk before any repeat", () => {
    const r = run(PSA);
    const f = finding(r, "psa-elevated");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("the USPSTF (2018) recommends against PSA-based screening from 70");
    expect(f?.nextSteps[0]).toMatch(/^Discuss with him whether further tests would change his care/);
    expect(citedFor(r, "psa-elevated")).toEqual(["uspstf-2018-prostate"]);
    expect(patientText(r)).toContain("At your age, a PSA test without symptoms is not usually advised");
    expect(patientText(r)).not.toContain("The test is usually repeated first.");
  });

  it("10: the same PSA at 62 keeps the repeat-first plan", () => {
    const c = load(PSA);
    c.patientContext.age = 62;
    const f = finding(runReviewCase(c), "psa-elevated");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/USPSTF/);
  });
});

describe("pinned (review 45)", () => {
  it("02: three strongly anticholinergic medicines with new confusion", () => {
    const f = finding(run("02-uk-79-anticholinergic-burden-new-confusion"), "beers-older-adult-medicines");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Three strongly anticholinergic medicines are taken together here.");
  });

  it("04: US apixaban 5 mg at 81, 58 kg, creatinine 1.6 mg/dL meets the FDA label's criteria", () => {
    const f = finding(run("04-us-81-apixaban-5mg-58kg-creatinine-1-6"), "apixaban-af-dose-high");
    expect(f?.clinician).toContain("the FDA label recommends 2.5 mg twice daily");
  });

  it("09: TSH 7.2 at 86 is watched, not treated", () => {
    const f = finding(run("09-uk-86-tsh-7-2-normal-ft4"), "subclinical-hypothyroidism");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toContain("watch and wait rather than treat");
  });

  it("11: palliative care reviews the statin", () => {
    expect(codes(run("11-uk-80-end-of-life-statin"))).toContain("comfort-care-preventive-medicines");
  });
});
