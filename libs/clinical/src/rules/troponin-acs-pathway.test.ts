import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

describe("hs-TnT 18 then 64 ng/L over 1 h with chest tightness (review 13 cardiology, case 10)", () => {
  it("sends to the acute coronary pathway without asking for another troponin", () => {
    const r = runReviewCase(loadReviewCase(CASES, "10-troponin-rise-chest-pain"));
    const steps = r.findings.find((f) => f.code === "troponin-elevated")?.nextSteps.join(" ");
    expect(steps).toMatch(/acute coronary pathway: 12-lead ECG and cardiology input/);
    expect(steps).not.toMatch(/repeat troponin/);
  });
});
