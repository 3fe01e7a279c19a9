import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import { analyzeEhr } from "../pipeline.ts";
import { type ReviewCase, reviewFolder } from "../testing/review-case.ts";

/**
 * Review 15, deep multimorbid, gaps left by the first reviewer (cases 05 and 06 of
 * fixtures/deep-multimorbid-review15), run through the deep path as the API would.
 */

const { load } = reviewFolder(new URL("./fixtures/deep-multimorbid-review15/", import.meta.url));
const deep = (c: ReviewCase) =>
  analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? "2026-11-20T12:00:00Z"), mode: "deep" });
const find = (r: ReturnType<typeof deep>, code: string) => r.findings.find((f) => f.code === code);
const FRAIL = "06-frail-sulfonylurea-hypoglycaemia";
const DEMENTIA = "05-dementia-antipsychotic";
type Med = { medication: string; status?: string; frequency?: string };
type Vital = { display: string; value: string; unit: string; date: string };
type Lab = { display: string; value: string; unit: string; date: string };

describe("confusion explained by recorded hypoglycaemia (case 06)", () => {
  it("does not call the hypoglycaemic confusion delirium, and keeps the hypoglycaemia critical", () => {
    const r = deep(load(FRAIL));
    expect(find(r, "delirium-acute-illness")).toBeUndefined();
    expect(find(r, "hypoglycaemia-on-glucose-lowering")?.severity).toBe("critical");
    expect(r.result.patientResponse).not.toMatch(/New confusion in an older person is often caused by an illness/);
  });

  it("still flags delirium when the confusion is not tied to a low glucose", () => {
    const c = load(FRAIL);
    c.data.additionalContext = "Daughter found him muddled this week. Eating less since his wife died.";
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter((l: Lab) => l.display !== "Glucose");
    expect(find(deep(c), "delirium-acute-illness")).toBeDefined();
  });

  it("keeps delirium, naming the low glucose, when inflammatory markers are raised too", () => {
    const c = load(FRAIL);
    c.data.recentAbnormalLabs.push({
      display: "CRP",
      value: "88",
      unit: "mg/L",
      date: "2026-11-14",
      interpretation: "High",
      referenceRange: "0-5",
    });
    const f = find(deep(c), "delirium-acute-illness");
    expect(f?.clinician).toMatch(/tie the confusion to a recorded low glucose/);
  });
});

describe("withholding ramipril without a creatinine rise (case 06)", () => {
  it("speaks of fluid status, not acute kidney injury, when the eGFR fall is slow", () => {
    const r = deep(load(FRAIL));
    const f = find(r, "raas-hyperkalaemia");
    // Review 15 (dpp4-c): with doxazosin, tamsulosin and amlodipine and no fluid loss recorded, the
    // dizziness is no longer read as volume depletion (deep-frail-review15c.test.ts).
    expect(f?.clinician).toMatch(/no fluid loss is recorded.*no acute creatinine rise is recorded/);
    expect(f?.clinician).not.toMatch(/acute kidney injury is assessed/);
    expect(f?.nextSteps.join(" ")).toMatch(
      /Withhold ramipril 5 mg while blood pressure \(sitting and standing\), fluid status and kidney function are rechecked/,
    );
    expect(f?.patient).not.toMatch(/kidney tests have changed quickly/);
    expect(f?.evidenceIds).not.toContain("kdigo-2012-aki");
    expect(r.result.clinicianResponse).not.toMatch(/acute kidney injury is assessed/);
  });

  it("keeps the acute kidney injury wording when creatinine has risen 1.5 times within a week", () => {
    const c = load(FRAIL);
    c.data.labTrends.push({
      code: "2160-0",
      display: "Creatinine",
      values: [
        { date: "2026-11-09", value: "140", unit: "umol/L" },
        { date: "2026-11-14", value: "218", unit: "umol/L" },
      ],
    });
    const r = deep(c);
    const f = find(r, "raas-hyperkalaemia");
    // The creatinine-rise finding withholds the medicines; this one points there (review 24, notes-reports 05).
    expect(find(r, "aki-creatinine-rise")).toBeDefined();
    expect(f?.clinician).toMatch(
      /With an acute rise in creatinine, the acute creatinine rise finding sets out which medicines to withhold/,
    );
    expect(f?.evidenceIds).toContain("kdigo-2012-aki");
  });
});

describe("two alpha-blockers (case 06)", () => {
  it("flags doxazosin with tamsulosin, high with dizziness on standing and a standing pressure of 84/50", () => {
    const r = deep(load(FRAIL));
    const f = find(r, "alpha-blocker-duplicate");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Doxazosin 4 mg and tamsulosin 400 micrograms: two alpha-1 blockers/);
    expect(f?.clinician).toMatch(/"dizzy on standing" in the notes and a standing blood pressure of 84\/50/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["emc-tamsulosin-smpc", "ags-beers-2023"]));
    // One plan line for the step both medicines share (review 18, deep sweep).
    expect(r.result.clinicianResponse).toMatch(/\*\*Doxazosin 4 mg, tamsulosin 400 micrograms\*\* \(review\)/);
  });

  it("is moderate without postural symptoms or a standing reading", () => {
    const c = load(FRAIL);
    c.data.additionalContext = "Lives alone with carers twice a day.";
    c.data.vitalSigns = c.data.vitalSigns.filter((v: Vital) => !/standing/i.test(v.display));
    expect(find(deep(c), "alpha-blocker-duplicate")?.severity).toBe("moderate");
  });

  it("stays silent with one alpha-blocker", () => {
    const c = load(FRAIL);
    c.data.medications = c.data.medications.filter((m: Med) => !/doxazosin/i.test(m.medication));
    expect(find(deep(c), "alpha-blocker-duplicate")).toBeUndefined();
  });
});

