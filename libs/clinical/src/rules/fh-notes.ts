import { analyteUnits, labById, ruleUnit } from "../catalogue/index.ts";
import { convert } from "../units.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/**
 * Familial hypercholesterolaemia read from the notes as well as the structured family history
 * (NICE CG71, evidence "nice-cg71-fh"): the lab-results request has no family-history field, so
 * "father had MI at 44" or "father has a confirmed LDLR variant" in the clinical notes is the only
 * place these appear. NICE counts a coronary event before 60 in a first-degree relative as
 * premature, and refers people meeting the Simon Broome criteria for possible or definite FH to an
 * FH specialist service for DNA testing; a relative's known variant allows targeted testing.
 */

/** LDL-C 4.9 mmol/L (190 mg/dL), the Simon Broome adult lipid level, in the rule unit (the lower of the two). */
function ldlFhLevel(): number {
  const def = labById("ldl-c");
  const units = analyteUnits(def);
  const target = ruleUnit(def);
  const si = units.si && target ? convert(4.9, units.si, target, units) : undefined;
  return Math.min(190, si ?? 190);
}

/** An LDL-C at the level where FH is to be considered: risk-calculator framing does not apply. */
export function fhLevelLdl(ctx: RuleContext): boolean {
  const ldl = ctx.value("ldl-c");
  return ldl !== undefined && ldl >= ldlFhLevel();
}

const FIRST_DEGREE = String.raw`(?:father|mother|dad|mum|mom|brother|sister|parent|son|daughter)`;

/** A first-degree relative with a coronary event at a stated age: "Father had MI at 44". */
const RELATIVE_CHD_AT_AGE = new RegExp(
  String.raw`\b${FIRST_DEGREE}\b[^.;]{0,40}?\b(?:mi|myocardial infarction|heart attack|coronary (?:artery )?(?:disease|bypass)|cabg|angina|stent)\b[^.;]{0,20}?\b(?:at|aged?)\s+(\d{2})\b`,
  "i",
);

/** A first-degree relative with a known FH variant or diagnosis. */
const RELATIVE_FH = new RegExp(
  String.raw`\b${FIRST_DEGREE}\b[^.;]{0,80}?\b(?:ldlr|apob|pcsk9)\b[^.;]{0,20}?\b(?:variant|mutation)|\b${FIRST_DEGREE}\b[^.;]{0,60}?\bfamilial hypercholesterol(?:a)?emia\b`,
  "i",
);

/**
 * A first-degree relative with raised cholesterol: "Sister also high cholesterol". Simon Broome
 * possible FH counts a relative's raised cholesterol with the patient's LDL-C above 4.9 mmol/L, as the
 * structured family history already does (review 13 cardiology case 15). A negation between the
 * relative and the cholesterol ("sister has no high cholesterol") is not support.
 */
const RELATIVE_HIGH_CHOLESTEROL = new RegExp(
  String.raw`\b${FIRST_DEGREE}s?\b(?:(?!\b(?:no|not|never|without)\b)[^.;]){0,40}?\b(?:(?:high|raised|elevated|very high)\s+(?:ldl\s+)?cholesterol|hypercholesterol(?:a)?emia)\b`,
  "i",
);

/** NICE CG71: a coronary event before 60 in a first-degree relative is premature. */
export const PREMATURE_CHD_AGE = 60;

export interface FhNotesSupport {
  /** Phrases for the clinician text, e.g. 'a first-degree relative with premature heart disease in the notes ("…")'. */
  support: string[];
  /** The relative's variant or FH diagnosis alone (empty when none is named). */
  variantSupport: string[];
  /** A relative's FH variant is named: targeted testing for it. */
  familyVariant: boolean;
}

/** Family support for FH stated in the notes; undefined when there is none. */
export function fhNotesSupport(ctx: RuleContext): FhNotesSupport | undefined {
  const text = ctx.freeText;
  const support: string[] = [];
  const chd = RELATIVE_CHD_AT_AGE.exec(text);
  if (chd && Number(chd[1]) < PREMATURE_CHD_AGE && statedMention(text, RELATIVE_CHD_AT_AGE, true))
    support.push(`premature coronary disease in a first-degree relative in the notes ("${chd[0].trim()}")`);
  const relativeChol = statedMention(text, RELATIVE_HIGH_CHOLESTEROL, true);
  const variant = statedMention(text, RELATIVE_FH, true);
  if (relativeChol && !variant)
    support.push(`high cholesterol in a first-degree relative in the notes ("${relativeChol}")`);
  const variantSupport = variant
    ? [`familial hypercholesterolaemia in a first-degree relative in the notes ("${variant}")`]
    : [];
  support.push(...variantSupport);
  if (support.length === 0) return undefined;
  return { support, variantSupport, familyVariant: /ldlr|apob|pcsk9/i.test(variant ?? "") };
}
