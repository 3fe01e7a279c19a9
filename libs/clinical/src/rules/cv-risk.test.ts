import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { prevent10Year } from "../risk/prevent.ts";

interface Lab {
  display: string;
  value: string;
  unit: string;
  referenceRange?: string;
  date?: string;
}

interface Case {
  age?: number;
  gender?: string;
  meds?: string[];
  conditions?: string[];
  vitals?: { display: string; value: string; unit: string; date?: string }[];
  labs?: Lab[];
  notes?: string;
}

const DAY = "2026-11-12";

function findings(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age ?? 52, gender: c.gender ?? "male" },
    medications: (c.meds ?? []).map((medication) => ({ medication, status: "active", frequency: "daily" })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    vitalSigns: (c.vitals ?? []).map((v) => ({ date: DAY, ...v })),
    recentAbnormalLabs: (c.labs ?? []).map((l) => ({ referenceRange: "", date: DAY, ...l })),
    additionalContext: c.notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-20T12:00:00Z") }).findings;
}

const prevent = (c: Case) => findings(c).find((f) => f.code === "prevent-10y-cv-risk");

/** The 52-year-old man of the primary-care review (annual-us-52m). */
const annualMan: Case = {
  age: 52,
  gender: "male",
  vitals: [
    { display: "Systolic blood pressure", value: "136", unit: "mmHg" },
    { display: "Diastolic blood pressure", value: "86", unit: "mmHg" },
  ],
  labs: [
    { display: "Cholesterol, Total", value: "248", unit: "mg/dL", referenceRange: "<200" },
    { display: "HDL Cholesterol", value: "38", unit: "mg/dL", referenceRange: "> OR = 40" },
    { display: "eGFR", value: "91", unit: "mL/min/1.73m2", referenceRange: "> OR = 60" },
    { display: "Hemoglobin A1c", value: "6.1", unit: "%", referenceRange: "<5.7" },
  ],
  notes: "Annual physical. Non-smoker. Father had a heart attack at 61.",
};

/** preventr's worked example as a record: woman of 50, treated SBP 160, diabetes, TC 200, HDL 45, eGFR 90. */
const preventrWoman: Case = {
  age: 50,
  gender: "female",
  meds: ["Lisinopril 20 mg"],
  conditions: ["Type 2 diabetes mellitus"],
  vitals: [{ display: "Blood pressure", value: "160/88", unit: "mmHg" }],
  labs: [
    { display: "Total cholesterol", value: "200", unit: "mg/dL" },
    { display: "HDL cholesterol", value: "45", unit: "mg/dL" },
    { display: "eGFR", value: "90", unit: "mL/min/1.73m2" },
  ],
  notes: "Never smoked.",
};

