import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "02-anorexia-refeeding");
const sodium = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "hyponatraemia");

describe("a slightly low sodium during refeeding in anorexia nervosa (review 13, nutrition case 02)", () => {
  // Sodium 134, anorexia nervosa, BMI 13.2, nasogastric refeeding started the day before.
  it("follows the sodium with the refeeding checks instead of calling it nothing", () => {
    const f = sodium(load());
    expect(f?.severity).toBe("low");
    expect(f?.patient).not.toMatch(/often means nothing/);
    expect(f?.patient).toMatch(/your team will check this with your other blood salts/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/next routine bloods/);
    expect(steps).toMatch(
      /With Anorexia nervosa: recheck the sodium with the potassium, phosphate and magnesium checks/,
    );
    expect(f?.evidenceIds).toContain("reber-2019-refeeding-syndrome");
  });

  it("keeps the routine repeat without an eating disorder", () => {
    const c = load();
    c.patientContext.conditions = [];
    c.patientContext.clinicalNotes = "Routine bloods.";
    c.patientContext.vitalSigns = [];
    expect(sodium(c)?.nextSteps.join(" ")).toMatch(/next routine bloods/);
  });
});
