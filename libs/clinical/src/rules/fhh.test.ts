import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "08-fhh");
const hypercalcaemia = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((x) => x.code === "hypercalcaemia");

describe("familial hypocalciuric hypercalcaemia from a CCCR in the record (review 13, adrenal-pituitary case 08)", () => {
  it("reads a CCCR below 0.01 as FHH and does not send the patient to a parathyroid surgeon", () => {
    const f = hypercalcaemia(load());
    expect(f?.clinician).toMatch(/ratio 0\.004 is below 0\.01/);
    expect(f?.clinician).toMatch(
      /familial hypocalciuric hypercalcaemia \(FHH\) rather than primary hyperparathyroidism/,
    );
    expect(f?.clinician).not.toMatch(/consistent with primary hyperparathyroidism/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/parathyroid surgeon|to exclude familial hypocalciuric/);
    expect(steps).toMatch(/CASR genetic testing/);
    expect(f?.patient).not.toMatch(/operation would help|most common cause is an overactive/);
    expect(f?.evidenceIds).toContain("gpnotebook-fhh");
  });

  it("names low vitamin D as a confounder of a low ratio", () => {
    const c = load();
    c.labResults[3].value = "22";
    expect(hypercalcaemia(c)?.clinician).toMatch(/low vitamin D 22 nmol\/L.*can lower the ratio falsely/);
  });

  it("keeps the primary hyperparathyroidism reading when the ratio is 0.02 or more", () => {
    const c = load();
    c.labResults[2].value = "0.031";
    const f = hypercalcaemia(c);
    expect(f?.clinician).toMatch(/consistent with primary hyperparathyroidism/);
    expect(f?.nextSteps.join(" ")).toMatch(/parathyroid surgeon/);
  });
});
