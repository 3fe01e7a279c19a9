import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeLabResults } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The acute/ED review's cases (review 10), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/acute-emergencies/", import.meta.url);
const NOW = { now: new Date("2026-11-20T12:00:00Z") };

const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));

type Lab = { name: string; value: string; unit: string; referenceRange: string };
function runLabs(labs: Lab[], clinicalNotes: string, medications: string[] = [], age = 66) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-20T08:00:00Z", ...l })),
    patientContextSchema.parse({
      age,
      gender: "male",
      clinicalNotes,
      medications: medications.map((name) => ({ name, dosage: "1 tab", frequency: "daily" })),
    }),
    NOW,
  );
}

const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const potassium = (value: string): Lab => ({ name: "Potassium", value, unit: "mmol/L", referenceRange: "3.5-5.3" });
const sodium = (value: string): Lab => ({ name: "Sodium", value, unit: "mmol/L", referenceRange: "133-146" });

describe("hyperkalaemia emergency: potassium 6.5 or more, or ECG changes", () => {
  it("K 7.1 with peaked T waves and a non-haemolysed repeat: IV calcium and stopping the drugs, no 'check an ECG' or 'exclude haemolysis'", () => {
    const f = find(runCase("03-hyperk-7-1-peaked-t"), "raas-hyperkalaemia");
    expect(f?.severity).toBe("critical");
    const steps = f?.nextSteps.join("\n") ?? "";
    expect(steps).not.toMatch(/Check an ECG now/i);
    expect(steps).not.toMatch(/ha?emoly[sz]/i);
    expect(steps).not.toMatch(/Review dose/i);
    expect(steps).toMatch(/continuous cardiac monitoring/);
    expect(steps).toMatch(/IV calcium at once for the ECG changes \(calcium gluconate 10% or calcium chloride\)/);
    expect(steps).toMatch(/insulin–glucose/);
    expect(steps).toMatch(/Stop trimethoprim 200 mg, spironolactone 25 mg and Sacubitril\/valsartan 49\/51 mg now/i);
    expect(f?.clinician).toMatch(/peaked t waves/);
    expect(f?.clinician).toMatch(/Heart rate 48\/min: bradycardia/);
    expect(f?.patient).toMatch(/go to the emergency department now/);
    expect(f?.patient).not.toMatch(/Contact your doctor today/);
    // A US record (creatinine in mg/dL): the ACEP consensus, not the Glasgow protocols (review 31b, acute-31b).
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["acep-2021-hyperkalaemia-ed"]));
  });

  it("K 7.1 with peaked T waves (lab-results request): stop, not 'review dose'; the patient is sent to emergency care", () => {
    const f = find(runCase("15-k71-labonly"), "raas-hyperkalaemia");
    expect(f?.nextSteps).toContain(
      "Stop lisinopril and spironolactone now; restart only once potassium has settled and the cause is clear",
    );
    expect(f?.nextSteps.join("\n")).not.toMatch(/Review dose of ACE inhibitor|Check an ECG now/);
    expect(f?.patient).toMatch(/go to the emergency department now/);
  });

  it("K 6.6 on ramipril with no ECG in the notes: emergency with an ECG now and a confirming sample that does not delay treatment", () => {
    const f = find(runLabs([potassium("6.6")], "Routine bloods.", ["Ramipril 5 mg"]), "raas-hyperkalaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps).toContain(
      "12-lead ECG now; give IV calcium (calcium gluconate 10% or calcium chloride) if it shows hyperkalaemic changes",
    );
    expect(f?.nextSteps.join("\n")).toMatch(
      /Send a repeat sample \(or a blood gas\) to confirm, without delaying treatment/,
    );
  });

  it("K 5.8 on ramipril without ECG changes keeps the routine steps (no emergency)", () => {
    const f = find(runLabs([potassium("5.8")], "Routine bloods.", ["Ramipril 5 mg"]), "raas-hyperkalaemia");
    expect(f).toBeDefined();
    expect(f?.severity).not.toBe("critical");
    expect(f?.nextSteps.join("\n")).not.toMatch(/hyperkalaemia emergency/);
  });

  it("K 5.9 without potassium-raising medicines but peaked T waves: the plain hyperkalaemia finding becomes the emergency", () => {
    const f = find(runLabs([potassium("5.9")], "ECG shows peaked T waves."), "hyperkalaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/^Treat as a hyperkalaemia emergency now/);
    expect(f?.patient).not.toMatch(/contact your doctor today/);
  });

  it("K 5.9 with 'no peaked T waves' stays a non-emergency finding", () => {
    const f = find(runLabs([potassium("5.9")], "ECG: no peaked T waves, sinus rhythm."), "hyperkalaemia");
    expect(f).toBeDefined();
    expect(f?.severity).not.toBe("critical");
  });
});

