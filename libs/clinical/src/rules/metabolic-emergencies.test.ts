import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { analyzeLabResults } from "../pipeline.ts";
import { glucoseCorrectedSodium } from "./metabolic-emergencies.ts";

const NOW = { now: new Date("2026-11-23T12:00:00Z") };

type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string };

function run(labs: Lab[], context: Record<string, unknown>) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-22", ...l })),
    patientContextSchema.parse({ gender: "female", age: 52, ...context }),
    NOW,
  );
}

const crisis = (labs: Lab[], context: Record<string, unknown>) =>
  run(labs, context).findings.find((f) => f.code.startsWith("hyperglycaemic-crisis"));

const glucose = (value: string, unit = "mg/dL"): Lab => ({ name: "Glucose", value, unit });
const bhb = (value: string): Lab => ({ name: "Beta-hydroxybutyrate", value, unit: "mmol/L", referenceRange: "<0.6" });
const bicarbonate = (value: string): Lab => ({ name: "Bicarbonate", value, unit: "mmol/L", referenceRange: "22-29" });
const ph = (value: string): Lab => ({ name: "pH, venous", value, referenceRange: "7.32-7.43" });
const sodium = (value: string): Lab => ({ name: "Sodium", value, unit: "mmol/L", referenceRange: "135-145" });
const T2DM = { conditions: [{ name: "Type 2 diabetes" }] };

describe("diabetic ketoacidosis in adults", () => {
  it("is critical with ketones, acidosis and a glucose of 200 mg/dL or more, even with no diabetes recorded", () => {
    const f = crisis([glucose("420"), bhb("4.2"), bicarbonate("12")], { age: 34 });
    expect(f?.code).toBe("hyperglycaemic-crisis");
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Diabetic ketoacidosis (DKA)");
    expect(f?.clinician).toMatch(/no repeat HbA1c or fasting glucose is needed/);
    expect(f?.patient).toMatch(/go to an emergency department now/);
    expect(f?.evidenceIds).toContain("ada-2024-hyperglycaemic-crises");
    expect(findCitableEvidence("ada-2024-hyperglycaemic-crises")).toBeDefined();
  });

  it("is recognised on an SGLT2 inhibitor with a glucose only moderately raised, and stops the drug", () => {
    const f = crisis(
      [
        glucose("12.4", "mmol/L"),
        { name: "Blood ketones (beta-hydroxybutyrate)", value: "4.8", unit: "mmol/L" },
        bicarbonate("11"),
      ],
      {
        ...T2DM,
        medications: [{ name: "Dapagliflozin", dosage: "10 mg" }, { name: "Metformin" }],
        clinicalNotes: "Vomiting for 2 days, abdominal pain.",
      },
    );
    expect(f?.title).toBe("Diabetic ketoacidosis (DKA)");
    expect(f?.clinician).toMatch(/only moderately raised, as DKA on an SGLT2 inhibitor \(dapagliflozin\) can be/);
    expect(f?.clinician).toMatch(/The notes mention vomiting and abdominal pain/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop dapagliflozin now and do not restart it unless another clear cause/i);
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold metformin: it is contraindicated in metabolic acidosis/i);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["mhra-sglt2i-dka", "glucophage-label"]));
    expect(f?.patient).toMatch(/dapagliflozin can bring on DKA even when blood sugar is not very high/);
  });

  it("grades severe DKA at a pH below 7.0 or bicarbonate below 10", () => {
    const f = crisis([glucose("500"), bhb("6.1"), ph("6.95"), bicarbonate("6")], T2DM);
    expect(f?.clinician).toMatch(/: severe diabetic ketoacidosis/);
  });

  it("holds back routine diabetes care and CKD staging while the crisis lasts", () => {
    const { findings } = run(
      [
        glucose("480"),
        bhb("5.0"),
        bicarbonate("10"),
        { name: "Creatinine", value: "2.4", unit: "mg/dL" },
        { name: "HbA1c", value: "11.2", unit: "%" },
      ],
      { ...T2DM, age: 58, medications: [{ name: "Metformin" }] },
    );
    const codes = findings.map((f) => f.code);
    expect(codes).toContain("hyperglycaemic-crisis");
    for (const routine of [
      "statin-opportunity-diabetes",
      "diabetes-above-target",
      "ckd-stage",
      "diabetes-kidney-monitoring",
      "sglt2i-opportunity-diabetic-kidney",
    ])
      expect(codes).not.toContain(routine);
    const f = findings.find((x) => x.code === "hyperglycaemic-crisis");
    expect(f?.clinician).toMatch(/Creatinine 2\.4 mg\/dL \(2026-11-22\) is raised, most likely from dehydration/);
  });

  it("asks for an acid–base check when ketones are at the DKA level with no pH or bicarbonate", () => {
    const f = crisis([glucose("260"), bhb("3.4")], T2DM);
    expect(f?.title).toBe("Possible diabetic ketoacidosis: blood ketones at the DKA level");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/Check venous pH and bicarbonate/);
  });

  it("stays quiet with ketones below 3 mmol/L, with acidosis but no ketones, or with results days apart", () => {
    expect(crisis([glucose("300"), bhb("1.2"), bicarbonate("20")], T2DM)).toBeUndefined();
    expect(crisis([glucose("300"), bicarbonate("14")], T2DM)).toBeUndefined();
    expect(crisis([bhb("3.5"), bicarbonate("23")], { age: 40 })).toBeUndefined();
    expect(
      crisis([glucose("400", "mg/dL"), { ...bhb("4.0"), date: "2026-11-01" }, bicarbonate("12")], T2DM),
    ).toBeUndefined();
    // Fasting ketosis without diabetes, glucose or an SGLT2 inhibitor is not DKA.
    expect(crisis([glucose("80"), bhb("3.2"), bicarbonate("17")], { age: 30 })).toBeUndefined();
  });

  it("never reads a urine pH or urine ketone number as blood", () => {
    const urinalysis = analyzeLabResults(
      [
        labTestSchema.parse({ name: "Glucose", value: "300", unit: "mg/dL", date: "2026-11-22" }),
        labTestSchema.parse({ name: "Beta-hydroxybutyrate", value: "3.4", unit: "mmol/L", date: "2026-11-22" }),
        labTestSchema.parse({ name: "pH", value: "7.0", category: "urinalysis", date: "2026-11-22" }),
      ],
      patientContextSchema.parse({ age: 52, conditions: [{ name: "Type 2 diabetes" }] }),
      NOW,
    ).findings.find((f) => f.code === "hyperglycaemic-crisis");
    expect(urinalysis?.title).toBe("Possible diabetic ketoacidosis: blood ketones at the DKA level");
    expect(
      crisis(
        [glucose("300"), { name: "Urine pH", value: "5.0" }, { name: "Urine ketones", value: "4.0", unit: "mmol/L" }],
        T2DM,
      ),
    ).toBeUndefined();
  });
});