describe("PREVENT 10-year cardiovascular risk in a check-up", () => {
  it("states the risk and its inputs for the review's 52-year-old man, at low severity", () => {
    const f = prevent(annualMan);
    const expected = prevent10Year({
      age: 52,
      sex: "male",
      totalCholesterolMgDl: 248,
      hdlMgDl: 38,
      sbp: 136,
      bpTreated: false,
      diabetes: false,
      currentSmoker: false,
      egfr: 91,
      statin: false,
    });
    expect(expected).toBeDefined();
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain(`total cardiovascular disease (heart attack, stroke or heart failure) 5.3%`);
    expect(f?.clinician).toContain(`of atherosclerotic cardiovascular disease 4.1%`);
    expect(f?.clinician).toContain("total cholesterol 248 mg/dL");
    expect(f?.clinician).toContain("HDL cholesterol 38 mg/dL");
    expect(f?.clinician).toContain("systolic blood pressure 136 mmHg on 2026-11-12");
    expect(f?.clinician).toContain("not a current smoker");
    expect(f?.clinician).toContain("no diabetes");
    expect(f?.clinician).toContain("7.5%");
    expect(f?.clinician).toContain("stage 1 range");
    expect(f?.patient).toContain("About 5 in 100 people like you would have a heart attack, stroke or heart failure");
  });

  it("reproduces preventr's worked example from a record (14.7% total CVD)", () => {
    const f = prevent(preventrWoman);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("heart failure) 14.7%");
    expect(f?.clinician).toContain("atherosclerotic cardiovascular disease 9.2%");
    expect(f?.clinician).toContain("on blood pressure medicine (lisinopril 20 mg)");
    expect(f?.clinician).toContain("diabetes (Type 2 diabetes mellitus)");
    expect(f?.clinician).not.toContain("stage 1 range");
    expect(f?.patient).toContain("About 15 in 100");
  });

  it("reads SI cholesterol and an eGFR reported as >90 (used at 90, said to be an upper estimate)", () => {
    const f = prevent({
      age: 47,
      gender: "female",
      vitals: [{ display: "Blood pressure", value: "128/78", unit: "mmHg", date: "2026-11-05" }],
      labs: [
        { display: "Cholesterol", value: "6.4", unit: "mmol/L", date: "2026-11-05" },
        { display: "HDL cholesterol", value: "1.5", unit: "mmol/L", date: "2026-11-05" },
        { display: "eGFR", value: ">90", unit: "mL/min/1.73m2", referenceRange: ">90", date: "2026-11-05" },
      ],
      notes: "NHS health check. Ex-smoker, stopped 10 years ago.",
    });
    const expected = prevent10Year({
      age: 47,
      sex: "female",
      totalCholesterolMgDl: 6.4 / 0.02586,
      hdlMgDl: 1.5 / 0.02586,
      sbp: 128,
      bpTreated: false,
      diabetes: false,
      currentSmoker: false,
      egfr: 90,
      statin: false,
    });
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain(`heart failure) ${Math.round((expected?.cvd ?? 0) * 1000) / 10}%`);
    expect(f?.clinician).toContain("lower limit");
  });

  it("counts an HbA1c of 6.5% or more as diabetes and a smoker in the notes as a current smoker", () => {
    const f = prevent({
      ...annualMan,
      labs: [
        ...(annualMan.labs ?? []).filter((l) => !/a1c/i.test(l.display)),
        { display: "Hemoglobin A1c", value: "6.8", unit: "%" },
      ],
      notes: "Smokes 10 cigarettes a day.",
    });
    expect(f?.clinician).toContain("diabetes by HbA1c 6.8 %");
    expect(f?.clinician).toContain("current smoker");
    expect(f?.severity).toBe("low");
  });

  it("uses a statin from the medicine list", () => {
    const f = prevent({ ...annualMan, meds: ["Atorvastatin 20 mg"] });
    expect(f?.clinician).toContain("on a statin (atorvastatin 20 mg)");
  });
});

describe("PREVENT 10-year risk: when nothing is computed", () => {
  it("not with known atherosclerotic disease or heart failure", () => {
    expect(prevent({ ...annualMan, conditions: ["Coronary artery disease"] })).toBeUndefined();
    expect(prevent({ ...annualMan, conditions: ["Heart failure"] })).toBeUndefined();
  });

  it("not when smoking status is not recorded", () => {
    expect(prevent({ ...annualMan, notes: "Annual physical." })).toBeUndefined();
  });

  it("not outside ages 30–79", () => {
    expect(prevent({ ...annualMan, age: 82 })).toBeUndefined();
    expect(prevent({ ...annualMan, age: 28 })).toBeUndefined();
  });

  it("not without HDL cholesterol, eGFR or a blood pressure", () => {
    const without = (name: RegExp) => ({
      ...annualMan,
      labs: (annualMan.labs ?? []).filter((l) => !name.test(l.display)),
    });
    expect(prevent(without(/hdl/i))).toBeUndefined();
    expect(prevent(without(/egfr/i))).toBeUndefined();
    expect(prevent({ ...annualMan, vitals: [] })).toBeUndefined();
  });

  it("not with cholesterol older than a year", () => {
    const old = (annualMan.labs ?? []).map((l) => (/cholesterol/i.test(l.display) ? { ...l, date: "2025-06-01" } : l));
    expect(prevent({ ...annualMan, labs: old })).toBeUndefined();
  });
});
