import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
type Row = { display: string; value: string; unit: string; referenceRange?: string; date?: string };

interface Ehr {
  age: number;
  gender: string;
  meds: { medication: string; startDate?: string }[];
  labs?: Row[];
  vitals?: Row[];
  conditions?: string[];
  notes?: string;
}

function ehr(c: Ehr): readonly Finding[] {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age, gender: c.gender },
    medications: c.meds.map((m) => ({ ...m, status: "active" })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    recentAbnormalLabs: (c.labs ?? []).map((l) => ({ date: "2026-11-19", ...l })),
    vitalSigns: (c.vitals ?? []).map((v) => ({ date: "2026-11-19", ...v })),
    additionalContext: c.notes,
  });
  return analyzeEhr(data, NOW).findings;
}

function labs(
  rows: { name: string; value: string; unit: string; referenceRange: string }[],
  ctx: Record<string, unknown>,
): readonly Finding[] {
  return analyzeLabResults(
    rows.map((r) => labTestSchema.parse({ date: "2026-11-12", ...r })),
    patientContextSchema.parse(ctx),
    NOW,
  ).findings;
}

const find = (fs: readonly Finding[], code: string) => fs.find((f) => f.code === code);

// Review case 07: week 3 of clozapine, fever, tachycardia, troponin 212 ng/L, CRP 128, eosinophils 0.9.
const MYOCARDITIS: Ehr = {
  age: 27,
  gender: "male",
  meds: [{ medication: "Clozapine 175 mg", startDate: "2026-10-29" }],
  conditions: ["Schizophrenia"],
  labs: [
    { display: "Troponin I, high sensitivity", value: "212", unit: "ng/L", referenceRange: "<34" },
    { display: "CRP", value: "128", unit: "mg/L", referenceRange: "<5" },
    { display: "Eosinophils", value: "0.9", unit: "x10^9/L", referenceRange: "0.0-0.4" },
  ],
  vitals: [
    { display: "Temperature", value: "38.3", unit: "C" },
    { display: "Heart rate", value: "124", unit: "/min" },
  ],
  notes: "Week 3 of clozapine titration on the ward. Feverish, flu-like, feels breathless on walking.",
};

