import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * Reading a hyponatraemia work-up that is already in the record (review 34, kidney-lytes-34 case 07:
 * sodium 127 with serum osmolality 262, urine osmolality 480 and urine sodium 52, euvolaemic, no
 * diuretic, normal TSH and cortisol, was told only "read the osmolality and urine sodium in the
 * record"). The laboratory criteria for SIADH (GPnotebook, "gpnotebook-siadh-diagnosis"): plasma
 * osmolality below 280 mOsm/kg, urine osmolality above 100, urine sodium above 30 mmol/L, clinical
 * euvolaemia, normal thyroid and adrenal function, and no diuretic. The results that meet them are
 * said so; what is still missing (euvolaemia in the notes, thyroid or adrenal results) is named.
 */

/** GPnotebook's SIADH criteria, in mOsm/kg and mmol/L (mEq/L is the same number for sodium). */
const SERUM_OSMOLALITY_BELOW = 280;
const URINE_OSMOLALITY_ABOVE = 100;
const URINE_SODIUM_ABOVE = 30;

const URINE_SODIUM = /\burine\b.*\b(sodium|na)\b|\b(sodium|na)\b.*\burine\b|\bu[- ]?na\b/i;
const URINE_OSMOLALITY = /\burine\b.*\bosmol/i;
const EUVOLAEMIC = /\beu-?vol(?:a)?emi(?:c|a)\b/i;

/** The latest result whose name matches, with a number. */
function latestNamed(ctx: RuleContext, re: RegExp): LabObservation | undefined {
  return ctx.model.labs
    .filter((o) => re.test(o.name) && o.value.kind === "number")
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

const numberOf = (o: LabObservation) => (o.value.kind === "number" ? o.value.value : NaN);

export interface SiadhReading {
  text: string;
  /** Lower-case, to follow "Assess symptoms and volume status; ". */
  step: string;
  refs: string[];
}

/**
 * The SIADH reading of a low sodium whose osmolalities and urine sodium meet the laboratory criteria,
 * with no sodium-lowering diuretic (the caller says whether one is taken); else undefined.
 */
export function siadhPattern(ctx: RuleContext, onDiuretic: boolean): SiadhReading | undefined {
  if (onDiuretic) return undefined;
  const serum = ctx.lab("osmolality-serum");
  const serumValue = ctx.valueOf(serum);
  const urineOsm = latestNamed(ctx, URINE_OSMOLALITY);
  const urineNa = latestNamed(ctx, URINE_SODIUM);
  if (serum === undefined || serumValue === undefined || urineOsm === undefined || urineNa === undefined)
    return undefined;
  if (
    serumValue >= SERUM_OSMOLALITY_BELOW ||
    numberOf(urineOsm) <= URINE_OSMOLALITY_ABOVE ||
    numberOf(urineNa) <= URINE_SODIUM_ABOVE
  )
    return undefined;
  const tsh = ctx.lab("tsh");
  const cortisol = ctx.lab("cortisol-am");
  // A thyroid or adrenal result outside its range is read by its own findings: no SIADH reading then.
  if ((tsh !== undefined && tsh.status !== "normal") || (cortisol !== undefined && cortisol.status === "low"))
    return undefined;
  const euvolaemic = statedMention(ctx.freeText, EUVOLAEMIC) !== undefined;
  const missing = [
    euvolaemic ? "" : "clinical euvolaemia",
    tsh === undefined ? "normal thyroid function" : "",
    cortisol === undefined ? "normal adrenal function (a morning cortisol)" : "",
  ].filter(Boolean);
  const shown = [
    euvolaemic ? "euvolaemic in the notes" : "",
    tsh === undefined ? "" : `TSH ${ctx.show(tsh)}`,
    cortisol === undefined ? "" : `cortisol ${ctx.show(cortisol)}`,
  ].filter(Boolean);
  return {
    text: `Serum osmolality ${ctx.show(serum)} (below ${SERUM_OSMOLALITY_BELOW}), urine osmolality ${ctx.show(urineOsm)} (above ${URINE_OSMOLALITY_ABOVE}, so inappropriately concentrated) and urine sodium ${ctx.show(urineNa)} (above ${URINE_SODIUM_ABOVE}), with no diuretic listed${shown.length > 0 ? `, ${shown.join(", ")}` : ""}: this fits the syndrome of inappropriate antidiuresis (SIADH)${missing.length > 0 ? `, once ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} confirmed` : ""}. SIADH is a diagnosis of exclusion whose cause is then looked for.`,
    step: `the osmolalities and urine sodium fit SIADH${missing.length > 0 ? `: confirm ${missing.join(" and ")}` : ""}; look for its cause`,
    refs: ctx.refs(serum, urineOsm, urineNa, tsh, cortisol),
  };
}
