import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };

type Lab = { name: string; value: string; unit?: string; referenceRange?: string };

function run(labs: Lab[], context: Record<string, unknown> = {}) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-10", ...l })),
    patientContextSchema.parse({ age: 47, gender: "female", ...context }),
    NOW,
  ).findings;
}

const find = (code: string, labs: Lab[], context: Record<string, unknown> = {}) =>
  run(labs, context).find((f) => f.code === code);
const a1c = (value: string, unit: string, referenceRange?: string): Lab => ({
  name: "HbA1c",
  value,
  unit,
  ...(referenceRange ? { referenceRange } : {}),
});
const diabetesOnMetformin = {
  age: 70,
  gender: "male",
  conditions: [{ name: "Type 2 diabetes" }, { name: "CKD stage 3a" }],
  medications: [{ name: "Metformin" }],
};

describe("prediabetes judged in the units the result was reported in", () => {
  it("does not call HbA1c 39 mmol/mol (5.7%), normal to its UK laboratory, prediabetes", () => {
    expect(find("prediabetes-range", [a1c("39", "mmol/mol", "20-41")])).toBeUndefined();
    expect(find("prediabetes-range", [a1c("41", "mmol/mol")])).toBeUndefined();
  });

  it("calls HbA1c 44 mmol/mol non-diabetic hyperglycaemia, quoting mmol/mol and citing UK guidance", () => {
    const f = find("prediabetes-range", [a1c("44", "mmol/mol", "20-41")]);
    expect(f?.clinician).toContain("UK non-diabetic hyperglycaemia: HbA1c 42–47 mmol/mol");
    expect(f?.clinician).not.toMatch(/5\.7|mg\/dL/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["nice-ph38-t2d-prevention", "sign-t2d-prevention-remission"]),
    );
    for (const id of f?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
    expect(find("prediabetes-range", [a1c("48", "mmol/mol")])).toBeUndefined();
    expect(find("diabetes-range-undiagnosed", [a1c("48", "mmol/mol")])?.clinician).toContain("HbA1c ≥48 mmol/mol");
  });

  it("keeps ADA's thresholds for a US panel in % and mg/dL", () => {
    const f = find("prediabetes-range", [a1c("6.0", "%", "4.0-5.6")]);
    expect(f?.clinician).toContain("(HbA1c 5.7–6.4%)");
    expect(f?.evidenceIds).not.toContain("nice-ph38-t2d-prevention");
    expect(find("prediabetes-range", [{ name: "Glucose fasting", value: "105", unit: "mg/dL" }])?.clinician).toContain(
      "fasting glucose 100–125 mg/dL",
    );
    expect(find("diabetes-range-undiagnosed", [a1c("6.6", "%")])?.clinician).toContain("HbA1c ≥6.5%");
  });

  it("judges a fasting glucose in mmol/L by 6.1–6.9 mmol/L", () => {
    const fasting = (value: string): Lab => ({ name: "Glucose fasting", value, unit: "mmol/L" });
    expect(find("prediabetes-range", [fasting("5.8")])).toBeUndefined();
    expect(find("prediabetes-range", [fasting("6.3")])?.clinician).toContain("fasting glucose 6.1–6.9 mmol/L");
  });

  it("says why when a value its laboratory calls normal is at ADA's prediabetes level", () => {
    const f = find("prediabetes-range", [a1c("5.8", "%", "4.0-6.0")]);
    expect(f?.clinician).toContain("reference range includes this result");
    expect(f?.patient).toContain("normal range includes this result");
    expect(find("prediabetes-range", [a1c("6.0", "%", "4.0-5.6")])?.clinician).not.toContain(
      "reference range includes",
    );
  });
});

describe("HbA1c in recorded diabetes, metformin and CKD texts", () => {
  const labs: Lab[] = [
    a1c("51", "mmol/mol", "20-41"),
    { name: "eGFR", value: "55", unit: "mL/min/1.73m2" },
    { name: "Urine albumin:creatinine ratio", value: "2.1", unit: "mg/mmol" },
  ];

  it("gives no diagnostic thresholds for HbA1c 51 mmol/mol in known diabetes", () => {
    const texts = run(labs, diabetesOnMetformin).flatMap((f) => [f.clinician, f.patient]);
    expect(texts.join(" ")).not.toMatch(/prediabetes|diabetes range|6\.5%/);
  });

  it("names the metformin only when the listing says more than 'metformin'", () => {
    expect(find("metformin-egfr-monitor", labs, diabetesOnMetformin)?.clinician).toMatch(/^Metformin with eGFR/);
    const named = { ...diabetesOnMetformin, medications: [{ name: "Metformin 500 mg" }] };
    expect(find("metformin-egfr-monitor", labs, named)?.clinician).toMatch(/^Metformin \(metformin 500 mg\) with/);
  });

  it("states the CKD category once and leaves eGFR monitoring on metformin to one step", () => {
    const findings = run(labs, diabetesOnMetformin);
    const stage = findings.find((f) => f.code === "ckd-stage");
    expect(stage?.clinician.match(/G3a/g)).toHaveLength(2); // "category G3a" and the combined "G3aA1"
    const steps = [...new Set(findings.flatMap((f) => f.nextSteps))];
    expect(steps.filter((s) => /eGFR/.test(s) && /month|frequency|yearly/.test(s))).toEqual([
      "Monitor eGFR every 3–6 months while on metformin",
    ]);
    expect(steps).toContain("Monitor urine ACR at a frequency set by the G/A category");
    // Without metformin, ckd-stage keeps eGFR in its own step.
    const noMetformin = run(labs, { ...diabetesOnMetformin, medications: [] }).flatMap((f) => f.nextSteps);
    expect(noMetformin).toContain("Monitor eGFR and urine ACR at a frequency set by the G/A category");
  });
});
