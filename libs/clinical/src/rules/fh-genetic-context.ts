import { onsetWords } from "../vocab/family.ts";
import type { RuleContext } from "./context.ts";
import { PREMATURE_CHD_AGE } from "./fh-notes.ts";
import { LDL_SEVERE } from "./patterns.ts";

/**
 * Premature coronary disease in a first-degree relative (NICE CG71: before 60) in the structured
 * family history, as a sentence for the genetic FH finding: the family story fits the variant.
 */
export function fhFamilyPrematureChd(ctx: RuleContext): { text: string; refs: string[] } {
  const relatives = ctx
    .family("ascvd")
    .filter((f) => (f.degree ?? 1) === 1 && f.onsetAge !== undefined && f.onsetAge < PREMATURE_CHD_AGE);
  if (relatives.length === 0) return { text: "", refs: [] };
  const named = relatives.map((f) => `${f.relationship} (${f.condition.toLowerCase()}${onsetWords(f)})`).join(", ");
  return {
    text: ` Premature coronary disease in a first-degree relative, the ${named}, fits the inherited diagnosis.`,
    refs: relatives.map((f) => f.ref),
  };
}

/**
 * LDL-C at the severe level (≥190 mg/dL, 4.9 mmol/L) beside a confirmed FH variant: the variant
 * explains it, so the FH finding gives the value and says treatment should not wait, in place of a
 * second cholesterol finding.
 */
export function fhSevereLdl(ctx: RuleContext): { clinician: string; patient: string; refs: string[] } | undefined {
  const ldl = ctx.value("ldl-c");
  if (ldl === undefined || ldl < LDL_SEVERE) return undefined;
  return {
    clinician: `LDL-C ${ctx.showValue("ldl-c")} is at the severe level the variant explains; start treatment now rather than after a risk calculation.`,
    patient: "Your LDL ('bad') cholesterol is very high, so ask your doctor about starting treatment soon.",
    refs: ctx.refs(ctx.lab("ldl-c")),
  };
}
