import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { TOPIRAMATE } from "./seizure-medicine.ts";

/**
 * A low bicarbonate on topiramate, which can cause metabolic acidosis.
 */

const F = FindingFamily.drugLab;

/** A kidney stone in the history or notes, which the drug's stone risk bears on (review 21, neurology-21 case 03). */
const KIDNEY_STONE = /\b(?:kidney stones?|renal (?:stones?|calcul\w*|colic)|nephrolithiasis|urolithiasis)\b/i;

function topiramateLowBicarbonate(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && TOPIRAMATE.test(m.name));
  const bicarbonate = ctx.lab("bicarbonate");
  if (meds.length === 0 || bicarbonate === undefined) return undefined;
  if (bicarbonate.status !== "low" && bicarbonate.status !== "critical-low") return undefined;
  // A raised chloride is the hyperchloraemic half of the same acidosis, read here rather than as a lone result.
  const chloride = ctx.lab("chloride");
  const chlorideHigh = chloride?.status === "high" || chloride?.status === "critical-high";
  const stoneCondition = ctx.model.conditions.find((c) => KIDNEY_STONE.test(c.name));
  const stone = stoneCondition?.name ?? statedMention(ctx.freeText, KIDNEY_STONE);
  return {
    refs: ctx.refs(bicarbonate, chlorideHigh ? chloride : undefined, stoneCondition, ...meds),
    values: {
      med: medNames(meds),
      bicarbonate: ctx.show(bicarbonate),
      chloride: chlorideHigh ? ` Chloride ${ctx.show(chloride)} is raised with it, the hyperchloraemic pattern.` : "",
      stone:
        stone === undefined ? "" : ` A kidney stone is recorded ("${stone}"), which makes that risk more relevant.`,
    },
  };
}

export const TOPIRAMATE_ACIDOSIS_RULES: readonly Rule[] = [
  {
    id: "topiramate-low-bicarbonate",
    family: F,
    severity: Severity.low,
    problem: "Epilepsy and migraine medicines",
    title: "Low bicarbonate on topiramate",
    clinician:
      "Bicarbonate {bicarbonate} on {med}.{chloride} Topiramate inhibits carbonic anhydrase and commonly causes a mild hyperchloraemic (normal anion gap) metabolic acidosis, even at 50 mg a day; it also raises the risk of kidney stones.{stone} Recheck bicarbonate and chloride; if the acidosis persists or is marked, the label advises lowering the dose or tapering off, or adding alkali if topiramate must continue.",
    patient:
      "Your bicarbonate is low. Topiramate often lowers it by making the kidneys lose more bicarbonate. Your doctor may repeat the test and review the dose if it stays low. Drink plenty of fluids, which also lowers the risk of kidney stones. Do not stop topiramate suddenly.",
    nextSteps: [
      "Repeat bicarbonate with chloride (anion gap) and review symptoms; consider a lower dose or an alternative if it stays low or falls further",
    ],
    patientQuestions: ["Is topiramate lowering my bicarbonate?"],
    evidence: ["topiramate-label-acidosis"],
    keywords: ["topiramate", "metabolic acidosis", "bicarbonate", "carbonic anhydrase"],
    match: topiramateLowBicarbonate,
  },
];
