import { describe, expect, it } from "vitest";
import { finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/country-29-review29/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string }[];
  patientContext: { clinicalNotes: string };
}

/** The same lab-results record with its US conventional units given in SI units: it then reads as neither country. */
function inSiUnits(
  c: ReturnType<typeof load>,
  si: Record<string, { value: string; unit: string; referenceRange: string }>,
) {
  const lab = c as unknown as LabCase;
  lab.labResults = lab.labResults.map((o) => (si[o.name] ? { ...o, ...si[o.name] } : o));
  // A US town in the notes reads as American since review 31 (country-31): the twin drops the
  // notes' first sentence, which names the clinic and its town.
  lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes.replace(/^[^.]*\.\s*/, "");
  return c;
}

const HF_SI = {
  Creatinine: { value: "97", unit: "umol/L", referenceRange: "62-115" },
  Potassium: { value: "4.4", unit: "mmol/L", referenceRange: "3.5-5.1" },
  Ferritin: { value: "62", unit: "ug/L", referenceRange: "30-400" },
  Hemoglobin: { value: "134", unit: "g/L", referenceRange: "135-175" },
};

describe("heart-failure rules cite AHA/ACC/HFSA 2022 on a US record (review 29, country-29)", () => {
  it("01: the ARNI switch on a US record cites AHA/ACC/HFSA 2022, not ESC", () => {
    const f = finding(run("01-us-hfref-symptomatic-iron"), "hfref-arni-switch");
    expect(f?.evidenceIds).toEqual(["aha-acc-hfsa-2022-hf"]);
    expect(f?.clinician).toMatch(
      /AHA\/ACC\/HFSA 2022 recommends replacing an ACE inhibitor or ARB with sacubitril\/valsartan/,
    );
    expect(f?.clinician).not.toMatch(/ESC/);
    expect(f?.nextSteps[0]).toMatch(/below the AHA\/ACC\/HFSA 2022 target \(20–40 mg once daily\)/);
  });

  it("01: iron deficiency on a US record gives AHA's class 2a wording in ng/mL", () => {
    const f = finding(run("01-us-hfref-symptomatic-iron"), "hf-iron-deficiency");
    expect(f?.evidenceIds).toEqual(["aha-acc-hfsa-2022-hf", "esc-2021-hf"]);
    expect(f?.clinician).toMatch(/below 100 ng\/mL/);
    expect(f?.clinician).toMatch(/AHA\/ACC\/HFSA 2022 considers intravenous iron replacement reasonable \(class 2a\)/);
    expect(f?.clinician).not.toMatch(/ESC 2023/);
    expect(f?.nextSteps[0]).toBe("Consider intravenous iron if symptomatic");
  });

  it("01: its twin in SI units reads as neither country and keeps ESC 2021/2023", () => {
    const r = runReviewCase(inSiUnits(load("01-us-hfref-symptomatic-iron"), HF_SI));
    const arni = finding(r, "hfref-arni-switch");
    expect(arni?.evidenceIds).toEqual(["esc-2021-hf"]);
    expect(arni?.clinician).toMatch(/ESC 2021 recommends replacing/);
    expect(arni?.nextSteps[0]).toMatch(/below the ESC target \(20–35 mg once daily\)/);
    const iron = finding(r, "hf-iron-deficiency");
    expect(iron?.evidenceIds).toEqual(["esc-2021-hf", "esc-2023-hf-fu"]);
    expect(iron?.clinician).toMatch(/ESC 2021: ferritin below 100 µg\/L/);
    expect(iron?.clinician).toMatch(/ESC 2023 recommends intravenous iron/);
  });
});

describe("a US child with symptomatic diabetes is not told of NICE NG18 (review 29, country-29)", () => {
  it("02: a US 13-year-old gets the same-day referral without NICE's name or citation", () => {
    const f = finding(run("02-us-child-diabetes-symptoms"), "diabetes-range-undiagnosed");
    expect(f?.nextSteps[0]).toMatch(/^Refer today to the pediatric diabetes team, to be seen the same day: /);
    expect(f?.nextSteps.join(" ")).not.toMatch(/NICE/);
    expect(f?.evidenceIds).not.toContain("nice-ng18-diabetes-cyp");
    expect(f?.evidenceIds).not.toContain("white-2024-uk-youth-t2d");
    expect(f?.evidenceIds).toContain("ispad-2022-youth-t2d");
  });

  it("02: its twin in mmol/L keeps NICE NG18", () => {
    const c = inSiUnits(load("02-us-child-diabetes-symptoms"), {
      Glucose: { value: "17.3", unit: "mmol/L", referenceRange: "3.9-5.5" },
      Creatinine: { value: "53", unit: "umol/L", referenceRange: "44-88" },
    });
    const f = finding(runReviewCase(c), "diabetes-range-undiagnosed");
    expect(f?.nextSteps[0]).toMatch(/\(NICE NG18\)/);
    expect(f?.evidenceIds).toContain("nice-ng18-diabetes-cyp");
  });
});

