import type { VitalItem } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { RuleMatch } from "./types.ts";
import { statedMention } from "./notes.ts";
import { formatNumber } from "../text.ts";

/*
 * Thyroid storm read beside overt hyperthyroidism (review 29, endo-29 case 06): TSH <0.01 mIU/L with
 * free T4 5.6 ng/dL, heart rate 138, temperature 38.4 °C, agitation and diarrhoea was a routine
 * "refer to endocrinology" finding. The Burch-Wartofsky point scale ("burch-wartofsky-point-scale",
 * seen on medicalcriteria.com) scores temperature, heart rate, atrial fibrillation, nervous-system
 * and gut-liver features: 45 or more is highly suggestive of thyroid storm, 25-44 of impending
 * storm. The NHS referral pathway ("nhs-cornwall-thyrotoxicosis-rms") admits suspected storm as an
 * emergency. Only what the record states is scored (heart failure and a precipitating event are not
 * read), so the sum is a lower bound.
 */

/** Burch-Wartofsky score at or above which thyroid storm is highly suggested. */
export const STORM_SCORE = 45;
/** Score from which an impending storm is suggested. */
export const IMPENDING_SCORE = 25;

const TEMP_IN_NOTES =
  /\b(?:temperature|temp)\s*(?:of|was|is|:|=)?\s*(\d{2,3}(?:\.\d+)?)\s*(?:°|º|deg(?:rees)?)?\s*([cf])?\b/;
const HR_IN_NOTES = /\b(?:heart rate|pulse(?: rate)?)\s*(?:of|was|is|:|=)?\s*(\d{2,3})\b/;
const CNS_SEVERE = /\bseizures?\b|\bcoma\b|\bfits?\b/;
const CNS_MODERATE = /\bdelirium\b|\bdelirious\b|\bpsychosis\b|\bpsychotic\b|\bconfus(?:ed|ion)\b|\bextreme lethargy\b/;
const CNS_MILD = /\bagitat(?:ed|ion)\b/;
const GI_SEVERE = /\bjaundice[d]?\b/;
const GI_MODERATE = /\bdiarrh?o?ea\b|\bvomit(?:ing|s|ed)?\b|\bnausea\b|\babdominal pain\b/;
const AF_IN_NOTES = /\batrial fibrillation\b|\baf\b/;

function tempPoints(c: number): number {
  if (c >= 40) return 30;
  if (c >= 39.3) return 25;
  if (c >= 38.9) return 20;
  if (c >= 38.3) return 15;
  if (c >= 37.8) return 10;
  if (c >= 37.2) return 5;
  return 0;
}

function hrPoints(hr: number): number {
  if (hr >= 140) return 25;
  if (hr >= 130) return 20;
  if (hr >= 120) return 15;
  if (hr >= 110) return 10;
  if (hr >= 90) return 5;
  return 0;
}

export interface StormReading {
  score: number;
  /** The scored features, as clinician text. */
  features: string[];
  refs: RuleMatch["refs"];
  /**
   * Whether a fever, nervous-system or gut-liver feature scored, not only the heart rate and rhythm:
   * a fast rate with atrial fibrillation alone reaches 25 (review 21, thyroid-21 case 02, HR 128 in
   * AF) and is the beta-blocker advice of plain thyrotoxicosis, not an impending storm (review 30,
   * engine-30 case 04).
   */
  beyondHeart: boolean;
}

/** The Burch-Wartofsky points the record supports, with the features that earned them. */
export function thyroidStormReading(ctx: RuleContext): StormReading {
  const text = ctx.freeText;
  const features: string[] = [];
  const refs: string[] = [];
  let score = 0;
  const newest = (kind: VitalItem["kind"]) =>
    ctx
      .vitals(kind)
      .filter((v) => v.value !== undefined)
      .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  // Temperature: a recorded vital first, else a stated one in the notes (°F above 50).
  const t = newest("temperature");
  const tNote = TEMP_IN_NOTES.exec(text);
  const tRaw = t?.value ?? (tNote ? Number(tNote[1]) : undefined);
  const tF = t ? /f/i.test(t.unit ?? "") : tNote?.[2] === "f";
  const c = tRaw === undefined ? undefined : tF || tRaw > 50 ? ((tRaw - 32) * 5) / 9 : tRaw;
  if (c !== undefined && c < 45 && tempPoints(c) > 0) {
    score += tempPoints(c);
    features.push(`temperature ${formatNumber(c, 1)} °C`);
    if (t) refs.push(t.ref);
  }
  const hr = newest("heart-rate");
  const hrNote = HR_IN_NOTES.exec(text);
  const rate = hr?.value ?? (hrNote ? Number(hrNote[1]) : undefined);
  if (rate !== undefined && rate <= 300 && hrPoints(rate) > 0) {
    score += hrPoints(rate);
    features.push(`heart rate ${formatNumber(rate)}/min`);
    if (hr) refs.push(hr.ref);
  }
  const af = ctx.conditions("atrial-fibrillation")[0];
  if (af || statedMention(text, AF_IN_NOTES) !== undefined) {
    score += 10;
    features.push("atrial fibrillation");
    if (af) refs.push(af.ref);
  }
  const cns: [RegExp, number][] = [
    [CNS_SEVERE, 30],
    [CNS_MODERATE, 20],
    [CNS_MILD, 10],
  ];
  for (const [re, points] of cns) {
    const said = statedMention(text, re);
    if (said === undefined) continue;
    score += points;
    features.push(said);
    break;
  }
  const gi: [RegExp, number][] = [
    [GI_SEVERE, 20],
    [GI_MODERATE, 10],
  ];
  for (const [re, points] of gi) {
    const said = statedMention(text, re);
    if (said === undefined) continue;
    score += points;
    features.push(said);
    break;
  }
  const beyondHeart = features.some((f) => !f.startsWith("heart rate ") && f !== "atrial fibrillation");
  return { score, features, refs, beyondHeart };
}
