import { describe, expect, it } from "vitest";
import { labTestSchema, patientContextSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
type Lab = { name: string; value: string; unit: string; referenceRange: string };

function run(labs: Lab[], context: Record<string, unknown>) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-19", ...l })),
    patientContextSchema.parse(context),
    NOW,
  );
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 10 gi-liver case 07: 45-year-old man, 1.5 bottles of wine a day, jaundiced.
const CASE_07: Lab[] = [
  { name: "Bilirubin", value: "180", unit: "umol/L", referenceRange: "0-21" },
  { name: "INR", value: "1.8", unit: "", referenceRange: "0.8-1.2" },
  { name: "Prothrombin time", value: "22.5", unit: "s", referenceRange: "10.5-13.5" },
  { name: "AST", value: "212", unit: "U/L", referenceRange: "0-40" },
  { name: "ALT", value: "86", unit: "U/L", referenceRange: "0-41" },
  { name: "GGT", value: "780", unit: "U/L", referenceRange: "10-71" },
  { name: "Albumin", value: "28", unit: "g/L", referenceRange: "35-50" },
];
const CONTEXT_07 = {
  age: "45",
  gender: "male",
  clinicalNotes: "Jaundice for 3 weeks, tender enlarged liver, fever 37.9. Prothrombin time control 12 seconds.",
  socialHistory: "Drinks about 1.5 bottles of wine daily for 10 years; last drink 4 days ago.",
};

describe("alcohol-related hepatitis (review 10 gi-liver 07)", () => {
  it("grades it with Maddrey's discriminant function and asks for same-day admission", () => {
    const r = run(CASE_07, CONTEXT_07);
    const f = find(r, "alcohol-hepatitis");
    expect(f?.severity).toBe("critical");
    // 4.6 × (22.5 − 12) + 180 / 17.1 = 48.3 + 10.5 = 58.8
    expect(f?.clinician).toContain("= 59");
    expect(f?.clinician).toContain("1.5 bottles of wine daily");
    expect(f?.nextSteps.join(" ")).toMatch(/same-day hospital admission/);
    expect(f?.patient).toMatch(/go to hospital today/);
  });

  it("does not send the jaundice down a suspected pancreatic cancer pathway", () => {
    const r = run(CASE_07, CONTEXT_07);
    expect(find(r, "jaundice-suspected-cancer")).toBeUndefined();
    expect(JSON.stringify(r.findings)).not.toMatch(/pancreatic cancer/);
  });

  it("explains the raised INR by the liver, not by warfarin he does not take", () => {
    const r = run(CASE_07, CONTEXT_07);
    const inr = r.findings.find((f) => f.title.startsWith("International normalised ratio"));
    expect(inr?.patient).not.toMatch(/warfarin/i);
    expect(inr?.patient).toMatch(/liver/);
  });

  it("keeps the cancer pathway when no alcohol is recorded", () => {
    const r = run(CASE_07, { ...CONTEXT_07, socialHistory: "Does not drink alcohol." });
    expect(find(r, "alcohol-hepatitis")).toBeUndefined();
    expect(find(r, "jaundice-suspected-cancer")).toBeDefined();
  });
});

describe("heavy drinking with a raised GGT (review 10 gi-liver 11)", () => {
  const labs: Lab[] = [
    { name: "GGT", value: "148", unit: "U/L", referenceRange: "0-65" },
    { name: "ALT", value: "36", unit: "U/L", referenceRange: "0-44" },
    { name: "MCV", value: "99", unit: "fL", referenceRange: "79-97" },
  ];
  const context = {
    age: "50",
    gender: "male",
    clinicalNotes: "Routine check. Well.",
    socialHistory: "Drinks 4-5 beers most evenings, more at weekends (about 35-40 drinks a week). Non-smoker.",
  };

  it("uses the social history's intake to offer elastography (NICE NG50)", () => {
    const f = find(run(labs, context), "alcohol-intake-elastography");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("35-40 drinks a week");
    expect(f?.nextSteps.join(" ")).toMatch(/transient elastography/);
    expect(f?.evidenceIds).toContain("nice-ng50-cirrhosis");
  });

  it("stays silent below the threshold", () => {
    const f = find(run(labs, { ...context, socialHistory: "About 10 units a week." }), "alcohol-intake-elastography");
    expect(f).toBeUndefined();
  });
});
