import { healthDataSchema, labTestSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";
import { midSentence } from "../text.ts";

const now = new Date("2026-11-22T00:00:00Z");

function section(text: string, heading: string): string {
  const start = text.indexOf(`## ${heading}`);
  if (start < 0) return "";
  const end = text.indexOf("\n## ", start + 3);
  return text.slice(start, end < 0 ? undefined : end);
}

describe("clinician report", () => {
  it("lists a drug–gene finding under medication considerations instead of saying none was found", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 41, gender: "female" },
      medications: [{ medication: "Combined oral contraceptive (ethinylestradiol/levonorgestrel)", status: "active" }],
      geneticData: [{ geneCode: "0", geneDisplay: "F5", interpretation: "Heterozygous Factor V Leiden (R506Q)" }],
    });
    const meds = section(analyzeEhr(data, { now }).result.clinicianResponse, "Medication considerations");
    // A pointer to where the finding is written out, not the finding again (review 20, oncology-2).
    expect(meds).toContain('Combined oral contraceptive (ethinylestradiol/levonorgestrel): see "Clotting risk"');
    expect(meds).not.toContain("No drug");
  });

  it("does not say no problems were found when results lie outside their range without a pattern", () => {
    const labs = [{ name: "Chloride", value: "111", unit: "mmol/L", referenceRange: "98-107", date: "2026-11-02" }].map(
      (l) => labTestSchema.parse(l),
    );
    const text = analyzeLabResults(labs, undefined, { now }).result.clinicianResponse;
    expect(text).not.toContain("No rule-based problems were identified");
    expect(text).toContain(
      "No pattern beyond the result outside the reference range (below) was identified; it needs clinical interpretation.",
    );
  });

  it("does not say no drug–gene interaction was found when a gene result was not checked", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 58, gender: "male" },
      medications: [{ medication: "Tacrolimus 2 mg twice daily", status: "active" }],
      geneticData: [{ geneCode: "0", geneDisplay: "CYP3A5", interpretation: "*1/*1 (expresser)" }],
    });
    const meds = section(analyzeEhr(data, { now }).result.clinicianResponse, "Medication considerations");
    expect(meds).toContain("1 genetic result(s) (CYP3A5) were not checked against the listed medications");
    expect(meds).not.toContain("No drug–laboratory, drug–gene or pharmacogenomic interactions were found");
  });

  it("says no interaction was found when none was", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 41, gender: "female" },
      medications: [{ medication: "Sertraline 50 mg", status: "active" }],
    });
    const meds = section(analyzeEhr(data, { now }).result.clinicianResponse, "Medication considerations");
    expect(meds).toContain("No drug–laboratory, drug–gene or pharmacogenomic interactions were found");
    expect(meds).toContain("This is not a full drug–drug interaction check.");
  });
});

describe("patient report", () => {
  it("keeps results that could not be compared out of the tests to keep up with", () => {
    const labs = [{ name: "Glucose", value: "5.6", date: "2026-11-02", unit: "mmol/L", referenceRange: "70-99" }].map(
      (l) => labTestSchema.parse(l),
    );
    const text = analyzeLabResults(labs, undefined, { now }).result.patientResponse;
    expect(section(text, "Tests to keep up with")).not.toContain("could not compare");
    expect(section(text, "Results we could not check")).toContain("We could not compare your");
  });
});

describe("a child's report", () => {
  const patientText = (age: number) =>
    analyzeLabResults(
      [{ name: "Hemoglobin", value: "12.5", unit: "g/dL", referenceRange: "11.5-15.5", date: "2026-11-02" }].map((l) =>
        labTestSchema.parse(l),
      ),
      { age: String(age) },
      { now },
    ).result.patientResponse;

  it("tells a parent or carer that 'you' means the child", () => {
    expect(patientText(6)).toContain("These are a child's results.");
  });

  it("says nothing of the kind for an adult", () => {
    expect(patientText(18)).not.toContain("child's results");
  });

  it("gives a parent a child's emergency signs and questions about the child, not an adult's chest pain", () => {
    const text = patientText(3);
    expect(text).toContain("has a rash that does not fade when a glass is pressed on it");
    expect(text).not.toContain("chest pain");
    expect(text).toContain("What do these results mean for my child?");
    expect(patientText(40)).toContain("chest pain");
  });
});

describe("when to get help fast in pregnancy", () => {
  it("lists the warning signs of pre-eclampsia, not only the general ones", () => {
    const text = analyzeEhr(
      healthDataSchema.parse({
        patientInfo: { age: 31, gender: "female" },
        pastMedicalHistory: [{ display: "Pregnancy, 30 weeks", clinicalStatus: "active" }],
        recentNormalLabs: [
          { display: "Hemoglobin", value: "11.8", unit: "g/dL", referenceRange: "11.0-15.0", date: "2026-11-10" },
        ],
      }),
      { now },
    ).result.patientResponse;
    expect(section(text, "When to get help fast")).toContain(
      "problems with your vision such as blurring or flashing lights",
    );
  });
});

