import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
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

/*
 * The same minor rise without a statin: the generic CK line said "A high level shows muscle
 * injury, from hard exercise, a fall, or rarely a medicine" to a well runner two days after a
 * marathon (review 19, quiet panels 03). CK and other muscle proteins stay high for several days
 * after a marathon, and such results are read with great caution in anyone who has exercised hard
 * within the previous week (SUMMARIES["young-1984-ck-after-marathon"]). Below MINOR_CK_ULN, with the
 * exercise in the notes and no weakness or dark urine, the line says so; higher values keep the
 * test's own text.
 */
const CK_AFTER_EXERCISE: MeaningInContext = {
  text: "is common for several days after hard exercise, which the notes record; a rise under 4 times the upper limit without weakness or dark urine is commonly from the exercise (EAS 2015), and a repeat after a few days without strenuous exercise shows whether it settles",
  patient:
    "is common for several days after hard exercise, like the exercise in your notes. A repeat test after a few days' rest shows whether it has settled. Tell your doctor if you notice weakness or dark urine",
  evidence: ["young-1984-ck-after-marathon", "eas-2015-statin-muscle"],
};

/** The meaning of a CK under MINOR_CK_ULN above its limit after exercise the notes record, for the generic lab line. */
export function ckAfterExercise(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "ck" || obs.status !== "high") return undefined;
  const value = ctx.valueOf(obs);
  const uln = ctx.upperLimit("ck");
  if (value === undefined || uln === undefined || value >= MINOR_CK_ULN * uln) return undefined;
  if (statedMention(ctx.freeText, EXERCISE, true) === undefined) return undefined;
  return statedMention(ctx.freeText, WORSE) === undefined ? CK_AFTER_EXERCISE : undefined;
}
