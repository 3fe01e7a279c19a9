import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

interface Case {
  age?: number;
  gender?: string;
  conditions?: { display: string; code?: string }[];
  vitals?: { display: string; value: string; unit: string }[];
  labs?: { display: string; value: string; unit: string; referenceRange: string }[];
  notes?: string;
}

function findings(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age ?? 16, gender: c.gender ?? "female" },
    pastMedicalHistory: (c.conditions ?? []).map((x) => ({ ...x, clinicalStatus: "active" })),
    vitalSigns: (c.vitals ?? []).map((v) => ({ ...v, date: "2026-11-19" })),
    recentAbnormalLabs: (c.labs ?? []).map((l) => ({ ...l, date: "2026-11-19" })),
    additionalContext: c.notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-20T09:00:00Z") }).findings;
}

const ID = "eating-disorder-medical-instability";
const codes = (c: Case) => findings(c).map((f) => f.code);
const find = (c: Case, code = ID) => findings(c).find((f) => f.code === code);

const anorexia = [{ display: "Anorexia nervosa", code: "F50.0" }];
const hr = (value: string) => ({ display: "Heart rate", value, unit: "bpm" });
const bp = (value: string) => ({ display: "Blood pressure", value, unit: "mmHg" });
const temp = (value: string) => ({ display: "Body temperature", value, unit: "Cel" });
const bmi = (value: string) => ({ display: "BMI", value, unit: "kg/m2" });
const lab = (display: string, value: string, unit: string, referenceRange: string) => ({
  display,
  value,
  unit,
  referenceRange,
});
const potassium = (v: string) => lab("Potassium", v, "mmol/L", "3.5-5.1");
const phosphate = (v: string) => lab("Phosphate", v, "mmol/L", "0.80-1.50");
const magnesium = (v: string) => lab("Magnesium", v, "mmol/L", "0.70-1.00");
const glucose = (v: string) => lab("Glucose", v, "mmol/L", "3.9-7.8");
const crp = (v: string) => lab("CRP", v, "mg/L", "0-5");

/** The paediatric review's case (review10, adolescent-eating-disorder.json). */
const teenAnorexia: Case = {
  age: 16,
  conditions: anorexia,
  vitals: [hr("38"), bp("84/50"), temp("35.3"), bmi("14.6")],
  labs: [potassium("2.8"), phosphate("0.62"), glucose("3.3"), magnesium("0.64")],
  notes:
    "Weight loss 9 kg over 6 months, restricting to 500 kcal/day, self-induced vomiting some days. Dizzy on standing.",
};

