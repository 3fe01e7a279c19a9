import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 45, babies, children and teenagers (UK and US):
 * Found and changed:
 * - 01 (UK), 02 (US): "DOB 10/11/2026" with no age field, jaundiced with pale stools, was left unread
 *   (10 November or 11 October), so the baby got adult ranges, a low-priority bilirubin and "age not
 *   given", though both readings (23 or 53 days) make him a baby past 14 days. A day-month date now
 *   gives both readings, and when they fall between the same age limits the rules use (past 14 and
 *   21 days, 3, 6 and 12 months) the younger is used (normalize/common.ts birthAgeReadings,
 *   sameAgeBand); the model keeps both (ageDaysEither), the summary says "23- or 53-day-old", the
 *   jaundice finding "at age 23 or 53 days (the date of birth read either way round)", and a data
 *   note says the date reads either way. Readings in different bands stay unread (12); a reading
 *   after the record's date is not a birth, so the other one is the date.
 * - 01: "his mother says the stools are pale" was not read as pale stools (only "pale stools" was);
 *   "stools are pale" now counts (infant-jaundice.ts CHOLESTATIC_SIGNS).
 * - 01–03: with pale stools in the notes and no conjugated bilirubin, the step still said "discuss
 *   with a paediatrician the same day if ... the stools are pale", and asked for a total bilirubin
 *   already in the results. The step now says to discuss the same day as the stools are pale, and
 *   asks only for the conjugated bilirubin when the total is in the record.
 * - 03 (UK): a "breastfed" baby at his "6-week check" with pale stools, jaundiced, no age or date of
 *   birth: only a low-priority bilirubin. A record with no age whose notes describe a baby (baby,
 *   infant, newborn, breast/bottle/formula fed, nappy, 6-week check) and jaundice now
 *   gets the cholestatic-jaundice finding, "in a baby ("6-week check") whose age was not given"
 *   (infant-jaundice.ts babyOfUnknownAge). "His mother" or "per mum" alone does not count: a
 *   teenager's notes say them too; nor do "breastfeeding" or a health visitor, which may be the
 *   mother's, nor notes about a mother after a birth (postnatal, postpartum, "her baby").
 * - 05 (UK): a 9-year-old with 3 weeks of thirst and weight loss, vomiting, tummy pain, "breathing
 *   fast", glucose 21.4 and ketones 3.5: "breathing fast" was not read; the possible-DKA finding was
 *   high, below a critical ketone line, with only adult steps, and told the family "With diabetes,
 *   this can be the start of DKA" though no diabetes was recorded. Fast breathing now counts; a
 *   child's possible DKA with its symptoms is critical with paediatric emergency care first; with no
 *   diabetes recorded the text says it is probably new diabetes and "With a high blood sugar"
 *   (metabolic-emergencies.ts).
 * - 08 (US): a 12-year-old on methylphenidate with "BP 132/86" in the notes drew only the general
 *   child blood pressure finding: the stimulant rule read recorded vital signs only. With none
 *   recorded, the notes' clinic reading now counts (adhd-stimulants.ts, notedClinicBp).
 * - 11 (UK): a 2-year-old with diarrhoea, "sleepy", sodium 128: "sleepy" was not read as drowsiness,
 *   and the family was told low sodium "can cause unsteadiness, falls or confusion". "Sleepy" and
 *   "lethargic" now count as drowsiness for the sodium, and a child is told of vomiting, headache,
 *   sleepiness or confusion (patterns.ts SODIUM_SYMPTOMS, sodiumPatientText).
 * Pinned: 04 (UK 3-year-old, Hb 82, MCV 58, ferritin 4, 1.2 L cow's milk: iron-deficiency anaemia,
 *   WHO under-5 cut-off, cut the milk); 06 (UK 15-year-old, ALP 450 with normal liver tests: bone,
 *   low); 07 (UK 2-month-old, 38.3 °C: NICE high risk, critical, 999); 09 (US 6-year-old, lead 8
 *   µg/dL: CDC reference value 3.5, source in a 1940 house); 10 (US 16-year-old on isotretinoin, ALT
 *   78, triglycerides 210: moderate, for the dermatologist); 12 (UK, "DOB 03/11/2026": 30 or 267
 *   days, different bands, left unread).
 * Not changed:
 * - 08: on a US record the stimulant finding still quotes and cites NICE NG87; no US source (AAP ADHD
 *   guideline, the methylphenidate label) for blood pressure on stimulants was seen today.
 * - 10: the AST line says "alcohol and fatty liver are common causes" for a 16-year-old who lifts
 *   weights most days, and no CK is suggested; no source on exercise and transaminases or on the
 *   isotretinoin label's CK statement was seen today.
 * - 11: the sodium steps are adult ones (osmolality work-up, correction limits, "review medicines")
 *   and nothing says the dilute squash is a hypotonic drink; NICE CG84 (gastroenteritis in under 5s)
 *   was seen only through third-party copies today, so no oral rehydration step was added. "Same-day
 *   hospital assessment" is asked of a child already in a children's assessment unit, which, like an
 *   emergency department, is not read as an admission.
 * - 12: with the date of birth unread, a baby described as feeding is judged against the adult WHO
 *   cut-off for women (120 g/L); picking either reading would change the cut-off, and the anaemia
 *   rule has no "baby of unknown age" reading.
 * - 05: the generic critical ketone line stays beside the possible-DKA finding.
 */

