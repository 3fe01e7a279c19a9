import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { a1cIronDeficiency } from "./hba1c-iron-deficiency.ts";

/*
 * A glucose a little above the laboratory's range beside a normal HbA1c from the same panel (review
 * 21, quiet-borderline case 10: glucose 104 mg/dL with HbA1c 5.5%). The generic line said a high
 * value "can mean diabetes or prediabetes", which the HbA1c beside it does not support. ADA's
 * criteria (evidence "ada-soc-2026-s2") put prediabetes at an HbA1c of 5.7–6.4% and diabetes at a
 * fasting glucose of 126 mg/dL or more, and ask for a repeat test to confirm a result without
 * unequivocal hyperglycaemia; so the line reads the HbA1c instead.
 */

/** ADA: an HbA1c below 5.7% (39 mmol/mol) is below the prediabetes range. */
const A1C_PREDIABETES = 5.7;
/** ADA: a fasting glucose of 126 mg/dL (7.0 mmol/L) or more is in the diabetes range. */
const FPG_DIABETES = 126;
/** The HbA1c counts as from the same panel within this many days of the glucose (an engine choice). */
const SAME_PANEL_DAYS = 14;
const DAY_MS = 86_400_000;

const MEANING: MeaningInContext = {
  text: "beside a normal HbA1c from the same time (below the prediabetes range of 5.7–6.4%, 39–47 mmol/mol) and below the diabetes range for a fasting glucose (126 mg/dL, 7.0 mmol/L or more) does not point to diabetes; a recent meal, stress or some medicines can raise a single reading, and a raised fasting value is confirmed by a repeat test",
  patient:
    "beside a normal HbA1c (your average blood sugar over about three months) from the same time does not point to diabetes; a recent meal, stress or some medicines can raise a single reading, and your doctor may repeat the test",
  evidence: ["ada-soc-2026-s2"],
};

/** The meaning of a high glucose below the diabetes range with a normal HbA1c from the same time, else undefined. */
export function glucoseWithNormalHba1c(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "glucose" || obs.status !== "high" || obs.time === undefined) return undefined;
  if ((ctx.valueOf(obs) ?? Infinity) >= FPG_DIABETES) return undefined;
  // In pregnancy, or with iron deficiency lowering it, the HbA1c does not settle the glucose.
  if (ctx.conditions("pregnancy").length > 0 || a1cIronDeficiency(ctx) !== undefined) return undefined;
  const a1c = ctx.lab("hba1c");
  const value = ctx.valueOf(a1c);
  if (a1c?.time === undefined || value === undefined || value >= A1C_PREDIABETES) return undefined;
  return Math.abs(a1c.time - obs.time) <= SAME_PANEL_DAYS * DAY_MS ? MEANING : undefined;
}
