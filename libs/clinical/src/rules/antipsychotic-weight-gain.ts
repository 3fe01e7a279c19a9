import { FindingFamily, type MedicationItem, Severity, type VitalItem } from "../model.ts";
import { ANTIPSYCHOTIC } from "./antipsychotic-metabolic.ts";
import { medNames, type RuleContext } from "./context.ts";
import { isPastMention, statedMatches, sentenceAround } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/**
 * Weight gain of 7% or more since an antipsychotic was started, the usual threshold for clinically
 * significant antipsychotic-induced weight gain.
 */

const F = FindingFamily.drugLab;

const DAY_MS = 86_400_000;
const LB_TO_KG = 0.45359237;
/** A baseline weight may be taken up to a month before the antipsychotic was started. */
const BASELINE_WINDOW_DAYS = 31;
/** Weight gain (% of the starting weight) counted as clinically significant. */
const SIGNIFICANT_GAIN_PCT = 7;

/**
 * A weight in the record's units: pounds on a US record (review 48, notes-48 case 11: "gained 20 lb"
 * on clozapine was reported as "9 kg").
 */
function mass(ctx: RuleContext, kilograms: number): string {
  return readsAsUsUnits(ctx) ? `${(kilograms / LB_TO_KG).toFixed(0)} lb` : `${kilograms.toFixed(0)} kg`;
}

/** When a weight was taken: its date, or that it came from the notes. */
function when(v: VitalItem): string {
  return v.date?.slice(0, 10) ?? (v.fromNotes ? "in the notes" : "undated");
}

function kg(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  if (v.unit === "lb" || v.unit === "lbs") return v.value * LB_TO_KG;
  return v.unit === undefined || v.unit === "kg" ? v.value : undefined;
}

/**
 * A gain written in the notes, "weight up 9 kg since starting", "gained 20 lb", "up 9 kg" (review 48,
 * notes-48 cases 10 to 12: 9 kg on olanzapine with a weight of 92 kg was not read, as the rule
 * followed dated weights only). Groups: the amount and its unit.
 */
const NOTED_GAIN =
  /\b(?:weight\s+(?:is\s+|has\s+gone\s+)?up|(?:has\s+)?gained|put\s+on|up)\s+(?:by\s+)?(\d{1,2}(?:\.\d)?)\s*(kg|kgs|kilos?|lbs?|pounds?)\b/;
/**
 * A gain tied to the treatment without naming it: "since starting", "since it was started", "since
 * starting it in May"; "since starting sertraline" names another medicine and does not count.
 */
const SINCE_STARTING =
  /\bsince\s+(?:starting|commencing|initiation|(?:it\s+was\s+|being\s+)?started)(?:\s+(?:it|treatment|medication|the\s+antipsychotic))?(?:\s+in\s+\w+)?\s*(?:[.,;]|$)/;

