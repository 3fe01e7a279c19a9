import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 13 imaging-notes cases (synthetic): 01 is a 9 mm spiculated RUL nodule in a 40-pack-year smoker. */
const CASES = new URL("./fixtures/imaging-notes-review13/", import.meta.url);

const nodule = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "pulmonary-nodule-follow-up");

describe("lung nodule high-risk features", () => {
  it("names the high-risk features, asks for a Brock estimate and does not ask for the smoking history again", () => {
    const f = nodule(loadReviewCase(CASES, "01-lung-nodule-9mm-smoker"));
    expect(f?.clinician).toMatch(
      /High-risk features \(Fleischner 2017\): spiculated margins, upper-lobe position, emphysema, 40 pack-years of smoking/,
    );
    expect(f?.clinician).toMatch(/Brock model/);
    expect(f?.nextSteps[0]).toMatch(/Estimate the malignancy risk \(Brock model\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Document smoking history/);
    expect(f?.evidenceIds).toContain("bts-2015-pulmonary-nodules");
  });

  it("a low-risk small nodule has no high-risk wording", () => {
    const f = nodule(loadReviewCase(CASES, "02-lung-nodule-4mm-lowrisk"));
    expect(f?.clinician).not.toMatch(/High-risk features|Brock/);
  });

  it("'no spiculation' and no smoking history: no features, smoking history still asked for", () => {
    const c = loadReviewCase(CASES, "01-lung-nodule-9mm-smoker");
    c.data.pastMedicalHistory = [];
    c.data.imagingStudies[0].findings = "Solid nodule in the right lower lobe measuring 9 mm. No spiculation.";
    c.data.imagingStudies[0].conclusion = "9 mm solid nodule.";
    const f = nodule(c);
    expect(f?.clinician).not.toMatch(/High-risk features/);
    expect(f?.nextSteps).toEqual([
      "Document smoking history and risk; schedule follow-up per Fleischner size category",
    ]);
  });
});
