import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { type RecordLab, runEhrRecord } from "../testing/ehr-record.ts";

type Lab = RecordLab;
const run = runEhrRecord;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("sickle cell disease and hydroxycarbamide", () => {
  const labs: Lab[] = [
    { display: "Haemoglobin", value: "58", unit: "g/L", date: "2026-11-19", referenceRange: "115-165" },
    { display: "Reticulocyte %", value: "16.5", unit: "%", date: "2026-11-19", referenceRange: "0.5-2.5" },
    { display: "Platelets", value: "60", unit: "x10^9/L", date: "2026-11-19", referenceRange: "150-400" },
  ];
  it("does not call the anaemia chemotherapy-related when hydroxycarbamide treats sickle cell disease", () => {
    const r = run({ conditions: ["Sickle cell disease (HbSS)"], meds: ["Hydroxycarbamide 1000 mg daily"], labs });
    const anaemia = r.findings.find((f) => f.code === "anaemia");
    expect(anaemia?.clinician ?? "").not.toMatch(/chemotherapy/i);
  });

  it("does not raise leukaemia for low counts in sickle cell disease with high reticulocytes", () => {
    const r = run({ conditions: ["Sickle cell anaemia (HbSS)"], meds: ["Folic acid 5 mg"], labs });
    expect(r.findings.find((f) => f.code === "severe-cytopenias")).toBeUndefined();
  });

  it("reads a haemoglobin 20 g/L below baseline with high reticulocytes and a palpable spleen as sequestration (critical)", () => {
    const r = run({
      conditions: ["Sickle cell anaemia (HbSS)"],
      meds: ["Folic acid 1 mg"],
      labs: [
        { display: "Haemoglobin", value: "8.1", unit: "g/dL", date: "2026-08-01", referenceRange: "12.0-15.5" },
        { display: "Haemoglobin", value: "5.6", unit: "g/dL", date: "2026-11-12", referenceRange: "12.0-15.5" },
        { display: "Reticulocyte count", value: "14.2", unit: "%", date: "2026-11-12", referenceRange: "0.5-2.5" },
      ],
      notes: "Spleen palpable 4 cm below costal margin.",
    });
    const f = find(r, "sickle-acute-anaemia");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.clinician).toMatch(/splenic sequestration/);
  });

  it("reads a baseline stated in the notes, and stays silent for a fall under 2 g/dL", () => {
    const base = { conditions: ["Sickle cell disease (HbSS)"], meds: ["Folic acid 5 mg"] };
    const fall = run({
      ...base,
      labs: [{ display: "Haemoglobin", value: "60", unit: "g/L", date: "2026-11-19", referenceRange: "115-165" }],
      notes: "Baseline Hb about 85 g/L.",
    });
    expect(find(fall, "sickle-acute-anaemia")?.severity).toBe(Severity.high);
    const small = run({
      ...base,
      labs: [{ display: "Haemoglobin", value: "75", unit: "g/L", date: "2026-11-19", referenceRange: "115-165" }],
      notes: "Baseline Hb about 85 g/L.",
    });
    expect(find(small, "sickle-acute-anaemia")).toBeUndefined();
  });

  it("calls acute chest syndrome critical with chest pain, fever and a new infiltrate", () => {
    const r = run({
      conditions: ["Sickle cell disease (HbSS)"],
      meds: [],
      notes: "Chest pain and fever 38.6. Chest X-ray: new infiltrate right lower lobe. Hypoxic on air.",
    });
    expect(find(r, "sickle-acute-chest")?.severity).toBe(Severity.critical);
  });

  it("does not fire without sickle cell disease, or for sickle cell trait", () => {
    const r = run({ conditions: ["Sickle cell trait"], meds: [], notes: "Chest pain. Hypoxic. New infiltrate." });
    expect(find(r, "sickle-acute-chest")).toBeUndefined();
  });
});
