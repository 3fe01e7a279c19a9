import type { LabObservation } from "../model.ts";
import { formatNumber } from "../text.ts";
import { currentFirst } from "../trends.ts";
import type { RuleContext } from "./context.ts";

/*
 * eGFRs from different equations on one date (review 20, ckd-mineral-acid case 06 and
 * kidney-pregnancy-leftovers: an eGFR from creatinine of 68 and one from cystatin C of 38 on the same
 * day were staged on the cystatin value without saying so). KDIGO 2024 (graded recommendations as
 * summarised by guidelinecentral.com, seen 2026-11-29): when cystatin C is available the GFR category
 * is estimated from creatinine and cystatin C together (eGFRcr-cys), and eGFRcr-cys is used where the
 * creatinine estimate is less accurate. So a combined eGFR of the same date is read first; between a
 * creatinine and a cystatin C estimate alone the usual order stands (the more concerning first,
 * trends.ts), and the text names both and asks for the combined one.
 */

type Equation = "creatinine–cystatin C" | "cystatin C" | "creatinine";

const CYSTATIN = /\bcys(?:tatin)?\b|\bcys[- ]?c\b|egfr[- ]?cys/i;
const CREATININE = /\bcr(?:eat(?:inine)?)?\b|egfr[- ]?cr\b|cr[- ]cys/i;

/** The marker an eGFR was estimated from, as its name says; creatinine when it names none. */
export function egfrEquation(obs: LabObservation): Equation {
  const cys = CYSTATIN.test(obs.name);
  if (!cys) return "creatinine";
  return CREATININE.test(obs.name) ? "creatinine–cystatin C" : "cystatin C";
}

/**
 * {@link currentFirst}, except that of eGFRs taken at the same time the combined creatinine–cystatin
 * C one comes first.
 */
export function currentFirstCombinedEgfr(a: LabObservation, b: LabObservation): number {
  if (a.analyteId !== "egfr" || b.analyteId !== "egfr" || a.time !== b.time) return currentFirst(a, b);
  const combined = (o: LabObservation) => Number(egfrEquation(o) === "creatinine–cystatin C");
  return combined(b) - combined(a) || currentFirst(a, b);
}

/**
 * The sentence naming which of several same-date eGFR equations the staging used, and KDIGO's
 * preference for the combined one; undefined when the current eGFR has no same-date result from
 * another equation.
 */
export function sameDateEgfrNote(ctx: RuleContext, category: (egfr: number) => string): string | undefined {
  const used = ctx.lab("egfr");
  if (used === undefined) return undefined;
  const usedEquation = egfrEquation(used);
  const reading = (o: LabObservation) => {
    const v = ctx.valueOf(o);
    return v === undefined ? undefined : `from ${egfrEquation(o)} ${formatNumber(v)} (${category(v)})`;
  };
  const others = ctx
    .labs("egfr")
    .filter((o) => o !== used && o.time === used.time && egfrEquation(o) !== usedEquation)
    .map(reading)
    .filter((r): r is string => r !== undefined);
  const usedReading = reading(used);
  if (others.length === 0 || usedReading === undefined) return undefined;
  const head = `eGFRs from different equations share this date: ${[usedReading, ...others].join(", ")}; the ${usedEquation} value is used here.`;
  const ask = usedEquation === "creatinine–cystatin C" ? "" : ": ask the laboratory for it";
  return `${head} KDIGO 2024 stages with the combined creatinine–cystatin C eGFR when cystatin C is available${ask}.`;
}
