import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
const DATE = "2026-11-12";

type Lab = [display: string, value: string, unit: string];

function run(c: {
  age?: number;
  gender?: "male" | "female";
  labs: Lab[];
  vitals?: [display: string, value: string, unit: string][];
  conditions?: string[];
  medications?: string[];
}) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age ?? 52, gender: c.gender ?? "male" },
    recentAbnormalLabs: c.labs.map(([display, value, unit]) => ({ display, value, unit, date: DATE })),
    vitalSigns: (c.vitals ?? []).map(([display, value, unit]) => ({ display, value, unit, date: DATE })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({
      display,
      clinicalStatus: "active",
      onsetDate: "2026-08-01",
    })),
    medications: (c.medications ?? []).map((medication) => ({ medication, status: "active" })),
  });
  const out = analyzeEhr(data, NOW);
  return out.findings.find((f) => f.code === "metabolic-syndrome");
}

// Review 10 case annual-us-52m: the glucose is not named fasting.
const ANNUAL_LABS: Lab[] = [
  ["LDL Cholesterol (calc)", "168", "mg/dL"],
  ["HDL Cholesterol", "38", "mg/dL"],
  ["Triglycerides", "212", "mg/dL"],
  ["Glucose", "109", "mg/dL"],
];
const BP_136_86: [string, string, string][] = [
  ["Systolic blood pressure", "136", "mmHg"],
  ["Diastolic blood pressure", "86", "mmHg"],
];

describe("metabolic syndrome by the harmonised criteria", () => {
  it("is named from triglycerides, HDL and blood pressure, at low priority, lifestyle first", () => {
    const f = run({ labs: ANNUAL_LABS, vitals: BP_136_86 });
    expect(f?.severity).toBe("low");
    // A US record (mg/dL): US spelling for the clinician (review 29, words-29).
    expect(f?.clinician).toContain("3 of the 5 harmonized criteria");
    expect(f?.clinician).toContain("triglycerides 212 mg/dL");
    expect(f?.clinician).toContain("HDL cholesterol 38 mg/dL");
    expect(f?.clinician).toContain("blood pressure 136/86 mmHg");
    expect(f?.nextSteps[0]).toMatch(/^Lifestyle first/);
    expect(f?.evidenceIds).toEqual(["alberti-2009-metabolic-syndrome", "acc-aha-2019-primary-prevention"]);
    expect(f?.patient).toContain("metabolic syndrome");
    expect(f?.patient).not.toMatch(/at once|urgent|emergency/i);
  });

  it("points to the report's own 10-year risk estimate when PREVENT could be calculated, instead of asking for one", () => {
    const without = run({ labs: ANNUAL_LABS, vitals: BP_136_86 });
    expect(without?.nextSteps.join(" ")).toMatch(/Estimate 10-year ASCVD risk/);
    const f = run({
      labs: [...ANNUAL_LABS, ["Total cholesterol", "248", "mg/dL"], ["eGFR", "88", "mL/min/1.73m2"]],
      vitals: BP_136_86,
      conditions: ["Never smoker"],
    });
    expect(f?.nextSteps.join(" ")).toMatch(/beside the 10-year risk estimate in this report \(PREVENT\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Estimate 10-year ASCVD risk/);
  });

  it("names it as an ACC/AHA risk enhancer from 40 to 75, but not at 30", () => {
    const f = run({ labs: ANNUAL_LABS, vitals: BP_136_86 });
    expect(f?.clinician).toContain("risk-enhancing factor (ACC/AHA 2019)");
    expect(f?.nextSteps.join(" ")).toContain("risk enhancer in the statin discussion");
    const young = run({ age: 30, labs: ANNUAL_LABS, vitals: BP_136_86 });
    expect(young?.clinician).not.toContain("risk-enhancing");
    expect(young?.nextSteps.join(" ")).not.toContain("ASCVD");
  });

  it("does not count a glucose not named fasting, and says so", () => {
    const f = run({ labs: ANNUAL_LABS, vitals: BP_136_86 });
    expect(f?.clinician).toContain("not named fasting, so it is not counted");
    expect(f?.clinician).not.toContain("fasting glucose 109");
  });

  it("counts a fasting glucose of 100 or more, and is moderate with four criteria", () => {
    const labs = ANNUAL_LABS.map((l): Lab => (l[0] === "Glucose" ? ["Glucose, fasting", "109", "mg/dL"] : l));
    const f = run({ labs, vitals: BP_136_86 });
    expect(f?.clinician).toContain("4 of the 5");
    expect(f?.clinician).toContain("fasting glucose 109 mg/dL");
    expect(f?.severity).toBe("moderate");
  });

  it("is not named with only two criteria", () => {
    expect(run({ labs: ANNUAL_LABS, vitals: [["Blood pressure", "124/78", "mmHg"]] })).toBeUndefined();
  });

  it("judges mmol/L results against the statement's own mmol/L cut-offs and women's HDL below 1.3", () => {
    const labs: Lab[] = [
      ["Triglycerides", "1.7", "mmol/L"],
      ["HDL Cholesterol", "1.2", "mmol/L"],
      ["Glucose, fasting", "5.6", "mmol/L"],
    ];
    const woman = run({ age: 47, gender: "female", labs });
    expect(woman?.clinician).toContain("3 of the 5");
    // HDL 1.2 mmol/L is not low in a man (below 1.0): two criteria only.
    expect(run({ age: 47, gender: "male", labs })).toBeUndefined();
  });

  it("counts a recorded waist only at 102 cm or more in men (88 cm in women)", () => {
    const labs: Lab[] = [
      ["Triglycerides", "180", "mg/dL"],
      ["HDL Cholesterol", "52", "mg/dL"],
    ];
    const bp: [string, string, string][] = [["Blood pressure", "132/84", "mmHg"]];
    const withWaist = (cm: string) => run({ labs, vitals: [...bp, ["Waist circumference", cm, "cm"]] });
    expect(withWaist("104")?.clinician).toContain("waist 104 cm");
    expect(withWaist("98")).toBeUndefined();
  });

  it("counts treated hypertension whatever today's reading, but not a statin as treated lipids", () => {
    const labs: Lab[] = [
      ["Triglycerides", "190", "mg/dL"],
      ["HDL Cholesterol", "36", "mg/dL"],
    ];
    const treated = run({
      labs,
      vitals: [["Blood pressure", "124/76", "mmHg"]],
      conditions: ["Essential hypertension"],
      medications: ["Ramipril 5 mg"],
    });
    expect(treated?.clinician).toContain("treated hypertension (ramipril 5 mg)");
    const statin = run({
      labs: [["HDL Cholesterol", "36", "mg/dL"]],
      vitals: [["Blood pressure", "136/86", "mmHg"]],
      medications: ["Atorvastatin 20 mg"],
    });
    expect(statin).toBeUndefined();
  });

  it("is not named under 18 or in pregnancy", () => {
    expect(run({ age: 17, labs: ANNUAL_LABS, vitals: BP_136_86 })).toBeUndefined();
    expect(run({ age: 30, gender: "female", labs: ANNUAL_LABS, vitals: BP_136_86 })).toBeDefined();
    expect(
      run({ age: 30, gender: "female", labs: ANNUAL_LABS, vitals: BP_136_86, conditions: ["Pregnancy"] }),
    ).toBeUndefined();
  });
});
