import type { LabTest } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "./pipeline.ts";

const now = new Date("2026-11-23T00:00:00Z");
const analyse = (labs: LabTest[], gender = "male") => analyzeLabResults(labs, { gender, age: "70" }, { now });
const trendOf = (labs: LabTest[], gender?: string) =>
  analyse(labs, gender).findings.find((f) => f.family === "trend")?.clinician;
const tsh = (value: string, date: string): LabTest => ({
  name: "TSH",
  value,
  unit: "mIU/L",
  referenceRange: "0.27-4.2",
  date,
});

describe("a trend never stops short of the newest result (review 9, endocrine 01)", () => {
  it("ends a TSH trend at a newest result reported only as a limit, with no rate or percent read at it", () => {
    const labs = [tsh("2.4", "2025-11-10"), tsh("1.9", "2026-05-12"), tsh("<0.01", "2026-11-18")];
    const trend = trendOf(labs);
    expect(trend).toContain("falling from 2.4 (2025-11-10) to <0.01 mIU/L (2026-11-18)");
    expect(trend).not.toContain("per year");
    expect(trend).not.toContain("%");
    expect(analyse(labs).result.clinicianResponse).toContain("falling (2.4 → <0.01 mIU/L since 2025-11)");
  });

  it("reports no trend when the newest result's limit leaves the direction open", () => {
    const labs = [tsh("0.008", "2025-11-10"), tsh("0.009", "2026-05-12"), tsh("<0.01", "2026-11-18")];
    expect(trendOf(labs)).toBeUndefined();
    expect(analyse(labs).result.clinicianResponse).not.toMatch(/\(0\.008 → /);
  });
});

describe("trend points the laboratory disowns (review 9, renal c11)", () => {
  it("leaves a haemolysed potassium out of the trend", () => {
    const k = (value: string, date: string, notes?: string): LabTest => ({
      name: "Potassium",
      value,
      unit: "mmol/L",
      referenceRange: "3.5-5.3",
      date,
      ...(notes ? { notes } : {}),
    });
    const labs = [
      k("4.4", "2026-05-14"),
      k("4.5", "2026-08-14"),
      k("6.4", "2026-11-23", "Sample haemolysed (H-index 3+). Please repeat."),
    ];
    const { findings, result } = analyse(labs);
    expect(findings.some((f) => f.family === "trend" && /rising/.test(f.title))).toBe(false);
    expect(result.clinicianResponse).not.toContain("rising (4.4 → 6.4");
  });
});

describe("how trends are worded and measured", () => {
  it("calls an eGFR losing about 1 mL/min/1.73 m² a year stable, the rate of ageing (review 9, renal c10)", () => {
    const egfr = (value: string, date: string): LabTest => ({ name: "eGFR", value, unit: "mL/min/1.73m2", date });
    const labs = [
      egfr("54", "2023-10-12"),
      egfr("52", "2024-11-01"),
      egfr("53", "2025-10-28"),
      egfr("51", "2026-11-03"),
    ];
    const { findings, result } = analyse(labs, "female");
    expect(findings.some((f) => f.family === "trend")).toBe(false);
    expect(result.clinicianResponse).toContain("stable (54 → 51");
  });

  it("names the ACR threshold crossed in mg/mmol as 30, not the 34 that 300 mg/g converts to (review 9, renal c09)", () => {
    const acr = (value: string, date: string): LabTest => ({ name: "Urine ACR", value, unit: "mg/mmol", date });
    const trend = trendOf([acr("24", "2026-02-11"), acr("38", "2026-11-05")]);
    expect(trend).toContain("crossing 30 mg/mmol");
    expect(trend).not.toContain("34 mg/mmol");
  });

  it("gives the percent change in the unit shown (HbA1c 57 → 48 mmol/mol is −16%, not the −12% of 7.4 → 6.5%)", () => {
    const trend = trendOf([
      { name: "HbA1c", value: "7.4", unit: "%", date: "2025-05-01" },
      { name: "HbA1c", value: "48", unit: "mmol/mol", date: "2026-11-01" },
    ]);
    expect(trend).toContain("-16%");
  });

  it("gives no yearly rate for an electrolyte", () => {
    const k = (value: string, date: string): LabTest => ({ name: "Potassium", value, unit: "mmol/L", date });
    const trend = trendOf([k("4.0", "2025-05-01"), k("5.6", "2026-11-01")]);
    expect(trend).toContain("rising");
    expect(trend).not.toContain("per year");
  });

  it("never rounds a small yearly rate to 'about 0'", () => {
    const bili = (value: string, date: string): LabTest => ({ name: "Total bilirubin", value, unit: "mg/dL", date });
    const trend = trendOf([bili("1.00", "2025-10-01"), bili("0.95", "2026-02-01"), bili("0.90", "2026-11-18")]);
    expect(trend).toMatch(/about -0\.0\d* mg\/dL per year/);
    expect(trend).not.toContain("about 0 ");
  });

  it("says a TSH went from above its range to below it, with no yearly rate (review 10, primary care 3)", () => {
    const labs = [tsh("5.8", "2025-11-20"), tsh("0.04", "2026-11-08")];
    const trend = analyse(labs, "female").findings.find((f) => f.family === "trend");
    expect(trend?.clinician).toContain("fell from above the reference range to below it, from 5.8 (2025-11-20)");
    expect(trend?.clinician).not.toContain("per year");
    expect(trend?.patient).toBe(
      "Your TSH (the signal that drives the thyroid) went from above the usual range to below it.",
    );
  });

  it("keeps the plain direction for a trend that stays on one side of the range", () => {
    const trend = analyse([tsh("0.2", "2025-11-20"), tsh("0.04", "2026-11-08")]).findings.find(
      (f) => f.family === "trend",
    );
    expect(trend?.clinician).toContain("falling from 0.2");
    expect(trend?.patient).toContain("has been going down over time");
  });

  it("shows a haematocrit reported to three decimals with three (0.545, not 0.55)", () => {
    const hct = (value: string, date: string): LabTest => ({
      name: "Haematocrit",
      value,
      unit: "L/L",
      referenceRange: "0.40-0.50",
      date,
    });
    const { findings, result } = analyse([hct("0.462", "2025-11-01"), hct("0.545", "2026-11-18")]);
    expect(result.clinicianResponse).toContain("| 0.545 L/L |");
    expect(result.clinicianResponse).toContain("0.462 → 0.545 L/L");
    expect(findings.find((f) => f.code === "lab-high")?.clinician).toContain("0.545 L/L");
  });
});

describe("a limit crossed inside the noise of two results (review 15b, primary care 03)", () => {
  const creatinine = (value: string, date: string): LabTest => ({
    name: "Creatinine",
    value,
    unit: "umol/L",
    referenceRange: "45-84",
    date,
  });
  const trend = (labs: LabTest[]) => analyse(labs, "female").findings.find((f) => f.family === "trend");

  it("reports creatinine 82 → 88 over a limit of 84 at low priority, not as a moderate change", () => {
    const f = trend([creatinine("82", "2025-11-10"), creatinine("88", "2026-11-10")]);
    expect(f?.clinician).toMatch(/crossing 84/);
    expect(f?.severity).toBe("low");
  });

  it("keeps a crossing moderate when three results show it, or when the change is beyond 10 %", () => {
    const three = [creatinine("80", "2025-05-10"), creatinine("82", "2025-11-10"), creatinine("88", "2026-11-10")];
    expect(trend(three)?.severity).toBe("moderate");
    expect(trend([creatinine("76", "2025-11-10"), creatinine("88", "2026-11-10")])?.severity).toBe("moderate");
  });
});

describe("a rise from a first result on the upper limit itself (shared sample, critical potassium)", () => {
  it("is moderate when it ends well above the range, though no threshold is crossed from the limit", () => {
    const labs: LabTest[] = [
      { name: "Creatinine", value: "1.2", unit: "mg/dL", referenceRange: "0.6-1.2", date: "2026-10-01" },
      { name: "Creatinine", value: "3.1", unit: "mg/dL", referenceRange: "0.6-1.2", date: "2026-11-20" },
    ];
    const f = analyse(labs).findings.find((x) => x.family === "trend");
    expect(f?.clinician).toMatch(/rising from 1\.2/);
    expect(f?.severity).toBe("moderate");
  });
});
