import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
type Lab = [name: string, value: string, unit: string, range?: string, date?: string];

function run(
  labs: Lab[],
  ctx: { age?: number; gender?: string; conditions?: string[]; meds?: string[]; notes?: string },
) {
  return analyzeLabResults(
    labs.map(([name, value, unit, referenceRange, date]) =>
      labTestSchema.parse({
        name,
        value,
        unit,
        date: date ?? "2026-11-12",
        ...(referenceRange ? { referenceRange } : {}),
      }),
    ),
    patientContextSchema.parse({
      age: ctx.age ?? 74,
      gender: ctx.gender ?? "male",
      conditions: (ctx.conditions ?? []).map((name) => ({ name, status: "active" })),
      medications: (ctx.meds ?? []).map((name) => ({ name })),
      clinicalNotes: ctx.notes ?? "",
    }),
    NOW,
  );
}

describe("review 10 (infection and haematology): minor items", () => {
  it("raises one critical finding for INR and prothrombin time from the same sample, on the INR (case 12)", () => {
    const r = run(
      [
        ["INR", "6.8", "", "2.0-3.0"],
        ["Prothrombin time", "68.2", "sec", "9.4-12.5"],
      ],
      { conditions: ["Atrial fibrillation"], meds: ["Warfarin 5 mg daily"], notes: "No bleeding." },
    );
    const critical = r.findings.filter((f) => f.code === "lab-critical");
    expect(critical).toHaveLength(1);
    expect(critical[0]?.title).toMatch(/International normalised ratio/);
    expect(critical[0]?.clinician).toMatch(/Prothrombin time 68.2 s from the same day is critically high too/);
    expect(critical[0]?.refs).toHaveLength(2);
  });

  it("keeps a critical prothrombin time on its own when there is no critical INR", () => {
    const r = run([["Prothrombin time", "68.2", "sec", "9.4-12.5"]], {});
    expect(r.findings.filter((f) => f.code === "lab-critical")).toHaveLength(1);
  });

  it("gives mild anaemia (WHO) low priority, and keeps moderate anaemia or a fall of 2 g/dL moderate (cases 03, 16)", () => {
    const anaemia = (labs: Lab[]) => run(labs, { age: 60 }).findings.find((f) => f.code === "anaemia");
    const mild = anaemia([["Hemoglobin", "11.9", "g/dL", "13.5-17.5"]]);
    expect(mild?.clinician).toMatch(/mild anemia/);
    expect(mild?.severity).toBe("low");
    expect(anaemia([["Hemoglobin", "10.4", "g/dL", "13.5-17.5"]])?.severity).toBe("moderate");
    const falling = anaemia([
      ["Hemoglobin", "14.4", "g/dL", "13.5-17.5", "2026-08-01"],
      ["Hemoglobin", "11.9", "g/dL", "13.5-17.5", "2026-11-12"],
    ]);
    expect(falling?.severity).toBe("moderate");
  });

  it("does not cite the primary-prevention guideline for aspirin beside an anticoagulant in AF (case 14)", () => {
    const r = run(
      [
        ["Hemoglobin", "10.6", "g/dL", "13.5-17.5"],
        ["Ferritin", "11", "ng/mL", "30-400"],
        ["MCV", "77", "fL", "80-100"],
      ],
      { age: 71, conditions: ["Atrial fibrillation"], meds: ["Apixaban 5 mg twice daily", "Aspirin 81 mg daily"] },
    );
    const ids = r.findings.flatMap((f) => f.evidenceIds);
    expect(ids).toContain("acc-aha-2023-af");
    expect(ids).not.toContain("acc-aha-2019-primary-prevention");
  });

  it("cites the hepatitis C guidance, not the fatty-liver one, for FIB-4 in current hepatitis C (case 05)", () => {
    const r = run(
      [
        ["HCV RNA", "1450000", "IU/mL", "Not detected"],
        ["AST", "54", "U/L", "10-40"],
        ["ALT", "68", "U/L", "7-56"],
        ["Platelets", "188", "10^9/L", "150-400"],
      ],
      { age: 39 },
    );
    const fib4 = r.findings.find((f) => f.code === "fib4-fibrosis-risk");
    expect(fib4?.evidenceIds).toContain("aasld-idsa-2023-hcv");
    const result = r.result as Record<string, unknown>;
    expect(String(result.clinicianResponse ?? "")).not.toMatch(/fatty liver disease/i);
  });
});
