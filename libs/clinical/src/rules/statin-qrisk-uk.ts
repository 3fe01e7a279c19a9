import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { complexHealth } from "./a1c-goal-older.ts";
import { comfortCareStated } from "./comfort-care.ts";
import type { RuleContext } from "./context.ts";
import { LDL_SEVERE, pregnancy } from "./patterns.ts";
import { OTHER_LIPID_LOWERING, STATIN_ASKED } from "./statin-85-uk.ts";
import { ukQriskAtOffer } from "./statin-diabetes-uk.ts";
import { statinStoppedForMuscles } from "./statin-intolerance.ts";
import { statinPregnancyPlanning } from "./statin-pregnancy-planning.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A QRISK3 score of 10% or more in the notes of a UK record, with no statin (review 25, lipids-25
 * case 09: NHS Health Check, 56 years, "QRISK3 12.4%", non-HDL 4.9 mmol/L, "would like to think
 * about a statin", got only "above the reference range" lines). NICE offers atorvastatin 20 mg for
 * primary prevention at a QRISK3 10-year CVD risk of 10% or more, after lifestyle change has been
 * discussed, and for primary prevention aims for a fall of more than 40% in non-HDL cholesterol
 * (FACTS_SEEN["nice-cg181-lipid-modification"]). QRISK3 is used from 25 to 84 (NG238 1.1.7); 85 and
 * over has its own finding (statin-85-uk.ts). Diabetes, CKD and vascular disease have their own NICE
 * steps (statin-opportunity-diabetes), an LDL-C of 4.9 mmol/L or more its own finding
 * (severe-hypercholesterolaemia), and pregnancy stops a statin (pregnancy-statin.ts).
 */

const QRISK_AGES = { from: 25, to: 84 };
const LIPIDS = ["non-hdl-c", "cholesterol-total", "ldl-c"] as const;

function excluded(ctx: RuleContext): boolean {
  const ldl = ctx.value("ldl-c");
  return (
    ctx.meds("statin").length > 0 ||
    ctx.model.medications.some((m) => m.active && OTHER_LIPID_LOWERING.test(m.name)) ||
    STATIN_ASKED.test(ctx.freeText) ||
    // A statin stopped for muscle symptoms has its own finding on what to try next.
    statinStoppedForMuscles(ctx) !== undefined ||
    ctx.everHad("ascvd").length > 0 ||
    ["diabetes", "ckd"].some((id) => ctx.conditions(id).length > 0) ||
    (ldl !== undefined && ldl >= LDL_SEVERE) ||
    pregnancy(ctx) !== undefined ||
    complexHealth(ctx) !== undefined ||
    comfortCareStated(ctx) !== undefined
  );
}

function qriskOffer(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age < QRISK_AGES.from || age > QRISK_AGES.to) return undefined;
  const qrisk = ukQriskAtOffer(ctx);
  if (qrisk === undefined || excluded(ctx)) return undefined;
  const planning = statinPregnancyPlanning(ctx);
  return {
    refs: ctx.refs(...LIPIDS.map((id) => ctx.lab(id))),
    values: { qrisk: formatNumber(qrisk) },
    ...(planning && {
      nextSteps: [...OFFER_STEPS, planning.step],
      evidence: ["nice-cg181-lipid-modification", planning.evidence],
      evidenceReplacesRule: true as const,
    }),
  };
}

const OFFER_STEPS = [
  "Offer atorvastatin 20 mg for primary prevention (NICE: QRISK3 10% or more), after discussing lifestyle, benefits and risks",
  "Recheck total, HDL and non-HDL cholesterol at 3 months, aiming for a fall of more than 40% in non-HDL cholesterol (NICE)",
];

export const STATIN_QRISK_UK_RULES: readonly Rule[] = [
  {
    id: "statin-offer-qrisk-uk",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Cardiovascular risk",
    title: "QRISK3 of 10% or more without a statin (UK)",
    clinician:
      "The notes give a QRISK3 10-year cardiovascular risk of {qrisk}%, with no statin and no cardiovascular disease, diabetes or CKD recorded. NICE offers atorvastatin 20 mg for primary prevention at a QRISK3 of 10% or more, once lifestyle change has been discussed and secondary causes of raised lipids managed, as a decision shared with the patient.",
    patient:
      "Your record gives your estimated chance of a heart attack or stroke in the next 10 years as {qrisk}%. At 10% or more, UK guidance offers a cholesterol-lowering medicine called a statin (usually atorvastatin 20 mg), alongside healthy eating, activity and not smoking. It is your choice, made with your doctor.",
    nextSteps: OFFER_STEPS,
    patientQuestions: ["Should I take a statin at my QRISK score?"],
    evidence: ["nice-cg181-lipid-modification"],
    keywords: ["statin", "QRISK3", "primary prevention", "atorvastatin 20 mg"],
    match: qriskOffer,
  },
];
