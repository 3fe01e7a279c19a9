import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);
const brca = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((x) => x.code === "brca-pathogenic-variant");

describe("BRCA2 carrier whose mother had pancreatic cancer (review 13, pharmacogenomics 12)", () => {
  it("offers pancreatic surveillance per CAPS 2020", () => {
    const f = brca(loadReviewCase(FIXTURES, "12-hereditary-bundle"));
    expect(f?.nextSteps.at(-1)).toMatch(/^Discuss pancreatic cancer surveillance \(CAPS 2020: BRCA2 carrier/);
    expect(f?.nextSteps.at(-1)).toMatch(/from age 50/);
    expect(f?.patient).toMatch(/your mother had pancreatic cancer/);
    expect(f?.evidenceIds).toContain("caps-2020-pancreatic-surveillance");
  });

  it("a young affected relative brings the start forward; no affected relative, no surveillance", () => {
    const c = loadReviewCase(FIXTURES, "12-hereditary-bundle");
    c.data.familyHistory[1].onsetAge = "45";
    expect(brca(c)?.nextSteps.at(-1)).toMatch(/now: MRI\/MRCP and EUS/);
    c.data.familyHistory[1].condition = "Breast cancer";
    expect(brca(c)?.nextSteps.join(" ")).not.toMatch(/pancreatic/);
  });
});
