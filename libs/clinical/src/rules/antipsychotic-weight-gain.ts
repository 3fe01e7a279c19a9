import { FindingFamily, Severity, type VitalItem } from "../model.ts";
import { ANTIPSYCHOTIC } from "./antipsychotic-metabolic.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Weight gain of 7% or more since an antipsychotic was started, the usual threshold for clinically
 * significant antipsychotic-induced weight gain.
 */

const F = FindingFamily.drugLab;

const DAY_MS = 86_400_000;
/** A baseline weight may be taken up to a month before the antipsychotic was started. */
const BASELINE_WINDOW_DAYS = 31;
/** Weight gain (% of the starting weight) counted as clinically significant. */
const SIGNIFICANT_GAIN_PCT = 7;

function kg(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  if (v.unit === "lb" || v.unit === "lbs") return v.value * 0.45359237;
  return v.unit === undefined || v.unit === "kg" ? v.value : undefined;
}

function antipsychoticWeightGain(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && ANTIPSYCHOTIC.test(m.name));
  if (meds.length === 0) return undefined;
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
      gain: `${(to - from).toFixed(0)} kg (${pct.toFixed(0)}%)`,
      from: `${from.toFixed(0)} kg (${baseline.date?.slice(0, 10) ?? "undated"})`,
      to: `${to.toFixed(0)} kg (${latest.date?.slice(0, 10) ?? "undated"})`,
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
