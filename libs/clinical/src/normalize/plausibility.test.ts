import { describe, expect, it } from "vitest";
import { analyteUnits, labById } from "../catalogue/index.ts";
import { parseValue } from "../parse/value.ts";
import { convert, parseUnit, type Unit } from "../units.ts";
import { implausibleForUnit, PLAUSIBILITY_BOUNDS } from "./plausibility.ts";

function unit(text: string): Unit {
  const u = parseUnit(text);
  if (!u) throw new Error(`unknown unit ${text}`);
  return u;
}

function implausible(id: string, text: string, unitText: string): boolean {
  const value = parseValue(text);
  if (value.kind !== "number") throw new Error(`not a number: ${text}`);
  return implausibleForUnit(labById(id), value, unit(unitText));
}

describe("plausibility bounds", () => {
  it.each(Object.entries(PLAUSIBILITY_BOUNDS))(
    "%s: bounds lie beyond every reference and critical limit of the catalogue",
    (id, bounds) => {
      const def = labById(id);
      const units = analyteUnits(def);
      // A limit in a unit the engine cannot read is never applied, so it cannot clash with a bound.
      const toBoundUnit = (value: number | null, from: string) => {
        if (bounds.unit === "") return from === "" && value !== null ? value : undefined;
        const fromUnit = parseUnit(from);
        return value === null || !fromUnit ? undefined : convert(value, fromUnit, unit(bounds.unit), units);
      };
      const limits = [
        ...def.ranges.flatMap((b) => [toBoundUnit(b.low, b.unit), toBoundUnit(b.high, b.unit)]),
        ...(def.critical
          ? [toBoundUnit(def.critical.low, def.critical.unit), toBoundUnit(def.critical.high, def.critical.unit)]
          : []),
      ].filter((v) => v !== undefined);
      expect(limits.length).toBeGreaterThan(0);
      for (const limit of limits) {
        if (bounds.high !== undefined) expect(limit).toBeLessThan(bounds.high);
        if (bounds.low !== undefined) expect(limit).toBeGreaterThan(bounds.low);
      }
    },
  );

  it("finds a tenfold slip in either direction", () => {
    expect(implausible("hemoglobin", "135", "g/dL")).toBe(true);
    expect(implausible("sodium", "1400", "mmol/L")).toBe(true);
    expect(implausible("sodium", "14", "mEq/L")).toBe(true);
  });

  it("checks the value in the unit it was given", () => {
    expect(implausible("hemoglobin", "135", "g/L")).toBe(false);
    expect(implausible("calcium", "95", "mg/L")).toBe(false);
    expect(implausible("calcium", "95", "mg/dL")).toBe(true);
  });

  it("calls a value with a comparator impossible only when every value it allows is", () => {
    expect(implausible("hemoglobin", "<50", "g/dL")).toBe(false);
    expect(implausible("hemoglobin", ">50", "g/dL")).toBe(true);
    expect(implausible("potassium", ">0.2", "mmol/L")).toBe(false);
  });

  it("never caps a test that rises far in disease, nor floors one that falls far", () => {
    for (const id of ["hs-troponin-i", "hs-troponin-t", "nt-probnp", "alt", "crp", "ferritin", "tsh", "psa", "wbc"])
      expect(PLAUSIBILITY_BOUNDS[id]?.high).toBeUndefined();
    for (const id of ["tsh", "platelets", "egfr", "wbc"]) expect(PLAUSIBILITY_BOUNDS[id]?.low).toBeUndefined();
  });

  it("sets aside a three-decimal number read as thousands (1,234 ng/dL free T4, 1,025 specific gravity)", () => {
    expect(implausible("free-t4", "1234", "ng/dL")).toBe(true);
    expect(implausible("free-t4", "1.234", "ng/dL")).toBe(false);
    expect(implausible("creatinine", "88", "mg/dL")).toBe(true);
    const sg = (text: string) => implausibleForUnit(labById("urine-sg"), parseValue(text) as never, undefined);
    expect(sg("1025")).toBe(true);
    expect(sg("1.025")).toBe(false);
  });

  it("sets aside a troponin too low for any assay in its unit (ng/mL labelled ng/L)", () => {
    expect(implausible("hs-troponin-i", "0.05", "ng/L")).toBe(true);
    expect(implausible("hs-troponin-i", "0.05", "ng/mL")).toBe(false);
    expect(implausible("hs-troponin-t", "<3", "ng/L")).toBe(false);
    expect(implausible("hs-troponin-t", "6", "ng/L")).toBe(false);
  });
});
