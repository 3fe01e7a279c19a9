import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
type Lab = { name: string; value: string; unit: string; referenceRange: string };

const phenytoin = (value: string, unit = "ug/mL"): Lab => ({
  name: "Phenytoin, total",
  value,
  unit,
  referenceRange: unit === "ug/mL" ? "10.0-20.0" : "40-80",
});
const albumin = (value: string): Lab => ({ name: "Albumin", value, unit: "g/dL", referenceRange: "3.5-5.0" });

function run(labs: Lab[], medications: string[], clinicalNotes = "", conditions: string[] = ["Epilepsy"]) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-12", ...l })),
    patientContextSchema.parse({
      age: 60,
      gender: "male",
      conditions: conditions.map((name) => ({ name, status: "active" })),
      medications: medications.map((name) => ({ name, dosage: "", frequency: "daily" })),
      clinicalNotes,
    }),
    NOW,
  );
}
const finding = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === "phenytoin-level");

describe("phenytoin level read with the albumin (review10 neuro-psych-meds must-fix 2)", () => {
  it("corrects an in-range total with low albumin by Winter-Tozer and rates toxic signs high (case 12)", () => {
    const f = finding(
      run(
        [phenytoin("14.2"), albumin("2.1")],
        ["Phenytoin"],
        "Unsteady on feet, nystagmus on lateral gaze, slurred speech.",
      ),
    );
    expect(f?.severity).toBe("high");
    // 14.2 / (0.2 × 2.1 + 0.1) = 27.3
    expect(f?.clinician).toMatch(/Winter-Tozer estimate at normal albumin is about 27\.3 µg\/mL/);
    expect(f?.clinician).toMatch(/nystagmus/);
    expect(f?.nextSteps.join(" ")).toMatch(/free \(unbound\) phenytoin level/);
    expect(f?.nextSteps.join(" ")).toMatch(/withhold or reduce phenytoin/);
    expect(f?.patient).toMatch(/albumin \(a blood protein\) is low/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["ann-pharmacother-2016-sheiner-tozer-review", "dilantin-label-interactions"]),
    );
  });

  it("rates a high total with ataxia high and names fluconazole as raising the level (case 12b)", () => {
    const f = finding(run([phenytoin("27.5"), albumin("4.1")], ["Phenytoin", "Fluconazole"], "Ataxia and nystagmus."));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/Winter-Tozer/);
    expect(f?.clinician).toMatch(/Fluconazole can raise phenytoin levels/);
  });

  it("uses the kidney-failure coefficient 0.1 on dialysis", () => {
    const f = finding(run([phenytoin("8"), albumin("2.5")], ["Phenytoin"], "", ["Epilepsy", "On haemodialysis"]));
    // 8 / (0.1 × 2.5 + 0.1) = 22.9
    expect(f?.clinician).toMatch(/about 22\.9 µg\/mL .*kidney-failure form/);
  });

  it("warns against raising the dose when a low total corrects into range", () => {
    const f = finding(run([phenytoin("7.2"), albumin("2.0")], ["Phenytoin"]));
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps).toContain("Do not increase the phenytoin dose on the total level alone");
  });

  it("rates 40 mg/L or more critical, read from µmol/L as well", () => {
    expect(finding(run([phenytoin("44")], ["Phenytoin"]))?.severity).toBe("critical");
    expect(finding(run([phenytoin("170", "umol/L")], ["Phenytoin"]))?.severity).toBe("critical");
  });

  it("says nothing for an in-range level with normal albumin", () => {
    expect(finding(run([phenytoin("14"), albumin("4.2")], ["Phenytoin"], "Well."))).toBeUndefined();
  });
});
