import { describe, expect, it } from "vitest";
import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";
import { treatmentLine } from "./paracetamol-overdose.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string };

function run(labs: Lab[], clinicalNotes = "") {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ unit: "mg/L", date: "2026-11-20T02:00:00Z", ...l })),
    patientContextSchema.parse({ age: 23, gender: "female", clinicalNotes }),
    NOW,
  );
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const ALT = { name: "ALT", value: "58", unit: "U/L", referenceRange: "0-33" };

// Review10 acute case 10b: a 4-hour level of 182 mg/L, no laboratory "critical" flag.
const CASE_10B_NOTES =
  "ED: took 40 x 500 mg paracetamol tablets (20 g, weight 58 kg) at 22:00 single ingestion after an argument; level drawn 02:00 = 4 h. Nausea. Wants to go home.";

describe("paracetamol overdose", () => {
  it("places the UK treatment line at 100 mg/L at 4 h and 15 mg/L at 15 h", () => {
    expect(treatmentLine(4)).toBeCloseTo(100, 5);
    expect(treatmentLine(15)).toBeCloseTo(15, 5);
    expect(treatmentLine(8)).toBeCloseTo(50.2, 0);
  });

  it("reads a 4-hour level above the line as critical without a laboratory flag (review10 case 10b)", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 23, gender: "female" },
      recentAbnormalLabs: [
        { display: "Paracetamol", value: "182", unit: "mg/L", date: "2026-11-20", referenceRange: "10-20" },
        { display: "ALT", value: "58", unit: "U/L", date: "2026-11-20", referenceRange: "0-33" },
      ],
      additionalContext: CASE_10B_NOTES,
    });
    const r = analyzeEhr(data, NOW);
    const f = find(r, "paracetamol-overdose");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/On or above the UK treatment line \(100 mg\/L at 4 h/);
    expect(f?.nextSteps[0]).toMatch(/^Start intravenous acetylcysteine now/);
    expect(f?.nextSteps.join(" ")).toMatch(/mental health assessment/);
    expect(f?.patient).toMatch(/Go to the emergency department now/);
    const patient = String((r.result as Record<string, unknown>).patientResponse ?? "");
    expect(patient).not.toMatch(/None of these results needs emergency care/);
  });

  it("recognises the level in µmol/L and a test name that carries the timing", () => {
    const f = find(
      run([{ name: "Paracetamol level (4 h post ingestion)", value: "1200", unit: "umol/L" }, ALT], "Overdose."),
      "paracetamol-overdose",
    );
    expect(f?.severity).toBe("critical");
  });

  it("stays silent below the line and fires on or above it at 8 hours", () => {
    expect(
      find(
        run([{ name: "Paracetamol", value: "40" }], "Overdose, level taken 8 hours after ingestion."),
        "paracetamol-overdose",
      ),
    ).toBeUndefined();
    expect(
      find(
        run([{ name: "Paracetamol", value: "60" }], "Overdose, level taken 8 hours after ingestion."),
        "paracetamol-overdose",
      )?.severity,
    ).toBe("critical");
  });

  it("treats a staggered overdose with any detectable level, whatever the line says", () => {
    const f = find(
      run([{ name: "Paracetamol", value: "12" }], "Staggered overdose of paracetamol over 2 days."),
      "paracetamol-overdose",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/treatment line cannot be used/);
  });

  it("says a level without a time cannot be interpreted, and to treat if in doubt", () => {
    const f = find(
      run([{ name: "Paracetamol", value: "45" }], "Overdose of tablets, brought in by ambulance."),
      "paracetamol-overdose",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/cannot be interpreted without the time of ingestion; treat if in doubt/);
  });

  it("leaves a level within the laboratory's range without an overdose alone", () => {
    expect(
      find(run([{ name: "Paracetamol", value: "12", referenceRange: "10-20" }]), "paracetamol-overdose"),
    ).toBeUndefined();
  });
});
