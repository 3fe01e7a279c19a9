import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";

/**
 * Primary-care review 10, items 6–9: what a medicine already in the record changes in the advice
 * (rules/medicine-review.ts). Records go through the public EHR normaliser, as the review's cases did.
 */

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

type Lab = { display: string; value: string; unit: string; referenceRange?: string; date?: string };
type Med = { medication: string; startDate?: string };
type Record = {
  age: number;
  gender: "male" | "female";
  labs: Lab[];
  meds?: Med[];
  conditions?: string[];
  notes?: string;
  vitals?: { display: string; value: string; unit: string }[];
  genes?: { geneCode: string; geneDisplay: string; interpretation: string; value?: string; date?: string }[];
};

function run(r: Record): Finding[] {
  const data = healthDataSchema.parse({
    patientInfo: { age: r.age, gender: r.gender },
    recentAbnormalLabs: r.labs.map((l) => ({ date: "2026-11-14", ...l })),
    pastMedicalHistory: (r.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    medications: (r.meds ?? []).map((m) => ({ status: "active", ...m })),
    vitalSigns: (r.vitals ?? []).map((v) => ({ date: "2026-11-14", ...v })),
    ...(r.notes ? { additionalContext: r.notes } : {}),
    ...(r.genes ? { geneticData: r.genes } : {}),
  });
  return analyzeEhr(data, NOW).findings;
}

const find = (fs: Finding[], code: string) => fs.find((f) => f.code === code);
const steps = (fs: Finding[]) => fs.flatMap((f) => f.nextSteps);

const sodium = (value: string): Lab => ({ display: "Sodium", value, unit: "mmol/L", referenceRange: "135-145" });
const potassium = (value: string): Lab => ({
  display: "Potassium",
  value,
  unit: "mmol/L",
  referenceRange: "3.5-5.1",
});
const MAGNESIUM: Lab = { display: "Magnesium", value: "1.8", unit: "mg/dL", referenceRange: "1.7-2.2" };
const LISINOPRIL: Med = { medication: "Lisinopril 20 mg", startDate: "2009-06-01" };
const HCTZ_NEW: Med = { medication: "Hydrochlorothiazide 25 mg", startDate: "2026-09-01" };
const HCTZ_OLD: Med = { medication: "Hydrochlorothiazide 25 mg", startDate: "2015-01-01" };
const BP_152_94 = [
  { display: "Systolic blood pressure", value: "152", unit: "mmHg" },
  { display: "Diastolic blood pressure", value: "94", unit: "mmHg" },
];

describe("low sodium and potassium soon after starting a thiazide (review 10, item 9)", () => {
  const fs = run({
    age: 69,
    gender: "female",
    labs: [sodium("128"), potassium("3.0"), MAGNESIUM],
    meds: [LISINOPRIL, HCTZ_NEW],
    conditions: ["Essential hypertension"],
    vitals: BP_152_94,
    notes: "HCTZ added in September for uncontrolled BP. Home readings 145-155/90.",
  });

  it("says to stop the thiazide and replace it, not to review it", () => {
    const f = find(fs, "diuretic-hyponatraemia");
    expect(f?.nextSteps[0]).toMatch(
      /^Stop hydrochlorothiazide 25 mg \(a likely cause of the low sodium\) and control blood pressure with another class, such as a calcium-channel blocker/,
    );
    expect(steps(fs).join(" ")).not.toMatch(
      /Review the diuretic|Review drugs that can lower sodium \(Hydrochlorothiazide/,
    );
  });

  it("does not add a potassium-sparing agent while the sodium is low, nor ask for the magnesium in the record", () => {
    const f = find(fs, "diuretic-hypokalaemia");
    expect(f?.nextSteps[0]).toBe(
      "Replace potassium; with the sodium low too, stop hydrochlorothiazide 25 mg rather than adding a potassium-sparing agent",
    );
    expect(steps(fs).join(" ")).not.toMatch(/check magnesium/i);
  });

  it("replaces the thiazide in the blood pressure plan instead of intensifying treatment", () => {
    const f = find(fs, "bp-stage-2");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Intensify/);
    expect(f?.nextSteps).toContain(
      "Adjust treatment toward below 130/80 mmHg without hydrochlorothiazide 25 mg, which has lowered the sodium: a calcium-channel blocker is the usual replacement (NICE NG136)",
    );
    expect(f?.evidenceIds).toContain("nice-ng136-hypertension");
  });

  it("keeps the usual advice with a normal sodium, and asks for magnesium when none is in the record", () => {
    const low = run({
      age: 69,
      gender: "female",
      labs: [sodium("139"), potassium("3.1")],
      meds: [LISINOPRIL, HCTZ_NEW],
      conditions: ["Essential hypertension"],
      vitals: BP_152_94,
      notes: "Home readings 145-155/90.",
    });
    expect(find(low, "diuretic-hypokalaemia")?.nextSteps[0]).toBe(
      "Replace potassium or add a potassium-sparing agent; check magnesium",
    );
    expect(find(low, "bp-stage-2")?.nextSteps.join(" ")).toMatch(/Intensify treatment toward below 130\/80/);
  });

  it("reviews a long-standing thiazide with a mildly low sodium rather than stopping it", () => {
    const mild = run({
      age: 69,
      gender: "female",
      labs: [sodium("133")],
      meds: [LISINOPRIL, HCTZ_OLD],
      conditions: ["Essential hypertension"],
    });
    expect(find(mild, "diuretic-hyponatraemia")?.nextSteps[0]).toMatch(/^Review the diuretic/);
  });

  it("does not stop the diuretic unseen in heart failure", () => {
    const hf = run({
      age: 75,
      gender: "male",
      labs: [sodium("127")],
      meds: [{ medication: "Indapamide 2.5 mg", startDate: "2026-10-01" }],
      conditions: ["Heart failure"],
    });
    expect(find(hf, "diuretic-hyponatraemia")?.nextSteps[0]).toMatch(/^Review the diuretic/);
  });
});

describe("symptomatic low sodium on an SSRI and a thiazide (review 10, item 7)", () => {
  const fs = run({
    age: 79,
    gender: "female",
    labs: [sodium("123")],
    meds: [
      { medication: "Sertraline 100 mg", startDate: "2026-10-01" },
      { medication: "Indapamide 1.5 mg SR", startDate: "2014-01-01" },
    ],
    conditions: ["Major depressive disorder, recurrent", "Essential hypertension"],
    notes: "Daughter reports new confusion, unsteady, fell at home yesterday, nausea. Drinking lots of water.",
  });

  // Sodium 123 with new confusion is profound and symptomatic: emergency care now (review 26, notes-26).
  it("asks for emergency assessment now and a limited rise in sodium", () => {
    const f = find(fs, "hyponatraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(
      /^Emergency assessment now \(emergency department\): profound hyponatraemia with confusion/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(
      /Limit the rise in sodium to 10 mmol\/L in the first 24 hours and 8 mmol\/L in each 24 hours after \(risk of osmotic demyelination\)/,
    );
  });

  it("stops the thiazide and reviews the SSRI", () => {
    expect(find(fs, "hyponatraemia")?.nextSteps).toContain(
      "Review sertraline 100 mg (it can lower sodium) and fluid intake",
    );
    expect(find(fs, "diuretic-hyponatraemia")?.nextSteps[0]).toMatch(/^Stop Indapamide 1\.5 mg SR/i);
  });

  it("names every suspected medicine in the patient's questions", () => {
    const questions = fs.flatMap((f) => f.patientQuestions);
    expect(questions).toContain("Could my sertraline be lowering my sodium?");
    expect(questions).toContain("Could my water pill be lowering my sodium?");
  });

  it("keeps the outpatient steps for a low sodium without symptoms", () => {
    const quiet = run({ age: 79, gender: "female", labs: [sodium("128")] });
    expect(find(quiet, "hyponatraemia")?.nextSteps.join(" ")).not.toMatch(/hospital|Limit the rise/);
  });
});

describe("gout with a raised urate on allopurinol (review 10, item 8)", () => {
  const urate: Lab = { display: "Urate", value: "0.54", unit: "mmol/L", referenceRange: "0.20-0.42" };

  it("raises the allopurinol dose stepwise to the target, with prophylaxis while titrating", () => {
    const f = find(
      run({
        age: 61,
        gender: "male",
        labs: [urate],
        meds: [{ medication: "Allopurinol 100 mg", startDate: "2024-03-01" }],
        conditions: ["Gout"],
      }),
      "gout-urate-above-target",
    );
    expect(f?.nextSteps).toEqual([
      "Check adherence, then raise the dose of allopurinol 100 mg stepwise, guided by urate about monthly, until urate is below about 0.36 mmol/L (6 mg/dL)",
      "While titrating, give anti-inflammatory prophylaxis (colchicine, an NSAID or prednisolone) for 3–6 months",
    ]);
    expect(f?.clinician).toContain("Already on allopurinol 100 mg (since 2024-03-01)");
    expect(f?.evidenceIds).toContain("nice-ng219-gout");
  });

  it("still says to start treatment when no urate-lowering medicine is taken", () => {
    const f = find(run({ age: 61, gender: "male", labs: [urate], conditions: ["Gout"] }), "gout-urate-above-target");
    expect(f?.nextSteps[0]).toMatch(/^Start or titrate urate-lowering therapy/);
    expect(f?.nextSteps[1]).toMatch(/^When starting it/);
  });
});

describe("gout with HLA-B*58:01 or a urate from before allopurinol (review 10 deep-citations, must-fix 1)", () => {
  const urate: Lab = {
    display: "Uric acid",
    value: "9.2",
    unit: "mg/dL",
    referenceRange: "3.5-7.2",
    date: "2026-11-01",
  };
  const HLA_B5801 = {
    geneCode: "3106",
    geneDisplay: "HLA-B",
    interpretation: "HLA-B*58:01 positive",
    value: "HLA-B*58:01",
    date: "2026-11-05",
  };
  const ALLOPURINOL_NEW: Med = { medication: "Allopurinol 100 mg", startDate: "2026-11-12" };

  it("with HLA-B*58:01, never advises raising or starting allopurinol and names an alternative", () => {
    const fs = run({
      age: 70,
      gender: "male",
      labs: [urate],
      meds: [ALLOPURINOL_NEW],
      conditions: ["Gout"],
      genes: [HLA_B5801],
    });
    expect(find(fs, "hla-b5801-allopurinol")?.severity).toBe("critical");
    const f = find(fs, "gout-urate-above-target");
    expect(f?.nextSteps.join(" ")).not.toMatch(/raise the dose|allopurinol first line|Start or titrate/);
    expect(f?.nextSteps[0]).toBe(
      "Do not raise allopurinol 100 mg: HLA-B*58:01 is positive; contact the prescriber the same day about stopping it",
    );
    expect(f?.nextSteps[1]).toMatch(/other than allopurinol, such as febuxostat/);
    expect(f?.clinician).not.toContain("Already on");
    expect(f?.patient).not.toMatch(/allopurinol dose may need to go up/);
    expect(f?.patient).toMatch(/such as febuxostat/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["acr-2020-gout", "cpic-hlab-allopurinol-2013"]));
  });

  it("with HLA-B*58:01 and no allopurinol, does not suggest allopurinol first line", () => {
    const f = find(
      run({ age: 70, gender: "male", labs: [urate], conditions: ["Gout"], genes: [HLA_B5801] }),
      "gout-urate-above-target",
    );
    expect(f?.nextSteps[0]).toBe("Do not start allopurinol: HLA-B*58:01 is positive");
    expect(f?.nextSteps.join(" ")).not.toMatch(/allopurinol first line/);
  });

  it("without HLA-B*58:01, reads a urate taken before allopurinol was started as a baseline, not a dose that missed the target", () => {
    const f = find(
      run({ age: 70, gender: "male", labs: [urate], meds: [ALLOPURINOL_NEW], conditions: ["Gout"] }),
      "gout-urate-above-target",
    );
    expect(f?.clinician).not.toContain("the dose has not reached the target");
    expect(f?.clinician).toContain("Allopurinol 100 mg was started on 2026-11-12, after this urate (2026-11-01)");
    expect(f?.nextSteps[0]).toMatch(/^Recheck urate about a month after starting Allopurinol 100 mg/i);
    expect(f?.patient).toMatch(/measured before you started allopurinol/);
  });
});

describe("an NSAID with iron deficiency from heavy periods (review 10, item 6)", () => {
  const IDA: Lab[] = [
    { display: "Hemoglobin", value: "9.2", unit: "g/dL", referenceRange: "11.7-15.5" },
    { display: "MCV", value: "71", unit: "fL", referenceRange: "80-100" },
    { display: "Ferritin", value: "5", unit: "ng/mL", referenceRange: "16-154" },
  ];
  const IBUPROFEN: Med = { medication: "Ibuprofen 400 mg", startDate: "2025-06-01" };

  it("does not present ibuprofen as a cause of bleeding when the loss is heavy menstrual bleeding", () => {
    const f = find(
      run({ age: 32, gender: "female", labs: IDA, meds: [IBUPROFEN], conditions: ["Heavy menstrual bleeding"] }),
      "iron-deficiency-anaemia",
    );
    expect(f?.patient).not.toMatch(/bleeding more likely/);
    expect(f?.clinician).not.toMatch(/bleeding more likely/);
    // A US record (g/dL) is given the Cochrane review, not NICE NG88 (review 28, country-28c).
    expect(f?.clinician).toMatch(/NSAIDs lower menstrual blood loss \(Cochrane review/);
    expect(f?.clinician).not.toMatch(/NICE NG88/);
    expect(f?.evidenceIds).toContain("cochrane-2019-nsaids-heavy-menstrual-bleeding");
    expect(f?.evidenceIds).not.toContain("acc-aha-2019-primary-prevention");
  });

  it("reads heavy periods from the notes too", () => {
    const f = find(
      run({ age: 32, gender: "female", labs: IDA, meds: [IBUPROFEN], notes: "Very heavy periods with clots." }),
      "iron-deficiency-anaemia",
    );
    expect(f?.patient).not.toMatch(/bleeding more likely/);
  });

  it("keeps the bleeding warning with gut symptoms, or without heavy periods", () => {
    const gut = find(
      run({
        age: 32,
        gender: "female",
        labs: IDA,
        meds: [IBUPROFEN],
        conditions: ["Heavy menstrual bleeding"],
        notes: "Black tarry stools last week.",
      }),
      "iron-deficiency-anaemia",
    );
    expect(gut?.patient).toMatch(/bleeding more likely/);
    const man = find(
      run({
        age: 58,
        gender: "male",
        labs: [{ display: "Hemoglobin", value: "10.2", unit: "g/dL", referenceRange: "13.5-17.5" }, ...IDA.slice(1)],
        meds: [IBUPROFEN],
      }),
      "iron-deficiency-anaemia",
    );
    expect(man?.patient).toMatch(/bleeding more likely/);
  });
});

describe("frail older adult with HFrEF, CKD and potassium 5.7 on spironolactone (review 10 deep-citations, should-fix 8 and 9)", () => {
  const creatinine: Lab = { display: "Creatinine", value: "1.6", unit: "mg/dL", referenceRange: "0.5-1.1" };
  const hba1c: Lab = { display: "HbA1c", value: "6.2", unit: "%", referenceRange: "4.0-5.6" };
  const base: Record = {
    age: 84,
    gender: "female",
    labs: [potassium("5.7"), creatinine, hba1c],
    conditions: [
      "Heart failure with reduced ejection fraction",
      "Chronic kidney disease stage 3b",
      "Type 2 diabetes mellitus",
    ],
    meds: [
      { medication: "Spironolactone 25 mg" },
      LISINOPRIL,
      { medication: "Glipizide 10 mg" },
      { medication: "Alendronic acid 70 mg" },
    ],
  };
  const fs = run(base);

  it("names the mineralocorticoid antagonist as the first medicine to reduce or hold, not the kidney-protecting one to keep", () => {
    const f = find(fs, "raas-hyperkalaemia");
    expect(f?.nextSteps[1]).toBe(
      "Halve the dose of spironolactone 25 mg or hold it first (potassium above 5.5 mmol/L in heart failure); recheck potassium and creatinine closely",
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(
      /keeping the ACE inhibitor\/ARB|Reduce or stop the ACE inhibitor\/ARB only/,
    );
    expect(f?.patient).not.toMatch(/keeping your kidney-protecting blood pressure medicine/);
    expect(f?.patient).toMatch(/lower the dose of your spironolactone, or pause it/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["esc-2021-hf", "aha-acc-hfsa-2022-hf"]));
  });

  it("keeps the KDIGO advice to keep the ACE inhibitor in CKD without heart failure", () => {
    const ckdOnly = run({ ...base, conditions: ["Chronic kidney disease stage 3b", "Type 2 diabetes mellitus"] });
    expect(find(ckdOnly, "raas-hyperkalaemia")?.patient).toMatch(
      /keeping your kidney-protecting blood pressure medicine/,
    );
  });

  it("does not say to continue the sulfonylurea at an HbA1c of 6.2% at 84, but to review it", () => {
    const f = find(fs, "diabetes-at-goal");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Continue current treatment/);
    expect(f?.nextSteps[0]).toMatch(/^Review glipizide 10 mg: at this HbA1c, reduce or stop it/);
    expect(f?.evidenceIds).toContain("ada-soc-2026-s13");
    const younger = run({ ...base, age: 58 });
    expect(find(younger, "diabetes-at-goal")?.nextSteps[0]).toMatch(/^Continue current treatment/);
  });

  it("flags alendronic acid at an eGFR below 35, citing its label", () => {
    const f = find(fs, "alendronate-low-egfr");
    expect(f?.clinician).toMatch(/creatinine clearance is below 35 mL\/min/);
    expect(f?.evidenceIds).toContain("fosamax-label");
    const better = run({ ...base, labs: [potassium("5.7"), { ...creatinine, value: "1.1" }, hba1c] });
    expect(find(better, "alendronate-low-egfr")).toBeUndefined();
  });
});
