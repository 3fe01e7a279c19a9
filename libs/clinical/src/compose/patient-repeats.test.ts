import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = new Date("2026-11-23T12:00:00Z");
const TODAY = "2026-11-23";

function patientText(
  labs: [string, string, string, string?][],
  ctx: {
    conditions?: string[];
    medications?: string[];
    bp?: string;
    bpDate?: string;
    notes?: string;
    genetics?: boolean;
  },
): string {
  const out = analyzeLabResults(
    labs.map(([name, value, unit, date]) => labTestSchema.parse({ name, value, unit, date: date ?? TODAY })),
    patientContextSchema.parse({
      age: 31,
      gender: "female",
      conditions: (ctx.conditions ?? []).map((name) => ({ name, status: "active" })),
      medications: (ctx.medications ?? []).map((name) => ({ name })),
      vitalSigns:
        ctx.bp === undefined
          ? []
          : [{ name: "Blood pressure", value: ctx.bp, unit: "mmHg", date: ctx.bpDate ?? TODAY }],
      ...(ctx.notes === undefined ? {} : { clinicalNotes: ctx.notes }),
    }),
    { now: NOW },
  );
  const r = out.result as Record<string, unknown>;
  return String(r.patientResponse ?? r.patientSummary ?? "");
}

describe("patient text: each point once", () => {
  it("does not add a second anaemia bullet beside iron-deficiency anaemia", () => {
    const text = patientText(
      [
        ["Hemoglobin", "9.6", "g/dL"],
        ["Ferritin", "6", "ng/mL"],
      ],
      {},
    );
    // A US record (g/dL, ng/mL): the patient reads US spelling (review 27, us-words-27).
    expect(text).toMatch(/anemia/i);
    expect(text).not.toMatch(/Your ha?emoglobin is low\. This is called ana?emia\./);
  });
});

describe("patient text: emergency wording", () => {
  it("does not say no result needs emergency care beside HELLP results more than a week old", () => {
    const old = "2026-11-10";
    const text = patientText(
      [
        ["Platelet count", "68", "10^9/L", old],
        ["AST", "248", "U/L", old],
        ["ALT", "212", "U/L", old],
        ["LDH", "820", "U/L", old],
      ],
      { conditions: ["Pregnancy at 35+2 weeks"], bp: "150/95", bpDate: old },
    );
    expect(text).toContain("HELLP");
    expect(text).not.toContain("None of these results needs emergency care");
  });
});

describe("patient text: a stock medicine line beside an urgent one", () => {
  it("leaves out the pharmacogenomic 'Do not stop it on your own' when the urgent CK finding says not to take simvastatin", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 62, gender: "male" },
      medications: [{ medication: "Simvastatin 80 mg", status: "active" }],
      recentAbnormalLabs: [{ display: "CK", value: "12400", unit: "U/L", date: TODAY, referenceRange: "30-200" }],
      geneticData: [
        {
          geneCode: "10599",
          geneDisplay: "SLCO1B1",
          interpretation: "Poor function",
          value: "*5/*5 (c.521C/C)",
          date: "2026-02-01",
        },
      ],
      additionalContext: "Severe thigh pain and weakness for 4 days, dark urine.",
    });
    const text = analyzeEhr(data, { now: NOW }).result.patientResponse;
    expect(text).toContain("Do not take more simvastatin");
    expect(text).toContain("You take a medicine affected by this result.");
    expect(text).not.toContain("Do not stop it on your own");
  });
});
