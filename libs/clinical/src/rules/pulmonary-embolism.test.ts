import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

type Lab = { display: string; value: string; unit: string; referenceRange: string };
const DDIMER: Lab = { display: "D-dimer", value: "2.4", unit: "mg/L FEU", referenceRange: "<0.50" };
const TNT: Lab = { display: "Troponin T, high sensitivity", value: "28", unit: "ng/L", referenceRange: "<14" };
const NTPROBNP: Lab = { display: "NT-proBNP", value: "640", unit: "pg/mL", referenceRange: "<125" };

// Review 10 acute case 08: Wells 7.5 (PE likely) in the notes, raised D-dimer, hs-TnT and NT-proBNP.
const WELLS_NOTES =
  "ED: sudden pleuritic chest pain and breathlessness since yesterday; left calf swollen. Wells score 7.5 (PE likely): clinical DVT signs, HR >100, active cancer, PE most likely diagnosis. CTPA requested.";

function run(labs: Lab[], notes: string, vitals: { display: string; value: string; unit: string }[] = []) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 52, gender: "female" },
    recentAbnormalLabs: labs.map((l) => ({ ...l, date: "2026-11-20" })),
    pastMedicalHistory: [{ display: "Breast cancer, on chemotherapy", clinicalStatus: "active", onsetDate: "2026-07" }],
    vitalSigns: vitals.map((v) => ({ ...v, date: "2026-11-20" })),
    additionalContext: notes,
  });
  return analyzeEhr(data, NOW);
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

describe("suspected pulmonary embolism", () => {
  it("is critical with a PE-likely Wells score and asks for immediate CTPA or interim anticoagulation", () => {
    const r = run([DDIMER, TNT, NTPROBNP], WELLS_NOTES, [
      { display: "Heart rate", value: "118", unit: "/min" },
      { display: "Oxygen saturation", value: "91", unit: "%" },
    ]);
    const f = find(r, "suspected-pulmonary-embolism");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/PE Wells score 7\.5 in the notes \(more than 4: PE likely\)/);
    expect(f?.nextSteps[0]).toMatch(/Immediate CTPA.*interim therapeutic anticoagulation/);
    expect(f?.clinician).toMatch(/right-ventricular strain/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng158-vte", "esc-2019-acute-pe"]));
    expect(f?.patient).toMatch(/blood clot in the lungs/);
  });

  it("reads the raised troponin as right-ventricular strain, not as a heart attack", () => {
    const r = run([DDIMER, TNT, NTPROBNP], WELLS_NOTES);
    const trop = find(r, "troponin-elevated");
    expect(trop?.clinician).toMatch(/right-ventricular strain/);
    expect(trop?.patient).not.toMatch(/heart attack/);
    expect(trop?.nextSteps.join(" ")).not.toMatch(/possible acute coronary syndrome: ECG, repeat troponin/);
  });

  it("is high, with CTPA, for a raised D-dimer when PE is suspected without a likely score", () => {
    const r = run([DDIMER], "Pleuritic chest pain for 2 days. Suspected PE. Wells score 3.");
    const f = find(r, "suspected-pulmonary-embolism");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/4 or less: PE unlikely/);
    expect(f?.nextSteps[0]).toMatch(/CTPA now because the D-dimer is raised/);
  });

  it("stays silent for a raised D-dimer without any PE suspicion, or once PE is excluded", () => {
    expect(find(run([DDIMER], "Review after knee surgery."), "suspected-pulmonary-embolism")).toBeUndefined();
    expect(find(run([DDIMER], "Suspected PE. CTPA negative, no PE."), "suspected-pulmonary-embolism")).toBeUndefined();
  });

  it("does not read a DVT Wells score as a PE score", () => {
    const r = run([], "Swollen calf. DVT Wells score 5. Possible PE?");
    expect(find(r, "suspected-pulmonary-embolism")).toBeUndefined();
  });
});
