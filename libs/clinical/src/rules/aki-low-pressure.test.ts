import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

/** Synthetic, review 14 known gaps 09 and 10: acute kidney injury with and without a low pressure. */
const FOLDER = new URL("./fixtures/known-gaps-review14/", import.meta.url);
const aki = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "aki-creatinine-rise");

describe("acute kidney injury with a low blood pressure or fluid loss", () => {
  it("withholds the ARB and diuretic, not just reviews them, and restarts them by indication", () => {
    const f = aki(loadReviewCase(FOLDER, "09-aki-hypotension-d-and-v"));
    const steps = f?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(
      /Withhold losartan 100 mg and indapamide 2\.5 mg while the blood pressure is low, and review amlodipine 5 mg/,
    );
    expect(steps).toMatch(/restart each by its indication/);
    expect(steps).not.toMatch(/Review Losartan/);
    expect(steps).not.toMatch(/heart-failure medicines/);
    expect(f?.clinician).toMatch(/With blood pressure 92\/54 mmHg \(2026-11-19\) and "vomiting" in the notes/);
    expect(f?.patient).toMatch(/usually paused while you are unwell/);
    // A record of neither country: the withholding cites CCJM, not the English RCGP toolkit (review 36, kidney-36).
    expect(f?.evidenceIds).toContain("momoniat-2019-acei-arb-potassium");
    expect(f?.evidenceIds).not.toContain("rcgp-aki-toolkit");
  });

  it("withholds them with fluid loss even when the pressure is not low", () => {
    const c = loadReviewCase(FOLDER, "09-aki-hypotension-d-and-v");
    c.data.vitalSigns = [{ display: "Blood pressure", value: "134/80", unit: "mmHg", date: "2026-11-19" }];
    const steps = aki(c)?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(/Withhold Losartan 100 mg and Indapamide 2\.5 mg while fluid is being lost;/i);
    expect(steps).not.toMatch(/Amlodipine/);
  });

  it("keeps the review wording without a low pressure or fluid loss", () => {
    const f = aki(loadReviewCase(FOLDER, "10-aki-normal-bp-nsaid"));
    expect(f?.nextSteps).toContain("Hold ibuprofen 400 mg");
    expect(f?.nextSteps).toContain("Review lisinopril 20 mg while kidney function is unstable");
    expect(f?.evidenceIds).not.toContain("rcgp-aki-toolkit");
  });
});
