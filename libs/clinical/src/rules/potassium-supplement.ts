import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/**
 * A potassium supplement taken while the potassium is already high. A UK record is read with NHS
 * Highland's primary-care guideline; any other with the US prescribing information, which warns of
 * hyperkalaemia with kidney impairment and RAAS inhibitors (review 34, kidney-lytes-34 case 05: a
 * Phoenix record was cited NHS Highland and told the label contraindicates it in hyperkalaemia,
 * which the current US label seen does not say).
 */

const F = FindingFamily.drugLab;

/** Potassium (mmol/L) at or above which hyperkalaemia is graded (mild from 5.5, moderate from 6.0). */
const HYPERKALAEMIA = 5.5;
const MODERATE_HYPERKALAEMIA = 6.0;

const UK_WHY =
  "A potassium supplement has no benefit to weigh against a raised potassium and its label contraindicates it in hyperkalaemia";
const LABEL_WHY =
  "A potassium supplement is given to treat or prevent a low potassium, so it has nothing to treat here, and the US prescribing information warns that it can cause hyperkalaemia, more so with impaired kidney function or a renin–angiotensin–aldosterone inhibitor";

function potassiumSupplementHigh(ctx: RuleContext): RuleMatch | undefined {
  const supplements = ctx.meds("potassium-supplement");
  const k = ctx.lab("potassium");
  const value = ctx.valueOf(k);
  if (supplements.length === 0 || k === undefined || value === undefined || value < HYPERKALAEMIA) return undefined;
  return {
    refs: ctx.refs(k, ...supplements),
    values: { supplements: medNames(supplements), k: ctx.show(k), why: readsAsUk(ctx) ? UK_WHY : LABEL_WHY },
    ...(value >= MODERATE_HYPERKALAEMIA ? { severity: Severity.high } : {}),
    ...(!readsAsUk(ctx) && { evidence: ["us-potassium-chloride-er-label"], evidenceReplacesRule: true as const }),
  };
}

export const POTASSIUM_SUPPLEMENT_RULES: readonly Rule[] = [
  {
    id: "potassium-supplement-hyperkalaemia",
    family: F,
    severity: Severity.moderate,
    problem: "Potassium and medicines",
    title: "Potassium supplement taken while potassium is high",
    clinician:
      "Potassium {k} while taking {supplements}. {why}: stop it first, before adjusting medicines that are needed for other reasons.",
    patient:
      "Your potassium is high and you take a potassium supplement ({supplements}). A potassium supplement is usually the first medicine stopped when potassium is high: please contact your doctor about this result and ask whether to stop it now.",
    nextSteps: [
      "Stop the potassium supplement now",
      "Repeat potassium promptly (excluding a haemolysed sample) and review other potassium-raising medicines",
    ],
    patientQuestions: ["Should I stop my potassium tablets?"],
    evidence: ["nhs-highland-hyperkalaemia-primary-care"],
    keywords: ["hyperkalaemia", "potassium supplement", "potassium chloride", "sando-k"],
    match: potassiumSupplementHigh,
  },
];