describe("hyperosmolar hyperglycaemic state", () => {
  const hhsLabs = [
    glucose("720"),
    sodium("149"),
    bicarbonate("21"),
    bhb("0.9"),
    { name: "Osmolality, Serum", value: "341", unit: "mOsm/kg", referenceRange: "275-295" },
  ];

  it("is critical with a glucose of 600 mg/dL or more, high osmolality and no ketoacidosis", () => {
    const f = crisis(hhsLabs, {
      ...T2DM,
      age: 71,
      medications: [{ name: "Empagliflozin 10 mg" }, { name: "Metformin 1000 mg" }],
      clinicalNotes: "Increasingly drowsy today.",
    });
    expect(f?.title).toBe("Hyperosmolar hyperglycemic state (HHS)");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Corrected for the glucose, sodium 149 mmol\/L \(2026-11-22\) is about 159 mmol\/L/);
    expect(f?.nextSteps.join(" ")).toMatch(/Interrupt empagliflozin 10 mg during this acute illness/);
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold metformin 1000 mg while dehydrated/i);
    expect(f?.patient).not.toMatch(/bring on DKA/);
    expect(f?.evidenceIds).toContain("jbds-2022-hhs");
  });

  it("uses the effective osmolality (2 × sodium + glucose/18) when no osmolality was measured", () => {
    const f = crisis([glucose("650"), sodium("145"), bicarbonate("22")], T2DM);
    expect(f?.title).toBe("Hyperosmolar hyperglycemic state (HHS)");
    expect(f?.clinician).toMatch(/effective osmolality \(2 × sodium \+ glucose\/18\) about 326 mOsm\/kg/);
  });

  it("calls ketoacidosis with HHS-level glucose and osmolality a mixed picture", () => {
    const f = crisis([glucose("700"), sodium("146"), bhb("4.5"), bicarbonate("12")], T2DM);
    expect(f?.title).toBe("Diabetic ketoacidosis with hyperosmolar state (mixed DKA–HHS)");
  });

  it("is not called with a very high glucose and a normal osmolality", () => {
    expect(crisis([glucose("610"), sodium("128"), bicarbonate("22")], T2DM)).toBeUndefined();
  });
});

describe("diabetic ketoacidosis in a child", () => {
  const child = {
    age: "14 years",
    gender: "M",
    clinicalNotes: "3 weeks of thirst, 5 kg weight loss. Vomiting, deep sighing breathing, drowsy.",
  };
  const labs = [glucose("512"), ph("7.11"), bicarbonate("8"), bhb("5.9"), sodium("130")];

  it("is graded by the paediatric criteria, cites paediatric sources and warns of cerebral oedema", () => {
    const { findings } = run(labs, child);
    const f = findings.find((x) => x.code === "hyperglycaemic-crisis-child");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/: moderate diabetic ketoacidosis/);
    expect(f?.nextSteps.join(" ")).toMatch(/cerebral edema/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["ispad-2022-dka", "rcem-paediatric-dka"]));
    expect(f?.evidenceIds).not.toContain("ada-2024-hyperglycaemic-crises");
    expect(findings.some((x) => x.code === "hyperglycaemic-crisis")).toBe(false);
  });

  it("asks for no repeat diagnostic test and no SIADH work-up for the diluted sodium", () => {
    const { findings } = run(labs, child);
    expect(findings.some((x) => x.code === "diabetes-range-undiagnosed")).toBe(false);
    const na = findings.find((x) => x.code === "hyponatraemia");
    expect(na?.severity).toBe("low");
    expect(na?.clinician).toMatch(/corrected for the glucose it is about 137 mmol\/L/);
    expect(na?.nextSteps.join(" ")).not.toMatch(/urine osmolality/);
    expect(na?.evidenceIds).toContain("katz-1973-glucose-sodium");
  });
});

describe("glucose-corrected sodium", () => {
  it("adds 1.6 mmol/L for each 100 mg/dL of glucose above 100", () => {
    expect(glucoseCorrectedSodium(130, 512)).toBeCloseTo(136.6, 1);
    expect(glucoseCorrectedSodium(140, 90)).toBe(140);
  });

  it("keeps a true hyponatraemia beside a raised glucose, saying the glucose does not explain it", () => {
    const f = run([sodium("124"), glucose("250")], { age: 70 }).findings.find((x) => x.code === "hyponatraemia");
    expect(f?.clinician).toMatch(/profound hyponatremia/);
    expect(f?.clinician).toMatch(/sodium is about 126 mmol\/L, so the glucose does not explain it/);
  });
});
