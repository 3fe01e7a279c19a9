import type { Finding } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/**
 * One SGLT2 inhibitor suggestion per report, and a stopped one read as a decision, not a gap.
 * Review 13, deep coherence 12: the HFrEF medicine-groups finding and the diabetic kidney finding
 * both suggested an SGLT2 inhibitor, and neither said that dapagliflozin had been stopped after a
 * genital infection. ESC 2021 (evidence "esc-2021-hf") gives the four groups "unless
 * contraindicated or not tolerated", so an earlier stop is named and a restart left to the
 * prescriber and the patient.
 */

const KIDNEY_CODE = "sglt2i-opportunity-diabetic-kidney";
/** The HFrEF finding when it lists an SGLT2 inhibitor among the missing groups. */
const HF_LISTS_SGLT2 = /not on the medication list:[^.]*SGLT2 inhibitor/;
/** Why an SGLT2 inhibitor is usually stopped, as written in the notes. */
const STOP_REASON =
  /\b(?:genital (?:fungal )?infections?|thrush|mycotic infections?|(?:urinary|urine) infections?|utis?|(?:diabetic |euglycaemic )?ketoacidosis|dka|volume depletion|dehydration)\b/i;

/** A stopped SGLT2 inhibitor, with the reason the notes give for stopping it, as clinician and patient clauses. */
function stoppedBefore(ctx: RuleContext): { clinician: string; patient: string } | undefined {
  const med = ctx.model.medications.find((m) => !m.active && m.classes.includes("sglt2i"));
  if (med === undefined) return undefined;
  const reason = statedMention(ctx.freeText, STOP_REASON);
  const drug = med.drugs[0] ?? "an SGLT2 inhibitor";
  return {
    clinician: ` ${med.name} was stopped${med.endDate ? ` on ${med.endDate.slice(0, 10)}` : ""}${reason ? ` (notes: "${reason}")` : ""}: a restart${reason && /genital|thrush|mycotic/i.test(reason) ? ", with genital hygiene advice," : ""} is a decision to weigh with the patient, not a gap.`,
    patient: ` Your record shows ${drug} was stopped earlier${reason ? ` after ${/^(?:a|an)\b/i.test(reason) ? reason : `a ${reason}`}` : ""}; whether to try it again is for you and your doctor to decide together.`,
  };
}

/**
 * The findings with the diabetic kidney SGLT2 suggestion folded into the HFrEF finding when that
 * already lists an SGLT2 inhibitor, and an earlier stop named in whichever finding remains.
 */
export function sglt2Once(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  const hf = findings.find((f) => f.code === "hfref-pillars-missing" && HF_LISTS_SGLT2.test(f.clinician));
  const kidney = findings.find((f) => f.code === KIDNEY_CODE);
  if (kidney === undefined && hf === undefined) return [...findings];
  const stopped = stoppedBefore(ctx);
  const keep = hf ?? kidney!;
  const folded = hf !== undefined && kidney !== undefined;
  if (!folded && stopped === undefined) return [...findings];
  const merged: Finding = {
    ...keep,
    clinician: `${keep.clinician}${folded ? " In diabetes with reduced kidney function it also protects the kidneys (KDIGO 2022)." : ""}${stopped?.clinician ?? ""}`,
    patient: `${keep.patient}${stopped?.patient ?? ""}`,
    refs: folded ? [...new Set([...keep.refs, ...kidney.refs])] : keep.refs,
    evidenceIds: folded ? [...new Set([...keep.evidenceIds, ...kidney.evidenceIds])] : keep.evidenceIds,
  };
  return findings.filter((f) => !(folded && f === kidney)).map((f) => (f === keep ? merged : f));
}
