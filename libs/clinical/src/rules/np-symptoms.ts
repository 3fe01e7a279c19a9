import type { RuleContext } from "./context.ts";
import type { NiceReferral } from "./hf-suspected-nice.ts";
import { statedMention } from "./notes.ts";

/*
 * A raised NT-proBNP with no symptom of heart failure stated in the notes (review 12 cardiometabolic
 * case 10: 81 years, eGFR 48, NT-proBNP 620 pg/mL, "No breathlessness, no ankle swelling"). NICE's
 * referral bands (QS9 statement 2, hf-suspected-nice.ts) are for suspected heart failure, that is
 * with symptoms or signs; age and reduced kidney function raise the level on their own. So without a
 * stated symptom the referral is conditional on a clinical review finding one, not automatic.
 */

/** Breathlessness or fluid signs stated present in the notes. */
export const HF_SYMPTOMS =
  /\b(?:(?:ankle|leg|pedal|peripheral)\s+(?:o?edema|swelling)|o?edema|orthopn(?:o)?ea|breathless\w*|short(?:ness)? of breath|dyspn(?:o)?ea|paroxysmal nocturnal)\b/i;

/** The NICE referral reworded for a raised NT-proBNP with no symptom stated; undefined when one is. */
export function referralWithoutSymptoms(
  ctx: RuleContext,
  nice: NiceReferral,
): { clinician: string; step: string; patient: string } | undefined {
  if (statedMention(ctx.freeText, HF_SYMPTOMS) !== undefined) return undefined;
  const egfr = ctx.value("egfr");
  const raisers = [
    ctx.age !== undefined && ctx.age >= 75 ? `age ${ctx.age}` : "",
    egfr !== undefined && egfr < 60 ? `eGFR ${ctx.showValue("egfr")}` : "",
  ].filter(Boolean);
  return {
    clinician: `No breathlessness or oedema is stated in the record, and ${nice.us ? "prompt assessment for heart failure applies" : `NICE's referral timing (within ${nice.weeks} weeks at this level) applies`} to suspected heart failure, with symptoms or signs.${raisers.length > 0 ? ` Here ${raisers.join(" and ")} may account for part of the rise.` : " Older age and reduced kidney function also raise the level."} Review for symptoms and signs first.`,
    step: `Review for symptoms and signs of heart failure, with an ECG; if present, ${nice.step.charAt(0).toLowerCase()}${nice.step.slice(1)}`,
    patient:
      "Age and kidney function can also raise this test. Your doctor will first check for signs such as breathlessness or ankle swelling and decide whether a heart scan is needed.",
  };
}
