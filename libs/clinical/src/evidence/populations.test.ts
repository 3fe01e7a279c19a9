import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { hitsForProblem } from "../research.ts";
import type { EvidenceHit } from "../retrieval/index.ts";
import { DRUG_LAB_RULES } from "../rules/drug-lab.ts";
import { findCitableEvidence } from "./library.ts";
import { fitsPopulations, modelPopulations, type Population, SOURCE_POPULATIONS } from "./populations.ts";

const NOW = new Date("2026-11-22T00:00:00Z");

function analyse(input: Record<string, unknown>, mode: "light" | "deep" = "light") {
  return analyzeEhr(healthDataSchema.parse({ patientInfo: { age: 70, gender: "male" }, ...input }), { now: NOW, mode });
}

const lab = (display: string, value: string, unit: string) => ({ display, value, unit, date: "2026-11-01" });
const meds = (...names: string[]) => names.map((medication) => ({ medication, status: "active" }));
const conditions = (...names: string[]) => names.map((display) => ({ display, clinicalStatus: "active" }));

describe("source populations", () => {
  it("name only current library sources", () => {
    for (const id of Object.keys(SOURCE_POPULATIONS)) expect(findCitableEvidence(id), id).toBeDefined();
  });

  it("read a patient's conditions from the record, CKD also from eGFR or ACR, diabetes also from HbA1c or its medicines", () => {
    const read = (input: Record<string, unknown>) => [...modelPopulations(analyse(input).model)].sort();
    expect(read({})).toEqual([]);
    expect(read({ pastMedicalHistory: conditions("Atrial fibrillation", "Congestive heart failure") })).toEqual([
      "atrial-fibrillation",
      "heart-failure",
    ]);
    expect(read({ recentAbnormalLabs: [lab("eGFR", "52", "mL/min/1.73m2")] })).toEqual(["ckd"]);
    expect(read({ recentAbnormalLabs: [lab("eGFR", "75", "mL/min/1.73m2")] })).toEqual([]);
    expect(read({ medications: meds("Metformin 500 mg") })).toEqual(["diabetes"]);
    expect(read({ recentAbnormalLabs: [lab("HbA1c", "7.1", "%")] })).toEqual(["diabetes"]);
    expect(read({ recentAbnormalLabs: [lab("Hemoglobin", "9.8", "g/dL")] })).toEqual(["anaemia"]);
  });

  it("let a condition-specific source fit only a patient with every condition it is written for", () => {
    const has = (...p: Population[]) => new Set<Population>(p);
    expect(fitsPopulations("kdigo-2022-diabetes-ckd", has("ckd"))).toBe(false);
    expect(fitsPopulations("kdigo-2022-diabetes-ckd", has("ckd", "diabetes"))).toBe(true);
    expect(fitsPopulations("aldactone-label", has())).toBe(true);
    expect(fitsPopulations("kdigo-2026-anemia-ckd", has("ckd"))).toBe(false);
  });
});

/**
 * Patients without heart failure, atrial fibrillation, CKD, diabetes or pregnancy whose records set
 * off most drug–lab rules. Every source a drug–lab finding cites must fit them: a rule that cites a
 * condition-specific guideline for everyone fails here.
 */
const WITHOUT_CONDITIONS: Record<string, unknown>[] = [
  {
    recentAbnormalLabs: [lab("Potassium", "6.1", "mmol/L"), lab("eGFR", "75", "mL/min/1.73m2")],
    medications: meds("Lisinopril 20 mg", "Spironolactone 25 mg", "Potassium chloride 20 mEq"),
  },
  { medications: meds("Losartan 50 mg", "Eplerenone 25 mg") },
  {
    recentAbnormalLabs: [lab("INR", "4.9", ""), lab("eGFR", "70", "mL/min/1.73m2")],
    medications: meds("Warfarin 5 mg", "Rivaroxaban 20 mg", "Ibuprofen 400 mg", "Fluconazole 150 mg"),
  },
  { recentAbnormalLabs: [lab("INR", "1.5", "")], medications: meds("Warfarin 3 mg") },
  {
    recentAbnormalLabs: [lab("eGFR", "72", "mL/min/1.73m2")],
    medications: meds("Naproxen 500 mg", "Ramipril 5 mg", "Furosemide 40 mg"),
  },
  {
    recentAbnormalLabs: [lab("TSH", "8.2", "mIU/L"), lab("Magnesium", "1.2", "mg/dL")],
    medications: meds("Levothyroxine 100 mcg", "Omeprazole 20 mg", "Amiodarone 200 mg"),
  },
  {
    recentAbnormalLabs: [lab("Sodium", "128", "mmol/L"), lab("ALT", "140", "U/L"), lab("Lithium", "1.4", "mmol/L")],
    medications: meds("Hydrochlorothiazide 25 mg", "Atorvastatin 40 mg", "Lithium carbonate 400 mg"),
  },
];

describe("drug–lab findings for patients without the conditions guidelines are written for", () => {
  it("cite only sources that fit the patient", () => {
    const fired = new Set<string>();
    for (const input of WITHOUT_CONDITIONS) {
      const { model, findings } = analyse(input);
      const populations = modelPopulations(model);
      expect([...populations]).toEqual([]);
      for (const f of findings.filter((x) => x.family === "drug-lab")) {
        fired.add(f.code);
        for (const id of f.evidenceIds) expect(fitsPopulations(id, populations), `${f.code} → ${id}`).toBe(true);
      }
    }
    // The battery reaches the rules that used to cite condition guidelines for everyone.
    const drugLabRules = new Set(DRUG_LAB_RULES.map((r) => r.id));
    for (const code of [
      "raas-hyperkalaemia",
      "raas-dual-blockade",
      "raas-unmonitored",
      "warfarin-inr-high",
      "warfarin-inr-low",
      "anticoagulant-nsaid",
      "anticoagulant-duplicate",
      "nsaid-raas-diuretic",
    ]) {
      expect(drugLabRules.has(code), code).toBe(true);
      expect(fired.has(code), code).toBe(true);
    }
  });
});

