import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { excludedFor, modelPopulations } from "../evidence/populations.ts";
import { analyzeEhr } from "../pipeline.ts";
import { retrieveEvidence } from "../research.ts";
import { searchEvidence } from "../retrieval/index.ts";

const now = new Date("2026-11-20T12:00:00Z");
const date = "2026-11-10";
const lab = (display: string, value: string, unit: string, referenceRange: string) => ({
  display,
  value,
  unit,
  date,
  referenceRange,
});
const meds = (...names: string[]) => names.map((medication) => ({ medication, status: "active" }));
const conditions = (...names: string[]) => names.map((display) => ({ display, clinicalStatus: "active" }));

function run(input: Record<string, unknown>, mode: "light" | "deep" = "deep") {
  return analyzeEhr(healthDataSchema.parse(input), { now, mode });
}

/** Review 10 case 01, cut down: HFrEF, CKD, AF, diabetes on lisinopril, spironolactone, furosemide and more. */
const FRAIL = {
  patientInfo: { age: 84, gender: "female" },
  recentAbnormalLabs: [
    lab("Potassium", "5.7", "mmol/L", "3.5-5.1"),
    lab("Sodium", "129", "mmol/L", "135-145"),
    lab("Creatinine", "1.6", "mg/dL", "0.5-1.1"),
    lab("NT-proBNP", "4850", "pg/mL", "<450"),
    lab("Digoxin", "2.4", "ng/mL", "0.8-2.0"),
    lab("Hemoglobin", "10.9", "g/dL", "12.0-15.5"),
  ],
  pastMedicalHistory: conditions(
    "Atrial fibrillation, permanent",
    "Heart failure with reduced ejection fraction",
    "Chronic kidney disease stage 3b",
    "Type 2 diabetes mellitus",
  ),
  medications: meds(
    "Lisinopril 20 mg",
    "Spironolactone 25 mg",
    "Furosemide 40 mg",
    "Digoxin 125 micrograms",
    "Apixaban 5 mg",
    "Ibuprofen 400 mg",
    "Glipizide 10 mg",
  ),
};

const discussion = (text: string) => text.split("# Detailed discussion")[1] ?? "";

describe("deep report citations (review 10, C1–C9b)", () => {
  it("searches for a medicine a finding names only when the patient takes it (C3)", () => {
    const { result } = run(FRAIL);
    const tasks = (result.researchTasks ?? []).join(" | ");
    expect(tasks).not.toContain("trimethoprim");
    expect(tasks).not.toContain("thiazide");
    expect(tasks).toContain("spironolactone");
    const titles = Object.values(result.citations.clinician).map((c) => c.title);
    expect(titles.some((t) => /Trimethoprim/i.test(t))).toBe(false);
    // The differential follows the medicines too: no thiazide effect without a thiazide.
    expect(discussion(result.clinicianResponse)).not.toContain("thiazide effect");
    const withThiazide = run({ ...FRAIL, medications: meds("Trimethoprim 200 mg", "Lisinopril 20 mg") });
    expect((withThiazide.result.researchTasks ?? []).join(" ")).toContain("trimethoprim");
  });

  it("offers no further reading that only repeats its title, and cuts no passage at a semicolon (C1, C2)", () => {
    const text = discussion(run(FRAIL).result.clinicianResponse);
    const further = text
      .split("**Further reading from the research step**")
      .slice(1)
      .flatMap((block) => block.trim().split("\n\n")[0]?.split("\n") ?? []);
    for (const line of further) {
      const [title, ...rest] = line
        .replace(/^- /, "")
        .replace(/ \[\d+\]$/, "")
        .split(": ");
      expect(rest.join(": ")).not.toBe(title);
      expect(line).not.toMatch(/; \[\d+\]$/);
    }
  });

  it("passages of search hits are whole sentences", () => {
    const hits = searchEvidence("warfarin drug interaction inr amiodarone clarithromycin", 8);
    for (const h of hits) expect(h.passage).not.toMatch(/;$/);
  });

  it("prints each source's summary once, and does not repeat the findings word for word (repetition)", () => {
    const { result } = run(FRAIL);
    const text = discussion(result.clinicianResponse);
    const kdigo = text.match(/CKD is an eGFR below 60 mL\/min\/1\.73 m² or albuminuria/g) ?? [];
    expect(kdigo.length).toBeLessThanOrEqual(1);
    expect(text).toContain("summarised under an earlier problem");
    expect(text).not.toContain("About two-thirds of adults with clinical digoxin toxicity have levels above 2.0 ng/mL");
    expect(text).toContain("Findings (stated above");
  });

  it("summarises the digoxin label under the digoxin problem (C9b)", () => {
    const text = discussion(run(FRAIL).result.clinicianResponse);
    const digoxin = text.split("## Digoxin treatment")[1]?.split("\n## ")[0] ?? "";
    expect(digoxin).toContain("Digoxin toxicity shows as nausea");
  });
});

describe("sources written for people outside the patient's group are not cited (C4–C6, C8)", () => {
  const PREGNANT_IDA = {
    patientInfo: { age: 31, gender: "female" },
    recentAbnormalLabs: [lab("Hemoglobin", "10.1", "g/dL", "11.5-15.5"), lab("Ferritin", "11", "ug/L", "15-200")],
    pastMedicalHistory: conditions("Pregnancy"),
  };

  it("leaves AGA endoscopy advice and the USPSTF screening statement out of iron-deficiency anaemia in pregnancy", () => {
    const { result } = run(PREGNANT_IDA, "light");
    const titles = [...Object.values(result.citations.clinician), ...Object.values(result.citations.patient)].map(
      (c) => c.title,
    );
    expect(titles.some((t) => /Gastrointestinal Evaluation of Iron Deficiency/i.test(t))).toBe(false);
    expect(titles.some((t) => /Screening and Supplementation for Iron Deficiency/i.test(t))).toBe(false);
  });

  it("leaves the vitamin D prevention guideline out when osteoporosis is an established reason to treat", () => {
    const input = {
      patientInfo: { age: 58, gender: "female" },
      recentAbnormalLabs: [lab("25-hydroxyvitamin D", "14", "ng/mL", "30-100")],
      pastMedicalHistory: conditions("Osteoporosis"),
    };
    const { model, findings } = run(input, "light");
    expect(excludedFor("endosoc-2024-vitamin-d", modelPopulations(model))).toBe(true);
    const evidence = retrieveEvidence(model, findings);
    expect(Object.values(evidence.byFinding).flat()).not.toContain("endosoc-2024-vitamin-d");
    // Without osteoporosis the guideline is cited as before.
    const plain = run({ ...input, pastMedicalHistory: [] }, "light");
    expect(Object.values(retrieveEvidence(plain.model, plain.findings).byFinding).flat()).toContain(
      "endosoc-2024-vitamin-d",
    );
  });

  it("treats a fasting glucose in the diabetes range as beyond the prediabetes guideline", () => {
    const { model } = run(
      {
        patientInfo: { age: 52, gender: "male" },
        recentAbnormalLabs: [lab("Glucose, fasting", "142", "mg/dL", "70-99")],
      },
      "light",
    );
    expect(excludedFor("sign-t2d-prevention-remission", modelPopulations(model))).toBe(true);
  });
});
