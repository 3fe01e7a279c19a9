import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Case {
  age?: number;
  gender?: string;
  meds?: string[];
  conditions?: string[];
  vitals?: { display: string; value: string; unit: string }[];
  labs?: { display: string; value: string; unit: string; referenceRange: string }[];
  notes?: string;
}

function findings(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age ?? 70, gender: c.gender ?? "male" },
    medications: (c.meds ?? []).map((medication) => ({ medication, status: "active", frequency: "daily" })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    vitalSigns: (c.vitals ?? []).map((v) => ({ ...v, date: "2026-11-20" })),
    recentAbnormalLabs: (c.labs ?? []).map((l) => ({ ...l, date: "2026-11-20" })),
    additionalContext: c.notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-23T00:00:00Z") }).findings;
}

const find = (c: Case, code: string) => findings(c).find((f) => f.code === code);
const hr = (value: string) => ({ display: "Heart rate", value, unit: "bpm" });
const qtc = (value: string) => ({ display: "QTc (ECG)", value, unit: "ms" });

describe("beta-blocker with verapamil or diltiazem", () => {
  const meds = ["Bisoprolol 5 mg", "Verapamil MR 120 mg"];

  it("is critical at HR 42 with dizziness and a fall (review case 14)", () => {
    const f = find(
      { age: 76, meds, vitals: [hr("42")], notes: "Now dizzy on standing and one fall." },
      "beta-blocker-with-rate-limiting-ccb",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("Bisoprolol 5 mg");
    expect(f?.clinician).toContain("verapamil MR 120 mg");
    expect(f?.clinician).toContain("Heart rate 42/min");
  });

  it("is high with a normal rate, and critical below 40 without symptoms", () => {
    expect(
      find({ meds: ["Atenolol 50 mg", "Diltiazem 90 mg"], vitals: [hr("68")] }, "beta-blocker-with-rate-limiting-ccb")
        ?.severity,
    ).toBe("high");
    expect(find({ meds, vitals: [hr("38")] }, "beta-blocker-with-rate-limiting-ccb")?.severity).toBe("critical");
  });

  it("stays high at 46/min when dizziness is denied", () => {
    const f = find(
      { meds, vitals: [hr("46")], notes: "No dizziness or falls." },
      "beta-blocker-with-rate-limiting-ccb",
    );
    expect(f?.severity).toBe("high");
  });

  it("says nothing with a dihydropyridine", () => {
    expect(
      find({ meds: ["Bisoprolol 5 mg", "Amlodipine 5 mg"] }, "beta-blocker-with-rate-limiting-ccb"),
    ).toBeUndefined();
  });
});

describe("adult bradycardia", () => {
  it("flags symptomatic HR 45 and names digoxin", () => {
    const f = find(
      { meds: ["Digoxin 125 micrograms"], vitals: [hr("45")], notes: "Two episodes of near-syncope." },
      "bradycardia-adult",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("digoxin");
  });

  it("is silent at 48/min without symptoms, and for children", () => {
    expect(find({ vitals: [hr("48")] }, "bradycardia-adult")).toBeUndefined();
    expect(find({ age: 12, vitals: [hr("38")] }, "bradycardia-adult")).toBeUndefined();
  });

  it("flags HR below 40 even without symptoms", () => {
    expect(find({ vitals: [hr("36")] }, "bradycardia-adult")?.severity).toBe("high");
  });
});

describe("prolonged QTc", () => {
  it("is critical at QTc 512 with near-syncope, QT drugs and low K and Mg (review case 13)", () => {
    const f = find(
      {
        age: 74,
        gender: "female",
        meds: ["Citalopram 40 mg", "Clarithromycin 500 mg", "Ondansetron 4 mg", "Indapamide 2.5 mg"],
        vitals: [qtc("512")],
        labs: [
          { display: "Potassium", value: "3.0", unit: "mmol/L", referenceRange: "3.5-5.3" },
          { display: "Magnesium", value: "0.55", unit: "mmol/L", referenceRange: "0.7-1.0" },
        ],
        notes: "Two brief episodes of palpitations and near-syncope.",
      },
      "qtc-prolonged",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/citalopram 40 mg.*clarithromycin 500 mg.*ondansetron 4 mg/);
    expect(f?.clinician).not.toContain("Indapamide");
    expect(f?.clinician).toMatch(/Low potassium 3 mmol\/L.* and magnesium 0\.55 mmol\/L/);
    expect(f?.clinician).toContain("20 mg daily maximum");
    expect(f?.nextSteps.join(" ")).toMatch(/potassium to 4 mmol\/L/);
    expect(f?.evidenceIds).toContain("mhra-2011-citalopram-qt");
  });

  it("uses sex-specific limits: 465 ms is high in a man, not in a woman", () => {
    expect(find({ gender: "male", vitals: [qtc("465")] }, "qtc-prolonged")?.severity).toBe("high");
    expect(find({ gender: "female", vitals: [qtc("465")] }, "qtc-prolonged")).toBeUndefined();
    expect(find({ gender: "male", vitals: [qtc("440")] }, "qtc-prolonged")).toBeUndefined();
  });

  it("stays high with palpitations alone; fainting makes it critical", () => {
    expect(find({ vitals: [qtc("470")], notes: "Occasional palpitations." }, "qtc-prolonged")?.severity).toBe("high");
    expect(find({ vitals: [qtc("470")], notes: "Fainted at home yesterday." }, "qtc-prolonged")?.severity).toBe(
      "critical",
    );
  });

  it("reads a QTc written in the notes", () => {
    expect(find({ notes: "ECG today: QTc 530 ms." }, "qtc-prolonged")?.severity).toBe("critical");
  });
});

describe("atrial fibrillation without an anticoagulant", () => {
  it("fires for CHA2DS2-VA 2 on aspirin alone (review case 01), not counting sex", () => {
    const f = find(
      {
        age: 71,
        gender: "female",
        conditions: ["Atrial fibrillation", "Essential hypertension"],
        meds: ["Aspirin 75 mg"],
      },
      "af-no-anticoagulant",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("CHA2DS2-VA score 2");
    expect(f?.clinician).toContain("hypertension 1");
    expect(f?.clinician).toMatch(/Aspirin 75 mg is not stroke prevention/);
    expect(f?.evidenceIds).toContain("esc-ehra-af-oac-antiplatelet");
  });

  it("scores stroke 2 and age 75 2", () => {
    const f = find({ age: 80, conditions: ["Atrial fibrillation", "Ischaemic stroke"] }, "af-no-anticoagulant");
    expect(f?.clinician).toContain("CHA2DS2-VA score 4");
  });

  it("does not score venous thromboembolism as stroke, nor treat mild mitral stenosis as valvular AF", () => {
    expect(
      find({ age: 55, conditions: ["Atrial fibrillation", "Venous thromboembolism"] }, "af-no-anticoagulant"),
    ).toBeUndefined();
    const f = find(
      { age: 70, conditions: ["Atrial fibrillation", "Hypertension", "Mild mitral stenosis"] },
      "af-no-anticoagulant",
    );
    expect(f?.clinician).toContain("CHA2DS2-VA score 2");
  });

  it("is low (consider) at a score of 1", () => {
    expect(
      find({ age: 55, conditions: ["Atrial fibrillation", "Type 2 diabetes"] }, "af-no-anticoagulant")?.severity,
    ).toBe("low");
  });

  it("is silent for a sex-only score (review case 02), on an anticoagulant, or with a recorded decision or valve", () => {
    expect(
      find({ age: 58, gender: "female", conditions: ["Paroxysmal atrial fibrillation"] }, "af-no-anticoagulant"),
    ).toBeUndefined();
    const af = { age: 78, conditions: ["Atrial fibrillation", "Hypertension"] };
    expect(find({ ...af, meds: ["Apixaban 5 mg"] }, "af-no-anticoagulant")).toBeUndefined();
    expect(find({ ...af, notes: "Anticoagulation declined after discussion." }, "af-no-anticoagulant")).toBeUndefined();
    expect(find({ ...af, notes: "Mechanical mitral valve." }, "af-no-anticoagulant")).toBeUndefined();
    expect(
      find({ ...af, conditions: [...af.conditions, "Rheumatic mitral stenosis"] }, "af-no-anticoagulant"),
    ).toBeUndefined();
  });
});
