import { describe, expect, it } from "vitest";
import { buildObservation } from "../normalize/labs.ts";
import { parseRange } from "../parse/range.ts";
import { clinicianText, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/labapi-29b-review29b/", import.meta.url));

type LabCase = {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string }[];
  patientContext: { age?: string; gender?: string };
};

/** The lab of a run by the name it was sent with. */
function lab(r: ReturnType<typeof run>, sentName: string) {
  const i = (r.model.labResults ?? []).findIndex((l) => l.name === sentName);
  return r.model.labs.find((o) => o.index === i);
}

/** A case read afresh with its patient's age changed. */
function aged(name: string, age: string) {
  const c = load(name);
  (c as unknown as LabCase).patientContext.age = age;
  return c;
}

describe("a laboratory's ranges printed per age group are read by the patient's age (review 29b, labapi-29b)", () => {
  it("08: an 8-year-old's alkaline phosphatase is judged by the child band the laboratory printed, not held as a cycle-phase range", () => {
    const r = run("08-paediatric-ranges");
    expect(lab(r, "Alkaline phosphatase")).toMatchObject({ status: "normal", rangeSource: "caller" });
    expect(lab(r, "Alkaline phosphatase")?.range).toMatchObject({ low: 150, high: 420 });
    expect(patientText(r)).not.toMatch(/cycle or menopause/);
    expect(clinicianText(r)).not.toMatch(/cycle phase or menopause/);
  });

  it("08: the same value for an adult is judged by the adult band, and is high", () => {
    const r = runReviewCase(aged("08-paediatric-ranges", "35"));
    expect(lab(r, "Alkaline phosphatase")).toMatchObject({ status: "high", rangeSource: "caller" });
    expect(lab(r, "Alkaline phosphatase")?.range).toMatchObject({ low: 30, high: 130 });
  });

  it("10: a PSA printed 'Age 50-59: <3.5' is judged for a 55-year-old, not held for a unit mismatch", () => {
    const r = run("10-see-comment-undated");
    expect(lab(r, "PSA")).toMatchObject({ status: "normal", rangeSource: "caller" });
    expect(lab(r, "PSA")?.range).toMatchObject({ high: 3.5 });
    expect(patientText(r)).not.toMatch(/PSA[^\n]*units did not match/);
  });

  it("10: the age band does not judge a 72-year-old outside it; a band's numbers are not read as the range", () => {
    const r = runReviewCase(aged("10-see-comment-undated", "72"));
    expect(lab(r, "PSA")?.range?.high).not.toBe(3.5);
    expect(lab(r, "PSA")?.range?.low).not.toBe(50);
  });

  it("reads age groups only where an age is named: a plain range keeps its numbers", () => {
    expect(parseRange("Age 50-59: <3.5", undefined, undefined, undefined, 55)).toMatchObject({ high: 3.5 });
    expect(parseRange("0-17 yrs: 45-290; 18 yrs+: 30-130", undefined, undefined, undefined, 40)).toMatchObject({
      low: 30,
      high: 130,
    });
    expect(parseRange("<18 years: 45-290, >=18 years: 30-130", undefined, undefined, undefined, 12)).toMatchObject({
      low: 45,
      high: 290,
    });
    // Near-negatives: numbers with no age named, and a one-sided range, are ranges as before.
    expect(parseRange("4-11 g/L", undefined, undefined, undefined, 8)).toMatchObject({ low: 4, high: 11 });
    expect(parseRange("> 60", undefined, undefined, undefined, 70)).toMatchObject({ low: 60 });
    expect(parseRange("Adult 0.5-1.2", undefined, undefined, undefined, 40)).toMatchObject({ low: 0.5, high: 1.2 });
    // With the age unknown the one band printed is used, as the laboratory printed it for this patient.
    expect(parseRange("Age 50-59: <3.5")).toMatchObject({ high: 3.5 });
  });

  it("a child's value is not judged by a range the laboratory labels as the adults'", () => {
    const child = buildObservation(
      {
        ref: "x",
        source: "lab-results",
        index: 0,
        name: "Alkaline phosphatase",
        value: "310",
        unit: "U/L",
        referenceRange: "Adult: 30-130",
      },
      "female",
      8,
    );
    expect(child.range?.high).not.toBe(130);
    expect(child.status).not.toBe("high");
    const adult = buildObservation(
      {
        ref: "x",
        source: "lab-results",
        index: 0,
        name: "Alkaline phosphatase",
        value: "310",
        unit: "U/L",
        referenceRange: "Adult: 30-130",
      },
      "female",
      40,
    );
    expect(adult).toMatchObject({ status: "high", range: { low: 30, high: 130 } });
  });
});

