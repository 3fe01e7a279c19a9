import type { RuleContext } from "./context.ts";
import { isPastMention, statedMatches } from "./notes.ts";
import type { RuleMatch } from "./types.ts";
import { emergencyCountry, recordWords } from "./record-words.ts";

/**
 * Severe symptoms of hyponatraemia in the notes, after the European guideline's classes (ESE/ERBP
 * 2014): a seizure, reduced consciousness (a Glasgow Coma Scale below 15, "obtunded", a patient
 * hard to rouse, the guideline's deep somnolence) or coma.
 * Vomiting, which the guideline also lists, is left out here: with a low sodium it is as often the
 * cause (fluid loss) as the effect, and the hyponatraemia rule already makes it urgent.
 */
const SEVERE_SODIUM_SYMPTOMS =
  /\b(?:(?:generali[sz]ed\s+)?(?:tonic[- ]clonic\s+)?(?:seizures?|convuls(?:ion|ions|ing|ed))|seizing|(?:generali[sz]ed\s+)?tonic[- ]clonic|fitting|(?:a|had|having)\s+fits?|coma(?:tose)?|unconscious(?:ness)?|unresponsive|obtunded|(?:hard|difficult)\s+to\s+(?:rouse|wake)|(?:barely|only)\s+rousable|stupor(?:ous)?|(?:reduced|decreased|impaired|depressed|low(?:ered)?)\s+(?:level\s+of\s+|levels\s+of\s+)?(?:consciousness|gcs)|gcs\s*(?:of\s*|[:=]\s*)?(?:[3-9]|1[0-4])(?!\d|\.\d))/;

/** Sodium (mmol/L) below which severe symptoms are taken to come from the low sodium. */
export const SEVERE_SYMPTOM_SODIUM = 130;

/** The notes' words for severe symptoms, joined; undefined when none are stated. */
export function severeSodiumSymptoms(ctx: RuleContext): string | undefined {
  // Only symptoms now: a seizure "in 2024" or a "history of seizures" is not a reason for 3% saline
  // today (review 31b, mental-31b case 08).
  const current = [...statedMatches(ctx.freeText, SEVERE_SODIUM_SYMPTOMS, true)].filter(
    (m) => !isPastMention(ctx.freeText, m.index, m.length, ctx.nowYear),
  );
  const quotes = [...new Set(current.map((m) => m.quote))];
  return quotes.length > 0 ? quotes.join(", ") : undefined;
}

/**
 * The emergency call by the record's country: 911 on a US record, 999 and A&E on a UK one, neutral
 * words on a record of neither (review 34, acute-neither-34 case 02: a sodium of 116 mmol/L with a
 * seizure on a record naming no country was told "call 999 or go to A&E").
 */
function emergencyCall(ctx: RuleContext): string {
  const country = emergencyCountry(ctx);
  if (country === "us") return "call 911 or go to the emergency room";
  return country === "uk"
    ? "call 999 or go to A&E"
    : "call your local emergency number or go to an emergency department";
}

/** The "same-day" step of the symptomatic steps, which severe symptoms replace. */
const SAME_DAY = /^same-day hospital assessment/i;

/**
 * The hyponatraemia finding for severe symptoms with a sodium below 130 mmol/L: immediate
 * hypertonic saline in a monitored setting (150 mL 3% over 20 minutes, repeated until sodium has
 * risen by about 5 mmol/L), and the patient told to get emergency care now, not "today". The
 * correction limits and the review of causes stay. Undefined when it does not apply.
 */
export function severeSymptomaticSodium(ctx: RuleContext, match: RuleMatch, na: number): RuleMatch | undefined {
  if (na >= SEVERE_SYMPTOM_SODIUM) return undefined;
  const quote = severeSodiumSymptoms(ctx);
  if (quote === undefined) return undefined;
  const steps = (match.nextSteps ?? []).filter((s) => !SAME_DAY.test(s));
  return {
    ...match,
    nextSteps: [
      `Severe symptomatic hyponatraemia ("${quote}" in the notes): emergency treatment now in a monitored setting (emergency department, HDU or ICU): 150 mL 3% saline IV over 20 minutes, recheck sodium, and repeat until sodium has risen by about 5 mmol/L or symptoms improve`,
      ...steps,
    ],
    clinicianExtra: [
      match.clinicianExtra,
      `"${quote}" in the notes: severe symptoms, which the European hyponatraemia guideline (ESE/ERBP 2014) treats at once with hypertonic saline whether the hyponatraemia is acute or chronic; the limit on the rise over 24 hours still applies after the first boluses.`,
    ]
      .filter(Boolean)
      .join(" "),
    values: {
      ...match.values,
      advice: `Your notes mention symptoms, such as a ${recordWords(ctx).fit} or drowsiness, that a level this low can cause. This is an emergency: if you are not already in hospital, ${emergencyCall(ctx)} now. Treatment in hospital raises the sodium slowly and safely.`,
    },
  };
}

/** Below this (mmol/L) the guideline's grade is profound (ESE/ERBP 2014). */
const PROFOUND_SODIUM = 125;

/**
 * Profound hyponatraemia with new confusion or drowsiness in the notes, short of the severe signs
 * above (review 26, notes-26: sodium 116 with "now drowsy" was critical, yet its first step was a
 * "same-day" assessment and the patient was told it "needs to be dealt with today"). At this level
 * a changed mental state is the brain swelling that the guideline's symptom classes grade, and it
 * can move to fits or coma without warning: emergency care now, with hypertonic saline if the
 * symptoms turn severe. A sodium of 125–129 with confusion keeps the same-day step. Undefined when
 * it does not apply.
 */
export function profoundSodiumWithMentalChange(
  ctx: RuleContext,
  match: RuleMatch,
  na: number,
  symptoms: readonly string[],
): RuleMatch | undefined {
  if (na >= PROFOUND_SODIUM) return undefined;
  const changed = symptoms.filter((s) => s === "confusion" || s === "drowsiness");
  if (changed.length === 0) return undefined;
  const steps = (match.nextSteps ?? []).filter((s) => !SAME_DAY.test(s));
  return {
    ...match,
    nextSteps: [
      `Emergency assessment now (emergency department): profound hyponatraemia with ${changed.join(" and ")} in the notes; treat in a monitored setting, and give 150 mL 3% saline IV over 20 minutes if drowsiness deepens, vomiting, a fit or coma follows`,
      ...steps,
    ],
    values: {
      ...match.values,
      advice: `A level this low, with the ${changed.join(" and ")} your notes describe, is an emergency: if you are not already in hospital, ${emergencyCall(ctx)} now. Treatment in hospital raises the sodium slowly and safely.`,
    },
  };
}
