import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/**
 * A positive pregnancy test in a record that does not yet name the pregnancy: an hCG at or above
 * the level at which a test reads positive, or a positive test stated in the notes. The medicines
 * that can harm an unborn baby are weighed on it, since the record of the pregnancy itself usually
 * comes later (review 26, pregnancy-26b case 05: the monthly test on isotretinoin came back positive
 * with a serum hCG of 1850 mIU/mL, and no teratogen finding was made).
 */

/** hCG (IU/L) at or above which a test reads positive (the MHRA's pregnancy-test sensitivity, 25 mIU/mL). */
export const HCG_POSITIVE = 25;

export const POSITIVE_TEST =
  /\bpositive\s+(?:urine\s+|home\s+|serum\s+)?(?:pregnancy|hcg)\s+test\b|\b(?:pregnancy|hcg)\s+test\s+(?:was\s+|is\s+|came\s+back\s+|returned\s+|has\s+come\s+back\s+)?positive\b|\b(?:is|now|newly)\s+pregnant\b/;

export interface PositiveTest {
  /** "Positive pregnancy test (hCG 1850 mIU/mL)", or the words of the notes. */
  what: string;
  refs: string[];
}

export function positivePregnancyTest(ctx: RuleContext): PositiveTest | undefined {
  if (ctx.sex === "male") return undefined;
  const hcg = ctx.lab("hcg");
  const value = ctx.valueOf(hcg);
  if (hcg !== undefined && value !== undefined && value >= HCG_POSITIVE)
    return { what: `Positive pregnancy test (hCG ${ctx.show(hcg)})`, refs: ctx.refs(hcg) };
  // A urine test has no number, so it is read with anyLab (lab() keeps only numeric results).
  const urine = ctx.anyLab("hcg-urine");
  // "Positive" is read as a qualitative result; a longer wording ("Positive, faint line") stays text.
  const urinePositive =
    (urine?.value.kind === "qualitative" && urine.value.result === "positive") ||
    (urine?.value.kind === "text" && /^\s*(?:positive|pos|detected)\b/i.test(urine.value.text));
  if (urine !== undefined && urinePositive) return { what: "Positive urine pregnancy test", refs: ctx.refs(urine) };
  const positive = statedMention(ctx.freeText, POSITIVE_TEST);
  return positive === undefined ? undefined : { what: `Pregnancy stated ("${positive}")`, refs: [] };
}
