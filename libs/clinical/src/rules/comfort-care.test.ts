import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

// Review 11 (geriatrics) case 13: 93-year-old, care home, "Family want focus on comfort".
const CASES = new URL("./fixtures/geriatrics-review11/", import.meta.url);

interface Case {
  age: number;
  meds?: string[];
  conditions?: string[];
  notes?: string;
}

function findings(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age, gender: "female" },
    medications: (c.meds ?? []).map((medication) => ({ medication, status: "active" })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    ...(c.notes === undefined ? {} : { additionalContext: c.notes }),
  });
  return analyzeEhr(data, { now: new Date("2026-11-28T12:00:00Z") }).findings;
}
const codes = (c: Case) => findings(c).map((f) => f.code);
const CODE = "comfort-care-preventive-medicines";

describe("comfort-focused care in an older adult", () => {
  it("names the statin and primary-prevention aspirin for review in the review case, citing STOPPFrail", () => {
    const all = runReviewCase(loadReviewCase(CASES, "13-frail-statin-deprescribe-deep")).findings;
    const f = all.find((x) => x.code === CODE);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain('"focus on comfort" in the notes');
    expect(f?.clinician).toContain("Atorvastatin 40 mg: a statin");
    expect(f?.clinician).toContain("Aspirin 75 mg: the notes say it is for primary prevention");
    expect(f?.clinician).toMatch(/STOPPFrail/);
    expect(f?.evidenceIds).toContain("stoppfrail-2017");
    expect(f?.patient).toMatch(/Do not stop them on your own/);
    // Yearly urine ACR in diabetes is left out, and said once.
    expect(all.map((x) => x.code)).not.toContain("diabetes-kidney-monitoring");
    expect(f?.clinician).toMatch(
      /Left out of this report as routine prevention or monitoring: kidney screening in diabetes/,
    );
    // Monitoring of ramipril is kept but asks first whether the medicine is still wanted.
    const raas = all.find((x) => x.code === "raas-unmonitored");
    expect(raas?.clinician).toMatch(/first decide whether the medicine is still wanted/);
  });

  it("leaves out a statin opportunity when palliative care is stated", () => {
    const base: Case = { age: 70, conditions: ["Type 2 diabetes"] };
    expect(codes(base)).toContain("statin-opportunity-diabetes");
    expect(codes({ ...base, notes: "Now under palliative care." })).not.toContain("statin-opportunity-diabetes");
  });

  it("does not list aspirin unless the notes say primary prevention", () => {
    const f = findings({
      age: 85,
      meds: ["Aspirin 75 mg", "Simvastatin 40 mg"],
      notes: "End of life care at home.",
    }).find((x) => x.code === CODE);
    expect(f?.clinician).toContain("Simvastatin 40 mg: a statin");
    expect(f?.clinician).not.toContain("Aspirin");
  });

  it("stays silent without stated comfort care, when it is denied, under 65, and without preventive medicines", () => {
    const meds = ["Atorvastatin 20 mg", "Aspirin 75 mg"];
    const notes = "Aspirin for primary prevention.";
    expect(codes({ age: 90, meds, conditions: ["Severe frailty"], notes })).not.toContain(CODE);
    expect(codes({ age: 90, meds, notes: `${notes} Not for palliative care.` })).not.toContain(CODE);
    expect(codes({ age: 50, meds, notes: `${notes} Palliative care.` })).not.toContain(CODE);
    expect(codes({ age: 90, meds: ["Paracetamol 1 g"], notes: "Palliative care." })).not.toContain(CODE);
    // Without comfort care the diabetes monitoring stays.
    expect(codes({ age: 90, conditions: ["Type 2 diabetes"] })).toContain("diabetes-kidney-monitoring");
  });
});
