import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

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

/** Case 08 on the EHR path, where the UDCA start date is known. */
function runEhr(udcaStart: string, alp = "298", pbc = true) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 57, gender: "female" },
    recentAbnormalLabs: CASE_08.map((l) => ({
      display: l.name,
      unit: l.unit,
      referenceRange: l.referenceRange,
      date: "2026-11-05",
      value: l.name === "Alkaline phosphatase" ? alp : l.value,
    })),
    pastMedicalHistory: pbc
      ? [{ display: "Primary biliary cholangitis", clinicalStatus: "active", onsetDate: "2025-09", code: "K74.3" }]
      : [],
    medications: [{ medication: "Ursodeoxycholic acid 500 mg", status: "active", startDate: udcaStart }],
  });
  return analyzeEhr(data, NOW).findings.find((f) => f.code === "pbc-udca-inadequate-response");
}

describe("PBC with alkaline phosphatase still raised on UDCA (review 10 gi-liver 08)", () => {
  it("asks for a hepatology review of the UDCA response after 12 months or more", () => {
    const f = runEhr("2025-10-15");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/Review the response to UDCA with hepatology/);
    expect(f?.nextSteps.join(" ")).toMatch(/second-line treatment/);
    expect(f?.clinician).not.toMatch(/1\.67/);
  });

  it("waits until UDCA has been taken for 12 months when the ALP was measured", () => {
    expect(runEhr("2026-03-01")).toBeUndefined();
  });

  it("stays silent when the ALP is within the reference range", () => {
    expect(runEhr("2025-10-15", "120")).toBeUndefined();
  });

  it("needs a recorded PBC", () => {
    expect(runEhr("2025-10-15", "298", false)).toBeUndefined();
  });
});
