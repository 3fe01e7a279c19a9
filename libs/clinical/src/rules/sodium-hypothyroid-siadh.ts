import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * A low sodium beside overt hypothyroidism (review 13, adrenal-pituitary round 3, case 03): a woman of
 * 74 with sodium 127, TSH 68 and free T4 3.9, labelled SIADH on the ward and fluid-restricted, got the
 * hyponatraemia and hypothyroidism findings side by side with nothing linking them.
 *
 * SIADH is a diagnosis of exclusion: its criteria require normal thyroid and adrenal function (and no
 * diuretic), so it cannot be called while severe hypothyroidism is untreated or adrenal insufficiency
 * is still possible (GPnotebook diagnostic criteria; ESE/ERBP 2014).
 */

const SIADH_LABEL = /\bsiadh?\b|\binappropriate (?:secretion of )?(?:anti-?diuretic hormone|adh|antidiuresis)\b/i;
const FLUID_RESTRICTION = /\bfluid[- ]restrict\w*|\bfluid limit\w*/i;

export interface HypothyroidSodium {
  text: string;
  step: string;
  refs: string[];
  evidence: readonly string[];
}

/** The reading of a low sodium when the thyroid is overtly underactive, or undefined. */
export function sodiumWithOvertHypothyroidism(ctx: RuleContext): HypothyroidSodium | undefined {
  const tsh = ctx.lab("tsh");
  const ft4 = ctx.lab("free-t4");
  if (tsh?.status !== "high" && tsh?.status !== "critical-high") return undefined;
  if (ft4?.status !== "low" && ft4?.status !== "critical-low") return undefined;
  const labelled = statedMention(ctx.freeText, SIADH_LABEL, true) !== undefined;
  const restricted = statedMention(ctx.freeText, FLUID_RESTRICTION, true) !== undefined;
  const cortisol = ctx.lab("cortisol-am");
  const adrenal =
    cortisol?.status === "normal" || cortisol?.status === "high"
      ? `a morning cortisol of ${ctx.showValue("cortisol-am")} makes adrenal insufficiency less likely, but it should be confirmed if doubt remains`
      : "adrenal insufficiency must also be excluded (a morning cortisol)";
  return {
    text: `Overt hypothyroidism (TSH ${ctx.showValue("tsh")}, free T4 ${ctx.showValue("free-t4")}) can itself cause a low sodium, and SIADH is a diagnosis of exclusion that needs normal thyroid and adrenal function${labelled ? ", so the SIADH label in the notes cannot stand yet" : ""}: treat the hypothyroidism and recheck the sodium as it is corrected; ${adrenal}.${restricted ? " Review the fluid restriction in that light." : ""}`,
    step: `SIADH cannot be diagnosed until hypothyroidism is treated and adrenal insufficiency excluded: treat the thyroid, recheck the sodium${restricted ? " and review the fluid restriction" : ""}`,
    refs: ctx.refs(tsh, ft4, cortisol),
    evidence: ["gpnotebook-siadh-diagnosis"],
  };
}
