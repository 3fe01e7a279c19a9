import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);
const find = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "acute-severe-ulcerative-colitis");

describe("possible acute severe ulcerative colitis (review 13 hepatology-gi 14)", () => {
  it("reads Truelove and Witts from the notes: 8 bloody stools a day, pulse 104, temperature 37.9", () => {
    const f = find(loadReviewCase(FIXTURES, "14-ibd-adalimumab-hbcab"));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('"bloody diarrhoea 8 times a day"');
    expect(f?.clinician).toContain("pulse 104/min");
    expect(f?.clinician).toContain("temperature 37.9 °C");
    expect(f?.clinician).toContain("despite prednisolone 40 mg");
    expect(f?.nextSteps[0]).toMatch(/same-day hospital assessment/);
  });

  it("stays silent with fewer than six bloody stools or without a systemic sign", () => {
    const c = loadReviewCase(FIXTURES, "14-ibd-adalimumab-hbcab");
    const fewer = structuredClone(c);
    fewer.data.additionalContext =
      "Plan to start adalimumab next month. Bloody diarrhoea 4 times a day, HR 104, temp 37.9.";
    expect(find(fewer)).toBeUndefined();
    const well = structuredClone(c);
    well.data.additionalContext =
      "Plan to start adalimumab next month. Bloody diarrhoea 8 times a day, HR 78, temp 36.8.";
    expect(find(well)).toBeUndefined();
  });
});
