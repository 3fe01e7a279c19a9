import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/*
 * Iron deficiency in anaemia of CKD read with the kidney thresholds (review 14, kidney-urology case
 * 14: Hb 96 g/L falling, eGFR 36, ferritin 86 µg/L "normal" and TSAT 14%; the report listed the
 * iron tests as in the record and never said the patient was iron deficient).
 *
 * NICE NG8 (key priorities, seen on nice.org.uk): without red cell markers, a transferrin saturation
 * below 20% together with a ferritin below 100 µg/L diagnoses iron deficiency in anaemia of CKD, and
 * neither test is used alone. Ratcliffe et al. (AJKD 2016, the NICE summary): a trial of oral iron
 * when not on an ESA or haemodialysis, intravenous iron on either; a guideline comparison table
 * (Front Med 2021, PMC8032930, NICE row): a 3-month oral trial, then intravenous iron if it fails,
 * and iron deficiency corrected before ESA therapy.
 */

/** Ferritin (ng/mL = µg/L, the rule unit) and TSAT (%) below which NG8 reads iron deficiency in CKD. */
const FERRITIN_BELOW = 100;
const TSAT_BELOW = 20;
const ESA =
  /\b(?:epoetin|darbepoetin|aranesp|eprex|neorecormon|binocrit|retacrit|mircera|methoxy polyethylene glycol-epoetin)\b/i;
const HAEMODIALYSIS = /\b(?:ha?emodialysis|on dialysis|dialysis (?:three|3) times)\b/;

/** What the anaemia-of-CKD finding adds when ferritin and TSAT together show iron deficiency. */
export function ckdIronDeficiency(ctx: RuleContext): Partial<RuleMatch> | undefined {
  const ferritin = ctx.lab("ferritin");
  const tsat = ctx.lab("tsat");
  const f = ctx.valueOf(ferritin);
  const t = ctx.valueOf(tsat);
  if (f === undefined || t === undefined || f >= FERRITIN_BELOW || t >= TSAT_BELOW) return undefined;
  const intravenous =
    ctx.model.medications.some((m) => m.active && ESA.test(m.name)) ||
    statedMention(ctx.freeText, HAEMODIALYSIS) !== undefined;
  const withinRange = ferritin?.status === "normal" ? ", although the ferritin is inside the laboratory's range" : "";
  return {
    refs: ctx.refs(ferritin, tsat),
    clinicianExtra: `Ferritin ${ctx.show(ferritin)} with transferrin saturation ${ctx.show(tsat)}: in anaemia of CKD, NICE NG8 reads a TSAT below ${TSAT_BELOW}% together with a ferritin below ${formatNumber(FERRITIN_BELOW)} µg/L as iron deficiency${withinRange}. Iron deficiency is corrected before an ESA is considered.`,
    patientExtra:
      "Your iron tests show your body is short of iron, which is common with anaemia and kidney disease and can be treated. Iron treatment usually comes first.",
    nextSteps: [
      intravenous
        ? "Offer intravenous iron (on an ESA or haemodialysis)"
        : "Offer a 3-month trial of oral iron; if the haemoglobin does not respond or oral iron is not tolerated, offer intravenous iron",
      "Recheck haemoglobin and iron status in about 3 months",
    ],
    evidence: ["nice-ng8-anaemia-ckd"],
  };
}
