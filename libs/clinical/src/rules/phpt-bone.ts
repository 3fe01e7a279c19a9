import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { isHigh } from "./lab-status.ts";

/*
 * Osteoporosis beside a PTH-dependent high calcium (review 13, adrenal-pituitary case 07: calcium
 * 2.78 mmol/L, PTH not suppressed, osteoporosis). The bone finding offered a bisphosphonate first
 * line and told the clinician to "correct [the calcium] first if low". In primary
 * hyperparathyroidism with osteopenia or osteoporosis, parathyroidectomy was associated with fewer
 * fractures and bisphosphonates were not (Yeh 2016, 6272 patients), and osteoporosis is a reason
 * for surgery (NICE NG132, in the calcium finding).
 */

export interface PhptBone {
  calcium: LabObservation;
  pth: LabObservation;
}

/** A high calcium with a PTH that is high or within its range (not suppressed); else undefined. */
export function pthDependentHypercalcaemia(ctx: RuleContext): PhptBone | undefined {
  const calcium = ctx.lab("calcium");
  const pth = ctx.lab("pth-intact");
  if (!isHigh(calcium) || pth === undefined || !(pth.status === "normal" || isHigh(pth))) return undefined;
  return { calcium, pth };
}

/** The bone treatment step when osteoporosis comes with a PTH-dependent high calcium. */
export function phptBoneStep(p: PhptBone, ctx: RuleContext): string {
  return `Calcium ${ctx.show(p.calcium)} is high with PTH ${ctx.show(p.pth)} not suppressed (see the calcium finding): refer for parathyroidectomy, the treatment associated with fewer fractures in primary hyperparathyroidism with osteoporosis; decide any bisphosphonate with the parathyroid team, for example if surgery is not done`;
}