/** The gain in kg the notes tie to a current antipsychotic, and its words; else undefined. */
function notedGain(ctx: RuleContext, meds: readonly MedicationItem[]): { kg: number; quote: string } | undefined {
  const text = ctx.freeText;
  const names = meds.map((m) => m.name.toLowerCase().split(/[\s(]/)[0] ?? "").filter(Boolean);
  for (const m of statedMatches(text, NOTED_GAIN, true)) {
    // "Gained 9 kg on olanzapine last year" is an earlier course, not this one (notes-48 case 13).
    if (isPastMention(text, m.index, m.length, ctx.nowYear)) continue;
    const sentence = sentenceAround(text, m.index, m.length);
    if (!SINCE_STARTING.test(sentence) && !names.some((n) => sentence.includes(n))) continue;
    const found = NOTED_GAIN.exec(m.quote);
    const amount = Number(found?.[1]);
    return { kg: /^(?:lb|pound)/.test(found?.[2] ?? "") ? amount * LB_TO_KG : amount, quote: m.quote };
  }
  return undefined;
}

/** A noted gain read against the latest weight, when the dated weights do not span the treatment. */
function notedWeightGain(ctx: RuleContext, meds: readonly MedicationItem[]): RuleMatch | undefined {
  const gain = notedGain(ctx, meds);
  const latest = ctx
    .vitals("weight")
    .filter((v) => kg(v) !== undefined)
    .sort((a, b) => (a.time ?? 0) - (b.time ?? 0))
    .at(-1);
  if (gain === undefined || latest === undefined) return undefined;
  const to = kg(latest) ?? 0;
  const from = to - gain.kg;
  if (from <= 0) return undefined;
  const pct = (gain.kg / from) * 100;
  if (pct < SIGNIFICANT_GAIN_PCT) return undefined;
  return {
    refs: ctx.refs(...meds, latest),
    values: {
      med: medNames(meds),
      gain: `${mass(ctx, gain.kg)} (${pct.toFixed(0)}%)`,
      from: `about ${mass(ctx, from)} (worked out from "${ctx.asWritten(gain.quote)}" in the notes)`,
      to: `${mass(ctx, to)} (${when(latest)})`,
    },
  };
}

function antipsychoticWeightGain(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && ANTIPSYCHOTIC.test(m.name));
  if (meds.length === 0) return undefined;
  return measuredWeightGain(ctx, meds) ?? notedWeightGain(ctx, meds);
}

function measuredWeightGain(ctx: RuleContext, meds: readonly MedicationItem[]): RuleMatch | undefined {
  const weights = ctx
    .vitals("weight")
    .filter((v) => v.time !== undefined && kg(v) !== undefined)
    .sort((a, b) => (a.time ?? 0) - (b.time ?? 0));
  if (weights.length < 2) return undefined;
  const starts = meds.map((m) => (m.startDate ? Date.parse(m.startDate) : Number.NaN)).filter((t) => !Number.isNaN(t));
  const firstStart = starts.length > 0 ? Math.min(...starts) : undefined;
  const baseline = weights.find(
    (v) => firstStart === undefined || (v.time ?? 0) >= firstStart - BASELINE_WINDOW_DAYS * DAY_MS,
  );
  const latest = weights.at(-1);
  if (baseline === undefined || latest === undefined || baseline === latest) return undefined;
  const from = kg(baseline) ?? 0;
  const to = kg(latest) ?? 0;
  if (from <= 0) return undefined;
  const pct = ((to - from) / from) * 100;
  if (pct < SIGNIFICANT_GAIN_PCT) return undefined;
  const named = meds.filter((m) => !m.startDate || Date.parse(m.startDate) <= (latest.time ?? 0));
  return {
    refs: ctx.refs(...named, baseline, latest),
    values: {
      med: medNames(named),
      gain: `${mass(ctx, to - from)} (${pct.toFixed(0)}%)`,
      from: `${mass(ctx, from)} (${when(baseline)})`,
      to: `${mass(ctx, to)} (${when(latest)})`,
    },
  };
}

export const ANTIPSYCHOTIC_WEIGHT_GAIN_RULES: readonly Rule[] = [
  {
    id: "antipsychotic-weight-gain",
    family: F,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Clinically significant weight gain on an antipsychotic",
    clinician:
      "Weight up {gain} on {med}: from {from} to {to}. A gain of 7% or more is clinically significant antipsychotic-induced weight gain and adds to diabetes and cardiovascular risk.",
    patient:
      "Your weight has gone up by {gain} since you started {med}. This medicine commonly causes weight gain. Ask your doctor or psychiatrist about help with it: there are options, including changes to diet and activity, a different medicine, or an extra medicine. Do not stop your medicine on your own.",
    nextSteps: [
      "Offer diet and activity support; review with the psychiatrist whether a lower-risk antipsychotic is suitable or metformin should be added",
    ],
    patientQuestions: ["What can be done about the weight I have gained on this medicine?"],
    evidence: ["antipsychotic-weight-gain-7pct", "nice-cg178-psychosis"],
    keywords: ["antipsychotic", "weight gain", "olanzapine", "metformin"],
    match: antipsychoticWeightGain,
  },
];
