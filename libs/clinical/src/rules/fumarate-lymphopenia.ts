import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * A low lymphocyte count on dimethyl fumarate for multiple sclerosis: the label links lymphopenia
 * below 0.5 × 10⁹/L lasting more than six months with progressive multifocal leukoencephalopathy
 * (PML) and advises considering an interruption. Review 14 (neuro, case 15): a count of 0.42–0.48
 * for nine months was reported only as a low result.
 */

const F = FindingFamily.drugLab;

/** Dimethyl fumarate by name or brand; ferrous fumarate (iron) is a different medicine. */
const DIMETHYL_FUMARATE = /\bdimethyl[\s-]?fumarate\b|\btecfidera\b/i;

/** The label's threshold, 0.5 × 10⁹/L, in the rule unit (cells/µL). */
const SEVERE_LYMPHOPENIA = 500;

/** The label's "more than six months", in days. */
const PERSISTENT_DAYS = 182;

const DAY_MS = 86_400_000;

const PML_STEP =
  "Ask about new neurological symptoms: PML can look like an MS relapse; withhold at once and investigate if it is suspected";

/** Steps for a low count not yet shown to have lasted six months. */
const REPEAT_STEPS = [
  "Repeat the full blood count with lymphocytes; if below 0.5 × 10⁹/L for more than six months, consider interrupting treatment with the MS team",
  PML_STEP,
];

/** Steps once the count has stayed below the threshold for more than six months. */
const PERSISTENT_STEPS = [
  "Discuss with the MS team: consider interrupting dimethyl fumarate for lymphocytes below 0.5 × 10⁹/L for more than six months",
  PML_STEP,
];

/**
 * The newest count and the run of counts below the threshold that ends with it, newest first:
 * the run stops at the first count at or above the threshold, so a recovery breaks it.
 */
function lowRun(ctx: RuleContext): LabObservation[] {
  const run: LabObservation[] = [];
  for (const obs of ctx.labs("alc")) {
    const v = ctx.valueOf(obs);
    if (v === undefined || obs.time === undefined) continue;
    if (v >= SEVERE_LYMPHOPENIA) break;
    run.push(obs);
  }
  return run;
}

function fumarateLymphopenia(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && DIMETHYL_FUMARATE.test(m.name));
  if (meds.length === 0) return undefined;
  const run = lowRun(ctx);
  const newest = run[0];
  const oldest = run[run.length - 1];
  if (newest?.time === undefined || oldest?.time === undefined) return undefined;
  const days = Math.round((newest.time - oldest.time) / DAY_MS);
  const persistent = days > PERSISTENT_DAYS;
  const since =
    days > 0
      ? `, below 0.5 × 10⁹/L on every count since ${oldest.date?.slice(0, 10)} (about ${Math.round(days / 30)} months)`
      : "";
  return {
    refs: ctx.refs(...run, ...meds),
    values: { meds: medNames(meds), reading: `${ctx.show(newest)}${since}` },
    severity: persistent ? Severity.high : Severity.moderate,
    clinicianExtra: persistent
      ? "This meets the label's threshold for considering an interruption, with the MS team weighing the risk of PML against disease control."
      : "Not yet shown to have lasted more than six months: repeat the count and watch whether it persists.",
    patientExtra: persistent
      ? "It has stayed this low for more than six months, which is when doctors consider a break from the medicine. Please talk to your MS team soon; do not stop it on your own."
      : "Your MS team will usually repeat the test to see whether it stays low.",
    nextSteps: persistent ? PERSISTENT_STEPS : REPEAT_STEPS,
  };
}

export const FUMARATE_LYMPHOPENIA_RULES: readonly Rule[] = [
  {
    id: "dimethyl-fumarate-lymphopenia",
    family: F,
    severity: Severity.moderate,
    problem: "Multiple sclerosis treatment",
    title: "Low lymphocyte count on dimethyl fumarate",
    clinician:
      "Lymphocytes {reading} on {meds}. Dimethyl fumarate lowers lymphocytes, and progressive multifocal leukoencephalopathy (PML) has occurred in people with prolonged lymphopenia on it; the label advises considering an interruption when lymphocytes stay below 0.5 × 10⁹/L for more than six months.",
    patient:
      "Your lymphocytes (a type of white cell that fights infection) are very low. Your MS medicine, {meds}, can lower them, and when they stay very low for a long time a rare but serious brain infection becomes more likely.",
    nextSteps: REPEAT_STEPS,
    patientQuestions: ["Should I have a break from my MS medicine because of my low lymphocytes?"],
    evidence: ["nmss-2014-tecfidera-label-changes", "halmed-2015-tecfidera-pml-dhpc"],
    keywords: ["dimethyl fumarate", "lymphopenia", "progressive multifocal leukoencephalopathy", "multiple sclerosis"],
    match: fumarateLymphopenia,
  },
];
