/**
 * Whether the notes place the patient on a hospital ward now ("AMU day 2", "ward day 3", "day 2 of
 * admission", "inpatient", "on the ward"). Advice to go to an emergency department, or to recheck a
 * blood pressure with lifestyle measures at the next visit, is noise for someone already admitted
 * (review 16, acute panels 03 and 11). An emergency department note ("ED: …") is not an admission,
 * and a past stay ("previous inpatient stay", "admitted 2019") does not count.
 */
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

const UNIT = String.raw`(?:ward|amu|mau|acute medical unit|medical admissions unit|sau|hdu|icu|itu|ccu)`;
const ON_WARD = new RegExp(
  String.raw`\b(?:${UNIT}\s*(?:day|d)\s*\d{1,2}|day\s*\d{1,2}\s+(?:of|since|post|after)\s+(?:(?:this|the|her|his|their)\s+)?(?:admission|stay)|post-?admission\s+day\s*\d{1,2}|hospital\s+day\s*\d{1,2}|(?<!\b(?:previous|prior|last|recent|past|former)\s)in-?patient\b(?!\s+(?:stay|admission|episode)s?\s+(?:in|last|\d))|on\s+the\s+ward|(?:currently|still|remains)\s+(?:an?\s+)?(?:admitted|in\s+hospital))`,
);

/** The notes' words that place the patient in hospital now, or undefined. */
export function inHospitalMention(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, ON_WARD, true);
}
