import type { ConditionItem } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { sentenceStart } from "./notes.ts";

/**
 * Whether a mention in the notes is about the past rather than now: "history of GI bleed", "GI
 * bleed Feb 2025 (duodenal ulcer)", "haematemesis in 2025", "melaena 2 years ago". Rules that read
 * a symptom or an event as current (acute-gi-bleed.ts) skip such mentions, since an old event
 * read as a new one leads to the wrong urgent action (holding an anticoagulant in atrial
 * fibrillation on a false alarm). Engine choices, said here so they can be checked:
 * - a date counts as past when it ends more than {@link PAST_DAYS} days before now;
 * - a date or "ago" counts only when it is written close to the mention, in the same clause.
 */

const DAY_MS = 86_400_000;
/** A dated mention older than this many days is an earlier episode, not the current one. */
export const PAST_DAYS = 90;
/** How close to a mention a date or a history word must be written, in characters. */
const NEAR_BEFORE = 40;
const NEAR_AFTER = 30;

/** History words just before a mention: "history of", "h/o", "previous", "prior" (not "prior to"), "used to". */
const HISTORY_BEFORE =
  /\b(?:history\s+of|hx\s+of|h\/o|pmh\s*:?|previous(?:ly)?|prior(?!\s+to)|remote|background\s+of|used\s+to)\s+(?:[\w-]+\s+){0,3}$/;
/** "2 years ago", "several months ago", "last year" just after a mention. */
const LONG_AGO =
  /^[^.;]*?\b(?:(?:\d+|a|an|one|two|three|several|many|few)\s+(?:months?|years?|yrs?)\s+ago|last\s+year)\b/;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** A date written in notes: ISO ("2025-02-01"), month and year ("Feb 2025", "february 2025", "02/2025"), or a year alone ("in 2025"). */
const DATE_IN_TEXT =
  /\b(\d{4})-(\d{2})(?:-(\d{2}))?\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+((?:19|20)\d\d)\b|\b(\d{1,2})\/((?:19|20)\d\d)\b|\b((?:19|20)\d\d)\b/g;

/** The last day a written date covers (the month's or year's end when no day is given), as a time. */
function dateEnd(m: RegExpExecArray): number | undefined {
  if (m[1] !== undefined) {
    const year = Number(m[1]);
    const month = Number(m[2]);
    if (m[3] !== undefined) return Date.UTC(year, month - 1, Number(m[3]));
    return Date.UTC(year, month, 0);
  }
  if (m[4] !== undefined) return Date.UTC(Number(m[5]), MONTHS.indexOf(m[4]) + 1, 0);
  if (m[6] !== undefined) return Date.UTC(Number(m[7]), Number(m[6]), 0);
  if (m[8] !== undefined) return Date.UTC(Number(m[8]), 12, 0);
  return undefined;
}

/** The latest date written in `text` (its last covered day), as a time; undefined when none is. */
export function latestDateIn(text: string): number | undefined {
  let latest: number | undefined;
  for (const m of text.matchAll(DATE_IN_TEXT)) {
    const end = dateEnd(m);
    if (end !== undefined && (latest === undefined || end > latest)) latest = end;
  }
  return latest;
}

/** The first date written in `text` (its last covered day), as a time; undefined when none is. */
export function firstDateIn(text: string): number | undefined {
  for (const m of text.matchAll(DATE_IN_TEXT)) {
    const end = dateEnd(m);
    if (end !== undefined) return end;
  }
  return undefined;
}

/** Whether a date older than {@link PAST_DAYS} days is written in `text`. */
function hasPastDate(text: string, now: number): boolean {
  for (const m of text.matchAll(DATE_IN_TEXT)) {
    const end = dateEnd(m);
    if (end !== undefined && now - end > PAST_DAYS * DAY_MS) return true;
  }
  return false;
}

/** When "now" is: the caller's, else the newest result in the record. */
export function referenceNow(ctx: RuleContext): number | undefined {
  if (ctx.model.now !== undefined) return Date.parse(ctx.model.now);
  const times = ctx.model.labs.flatMap((o) => (o.time === undefined ? [] : [o.time]));
  return times.length > 0 ? Math.max(...times) : undefined;
}

/**
 * Whether the mention at `index` (of `length` characters) in `text` is written as past: a history
 * word just before it, or a date older than {@link PAST_DAYS} days or "years ago" just after or
 * before it in the same sentence.
 */
export function isPastMention(text: string, index: number, length: number, now: number | undefined): boolean {
  const start = Math.max(sentenceStart(text, index), index - NEAR_BEFORE);
  const before = text.slice(start, index);
  if (HISTORY_BEFORE.test(before)) return true;
  // A date counts only in the mention's own clause: in "melaena, Hb 90 (130 in 2025)" the year is the Hb's.
  const clauseBefore = before.slice(before.lastIndexOf(",") + 1);
  const tail = text.slice(index + length);
  const end = tail.search(/[,.;!?\n](?=\s|$)/);
  const after = tail.slice(0, Math.min(NEAR_AFTER, end === -1 ? tail.length : end));
  if (LONG_AGO.test(after)) return true;
  return now !== undefined && (hasPastDate(after, now) || hasPastDate(clauseBefore, now));
}

/** A condition's date: its own, else an ISO date written in its name. */
function conditionTime(c: ConditionItem): number | undefined {
  const text = c.date ?? /\b(\d{4}-\d{2}-\d{2})\b/.exec(c.name)?.[1];
  const time = text === undefined ? Number.NaN : Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Whether the record holds `re` only as a past condition: at least one condition matching it, none
 * of them active, and all dated more than {@link PAST_DAYS} days ago ("Upper GI bleed", resolved,
 * onset 2025-02-01). An undated mention in the notes of the same event is then read as that episode.
 */
export function onlyPastCondition(ctx: RuleContext, re: RegExp, concept?: string): boolean {
  const now = referenceNow(ctx);
  const matching = ctx.model.conditions.filter(
    (c) => re.test(c.name.toLowerCase()) || (concept !== undefined && c.concepts.includes(concept)),
  );
  if (now === undefined || matching.length === 0) return false;
  return matching.every((c) => {
    const at = conditionTime(c);
    return !isActiveCondition(c.status) && at !== undefined && now - at > PAST_DAYS * DAY_MS;
  });
}
