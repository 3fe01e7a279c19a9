import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };
type Lab = { name: string; value: string; unit: string; referenceRange: string; flag?: string };

function run(labs: Lab[], age: number) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-15", ...l })),
    patientContextSchema.parse({ age, gender: "female" }),
    NOW,
  );
}
const CREATININE: Lab = {
  name: "Creatinine",
  value: "0.95",
  unit: "mg/dL",
  referenceRange: "0.60-1.20",
  flag: "Normal",
};
const EGFR: Lab = { name: "eGFR", value: ">60", unit: "mL/min/1.73m2", referenceRange: ">60" };

describe("a child's creatinine and eGFR against adult ranges (review10 must-fix 4)", () => {
  it("does not pass a 5-year-old's creatinine inside the adult range as normal: it is not judged", () => {
    const r = run([CREATININE], 5);
    const f = r.findings.find((x) => x.id === "lab-not-comparable:lab:0");
    expect(f?.clinician).toMatch(/under 18/);
    expect(r.model.labs[0]?.notComparable).toBe("adult-range-only");
  });

  it("does not read an adult eGFR as reassurance under 18, and says why", () => {
    const r = run([CREATININE, EGFR], 5);
    const egfr = r.model.labs.find((o) => o.analyteId === "egfr");
    expect(egfr?.notComparable).toBe("adult-egfr-in-child");
    const f = r.findings.find((x) => x.id === `lab-not-comparable:${egfr?.ref}`);
    expect(f?.clinician).toMatch(/equation made for adults/);
    expect(f?.patient).toMatch(/do not apply to children/);
  });

  it("judges an eGFR named as from a paediatric equation, and an adult's creatinine and eGFR as sent", () => {
    const schwartz = run([{ ...EGFR, name: "eGFR (bedside Schwartz)", value: "48", referenceRange: ">90" }], 5);
    expect(schwartz.model.labs[0]?.status).toBe("low");
    const adult = run([CREATININE, EGFR], 40);
    expect(adult.model.labs.map((o) => o.status)).toEqual(["normal", "normal"]);
  });
});
