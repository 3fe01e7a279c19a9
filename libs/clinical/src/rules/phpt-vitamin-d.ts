import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { isHigh } from "./lab-status.ts";

/*
 * Low vitamin D beside a PTH-dependent high calcium (review 13, nutrition case 04: adjusted calcium
 * 2.74, PTH 8.9, vitamin D 48 nmol/L, advised a loading regimen). Repletion in mild primary
 * hyperparathyroidism lowers PTH without raising calcium on average (J Endocrinol Invest 2014:
 * 20,000 IU weekly for 12 weeks with calcium checked at 4, 8 and 12 weeks; a 2019 meta-analysis
 * agrees), so it is given at a steady dose with calcium rechecked during treatment, not as the rapid
 * loading used before antiresorptives.
 */

export interface PhptVitaminD {
  refs: string[];
  why: string;
  nextSteps: string[];
  evidence: string[];
}

/**
 * A high total or ionised calcium. While it stands no step anywhere in the plan gives a vitamin D
 * loading regimen (review 19, bone-calcium-plan case 01: the bone finding's loading step sat beside
 * this steady-dose advice): with PTH not suppressed the steady dose below, otherwise no replacement
 * until the cause is found (rules/sarcoidosis-vitamin-d.ts).
 */
export function highCalcium(ctx: RuleContext): LabObservation | undefined {
  return [ctx.lab("calcium"), ctx.lab("calcium-ionized")].find(isHigh);
}

/** A measured PTH that is not suppressed: raised, or inappropriately normal beside a high calcium. */
export function pthNotSuppressed(pth: LabObservation | undefined): pth is LabObservation {
  return pth !== undefined && (pth.status === "normal" || isHigh(pth));
}

/**
 * The replacement advice when calcium is high and PTH is not suppressed (PTH-dependent), or
 * undefined. NICE NG132 asks for vitamin D to be assessed and corrected in primary
 * hyperparathyroidism, so a normal-range PTH gets the same cautious replacement as a raised one
 * (overcall review 13, case 14).
 */
export function phptVitaminD(ctx: RuleContext): PhptVitaminD | undefined {
  const pth = ctx.lab("pth-intact");
  const calcium = highCalcium(ctx);
  if (!pthNotSuppressed(pth) || calcium === undefined) return undefined;
  return {
    refs: ctx.refs(calcium, pth),
    why: ` With calcium ${ctx.show(calcium)} high and PTH ${isHigh(pth) ? "raised" : "not suppressed"} (PTH-dependent, as in primary hyperparathyroidism), repletion lowers PTH without raising calcium on average, but calcium is watched during it.`,
    nextSteps: [
      "Replace vitamin D at a steady dose (for example 20,000 IU weekly or a daily equivalent), not a rapid loading regimen, aiming for at least 50 nmol/L",
      "Recheck adjusted calcium about 4 weeks after starting and during replacement; stop and seek advice if it rises further",
    ],
    evidence: ["jei-2014-vitamin-d-phpt", "nice-ng132-primary-hyperparathyroidism"],
  };
}
