/**
 * Infection screens already done, read from the results and the notes, so that the screening before
 * a TNF inhibitor (anti-tnf-screening.ts) does not ask again for tests the record already answers
 * (review 28: "HBsAg negative, anti-HBc negative, HCV Ab negative, HIV negative (2026-09)" in the
 * notes, and hepatitis B, C and HIV were all asked for again).
 *
 * Engine choices (no source gives them):
 * - a screen counts for {@link RECENT_DAYS} days; one dated earlier (or written as "3 years ago")
 *   is asked for again, and an undated one is read as current; the TB test before a TNF inhibitor
 *   has the same window (review 28: an IGRA from 3 years before counted as done);
 * - from the notes only a negative result counts: a test only asked for ("hepatitis B screen
 *   requested") is not a result, and a positive one written only in the notes is left for the
 *   clinician to act on rather than marked done;
 * - a generic "hepatitis B screen negative" does not say anti-HBc was tested, so it counts for neither
 *   HBsAg nor anti-HBc.
 */
import type { LabObservation } from "../model.ts";
import { NOT_YET_REPORTED } from "../normalize/result-words.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, sentenceStart } from "./notes.ts";
import { firstDateIn, latestDateIn, referenceNow } from "./past-mention.ts";

const RECENT_DAYS = 365;
const DAY_MS = 86_400_000;

export type ScreenTest = "hbsag" | "anti-hbc" | "hcv" | "hiv";

/** How each test is written in (lower-cased) notes. */
const NAMES: Record<ScreenTest, string> = {
  hbsag: String.raw`hbsag|hbs\s*ag|hep(?:atitis|\.)?\s*b\s*(?:surface antigen|sag)`,
  "anti-hbc": String.raw`anti-?\s*hbc(?:\s*(?:total|igg|ab|antibody))?|hbc\s*ab|hep(?:atitis|\.)?\s*b\s*core\s*(?:antibody|antibodies|ab)`,
  hcv: String.raw`(?:hcv|hep(?:atitis|\.)?\s*c)(?:\s*(?:ab|antibody|antibodies|serology|screen|test|rna|pcr))?`,
  hiv: String.raw`hiv(?:\s*(?:1\/2|1\s*(?:and|&)\s*2|1\+2))?(?:\s*(?:ag\/ab|antigen\/antibody|ab|antibody|antibodies|serology|screen|test|combo))*`,
};
const ANY_NAME = Object.values(NAMES).join("|");
const NEGATIVE = String.raw`(?:negative|neg|non-?reactive|not detected|undetectable)`;

/**
 * A test name followed by a negative result, directly or after a list of other screening tests
 * ("HBsAg, anti-HBc and HCV Ab all negative"); the lookahead leaves the list for its own names.
 */
const STATED_NEGATIVE = Object.fromEntries(
  Object.entries(NAMES).map(([test, name]) => [
    test,
    new RegExp(
      String.raw`\b(?:${name})\b(?=(?:\s*(?:,|and|&|\/|\+)?\s*(?:${ANY_NAME})\b)*\s*(?:[:=-]\s*)?(?:(?:all|both|were|was|is|are|came back|returned)\s+)*${NEGATIVE}\b)`,
      "g",
    ),
  ]),
) as Record<ScreenTest, RegExp>;

/** A result only hoped for or planned around ("if HBsAg negative, start"), not one reported. */
const CONDITIONAL_BEFORE = /\b(?:if|once|provided|assuming|unless|when|await\w*|pending)\b[^,]*$/;

/** Catalogue ids of each test's laboratory results. */
const LAB_IDS: Record<ScreenTest, readonly string[]> = {
  hbsag: ["hbsag"],
  "anti-hbc": ["anti-hbc"],
  hcv: ["hcv-ab", "hcv-rna"],
  hiv: ["hiv-ag-ab"],
};

function recent(time: number | undefined, now: number | undefined): boolean {
  return time === undefined || now === undefined || now - time <= RECENT_DAYS * DAY_MS;
}

/** A reported result of the test in the record, recent enough to count. */
function resultInRecord(ctx: RuleContext, test: ScreenTest, now: number | undefined): boolean {
  const rows = [
    ...LAB_IDS[test].flatMap((id) => ctx.labs(id)),
    ...(test === "hiv" ? ctx.model.labs.filter((o) => /\bhiv\b/i.test(o.name)) : []),
  ];
  return rows.some((o) => !NOT_YET_REPORTED.test(o.rawValue) && recent(o.time, now));
}

const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
/** "3 years ago", "18 months ago": how long before now a result is said to have been taken. */
const AGO = /\b(\d+|an?|one|two|three|four|five)\s+(years?|yrs?|months?)\s+ago\b/;

/** When a result written after `after` was taken: "3 years ago" counted back from now, else a written date. */
function agoTime(after: string, now: number | undefined): number | undefined {
  const m = AGO.exec(after);
  if (m === null || now === undefined) return undefined;
  const count = COUNT_WORDS[m[1]!] ?? Number(m[1]);
  const days = m[2]!.startsWith("m") ? count * 30 : count * 365;
  return now - days * DAY_MS;
}

/**
 * Whether `pattern` (global) matches a result stated in the notes, not one hoped for, with a date
 * in its sentence recent enough or none: the date nearest after the name ("HIV negative
 * (2026-09)", "QuantiFERON negative 3 years ago"), else the latest before it.
 */
function statedInNotes(text: string, pattern: RegExp, now: number | undefined): boolean {
  for (const m of text.matchAll(pattern)) {
    const start = sentenceStart(text, m.index);
    const clause = text.slice(start, m.index);
    if (CONDITIONAL_BEFORE.test(clause.slice(clause.lastIndexOf(",") + 1))) continue;
    const sentence = sentenceAround(text, m.index, m[0].length);
    const after = sentence.slice(m.index - start);
    if (recent(agoTime(after, now) ?? firstDateIn(after) ?? latestDateIn(clause), now)) return true;
  }
  return false;
}

/** Whether the record holds a recent result of the screening test (see the file comment). */
export function screenDone(ctx: RuleContext, test: ScreenTest): boolean {
  const now = referenceNow(ctx);
  return resultInRecord(ctx, test, now) || statedInNotes(ctx.freeText, STATED_NEGATIVE[test], now);
}

/** Whether a laboratory row is a reported screening result recent enough to count (see the file comment). */
export function recentScreenResult(ctx: RuleContext, obs: LabObservation): boolean {
  return !NOT_YET_REPORTED.test(obs.rawValue) && recent(obs.time, referenceNow(ctx));
}

/**
 * Whether a match of `pattern` (global) in the notes states a result, not one hoped for: recent
 * enough to count (see the file comment), or of any age with `anyAge`.
 */
export function statedInRecord(ctx: RuleContext, pattern: RegExp, anyAge = false): boolean {
  return statedInNotes(ctx.freeText, pattern, anyAge ? undefined : referenceNow(ctx));
}
