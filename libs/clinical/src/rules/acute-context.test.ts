import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";
import { codes, reviewFolder } from "../testing/review-case.ts";
import { ACT_NOW_HEADER, EMERGENCY_NOW_HEADER, actNowHeader } from "../compose/emergency-header.ts";
import type { Finding } from "../model.ts";
import { kdigoAkiStage } from "./acute-context.ts";

/** The acute/ED review's cases, kept with the test (synthetic records, no real patient). */

const { run } = reviewFolder(new URL("./fixtures/acute-context/", import.meta.url));
type Result = ReturnType<typeof run>;
const report = (r: Result, key: "patientResponse" | "clinicianResponse") =>
  String((r.result as Record<string, unknown>)[key] ?? "");
const patientReport = (r: Result) =>
  report(r, "patientResponse") || String((r.result as Record<string, unknown>).patientSummary ?? "");
const DEFERRED = [
  "statin-opportunity-diabetes",
  "sglt2i-opportunity-diabetic-kidney",
  "metformin-b12-unmonitored",
  "diabetes-kidney-monitoring",
];

describe("acute context: routine care waits while a critical finding or sepsis is present", () => {
  it("urosepsis with lactate 4.2: no CKD staging; statin, SGLT2, B12 and urine albumin put off; metformin pause, not a dose change", () => {
    const r = run("01-sepsis-lactate-hypotension");
    expect(codes(r)).not.toContain("ckd-stage");
    for (const code of DEFERRED) {
      const f = r.findings.find((x) => x.code === code);
      expect(["low", "info"], code).toContain(f?.severity);
      expect(f?.nextSteps, code).toEqual([`Not for now: review "${f?.title}" once the acute illness has been treated`]);
      expect(f?.patientQuestions, code).toEqual([]);
    }
    const sepsis = r.findings.find((f) => f.code === "sepsis-high-risk-adult");
    expect(sepsis?.clinician).toMatch(/Until the acute illness is treated, routine care left out of this report: /);
    expect(sepsis?.clinician).toMatch(/kidney disease staging, once creatinine is stable after the illness/);
    const metformin = r.findings.find((f) => f.code === "metformin-egfr-reduce");
    expect(metformin?.severity).toBe("low");
    expect(metformin?.nextSteps.join(" ")).not.toMatch(/Reduce metformin dose/);
    expect(metformin?.nextSteps.join(" ")).toMatch(/pausing metformin while acutely unwell/);
    expect(patientReport(r)).not.toMatch(
      /Should I take a statin\?|Would an SGLT2 inhibitor help|When should my kidney test be repeated/,
    );
    expect(patientReport(r)).toMatch(/This is for later, once the more urgent results have been dealt with/);
  });

  it("septic shock on norepinephrine (BP 82/46): no 'Control blood pressure' step and no CKD staging", () => {
    const r = run("14-sepsis-lactate-mgdl-us");
    expect(codes(r)).not.toContain("ckd-stage");
    const steps = r.findings.flatMap((f) => f.nextSteps).join(" | ");
    expect(steps).not.toMatch(/control blood pressure/i);
    expect(steps).not.toMatch(/Confirm chronicity/);
  });

  it("shock guard: on noradrenaline, a kidney finding keeps its drug review but loses blood-pressure control", () => {
    const r = analyzeLabResults(
      [
        { name: "Creatinine", value: "160", unit: "umol/L", referenceRange: "59-104", date: "2026-08-01" },
        { name: "Creatinine", value: "162", unit: "umol/L", referenceRange: "59-104", date: "2026-11-19" },
        { name: "eGFR", value: "38", unit: "mL/min/1.73m2", referenceRange: ">60", date: "2026-08-01" },
        { name: "eGFR", value: "37", unit: "mL/min/1.73m2", referenceRange: ">60", date: "2026-11-19" },
      ].map((l) => labTestSchema.parse(l)),
      patientContextSchema.parse({
        age: 70,
        gender: "male",
        conditions: [{ name: "Chronic kidney disease stage 3b", status: "active" }],
        clinicalNotes: "On ICU, noradrenaline infusion running.",
      }),
      { now: new Date("2026-11-20T12:00:00Z") },
    );
    const steps = r.findings.flatMap((f) => f.nextSteps);
    expect(steps.join(" | ")).not.toMatch(/control blood pressure/i);
    const ckd = r.findings.find((f) => f.code === "ckd-stage");
    expect(ckd?.nextSteps.join(" ")).toMatch(/Review kidney-cleared drugs/);
  });
});

describe("acute context: a critical result's generic step gives way to a specific one", () => {
  const potassiumOn = (medications: string[]) =>
    analyzeLabResults(
      [{ name: "Potassium", value: "7.1", unit: "mmol/L", referenceRange: "3.5-5.3", date: "2026-11-20" }].map((l) =>
        labTestSchema.parse(l),
      ),
      patientContextSchema.parse({ age: 68, gender: "male", medications: medications.map((name) => ({ name })) }),
      { now: new Date("2026-11-20T12:00:00Z") },
    );

  it("potassium 7.1 on spironolactone: the hyperkalaemia emergency steps, without 'Act on the critical Potassium now'", () => {
    const r = potassiumOn(["Spironolactone 25 mg"]);
    const steps = r.findings.flatMap((f) => f.nextSteps).join(" | ");
    expect(r.findings.find((f) => f.code === "lab-critical")).toBeDefined();
    expect(steps).toMatch(/hyperkalaemia emergency/);
    expect(steps).not.toMatch(/Act on the critical Potassium now/);
  });

  // Review 11 (lab panels) 3: with no medicine to explain it, the hyperkalaemia rule now gives the
  // emergency steps too, so the generic step gives way as it does on spironolactone.
  it("potassium 7.1 with no medicine to explain it: the emergency steps replace the generic step", () => {
    const steps = potassiumOn([])
      .findings.flatMap((f) => f.nextSteps)
      .join(" | ");
    expect(steps).toMatch(/hyperkalaemia emergency/);
    expect(steps).not.toMatch(/Act on the critical Potassium now/);
  });
});

