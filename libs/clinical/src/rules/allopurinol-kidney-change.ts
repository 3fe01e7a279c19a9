import { formatNumber } from "../text.ts";
import { summariseSeries } from "../trends.ts";
import type { RuleContext } from "./context.ts";
import { kidneyFunctionUnstable, sustainedEgfrDecline } from "./patterns.ts";

/**
 * Allopurinol while kidney function is falling fast. Review 13, deep coherence 12: with eGFR down
 * from 38 to 24 in six months, a new NSAID and potassium 6.3, the urate finding asked for the
 * allopurinol dose to be raised while the kidney dose review beside it asked whether to lower it.
 * ACR 2020 (evidence "acr-2020-gout") titrates allopurinol slowly against the urate target in
 * chronic kidney disease, a plan that rests on a steady kidney function; NICE NG219 (evidence
 * "nice-ng219-gout") reviews urate-lowering treatment when kidney function changes. An engine
 * choice, as for a new SGLT2 inhibitor (patterns.ts, deferUntil): no step up while the kidneys are
 * changing; the dose is reviewed for the current kidney function instead.
 */

const DAY_MS = 86_400_000;

/** How kidney function is falling fast, as a clause, or undefined when it is steady. */
export function kidneyFallingFast(ctx: RuleContext): string | undefined {
  if (kidneyFunctionUnstable(ctx)) return "creatinine is rising acutely";
  const series = ctx.series("egfr");
  const s = series === undefined ? undefined : summariseSeries(series, ctx.model);
  if (series === undefined || s?.perYear === undefined || s.perYear > -5) return undefined;
  if (s.last.time - s.first.time < 180 * DAY_MS || !sustainedEgfrDecline(series.points)) return undefined;
  return `eGFR fell from ${formatNumber(s.first.value)} to ${formatNumber(s.last.value)} at ${formatNumber(-s.perYear, 1)} mL/min/1.73 m² a year`;
}

/** The urate plan for someone already on allopurinol while kidney function falls: hold, then review. */
export function allopurinolHeldPlan(names: string, falling: string, target: string) {
  return {
    steps: [
      `Not for now: do not raise ${names} while kidney function is falling; review the dose for the current kidney function once the cause of the fall is treated, then titrate slowly to urate below ${target}`,
    ],
    clinician: `Already on ${names}, with the urate above target, but ${falling}: the dose is not raised until kidney function is stable, and is reviewed for the current kidney function.`,
    patient:
      "Your allopurinol dose should not go up while your kidney function is changing. Your doctor will review the dose once your kidneys have been checked again.",
    evidence: ["nice-ng219-gout"],
  };
}
