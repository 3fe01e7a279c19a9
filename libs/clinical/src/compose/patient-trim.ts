import { type PatientScope, Population } from "../evidence/populations.ts";

/**
 * Source summaries and recommendations cover everyone a guideline is written for; the deep report
 * prints them beside one patient's findings. A sentence given wholly to a group the patient cannot
 * be in is left out: pregnancy advice for a man, a child or someone past childbearing age, advice
 * for children to an adult and advice for adults to a child. Review 32, research-32 case 02: a
 * 58-year-old man read the WHO haemoglobin cut-offs "in pregnancy" and the levothyroxine schedule
 * for pregnancy; case 04: an 8-year-old was offered GINA's advice for "adults and adolescents".
 */

/** A sentence about pregnancy ("In pregnancy …", "pregnant women …"); "non-pregnant adults" is not one. */
const PREGNANCY = /(?<!non-)\bpregnan(?:cy|t)\b|\btrimesters?\b|\bantenatal\b|\bbreastfeeding\b/i;
/** A sentence about children only: it names children and no adults. */
const CHILDREN = /\b(?:children|child|infants?|toddlers?|paediatric|pediatric)\b/i;
const ADULTS = /\badults?\b|\bolder people\b|\ball ages\b/i;
/**
 * A sentence about the patient's relatives ("children with one affected parent are tested by age
 * 10" for an adult with familial hypercholesterolaemia) is advice for the patient and is kept.
 */
const FAMILY = /\b(?:parents?|relatives?|family|families|cascade|offspring|first-degree)\b/i;
/** A sentence about adults (or adolescents) only, when it names no children. */
const GROWN = /\badults?\b|\badolescents?\b|\bolder people\b/i;

/** Whether the patient cannot be pregnant: a man, a child under 12, or a woman of 55 or over. */
function cannotBePregnant(scope: PatientScope): boolean {
  if (scope.populations.has(Population.pregnancy)) return false;
  if (scope.sex === "male") return true;
  return scope.age !== undefined && (scope.age < 12 || scope.age >= 55);
}

/** Whether a sentence is written for a group this patient is not in. */
function notForPatient(sentence: string, scope: PatientScope): boolean {
  if (PREGNANCY.test(sentence) && cannotBePregnant(scope)) return true;
  if (scope.age === undefined || FAMILY.test(sentence)) return false;
  if (scope.age >= 18) return CHILDREN.test(sentence) && !ADULTS.test(sentence);
  return scope.age < 12 && GROWN.test(sentence) && !CHILDREN.test(sentence) && !/\ball ages\b/i.test(sentence);
}

/** A text's sentences (split after a full stop before a capital or digit, as retrieval does). */
const sentences = (text: string): string[] => text.split(/(?<=\.)\s+(?=[A-Z0-9(])/).filter((s) => s.trim() !== "");

/** The text without the sentences written for a group the patient is not in ("" when none is left). */
export function trimToPatient(text: string, scope: PatientScope): string {
  const all = sentences(text);
  const kept = all.filter((s) => !notForPatient(s, scope));
  return kept.length === all.length ? text : kept.join(" ");
}
