import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { differentialsFor } from "../compose/deep.ts";
import { analyzeEhr } from "../pipeline.ts";

interface Case {
  age?: number;
  meds?: string[];
  conditions?: string[];
  labs: { display: string; value: string; unit: string; referenceRange: string }[];
  notes?: string;
}

function analyse(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age ?? 71, gender: "female" },
    medications: (c.meds ?? []).map((medication) => ({ medication, status: "active", frequency: "daily" })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    recentAbnormalLabs: c.labs.map((l) => ({ ...l, date: "2026-11-11" })),
    additionalContext: c.notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-20T00:00:00Z") });
}
const find = (c: Case, code: string) => analyse(c).findings.find((f) => f.code === code);

const tsh = (value: string) => ({ display: "TSH", value, unit: "mIU/L", referenceRange: "0.45-4.50" });
const ft4 = (value: string) => ({ display: "Free T4", value, unit: "ng/dL", referenceRange: "0.82-1.77" });
const LEVO = ["Levothyroxine 150 mcg"];

describe("levothyroxine over-replacement (review 10, item 3)", () => {
  it("calls a suppressed TSH with a raised free T4 overt, rates it high and names age and osteopenia", () => {
    const f = find(
      { meds: LEVO, conditions: ["Hypothyroidism", "Osteopenia"], labs: [tsh("0.04"), ft4("2.1")] },
      "levothyroxine-tsh-low",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("overt over-replacement (iatrogenic thyrotoxicosis)");
    expect(f?.clinician).not.toContain("possible over-replacement");
    expect(f?.clinician).toContain("age 71 and recorded osteopenia");
    expect(f?.nextSteps).toEqual(["Reduce the thyroid hormone dose and recheck TSH and free T4 in 6–8 weeks"]);
  });

  it("keeps a low TSH with a normal free T4 moderate and 'possible'", () => {
    const f = find({ age: 50, meds: LEVO, labs: [tsh("0.05"), ft4("1.5")] }, "levothyroxine-tsh-low");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("possible over-replacement");
  });

  it("keeps a raised free T4 with a TSH not suppressed moderate, though overt", () => {
    const f = find({ age: 50, meds: LEVO, labs: [tsh("0.3"), ft4("1.9")] }, "levothyroxine-tsh-low");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("overt over-replacement");
  });

  it("does not offer Graves' disease or toxic nodular goitre for over-replacement", () => {
    const r = analyse({ meds: LEVO, conditions: ["Hypothyroidism"], labs: [tsh("0.04"), ft4("2.1")] });
    const thyroid = r.findings.filter((f) => f.problem === "Thyroid");
    const list = differentialsFor(r.model, "Thyroid", thyroid);
    expect(list).toContain("excess levothyroxine");
    expect(list).not.toContain("Graves' disease");
    expect(list).not.toContain("toxic nodular goitre");
  });
});

describe("levothyroxine under-replacement with a binding medicine (review 10, item 10)", () => {
  const si = [
    { display: "TSH", value: "9.6", unit: "mU/L", referenceRange: "0.27-4.20" },
    { display: "Free T4", value: "10.1", unit: "pmol/L", referenceRange: "12.0-22.0" },
  ];

  it("names calcium carbonate and the notes as the likely cause before a dose rise", () => {
    const f = find(
      {
        age: 44,
        meds: ["Levothyroxine 75 micrograms", "Calcium carbonate 1250 mg"],
        labs: si,
        notes: "Tired and cold. Takes levothyroxine with her coffee and calcium tablet at breakfast since June.",
      },
      "levothyroxine-tsh-high",
    );
    expect(f?.clinician).toContain("Calcium carbonate 1250 mg is in the medication list");
    expect(f?.clinician).toContain('"Takes levothyroxine with her coffee and calcium tablet at breakfast since June"');
    expect(f?.clinician).toContain("likely cause of the raised TSH");
    expect(f?.nextSteps[0]).toMatch(/about 4 hours apart from calcium or iron/);
    expect(f?.nextSteps).not.toContain("Adjust dose and recheck TSH in 6–8 weeks");
    expect(f?.patient).toContain("about 4 hours away");
  });

  it("names oral iron from the medication list alone", () => {
    const f = find(
      { age: 44, meds: ["Levothyroxine 75 micrograms", "Ferrous fumarate 210 mg"], labs: si },
      "levothyroxine-tsh-high",
    );
    expect(f?.clinician).toContain("Ferrous fumarate 210 mg is in the medication list");
  });

  it("mentions a PPI as a smaller effect without changing the steps", () => {
    const f = find(
      { age: 44, meds: ["Levothyroxine 75 micrograms", "Omeprazole 20 mg"], labs: si },
      "levothyroxine-tsh-high",
    );
    expect(f?.clinician).toContain("Omeprazole 20 mg: acid suppression can reduce levothyroxine absorption");
    expect(f?.nextSteps).toContain("Adjust dose and recheck TSH in 6–8 weeks");
  });

  it("does not read tablets kept apart as taken together", () => {
    const f = find(
      {
        age: 44,
        meds: ["Levothyroxine 75 micrograms"],
        labs: si,
        notes: "Takes levothyroxine with water before breakfast; calcium at lunch.",
      },
      "levothyroxine-tsh-high",
    );
    expect(f?.clinician).not.toContain("likely cause");
    expect(f?.nextSteps).toContain("Adjust dose and recheck TSH in 6–8 weeks");
  });
});
