import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

export const REPEAT_AWAY_FROM_PERIOD = "Repeat CA-125 away from the period (for example mid-cycle) before reading it";

/** A sample the notes place during a period: "day 2 of period", "taken during menses", "menstruating". */
const DURING_PERIOD =
  /\bday\s+[1-7]\s+of\s+(?:her\s+|the\s+|a\s+)?(?:period|menses|menstruation|cycle)\b|\b(?:during|on)\s+(?:her\s+|the\s+|a\s+)?(?:period|menses|menstruation)\b|\bwhile\s+menstruating\b|\bwas\s+menstruating\b/;

/**
 * CA-125 taken during menstruation, with what to say of it: levels are higher during a period than
 * in the rest of the cycle, with and without endometriosis (Kafali 2004), so such a sample can read
 * higher than a mid-cycle one and is repeated away from the period before it is read (review 13
 * oncology 02).
 */
export function ca125DuringPeriod(ctx: RuleContext): { clinician: string; patient: string; step: string } | undefined {
  const quote = statedMention(ctx.freeText, DURING_PERIOD, true);
  if (quote === undefined) return undefined;
  return {
    clinician: `The notes place the sample during a period ("${quote}"): CA-125 is higher during menstruation than in the rest of the cycle, in endometriosis as in other women, so this value may be higher than a sample taken at another time in the cycle.`,
    patient:
      "The blood sample was taken during your period, when CA-125 can be higher for a short time, so it is worth repeating at another time in your cycle.",
    step: REPEAT_AWAY_FROM_PERIOD,
  };
}