describe("acute context: sepsis with a high lactate gets the first-hour actions", () => {
  it("lactate 4.2 mmol/L with hypotension: named, with cultures, antibiotics within 1 hour, fluid bolus", () => {
    const r = run("01-sepsis-lactate-hypotension");
    const sepsis = r.findings.find((f) => f.code === "sepsis-high-risk-adult");
    expect(sepsis?.clinician).toMatch(
      /lactate 4\.2 mmol\/L, 4 mmol\/L or more: a sign of poor tissue perfusion that calls for a fluid bolus; with hypotension it can mean septic shock/,
    );
    const steps = sepsis?.nextSteps.join(" | ") ?? "";
    expect(steps).toMatch(/Blood cultures, then broad-spectrum IV antibiotics without delay, within 1 hour/);
    expect(steps).toMatch(/IV crystalloid fluid bolus now, reassess after each bolus, and discuss with critical care/);
    expect(steps).toMatch(/urine output/);
  });

  it("a lactate given in mg/dL (37.8) is read as 4.2 mmol/L", () => {
    const r = run("14-sepsis-lactate-mgdl-us");
    const sepsis = r.findings.find((f) => f.code === "sepsis-high-risk-adult");
    expect(sepsis?.clinician).toMatch(/lactate 4\.2 mmol\/L, 4 mmol\/L or more/);
  });
});

describe("patient 'act now' header", () => {
  it("says to get emergency help now first when an item says so", () => {
    const r = run("01-sepsis-lactate-hypotension");
    const text = patientReport(r);
    expect(text).toMatch(
      /## Please act on this now\n\nSome of your results need emergency care now\. Call your local emergency number or go to an emergency department now\./,
    );
    expect(text).not.toMatch(/Contact your doctor straight away/);
  });

  it("keeps 'contact your doctor' when the urgent items only say so, or warn about symptoms to come", () => {
    const item = (patient: string) => ({ patient }) as Finding;
    expect(actNowHeader([item("Please contact your doctor today.")])).toBe(ACT_NOW_HEADER);
    expect(actNowHeader([item("Get emergency care now if you have chest pain.")])).toBe(ACT_NOW_HEADER);
    expect(
      actNowHeader([
        item(
          "If you cannot reach one straight away, go to an emergency department or call your local emergency number.",
        ),
      ]),
    ).toBe(ACT_NOW_HEADER);
    expect(actNowHeader([item("Get emergency help now: call your local emergency number.")])).toBe(
      EMERGENCY_NOW_HEADER,
    );
  });

  it("reads 'call 999 now' and 'call 911 now' as emergency help now, unless symptoms must come first", () => {
    const item = (patient: string) => ({ patient }) as Finding;
    for (const text of [
      "These symptoms can be a stroke: call 999 now.",
      "A level this low is an emergency: if you are not already in hospital, call 999 or go to A&E now.",
      "Get to hospital: call 911 now for emergency transport.",
    ])
      expect(actNowHeader([item(text)]), text).toBe(EMERGENCY_NOW_HEADER);
    for (const text of [
      "Call 999 straight away if you become very short of breath.",
      "If you get weakness of the face or arm, call 911 at once.",
    ])
      expect(actNowHeader([item(text)]), text).toBe(ACT_NOW_HEADER);
  });
});

describe("acute kidney injury: KDIGO stage and no chronic-disease framing", () => {
  it("KDIGO 2012 stages: 3× or ≥4.0 mg/dL is 3, 2–2.9× is 2, otherwise 1", () => {
    expect(kdigoAkiStage(3.0, 3.0)).toBe(3);
    expect(kdigoAkiStage(1.6, 4.1)).toBe(3);
    expect(kdigoAkiStage(2.4, 2.0)).toBe(2);
    expect(kdigoAkiStage(1.5, 1.8)).toBe(1);
    expect(kdigoAkiStage(1.3, 1.5)).toBe(1);
  });

  it("creatinine 88 → 265 µmol/L in 2 days: stage 3, 'sudden (acute) kidney injury', no 'three months' CKD text", () => {
    const r = run("02-aki-triple-whammy");
    const aki = r.findings.find((f) => f.code === "aki-creatinine-rise");
    expect(aki?.clinician).toMatch(/meeting KDIGO criteria for acute kidney injury, KDIGO stage 3/);
    expect(aki?.patient).toMatch(/sudden \(acute\) kidney injury/);
    const text = patientReport(r);
    expect(text).not.toMatch(/three months|going down over time/);
    expect(text).toMatch(/not long-term kidney disease/);
    expect(codes(r)).not.toContain("ckd-stage");
  });
});
