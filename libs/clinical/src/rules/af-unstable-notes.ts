import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { notedClinicBp } from "./bp-readings.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Atrial fibrillation with features of instability written only in the notes (review 22,
 * cardiometabolic-22 case 03 variant: new AF with thyrotoxicosis, "ventricular rate 165/min. BP
 * 86/52 ... breathless at rest" in GP notes drew the same high, non-urgent anticoagulation and
 * beta-blocker findings as the stable 128/min case; sent as vital signs the same values were
 * already a critical vital-signs-danger). NHS AF pathways (evidence "hwe-icb-af-pathway") send to
 * emergency care a pulse above 150/min and/or a systolic pressure below 90 mmHg, loss of
 * consciousness, chest pain, severe breathlessness, or a complication (stroke, TIA, acute heart
 * failure); the stable case is managed in primary care (rate control, stroke risk). Vital signs
 * sent as such are read by vital-signs-danger, so this rule reads only what they do not give.
 */

/** Pulse above which AF is sent to emergency care. */
const FAST_AF = 150;
/** Systolic pressure below which AF is sent to emergency care. */
const LOW_SYSTOLIC = 90;

const AF = /\batrial fibrillation\b|\baf\b/;
/** "ventricular rate 165/min", "heart rate of 160 bpm", "pulse 158", "AF at 170/min". */
const RATE =
  /\b(?:ventricular rate|heart rate|hr|pulse(?: rate)?|rate|af)\s*(?:of|was|is|=|:|at|~|now)?\s*(\d{2,3})\s*(?:\/\s*min\b|bpm\b|beats\b|b\/min\b)?/g;
const SYMPTOMS: readonly (readonly [string, string, RegExp])[] = [
  ["chest pain", "chest pain", /\bchest (?:pain|tightness)\b/],
  [
    "loss of consciousness",
    "fainting",
    /\bsyncop\w*|\bfaint(?:ed|ing)\b|\bloss of consciousness\b|\blost consciousness\b|\bcollaps\w*/,
  ],
  [
    "severe breathlessness",
    "severe breathlessness",
    /\b(?:breathless\w*|short(?:ness)? of breath|dyspno?ea)\s+at rest\b|\bsevere(?:ly)? (?:breathless\w*|short(?:ness)? of breath|dyspno?ea)\b/,
  ],
];

function hasVital(ctx: RuleContext, kind: "heart-rate" | "bp"): boolean {
  // A rate read from the notes (normalize/vital-notes.ts) is the notes' own: this rule still reads them.
  const sent = (k: "heart-rate" | "bp" | "systolic") => ctx.vitals(k).some((v) => !v.fromNotes);
  return sent(kind) || (kind === "bp" && sent("systolic"));
}

/*
 * Breathlessness at rest with known heart failure and a measured pulse not above 150/min is the heart
 * failure's, which the heart-failure finding reads (review 48, multimorbid-48 case 07: a man with NYHA
 * IV heart failure on the palliative care register, "breathless at rest some days", pulse 88, was sent
 * to emergency care for unstable AF beside a same-day heart-failure assessment that allowed for his
 * comfort-focused care).
 */
function heartFailureBreathlessness(ctx: RuleContext): boolean {
  const rates = ctx.vitals("heart-rate").filter((v) => !v.fromNotes);
  return (
    ctx.conditions("heart-failure").length > 0 &&
    rates.length > 0 &&
    rates.every((v) => v.value !== undefined && v.value <= FAST_AF)
  );
}

/** The instability features the notes state beside AF, for the clinician and the patient. */
export function unstableAfInNotes(ctx: RuleContext): { clinician: string[]; patient: string[] } | undefined {
  if (ctx.age === undefined || ctx.age < 18) return undefined;
  const text = ctx.freeText;
  if (ctx.conditions("atrial-fibrillation").length === 0 && statedMention(text, AF) === undefined) return undefined;
  const clinician: string[] = [];
  const patient: string[] = [];
  if (!hasVital(ctx, "heart-rate")) {
    const rates = [...text.matchAll(RATE)].map((m) => Number(m[1])).filter((v) => v >= 30 && v <= 250);
    const fast = rates.find((v) => v > FAST_AF);
    if (fast !== undefined) {
      clinician.push(`a rate of ${fast}/min`);
      patient.push("a very fast heartbeat");
    }
  }
  if (!hasVital(ctx, "bp")) {
    // The notes' clinic reading, so a past one ("admitted in 2023 with BP 86/50") is not read as
    // today's (review 30, engine-30 case 03).
    const low = notedClinicBp(ctx).find((r) => r.sys < LOW_SYSTOLIC);
    if (low !== undefined) {
      clinician.push(`blood pressure ${low.sys}/${low.dia} mmHg`);
      patient.push("low blood pressure");
    }
  }
  const breathlessnessIsHeartFailure = heartFailureBreathlessness(ctx);
  for (const [label, plain, re] of SYMPTOMS) {
    if (label === "severe breathlessness" && breathlessnessIsHeartFailure) continue;
    if (statedMention(text, re) === undefined) continue;
    clinician.push(label);
    patient.push(plain);
  }
  return clinician.length === 0 ? undefined : { clinician, patient };
}

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

export const AF_UNSTABLE_NOTES_RULES: readonly Rule[] = [
  {
    id: "af-unstable-notes",
    family: FindingFamily.vitals,
    severity: Severity.critical,
    problem: "Atrial fibrillation",
    title: "Atrial fibrillation with signs of instability: emergency assessment",
    clinician:
      "Atrial fibrillation with {features} in the notes. NHS AF pathways send to emergency care a pulse above 150/min and/or a systolic pressure below 90 mmHg, loss of consciousness, chest pain or severe breathlessness; assess now, with rate control, the cause and stroke prevention taken up there.",
    patient:
      "Your irregular heart rhythm (atrial fibrillation) is happening with {patientFeatures}. This needs emergency care now: go to an emergency department or call your local emergency number.",
    nextSteps: [
      "Emergency assessment now (ambulance or emergency department) for atrial fibrillation with instability",
    ],
    patientQuestions: [],
    evidence: ["hwe-icb-af-pathway"],
    keywords: ["atrial fibrillation", "fast ventricular rate", "haemodynamic instability", "emergency"],
    match: (ctx) => {
      const found = unstableAfInNotes(ctx);
      if (found === undefined) return undefined;
      return {
        refs: ctx.refs(...ctx.conditions("atrial-fibrillation")),
        values: { features: list(found.clinician), patientFeatures: list(found.patient) },
      };
    },
  },
];
