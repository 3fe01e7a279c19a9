import { FindingFamily, Severity } from "../model.ts";
import { joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { isHigh } from "./lab-status.ts";
import { BLOOD_CANCER, knownBloodCancer } from "./neutrophilia.ts";
import { statedMention } from "./notes.ts";
import { polycythaemiaVera } from "./oncology-haematology.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A raised haematocrit with the features of a myeloproliferative neoplasm (review 28, haem-onc-28
 * case 05: Hb 185 g/L, Hct 0.56, white cells 12.8, platelets 520, itch after hot baths and a spleen
 * 3 cm below the costal margin in a non-smoker gave only "raised white cells: repeat with a blood
 * film"; the polycythaemia vera rule waits for a JAK2 result).
 * - BNSSG Remedy (polycythaemia, checked 2024): testing for a haematocrit above 0.52 in men or 0.48
 *   in women; the assessment asks about itch, splenomegaly, clots and raised white cells or
 *   platelets; JAK2 V617F is found in over 95% of polycythaemia vera; iron deficiency can mask it.
 * - NHS Dumfries & Galloway RefHelp (polycythaemia, reviewed 2024): referral with splenomegaly,
 *   unexplained itch or an unexplained rise in white cells or platelets; urgent referral from a
 *   haematocrit of 0.60 in men or 0.56 in women.
 * Not on US records: no US source for these referral thresholds was seen.
 * Engine choices: with no haematocrit, the D&G haemoglobin (above 180 g/L in men, 165 in women)
 * stands in; one feature is enough, as D&G refers on any of them.
 */

/** Haematocrit (rule unit %) from which BNSSG tests. */
const HCT_FROM = { male: 52, female: 48 } as const;
/** Haemoglobin (rule unit g/dL) that D&G calls polycythaemia, used when no haematocrit is reported. */
const HB_FROM = { male: 18, female: 16.5 } as const;
/** Haematocrit (%) from which D&G refers urgently. */
const URGENT_HCT = { male: 60, female: 56 } as const;

const SPLEEN =
  /\b(?:splenomegaly|hepatosplenomegaly|(?:enlarged|palpable)\s+spleen|spleen\s+(?:is\s+)?(?:palpable|enlarged|tip\s+palpable))\b/gi;
const ITCH = /\b(?:itch\w*|pruritus|aquagenic)\b/gi;

export function erythrocytosisWithMpnFeatures(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < 18 || ctx.sex === undefined) return undefined;
  // The referral thresholds are NHS pathways'; no US source for them was seen.
  if (readsAsUsUnits(ctx)) return undefined;
  if (knownBloodCancer(ctx) || statedMention(ctx.freeText, BLOOD_CANCER, true) !== undefined) return undefined;
  if (polycythaemiaVera(ctx) !== undefined) return undefined;
  const sex = ctx.sex === "female" ? "female" : "male";
  const hct = ctx.lab("hematocrit");
  const hb = ctx.lab("hemoglobin");
  const hctValue = ctx.valueOf(hct);
  const hbValue = ctx.valueOf(hb);
  const red =
    hct !== undefined && hctValue !== undefined
      ? hctValue > HCT_FROM[sex]
        ? hct
        : undefined
      : hb !== undefined && hbValue !== undefined && hbValue > HB_FROM[sex]
        ? hb
        : undefined;
  if (red === undefined) return undefined;
  const wbc = ctx.lab("wbc");
  const platelets = ctx.lab("platelets");
  const spleen = statedMention(ctx.freeText, SPLEEN);
  const itch = statedMention(ctx.freeText, ITCH);
  const features = [
    ...(spleen ? [`"${spleen}" in the notes`] : []),
    ...(itch ? [`"${itch}" in the notes`] : []),
    ...(isHigh(wbc) ? [`white cells ${ctx.show(wbc)}`] : []),
    ...(isHigh(platelets) ? [`platelets ${ctx.show(platelets)}`] : []),
  ];
  if (features.length === 0) return undefined;
  const urgent = hctValue !== undefined && red === hct && hctValue >= URGENT_HCT[sex];
  const ferritin = ctx.lab("ferritin");
  const lowIron = ferritin?.status === "low" || ferritin?.status === "critical-low";
  const men = sex === "male" ? "men" : "women";
  const threshold =
    red === hct
      ? `above ${HCT_FROM[sex] / 100} (${HCT_FROM[sex]}%) in ${men}`
      : `above ${HB_FROM[sex] * 10} g/L (${HB_FROM[sex]} g/dL) in ${men}`;
  return {
    refs: ctx.refs(
      red,
      red === hct ? hb : undefined,
      isHigh(wbc) ? wbc : undefined,
      isHigh(platelets) ? platelets : undefined,
      lowIron ? ferritin : undefined,
    ),
    values: {
      red: `${red === hct ? "Haematocrit" : "Haemoglobin"} ${ctx.show(red)}`,
      threshold,
      features: joinList(features),
      iron: lowIron
        ? ` Ferritin ${ctx.show(ferritin)} is low: iron deficiency can mask polycythaemia vera, so the red cell count may understate it.`
        : "",
      refer: urgent
        ? `Refer urgently to haematology: the haematocrit is at or above the ${URGENT_HCT[sex] / 100} at which NHS referral guidance asks for urgent referral`
        : "Refer to haematology",
    },
    ...(urgent && { severity: Severity.high }),
  };
}

export const ERYTHROCYTOSIS_MPN_RULES: readonly Rule[] = [
  {
    id: "erythrocytosis-mpn-features",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Blood count",
    title: "Raised red cell level with features of a myeloproliferative neoplasm: JAK2 test and haematology referral",
    clinician:
      "{red}, {threshold}, with {features}. NHS referral guidance treats each of these as a reason to look for a primary (myeloproliferative) cause such as polycythaemia vera rather than a secondary or relative one.{iron} {refer}, and send a JAK2 V617F mutation test, which is found in over 95% of polycythaemia vera; ask about past arterial or venous clots and check oxygen saturation, kidney and liver function.",
    patient:
      "Your red blood cell level is high, and together with other results or symptoms in your record this could be a bone-marrow condition that makes too many blood cells. Your doctor should arrange a gene blood test (JAK2) and a referral to a blood specialist (haematologist). Get emergency help if you have signs of a stroke, chest pain or a painful swollen leg.",
    nextSteps: [
      "JAK2 V617F mutation test",
      "Refer to haematology (urgently from a haematocrit of 0.60 in men or 0.56 in women)",
      "Ask about past arterial or venous clots; check oxygen saturation, kidney and liver function",
    ],
    patientQuestions: ["Could my high red blood cell level be caused by a bone-marrow condition?"],
    evidence: ["bnssg-remedy-polycythaemia", "dg-refhelp-polycythaemia", "bsh-2019-polycythaemia-vera"],
    keywords: [
      "polycythaemia vera",
      "erythrocytosis",
      "haematocrit",
      "jak2",
      "splenomegaly",
      "myeloproliferative neoplasm",
    ],
    match: erythrocytosisWithMpnFeatures,
  },
];
