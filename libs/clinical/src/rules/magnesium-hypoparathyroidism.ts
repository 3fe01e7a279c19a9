import type { LabObservation } from "../model.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";

/*
 * A low calcium with a low PTH and a low magnesium, with no neck surgery, is functional
 * hypoparathyroidism: magnesium deficiency holds back PTH release and action, and the calcium does
 * not stay up until the magnesium is replaced (review 13, nutrition case 03: magnesium 0.38, adjusted
 * calcium 1.92, PTH 1.1, cramps and tremor, omeprazole for 6 years, bendroflumethiazide, digoxin for
 * AF). Below 0.5 mmol/L NHS Highland's hypomagnesaemia guideline gives magnesium intravenously (20 mmol
 * over 3 hours, three doses 12-hourly) and names diuretics and PPIs as causes and a higher risk of
 * digoxin toxicity; the Society for Endocrinology lists magnesium deficiency, PPI-associated among
 * others, as a cause of acute hypocalcaemia and gives IV calcium for severe symptoms.
 */

export interface MagnesiumHypoparathyroidism {
  reading: string;
  title: string;
  patientCause: string;
  severeSteps: string[];
  evidence: string[];
}

export function magnesiumHypoparathyroidism(
  ctx: RuleContext,
  magnesium: LabObservation,
  severe: boolean,
): MagnesiumHypoparathyroidism {
  const causes = [...ctx.meds("ppi"), ...ctx.meds("thiazide")];
  const causeText =
    causes.length > 0
      ? `; ${medNames(causes)} ${severalMedicines(causes) ? "are" : "is a"} likely cause${severalMedicines(causes) ? "s" : ""} of the low magnesium`
      : "";
  const digoxin = ctx.meds("digoxin");
  return {
    reading: `with magnesium ${ctx.show(magnesium)} low and no neck surgery recorded, this is most likely functional hypoparathyroidism from magnesium deficiency, which holds back PTH release and action, so the calcium will not stay up until the magnesium is replaced${causeText}.`,
    title: severe
      ? "Severe hypocalcaemia from low magnesium (functional hypoparathyroidism): IV magnesium and calcium now"
      : "Hypocalcaemia from low magnesium (functional hypoparathyroidism)",
    patientCause:
      "because your magnesium is very low: the glands in your neck that control calcium (the parathyroid glands) need magnesium to work, so the calcium will not come up until the magnesium is replaced.",
    severeSteps: [
      `Emergency: replace magnesium intravenously with ECG monitoring${digoxin.length > 0 ? ` (on ${medNames(digoxin)}: check the QT interval and a digoxin level)` : ""}, for example 20 mmol magnesium sulfate over 3 hours, repeated 12-hourly for three doses (half the dose, given more slowly, if eGFR is below 30); recheck magnesium, calcium and potassium often`,
      `Give IV calcium gluconate with ECG monitoring for the symptoms (10–20 mL of 10% in 50–100 mL 5% glucose over 10 minutes)${digoxin.length > 0 ? ", with senior advice as digoxin is taken" : ""}, knowing it will not hold until the magnesium is corrected`,
      ...(causes.length > 0 ? [`Stop or switch ${medNames(causes)} and recheck magnesium once replaced`] : []),
    ],
    evidence: ["nhs-highland-hypomagnesaemia"],
  };
}