describe("AAA screening names the patient's own UK nation's programme (review 29, country-29)", () => {
  it("03: a man of 65 in Cardiff is told of the Wales programme, not England's NHS programme", () => {
    const f = finding(run("03-wales-man-65-aaa"), "aaa-screening-due");
    expect(f?.clinician).toMatch(/Wales abdominal aortic aneurysm screening programme \(Public Health Wales\)/);
    expect(f?.clinician).not.toMatch(/NHS abdominal aortic aneurysm screening programme|NICE/);
    expect(f?.evidenceIds).toEqual(["phw-aaa-screening-wales"]);
  });

  it("03: in Glasgow the text stays general and names Scotland", () => {
    const c = load("03-wales-man-65-aaa");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Annual review at the GP surgery in Glasgow. Ex-smoker, stopped 10 years ago. BP 132/80.";
    const f = finding(runReviewCase(c), "aaa-screening-due");
    expect(f?.clinician).toMatch(/run separately in each UK nation: check what is offered in Scotland/);
    expect(f?.clinician).not.toMatch(/NHS abdominal aortic aneurysm screening programme|Wales/);
  });

  it("03: in Leeds (England) the NHS programme and NICE NG156 stay", () => {
    const c = load("03-wales-man-65-aaa");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Annual review at the GP surgery in Leeds. Ex-smoker, stopped 10 years ago. BP 132/80.";
    const f = finding(runReviewCase(c), "aaa-screening-due");
    expect(f?.clinician).toMatch(/the NHS abdominal aortic aneurysm screening programme invites men/);
    expect(f?.evidenceIds).toEqual(["nhs-aaa-screening-invitation", "nice-ng156-aaa"]);
  });
});

describe("the lymphocytosis threshold is given in the record's unit (review 29, country-29)", () => {
  it("04: a US count in 10^3/µL reads 'above 5 10^3/µL', not ×10⁹/L", () => {
    const f = finding(run("04-us-lymphocytosis-well"), "lymphocytosis-repeat-film");
    expect(f?.clinician).toMatch(/6\.4 10\^3\/µL \([^)]*\), above 5 10\^3\/µL/);
    expect(f?.clinician).not.toMatch(/×10⁹\/L/);
  });

  it("04: the same count in ×10⁹/L keeps '5 ×10⁹/L'", () => {
    const c = inSiUnits(load("04-us-lymphocytosis-well"), {
      "Lymphocytes, absolute": { value: "6.4", unit: "10^9/L", referenceRange: "1.0-4.8" },
    });
    const f = finding(runReviewCase(c), "lymphocytosis-repeat-film");
    expect(f?.clinician).toMatch(/above 5 ×10⁹\/L/);
  });
});

describe("alcohol elastography on a US record is not given NICE's pathway as its own (review 29, country-29)", () => {
  it("05: a US record reads NG50 as UK reference only, with a fibrosis-test step and Hadefi cited", () => {
    const f = finding(run("05-us-beers-a-day-elastography"), "alcohol-intake-elastography");
    expect(f?.clinician).toMatch(/For reference, UK guidance \(NICE NG50, not a US care pathway\)/);
    expect(f?.clinician).toMatch(/best-validated non-invasive tests for fibrosis/);
    expect(f?.nextSteps[0]).toMatch(/^Consider transient elastography \(or another validated fibrosis test\)/);
    expect(f?.evidenceIds).toContain("hadefi-2020-ald-noninvasive");
  });
});

describe("worsening heart failure on a US record names AHA/ACC/HFSA 2022 self-care (review 29, country-29)", () => {
  const NOTES =
    "Cardiology follow-up, Denver, Colorado. HFrEF, LVEF 30% on echo June 2026. Weight up 3 kg in the last 3 days, ankles more swollen, now sleeping on 3 pillows. BP 118/72, HR 66.";
  it("01: a US record with weight gain and orthopnea cites AHA/ACC/HFSA 2022 first", () => {
    const c = load("01-us-hfref-symptomatic-iron");
    (c as unknown as LabCase).patientContext.clinicalNotes = NOTES;
    const f = finding(runReviewCase(c), "hf-decompensation-signs");
    expect(f?.clinician).toMatch(/AHA\/ACC\/HFSA 2022 recommends education and support for heart-failure self-care/);
    expect(f?.evidenceIds).toContain("aha-acc-hfsa-2022-hf");
  });

  it("01: its twin in SI units keeps ESC 2021 alone", () => {
    const c = inSiUnits(load("01-us-hfref-symptomatic-iron"), HF_SI);
    (c as unknown as LabCase).patientContext.clinicalNotes = NOTES.replace("Denver, Colorado", "the clinic");
    const f = finding(runReviewCase(c), "hf-decompensation-signs");
    expect(f?.clinician).toMatch(/ESC 2021 self-care advice/);
    expect(f?.clinician).not.toMatch(/AHA/);
    expect(f?.evidenceIds).not.toContain("aha-acc-hfsa-2022-hf");
  });
});
