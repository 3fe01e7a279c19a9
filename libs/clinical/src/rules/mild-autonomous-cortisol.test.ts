import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "21-incidentaloma-macs");
const codes = (c: ReturnType<typeof load>) => runReviewCase(c).findings.map((x) => x.code);

describe("adrenal incidentaloma with a non-suppressed dexamethasone test (review 13, adrenal-pituitary round 3, case 01)", () => {
  it("reads it as possible mild autonomous cortisol secretion, not a Cushing's screen", () => {
    const r = runReviewCase(load());
    const f = r.findings.find((x) => x.code === "mild-autonomous-cortisol-secretion");
    expect(f?.clinician).toMatch(/2\.8 cm adrenal lesion/);
    expect(f?.clinician).toMatch(/mild autonomous cortisol secretion rather than Cushing's syndrome/);
    expect(f?.clinician).toMatch(/suppressed ACTH, 4 ng\/L .* adrenal itself/);
    expect(f?.nextSteps.join(" ")).toMatch(
      /repeat the 1 mg dexamethasone test .* Assess and treat .* hypertension and diabetes/,
    );
    expect(f?.evidenceIds).toEqual(["ese-ensat-2023-adrenal-incidentaloma"]);
    expect(r.findings.map((x) => x.code)).not.toContain("cushing-single-screen-abnormal");
  });

  it("keeps the Cushing's screen when overt features are recorded", () => {
    const c = load();
    c.patientContext.clinicalNotes = "Incidental 2.8 cm left adrenal adenoma on CT. Purple striae and easy bruising.";
    expect(codes(c)).toContain("cushing-single-screen-abnormal");
    expect(codes(c)).not.toContain("mild-autonomous-cortisol-secretion");
  });
});
