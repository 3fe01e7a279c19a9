/**
 * The next steps of a clearly low B12 (rules/patterns.ts, b12-deficiency).
 *
 * Review 30b, hepato-30b case 05 (from gastro-30 case 15): after a Roux-en-Y gastric bypass, with
 * B12 148 pg/mL and "tingling in both feet for 2 months", the report said "Look for the cause (diet,
 * pernicious anaemia, metformin, acid suppression)" although the bypass is the cause, and "Replace
 * B12" beside the bariatric finding's lifelong B12 injections. The bariatric finding
 * (rules/bariatric-nutrition.ts) names the operation as the cause and carries the replacement, so
 * neither step is repeated.
 *
 * One sensory symptom alone does not make b12-neuropathy.ts's neurological finding, by design: NHS
 * Lothian (nhs-lothian-b12-neurological) finds mild or intermittent sensory symptoms with retained
 * ankle reflexes and vibration sense unlikely to be a B12 neurological syndrome. But NICE NG239
 * (nice-ng239-b12) counts peripheral neuropathy among the signs of B12 deficiency, so the symptom is
 * not left unremarked: the examination that tells the two apart is asked for, with the injections
 * it would call for.
 */
import { bariatricSurgery } from "./bariatric-nutrition.ts";
import { B12_CAUSE_STEP } from "./b12.ts";
import { NEURO, neurologicalB12 } from "./b12-neuropathy.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";

/** A sensory symptom of neuropathy as notes word it. */
const SENSORY = /^(?:paraesthesi\w*|paresthesi\w*|pins\s+and\s+needles|tingling|numbness|numb)$/i;

/** Steps for a B12 below the deficiency cut-off, given what other findings already say. */
export function lowB12Steps(ctx: RuleContext): string[] {
  const sensory =
    neurologicalB12(ctx) === undefined
      ? [...statedMatches(ctx.freeText, NEURO)].map((m) => m.quote.toLowerCase()).find((q) => SENSORY.test(q))
      : undefined;
  return [
    ...(bariatricSurgery(ctx).length > 0 ? [] : [B12_CAUSE_STEP, "Replace B12"]),
    ...(sensory !== undefined
      ? [
          `Examine for a B12 neuropathy ("${sensory}" in the notes): ankle reflexes, vibration and position sense; if reduced, treat as neurological involvement with intramuscular B12 on alternate days at once`,
        ]
      : []),
  ];
}
