import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

const NOW = new Date("2026-11-20T12:00:00Z");

function run(data: object) {
  return analyzeEhr(healthDataSchema.parse(data), { now: NOW });
}

function finding(data: object, code: string) {
  return run(data).findings.find((f) => f.code === code);
}

const gene = (geneDisplay: string, interpretation: string, value?: string) => ({
  geneCode: "0",
  geneDisplay,
  interpretation,
  ...(value === undefined ? {} : { value }),
});
const condition = (display: string, clinicalStatus = "active") => ({ display, clinicalStatus });
const med = (medication: string) => ({ medication, status: "active" });

/** Review 10, case 02: a man three months after an NSTEMI and a stent, on atorvastatin, SLCO1B1 *1/*5. */
const postMi = {
  patientInfo: { age: 63, gender: "male" },
  pastMedicalHistory: [
    {
      ...condition("Acute coronary syndrome - NSTEMI, drug-eluting stent to LAD"),
      code: "I21.4",
      onsetDate: "2026-08-15",
    },
  ],
  medications: [med("Atorvastatin 20 mg"), med("Aspirin 75 mg")],
  recentAbnormalLabs: [
    { display: "LDL cholesterol", value: "2.6", unit: "mmol/L", date: "2026-10-20", referenceRange: "<3.0" },
  ],
  familyHistory: [{ relationship: "father", condition: "Myocardial infarction", onsetAge: "52" }],
  geneticData: [gene("SLCO1B1", "Decreased function", "*1/*5 (c.521T>C heterozygous)")],
};

describe("secondary prevention after a heart attack (review 10, item 10)", () => {
  it("gives no risk-enhancer family-history advice to a patient who already has ASCVD", () => {
    const result = run(postMi);
    expect(result.findings.map((f) => f.code)).not.toContain("family-premature-ascvd");
    expect(result.result.clinicianResponse).not.toMatch(/risk enhancer|borderline or intermediate risk/i);
  });

  it("still gives the family-history finding without ASCVD", () => {
    const primary = { ...postMi, pastMedicalHistory: [condition("Hypertension")] };
    expect(finding(primary, "family-premature-ascvd")).toBeDefined();
  });

  it("writes the LDL goal in mmol/L for a result in mmol/L", () => {
    const f = finding(postMi, "ldl-above-goal-ascvd");
    expect(f?.clinician).toContain("LDL-C 2.6 mmol/L");
    expect(f?.clinician).toContain("stays at 1.8 mmol/L or more");
    expect(f?.clinician).not.toContain("mg/dL");
    expect(f?.nextSteps.join(" ")).not.toContain("mg/dL");
  });

  it("keeps the mg/dL goal for a result in mg/dL", () => {
    const mg = {
      ...postMi,
      recentAbnormalLabs: [
        { display: "LDL cholesterol", value: "100", unit: "mg/dL", date: "2026-10-20", referenceRange: "<100" },
      ],
    };
    expect(finding(mg, "ldl-above-goal-ascvd")?.clinician).toContain("stays at 70 mg/dL or more");
  });

  it("names the statin taken (atorvastatin) with its own CPIC dose limit, not simvastatin", () => {
    const f = finding(postMi, "slco1b1-simvastatin");
    expect(f?.patient).toContain("You take atorvastatin");
    expect(f?.patient).not.toMatch(/with the statin simvastatin/);
    expect(f?.clinician).toContain("For atorvastatin with decreased function, CPIC 2022 advises 40 mg/day or less");
    expect(f?.nextSteps).toEqual([expect.stringMatching(/^Keep atorvastatin at 40 mg\/day or less/)]);
  });

  it("gives the poor-function atorvastatin limit of 20 mg/day", () => {
    const poor = { ...postMi, geneticData: [gene("SLCO1B1", "Poor function", "*5/*5")] };
    expect(finding(poor, "slco1b1-simvastatin")?.nextSteps[0]).toMatch(/^Keep atorvastatin at 20 mg\/day or less/);
  });

  it("still tells a simvastatin taker that a different statin or lower dose may suit them", () => {
    const simva = { ...postMi, medications: [med("Simvastatin 40 mg")] };
    const f = finding(simva, "slco1b1-simvastatin");
    expect(f?.patient).toContain("You take simvastatin. A different statin or a lower dose may suit you better.");
    expect(f?.nextSteps[0]).toMatch(/simvastatin/i);
  });
});

/** Review 10, case 07: a 67-year-old man with MLH1 Lynch syndrome after a resected colon cancer. */
const lynchMan = {
  patientInfo: { age: 67, gender: "male" },
  pastMedicalHistory: [
    { ...condition("Adenocarcinoma of sigmoid colon, stage IIIB, resected", "remission"), code: "C18.7" },
    condition("Lynch syndrome"),
  ],
  geneticData: [gene("MLH1", "Pathogenic", "c.1731G>A")],
};

