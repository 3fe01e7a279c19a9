import { medNames, type RuleContext } from "./context.ts";
import { LDL_SEVERE } from "./patterns.ts";
import { ukQriskAtOffer } from "./statin-diabetes-uk.ts";
import { readsAsUk } from "./uk-record.ts";
import type { StatinAnswer } from "./statin-low-risk.ts";

/*
 * The statin answer at a PREVENT ASCVD risk of 5% or more (review 14 known gaps: only a low risk got
 * one; a 63-year-old smoker at 10.6% and a 74-year-old at 24% were told only that the estimate
 * "informs the statin discussion"). ACC/AHA 2019 primary prevention figure (FACTS_SEEN
 * ["acc-aha-2019-primary-prevention"]), adults 40–75 with LDL-C 70–189 mg/dL and no diabetes:
 * borderline 5% to <7.5%, a moderate-intensity statin discussed when risk enhancers are present
 * (IIb); intermediate 7.5% to <20%, a moderate-intensity statin aiming at an LDL-C fall of 30–49%
 * when the risk estimate and enhancers favour it (I), with a calcium score if the decision is
 * uncertain; high, 20% or more, a statin aiming at a fall of 50% or more (I). Its categories were
 * set on the pooled cohort equations, so the PREVENT figure is a guide to them. In UK practice NICE
 * offers atorvastatin 20 mg at a QRISK3 10-year risk of 10% or more; that is said to a UK record
 * only (review 24, statins-24 case 05: a US record with a pooled-cohort risk was told to "calculate
 * QRISK3"). Diabetes (statin-opportunity-diabetes) and an LDL-C of 190 or more have their own findings.
 */

const BORDERLINE = 0.05;
const INTERMEDIATE = 0.075;
const HIGH = 0.2;
/** The figure's lower LDL-C bound, 70 mg/dL or 1.8 mmol/L (69.6 mg/dL), whichever is met. */
const LDL_FLOOR = 69.5;
const US_EVIDENCE = ["acc-aha-2019-primary-prevention"];
const UK_EVIDENCE = ["acc-aha-2019-primary-prevention", "nice-cg181-lipid-modification"];
const UK_TEXT = " In UK practice NICE offers atorvastatin 20 mg when the QRISK3 10-year CVD risk is 10% or more.";
const CATEGORIES = "under ACC/AHA 2019 primary prevention (categories set on the pooled cohort equations)";

/** The answer for adults 40–75 at a PREVENT ASCVD risk of 5% or more, without diabetes or a very high LDL-C. */
export function higherRiskStatinAnswer(
  ctx: RuleContext,
  ascvdRisk: number,
  has: { diabetes: boolean },
): StatinAnswer | undefined {
  const age = ctx.age;
  if (age === undefined || age < 40 || age > 75 || ascvdRisk < BORDERLINE || has.diabetes) return undefined;
  // A noted QRISK3 of 10% or more answers on a UK record (statin-qrisk-uk.ts), not "calculate QRISK3".
  if (ukQriskAtOffer(ctx) !== undefined && ctx.meds("statin").length === 0) return undefined;
  const ldl = ctx.value("ldl-c");
  if (ldl !== undefined && (ldl < LDL_FLOOR || ldl >= LDL_SEVERE)) return undefined;
  const statins = ctx.meds("statin");
  const high = ascvdRisk >= HIGH;
  const uk = readsAsUk(ctx);
  const UK = uk ? UK_TEXT : "";
  const EVIDENCE = uk ? UK_EVIDENCE : US_EVIDENCE;
  if (statins.length > 0) {
    if (ascvdRisk < INTERMEDIATE) return undefined;
    const aim = high ? "50% or more" : "30–49%";
    return {
      clinician: `On the statin question: already on ${medNames(statins)}. At a 10-year ASCVD risk ${high ? "of 20% or more (high)" : "of 7.5% to under 20% (intermediate)"} ${CATEGORIES} the aim is an LDL-C fall of ${aim}, so the statin continues and its effect is checked.`,
      patient:
        "You already take a statin (a cholesterol-lowering medicine). At your estimated risk it is worth continuing; your doctor can check how well it is lowering your cholesterol.",
      steps: [`Continue ${medNames(statins)}; check the LDL-C fall (aim ${aim}) and adherence`],
      evidence: EVIDENCE,
    };
  }
  if (high)
    return {
      clinician: `On the statin question: a 10-year ASCVD risk of 20% or more is high risk ${CATEGORIES}, where a statin is started aiming to lower LDL-C by 50% or more (Class I), alongside lifestyle change.${UK}`,
      patient:
        "Your estimated risk is high, so a cholesterol-lowering medicine (a statin) is recommended, alongside healthy eating, activity and not smoking. Ask your doctor about starting one.",
      steps: [
        `Start a statin after the risk discussion: ACC/AHA 2019 aims to lower LDL-C by 50% or more at this risk${uk ? " (in UK practice NICE offers atorvastatin 20 mg at a QRISK3 of 10% or more)" : ""}`,
      ],
      evidence: EVIDENCE,
    };
  if (ascvdRisk >= INTERMEDIATE)
    return {
      clinician: `On the statin question: a 10-year ASCVD risk of 7.5% to under 20% is intermediate ${CATEGORIES}: when the risk discussion, with any risk-enhancing factors (premature ASCVD in a first-degree relative, LDL-C 160 mg/dL (4.1 mmol/L) or more, chronic kidney disease, metabolic syndrome, raised lipoprotein(a)), favours it, a moderate-intensity statin aiming to lower LDL-C by 30–49% (Class I); a coronary artery calcium score can help when the decision stays uncertain.${UK}`,
      patient:
        "At your estimated risk, a cholesterol-lowering medicine (a statin) is usually advised after talking it through with your doctor, alongside healthy eating, activity and not smoking.",
      steps: [
        `Discuss starting a moderate-intensity statin (ACC/AHA 2019: aim for an LDL-C fall of 30–49%)${uk ? "; in UK practice calculate QRISK3 and offer atorvastatin 20 mg if 10% or more" : ""}`,
      ],
      evidence: EVIDENCE,
    };
  return {
    clinician: `On the statin question: a 10-year ASCVD risk of 5% to under 7.5% is borderline ${CATEGORIES}: a moderate-intensity statin is discussed when risk-enhancing factors are present (premature ASCVD in a first-degree relative, LDL-C 160 mg/dL (4.1 mmol/L) or more, chronic kidney disease, metabolic syndrome, raised lipoprotein(a)); otherwise lifestyle change comes first.${UK}`,
    patient:
      "Your estimated risk is in a middle band. Healthy eating, activity and blood pressure control come first; a statin (a cholesterol-lowering medicine) is worth discussing if other things raise your risk, such as heart disease at a young age in your family.",
    steps: [
      `Ask about risk-enhancing factors (family history of premature ASCVD, lipoprotein(a)); discuss a moderate-intensity statin if present${uk ? "; in UK practice calculate QRISK3 (offer atorvastatin 20 mg if 10% or more)" : ""}`,
    ],
    evidence: EVIDENCE,
  };
}
