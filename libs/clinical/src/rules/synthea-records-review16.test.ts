import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/synthea-records-review16/", import.meta.url));

describe("Synthea-shaped records read today (review 16, synthea-records)", () => {
  it("asks for an INR and a digoxin level when a very old patient on warfarin, digoxin and verapamil has neither", () => {
    const { findings, result } = run("01-very-old-warfarin-digoxin-verapamil-no-levels");
    const inr = findings.find((f) => f.code === "warfarin-inr-unmonitored");
    expect(inr?.severity).toBe("moderate");
    expect(inr?.clinician).toMatch(/: no INR in the record\./);
    expect(inr?.clinician).toMatch(/Also taken: clopidogrel 75 mg tablets/);
    expect(inr?.nextSteps[0]).toMatch(/^Check the INR now/);
    expect(inr?.patient).toMatch(/no recent INR result/);
    const dig = findings.find((f) => f.code === "digoxin-raiser-no-level");
    expect(dig?.severity).toBe("moderate");
    expect(dig?.clinician).toMatch(/verapamil 40 mg tablets, which raise serum digoxin/);
    expect(dig?.clinician).toMatch(/no digoxin level in the record/);
    expect(dig?.clinician).toMatch(/The patient is 96\./);
    expect(dig?.patient).toMatch(/digoxin together with verapamil/);
    expect(result.patientResponse).toMatch(/INR/);
  });

  it("counts an INR from years ago as no monitoring, and says when it was", () => {
    const f = run("02-warfarin-inr-last-checked-years-ago").findings.find((x) => x.code === "warfarin-inr-unmonitored");
    expect(f?.clinician).toMatch(/the newest INR is from 2021-03-02, about 6 years ago/);
    expect(f?.clinician).not.toMatch(/Also taken/);
  });

  it("stays quiet with a recent INR, and with digoxin taken without a level-raising medicine", () => {
    const { findings } = run("03-warfarin-inr-this-month-quiet");
    expect(findings.find((f) => f.code === "warfarin-inr-unmonitored")).toBeUndefined();
    expect(findings.find((f) => f.code === "digoxin-raiser-no-level")).toBeUndefined();
    expect(findings.filter((f) => f.severity !== "info" && f.severity !== "low")).toHaveLength(0);
  });

  it("does not list decades-old pregnancies, appendicitis or fractures among the active problems", () => {
    const { result } = run("04-old-episodes-left-active");
    const summary = /active problems: ([^;]+);/.exec(result.clinicianResponse)?.[1] ?? "";
    expect(summary).toMatch(/Hypothyroidism/);
    expect(summary).toMatch(/Hyperlipidaemia/);
    expect(summary).toMatch(/History of cardiac arrest/);
    expect(summary).not.toMatch(/Miscarriage|Tubal pregnancy|Appendicitis|Fracture/);
  });

  it("prints a LOINC long name as the test and sample, and makes no trend of an unknown test with no range", () => {
    const { findings, result } = run("05-loinc-long-names-no-range");
    const text = `${result.clinicianResponse}\n${result.patientResponse}`;
    expect(text).not.toMatch(/\[Entitic volume\]|\[Mass\/volume\]|by Automated count/);
    expect(result.clinicianResponse).toMatch(/Platelet distribution width \(blood\)/);
    expect(result.clinicianResponse).toMatch(/Bilirubin, total \(urine, dipstick\)/);
    expect(findings.filter((f) => f.family === "trend")).toHaveLength(0);
    expect(findings.filter((f) => f.severity !== "info" && f.severity !== "low")).toHaveLength(0);
  });

  it("keeps the trend of an unknown test the laboratory sent a range for, named plainly", () => {
    const { findings } = run("06-unknown-test-with-lab-range-keeps-trend");
    const trend = findings.find((f) => f.code === "trend-rising");
    expect(trend?.title).toBe("Immature platelet fraction (blood) rising");
    expect(trend?.patient).toBe("Your immature platelet fraction (blood) has been going up over time.");
  });
});
