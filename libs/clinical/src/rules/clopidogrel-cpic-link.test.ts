import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

describe("CPIC clopidogrel citation (review 13, pharmacogenomics 08)", () => {
  it("links the CPIC clopidogrel and CYP2C19 page, not the list of all guidelines", () => {
    const r = runReviewCase(loadReviewCase(FIXTURES, "08-cyp2c19-clopidogrel-stent"));
    const urls = Object.values(r.result.citations.clinician).map((c) => c.url);
    expect(urls).toContain("https://cpicpgx.org/guidelines/guideline-for-clopidogrel-and-cyp2c19/");
    expect(urls).not.toContain("https://cpicpgx.org/guidelines/");
  });
});
