import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { amiodaroneThyrotoxicosis } from "./amiodarone-thyrotoxicosis.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A mild TSH rise in the first months of amiodarone (review11 endocrine, case
 * 16-amiodarone-early-tsh-trap): seven weeks after starting amiodarone, TSH 2.0 -> 6.1 mIU/L with a
 * free T4 just above range and a low-normal free T3 was reported as a moderate "abnormal TSH on
 * amiodarone" (the drug "can cause both hypothyroidism and thyrotoxicosis"), a moderate rising TSH
 * trend and a free T4 that "goes with an overactive thyroid": a usual drug effect over-called, with
 * a letter saying the thyroid might be both under- and overactive.
 *
 * ETA 2018 (seenAt of "eta-2018-amiodarone-thyroid"): amiodarone changes thyroid function tests
 * without thyroid disease (it blocks T4-to-T3 conversion, so free T4 rises while T3 falls);
 * amiodarone-induced hypothyroidism does not need amiodarone stopped, is treated with levothyroxine
 * when overt, and subclinical forms can be followed without treatment. Cohorts seen only as
 * secondary abstracts (same seenAt) show TSH rising in the first weeks to months and settling later.
 *
 * Engine choices, named: "early" is within EARLY_DAYS of the start date; a "mild" rise is below
 * MILD_TSH (the usual line between subclinical and more marked hypothyroidism); free T4 must be
 * measured and not low, and free T3 not high (a raised free T3 or a suppressed TSH is another
 * picture, see amiodarone-thyrotoxicosis.ts). Someone also on thyroid hormone is left to the dose
 * rules. Without a start date the rule does not guess.
 */

const DAY_MS = 86_400_000;
/** Days after the start of amiodarone counted as its first months. */
const EARLY_DAYS = 90;
/** TSH (mIU/L) below which a rise counts as mild here. */
const MILD_TSH = 10;

const isHigh = (o: LabObservation | undefined): boolean => o?.status === "high" || o?.status === "critical-high";
const isLow = (o: LabObservation | undefined): boolean => o?.status === "low" || o?.status === "critical-low";

/** The amiodarone started most recently before the TSH sample, with the days between them. */
function recentStart(meds: readonly MedicationItem[], at: number): { med: MedicationItem; days: number } | undefined {
  const started = meds
    .map((med) => ({ med, start: Date.parse(med.startDate ?? "") }))
    .filter((m) => Number.isFinite(m.start) && m.start <= at)
    .sort((a, b) => b.start - a.start)[0];
  if (started === undefined) return undefined;
  const days = Math.floor((at - started.start) / DAY_MS);
  return days <= EARLY_DAYS ? { med: started.med, days } : undefined;
}

/** The earliest TSH of the series measured before the start of amiodarone, shown as a baseline. */
function baseline(ctx: RuleContext, med: MedicationItem): string | undefined {
  const start = Date.parse(med.startDate ?? "");
  const before = (ctx.series("tsh")?.points ?? []).filter((p) => p.time < start);
  const first = before.at(-1);
  return first === undefined
    ? undefined
    : `up from ${formatNumber(first.value)} ${first.unit} before amiodarone (${first.date.slice(0, 10)})`;
}

export function earlyAmiodaroneTshRise(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("amiodarone").filter((m) => m.active);
  const tsh = ctx.lab("tsh");
  const tshValue = ctx.value("tsh");
  const ft4 = ctx.lab("free-t4");
  const ft3 = ctx.lab("free-t3");
  if (meds.length === 0 || tsh === undefined || tsh.time === undefined || tshValue === undefined) return undefined;
  if (tsh.status !== "high" || tshValue >= MILD_TSH) return undefined;
  if (ft4 === undefined || isLow(ft4) || ft4.status === "unknown" || isHigh(ft3)) return undefined;
  if (ctx.meds("thyroid-hormone").length > 0 || amiodaroneThyrotoxicosis(ctx) !== undefined) return undefined;
  const early = recentStart(meds, tsh.time);
  if (early === undefined) return undefined;
  const weeks = Math.max(1, Math.round(early.days / 7));
  const from = baseline(ctx, early.med);
  return {
    refs: ctx.refs(tsh, ft4, ft3, early.med),
    values: {
      tsh: `TSH ${ctx.show(tsh)}${from ? `, ${from}` : ""}`,
      ft4: `free T4 ${ctx.show(ft4)}${isHigh(ft4) ? " (slightly above its range)" : ""}`,
      ft3: ft3 === undefined ? "" : `, free T3 ${ctx.show(ft3)}`,
      weeks: `${weeks} week${weeks === 1 ? "" : "s"}`,
      med: medNames([early.med]),
    },
  };
}

export const AMIODARONE_EARLY_THYROID_RULES: readonly Rule[] = [
  {
    id: "amiodarone-early-tsh-rise",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Thyroid",
    title: "Mild TSH rise in the first months of amiodarone: expected drug effect",
    clinician:
      "{tsh} with {ft4}{ft3}, about {weeks} after starting {med}. In the first months of amiodarone TSH often rises for a while, and free T4 rises as T3 falls because the drug blocks the conversion of T4 to T3: a mild TSH rise with a free T4 that is not low is an expected drug effect, not thyrotoxicosis and not overt hypothyroidism. Subclinical amiodarone-induced hypothyroidism can be followed without treatment, and amiodarone does not need stopping for it (ETA 2018).",
    patient:
      "Your thyroid tests changed after you started amiodarone. In the first months on this medicine the TSH often goes up a little and free T4 can be slightly high: this is usually the medicine changing how thyroid hormone is handled, not a thyroid disease, and it needs no treatment now. Your tests will be repeated to check they settle. Tell your doctor if you become very tired, slow or cold, or notice a racing heartbeat, weight loss or shakiness.",
    nextSteps: [
      "No thyroid treatment and no change to amiodarone for this result",
      "Repeat TSH, free T4 and free T3 in a few months as part of amiodarone monitoring; treat with levothyroxine only if hypothyroidism becomes overt (raised TSH with a low free T4), and look for thyrotoxicosis if TSH becomes suppressed or free T3 rises",
    ],
    patientQuestions: ["When will my thyroid tests be repeated while I take amiodarone?"],
    evidence: ["eta-2018-amiodarone-thyroid"],
    keywords: ["amiodarone", "tsh", "subclinical hypothyroidism", "thyroid function tests"],
    match: earlyAmiodaroneTshRise,
  },
];
