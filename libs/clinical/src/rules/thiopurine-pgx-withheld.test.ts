import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

describe("TPMT result while the thiopurine is withheld for low counts (review 13, pharmacogenomics 03)", () => {
  it("gives the reduced dose for the restart and no dose review beside 'withhold now'", () => {
    const { findings } = runReviewCase(loadReviewCase(FIXTURES, "03-tpmt-azathioprine"));
    expect(findings.some((f) => f.code === "thiopurine-marrow-toxicity")).toBe(true);
    const steps = findings.find((f) => f.code === "tpmt-nudt15-thiopurine")?.nextSteps ?? [];
    expect(steps.join(" ")).toMatch(/When restarting after the counts recover/);
    expect(steps.join(" ")).not.toMatch(/review the current dose/);
  });

  it("keeps the dose review when the counts are normal", () => {
    const c = loadReviewCase(FIXTURES, "03-tpmt-azathioprine");
    c.data.recentAbnormalLabs = [];
    const steps = runReviewCase(c).findings.find((f) => f.code === "tpmt-nudt15-thiopurine")?.nextSteps ?? [];
    expect(steps.join(" ")).toMatch(/review the current dose/);
  });
});
