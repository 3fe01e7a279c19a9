import { ELEMENT_LIMITS, healthDataSchema, type LabTest } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { applyEhrLimits, applyLabResultsLimits, countUndated, limitByDate } from "./limits.ts";
import { normalizeEhr } from "./normalize/ehr.ts";
import { normalizeLabResults } from "./normalize/lab-results.ts";

const lab = (i: number, date?: string) => ({
  display: `Test ${i}`,
  value: String(i),
  unit: "mg/dL",
  ...(date ? { date } : {}),
});

describe("limitByDate", () => {
  it("keeps the most recent first, dated before undated, stable for ties", () => {
    const items = [
      { id: "a", d: "2024-01-01" },
      { id: "b" },
      { id: "c", d: "2026-05" },
      { id: "d", d: "not a date" },
      { id: "e", d: "2026" },
      { id: "f", d: "2024-01-01" },
    ];
    expect(limitByDate(items, (x) => x.d).map((x) => x.id)).toEqual(["c", "e", "a", "f", "b", "d"]);
    expect(limitByDate(items, (x) => x.d, 3).map((x) => x.id)).toEqual(["c", "e", "a"]);
  });
});

describe("EHR limits", () => {
  it("cuts every limited category to its maximum, most recent first", () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => lab(i, `2026-01-${String((i % 28) + 1).padStart(2, "0")}`));
    const data = healthDataSchema.parse({
      recentAbnormalLabs: many(70),
      recentNormalLabs: many(30),
      pastMedicalHistory: Array.from({ length: 120 }, (_, i) => ({
        display: `C${i}`,
        clinicalStatus: "active",
        onsetDate: `20${String(10 + (i % 15))}`,
      })),
      medications: Array.from({ length: 40 }, (_, i) => ({
        medication: `M${i}`,
        status: "active",
        startDate: i % 2 ? "2025-01-01" : undefined,
      })),
      familyHistory: Array.from({ length: 20 }, (_, i) => ({ relationship: "mother", condition: `F${i}` })),
      imagingStudies: Array.from({ length: 20 }, (_, i) => ({
        type: "X-ray",
        description: `I${i}`,
        date: `2026-02-${String(i + 1).padStart(2, "0")}`,
      })),
      geneticData: [
        { geneCode: "1", geneDisplay: "G1", interpretation: "x" },
        { geneCode: "2", geneDisplay: "G2", interpretation: "x", date: "2025-01-01" },
        { geneCode: "3", geneDisplay: "G3", interpretation: "x" },
      ],
    });
    const limited = applyEhrLimits(data);
    const L = ELEMENT_LIMITS.ehr;
    expect(limited.recentAbnormalLabs).toHaveLength(L.recentAbnormalLabs);
    expect(limited.recentNormalLabs).toHaveLength(L.recentNormalLabs);
    expect(limited.pastMedicalHistory).toHaveLength(L.pastMedicalHistory);
    expect(limited.medications).toHaveLength(L.medications);
    expect(limited.familyHistory.map((f) => f.condition)).toEqual(
      data.familyHistory.slice(0, 15).map((f) => f.condition),
    );
    expect(limited.imagingStudies[0]?.description).toBe("I19");
    expect(limited.medications.slice(0, 20).every((m) => m.startDate === "2025-01-01")).toBe(true);
    // Undated genetic data keeps its order, after dated items; nothing is dropped.
    expect(limited.geneticData.map((g) => g.geneDisplay)).toEqual(["G2", "G1", "G3"]);
    const model = normalizeEhr(data);
    expect(model.counts.received).toBeGreaterThan(model.counts.analysed);
    expect(model.labs.filter((l) => l.source === "abnormal")).toHaveLength(50);
  });
});

describe("lab-results limits", () => {
  it("analyses the 200 most recent labs, undated ones in the order received", () => {
    const labs: LabTest[] = [
      ...Array.from({ length: 150 }, (_, i) => ({ name: `U${i}`, value: "1" })),
      ...Array.from({ length: 100 }, (_, i) => ({
        name: `D${i}`,
        value: "1",
        date: `2026-03-${String((i % 28) + 1).padStart(2, "0")}`,
      })),
    ];
    const { labResults } = applyLabResultsLimits(labs);
    expect(labResults).toHaveLength(200);
    expect(labResults.slice(0, 100).every((l) => l.name.startsWith("D"))).toBe(true);
    expect(labResults.slice(100).map((l) => l.name)).toEqual(Array.from({ length: 100 }, (_, i) => `U${i}`));
    const model = normalizeLabResults(labs);
    expect(model.counts).toMatchObject({ received: 250, analysed: 200 });
  });

  it("limits the patient-context lists", () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `x${i}` }));
    const { patientContext } = applyLabResultsLimits([{ name: "K", value: "4" }], {
      conditions: names(120),
      medications: names(40),
      allergies: Array.from({ length: 25 }, (_, i) => `a${i}`),
      familyHistory: Array.from({ length: 25 }, (_, i) => `Mother: f${i}`),
    });
    expect(patientContext?.conditions).toHaveLength(100);
    expect(patientContext?.medications).toHaveLength(30);
    expect(patientContext?.allergies).toHaveLength(20);
    expect(patientContext?.familyHistory).toHaveLength(20);
  });
});

describe("countUndated", () => {
  it("counts items whose date is missing or not understood", () => {
    const data = healthDataSchema.parse({
      recentAbnormalLabs: [lab(1, "2026-01-01"), lab(2), lab(3, "01/02/2026")],
      medications: [
        { medication: "x", status: "active", startDate: "2026" },
        { medication: "y", status: "active" },
      ],
      labTrends: [{ code: "1", display: "t", values: [{ date: "yesterday", value: "1", unit: "" }] }],
      familyHistory: [{ relationship: "mother", condition: "x" }],
    });
    expect(countUndated(data)).toBe(4);
    expect(
      countUndated({
        labResults: [
          { name: "a", value: "1" },
          { name: "b", value: "1", date: "2026-01-01" },
        ],
      }),
    ).toBe(1);
  });
});
