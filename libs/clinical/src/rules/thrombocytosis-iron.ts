import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * A raised platelet count beside iron deficiency (review 11, onc-haem case 11: platelets 548 with
 * ferritin 5 and a microcytic anaemia were given only the generic "often a reaction to
 * inflammation, iron deficiency or bleeding"). Thrombocytosis is common in iron-deficiency anaemia
 * and in most people settles within about four weeks of iron treatment (Blood 2006 abstract,
 * SUMMARIES["ash-2006-thrombocytosis-ida"]), so the count is named as a likely reaction to the iron
 * deficiency in the record and rechecked after iron before other causes are pursued.
 * Engine choice: a count of 1000 ×10⁹/L or more keeps the generic text, as a reactive reading is
 * not assumed at that level.
 */

const LOW = new Set(["low", "critical-low"]);
/** Platelets (×10⁹/L) from which the reactive reading is not offered (engine choice). */
const REACTIVE_READING_BELOW = 1000;

/** The text for a raised platelet count with a low ferritin in the record, or undefined. */
export function thrombocytosisWithIronDeficiency(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "platelets" || obs.status !== "high" || obs !== ctx.lab("platelets")) return undefined;
  const value = ctx.valueOf(obs);
  if (value === undefined || value >= REACTIVE_READING_BELOW) return undefined;
  const ferritin = ctx.lab("ferritin");
  if (ferritin === undefined || !LOW.has(ferritin.status)) return undefined;
  return {
    text: `is most likely a reaction to the iron deficiency in the record (ferritin ${ctx.show(ferritin)}): a raised platelet count is common with iron deficiency and usually settles within weeks of iron treatment, so recheck it once iron has been replaced; a count that stays high then needs looking into`,
    // The patient line needs no result or date in brackets, which reads as the clinician's shorthand.
    patient:
      "is most likely a reaction to your low iron: a raised platelet count is common with low iron and usually settles within weeks of iron treatment, so it is checked again once your iron is back up",
    evidence: ["ash-2006-thrombocytosis-ida"],
  };
}

/*
 * A raised platelet count beside a raised CRP or ESR with iron stores not low (review 26, haem-26b:
 * platelets 640 five days into a pneumonia with CRP 96 got only the generic line). Infection and
 * inflammation are among the commonest reactive causes, and a count with a reactive cause is not
 * referred; serial counts show whether it settles (evidence "nhs-lothian-refhelp-thrombocytosis").
 */
export function thrombocytosisWithInflammation(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "platelets" || obs.status !== "high" || obs !== ctx.lab("platelets")) return undefined;
  const value = ctx.valueOf(obs);
  if (value === undefined || value >= REACTIVE_READING_BELOW) return undefined;
  const marker = [ctx.lab("crp"), ctx.lab("esr")].find((o) => o?.status === "high" || o?.status === "critical-high");
  if (marker === undefined) return undefined;
  const name = marker.analyteId === "esr" ? "ESR" : "CRP";
  return {
    text: `is most likely a reaction to inflammation (${name} ${ctx.show(marker)} in the record): infection and inflammation are among the commonest causes of a raised platelet count, which settles as they do, so repeat the blood count once the illness is over; a count above 450 ×10⁹/L that stays raised for 3 months or more with no cause found is referred to haematology`,
    patient:
      "is most likely a reaction to the inflammation or infection shown in your other results: it usually settles as you recover, so the test is repeated once you are better",
    evidence: ["nhs-lothian-refhelp-thrombocytosis"],
  };
}
