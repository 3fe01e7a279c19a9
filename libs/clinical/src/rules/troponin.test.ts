import { describe, expect, it } from "vitest";
import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };
type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string };

function run(labs: Lab[], clinicalNotes = "", conditions: { name: string; status: string }[] = []) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ unit: "ng/L", referenceRange: "<14", ...l })),
    patientContextSchema.parse({ age: 68, gender: "male", clinicalNotes, conditions }),
    NOW,
  );
}
/** The EHR path, where conditions carry onset dates. */
function analyzeEhrWith(
  labs: Lab[],
  pastMedicalHistory: { display: string; clinicalStatus: string; onsetDate: string }[],
) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 61, gender: "male" },
    recentAbnormalLabs: labs.map((l) => ({
      display: l.name,
      value: l.value,
      unit: "ng/L",
      date: l.date,
      referenceRange: "<14",
    })),
    pastMedicalHistory,
  });
  return analyzeEhr(data, NOW);
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const tnt = (value: string, date: string): Lab => ({ name: "hs Troponin T", value, date });

// Review case L7: CKD G4, asymptomatic, hs-TnT 48 then 49 ng/L three hours apart.
const L7_NOTES = "Pre-op assessment for AV fistula. Asymptomatic, no chest pain, no breathlessness.";
const STABLE = [tnt("48", "2026-11-20T09:10"), tnt("49", "2026-11-20T12:15")];

describe("raised troponin", () => {
  it("reads a raised but stable troponin without symptoms as chronic injury, not critical (review case L7)", () => {
    const f = find(run(STABLE, L7_NOTES), "troponin-elevated");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/stable on serial testing \(48 then 49 ng\/L over 3 h, within 20%\)/);
    expect(f?.clinician).toMatch(/chronic myocardial injury/);
    expect(f?.patient).toMatch(/troponin\) is raised. It stayed steady/);
    expect(f?.patient).not.toMatch(/urgently, today/);
    expect(f?.nextSteps.join(" ")).toMatch(/Clinical review of the cause of chronic myocardial injury/);
  });

  it("stays critical for a single raised value without a denial, a rise of more than 20%, or stable values with symptoms", () => {
    // The only result with symptoms denied asks for a repeat, not an emergency (review 37, cardio-renal-37 case 01).
    expect(find(run([tnt("49", "2026-11-20T12:15")], L7_NOTES), "troponin-elevated")?.severity).toBe("high");
    expect(find(run([tnt("49", "2026-11-20T12:15")], "Pre-op assessment."), "troponin-elevated")?.severity).toBe(
      "critical",
    );
    const rising = [tnt("48", "2026-11-20T09:10"), tnt("70", "2026-11-20T12:15")];
    expect(find(run(rising, L7_NOTES), "troponin-elevated")?.severity).toBe("critical");
    const falling = [tnt("90", "2026-11-20T09:10"), tnt("60", "2026-11-20T12:15")];
    expect(find(run(falling, L7_NOTES), "troponin-elevated")?.severity).toBe("critical");
    const withPain = find(run(STABLE, "Central chest pain for 2 hours."), "troponin-elevated");
    expect(withPain?.severity).toBe("critical");
    expect(withPain?.patient).toMatch(/call your local emergency number now/);
  });

  it("does not call values a day apart or minutes apart a stable series", () => {
    const apart = [tnt("48", "2026-11-18T09:10"), tnt("49", "2026-11-20T12:15")];
    expect(find(run(apart, L7_NOTES), "troponin-elevated")?.severity).toBe("critical");
    const close = [tnt("48", "2026-11-20T12:00"), tnt("49", "2026-11-20T12:15")];
    expect(find(run(close, L7_NOTES), "troponin-elevated")?.severity).toBe("critical");
  });
});

describe("troponin with symptoms, a rise, or a baseline", () => {
  const RISING = [tnt("14", "2026-11-20T08:00"), tnt("85", "2026-11-20T11:00")];

  it("calls a rise with chest pain in the notes an emergency, and tells the patient to call the emergency number", () => {
    const f = find(run(RISING, "Central chest pain since this morning."), "troponin-elevated");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/rising \(14 then 85 ng\/L over 3 h\) and "chest pain" is recorded/);
    expect(f?.clinician).toMatch(/fits acute myocardial infarction/);
    expect(f?.patient).toMatch(/call your local emergency number now/);
    expect(f?.nextSteps.join(" ")).toMatch(/possible acute coronary syndrome/);
  });

  it("reads chest pain from a condition recorded the same day, not from an old angina diagnosis", () => {
    const today = analyzeEhrWith(RISING, [
      { display: "Chest pain", clinicalStatus: "active", onsetDate: "2026-11-20" },
    ]);
    expect(find(today, "troponin-elevated")?.patient).toMatch(/record mentions chest pain/);
    const old = analyzeEhrWith(RISING, [
      { display: "Stable angina", clinicalStatus: "active", onsetDate: "2019-03-01" },
    ]);
    expect(find(old, "troponin-elevated")?.patient).not.toMatch(/record mentions/);
    expect(find(old, "troponin-elevated")?.patient).toMatch(/went up between tests.*urgently, today/);
  });

  it("reads a single raised value with chest pain as possible infarction to assess now", () => {
    const f = find(run([tnt("49", "2026-11-20T12:15")], "Chest tightness on exertion today."), "troponin-elevated");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/"chest tightness" is recorded. With symptoms of ischaemia/);
    expect(f?.patient).toMatch(/call your local emergency number now/);
  });

  it("reads a value that matches a result weeks earlier, without symptoms, as chronic injury", () => {
    const f = find(run([tnt("58", "2026-10-01"), tnt("61", "2026-11-15")], L7_NOTES), "troponin-elevated");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/matches an earlier result \(61 ng\/L, within 20% of 58 ng\/L on 2026-10-01\)/);
    expect(f?.patient).toMatch(/much the same as an earlier result/);
  });

  it("does not take a result under two weeks old, or one that differs by more than 20%, as a baseline", () => {
    const recent = find(run([tnt("58", "2026-11-10"), tnt("61", "2026-11-15")], L7_NOTES), "troponin-elevated");
    expect(recent?.severity).toBe("critical");
    const different = find(run([tnt("40", "2026-10-01"), tnt("61", "2026-11-15")], L7_NOTES), "troponin-elevated");
    expect(different?.severity).toBe("critical");
  });
});

describe("CKD category next steps", () => {
  const egfr = { name: "eGFR", value: "22", unit: "mL/min/1.73m2", referenceRange: ">60", date: "2026-11-20" };

  it("drops 'confirm chronicity' when a CKD diagnosis is recorded (review case L7)", () => {
    const f = find(run([egfr], "", [{ name: "CKD stage 4", status: "active" }]), "ckd-stage");
    expect(f?.clinician).toMatch(/meets the KDIGO definition of CKD/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Confirm chronicity/);
  });

  it("keeps it for a single low eGFR without a diagnosis", () => {
    const f = find(run([egfr]), "ckd-stage");
    // Review 43: the confirming step is now the KDIGO repeat within and beyond 3 months, with no
    // category-based monitoring before CKD is confirmed (wording-43 case 10).
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat eGFR and urine ACR within and beyond 3 months/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Monitor eGFR and urine ACR at a frequency/);
  });
});
