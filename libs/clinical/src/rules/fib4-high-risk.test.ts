import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);

describe("FIB-4 above 2.67 (review 13 hepatology-gi 06)", () => {
  it("refers to hepatology and does not tell the patient a simple scan will do", () => {
    const c = loadReviewCase(FIXTURES, "06-masld-fib4-high");
    const f = runReviewCase(c).findings.find((x) => x.code === "fib4-fibrosis-risk");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Refer to hepatology/);
    expect(f?.patient).toContain("A liver specialist should check this");
    expect(f?.patient).not.toContain("simple scan");
  });
});

describe("FIB-4 during alcohol-related hepatitis (review 13 hepatology-gi 09)", () => {
  it("leaves fibrosis staging out while the alcohol-hepatitis finding directs care", () => {
    const { findings } = runReviewCase(loadReviewCase(FIXTURES, "09-alcohol-related-liver"));
    expect(findings.some((x) => x.code === "alcohol-hepatitis")).toBe(true);
    expect(findings.some((x) => x.code === "fib4-fibrosis-risk")).toBe(false);
  });
});
