import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

/** Synthetic, review 14 known gaps 04 and 05: benign-looking adrenal lesions. */
const FOLDER = new URL("./fixtures/known-gaps-review14/", import.meta.url);
const adrenal = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "adrenal-incidentaloma");

describe("a benign-looking adrenal lesion", () => {
  it("needs no more imaging to characterise it, but is not called harmless to someone screened for aldosteronism", () => {
    const f = adrenal(loadReviewCase(FOLDER, "04-adrenal-benign-pa-screen"));
    expect(f?.clinician).toMatch(/needs no further imaging, whatever its size/);
    expect(f?.clinician).toMatch(/not whether it secretes hormones/);
    expect(f?.patient).toMatch(/no more scans to check what it is/);
    expect(f?.patient).toMatch(/Some adenomas make too much of a hormone/);
    expect(f?.patient).toMatch(/aldosterone and renin/);
    expect(f?.patient).not.toMatch(/needs no more scans\./);
    expect(f?.nextSteps[0]).toMatch(/No further imaging needed to characterise .*the hormone work-up still applies/);
  });

  it("makes no-more-imaging conditional on the radiologist confirming homogeneity when the report does not say", () => {
    const f = adrenal(loadReviewCase(FOLDER, "05-adrenal-homogeneity-unstated-5cm"));
    expect(f?.nextSteps[0]).toMatch(/^Ask the radiologist whether the lesion is homogeneous/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/No further imaging needed/);
    expect(f?.patient).not.toMatch(/aldosterone/);
  });
});