const { load, run } = reviewFolder(new URL("./fixtures/paeds-45-review45/", import.meta.url));

const CHOLESTASIS = "infant-conjugated-jaundice";

describe("a date of birth that reads either way round (review 45)", () => {
  it("01: 'DOB 10/11/2026' is 23 or 53 days either way: a baby, with pale stools an urgent finding", () => {
    const r = run("01-uk-0-baby-dob-ambiguous-pale-stools");
    expect(r.model.patient.ageDays).toBe(23);
    expect(r.model.patient.ageDaysEither).toEqual([23, 53]);
    const f = finding(r, CHOLESTASIS);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('pale stools ("stools are pale") and dark urine ("urine is dark")');
    expect(f?.clinician).toContain("at age 23 or 53 days (the date of birth read either way round)");
    const text = clinicianText(r);
    expect(text).toContain("23- or 53-day-old male");
    expect(text).toContain("can be read day-first or month-first, giving an age of 23 or 53 days");
    expect(text).not.toContain("The patient's age was not given");
    expect(f?.nextSteps).toContain("Measure conjugated (direct) bilirubin today");
    expect(f?.nextSteps.join(" ")).toContain("the same day, as the stools are pale");
    expect(f?.nextSteps.join(" ")).not.toMatch(/if the conjugated bilirubin is raised or the stools are pale/);
  });

  it("02: the US twin is read the same way, in US spelling", () => {
    const r = run("02-us-0-baby-dob-ambiguous-pale-stools");
    expect(r.model.patient.ageDaysEither).toEqual([23, 53]);
    expect(finding(r, CHOLESTASIS)?.severity).toBe("high");
    expect(clinicianText(r)).toContain("Discuss with a pediatrician the same day, as the stools are pale");
  });

  it("a reading after the record's date is not a birth: 'DOB 12/11/2026' on 3 December is 12 November", () => {
    const c = load("12-uk-0-dob-ambiguous-different-bands");
    c.patientContext.clinicalNotes = "GP, York. DOB 12/11/2026. Pale, feeding well.";
    const r = runReviewCase(c);
    expect(r.model.patient.ageDays).toBe(21);
    expect(r.model.patient.ageDaysEither).toBeUndefined();
  });

  it("12: 'DOB 03/11/2026' is 30 or 267 days, in different bands: left unread", () => {
    const r = run("12-uk-0-dob-ambiguous-different-bands");
    expect(r.model.patient.ageMonths).toBeUndefined();
    expect(r.model.patient.ageDaysEither).toBeUndefined();
    expect(clinicianText(r)).toContain("The patient's age was not given");
  });
});

