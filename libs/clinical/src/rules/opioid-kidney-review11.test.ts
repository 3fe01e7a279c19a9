import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-review11/", import.meta.url);
const gabapentinCase = (egfr: string) => {
  const c = loadReviewCase(FOLDER, "geriatrics-09-gabapentin-lab");
  c.labResults.find((l: { name: string }) => l.name === "eGFR").value = egfr;
  return c;
};

// Review 11 geriatrics defect 9: morphine PRN (with oxycodone and gabapentin) in a drowsy, falling man of 83.
describe("morphine with severely reduced kidney function (review 11 geriatrics case 09)", () => {
  it("below eGFR 30 with drowsiness and falls in the notes: high, morphine named as not recommended", () => {
    const f = runReviewCase(gabapentinCase("26")).findings.find((x) => x.code === "opioid-kidney-accumulation");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Morphine sulfate oral solution/);
    expect(f?.clinician).toMatch(/Morphine and its active metabolites accumulate and it is not recommended in CKD/);
    expect(f?.clinician).toMatch(/drowsy|falls/i);
    expect(f?.nextSteps.join(" ")).toMatch(/opioid less dependent on the kidneys, or a lower dose/);
  });

  it("stays silent at eGFR 34, above the threshold the source supports", () => {
    const codes = runReviewCase(gabapentinCase("34")).findings.map((x) => x.code);
    expect(codes).not.toContain("opioid-kidney-accumulation");
    expect(codes).toContain("gabapentin-renal-dose");
  });
});
