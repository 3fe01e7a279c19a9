import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A lymphocyte count below 0.2 × 10⁹/L on fingolimod, siponimod or teriflunomide for multiple
 * sclerosis (review 21, neurology-21 case 05: 0.15 on fingolimod, falling from 0.42, was reported
 * only as a low result "that can follow illness, steroids or other treatments"). These drugs lower
 * lymphocytes by design, so a low count above the floor is expected; the EMA product information,
 * as tabulated in a review of DMT effects on leukocytes ("schweitzer-2020-dmt-leukocytes"), sets
 * 200/mm³ as the threshold: for fingolimod repeat the count and suspend treatment if it is
 * confirmed, siponimod by analogy with fingolimod, teriflunomide suspension. Dimethyl fumarate has
 * its own rule (fumarate-lymphopenia.ts) with a different threshold.
 */

const DRUGS = /\b(?:fingolimod|gilenya|siponimod|mayzent|teriflunomide|aubagio)\b/i;

/** The product-information threshold, 200/mm³ (0.2 × 10⁹/L), in the rule unit (cells/µL). */
const FLOOR = 200;

function msLymphocyteFloor(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && DRUGS.test(m.name));
  if (meds.length === 0) return undefined;
  const [latest, previous] = ctx.labs("alc");
  const value = ctx.valueOf(latest);
  if (latest === undefined || value === undefined || value >= FLOOR) return undefined;
  const before = ctx.valueOf(previous);
  const confirmed = before !== undefined && before < FLOOR;
  return {
    refs: ctx.refs(latest, ...(confirmed ? [previous] : []), ...meds),
    values: {
      meds: medNames(meds),
      reading: ctx.show(latest),
      confirmation: confirmed
        ? ` The count before (${ctx.show(previous)}) was also below it, so the low count is confirmed.`
        : " Only this count is below it so far: repeat it to confirm.",
    },
  };
}

/**
 * A count below the laboratory's range but at or above the floor: the intended effect of the drug,
 * said so the generic "low lymphocytes can follow illness or steroids" line does not stand alone.
 */
function msLymphocyteExpected(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && DRUGS.test(m.name));
  const latest = ctx.lab("alc");
  const value = ctx.valueOf(latest);
  if (meds.length === 0 || latest?.status !== "low" || value === undefined || value < FLOOR) return undefined;
  return { refs: ctx.refs(latest, ...meds), values: { meds: medNames(meds), reading: ctx.show(latest) } };
}

export const MS_LYMPHOCYTE_FLOOR_RULES: readonly Rule[] = [
  {
    id: "ms-dmt-lymphocytes-expected",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Multiple sclerosis treatment",
    title: "Low lymphocytes on an MS treatment: an expected effect, above the suspension threshold",
    clinician:
      "Lymphocytes {reading} on {meds}. This treatment lowers lymphocytes as part of how it works; the count is above the 0.2 × 10⁹/L (200/mm³) at which the product information advises repeating and suspending, so it is followed with the usual monitoring.",
    patient:
      "Your lymphocytes (a type of white cell) are below the usual range. Your MS medicine, {meds}, lowers them on purpose, and this level is not one at which it is usually paused. Your MS team checks them with your regular blood tests.",
    nextSteps: ["Continue the usual lymphocyte monitoring for this treatment"],
    evidence: ["schweitzer-2020-dmt-leukocytes"],
    keywords: ["fingolimod", "siponimod", "teriflunomide", "lymphopenia", "multiple sclerosis"],
    match: msLymphocyteExpected,
  },
  {
    id: "ms-dmt-lymphocytes-below-floor",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Multiple sclerosis treatment",
    title: "Lymphocytes below 0.2 × 10⁹/L on an MS treatment: suspension threshold",
    clinician:
      "Lymphocytes {reading} on {meds}. This treatment lowers lymphocytes by design, but below 0.2 × 10⁹/L (200/mm³) the product information advises repeating the count and suspending treatment if it is confirmed.{confirmation}",
    patient:
      "Your lymphocytes (a type of white cell that fights infection) are very low. Your MS medicine, {meds}, lowers them on purpose, but at this level your MS team usually repeats the test and may pause the medicine until the count recovers. Please contact your MS team in the next few days, sooner if you have a fever or feel unwell. Do not stop it on your own.",
    nextSteps: [
      "Contact the MS team within days: repeat the full blood count with lymphocytes and suspend treatment until recovery if the count is confirmed below 0.2 × 10⁹/L",
      "Ask about infections and fever; assess promptly if present",
    ],
    patientQuestions: ["Should my MS medicine be paused until my lymphocytes recover?"],
    evidence: ["schweitzer-2020-dmt-leukocytes"],
    keywords: ["fingolimod", "siponimod", "teriflunomide", "lymphopenia", "multiple sclerosis"],
    match: msLymphocyteFloor,
  },
];
