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
