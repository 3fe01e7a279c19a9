import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { runEhrRecord } from "../testing/ehr-record.ts";

const run = runEhrRecord;
const find = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === "haemolysis-pattern");

describe("laboratory signs of haemolysis", () => {
  const hapto = { display: "Haptoglobin", value: "<10", unit: "mg/dL", date: "2026-11-18", referenceRange: "30-200" };
  const ldh = { display: "LDH", value: "620", unit: "U/L", date: "2026-11-18", referenceRange: "140-280" };
  const hb = { display: "Haemoglobin", value: "10.1", unit: "g/dL", date: "2026-11-18", referenceRange: "13.5-17.5" };

  it("names haemolysis from a low haptoglobin with a raised LDH, with film and Coombs test next", () => {
    const f = find(run({ meds: [], labs: [hapto, ldh, hb] }));
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/haptoglobin low.*LDH raised/);
    expect(f?.nextSteps.join(" ")).toMatch(/Coombs/);
  });

  it("needs the low haptoglobin: a raised LDH alone is not read as haemolysis", () => {
    expect(find(run({ meds: [], labs: [ldh, hb] }))).toBeUndefined();
  });

  it("steps aside for drug-induced haemolysis in G6PD deficiency, which rules/g6pd.ts names", () => {
    const r = run({ conditions: ["G6PD deficiency"], meds: ["Dapsone 100 mg"], labs: [hapto, ldh, hb] });
    expect(find(r)).toBeUndefined();
    expect(r.findings.find((f) => f.code === "g6pd-oxidant-drug")).toBeDefined();
  });
});
