import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { analyteUnits, labById } from "../catalogue/index.ts";
import { formatNumber } from "../text.ts";
import { thresholdText } from "../threshold-unit.ts";
import { convert, parseUnit } from "../units.ts";

/**
 * The IOM 2011 deficiency threshold for 25-hydroxyvitamin D, 12 ng/mL (30 nmol/L), written in the
 * unit the result came in (review 15, primary-care-labs case 01: a result of 38 nmol/L was read
 * against "12 ng/mL"). The catalogue's own text cannot know the unit, so a low result's line uses this.
 */
export const VITAMIN_D_DEFICIENCY_NG_ML = 12;

export function vitaminDDeficiencyThreshold(obs: LabObservation | undefined): string {
  return thresholdText(obs, VITAMIN_D_DEFICIENCY_NG_ML, "ng/mL");
}

/** The meaning of a low vitamin D result, its threshold in the result's unit. */
export function lowVitaminDInItsUnit(obs: LabObservation): MeaningInContext {
  const text = `can weaken bones and muscles over time; below ${vitaminDDeficiencyThreshold(obs)} there is a real risk of deficiency`;
  return { text, patient: text, evidence: ["iom-2011-vitamin-d-dri"] };
}

/**
 * The result in nmol/L when it came in ng/mL, for text that quotes nmol/L thresholds (the Royal
 * Osteoporosis Society's 30 and 50 nmol/L): "; this result is about 45 nmol/L" (review 19,
 * bone-calcium-plan case 01: 18 ng/mL read against nmol/L thresholds). Empty when the result is
 * already in nmol/L or its unit does not convert.
 */
export function vitaminDInNmol(obs: LabObservation | undefined): string {
  if (obs === undefined || obs.unit === "nmol/L") return "";
  const value = obs.value.kind === "number" && obs.value.comparator === undefined ? obs.value.value : undefined;
  const from = parseUnit(obs.unit);
  const to = parseUnit("nmol/L");
  const def = obs.analyteId ? labById(obs.analyteId) : undefined;
  if (value === undefined || from === undefined || to === undefined || from.key === to.key) return "";
  const nmol = convert(value, from, to, def ? analyteUnits(def) : undefined);
  return nmol === undefined ? "" : `; this result is about ${formatNumber(nmol, 0)} nmol/L`;
}
