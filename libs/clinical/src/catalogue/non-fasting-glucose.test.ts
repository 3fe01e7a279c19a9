import { describe, expect, it } from "vitest";
import { runReviewCase } from "../testing/review-case.ts";
import { findLab } from "./index.ts";

describe("non-fasting glucose names", () => {
  it("are recognised as glucose", () => {
    for (const name of ["Glucose, non-fasting", "Non-fasting glucose", "Non fasting glucose", "Random glucose"]) {
      expect(findLab(name)?.id, name).toBe("glucose");
    }
  });

  it("are read as random, not fasting: 150 mg/dL non-fasting is no fasting diabetes-range result", () => {
    const findings = runReviewCase({
      _now: "2026-11-20T12:00:00Z",
      labResults: [
        {
          name: "Glucose, non-fasting",
          value: "150",
          unit: "mg/dL",
          referenceRange: "70-139",
          date: "2026-11-20T08:00:00Z",
        },
      ],
      patientContext: { age: "55", gender: "female", conditions: [], medications: [] },
    }).findings;
    const text = findings.map((f) => `${f.code}: ${f.clinician}`).join("\n");
    expect(findings.map((f) => f.code)).not.toContain("diabetes-range-undiagnosed");
    expect(text).not.toMatch(/fasting glucose 150|fasting (?:plasma )?glucose .*diabetes range/i);
  });
});