describe("severe symptomatic hyponatraemia: hypertonic saline now", () => {
  it("Na 114 with a tonic-clonic seizure and GCS 13: 150 mL 3% saline over 20 minutes first, no 'same-day'; the patient is told to call the emergency number", () => {
    const f = find(runCase("12-hyponatraemia-seizure"), "hyponatraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/150 mL 3% saline IV over 20 minutes/);
    expect(f?.nextSteps[0]).toMatch(/generalised tonic-clonic seizure, gcs 13/);
    expect(f?.nextSteps.join("\n")).not.toMatch(/Same-day/);
    expect(f?.nextSteps.join("\n")).toMatch(/Limit the rise in sodium to 10 mmol\/L in the first 24 hours/);
    // The emergency number by the record's country (review 26, notes-26); this record names none, so
    // neither 999 nor 911 (review 34, acute-neither-34 case 02).
    expect(f?.patient).toMatch(/call your local emergency number or go to an emergency department now/);
    expect(f?.patient).not.toMatch(/\b(?:999|911)\b/);
    expect(f?.patient).not.toMatch(/dealt with today|cannot reach your doctor today/);
  });

  it("Na 127 with confusion only (moderately severe): no hypertonic saline bolus", () => {
    const f = find(runLabs([sodium("127")], "Confused since yesterday."), "hyponatraemia");
    expect(f?.nextSteps.join("\n")).toMatch(/Same-day hospital assessment/);
    expect(f?.nextSteps.join("\n")).not.toMatch(/3% saline/);
  });

  it("Na 132 with a seizure: the low sodium is not taken as the cause, no hypertonic saline", () => {
    const f = find(runLabs([sodium("132")], "Had a seizure this morning."), "hyponatraemia");
    expect(f).toBeDefined();
    expect(f?.nextSteps.join("\n")).not.toMatch(/3% saline/);
  });
});

describe("acute pancreatitis: lipase or amylase 3 times the upper limit with typical pain", () => {
  it("lipase 3.3× with epigastric pain to the back: critical acute pancreatitis; no routine triglyceride repeat or diet advice; the patient is not told to seek help 'if' pain starts", () => {
    const r = runCase("06-pancreatitis-tg-us");
    const f = find(r, "acute-pancreatitis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(
      /Lipase 198 U\/L .*3\.3 times the upper limit of normal, with "severe epigastric pain"/,
    );
    expect(f?.clinician).toMatch(/triglycerides 1450 mg\/dL .*high enough to cause pancreatitis/);
    expect(f?.clinician).toMatch(/alcohol \("drinks about 6 beers" in the notes\)/);
    expect(f?.nextSteps[0]).toBe("Emergency assessment and hospital admission for acute pancreatitis");
    expect(f?.patient).toMatch(/go to the emergency department now/);
    expect(find(r, "severe-hypertriglyceridaemia")).toBeUndefined();
    const allSteps = r.findings.flatMap((x) => x.nextSteps).join("\n");
    expect(allSteps).not.toMatch(/within 2 weeks|fat restriction|low-fat/i);
    const patient = r.findings.map((x) => x.patient).join("\n");
    expect(patient).not.toMatch(/if you suddenly get severe pain/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["banks-2013-atlanta-pancreatitis", "szatmary-2022-acute-pancreatitis"]),
    );
  });

  const lipase = (value: string): Lab => ({ name: "Lipase", value, unit: "U/L", referenceRange: "13-60" });
  const amylase = (value: string): Lab => ({ name: "Amylase", value, unit: "U/L", referenceRange: "28-100" });

  it("amylase 3× with upper abdominal pain radiating to the back is acute pancreatitis", () => {
    const r = runLabs([amylase("320")], "Upper abdominal pain radiating to the back since this morning.", [], 52);
    expect(find(r, "acute-pancreatitis")?.clinician).toMatch(/^Amylase 320 U\/L/);
  });

  it("lipase twice the upper limit with pain, or 4× without pain, is not called acute pancreatitis", () => {
    expect(find(runLabs([lipase("120")], "Severe epigastric pain.", [], 52), "acute-pancreatitis")).toBeUndefined();
    expect(find(runLabs([lipase("240")], "Routine check, well.", [], 52), "acute-pancreatitis")).toBeUndefined();
    expect(find(runLabs([lipase("240")], "Denies epigastric pain.", [], 52), "acute-pancreatitis")).toBeUndefined();
  });
});
