import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infection-review14/", import.meta.url);
const codes = (name: string) => runReviewCase(loadReviewCase(FOLDER, name)).findings;

describe("routine work-up beside an acute infection (review 14, infection cases 01 and 13)", () => {
  // Review 16 (acute panels 05): beside sepsis the low count is a sign of severity, not a myeloma question.
  it("leaves out a myeloma work-up for a low white cell count in sepsis and reads the count as severity", () => {
    const findings = codes("01-sepsis-pneumonia-pct-lactate");
    expect(findings.map((f) => f.code)).not.toContain("myeloma-investigations-low-white-cells");
    const sepsis = findings.find((f) => f.code === "sepsis-high-risk-adult");
    expect(sepsis?.clinician).not.toMatch(/myeloma/);
    expect(sepsis?.clinician).toMatch(/adds to the severity rather than calling for its own work-up/);
  });

  it("puts off the long-term oxygen assessment of a low saturation during the infection", () => {
    const oxygen = codes("01-sepsis-pneumonia-pct-lactate").find((f) => f.code === "copd-oxygen-assessment");
    expect(oxygen?.severity).toBe("low");
    expect(oxygen?.clinician).toMatch(/Not for now/);
  });

  it("does not stage kidney disease from the creatinine of severe C. difficile infection", () => {
    const findings = codes("13-cdiff-severe-after-coamoxiclav");
    expect(findings.map((f) => f.code)).not.toContain("ckd-stage");
    // "Creatinine 82 umol/L in September" is read as the baseline (review 24), so the rise is an acute
    // kidney injury and no staging is attempted at all.
    expect(findings.find((f) => f.code === "aki-creatinine-rise")?.clinician).toMatch(/from 82 µmol\/L/);
  });
});