// A critical result no rule treats (magnesium): since review 11, a potassium of 6.9 gets the
// hyperkalaemia emergency (rules/hyperkalaemia-emergency.ts), not the generic critical step.
describe("critical results", () => {
  const critical = () =>
    analyzeLabResults(
      [
        { name: "Magnesium", value: "0.3", unit: "mmol/L", referenceRange: "0.7-1.0", date: "2026-11-21" },
        { name: "Glucose", value: "35", unit: "mg/dL", referenceRange: "70-99", date: "2026-11-21" },
      ].map((l) => labTestSchema.parse(l)),
      undefined,
      { now },
    ).result;

  it("tells the patient to contact a doctor straight away and to seek emergency care if they cannot or feel unwell", () => {
    const text = critical().patientResponse;
    expect(text).toContain("Please act on this now");
    expect(text).toContain("Contact your doctor straight away");
    // A glucose in mg/dL reads as a US record: the emergency room and 911 (review 31b, acute-31b).
    expect(text).toContain("go to the emergency room or call 911");
    expect(text).toContain("if you feel unwell");
    expect(text).not.toContain("urgent care");
    expect(text).not.toContain("contact your doctor today");
  });

  it("tells the clinician to act now and not to let a repeat test delay treatment", () => {
    const text = critical().clinicianResponse;
    expect(text).toContain("Critical findings — act now");
    expect(text).toContain("Act on the critical Magnesium now");
    expect(text).toContain("do not let a repeat test delay treatment");
    expect(text).not.toContain("repeat to confirm and treat as clinically indicated");
  });

  it("says nothing else stands out, instead of leaving the section empty, when every point is urgent", () => {
    const result = analyzeLabResults(
      [{ name: "Magnesium", value: "0.3", unit: "mmol/L", referenceRange: "0.7-1.0", date: "2026-11-21" }].map((l) =>
        labTestSchema.parse(l),
      ),
      undefined,
      { now },
    ).result;
    expect(section(result.patientResponse, "What stands out")).toContain(
      "Apart from the urgent point above, nothing else in these results stands out.",
    );
  });
});

describe("when to get help fast", () => {
  it("does not say no result needs emergency care when a finding carries an emergency warning", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 69, gender: "male" },
      imagingStudies: [
        {
          type: "Ultrasound",
          modality: "US",
          description: "Ultrasound abdominal aorta (AAA screening)",
          date: "2026-11-14",
          findings: "Infrarenal abdominal aorta fusiform dilatation, maximum diameter 4.8 cm.",
          conclusion: "Abdominal aortic aneurysm 4.8 cm, infrarenal.",
        },
      ],
    });
    const text = analyzeEhr(data, { now }).result.patientResponse;
    expect(text).toContain("Get emergency care at once");
    expect(section(text, "When to get help fast")).not.toContain("None of these results needs emergency care");
  });

  it("still says no result needs emergency care on its own when none carries a warning", () => {
    const labs = [{ name: "LDL cholesterol", value: "165", unit: "mg/dL", date: "2026-11-02" }].map((l) =>
      labTestSchema.parse(l),
    );
    const text = analyzeLabResults(labs, undefined, { now }).result.patientResponse;
    expect(section(text, "When to get help fast")).toContain("None of these results needs emergency care on its own");
  });
});

describe("differentials in the deep report", () => {
  const deep = (labs: object[], medications: object[] = [], conditions: object[] = []) =>
    analyzeEhr(
      healthDataSchema.parse({
        patientInfo: { age: 77, gender: "male" },
        recentAbnormalLabs: labs,
        medications,
        pastMedicalHistory: conditions,
      }),
      { now, mode: "deep" },
    ).result.clinicianResponse.split("# Detailed discussion")[1] ?? "";

  it("gives causes of low potassium, not of high potassium, for a low potassium", () => {
    const text = deep(
      [{ display: "Potassium", value: "3.2", unit: "mmol/L", date: "2026-11-20", referenceRange: "3.5-5.1" }],
      [{ medication: "Furosemide 80 mg tablet", status: "active" }],
    );
    const potassium = section(text, "Potassium and medicines");
    expect(potassium).toContain("Differential considerations");
    expect(potassium).toContain("loop or thiazide diuretics");
    expect(potassium).not.toContain("hyperkalaemia");
  });

  it("gives causes of high potassium for a high potassium", () => {
    const text = deep(
      [{ display: "Potassium", value: "5.8", unit: "mmol/L", date: "2026-11-20", referenceRange: "3.5-5.1" }],
      [{ medication: "Lisinopril 20 mg", status: "active" }],
    );
    const potassium = section(text, "Potassium and medicines");
    expect(potassium).toContain("Differential considerations");
    expect(potassium).toContain("drug-induced hyperkalaemia");
    expect(potassium).not.toContain("loop or thiazide diuretics");
  });

  it("gives causes of low blood sugar, not of diabetes, for a low glucose", () => {
    const text = deep([
      { display: "Glucose", value: "48", unit: "mg/dL", date: "2026-11-20", referenceRange: "70-99" },
    ]);
    const sugar = section(text, "Blood sugar");
    expect(sugar).toContain("Differential considerations");
    expect(sugar).toContain("insulin");
    expect(sugar).not.toContain("prediabetes");
  });
});

