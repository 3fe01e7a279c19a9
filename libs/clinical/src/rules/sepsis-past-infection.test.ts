import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** An oncology clinic patient with new confusion (inpatient review 17, case 09), with other notes. */
function withNotes(notes: string): string[] {
  const c = loadReviewCase(
    new URL("./fixtures/inpatient-review17/", import.meta.url),
    "09-ehr-clinic-hypercalcaemia-previous-inpatient",
  );
  c.data.additionalContext = notes;
  return runReviewCase(c).findings.map((f) => f.code);
}

const SEPSIS = "sepsis-high-risk-adult";

describe("an infection told as history is no sign of sepsis now", () => {
  it.each([
    "Oncology clinic review today. Previous inpatient stay in 2025 for pneumonia. Wife reports new confusion and vomiting over two days.",
    "Oncology clinic review today. History of a kidney infection. Wife reports new confusion and vomiting over two days.",
    "Oncology clinic review today. Pneumonia three years ago. Wife reports new confusion and vomiting over two days.",
    "Oncology clinic review today. Admitted in 2019 with cellulitis. Wife reports new confusion and vomiting over two days.",
  ])("new confusion with a past infection only: no sepsis finding (%s)", (notes) => {
    expect(withNotes(notes)).not.toContain(SEPSIS);
  });

  it.each([
    "Previously well, now productive cough. Wife reports new confusion and vomiting over two days.",
    "History of recurrent UTIs, now dysuria and rigors. Wife reports new confusion.",
    "Admitted yesterday with pneumonia. Wife reports new confusion and vomiting over two days.",
    "Pneumonia diagnosed on 2026-11-27. Wife reports new confusion and vomiting over two days.",
  ])("new confusion with an infection now: the sepsis finding stays (%s)", (notes) => {
    expect(withNotes(notes)).toContain(SEPSIS);
  });
});
