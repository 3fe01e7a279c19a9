import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { thresholdText } from "../threshold-unit.ts";

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
