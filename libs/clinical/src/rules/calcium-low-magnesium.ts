import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * A low calcium with a low magnesium (review 11, renal case 04: adjusted calcium 1.94 mmol/L with
 * magnesium 0.41 on omeprazole and furosemide, read with the generic list of causes). Magnesium
 * deficiency is one of the named causes of hypocalcaemia (Society for Endocrinology 2016 emergency
 * guidance, which adds "consider PPI-associated hypomagnesaemia"), and a low calcium secondary to
 * it resists treatment until the magnesium is corrected (NHS Ayrshire & Arran hypocalcaemia
 * guideline). So the magnesium is named as the cause to correct first, not one of four.
 */

const LOW = new Set(["low", "critical-low"]);
/** The albumin-correction text that still calls the calcium truly low (rules/calcium-low-albumin.ts). */
const TRUE_LOW = /\btrue low calcium\b/;

/** The low magnesium behind a low calcium, or undefined. */
function lowMagnesium(ctx: RuleContext): LabObservation | undefined {
  const mg = ctx.lab("magnesium");
  return mg !== undefined && LOW.has(mg.status) ? mg : undefined;
}

/**
 * The meaning of a low calcium when magnesium is low too, or undefined (magnesium not low, or the
 * low albumin already explains the calcium: `forAlbumin` is rules/calcium-low-albumin.ts's reading).
 */
export function lowCalciumWithLowMagnesium(
  obs: LabObservation,
  ctx: RuleContext,
  forAlbumin: MeaningInContext | undefined,
): MeaningInContext | undefined {
  if (obs.analyteId !== "calcium" || !LOW.has(obs.status)) return undefined;
  if (forAlbumin !== undefined && !TRUE_LOW.test(forAlbumin.text)) return undefined;
  // On denosumab the drug is the likely cause and the magnesium a contributor (rules/denosumab-hypocalcaemia.ts).
  if (ctx.meds("denosumab").length > 0) return undefined;
  const mg = lowMagnesium(ctx);
  if (mg === undefined) return undefined;
  return {
    text: `comes with a low magnesium (${ctx.show(mg)}), the likely cause and the one to correct first: a low calcium caused by low magnesium does not come up with calcium treatment until the magnesium is replaced`,
    evidence: ["sfe-2016-acute-hypocalcaemia", "nhs-ayrshire-arran-hypocalcaemia"],
  };
}

/** The calcium step beside a low magnesium: magnesium first when the calcium is low; none when it is normal. */
export function calciumStepWithLowMagnesium(ctx: RuleContext): string | undefined {
  const ca = ctx.lab("calcium");
  if (ca === undefined) return "Check calcium";
  if (!LOW.has(ca.status)) return undefined;
  return `Calcium is low too (${ctx.show(ca)}): correct the magnesium first, as the calcium will not come up until it does`;
}
