import { analyteUnits, labById } from "./catalogue/index.ts";
import type { LabObservation } from "./model.ts";
import { formatThreshold } from "./text.ts";
import { convert, parseUnit } from "./units.ts";

/** How thresholds are written beside one result: in `unit`, each figure through `figure`. */
export interface ThresholdUnit {
  unit: string;
  figure: (value: number) => string;
}

/**
 * Thresholds that a source or the catalogue gives in one unit, written in the unit the result was
 * reported in, so the reader compares like with like: "below 200 ng/L" beside a B12 of 118 ng/L,
 * not "below 200 pg/mL"; "below 20 10^9/L" beside platelets in 10^9/L, not "10^3/µL". They stay as
 * given when the result has no unit, the same unit, or one that does not convert.
 */
export function thresholdUnit(obs: LabObservation | undefined, unit: string): ThresholdUnit {
  const given: ThresholdUnit = { unit, figure: formatThreshold };
  const from = parseUnit(unit);
  const to = parseUnit(obs?.unit);
  if (obs?.unit === undefined || from === undefined || to === undefined || from.key === to.key) return given;
  const def = obs.analyteId ? labById(obs.analyteId) : undefined;
  const at = (value: number) => convert(value, from, to, def ? analyteUnits(def) : undefined);
  if (at(1) === undefined) return given;
  return { unit: obs.unit, figure: (value) => formatThreshold(at(value) ?? value) };
}

/** One threshold in the result's unit ("200 ng/L"); see {@link thresholdUnit}. */
export function thresholdText(obs: LabObservation | undefined, value: number, unit: string): string {
  const t = thresholdUnit(obs, unit);
  // A unitless ratio (INR) is written bare: "above 5", not "above 5 ratio".
  return t.unit === "ratio" || t.unit === "" ? t.figure(value) : `${t.figure(value)} ${t.unit}`;
}
