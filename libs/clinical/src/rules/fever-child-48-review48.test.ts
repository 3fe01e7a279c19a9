import { describe, expect, it } from "vitest";
import { citedFor, clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 48, fever-child-48 (fever in children under 5, UK and US):
 * Found and changed:
 * - 03, 04 (and review 46's paeds-46 case 09): a 4-year-old with "fever 39.5" (or "103 F") in the notes,
 *   CRP 180 mg/L (18 mg/dL) and white cells 22.1, with no observations, drew only two low-priority range
 *   findings: the fever check (fever-sepsis-check) is adults' only and the child sepsis finding needs the
 *   heart and breathing rates. A new finding, fever-young-child-check (vital-signs.ts youngChildFever),
 *   fires for a child under 5 with a fever (a reading, or a current fever in the notes) whose heart rate
 *   or respiratory rate is not recorded and who has no sepsis finding: it names the missing observations
 *   and asks for them against NICE's criteria for age. With a raised inflammatory marker, or under 3
 *   months, it is high: face-to-face assessment today, with the paediatric team if a criterion is met
 *   (an engine safety choice: no marker threshold was seen). UK records get NICE NG143's first step
 *   (immediately life-threatening features) and its parental-report line; US records the Surviving
 *   Sepsis Campaign's children's guideline instead, and "pediatric".
 * - 14: the same without bloods is moderate ("Record ...", seen "soon"). 15: an 8-week-old with a
 *   reported fever and no reading is high, with "measure it now" (38 °C under 3 months is a NICE high
 *   risk criterion, already used by the sepsis finding).
 * - 16, 17: a febrile 3-year-old "very drowsy and hard to wake" with heart and breathing rates inside the
 *   criteria drew nothing (the under-12 tables have no drowsiness criterion). A new drowsiness or
 *   confusion beside the fever now makes the finding critical: NG143 1.2.1 names a decreased level of
 *   consciousness among the immediately life-threatening features; emergency assessment by 999 (911 on
 *   US records).
 * - 07: "Mom reports rectal temp 101 F at home" for a 5-week-old was not read, since a parent's word
 *   before a reading marked it as the relative's own; the baby's fever drew no finding. A parent who
 *   reports, says or measured a reading now gives the child's (normalize/vital-notes.ts NOT_NOW_BEFORE;
 *   NG143 1.1.6 takes a parent's report of fever as valid). "Mother's temp" stays the mother's.
 * - Fevers told as over ("after a febrile illness; now well", "now recovered", "two febrile UTIs since
 *   birth") are not read as a fever now by the new finding (currentStatedFever), pinned on older
 *   fixtures; nor does it repeat a Kawasaki finding.
 * Pinned: 01, 02 (HR 160 at 4 years: critical child sepsis, 999 / 911, °F shown with °C); 05, 06, 13
 * (under 3 months at 38.2 °C, 100.6 °F and exactly 100.4 °F: critical); 08, 09 (a well 2-year-old with a
 * mild fever and normal observations: nothing); 10 (a 7-year-old, outside the under-5 scope, normal
 * observations: nothing); 11 (non-blanching rash: critical with the meningococcal line); 12 (fewer wet
 * nappies: moderate to high risk, high).
 * Not changed:
 * - NICE NG143's traffic light table and referral recommendations were not seen on nice.org.uk today
 *   (only the recommendations page's opening: thermometers, 1.1.6, 1.2.1), so no amber or red feature
 *   (3 to 6 months at 39 °C, poor feeding, tachycardia bands, "within 2 hours") is used, and the entry's
 *   seenAt says so. The AAP 2021 febrile infant guideline (Pediatrics 2021;148(2)) was seen only on
 *   third-party pages (Mendeley, physiciansweekly, a scribd copy), not on pubmed or publications.aap.org,
 *   so it was not added; US records keep NICE's age bands with the Surviving Sepsis Campaign.
 * - A plain "drowsy" (01: "drowsy today per mum") is still not read, as for adults (it may be a
 *   medicine's effect); "not drinking" is not a criterion in NICE's sepsis tables.
 * - The child sepsis finding at moderate to high risk still tells parents to get emergency help "if the
 *   child is hard to wake" even when the notes say so; the new finding yields to any sepsis finding.
 * - Children 5 to 15 with a fever and no observations still get no prompt (NG143 is under 5s only).
 * - An 8-week-old reads as "age 1 month" (whole months, childAge), as before.
 */

const { run, withNotes } = reviewFolder(new URL("./fixtures/fever-child-48-review48/", import.meta.url));

const FEVER = "fever-young-child-check";
const SEPSIS = "sepsis-risk-child";

describe("a child under 5 with a fever and no observations (review 48)", () => {
  it("03: UK, fever 39.5 and CRP 180 without observations is a same-day assessment in NICE NG143's words", () => {
    const r = run("03-uk-4-fever-39-5-crp-180-no-obs");
    const f = finding(r, FEVER);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain(
      "Not in the record: heart rate, respiratory rate, oxygen saturation and capillary refill time",
    );
    expect(f?.clinician).toContain("Raised CRP 180 mg/L");
    expect(f?.clinician).toContain("NICE NG143 (fever in under 5s) asks first for any immediately life-threatening");
    expect(f?.clinician).toContain("assess the child face to face today, with the paediatric team");
    expect(f?.nextSteps[0]).toMatch(/^Face-to-face assessment today: record heart rate/);
    expect(citedFor(r, FEVER)).toContain("nice-ng143-fever-under-5s");
    expect(patientText(r)).toContain("breathing and circulation today");
  });

  it("04: US, the same in °F and mg/dL, with the Surviving Sepsis Campaign and no NICE NG143", () => {
    const r = run("04-us-4-fever-103-crp-18-mgdl-no-vitals");
    const f = finding(r, FEVER);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("temperature 103 °F (39.4 °C) (in the notes)");
    expect(f?.clinician).toContain("Surviving Sepsis Campaign");
    expect(f?.clinician).toContain("with the pediatric team");
    expect(f?.clinician).not.toContain("NG143");
    expect(citedFor(r, FEVER)).toEqual(["ssc-2020-sepsis-children", "nice-ng51-sepsis"]);
  });

  it("14: a parent's reported 38.4 without observations or bloods is moderate: record them", () => {
    const r = run("14-uk-18m-mum-reports-temp-38-4-no-obs");
    const f = finding(r, FEVER);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("temperature 38.4 °C (in the notes)");
    expect(f?.nextSteps[0]).toMatch(/^Record heart rate, respiratory rate/);
    expect(patientText(r)).toContain("breathing and circulation soon");
  });

  it("15: an 8-week-old with a reported fever and no reading is high: measure it now", () => {
    const f = finding(run("15-uk-0-8-week-old-fever-no-reading"), FEVER);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Under 3 months a temperature of 38 °C or more is a NICE high risk criterion");
    expect(f?.clinician).toContain("measure it now");
    expect(f?.nextSteps[0]).toContain("and a measured temperature");
  });
});

describe("a febrile child under 5 who is hard to wake (review 48)", () => {
  it("16: UK, normal heart and breathing rates but 'very drowsy and hard to wake' is an emergency", () => {
    const r = run("16-uk-3-fever-39-2-hard-to-wake-normal-obs");
    const f = finding(r, FEVER);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("NICE NG143 names a decreased level of consciousness");
    expect(f?.clinician).not.toContain("cannot be judged");
    expect(f?.nextSteps[0]).toMatch(/^Emergency paediatric assessment now \(usually by 999 ambulance\)/);
    expect(patientText(r)).toContain("The child has a fever with new drowsiness. Get emergency help now: call 999");
  });

  it("17: US, the same with 911 and no NICE NG143", () => {
    const r = run("17-us-3-fever-102-6f-hard-to-wake-normal-vitals");
    const f = finding(r, FEVER);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).not.toContain("NG143");
    expect(f?.nextSteps[0]).toMatch(/^Emergency pediatric assessment now \(usually by a 911 ambulance\)/);
    expect(patientText(r)).toContain("call 911");
  });

  it("16: the same child alert and drinking, with the rates recorded, gets nothing", () => {
    const r = withNotes(
      "16-uk-3-fever-39-2-hard-to-wake-normal-obs",
      "GP home visit, Coventry. Fever since yesterday, alert and playing, drinking well.",
    );
    expect(codes(r)).not.toContain(FEVER);
    expect(codes(r)).not.toContain(SEPSIS);
  });
});

describe("a parent's reported temperature is the child's (review 48)", () => {
  it("07: 'Mom reports rectal temp 101 F' for a 5-week-old is a NICE high risk fever", () => {
    const r = run("07-us-5w-fever-101-f-in-notes-only");
    const f = finding(r, SEPSIS);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("temperature 101 °F (38.3 °C) (in the notes), 38 °C or more under 3 months");
  });

  it("07: the mother's own temperature is not the baby's", () => {
    const r = withNotes(
      "07-us-5w-fever-101-f-in-notes-only",
      "Nurse advice line, Phoenix, Arizona. Mother's temp 38.6 this morning; baby feeding well, settled.",
    );
    expect(codes(r)).not.toContain(SEPSIS);
    expect(codes(r)).not.toContain(FEVER);
  });
});

describe("fevers that are over, and a Kawasaki picture, are not repeated (review 48)", () => {
  const older = (folder: string, name: string) =>
    codes(reviewFolder(new URL(`./fixtures/${folder}/`, import.meta.url)).run(name));

  it("after a febrile illness, now recovered, or a count of past febrile UTIs", () => {
    expect(older("children-2-review18", "12-infant-age-in-notes-only")).not.toContain(FEVER);
    expect(older("paediatric-review15c", "05-phosphate-4yo")).not.toContain(FEVER);
    expect(older("paeds-25-review25", "03-infant-7mo-creatinine-52-uk")).not.toContain(FEVER);
  });

  it("a Kawasaki finding is not followed by the fever finding; a fever not yet Kawasaki is", () => {
    const kd = older("women-paeds-33-review33", "21-us-child-3y-kawasaki-labs-ehr");
    expect(kd).toContain("kawasaki-disease-suspected");
    expect(kd).not.toContain(FEVER);
    expect(older("women-paeds-33-review33", "24-uk-child-3y-fever-4-days-not-yet-kawasaki-ehr")).toContain(FEVER);
  });
});

describe("pinned: febrile children the sepsis finding already reads (review 48)", () => {
  it("01: UK 4-year-old, HR 160: critical child sepsis, 999, and no second fever finding", () => {
    const r = run("01-uk-4-fever-39-5-crp-180-hr-160-drowsy");
    const f = finding(r, SEPSIS);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("heart rate 160/min (2026-12-03), 140/min or more at 3–4 years");
    expect(f?.clinician).toContain("usually by 999 ambulance");
    expect(codes(r)).not.toContain(FEVER);
  });

  it("02: US twin: 911 and °F with °C", () => {
    const f = finding(run("02-us-4-fever-103-1f-crp-18-mgdl-hr-160-drowsy"), SEPSIS);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("temperature 103.1 °F (39.5 °C)");
    expect(f?.clinician).toContain("usually by a 911 ambulance");
  });

  it("05, 06, 13: under 3 months at 38.2 °C, 100.6 °F and exactly 100.4 °F are NICE high risk", () => {
    for (const name of ["05-uk-6w-fever-38-2", "06-us-7w-fever-100-6f", "13-us-0-6-week-old-fever-100-4f"]) {
      const f = finding(run(name), SEPSIS);
      expect(f?.severity, name).toBe("critical");
      expect(f?.clinician, name).toContain("38 °C or more under 3 months");
    }
    expect(finding(run("13-us-0-6-week-old-fever-100-4f"), SEPSIS)?.clinician).toContain("100.4 °F (38 °C)");
  });

  it("08, 09: a well 2-year-old with a mild fever and normal observations is not overcalled", () => {
    for (const name of ["08-uk-2-mild-fever-38-1-well", "09-us-2-mild-fever-100-6f-well"]) {
      const r = run(name);
      expect(codes(r), name).toEqual([]);
      expect(clinicianText(r), name).not.toMatch(/sepsis/i);
    }
  });

  it("10: a 7-year-old with fever and normal observations gets no under-5 finding", () => {
    const c = codes(run("10-uk-7-fever-38-9-normal-obs"));
    expect(c).not.toContain(FEVER);
    expect(c).not.toContain(SEPSIS);
  });

  it("11: a 10-month-old with fever and non-blanching spots: critical, with the meningococcal line", () => {
    const f = finding(run("11-uk-10m-fever-39-non-blanching-rash"), SEPSIS);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("non-blanching rash");
    expect(f?.clinician).toContain("possible meningococcal disease");
  });

  it("12: fewer wet nappies with a fever is moderate to high risk: seen today", () => {
    const f = finding(run("12-uk-2-fever-38-6-fewer-wet-nappies"), SEPSIS);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('reduced urine output ("fewer wet nappies" in the notes)');
  });
});
