import type { RuleContext } from "./context.ts";

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
