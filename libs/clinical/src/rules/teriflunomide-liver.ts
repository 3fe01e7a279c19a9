import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { named } from "./immunosuppressant-names.ts";
import { altTwiceLimitOn } from "./leflunomide-liver.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Teriflunomide (Aubagio, for relapsing multiple sclerosis) and the liver, by its US boxed warning
 * ("aubagio-us-label"): transaminases and bilirubin within 6 months before the start, ALT at least
 * monthly for the first six months, and, if drug-induced liver injury is suspected, teriflunomide
 * is stopped and the accelerated elimination procedure (colestyramine or charcoal) started.
 * Review 19 (medicines-3): an ALT of 168 on teriflunomide got only liver-pattern and lab flags, and
 * a start with no ALT since got nothing. As for leflunomide (leflunomide-liver.ts, its parent drug),
 * the engine asks for a prompt prescriber review from twice the upper limit and calls it urgent
 * above three times; the label gives no number for "suspected" injury, so none is quoted from it.
 */

export const TERIFLUNOMIDE = /\b(?:teriflunomide|aubagio)\b/i;

const DAY_MS = 86_400_000;
const URGENT_ABOVE = 3;
/** The label's first six months of monthly ALT. */
const FIRST_MONTHS_DAYS = 183;
/** "At least monthly", with a week's grace for booking. */
const MONTHLY_DAYS = 38;

function teriflunomideAlt(ctx: RuleContext): RuleMatch | undefined {
  const raised = altTwiceLimitOn(ctx, TERIFLUNOMIDE);
  if (raised === undefined) return undefined;
  const { meds, obs, times } = raised;
  const urgent = times > URGENT_ABOVE;
  return {
    refs: ctx.refs(obs, ...meds),
    severity: urgent ? Severity.high : Severity.moderate,
    values: { alt: ctx.show(obs), times: formatNumber(times, 1), med: medNames(meds) },
    nextSteps: [
      `Contact the prescribing neurology team ${urgent ? "today" : "promptly"}: if drug-induced liver injury is suspected, its label stops teriflunomide and starts the accelerated elimination procedure (colestyramine or activated charcoal)`,
      "Repeat ALT with bilirubin, and ask about alcohol, other liver-toxic medicines and symptoms of liver injury",
    ],
  };
}

/** Days from an ISO date to the analysis, when both are known and the date is not in the future. */
function daysBefore(ctx: RuleContext, iso: string | undefined): number | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const then = iso === undefined ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(now) || Number.isNaN(then) || then > now) return undefined;
  return Math.floor((now - then) / DAY_MS);
}

/**
 * In the first six months of teriflunomide (by a dated start), no ALT in the last five or so weeks:
 * the monthly check the label asks for is due. Without a start date the record cannot tell.
 */
function teriflunomideAltDue(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, TERIFLUNOMIDE).filter((m) => {
    const days = daysBefore(ctx, m.startDate);
    return days !== undefined && days <= FIRST_MONTHS_DAYS;
  });
  if (meds.length === 0) return undefined;
  const obs = ctx.lab("alt");
  const since = daysBefore(ctx, obs?.date);
  if (since !== undefined && since <= MONTHLY_DAYS) return undefined;
  const start = meds.map((m) => m.startDate?.slice(0, 10) ?? "").sort()[0] ?? "";
  return {
    refs: ctx.refs(obs, ...meds),
    values: {
      med: medNames(meds),
      start,
      last:
        obs === undefined
          ? "no ALT is in the record"
          : `the latest ALT is ${ctx.show(obs)}${(obs.date ?? "") < start ? ", from before the start" : ""}`,
    },
  };
}

export const TERIFLUNOMIDE_LIVER_RULES: readonly Rule[] = [
  {
    id: "teriflunomide-raised-alt",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Raised ALT on teriflunomide",
    clinician:
      "ALT {alt} on {med}: {times} times the upper limit. Teriflunomide carries a boxed warning for serious liver injury, including acute liver failure; if drug-induced liver injury is suspected its label stops it and starts the accelerated elimination procedure.",
    patient:
      "You take teriflunomide, and a liver blood test (ALT) is well above the normal range. This medicine can affect the liver. Please contact the team who prescribes it soon; do not stop it on your own before you have spoken with them. Call your doctor straight away if your skin or eyes turn yellow or your urine turns dark.",
    nextSteps: ["Review teriflunomide with the prescriber against the ALT"],
    patientQuestions: ["Should my teriflunomide be stopped, and will I need a medicine to clear it?"],
    evidence: ["aubagio-us-label"],
    keywords: ["teriflunomide", "aubagio", "alt", "hepatotoxicity", "accelerated elimination"],
    match: teriflunomideAlt,
  },
  {
    id: "teriflunomide-alt-due",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Medication safety",
    title: "Monthly ALT due on teriflunomide",
    clinician:
      "{med} started {start}, within the last six months; {last}. Its label checks ALT at least monthly for the first six months after starting, because of the risk of liver injury.",
    patient:
      "You started teriflunomide in the last six months. A liver blood test (ALT) is advised every month in the first six months, and one is due now.",
    nextSteps: ["Check ALT now, and at least monthly until six months after the start"],
    evidence: ["aubagio-us-label"],
    keywords: ["teriflunomide", "aubagio", "alt", "monitoring"],
    match: teriflunomideAltDue,
  },
];
