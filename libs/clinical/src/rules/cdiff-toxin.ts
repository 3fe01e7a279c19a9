import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * A detected C. difficile toxin, shared by the C. difficile finding and the findings that would
 * otherwise give its white cells or fever to another infection (review 46, infection-sweep-46 case 02).
 * Kept apart from c-difficile.ts, which reads vital signs, so that vital-signs.ts can use it too.
 */

export const CDIFF = /\b(?:c\.?\s*diff(?:icile)?|clostridi(?:oides|um) difficile|cdiff)\b/i;
const TOXIN = /\btoxin\b/i;
/** A gene test for the toxin (PCR of tcdB) shows the organism can make toxin, not that toxin is present. */
const GENE = /\b(?:pcr|gene|tcd[ab]|naat)\b/i;

export function cdiffToxinPositive(ctx: RuleContext): LabObservation[] {
  return ctx.model.labs.filter(
    (o) =>
      CDIFF.test(o.name) &&
      TOXIN.test(o.name) &&
      !GENE.test(o.name) &&
      o.value.kind === "qualitative" &&
      o.value.result === "positive",
  );
}
