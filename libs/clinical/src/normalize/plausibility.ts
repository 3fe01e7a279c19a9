import { analyteUnits, type LabDefinition } from "../catalogue/index.ts";
import { type ParsedValue, valueInterval } from "../parse/value.ts";
import { convert, parseUnit, type Unit } from "../units.ts";

export interface Bounds {
  low?: number;
  high?: number;
  /** "" for a test without a unit (urine specific gravity). */
  unit: string;
}

/**
 * Values no living adult has in the stated unit, so the number must be in another unit or
 * mistyped: haemoglobin 135 "g/dL" is 135 g/L, sodium 1400 is 140. Only tests the body holds in a
 * narrow band are listed, with bounds well beyond the most extreme limits in the catalogue's
 * critical-value lists. Tests that rise a thousandfold in disease (troponins, natriuretic
 * peptides, enzymes, CRP, ferritin, TSH, PSA) have no ceiling, and those that fall towards zero
 * (platelets, eGFR, TSH) no floor: there a far-out value is the disease, and it must be judged.
 */
export const PLAUSIBILITY_BOUNDS: Readonly<Record<string, Bounds>> = {
  sodium: { low: 50, high: 300, unit: "mmol/L" },
  potassium: { low: 0.5, high: 30, unit: "mmol/L" },
  chloride: { low: 30, high: 300, unit: "mmol/L" },
  calcium: { high: 40, unit: "mg/dL" },
  // Whole blood cannot hold more haemoglobin than the red cells themselves (MCHC 32–36 g/dL).
  hemoglobin: { high: 30, unit: "g/dL" },
  mchc: { high: 50, unit: "g/dL" },
  // A share of the blood's volume.
  hematocrit: { high: 100, unit: "%" },
  albumin: { high: 10, unit: "g/dL" },
  // Below what any high-sensitivity assay measures (about 1–3 ng/L): a result in ng/mL labelled
  // ng/L, so 0.05 would be 50 ng/L. Troponin only rises in disease, so there is no ceiling.
  "hs-troponin-i": { low: 0.5, unit: "ng/L" },
  "hs-troponin-t": { low: 0.5, unit: "ng/L" },
  "total-protein": { high: 25, unit: "g/dL" },
  // Ten times the catalogue's critical limit of 5 ng/dL: "1,234" from a report with a decimal comma.
  "free-t4": { high: 50, unit: "ng/dL" },
  // The same as the eGFR calculation's ceiling (egfr.ts): a mg/dL label on a µmol/L number.
  creatinine: { high: 30, unit: "mg/dL" },
  // Urine is water (1.000) with solutes; "1,025" printed with a decimal comma is never 1025.
  "urine-sg": { low: 0.9, high: 2, unit: "" },
};

/**
 * Whether a numeric result is impossible for its test in the unit it was given. A value with a
 * comparator ("<0.3", ">300") is impossible only when every value it allows is. A test without a
 * unit is judged only when it was given none.
 */
export function implausibleForUnit(
  def: LabDefinition,
  value: Extract<ParsedValue, { kind: "number" }>,
  unit: Unit | undefined,
): boolean {
  const bounds = PLAUSIBILITY_BOUNDS[def.id];
  if (!bounds) return false;
  const boundUnit = parseUnit(bounds.unit);
  const unitless = bounds.unit === "";
  if (unitless ? unit !== undefined : !boundUnit || !unit) return false;
  const interval = valueInterval(value);
  const units = analyteUnits(def);
  const inBoundUnit = (v: number) => (unit && boundUnit ? convert(v, unit, boundUnit, units) : v);
  const lowest = inBoundUnit(interval.low);
  const highest = inBoundUnit(interval.high);
  if (bounds.high !== undefined && lowest !== undefined && lowest > bounds.high) return true;
  return bounds.low !== undefined && highest !== undefined && highest < bounds.low;
}
