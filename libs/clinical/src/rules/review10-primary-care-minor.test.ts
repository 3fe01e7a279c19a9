import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";

/**
 * Primary-care review 10, minor points of items 7, 8 and 11: what the notes add to low sodium, gout,
 * low B12 on metformin and DKA advice, and the data note on undated items. Records go through the
 * public EHR normaliser, as the review's cases did.
 */

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

type Lab = { display: string; value: string; unit: string; referenceRange?: string; date?: string };
type Record = {
  age: number;
  gender: "male" | "female";
  labs: Lab[];
  meds?: string[];
  conditions?: { display: string; onsetDate?: string }[];
  notes?: string;
};

function analyse(r: Record) {
  const data = healthDataSchema.parse({
    patientInfo: { age: r.age, gender: r.gender },
    recentAbnormalLabs: r.labs.map((l) => ({ date: "2026-11-14", ...l })),
    pastMedicalHistory: (r.conditions ?? []).map((c) => ({ clinicalStatus: "active", onsetDate: "2020", ...c })),
    medications: (r.meds ?? []).map((medication) => ({ medication, status: "active", startDate: "2024-01-01" })),
    ...(r.notes ? { additionalContext: r.notes } : {}),
  });
  return analyzeEhr(data, NOW);
}
const run = (r: Record): Finding[] => analyse(r).findings;
const find = (fs: Finding[], code: string) => fs.find((f) => f.code === code);

const sodium = (value: string): Lab => ({ display: "Sodium", value, unit: "mmol/L", referenceRange: "135-145" });

describe("low sodium: nausea and a fall with osteoporosis (review 10, item 7)", () => {
  it("counts nausea as a symptom of the low sodium", () => {
    const f = find(
      run({ age: 70, gender: "female", labs: [sodium("127")], notes: "Nausea for three days." }),
      "hyponatraemia",
    );
    expect(f?.clinician).toContain("The notes mention nausea");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/^Same-day hospital assessment/);
  });

  it("does not count denied nausea", () => {
    const f = find(
      run({ age: 70, gender: "female", labs: [sodium("127")], notes: "No nausea or vomiting." }),
      "hyponatraemia",
    );
    expect(f?.clinician).not.toContain("nausea");
  });

  it("asks for a fracture check after a fall when osteoporosis is recorded", () => {
    const f = find(
      run({
        age: 79,
        gender: "female",
        labs: [sodium("123")],
        conditions: [{ display: "Osteoporosis" }],
        notes: "New confusion, fell at home yesterday.",
      }),
      "hyponatraemia",
    );
    expect(f?.nextSteps).toContain(
      "Examine for injury after the fall and image any painful bone: osteoporosis is recorded",
    );
    expect(f?.clinician).toContain("the fall needs a check for fracture");
    expect(f?.patient).toContain("check you for a broken bone");
  });

  it("asks for no fracture check after a fall without osteoporosis", () => {
    const f = find(
      run({ age: 79, gender: "female", labs: [sodium("123")], notes: "New confusion, fell at home yesterday." }),
      "hyponatraemia",
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/fracture|painful bone/);
  });
});

describe("gout: NSAIDs for flares with reduced kidney function, and alcohol (review 10, item 8)", () => {
  const gout = (notes: string, egfr = "58") =>
    find(
      run({
        age: 61,
        gender: "male",
        labs: [
          { display: "Urate", value: "0.54", unit: "mmol/L", referenceRange: "0.20-0.42" },
          { display: "eGFR", value: egfr, unit: "mL/min/1.73m2", referenceRange: ">90" },
        ],
        meds: ["Allopurinol 100 mg"],
        conditions: [{ display: "Gout" }, { display: "Essential hypertension" }],
        notes,
      }),
      "gout-urate-above-target",
    );

  it("flags naproxen from the notes with eGFR 58 and names colchicine or prednisolone", () => {
    const f = gout("Three flares this year, each treated with naproxen.");
    expect(f?.clinician).toContain('An NSAID ("naproxen" in the notes) in gout with eGFR 58');
    expect(f?.nextSteps).toContain(
      "Treat flares with colchicine (dose suited to kidney function) or a short course of oral prednisolone rather than an NSAID",
    );
    expect(f?.nextSteps.join(" ")).not.toContain("an NSAID or prednisolone");
    expect(f?.evidenceIds).toContain("kdigo-2024-ckd");
  });

  it("keeps the NSAID among the options when kidney function is normal", () => {
    const f = gout("Flares treated with naproxen.", "85");
    expect(f?.clinician).not.toContain("naproxen");
    expect(f?.nextSteps.join(" ")).toContain("colchicine, an NSAID or prednisolone");
  });

  it("advises limiting alcohol when the notes record beer", () => {
    const f = gout("Drinks beer most evenings.", "85");
    expect(f?.clinician).toContain("ACR 2020 advises people with gout to limit alcohol");
    expect(f?.nextSteps).toContain("Advise limiting alcohol, beer especially");
    expect(f?.patient).toContain("Cutting down on alcohol");
  });
});

describe("minor points (review 10, item 11)", () => {
  it("links tingling feet to the low B12 on metformin and asks for a foot check", () => {
    const f = find(
      run({
        age: 71,
        gender: "male",
        labs: [{ display: "Vitamin B12", value: "168", unit: "pg/mL", referenceRange: "200-1100" }],
        meds: ["Metformin 1000 mg tablet"],
        conditions: [{ display: "Type 2 diabetes mellitus" }],
        notes: "Tingling in both feet for some months.",
      }),
      "metformin-b12-low",
    );
    expect(f?.clinician).toContain('The notes record "tingling in both feet"');
    expect(f?.nextSteps[0]).toMatch(/^Examine the feet for neuropathy/);
  });

  it("holds semaglutide in DKA", () => {
    const fs = run({
      age: 58,
      gender: "female",
      labs: [
        { display: "Glucose", value: "212", unit: "mg/dL" },
        { display: "Beta-hydroxybutyrate", value: "5.8", unit: "mmol/L" },
        { display: "Bicarbonate", value: "12", unit: "mmol/L" },
        { display: "Venous pH", value: "7.18", unit: "" },
      ],
      meds: ["Dapagliflozin 10 mg tablet", "Semaglutide 1 mg pen"],
      conditions: [{ display: "Type 2 diabetes mellitus" }],
    });
    const f = find(fs, "hyperglycaemic-crisis");
    expect(f?.nextSteps.some((s) => s.startsWith("Hold semaglutide 1 mg pen"))).toBe(true);
    expect(f?.evidenceIds).toContain("ozempic-label");
  });

  it("says what kind of item had no usable date", () => {
    const { result } = analyse({
      age: 52,
      gender: "male",
      labs: [sodium("133")],
      conditions: [{ display: "Prediabetes", onsetDate: "" }],
    });
    expect(result.clinicianResponse).toContain("1 condition had no usable date.");
    expect(result.clinicianResponse).not.toContain("item(s) had no usable date");
  });
});