describe("Lynch syndrome advice fitted to the patient (review 10, item 11)", () => {
  it("gives a man no gynaecological step and a survivor no 'starting in the 20s–30s'", () => {
    const f = finding(lynchMan, "lynch-syndrome-variant");
    const text = [f?.clinician, ...(f?.nextSteps ?? [])].join(" ");
    expect(text).not.toMatch(/gynae|endometrial/i);
    expect(text).not.toContain("20s–30s");
    expect(f?.clinician).toContain("continuing after colorectal cancer surgery");
    expect(f?.nextSteps).toContain("Keep colonoscopy every 1–2 years alongside the colorectal cancer follow-up");
  });

  it("keeps the gynaecological step and the starting ages for a young woman", () => {
    const young = {
      patientInfo: { age: 28, gender: "female" },
      geneticData: [gene("MSH2", "Pathogenic")],
    };
    const f = finding(young, "lynch-syndrome-variant");
    expect(f?.clinician).toContain("starting in the 20s–30s");
    expect(f?.clinician).toContain("endometrial");
    expect(f?.nextSteps).toContain("Gynaecological risk management");
  });
});

/** Review 10, case 06: a 58-year-old BRCA2 carrier after breast cancer, ovaries in situ, on letrozole. */
const brcaSurvivor = {
  patientInfo: { age: 58, gender: "female" },
  pastMedicalHistory: [
    { ...condition("Breast cancer, left, ER-positive HER2-positive, stage IIA", "remission"), code: "C50.912" },
  ],
  medications: [med("Letrozole 2.5 mg")],
  geneticData: [gene("BRCA2", "Pathogenic", "c.5946delT")],
  familyHistory: [{ relationship: "sister", condition: "Ovarian cancer", onsetAge: "49" }],
  imagingStudies: [
    {
      type: "DXA",
      description: "Bone densitometry",
      date: "2026-09-01",
      modality: "DXA",
      findings: "Lumbar spine T-score -2.8; total hip -2.2",
      conclusion: "Osteoporosis",
    },
  ],
  additionalContext: "Has ovaries in situ, declined surgery so far.",
};

describe("BRCA advice for a survivor past the age of risk-reducing surgery (review 10, item 12)", () => {
  it("says risk-reducing salpingo-oophorectomy is overdue at 58 for BRCA2 with the ovaries in situ", () => {
    const f = finding(brcaSurvivor, "brca-pathogenic-variant");
    expect(f?.clinician).toContain("risk-reducing salpingo-oophorectomy at 40–45 for BRCA2 carriers");
    expect(f?.clinician).toContain("it is overdue");
    expect(f?.nextSteps[0]).toMatch(/^Discuss risk-reducing salpingo-oophorectomy now: overdue at 58/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Refer to cancer genetics/);
    expect(f?.patientQuestions).not.toContain("What screening do I need and from what age?");
    expect(f?.patient).toContain("Your ovaries are still in place.");
  });

  it("does not call the surgery overdue when the ovaries were removed", () => {
    const done = { ...brcaSurvivor, additionalContext: "Bilateral salpingo-oophorectomy 2022." };
    const f = finding(done, "brca-pathogenic-variant");
    expect(f?.clinician).not.toContain("overdue");
    expect(f?.patient).not.toContain("ovaries");
  });

  it("does not count a declined oophorectomy as done", () => {
    const declined = { ...brcaSurvivor, additionalContext: "Declined salpingo-oophorectomy in 2022." };
    expect(finding(declined, "brca-pathogenic-variant")?.nextSteps.join(" ")).toContain(
      "discuss risk-reducing salpingo-oophorectomy now",
    );
  });

  it("keeps the general advice for a young carrier without cancer", () => {
    const young = { patientInfo: { age: 30, gender: "female" }, geneticData: [gene("BRCA1", "Pathogenic")] };
    const f = finding(young, "brca-pathogenic-variant");
    expect(f?.nextSteps).toContain("Refer to cancer genetics / high-risk clinic");
    expect(f?.clinician).not.toContain("overdue");
  });

  it("names letrozole, an aromatase inhibitor, as a cause of the bone loss", () => {
    const f = finding(brcaSurvivor, "osteoporosis-untreated");
    expect(f?.clinician).toContain("Letrozole 2.5 mg (an aromatase inhibitor) speeds bone loss");
    expect(f?.patient).toContain("Your letrozole, a breast cancer medicine, speeds up bone loss.");
    expect(f?.evidenceIds).toContain("iof-2017-aibl");
  });
});

describe("BRCA2 past 45 with nothing said about the ovaries", () => {
  it("asks whether the ovaries are in place instead of calling the surgery overdue", () => {
    const data = { patientInfo: { age: 50, gender: "female" }, geneticData: [gene("BRCA2", "Pathogenic")] };
    const f = finding(data, "brca-pathogenic-variant");
    expect(f?.clinician).toContain("it is due now if the ovaries are still in place");
    expect(f?.clinician).not.toContain("overdue");
    expect(f?.nextSteps[0]).toMatch(/^Confirm whether the ovaries are still in place/);
    expect(f?.patient).toContain("If you still have your ovaries: for women with this gene change");
  });
});
