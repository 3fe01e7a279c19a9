import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);
const lynch = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((x) => x.code === "lynch-syndrome-variant");

describe("MLH1 carrier aged 29 with no colonoscopy (review 13, pharmacogenomics 13)", () => {
  it("says colonoscopy is due now (BSG 2019: from 25) and raises aspirin (NICE NG151)", () => {
    const f = lynch(loadReviewCase(FIXTURES, "13-lynch-mlh1-fvl-ocp"));
    expect(f?.nextSteps).toContain("Arrange colonoscopy now (MLH1: every 2 years from age 25; none in the record)");
    expect(f?.nextSteps.join(" ")).toMatch(/Discuss daily aspirin/);
    expect(f?.patient).toMatch(/colonoscopy\) is due now/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["bsg-2019-hereditary-crc", "nice-ng151-colorectal-cancer"]));
  });

  it("an MSH6 carrier of 29 plans it from 35", () => {
    const c = loadReviewCase(FIXTURES, "13-lynch-mlh1-fvl-ocp");
    c.data.geneticData[0].geneDisplay = "MSH6";
    const f = lynch(c);
    expect(f?.nextSteps).toContain("Plan colonoscopy every 2 years from age 35 (MSH6)");
    expect(f?.patient).not.toMatch(/due now/);
  });
});

describe("Homozygous factor V Leiden on a combined pill (review 13, pharmacogenomics 13)", () => {
  it("tells the reader to switch soon without a gap in contraception, and the clot signs", () => {
    const f = runReviewCase(loadReviewCase(FIXTURES, "13-lynch-mlh1-fvl-ocp")).findings.find(
      (x) => x.code === "thrombophilia-oestrogen",
    );
    expect(f?.patient).toMatch(/Do not stop the pill until another method is in place/);
    expect(f?.patient).toMatch(/painful, swollen leg, chest pain or sudden breathlessness/);
  });
});
