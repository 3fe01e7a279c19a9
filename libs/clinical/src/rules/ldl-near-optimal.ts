import { MEANINGS_IN_CONTEXT, type MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { currentSmoking } from "./other.ts";

/*
 * An LDL cholesterol of 100–129 mg/dL flagged high against a laboratory cut-off of 100 in a young
 * adult with no other risk factor in the record (review 12 cardiometabolic case 09: 34 years, LDL
 * 112 mg/dL, everything else normal). The generic line said it "raises the risk of heart attack and
 * stroke". The NCEP ATP III classification calls 100–129 mg/dL near or above optimal, below the
 * borderline-high band (130–159), and with 0–1 risk factors sets the LDL goal at below 160 mg/dL
 * (evidence "ncep-atp3-2002"). So the line says it is a little above optimal and that overall risk
 * is low, rather than the generic warning. An engine choice: "young" is under 40, where the 10-year
 * risk equations do not apply.
 */

const NEAR_OPTIMAL_MG_DL = { from: 100, below: 130 };
const YOUNG = { from: 20, below: 40 };
/**
 * From 40 the 10-year risk equations decide: ACC/AHA 2026 estimates 10-year ASCVD risk with PREVENT
 * at 30–79 and starts a statin in primary prevention by that risk category (FACTS_SEEN
 * acc-aha-2026-dyslipidemia); the 2018 guideline it replaced did the same at 40–75 for an LDL-C of
 * 70–189 mg/dL. Review 21, womens-health 10: a well 45-year-old with LDL 104 mg/dL against a "<100"
 * read that it "raises the risk of heart attack and stroke".
 */
const RISK_EQUATION_AGES = { from: 40, to: 79 };

/** The near-optimal meaning for a high LDL-C of 100–129 mg/dL in an adult up to 75 without risk factors. */
export function nearOptimalLdl(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "ldl-c" || obs.status !== "high") return undefined;
  const ldl = ctx.valueOf(obs);
  const age = ctx.age;
  if (ldl === undefined || ldl < NEAR_OPTIMAL_MG_DL.from || ldl >= NEAR_OPTIMAL_MG_DL.below) return undefined;
  if (age === undefined || age < YOUNG.from || age > RISK_EQUATION_AGES.to) return undefined;
  const riskFactor =
    ctx.everHad("ascvd").length > 0 ||
    ["diabetes", "hypertension", "ckd"].some((id) => ctx.conditions(id).length > 0) ||
    ctx.family("ascvd").length > 0 ||
    currentSmoking(ctx) !== undefined;
  if (riskFactor) return undefined;
  return age < YOUNG.below ? MEANINGS_IN_CONTEXT.nearOptimalLdlYoung : MEANINGS_IN_CONTEXT.nearOptimalLdlMidlife;
}
