/**
 * Medicine names as the request sent them, in lower case mid-sentence where they are generic names.
 *
 * Names come from the record as typed ("Metformin", "Atorvastatin"), and the rules insert them into
 * sentences: "Withhold Metformin", "Your diabetes medicine Metformin is usually paused" (review 30,
 * wording-30 case 02). Generic names are common nouns and read in lower case mid-sentence; a brand
 * name ("Lipitor") is not one of the recognised generic names and keeps its capital, as does a name
 * that opens a sentence.
 *
 * Review 31 (medcase-31) applies the same rule to the clinician text, the next steps and titles, so
 * every report reads one way ("Withhold metformin"; "Metformin 500 mg and lisinopril were …"). Words
 * inside a quoted note ("…") that the record holds word for word are the clinician's own and stay
 * exactly as written.
 */
import type { MedicationItem, PatientModel } from "../model.ts";
import { drugWord } from "../vocab/brands.ts";
import { OTHER_GENERIC_NAMES } from "../vocab/generic-names.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";

/**
 * Every generic name the vocabulary knows, each with a whole-word pattern to find it in a medicine's
 * name: those of the drug classes and those outside them. A medicine's recognised drugs alone miss
 * some: "Tranexamic acid" and "Senna" belong to no class, and the trimethoprim of
 * "Trimethoprim-sulfamethoxazole DS" is read as the combination (review 32, medcase-32 cases 01 and
 * 06: each kept its capital mid-sentence). Brands are left out: they keep their capitals.
 */
const KNOWN_GENERICS = [...new Set([...Object.values(DRUG_CLASSES).flat(), ...OTHER_GENERIC_NAMES])]
  .filter((g) => /^[a-z][a-z -]*$/.test(g) && drugWord(g) === g)
  .map((g) => ({ g, re: new RegExp(`\\b${g}\\b`, "i") }));

/** The generic names a medicine carries: its recognised drugs and any known generic name in its listed name. */
function genericsOf(m: MedicationItem): string[] {
  return [...new Set([...m.drugs, ...KNOWN_GENERICS.filter(({ re }) => re.test(m.name)).map(({ g }) => g)])];
}

/** Salt words written before a generic name ("Sodium valproate", "Potassium chloride"). */
const SALT_WORDS = /(?:sodium|semisodium|potassium|calcium|magnesium|ferrous|zinc)/;

/** The capitalised spellings of generic names in the medicines' names, each with its lower-case form. */
function capitalisedGenerics(meds: readonly MedicationItem[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of meds) {
    for (const generic of genericsOf(m)) {
      // A brand in the vocabulary ("glucophage") keeps its capital (drugWord capitalises brands).
      if (!/^[a-z][a-z -]*$/.test(generic) || drugWord(generic) !== generic) continue;
      const found = new RegExp(`\\b${generic}\\b`, "i").exec(m.name)?.[0];
      // An abbreviation written in capitals ("HRT") is not a generic name to lower (review 31, medcase-31b).
      if (found !== undefined && found !== generic && found !== found.toUpperCase() && found.toLowerCase() === generic)
        out.set(found, generic);
      // A salt word before the generic name is part of it: "Valproate (Sodium valproate 500 mg)"
      // read with a capital inside the brackets (review 33, mental-addiction-33 case 06).
      const salt = new RegExp(`\\b${SALT_WORDS.source} ${generic}\\b`, "i").exec(m.name)?.[0];
      if (salt !== undefined && /^[A-Z][a-z]+ /.test(salt) && salt.toLowerCase() !== salt)
        out.set(salt, salt.toLowerCase());
    }
  }
  return out;
}

/**
 * Text before a word that makes it open a sentence (or a line, or a list item). The full stop of
 * "e.g." or "i.e." ends no sentence: the name after it stands mid-sentence (review 31, medcase-31b).
 */
const OPENS = /(?:^|(?<!\b(?:e\.g|i\.e))[.!?]\s+|\n\s*(?:(?:[-*]|\d+[.)])\s+)?)$/i;

/**
 * A capitalised word after the name: the name is part of a title-case label as sent, such as the
 * laboratory's test name "Vancomycin Trough", and lowering it alone would read "vancomycin Trough"
 * (review 31, medcase-31b).
 */
const TITLE_CASE_NEXT = /^ [A-Z][a-z]/;

/** Quoted words, straight or curly quotes, on one line. */
const QUOTED = /"([^"\n]*)"|“([^”\n]*)”/g;

/**
 * The [start, end) spans of quoted passages the record holds word for word: a note, a listed
 * condition or a medication entry as the clinician wrote it. A quote of the report's own words (a
 * pointer to another point, 'the point that begins "…"') is not one, and reads like the point it quotes.
 */
function recordQuotes(text: string, recorded: string): [number, number][] {
  return [...text.matchAll(QUOTED)]
    .filter((q) => {
      const inner = q[1] ?? q[2] ?? "";
      return inner.trim() !== "" && recorded.includes(inner);
    })
    .map((q) => [q.index, q.index + q[0].length]);
}

/**
 * A function that writes the medicines' generic names in lower case wherever they stand
 * mid-sentence. `recorded` is the record's own text (notes, conditions, medication entries): a
 * quoted passage found in it is left exactly as written.
 */
export function genericNamesLowered(meds: readonly MedicationItem[], recorded = ""): (text: string) => string {
  const names = capitalisedGenerics(meds);
  if (names.size === 0) return (text) => text;
  const escaped = [...names.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`\\b(?:${escaped.join("|")})\\b`, "g");
  return (text) => {
    const quoted = recorded === "" ? [] : recordQuotes(text, recorded);
    return text.replace(pattern, (found: string, at: number) =>
      OPENS.test(text.slice(0, at)) ||
      quoted.some(([from, to]) => at >= from && at < to) ||
      TITLE_CASE_NEXT.test(text.slice(at + found.length, at + found.length + 3))
        ? found
        : (names.get(found) ?? found),
    );
  };
}

/** The record's own text, as the clinician wrote it: notes, listed conditions and medication entries. */
export function recordedText(model: PatientModel): string {
  return [
    ...Object.values(model.notes),
    ...model.conditions.map((c) => c.name),
    // Rules quote a regimen as dosage and frequency together ("15 mg once daily").
    ...model.medications.flatMap((m) => [m.name, m.dosage, m.frequency, `${m.dosage ?? ""} ${m.frequency ?? ""}`]),
  ]
    .filter((s): s is string => typeof s === "string")
    .join("\n");
}
