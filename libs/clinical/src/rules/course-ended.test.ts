import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/deep-coherence-review13/", import.meta.url);
const CASE = "13-copd-af-osteoporosis-woman";

describe("a finished antibiotic course is not a current interaction (review 13, deep coherence 9)", () => {
  it("drops the clarithromycin–apixaban finding once the 7-day course from 20 Nov has ended", () => {
    const out = runReviewCase(loadReviewCase(FIXTURES, CASE));
    expect(out.findings.some((f) => f.code === "doac-strong-cyp3a4-pgp-inhibitor")).toBe(false);
    expect(out.findings.find((f) => f.code === "citalopram-over-age-maximum")?.clinician).not.toMatch(
      /clarithromycin/i,
    );
    // One bleeding-risk bullet for the patient, not two.
    expect(out.result.patientResponse.match(/black (?:or bloody )?stools/g)?.length).toBe(1);
  });

  it("keeps it while the course is still running", () => {
    const c = loadReviewCase(FIXTURES, CASE);
    c._now = "2026-11-24T09:00:00Z";
    const out = runReviewCase(c);
    expect(out.findings.some((f) => f.code === "doac-strong-cyp3a4-pgp-inhibitor")).toBe(true);
    expect(out.findings.find((f) => f.code === "citalopram-over-age-maximum")?.clinician).toMatch(/clarithromycin/);
  });
});
