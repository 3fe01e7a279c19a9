import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

function patientText(labs: [display: string, value: string, unit: string, range: string][]): string {
  const data = healthDataSchema.parse({
    patientInfo: { age: 52, gender: "male" },
    recentAbnormalLabs: labs.map(([display, value, unit, referenceRange]) => ({
      display,
      value,
      unit,
      referenceRange,
      date: "2026-11-12",
    })),
  });
  const r = analyzeEhr(data, NOW).result as Record<string, unknown>;
  return String(r.patientResponse ?? r.patientSummary ?? "");
}

const bullets = (text: string) => text.split("\n").filter((l) => l.startsWith("- "));

describe("patient text: out-of-range lipid results", () => {
  it("are one cholesterol and heart risk point when two or more are out of range", () => {
    const text = patientText([
      ["LDL Cholesterol (calc)", "168", "mg/dL", "<100"],
      ["HDL Cholesterol", "38", "mg/dL", ">39"],
      ["Triglycerides", "212", "mg/dL", "<150"],
      ["Cholesterol, Total", "248", "mg/dL", "<200"],
    ]);
    const lipid = bullets(text).filter((l) => /cholesterol|triglycerides/i.test(l));
    expect(lipid).toHaveLength(1);
    expect(lipid[0]).toContain(
      "Several of your cholesterol results are outside the usual range: high LDL ('bad') cholesterol, low HDL ('good') cholesterol, high triglycerides (a blood fat) and high total cholesterol.",
    );
    expect(lipid[0]).toContain("heart attack and stroke");
    expect(lipid[0]).toContain("overall heart risk");
  });

  it("keep a single out-of-range lipid result as its own point", () => {
    const text = patientText([["LDL Cholesterol (calc)", "168", "mg/dL", "<100"]]);
    expect(text).toContain("Your LDL cholesterol");
    expect(text).not.toContain("Several of your cholesterol results");
  });
});
