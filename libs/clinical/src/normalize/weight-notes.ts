import type { PatientModel } from "../model.ts";

/*
 * A body weight written only in the notes ("weight 92 kg", "wt 203 lb", "weighs 14 st 3 lb"; review
 * 27, notes-27) joins the vitals when the vitals give none, so every rule that reads a weight sees
 * it in kg: the apixaban dose criteria and creatinine clearance (rules/body-weight.ts), the
 * hydroxychloroquine dose per kg, and a BMI with a measured height. Each rule once read "weight
 * 60 kg" from the notes on its own, in kg only and without telling a target weight from a current one.
 * The reading is cautious: a target, ideal, past, pre-operative or relative's weight, or a change
 * ("lost 6 kg", "weight down 4 kg"), is not the weight now. The weight is left undated, so the rules
 * that follow a weight over time (heart-failure gain, weight loss in old age) do not take it as a
 * dated measurement.
 */

const LB_TO_KG = 0.45359237;
const ST_TO_LB = 14;
/**
 * Our own plausibility limits, not from a source: the limits the rules used for a weight in the
 * notes (20–300 kg) for an adult or a record without an age; for a child down to 2 kg, as a
 * toddler's 12 kg is a real weight.
 */
const PLAUSIBLE_KG = { adult: { low: 20, high: 300 }, child: { low: 2, high: 200 } };
const ADULT_AGE = 18;

/**
 * "weight 92 kg", "wt: 92.4kg", "weighs 203 lbs", "weight 14 st 3 lb", "weighs 14 stone 3", "weight
 * 11st". Groups: kg, lb, stones, and the pounds after the stones.
 */
const WEIGHT_STATED =
  /\b(?:body\s+)?(?:weight|weighs|wt)\b\s*(?:(?:is|of|=|:|now|today|currently|measured|recorded|-|–)\s*)*(?:~|≈|approx(?:imately|\.)?\s*|about\s+|around\s+)?(?:(\d{1,3}(?:\.\d{1,2})?)\s*(?:kg|kgs|kilos?|kilograms?)\b|(\d{2,3}(?:\.\d)?)\s*(?:lbs?|pounds?)\b|(\d{1,2})\s*(?:st|stone)\b(?:\s*(\d{1,2}(?:\.\d)?)(?:\s*(?:lbs?|pounds?)\b)?)?)/gi;
/** A later weight in the same phrase is the current one: "weight 98 kg -> 92 kg", "wt 98 now 92 kg". */
const LATER =
  /^\s*(?:→|->|=>|to|now|down to|up to|reduced to|fell to|falling to)\s*(\d{1,3}(?:\.\d{1,2})?)\s*(kg|kgs|lbs?)\b/i;
/** Not the weight now: a target, a past weight, a relative's. */
const NOT_NOW_BEFORE =
  /\b(?:target|goal|aim(?:ing|ed)?|ideal|desired|dry|predicted|expected|birth|was|were|previous(?:ly)?|prior|formerly|used to|usual|baseline|peak|max(?:imum)?|pre-?(?:op(?:erative)?|surgery|pregnancy|bariatric)|booking|mother|mum|mom|father|dad|brother|sister|son|daughter|wife|husband|partner|baby)\b[^.;\n]{0,25}$/i;
/** Pasts that follow the number: "weight 98 kg last year", "wt 80 kg in 2019", "92 kg pre-op". */
const NOT_NOW_AFTER =
  /^[^.;\n]{0,20}\b(?:ago|last (?:year|month|time)|previously|before|at (?:booking|diagnosis|referral)|pre-?op\w*|target|goal|in (?:19|20)\d{2})\b/i;
/** A sentence or clause; a point inside a number ("92.4") does not end it. */
const SENTENCE = /(?:[^.!?\n;]|[.!?](?!\s|$))+(?:[.!?;]+(?=\s|$)|\n|$)/g;

interface NotedWeight {
  kg: number;
  text: string;
}

function toKg(m: RegExpMatchArray): number {
  if (m[1] !== undefined) return Number(m[1]);
  if (m[2] !== undefined) return Number(m[2]) * LB_TO_KG;
  return (Number(m[3]) * ST_TO_LB + Number(m[4] ?? 0)) * LB_TO_KG;
}

/** The current weights a note states, in the order written. */
export function notedWeights(text: string): NotedWeight[] {
  const out: NotedWeight[] = [];
  for (const s of text.matchAll(SENTENCE)) {
    const sentence = s[0];
    for (const m of sentence.matchAll(WEIGHT_STATED)) {
      const before = sentence.slice(0, m.index);
      const after = sentence.slice(m.index + m[0].length);
      if (NOT_NOW_BEFORE.test(before) || NOT_NOW_AFTER.test(after)) continue;
      const later = LATER.exec(after);
      const kg = later ? Number(later[1]) * (/^lb/i.test(later[2] ?? "") ? LB_TO_KG : 1) : toKg(m);
      out.push({ kg, text: later ? `${m[0]}${later[0]}`.trim() : m[0].trim() });
    }
  }
  return out;
}

/** Adds the last current weight stated in the notes as a vital in kg, when the vitals give no weight of their own. */
export function readNotedWeight(model: PatientModel): void {
  if (model.vitals.some((v) => v.kind === "weight" && v.value !== undefined)) return;
  const age = model.patient.age;
  const limits = age !== undefined && age < ADULT_AGE ? PLAUSIBLE_KG.child : PLAUSIBLE_KG.adult;
  const n = model.notes;
  const last = [n.additionalContext, n.clinicalNotes, n.socialHistory]
    .flatMap((t) => (t ? notedWeights(t) : []))
    .filter((w) => w.kg >= limits.low && w.kg <= limits.high)
    .at(-1);
  if (last === undefined) return;
  model.vitals.push({
    ref: "notes-vital:weight",
    index: model.vitals.length,
    name: "Weight (in the notes)",
    kind: "weight",
    rawValue: last.text,
    unit: "kg",
    value: Math.round(last.kg * 10) / 10,
    fromNotes: true,
  });
}
