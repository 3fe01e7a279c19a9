import type { MeaningInContext } from "../catalogue/overlay.ts";
import { type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { onDialysis } from "./ckd-complications.ts";
import type { RuleContext } from "./context.ts";
import { hfIronDeficiency } from "./hf-iron-deficiency.ts";
import { recordedHfref } from "./hfref-pillars.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

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

/**
 * Ferritin (µg/L) up to which iron is still given in CKD on an ESA or dialysis (KDIGO 2012: a trial
 * of iron with ferritin 500 or less and TSAT 30% or less; NICE NG8 reviews the iron dose above 500).
 */
export const CKD_IRON_FERRITIN_CEILING = 500;
/** NICE NG8's haemoglobin aspiration range on an ESA, in g/dL (the rule unit): 100–120 g/L. */
const ESA_HB_FROM = 10;

/**
 * Anaemia of CKD already treated with an ESA (review 20, ckd-mineral-acid case 04: haemodialysis on
 * darbepoetin, Hb 108 g/L, was told its anaemia's other causes are "checked first"). NICE NG8 (as
 * summarised in the Front Med 2021 guideline table, PMC8032930) aims for a haemoglobin of 100–120 g/L
 * on an ESA: within it the finding is low priority; below it the kidney team reviews the treatment.
 */
export function esaTreatedAnaemia(
  ctx: RuleContext,
  hb: number,
): (Partial<RuleMatch> & { refs: string[]; values: Record<string, string> }) | undefined {
  const esa = ctx.model.medications.filter((m) => m.active && ESA.test(m.name));
  if (esa.length === 0) return undefined;
  const names = esa.map((m) => m.name).join(", ");
  const below = hb < ESA_HB_FROM;
  if (readsAsUsUnits(ctx)) return usEsaTreatedAnaemia(ctx, esa, below);
  return {
    refs: ctx.refs(...esa),
    severity: below ? Severity.moderate : Severity.low,
    values: {
      reading: below
        ? `on ${names} this is treated anaemia of CKD, with the haemoglobin below the 100–120 g/L (10–12 g/dL) NICE NG8 aims for on an ESA: the kidney team reviews the ESA dose and iron status.`
        : `on ${names} this is treated anaemia of CKD, with the haemoglobin within the 100–120 g/L (10–12 g/dL) NICE NG8 aims for on an ESA; the ESA and iron doses are the kidney team's.`,
      patientLead: below
        ? ", which is common with kidney disease, and you already take a medicine for it. Your haemoglobin is below the level usually aimed for on this treatment, so your kidney team may adjust it."
        : ", which is common with kidney disease, and you already take a medicine for it. Your haemoglobin is in the range usually aimed for on this treatment.",
    },
    nextSteps: below
      ? [
          "Tell the kidney team: the haemoglobin is below the range aimed for on an ESA; ESA dose and iron status reviewed",
        ]
      : ["Continue the ESA with the kidney team, who follow haemoglobin and iron status"],
    evidence: ["nice-ng8-anaemia-ckd"],
  };
}

/**
 * The same reading on a US record (review 26, immuno case 04: a US haemodialysis patient on epoetin
 * was given NICE NG8's 10–12 g/dL range). The EPOGEN prescribing information starts treatment below
 * 10 g/dL, warns that aiming above 11 g/dL raised death, stroke and serious cardiovascular events,
 * and gives supplemental iron when TSAT is below 20% or ferritin below 100 (SUMMARIES["epogen-label-ckd"]).
 */
function usEsaTreatedAnaemia(
  ctx: RuleContext,
  esa: readonly { name: string; ref: string }[],
  below: boolean,
): Partial<RuleMatch> & { refs: string[]; values: Record<string, string> } {
  const names = esa.map((m) => m.name).join(", ");
  const tsatObs = ctx.lab("tsat");
  const ferritinObs = ctx.lab("ferritin");
  const tsat = ctx.valueOf(tsatObs);
  const ferritin = ctx.valueOf(ferritinObs);
  const lowIron = [
    tsat !== undefined && tsat < TSAT_BELOW ? `transferrin saturation ${ctx.show(tsatObs)}` : undefined,
    ferritin !== undefined && ferritin < FERRITIN_BELOW ? `ferritin ${ctx.show(ferritinObs)}` : undefined,
  ].filter((s): s is string => s !== undefined);
  const iron =
    lowIron.length > 0
      ? ` With ${lowIron.join(" and ")}, the label gives supplemental iron (TSAT below 20% or ferritin below 100 ng/mL).`
      : "";
  return {
    refs: ctx.refs(...esa, lowIron.length > 0 ? tsatObs : undefined, lowIron.length > 0 ? ferritinObs : undefined),
    severity: below ? Severity.moderate : Severity.low,
    values: {
      reading: below
        ? `on ${names} this is treated anemia of CKD, with the hemoglobin still below 10 g/dL, the level at which the epoetin label starts treatment; the label warns that aiming above 11 g/dL raised death, stroke and serious cardiovascular events, so the dose is individualized by the nephrology team.${iron}`
        : `on ${names} this is treated anemia of CKD; the epoetin label warns that aiming above 11 g/dL raised death, stroke and serious cardiovascular events, and the ESA and iron doses are the nephrology team's.${iron}`,
      patientLead: below
        ? ", which is common with kidney disease, and you already take a medicine for it. Your hemoglobin is still below the level at which this treatment is usually adjusted, so your kidney care team may change it."
        : ", which is common with kidney disease, and you already take a medicine for it.",
    },
    nextSteps: below
      ? [
          `Tell the nephrology/dialysis team: hemoglobin below 10 g/dL on an ESA; ESA dose${lowIron.length > 0 ? " and supplemental iron" : " and iron status"} reviewed`,
        ]
      : ["Continue the ESA with the nephrology team, who follow hemoglobin and iron status"],
    evidence: ["epogen-label-ckd"],
  };
}

/** On an erythropoiesis-stimulating agent, or haemodialysis stated in the notes. */
export function onEsaOrHaemodialysis(ctx: RuleContext): boolean {
  return onEsa(ctx) || statedMention(ctx.freeText, HAEMODIALYSIS) !== undefined;
}

/** On an erythropoiesis-stimulating agent (epoetin, darbepoetin and their brands). */
export function onEsa(ctx: RuleContext): boolean {
  return ctx.model.medications.some((m) => m.active && ESA.test(m.name));
}

/** What the anaemia-of-CKD finding adds when ferritin and TSAT together show iron deficiency. */
export function ckdIronDeficiency(ctx: RuleContext): Partial<RuleMatch> | undefined {
  const ferritin = ctx.lab("ferritin");
  const tsat = ctx.lab("tsat");
  const f = ctx.valueOf(ferritin);
  const t = ctx.valueOf(tsat);
  if (f === undefined || t === undefined || f >= FERRITIN_BELOW || t >= TSAT_BELOW) return undefined;
  const intravenous = onEsaOrHaemodialysis(ctx);
  const withinRange = ferritin?.status === "normal" ? ", although the ferritin is inside the laboratory's range" : "";
  // With HFrEF the heart-failure finding gives the iron intravenously (ESC 2021 and 2023): a trial of
  // oral iron here would contradict it (review 24, deep-24 case 01: HFrEF with CKD G3b, ferritin 58
  // µg/L and TSAT 13%, told "intravenous iron" under heart failure and "oral iron first" under anaemia).
  const hfref = !intravenous && hfIronDeficiency(ctx) !== undefined && recordedHfref(ctx) !== undefined;
  return {
    refs: ctx.refs(ferritin, tsat),
    clinicianExtra: `Ferritin ${ctx.show(ferritin)} with transferrin saturation ${ctx.show(tsat)}: in anaemia of CKD, NICE NG8 reads a TSAT below ${TSAT_BELOW}% together with a ferritin below ${formatNumber(FERRITIN_BELOW)} µg/L as iron deficiency${withinRange}. Iron deficiency is corrected before an ESA is considered.${hfref ? " With HFrEF the iron is given intravenously, as in the heart-failure finding, since oral iron does not replete iron in HFrEF (ESC 2021)." : ""}`,
    patientExtra:
      "Your iron tests show your body is short of iron, which is common with anaemia and kidney disease and can be treated. Iron treatment usually comes first.",
    nextSteps: [
      ...(hfref
        ? []
        : [
            intravenous
              ? "Offer intravenous iron (on an ESA or haemodialysis)"
              : "Offer a 3-month trial of oral iron; if the haemoglobin does not respond or oral iron is not tolerated, offer intravenous iron",
          ]),
      "Recheck haemoglobin and iron status in about 3 months",
    ],
    evidence: hfref ? ["nice-ng8-anaemia-ckd", "esc-2021-hf"] : ["nice-ng8-anaemia-ckd"],
  };
}

const FERRITIN_ON_KIDNEY_TREATMENT: MeaningInContext = {
  text: `of this size is usual with dialysis or treatment for kidney anaemia, where iron is given to keep the iron stores up: the iron dose is reviewed once ferritin is above ${CKD_IRON_FERRITIN_CEILING} µg/L (NICE NG8, which keeps it below 800), so on its own it does not point to iron overload, inflammation or liver disease`,
  evidence: ["nice-ng8-anaemia-ckd"],
};

/**
 * A raised ferritin up to 500 µg/L on dialysis or an ESA, read as the iron treatment's level rather
 * than by its general causes (review 20, ckd-mineral-acid case 04 and kidney-pregnancy-leftovers:
 * haemodialysis with ferritin 450 µg/L was told "iron overload… inflammation, liver disease or alcohol").
 */
export function ferritinOnKidneyTreatment(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "ferritin" || obs.status !== "high" || obs !== ctx.lab("ferritin")) return undefined;
  if (!onEsaOrHaemodialysis(ctx) && !onDialysis(ctx)) return undefined;
  const value = ctx.valueOf(obs);
  return value !== undefined && value <= CKD_IRON_FERRITIN_CEILING ? FERRITIN_ON_KIDNEY_TREATMENT : undefined;
}
