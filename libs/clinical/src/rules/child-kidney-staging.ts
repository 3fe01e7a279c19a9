import { type LabObservation, NotComparable } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * Kidney staging (ckd-stage, patterns.ts) read in a child or teenager (review 22, paeds-ranges-22).
 *
 * 1. A laboratory eGFR under 18 comes from an adult equation, which the engine itself leaves
 *    unjudged (normalize/labs.ts, NotComparable.adultEgfrInChild); ckd-stage still gave it a GFR
 *    category ("eGFR >90 is GFR category G1" for a 15-year-old beside "not judged (adult eGFR, not
 *    valid under 18)" in the table). Such an eGFR gets no category here.
 * 2. A raised urine ACR in a school-age child or teenager on a daytime (random) sample: orthostatic
 *    proteinuria is common at these ages, with a normal first-morning sample and a raised daytime
 *    one (brandt-2010-orthostatic-proteinuria: 20% of healthy children aged 6–19, more often boys
 *    and over 10), so the first step is a repeat on a first-morning sample, before any staging.
 */

/** From school age, as in the cohort (6–19 years) and the paediatric texts (school-age children and adolescents). */
const ORTHOSTATIC_FROM_AGE = 6;
const ADULT_AGE = 18;

/** A sample, or a note, that says the urine was the first one passed on waking. */
const FIRST_MORNING = /\b(?:first|early)[- ]morning\b|\bEMU\b|\bon waking\b|\bfirst void(?:ed)?\b/i;

/** True when this eGFR is a laboratory's adult-equation eGFR in a patient under 18. */
export function adultEgfrInChild(obs: LabObservation | undefined): boolean {
  return obs?.notComparable === NotComparable.adultEgfrInChild;
}

/**
 * A school-age child or teenager whose raised ACR is not known to come from a first-morning sample
 * and is not yet shown to last: the wording and the first step that ask for a first-morning repeat.
 */
export function orthostaticAcrNote(
  ctx: RuleContext,
  chronicOrKnown: boolean,
): { clinician: string; patient: string; step: string } | undefined {
  const age = ctx.age;
  if (age === undefined || age < ORTHOSTATIC_FROM_AGE || age >= ADULT_AGE || chronicOrKnown) return undefined;
  const acr = ctx.lab("uacr");
  if (acr === undefined || FIRST_MORNING.test(acr.name) || FIRST_MORNING.test(ctx.freeText)) return undefined;
  return {
    clinician:
      "In a school-age child or teenager a raised protein or albumin level on a daytime sample is often orthostatic (postural) proteinuria: it rises when upright and is normal in a first-morning sample, and it is benign. Repeat the ACR on a first-morning sample (bladder emptied at bedtime) before reading it as kidney damage; a raised first-morning result, blood in the urine or a high blood pressure needs paediatric assessment.",
    patient:
      "In children and teenagers, protein in urine passed during the day is often harmless and comes from being upright; a repeat test on the first urine passed after waking shows whether it is there overnight too.",
    step: "Repeat the urine ACR on a first-morning sample (bladder emptied at bedtime) to exclude orthostatic proteinuria; with a raised first-morning result, blood on dipstick or a high blood pressure, refer to paediatrics",
  };
}
