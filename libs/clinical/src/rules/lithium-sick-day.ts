import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { lithiumToxicitySuspected } from "./drug-lab.ts";
import { fluidLossNow } from "./sick-day-medicines.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * Lithium while the notes describe poor eating and drinking now, before any level or creatinine has
 * risen (review 24, renal-meds-24 case 01: a woman on Priadel with a feverish illness, "not eating
 * and barely drinking", drew no finding at all, and with ramipril she would have been given only
 * the ordinary sick-day pause). Less fluid and salt lowers lithium clearance, so the level can rise
 * into the toxic range: a significant change in fluid intake calls for a level (sps-lithium-monitoring),
 * and someone on lithium who becomes acutely ill seeks medical advice (independent-pharmacist-lithium-safety;
 * for US records psychiatric-times-2022-lithium-levels, extra levels in dehydration or febrile illness).
 * Vomiting, diarrhoea, a raised level or other signs of toxicity are lithium-level-high's, which
 * withholds lithium: this finding stays silent then.
 */

/** Medicines that also reduce lithium clearance, named so the same-day review covers them. */
const CLEARANCE_REDUCING = ["ace-inhibitor", "arb", "thiazide", "loop-diuretic", "nsaid"] as const;

function lithiumPoorIntake(ctx: RuleContext): RuleMatch | undefined {
  const lithium = ctx.meds("lithium");
  if (lithium.length === 0 || lithiumToxicitySuspected(ctx)) return undefined;
  const quote = fluidLossNow(ctx);
  if (quote === undefined) return undefined;
  const level = ctx.lab("lithium");
  const others = ctx.medsOf(...CLEARANCE_REDUCING);
  return {
    refs: ctx.refs(...lithium, level, ...others),
    values: {
      quote,
      lithium: medNames(lithium),
      last:
        level === undefined
          ? "There is no lithium level in the record."
          : `The last lithium level in the record is ${ctx.show(level)}; only a level taken now shows whether it has risen.`,
      others:
        others.length === 0
          ? ""
          : ` ${medNames(others)} also ${severalMedicines(others) ? "reduce" : "reduces"} lithium clearance, which adds to the risk while fluid intake is low.`,
    },
    evidence: readsAsUk(ctx)
      ? ["sps-lithium-monitoring", "independent-pharmacist-lithium-safety"]
      : ["psychiatric-times-2022-lithium-levels", "fda-lithium-label"],
    evidenceReplacesRule: true,
  };
}

export const LITHIUM_SICK_DAY_RULES: readonly Rule[] = [
  {
    id: "lithium-poor-intake",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Lithium treatment",
    title: "Lithium during an illness with poor eating and drinking",
    clinician:
      'On {lithium}, the notes record "{quote}" now. With less fluid and salt taken in, lithium clearance falls and the level can rise into the toxic range before the creatinine does. {last}{others}',
    patient:
      "You take lithium and are not eating or drinking normally. With less fluid in the body, the lithium in your blood can build up to a harmful level. Contact your doctor today to ask whether to hold your lithium for now and to have a blood test of your lithium level and kidneys; do not stop it on your own before you speak to them. Get help the same day if you start vomiting or having diarrhoea, your hands shake more, or you feel confused or unsteady.",
    nextSteps: [
      "Same-day review with the lithium prescriber: whether to hold lithium until eating and drinking again, and a lithium level (12 hours after the last dose) with U&E and creatinine now",
      "Urgent assessment if vomiting, diarrhoea, a coarse tremor, confusion or unsteadiness appear, as these can be lithium toxicity",
    ],
    patientQuestions: [
      "Should I hold my lithium while I am not eating or drinking, and when should my level be checked?",
    ],
    evidence: ["sps-lithium-monitoring", "independent-pharmacist-lithium-safety"],
    keywords: ["lithium", "poor oral intake", "dehydration", "lithium toxicity", "sick day"],
    match: lithiumPoorIntake,
  },
];
