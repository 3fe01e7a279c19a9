import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { TOPIRAMATE } from "./seizure-medicine.ts";

/**
 * A low bicarbonate on topiramate, which can cause metabolic acidosis.
 */

const F = FindingFamily.drugLab;

function topiramateLowBicarbonate(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && TOPIRAMATE.test(m.name));
  const bicarbonate = ctx.lab("bicarbonate");
  if (meds.length === 0 || bicarbonate === undefined) return undefined;
  if (bicarbonate.status !== "low" && bicarbonate.status !== "critical-low") return undefined;
  return {
    refs: ctx.refs(bicarbonate, ...meds),
    values: { med: medNames(meds), bicarbonate: ctx.show(bicarbonate) },
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
      "Bicarbonate {bicarbonate} on {med}. Topiramate inhibits carbonic anhydrase and commonly causes a mild hyperchloraemic (normal anion gap) metabolic acidosis, even at 50 mg a day; it also raises the risk of kidney stones. Recheck bicarbonate and chloride; if the acidosis persists or is marked, the label advises lowering the dose or tapering off, or adding alkali if topiramate must continue.",
    patient:
      "Your bicarbonate is a little low. Topiramate often lowers it by making the kidneys lose more bicarbonate. Your doctor may repeat the test and review the dose if it stays low. Drink plenty of fluids, which also lowers the risk of kidney stones. Do not stop topiramate suddenly.",
    nextSteps: [
      "Repeat bicarbonate with chloride (anion gap) and review symptoms; consider a lower dose or an alternative if it stays low or falls further",
    ],
    patientQuestions: ["Is topiramate lowering my bicarbonate?"],
    evidence: ["topiramate-label-acidosis"],
    keywords: ["topiramate", "metabolic acidosis", "bicarbonate", "carbonic anhydrase"],
    match: topiramateLowBicarbonate,
  },
];
