import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Lab {
  display: string;
  value: string;
  unit: string;
  referenceRange: string;
}

interface Case {
  age?: number;
  meds?: string[];
  conditions?: string[];
  labs?: Lab[];
  notes?: string;
}

function findings(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age ?? 79, gender: "male" },
    medications: (c.meds ?? []).map((medication) => ({ medication, status: "active", frequency: "daily" })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    recentAbnormalLabs: (c.labs ?? []).map((l) => ({ ...l, date: "2026-11-10" })),
    additionalContext: c.notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-20T12:00:00Z") }).findings;
}

const find = (c: Case, code: string) => findings(c).find((f) => f.code === code);
const lab = (display: string, value: string, unit: string, referenceRange: string): Lab => ({
  display,
  value,
  unit,
  referenceRange,
});
const egfr = (v: string) => lab("eGFR", v, "mL/min/1.73m2", ">60");
const hco3 = (v: string) => lab("Bicarbonate", v, "mmol/L", "22-29");
const phosphate = lab("Phosphate", "6.1", "mg/dL", "2.5-4.5");
const pth = lab("PTH", "312", "pg/mL", "15-65");
const CKD4 = "Chronic kidney disease stage 4";
const ACIDOSIS = "ckd-metabolic-acidosis";
const MBD = "ckd-mineral-bone-disorder";

describe("metabolic acidosis in CKD G3b–G5", () => {
  it("with metformin at eGFR 21 (review 10 case 11): adds the acidosis contraindication without repeating the stop step", () => {
    const all = findings({ conditions: [CKD4], meds: ["Metformin 1000 mg"], labs: [egfr("21"), hco3("16")] });
    const f = all.find((x) => x.code === ACIDOSIS);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("CKD G4");
    expect(f?.clinician).toContain("below 18 mmol/L");
    expect(f?.clinician).toContain("also contraindicated in metabolic acidosis");
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["kdigo-2024-ckd", "glucophage-label"]));
    expect(f?.nextSteps.join(" ")).not.toContain("Stop");
    expect(all.some((x) => x.code === "metformin-egfr-contraindicated")).toBe(true);
    // The generic bicarbonate flag is left to this finding.
    expect(f?.refs.length).toBeGreaterThan(1);
  });

  it("at eGFR 38 on metformin asks to stop it for the acidosis", () => {
    const f = find(
      { conditions: ["CKD stage 3b"], meds: ["Metformin 500 mg"], labs: [egfr("38"), hco3("17")] },
      ACIDOSIS,
    );
    expect(f?.clinician).toContain("CKD G3b");
    expect(f?.nextSteps[0]).toContain("Stop metformin 500 mg");
  });

  it("is silent at bicarbonate 19, at eGFR 50, on dialysis, and in a child", () => {
    expect(find({ conditions: [CKD4], labs: [egfr("21"), hco3("19")] }, ACIDOSIS)).toBeUndefined();
    expect(find({ conditions: ["CKD stage 3a"], labs: [egfr("50"), hco3("16")] }, ACIDOSIS)).toBeUndefined();
    expect(
      find({ conditions: ["End stage renal disease on haemodialysis"], labs: [egfr("8"), hco3("16")] }, ACIDOSIS),
    ).toBeUndefined();
    expect(find({ age: 12, conditions: [CKD4], labs: [egfr("21"), hco3("16")] }, ACIDOSIS)).toBeUndefined();
  });

  it("needs CKD, not one low eGFR that may be acute", () => {
    expect(find({ labs: [egfr("21"), hco3("16")] }, ACIDOSIS)).toBeUndefined();
  });
});

describe("CKD–mineral and bone disorder", () => {
  it("frames a raised phosphate and PTH in CKD G4 (review 10 case 11)", () => {
    const f = find({ conditions: [CKD4], labs: [egfr("21"), phosphate, pth] }, MBD);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("CKD-MBD");
    expect(f?.clinician).toContain("KDIGO 2017");
    expect(f?.nextSteps.join(" ")).toContain("limiting calcium-based binders");
    expect(f?.nextSteps.join(" ")).toContain("check calcium, alkaline phosphatase and 25-hydroxyvitamin D");
    expect(f?.patient).toContain("phosphate and parathyroid hormone (PTH) are high");
    expect(f?.evidenceIds).toContain("kdigo-2017-ckd-mbd");
  });

  it("is low priority for a raised PTH alone, and silent with a high calcium or above G3b", () => {
    expect(find({ conditions: [CKD4], labs: [egfr("25"), pth] }, MBD)?.severity).toBe("low");
    expect(
      find({ conditions: [CKD4], labs: [egfr("25"), pth, lab("Calcium", "11.2", "mg/dL", "8.5-10.5")] }, MBD),
    ).toBeUndefined();
    expect(find({ conditions: ["CKD stage 3a"], labs: [egfr("52"), phosphate, pth] }, MBD)).toBeUndefined();
  });
});