describe("a laboratory's interpretive bands are read by the usual band, not as cycle phases (review 29b, labapi-29b)", () => {
  it("13: cholesterol under the 'Desirable' band is normal, vitamin D in 'Insufficient' is low, HbA1c in 'Prediabetes' is high", () => {
    const r = run("13-interpretive-bands");
    expect(lab(r, "Cholesterol, total")).toMatchObject({ status: "normal", rangeSource: "caller" });
    expect(lab(r, "25-OH Vitamin D")).toMatchObject({ status: "low", rangeSource: "caller" });
    expect(lab(r, "25-OH Vitamin D")?.range).toMatchObject({ low: 50, high: 125 });
    expect(lab(r, "HbA1c (IFCC)")).toMatchObject({ status: "high", rangeSource: "caller" });
    expect(clinicianText(r)).not.toMatch(/cycle phase or menopause|menstrual cycle phase/);
  });

  it("near-negative: cycle-phase bands are still held when the phase is unknown", () => {
    const fsh = buildObservation(
      {
        ref: "x",
        source: "lab-results",
        index: 0,
        name: "FSH",
        value: "10",
        unit: "IU/L",
        referenceRange: "Follicular 3.5-12.5; Mid-cycle 4.7-21.5; Luteal 1.7-7.7; Postmenopausal 25.8-134.8",
      },
      "female",
      50,
    );
    expect(fsh).toMatchObject({ status: "unknown", notComparable: "phase-unknown" });
  });

  it("near-negative: bands that are not all interpretive ('Sufficient 50-125; Pregnancy 75-125') are not picked by interpretation", () => {
    expect(parseRange("Sufficient 50-125; Pregnancy 75-125")?.bands).toBeDefined();
  });
});

describe("an immunity test's word result is read against its printed protective threshold (review 29b, labapi-29b)", () => {
  const rubella = (value: string, referenceRange: string) =>
    buildObservation(
      { ref: "x", source: "lab-results", index: 0, name: "Rubella IgG", value, referenceRange },
      "female",
      29,
    );

  it("04: a positive rubella IgG against 'Immune: >10 IU/mL' is the protected result, not 'could not be compared'", () => {
    const r = run("04-qualitative-urine-serology");
    expect(lab(r, "Rubella IgG")).toMatchObject({ status: "normal", rangeSource: "caller" });
    expect(patientText(r)).not.toMatch(/rubella[^\n]*could not|could not compare your rubella/i);
    expect(rubella("Negative", "Immune: >10 IU/mL")).toMatchObject({ status: "low" });
  });

  it("near-negative: a non-immunity test's word result against a numeric range stays unjudged", () => {
    const crp = buildObservation(
      { ref: "x", source: "lab-results", index: 0, name: "CRP", value: "Positive", referenceRange: ">10" },
      "female",
      29,
    );
    expect(crp).toMatchObject({ status: "unknown", notComparable: "not-numeric" });
    expect(rubella("Equivocal", "Immune: >10 IU/mL")).toMatchObject({ status: "unknown" });
  });
});

describe("realistic lab-results requests with quirks read through (review 29b, labapi-29b)", () => {
  const CASES = [
    "01-bmp-flags-in-value",
    "02-lipids-text-ranges",
    "03-censored-values",
    "04-qualitative-urine-serology",
    "05-cbc-odd-units",
    "06-same-test-two-labs",
    "07-haemolysed-potassium",
    "08-paediatric-ranges",
    "09-pregnancy-ranges",
    "10-see-comment-undated",
    "11-value-contains-unit-and-flag",
    "12-egfr-age-ranges-ckd",
    "13-interpretive-bands",
    "14-two-labs-disagree-on-flag",
  ];

  it.each(CASES)("%s gives both reports", (name) => {
    const r = run(name);
    expect(patientText(r)).toMatch(/^# Your results explained/);
    expect(clinicianText(r)).toMatch(/^# Clinical summary/);
  });

  it("01: flags written in the value are read off it, and a censored eGFR '>90' against '>60' is normal", () => {
    const r = run("01-bmp-flags-in-value");
    expect(lab(r, "Potassium")).toMatchObject({ status: "high", value: { value: 5.9 } });
    expect(lab(r, "Sodium")).toMatchObject({ status: "low", value: { value: 133 } });
    expect(lab(r, "eGFR (CKD-EPI 2021)")).toMatchObject({ status: "normal" });
    expect(lab(r, "Glucose")).toMatchObject({ status: "normal" });
  });
});

describe("bands for age or risk groups left unjudged are not described as cycle phases (review 29b, labapi-29b)", () => {
  const alp = (referenceRange: string) =>
    buildObservation(
      {
        ref: "x",
        source: "lab-results",
        index: 0,
        name: "Alkaline phosphatase",
        value: "310",
        unit: "U/L",
        referenceRange,
      },
      "female",
    );

  it("08: with the age unknown, child and adult bands that disagree are held for the group, and the patient is told so plainly", () => {
    expect(alp("Child 4-11y: 150-420; Adult: 30-130")).toMatchObject({
      status: "unknown",
      notComparable: "group-unknown",
    });
    const c = load("08-paediatric-ranges");
    delete (c as unknown as LabCase).patientContext.age;
    const r = runReviewCase(c);
    expect(patientText(r)).toMatch(/gave more than one normal range for it/);
    expect(patientText(r)).not.toMatch(/cycle or menopause/);
  });

  it("near-negative: cycle-phase bands keep the phase wording", () => {
    expect(alp("Follicular 3.5-12.5; Luteal 1.7-7.7; Postmenopausal 25.8-134.8")).toMatchObject({
      notComparable: "phase-unknown",
    });
  });
});
