import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);

describe("rising PSA, father with prostate cancer, notes say asymptomatic (review 13 oncology, case 04)", () => {
  const findings = runReviewCase(loadReviewCase(FOLDER, "04-psa-family-history")).findings;

  it("names the father's prostate cancer in the PSA finding", () => {
    const f = findings.find((x) => x.code === "psa-elevated");
    expect(f?.clinician).toMatch(/prostate cancer in a first-degree relative \(father at 61\)/);
    expect(f?.patient).toMatch(/Prostate cancer in your close family/);
    expect(f?.evidenceIds).toContain("mja-2022-psa-guideline-table");
  });

  it("does not read 'Asymptomatic. Nocturia x1' as urinary symptoms", () => {
    expect(findings.find((x) => x.code === "psa-above-age-threshold-symptomatic")).toBeUndefined();
    expect(findings.some((x) => /you have urinary symptoms/.test(x.patient))).toBe(false);
  });

  it("does not take the negated 'no ejaculation or cycling' as a reason the PSA is raised", () => {
    expect(findings.find((x) => x.code === "psa-elevated")?.clinician).not.toMatch(/cannot be interpreted/);
  });
});
