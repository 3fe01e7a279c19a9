import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);
const CODE = "anti-tnf-pre-treatment-screening";

describe("screening before a planned TNF inhibitor (review 13, hepatology-gi 14)", () => {
  it("lists the TB, hepatitis C, HIV and VZV tests the record lacks before adalimumab", () => {
    const f = runReviewCase(loadReviewCase(FIXTURES, "14-ibd-adalimumab-hbcab")).findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("moderate");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/latent TB .*hepatitis C, HIV and VZV serology/);
    // Hepatitis B is already tested (HBsAg and anti-HBc in the record).
    expect(steps).not.toMatch(/hepatitis B/);
  });

  it("drops the tests the record holds and the VZV test after chickenpox", () => {
    const c = loadReviewCase(FIXTURES, "14-ibd-adalimumab-hbcab");
    c.data.additionalContext += " Had chickenpox as a child. QuantiFERON negative.";
    const f = runReviewCase(c).findings.find((x) => x.code === CODE);
    expect(f?.nextSteps[0]).toBe("Before the first dose, test for hepatitis C and HIV");
  });

  it("is silent when the notes name adalimumab without a plan to start it", () => {
    const c = loadReviewCase(FIXTURES, "14-ibd-adalimumab-hbcab");
    c.data.additionalContext = "Adalimumab stopped in 2020 for loss of response.";
    expect(runReviewCase(c).findings.some((x) => x.code === CODE)).toBe(false);
  });
});
