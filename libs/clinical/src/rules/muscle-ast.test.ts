import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Lab {
  display: string;
  value: string;
  unit: string;
  referenceRange: string;
}

function findings(labs: Lab[]) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 24, gender: "male" },
    recentAbnormalLabs: labs.map((l) => ({ date: "2026-11-10", ...l })),
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings;
}

const ast = (value: string): Lab => ({ display: "AST", value, unit: "U/L", referenceRange: "<40" });
const alt = (value: string): Lab => ({ display: "ALT", value, unit: "U/L", referenceRange: "<41" });
const ck = (value: string): Lab => ({ display: "Creatine kinase", value, unit: "U/L", referenceRange: "40-320" });

describe("ast-muscle-source", () => {
  it("reads a raised AST beside a high CK and normal ALT as muscle, not liver (review 6 G7)", () => {
    const found = findings([ast("58"), alt("36"), ck("1450")]).find((f) => f.code === "ast-muscle-source");
    expect(found?.clinician).toMatch(/muscle rather than the liver/);
    expect(found?.evidenceIds).toContain("lim-2020-rhabdomyolysis-liver-tests");
  });

  it("leaves the AST its liver reading when CK is normal", () => {
    const all = findings([ast("58"), alt("36"), ck("150")]);
    expect(all.find((f) => f.code === "ast-muscle-source")).toBeUndefined();
    expect(all.find((f) => f.code === "lab-high" && f.clinician.includes("AST"))?.clinician).toMatch(/fatty liver/);
  });

  it("stays silent when ALT is well raised or above the AST, which points to the liver", () => {
    expect(findings([ast("58"), alt("120"), ck("1450")]).some((f) => f.code === "ast-muscle-source")).toBe(false);
    expect(findings([ast("58"), alt("62"), ck("1450")]).some((f) => f.code === "ast-muscle-source")).toBe(false);
  });
});

describe("low eGFR text", () => {
  const egfr = (value: string): Lab => ({
    display: "eGFR",
    value,
    unit: "mL/min/1.73m2",
    referenceRange: ">90",
  });
  const text = (value: string) => findings([egfr(value)]).find((f) => f.code === "lab-low");

  it("does not give the CKD definition for an eGFR of 60 or more (review 6 G7)", () => {
    const found = text("70");
    expect(found?.patient).not.toMatch(/meets the definition of chronic kidney disease/);
    expect(found?.patient).toMatch(/does not mean chronic kidney disease unless/);
  });

  it("keeps it below 60", () => {
    expect(text("52")?.clinician).toMatch(/below 60 for three months or more meets the definition/);
  });
});
