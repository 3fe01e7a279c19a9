import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 48, leftovers-48:
 * Found and changed:
 * - 01, 02, 16: a baby with no age whose notes read as a baby's ("Special care baby unit", "newborn in
 *   the NICU", "Neonatal unit ... baby boy") had the haemoglobin judged by the adult women's range and
 *   cut-off: 118 g/L was "anaemia" below "the WHO cut-off for women (120 g/L)" (01), and 11.8 g/dL was
 *   read as low and then "not anemia" against a pregnancy cut-off (02). A result judged only by the
 *   catalogue's adult range is now left unjudged, as a child's is (normalize/labs.ts setAsideAdultRange,
 *   used by normalize/ehr.ts and normalize/lab-results.ts when babyWordsInNotes finds the notes a
 *   baby's; the words moved from infant-jaundice.ts to normalize/common.ts), and hbCutoff
 *   (patterns.ts) gives no cut-off for such a record.
 * - 03: a US warfarin patient with a nosebleed and INR 6.8 was told to "Call an ambulance or go to an
 *   emergency department"; US records now read "Call 911 or go to the emergency room"
 *   (warfarin-minor-bleeding.ts minorBleedingPlan). The UK twin 04 keeps the ambulance.
 * - 07: beside osteomalacia, vitamin-d-deficiency's patient line said the treatment dose was needed
 *   "as explained with your bone results", then "Because your parathyroid hormone (PTH) is raised,
 *   treating the low vitamin D is recommended", and its steps started vitamin D a second way beside
 *   osteomalacia's treatment-dose step. Both are left to osteomalacia (patterns.ts
 *   vitamin-d-deficiency); the secondary hyperparathyroidism sentence and PTH recheck stay.
 * - 08, 09: digoxin with amiodarone, nausea and a level of 2.4 gave digoxin-toxicity-interaction's
 *   and digoxin-level-high's near-identical same-day plans, two questions on the dose, and "Do not
 *   take more digoxin" beside "Do not change your digoxin dose on your own". digoxin-level-high now
 *   leaves the assessment, the withholding and the dose question to the interaction finding
 *   (drug-lab.ts digoxin-level-high, geriatric-safety.ts digoxinToxicityWithRaiser).
 * - 02: "Preterm newborn girl born at 34 weeks gestation" was read as a pregnancy at 34 weeks, and the
 *   baby's safety net listed pre-eclampsia's signs (severe headache, vision, pain below the ribs); a
 *   birth's gestation is no longer a pregnancy (vocab/pregnancy.ts GESTATION_IN_TEXT).
 * - 10, 11: apixaban 5 mg with atrial fibrillation recorded and all three of the label's criteria
 *   met said "the dose may be higher than the label recommends"; with two or more met the FDA label
 *   and UK SmPC recommend 2.5 mg, so it now says "is higher" (drug-lab.ts apixaban-af-dose-high). 14,
 *   with no indication recorded, keeps "may be".
 * Pinned: 05, 06, 15 (DKA with a critical blood ketone, or urine ketones 3+: one DKA line for the
 * patient, the ketone's critical line deferring to the diabetic emergency finding); 12, 13.
 * Not changed:
 * - 12, 13: an 89-year-old in a care home with severe frailty, "weight down 6 kg in 3 months", on
 *   empagliflozin and metformin with HbA1c 46 mmol/mol (6.4%), gets no finding suggesting a review of
 *   the SGLT2 inhibitor, and diabetes-at-goal calls the diabetes "well controlled". No source in the
 *   evidence base ties SGLT2 inhibitors to weight loss or frailty: mims-empagliflozin-volume-depletion
 *   covers blood pressure and volume depletion at 75 or over, STOPPFrail covers limited life
 *   expectancy, and ADA's section 13 deintensifies hypoglycaemia-causing treatment; nothing was added.
 * - 02: with no age, the patient text still speaks to the patient ("if you have chest pain"), not to a
 *   parent about a baby: only a stated age under 18 turns the wording to a child's.
 */

const { run } = reviewFolder(new URL("./fixtures/leftovers-48-review48/", import.meta.url));

describe("a baby with no age is not judged by adult haemoglobin ranges (review 48)", () => {
  it("01: a preterm baby on a UK neonatal unit: haemoglobin 118 g/L is not judged, no anaemia", () => {
    const r = run("01-uk-newborn-scbu-hb-118-no-age");
    expect(codes(r)).toEqual(["lab-not-comparable"]);
    expect(patientText(r)).not.toMatch(/anaemia|WHO cut-off/);
  });

  it("02: a US NICU newborn: 11.8 g/dL is not read against the adult or a pregnancy cut-off", () => {
    const r = run("02-us-newborn-nicu-hb-11-8-no-age");
    expect(codes(r)).toEqual(["lab-not-comparable"]);
    expect(patientText(r)).not.toMatch(/cut-off for anemia in pregnancy/);
    expect(patientText(r)).not.toMatch(/severe headache|vision/);
  });

  it("16: the lab-results path reads the neonatal notes alike", () => {
    expect(codes(run("16-uk-newborn-lab-results-hb-118-no-age"))).toEqual(["lab-not-comparable"]);
  });
});

describe("warfarin bleeding's emergency call by country (review 48)", () => {
  it("03: a US record calls 911 and names the emergency room", () => {
    const f = finding(run("03-us-76-warfarin-inr-6-8-nosebleed"), "warfarin-inr-high");
    expect(f?.patient).toContain("Call 911 or go to the emergency room if the bleeding is heavy");
    expect(f?.patient).not.toContain("ambulance");
  });

  it("04: the UK twin keeps the ambulance", () => {
    const f = finding(run("04-uk-76-warfarin-inr-6-8-nosebleed"), "warfarin-inr-high");
    expect(f?.patient).toContain("Call an ambulance or go to A&E if the bleeding is heavy");
  });
});

describe("ketones beside DKA (review 48, pinned)", () => {
  it.each(["05-uk-24-dka-ketones-5-2", "06-us-24-dka-ketones-5-2", "15-us-24-dka-urine-ketones-3plus"])(
    "%s: one DKA line for the patient; a critical ketone defers to the diabetic emergency finding",
    (name) => {
      const r = run(name);
      expect(codes(r)[0]).toBe("hyperglycaemic-crisis");
      expect(patientText(r).match(/diabetic ketoacidosis/g)).toHaveLength(1);
      const ketone = r.findings.find((f) => f.code === "lab-critical" && /ketone/i.test(f.clinician));
      if (ketone !== undefined) expect(ketone.clinician).toContain("Read with the diabetic emergency finding");
    },
  );
});

describe("osteomalacia's treatment is said once (review 48)", () => {
  it("07: the vitamin D line gives no second reason to treat and no second start step", () => {
    const r = run("07-uk-71-osteomalacia-vitd-18-alp-190-pth-14");
    const vitD = finding(r, "vitamin-d-deficiency");
    expect(vitD?.patient).not.toContain("treating the low vitamin D is recommended");
    expect(vitD?.patient).toContain(
      "as explained with your bone results (osteomalacia). The raised parathyroid hormone (PTH) is most likely",
    );
    expect(vitD?.nextSteps.join(" ")).not.toMatch(/Start vitamin D replacement/);
    expect(vitD?.nextSteps).toContain(
      "Recheck calcium and PTH once vitamin D is replete: a PTH that stays raised then needs other causes, including normocalcaemic primary hyperparathyroidism, looked for",
    );
    expect(finding(r, "osteomalacia-vitamin-d")?.nextSteps[0]).toBe(
      "Start treatment-dose colecalciferol and review dietary calcium",
    );
  });
});

describe("digoxin toxicity with amiodarone and a high level: one plan (review 48)", () => {
  it.each(["08-uk-78-digoxin-amiodarone-level-2-4", "09-us-78-digoxin-amiodarone-level-2-4"])(
    "%s: the level finding leaves the assessment and the dose question to the interaction finding",
    (name) => {
      const r = run(name);
      const level = finding(r, "digoxin-level-high");
      const interaction = finding(r, "digoxin-toxicity-interaction");
      expect(interaction?.severity).toBe("critical");
      expect(interaction?.nextSteps[0]).toMatch(/^Assess the same day with an ECG/);
      expect(level?.nextSteps.join(" ")).not.toMatch(/Same-day assessment|Withhold digoxin/);
      expect(level?.patientQuestions).toEqual([]);
      expect(level?.patient).not.toContain("Do not change your digoxin dose on your own");
      expect(interaction?.patient).toContain("spoken to a doctor. Because you have symptoms");
    },
  );
});

describe("apixaban 5 mg with the label's criteria met (review 48)", () => {
  it("10: with atrial fibrillation recorded, the dose is higher than the FDA label recommends", () => {
    const r = run("10-us-82-apixaban-5mg-weight-58-creatinine-1-6");
    const f = finding(r, "apixaban-af-dose-high");
    expect(f?.clinician).toContain("all three are met, so the dose is higher than the label recommends");
    expect(citedFor(r, "apixaban-af-dose-high").length).toBeGreaterThan(0);
  });

  it("11: the UK twin says so by the UK SmPC", () => {
    const f = finding(run("11-uk-82-apixaban-5mg-weight-58-creatinine-135"), "apixaban-af-dose-high");
    expect(f?.clinician).toContain("the UK SmPC recommends 2.5 mg twice daily");
    expect(f?.clinician).toContain("so the dose is higher than the label recommends");
  });

  it("14: with no indication recorded the hedge stays", () => {
    const f = finding(run("14-us-82-apixaban-5mg-no-indication-recorded"), "apixaban-af-dose-high");
    expect(f?.clinician).toContain("so the dose may be higher than the label recommends");
  });
});

describe("an SGLT2 inhibitor in severe frailty with weight loss (review 48, pinned)", () => {
  it.each(["12-uk-89-empagliflozin-care-home-weight-loss", "13-us-89-empagliflozin-nursing-home-weight-loss"])(
    "%s: no finding asks for a review of empagliflozin (no source in the evidence base)",
    (name) => {
      const r = run(name);
      expect(codes(r)).toContain("diabetes-at-goal");
      expect(r.findings.some((f) => /empagliflozin|SGLT2/i.test(f.clinician))).toBe(false);
    },
  );
});
