import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "./pipeline.ts";
import { analyteUnits, findLab } from "./catalogue/index.ts";
import { convert, countUnitFor, hba1cMmolMolToPercent, hba1cPercentToMmolMol, parseUnit, type Unit } from "./units.ts";

function u(text: string): Unit {
  const unit = parseUnit(text);
  if (!unit) throw new Error(`unknown unit ${text}`);
  return unit;
}

function via(analyte: string) {
  const def = findLab(analyte);
  if (!def) throw new Error(`unknown analyte ${analyte}`);
  return analyteUnits(def);
}

describe("parseUnit", () => {
  it.each([
    ["mg/dl", "mg/dL"],
    ["MMOL/L", "mmol/L"],
    ["umol/L", "µmol/L"],
    ["μmol/L", "µmol/L"],
    ["10*3/uL", "10^3/µL"],
    ["x10^9/L", "10^9/L"],
    ["K/uL", "10^3/µL"],
    ["mL/min/{1.73_m2}", "mL/min/1.73m2"],
    ["mm[Hg]", "mmHg"],
    ["uIU/mL", "mIU/L"],
    ["mcg/L", "µg/L"],
    ["µg/mL FEU", "µg/mL"],
    ["mL/min/1,73m2", "mL/min/1.73m2"],
    ["mL/min/1,73 m²", "mL/min/1.73m2"],
    ["T/L", "10^12/L"],
  ])("reads %s as %s", (text, key) => expect(parseUnit(text)?.key).toBe(key));

  it.each([
    ["mcmol/L", "µmol/L"],
    ["micromol/L", "µmol/L"],
    ["mikromol/l", "µmol/L"],
    ["mcIU/mL", "mIU/L"],
    ["/nL", "10^9/L"],
    ["Tsd/µl", "10^3/µL"],
    ["Mio/µl", "10^6/µL"],
    ["mg/100mL", "mg/dL"],
    ["IE/l", "U/L"],
    ["mval/l", "mEq/L"],
    ["% Hb", "%"],
    ["Thousand/uL", "10^3/µL"],
    ["Million/uL", "10^6/µL"],
    ["mg/dL (calc)", "mg/dL"],
    ["g/dL (calc)", "g/dL"],
    ["% of total Hgb", "%"],
  ])("reads the spelling %s as %s", (text, key) => expect(parseUnit(text)?.key).toBe(key));

  it("returns undefined for unknown or empty units", () => {
    expect(parseUnit("")).toBeUndefined();
    expect(parseUnit("furlongs")).toBeUndefined();
  });
});

it("reads a platelet count of 18 Thousand/uL as critically low, as in K/uL", () => {
  const { findings } = analyzeLabResults([
    { name: "Platelets", value: "18", unit: "Thousand/uL", referenceRange: "140-400", date: "2026-11-20" },
  ]);
  expect(findings.some((f) => f.severity === "critical")).toBe(true);
});

describe("convert", () => {
  it.each([
    ["glucose", 100, "mg/dL", "mmol/L", 5.55],
    ["cholesterol", 200, "mg/dL", "mmol/L", 5.172],
    ["ldl", 4.1, "mmol/L", "mg/dL", 158.55],
    ["triglycerides", 150, "mg/dL", "mmol/L", 1.6935],
    ["creatinine", 1.0, "mg/dL", "µmol/L", 88.4],
    ["bun", 14, "mg/dL", "mmol/L", 4.998],
    ["calcium", 10, "mg/dL", "mmol/L", 2.495],
    ["calcium", 5, "mEq/L", "mmol/L", 2.5],
    ["vitamin d", 20, "ng/mL", "nmol/L", 49.92],
    ["hemoglobin", 13.2, "g/dL", "g/L", 132],
    ["sodium", 140, "mEq/L", "mmol/L", 140],
    ["platelets", 250, "10^3/µL", "10^9/L", 250],
    ["tsh", 2.1, "µIU/mL", "mIU/L", 2.1],
  ])("converts %s %d %s to %s", (analyte, value, from, to, expected) => {
    expect(convert(value, u(from), u(to), via(analyte))).toBeCloseTo(expected, 2);
  });

  it("converts HbA1c between % and mmol/mol", () => {
    expect(convert(6.5, u("%"), u("mmol/mol"), via("hba1c"))).toBeCloseTo(47.5, 0);
    expect(convert(58, u("mmol/mol"), u("%"), via("hba1c"))).toBeCloseTo(7.46, 1);
  });

  it("reads G/L as giga per litre for a cell count and as grams per litre otherwise", () => {
    expect(convert(15, u("G/L"), u("10^3/µL"), via("platelets"))).toBe(15);
    expect(countUnitFor(u("G/L"), via("platelets")).key).toBe("10^9/L");
    expect(countUnitFor(u("G/L"), via("hemoglobin")).key).toBe("g/L");
    expect(convert(135, u("G/L"), u("g/dL"), via("hemoglobin"))).toBeCloseTo(13.5, 6);
    expect(convert(15, u("G/L"), u("10^3/µL"))).toBeUndefined();
  });

  it("refuses conversions that need a factor it does not have", () => {
    expect(convert(50, u("mg/dL"), u("nmol/L"), via("lp(a)"))).toBeUndefined();
    expect(convert(5, u("mg/dL"), u("mmol/L"))).toBeUndefined();
    expect(convert(5, u("mg/dL"), u("%"), via("glucose"))).toBeUndefined();
  });

  it.each([
    "glucose",
    "cholesterol",
    "triglycerides",
    "creatinine",
    "bun",
    "calcium",
    "vitamin d",
    "hemoglobin",
    "testosterone",
    "free t4",
  ])("round-trips %s between conventional and SI units", (analyte) => {
    const units = via(analyte);
    const conventional = units.conventional;
    const si = units.si;
    if (!conventional || !si) throw new Error("catalogue units missing");
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 10_000, noNaN: true }), (v) => {
        const there = convert(v, conventional, si, units);
        const back = there === undefined ? undefined : convert(there, si, conventional, units);
        return back !== undefined && Math.abs(back - v) <= 1e-9 * Math.max(1, v);
      }),
    );
  });

  it("round-trips HbA1c", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 3, max: 20, noNaN: true }),
        (p) => Math.abs(hba1cMmolMolToPercent(hba1cPercentToMmolMol(p)) - p) < 1e-9,
      ),
    );
  });
});

describe("powers of ten as laboratories write them", () => {
  it.each([
    ["x10E3/uL", "10^3/µL"],
    ["x10E9/L", "10^9/L"],
    ["K/mcL", "10^3/µL"],
    ["thou/mcL", "10^3/µL"],
    ["10³/µL", "10^3/µL"],
    ["10⁹/L", "10^9/L"],
    ["x10(3)/uL", "10^3/µL"],
    ["x10E6/uL", "10^6/µL"],
    ["mcg/dL", "µg/dL"],
  ])("reads %s as %s", (text, key) => {
    expect(parseUnit(text)?.key).toBe(key);
  });
});
