import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { gestation } from "./pregnancy-labs.ts";

/*
 * A low creatinine in a current pregnancy (review 11, renal case 14: 28 weeks, creatinine 41 µmol/L
 * was read as "low muscle mass"). The glomerular filtration rate rises from early pregnancy, so
 * creatinine runs lower than outside pregnancy: mean values are about 77–84% of non-pregnant means
 * across the trimesters, and a value above 77 µmol/L (0.87 mg/dL) is already outside the normal
 * range for pregnancy (Wiles 2019, SUMMARIES["wiles-2019-creatinine-pregnancy"]; the pregnancy
 * reference table of Abbassi-Ghanavati 2009 gives lower trimester ranges too). The high side is
 * read by pregnancy-creatinine-raised (rules/pregnancy-labs.ts); this is the low side's text.
 */

/** Creatinine (µmol/L) above which a value is outside the normal range for pregnancy (Wiles 2019). */
const PREGNANCY_CREATININE_MAX_UMOL = 77;

/** The text for a low current creatinine in pregnancy: expected, not a concern; else undefined. */
export function lowCreatinineInPregnancy(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "creatinine" || obs.status !== "low" || obs !== ctx.lab("creatinine")) return undefined;
  if (gestation(ctx) === undefined) return undefined;
  return {
    text: `is expected in pregnancy: the kidneys filter more from early pregnancy, so creatinine runs lower than outside it, and on its own this is not a concern. In pregnancy it is a creatinine above ${PREGNANCY_CREATININE_MAX_UMOL} µmol/L (0.87 mg/dL), even one inside the usual range, that needs checking`,
    evidence: ["wiles-2019-creatinine-pregnancy", "abbassi-ghanavati-2009-pregnancy-labs"],
  };
}
