import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";
import { atValuePrecision } from "./bound-precision.ts";

/** The cardiology review's cases (round 13), kept with the rules' fixtures (synthetic records, no real patient). */
const CASES = new URL("../rules/fixtures/cardiology-review13/", import.meta.url);

describe("a catalogue bound converted to the result's unit", () => {
  it("is rounded to the digits the result was reported with", () => {
    expect(atValuePrecision(37.72, 38)).toBe(38);
    expect(atValuePrecision(5.172, 5.2)).toBe(5.2);
    expect(atValuePrecision(undefined, 5)).toBeUndefined();
  });

  it("does not call HbA1c 38 mmol/mol high against the 5.6 % limit (review 13 cardiology, case 11)", () => {
    const r = runReviewCase(loadReviewCase(CASES, "11-primary-prevention-55"));
    expect(r.findings.some((f) => /a1c/i.test(f.title) && f.family === "lab-flag")).toBe(false);
    expect(r.result.patientResponse).not.toMatch(/blood sugar has been high/);
  });

  it("still calls HbA1c 39 mmol/mol high", () => {
    const c = loadReviewCase(CASES, "11-primary-prevention-55");
    c.data.recentNormalLabs[4].value = "39";
    const r = runReviewCase(c);
    expect(r.findings.some((f) => /a1c/i.test(f.title) && f.family === "lab-flag")).toBe(true);
  });

  it("does not call triglycerides 1.7 mmol/L high against <150 mg/dL, but 1.8 it does (review 13 cardiology, case 04)", () => {
    const tgFlag = (value: string) => {
      const c = loadReviewCase(CASES, "04-post-mi-ldl-above-target");
      c.labResults[3].value = value;
      return runReviewCase(c).findings.some((f) => /triglycerides/i.test(f.title) && f.family === "lab-flag");
    };
    expect(tgFlag("1.7")).toBe(false);
    expect(tgFlag("1.8")).toBe(true);
  });
});
