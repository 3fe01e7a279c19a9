import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * Allopurinol started above the low start with kidney function below 30 (review 22, medicines-22
 * case 11: "started at 300 mg daily three weeks ago" at eGFR 26). ACR 2020 (evidence "acr-2020-gout")
 * starts allopurinol at 100 mg a day or less, lower in CKD, and titrates it to the urate target to
 * limit hypersensitivity. Read by the allopurinol dose finding (gout-drug-safety.ts), which asks for
 * the dose to be lowered first, and by the urate plan (medicine-review.ts), which then does not raise it.
 */

/** Allopurinol started at a dose above 100 mg, as the notes state it ("started at 300 mg daily"). */
const STARTED_HIGH =
  /\b(?:allopurinol\b[^.;]{0,40}?\bstarted (?:at|on) (?:[2-9]\d\d|[1-9]\d{3})\s*mg|started (?:on )?allopurinol (?:at )?(?:[2-9]\d\d|[1-9]\d{3})\s*mg)/i;
const EGFR_SEVERE = 30;

/** The notes' words when allopurinol was started above 100 mg and eGFR is now below 30; else undefined. */
export function allopurinolStartedHigh(ctx: RuleContext): string | undefined {
  if (ctx.meds("allopurinol").length === 0) return undefined;
  const egfr = ctx.valueOf(ctx.lab("egfr"));
  if (egfr === undefined || egfr >= EGFR_SEVERE) return undefined;
  return statedMention(ctx.freeText, STARTED_HIGH);
}
