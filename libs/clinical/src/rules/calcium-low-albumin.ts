import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { formatNumber } from "../text.ts";
import { albuminCorrectedCalcium } from "./calcium-correction.ts";
import type { RuleContext } from "./context.ts";

/*
 * A low total calcium beside a low albumin (review 11, lab-panels #15: calcium 7.9 mg/dL with
 * albumin 2.4 g/dL, corrected about 9.2 mg/dL, was told to the patient as a low calcium). The
 * same albumin correction the high-calcium grading uses (rules/calcium-correction.ts) is applied
 * before a low total calcium is read: corrected into the range, the low reading is the albumin's;
 * still below it, the calcium is truly low. Only the lower limit of the range sent with the result
 * (or the catalogue's) is used, in mg/dL or mmol/L; without one no claim is made.
 */

/** mg/dL of calcium per mmol/L. */
const MG_DL_PER_MMOL = 1 / 0.2495;

const EVIDENCE = ["medscape-calcium-albumin-correction"];

/** The lower limit of the calcium's range in mg/dL, when the range has one in a unit we know. */
function lowerLimitMgDl(obs: LabObservation): number | undefined {
  const low = obs.range?.low;
  if (low === undefined) return undefined;
  const unit = (obs.range?.unit ?? obs.unit ?? "").trim().toLowerCase();
  if (unit === "mg/dl") return low;
  if (unit === "mmol/l") return low * MG_DL_PER_MMOL;
  return undefined;
}

/**
 * What a low total calcium means once corrected for a low albumin from the same time, or
 * undefined when no correction applies (no low albumin, a calcium already adjusted, no usable range).
 */
export function lowCalciumForAlbumin(
  obs: LabObservation,
  ctx: RuleContext,
  adjustedName: RegExp,
): MeaningInContext | undefined {
  if (obs.analyteId !== "calcium" || obs.standard === undefined || obs.value.kind !== "number") return undefined;
  if (obs.status !== "low" && obs.status !== "critical-low") return undefined;
  const corrected = albuminCorrectedCalcium(ctx, obs, obs.standard.value, adjustedName);
  const limit = lowerLimitMgDl(obs);
  if (corrected === undefined || limit === undefined) return undefined;
  const mmol = obs.unit?.trim().toLowerCase() === "mmol/l";
  const shown = mmol
    ? `${formatNumber(corrected.value / MG_DL_PER_MMOL, 2)} mmol/L`
    : `${formatNumber(corrected.value, 1)} mg/dL`;
  const albumin = `albumin ${ctx.show(corrected.albumin)}`;
  if (corrected.value >= limit) {
    return {
      text: `is explained by the low albumin (${albumin}), the protein that carries calcium in the blood: adjusted for it, the calcium is about ${shown}, within the usual range, so the calcium the body uses is probably normal`,
      evidence: EVIDENCE,
    };
  }
  return {
    text: `stays low after adjusting for the low albumin (${albumin}): about ${shown}, so it is a true low calcium; low vitamin D, low magnesium, underactive parathyroid glands and kidney disease are the usual causes, which magnesium, vitamin D, parathyroid hormone (PTH) and kidney tests tell apart`,
    evidence: EVIDENCE,
  };
}