describe("patient wording", () => {
  it("uses 'are' for plural test names such as neutrophils and platelets", () => {
    const labs = [
      { name: "Neutrophils (absolute)", value: "16.8", unit: "10^9/L", referenceRange: "1.5-8.5", date: "2026-11-20" },
      { name: "Platelets", value: "468", unit: "10^9/L", referenceRange: "150-450", date: "2026-11-20" },
      { name: "Triglycerides", value: "260", unit: "mg/dL", referenceRange: "<150", date: "2026-11-20" },
    ].map((l) => labTestSchema.parse(l));
    const text = analyzeLabResults(labs, undefined, { now }).result.patientResponse;
    expect(text).toMatch(/Your neutrophils \([^)]*\) are higher than the usual range/);
    expect(text).toMatch(/Your platelets \([^)]*\) are higher than the usual range/);
    expect(text).not.toMatch(/Your (neutrophils|platelets|triglycerides)[^.]* is /);
  });

  it("explains a positive qualitative urine test such as leukocyte esterase 'Positive 2+'", () => {
    const labs = [
      { name: "Urinalysis leukocyte esterase", value: "Positive 2+", referenceRange: "Negative", date: "2026-11-20" },
      { name: "Urinalysis nitrite", value: "Positive", referenceRange: "Negative", date: "2026-11-20" },
    ].map((l) => labTestSchema.parse(l));
    const { result } = analyzeLabResults(labs, undefined, { now });
    expect(result.patientResponse).toContain("white cells in the urine (leukocyte esterase)");
    expect(result.patientResponse).toContain("suggests a urine infection or inflammation");
    expect(result.patientResponse).toContain("Your test for nitrite in the urine was positive");
    expect(result.clinicianResponse).not.toContain("not comparable");
  });
});

describe("the key-findings table for results not judged", () => {
  it("says why in words, and shows a number of unclear decimal mark as it was sent", () => {
    const labs = [
      { name: "Glucose", value: "1,234", unit: "mg/dL", date: "2026-11-10" },
      { name: "ALT", value: "88", unit: "mg/dL", referenceRange: "7-56 U/L", date: "2026-11-10" },
    ].map((l) => labTestSchema.parse(l));
    const table = analyzeLabResults(labs, undefined, { now }).result.clinicianResponse;
    expect(table).toMatch(/\| 1,234 mg\/dL \|[^\n]*\| not judged \(decimal mark unclear\) \|/);
    expect(table).toMatch(/\| not judged \(unit does not match the range\) \|/);
    expect(table).not.toMatch(/ambiguous-number|unit-mismatch|1234 mg/);
  });
});

describe("report wording", () => {
  it("does not leave the deep report's detailed discussion empty when only single results are out of range", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 50, gender: "male" },
      recentAbnormalLabs: [
        { display: "Chloride", value: "111", unit: "mmol/L", referenceRange: "98-107", date: "2026-11-02" },
      ],
    });
    const text = analyzeEhr(data, { now, mode: "deep" }).result.clinicianResponse;
    expect(text.split("# Detailed discussion")[1]).toContain(
      "No problem beyond the individual results above was identified",
    );
  });

  it("labels a finding's severity as its priority, so '(low)' beside a raised result is not misread", () => {
    const labs = [{ name: "CRP", value: "96", unit: "mg/L", referenceRange: "0-5", date: "2026-11-02" }].map((l) =>
      labTestSchema.parse(l),
    );
    const text = analyzeLabResults(labs, undefined, { now }).result.clinicianResponse;
    expect(text).toMatch(/\*\* \(priority: (low|moderate|high)\):/);
    expect(text).not.toMatch(/\*\* \((low|moderate|high)\):/);
  });

  it("heads a suspected diagnosis at the top as a critical finding", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 74, gender: "female" },
      recentAbnormalLabs: [
        { display: "ESR", value: "78", unit: "mm/h", referenceRange: "0-30", date: "2026-11-02" },
        { display: "CRP", value: "54", unit: "mg/L", referenceRange: "0-5", date: "2026-11-02" },
      ],
      additionalContext:
        "New right temporal headache for 2 weeks, jaw pain on chewing, blurred vision in the right eye.",
    });
    const text = analyzeEhr(data, { now }).result.clinicianResponse;
    expect(text).toContain("> **Critical findings — act now**\n> - ");
    expect(text).toMatch(/> - [^\n]*giant cell arteritis/);
  });

  it("writes a test's name in lower case inside a sentence, keeping acronyms and mixed case", () => {
    expect(midSentence("White cell count")).toBe("white cell count");
    expect(midSentence("Vitamin D")).toBe("vitamin D");
    expect(midSentence("HbA1c (average blood sugar)")).toBe("HbA1c (average blood sugar)");
    expect(midSentence("ALT (a liver enzyme)")).toBe("ALT (a liver enzyme)");
    expect(midSentence("eGFR")).toBe("eGFR");
  });
});
