import type { LabObservation } from "../model.ts";
import { type RuleContext } from "./context.ts";
import { readShorthand, statedMention } from "./notes.ts";

/**
 * A lithium level the notes say was not a 12-hour trough, which overstates the level (read by
 * drug-lab.ts).
 */

/**
 * A lithium sample the notes say was not a 12-hour trough: "3 hours after the morning dose",
 * "post-dose", "random level". Ranges apply to a sample taken 12 hours after the dose, so an earlier
 * sample overstates the level. "12 hours after the dose" is a trough and is not matched.
 */
const NOT_TROUGH =
  /\b(?:(?:[1-9](?:\.\d)?|one|two|three|four|five|six|seven|eight|nine)\s*(?:h|hrs?|hours?)\s+(?:post[\s-]?dose|after (?:the |her |his |their )?(?:morning |evening |last |lithium )?dose)|post[\s-]?dose (?:sample|level)|not (?:a )?(?:12[\s-]?(?:h|hr|hour)s?|trough)|random (?:sample|level)|non[\s-]?trough)\b/;

/**
 * The words saying a lithium sample was not a 12-hour trough, when stated: in the level's own
 * laboratory note ("Sample taken 4 hours post dose") or in the notes (review 21, psych-meds 01: a
 * lab note of 4 hours after the dose was not read, and a level of 1.3 was reported as a true one).
 */
export function lithiumNotTrough(ctx: RuleContext, obs: LabObservation | undefined): string | undefined {
  const labNote = obs?.notes === undefined ? "" : readShorthand(obs.notes.toLowerCase());
  return statedMention(labNote, NOT_TROUGH, true) ?? statedMention(ctx.freeText, NOT_TROUGH, true);
}

/**
 * "12 hours post dose", "12-hour post-dose sample", "12 h after the evening dose", "12-hour trough
 * sample": a true trough (review 47, mental-health-47 case 01: "12-hour trough sample" still drew
 * "Confirm a 12-hour trough sample").
 */
const TROUGH =
  /\b12[\s-]?(?:h|hrs?|hours?)\s*(?:post[\s-]?dose|trough|after (?:the |her |his |their )?(?:evening |night(?:ly)? |last |lithium )?dose)/;

/**
 * The words saying a lithium sample was a 12-hour trough, when stated and not contradicted by a
 * not-trough mention: the advice to confirm the timing is then already answered (review 21,
 * psych-meds 03: "Level 12 h post dose" still drew "Confirm a 12-hour trough sample").
 */
export function lithiumTroughStated(ctx: RuleContext, obs: LabObservation | undefined): string | undefined {
  if (lithiumNotTrough(ctx, obs) !== undefined) return undefined;
  const labNote = obs?.notes === undefined ? "" : readShorthand(obs.notes.toLowerCase());
  return statedMention(labNote, TROUGH, true) ?? statedMention(ctx.freeText, TROUGH, true);
}
