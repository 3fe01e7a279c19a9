import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "04-primary-hyperpara");
const vitaminD = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "vitamin-d-deficiency");

describe("low vitamin D in primary hyperparathyroidism (review 13, nutrition case 04)", () => {
  // Adjusted calcium 2.74, PTH 8.9 pmol/L, vitamin D 48 nmol/L, osteoporosis on alendronic acid.
  it("replaces at a steady dose with calcium rechecked, not with a loading regimen", () => {
    const f = vitaminD(load());
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/use a loading regimen/);
    expect(steps).toMatch(/steady dose .*not a rapid loading regimen/);
    expect(steps).toMatch(/Recheck adjusted calcium about 4 weeks after starting/);
    expect(f?.clinician).toMatch(/calcium 2\.74 mmol\/L .*high and PTH raised/);
    expect(f?.evidenceIds).toContain("jei-2014-vitamin-d-phpt");
  });

  it("keeps the loading advice before antiresorptives when calcium is normal", () => {
    const c = load();
    c.labResults[0].value = "2.40";
    c.labResults[0].flag = "Normal";
    expect(vitaminD(c)?.nextSteps.join(" ")).toMatch(/use a loading regimen/);
  });
});

describe("a normal-range PTH beside a high calcium (overcall review 13, case 14)", () => {
  const c = loadReviewCase(new URL("./fixtures/overcall-review13/", import.meta.url), "14-borderline-ca-metanephrine");

  it("replaces low vitamin D cautiously, agreeing with the calcium finding, instead of 'do not start'", () => {
    const { findings } = runReviewCase(c);
    const vitd = findings.find((f) => f.code === "vitamin-d-deficiency");
    expect(vitd?.nextSteps.join(" ")).not.toMatch(/Do not start/);
    expect(vitd?.nextSteps.join(" ")).toMatch(/steady dose/);
    expect(vitd?.nextSteps.join(" ")).toMatch(/Recheck adjusted calcium/);
    expect(findings.find((f) => f.code === "hypercalcaemia")?.clinician).toMatch(/correct or allow for it/);
  });
});
