import { Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { recordText } from "./duffy-null.ts";
import { statedMention } from "./notes.ts";

/*
 * Clozapine in a patient whose benign ethnic neutropenia (Duffy-null associated neutrophil count) is
 * already recorded. The clozapine label has a separate algorithm for such patients (see
 * SUMMARIES["clozaril-label-ben-algorithm"]): a count of 1,000/µL or more is their normal range and
 * clozapine continues with routine monitoring; 500–999/µL is "BEN neutropenia", where clozapine
 * continues with haematology advice and counts three times a week; below 500/µL clozapine is
 * interrupted. Only a recorded diagnosis switches to these bands: ancestry alone does not, since the
 * label asks for the baseline to be established first (the general rule in duffy-null.ts reads
 * ancestry for people not taking a neutropenia-causing medicine).
 */

/** A recorded diagnosis, not a guess from ancestry: "benign ethnic neutropenia", "Duffy-null", "BEN thresholds". */
const BEN_RECORDED =
  /\b(?:benign (?:ethnic )?neutropenia|duffy[\s-]*null(?: phenotype| associated neutrophil count)?|ben (?:thresholds?|criteria|bands?|monitoring|range|algorithm))\b/;

/** The record's words that establish benign ethnic neutropenia, when they are stated (not "no BEN"). */
export function recordedBen(ctx: RuleContext): string | undefined {
  return statedMention(recordText(ctx), BEN_RECORDED, true);
}

export interface BenBand {
  severity: Severity;
  band: string;
  step: string;
  patient: string;
}

/** The label's benign ethnic neutropenia bands, thresholds written in the unit of the result. */
export function clozapineBenBand(anc: number, t: (perMicrolitre: number) => string, ben: string): BenBand {
  const recorded = `benign ethnic neutropenia is recorded ("${ben}"), so the label's BEN algorithm applies`;
  if (anc < 500)
    return {
      severity: Severity.critical,
      band: `${recorded}, and a count below ${t(500)} is severe neutropenia even under it: clozapine is interrupted and haematology advice sought`,
      step: `Withhold clozapine today and seek haematology advice (BEN algorithm: below ${t(500)}); daily ANC until at least ${t(500)}`,
      patient: "very low",
    };
  if (anc < 1000)
    return {
      severity: Severity.high,
      band: `${recorded}; ${t(500)} to below ${t(1000)} is BEN neutropenia, where the label continues clozapine with haematology advice and ANC three times a week until back to ${t(1000)} or the patient's baseline`,
      step: `Seek haematology advice and check the ANC three times a week until at least ${t(1000)} or the patient's usual count (BEN algorithm: clozapine continues)`,
      patient: "lower than your usual",
    };
  return {
    severity: Severity.low,
    band: `${recorded}, and a count of ${t(1000)} or more is within the normal BEN range: continue clozapine with routine monitoring, read against the patient's own baseline rather than the general-population bands`,
    step: `Continue clozapine and routine monitoring under the BEN thresholds agreed with the monitoring service; recheck sooner if the count falls below ${t(1000)} or infection signs appear`,
    patient: "in your usual range",
  };
}
