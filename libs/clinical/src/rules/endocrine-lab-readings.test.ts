import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);

function line(name: string, labName: RegExp) {
  const r = runReviewCase(loadReviewCase(FOLDER, name));
  return r.findings.find((x) => (x.code === "lab-high" || x.code === "lab-low") && labName.test(x.clinician));
}

describe("endocrine results outside the lab catalogue (review 13, adrenal-pituitary M7)", () => {
  it("reads a raised metanephrine beside a probable phaeochromocytoma, with evidence", () => {
    const f = line("11-phaeo-metanephrines", /^Plasma normetanephrine/);
    expect(f?.clinician).toMatch(/probable phaeochromocytoma/);
    expect(f?.evidenceIds).toContain("endosoc-2014-phaeochromocytoma");
  });

  it("reads a calcium:creatinine clearance ratio below 0.01 as pointing to FHH", () => {
    const f = line("08-fhh", /^Urine calcium:creatinine clearance ratio/);
    expect(f?.clinician).toMatch(/familial hypocalciuric hypercalcaemia/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["gpnotebook-fhh", "sfebes-2026-fhh-cccr-audit"]));
  });

  it("reads a cortisol after dexamethasone above 50 nmol/L as failure to suppress", () => {
    const f = line("15-cushings-features", /^Cortisol after 1 mg overnight dexamethasone/);
    expect(f?.clinician).toMatch(/did not fall after the dexamethasone/);
    expect(f?.evidenceIds).toContain("statpearls-dexamethasone-suppression-test");
  });

  it("ties a low phosphate to an unsuppressed PTH with a high calcium (case 07)", () => {
    const f = line("07-primary-hpt", /^Phosphorus/);
    expect(f?.clinician).toMatch(/parathyroid hormone \(PTH\) that is not suppressed/);
    expect(f?.clinician).not.toMatch(/poor nutrition/);
  });
});
