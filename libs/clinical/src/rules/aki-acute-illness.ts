import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * A creatinine rise against a baseline older than KDIGO's 7-day window, while the notes describe an
 * acute illness that dries the patient out (review 11, renal case 08: vomiting and diarrhoea for 3
 * days with a baseline from 5 months before). The illness dates the rise to the last few days, so
 * it is read as acute kidney injury until a repeat creatinine shows otherwise, instead of asking
 * for the timing to be clarified. A baseline older than a year is not used: an engine choice.
 */

const BASELINE_MAX_DAYS = 365;
/** Fluid loss or poor intake stated in the notes. */
const ACUTE_ILLNESS =
  /\b(?:vomit(?:ing|ed)|diarrh(?:o)?ea|d\s?&\s?v|loose\s+stools?|(?:poor|reduced|low)\s+(?:oral\s+|fluid\s+)?intake|not\s+(?:eating\s+or\s+)?drinking|dehydrat(?:ed|ion)|dizz(?:y|iness)\s+on\s+standing|postural\s+(?:dizziness|hypotension))\b/;

/** The text that replaces the timing hedge, or undefined when the notes give no acute illness. */
export function acuteIllnessTiming(ctx: RuleContext, days: number, stage: number): string | undefined {
  if (days > BASELINE_MAX_DAYS) return undefined;
  const quote = statedMention(ctx.freeText, ACUTE_ILLNESS);
  if (quote === undefined) return undefined;
  return `against a baseline from ${Math.round(days)} days before; the notes record "${quote}", an acute illness that dates the rise to the last few days, so treat this as acute kidney injury (KDIGO stage ${stage} by the size of the rise) until a repeat creatinine shows otherwise`;
}
