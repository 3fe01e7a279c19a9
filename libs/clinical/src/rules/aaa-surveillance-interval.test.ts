import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/overcall-review13/", import.meta.url);
const aaaKnown = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "aaa-known");

// Review 13 overcall case 15: infrarenal aorta 3.4 cm (3.3 cm a year before), "continue annual surveillance".
describe("review 13 overcall case 15: the UK surveillance interval for a small AAA", () => {
  const c = loadReviewCase(FIXTURES, "15-small-aaa-stable-nodule-neversmoker");

  it("gives the NHS yearly scan for 3.0-4.4 cm and labels the US interval as such", () => {
    const f = aaaKnown(c);
    expect(f?.clinician).toContain("every 12 months at 3.0-4.4 cm in the UK (NHS AAA Screening Programme)");
    expect(f?.clinician).toContain("US guidance (SVS 2018) allows about every 3 years");
    expect(f?.evidenceIds).toContain("nhs-aaa-screening-pathway");
  });

  it("gives 3-monthly scans for a medium aneurysm of 4.5-5.4 cm", () => {
    const medium = JSON.parse(JSON.stringify(c).replace(/3\.4 cm/g, "4.8 cm")) as ReviewCase;
    expect(aaaKnown(medium)?.clinician).toContain("every 3 months at 4.5-5.4 cm");
  });
});