describe("a jaundiced baby with pale stools and no age (review 45)", () => {
  it("03: a breastfed baby at his 6-week check gets the urgent finding without an age", () => {
    const r = run("03-uk-0-breastfed-no-age-pale-stools");
    const f = finding(r, CHOLESTASIS);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('in a baby ("6-week check") whose age was not given');
    expect(patientText(r)).toMatch(/contact the baby's doctor today/);
  });

  it("an adult's notes with pale stools and 'his mother' alone are not read as a baby's", () => {
    const c = load("03-uk-0-breastfed-no-age-pale-stools");
    c.patientContext.clinicalNotes = "Seen with his mother. Jaundiced, pale stools.";
    expect(codes(runReviewCase(c))).not.toContain(CHOLESTASIS);
  });

  it("a mother's notes about her baby or her postnatal check do not make the patient a baby", () => {
    for (const notes of [
      "Postpartum, breastfeeding her baby. Jaundiced, pale stools.",
      "Postnatal 6-week check, breastfeeding. Jaundiced, pale stools.",
    ]) {
      const c = load("03-uk-0-breastfed-no-age-pale-stools");
      c.patientContext.clinicalNotes = notes;
      expect(codes(runReviewCase(c))).not.toContain(CHOLESTASIS);
    }
  });
});

describe("children's emergencies and wording (review 45)", () => {
  it("05: a 9-year-old's possible DKA with vomiting and fast breathing is critical, and new diabetes", () => {
    const r = run("05-uk-9-dka-vomiting");
    const f = finding(r, "hyperglycaemic-crisis-child");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("vomiting, abdominal pain and deep or fast breathing");
    expect(f?.clinician).toContain("No diabetes is recorded, so this is probably how diabetes has first shown itself");
    expect(f?.nextSteps[0]).toMatch(/^Emergency care now with paediatric specialist input/);
    expect(patientText(r)).toContain("With a high blood sugar, this can be the start of diabetic ketoacidosis");
    expect(patientText(r)).not.toContain("With diabetes, this");
  });

  it("08: a US 12-year-old's 'BP 132/86' in the notes on methylphenidate is named with the stimulant", () => {
    const f = finding(run("08-us-12-methylphenidate-bp"), "adhd-stimulant-cardiac-review");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("On Methylphenidate ER: blood pressure 132/86 mmHg (in the notes)");
    expect(f?.clinician).toContain("judged for a child, not against the adult 140/90 mmHg");
  });

  it("11: a sleepy 2-year-old with sodium 128 is told a child's symptoms, not falls", () => {
    const r = run("11-uk-2-sodium-128-diarrhoea");
    const f = finding(r, "hyponatraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("The notes mention vomiting and drowsiness");
    expect(patientText(r)).toContain("it can cause vomiting, headache, sleepiness or confusion");
    expect(patientText(r)).not.toMatch(/unsteadiness, falls/);
  });
});

describe("pinned (review 45)", () => {
  it("04: a 3-year-old's iron-deficiency anaemia with 1.2 litres of cow's milk", () => {
    const f = finding(run("04-uk-3-iron-deficiency-cows-milk"), "iron-deficiency-anaemia");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toContain("Cut down the cow's milk (1.2 litres)");
  });

  it("06: a 15-year-old's isolated ALP of 450 is read as growth", () => {
    expect(finding(run("06-uk-15-alp-450-growth"), "alp-raised-growth")?.severity).toBe("low");
  });

  it("07: a 2-month-old at 38.3 °C is a NICE high risk emergency", () => {
    expect(finding(run("07-uk-2m-fever-38-3"), "sepsis-risk-child")?.severity).toBe("critical");
  });

  it("09: a US 6-year-old's lead of 8 µg/dL is above CDC's reference value, with the paint named", () => {
    const f = finding(run("09-us-6-lead-8"), "lead-child");
    expect(f?.clinician).toContain("CDC's blood lead reference value of 3.5 µg/dL");
    expect(f?.clinician).toContain("peeling paint");
  });

  it("10: a 16-year-old's raised ALT and triglycerides on isotretinoin go to the prescriber", () => {
    expect(finding(run("10-us-16-isotretinoin-alt"), "isotretinoin-effects")?.severity).toBe("moderate");
  });
});
