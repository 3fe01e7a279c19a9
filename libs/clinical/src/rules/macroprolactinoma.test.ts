import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);
const CODE = "pituitary-tumour-prolactin";

describe("pituitary tumour read from the prolactin (review 13, adrenal-pituitary cases 06 and 03)", () => {
  it("makes a prolactin of 6400 mIU/L with bitemporal field loss a high finding with MRI, fields and cabergoline", () => {
    const r = runReviewCase(loadReviewCase(FOLDER, "06-prolactinoma-macro"));
    const f = r.findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/macroprolactinoma at this prolactin/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Pituitary MRI and formal visual field testing/);
    expect(steps).toMatch(/9am cortisol first/);
    expect(steps).toMatch(/cabergoline/);
    // The low testosterone is read through the prolactin, not sent for a morning repeat.
    expect(r.findings.some((x) => x.code === "low-testosterone-confirm-first")).toBe(false);
  });

  it("reads a mild prolactin rise with worse peripheral vision as stalk compression, not a prolactinoma", () => {
    const f = runReviewCase(loadReviewCase(FOLDER, "03-secondary-AI-pituitary")).findings.find((x) => x.code === CODE);
    expect(f?.clinician).toMatch(/non-functioning adenoma pressing on the pituitary stalk/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/cabergoline/);
  });

  it("stays out of a high prolactin on a dopamine-blocking medicine", () => {
    const c = loadReviewCase(FOLDER, "06-prolactinoma-macro");
    c.patientContext.medications = [{ name: "Risperidone", dosage: "4 mg", frequency: "daily" }];
    expect(runReviewCase(c).findings.find((x) => x.code === CODE)).toBeUndefined();
  });

  it("leaves a prolactin with a post-PEG result to the macroprolactin reading", () => {
    const c = loadReviewCase(FOLDER, "06-prolactinoma-macro");
    c.labResults.push({
      name: "Prolactin post-PEG",
      value: "250",
      unit: "mIU/L",
      referenceRange: "86-324",
      date: "2026-11-18",
    });
    expect(runReviewCase(c).findings.find((x) => x.code === CODE)).toBeUndefined();
  });
});
