import { heavyDrinking, statedAlcohol } from "./alcohol-hepatitis.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";

/** A recorded diagnosis of harmful drinking (not one in remission, which the status or name says). */
const ALCOHOL_DISORDER =
  /^(?!.*\bremission\b).*(?:\balcohol (?:use disorder|dependen\w*|misuse|abuse|excess)\b|\balcoholism\b)/i;

/**
 * Heavy drinking recorded beside a raised MCV (stated as such, or an amount above the NICE NG50
 * elastography threshold): alcohol is then the likeliest cause, the
 * commonest one found in general-practice patients with an MCV of 100 fL or more (J Stud Alcohol
 * 1996), so the finding names it rather than listing it among others (review 13 hepatology-gi 09).
 */
export function alcoholMacrocytosis(
  ctx: RuleContext,
  testsNormal = false,
): { clinician: string; patient: string } | undefined {
  // A recorded alcohol use disorder counts too: 50 units a week, one short of the NG50 amount, beside
  // "Alcohol use disorder" left alcohol unnamed (review 30b, older-obs-30b case 02).
  const disorder = ctx.model.conditions.find(
    (c) => isActiveCondition(c.status) && (ALCOHOL_DISORDER.test(c.name) || /^F10\.[12]/i.test(c.code ?? "")),
  );
  // Notes saying drinking has stopped (statedAlcohol reads none) outweigh the diagnosis.
  const quote = heavyDrinking(ctx)?.quote ?? (statedAlcohol(ctx) === undefined ? undefined : disorder?.name);
  if (quote === undefined) return undefined;
  return {
    clinician: `With alcohol recorded ("${quote}"), alcohol is the likely cause: it was the commonest cause of an MCV of 100 fL or more in general practice, found in 4 of 5 men.${testsNormal ? "" : " B12, folate and thyroid tests still look for a second cause."}`,
    patient: "With the alcohol in your record, alcohol is the most likely reason; cutting down helps.",
  };
}
