import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/**
 * Signs of haemolysis the notes state rather than the results carry: "haptoglobin low",
 * "reticulocytes raised", "Coombs-negative haemolysis" (review 13 hepatology-gi 02: an anaemia
 * with these in the notes was sent for ferritin, B12 and folate). A low haptoglobin with raised
 * reticulocytes, LDH or unconjugated bilirubin shows red cell destruction
 * (SUMMARIES["gpnotebook-haemolytic-anaemia-investigations"]).
 */
const NOTED_HAEMOLYSIS =
  /\b(?:haptoglobin\s+(?:is\s+|was\s+)?(?:low|reduced|undetectable)|(?:low|reduced|undetectable)\s+haptoglobin|reticulocytes?\s+(?:count\s+)?(?:is\s+|are\s+|was\s+|were\s+)?(?:raised|high|increased|elevated)|(?:raised|high|increased|elevated)\s+reticulocytes?|reticulocytosis|ha?emolysis|ha?emolytic)\b/;

/** The first sign of haemolysis the notes state, quoted. */
export function notedHaemolysis(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, NOTED_HAEMOLYSIS);
}

export const HAEMOLYSIS_WORK_UP_STEP =
  "Confirm haemolysis and look for its cause first: blood film, LDH, unconjugated bilirubin and a direct antiglobulin (Coombs) test";
