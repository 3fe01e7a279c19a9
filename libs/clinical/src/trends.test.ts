import type { LabTest } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { normalizeLabResults } from "./normalize/lab-results.ts";
import { analyzeLabResults } from "./pipeline.ts";

const now = new Date("2026-11-22T00:00:00Z");
const hb = (value: string, date: string): LabTest => ({ name: "Hemoglobin", value, unit: "g/dL", date });
const hbSeries = (labs: LabTest[]) =>
  normalizeLabResults(labs, { gender: "female" }, { now }).series.find((s) => s.analyteId === "hemoglobin");

describe("trend series", () => {
  it.each([
    ["low first", ["11.46", "13.4"]],
    ["low last", ["13.4", "11.46"]],
  ])("reports no change between two results taken at the same time (%s)", (_, values) => {
    const labs = values.map((v) => hb(v, "2016-04-24T22:26:37"));
    expect(hbSeries(labs)).toBeUndefined();
    const { findings } = analyzeLabResults(labs, { gender: "female" }, { now });
    expect(findings.filter((f) => f.family === "trend")).toEqual([]);
    expect(findings.find((f) => f.code === "anaemia")?.clinician).toContain("11.46");
  });

  it("keeps the more concerning same-time result as that time's point", () => {
    const series = hbSeries([hb("12.8", "2015-04-24"), hb("13.4", "2016-04-24"), hb("11.46", "2016-04-24")]);
    expect(series?.points.map((p) => p.value)).toEqual([12.8, 11.46]);
  });
});
