import type { FamilyHistoryItem } from "../model.ts";
import { onsetWords } from "../vocab/family.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/**
 * NICE CG164 (1.3.3) names family histories that are referred to secondary care (the family-history
 * or genetics service) outright, without a risk tool first; 1.3.4 adds features, Jewish ancestry and
 * male breast cancer among them, for which the designated specialist contact is asked for advice.
 * A first-degree relative with breast cancer is "younger than 40".
 */
const YOUNG_BREAST_CANCER_AGE = 40;

const JEWISH_ANCESTRY = /\b(ashkenazi|jewish (ancestry|descent|heritage|background|family)|of jewish)\b/i;

const first = (f: FamilyHistoryItem) => (f.degree ?? 1) === 1;
const closeRelative = (f: FamilyHistoryItem) => (f.degree ?? 1) <= 2;
const describeRelative = (f: FamilyHistoryItem) => `${f.relationship}: ${f.condition}${onsetWords(f)}`;

export interface BreastFamilyReferral {
  /** Why referral is advised outright (NICE CG164 1.3.3 or 1.3.4 features); empty when a risk tool decides. */
  reasons: string[];
  /** Pancreatic or prostate cancer in close relatives, which the genetics team also weighs. */
  otherCancers: FamilyHistoryItem[];
}

export function breastFamilyReferral(ctx: RuleContext): BreastFamilyReferral {
  const breast = ctx.family("breast-cancer").filter(closeRelative);
  const ovarian = ctx.family("ovarian-cancer").filter(closeRelative);
  const reasons: string[] = [];
  if (breast.some((f) => first(f) && f.onsetAge !== undefined && f.onsetAge < YOUNG_BREAST_CANCER_AGE))
    reasons.push(`a first-degree relative with breast cancer before ${YOUNG_BREAST_CANCER_AGE}`);
  if (breast.some((f) => f.relativeSex === "male")) reasons.push("male breast cancer in the family");
  if (breast.length >= 2 && breast.some(first))
    reasons.push("two relatives with breast cancer, at least one first-degree");
  if (breast.length > 0 && ovarian.length > 0 && [...breast, ...ovarian].some(first))
    reasons.push("breast and ovarian cancer in close relatives, one of them first-degree");
  const ancestry = statedMention(ctx.freeText, JEWISH_ANCESTRY);
  if (ancestry !== undefined && (breast.length > 0 || ovarian.length > 0)) reasons.push("Jewish (Ashkenazi) ancestry");
  const otherCancers = [...ctx.family("pancreatic-cancer"), ...ctx.family("prostate-cancer")].filter(closeRelative);
  return { reasons, otherCancers };
}

/** Clinician wording for the referral reasons and the other cancers, or "" when there are none. */
export function breastFamilyReferralText(r: BreastFamilyReferral): string {
  const parts: string[] = [];
  if (r.reasons.length > 0)
    parts.push(
      ` Referral to the family-history or clinical genetics service is advised without waiting for a risk tool (NICE CG164): ${r.reasons.join("; ")}.`,
    );
  if (r.otherCancers.length > 0)
    parts.push(` Also give the genetics team: ${r.otherCancers.map(describeRelative).join("; ")}.`);
  return parts.join("");
}

export const BREAST_FAMILY_REFER_STEP =
  "Refer to the family-history / clinical genetics service now (meets NICE CG164 referral criteria); send the full family tree";
