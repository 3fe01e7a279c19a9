import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A Lyme IgM immunoblot positive with the IgG blot negative after more than a month of illness
 * (review 12, serology case 15). In two-tier Lyme testing the IgM blot is useful only in the first
 * 4 weeks of symptoms, and CDC says a positive IgM is disregarded after 30 days of illness
 * (SUMMARIES["arup-lyme-immunoblot-igm-4-weeks"]); false-positive IgM blots are common and often
 * lead to unnecessary antibiotics (SUMMARIES["seriburi-2012-lyme-igm-false-positive"]).
 */

const LYME = /\b(?:lyme|borrelia)\b/i;
const BLOT = /\b(?:immunoblot|western blot|blot|wb)\b/i;
const DAYS = { day: 1, week: 7, month: 30, year: 365 } as const;
/** A stated duration of symptoms: "for 8 months", "8 months of fatigue", "over 6 weeks". */
const DURATION =
  /\b(?:for|over|since|past)\s+(\d+)\s+(day|week|month|year)s?\b|\b(\d+)\s+(day|week|month|year)s?\s+of\b/gi;

function blot(ctx: RuleContext, isotype: RegExp): LabObservation | undefined {
  return ctx.model.labs.find((o) => LYME.test(o.name) && BLOT.test(o.name) && isotype.test(o.name));
}

function result(obs: LabObservation | undefined): "positive" | "negative" | undefined {
  if (obs?.value.kind !== "qualitative") return undefined;
  return obs.value.result === "positive" ? "positive" : obs.value.result === "negative" ? "negative" : undefined;
}

/** The longest symptom duration stated in the notes, in days, with its sentence. */
function illnessDays(ctx: RuleContext): { days: number; quote: string } | undefined {
  let best: { days: number; quote: string } | undefined;
  for (const hit of statedMatches(ctx.freeText, DURATION, true)) {
    const m = new RegExp(DURATION.source, "i").exec(hit.quote);
    if (m === null) continue;
    const count = Number(m[1] ?? m[3]);
    const unit = (m[2] ?? m[4])!.toLowerCase() as keyof typeof DAYS;
    const days = count * DAYS[unit];
    if (best === undefined || days > best.days)
      best = { days, quote: sentenceAround(ctx.freeText, hit.index, hit.length).trim() };
  }
  return best;
}

function lymeIgmOnlyLate(ctx: RuleContext): RuleMatch | undefined {
  const igm = blot(ctx, /\bigm\b/i);
  const igg = blot(ctx, /\bigg\b/i);
  if (result(igm) !== "positive" || result(igg) !== "negative") return undefined;
  const illness = illnessDays(ctx);
  if (illness === undefined || illness.days <= 30) return undefined;
  // The first-tier screen the blots follow is part of the same reading: its bare "positive" line
  // stood first in the patient report (review 32, infect-liver-32b case 11).
  const screen = ctx.model.labs.find((o) => LYME.test(o.name) && !BLOT.test(o.name) && result(o) === "positive");
  return {
    refs: ctx.refs(igm, igg, screen),
    ...(screen !== undefined && {
      clinicianExtra: `The first-tier ${screen.name} was positive too: that is what sent the sample to the blots, and it does not change how the IgM-only blot reads.`,
    }),
    values: {
      igm: `${igm!.name} ${igm!.rawValue.trim()}`,
      igg: `${igg!.name} ${igg!.rawValue.trim()}`,
      illness: `"${illness.quote}"`,
    },
  };
}

export const LYME_IGM_LATE_RULES: readonly Rule[] = [
  {
    id: "lyme-igm-only-late",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Lyme disease testing",
    title: "Lyme IgM blot positive alone after more than a month of symptoms: not evidence of Lyme disease",
    clinician:
      "{igm} with {igg}, and the notes record an illness of more than a month ({illness}). In two-tier Lyme testing the IgM blot is used only in the first month (4 weeks) of illness; after that a positive IgM result is disregarded, so an IgM-only result is not diagnostic and does not support Lyme disease. False-positive IgM blots are common and often lead to unnecessary antibiotics.",
    patient:
      "One of your Lyme tests (the IgM blot) is positive, but the other (the IgG blot) is negative. After months of symptoms, this pattern usually does not mean Lyme disease: the IgM test is only used in the first month of illness, and it often gives false positive results. Your doctor will look for other causes of your symptoms.",
    nextSteps: [
      "Do not diagnose or treat Lyme disease on the IgM blot alone after the first month of illness; avoid prolonged antibiotic courses",
      "Assess other causes of the symptoms; seek infectious-diseases advice if there are objective signs of Lyme disease (arthritis, nerve palsy, carditis)",
    ],
    patientQuestions: ["If this is not Lyme disease, what else could cause my symptoms?"],
    evidence: ["arup-lyme-immunoblot-igm-4-weeks", "seriburi-2012-lyme-igm-false-positive"],
    keywords: ["lyme disease", "immunoblot", "igm", "false positive", "two-tier testing"],
    match: lymeIgmOnlyLate,
  },
];
