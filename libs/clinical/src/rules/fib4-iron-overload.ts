/**
 * A FIB-4 score in iron overload: known haemochromatosis, or a transferrin saturation of 45% or more
 * with a ferritin above 1000 µg/L. The liver's fibrosis stage there is assessed as the haemochromatosis
 * guidance sets out (EASL 2022: at diagnosis, as it decides management and liver-cancer screening;
 * EASL 2010: biopsy may be offered at a ferritin above 1000 µg/L or a raised AST), so the score is read
 * with those sources and the haemochromatosis finding, not the fatty-liver ones and NICE NG49's ELF
 * route (review 36, liver-gi-36 case 05: C282Y homozygous, ferritin 1450 and FIB-4 2.46 cited the
 * MASLD guidance and asked for an ELF test).
 */
import type { RuleContext } from "./context.ts";
import { knownHaemochromatosis } from "./haematology-context.ts";
import { isHigh } from "./lab-status.ts";

const TSAT_SCREEN = 45;
const FERRITIN_LIVER_RISK = 1000;

export const IRON_OVERLOAD_FIB4_EVIDENCE = ["easl-2022-haemochromatosis", "easl-2010-hfe-haemochromatosis"];

/** The iron overload a FIB-4 is read beside, with the words and refs to name it; undefined without. */
export function fib4IronOverload(ctx: RuleContext): { clinician: string; step: string; refs: string[] } | undefined {
  const known = knownHaemochromatosis(ctx);
  const tsat = ctx.lab("tsat");
  const ferritin = ctx.lab("ferritin");
  const tsatValue = ctx.valueOf(tsat);
  const ferritinValue = ctx.valueOf(ferritin);
  const overload =
    tsatValue !== undefined &&
    tsatValue >= TSAT_SCREEN &&
    isHigh(ferritin) &&
    ferritinValue !== undefined &&
    ferritinValue > FERRITIN_LIVER_RISK;
  if (known === undefined && !overload) return undefined;
  const what =
    known !== undefined
      ? `${known.text} is recorded`
      : `transferrin saturation ${ctx.show(tsat)} with ferritin ${ctx.show(ferritin)} points to iron overload`;
  return {
    clinician: `${what}: in iron overload the liver's fibrosis stage is assessed with hepatology as the haemochromatosis guidance sets out (EASL: at diagnosis, as it decides management and liver-cancer screening), so this score is read beside the iron findings rather than on the fatty-liver pathway.`,
    step:
      known !== undefined
        ? "Stage liver fibrosis with hepatology as part of the haemochromatosis assessment"
        : "Stage liver fibrosis with hepatology as part of the iron overload assessment",
    refs: [...(known !== undefined ? [known.ref] : []), ...ctx.refs(tsat, ferritin)],
  };
}
