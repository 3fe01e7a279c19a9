import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/hormones-review14/", import.meta.url));
const semen = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((f) => f.code === "semen-analysis-below-reference");

describe("semen analysis below the reference values", () => {
  it("reads a first abnormal analysis as one to repeat in about 3 months, in plain words", () => {
    const c = load("15-male-infertility-normal-hormones");
    const f = semen(c);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/concentration 11 million\/mL \(2026-11-14\), motility 38 %/);
    expect(f?.nextSteps[0]).toMatch(/Repeat the semen analysis about 3 months/);
    expect(f?.evidenceIds).toContain("nice-cg156-fertility");
    expect(runReviewCase(c).result.patientResponse).not.toMatch(/Your normal forms is/);
  });

  it("refers the couple when an earlier analysis was also below range", () => {
    const c = load("15-male-infertility-normal-hormones");
    c.labResults.push({
      name: "Sperm concentration",
      value: "9",
      unit: "million/mL",
      referenceRange: ">=16",
      flag: "Low",
      date: "2026-07-20",
    });
    const f = semen(c);
    expect(f?.clinician).toMatch(/earlier analysis was also below range/);
    expect(f?.nextSteps[0]).toMatch(/fertility assessment together/);
  });

  it("stays silent on a normal analysis", () => {
    const c = load("15-male-infertility-normal-hormones");
    c.labResults = c.labResults.filter((l: { flag?: string }) => l.flag !== "Low");
    expect(semen(c)).toBeUndefined();
  });
});
