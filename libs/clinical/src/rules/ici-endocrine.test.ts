import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);
const findings = (name: string) => runReviewCase(loadReviewCase(FOLDER, name)).findings;

describe("endocrine side effects of checkpoint inhibitors (review 13 oncology, cases 08 and 16)", () => {
  it("reads thyrotoxicosis on pembrolizumab as immune thyroiditis, not a Graves work-up", () => {
    const all = findings("16-ici-thyroiditis");
    const f = all.find((x) => x.code === "ici-thyroiditis");
    expect(f?.severity).toBe("high");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Beta-blocker/);
    expect(steps).toMatch(/every 2–3 weeks/);
    expect(steps).toMatch(/only if there are features of Graves/);
    expect(all.map((x) => x.code)).not.toContain("overt-hyperthyroidism");
  });

  it("names insulin-deficient diabetes from nivolumab beside the DKA finding", () => {
    const all = findings("08-ici-diabetes-dka");
    const f = all.find((x) => x.code === "ici-diabetes");
    expect(f?.clinician).toMatch(/ketoacidosis and C-peptide <0\.1/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/lifelong/);
    expect(steps).toMatch(/hold the immunotherapy/);
    expect(steps).toMatch(/cortisol/);
    expect(all.find((x) => x.code === "hyperglycaemic-crisis")?.severity).toBe("critical");
  });
});
