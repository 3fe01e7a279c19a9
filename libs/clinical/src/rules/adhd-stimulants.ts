import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { medNames } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * ADHD stimulants with cardiac symptoms, a family history of sudden death or a raised blood pressure,
 * which NICE NG87 sends for a cardiology opinion or referral.
 *
 * NICE NG87 asks for a cardiology opinion before ADHD medication when there is a family history of
 * early sudden cardiac death or symptoms that suggest arrhythmia, and for referral when blood
 * pressure is in the hypertensive range.
 */

/** ADHD stimulants by generic or brand name. */
const STIMULANT =
  /\b(?:lisdexamfetamine|dexamfetamine|dextroamphetamine|amfetamine|amphetamine|methylphenidate|elvanse|vyvanse|adderall|concerta|ritalin|medikinet|equasym|xaggitin|delmosart|xenidate|matoride)\b/i;
/** Symptoms that may be cardiac: palpitations, exertional chest pain or tightness, fainting. */
const CARDIAC_SYMPTOMS =
  /\b(?:palpitations?|chest\s+(?:pain|tightness|discomfort)|(?:fainted|fainting|faints|syncope|blackouts?)|racing\s+heart)\b/i;
/** A relative's sudden or unexplained death. */
const SUDDEN_DEATH =
  /\b(?:died\s+suddenly|sudden(?:ly)?\s+died|sudden\s+(?:cardiac\s+|unexplained\s+)?death|sudden\s+arrhythmic\s+death|unexplained\s+death)\b/i;
/** NICE NG87's hypertensive range for referral (140/90 mmHg). */
const RAISED = { systolic: 140, diastolic: 90 } as const;
/** A resting heart rate at or above which the newest reading is named as fast. */
const FAST_HR = 100;

function stimulantCardiac(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => STIMULANT.test(m.name));
  if (meds.length === 0) return undefined;
  const text = ctx.freeText;
  const symptoms = CARDIAC_SYMPTOMS.test(text);
  const relatives = ctx.model.familyHistory.filter((f) => SUDDEN_DEATH.test(f.condition));
  const familyDeath = relatives.length > 0 || SUDDEN_DEATH.test(text);
  const bp = ctx
    .vitals("bp")
    .filter((v) => (v.value ?? 0) >= RAISED.systolic || (v.diastolic ?? 0) >= RAISED.diastolic);
  const hr = ctx
    .vitals("heart-rate")
    .filter((v) => v.value !== undefined)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const fast = hr?.value !== undefined && hr.value >= FAST_HR ? hr : undefined;
  if (!symptoms && !familyDeath && bp.length === 0) return undefined;
  const seen = [
    bp.length > 0 && `blood pressure ${bp.map((v) => v.rawValue).join(" and ")} mmHg`,
    fast !== undefined && `heart rate ${fast.rawValue}/min`,
    symptoms && "possible cardiac symptoms in the notes",
    familyDeath && "a relative's sudden death recorded",
  ].filter((s): s is string => typeof s === "string");
  return {
    refs: ctx.refs(...meds, ...bp, fast, ...relatives),
    values: { med: medNames(meds), seen: seen.join("; ") },
    severity: symptoms || familyDeath ? Severity.high : Severity.moderate,
  };
}

export const ADHD_STIMULANT_RULES: readonly Rule[] = [
  {
    id: "adhd-stimulant-cardiac-review",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "ADHD medication",
    title: "ADHD stimulant with raised blood pressure or cardiac warning signs",
    clinician:
      "On {med}: {seen}. Stimulants raise heart rate and blood pressure. NICE NG87 asks for a cardiology opinion when there is a family history of early sudden cardiac death or symptoms suggesting a heart rhythm problem, and for referral when blood pressure is in the hypertensive range; review the stimulant with the ADHD prescriber rather than adding blood pressure medicines around it.",
    patient:
      "You take {med} for ADHD. This medicine can raise blood pressure and heart rate, and some of your readings or symptoms need checking. Please see the doctor who prescribes it soon: they may want a heart tracing (ECG) and a heart specialist's opinion, and may change the dose. Do not stop or change it on your own. Get urgent help if you faint, or have chest pain or a racing heart during exercise.",
    nextSteps: [
      "Review the stimulant dose with the ADHD prescriber; recheck blood pressure and resting heart rate",
      "ECG and a cardiology opinion before continuing when there are exertional symptoms or a family history of sudden death",
    ],
    patientQuestions: ["Is my ADHD medicine safe for my heart, and do I need a heart check?"],
    evidence: ["nice-ng87-2018"],
    keywords: ["adhd", "stimulant", "lisdexamfetamine", "methylphenidate", "sudden cardiac death", "blood pressure"],
    match: stimulantCardiac,
  },
];
