import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

type Lab = { display: string; value: string; unit: string; referenceRange: string };
function run(opts: {
  spo2?: string;
  spo2Date?: string;
  labs?: Lab[];
  conditions?: string[];
  notes?: string;
  age?: number;
  medications?: string[];
}) {
  const data = healthDataSchema.parse({
    patientInfo: { age: opts.age ?? 66, gender: "male" },
    recentAbnormalLabs: (opts.labs ?? []).map((l) => ({ ...l, date: "2026-11-04" })),
    pastMedicalHistory: (opts.conditions ?? ["Chronic obstructive pulmonary disease"]).map((display) => ({
      display,
      clinicalStatus: "active",
      onsetDate: "2019",
    })),
    medications: (opts.medications ?? ["Tiotropium 18 mcg inhaler"]).map((medication) => ({
      medication,
      status: "active",
    })),
    vitalSigns:
      opts.spo2 === undefined
        ? []
        : [{ display: "Oxygen saturation", value: opts.spo2, unit: "%", date: opts.spo2Date ?? "2026-11-04" }],
    additionalContext: opts.notes ?? "",
  });
  return analyzeEhr(data, NOW);
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

const HB: Lab = { display: "Hemoglobin", value: "18.1", unit: "g/dL", referenceRange: "13.2-17.1" };
const HCT: Lab = { display: "Hematocrit", value: "54.8", unit: "%", referenceRange: "38.5-50.0" };

describe("COPD: oxygen assessment", () => {
  it("recommends long-term oxygen assessment for a stable SpO2 of 89% on air, naming polycythaemia and smoking (review10 case)", () => {
    const r = run({
      spo2: "89",
      labs: [HB, HCT],
      notes: "Current smoker, 1 pack a day. Spirometry 2026-10: FEV1/FVC 0.58, FEV1 46% predicted.",
    });
    const f = find(r, "copd-oxygen-assessment");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/SpO2 89% \(2026-11-04\) on air/);
    expect(f?.clinician).toMatch(/secondary polycythemia/);
    // A US record (Hb in g/dL) reads ATS 2020, not NICE's FEV1 bands or its smoking rule (review 34,
    // acute-neither-34 case 04).
    expect(f?.clinician).toMatch(/ATS 2020 suggests not prescribing long-term oxygen/);
    expect(f?.clinician).toMatch(/ATS 2020 makes stopping smoking part of oxygen safety education/);
    expect(f?.clinician).toMatch(/acute illness/);
    expect(f?.patient).toMatch(/You have COPD/);
    expect(f?.nextSteps.join(" ")).toMatch(/long-term oxygen assessment/);
  });

  it("is moderate without a raised haematocrit or haemoglobin", () => {
    const f = find(run({ spo2: "91" }), "copd-oxygen-assessment");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/polycytha?emia/);
  });

  it("stays silent at 93%, without COPD, or already on home oxygen", () => {
    expect(find(run({ spo2: "93" }), "copd-oxygen-assessment")).toBeUndefined();
    expect(find(run({ spo2: "90", conditions: ["Hypertension"] }), "copd-oxygen-assessment")).toBeUndefined();
    expect(
      find(run({ spo2: "90", notes: "On home oxygen 2 L/min since 2024." }), "copd-oxygen-assessment"),
    ).toBeUndefined();
  });

  it("leaves a current reading below 88% to the acute vital-signs finding", () => {
    const r = run({ spo2: "85", spo2Date: "2026-11-20T10:00:00Z" });
    expect(find(r, "copd-oxygen-assessment")).toBeUndefined();
    expect(find(r, "vital-signs-danger")).toBeDefined();
  });
});

describe("COPD: vaccines", () => {
  it("offers influenza, pneumococcal, COVID-19 and RSV vaccines at 66 when the notes say the flu vaccine is not given", () => {
    const f = find(run({ notes: "Flu vaccine not yet this season." }), "copd-vaccines");
    expect(f?.clinician).toMatch(/"flu vaccine not yet"/);
    expect(f?.clinician).toMatch(/yearly influenza, pneumococcal, COVID-19 and RSV/);
    expect(f?.patient).toMatch(/a flu vaccine has not been given/);
  });

  it("leaves out RSV below 60", () => {
    const f = find(run({ age: 52, notes: "Never had the pneumococcal vaccine." }), "copd-vaccines");
    expect(f?.clinician).toMatch(/yearly influenza, pneumococcal and COVID-19\./);
  });

  it("stays silent when the notes do not say a vaccine was missed", () => {
    expect(find(run({ notes: "Flu vaccine given in October." }), "copd-vaccines")).toBeUndefined();
  });
});
