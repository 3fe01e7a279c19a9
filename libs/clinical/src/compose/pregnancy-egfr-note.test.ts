import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const now = new Date("2026-11-23T00:00:00Z");
const creatinine = { name: "Creatinine", value: "44", unit: "umol/L", referenceRange: "45-84", date: "2026-11-17" };

describe("the data note on an eGFR not calculated in pregnancy", () => {
  it("says why no eGFR was calculated from a pregnant woman's creatinine", () => {
    const { result } = analyzeLabResults(
      [creatinine],
      { age: "31", gender: "female", conditions: [{ name: "Pregnancy, 29 weeks gestation", status: "active" }] },
      { now },
    );
    expect(result.clinicianResponse).toContain(
      "No eGFR was calculated from the creatinine because a current pregnancy",
    );
  });

  it("says nothing of pregnancy when an eGFR was calculated", () => {
    const { result } = analyzeLabResults([creatinine], { age: "31", gender: "female" }, { now });
    expect(result.clinicianResponse).not.toContain("current pregnancy");
  });
});
