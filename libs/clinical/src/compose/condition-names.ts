/*
 * Condition names as the clinician summary lists them (review 32, bp-renal-32 case 01: "active
 * problems: Chronic kidney disease stage 3a, Essential hypertension (disorder), hypertension,
 * Hypertension"). Records send names as coded: a SNOMED CT semantic tag ("(disorder)", "(finding)")
 * on the end, the same condition twice in different case, or in capitals. The summary line drops the
 * tag, writes a lower-case or all-capital name in sentence case, and lists a name once. The names
 * themselves are not changed anywhere else: rules read them as sent.
 */

/** SNOMED CT semantic tags that can end a condition's display name. */
const SEMANTIC_TAG =
  /\s*\((?:disorder|finding|situation|morphologic abnormality|clinical finding|observable entity|event)\)\s*$/i;

/** A name in capitals with a word of five or more letters ("TYPE 2 DIABETES"); "COPD" stays as it is. */
const SHOUTED = /^[^a-z]*[A-Z]{5}[^a-z]*$/;

function tidy(name: string): string {
  const bare = name.replace(SEMANTIC_TAG, "").trim();
  if (bare === "") return name.trim();
  const cased = SHOUTED.test(bare) ? bare.toLowerCase() : bare;
  return cased.charAt(0).toUpperCase() + cased.slice(1);
}

/** The names tidied for the summary line, each listed once (case-insensitively), in their first order. */
export function summaryConditionNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const shown = tidy(name);
    const key = shown.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(shown);
  }
  return out;
}
