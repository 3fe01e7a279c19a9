import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/deep-coherence-review13/", import.meta.url);
const CASE = "13-copd-af-osteoporosis-woman";

describe("bisphosphonate review reads the hip T-score on record (review 13, deep coherence 8)", () => {
  it("says continue or switch, not a break, when the DXA hip T-score is −2.6", () => {
    const f = runReviewCase(loadReviewCase(FIXTURES, CASE)).findings.find(
      (x) => x.code === "bisphosphonate-duration-review",
    );
    expect(f?.clinician).toMatch(/hip T-score of −2\.6/);
    expect(f?.clinician).toMatch(/a treatment break is not appropriate/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/from a recent DXA/);
    expect(f?.patient).not.toMatch(/planned break/);
    expect(f?.patient).toMatch(/rather than taking a break/);
  });

  // A DXA within the year is the one the review uses, named rather than asked for (review 21, leftovers-21e).
  it("keeps the open review when the hip T-score is above −2.5, using the DXA on record", () => {
    const c = loadReviewCase(FIXTURES, CASE);
    c.data.imagingStudies[0].findings = "Lumbar spine T-score -2.9, femoral neck T-score -1.9";
    const f = runReviewCase(c).findings.find((x) => x.code === "bisphosphonate-duration-review");
    expect(f?.patient).toMatch(/planned break/);
    expect(f?.nextSteps.join(" ")).toMatch(/femoral neck BMD of the DXA on record/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/from a recent DXA/);
  });
});
