import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };
type Lab = { name: string; value: string; unit: string; date?: string };

function run(labs: Lab[]) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-20", ...l })),
    patientContextSchema.parse({ age: 52, gender: "male" }),
    NOW,
  );
}
const CODE = "ldl-calculated-high-triglycerides";
const find = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === CODE);

const mmol = (tg: string, ldlName = "LDL cholesterol (calculated)", ldlDate?: string): Lab[] => [
  { name: "Triglycerides", value: tg, unit: "mmol/L" },
  { name: ldlName, value: "1.2", unit: "mmol/L", ...(ldlDate ? { date: ldlDate } : {}) },
  { name: "Total cholesterol", value: "9.1", unit: "mmol/L" },
  { name: "HDL cholesterol", value: "0.7", unit: "mmol/L" },
];

describe("calculated LDL with very high triglycerides", () => {
  it("says a calculated LDL is not valid at triglycerides 12.4 mmol/L and gives non-HDL 8.4 mmol/L", () => {
    const r = run(mmol("12.4"));
    const f = find(r);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/LDL cholesterol 1\.2 mmol\/L .*is calculated/);
    expect(f?.clinician).toMatch(/above 4\.5 mmol\/L.*underestimates LDL/);
    expect(f?.clinician).toMatch(
      /non-HDL cholesterol instead: 8\.4 mmol\/L \(total 9\.1 mmol\/L minus HDL 0\.7 mmol\/L\)/,
    );
    expect(f?.patient).toMatch(/non-HDL cholesterol, which needs no formula, is 8\.4 mmol\/L/);
    expect(f?.nextSteps.join(" ")).toMatch(/direct LDL/);
    // The severe-hypertriglyceridaemia finding keeps its own severity and does not repeat non-HDL.
    const tg = r.findings.find((x) => x.code === "severe-hypertriglyceridaemia");
    expect(tg?.severity).toBe("high");
    expect(tg?.clinician).not.toMatch(/non-HDL/);
  });

  it("fires in mg/dL for triglycerides 500 mg/dL with an LDL named 'LDL-C calc'", () => {
    const f = find(
      run([
        { name: "Triglycerides", value: "500", unit: "mg/dL" },
        { name: "LDL-C calc", value: "60", unit: "mg/dL" },
        { name: "Cholesterol, total", value: "250", unit: "mg/dL" },
        { name: "HDL Chol", value: "35", unit: "mg/dL" },
      ]),
    );
    expect(f?.clinician).toMatch(/above 400 mg\/dL/);
    expect(f?.clinician).toMatch(/non-HDL cholesterol instead: 215 mg\/dL/);
  });

  it("recognises the LOINC long name of a calculated LDL", () => {
    const f = find(run(mmol("6.0", "Cholesterol in LDL [Mass/volume] in Serum or Plasma by calculation")));
    expect(f?.severity).toBe("moderate");
  });

  it("is silent with triglycerides of 3.0 mmol/L", () => {
    expect(find(run(mmol("3.0")))).toBeUndefined();
  });

  it("is silent for a direct LDL, by name or beside a calculated one of the same panel", () => {
    expect(find(run(mmol("6.0", "LDL cholesterol, direct")))).toBeUndefined();
    expect(
      find(run(mmol("6.0", "Cholesterol in LDL [Mass/volume] in Serum or Plasma by Direct assay"))),
    ).toBeUndefined();
    const both = [...mmol("6.0"), { name: "Direct LDL", value: "3.4", unit: "mmol/L" }];
    expect(find(run(both))).toBeUndefined();
  });

  it("is silent when the LDL is from another date than the triglycerides", () => {
    expect(find(run(mmol("12.4", "LDL cholesterol (calculated)", "2026-10-01")))).toBeUndefined();
  });

  it("holds a Sampson (NIH) LDL to its own limit of 800 mg/dL", () => {
    const panel = (tg: string): Lab[] => [
      { name: "Triglycerides", value: tg, unit: "mg/dL" },
      { name: "LDL Chol Calc (NIH)", value: "70", unit: "mg/dL" },
      { name: "Cholesterol, total", value: "260", unit: "mg/dL" },
      { name: "HDL Chol", value: "32", unit: "mg/dL" },
    ];
    expect(find(run(panel("600")))).toBeUndefined();
    expect(find(run(panel("900")))?.clinician).toMatch(/above 800 mg\/dL.*Sampson/);
  });

  it("questions an LDL of unstated method more softly, at low severity", () => {
    const f = find(run(mmol("6.0", "LDL cholesterol")));
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/does not say how it was obtained.*If this LDL was calculated/);
    expect(f?.patient).toMatch(/^If your LDL/);
  });
});
