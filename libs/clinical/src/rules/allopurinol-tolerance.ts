import { type MedicationItem } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/**
 * Allopurinol taken for months without a reaction: the HLA-B*58:01 finding is then a review, not a
 * same-day stop (read by genetics.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The allopurinol label (evidence "fda-allopurinol-label-hla-b5801"): severe skin reactions mostly
 * begin in the first few months of treatment, so screening current users is not advised. An engine
 * choice: after 6 months taken without a reaction the result is an alert for review, not a
 * same-day stop. A planned start, a start date not known, or a shorter time stays critical.
 */
const ALLOPURINOL_TOLERANCE_DAYS = 180;

function daysTaken(ctx: RuleContext, m: MedicationItem): number | undefined {
  const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (Number.isNaN(start) || Number.isNaN(now) || start > now) return undefined;
  return Math.floor((now - start) / DAY_MS);
}

/** A reaction or a break stated in the notes: the tolerance does not hold. */
const REACTION_OR_BREAK =
  /\b(?:rash|blister\w*|mouth ulcers?|skin reaction|hypersensitivity|dress|stevens|restart\w*|re-?start\w*|stopped|paused|interrupted)\b/i;

export interface AllopurinolTolerance {
  drugs: string;
  steps: string[];
  patient: string;
}

/** Allopurinol taken for over 6 months with no reaction or break stated: the lower-severity wording. */
export function allopurinolTolerated(ctx: RuleContext): AllopurinolTolerance | undefined {
  const meds = ctx.meds("allopurinol");
  if (meds.length === 0) return undefined;
  const days = meds.map((m) => daysTaken(ctx, m));
  if (days.some((d) => d === undefined || d <= ALLOPURINOL_TOLERANCE_DAYS)) return undefined;
  if (statedMention(ctx.freeText, REACTION_OR_BREAK)) return undefined;
  const since = meds.map((m) => m.startDate?.slice(0, 10)).join(", ");
  return {
    drugs: `Taking ${medNames(meds)} since ${since} with no reaction recorded: the risk of these reactions is concentrated in the first months of treatment, so continuing can be discussed at the next routine review rather than stopped today. Any break in treatment makes a restart a new start.`,
    steps: [
      "Record HLA-B*58:01 as a drug allergy alert",
      "Discuss at the next routine review whether to continue allopurinol; do not restart it after any break without review",
      "Tell the patient to stop allopurinol and seek care at once with a rash, fever, blisters or mouth ulcers",
    ],
    patient:
      "You have taken allopurinol for a long time without a reaction, and these reactions usually start in the first months. Do not stop it on your own; discuss it at your next review. Stop it and get medical help at once if you get a rash, fever, blisters or mouth sores.",
  };
}
