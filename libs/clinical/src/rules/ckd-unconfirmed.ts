import type { RuleContext } from "./context.ts";
import { statedEarlierLowEgfr } from "./ckd-stable-older.ts";

/** KDIGO 2024: a GFR below 60 lasting more than 3 months defines CKD. */
const LOW_GFR = 60;
const CHRONIC_MS = 90 * 86_400_000;
const ALBUMINURIA = 30;

/**
 * A low eGFR that does not yet show chronic kidney disease (review 12, cardiometabolic case 12:
 * one eGFR of 55 with no urine ACR, yet an SGLT2 inhibitor was advised "for kidney disease" beside
 * a staging finding saying CKD was not established). KDIGO 2024 needs the abnormality to last more
 * than 3 months (SUMMARIES["kdigo-2024-ckd"]): no CKD on record, no albuminuria, no low eGFR
 * stated in the notes, and no two low eGFRs 3 months apart.
 */
export function lowEgfrNotYetCkd(ctx: RuleContext): boolean {
  const egfr = ctx.value("egfr");
  if (egfr === undefined || egfr >= LOW_GFR) return false;
  if (ctx.conditions("ckd").length > 0 || ctx.conditions("kidney-failure").length > 0) return false;
  if ((ctx.value("uacr") ?? 0) >= ALBUMINURIA || statedEarlierLowEgfr(ctx) !== undefined) return false;
  const low = ctx.series("egfr")?.points.filter((p) => p.value < LOW_GFR) ?? [];
  const first = low[0];
  const last = low[low.length - 1];
  return first === undefined || last === undefined || last.time - first.time < CHRONIC_MS;
}
