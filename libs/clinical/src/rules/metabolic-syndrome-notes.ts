import type { RuleContext } from "./context.ts";

/*
 * What the notes add to the metabolic syndrome criteria (review 21, lipids-21 case 06): a clinic
 * often writes the waist ("Waist 42 in", "waist circumference 106 cm") and that the bloods were fasting
 * ("Fasting labs.") in free text rather than as a vital or in the test's name. Both are read
 * cautiously: a waist only with its unit and not beside a target or a past or relative's value, and
 * a fasting sample only when the notes say so and nothing in them says non-fasting.
 */

const NOTED_WAIST =
  /\bwaist(?:\s+circumference)?\s*(?:is|of|=|:|-|–|measured)?\s*(\d{2,3}(?:\.\d)?)\s*(cm|in(?:ch(?:es)?)?|")(?![a-z])/g;
const NOT_CURRENT =
  /\b(?:target|goal|aim|was|previous(?:ly)?|prior|mother|father|brother|sister|wife|husband|partner)\b/;
const FASTING_BLOODS =
  /(?<!non[- ]?)\bfast(?:ing|ed)\s+(?:labs?|bloods?|blood tests?|samples?|specimens?|panel|lipids?|lipid panel)\b|\b(?:labs?|bloods?|samples?)\s+(?:were\s+|was\s+)?(?:taken\s+)?fasting\b/;
/** A plausible adult waist, so a stray number is not read as one. */
const PLAUSIBLE_CM = { low: 50, high: 200 };

/** The current waist in cm stated in the notes, with the words read. */
export function notedWaistCm(ctx: RuleContext): { cm: number; text: string } | undefined {
  for (const m of ctx.freeText.matchAll(NOTED_WAIST)) {
    const before = ctx.freeText.slice(Math.max(0, m.index - 30), m.index);
    if (NOT_CURRENT.test(before)) continue;
    const value = Number(m[1]);
    const cm = m[2] === "cm" ? value : value * 2.54;
    if (cm >= PLAUSIBLE_CM.low && cm <= PLAUSIBLE_CM.high) return { cm, text: m[0].trim() };
  }
  return undefined;
}

/** Whether the notes say the bloods were taken fasting (and nowhere say non-fasting). */
export function notesSayFasting(ctx: RuleContext): boolean {
  return FASTING_BLOODS.test(ctx.freeText) && !/\bnon[- ]?fasting\b/.test(ctx.freeText);
}
