import { type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

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

/** The notes' words saying a lithium sample was not a 12-hour trough, when stated. */
export function lithiumNotTrough(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, NOT_TROUGH, true);
}
