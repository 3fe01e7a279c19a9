import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { currentSmoking } from "./other.ts";
import type { RuleMatch } from "./types.ts";

/**
 * A haematocrit above 54% on testosterone treatment, where the treatment is withheld.
 *
 * The Endocrine Society's monitoring advice for testosterone treatment (evidence
 * "endocrine-society-testosterone-monitoring"): with a haematocrit above 54% the treatment is stopped
 * until it falls to a safe level, the patient is assessed for hypoxia and sleep apnoea, and it is
 * restarted at a lower dose. The threshold is stated, and smoking or witnessed apnoeas in the record
 * are linked to the raised haematocrit.
 */

const STOP_ABOVE_PERCENT = 54;
const APNOEA = /\b(?:apn(?:o)?eas?|sleep\s+apn(?:o)?ea|osa|snor\w*|stops?\s+breathing)\b/i;

/** The haematocrit as a percentage, whether reported as a fraction (0.56 L/L) or a percent (56%). */
function percent(ctx: RuleContext, hct: LabObservation): number | undefined {
  const v = ctx.valueOf(hct);
  if (v === undefined) return undefined;
  return v <= 1 ? v * 100 : v;
}

/** What the testosterone finding adds when the haematocrit is above the 54% stop threshold. */
export function testosteroneHctStop(ctx: RuleContext, hct: LabObservation | undefined): Partial<RuleMatch> | undefined {
  if (hct === undefined) return undefined;
  const pct = percent(ctx, hct);
  if (pct === undefined || pct <= STOP_ABOVE_PERCENT) return undefined;
  // Current smoking only: "Non-smoker" named smoking as a cause (review 19).
  const smoking = currentSmoking(ctx)?.what;
  const apnoea = statedMention(ctx.freeText, APNOEA);
  const secondary = [
    smoking ? `smoking ("${smoking}")` : "",
    apnoea ? `possible sleep apnoea ("${apnoea}")` : "",
  ].filter(Boolean);
  return {
    clinicianExtra: `The haematocrit is above 54%, where the Endocrine Society advises withholding testosterone until it falls to a safe level, assessing for hypoxia and sleep apnoea, and restarting at a lower dose.${secondary.length > 0 ? ` The record also holds other causes that add to it: ${secondary.join(" and ")}.` : ""}`,
    nextSteps: [
      "Withhold testosterone now (haematocrit above 54%) until the haematocrit falls to a safe level, then restart at a lower dose",
      apnoea
        ? "Assess for sleep apnoea (sleep study) and hypoxia: the notes mention snoring or apnoeas"
        : "Assess for hypoxia and sleep apnoea",
      // The stop-smoking advice itself is the smoking finding's step; repeating it here said it twice.
      smoking
        ? "Repeat the full blood count; the recorded smoking also raises the haematocrit"
        : "Repeat the full blood count",
    ],
    evidence: [
      "testosterone-gel-label-polycythemia",
      "endocrine-society-2018-testosterone",
      "endocrine-society-testosterone-monitoring",
    ],
  };
}
