import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

// Review 10 gi-liver case 08: known PBC on UDCA, ALP 298 (ULN 130), GGT 184, ALT 52.
const CASE_08 = [
  { name: "Alkaline phosphatase", value: "298", unit: "U/L", referenceRange: "30-130" },
  { name: "GGT", value: "184", unit: "U/L", referenceRange: "6-42" },
  { name: "ALT", value: "52", unit: "U/L", referenceRange: "0-33" },
];

function run(conditions: { name: string; status: string }[]) {
  return analyzeLabResults(
    CASE_08.map((l) => labTestSchema.parse({ date: "2026-11-05", ...l })),
    patientContextSchema.parse({ age: "57", gender: "female", conditions }),
    NOW,
  );
}
const steps = (findings: readonly Finding[]) =>
  findings.find((f) => f.code === "liver-injury-pattern")?.nextSteps.join(" ") ?? "";

describe("liver-test pattern with a recorded primary biliary cholangitis (review 10 gi-liver 08)", () => {
  it("does not suggest testing for PBC when PBC is recorded", () => {
    const { findings } = run([{ name: "Primary biliary cholangitis", status: "active" }]);
    expect(findings.some((f) => f.code === "liver-injury-pattern")).toBe(true);
    expect(steps(findings)).not.toMatch(/testing for primary biliary cholangitis/);
  });

  it("still suggests it when PBC is not recorded", () => {
    const { findings } = run([]);
    expect(steps(findings)).toMatch(/testing for primary biliary cholangitis/);
  });
});
