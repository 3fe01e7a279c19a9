import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { readVitals } from "./vital-signs.ts";

/**
 * Accidental hypothermia (review 33, older-acute-33 case 16): an 89-year-old found on the floor after a
 * night there, cold and slow to answer, with a temperature of 34.1 °C, drew a possible-sepsis finding whose
 * only sign of infection was the same low temperature, and nothing named the hypothermia itself.
 *
 * Wilderness Medical Society guideline ("wms-2014-accidental-hypothermia"): accidental hypothermia is a
 * core temperature of 35 °C or below; mild 35–32 °C, moderate 32–28 °C, severe below 28 °C, with
 * consciousness and cardiovascular stability guiding care more than the number.
 *
 * Engine choices: adults; a recorded temperature of 35.0 °C or below. Critical at 32 °C or below, or with a
 * long lie, a cold home, or drowsiness or confusion in the notes; otherwise high (same-day assessment). The
 * text keeps sepsis, low thyroid, low glucose, stroke and medicines in view as causes, and does not claim
 * the temperature is an infection.
 */

const CONTEXT: readonly (readonly [string, RegExp])[] = [
  [
    "a long lie",
    /\blong\s+lie\b|\bfound\s+on\s+the\s+floor\b|\blying\s+on\s+the\s+floor\b|\bon\s+the\s+floor\s+(?:overnight|all\s+night)\b|\bunable\s+to\s+get\s+up\b/,
  ],
  ["a cold home", /\b(?:no|without)\s+heating\b|\bcold\s+(?:house|home|flat|room)\b|\bheating\s+(?:off|broken)\b/],
  [
    "drowsiness or confusion",
    /\b(?:drows(?:y|iness)|confus(?:ed|ion)|slow\s+to\s+(?:answer|respond)|hard\s+to\s+(?:wake|rouse)|not\s+making\s+sense)\b/,
  ],
];

function hypothermia(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < 18) return undefined;
  const temp = readVitals(ctx).temp;
  if (temp === undefined || temp.value > 35 || temp.value < 15) return undefined;
  const clues = CONTEXT.flatMap(([label, re]) => {
    const quote = statedMention(ctx.freeText, re);
    return quote === undefined ? [] : [`${label} ("${quote}")`];
  });
  const grade = temp.value <= 28 ? "severe" : temp.value <= 32 ? "moderate" : "mild";
  const critical = temp.value <= 32 || clues.length > 0;
  const us = readsAsUsUnits(ctx);
  const call = us ? "call 911" : readsAsUk(ctx) ? "call 999" : "call your local emergency number";
  const shown = us
    ? `${formatNumber(temp.value, 1)} °C (${formatNumber((temp.value * 9) / 5 + 32, 1)} °F)`
    : `${formatNumber(temp.value, 1)} °C`;
  const date = temp.v.date === undefined ? "" : ` (${temp.v.date.slice(0, 10)})`;
  return {
    refs: ctx.refs(temp.v),
    severity: critical ? Severity.critical : Severity.high,
    values: {
      temp: `${shown}${date}`,
      grade,
      context: clues.length > 0 ? ` The notes record ${clues.join(" and ")}.` : "",
      patientTemp: shown,
      patientAct: critical
        ? ` This needs treating in hospital now: if you are not already being cared for in hospital, ${call} now. Until help comes, keep warm with blankets and a warm room.`
        : " Please get medical help today; keep warm with blankets and a warm room in the meantime.",
    },
  };
}

export const HYPOTHERMIA_OLDER_ADULT_RULES: readonly Rule[] = [
  {
    id: "accidental-hypothermia",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Low body temperature",
    title: "Temperature of 35 °C or below: hypothermia",
    clinician:
      "Temperature {temp}: {grade} hypothermia (35 °C or below).{context} In an older person a long lie or a cold home is the usual cause, but sepsis, hypothyroidism, hypoglycaemia, stroke, alcohol and sedating medicines can cause or add to it, so the search for a cause runs alongside rewarming. Confirm with a low-reading or core thermometer; consciousness and circulation guide care more than the number.",
    patient:
      "Your body temperature was {patientTemp}, which is lower than it should be. This is called hypothermia. In older people it can happen after a long time on the floor or in a cold home, or with an illness.{patientAct}",
    nextSteps: [
      "Emergency assessment: confirm with a low-reading or core thermometer, cardiac monitoring and an ECG, glucose, electrolytes, kidney function and CK",
      "Rewarm (warm environment, blankets, active external rewarming) and handle gently",
      "Look for a cause or a complication: sepsis, hypothyroidism, hypoglycaemia, stroke, injuries from a fall, pressure damage, sedating medicines or alcohol",
    ],
    patientQuestions: ["What made my temperature drop, and how can I stay warm and safe at home?"],
    evidence: ["wms-2014-accidental-hypothermia"],
    keywords: ["accidental hypothermia", "older adults", "long lie", "rewarming", "core temperature"],
    match: hypothermia,
  },
];
