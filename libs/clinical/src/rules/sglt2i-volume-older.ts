import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";
import type { Rule } from "./types.ts";

/*
 * An SGLT2 inhibitor at 75 or over with postural symptoms or falls in the notes (review 22,
 * medicines-22 case 15: an 88-year-old with heart failure on empagliflozin and furosemide 80 mg,
 * dizzy on standing with two falls and 3 kg lost since the diuretic was raised, drew no medicine
 * finding). The empagliflozin product information names people aged 75 or over, and those on
 * blood-pressure-lowering treatment with a history of low blood pressure, as at risk from its fall
 * in blood pressure and at higher risk of volume depletion, with volume status and blood pressure
 * monitored (evidence "mims-empagliflozin-volume-depletion"). The SGLT2 inhibitor may be a
 * heart-failure or kidney medicine, so the step asks for a volume and diuretic review with the
 * prescriber, not a stop. An acute kidney injury has its own finding, which pauses it.
 */

const OLDER = 75;
/** Postural symptoms or falls as the notes state them. */
const POSTURAL =
  /\b(?:dizz(?:y|iness)\s+on\s+standing|light-?headed(?:ness)?\s+on\s+standing|postural\s+(?:dizziness|hypotension|drop)|orthostatic\s+hypotension|(?:\w+\s+)?falls?\s+(?:this|in the last|recently)\b[^.;]{0,20}|(?:recent|new|two|three|several|repeated)\s+falls|has\s+fallen|fell)\b/i;

export const SGLT2I_VOLUME_OLDER_RULES: readonly Rule[] = [
  {
    id: "sglt2i-volume-depletion-older",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicines and falls",
    title: "SGLT2 inhibitor at 75 or over with dizziness on standing or falls: check volume status",
    clinician:
      'On {sglt2} at age {age}, the notes record "{quote}". SGLT2 inhibitors lower blood volume and pressure; the empagliflozin product information names people aged 75 or over, and those on blood-pressure-lowering treatment with low blood pressure, as at higher risk of volume depletion, with volume status and blood pressure monitored.{diuretic}',
    patient:
      "Your diabetes or heart medicine {sglt2Plain} makes you pass more water, which can lower your blood pressure and make you dizzy when you stand, especially at your age. Ask your doctor to check your blood pressure lying and standing{patientDiuretic}. Do not stop any medicine on your own.",
    nextSteps: [
      "Check lying and standing blood pressure and volume status (weight, urea and creatinine); review the diuretic dose first, with the prescriber, before changing the SGLT2 inhibitor",
    ],
    patientQuestions: ["Could my medicines be making me dizzy when I stand up?"],
    evidence: ["mims-empagliflozin-volume-depletion"],
    keywords: ["sglt2 inhibitor", "volume depletion", "older adults", "orthostatic hypotension", "falls"],
    match: (ctx: RuleContext) => {
      const sglt2 = ctx.meds("sglt2i");
      if (sglt2.length === 0 || ctx.age === undefined || ctx.age < OLDER) return undefined;
      if (kidneyFunctionUnstable(ctx)) return undefined;
      const quote = statedMention(ctx.freeText, POSTURAL);
      if (quote === undefined) return undefined;
      const diuretics = ctx.medsOf("loop-diuretic", "thiazide");
      return {
        refs: ctx.refs(...sglt2, ...diuretics),
        values: {
          sglt2: medNames(sglt2),
          sglt2Plain: sglt2[0]?.drugs[0] ?? "SGLT2 inhibitor",
          age: ctx.age,
          quote,
          patientDiuretic: diuretics.length > 0 ? " and the dose of your water tablets" : "",
          diuretic: diuretics.length > 0 ? ` ${medNames(diuretics)} adds to the fluid loss.` : "",
        },
      };
    },
  },
];
