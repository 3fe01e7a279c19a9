import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { suspectedPe } from "./pulmonary-embolism.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Chest pain with one normal high-sensitivity troponin (review 25, acute case notes-25/05). The 2021
 * AHA/ACC chest pain guideline (FACTS_SEEN["aha-acc-2021-chest-pain"]) excludes myocardial injury
 * with hs-cTn inside a clinical decision pathway: a repeat at 1 or 2 hours (the ESC 0/1-h or 0/2-h
 * algorithm), and a single-sample rule-out only when symptoms began more than 3 hours before the
 * draw, the value is very low, the ECG is nonischaemic and the clinical risk is low. A single normal
 * value drawn sooner after the pain, or at an unstated time, therefore does not rule out an acute
 * coronary syndrome.
 */

const HS_TROPONINS = ["hs-troponin-i", "hs-troponin-t"] as const;
/** Single-sample rule-out needs symptom onset more than this long before the draw. */
const SINGLE_SAMPLE_MIN_HOURS = 3;
/** Only a troponin taken around now speaks for today's pain; an engine choice. */
const CURRENT_MS = 48 * 3_600_000;

/** Chest pain stated now ("cp" is written out by the shorthand reader). */
const CHEST_PAIN = /\bchest\s+(?:pain|tightness|discomfort|pressure|heaviness)\b|\bangina\b/;
const PLEURITIC = /\bpleuritic\b/;
/** A second sample already planned or done, or the pathway already applied. */
const SERIAL =
  /\b(?:repeat|serial|second|2nd|delta|follow-?up)\s+(?:hs-?\s?)?(?:troponins?|trop|hs-?c?tn[it]?)\b|\b(?:troponins?|trop)\s+(?:repeat(?:ed)?|at\s+[0-9]+\s*h(?:ours?|rs?)?\s+(?:unchanged|normal|negative|stable))\b|\b0\s*\/\s*[123]\s*-?\s*h(?:our)?\b|\bheart\s+score\b/;
/** "at 2 h from last episode", "2 hours after the pain", "4 h since onset". */
const HOURS_AFTER =
  /\b(\d{1,2}(?:\.\d)?)\s*(?:h|hrs?|hours?)\s+(?:from|after|since|post)\s+(?:the\s+)?(?:last\s+(?:episode|pain|attack)|onset|(?:chest\s+)?pain|symptom(?:s|\s+onset)?)/;

function singleCurrent(ctx: RuleContext): LabObservation | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  for (const id of HS_TROPONINS) {
    const all = ctx.labs(id);
    const obs = all[0];
    if (obs === undefined || all.length !== 1 || obs.status !== "normal") continue;
    if (!Number.isNaN(now) && obs.time !== undefined && now - obs.time > CURRENT_MS) continue;
    return obs;
  }
  return undefined;
}

/** Chest pain with one normal, current hs-troponin and no second sample: the reading; else undefined. */
export function singleNormalTroponin(ctx: RuleContext): RuleMatch | undefined {
  const obs = singleCurrent(ctx);
  if (obs === undefined) return undefined;
  const pain = statedMention(ctx.freeText, CHEST_PAIN);
  if (pain === undefined || SERIAL.test(ctx.freeText)) return undefined;
  // Pleuritic pain read as a possible pulmonary embolism has its own finding; the ACS question is not asked beside it.
  if (PLEURITIC.test(ctx.freeText) || suspectedPe(ctx) !== undefined) return undefined;
  const hours = HOURS_AFTER.exec(ctx.freeText)?.[1];
  if (hours !== undefined && Number(hours) > SINGLE_SAMPLE_MIN_HOURS) return undefined;
  const timing =
    hours === undefined
      ? "the notes do not say how long after the pain it was taken"
      : `it was taken ${formatNumber(Number(hours))} h after the pain (in the notes)`;
  return {
    refs: ctx.refs(obs),
    values: { value: ctx.show(obs), pain, timing },
  };
}

export const SINGLE_TROPONIN_RULES: readonly Rule[] = [
  {
    id: "chest-pain-single-normal-troponin",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Heart",
    title: "Chest pain with only one normal troponin",
    clinician:
      '"{pain}" in the notes with a single normal high-sensitivity troponin {value}; {timing}. One normal hs-troponin does not rule out an acute coronary syndrome: the 2021 AHA/ACC chest pain guideline excludes myocardial injury with a repeat at 1 or 2 hours in a clinical decision pathway, and accepts a single sample only when the pain began more than 3 hours before it, the value is very low, the ECG is nonischaemic and the clinical risk is low.',
    patient:
      "You have had chest pain, and one heart blood test (troponin) was normal. One test taken soon after the pain cannot rule out a heart problem, so the test usually needs repeating or a doctor needs to assess you today. If the chest pain comes back or lasts more than a few minutes, call your local emergency number.",
    nextSteps: [
      "Repeat the hs-troponin (1 or 2 hours after the first, per the local 0/1-h or 0/2-h pathway) with a repeat ECG, or arrange same-day assessment",
      "Apply a validated clinical decision pathway (for example HEART, EDACS or the ESC 0/1-h algorithm) before discharge",
    ],
    patientQuestions: ["Does my troponin test need repeating?", "What should I do if the chest pain comes back?"],
    evidence: ["aha-acc-2021-chest-pain"],
    keywords: ["chest pain", "troponin", "acute coronary syndrome", "rule out"],
    match: singleNormalTroponin,
  },
];
