import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);
const bcr = () => loadReviewCase(FOLDER, "05-psa-post-prostatectomy-bcr");
const find = (c: ReturnType<typeof bcr>) =>
  runReviewCase(c).findings.find((f) => f.code === "psa-rising-after-prostatectomy");

describe("PSA rising after radical prostatectomy (review 13 oncology, case 05)", () => {
  it("reads 0.24 and rising after prostatectomy as biochemical recurrence, not a normal PSA", () => {
    const f = find(bcr());
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/biochemical recurrence/);
    expect(f?.clinician).toMatch(/doubling time from the last two values is about 10 months/);
    expect(f?.clinician).toMatch(/population range does not apply/);
    expect(f?.nextSteps.join(" ")).toMatch(/salvage radiotherapy/);
  });

  it("is moderate while detectable and rising below 0.2", () => {
    const c = bcr();
    c.data.labTrends[0].values.pop();
    c.data.recentAbnormalLabs[0].value = "0.11";
    c.data.recentAbnormalLabs[0].date = "2025-11-20";
    expect(find(c)?.severity).toBe("moderate");
  });

  it("stays silent without a prostatectomy, or when the PSA is not rising", () => {
    const none = bcr();
    none.data.pastMedicalHistory = [none.data.pastMedicalHistory[0]];
    none.data.additionalContext = "Lab flagged PSA as normal.";
    expect(find(none)).toBeUndefined();
    const stable = bcr();
    stable.data.labTrends[0].values[2].value = "0.3";
    expect(find(stable)).toBeUndefined();
  });
});
