import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };
type Lab = { name: string; value: string; unit: string; referenceRange: string; flag?: string };

const lead = (value: string, unit = "ug/dL", name = "Lead, blood (venous)"): Lab => ({
  name,
  value,
  unit,
  referenceRange: unit === "ug/dL" ? "<3.5" : "<0.17",
});
const FERRITIN_LOW: Lab = { name: "Ferritin", value: "9", unit: "ng/mL", referenceRange: "12-150", flag: "Low" };
const NOTES = "Routine lead screen. Lives in a house built in 1920 being renovated; peeling paint.";

function run(labs: Lab[], age: number | string = 2, clinicalNotes = NOTES) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-14", ...l })),
    patientContextSchema.parse({ age, gender: "male", clinicalNotes }),
    NOW,
  );
}
const leadFinding = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === "lead-child");

describe("blood lead in a child, graded by CDC's actions (review10 must-fix 3)", () => {
  it("grades 20–44 µg/dL high, with environmental investigation and the source from the notes", () => {
    const f = leadFinding(run([lead("24"), FERRITIN_LOW]));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/20–44 µg\/dL/);
    expect(f?.clinician).toMatch(/likely source \(".*built in 1920.*"\)/);
    expect(f?.clinician).toMatch(/Ferritin 9 ng\/mL .* is low/);
    expect(f?.nextSteps.join(" ")).toMatch(/environmental investigation of the home/);
    expect(f?.nextSteps.join("\n")).not.toMatch(/Check iron status and ha?emoglobin/);
    expect(f?.patient).toMatch(/blood lead level is high/);
    expect(f?.evidenceIds).toEqual(["cdc-2021-blood-lead-actions"]);
  });

  it("grades 45 µg/dL and more critical with chelation advice, and 70 and more as an emergency", () => {
    const at52 = leadFinding(run([lead("52")]));
    expect(at52?.severity).toBe("critical");
    expect(at52?.nextSteps.join(" ")).toMatch(/chelation/);
    // A blood lead in µg/dL reads as a US record (review 31, country-31): US spelling.
    expect(at52?.nextSteps).toContain("Check iron status and hemoglobin");
    const at75 = leadFinding(run([lead("75")]));
    expect(at75?.severity).toBe("critical");
    expect(at75?.patient).toMatch(/medical emergency/);
    expect(at75?.nextSteps[0]).toMatch(/^Admit today and start chelation/);
  });

  it("reads µmol/L the same way (2.5 µmol/L is about 52 µg/dL)", () => {
    const f = leadFinding(run([lead("2.5", "umol/L")]));
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/45 µg\/dL or more/);
  });

  it("grades a level from the reference value to 19 µg/dL moderate, and says nothing below 3.5", () => {
    expect(leadFinding(run([lead("6")]))?.severity).toBe("moderate");
    expect(leadFinding(run([lead("3.2")]))).toBeUndefined();
  });

  it("asks for venous confirmation of a capillary sample", () => {
    const f = leadFinding(run([lead("24", "ug/dL", "Lead, capillary")]));
    expect(f?.nextSteps[0]).toMatch(/capillary sample: confirm on a venous sample/);
  });

  it("leaves an adult's lead to the laboratory flag", () => {
    const r = run([lead("24")], 40, "Works in battery recycling.");
    expect(leadFinding(r)).toBeUndefined();
    expect(r.findings.find((f) => f.id === "lab-abnormal:lab:0")).toBeDefined();
  });
});
