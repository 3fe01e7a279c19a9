import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-a-review15/", import.meta.url);
const find = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "testosterone-psa-rise");

describe("PSA rise on testosterone (review 15 leftovers-a, cases 01–02)", () => {
  it("asks for urological evaluation when PSA rises more than 1.4 ng/mL in the first year", () => {
    const f = find(loadReviewCase(FOLDER, "01-testosterone-psa-rise"));
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/from 0\.9 ng\/mL \(2026-01-15\), before testosterone, to 2\.6 ng\/mL/);
    expect(f?.clinician).toMatch(/a rise of 1\.7 ng\/mL/);
    expect(f?.nextSteps.join(" ")).toMatch(/Refer for urological evaluation/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["sachdev-2020-psa-testosterone"]));
  });

  it("stays quiet on the expected small rise", () => {
    expect(find(loadReviewCase(FOLDER, "02-testosterone-psa-small-rise"))).toBeUndefined();
  });

  it("stays quiet when the rise comes more than a year after starting", () => {
    const c = loadReviewCase(FOLDER, "01-testosterone-psa-rise");
    c.data.medications[0].startDate = "2024-06-01";
    c.data.recentNormalLabs[1].date = "2024-05-15";
    expect(find(c)).toBeUndefined();
  });

  it("stays quiet without testosterone, and after prostate cancer", () => {
    const none = loadReviewCase(FOLDER, "01-testosterone-psa-rise");
    none.data.medications = [];
    expect(find(none)).toBeUndefined();
    const cancer = loadReviewCase(FOLDER, "01-testosterone-psa-rise");
    cancer.data.pastMedicalHistory.push({ display: "Prostate cancer, treated 2020", clinicalStatus: "resolved" });
    expect(find(cancer)).toBeUndefined();
  });

  it("leaves a PSA taken during a urine infection to be repeated", () => {
    const c = loadReviewCase(FOLDER, "01-testosterone-psa-rise");
    c.data.additionalContext = "Urinary tract infection last week, on nitrofurantoin.";
    expect(find(c)).toBeUndefined();
  });

  it("reads two PSAs above 4.0 on treatment without a baseline as past the threshold", () => {
    const c = loadReviewCase(FOLDER, "02-testosterone-psa-small-rise");
    c.data.recentNormalLabs = [
      { display: "PSA", value: "4.6", unit: "ng/mL", date: "2026-11-10", referenceRange: "0-4.5" },
      { display: "PSA", value: "4.4", unit: "ng/mL", date: "2026-09-01", referenceRange: "0-4.5" },
    ];
    const f = find(c);
    expect(f?.clinician).toMatch(/above 4\.0 ng\/mL on two results on treatment/);
  });
});
