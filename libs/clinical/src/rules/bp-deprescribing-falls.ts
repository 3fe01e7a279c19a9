import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { fallsRecorded } from "./older-adults.ts";
import { BP_LOWERING } from "./orthostatic.ts";
import { posturalSymptoms } from "./postural-symptoms.ts";
import type { Rule } from "./types.ts";

/*
 * A low-normal blood pressure on two or more blood-pressure medicines in an older person who falls
 * or is dizzy on standing (review 23, medicines-thyroid-23 case 08: 108/64 on amlodipine, ramipril,
 * indapamide and doxazosin with three falls, and the CKD finding still said "Control blood
 * pressure"). Australian Prescriber 2024 (evidence "reeve-2024-deprescribing-antihypertensives"):
 * in frail older people with multimorbidity the benefit-harm balance of tight control can turn
 * unfavourable, a more relaxed target may fit, and reducing or stopping one or more
 * antihypertensives can be considered, after checking each one's other indications, with a planned
 * taper and monitoring. The ESC 2024 guideline allows a goal as low as reasonably achievable with
 * symptomatic orthostatic hypotension, age 85 or over or frailty.
 */

const OLDER_AGE = 65;
/** Below the lower end of the ESC 2024 systolic goal (120–129 mmHg): no room or reason to lower it further. */
const LOW_SYSTOLIC = 120;
const MIN_MEDICINES = 2;

interface BpDeprescribing {
  meds: MedicationItem[];
  bp: string;
  why: string;
  patientWhy: string;
  refs: string[];
}

/** The case for reviewing blood-pressure medicines for reduction, or undefined when it does not hold. */
export function bpDeprescribing(ctx: RuleContext): BpDeprescribing | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_AGE) return undefined;
  const readings = ctx.vitals("bp").filter((v) => v.value !== undefined);
  const latest = readings.sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (latest?.value === undefined || latest.value >= LOW_SYSTOLIC) return undefined;
  const meds = ctx.medsOf(...BP_LOWERING);
  if (meds.length < MIN_MEDICINES) return undefined;
  const falls = fallsRecorded(ctx);
  const dizzy = posturalSymptoms(ctx);
  if (falls === undefined && dizzy === undefined) return undefined;
  const why = [falls !== undefined ? "recorded falls" : "", dizzy !== undefined ? `"${dizzy}" in the notes` : ""]
    .filter(Boolean)
    .join(" and ");
  const patientWhy = [
    falls !== undefined ? "you have had falls" : "",
    dizzy !== undefined ? "you feel dizzy on standing" : "",
  ]
    .filter(Boolean)
    .join(" and ");
  return { meds, bp: latest.rawValue, why, patientWhy, refs: ctx.refs(latest, ...meds, ...(falls?.conditions ?? [])) };
}

export const BP_DEPRESCRIBING_RULES: readonly Rule[] = [
  {
    id: "bp-medicines-deprescribing-falls",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Blood pressure",
    title: "Low-normal blood pressure on several blood-pressure medicines with falls",
    clinician:
      "Blood pressure {bp} mmHg on {count} blood-pressure medicines ({meds}) at age {age}, with {why}. There is no call to lower it further: in frail older people the balance of benefit and harm of tight control can turn, a more relaxed target may fit, and reducing or stopping one or more of these medicines (deprescribing) can be considered, after checking each one's other indications (such as heart failure, atrial fibrillation or diabetic kidney disease), with a planned taper and follow-up readings.",
    patient:
      "Your blood pressure is on the low side of normal while you take several blood pressure medicines, and {patientWhy}. Ask your doctor to review these medicines: a lower dose, or fewer of them, may suit you better. Do not stop or change them on your own.",
    nextSteps: [
      "Review the blood-pressure medicines for reducing or stopping (checking each one's other indications), rather than lowering blood pressure further",
      "Measure blood pressure lying or sitting and after 1 and 3 minutes standing, and recheck after each change",
    ],
    patientQuestions: ["Could one of my blood pressure medicines be reduced or stopped?"],
    evidence: ["reeve-2024-deprescribing-antihypertensives", "esc-2024-elevated-bp", "nice-ng136-hypertension"],
    keywords: ["deprescribing", "antihypertensive", "falls", "older adults", "hypotension"],
    match: (ctx) => {
      const d = bpDeprescribing(ctx);
      if (d === undefined) return undefined;
      return {
        refs: d.refs,
        values: {
          bp: d.bp,
          count: d.meds.length,
          meds: medNames(d.meds),
          age: ctx.age ?? "",
          why: d.why,
          patientWhy: d.patientWhy,
        },
      };
    },
  },
];
