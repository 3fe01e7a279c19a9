import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/**
 * A direct antiglobulin (Coombs) test already in the record, read with the haemolysis pattern.
 *
 * Haemolysis with a positive DAT is autoimmune haemolytic
 * anaemia until shown otherwise, the immune system acting against the patient's own red cells
 * (evidence "bsh-2017-primary-aiha"); corticosteroids are the usual first treatment, so the finding
 * asks for haematology advice rather than for a DAT that has already been done. Severe anaemia
 * with breathlessness or chest pain is assessed the same day.
 */

const DAT_NAME = /\b(?:dat|direct\s+antiglobulin|direct\s+coombs?|coombs?(?:'s)?\s+test)\b/i;
const POSITIVE_TEXT = /\bpositive\b|^\s*pos\b|\+/i;
const NEGATIVE_TEXT = /\bnegative\b|^\s*neg\b/i;
const SYMPTOMS =
  /\b(?:breathless\w*|short(?:ness)?\s+of\s+breath|dyspn(?:o)?ea|chest\s+pain|faint\w*|syncope|dizz\w*)\b/i;
/** g/dL: below this a haemolytic anaemia with symptoms is not left to a routine appointment. */
const SEVERE_HB = 8;

/** The newest DAT result that reads positive, or undefined. */
export function positiveDat(ctx: RuleContext): LabObservation | undefined {
  const dat = ctx.model.labs
    .filter((o) => DAT_NAME.test(o.name))
    .sort((a, b) => (b.time ?? Number.NEGATIVE_INFINITY) - (a.time ?? Number.NEGATIVE_INFINITY))[0];
  if (dat === undefined) return undefined;
  if (dat.value.kind === "qualitative") return dat.value.result === "positive" ? dat : undefined;
  return POSITIVE_TEXT.test(dat.rawValue) && !NEGATIVE_TEXT.test(dat.rawValue) ? dat : undefined;
}

/** What the haemolysis finding says instead when a positive DAT is in the record. */
export function aihaReading(
  ctx: RuleContext,
): (Partial<RuleMatch> & { dat: LabObservation; urgent: boolean }) | undefined {
  const dat = positiveDat(ctx);
  if (dat === undefined) return undefined;
  const hb = ctx.value("hemoglobin");
  const symptom = statedMention(ctx.freeText, SYMPTOMS);
  const urgent = hb !== undefined && hb < SEVERE_HB && symptom !== undefined;
  return {
    dat,
    urgent,
    clinicianExtra: `The direct antiglobulin test is already positive (${dat.name} ${dat.rawValue}): with these markers this is autoimmune haemolytic anaemia until shown otherwise, and a raised bilirubin here is from red cell breakdown, not bile-duct obstruction.${urgent ? ` With haemoglobin ${ctx.showValue("hemoglobin")} and "${symptom}" in the notes, arrange same-day assessment and haematology advice.` : " Discuss with haematology promptly."}`,
    patientExtra: urgent
      ? "A test shows your immune system is attacking your red blood cells. With your low blood count and breathlessness, please contact your doctor or go to urgent care today."
      : "A test shows your immune system may be attacking your red blood cells. Your doctor will discuss this with a blood specialist soon.",
    nextSteps: [
      `${urgent ? "Same-day" : "Prompt"} haematology advice for DAT-positive haemolysis (autoimmune haemolytic anaemia): corticosteroids are the usual first treatment, and transfusion if symptomatic`,
      "Blood film, and the DAT's IgG and C3d pattern to separate warm from cold types; look for a cause (lymphoproliferative disease, autoimmune disease, medicines)",
      "Folic acid while haemolysis continues; repeat full blood count and reticulocytes",
    ],
    evidence: ["bsh-2017-primary-aiha", "gpnotebook-haemolytic-anaemia-investigations"],
  };
}
