import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);

describe("mild ALT rise on a statin (review 13 hepatology-gi 11)", () => {
  it("says to continue the statin below 3 times the upper limit (NICE)", () => {
    const c = loadReviewCase(FIXTURES, "11-statin-mild-alt");
    const f = runReviewCase(c).findings.find((x) => x.code === "statin-alt-elevated");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toMatch(/Continue the statin/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/review the statin/);
    expect(f?.patient).toContain("not a reason to stop a statin");
    expect(f?.evidenceIds).toContain("nice-cg181-lipid-modification");
  });
});
