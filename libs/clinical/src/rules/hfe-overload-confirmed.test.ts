import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);
const hfe = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((x) => x.code === "hfe-haemochromatosis-genotype");

describe("C282Y homozygote with TSAT 78% and ferritin 890 (review 13, pharmacogenomics 12)", () => {
  it("treats confirmed iron overload as needing venesection, not 'if iron overload'", () => {
    const f = hfe(loadReviewCase(FIXTURES, "12-hereditary-bundle"));
    expect(f?.nextSteps[0]).toMatch(/^Iron overload is confirmed: start venesection/);
    expect(f?.nextSteps.join(" ")).toMatch(/liver fibrosis/);
    expect(f?.patient).toMatch(/extra iron has built up/);
    expect(f?.patient).not.toMatch(/show whether treatment is needed/);
  });
});
