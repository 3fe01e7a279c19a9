import type { MedicationItem } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * A short course still listed as active after it has run out (deep-coherence review 13, case 13: "a 7-day
 * course of prednisolone and clarithromycin from 20 Nov", read on 28 Nov, still drew "ask today whether
 * another medicine can be used instead"). An interaction with a finished course is no longer current.
 */

const DAY_MS = 86_400_000;
/** "7-day course", "5 day course", "course of 7 days". */
const COURSE_LENGTH = /\b(\d{1,2})[- ]days?\s+course\b|\bcourse\s+of\s+(\d{1,2})\s+days?\b/i;

/**
 * The medicine's own dose or frequency text dating its end in the past: "5-day course, finished 3 weeks
 * ago", "completed 2026-11-15". A time must follow, so "take until finished" is not an end.
 */
const ENDED_AGO = /\b(?:finished|completed|ended|stopped)\s+\d{1,3}\s+(?:day|week|month)s?\s+ago\b/i;
const ENDED_ON = /\b(?:finished|completed|ended|stopped)\s+(?:on\s+)?(\d{4}-\d{2}-\d{2})\b/i;

function endWrittenWithMedicine(m: MedicationItem, now: number): boolean {
  const text = [m.dosage, m.frequency].filter(Boolean).join(" ");
  if (ENDED_AGO.test(text)) return true;
  const on = Date.parse(ENDED_ON.exec(text)?.[1] ?? "");
  return !Number.isNaN(on) && on < now;
}

/** The first word of a medicine's name, long enough to find it in the notes ("clarithromycin 500 mg"). */
function stem(m: MedicationItem): string | undefined {
  const word = /[a-z]{5,}/i.exec(m.name)?.[0];
  return word?.toLowerCase().slice(0, 7);
}

/**
 * True when the record shows the course has ended by now: a past end date, an end written with the medicine
 * (review 21, endocrine-pituitary case 01: "finished 3 weeks ago" read as a current prednisolone), or a
 * course length in the notes, written in the sentence that names the medicine, counted from its start date.
 */
export function courseEnded(ctx: RuleContext, m: MedicationItem): boolean {
  const now = ctx.model.now ? Date.parse(ctx.model.now) : Number.NaN;
  if (Number.isNaN(now)) return false;
  const end = Date.parse(m.endDate ?? "");
  if (!Number.isNaN(end)) return end < now;
  if (endWrittenWithMedicine(m, now)) return true;
  const start = Date.parse(m.startDate ?? "");
  const name = stem(m);
  if (Number.isNaN(start) || name === undefined) return false;
  for (const sentence of ctx.freeText.split(/(?<=[.;])\s+/)) {
    if (!sentence.toLowerCase().includes(name)) continue;
    const length = COURSE_LENGTH.exec(sentence);
    const days = Number(length?.[1] ?? length?.[2] ?? Number.NaN);
    if (!Number.isNaN(days)) return start + days * DAY_MS <= now;
  }
  return false;
}
