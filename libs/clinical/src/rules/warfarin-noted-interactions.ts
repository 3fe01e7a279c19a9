import { DRUG_CLASSES } from "../vocab/medications.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";

/*
 * An INR-raising medicine the notes name but the medication list does not, typically a short course
 * already finished (review 21, haem-coag case 01: INR 3.6 on warfarin a week after "a course of
 * clarithromycin for a chest infection"; the report said only "look for interacting drugs"). A
 * mention written as long past ("in 2019", "years ago"), denied or in an allergy does not count.
 */

/** An allergy or intolerance list names a drug that is not taken. */
const ALLERGY = /\b(?:allerg\w*|intoleran\w*|hypersensitiv\w*|reaction to)\b/;

export interface NotedInrRaiser {
  /** The drug word as the notes write it. */
  drug: string;
  /** Its class, for the sources the rule cites. */
  cls: string;
  /** The sentence that names it. */
  quote: string;
}

/** The first INR-raising medicine of these classes the notes name as taken now or recently. */
export function notedInrRaiser(ctx: RuleContext, classes: readonly string[]): NotedInrRaiser | undefined {
  const text = ctx.freeText;
  const now = referenceNow(ctx);
  for (const cls of classes) {
    const words = DRUG_CLASSES[cls] ?? [];
    if (words.length === 0) continue;
    const re = new RegExp(`\\b(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`);
    for (const hit of statedMatches(text, re, true)) {
      if (isPastMention(text, hit.index, hit.length, now)) continue;
      const quote = sentenceAround(text, hit.index, hit.length).trim();
      if (!ALLERGY.test(quote)) return { drug: hit.quote, cls, quote };
    }
  }
  return undefined;
}
