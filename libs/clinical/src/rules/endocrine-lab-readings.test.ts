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

  it("gives the patient plain wording for the CCCR and dexamethasone lines (round 3)", () => {
    const cccr = line("08-fhh", /^Urine calcium:creatinine clearance ratio/);
    expect(cccr?.patient).toMatch(/inherited cause of a high calcium/);
    expect(cccr?.patient).not.toMatch(/hypocalciuric|FHH/);
    const dst = line("15-cushings-features", /^Cortisol after 1 mg overnight dexamethasone/);
    expect(dst?.patient).toMatch(/did not fall as expected after the dexamethasone tablet/);
    expect(dst?.patient).not.toMatch(/nmol\/L|Cushing syndrome/);
  });

  it("reads a low cortisol and ACTH on long-term opioids as possible opioid-induced adrenal insufficiency (round 3)", () => {
    for (const name of [/^ACTH/, /^Cortisol\b/]) {
      const f = line("19-low-acth-opioids", name);
      expect(f?.clinician).toMatch(/opioid-induced adrenal insufficiency/);
      expect(f?.patient).toMatch(/Do not stop or cut your painkillers on your own/);
      expect(f?.evidenceIds).toContain("patel-2024-opioid-induced-adrenal-insufficiency");
    }
  });

  it("ties a low phosphate to an unsuppressed PTH with a high calcium (case 07)", () => {
    const f = line("07-primary-hpt", /^Phosphorus/);
    expect(f?.clinician).toMatch(/parathyroid hormone \(PTH\) that is not suppressed/);
    expect(f?.clinician).not.toMatch(/poor nutrition/);
  });
});
