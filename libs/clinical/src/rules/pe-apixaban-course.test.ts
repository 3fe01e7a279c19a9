import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 13 imaging-notes round 3 case 24 (synthetic): segmental PE, apixaban 10 mg twice daily started. */
const CASES = new URL("./fixtures/imaging-notes-review13/", import.meta.url);

const findings = (c: ReturnType<typeof loadReviewCase>) => runReviewCase(c).findings;

describe("pulmonary embolism already on apixaban", () => {
  it("reminds of the 7-day loading phase and at least 3 months of treatment, not to start anticoagulation", () => {
    const all = findings(loadReviewCase(CASES, "24-pe-on-apixaban"));
    expect(all.map((f) => f.code)).not.toContain("pulmonary-embolism-on-imaging");
    const f = all.find((x) => x.code === "pe-apixaban-course");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(
      /10 mg twice daily for the first 7 days, then 5 mg twice daily \(started 2026-11-26, so from 2026-12-03\)/,
    );
    expect(f?.clinician).toMatch(/at least 3 months/);
  });

  it("says nothing without a recent PE on a scan", () => {
    const c = loadReviewCase(CASES, "24-pe-on-apixaban");
    c.data.imagingStudies = [];
    expect(findings(c).map((f) => f.code)).not.toContain("pe-apixaban-course");
  });
});
