import type { RuleContext } from "./context.ts";
import { isStated } from "./notes.ts";

/*
 * An enlarged spleen stated in a scan report or the notes (review 35, liver-35 case 03: "spleen 14 cm"
 * from an ultrasound, in the notes of a man with fatty liver, platelets 142 and a FIB-4 of 2.39, was not
 * read, and the plan was an ELF test as for any indeterminate score). In chronic liver disease an
 * enlarged spleen comes from portal hypertension, often as its only sign, and goes with a falling
 * platelet count (accessmedicine-cirrhosis-hypersplenism), so beside a FIB-4 above the low cut-off it
 * points to advanced fibrosis or cirrhosis, for hepatology rather than staging in primary care.
 * Engine choice: an adult spleen is called enlarged from 13 cm, as cirrhosisOnImaging reads a report.
 */

/** Spleen length (cm) from which it is called enlarged. */
const ENLARGED_SPLEEN_CM = 13;

/** A spleen length ("spleen 14 cm", "spleen measures 13.5 cm"). */
const SPLEEN_SIZE = /\bspleen\b[^.;]{0,25}?(\d+(?:\.\d+)?)\s*cm\b/g;
/** An enlarged spleen in words. */
const SPLENOMEGALY = /\b(?:splenomegaly|enlarged spleen|spleen (?:is |was )?(?:mildly |moderately )?enlarged)\b/g;

/** The first stated enlarged spleen in a text, as the words that state it. */
function enlargedIn(text: string): string | undefined {
  for (const m of text.matchAll(SPLEEN_SIZE))
    if (Number(m[1]) >= ENLARGED_SPLEEN_CM && isStated(text, m.index, m[0].length)) return m[0];
  for (const m of text.matchAll(SPLENOMEGALY)) if (isStated(text, m.index, m[0].length)) return m[0];
  return undefined;
}

/** An enlarged spleen stated in a scan report or the notes, with where it was read and its reference. */
export function enlargedSpleen(ctx: RuleContext): { text: string; ref?: string } | undefined {
  for (const study of ctx.model.imaging) {
    const words = enlargedIn(study.text.toLowerCase());
    if (words !== undefined) return { text: `"${words}" on ${study.type.toLowerCase()}`, ref: study.ref };
  }
  const words = enlargedIn(ctx.freeText);
  return words === undefined ? undefined : { text: `"${words}" in the notes` };
}
