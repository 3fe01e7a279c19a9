import { albuminuriaLasting, latestAcrRaised } from "./albuminuria-persistence.ts";
import type { RuleContext } from "./context.ts";
import { statedEarlierLowEgfr } from "./ckd-stable-older.ts";

/** KDIGO 2024: a GFR below 60 lasting more than 3 months defines CKD. */
const LOW_GFR = 60;
const CHRONIC_MS = 90 * 86_400_000;

/**
 * A low eGFR that does not yet show chronic kidney disease (review 12, cardiometabolic case 12:
 * one eGFR of 55 with no urine ACR, yet an SGLT2 inhibitor was advised "for kidney disease" beside
 * a staging finding saying CKD was not established). KDIGO 2024 needs the abnormality to last more
 * than 3 months (SUMMARIES["kdigo-2024-ckd"]): no CKD on record, no albuminuria, no low eGFR
 * stated in the notes, and no two low eGFRs 3 months apart.
 */
export function lowEgfrNotYetCkd(ctx: RuleContext): boolean {
  const egfr = ctx.value("egfr");
  return egfr !== undefined && egfr < LOW_GFR && !latestAcrRaised(ctx) && kidneyMarkerNotYetCkd(ctx, egfr);
}

/** Whether the abnormal results of a series span the 3 months that make a kidney marker chronic. */
function lasting(ctx: RuleContext, id: string, abnormal: (value: number) => boolean): boolean {
  const points = ctx.series(id)?.points.filter((p) => abnormal(p.value)) ?? [];
  const first = points[0];
  const last = points[points.length - 1];
  return first !== undefined && last !== undefined && last.time - first.time >= CHRONIC_MS;
}

/**
 * A low eGFR or a raised urine ACR that does not yet show chronic kidney disease, read as the
 * ckd-stage finding reads it: no CKD or kidney failure on record, no earlier low eGFR stated in the
 * notes, and neither the low eGFR nor the raised ACR seen 3 months apart (an ACR in the unit it was
 * reported in, or an earlier raised one in the notes: albuminuria-persistence.ts). KDIGO 2024 (Practice
 * Point 1.1.3.2) does not take one abnormal eGFR or ACR as chronic (review 15, primary-care-labs
 * case 02: an SGLT2 inhibitor finding said "kidney disease" after a single ACR of 4.1 mg/mmol while
 * the staging finding said one result did not establish it).
 */
export function kidneyMarkerNotYetCkd(ctx: RuleContext, egfr: number | undefined): boolean {
  const lowGfr = egfr !== undefined && egfr < LOW_GFR;
  const albuminuria = latestAcrRaised(ctx);
  if (!lowGfr && !albuminuria) return false;
  if (ctx.conditions("ckd").length > 0 || ctx.conditions("kidney-failure").length > 0) return false;
  if (lowGfr && statedEarlierLowEgfr(ctx) !== undefined) return false;
  return !(lowGfr && lasting(ctx, "egfr", (v) => v < LOW_GFR)) && !(albuminuria && albuminuriaLasting(ctx));
}
