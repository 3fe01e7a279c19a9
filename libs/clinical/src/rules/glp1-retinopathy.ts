import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A fast, large HbA1c fall on a GLP-1 (or dual GIP/GLP-1) receptor agonist in someone with diabetic
 * retinopathy (review 15 leftovers-a, case 06: semaglutide with insulin, R2 retinopathy, HbA1c 97 to
 * 58 mmol/mol in five months, where the engine said only "falling" and "intensify").
 * - Vilsbøll et al. 2018 (evidence "vilsboll-2018-semaglutide-retinopathy"): most of the excess of
 *   retinopathy complications with semaglutide in SUSTAIN 6 followed the size and speed of the HbA1c
 *   fall in the first 16 weeks in people with retinopathy already, poor control and insulin; early
 *   worsening with a rapid improvement in control is known with insulin as well, so it is read as an
 *   effect of the fall, whichever incretin medicine brought it.
 * - Ozempic label 5.3 (evidence "ozempic-label"): people with a history of diabetic retinopathy are
 *   monitored.
 * - A primary-care case-control study of mild or moderate non-proliferative retinopathy found no link
 *   between a rapid HbA1c fall and early worsening (seen beside the Vilsbøll record), so the finding is
 *   moderate only with insulin or more advanced retinopathy (pre-proliferative, proliferative,
 *   maculopathy, R2/R3, M1) and low otherwise.
 * "Fast and large" is a fall of at least 1.5 percentage points (about 16 mmol/mol) between two results
 * no more than 6 months apart, the later one the current result: an engine choice, not a published
 * cut-off.
 */

const FALL_POINTS = 1.5;
const WINDOW_DAYS = 183;
const DAY_MS = 86_400_000;

/** Retinopathy beyond mild background disease, as written in English records and UK screening grades. */
const ADVANCED = /\b(?:pre-?proliferative|proliferative|maculopath\w*|macular o?edema|r[23]|m1|severe)\b/i;

const RETINOPATHY = /\b(?:diabetic )?(?:retinopath\w*|maculopath\w*|macular o?edema)\b/i;

/** The retinopathy recorded as a condition, or stated (not negated) in the notes. */
function retinopathy(ctx: RuleContext): { text: string; ref?: string } | undefined {
  const condition = ctx.model.conditions.find(
    (c) => isActiveCondition(c.status) && RETINOPATHY.test(c.name) && !/\bno\b/i.test(c.name),
  );
  if (condition !== undefined) return { text: condition.name, ref: condition.ref };
  const stated = statedMention(ctx.freeText, RETINOPATHY);
  return stated === undefined ? undefined : { text: stated };
}

/** The current HbA1c and the highest one within the window before it, when it fell fast. */
export function fastFall(ctx: RuleContext): { from: LabObservation; to: LabObservation; weeks: number } | undefined {
  const all = ctx.labs("hba1c").filter((o) => o.time !== undefined && ctx.valueOf(o) !== undefined);
  const to = all[0];
  if (to === undefined) return undefined;
  const toValue = ctx.valueOf(to) ?? 0;
  const earlier = all
    .slice(1)
    .filter((o) => (to.time ?? 0) - (o.time ?? 0) <= WINDOW_DAYS * DAY_MS && (o.time ?? 0) < (to.time ?? 0));
  const from = earlier.reduce<LabObservation | undefined>(
    (best, o) => (best === undefined || (ctx.valueOf(o) ?? 0) > (ctx.valueOf(best) ?? 0) ? o : best),
    undefined,
  );
  if (from === undefined || (ctx.valueOf(from) ?? 0) - toValue < FALL_POINTS) return undefined;
  return { from, to, weeks: Math.round(((to.time ?? 0) - (from.time ?? 0)) / (7 * DAY_MS)) };
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("glp1-ra");
  if (meds.length === 0) return undefined;
  const eye = retinopathy(ctx);
  if (eye === undefined) return undefined;
  const fall = fastFall(ctx);
  if (fall === undefined) return undefined;
  const insulin = ctx.meds("insulin");
  const higher = insulin.length > 0 || ADVANCED.test(eye.text);
  return {
    severity: higher ? Severity.moderate : Severity.low,
    refs: [...ctx.refs(fall.from, fall.to, ...meds, ...insulin), ...(eye.ref ? [eye.ref] : [])],
    values: {
      meds: medNames(meds),
      eye: eye.text.trim(),
      from: ctx.show(fall.from),
      to: ctx.show(fall.to),
      weeks: String(fall.weeks),
      insulin: insulin.length > 0 ? `, with insulin (${medNames(insulin)})` : "",
    },
  };
}

export const GLP1_RETINOPATHY_RULES: readonly Rule[] = [
  {
    id: "glp1-rapid-a1c-fall-retinopathy",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Diabetic eye disease",
    title: "Fast HbA1c fall on a GLP-1 medicine with diabetic retinopathy: eye review",
    clinician:
      'On {meds}{insulin}, with diabetic retinopathy recorded ("{eye}"), HbA1c fell from {from} to {to} in about {weeks} weeks. A large, fast fall in HbA1c can bring early worsening of existing retinopathy: in SUSTAIN 6 most of the excess of retinopathy complications with semaglutide followed a fast early fall in people who already had retinopathy, poor control and insulin, the same early worsening known with insulin. The semaglutide label advises monitoring people with a history of retinopathy. The better control is still the aim; the point is that the eyes are reviewed.',
    patient:
      "Your HbA1c (average blood sugar) has come down a lot in a few months, which is good for your long-term health. In people who already have diabetic eye changes, a big, fast drop can sometimes make those changes worse for a while. Your eyes should be checked soon. Tell your doctor or optician straight away if your sight changes. Keep taking your medicines unless your doctor advises a change.",
    nextSteps: [
      "Arrange a retinal review soon with the diabetic eye screening service or the eye clinic following the retinopathy, telling them about the fast HbA1c fall",
      "Ask the patient to report any change in vision promptly",
    ],
    patientQuestions: ["When should my eyes next be checked?"],
    evidence: ["vilsboll-2018-semaglutide-retinopathy", "ozempic-label"],
    keywords: [
      "semaglutide",
      "tirzepatide",
      "glp-1 receptor agonist",
      "diabetic retinopathy",
      "early worsening",
      "hba1c",
    ],
    match,
  },
];
