import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/hormones-review14/", import.meta.url));
const chcBp = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((f) => f.code === "combined-contraceptive-hypertension");

describe("combined hormonal contraception with raised blood pressure (UKMEC)", () => {
  it("calls two readings of 160/100 mmHg or more on the combined pill UKMEC category 4", () => {
    const f = chcBp(load("08-coc-severe-hypertension"));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/164\/102 mmHg \(2026-11-26\) and 161\/100 mmHg/);
    expect(f?.clinician).toMatch(/UKMEC category 4/);
    expect(f?.nextSteps[0]).toMatch(/no gap in contraception/);
    expect(f?.evidenceIds).toContain("fsrh-ukmec-2016");
  });

  it("asks for a prompt repeat when only one reading is that high", () => {
    const c = load("08-coc-severe-hypertension");
    c.data.vitalSigns[1].value = "128/80";
    const f = chcBp(c);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/single reading: repeat it promptly/);
  });

  it("reads repeated 140-159/90-99 mmHg as UKMEC category 3", () => {
    const c = load("08-coc-severe-hypertension");
    c.data.vitalSigns[0].value = "146/94";
    c.data.vitalSigns[1].value = "148/92";
    const f = chcBp(c);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/UKMEC category 3/);
  });

  it("stays silent on a normal reading in a pill user without hypertension", () => {
    expect(chcBp(load("09-coc-ex-smoker-38-ok"))).toBeUndefined();
  });
});
