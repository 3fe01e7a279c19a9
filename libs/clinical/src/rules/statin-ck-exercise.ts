import { statedMention } from "./notes.ts";
import type { RuleContext } from "./context.ts";

/*
 * A CK a little above the limit on a statin, taken after exercise the notes record (review 11
 * rheumatology case 10: atorvastatin 80 mg for ischaemic heart disease, mild thigh aching, CK 410 U/L
 * (1.3× the upper limit) the morning after five-a-side football). The statin CK finding said "pause
 * atorvastatin while they are assessed" for any muscle symptoms.
 *
 * The EAS consensus (Stroes 2015, table 1) reads a CK above the limit but under 4× it, with muscle
 * symptoms, as commonly due to increased exercise or physical activity, though it may also be the
 * statin; an incidental rise of that size may be exercise-related, and thyroid function is worth
 * checking. So when the notes record exercise before the test, the first step is a repeat CK after a
 * few days without strenuous exercise, with a TSH, and the statin decision waits for it; the statin
 * is not stopped on this result alone. Higher CK, weakness or dark urine keep the CK finding's own
 * steps (engine choice: it only changes the wording below 4× the upper limit).
 */

/** EAS 2015 table 1: below this multiple of the upper limit a CK rise with symptoms is "minor". */
export const MINOR_CK_ULN = 4;

/** Exercise or heavy physical work in the notes ("played football the evening before", "gym", "ran a half marathon"). */
const EXERCISE =
  /\b(?:exercis\w*|work(?:ed|ing)?[- ]?out|gym|marathon|running|ran\b|jog\w*|cycl(?:ing|ed)|football|5-a-side|five-a-side|rugby|squash|tennis|sport\w*|weight\s*(?:training|lifting)|heavy lifting|hiking|training)\b/i;
/** Features that make it more than a minor rise: weakness or dark urine. */
const WORSE = /\bweak(?:ness)?\b|\bdark (?:brown )?urine\b|\bcola[- ]coloured urine\b|\bbrown urine\b/i;

/** The statin CK steps and texts when a minor rise follows exercise the notes record; else undefined. */
export function statinCkAfterExercise(
  ctx: RuleContext,
  times: number,
  drugs: string,
): { steps: string[]; reading: string; advice: string } | undefined {
  if (times >= MINOR_CK_ULN) return undefined;
  const exercise = statedMention(ctx.freeText, EXERCISE, true);
  if (exercise === undefined || statedMention(ctx.freeText, WORSE) !== undefined) return undefined;
  // A TSH already in the record is read, not asked for again.
  const tsh = ctx.lab("tsh");
  const thyroid = tsh === undefined ? ", with a TSH," : ` (TSH in the record: ${ctx.show(tsh)})`;
  return {
    steps: [
      `CK is under ${MINOR_CK_ULN}× the upper limit and the notes record exercise ("${exercise}"): repeat CK after a few days without strenuous exercise${thyroid} before deciding about ${drugs}; it need not be paused on this result alone`,
      "Check kidney function; review statin and interacting drugs",
      "Stop the statin and reassess sooner if weakness, dark urine or a much higher CK appear",
    ],
    reading: `a rise under ${MINOR_CK_ULN}× the upper limit after exercise ("${exercise}" in the notes), which the EAS consensus says is commonly from the exercise itself, though the statin can contribute.`,
    advice:
      "Exercise can raise this test for a few days. Your doctor will usually repeat it after a few days' rest before deciding anything about the statin. Do not stop the statin on your own; tell your doctor if you notice weakness, dark urine or worse pain.",
  };
}
