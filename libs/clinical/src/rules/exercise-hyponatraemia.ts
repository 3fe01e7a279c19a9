import type { MeaningInContext } from "../catalogue/overlay.ts";
import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Exercise-associated hyponatraemia (EAH): a low sodium during or within a day of prolonged
 * exertion, a dilutional hyponatraemia from drinking more than is lost with non-suppressed ADH;
 * women, slower finishers and NSAID users are at higher risk, and the severe form is treated with
 * hypertonic saline (evidence "urso-2014-eah"). Review 13, case 11: a marathon runner with sodium
 * 121 and confusion was told to start IV fluids for a CK of 9 times the limit, fluids that add
 * water to a dilutional hyponatraemia; the rhabdomyolysis rule now steps aside for a moderate CK
 * rise after exertion while this sodium is low (rules/rhabdomyolysis.ts).
 */

/** Prolonged or extreme exertion in the notes (also a rhabdomyolysis cause). */
export const EXTREME_EXERTION =
  /\bmarathon\b|\bultra[- ]?marathon\b|\bextreme\s+(?:exercise|exertion)\b|\bexertional\b|\bcrossfit\b|\bspin(?:ning)?\s+class\b|\btriathlon\b|\bironman\b/;
/** Sodium (mmol/L) below which EAH leads and the CK is left to be rechecked. */
export const EAH_LEADS_BELOW = 130;
const SYMPTOMS = /\b(?:confus\w*|vomit\w*|headache|drows\w*|disorient\w*|seizures?|fits?)\b/gi;

/** The sodium, when it is low after extreme exertion named in the notes. */
export function exerciseHyponatraemia(ctx: RuleContext): number | undefined {
  const na = ctx.value("sodium");
  const lower = ctx.lowerLimit("sodium") ?? 135;
  if (na === undefined || na >= lower) return undefined;
  return statedMention(ctx.freeText, EXTREME_EXERTION) !== undefined ? na : undefined;
}

/**
 * The meaning of a low sodium after extreme exertion, for the lab line beside the EAH finding
 * (review 13, case 11: the flagged-critical line told the patient it was "not usually an emergency").
 */
export function sodiumAfterExertion(ctx: RuleContext): MeaningInContext | undefined {
  const na = exerciseHyponatraemia(ctx);
  return na === undefined || na >= EAH_LEADS_BELOW
    ? undefined
    : {
        text: "after a long race or extreme exercise can come from drinking more water than the body loses, and with symptoms such as confusion or vomiting it needs emergency treatment",
        evidence: ["urso-2014-eah"],
        urgent: true,
      };
}

export const EXERCISE_HYPONATRAEMIA_RULES: readonly Rule[] = [
  {
    id: "exercise-associated-hyponatraemia",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Sodium",
    title: "Exercise-associated hyponatraemia",
    clinician:
      "Sodium {na} after prolonged exertion: exercise-associated hyponatraemia, a dilutional hyponatraemia from drinking more than is lost, with ADH not suppressed.{symptoms}{nsaid} Give no isotonic or hypotonic IV fluids and no more water until the sodium is rising, as they add water to a dilutional hyponatraemia; a moderate CK rise is common after endurance exercise and is rechecked once the sodium is safe.",
    patient:
      "Your sodium (a body salt) is low after your long exercise. Drinking more water than the body loses during a long race can dilute the blood's salt. Do not drink more water for now.{go}",
    nextSteps: [
      "Symptoms (confusion, vomiting, headache): hypertonic (3%) saline bolus IV in a monitored setting, recheck sodium and repeat if symptoms persist, within the correction limits",
      "No isotonic or hypotonic IV fluids and no further water until the sodium is rising",
      "Recheck CK, creatinine and potassium with the sodium",
    ],
    patientQuestions: ["How much should I drink during long races in future?"],
    evidence: ["urso-2014-eah", "ese-erbp-2014-hyponatraemia"],
    keywords: ["exercise-associated hyponatremia", "marathon", "hypertonic saline", "water intoxication", "nsaid"],
    match: (ctx) => {
      const na = exerciseHyponatraemia(ctx);
      if (na === undefined) return undefined;
      const symptoms = [...new Set([...statedMatches(ctx.freeText, SYMPTOMS)].map((m) => m.quote.toLowerCase()))];
      const severe = symptoms.length > 0 && na < EAH_LEADS_BELOW;
      const nsaids = ctx.medsOf("nsaid");
      return {
        refs: ctx.refs(ctx.lab("sodium"), ...nsaids),
        severity: severe ? Severity.critical : Severity.high,
        values: {
          na: ctx.showValue("sodium"),
          symptoms:
            symptoms.length > 0
              ? ` The notes mention ${symptoms.map((s) => `"${s}"`).join(", ")}, symptoms of cerebral oedema that call for hypertonic saline now.`
              : "",
          nsaid:
            nsaids.length > 0
              ? ` ${nsaids.map((m) => m.name).join(" and ")} (an NSAID) adds to the risk: stop it.`
              : "",
          go: severe
            ? " Your symptoms mean you need treatment now: go to an emergency department straight away."
            : " Please get medical advice today.",
        },
      };
    },
  },
];
