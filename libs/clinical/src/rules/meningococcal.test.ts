import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const DATE = "2026-11-22T08:05";

function findings(age: number, notes: string, vitals: [string, string, string][] = []) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender: "female" },
    vitalSigns: vitals.map(([display, value, unit]) => ({ display, value, unit, date: DATE })),
    additionalContext: notes,
  });
  return analyzeEhr(data, { now: NOW }).findings;
}
type Finding = ReturnType<typeof findings>[number];
const rash = (list: Finding[]) => list.find((f) => f.code === "meningococcal-rash");
const SEPSIS = ["sepsis-high-risk-adult", "sepsis-risk-child"];

describe("non-blanching rash in an unwell person: possible meningococcal disease", () => {
  it("is critical without a recorded fever, for a 14- and a 30-year-old, naming the rash and the signs", () => {
    for (const age of [14, 30]) {
      const f = rash(findings(age, "Vomiting since the morning, non-blanching rash on legs, drowsy."));
      expect(f?.severity).toBe("critical");
      expect(f?.clinician).toContain('("non-blanching rash")');
      expect(f?.clinician).toMatch(/drowsiness \("drowsy"/);
      expect(f?.clinician).toMatch(/vomiting \("vomiting"/);
      expect(f?.clinician).toMatch(/NG240/);
      expect(f?.patient).toMatch(/emergency/);
      expect(f?.evidenceIds).toContain("nice-ng240-meningitis");
    }
    const child = rash(findings(14, "Petechial rash on the trunk, confused."));
    expect(child?.clinician).toMatch(/under 16s list a non-blanching rash as high risk/);
    expect(child?.evidenceIds).toContain("nice-ng254-sepsis-under-16s");
  });

  it("reads purpura, petechiae and a rash that does not fade, and a sepsis sign read from the vital signs", () => {
    expect(rash(findings(40, "Purpuric spots on the arms. Headache and neck stiffness."))).toBeDefined();
    expect(rash(findings(40, "Rash on the legs that does not fade with a glass. Very drowsy."))).toBeDefined();
    expect(rash(findings(40, "Rash on the legs is non-blanching. Vomiting."))).toBeDefined();
    const lowBp = rash(findings(40, "Petechiae on the chest.", [["Blood pressure", "84/50", "mmHg"]]));
    expect(lowBp?.clinician).toContain("systolic 90 mmHg or less");
    expect(lowBp?.refs.length).toBe(1);
  });

  it("does not fire on a blanching rash, a denied rash or a named platelet purpura", () => {
    expect(rash(findings(14, "Blanching rash on the trunk, vomiting, drowsy."))).toBeUndefined();
    expect(rash(findings(14, "Maculopapular rash, rash blanches. Vomiting."))).toBeUndefined();
    expect(rash(findings(14, "No rash. Vomiting and drowsy."))).toBeUndefined();
    expect(rash(findings(30, "No non-blanching rash seen. Vomiting."))).toBeUndefined();
    expect(rash(findings(30, "Non-blanching erythema over the sacrum, vomiting."))).toBeUndefined();
    expect(rash(findings(30, "Known immune thrombocytopenic purpura. Vomiting."))).toBeUndefined();
  });

  it("does not fire on petechiae in a well person, but does once a sign of illness is recorded", () => {
    // The engine cannot examine: a rash with no sign of illness is left to the clinician; any one sign is enough.
    expect(rash(findings(8, "Petechiae on the face after coughing, well."))).toBeUndefined();
    const fever = findings(8, "Petechiae on the face after coughing.", [["Temperature", "38.4", "Cel"]]);
    expect(fever.find((f) => f.code === "sepsis-risk-child")?.clinician).toMatch(/meningococcal disease/);
    expect(rash(findings(8, "Petechiae on the face after coughing, vomiting."))).toBeDefined();
  });

  it("stands down when a sepsis finding fires, which then carries the rash instead (one bullet)", () => {
    const vitals: [string, string, string][] = [
      ["Temperature", "39.8", "Cel"],
      ["Heart rate", "142", "/min"],
      ["Respiratory rate", "30", "/min"],
      ["Blood pressure", "84/50", "mmHg"],
    ];
    for (const age of [14, 16]) {
      const list = findings(age, "Fever and vomiting, non-blanching rash on legs, drowsy.", vitals);
      expect(rash(list)).toBeUndefined();
      const sepsis = list.filter((f) => SEPSIS.includes(f.code));
      expect(sepsis.length).toBe(1);
      expect(sepsis[0]?.clinician).toMatch(/possible meningococcal disease: NICE NG240/);
      expect(sepsis[0]?.patient).toMatch(/rash that does not fade when pressed can be a sign of meningococcal/);
      expect(sepsis[0]?.evidenceIds).toContain("nice-ng240-meningitis");
    }
    // A petechial rash in a child with only moderate to high risk signs makes the sepsis finding critical.
    const child = findings(8, "Petechiae on the legs.", [
      ["Temperature", "38.4", "Cel"],
      ["Heart rate", "108", "/min"],
    ]);
    expect(rash(child)).toBeUndefined();
    expect(child.find((f) => f.code === "sepsis-risk-child")?.severity).toBe("critical");
    const plain = findings(16, "Fever and vomiting, drowsy.", vitals).find((f) => f.code === "sepsis-high-risk-adult");
    expect(plain?.clinician).not.toMatch(/meningococcal/);
  });
});
