import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { formatNumber } from "../text.ts";
import { ALBUMIN_REFERENCE_G_DL, adjustedForAlbumin, albuminBeside, MMOL_PER_MG_DL } from "./calcium-correction.ts";
import type { RuleContext } from "./context.ts";

/*
 * A total calcium just above the range beside a high-normal albumin (review 12, overcall case 04:
 * calcium 10.3 mg/dL with albumin 4.8 g/dL was sent to a parathyroid work-up). The adjustment
 * estimates the calcium as if the albumin were at its usual level (4.0 g/dL), so it works in both
 * directions: calcium + 0.8 × (4.0 − albumin g/dL) (SUMMARIES["medscape-calcium-albumin-correction"],
 * ["gpnotebook-calcium-adjustment"]); NICE NG132 reads hyperparathyroidism from the albumin-adjusted
 * calcium. rules/calcium-correction.ts only raises a calcium for a low albumin, so a grade is never
 * lowered there; here the same adjustment (adjustedForAlbumin) is used only to tell a raised total calcium that is normal once
 * adjusted, with the albumin from the same time and the range sent with the result.
 */

const MG_DL_PER_MMOL = 1 / MMOL_PER_MG_DL;

const EVIDENCE = [
  "medscape-calcium-albumin-correction",
  "gpnotebook-calcium-adjustment",
  "nice-ng132-primary-hyperparathyroidism",
];

/** The upper limit of the calcium's range in mg/dL, when the range has one in a unit we know. */
function upperLimitMgDl(obs: LabObservation): number | undefined {
  const high = obs.range?.high;
  if (high === undefined) return undefined;
  const unit = (obs.range?.unit ?? obs.unit ?? "").trim().toLowerCase();
  if (unit === "mg/dl") return high;
  if (unit === "mmol/l") return high * MG_DL_PER_MMOL;
  return undefined;
}

/**
 * The meaning of a raised total calcium that falls within its range once adjusted for a high-normal
 * albumin from the same time, or undefined when that is not the case.
 */
export function highCalciumForAlbumin(
  obs: LabObservation | undefined,
  ctx: RuleContext,
  adjustedName: RegExp,
): MeaningInContext | undefined {
  if (obs?.analyteId !== "calcium" || obs.standard === undefined || obs.status !== "high") return undefined;
  if (adjustedName.test(obs.name)) return undefined;
  const beside = albuminBeside(ctx, obs);
  if (beside === undefined || beside.alb <= ALBUMIN_REFERENCE_G_DL) return undefined;
  const { albumin } = beside;
  const limit = upperLimitMgDl(obs);
  const adjusted = adjustedForAlbumin(obs.standard.value, beside.alb);
  if (limit === undefined || adjusted > limit) return undefined;
  const shown =
    obs.unit?.trim().toLowerCase() === "mmol/l"
      ? `${formatNumber(adjusted / MG_DL_PER_MMOL, 2)} mmol/L`
      : `${formatNumber(adjusted, 1)} mg/dL`;
  return {
    text: `is explained by the albumin (${ctx.show(albumin)}), the protein that carries calcium in the blood, being at the top of its range: adjusted for it, the calcium is about ${shown}, within the usual range, so this does not point to an overactive parathyroid gland and needs no further tests on its own`,
    evidence: EVIDENCE,
  };
}
