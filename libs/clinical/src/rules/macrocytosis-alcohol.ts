import { heavyDrinking } from "./alcohol-hepatitis.ts";
import type { RuleContext } from "./context.ts";

/**
 * Heavy drinking recorded beside a raised MCV (stated as such, or an amount above the NICE NG50
 * elastography threshold): alcohol is then the likeliest cause, the
 * commonest one found in general-practice patients with an MCV of 100 fL or more (J Stud Alcohol
 * 1996), so the finding names it rather than listing it among others (review 13 hepatology-gi 09).
 */
export function alcoholMacrocytosis(ctx: RuleContext): { clinician: string; patient: string } | undefined {
  const intake = heavyDrinking(ctx);
  if (intake === undefined) return undefined;
  return {
    clinician: `With alcohol recorded ("${intake.quote}"), alcohol is the likely cause: it was the commonest cause of an MCV of 100 fL or more in general practice, found in 4 of 5 men. B12, folate and thyroid tests still look for a second cause.`,
    patient: "With the alcohol in your record, alcohol is the most likely reason; cutting down helps.",
  };
}
