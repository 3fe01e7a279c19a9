import type { MedicationItem } from "../model.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";

/**
 * When an SSRI or SNRI was started shortly before a low sodium (review 26, mental-26b case 08: an
 * 84-year-old's sodium fell from 137 to 124 mmol/L four weeks after sertraline was added to an
 * indapamide taken for 11 years). The report named the long-standing thiazide as "a likely cause"
 * and the new antidepressant only as one to review; the start date is what a prescriber weighs.
 * The Beers Criteria (2023) ask for sodium monitoring exactly at a start or dose change.
 */

const DAY_MS = 86_400_000;

/** A start within this many days before the sodium counts as recent: an engine choice (three months). */
const RECENT_START_DAYS = 90;

/** The sentence naming antidepressants started within three months before the latest sodium; else "". */
export function recentAntidepressantStart(ctx: RuleContext, antidepressants: readonly MedicationItem[]): string {
  const sodium = ctx.lab("sodium");
  const at = sodium?.date === undefined ? Number.NaN : Date.parse(sodium.date);
  if (Number.isNaN(at)) return "";
  const recent = antidepressants
    .map((m) => ({ m, days: m.startDate === undefined ? Number.NaN : (at - Date.parse(m.startDate)) / DAY_MS }))
    .filter(({ days }) => days >= 0 && days <= RECENT_START_DAYS);
  if (recent.length === 0) return "";
  const meds = recent.map(({ m }) => m);
  const when = recent.map(({ m, days }) => `${m.startDate?.slice(0, 10)}, ${Math.round(days)} days before this sodium`);
  return ` ${medNames(meds)} ${severalMedicines(meds) ? "were" : "was"} started recently (${when.join("; ")}), the period the Beers Criteria single out, so ${severalMedicines(meds) ? "they are likely contributors" : "it is a likely contributor"} alongside any other cause.`;
}
