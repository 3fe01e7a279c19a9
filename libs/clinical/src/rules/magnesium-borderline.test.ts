import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The renal review's cases (round 11), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/renal-review11/", import.meta.url);

const run = runReviewCase;
const find = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === "ppi-hypomagnesaemia");

describe("magnesium just below the limit on a PPI (review case 16)", () => {
  it("is low severity, asks for a repeat rather than replacement, and names lansoprazole", () => {
    const f = find(run(loadReviewCase(CASES, "16-ppi-mg-mild-trap")));
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/just below the lower limit/);
    expect(f?.nextSteps[0]).toMatch(/^Repeat magnesium/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/^Replace magnesium;/);
    expect(f?.patient).toContain("lansoprazole");
    expect(f?.patient).not.toContain("omeprazole");
  });

  it("stays moderate and asks for replacement when the magnesium is clearly low", () => {
    const c = loadReviewCase(CASES, "16-ppi-mg-mild-trap");
    c.data.recentAbnormalLabs[0].value = "0.55";
    const f = find(run(c));
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(/^Replace magnesium/);
  });

  it("is not treated as borderline when symptoms are recorded", () => {
    const c = loadReviewCase(CASES, "16-ppi-mg-mild-trap");
    c.data.additionalContext = "Muscle cramps and tingling in the fingers.";
    expect(find(run(c))?.severity).toBe("moderate");
  });

  it("keeps the severe case 04 (magnesium 0.41 with refractory low potassium) above low", () => {
    const f = find(run(loadReviewCase(CASES, "04-ppi-hypomagnesaemia")));
    expect(f).toBeDefined();
    expect(f?.severity).not.toBe("low");
    expect(f?.patient).toContain("omeprazole");
  });
});