describe("clozapine-induced myocarditis", () => {
  it("is critical in week 3 with troponin over twice the limit and CRP over 100, and says stop clozapine (review case 07)", () => {
    const fs = ehr(MYOCARDITIS);
    const f = find(fs, "clozapine-myocarditis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/possible clozapine-induced myocarditis/);
    expect(f?.clinician).toMatch(/day 22 on the 2026-11-19 sample/);
    expect(f?.clinician).toMatch(/eosinophils 0\.9/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop clozapine now/);
    expect(f?.nextSteps.join(" ")).toMatch(/echocardiogram/);
    expect(f?.patient).toMatch(/myocarditis/);
  });

  it("makes the troponin finding name clozapine, not only a heart attack", () => {
    const t = find(ehr(MYOCARDITIS), "troponin-elevated");
    expect(t?.clinician).toMatch(/clozapine-induced myocarditis/);
    expect(t?.patient).toMatch(/clozapine/);
  });

  it("is high below the stopping threshold when CRP is mildly raised with fever, and silent after 8 weeks", () => {
    const mild = ehr({
      ...MYOCARDITIS,
      labs: [{ display: "CRP", value: "40", unit: "mg/L", referenceRange: "<5" }],
    });
    expect(find(mild, "clozapine-myocarditis")?.severity).toBe("high");
    const late = ehr({
      ...MYOCARDITIS,
      meds: [{ medication: "Clozapine 175 mg", startDate: "2025-01-10" }],
      notes: "Feverish.",
    });
    expect(find(late, "clozapine-myocarditis")).toBeUndefined();
  });
});

describe("valproate and raised ammonia", () => {
  const rows = [
    { name: "Ammonia", value: "96", unit: "umol/L", referenceRange: "11-32" },
    { name: "Valproic acid", value: "84", unit: "mg/L", referenceRange: "50-100" },
  ];
  const context = (clinicalNotes: string) => ({
    age: 35,
    gender: "male",
    medications: [
      { name: "Sodium valproate", dosage: "1000 mg", frequency: "twice daily" },
      { name: "Topiramate", dosage: "100 mg", frequency: "twice daily" },
    ],
    clinicalNotes,
  });

  it("reads ammonia 96 with drowsiness and confusion as possible hyperammonaemic encephalopathy (review case 05)", () => {
    const f = find(
      labs(rows, context("Increasing drowsiness and confusion over 5 days since valproate dose increased.")),
      "valproate-hyperammonaemia",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/valproate-induced hyperammonaemic encephalopathy/);
    expect(f?.clinician).toMatch(/Topiramate/);
    expect(f?.clinician).toMatch(/does not exclude it/);
    expect(f?.nextSteps.join(" ")).toMatch(/Urgent same-day/);
    expect(f?.patient).toMatch(/seen by a doctor today/);
  });

  it("is moderate when no symptoms are recorded", () => {
    const f = find(labs(rows, context("Routine review, well.")), "valproate-hyperammonaemia");
    expect(f?.severity).toBe("moderate");
  });
});

describe("valproate Pregnancy Prevention Programme", () => {
  const woman = (notes: string, age = 24): Ehr => ({
    age,
    gender: "female",
    meds: [{ medication: "Sodium valproate modified-release 500 mg" }],
    conditions: ["Juvenile myoclonic epilepsy"],
    notes,
  });

  it("flags a 24-year-old on valproate without contraception, and planning a family (review case 04)", () => {
    const f = find(
      ehr(woman("Recently married, hoping to start a family in the next year. No contraception recorded.")),
      "valproate-pregnancy-prevention",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Pregnancy Prevention Programme/);
    expect(f?.clinician).toMatch(/Risk Acknowledgement Form/);
    expect(f?.clinician).toMatch(/urgent specialist review before trying to conceive/);
    expect(f?.patient).toMatch(/Do not stop valproate on your own/);
  });

  it("stays silent with an implant recorded, after menopause, and for men", () => {
    expect(find(ehr(woman("Nexplanon implant fitted 2025.")), "valproate-pregnancy-prevention")).toBeUndefined();
    expect(find(ehr(woman("Postmenopausal.", 54)), "valproate-pregnancy-prevention")).toBeUndefined();
    expect(find(ehr({ ...woman(""), gender: "male" }), "valproate-pregnancy-prevention")).toBeUndefined();
  });
});

describe("clozapine neutrophil thresholds", () => {
  it("states the UK/EU red result and says stop clozapine for neutrophils 1.3 x10^9/L (review case 06)", () => {
    const f = find(
      ehr({
        age: 31,
        gender: "male",
        meds: [{ medication: "Clozapine 350 mg", startDate: "2025-02-10" }],
        labs: [{ display: "Neutrophils", value: "1.3", unit: "x10^9/L", referenceRange: "2.0-7.5" }],
      }),
      "clozapine-neutropenia",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/red result under the UK\/EU monitoring schemes, which stop clozapine/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop clozapine now \(UK\/EU red result/);
    expect(f?.patient).toMatch(/fever, sore throat/);
  });

  it("sends fever with neutrophils 0.4 to the emergency department now (review case 06b)", () => {
    const f = find(
      labs([{ name: "ANC", value: "0.4", unit: "K/uL", referenceRange: "1.4-7.0" }], {
        age: 44,
        gender: "female",
        medications: [{ name: "Clozapine", dosage: "300 mg", frequency: "daily" }],
        clinicalNotes: "Sore throat and fever 38.6 C since yesterday.",
      }),
      "clozapine-neutropenia",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(/Go to an emergency department now/);
    expect(f?.patient).not.toMatch(/clinic, today/);
    expect(f?.clinician).toMatch(/suspected neutropenic sepsis/);
    expect(f?.nextSteps.join(" ")).toMatch(/Emergency: treat as suspected neutropenic sepsis now/);
  });
});
