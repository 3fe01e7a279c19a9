import type { MedicationItem } from "../model.ts";
import { FindingFamily, Severity } from "../model.ts";
import { ANTIPSYCHOTIC } from "./antipsychotic-metabolic.ts";
import type { RuleContext } from "./context.ts";
import { medNames } from "./context.ts";
import { statedMention } from "./notes.ts";
import { genericName } from "../vocab/brands.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Two antipsychotics prescribed together, which WHO mhGAP keeps for specialist care after single
 * drugs have failed.
 */

/** A switch from one antipsychotic to another stated in the notes, when an overlap is expected. */
const SWITCHING = /\b(?:switch\w*|cross[- ]?(?:taper\w*|titrat\w*)|changing (?:from|over)|tapering off|weaning off)\b/i;

function antipsychoticCombination(ctx: RuleContext): RuleMatch | undefined {
  const meds: MedicationItem[] = [];
  const drugs = new Set<string>();
  for (const m of ctx.model.medications) {
    const hit = ANTIPSYCHOTIC.exec(m.name);
    if (hit === null) continue;
    // By generic name, so that one drug listed under its brand and its generic name is not a combination.
    drugs.add(genericName(hit[0].toLowerCase()));
    meds.push(m);
  }
  if (drugs.size < 2) return undefined;
  if (statedMention(ctx.freeText, SWITCHING) !== undefined) return undefined;
  return { refs: ctx.refs(...meds), values: { med: medNames(meds) } };
}

export const ANTIPSYCHOTIC_COMBINATION_RULES: readonly Rule[] = [
  {
    id: "antipsychotic-combination",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Antipsychotic medication",
    title: "Two antipsychotics prescribed together",
    clinician:
      "{med} are prescribed together. WHO mhGAP advises one antipsychotic at a time routinely, keeping combinations for psychosis that has not responded to adequate trials of single drugs, under specialist supervision with close monitoring. Two antipsychotics add their side effects (QTc, prolactin, weight and glucose), so check whether this is a planned switch and, if not, review with the prescribing psychiatrist.",
    patient:
      "You are taking two antipsychotic medicines. Usually only one is used at a time, because two together add up side effects such as weight gain, raised blood sugar and effects on the heart rhythm. Please ask your psychiatrist whether both are still needed. Do not stop either one on your own.",
    nextSteps: [
      "Ask the prescribing psychiatrist whether this is a planned switch; if not, review the need for two antipsychotics",
    ],
    patientQuestions: ["Do I need both of my antipsychotic medicines?"],
    evidence: ["who-mhgap-antipsychotic-combination"],
    keywords: ["antipsychotic", "polypharmacy", "combined antipsychotics", "olanzapine", "risperidone"],
    match: antipsychoticCombination,
  },
];
