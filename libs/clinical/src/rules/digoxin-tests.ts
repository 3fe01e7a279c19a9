import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * The blood tests read with suspected digoxin toxicity: potassium, magnesium and kidney function.
 * Results sent with the level, or from the last few days, are named as already in the record, not
 * asked for again (review 44, cardio-sweep-44 case 09, for the high level; review 45, leftovers-45
 * case 07: the interaction finding asked for a potassium, magnesium and eGFR from the day before).
 * An older result is asked for again: it says nothing about today's toxicity.
 */

/** A result this recent is in hand for the same-day assessment. */
const HELD_DAYS = 3;
const DAY_MS = 86_400_000;

/** The tests, each named as in the record or to check. */
export function digoxinTests(ctx: RuleContext): { inRecord: string[]; toCheck: string[] } {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const held = (o: LabObservation | undefined) =>
    o !== undefined && (Number.isNaN(now) || o.time === undefined || now - o.time <= HELD_DAYS * DAY_MS);
  const tests = [
    ["potassium", held(ctx.lab("potassium"))],
    ["magnesium", held(ctx.lab("magnesium"))],
    ["kidney function", held(ctx.lab("egfr")) || held(ctx.lab("creatinine"))],
  ] as const;
  return {
    inRecord: tests.filter(([, h]) => h).map(([name]) => name),
    toCheck: tests.filter(([, h]) => !h).map(([name]) => name),
  };
}
