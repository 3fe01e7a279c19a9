import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "18-pituitary-apoplexy");
const crisis = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((x) => x.code === "adrenal-crisis-suspected");

describe("pituitary apoplexy behind a low cortisol (review 13, adrenal-pituitary round 3)", () => {
  it("reads a thunderclap headache with a known macroadenoma and eye signs as apoplexy, not primary adrenal failure", () => {
    const f = crisis(load());
    expect(f?.severity).toBe("critical");
    expect(f?.title).toMatch(/pituitary apoplexy/);
    expect(f?.clinician).toMatch(/secondary \(pituitary\)/);
    expect(f?.clinician).not.toMatch(/probable primary adrenal/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/^Emergency: give hydrocortisone 100 mg/);
    expect(steps).toMatch(/urgent pituitary MRI .* neurosurgical/);
    expect(steps).not.toMatch(/adrenal antibodies/);
    expect(f?.evidenceIds).toContain("sfe-2016-pituitary-apoplexy-emergency");
  });

  it("needs the sudden headache: a known adenoma alone keeps the ordinary reading", () => {
    const c = load();
    c.patientContext.clinicalNotes = "Vomiting since last night. Feels weak.";
    const f = crisis(c);
    expect(f?.title).not.toMatch(/apoplexy/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/neurosurgical/);
  });
});
