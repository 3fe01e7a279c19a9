import { describe, expect, it } from "vitest";
import { runReviewCase } from "../testing/review-case.ts";

/*
 * The aki-creatinine-rise baseline follows the NHS England AKI algorithm: the lowest creatinine of
 * the previous 7 days, else the median of the results from 8 to 365 days before (synthetic records).
 */

const creat = (value: number, date: string) => ({
  name: "Creatinine",
  value: String(value),
  unit: "umol/L",
  referenceRange: "59-104",
  date: `${date}T08:00:00Z`,
});
const run = (labs: ReturnType<typeof creat>[]) =>
  runReviewCase({
    _now: "2026-11-20T12:00:00Z",
    labResults: labs,
    patientContext: { age: "72", gender: "male", conditions: [], medications: [] },
  }).findings.find((f) => f.code === "aki-creatinine-rise");

describe("AKI baseline (NHS England algorithm)", () => {
  it("uses the median of 8–365 days, not one low outlier, when nothing is recent", () => {
    // Lowest 80, median 125: 150 is 1.9× the lowest but 1.2× the median, so no alert.
    const f = run([
      creat(150, "2026-11-20"),
      creat(80, "2026-02-10"),
      creat(125, "2026-05-12"),
      creat(130, "2026-08-03"),
    ]);
    expect(f).toBeUndefined();
  });

  it("fires against the median of older results and quotes it", () => {
    const f = run([
      creat(200, "2026-11-20"),
      creat(95, "2026-02-10"),
      creat(100, "2026-05-12"),
      creat(110, "2026-08-03"),
      creat(105, "2026-09-30"),
    ]);
    expect(f).toBeDefined();
    // Median of 95, 100, 105, 110 is 102.5; 200/102.5 ≈ 2×, timed from the newest pooled result.
    expect(f?.clinician).toMatch(/from a median of 102\.5 µmol\/L \(4 results, 2026-02-10 to 2026-09-30\)/);
    expect(f?.clinician).toMatch(/\(2× baseline\) over 51 days/);
    expect(f?.clinician).toMatch(/timing should be clarified/);
  });

  it("uses the lowest of the previous 7 days when there is one, ignoring older results", () => {
    // 7-day lowest 100: 160 is 1.6×, KDIGO AKI; the older 60 is not the baseline.
    const f = run([
      creat(160, "2026-11-20"),
      creat(100, "2026-11-16"),
      creat(120, "2026-11-18"),
      creat(60, "2026-03-01"),
    ]);
    expect(f?.clinician).toMatch(/from 100 µmol\/L \(2026-11-16\)/);
    expect(f?.clinician).toMatch(/meeting KDIGO criteria/);
    expect(f?.severity).toBe("critical");
  });

  it("stays silent when the 7-day baseline shows no rise, even with a lower result months before", () => {
    // Previously the lowest of the year (60) made 130 read as 2.2× baseline.
    expect(run([creat(130, "2026-11-20"), creat(125, "2026-11-17"), creat(60, "2026-03-01")])).toBeUndefined();
  });

  it("reads a 26.5 µmol/L rise within 48 hours against the lowest of those 48 hours", () => {
    const f = run([creat(130, "2026-11-20"), creat(100, "2026-11-19"), creat(95, "2026-11-15")]);
    // 130/95 is 1.37×: not the ratio criterion; 130 − 100 = 30 µmol/L within 48 h is.
    expect(f?.clinician).toMatch(/from 100 µmol\/L \(2026-11-19\)/);
    expect(f?.clinician).toMatch(/meeting KDIGO criteria/);
  });
});
