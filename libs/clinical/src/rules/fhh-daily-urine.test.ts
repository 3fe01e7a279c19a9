import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "15-hypercalcaemia-lithium-mild");
const hypercalcaemia = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "hypercalcaemia");

describe("FHH not excluded when a 24-hour urine calcium is low (review 13, nutrition case 15)", () => {
  // Calcium 10.6 mg/dL, PTH 58, 24-hour urine calcium 95 mg, father with an untreated high calcium, on lithium.
  it("holds the parathyroid surgeon referral until the clearance ratio is known", () => {
    const f = hypercalcaemia(load());
    expect(f?.clinician).toMatch(/24-hour urine calcium 95 mg\/24h is low/);
    expect(f?.clinician).toMatch(/with Father: 'high calcium'/);
    expect(f?.clinician).toMatch(/Lithium can lower the urine calcium falsely/);
    expect(f?.clinician).not.toMatch(/consistent with primary hyperparathyroidism/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/parathyroid surgeon/);
    expect(steps).toMatch(/Before any parathyroid surgery referral, exclude FHH/);
    expect(f?.patient).not.toMatch(/operation would help/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["jim-1989-fhh-kindreds", "visualdx-fhh"]));
  });

  it("keeps the surgical referral when the 24-hour urine calcium is not low", () => {
    const c = load();
    c.labResults[2].value = "260";
    const f = hypercalcaemia(c);
    expect(f?.nextSteps.join(" ")).toMatch(/parathyroid surgeon/);
    expect(f?.clinician).toMatch(/consistent with primary hyperparathyroidism/);
  });
});
