import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { type RecordLab, runEhrRecord } from "../testing/ehr-record.ts";

type Lab = RecordLab;
const run = runEhrRecord;
const g6pd = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === "g6pd-oxidant-drug");

const HAEMOLYSIS: Lab[] = [
  { display: "Haemoglobin", value: "14.6", unit: "g/dL", date: "2026-06-01", referenceRange: "13.5-17.5" },
  { display: "Haemoglobin", value: "10.1", unit: "g/dL", date: "2026-11-18", referenceRange: "13.5-17.5" },
  { display: "Haptoglobin", value: "<10", unit: "mg/dL", date: "2026-11-18", referenceRange: "30-200" },
  { display: "LDH", value: "620", unit: "U/L", date: "2026-11-18", referenceRange: "140-280" },
];

describe("G6PD deficiency with an oxidant medicine", () => {
  it("advises avoiding dapsone and primaquine when a G6PD gene result reads deficient", () => {
    const r = run({
      meds: ["Dapsone 50 mg daily", "Primaquine 30 mg daily"],
      genetics: [{ geneCode: "G6PD", geneDisplay: "G6PD", interpretation: "Deficient (hemizygous, Mediterranean)" }],
    });
    const f = g6pd(r);
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/dapsone.*primaquine/);
    expect(f?.clinician).toMatch(/No laboratory sign of haemolysis/);
  });

  it("calls drug-induced haemolysis when the haemoglobin falls with low haptoglobin and high LDH", () => {
    const r = run({
      conditions: ["G6PD deficiency"],
      meds: ["Nitrofurantoin 100 mg", "Dapsone 100 mg"],
      labs: HAEMOLYSIS,
      notes: "Dark urine for 2 days.",
    });
    const f = g6pd(r);
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/drug-induced hemolysis/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop nitrofurantoin 100 mg and dapsone 100 mg now/);
  });

  it("stays silent without G6PD deficiency, or when the gene result is normal", () => {
    expect(g6pd(run({ meds: ["Dapsone 100 mg"], labs: HAEMOLYSIS }))).toBeUndefined();
    const normal = run({
      meds: ["Primaquine 30 mg daily"],
      genetics: [{ geneCode: "G6PD", geneDisplay: "G6PD", interpretation: "Normal activity, not deficient" }],
    });
    expect(g6pd(normal)).toBeUndefined();
  });

  it("does not fire for G6PD deficiency without an oxidant medicine", () => {
    expect(g6pd(run({ conditions: ["G6PD deficiency"], meds: ["Amoxicillin 500 mg"] }))).toBeUndefined();
  });
});
