import { countOf } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * A low eGFR the record shows to have been there for years: in the notes ("eGFR 51-55 over last 4
 * years") or in the series. KDIGO 2024 takes chronicity from a review of past eGFR values, not only
 * from a repeat (SUMMARIES["kdigo-2024-ckd"]), so such a note is not "no earlier low eGFR on record"
 * and no repeat to exclude acute kidney injury is asked for (review 12, overcall case 06). In an older
 * person with G3a, no albuminuria (A1) and years of stability, the KDIGO risk grid puts it in its
 * lowest band for CKD with yearly monitoring, so the patient hears that rather than an unqualified
 * "the kidneys are not working as well as they should" (case 07).
 */

/** An eGFR below 60 stated in the notes with a span of years: "eGFR 51-55 over last 4 years". */
const STATED_EARLIER_LOW =
  /\begfr\b[^.;\n]{0,30}?\b([1-5]\d)(?:\s*(?:-|–|to)\s*([1-5]\d))?\b[^.;\n]{0,30}?\b(?:over|for|in|during)\s+(?:the\s+)?(?:last|past)\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+years?\b/;

/**
 * From this age the stable-G3aA1 wording is used: the older people the review found over-called. It
 * was 75; a 70-year-old with five years of eGFR 58–61 and a normal ACR heard "not working as well
 * as they should" at moderate priority (review 19, quiet panels 09). KDIGO's grid and its yearly
 * monitoring for G3aA1 do not change with age; 65 is the engine's usual "older" line.
 */
const OLDER_AGE = 65;
/**
 * An earlier eGFR this far above the G3a line still counts as the same, stable kidney function: a
 * series of 60, 59, 61, 58, 58 is not a fall into G3a. An engine choice inside KDIGO 2024 practice
 * point 2.1.3, under which only a change of more than 20% between tests exceeds the expected
 * variability (64 to 59 is under 8%).
 */
const STABLE_ABOVE_G3A = 5;
/**
 * Years of stable values before the wording calls it steady. One year of G3aA1 already meets the
 * CKD definition and KDIGO's yearly monitoring for it; three left an 88-year-old with 18 months of
 * eGFR 51–54 and no albuminuria hearing "not working as well as they should" at moderate priority
 * (review 16, older over-calls 03).
 */
const STABLE_YEARS = 1;
const YEAR_MS = 365.25 * 86_400_000;

export interface StatedEarlierLowEgfr {
  /** The note's words, as quoted to the clinician. */
  quote: string;
  low: number;
  high: number;
  years: number;
}

/** The notes' statement of an eGFR below 60 over a span of years, or undefined. */
export function statedEarlierLowEgfr(ctx: RuleContext): StatedEarlierLowEgfr | undefined {
  const text = ctx.freeText;
  const quote = statedMention(text, STATED_EARLIER_LOW, true);
  const m = quote === undefined ? null : STATED_EARLIER_LOW.exec(text);
  if (quote === undefined || m === null) return undefined;
  const first = Number(m[1]);
  const second = m[2] === undefined ? first : Number(m[2]);
  const years = countOf(m[3]!);
  return { quote, low: Math.min(first, second), high: Math.max(first, second), years };
}

/** Years over which the eGFR series stayed in G3a (45–59, or just above: STABLE_ABOVE_G3A), first to last point. */
function seriesStableG3aYears(ctx: RuleContext): number | undefined {
  const points = ctx.series("egfr")?.points ?? [];
  const first = points[0];
  const last = points[points.length - 1];
  if (
    first === undefined ||
    last === undefined ||
    last.value >= 60 ||
    points.some((p) => p.value < 45 || p.value >= 60 + STABLE_ABOVE_G3A)
  )
    return undefined;
  return (last.time - first.time) / YEAR_MS;
}

/**
 * Years of a stable G3aA1 in a person of OLDER_AGE or more, by the series or the notes, when they
 * reach STABLE_YEARS; otherwise undefined.
 */
export function stableOlderG3aA1Years(
  ctx: RuleContext,
  g: string | undefined,
  a: string | undefined,
): number | undefined {
  if (g !== "G3a" || a !== "A1" || ctx.age === undefined || ctx.age < OLDER_AGE) return undefined;
  const stated = statedEarlierLowEgfr(ctx);
  const fromNotes = stated !== undefined && stated.low >= 45 ? stated.years : 0;
  const years = Math.max(seriesStableG3aYears(ctx) ?? 0, fromNotes);
  return years >= STABLE_YEARS ? Math.floor(years) : undefined;
}

/** The patient's kidney sentence for a stable G3aA1 in an older person (after "Your kidney "). */
export function stableOlderPatientKidney(years: number): string {
  return `filtering is a little below the usual range, but it has stayed about the same for ${years === 1 ? "more than a year" : `${years} years`} and there is no protein leaking into the urine. This is a mild, steady form of reduced kidney function that is usually just checked once a year with a blood and urine test.`;
}

/** ckd-stage's next steps for it: yearly checks and a medicine review, no repeat or work-up. */
export const STABLE_OLDER_STEPS = [
  "Monitor eGFR and urine ACR once a year (G3aA1, KDIGO)",
  "Review kidney-cleared drugs and avoid nephrotoxins such as regular NSAIDs",
];
