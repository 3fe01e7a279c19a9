import type { LabObservation, MedicationItem } from "../model.ts";
import type { RuleContext } from "./context.ts";

/**
 * When a lithium level was taken, read against the analysis date and the start of the medicines
 * that reduce lithium clearance (read by drug-lab.ts).
 */

const DAY_MS = 86_400_000;

/**
 * A level of 1.5 mmol/L or more taken more than this many days before the analysis is reported as
 * one to act on today "unless already acted on", not as an emergency now: it has most likely been
 * dealt with already, as the pregnancy-emergency rules treat results more than a week old. Review 14
 * (neuro): gold case lithium-toxicity, a level of 1.6 from seven weeks before, sent the patient to an
 * emergency department.
 */
const LITHIUM_STALE_DAYS = 7;

/** Whole days between a level and the analysis, when both are dated and the level is in the past. */
function daysBeforeAnalysis(ctx: RuleContext, obs: LabObservation | undefined): number | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (obs?.time === undefined || Number.isNaN(now) || now < obs.time) return undefined;
  return Math.floor((now - obs.time) / DAY_MS);
}

/** The level's date and age in days when it is older than LITHIUM_STALE_DAYS. */
export function staleLithiumLevel(
  ctx: RuleContext,
  obs: LabObservation | undefined,
): { date: string; days: number } | undefined {
  const days = daysBeforeAnalysis(ctx, obs);
  if (days === undefined || days <= LITHIUM_STALE_DAYS) return undefined;
  return { date: obs?.date?.slice(0, 10) ?? "", days };
}

/**
 * The clearance-reducing medicines split at the level's date: one started after the sample cannot
 * have raised that level (gold case lithium-toxicity: ibuprofen started 19 days after a level of 1.6
 * was named its likely cause), though it can raise the level further now. Undated starts count as before.
 */
export function splitAtLevel(
  meds: readonly MedicationItem[],
  obs: LabObservation | undefined,
): { before: MedicationItem[]; after: MedicationItem[] } {
  const at = obs?.time;
  const startedAfter = (m: MedicationItem) => {
    const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
    return at !== undefined && !Number.isNaN(start) && start > at;
  };
  return { before: meds.filter((m) => !startedAfter(m)), after: meds.filter(startedAfter) };
}
