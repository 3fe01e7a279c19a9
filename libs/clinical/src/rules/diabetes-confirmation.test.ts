import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-23T00:00:00Z") };
type Lab = { name: string; value: string; unit: string; date: string };

function diabetesFinding(labs: Lab[], context: Record<string, unknown> = {}) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse(l)),
    patientContextSchema.parse({ age: 58, gender: "male", ...context }),
    NOW,
  ).findings.find((f) => f.code === "diabetes-range-undiagnosed");
}

const FPG_NOW = { name: "Glucose, fasting", value: "8.4", unit: "mmol/L", date: "2026-11-18" };
const FPG_BEFORE = { name: "Glucose, fasting", value: "7.9", unit: "mmol/L", date: "2026-11-04" };
const A1C = { name: "HbA1c", value: "36", unit: "mmol/mol", date: "2026-11-18" };

describe("diabetes in the range without a diagnosis (review 9, endocrine 16)", () => {
  it("takes two fasting glucoses of 7.0 mmol/L or more on different days as confirmed diabetes", () => {
    const f = diabetesFinding([FPG_NOW, FPG_BEFORE]);
    expect(f?.clinician).toContain("7.9 mmol/L (2026-11-04), on another day");
    expect(f?.clinician).not.toContain("confirm with a repeat test");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Repeat HbA1c or fasting glucose/);
    expect(f?.nextSteps[0]).toMatch(/^Diagnose diabetes/);
  });

  it("still asks for a repeat after a single fasting glucose, or two on the same day", () => {
    expect(diabetesFinding([FPG_NOW])?.nextSteps).toContain("Repeat HbA1c or fasting glucose to confirm");
    const sameDay = { ...FPG_BEFORE, date: FPG_NOW.date };
    expect(diabetesFinding([FPG_NOW, sameDay])?.clinician).toContain("confirm with a repeat test");
  });

  it("calls HbA1c unreliable with haemolysis or a haemoglobin variant, and points to glucose and fructosamine", () => {
    const f = diabetesFinding([FPG_NOW, FPG_BEFORE, A1C], {
      conditions: [{ name: "Sickle cell trait (HbAS)" }],
      clinicalNotes: "Known mild haemolysis from mechanical valve.",
    });
    expect(f?.clinician).toContain("HbA1c 36 mmol/mol (2026-11-18) is not reliable here");
    expect(f?.clinician).toContain("shortened red-cell survival lowers HbA1c falsely");
    expect(f?.clinician).toContain("Sickle cell trait (HbAS): a haemoglobin variant");
    expect(f?.nextSteps.join(" ")).toContain("fructosamine");
    expect(diabetesFinding([FPG_NOW, A1C])?.clinician).not.toContain("not reliable");
  });
});
