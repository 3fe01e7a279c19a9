import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("../rules/fixtures/pharmacogenomics-review13/", import.meta.url);

describe("footer beside a point that says to take no more of a medicine (review 13, pharmacogenomics 11)", () => {
  it("does not tell the reader never to stop a medicine when a point says not to take more simvastatin", () => {
    const p = runReviewCase(loadReviewCase(FIXTURES, "11-slco1b1-simvastatin")).result.patientResponse;
    expect(p).toMatch(/do not take more simvastatin until you have spoken with them/);
    expect(p).toMatch(
      /Do not stop or change any medicine without talking to your doctor first, unless this report tells you to stop one\./,
    );
  });

  it.each([
    ["02-dpyd-homozygous-pre", /do not take the next dose/],
    ["06-hla-b5801-allopurinol-ckd", /Stop allopurinol today/],
  ])("says the same beside a point that withholds a medicine (case %s)", (name, said) => {
    const p = runReviewCase(loadReviewCase(FIXTURES, name)).result.patientResponse;
    expect(p).toMatch(said);
    expect(p).toMatch(/talking to your doctor first, unless this report tells you to stop one\./);
  });

  it("keeps the plain footer when a point says to keep taking a medicine (case 08)", () => {
    const p = runReviewCase(loadReviewCase(FIXTURES, "08-cyp2c19-clopidogrel-stent")).result.patientResponse;
    expect(p).toMatch(/Do not stop or change any medicine without talking to your doctor first\.$/);
  });
});
