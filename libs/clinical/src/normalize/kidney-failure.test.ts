import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
const CREATININE = { display: "Creatinine", value: "650", unit: "umol/L", date: "2026-11-15", referenceRange: "45-84" };

function ehr(conditions: { display: string; clinicalStatus: string; code?: string }[], labs = [CREATININE]) {
  return analyzeEhr(
    healthDataSchema.parse({
      patientInfo: { age: 67, gender: "female" },
      recentAbnormalLabs: labs,
      pastMedicalHistory: conditions,
    }),
    NOW,
  );
}
const find = (r: { findings: readonly Finding[] }, id: string) => r.findings.find((f) => f.id.startsWith(id));
const creatinineOf = (r: ReturnType<typeof ehr>) => r.model.labs.find((o) => o.analyteId === "creatinine");

describe("creatinine and urea in recorded kidney failure", () => {
  it("reads a creatinine beyond the critical limit as high, the expected state, when kidney failure is on record", () => {
    const r = ehr([{ display: "End stage renal disease", clinicalStatus: "active" }]);
    expect(creatinineOf(r)).toMatchObject({ status: "high", critical: false });
    expect(r.findings.some((f) => f.severity === "critical")).toBe(false);
    expect(find(r, "lab-abnormal")?.clinician).toMatch(/expected with the kidney failure on record/);
    expect(find(r, "lab-abnormal")?.patient).toMatch(/expected with the kidney failure on record/);
  });

  it("recognises dialysis by name and by ICD-10 code", () => {
    expect(creatinineOf(ehr([{ display: "Dependence on renal dialysis", clinicalStatus: "active" }]))?.critical).toBe(
      false,
    );
    expect(creatinineOf(ehr([{ display: "Renal problem", clinicalStatus: "active", code: "Z99.2" }]))?.critical).toBe(
      false,
    );
  });

  it("keeps the critical reading without a current kidney failure: none, resolved, acute injury, or a transplant", () => {
    expect(creatinineOf(ehr([]))?.critical).toBe(true);
    expect(creatinineOf(ehr([{ display: "ESRD", clinicalStatus: "resolved" }]))?.critical).toBe(true);
    expect(creatinineOf(ehr([{ display: "Acute kidney failure", clinicalStatus: "active" }]))?.critical).toBe(true);
    const graft = ehr([{ display: "Kidney transplant, previously on haemodialysis", clinicalStatus: "active" }]);
    expect(creatinineOf(graft)?.critical).toBe(true);
  });

  it("keeps a result the laboratory flagged critical, and a critical potassium, critical", () => {
    const flagged = ehr(
      [{ display: "End stage renal disease", clinicalStatus: "active" }],
      [{ ...CREATININE, interpretation: "Critical" } as typeof CREATININE],
    );
    expect(creatinineOf(flagged)?.critical).toBe(true);
    const potassium = {
      display: "Potassium",
      value: "7.1",
      unit: "mmol/L",
      date: "2026-11-15",
      referenceRange: "3.5-5.1",
    };
    const r = ehr([{ display: "End stage renal disease", clinicalStatus: "active" }], [CREATININE, potassium]);
    expect(r.model.labs.find((o) => o.analyteId === "potassium")?.critical).toBe(true);
  });

  it("says the kidney failure is known in the CKD finding and points to the kidney team, not to CKD monitoring", () => {
    const f = find(ehr([{ display: "End stage renal disease", clinicalStatus: "active" }]), "ckd-stage");
    expect(f?.clinician).toMatch(/Kidney failure is on record/);
    expect(f?.clinician).not.toMatch(/A single result does not establish CKD/);
    expect(f?.nextSteps).toEqual([expect.stringMatching(/^Care with the kidney team/)]);
  });

  it("reads kidney failure from the lab-results patient context too", () => {
    const run = (conditions: { name: string }[]) =>
      analyzeLabResults(
        [
          labTestSchema.parse({
            name: "Creatinine",
            value: "9.5",
            unit: "mg/dL",
            referenceRange: "0.6-1.1",
            date: "2026-11-15",
          }),
        ],
        patientContextSchema.parse({ age: 70, gender: "male", conditions }),
        NOW,
      );
    expect(run([]).model.labs[0]?.critical).toBe(true);
    const { model, findings } = run([{ name: "ESKD on haemodialysis" }]);
    expect(model.labs[0]?.critical).toBe(false);
    expect(findings.some((f) => f.severity === "critical")).toBe(false);
  });
});
