import { describe, expect, it } from "vitest";
import { labTestSchema, patientContextSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
type Lab = { name: string; value: string; unit?: string; referenceRange?: string; flag?: string };

function run(labs: Lab[], clinicalNotes = "", medications: { name: string; dosage?: string }[] = []) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-20T08:10:00Z", ...l })),
    patientContextSchema.parse({ age: 77, gender: "male", clinicalNotes, medications }),
    NOW,
  );
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const ck = (value: string): Lab => ({ name: "Creatine Kinase", value, unit: "U/L", referenceRange: "39-308" });

// Review10 acute case 11: an 18-hour lie, CK 48,000, potassium 6.3, creatinine 2.6 mg/dL, on atorvastatin.
const CASE_11: Lab[] = [
  { ...ck("48000"), flag: "Critical" },
  { name: "Potassium", value: "6.3", unit: "mmol/L", referenceRange: "3.5-5.1", flag: "Critical" },
  { name: "Creatinine", value: "2.6", unit: "mg/dL", referenceRange: "0.6-1.2", flag: "High" },
  { name: "AST", value: "612", unit: "U/L", referenceRange: "10-40", flag: "High" },
  { name: "ALT", value: "188", unit: "U/L", referenceRange: "9-46", flag: "High" },
];
const CASE_11_NOTES = "Found on the floor by neighbour after an unwitnessed fall, estimated 18-hour lie. Dark urine.";
const ATORVASTATIN = [{ name: "Atorvastatin", dosage: "80 mg" }];

describe("rhabdomyolysis", () => {
  it("names rhabdomyolysis after a long lie as critical, with fluids first and the statin only a contributor (review10 case 11)", () => {
    const r = run(CASE_11, CASE_11_NOTES, ATORVASTATIN);
    const f = find(r, "rhabdomyolysis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/after a long lie and a fall: rhabdomyolysis/);
    expect(f?.clinician).toMatch(
      /Atorvastatin may have contributed, but a long lie and a fall are the more likely trigger/,
    );
    expect(f?.nextSteps[0]).toMatch(/^Start intravenous fluids now/);
    expect(f?.nextSteps.join(" ")).toMatch(/compartment syndrome/);
    expect(f?.patient).toMatch(/Go to the emergency department now/);
    // The statin CK and statin ALT findings and the routine potassium finding step aside.
    expect(find(r, "statin-ck-elevated")).toBeUndefined();
    expect(find(r, "statin-alt-elevated")).toBeUndefined();
    expect(find(r, "hyperkalaemia")).toBeUndefined();
    const all = r.findings.flatMap((x) => [...x.nextSteps, x.patient]).join(" ");
    expect(all).not.toMatch(/within 1 working day/);
  });

  it("is high, not critical, after a marathon without a potassium or creatinine rise", () => {
    const f = find(run([ck("2000")], "Ran a marathon yesterday."), "rhabdomyolysis");
    expect(f?.severity).toBe("high");
  });

  it("reads a CK of 10,000 U/L or more as rhabdomyolysis without a stated cause", () => {
    expect(find(run([ck("12000")]), "rhabdomyolysis")?.severity).toBe("high");
  });

  it("leaves a moderate CK rise on a statin with no cause in the notes to the statin finding", () => {
    const r = run([ck("2000")], "", ATORVASTATIN);
    expect(find(r, "rhabdomyolysis")).toBeUndefined();
    expect(find(r, "statin-ck-elevated")).toBeDefined();
  });
});
