import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

describe("Raised CK with muscle symptoms on a statin, 4–10× the upper limit (review 13, pharmacogenomics 11)", () => {
  it("stops the statin, warns about dark urine and flags simvastatin 80 mg", () => {
    const r = runReviewCase(loadReviewCase(FIXTURES, "11-slco1b1-simvastatin"));
    const ck = r.findings.find((x) => x.code === "statin-ck-elevated");
    expect(ck?.severity).toBe("high");
    expect(ck?.patient).toMatch(/do not take more simvastatin until you have spoken with them/);
    expect(ck?.patient).toMatch(/urine turns dark or brown/);
    expect(ck?.nextSteps[0]).toMatch(/^Muscle symptoms with CK above 4× the upper limit: stop simvastatin/);
    expect(ck?.clinician).toMatch(/Simvastatin 80 mg carries the highest myopathy risk/);
  });

  it("the SLCO1B1 point no longer tells the reader not to stop the same statin", () => {
    const r = runReviewCase(loadReviewCase(FIXTURES, "11-slco1b1-simvastatin"));
    expect(r.result.patientResponse).not.toMatch(/Do not stop it on your own/);
  });

  it("a symptomatic rise under 4× stays a pause while it is assessed", () => {
    const c = loadReviewCase(FIXTURES, "11-slco1b1-simvastatin");
    c.data.recentAbnormalLabs[0].value = "600";
    const ck = runReviewCase(c).findings.find((x) => x.code === "statin-ck-elevated");
    expect(ck?.patient).toMatch(/they may pause the statin/);
    expect(ck?.nextSteps[0]).toMatch(/pause simvastatin while they are assessed/);
  });
});
