import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };

function bp(age: number, readings: [value: string, date: string][], notes?: string) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender: "female" },
    vitalSigns: readings.map(([value, date]) => ({ display: "Blood pressure", value, unit: "mmHg", date })),
    ...(notes === undefined ? {} : { clinicalNotes: notes }),
  });
  return analyzeEhr(data, NOW).findings.filter((f) => f.code.startsWith("bp-"));
}

describe("a single office reading exactly at a category threshold (review 10)", () => {
  it("keeps 122/80 in stage 1, but low, at the threshold and to be confirmed, with no medicine step", () => {
    const [f] = bp(44, [["122/80", "2026-11-11"]]);
    expect(f?.code).toBe("bp-stage-1");
    expect(f?.title).toBe("Stage 1 hypertension range");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("exactly at the stage 1 threshold (diastolic 80 mmHg)");
    expect(f?.patient).toContain("right at the cut-off (80 for the bottom number)");
    expect(f?.patient).toContain("needs confirming with home or repeated readings");
    expect(f?.nextSteps).toEqual([
      "Confirm with out-of-office readings",
      "Lifestyle measures; recheck within 3–6 months",
    ]);
    expect(f?.nextSteps.join(" ")).not.toContain("medication depending on cardiovascular risk");
  });

  it("treats systolic 130 with a diastolic below 80 the same way", () => {
    const [f] = bp(50, [["130/74", "2026-11-11"]]);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("(systolic 130 mmHg)");
  });

  it("keeps a reading inside stage 1 moderate, with the usual medicine step", () => {
    const [f] = bp(44, [["134/84", "2026-11-11"]]);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toContain("threshold (");
    expect(f?.nextSteps).toContain("Lifestyle measures; medication depending on cardiovascular risk");
  });

  it("keeps a threshold reading moderate when an earlier visit was also raised", () => {
    const [f] = bp(44, [
      ["122/80", "2026-11-11"],
      ["132/82", "2026-08-01"],
    ]);
    expect(f?.code).toBe("bp-stage-1");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toContain("exactly at the stage 1 threshold");
  });

  it("says an elevated 120/76 sits at the cut-off, at low priority", () => {
    const [f] = bp(35, [["120/76", "2026-11-06"]]);
    expect(f?.code).toBe("bp-elevated");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("exactly at the lower threshold of the category (systolic 120 mmHg)");
    expect(f?.patient).toContain("right at the cut-off (120 for the top number)");
    const [inside] = bp(35, [["124/76", "2026-11-06"]]);
    expect(inside?.patient).not.toContain("cut-off");
  });
});
