import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/diabetes-review14/", import.meta.url);
const case15 = () => loadReviewCase(FOLDER, "15-hba1c-unreliable-ckd-transfusion");
const find = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "hba1c-unreliable-known-diabetes");

describe("HbA1c on anaemia treatment in known diabetes (review 14, diabetes case 15)", () => {
  it("says the HbA1c likely underestimates glucose and asks for glucose-based monitoring", () => {
    const f = find(case15());
    expect(f?.clinician).toMatch(/erythropoiesis-stimulating agent \(Darbepoetin/);
    expect(f?.clinician).toMatch(/fasting glucose 10\.6 mmol\/L .* in the diabetes range while this HbA1c is not/);
    expect(f?.nextSteps[0]).toMatch(/capillary glucose readings or continuous glucose monitoring/);
    expect(f?.evidenceIds).toContain("gponline-hba1c-ckd-anaemia-therapy");
  });

  it("does not fire on advanced CKD or a stated transfusion alone, for which no citable source was seen", () => {
    const c = case15();
    c.data.medications = [c.data.medications[0]];
    expect(find(c)).toBeUndefined();
  });

  it("stays silent without anaemia treatment", () => {
    const c = case15();
    c.data.medications = [c.data.medications[0]];
    c.data.additionalContext = "Home glucose readings mostly 6-8 mmol/L.";
    c.data.recentAbnormalLabs[0].value = "52";
    expect(find(c)).toBeUndefined();
  });
});
