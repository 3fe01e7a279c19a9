import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);

describe("infliximab with thiopurine marrow toxicity and fever (review 13, hepatology-gi 05)", () => {
  it("holds the next infliximab dose as well as the azathioprine", () => {
    const { findings } = runReviewCase(loadReviewCase(FIXTURES, "05-ibd-azathioprine-biologic"));
    const f = findings.find((x) => x.code === "thiopurine-marrow-toxicity");
    expect(f?.nextSteps.join(" ")).toMatch(/Hold the next dose of infliximab .* until the infection is treated/);
    expect(f?.clinician).toMatch(/serious and opportunistic infection/);
    expect(f?.clinician).not.toMatch(/ {2}/);
    expect(f?.evidenceIds).toContain("infliximab-label-serious-infection");
  });

  it("says nothing of infliximab without signs of infection", () => {
    const c = loadReviewCase(FIXTURES, "05-ibd-azathioprine-biologic");
    c.data.additionalContext = "TPMT normal at baseline.";
    const f = runReviewCase(c).findings.find((x) => x.code === "thiopurine-marrow-toxicity");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Infliximab/i);
  });
});
