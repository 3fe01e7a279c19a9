/**
 * A stated wish not to have injected treatment ("does not want injections", "declined injectables",
 * "needle phobia"). An add-on the patient has already said no to is not put forward as the next
 * medicine (review 36, liver-gi-36 case 01: a GLP-1 receptor agonist was suggested beside "she does
 * not want injections"); the preference is named instead, so the choice stays the patient's.
 */
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

const DECLINES_INJECTIONS =
  /\b(?:(?:does|do|did)(?: not|n't) want|declined?|declines|refused|refuses?|not keen on|unwilling to (?:have|use|take)|won't have|would not have)\s+(?:any\s+|to have\s+|having\s+|to use\s+)?(?:injections?|injectables?|injected (?:treatment|medicines?)|injectable (?:treatment|medicines?|therapy)|needles)\b|\bneedle[- ]phobi\w*/;

/** The notes' words when they state the patient does not want injected treatment. */
export function declinesInjections(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, DECLINES_INJECTIONS);
}
