import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeLabResults } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 15 (critical values, c): results a laboratory phones through (synthetic records). */
const CASES = new URL("./fixtures/critical-values-review15c/", import.meta.url);
const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

function glucose(value: string, meds: string[] = [], conditions: string[] = []) {
  return analyzeLabResults(
    [
      labTestSchema.parse({
        name: "Glucose",
        value,
        unit: "mmol/L",
        referenceRange: "3.5-7.8",
        date: "2026-11-20T08:00:00Z",
      }),
    ],
    patientContextSchema.parse({
      age: 60,
      gender: "male",
      medications: meds.map((name) => ({ name, dosage: "1", frequency: "daily" })),
      conditions: conditions.map((name) => ({ name, status: "active" })),
    }),
    { now: new Date("2026-11-20T12:00:00Z") },
  );
}

describe("glucose below 3.0 mmol/L (ADA level 2) is acted on today", () => {
  it("2.8 mmol/L without diabetes medicines: high, contact today, and the patient is told how to treat a low", () => {
    const f = find(glucose("2.8"), "hypoglycaemia");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Contact the patient today/);
    expect(f?.patient).toMatch(/contact your doctor today/);
    expect(f?.patient).toMatch(/take glucose tablets or a sugary drink straight away/);
  });

  it("3.3 mmol/L (level 1) keeps the moderate grading and the plain confirm step", () => {
    const f = find(glucose("3.3"), "hypoglycaemia");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(/^Confirm/);
    expect(f?.patient).not.toMatch(/today/);
  });

  it("2.8 mmol/L on insulin: critical, first step makes sure the low is treated now", () => {
    const f = find(glucose("2.8", ["Insulin glargine"], ["Type 1 diabetes"]), "hypoglycaemia-on-glucose-lowering");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/^Contact the patient now: check the low has been treated/);
    expect(f?.patient).toMatch(/contact your doctor or diabetes team straight away/);
  });

  it("3.5 mmol/L on insulin stays high, with the dose review first", () => {
    const f = find(glucose("3.5", ["Insulin glargine"], ["Type 1 diabetes"]), "hypoglycaemia-on-glucose-lowering");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Review insulin/);
  });

  it("case 01, 2.8 on gliclazide: critical first, withhold today, and the patient can treat a low now", () => {
    const r = runCase("01-glucose-2-8-gliclazide");
    expect(r.findings[0]?.code).toBe("hypoglycaemia-on-glucose-lowering");
    const f = find(r, "hypoglycaemia-on-glucose-lowering");
    expect(f?.severity).toBe("critical");
    // Review 42 (diabetes-42 cases 01/02): a critical low on a sulfonylurea leads with contacting the
    // patient now, which the sulfonylurea steps had dropped; withholding the drug today follows.
    expect(f?.nextSteps[0]).toMatch(/^Contact the patient now/);
    expect(f?.nextSteps[1]).toMatch(/^Withhold gliclazide today/);
    expect(f?.patient).toMatch(/take glucose tablets or a sugary drink straight away/);
  });
});

describe("phoned-through critical values lead the report as critical", () => {
  const critical: [string, string][] = [
    ["03-potassium-6-6-ramipril-spironolactone", "raas-hyperkalaemia"],
    ["04-sodium-119-thiazide-confusion", "hyponatraemia"],
    ["05-calcium-3-4-breast-cancer", "hypercalcaemia"],
    ["06-haemoglobin-62-melaena", "acute-gi-bleed"],
    ["07-platelets-9", "severe-thrombocytopenia-bleeding"],
    ["08-neutrophils-0-3-chemo-fever", "neutropenic-sepsis"],
    ["12-phosphate-0-25-refeeding", "refeeding-syndrome"],
    ["13-troponin-chest-pain-yesterday", "troponin-elevated"],
    ["14-alt-1850-paracetamol", "acute-liver-injury"],
    ["16-lithium-1-9-tremor", "lithium-level-high"],
  ];
  it.each(critical)("%s: %s is critical and the top finding is critical", (name, code) => {
    const r = runCase(name);
    expect(find(r, code)?.severity).toBe("critical");
    expect(r.findings[0]?.severity).toBe("critical");
  });
});
