import type { RuleContext } from "./context.ts";
import { isStated } from "./notes.ts";

/** Dizziness or light-headedness on standing, as notes state it: symptoms of postural hypotension. */
const POSTURAL_SYMPTOMS =
  /\b(?:dizz(?:y|iness)|light-?headed(?:ness)?)\s+(?:on|when|after)\s+(?:standing|getting\s+up|rising)(?:\s+up)?\b|\bpostural\s+(?:dizziness|light-?headedness)\b/g;

/**
 * Postural symptoms stated in the notes, as quoted text, including ones since settled ("dizziness on
 * standing, resolved"): NICE NG136 asks for a standing reading in people with such symptoms, and a
 * seated reading alone cannot show the drop that caused them. A denied mention does not count.
 */
export function posturalSymptoms(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  for (const m of text.matchAll(POSTURAL_SYMPTOMS)) {
    const end = m.index + m[0].length;
    // Cut the text after the mention so a later "resolved" does not hide it; a denial before it still does.
    if (isStated(text.slice(0, end), m.index, m[0].length)) return m[0].trim();
  }
  return undefined;
}
