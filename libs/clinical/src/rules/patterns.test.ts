import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

function anaemia(age: number, gender: "male" | "female", hb: string, ferritin?: string) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender },
    recentAbnormalLabs: [
      { display: "Hemoglobin", value: hb, unit: "g/dL", date: "2026-10-01" },
      ...(ferritin === undefined ? [] : [{ display: "Ferritin", value: ferritin, unit: "ng/mL", date: "2026-10-01" }]),
    ],
  });
  const { findings } = analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
  return findings.filter((f) => f.problem === "Anaemia");
}

describe("anaemia rules", () => {
  it("do not apply the men's cut-off to a 9-year-old boy", () => {
    expect(anaemia(9, "male", "12.5")).toEqual([]);
  });

  it.each([
    [1, "10.4", "children aged 6–23 months (10.5 g/dL)"],
    [3, "10.9", "children aged 24–59 months (11.0 g/dL)"],
    [9, "11.4", "children aged 5–11 years (11.5 g/dL)"],
    [13, "11.9", "children aged 12–14 years (12.0 g/dL)"],
  ])("use the WHO cut-off for age %i", (age, hb, text) => {
    const [finding] = anaemia(age, "male", hb);
    expect(finding?.code).toBe("anaemia");
    expect(finding?.clinician).toContain(`below the WHO cut-off for ${text}: anaemia.`);
  });

  it("keep the adult cut-offs and grades from age 15", () => {
    expect(anaemia(15, "male", "12.5")[0]?.clinician).toContain("for men (13.0 g/dL): mild anaemia");
    expect(anaemia(40, "female", "10.8")[0]?.clinician).toContain("for women (12.0 g/dL): moderate anaemia");
  });

  it("judge no anaemia, and no iron deficiency without anaemia, in a baby under 1 year", () => {
    expect(anaemia(0, "female", "9.0", "12")).toEqual([]);
    expect(anaemia(6, "female", "12.0", "12").map((f) => f.code)).toEqual(["iron-deficiency-without-anaemia"]);
  });
});
