import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { analyzeLabResults } from "../pipeline.ts";
import { glucoseTimePoint } from "./pregnancy-glucose.ts";

const NOW = new Date("2026-11-20T00:00:00Z");
const PREGNANT = ["Pregnancy, 27 weeks"];

/** A lab-results request of a woman of 31 with glucose results [name, value, unit]. */
function run(labs: [string, string, string][], conditions: string[] = PREGNANT, gender = "female") {
  return analyzeLabResults(
    labs.map(([name, value, unit]) => labTestSchema.parse({ name, value, unit, date: "2026-11-14" })),
    patientContextSchema.parse({ age: 31, gender, conditions: conditions.map((name) => ({ name })) }),
    { now: NOW },
  ).findings;
}

const codes = (...args: Parameters<typeof run>) => run(...args).map((f) => f.code);
const gdm = (...args: Parameters<typeof run>) => run(...args).find((f) => f.code === "gestational-diabetes");

const L8: [string, string, string][] = [
  ["Glucose fasting (OGTT 0 min)", "5.8", "mmol/L"],
  ["Glucose 2 hour (75g OGTT)", "8.9", "mmol/L"],
];

describe("gestational diabetes by OGTT", () => {
  it("calls fasting 5.8 and 2-hour 8.9 mmol/L at 27 weeks gestational diabetes, not prediabetes", () => {
    const found = codes(L8);
    expect(found).toContain("gestational-diabetes");
    expect(found).not.toContain("prediabetes-range");
    const f = gdm(L8);
    expect(f?.clinician).toContain("fasting glucose 5.8 mmol/L");
    expect(f?.clinician).toContain("2-hour glucose 8.9 mmol/L");
    expect(f?.clinician).toContain("NICE NG3");
    expect(f?.nextSteps.join(" ")).toContain("joint diabetes and antenatal");
    expect(`${f?.patient} ${f?.nextSteps.join(" ")}`).not.toMatch(/lose weight|yearly HbA1c$|Recheck HbA1c/);
    expect(f?.evidenceIds).toEqual(["nice-ng3-diabetes-pregnancy", "ada-soc-2026-s2"]);
    for (const id of f?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
  });

  it("uses the 2-hour time point by name: 2-hour 8.0 meets NICE (7.8), a 1-hour 8.0 meets nothing", () => {
    expect(codes([["Glucose 2h post 75 g load", "8.0", "mmol/L"]])).toContain("gestational-diabetes");
    expect(codes([["Glucose 120 min", "8.0", "mmol/L"]])).toContain("gestational-diabetes");
    expect(codes([["Glucose 1 hour (75g OGTT)", "8.0", "mmol/L"]])).not.toContain("gestational-diabetes");
    expect(codes([["Glucose 1 hour (75g OGTT)", "10.2", "mmol/L"]])).toContain("gestational-diabetes");
  });

  it("reads mg/dL and flags a fasting 7.0 mmol/L or more for immediate insulin", () => {
    const f = gdm([["Fasting glucose", "130", "mg/dL"]]);
    expect(f?.clinician).toContain("immediate insulin");
    expect(codes([["Fasting glucose", "130", "mg/dL"]])).not.toContain("diabetes-range-undiagnosed");
  });

  it("gives no finding for a normal OGTT in pregnancy, nor prediabetes advice", () => {
    const found = codes([
      ["Glucose fasting (OGTT 0 min)", "4.6", "mmol/L"],
      ["Glucose 2 hour (75g OGTT)", "6.1", "mmol/L"],
    ]);
    expect(found).not.toContain("gestational-diabetes");
    expect(found).not.toContain("prediabetes-range");
  });

  it("does not judge a 50 g challenge or a 100 g OGTT by the 75 g thresholds", () => {
    expect(codes([["Glucose challenge test 50 g 1 hr", "8.2", "mmol/L"]])).not.toContain("gestational-diabetes");
    expect(codes([["Glucose 100g OGTT 2 hour", "8.7", "mmol/L"]])).not.toContain("gestational-diabetes");
  });

  it("leaves the non-pregnant rules in place outside pregnancy", () => {
    const found = codes([["Glucose fasting", "6.3", "mmol/L"]], []);
    expect(found).toContain("prediabetes-range");
    expect(found).not.toContain("gestational-diabetes");
    expect(codes([["Glucose fasting", "5.8", "mmol/L"]], PREGNANT, "male")).not.toContain("gestational-diabetes");
  });

  it("does not call a lone fasting glucose gestational diabetes by OGTT, and asks for the OGTT (review 9, messy-data c10)", () => {
    const f = gdm([["Glucose, fasting", "5.3", "mmol/L"]]);
    expect(f?.title).not.toBe("Gestational diabetes by OGTT");
    expect(f?.title).toContain("not yet confirmed by OGTT");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("not part of an OGTT");
    expect(f?.clinician).not.toContain("meets the diagnostic criteria");
    expect(f?.patient).not.toContain("shows gestational diabetes");
    expect(f?.nextSteps[0]).toMatch(/^Arrange a 75 g 2-hour OGTT, or follow the local pathway/);
  });

  it("reads a fasting sample named as the start of an OGTT as part of one", () => {
    expect(gdm([["Glucose fasting (OGTT 0 min)", "5.8", "mmol/L"]])?.title).toBe("Gestational diabetes by OGTT");
  });

  it("does not re-diagnose recorded gestational diabetes", () => {
    expect(codes(L8, [...PREGNANT, "Gestational diabetes, diet-controlled"])).not.toContain("gestational-diabetes");
  });
});

describe("glucoseTimePoint", () => {
  it.each([
    ["Glucose 2 hour (75g OGTT)", "2h"],
    ["OGTT 2h glucose", "2h"],
    ["Glucose post-load", "2h"],
    ["Glucose 120 min", "2h"],
    ["Glucose 1 hr", "1h"],
    ["Glucose 60 min", "1h"],
    ["Glucose fasting (OGTT 0 min)", "fasting"],
    ["Glucose random", undefined],
    ["Glucose challenge 50 g 1 hour", undefined],
  ])("%j is %j", (name, point) => {
    expect(glucoseTimePoint(name)).toBe(point);
  });
});
