import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";

/**
 * The rest of the STI screen a positive chlamydia or gonorrhoea test asks for, read against the
 * record (review 14, infection case 09: the chlamydia finding asked to "complete the screen
 * (gonorrhoea, HIV, syphilis)" when all three had been tested on the same day, and gonorrhoea found).
 * Only a result from the same episode counts: one taken within SAME_EPISODE_DAYS of the positive
 * test (an undated one counts), since an older negative says nothing of the new exposure.
 */

/**
 * A gonorrhoea NAAT or culture by its printed name (it has no catalogue entry). The panel's short name
 * counts only when chlamydia is not named: "CT/NG NAAT - Chlamydia trachomatis" is the chlamydia
 * result of the combined panel, and was read as gonorrhoea found (review 24, notes-reports case 09).
 */
export const GONORRHOEA_TEST =
  /\bgonorrh?o?eae?\b|\bgonococc\w*|^(?!.*(?:\bchlamydia\b|\bc\.?\s*trachomatis\b)).*\b(?:ng|gc) naat\b/i;
/** A chlamydia NAAT or culture by its printed name. */
export const CHLAMYDIA_TEST = /\bchlamydia\b|\bc\.?\s*trachomatis\b|\bct\s+naat\b/i;
/** Serology by name: not a test for a current infection. */
const SEROLOGY = /\bantibod|\bigg\b|\bigm\b|\biga\b|serolog/i;

const SAME_EPISODE_DAYS = 28;
const DAY_MS = 86_400_000;

export type ScreenTest = "gonorrhoea" | "chlamydia" | "HIV" | "syphilis";

const CATALOGUE_IDS: Record<Exclude<ScreenTest, "gonorrhoea" | "chlamydia">, readonly string[]> = {
  HIV: ["hiv-ag-ab"],
  syphilis: ["treponemal-ab", "tppa", "rpr"],
};

function results(ctx: RuleContext, test: ScreenTest): LabObservation[] {
  if (test === "gonorrhoea" || test === "chlamydia") {
    const name = test === "gonorrhoea" ? GONORRHOEA_TEST : CHLAMYDIA_TEST;
    return ctx.model.labs.filter((o) => name.test(o.name) && !SEROLOGY.test(o.name));
  }
  return CATALOGUE_IDS[test].flatMap((id) => ctx.labs(id));
}

function sameEpisode(obs: LabObservation, index: LabObservation): boolean {
  if (obs.value.kind === "text") return false; // "pending", "sample leaked": no result yet
  if (obs.time === undefined || index.time === undefined) return true;
  return Math.abs(obs.time - index.time) <= SAME_EPISODE_DAYS * DAY_MS;
}

export interface StiScreen {
  /** Tests of the screen with no result in this episode, in the order asked. */
  missing: ScreenTest[];
  /** Tests with a result in this episode, positive or negative. */
  done: ScreenTest[];
}

/** Which of `wanted` the record holds from the episode of `index` (the positive test). */
export function stiScreen(ctx: RuleContext, index: LabObservation, wanted: readonly ScreenTest[]): StiScreen {
  const done = wanted.filter((t) => results(ctx, t).some((o) => sameEpisode(o, index)));
  return { done, missing: wanted.filter((t) => !done.includes(t)) };
}

/** "gonorrhoea, HIV and syphilis" */
export function listTests(tests: readonly string[]): string {
  return tests.length <= 1 ? (tests[0] ?? "") : `${tests.slice(0, -1).join(", ")} and ${tests.at(-1)}`;
}
