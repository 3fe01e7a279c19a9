import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/deep-coherence-review13/", import.meta.url);

describe("allopurinol while kidney function falls fast (review 13, deep coherence 12)", () => {
  const out = runReviewCase(loadReviewCase(FIXTURES, "12-ckd-t2dm-hf-gout-elderly"));
  const gout = out.findings.find((f) => f.code === "gout-urate-above-target")!;
  const dose = out.findings.find((f) => f.code === "allopurinol-low-egfr-dose-review")!;

  it("holds the step up in the urate finding instead of raising the dose", () => {
    expect(gout.clinician).toMatch(/not raised until kidney function is stable/);
    expect(gout.nextSteps.join(" ")).not.toMatch(/raise the dose of Allopurinol/i);
    expect(gout.patient).toMatch(/should not go up while your kidney function is changing/);
    expect(gout.patient).not.toMatch(/may need to go up/);
  });

  it("says the same in the kidney dose review", () => {
    expect(dose.clinician).toMatch(/Kidney function is falling fast \(eGFR fell from 38 to 24 at/);
    expect(dose.nextSteps.join(" ")).toMatch(/Do not raise the allopurinol dose while kidney function is falling/);
  });
});
