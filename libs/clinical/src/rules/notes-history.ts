import { sentenceAround, statedMatches } from "./notes.ts";

/**
 * Words that make a stated diagnosis a past one: "eating disorder in remission since 2021",
 * "recovered from anorexia", "history of bulimia". A stated mention is not the same as a current one.
 */
const PAST_STATE =
  /\b(?:in (?:full |sustained |stable )?remission|remitted|recovered|resolved|(?:past |previous |prior )?(?:history|hx) of|h\/o|former|as a teenager|in (?:her|his|their) (?:childhood|teens|youth))\b/i;
/** Words that bring a past diagnosis back to the present: "history of anorexia, relapsed in October". */
const CURRENT_AGAIN = /\b(?:relaps\w*|again|recurr\w*|current(?:ly)?|active|ongoing|worsen\w*|deteriorat\w*)\b/i;

/**
 * The first mention of a pattern that is stated and current (its sentence does not place it in
 * the past, in remission or recovered, unless it also says it has come back), as quoted text.
 */
export function currentMention(text: string, re: RegExp): string | undefined {
  for (const m of statedMatches(text, re)) {
    const sentence = sentenceAround(text, m.index, m.length);
    if (PAST_STATE.test(sentence) && !CURRENT_AGAIN.test(sentence)) continue;
    return m.quote;
  }
  return undefined;
}
