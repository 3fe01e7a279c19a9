import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * A cholinesterase inhibitor for dementia taken with an anticholinergic.
 *
 * The two work against each other, and a bladder antimuscarinic added for
 * incontinence may be a prescribing cascade, since cholinesterase inhibitors can cause incontinence
 * (SUMMARIES["gill-2005-cholinesterase-anticholinergic-cascade"]).
 */

/** Bladder antimuscarinics (the Beers 2023 strong-anticholinergic list's bladder group). */
const BLADDER_ANTIMUSCARINIC =
  /\b(?:oxybutynin|ditropan|lyrinel|kentera|tolterodine|detrusitol|solifenacin|vesicare|fesoterodine|toviaz|darifenacin|emselex|trospium|regurin|propiverine|detrunorm|flavoxate)\b/i;

function cholinesteraseAnticholinergic(ctx: RuleContext): RuleMatch | undefined {
  const chei = ctx.medsOf("cholinesterase-inhibitor").filter((m) => m.active);
  if (chei.length === 0) return undefined;
  const bladder = ctx.model.medications.filter((m) => m.active && BLADDER_ANTIMUSCARINIC.test(m.name));
  const other = ctx.medsOf("strong-anticholinergic").filter((m) => m.active && !bladder.includes(m));
  if (bladder.length === 0 && other.length === 0) return undefined;
  const cascade =
    bladder.length > 0
      ? ` ${medNames(bladder)} for the bladder may be a prescribing cascade: cholinesterase inhibitors can cause or worsen urinary incontinence, which is then treated with an antimuscarinic. Check whether the incontinence began or worsened after ${medNames(chei)} was started.`
      : "";
  return {
    refs: ctx.refs(...chei, ...bladder, ...other),
    values: {
      chei: medNames(chei),
      anti: medNames([...bladder, ...other]),
      cascade,
    },
    nextSteps: [
      bladder.length > 0
        ? `Review whether ${medNames(bladder)} is still needed; treat incontinence without an antimuscarinic where possible, or consider whether ${medNames(chei)} is contributing`
        : `Review whether ${medNames(other)} is needed, or can be replaced by a medicine without anticholinergic effects`,
    ],
  };
}

export const CHOLINESTERASE_ANTICHOLINERGIC_RULES: readonly Rule[] = [
  {
    id: "cholinesterase-inhibitor-anticholinergic",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Dementia medicine taken with an anticholinergic",
    clinician:
      "{chei} with {anti}. A cholinesterase inhibitor raises acetylcholine in the brain and an anticholinergic blocks it, so together they work against each other, and the anticholinergic can worsen confusion and daily function in dementia.{cascade}",
    patient:
      "You take {chei} for memory, together with {anti}. These medicines work in opposite ways, and the second can make memory and confusion worse. Ask your doctor or pharmacist whether you still need {anti}. Do not stop any medicine on your own.",
    nextSteps: ["Review the need for the anticholinergic medicine with the prescriber"],
    patientQuestions: ["Do I still need all of these medicines together?"],
    evidence: ["gill-2005-cholinesterase-anticholinergic-cascade"],
    keywords: ["donepezil", "cholinesterase inhibitor", "oxybutynin", "anticholinergic", "prescribing cascade"],
    match: cholinesteraseAnticholinergic,
  },
];
