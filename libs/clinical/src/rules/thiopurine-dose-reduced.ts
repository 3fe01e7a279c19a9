import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/**
 * A thiopurine dose the notes say was already lowered for a reduced TPMT or NUDT15 result
 * ("started on reduced dose", "dose reduced for TPMT"), as quoted text (review 21: an intermediate
 * TPMT on a reduced azathioprine dose for 18 months was told to contact the doctor for a lower
 * dose). CPIC's advice for intermediate activity is a reduced dose adjusted by blood counts, so
 * with it in place what remains is the usual blood-count monitoring.
 */
const DOSE_REDUCED =
  /\b(?:reduced|lower(?:ed)?|low)[- ]dose\b|\bdose (?:was |has been |already )?(?:reduced|lowered|adjusted)\b/i;

export function thiopurineDoseReduced(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, DOSE_REDUCED);
}
