/**
 * Medicine names as the request sent them, in lower case mid-sentence where they are generic names.
 *
 * Names come from the record as typed ("Metformin", "Atorvastatin"), and the rules insert them into
 * sentences: "Withhold Metformin", "Your diabetes medicine Metformin is usually paused" (review 30,
 * wording-30 case 02). Generic names are common nouns and read in lower case mid-sentence; a brand
 * name ("Lipitor") is not one of the recognised generic names and keeps its capital, as does a name
 * that opens a sentence.
 */
import type { MedicationItem } from "../model.ts";
import { drugWord } from "../vocab/brands.ts";

/** The capitalised spellings of generic names in the medicines' names, each with its lower-case form. */
function capitalisedGenerics(meds: readonly MedicationItem[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of meds) {
    for (const generic of m.drugs) {
      // A brand in the vocabulary ("glucophage") keeps its capital (drugWord capitalises brands).
      if (!/^[a-z][a-z -]*$/.test(generic) || drugWord(generic) !== generic) continue;
      const found = new RegExp(`\\b${generic}\\b`, "i").exec(m.name)?.[0];
      if (found !== undefined && found !== generic && found.toLowerCase() === generic) out.set(found, generic);
    }
  }
  return out;
}

/** Text before a word that makes it open a sentence (or a line). */
const OPENS = /(?:^|[.!?]\s+|\n\s*(?:[-*]\s+)?)$/;

/** A function that writes the medicines' generic names in lower case wherever they stand mid-sentence. */
export function genericNamesLowered(meds: readonly MedicationItem[]): (text: string) => string {
  const names = capitalisedGenerics(meds);
  if (names.size === 0) return (text) => text;
  const escaped = [...names.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`\\b(?:${escaped.join("|")})\\b`, "g");
  return (text) =>
    text.replace(pattern, (found: string, at: number) =>
      OPENS.test(text.slice(0, at)) ? found : (names.get(found) ?? found),
    );
}
