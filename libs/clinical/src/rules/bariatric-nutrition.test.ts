import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "01-rygb-multi-deficiency");
const finding = (c: ReviewCase, id: string) => runReviewCase(c).findings.find((f) => f.id === id);

describe("micronutrient deficiencies after bariatric surgery", () => {
  // Review 13, case 01: Roux-en-Y bypass, vitamins stopped, copper 48 with numbness and an unsteady gait.
  it("names copper deficiency with the neuropathy and blames the bypass, not the PPI", () => {
    const c = load();
    const f = finding(c, "bariatric-micronutrient-deficiency");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Roux-en-Y gastric bypass with low copper 48/);
    expect(f?.clinician).toMatch(/myeloneuropathy that looks like B12 deficiency \(notes: .*"unsteady"/);
    expect(f?.nextSteps[0]).toMatch(/^Replace copper now/);
    expect(f?.nextSteps.join(" | ")).toMatch(/refer back to the bariatric service/);
    expect(f?.nextSteps.join(" | ")).toMatch(/B12 by injection lifelong/);
    expect(finding(c, "ppi-b12-low")).toBeUndefined();
  });

  it("stays moderate without copper deficiency or neurological symptoms", () => {
    const c = load();
    c.data.additionalContext = "Fatigue.";
    const f = finding(c, "bariatric-micronutrient-deficiency");
    expect(f?.severity).toBe("moderate");
  });
});
