import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);

describe("osteoporosis with primary hyperparathyroidism (review 13, adrenal-pituitary case 07)", () => {
  it("puts parathyroidectomy before a bisphosphonate and does not call the high calcium low", () => {
    const f = runReviewCase(loadReviewCase(FOLDER, "07-primary-hpt")).findings.find(
      (x) => x.code === "osteoporosis-untreated",
    );
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/refer for parathyroidectomy/);
    expect(steps).not.toMatch(/oral bisphosphonate \(alendronate or risedronate\) first line/);
    expect(steps).not.toMatch(/correct it first if low/);
    expect(f?.clinician).toMatch(/parathyroidectomy comes before a bisphosphonate/);
    expect(f?.evidenceIds).toContain("yeh-2016-parathyroidectomy-fracture");
  });
});
