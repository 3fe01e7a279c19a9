import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

function text(out: { result: unknown }): string {
  const r = out.result as Record<string, unknown>;
  return String(r.patientResponse ?? r.patientSummary ?? "");
}

/** Headings ("## ...") that are followed, past blank lines, directly by another heading or by nothing. */
function emptyHeadings(report: string): string[] {
  const lines = report.split("\n");
  const empty: string[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith("#")) return;
    const next = lines.slice(i + 1).find((l) => l.trim() !== "");
    if (next === undefined || next.startsWith("#")) empty.push(line);
  });
  return empty.filter((h) => h !== "# Your results explained");
}

// Review 10, infection case 13: INR 9.5 with melaena on warfarin; the only other finding was folded
// into the urgent section, which left "What stands out" with nothing under it.
function case13() {
  const data = healthDataSchema.parse({
    patientInfo: { age: 79, gender: "female" },
    recentAbnormalLabs: [
      { display: "INR", value: "9.5", unit: "", date: "2026-11-20", referenceRange: "2.0-3.0" },
      { display: "Haemoglobin", value: "88", unit: "g/L", date: "2026-11-20", referenceRange: "115-165" },
    ],
    recentNormalLabs: [
      { display: "Platelets", value: "230", unit: "x10^9/L", date: "2026-11-20", referenceRange: "150-400" },
    ],
    pastMedicalHistory: [
      { display: "Mechanical mitral valve replacement", clinicalStatus: "active", code: "Z95.2" },
      { display: "Atrial fibrillation", clinicalStatus: "active" },
    ],
    medications: [{ medication: "Warfarin 4 mg daily", status: "active", startDate: "2018-01-01" }],
    additionalContext:
      "Black tarry stools since yesterday, dizzy on standing. Took extra warfarin tablets by mistake last week.",
    labTrends: [
      {
        code: "718-7",
        display: "Haemoglobin",
        values: [
          { date: "2026-08-10", value: "124", unit: "g/L" },
          { date: "2026-11-20", value: "88", unit: "g/L" },
        ],
      },
    ],
  });
  return analyzeEhr(data, NOW);
}

function labs(list: [string, string, string, string?][], notes = "") {
  return analyzeLabResults(
    list.map(([name, value, unit, referenceRange]) =>
      labTestSchema.parse({ name, value, unit, date: "2026-11-12", ...(referenceRange ? { referenceRange } : {}) }),
    ),
    patientContextSchema.parse({ age: 74, gender: "male", clinicalNotes: notes }),
    NOW,
  );
}

describe("patient report headings", () => {
  it("never leaves a section heading with nothing under it (review 10, case 13)", () => {
    const report = text(case13());
    expect(report).toMatch(/## Please act on this now/);
    expect(emptyHeadings(report)).toEqual([]);
  });

  it("has no empty heading in ordinary, urgent and all-normal reports", () => {
    const cases = [
      labs(
        [
          ["INR", "6.8", "", "2.0-3.0"],
          ["Prothrombin time", "68.2", "sec", "9.4-12.5"],
        ],
        "On warfarin.",
      ),
      labs([["Hemoglobin", "14.2", "g/dL", "13.5-17.5"]]),
      labs([
        ["Potassium", "6.9", "mmol/L", "3.5-5.1"],
        ["Sodium", "128", "mmol/L", "135-145"],
      ]),
    ];
    for (const out of cases) expect(emptyHeadings(text(out))).toEqual([]);
  });
});
