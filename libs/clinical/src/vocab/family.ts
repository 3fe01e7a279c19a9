import { nameKey } from "../text.ts";
import type { Sex } from "../model.ts";
import { conditionConcepts } from "./conditions.ts";

const FIRST = [
  "mother",
  "father",
  "brother",
  "sister",
  "son",
  "daughter",
  "parent",
  "sibling",
  "child",
  "mom",
  "mum",
  "mam",
  "dad",
  "twin",
];
const SECOND = [
  "grandmother",
  "grandfather",
  "grandparent",
  "aunt",
  "uncle",
  "niece",
  "nephew",
  "half brother",
  "half sister",
  "granddaughter",
  "grandson",
  "grandma",
  "grandpa",
  "grandad",
  "granddad",
  "granny",
  "gran",
  "nana",
  "nan",
  "auntie",
];
const THIRD = ["cousin", "great"];
const FEMALE = [
  "mother",
  "sister",
  "daughter",
  "grandmother",
  "aunt",
  "niece",
  "mom",
  "mum",
  "mam",
  "half sister",
  "granddaughter",
  "grandma",
  "granny",
  "gran",
  "nana",
  "nan",
  "auntie",
];
const MALE = [
  "father",
  "brother",
  "son",
  "grandfather",
  "uncle",
  "nephew",
  "dad",
  "half brother",
  "grandson",
  "grandpa",
  "grandad",
  "granddad",
];

function has(key: string, words: readonly string[]): string | undefined {
  return words.find((w) => key.includes(` ${w} `));
}

/** Degree of relationship and sex of the relative, when the relationship text says so. */
export function describeRelative(relationship: string): { degree?: 1 | 2 | 3; sex?: Sex } {
  const key = ` ${nameKey(relationship)} `;
  const out: { degree?: 1 | 2 | 3; sex?: Sex } = {};
  if (has(key, THIRD)) out.degree = 3;
  else if (has(key, SECOND)) out.degree = 2;
  else if (has(key, FIRST)) out.degree = 1;
  if (has(key, FEMALE)) out.sex = "female";
  else if (has(key, MALE)) out.sex = "male";
  return out;
}

/**
 * Age at onset from text such as "44", "age 52", "52 years", "in his 40s". A decade is read as
 * its upper end (40s → 49) so that "younger than N" tests never claim more than the text says.
 */
export function parseOnsetAge(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const decade = /(\d)0'?s\b/i.exec(text);
  if (decade) return Number(decade[1]) * 10 + 9;
  const m = /(\d{1,3})/.exec(text);
  if (!m) return undefined;
  const age = Number(m[1]);
  return age > 0 && age < 120 ? age : undefined;
}

/** Whether an onset age was written only as a decade ("40s", "in her 40s"), which parseOnsetAge reads as its upper end. */
export function isDecadeAge(text: string | undefined): boolean {
  return text !== undefined && /\d0'?s\b/i.test(text);
}

/**
 * The onset age as the text gave it, for reports: " at 45", or " in their 40s" for a decade, so a
 * report never states the upper end (49) the rules use as if it were the age written; "" when none.
 */
export function onsetWords(f: { onsetAge?: number; onsetDecade?: true }): string {
  if (f.onsetAge === undefined) return "";
  return f.onsetDecade ? ` in their ${Math.floor(f.onsetAge / 10) * 10}s` : ` at ${f.onsetAge}`;
}

/** Concepts of a family-history condition; adds family-specific ones (early heart disease words). */
export function familyConcepts(condition: string): string[] {
  // "breast ca", "bowel Ca": in a family history "ca" is a cancer, as clinicians write it.
  const written = condition.replace(/\bca\b/gi, "cancer");
  const concepts = new Set(conditionConcepts(written));
  const key = ` ${nameKey(written)} `;
  // A sudden cardiac death is not named atherosclerotic disease: in the young it is often an
  // inherited heart condition, which rules/genetics.ts handles on its own.
  if (/ (heart disease|heart attack|mi|ihd|chd|cad) /.test(key)) concepts.add("ascvd");
  if (/ (high cholesterol|hypercholesterol|hyperlipid)/.test(key)) concepts.add("hypercholesterolaemia");
  if (/ ovar/.test(key)) concepts.add("ovarian-cancer");
  if (/ pancrea\w* (cancer|carcinoma)/.test(key)) concepts.add("pancreatic-cancer");
  if (/ (alzheimer|dementia)/.test(key)) concepts.add("dementia");
  if (/ (endometrial|uterine) (cancer|carcinoma)/.test(key)) concepts.add("endometrial-cancer");
  if (/ lynch/.test(key)) concepts.add("lynch");
  if (/ brca/.test(key)) concepts.add("brca");
  return [...concepts];
}
