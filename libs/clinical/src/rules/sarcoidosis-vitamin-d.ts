import { hypoparathyroidism } from "./hypoparathyroidism-acute.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { pthNotSuppressed } from "./phpt-vitamin-d.ts";
import { isHigh } from "./lab-status.ts";

/**
 * Vitamin D in sarcoidosis and other granulomatous disease, or with a high calcium or suppressed PTH,
 * where replacement can cause hypercalcaemia (read by patterns.ts).
 *
 * Sarcoidosis and other granulomatous diseases make active vitamin D (1,25-dihydroxyvitamin D)
 * outside the normal control, so a low 25-hydroxyvitamin D there does not show a need for vitamin
 * D, and supplements were followed by about twice as much hypercalcaemia
 * ("sarcoidosis-vitamin-d-2016", "capolongo-2016-sarcoidosis-vitamin-d"). With a high calcium that
 * is not parathyroid-driven, or a suppressed PTH, replacement waits for the cause to be found.
 */

/** A granulomatous disease that can make active vitamin D (not granulomatosis with polyangiitis). */
const GRANULOMATOUS = /\bsarcoid\w*|\bgranulomatous\b/i;

/** Active sarcoidosis or another granulomatous disease on the problem list. */
export function activeGranulomatousDisease(ctx: RuleContext) {
  return ctx.model.conditions.filter((c) => GRANULOMATOUS.test(c.name) && isActiveCondition(c.status));
}

export interface VitaminDCaution {
  refs: string[];
  why: string;
  patient: string;
  nextSteps: string[];
  evidence: string[];
}

/**
 * Why vitamin D replacement is not advised now (see the module note): a high calcium, a suppressed
 * PTH, or active granulomatous disease. Undefined when none applies.
 */
export function vitaminDCaution(ctx: RuleContext): VitaminDCaution | undefined {
  const pth = ctx.lab("pth-intact");
  // With a PTH that is raised or not suppressed, low vitamin D is still replaced, cautiously (phpt-vitamin-d.ts).
  const calcium = pthNotSuppressed(pth) ? undefined : [ctx.lab("calcium"), ctx.lab("calcium-ionized")].find(isHigh);
  // A low PTH beside a low calcium is hypoparathyroidism, not a PTH suppressed by a high calcium
  // (review 19, bone-calcium-plan case 04: "do not start vitamin D" beside the activated vitamin D
  // started for hypocalcaemia after thyroidectomy); the vitamin D finding defers to that finding.
  const pthLow =
    pth !== undefined &&
    (pth.status === "low" || pth.status === "critical-low") &&
    hypoparathyroidism(ctx) === undefined
      ? pth
      : undefined;
  const granulomatous = activeGranulomatousDisease(ctx);
  if (calcium === undefined && pthLow === undefined && granulomatous.length === 0) return undefined;
  const reasons = [
    ...(calcium ? [`calcium ${ctx.show(calcium)} high`] : []),
    ...(pthLow ? [`PTH ${ctx.show(pthLow)} suppressed`] : []),
    ...(granulomatous.length > 0 ? [`${granulomatous.map((c) => c.name).join(", ")} active`] : []),
  ];
  const supplements = ctx.meds("vitamin-d");
  const granulomaText =
    granulomatous.length > 0
      ? " In sarcoidosis and other granulomatous diseases the granulomas turn 25-hydroxyvitamin D into active 1,25-dihydroxyvitamin D without the normal control, so a low 25-hydroxyvitamin D does not show a need for vitamin D, and supplements have been followed by about twice as much hypercalcaemia."
      : "";
  return {
    refs: ctx.refs(calcium, pthLow, ...granulomatous, ...supplements),
    why: `With ${reasons.join(", ")}, vitamin D replacement is not advised now.${granulomaText}${calcium || pthLow ? " The cause of the high calcium or low PTH is found first." : ""}`,
    patient:
      supplements.length > 0
        ? "With your other results and conditions, vitamin D supplements could push your calcium up, so this is not a reason to take them now. Ask your doctor soon whether to stop the vitamin D you take."
        : "With your other results and conditions, vitamin D supplements could push your calcium up, so do not start one unless your doctor advises it.",
    nextSteps: [
      supplements.length > 0
        ? `Do not start vitamin D replacement; stop ${medNames(supplements)}`
        : "Do not start vitamin D replacement",
      granulomatous.length > 0
        ? "Measure 1,25-dihydroxyvitamin D with calcium before any replacement is considered, and decide it with the sarcoidosis team"
        : "Find the cause of the high calcium or low PTH before any replacement is considered",
    ],
    evidence: granulomatous.length > 0 ? ["sarcoidosis-vitamin-d-2016", "capolongo-2016-sarcoidosis-vitamin-d"] : [],
  };
}
