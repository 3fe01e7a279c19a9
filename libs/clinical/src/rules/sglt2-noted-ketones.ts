import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { bloodKetones, hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { statedMatches } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * A blood ketone reading written in the notes, not sent as a result, on an SGLT2 inhibitor (review
 * 32, medcase-32 case 13: "Blood ketones 3.4 on her meter this morning, feels sick" on dapagliflozin
 * with a glucose of 7.9 mmol/L got no ketone finding, because the DKA rules read ketones from the
 * results only). Ketones of 3.0 mmol/L or more meet the ketone criterion of DKA, and on an SGLT2
 * inhibitor DKA can come with a glucose only moderately raised ("mhra-sglt2i-dka"); the drug is
 * stopped while DKA is suspected ("fda-2015-sglt2i-ketoacidosis"). A ketone result in the record,
 * or a crisis already found, is left to rules/metabolic-emergencies.ts.
 */

/** Blood ketones (mmol/L) at the DKA criterion. */
const KETONES_DKA = 3.0;

/** "Blood ketones 3.4", "ketones of 3.2 mmol/L on her meter", "capillary ketones: 4.1"; never urine ketones. */
const NOTED_KETONES =
  /\b(?<!urine |urinary )(?:(?:blood|capillary|finger[- ]prick|meter) )?ketones?(?: level)?(?: (?:of|was|were|at|reading))?:? (\d+(?:\.\d+)?)(?: ?mmol\/l)?/gi;

/** The highest blood ketone reading the notes state as a fact, with its words. */
function notedKetones(ctx: RuleContext): { value: number; quote: string } | undefined {
  let best: { value: number; quote: string } | undefined;
  for (const hit of statedMatches(ctx.freeText, NOTED_KETONES, true)) {
    const value = Number(/(\d+(?:\.\d+)?)/.exec(hit.quote)?.[1]);
    if (Number.isFinite(value) && value < 15 && (best === undefined || value > best.value))
      best = { value, quote: hit.quote };
  }
  return best;
}

export const SGLT2_NOTED_KETONES_RULES: readonly Rule[] = [
  {
    id: "sglt2i-noted-ketones",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Possible diabetic ketoacidosis",
    title: "Blood ketones at the DKA level in the notes on an SGLT2 inhibitor",
    clinician:
      'The notes record "{quote}" on {med}{glucose}. Blood ketones of 3.0 mmol/L or more meet the ketone criterion of DKA, and on an SGLT2 inhibitor DKA can occur with a glucose only moderately raised; no laboratory ketone, pH or bicarbonate is in the record to confirm or exclude it.',
    patient:
      "Your notes record a high blood ketone reading, and you take {med}. With this medicine, a serious illness called diabetic ketoacidosis (DKA) can happen even when blood sugar is not very high. You need a check today: contact your doctor or urgent care now. If you are vomiting, have {tummy} pain, are breathing fast or feel drowsy, go to an emergency department now.",
    nextSteps: [
      "Check venous pH, bicarbonate, laboratory blood ketones, glucose and potassium today to confirm or exclude DKA; send to emergency care if they confirm it or the person is unwell",
      "Stop the SGLT2 inhibitor while DKA is suspected, and restart it only once another cause is found and the person is stable",
    ],
    patientQuestions: ["Should I stop my diabetes medicine while my ketones are high?"],
    evidence: ["mhra-sglt2i-dka", "fda-2015-sglt2i-ketoacidosis"],
    keywords: ["sglt2 inhibitor", "ketones", "euglycaemic dka", "diabetic ketoacidosis"],
    match: (ctx) => {
      const sglt2i = ctx.meds("sglt2i");
      if (sglt2i.length === 0 || bloodKetones(ctx) !== undefined || hyperglycaemicCrisis(ctx) !== undefined)
        return undefined;
      const noted = notedKetones(ctx);
      if (noted === undefined || noted.value < KETONES_DKA) return undefined;
      const glucose = ctx.lab("glucose");
      return {
        refs: ctx.refs(...sglt2i, glucose),
        values: {
          quote: noted.quote,
          med: medNames(sglt2i),
          glucose: glucose === undefined ? "" : `, with glucose ${ctx.show(glucose)}`,
        },
      };
    },
  },
];
