import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Med {
  medication: string;
  dosage?: string;
  startDate?: string;
  status?: string;
}

interface Case {
  age?: number;
  meds?: Med[];
  conditions?: string[];
  labs?: { display: string; value: string; unit: string; referenceRange: string }[];
  notes?: string;
}

function findings(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age ?? 71, gender: "male" },
    medications: (c.meds ?? []).map((m) => ({ status: "active", ...m })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    recentAbnormalLabs: (c.labs ?? []).map((l) => ({ ...l, date: "2026-11-10" })),
    additionalContext: c.notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-20T12:00:00Z") }).findings;
}

const CODE = "glucocorticoid-long-term";
const find = (c: Case) => findings(c).find((f) => f.code === CODE);
const pred10 = { medication: "Prednisolone 10 mg", dosage: "once daily", startDate: "2025-01-01" };
const a1c = { display: "HbA1c", value: "8.1", unit: "%", referenceRange: "4.0-5.6" };
const glucose = { display: "Glucose", value: "14.2", unit: "mmol/L", referenceRange: "3.9-7.8" };

describe("long-term oral glucocorticoid", () => {
  it("in COPD with diabetes (review 10 case 10): links the glucose, asks for bone protection, advises against long-term use and tapering", () => {
    const f = find({
      meds: [pred10, { medication: "Metformin 500 mg", dosage: "twice daily" }],
      conditions: ["Chronic obstructive pulmonary disease", "Type 2 diabetes mellitus"],
      labs: [a1c, glucose],
    });
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("about 22 months");
    expect(f?.clinician).toContain("HbA1c 8.1 %");
    expect(f?.clinician).toContain("are likely in part due to it");
    expect(f?.clinician).toContain("ACR 2022");
    expect(f?.clinician).toContain("long-term oral corticosteroids are not recommended");
    expect(f?.clinician).toContain("must not be stopped abruptly");
    expect(f?.patient).toContain("Do not stop it suddenly");
    // At 71 bone protection starts without waiting for a scan (review 12, immunosuppression case 08).
    expect(f?.nextSteps.join(" ")).toContain("Start bone protection now, without waiting for DXA");
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining([
        "acr-2022-giop",
        "tsanz-2021-copd-systemic-steroids",
        "ese-es-2024-glucocorticoid-adrenal-insufficiency",
      ]),
    );
  });

  it("reads long-term use from the notes when no start date is given", () => {
    const f = find({
      meds: [{ medication: "Prednisolone 10 mg", dosage: "once daily" }],
      conditions: ["COPD"],
      notes: "Continuous prednisolone since last exacerbation in 2025.",
    });
    expect(f?.clinician).toContain('the notes say "continuous prednisolone');
  });

  it("is silent for a short course, a dose below 2.5 mg, inhaled steroids and hydrocortisone replacement", () => {
    expect(find({ meds: [{ ...pred10, startDate: "2026-11-01" }], conditions: ["COPD"] })).toBeUndefined();
    expect(find({ meds: [{ ...pred10, medication: "Prednisolone 1 mg" }] })).toBeUndefined();
    expect(
      find({ meds: [{ medication: "Beclometasone inhaler", startDate: "2020-01-01" }], conditions: ["COPD"] }),
    ).toBeUndefined();
    expect(
      find({
        meds: [{ medication: "Hydrocortisone 10 mg", dosage: "twice daily", startDate: "2020-01-01" }],
        conditions: ["Addison's disease"],
      }),
    ).toBeUndefined();
  });

  it("leaves out the COPD advice when another steroid-treated condition is recorded, and the bone step when protection is in place", () => {
    const f = find({
      meds: [pred10, { medication: "Alendronic acid 70 mg", dosage: "weekly" }],
      conditions: ["COPD", "Polymyalgia rheumatica"],
    });
    expect(f?.clinician).not.toContain("COPD");
    expect(f?.clinician).toContain("Bone protection is in place (alendronic acid 70 mg)");
    expect(f?.nextSteps.join(" ")).not.toContain("fracture risk");
    expect(f?.nextSteps.join(" ")).toContain("taper");
  });

  it("does not repeat the taper advice when the low-cortisol finding gives it", () => {
    const all = findings({
      meds: [pred10],
      labs: [{ display: "Cortisol, morning", value: "40", unit: "nmol/L", referenceRange: "140-690" }],
    });
    expect(all.some((f) => f.code === "cortisol-low-on-glucocorticoid")).toBe(true);
    const f = all.find((x) => x.code === CODE);
    expect(f?.clinician).not.toContain("must not be stopped abruptly");
    expect(f?.evidenceIds).not.toContain("ese-es-2024-glucocorticoid-adrenal-insufficiency");
  });
});
