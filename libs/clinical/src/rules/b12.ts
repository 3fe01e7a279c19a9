import type { LabObservation } from "../model.ts";
import { thresholdUnit } from "../threshold-unit.ts";
import type { RuleContext } from "./context.ts";
import { b12Treatment } from "./b12-high.ts";
import { statedMention } from "./notes.ts";

/** Below this (pg/mL, the rule unit) a B12 result is taken as deficient whatever the laboratory's range. */
const DEFICIENT_BELOW = 200;
/** From this up B12 is not low; between the two lies the indeterminate band where methylmalonic acid helps. */
const INDETERMINATE_TO = 300;

/**
 * How low the current B12 is: "low" below the laboratory's lower limit or the deficiency cut-off,
 * "borderline" in the indeterminate band above them (a 145 ng/L result is low, not borderline).
 */
export function b12Level(ctx: RuleContext): "low" | "borderline" | undefined {
  const b12 = ctx.value("vitamin-b12");
  if (b12 === undefined || b12 >= INDETERMINATE_TO) return undefined;
  const lowerLimit = ctx.lowerLimit("vitamin-b12");
  return b12 < DEFICIENT_BELOW || (lowerLimit !== undefined && b12 < lowerLimit) ? "low" : "borderline";
}

/** The next step for a clearly low B12: its cause, not a test of whether it is low. */
export const B12_CAUSE_STEP = "Look for the cause (diet, pernicious anaemia, metformin, acid suppression)";

/**
 * The next steps for a borderline B12, one wording for every medicine finding that reports it: a
 * person on both metformin and a PPI read each step twice, worded two ways (review 21, older adults
 * case 06).
 */
export const B12_BORDERLINE_MMA_STEP = "Check methylmalonic acid to tell whether the borderline B12 is true deficiency";
export const B12_REPLACE_IF_DEFICIENT_STEP = "Replace B12 if deficient and check for neuropathy or anaemia";

/** Medicines that lower B12 and have a finding of their own (rules/drug-lab.ts): metformin, PPIs, H2 blockers. */
export const B12_LOWERING_CLASSES = ["metformin", "ppi", "h2-blocker"] as const;

/**
 * Whether a B12-lowering medicine's finding (metformin-b12-low, ppi-b12-low) reports the current B12:
 * it then carries the grade, what low B12 can do and the steps, and the plain B12 finding stands
 * down so the patient is not told twice that the B12 is low (review case G6).
 */
export function b12DrugFindingCarries(ctx: RuleContext): boolean {
  return b12Level(ctx) !== undefined && ctx.medsOf(...B12_LOWERING_CLASSES).length > 0;
}

/**
 * How a low or borderline B12 (pg/mL) sits against the deficiency cut-off and the indeterminate
 * band, written in the unit of the result `obs` (ng/L, pmol/L) when it was reported in another.
 */
export function b12Grade(b12: number, level: "low" | "borderline", obs: LabObservation | undefined): string {
  const t = thresholdUnit(obs, "pg/mL");
  const band = `${t.figure(DEFICIENT_BELOW)}–${t.figure(INDETERMINATE_TO)} ${t.unit}`;
  if (b12 < DEFICIENT_BELOW) return `below ${t.figure(DEFICIENT_BELOW)} ${t.unit}, consistent with deficiency`;
  return level === "low"
    ? `below the laboratory's lower limit, in the indeterminate ${band} range where methylmalonic acid helps`
    : `${band}, an indeterminate range where methylmalonic acid helps`;
}

/** What a low B12 can do, for the patient. */
export const B12_PATIENT_EFFECTS = "Low B12 can cause tiredness, anaemia or tingling in the hands and feet.";

/** A diet without animal foods, or with few, stated in the notes ("vegan for 6 years", "strict vegetarian"). */
const PLANT_DIET = /\b(?:strict\s+|lifelong\s+)?(?:vegan|vegetarian)\b/i;

/**
 * A vegan or vegetarian diet in the notes with no B12 supplement or injection in the record: a
 * dietary cause of a low or borderline B12, named so the finding does not leave it to "look for the
 * cause" (review 22, haem-22 case 05). NICE NG239 names a lack of B12 in the diet as a cause, and
 * deficiency is commoner on vegan and, less so, vegetarian diets.
 */
export function dietaryB12Cause(ctx: RuleContext): string | undefined {
  const quote = statedMention(ctx.freeText, PLANT_DIET);
  return quote === undefined || b12Treatment(ctx) !== undefined ? undefined : quote.toLowerCase();
}

/** How strongly a stated diet is read as the cause: a vegan diet "likely", a vegetarian one "possible". */
export function dietCauseStrength(diet: string): "likely" | "possible" {
  return /vegan/i.test(diet) ? "likely" : "possible";
}
