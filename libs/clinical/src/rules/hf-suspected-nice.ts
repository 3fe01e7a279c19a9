import type { RuleContext } from "./context.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/**
 * Suspected heart failure with no heart failure on record: NICE QS9 statement 2 (from NICE NG106;
 * evidence "nice-qs9-heart-failure") asks for specialist assessment and transthoracic
 * echocardiography within 2 weeks of referral when NT-proBNP is over 2000 ng/L (very high, worse
 * outlook) and within 6 weeks when it is 400 to 2000 ng/L. The natriuretic-peptide finding
 * (patterns.ts) and the new-heart-failure wording of hf-decompensation-signs (heart-failure.ts)
 * give this timing, so that a raised result is not left as "echocardiography if not already known".
 * ng/L and pg/mL are the same quantity.
 */

/** NT-proBNP (ng/L) over which NICE asks for assessment within 2 weeks. */
export const NICE_NTPROBNP_VERY_HIGH = 2000;
/** NT-proBNP (ng/L) from which NICE asks for assessment within 6 weeks. */
export const NICE_NTPROBNP_HIGH = 400;

export interface NiceReferral {
  weeks: 2 | 6;
  clinician: string;
  step: string;
  patient: string;
  /** A US record's prompt assessment, with no NICE timing (usNtProBnpPrompt). */
  us?: true;
}

/** NICE's referral timing for an NT-proBNP in someone without heart failure on record; else undefined. */
export function niceNtProBnpReferral(ctx: RuleContext): NiceReferral | undefined {
  // A US record is not given NICE's referral bands (review 29b, country-29b: a Florida record was told
  // "within 6 weeks (NICE …)"); its findings keep their own prompt assessment and echocardiography.
  if (readsAsUsUnits(ctx)) return undefined;
  const nt = ctx.value("nt-probnp");
  if (nt === undefined || nt < NICE_NTPROBNP_HIGH) return undefined;
  const weeks = nt > NICE_NTPROBNP_VERY_HIGH ? 2 : 6;
  const band = weeks === 2 ? "over 2000 ng/L" : "400 to 2000 ng/L";
  return {
    weeks,
    clinician: `In UK practice (NICE QS9 statement 2), suspected heart failure with NT-proBNP ${band} is referred for specialist assessment and transthoracic echocardiography within ${weeks} weeks.`,
    step: `Refer for specialist heart-failure assessment and transthoracic echocardiography within ${weeks} weeks (NICE: NT-proBNP ${band})`,
    patient: `A heart scan (echocardiogram) and a heart specialist's assessment are usually arranged within ${weeks} weeks at this level.`,
  };
}

/**
 * On a US record, no NICE band: the same raised NT-proBNP is assessed promptly, with no timing
 * named. Only the no-symptom reading (np-symptoms.ts) uses it, so that review 12's "review for
 * symptoms first" still holds there (review 29b, country-29b).
 */
export function usNtProBnpPrompt(ctx: RuleContext): NiceReferral | undefined {
  const nt = ctx.value("nt-probnp");
  if (!readsAsUsUnits(ctx) || nt === undefined || nt < NICE_NTPROBNP_HIGH) return undefined;
  return {
    weeks: nt > NICE_NTPROBNP_VERY_HIGH ? 2 : 6,
    clinician: "",
    step: "Arrange echocardiography and a heart-failure assessment promptly",
    patient: "",
    us: true,
  };
}

/**
 * A UK record's NT-proBNP above the ESC's 125 ng/L but below NICE's 400: NICE (NG106, as QS9 and
 * the local pathways give it) makes heart failure less likely there and reviews other causes
 * first, discussing with a heart-failure specialist only if concern remains, rather than sending
 * everyone above 125 for echocardiography (review 27, heart-27 case 03: 320 ng/L in a breathless
 * 48-year-old after a chest infection read as "echocardiography is indicated"). Undefined otherwise.
 */
export function niceNtProBnpBelowReferral(ctx: RuleContext, uk: boolean): Omit<NiceReferral, "weeks"> | undefined {
  const nt = ctx.value("nt-probnp");
  if (!uk || nt === undefined || nt >= NICE_NTPROBNP_HIGH) return undefined;
  return {
    clinician:
      "In UK practice (NICE NG106, quality standard QS9) an NT-proBNP below 400 ng/L makes heart failure less likely: other causes of the symptoms are reviewed first, and if heart failure is still suspected the case is discussed with a heart-failure specialist. The ESC's lower cut-off of 125 means heart failure is not fully excluded.",
    step: "Review other causes of the symptoms (NICE: NT-proBNP below 400 ng/L); if heart failure is still suspected, discuss with a heart-failure specialist",
    patient:
      "At this level, though, heart failure is less likely, so your doctor will usually look for other causes of your symptoms first, and ask a heart specialist's advice if they are still concerned.",
  };
}