describe("eating disorder: markers of medical instability", () => {
  it("brings the slow heart rate, low blood pressure and temperature and low salts of a teenager with anorexia into one critical finding", () => {
    const f = find(teenAnorexia);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("heart rate 38/min");
    expect(f?.clinician).toContain("blood pressure 84/50 mmHg");
    expect(f?.clinician).toContain("temperature 35.3 °C");
    expect(f?.clinician).toContain("Potassium 2.8 mmol/L");
    expect(f?.clinician).toContain("Phosphate 0.62 mmol/L");
    expect(f?.clinician).toMatch(/same-day medical assessment with a view to admission/i);
    expect(f?.clinician).toContain("MEED");
    // BMI under 18 is not judged against adult cut-offs: it is compared on a growth chart.
    expect(f?.clinician).toContain("growth chart");
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["sahm-2022-restrictive-eating-disorders", "nice-ng69-eating-disorders"]),
    );
  });

  it("warns about refeeding syndrome when potassium, phosphate or magnesium is low before feeding, citing NICE CG32", () => {
    const f = find(teenAnorexia);
    expect(f?.clinician).toMatch(/Refeeding syndrome/);
    expect(f?.nextSteps.some((s) => /check potassium, phosphate and magnesium/.test(s))).toBe(true);
    expect(f?.patient).toContain("refeeding syndrome");
    expect(f?.evidenceIds).toContain("nice-cg32-nutrition-support");
  });

  it("does not call the starvation signs possible sepsis, nor repeat them as unexplained dangerous vital signs", () => {
    const c = codes(teenAnorexia);
    expect(c).not.toContain("sepsis-high-risk-adult");
    expect(c).not.toContain("vital-signs-danger");
    expect(c).not.toContain("fever-sepsis-check");
  });

  it("still calls possible sepsis when the notes record an infection, or an inflammatory marker is raised", () => {
    expect(codes({ ...teenAnorexia, notes: "Productive cough and suspected chest infection." })).toContain(
      "sepsis-high-risk-adult",
    );
    expect(codes({ ...teenAnorexia, labs: [...(teenAnorexia.labs ?? []), crp("85")] })).toContain(
      "sepsis-high-risk-adult",
    );
  });

  it("leaves the sepsis reading unchanged when no eating disorder is recorded", () => {
    const c = codes({ age: 16, vitals: [bp("84/50"), temp("35.3")] });
    expect(c).toContain("sepsis-high-risk-adult");
    expect(c).not.toContain(ID);
  });

  it("reads ARFID from the notes in a 14-year-old, names the heart rate, and does not repeat the blood pressure as unjudged for age", () => {
    const c: Case = {
      age: 14,
      vitals: [hr("44"), bp("86/48")],
      notes: "Diagnosed with ARFID last year; eating very little.",
    };
    const f = find(c);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("heart rate 44/min");
    expect(codes(c)).not.toContain("vital-signs-unjudged-for-age");
  });

  it("is high, not critical, with a low phosphate alone", () => {
    const f = find({
      age: 19,
      conditions: [{ display: "Eating disorder, restrictive type" }],
      labs: [phosphate("0.70")],
    });
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Phosphate 0.7 mmol/L");
  });

  it("gives an adult with a BMI below 16 and a low magnesium only a moderate refeeding warning", () => {
    const f = find({ age: 30, conditions: anorexia, vitals: [bmi("14.9"), hr("62")], labs: [magnesium("0.62")] });
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("below 16");
    expect(f?.clinician).not.toContain("markers of medical instability");
    expect(f?.evidenceIds).toContain("nice-cg32-nutrition-support");
  });

  it("does not fire for anorexia as a symptom, a denied eating disorder, or normal readings", () => {
    expect(find({ conditions: [{ display: "Anorexia and weight loss" }], vitals: [hr("44")] })).toBeUndefined();
    expect(find({ notes: "No eating disorder. Well.", vitals: [hr("44")] })).toBeUndefined();
    expect(find({ conditions: anorexia, vitals: [hr("64"), bp("104/66"), temp("36.5")] })).toBeUndefined();
  });
});

describe("low glucose with an eating disorder", () => {
  it("points the low glucose to starvation when an eating disorder is recorded", () => {
    const f = find(teenAnorexia, "hypoglycaemia");
    expect(f?.clinician).toContain("starvation is the cause to consider first");
    expect(find({ age: 16, labs: [glucose("3.3")] }, "hypoglycaemia")?.clinician).not.toContain("starvation");
  });
});

describe("an eating disorder in remission or in the past (overcall review 13, case 11)", () => {
  const folder = new URL("./fixtures/overcall-review13/", import.meta.url);

  it("does not read 'eating disorder in remission since 2021' as current: potassium 3.4 stays a low lab line", () => {
    const out = runReviewCase(loadReviewCase(folder, "11-old-eah-remitted-ed"));
    expect(out.findings.map((f) => f.code)).not.toContain(ID);
    expect(out.findings.map((f) => f.code)).toContain("lab-low");
  });

  it.each(["Recovered from anorexia nervosa in 2019.", "History of bulimia as a teenager."])(
    "a past disorder in the notes (%s) does not count",
    (notes) => {
      expect(codes({ age: 30, notes, labs: [potassium("2.9")] })).not.toContain(ID);
    },
  );

  it("a past disorder that has come back counts", () => {
    const notes = "History of anorexia nervosa, relapsed this autumn.";
    expect(codes({ age: 30, notes, labs: [potassium("2.9")] })).toContain(ID);
  });
});
