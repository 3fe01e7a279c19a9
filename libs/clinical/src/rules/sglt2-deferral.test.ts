import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-23T00:00:00Z") };

/** A 79-year-old with HFrEF and type 2 diabetes, eGFR 42, with the given potassium. */
function findings(potassium: string) {
  const labs = [
    { name: "Potassium", value: potassium, unit: "mmol/L", referenceRange: "3.5-5.3", date: "2026-11-21" },
    { name: "eGFR", value: "42", unit: "mL/min/1.73m2", date: "2026-11-21" },
  ];
  const context = {
    age: 79,
    gender: "female",
    conditions: [{ name: "Heart failure with reduced ejection fraction" }, { name: "Type 2 diabetes" }],
  };
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse(l)),
    patientContextSchema.parse(context),
    NOW,
  ).findings;
}

describe("SGLT2 inhibitor opportunities beside an electrolyte emergency (review 9, renal-elderly 12)", () => {
  it("defers them, at low priority, while the potassium is critical", () => {
    const all = findings("2.5");
    expect(all.some((f) => f.code.startsWith("lab-critical"))).toBe(true);
    // The diabetic kidney suggestion is folded into the HFrEF finding (sglt2-once.ts, review 13).
    expect(all.some((f) => f.code === "sglt2i-opportunity-diabetic-kidney")).toBe(false);
    for (const code of ["hfref-pillars-missing"]) {
      const f = all.find((x) => x.code === code);
      expect(f?.severity, code).toBe("low");
      expect(f?.nextSteps[0], code).toContain("once the critical potassium has been corrected");
      expect(f?.clinician, code).toContain("Not for now");
    }
  });

  it("offers them as usual with a normal potassium", () => {
    const f = findings("4.4").find((x) => x.code === "hfref-pillars-missing");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps).toContain("Consider dapagliflozin or empagliflozin, regardless of diabetes, if eGFR allows");
  });
});
