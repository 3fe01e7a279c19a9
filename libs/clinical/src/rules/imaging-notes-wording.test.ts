import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/imaging-notes-review13/", import.meta.url);
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("imaging and notes wording (review 13, low items)", () => {
  it("writes 'an 8 mm nodule' and 'an 18 mm nodule', not 'a 8'", () => {
    for (const mm of ["8", "18"]) {
      const c = loadReviewCase(CASES, "02-lung-nodule-4mm-lowrisk");
      const study = c.data.imagingStudies[0];
      study.findings = study.findings.replace("4 mm", `${mm} mm`);
      study.conclusion = `No pulmonary embolism. ${mm} mm solid pulmonary nodule.`;
      const f = find(runReviewCase(c), "pulmonary-nodule-follow-up");
      expect(f?.clinician).toContain(`an ${mm} mm nodule`);
    }
  });

  it("calls the urologist a urology (kidney surgery) specialist, not a kidney specialist", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "15-renal-cyst-bosniak4-contrast")), "renal-cyst-bosniak");
    expect(f?.patient).toContain("A urology (kidney surgery) specialist");
    expect(f?.patient).not.toMatch(/kidney specialist \(urologist\)/);
  });

  it("quotes the fracture in the report's own case", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "09-vertebral-fracture-cxr")), "osteoporosis-untreated");
    expect(f?.clinician).toContain('("wedge compression of T8")');
  });

  it("says once, not twice, that long-term steroid tablets thin the bones", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "09-vertebral-fracture-cxr")), "glucocorticoid-long-term");
    expect(f?.patient.match(/thin the bones/g)).toHaveLength(1);
  });
});
