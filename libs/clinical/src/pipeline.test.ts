import { ehrResultSchema, healthDataSchema, labResultsResultSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { labById } from "./catalogue/index.ts";
import * as api from "./index.ts";
import { GOLD_MEDIAN_LIMIT, medianPatientGrade } from "./testing/readability-check.ts";

const data = healthDataSchema.parse({
  patientInfo: { age: 72, gender: "male" },
  recentAbnormalLabs: [
    { display: "Potassium", value: "6.9", unit: "mmol/L", date: "2026-11-20", referenceRange: "3.5-5.1" },
  ],
  medications: [{ medication: "Spironolactone 25 mg", status: "active" }],
  userInstructions: "Focus on potassium",
});

describe("public API", () => {
  it("exposes the stages with the agreed names", () => {
    for (const name of [
      "normalizeEhr",
      "evaluate",
      "selectElements",
      "retrieveEvidence",
      "composePatientReport",
      "composeClinicianReport",
      "finalizeEhrResult",
      "analyzeEhr",
      "normalizeLabResults",
      "prioritizeFindings",
      "buildSearchQueries",
      "analyzeLabResults",
      "researchQuestions",
      "searchEvidence",
      "composeDeepReport",
      "countUndated",
      "finalizeLabResultsResult",
    ])
      expect(typeof (api as Record<string, unknown>)[name], name).toBe("function");
  });

  it("runs the EHR stages one by one to the same result as analyzeEhr", () => {
    const now = new Date("2026-11-22T00:00:00Z");
    const model = api.normalizeEhr(data, { now });
    const findings = api.evaluate(model);
    const selected = api.selectElements(model, findings);
    const evidence = api.retrieveEvidence(model, findings);
    const result = api.finalizeEhrResult(
      selected,
      api.composePatientReport(model, findings, evidence),
      api.composeClinicianReport(model, findings, evidence),
    );
    expect(result).toEqual(api.analyzeEhr(data, { now }).result);
    expect(ehrResultSchema.safeParse(result).success).toBe(true);
  });

  it("describes a selected lab by the code sent, or the catalogue's code unless it would name a method", () => {
    const labs = healthDataSchema.parse({
      recentAbnormalLabs: [
        { display: "LDL cholesterol, direct", value: "190", unit: "mg/dL", date: "2026-11-01" },
        { display: "Potassium", value: "6.1", unit: "mmol/L", date: "2026-11-01" },
        { display: "LDL-C", value: "4.9", unit: "mmol/L", code: "13457-7", date: "2026-10-01" },
      ],
    });
    const described = api.analyzeEhr(labs).result.selectedElements.map((e) => e.ehr_element_description);
    expect(described).toContain("LDL cholesterol, 2026-11-01");
    expect(described).toContain("Potassium, LOINC 2823-3, 2026-11-01");
    expect(described).toContain("LDL cholesterol, code 13457-7, 2026-10-01");
  });

  it("keeps models, findings and evidence sets JSON-serialisable (deep mode crosses the bus)", () => {
    const model = api.normalizeEhr(data);
    const findings = api.evaluate(model);
    const evidence = api.retrieveEvidence(model, findings);
    for (const value of [model, findings, evidence]) expect(JSON.parse(JSON.stringify(value))).toEqual(value);
    const deep = api.composeDeepReport(
      JSON.parse(JSON.stringify(model)),
      JSON.parse(JSON.stringify(findings)),
      evidence,
      api.selectElements(model, findings),
    );
    expect(ehrResultSchema.safeParse(deep).success).toBe(true);
    expect(deep.researchTasks?.length).toBeGreaterThan(0);
  });

  it("is deterministic", () => {
    const a = api.analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z"), mode: "deep" });
    const b = api.analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z"), mode: "deep" });
    expect(a.result).toEqual(b.result);
  });

  it("says critical values first and the not-a-diagnosis statement in the patient text", () => {
    const { result } = api.analyzeEhr(data);
    expect(result.patientResponse.indexOf("Please act on this now")).toBeGreaterThanOrEqual(0);
    expect(result.patientResponse.indexOf("Please act on this now")).toBeLessThan(
      result.patientResponse.indexOf("What we looked at"),
    );
    expect(result.patientResponse).toContain("This is not a diagnosis");
    expect(result.patientResponse).toContain("When to get help fast");
    expect(result.clinicianResponse.startsWith("# Clinical summary\n\n> **Critical findings")).toBe(true);
  });

  it("fills each missing flag from its own result when a repeated result is analysed once", () => {
    const labs = [
      { name: "Potassium", value: "4.2", unit: "mmol/L", referenceRange: "3.5-5.1", date: "2026-11-01" },
      { name: "Potassium", value: "4.2", unit: "mmol/L", referenceRange: "3.5-5.1", date: "2026-11-01" },
      { name: "Sodium", value: "129", unit: "mmol/L", referenceRange: "135-145", date: "2026-11-01" },
    ];
    const { result } = api.analyzeLabResults(labs, { age: "60", gender: "female" });
    expect(result.labResults.map((l) => [l.name, l.flag])).toEqual([
      ["Potassium", "Normal"],
      ["Potassium", undefined],
      ["Sodium", "Low"],
    ]);
  });

  it("fills lab-results metadata and missing flags", () => {
    const labs = [
      { name: "Potassium", value: "4.2", unit: "mmol/L", referenceRange: "3.5-5.1" },
      { name: "Sodium", value: "129", unit: "mmol/L", flag: "Low" as const },
    ];
    const { result, counts } = api.analyzeLabResults(labs, { age: "60", gender: "female" });
    expect(labResultsResultSchema.safeParse(result).success).toBe(true);
    expect(result.labResults[0]?.flag).toBe("Normal");
    expect(result.labResults[1]?.flag).toBe("Low");
    expect(result.metadata).toEqual({ labsReceived: 2, labsAnalyzed: 2, insightsMatched: 2 });
    expect(counts.citationsGenerated).toBe(
      Object.keys(result.citations.patient).length + Object.keys(result.citations.clinician).length,
    );
  });

  it("returns the reading the reports use where the numbers overruled the sent flag, and keeps flags it cannot check", () => {
    const labs = [
      { name: "Sodium", value: "140", unit: "mmol/L", referenceRange: "135-145", flag: "Low" as const },
      { name: "Potassium", value: "5.9", unit: "mmol/L", referenceRange: "3.5-5.1", flag: "Normal" as const },
      {
        name: "Potassium",
        value: "7.1",
        unit: "mmol/L",
        referenceRange: "3.5-5.1",
        flag: "High" as const,
      },
      { name: "Ferritin", value: "see report", flag: "Low" as const },
    ];
    const { result, findings } = api.analyzeLabResults(labs, { age: "60", gender: "female" });
    expect(result.labResults.map((l) => l.flag)).toEqual(["Normal", "High", "Critical", "Low"]);
    expect(findings.some((f) => f.code === "lab-flag-overruled")).toBe(true);
  });

  it("handles an empty record without error", () => {
    const { result } = api.analyzeEhr(healthDataSchema.parse({}));
    expect(ehrResultSchema.safeParse(result).success).toBe(true);
    expect(result.selectedElements).toEqual([]);
  });

  it("does not throw on unreadable values, and internal errors carry ids only", () => {
    expect(() =>
      api.analyzeLabResults([{ name: "Potassium", value: "see note", unit: "??", referenceRange: "n/a" }]),
    ).not.toThrow();
    expect(() => api.analyzeLabResults([{ name: "Unknown test", value: "1,2,3,4" }])).not.toThrow();
    expect(() => labById("no-such-test")).toThrow("unknown lab id no-such-test");
  });

  it(`keeps the median Flesch-Kincaid grade of gold patient texts at or below ${GOLD_MEDIAN_LIMIT}`, () => {
    expect(medianPatientGrade()).toBeLessThanOrEqual(GOLD_MEDIAN_LIMIT);
  });
});
