import { FindingFamily, Severity, type TrendPoint } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { psaConfounders } from "./psa-confounders.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A PSA that rises on testosterone treatment past the Endocrine Society's urology thresholds
 * (review 15 leftovers-a, case 01: PSA 0.9 before a gel, 2.6 ng/mL ten months on, which got only a
 * low "rising" line).
 * - Sachdev, Cucchiara and Snyder 2020 (evidence "sachdev-2020-psa-testosterone"): guidelines measure
 *   PSA during testosterone treatment to decide whether the rise is large enough for urological
 *   referral; the Endocrine Society thresholds are a rise above baseline of more than 1.4 ng/mL and
 *   a PSA above 4.0 ng/mL.
 * - Endocrine Society 2018 (evidence "endocrine-society-2018-testosterone", pocket guide): men who
 *   choose prostate monitoring have their prostate cancer risk assessed before testosterone starts
 *   and 3–12 months after; so the rise is read against a PSA from before the start, within the first
 *   12 months. A PSA above 4.0 counts only when two results on treatment are above it: a single raised
 *   PSA is repeated first (psa-elevated).
 */

const RISE_ABOVE = 1.4;
const ABOVE = 4.0;
const DAY_MS = 86_400_000;
const FIRST_YEAR_DAYS = 365;

interface PsaOnTestosterone {
  kind: "rise" | "above";
  baseline?: TrendPoint;
  point: TrendPoint;
  repeat?: TrendPoint;
}

/** The first crossing of a threshold on treatment, if any. */
function crossing(points: readonly TrendPoint[], start: number): PsaOnTestosterone | undefined {
  const before = points.filter((p) => p.time <= start);
  const baseline = before[before.length - 1];
  const after = points.filter((p) => p.time > start);
  if (baseline !== undefined) {
    const risen = after.find(
      (p) => p.time - start <= FIRST_YEAR_DAYS * DAY_MS && p.value - baseline.value > RISE_ABOVE,
    );
    if (risen !== undefined) return { kind: "rise", baseline, point: risen };
  }
  const [last, previous] = [after[after.length - 1], after[after.length - 2]];
  if (last !== undefined && previous !== undefined && last.value > ABOVE && previous.value > ABOVE) {
    return { kind: "above", point: previous, repeat: last };
  }
  return undefined;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "male") return undefined;
  const meds = ctx.meds("testosterone");
  if (meds.length === 0 || ctx.everHad("prostate-cancer").length > 0) return undefined;
  // Without a start date the rise cannot be tied to the treatment.
  const starts = meds.map((m) => (m.startDate ? Date.parse(m.startDate) : NaN)).filter((t) => !Number.isNaN(t));
  if (starts.length === 0) return undefined;
  const start = Math.min(...starts);
  // A PSA taken during a urine infection or after cycling is repeated, not acted on (psa-confounders.ts).
  if (psaConfounders(ctx) !== undefined) return undefined;
  const points = (ctx.series("psa")?.points ?? []).filter((p) => p.comparator === undefined);
  const found = crossing(points, start);
  if (found === undefined) return undefined;
  const show = (p: TrendPoint) => `${formatNumber(p.value)} ${p.unit} (${p.date.slice(0, 10)})`;
  const reading =
    found.kind === "rise" && found.baseline
      ? `PSA rose from ${show(found.baseline)}, before testosterone, to ${show(found.point)}, a rise of ${formatNumber(Math.round((found.point.value - found.baseline.value) * 10) / 10)} ng/mL in the first year of treatment: more than the 1.4 ng/mL rise above baseline`
      : `PSA is above 4.0 ng/mL on two results on treatment, ${show(found.point)} and ${show(found.repeat ?? found.point)}: above the 4.0 ng/mL level`;
  const psaObs = ctx.labs("psa").filter((o) => o.date?.slice(0, 10) === found.point.date.slice(0, 10));
  return {
    refs: [...ctx.refs(...meds), ...psaObs.map((o) => o.ref)],
    values: {
      meds: medNames(meds),
      start: new Date(start).toISOString().slice(0, 10),
      reading,
    },
  };
}

export const TESTOSTERONE_PSA_RULES: readonly Rule[] = [
  {
    id: "testosterone-psa-rise",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Prostate",
    title: "PSA rise on testosterone treatment past the urology threshold",
    clinician:
      "On {meds} since {start}. {reading} that the Endocrine Society uses as a threshold for urological evaluation during testosterone treatment. Testosterone raises PSA a little in most men; a rise this size needs the prostate assessed rather than only a further PSA.",
    patient:
      "Your PSA (a prostate blood test) has gone up more than expected since you started testosterone. Testosterone usually raises PSA a little; a bigger rise is a reason to have your prostate checked by a specialist. It does not mean you have cancer. Keep to your treatment unless your doctor advises a change.",
    nextSteps: [
      "Check for a urine infection, and ejaculation or vigorous exercise (including cycling) in the 48 hours before the sample",
      "Examine the prostate (digital rectal examination) and ask about urinary symptoms",
      "Refer for urological evaluation",
    ],
    patientQuestions: ["Do I need to see a urologist about my PSA?", "Should I keep taking testosterone meanwhile?"],
    evidence: [
      "sachdev-2020-psa-testosterone",
      "endocrine-society-2018-testosterone",
      "nhs-lothian-refhelp-raised-psa",
    ],
    keywords: ["testosterone", "psa", "hypogonadism", "prostate", "urology referral"],
    match,
  },
];
