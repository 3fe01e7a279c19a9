import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { normalizeEhr } from "./ehr.ts";

const now = new Date("2026-11-22T00:00:00Z");

describe("one lab counted once", () => {
  const data = healthDataSchema.parse({
    patientInfo: { age: 67, gender: "male" },
    recentAbnormalLabs: [
      {
        display: "Potassium",
        value: "6.2",
        unit: "mmol/L",
        date: "2026-11-19",
        code: "2823-3",
        referenceRange: "3.5-5.1",
        interpretation: "High",
      },
    ],
    labTrends: [
      {
        code: "2823-3",
        display: "Potassium",
        values: [
          { date: "2025-11-02", value: "4.8", unit: "mmol/L" },
          { date: "2026-05-20", value: "5.4", unit: "mmol/L" },
          { date: "2026-11-19", value: "6.2", unit: "mmol/L" },
        ],
      },
    ],
  });

  it("counts a trend point that repeats a listed result (same test, date, value and unit) once", () => {
    const model = normalizeEhr(data, { now });
    const potassium = model.labs.filter((o) => o.analyteId === "potassium");
    expect(potassium.map((o) => o.rawValue)).toEqual(["6.2", "4.8", "5.4"]);
    expect(potassium[0]?.source).toBe("abnormal");
    // The series still ends at the listed result.
    expect(model.series[0]?.points.map((p) => p.value)).toEqual([4.8, 5.4, 6.2]);
  });

  it("reports a repeated high potassium once, without asking which result is current", () => {
    const { result, findings } = analyzeEhr(data, { now });
    // The high potassium finding grades 6.2 and owns the line (review 30, engine-30).
    expect(findings.filter((f) => f.code === "lab-critical" || f.code === "hyperkalaemia")).toHaveLength(1);
    expect(result.patientResponse).not.toContain("You have another potassium");
  });

  it("keeps two results of one test on one date when their values differ", () => {
    const other = healthDataSchema.parse({
      recentAbnormalLabs: [{ display: "Potassium", value: "6.2", unit: "mmol/L", date: "2026-11-19" }],
      labTrends: [
        { display: "Potassium", code: "2823-3", values: [{ date: "2026-11-19", value: "4.9", unit: "mmol/L" }] },
      ],
    });
    expect(normalizeEhr(other).labs).toHaveLength(2);
  });
});

describe("one lab result sent twice to the lab-results agent", () => {
  it("counts a repeated result (same test, date, value and unit) once", async () => {
    const { normalizeLabResults } = await import("./lab-results.ts");
    const { labTestSchema } = await import("@hds/contracts");
    const labs = [
      { name: "Potassium", value: "6.9", unit: "mmol/L", referenceRange: "3.5-5.1", date: "2026-11-21" },
      { name: "Potassium", value: "6.9", unit: "mmol/L", date: "2026-11-21" },
    ].map((l) => labTestSchema.parse(l));
    expect(normalizeLabResults(labs).labs).toHaveLength(1);
  });
});

describe("withdrawn diagnoses", () => {
  it("leaves out a diagnosis refuted or entered in error, so no finding rests on it", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 55, gender: "male" },
      pastMedicalHistory: [
        { display: "Type 2 diabetes mellitus", clinicalStatus: "active", verificationStatus: "refuted" },
        { display: "Chronic kidney disease stage 3", clinicalStatus: "active", verificationStatus: "entered-in-error" },
        { display: "Essential hypertension", clinicalStatus: "active", verificationStatus: "confirmed" },
      ],
    });
    const { model, findings, result } = analyzeEhr(data, { now });
    expect(model.conditions.map((c) => c.name)).toEqual(["Essential hypertension"]);
    expect(findings.map((f) => f.title).join(" ")).not.toMatch(/diabet|kidney/i);
    expect(result.clinicianResponse).not.toMatch(/Type 2 diabetes|Chronic kidney disease stage 3/);
  });
});

describe("genetic results", () => {
  it("keeps an allele named only in the display, so a drug–gene rule can read it", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 34, gender: "male" },
      medications: [{ medication: "Carbamazepine 200 mg twice daily", status: "active" }],
      geneticData: [{ geneCode: "0", geneDisplay: "HLA-B*15:02", interpretation: "Positive" }],
    });
    const { model, findings } = analyzeEhr(data, { now });
    expect(model.genetics[0]).toMatchObject({ gene: "HLA-B", value: "HLA-B*15:02" });
    expect(findings.some((f) => f.severity === "critical" && /HLA-B\*15:02/.test(f.title))).toBe(true);
  });

  it("does not repeat an allele the value already names, and still adds one it does not", () => {
    const model = (value: string) =>
      analyzeEhr(
        healthDataSchema.parse({
          patientInfo: { age: 34, gender: "male" },
          geneticData: [{ geneCode: "HLA-B", geneDisplay: "HLA-B*57:01", interpretation: "Positive", value }],
        }),
        { now },
      ).model.genetics[0];
    expect(model("HLA-B*57:01 detected")?.value).toBe("HLA-B*57:01 detected");
    expect(model("detected")?.value).toBe("detected; HLA-B*57:01");
  });
});

describe("an imaging report read as one text", () => {
  it("joins description, findings and conclusion without doubling a full stop", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 41, gender: "female" },
      imagingStudies: [
        {
          type: "Mammogram",
          description: "Bilateral screening mammogram",
          date: "2026-05-20",
          findings: "Heterogeneously dense breasts. No suspicious mass or calcification.",
          conclusion: "BI-RADS 1",
        },
      ],
    });
    expect(normalizeEhr(data, { now }).imaging[0]?.text).toBe(
      "Bilateral screening mammogram. Heterogeneously dense breasts. No suspicious mass or calcification. BI-RADS 1",
    );
  });
});
