/**
 * Alcohol intake the record already gives, for the fatty-liver finding: a stated non-drinker
 * ("teetotal", "never drinks") or a stated amount. The MASLD assessment asks about alcohol to tell
 * MASLD from MetALD and alcohol-related disease (metald-alcohol-thresholds); once the intake is in
 * the record, the finding reads it instead of asking for it again (review 36, liver-gi-36 cases 01
 * and 02: "review alcohol intake" beside "drinks about 4 units a week" and "teetotal").
 */
import type { RuleContext } from "./context.ts";
import { statedAlcohol } from "./alcohol-hepatitis.ts";
import { statedMention } from "./notes.ts";

/** Words that say the patient does not drink now. */
const NON_DRINKER =
  /\b(?:tee-?total\w*|non-?drinker|(?:never|does not|doesn't) drinks?\b(?!\s+(?:much|water|milk|enough))(?: alcohol)?|drinks no alcohol|no alcohol (?:intake|use)\b|abstinent from alcohol|abstains from alcohol|alcohol\s*[:=-]?\s*(?:0|zero|nil|none)\b)/;

export type RecordedAlcohol = { kind: "none"; quote: string } | { kind: "amount"; quote: string; unitsPerWeek: number };

/** The intake the record states: none, or an amount in UK units a week; undefined when it does not say. */
export function recordedAlcohol(ctx: RuleContext): RecordedAlcohol | undefined {
  const none = statedMention(ctx.freeText, NON_DRINKER);
  if (none !== undefined) return { kind: "none", quote: none };
  const intake = statedAlcohol(ctx);
  if (intake?.unitsPerWeek === undefined) return undefined;
  return { kind: "amount", quote: intake.quote, unitsPerWeek: intake.unitsPerWeek };
}
