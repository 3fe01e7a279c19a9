import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { hitsForProblem } from "../research.ts";
import type { EvidenceHit } from "../retrieval/index.ts";
import { DRUG_LAB_RULES } from "../rules/drug-lab.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import { findCitableEvidence } from "./library.ts";
import {
  fitsPatient,
  fitsPopulations,
  modelPopulations,
  modelScope,
  type PatientScope,
  type Population,
  SOURCE_AGES,
  SOURCE_DRUGS,
  SOURCE_POPULATIONS,
} from "./populations.ts";

const NOW = new Date("2026-11-22T00:00:00Z");

function analyse(input: Record<string, unknown>, mode: "light" | "deep" = "light") {
  return analyzeEhr(healthDataSchema.parse({ patientInfo: { age: 70, gender: "male" }, ...input }), { now: NOW, mode });
}

const lab = (display: string, value: string, unit: string) => ({ display, value, unit, date: "2026-11-01" });
const meds = (...names: string[]) => names.map((medication) => ({ medication, status: "active" }));
const conditions = (...names: string[]) => names.map((display) => ({ display, clinicalStatus: "active" }));
const bmi = (value: string) => ({ display: "BMI", value, unit: "kg/m2", date: "2026-11-01" });

describe("source populations", () => {
  it("name only current library sources", () => {
    for (const id of [...Object.keys(SOURCE_POPULATIONS), ...Object.keys(SOURCE_AGES), ...Object.keys(SOURCE_DRUGS)])
      expect(findCitableEvidence(id), id).toBeDefined();
  });

  it("name only medicine classes the vocabulary knows", () => {
    for (const [id, { medicines }] of Object.entries(SOURCE_DRUGS))
      for (const c of medicines) expect(DRUG_CLASSES[c], `${id}: ${c}`).toBeDefined();
  });

  it("read a patient's conditions from the record, CKD also from eGFR or ACR, diabetes also from HbA1c or its medicines, steatotic liver disease from liver findings or its risk groups", () => {
    const read = (input: Record<string, unknown>) => [...modelPopulations(analyse(input).model)].sort();
    expect(read({})).toEqual([]);
    expect(read({ pastMedicalHistory: conditions("Atrial fibrillation", "Congestive heart failure") })).toEqual([
      "atrial-fibrillation",
      "heart-failure",
    ]);
    expect(read({ recentAbnormalLabs: [lab("eGFR", "52", "mL/min/1.73m2")] })).toEqual(["ckd"]);
    expect(read({ recentAbnormalLabs: [lab("eGFR", "75", "mL/min/1.73m2")] })).toEqual([]);
    expect(read({ medications: meds("Metformin 500 mg") })).toEqual(["diabetes", "steatotic-liver"]);
    expect(read({ recentAbnormalLabs: [lab("HbA1c", "7.1", "%")] })).toEqual(["diabetes", "steatotic-liver"]);
    expect(read({ recentAbnormalLabs: [lab("Hemoglobin", "9.8", "g/dL")] })).toEqual(["anaemia"]);
    expect(read({ recentAbnormalLabs: [lab("ALT", "140", "U/L")] })).toEqual(["steatotic-liver"]);
    expect(read({ vitalSigns: [bmi("32")] })).toEqual(["steatotic-liver"]);
    // Overweight, normal ALT and HbA1c (review case D3): not in the MASLD guidelines' scope.
    expect(
      read({
        vitalSigns: [bmi("25.3")],
        recentNormalLabs: [lab("ALT", "27", "U/L"), lab("HbA1c", "35", "mmol/mol")],
      }),
    ).toEqual([]);
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
 * Patients without heart failure, atrial fibrillation, CKD, diabetes, pregnancy or anaemia whose
 * records set off most drug–lab rules. Every source a drug–lab finding cites must fit them (their
 * conditions, age, medicines and genes): a rule that cites a condition-specific guideline for
 * everyone fails here.
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
      const scope = modelScope(model);
      // A raised ALT puts one of them in the steatotic-liver guidelines' scope, no other condition.
      expect([...scope.populations].filter((p) => p !== "steatotic-liver")).toEqual([]);
      for (const f of findings.filter((x) => x.family === "drug-lab")) {
        fired.add(f.code);
        for (const id of f.evidenceIds) expect(fitsPatient(id, scope), `${f.code} → ${id}`).toBe(true);
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

/** A patient scope for unit tests: an adult of 50 with nothing else unless given. */
function scope(p: {
  populations?: Population[];
  age?: number;
  medicines?: string[];
  genes?: string[];
  sex?: "female" | "male";
}): PatientScope {
  return {
    populations: new Set(p.populations ?? []),
    age: "age" in p ? p.age : 50,
    medicines: new Set(p.medicines ?? []),
    genes: new Set(p.genes ?? []),
    sex: p.sex,
  };
}

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
    const hits = [hit("aha-acc-hfsa-2022-hf"), hit("ada-soc-2026-s11"), hit("uspstf-2022-statins")];
    expect(hitsForProblem(scope({}), [], hits).map((h) => h.id)).toEqual(["uspstf-2022-statins"]);
    expect(hitsForProblem(scope({ populations: ["diabetes"] }), [], hits).map((h) => h.id)).toEqual([
      "ada-soc-2026-s11",
      "uspstf-2022-statins",
    ]);
    // A raised NT-proBNP without known heart failure cites the HF guidelines: diagnosis is their
    // subject. The statin recommendation is off that subject (see hitsForProblem), so it goes.
    expect(hitsForProblem(scope({}), ["esc-2021-hf"], hits).map((h) => h.id)).toEqual(["aha-acc-hfsa-2022-hf"]);
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

describe("sources written for an age group", () => {
  it("fit children only under 18 (under 16 for NICE NG224), the Beers Criteria only from 65, adult sources from 18", () => {
    const fits = (id: string, age: number | undefined) => fitsPatient(id, scope({ age }));
    expect([10, 17, 18, 61].map((age) => fits("aap-2017-pediatric-hbp", age))).toEqual([true, true, false, false]);
    expect([15, 16].map((age) => fits("nice-ng224-uti-under-16s", age))).toEqual([true, false]);
    expect([64, 65, 80].map((age) => fits("ags-beers-2023", age))).toEqual([false, true, true]);
    expect([10, 17, 18].map((age) => fits("aha-acc-2025-hbp", age))).toEqual([false, false, true]);
    expect([19, 20].map((age) => fits("cdc-adult-bmi-categories", age))).toEqual([false, true]);
  });

  it("leave child and older-adult sources out for a patient of unknown age, and keep adult ones", () => {
    const unknown = scope({ age: undefined });
    expect(fitsPatient("aap-2017-pediatric-hbp", unknown)).toBe(false);
    expect(fitsPatient("ags-beers-2023", unknown)).toBe(false);
    expect(fitsPatient("aha-acc-2025-hbp", unknown)).toBe(true);
    expect(fitsPatient("esc-2024-elevated-bp", unknown)).toBe(true);
  });
});

describe("sources about one medicine or one gene–drug pair", () => {
  it("fit a patient taking the medicine, or for a CPIC guideline also one with a result for its gene", () => {
    expect(fitsPatient("cpic-opioids-2021", scope({}))).toBe(false);
    expect(fitsPatient("cpic-opioids-2021", scope({ medicines: ["clopidogrel", "statin"], genes: ["CYP2C19"] }))).toBe(
      false,
    );
    expect(fitsPatient("cpic-opioids-2021", scope({ medicines: ["cyp2d6-opioid"] }))).toBe(true);
    expect(fitsPatient("cpic-opioids-2021", scope({ genes: ["CYP2D6"] }))).toBe(true);
    expect(fitsPatient("warfarin-label", scope({ medicines: ["doac"] }))).toBe(false);
    expect(fitsPatient("warfarin-label", scope({ medicines: ["warfarin"] }))).toBe(true);
    expect(fitsPatient("fda-rituxan-hbv-2013", scope({}))).toBe(false);
  });

  it("read medicine classes from current medicines only, and genes from any result", () => {
    const read = modelScope(
      analyse({
        medications: [...meds("Codeine 30 mg"), { medication: "Warfarin 5 mg", status: "stopped" }],
        geneticData: [{ geneCode: "1565", geneDisplay: "CYP2D6", interpretation: "Ultrarapid metabolizer" }],
      }).model,
    );
    expect(read.medicines.has("cyp2d6-opioid")).toBe(true);
    expect(read.medicines.has("warfarin")).toBe(false);
    expect([...read.genes]).toEqual(["CYP2D6"]);
  });
});

describe("deep-report further reading for the review cases", () => {
  const deep = (input: Record<string, unknown>) => analyse(input, "deep");
  /** The further-reading lines of a deep report, each naming its source's title. */
  const furtherReading = (input: Record<string, unknown>) =>
    deep(input)
      .result.clinicianResponse.split("**Further reading from the research step**")
      .slice(1)
      .flatMap((block) => block.trim().split("\n\n")[0]?.split("\n") ?? []);
  const bp = (value: string) => ({ display: "Blood pressure", value, unit: "mmHg", date: "2026-11-01" });
  const CHILDREN_BP = /Children and Adolescents/;

  it("offer the children's blood-pressure guideline to an adolescent with high blood pressure, not to adults (D2, D3)", () => {
    // An adolescent's category finding cites the AAP guideline itself (review 15, paediatric-d), so it
    // is among the cited sources rather than offered as further reading.
    const teen = deep({ patientInfo: { age: 15, gender: "male" }, vitalSigns: [bp("142/92")] });
    expect(Object.values(teen.result.citations.clinician).some((c) => CHILDREN_BP.test(c.title))).toBe(true);
    expect(furtherReading({ patientInfo: { age: 15, gender: "male" }, vitalSigns: [bp("142/92")] })).not.toEqual(
      expect.arrayContaining([expect.stringMatching(CHILDREN_BP)]),
    );
    // For adults the check runs over every source the report cites (further reading may be empty:
    // sources without a summary of ours are not offered there).
    for (const age of [38, 61, 74]) {
      const titles = Object.values(
        deep({ patientInfo: { age, gender: "female" }, vitalSigns: [bp("142/92")] }).result.citations.clinician,
      ).map((c) => c.title);
      expect(titles.length, `age ${age}`).toBeGreaterThan(0);
      expect(
        titles.some((t) => CHILDREN_BP.test(t)),
        `age ${age}`,
      ).toBe(false);
    }
    // A child's reading: the rule itself cites the AAP guideline; the adult guideline is not offered.
    const child = deep({ patientInfo: { age: 10, gender: "male" }, vitalSigns: [bp("142/92")] });
    const titles = Object.values(child.result.citations.clinician).map((c) => c.title);
    expect(titles.some((t) => CHILDREN_BP.test(t))).toBe(true);
    expect(titles.some((t) => /High Blood Pressure in Adults|in Adults With Hypertension/.test(t))).toBe(false);
  });

  it("leave the MASLD guidelines out for an overweight adult without liver findings or diabetes (D3)", () => {
    const d3 = {
      patientInfo: { age: 38, gender: "male" },
      recentAbnormalLabs: [lab("LDL cholesterol", "6.4", "mmol/L"), lab("Total cholesterol", "8.9", "mmol/L")],
      recentNormalLabs: [lab("ALT", "27", "U/L"), lab("HbA1c", "35", "mmol/mol")],
      vitalSigns: [bp("128/82"), bmi("25.3")],
    };
    const titles = Object.values(deep(d3).result.citations.clinician).map((c) => c.title);
    expect(titles.some((t) => /steatotic liver|fatty liver/i.test(t))).toBe(false);
    expect(titles.some((t) => CHILDREN_BP.test(t))).toBe(false);
  });

  it("keep the CPIC opioid guideline out for a patient on neither opioid nor CYP2D6 result, and in for one on codeine with one (D1)", () => {
    const opioidHit: EvidenceHit = {
      id: "cpic-opioids-2021",
      score: 1,
      title: "CPIC opioids",
      url: "https://example.org/",
      citation: { url: "https://example.org/", title: "CPIC opioids", metadata: { type: "web", source: "test" } },
      passage: "",
    };
    const d1 = analyse({
      patientInfo: { age: 61, gender: "male" },
      medications: meds("Clopidogrel 75 mg", "Omeprazole 20 mg", "Simvastatin 40 mg", "Allopurinol 100 mg"),
      geneticData: [
        { geneCode: "1557", geneDisplay: "CYP2C19", interpretation: "Poor metabolizer", value: "*2/*2" },
        { geneCode: "10599", geneDisplay: "SLCO1B1", interpretation: "Poor function", value: "*5/*5" },
      ],
    });
    expect(hitsForProblem(modelScope(d1.model), [], [opioidHit])).toEqual([]);
    const codeine = analyse({
      patientInfo: { age: 45, gender: "female" },
      medications: meds("Codeine 30 mg"),
      geneticData: [{ geneCode: "1565", geneDisplay: "CYP2D6", interpretation: "Ultrarapid metabolizer" }],
    });
    expect(hitsForProblem(modelScope(codeine.model), [], [opioidHit])).toEqual([opioidHit]);
    // The CYP2D6 rule cites it itself.
    const f = codeine.findings.find((x) => x.code === "cyp2d6-codeine-tramadol");
    expect(f?.evidenceIds).toContain("cpic-opioids-2021");
  });

  it("keep the Beers Criteria cited by the Beers rule at 65", () => {
    const { model, findings } = analyse({
      patientInfo: { age: 65, gender: "female" },
      medications: meds("Zolpidem 10 mg"),
    });
    const f = findings.find((x) => x.code === "beers-older-adult-medicines");
    expect(f?.evidenceIds).toEqual(["ags-beers-2023"]);
    expect(fitsPatient("ags-beers-2023", modelScope(model))).toBe(true);
  });
});

describe("sources written for one sex, or for people outside a higher-risk group", () => {
  it("fit USPSTF's BRCA statement to women and to a patient of unknown sex, not to a man", () => {
    expect(fitsPatient("uspstf-2019-brca", scope({ sex: "female" }))).toBe(true);
    expect(fitsPatient("uspstf-2019-brca", scope({}))).toBe(true);
    expect(fitsPatient("uspstf-2019-brca", scope({ sex: "male" }))).toBe(false);
  });

  it("leave average-risk bowel screening out for Lynch syndrome or a past bowel cancer", () => {
    const populations = (extra: Record<string, unknown>) =>
      modelPopulations(
        analyzeEhr(healthDataSchema.parse({ patientInfo: { age: 50, gender: "female" }, ...extra }), {
          now: new Date("2026-11-22T00:00:00Z"),
        }).model,
      );
    expect(fitsPopulations("uspstf-2021-crc", populations({}))).toBe(true);
    expect(
      fitsPopulations(
        "uspstf-2021-crc",
        populations({ geneticData: [{ geneCode: "0", geneDisplay: "MLH1", interpretation: "Pathogenic variant" }] }),
      ),
    ).toBe(false);
    expect(
      fitsPopulations(
        "uspstf-2021-crc",
        populations({ pastMedicalHistory: [{ display: "Rectal cancer", clinicalStatus: "remission" }] }),
      ),
    ).toBe(false);
  });

  it("fit the chronic coronary disease guideline only to someone with coronary or other atherosclerotic disease", () => {
    expect(fitsPatient("aha-acc-2023-ccd", scope({}))).toBe(false);
    expect(fitsPatient("aha-acc-2023-ccd", scope({ populations: ["coronary-disease"] }))).toBe(true);
  });
});