describe("sitagliptin dose for the kidney function (case 06)", () => {
  it("asks for 25 mg once daily at eGFR 24", () => {
    const r = deep(load(FRAIL));
    const f = find(r, "sitagliptin-kidney-dose");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/label dose at eGFR below 30 is 25 mg once daily/);
    expect(f?.nextSteps[0]).toMatch(/^Reduce sitagliptin 100 mg to 25 mg once daily/);
    expect(f?.evidenceIds).toEqual(["msd-januvia-smpc-renal"]);
    expect(r.result.clinicianResponse).toMatch(/\*\*Sitagliptin 100 mg\*\* \(reduce\)/);
  });

  const withEgfr = (value: string, dose: string) => {
    const c = load(FRAIL);
    for (const l of c.data.recentAbnormalLabs as Lab[]) if (l.display === "eGFR") l.value = value;
    const trend = c.data.labTrends.find((t: { display: string }) => t.display === "eGFR");
    trend.values[trend.values.length - 1].value = value;
    for (const m of c.data.medications as Med[])
      if (/sitagliptin/i.test(m.medication)) m.medication = `Sitagliptin ${dose}`;
    return find(deep(c), "sitagliptin-kidney-dose");
  };

  it("asks for 50 mg at eGFR 30–44", () => {
    expect(withEgfr("38", "100 mg")?.nextSteps[0]).toMatch(/to 50 mg once daily \(the label dose at eGFR 30–44\)/);
  });

  it("stays silent at the label dose, and at eGFR 45 or more", () => {
    expect(withEgfr("24", "25 mg")).toBeUndefined();
    expect(withEgfr("38", "50 mg")).toBeUndefined();
    expect(withEgfr("52", "100 mg")).toBeUndefined();
  });
});

describe("slow pulse and long PR on donepezil (case 05)", () => {
  it("links the pulse of 50 and PR 210 ms to donepezil, high with falls", () => {
    const r = deep(load(DEMENTIA));
    const f = find(r, "cholinesterase-inhibitor-bradycardia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /Donepezil 10 mg with heart rate 50\/min \(2026-11-03\); PR 210 ms \(first-degree AV block\)/,
    );
    expect(f?.clinician).toMatch(/"falls" in the notes/);
    expect(f?.nextSteps[0]).toMatch(/^Review donepezil 10 mg with the prescriber or memory service/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["medsafe-2013-donepezil-syncope", "pfizer-ca-aricept-safety"]),
    );
    // Not the urgent slow-heart finding: 50/min is not below 50.
    expect(find(r, "bradycardia-adult")).toBeUndefined();
  });

  it("is moderate for a slow pulse alone, with a normal ECG and no falls", () => {
    const c = load(DEMENTIA);
    c.data.imagingStudies[0].conclusion = "Sinus rhythm 56 bpm, PR 170 ms, QTc 440 ms.";
    c.data.pastMedicalHistory = c.data.pastMedicalHistory.filter(
      (x: { display: string }) => x.display !== "Recurrent falls",
    );
    c.data.vitalSigns = c.data.vitalSigns.map((v: Vital) => (v.display === "Heart rate" ? { ...v, value: "56" } : v));
    c.data.additionalContext = "Lives in a care home.";
    expect(find(deep(c), "cholinesterase-inhibitor-bradycardia")?.severity).toBe("moderate");
  });

  it("stays silent with a normal pulse and ECG", () => {
    const c = load(DEMENTIA);
    c.data.imagingStudies[0].conclusion = "Sinus rhythm 72 bpm, PR 170 ms, QTc 440 ms.";
    c.data.vitalSigns = c.data.vitalSigns.map((v: Vital) => (v.display === "Heart rate" ? { ...v, value: "72" } : v));
    expect(find(deep(c), "cholinesterase-inhibitor-bradycardia")).toBeUndefined();
  });

  it("stays silent without a cholinesterase inhibitor", () => {
    const c = load(DEMENTIA);
    c.data.medications = c.data.medications.filter((m: Med) => !/donepezil/i.test(m.medication));
    expect(find(deep(c), "cholinesterase-inhibitor-bradycardia")).toBeUndefined();
  });
});

describe("every citation in the changed cases resolves", () => {
  it.each([FRAIL, DEMENTIA])("%s", (name) => {
    const r = deep(load(name));
    for (const n of r.result.clinicianResponse.matchAll(/\[(\d+)\]/g))
      expect(r.result.citations.clinician[n[1] as string]).toBeDefined();
  });
});
