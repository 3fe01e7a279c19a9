import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/*
 * Urinary retention stated in the notes, shared by the retention-with-kidney-injury rule and the
 * raised PSA reading (review 14, kidney-urology case 10). Acute retention can raise PSA for up to
 * about 2 weeks, so a PSA taken during it is deferred, not acted on (serlin-2018-urinary-retention,
 * seen with the Saint John EM reflections page).
 */

const RETENTION =
  /\b(?:acute |chronic )?(?:urinary )?retention(?: of urine)?\b|\bbladder scan\w*\s+(?:of\s+|shows?\s+|showed\s+)?[1-9]\d{2,3}\s*ml\b|\b(?:palpable|distended) bladder\b|\b(?:not passed|unable to pass|cannot pass|can't pass|not passing) urine\b/;

/** The words that state retention in the notes, or undefined. */
export function retentionStated(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, RETENTION);
}

/** What a raised PSA finding says when the sample was taken during urinary retention. */
export function psaDuringRetention(ctx: RuleContext): Partial<RuleMatch> | undefined {
  const retention = retentionStated(ctx);
  if (retention === undefined) return undefined;
  return {
    clinicianExtra: `The notes record "${retention}": urinary retention can raise PSA for up to about 2 weeks, so this value is not acted on now.`,
    patientExtra:
      "A bladder that is not emptying can raise the PSA for a while, so it will be repeated later rather than acted on now.",
    nextSteps: [
      "Repeat the PSA at least 2 weeks after the retention has been relieved; decide on referral from that result",
    ],
    evidence: ["serlin-2018-urinary-retention"],
  };
}
