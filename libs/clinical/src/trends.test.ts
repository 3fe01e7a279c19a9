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

describe("trends shown in the reported unit", () => {
  const analyse = (labs: LabTest[]) => analyzeLabResults(labs, { gender: "male", age: "70" }, { now });

  it("gives a creatinine trend in µmol/L when the results were reported in µmol/L", () => {
    const { findings, result } = analyse([
      { name: "Creatinine", value: "152", unit: "µmol/L", referenceRange: "59-104", date: "2025-10-14" },
      { name: "Creatinine", value: "171", unit: "µmol/L", referenceRange: "59-104", date: "2026-10-20" },
    ]);
    const trend = findings.find((f) => f.family === "trend");
    expect(trend?.clinician).toContain("from 152 (2025-10-14) to 171 µmol/L (2026-10-20)");
    expect(trend?.clinician).toMatch(/about 18\.\d µmol\/L per year/);
    expect(trend?.clinician).not.toContain("mg/dL");
    expect(result.clinicianResponse).toContain("rising (152 → 171 µmol/L since 2025-10)");
  });

  it("converts a rate of change as a difference for HbA1c in mmol/mol, and a crossed threshold to a round figure", () => {
    const { findings } = analyse([
      { name: "HbA1c", value: "42", unit: "mmol/mol", date: "2024-10-01" },
      { name: "HbA1c", value: "53", unit: "mmol/mol", date: "2026-10-01" },
    ]);
    const trend = findings.find((f) => f.family === "trend");
    expect(trend?.clinician).toContain("from 42 (2024-10-01) to 53 mmol/mol (2026-10-01)");
    expect(trend?.clinician).toContain("crossing 48 mmol/mol");
    expect(trend?.clinician).toMatch(/about 5\.\d mmol\/mol per year/);
  });

  it("keeps the catalogue unit when the results were reported in it", () => {
    const { findings } = analyse([
      { name: "Creatinine", value: "1.2", unit: "mg/dL", date: "2025-10-14" },
      { name: "Creatinine", value: "1.6", unit: "mg/dL", date: "2026-10-20" },
    ]);
    expect(findings.find((f) => f.family === "trend")?.clinician).toContain("to 1.6 mg/dL (2026-10-20)");
  });
});

describe("how large a change is called rising or falling (engine choice, STABLE_PERCENT)", () => {
  const platelets = (value: string, date: string): LabTest => ({
    name: "Platelets",
    value,
    unit: "x10^9/L",
    referenceRange: "150-400",
    date,
  });
  const analyse = (labs: LabTest[]) => analyzeLabResults(labs, { gender: "male", age: "70" }, { now });

  it("calls a change under 10% between two results stable in the key-findings table (review 6, G14)", () => {
    const { result } = analyse([platelets("146", "2025-09-01"), platelets("138", "2026-11-10")]);
    expect(result.clinicianResponse).toContain("stable (146 → 138 10^9/L since 2025-09)");
  });

  it("still calls a 10% change between two results falling", () => {
    const { findings } = analyse([platelets("160", "2025-09-01"), platelets("144", "2026-11-10")]);
    expect(findings.find((f) => f.family === "trend")?.code).toBe("trend-falling");
  });

  it("keeps the 5% band with three or more results", () => {
    const labs = [platelets("146", "2025-01-01"), platelets("142", "2025-09-01"), platelets("138", "2026-11-10")];
    expect(analyse(labs).result.clinicianResponse).toContain("falling (146 → 138 10^9/L since 2025-01)");
  });
});

describe("two-result trends across a threshold", () => {
  it("calls a sodium fall from 133 to 124 falling (it crosses 130), not stable", () => {
    const { findings, result } = analyzeLabResults(
      [
        { name: "Sodium", value: "133", unit: "mmol/L", referenceRange: "133-146", date: "2026-08-02" },
        { name: "Sodium", value: "124", unit: "mmol/L", referenceRange: "133-146", date: "2026-11-19" },
      ],
      { gender: "female", age: "79" },
      { now },
    );
    expect(result.clinicianResponse).toContain("falling (133 → 124 mmol/L since 2026-08)");
    expect(findings.find((f) => f.family === "trend")?.clinician).toContain("crossing 130 mmol/L");
  });

  it("still calls a small two-result change that crosses nothing stable", () => {
    const { result } = analyzeLabResults(
      [
        { name: "Platelets", value: "146", unit: "10^9/L", referenceRange: "150-400", date: "2025-11-02" },
        { name: "Platelets", value: "138", unit: "10^9/L", referenceRange: "150-400", date: "2026-11-02" },
      ],
      { gender: "male", age: "60" },
      { now },
    );
    expect(result.clinicianResponse).toContain("stable (146 → 138");
  });
});

describe("the limit a trend is said to cross (review 15, primary-care labs 04 and 05)", () => {
  const trendText = (labs: LabTest[], gender = "male") =>
    analyzeLabResults(labs, { gender, age: "58" }, { now }).findings.find((f) => f.family === "trend")?.clinician;
  const alt = (value: string, date: string, referenceRange?: string): LabTest => ({
    name: "ALT",
    value,
    unit: "U/L",
    date,
    ...(referenceRange ? { referenceRange } : {}),
  });
  const tsh = (value: string, date: string, referenceRange?: string): LabTest => ({
    name: "TSH",
    value,
    unit: "mIU/L",
    date,
    ...(referenceRange ? { referenceRange } : {}),
  });

  it("names the laboratory's upper limit sent with the results, not the catalogue's", () => {
    const text = trendText([alt("29", "2026-05-12", "<41"), alt("68", "2026-11-15", "<41")]);
    expect(text).toContain("crossing 41 U/L");
    expect(text).not.toContain("46");
  });

  it("lets the laboratory's limit replace a fixed threshold that is only a usual reference limit (TSH 4.5)", () => {
    const text = trendText([tsh("2.4", "2025-11-03", "0.27-4.20"), tsh("6.8", "2026-11-14", "0.27-4.20")]);
    expect(text).toContain("crossing 4.2 mIU/L");
    expect(text).not.toContain("4.5");
  });

  it("keeps a grade threshold beyond the laboratory's limit (TSH 10)", () => {
    const text = trendText([tsh("2.4", "2025-11-03", "0.27-4.20"), tsh("12.5", "2026-11-14", "0.27-4.20")]);
    expect(text).toContain("crossing 10 mIU/L");
  });

  it("adds no catalogue limit on the side where the laboratory printed none (ALT <41)", () => {
    const text = trendText([alt("30", "2025-11-12", "<41"), alt("8", "2026-11-15", "<41")]);
    expect(text).toBeDefined();
    expect(text).not.toContain("crossing");
  });

  it("falls back on the catalogue's range when no range was sent", () => {
    expect(trendText([alt("29", "2026-05-12"), alt("68", "2026-11-15")])).toContain("crossing 46 U/L");
    expect(trendText([tsh("2.4", "2025-11-03"), tsh("6.8", "2026-11-14")])).toContain("crossing 4.5 mIU/L");
  });

  it("falls back on the catalogue's range when the laboratory's range is in another unit than the result", () => {
    const creatinine = (value: string, date: string): LabTest => ({
      name: "Creatinine",
      value,
      unit: "µmol/L",
      referenceRange: "0.60-1.20 mg/dL",
      date,
    });
    const text = trendText([creatinine("100", "2025-11-10"), creatinine("125", "2026-11-16")]);
    // The catalogue's 1.30 mg/dL in µmol/L, not the laboratory's 1.20 mg/dL (106 µmol/L).
    expect(text).toContain("crossing 115 µmol/L");
  });
});
