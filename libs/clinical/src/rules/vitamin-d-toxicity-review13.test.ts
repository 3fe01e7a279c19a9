import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "06-vitd-toxicity");
const toxicity = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "vitamin-d-toxicity");

describe("vitamin D toxicity from a self-bought supplement (review 13, nutrition case 06)", () => {
  // 50,000 IU colecalciferol a day bought online, 25(OH)D >375 nmol/L, calcium 2.92, creatinine 118, thirst.
  it("tells the patient to stop the supplement now and rehydrates the high calcium", () => {
    const f = toxicity(load());
    expect(f?.patient).toMatch(
      /Stop taking your vitamin D supplements now, and see your doctor within the next few days/,
    );
    expect(f?.patient).not.toMatch(/Contact your doctor about stopping/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Rehydrate: oral fluids, or intravenous 0\.9% saline/);
    expect(steps).toMatch(/creatinine 118 µmol\/L .*is raised/);
    expect(f?.evidenceIds).toContain("rcem-hypercalcaemia-treatment");
  });

  it("does not speak of a supplement or fluids when neither a supplement nor a high calcium is in the record", () => {
    const c = load();
    c.patientContext.medications = [];
    c.labResults[0].value = "2.45";
    c.labResults[0].flag = "Normal";
    const f = toxicity(c);
    expect(f?.patient ?? "").not.toMatch(/Stop taking your vitamin D/);
    expect(f?.nextSteps.join(" ") ?? "").not.toMatch(/Rehydrate/);
  });
});
