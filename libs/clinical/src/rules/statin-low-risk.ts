import type { RuleContext } from "./context.ts";
import { hivConfirmed } from "./hiv.ts";
import { premature } from "./other.ts";
import { LDL_SEVERE } from "./patterns.ts";
import { ukQriskAtOffer } from "./statin-diabetes-uk.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A yes/no answer on a statin when the PREVENT estimate is low (review 13 cardiology case 11: 55-year-old
 * man, ASCVD risk 4.5%, "Wants to know if he needs a statin", which the report left as "informs the statin
 * discussion"). ACC/AHA 2019 primary prevention (FACTS_SEEN["acc-aha-2019-primary-prevention"]): below 5%
 * 10-year ASCVD risk is low risk, managed with lifestyle; from 5% risk-enhancing factors guide a statin.
 * Its categories were set on the pooled cohort equations, so the PREVENT figure is a guide to them.
 * In UK practice NICE offers atorvastatin 20 mg at a QRISK3 10-year risk of 10% or more
 * (FACTS_SEEN["nice-cg181-lipid-modification"]), so a missing QRISK3 is named.
 */

const LOW_RISK = 0.05;
/** ACC/AHA 2019 risk enhancer: LDL-C 160 mg/dL (4.1 mmol/L) or more. */
const LDL_ENHANCER = 160;

/** The answer under ACC/AHA 2019 primary prevention, on every record. */
const LOW_RISK_CLINICIAN =
  "On the statin question: a 10-year ASCVD risk below 5% is low risk under ACC/AHA 2019 primary prevention (categories set on the pooled cohort equations), where lifestyle change is the treatment and a statin is not generally started. What would change that: a risk of 5% or more on recalculation, or a risk-enhancing factor (premature ASCVD in a first-degree relative, LDL-C 160 mg/dL (4.1 mmol/L) or more, chronic kidney disease, metabolic syndrome, raised lipoprotein(a)).";

export interface StatinAnswer {
  clinician: string;
  patient: string;
  steps: string[];
  evidence: string[];
}

/** The answer for adults 40–75 at low PREVENT ASCVD risk with no statin, diabetes or risk enhancer on record. */
export function lowRiskStatinAnswer(
  ctx: RuleContext,
  ascvdRisk: number,
  has: { diabetes: boolean; statin: boolean },
): StatinAnswer | undefined {
  const age = ctx.age;
  if (age === undefined || age < 40 || age > 75 || ascvdRisk >= LOW_RISK || has.diabetes || has.statin)
    return undefined;
  // A noted QRISK3 of 10% or more answers on a UK record: "no statin for now" contradicted NICE's offer.
  if (ukQriskAtOffer(ctx) !== undefined) return undefined;
  // With HIV the answer is the DHHS 2024 statement after REPRIEVE, which favours a statin even below 5%
  // (review 16, hiv-hep-tb case 04: "No statin for now" to a 53-year-old man with HIV at 3.6%).
  if (hivConfirmed(ctx))
    return {
      clinician:
        "On the statin question, with HIV: the DHHS 2024 statement (written with the ACC, AHA and HIV Medicine Association after the REPRIEVE trial) favours at least a moderate-intensity statin for people with HIV aged 40–75 even when the 10-year ASCVD risk is below 5%, weighing HIV-related factors because the absolute benefit is smaller, and recommends one from 5% to under 20%. Options: pitavastatin 4 mg, atorvastatin 20 mg or rosuvastatin 10 mg once daily, checked against the antiretroviral regimen for interactions.",
      patient:
        "On whether you need a statin: people living with HIV have a higher chance of heart disease, and a large study found that a statin lowered heart attacks and strokes in people with HIV at low to moderate risk. US HIV guidance favours offering one, so it is worth discussing with your doctor.",
      steps: [
        "Discuss a moderate-intensity statin (pitavastatin 4 mg, atorvastatin 20 mg or rosuvastatin 10 mg daily), favoured with HIV even at this low estimated risk; check it against the antiretroviral regimen",
      ],
      evidence: ["dhhs-2024-statin-hiv", "acc-aha-2018-cholesterol"],
    };
  const ldl = ctx.value("ldl-c");
  if (ldl === undefined || ldl >= LDL_ENHANCER || ldl >= LDL_SEVERE) return undefined;
  const egfr = ctx.value("egfr");
  if ((egfr !== undefined && egfr < 60) || ctx.conditions("ckd").length > 0) return undefined;
  if (premature(ctx).length > 0 || ctx.labs("lpa").some((o) => o.status === "high")) return undefined;
  const qrisk = /\bqrisk\s*(?:2|3)?\b[^.]*\bnot (?:yet )?(?:calculated|done|recorded)\b/i.test(ctx.freeText);
  // A US record is answered on the US guideline alone: "in UK practice calculate QRISK3" and "UK doctors
  // use a different tool" told a Boise, Idaho patient of a pathway not hers, with NICE CG181 cited
  // (review 32, country-32 case 15). UK and neither records keep the QRISK3 aside.
  if (readsAsUsUnits(ctx))
    return {
      clinician: LOW_RISK_CLINICIAN,
      patient:
        "On whether you need a statin: by this risk tool your risk is low, so a statin is not usually started now; healthy eating, activity and blood pressure control come first. A later check or other risk factors could change that answer.",
      steps: [
        "No statin for now at this low estimated risk; recheck risk factors (family history, lipoprotein(a)) that would change the answer",
      ],
      evidence: ["acc-aha-2019-primary-prevention"],
    };
  return {
    clinician:
      LOW_RISK_CLINICIAN +
      " In UK practice NICE offers atorvastatin 20 mg when the QRISK3 10-year CVD risk is 10% or more" +
      (qrisk ? ", and the notes say QRISK3 has not been calculated yet." : "."),
    patient:
      "On whether you need a statin: by this US risk tool your risk is low, so a statin is not usually started now; healthy eating, activity and blood pressure control come first. UK doctors use a different tool (QRISK3), which can give a higher figure and a different answer, and a later check or other risk factors could also change it.",
    steps: [
      `No statin for now at this low estimated risk; ${qrisk ? "calculate QRISK3 (UK: offer atorvastatin 20 mg if 10% or more)" : "in UK practice calculate QRISK3 (offer atorvastatin 20 mg if 10% or more)"} and recheck risk factors (family history, lipoprotein(a)) that would change the answer`,
    ],
    evidence: ["acc-aha-2019-primary-prevention", "nice-cg181-lipid-modification"],
  };
}
