import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

function findings(age: number, bp: string, bmi?: string) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender: "female" },
    vitalSigns: [
      { display: "Blood pressure", value: bp, unit: "mm[Hg]", date: "2026-10-01" },
      ...(bmi === undefined ? [] : [{ display: "BMI", value: bmi, unit: "kg/m2", date: "2026-10-01" }]),
    ],
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings;
}

describe("blood pressure rules", () => {
  it("give a child under 13 no adult category, only a prompt to use the percentile tables", () => {
    const found = findings(9, "130.21/85.43", "12.96");
    expect(found.map((f) => f.code).filter((c) => c.startsWith("bp-"))).toEqual(["bp-child-percentiles"]);
    const child = found.find((f) => f.code === "bp-child-percentiles");
    expect(child?.clinician).toContain("percentiles for age, sex and height");
    expect(child?.evidenceIds).toEqual(["aap-2017-pediatric-hbp"]);
    expect(`${child?.clinician} ${child?.patient}`).not.toMatch(/stage 1|weight loss|losing/i);
  });

  it("say nothing about a child's reading below the adult elevated range", () => {
    expect(findings(9, "104/66").some((f) => f.code.startsWith("bp-"))).toBe(false);
  });

  it("mark a very high reading in a child as needing same-day assessment", () => {
    const child = findings(9, "185/122").find((f) => f.code === "bp-child-percentiles");
    expect(child?.severity).toBe("high");
    expect(child?.clinician).toContain("same-day");
  });

  it("use adult categories from age 13", () => {
    expect(findings(13, "134/84").map((f) => f.code)).toContain("bp-stage-1");
  });

  it("advise weight loss in stage 1 only when the BMI is 25 or more", () => {
    const patient = (bmi?: string) => findings(49, "134/84", bmi).find((f) => f.code === "bp-stage-1")?.patient;
    expect(patient("31")).toContain("losing some weight");
    expect(patient("17.5")).not.toContain("weight");
    expect(patient()).not.toContain("weight");
  });
});

describe("family-breast-ovarian-cancer", () => {
  const familyFinding = (gender?: "male" | "female") => {
    const data = healthDataSchema.parse({
      patientInfo: gender === undefined ? { age: 57 } : { age: 57, gender },
      familyHistory: [
        { relationship: "sister", condition: "Breast cancer", onsetAge: "41" },
        { relationship: "mother", condition: "Ovarian cancer", onsetAge: "58" },
      ],
    });
    const { findings } = analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
    return findings.find((f) => f.code === "family-breast-ovarian-cancer");
  };

  it("advises a man about genetic counselling but not breast screening", () => {
    const man = familyFinding("male");
    expect(man?.clinician).toContain("Genetic counselling");
    expect(man?.clinician).toContain("prostate screening");
    expect(man?.clinician).not.toContain("breast screening is then planned");
    expect(man?.nextSteps.join(" ")).not.toMatch(/breast screening/i);
  });

  it("keeps risk-based breast screening for a woman, and makes it conditional when sex is unknown", () => {
    expect(familyFinding("female")?.clinician).toContain("breast screening is then planned by the assessed risk");
    expect(familyFinding()?.clinician).toContain("if the patient is female, breast screening");
  });
});
