import type { RuleContext } from "./context.ts";

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
}

/** NICE's referral timing for an NT-proBNP in someone without heart failure on record; else undefined. */
export function niceNtProBnpReferral(ctx: RuleContext): NiceReferral | undefined {
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
