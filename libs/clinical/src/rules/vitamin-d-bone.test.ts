import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-23T00:00:00Z") };

function vitaminD(value: string, context: Record<string, unknown> = {}, extra: object[] = []) {
  const labs = [{ name: "25-hydroxyvitamin D", value, unit: "nmol/L", date: "2026-11-18" }, ...extra];
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse(l)),
    patientContextSchema.parse({ age: 69, gender: "female", ...context }),
    NOW,
  ).findings.find((f) => f.code === "vitamin-d-deficiency");
}

const ROUTINE = /advises against routine testing/;

describe("low vitamin D with bone disease (review 9, endocrine 11)", () => {
  it("keeps the routine-testing caveat for a patient with no bone indication", () => {
    const f = vitaminD("40");
    expect(f?.clinician).toMatch(ROUTINE);
    expect(f?.nextSteps[0]).toMatch(/^Consider vitamin D replacement/);
  });

  it("states replacement firmly with osteoporosis, an anti-resorptive or a raised PTH", () => {
    const cases = [
      vitaminD("40", { conditions: [{ name: "Osteoporosis" }] }),
      vitaminD("40", { medications: [{ name: "Alendronic acid 70 mg weekly" }] }),
      vitaminD("40", {}, [
        { name: "PTH", value: "12.5", unit: "pmol/L", referenceRange: "1.6-6.9", date: "2026-11-18" },
      ]),
    ];
    for (const f of cases) {
      expect(f?.clinician).not.toMatch(ROUTINE);
      expect(f?.clinician).toContain("replacement is advised");
      expect(f?.nextSteps[0]).toMatch(/^Start vitamin D replacement/);
      expect(f?.evidenceIds).toContain("ros-2018-vitamin-d-bone-health");
    }
  });

  it("does not take a relative's osteoporosis in the notes as the patient's", () => {
    expect(vitaminD("40", { clinicalNotes: "Mother had osteoporosis." })?.clinician).toMatch(ROUTINE);
  });
});
