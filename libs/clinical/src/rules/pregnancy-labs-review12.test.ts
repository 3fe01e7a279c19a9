import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Pregnancy review case 05 (round 12): routine bloods at 30 weeks, a synthetic record. */
const CASES = new URL("./fixtures/pregnancy-review12/", import.meta.url);

const line = (name: string) => {
  const r = runReviewCase(loadReviewCase(CASES, "05-normal-physiology-30w"));
  return r.findings.find((f) => f.clinician.startsWith(name));
};

describe("D-dimer, fibrinogen and albumin read against pregnancy (review 12, pregnancy 05)", () => {
  it("says the D-dimer rises in normal pregnancy and is not used on its own to rule out a clot", () => {
    const f = line("D-dimer");
    expect(f?.clinician).toMatch(/rises through normal pregnancy/);
    expect(f?.clinician).toMatch(/not used on its own to rule out a clot in pregnancy/);
    expect(f?.patient).not.toMatch(/can go with a blood clot/);
  });

  it("reads the raised fibrinogen as expected in pregnancy, not as inflammation", () => {
    const f = line("Fibrinogen");
    expect(f?.clinician).toMatch(/expected in pregnancy: fibrinogen rises with each trimester/);
    expect(f?.clinician).not.toMatch(/often reflects inflammation/);
  });

  it("reads the low albumin as the dilution of pregnancy, not as liver disease", () => {
    const f = line("Albumin");
    expect(f?.clinician).toMatch(/expected in pregnancy: the blood's fluid volume expands/);
    expect(f?.patient).not.toMatch(/can come from liver disease/);
  });
});