describe("search hits attached to a problem", () => {
  const hit = (id: string): EvidenceHit => ({
    id,
    score: 1,
    title: id,
    url: "https://example.org/",
    citation: { url: "https://example.org/", title: id, metadata: { type: "web", source: "test" } },
    passage: "",
  });

  it("keep a condition guideline only for a patient with the condition, or a problem already citing one", () => {
    const hits = [hit("aha-acc-hfsa-2022-hf"), hit("ada-soc-2026-s11"), hit("aldactone-label")];
    expect(hitsForProblem(new Set(), [], hits).map((h) => h.id)).toEqual(["aldactone-label"]);
    expect(hitsForProblem(new Set(["diabetes"]), [], hits).map((h) => h.id)).toEqual([
      "ada-soc-2026-s11",
      "aldactone-label",
    ]);
    // A raised NT-proBNP without known heart failure cites the HF guidelines: diagnosis is their subject.
    expect(hitsForProblem(new Set(), ["esc-2021-hf"], hits).map((h) => h.id)).toEqual([
      "aha-acc-hfsa-2022-hf",
      "aldactone-label",
    ]);
  });

  it("leave diabetes guidelines out of a deep report's further reading for a patient without diabetes", () => {
    const record = {
      recentAbnormalLabs: [lab("Potassium", "6.1", "mmol/L"), lab("eGFR", "52", "mL/min/1.73m2")],
      medications: meds("Lisinopril 20 mg", "Spironolactone 25 mg"),
      pastMedicalHistory: conditions("Essential hypertension"),
    };
    const titles = (input: Record<string, unknown>) =>
      Object.values(analyse(input, "deep").result.citations.clinician).map((c) => c.title);
    const without = titles(record);
    expect(without.some((t) => /Standards of Care in Diabetes|Diabetes Management in Chronic Kidney/.test(t))).toBe(
      false,
    );
    expect(without.some((t) => /Heart Failure/i.test(t))).toBe(false);
    // With diabetes listed, the same search may offer them.
    const withDiabetes = titles({ ...record, pastMedicalHistory: conditions("Type 2 diabetes mellitus") });
    expect(withDiabetes.some((t) => /Diabetes/.test(t))).toBe(true);
  });
});

describe("pattern rules citing diabetes or CKD guidelines", () => {
  const find = (input: Record<string, unknown>, code: string) => analyse(input).findings.find((f) => f.code === code);

  it("cite the diabetes standards for albuminuria without RAAS blockade only with diabetes", () => {
    const acr = [lab("Urine albumin/creatinine ratio", "120", "mg/g")];
    const hypertension = find(
      { recentAbnormalLabs: acr, pastMedicalHistory: conditions("Essential hypertension") },
      "raas-opportunity-albuminuria",
    );
    expect(hypertension?.evidenceIds).toEqual(["kdigo-2024-ckd"]);
    const diabetic = find(
      { recentAbnormalLabs: acr, pastMedicalHistory: conditions("Type 2 diabetes mellitus") },
      "raas-opportunity-albuminuria",
    );
    expect(diabetic?.evidenceIds).toEqual(["kdigo-2024-ckd", "ada-soc-2026-s11"]);
  });

  it("cite the Endocrine Society guideline for a low glucose without diabetes, and the ADA levels only with diabetes", () => {
    const low = [lab("Glucose", "48", "mg/dL")];
    const plain = find({ recentAbnormalLabs: low }, "hypoglycaemia");
    expect(plain?.evidenceIds).toEqual(["endosoc-2009-hypoglycaemia"]);
    expect(plain?.clinician).toContain("below 54 mg/dL");
    expect(plain?.clinician).not.toContain("level 2");
    const diabetic = find(
      { recentAbnormalLabs: low, pastMedicalHistory: conditions("Type 2 diabetes mellitus") },
      "hypoglycaemia",
    );
    expect(diabetic?.evidenceIds).toEqual(["endosoc-2009-hypoglycaemia", "ada-soc-2026-s6"]);
    expect(diabetic?.clinician).toContain("below 54 mg/dL (level 2)");
  });

  it("cite the guideline on diabetes in CKD for a cautious HbA1c goal only with reduced kidney function", () => {
    const record = {
      recentAbnormalLabs: [lab("HbA1c", "8.4", "%"), lab("Glucose", "62", "mg/dL")],
      medications: meds("Insulin glargine 20 units"),
      pastMedicalHistory: conditions("Type 2 diabetes mellitus"),
    };
    const code = "diabetes-above-target-hypoglycaemia-risk";
    expect(find(record, code)?.evidenceIds).toEqual(["ada-soc-2026-s6"]);
    const ckd = { ...record, recentAbnormalLabs: [...record.recentAbnormalLabs, lab("eGFR", "38", "mL/min/1.73m2")] };
    expect(find(ckd, code)?.evidenceIds).toContain("kdigo-2022-diabetes-ckd");
  });
});
