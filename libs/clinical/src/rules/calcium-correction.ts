import type { LabObservation } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";

/*
 * The albumin-corrected calcium a high total calcium is graded on (review 11, renal case 15):
 * corrected calcium (mg/dL) = measured total calcium + 0.8 × (4.0 − albumin in g/dL)
 * (SUMMARIES["medscape-calcium-albumin-correction"]). Used only when the albumin is below 4.0 g/dL,
 * so the correction never lowers a grade, only when the laboratory's result is a total calcium (not
 * already adjusted), and only with an albumin from the same time.
 */

/** The albumin (g/dL) the correction adjusts to. */
export const ALBUMIN_REFERENCE_G_DL = 4.0;
/** mg/dL of calcium added per g/dL of albumin below the reference. */
const CALCIUM_PER_ALBUMIN = 0.8;
/** An albumin within this many days of the calcium is from the same time. */
const SAME_TIME_DAYS = 2;
/** mmol/L per mg/dL of calcium. */
export const MMOL_PER_MG_DL = 0.2495;

export interface CorrectedCalcium {
  /** In mg/dL, the rule unit. */
  value: number;
  albumin: LabObservation;
  /** "; albumin-corrected about 14.1 mg/dL (albumin 3.1 g/dL (2026-11-19))" */
  text: string;
}

/** The albumin (g/dL) taken at the same time as the calcium, when the record has one. */
export function albuminBeside(
  ctx: RuleContext,
  caObs: LabObservation,
): { albumin: LabObservation; alb: number } | undefined {
  const albumin = ctx.lab("albumin");
  const alb = ctx.valueOf(albumin);
  if (albumin === undefined || alb === undefined) return undefined;
  if (
    albumin.time !== undefined &&
    caObs.time !== undefined &&
    Math.abs(albumin.time - caObs.time) > SAME_TIME_DAYS * 86_400_000
  )
    return undefined;
  return { albumin, alb };
}

/** Calcium (mg/dL) adjusted to an albumin of 4.0 g/dL: up for a lower albumin, down for a higher one. */
export function adjustedForAlbumin(caMgDl: number, albGdL: number): number {
  return caMgDl + CALCIUM_PER_ALBUMIN * (ALBUMIN_REFERENCE_G_DL - albGdL);
}

export function albuminCorrectedCalcium(
  ctx: RuleContext,
  caObs: LabObservation | undefined,
  ca: number,
  adjustedName: RegExp,
): CorrectedCalcium | undefined {
  if (caObs === undefined || adjustedName.test(caObs.name)) return undefined;
  const beside = albuminBeside(ctx, caObs);
  if (beside === undefined || beside.alb <= 0 || beside.alb >= ALBUMIN_REFERENCE_G_DL) return undefined;
  const { albumin } = beside;
  const value = adjustedForAlbumin(ca, beside.alb);
  const shown =
    caObs.unit === "mmol/L" ? `${formatNumber(value * MMOL_PER_MG_DL, 2)} mmol/L` : `${formatNumber(value, 1)} mg/dL`;
  return { value, albumin, text: `; albumin-corrected about ${shown} (albumin ${ctx.show(albumin)})` };
}
