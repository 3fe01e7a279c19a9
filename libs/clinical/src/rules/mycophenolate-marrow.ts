import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { MYCOPHENOLATE, named } from "./immunosuppressant-names.ts";
import { statedMention } from "./notes.ts";
import { dmardLowCounts } from "./sulfasalazine.ts";
import type { Rule } from "./types.ts";

/**
 * Low blood counts on mycophenolate taken for a rheumatic, skin or kidney disease (review 21: lupus
 * nephritis on mycophenolate with neutrophils 1.1 got only plain lab flags, one of them calling a
 * mildly low count common and harmless). The NHS SPS mycophenolate monitoring advice uses the same
 * thresholds as for sulfasalazine and leflunomide (white cells below 3.5, neutrophils below 1.6,
 * platelets below 140 × 10⁹/L: consider stopping and contact the specialist). After an organ
 * transplant, stopping mycophenolate risks rejection and the transplant team sets the thresholds,
 * so a transplant recipient is left to the transplant rules.
 */

const TRANSPLANT = /\btransplant\w*\b|\ballograft\b/i;

export function mycophenolateOutsideTransplant(ctx: RuleContext): MedicationItem[] {
  const meds = named(ctx, MYCOPHENOLATE);
  if (meds.length === 0) return [];
  const transplant =
    ctx.model.conditions.some((c) => isActiveCondition(c.status) && TRANSPLANT.test(c.name)) ||
    statedMention(ctx.freeText, TRANSPLANT) !== undefined;
  return transplant ? [] : meds;
}

export const MYCOPHENOLATE_MARROW_RULES: readonly Rule[] = [
  {
    id: "mycophenolate-marrow-toxicity",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Low blood counts on mycophenolate: review with the specialist",
    clinician:
      "Low counts on mycophenolate ({med}): {counts}. Mycophenolate can suppress the bone marrow, and neutropenia raises the risk of infection on top of its immunosuppression. The NHS Specialist Pharmacy Service monitoring advice considers stopping it and contacting the specialist when white cells are below 3.5, neutrophils below 1.6 or platelets below 140 {countUnit}.",
    patient:
      "You take mycophenolate, and some of your blood cell counts are low. This medicine can sometimes stop the bone marrow making enough blood cells. {stop}",
    nextSteps: ["Contact the prescribing specialist today about withholding mycophenolate"],
    patientQuestions: ["Will my mycophenolate dose need to change?"],
    evidence: ["sps-mycophenolate-monitoring"],
    keywords: ["mycophenolate", "neutropenia", "leukopenia", "thrombocytopenia", "immunosuppressant"],
    match: (ctx) => dmardLowCounts(ctx, mycophenolateOutsideTransplant(ctx)),
  },
];
