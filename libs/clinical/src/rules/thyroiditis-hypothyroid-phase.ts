import type { RuleMatch } from "./types.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { thyrotoxicosisSetting } from "./pregnancy-thyrotoxicosis.ts";

/**
 * The hypothyroid phase of a destructive thyroiditis (subacute, painless or postpartum): the gland's
 * store of hormone released in the thyrotoxic phase is spent. AAFP 2021 (evidence
 * "aafp-2021-thyroiditis"): beta-blockers treat the adrenergic symptoms of the hyperthyroid phase;
 * in the hypothyroid phase treatment is generally not needed, but levothyroxine may be used for
 * hypothyroid symptoms or permanent hypothyroidism. A beta-blocker started for the thyrotoxic phase
 * has then lost its reason (review 23, medicines-thyroid-23: propranolol stayed on at a heart rate of
 * 56 after the thyroiditis had turned hypothyroid, and nothing said so).
 */
const TRANSIENT_THYROIDITIS =
  /\b(?:subacute|sub-acute|de\s+quervain'?s?|granulomatous|painless|silent|viral|destructive)\s+thyroiditis\b/i;

/** Conditions a beta-blocker treats in its own right: with one, it is not only the thyroiditis's. */
const OTHER_BETA_BLOCKER_REASONS = ["atrial-fibrillation", "heart-failure", "ascvd", "hypertension", "migraine"];

const SLOW_HEART_RATE = 60;

function transientThyroiditis(ctx: RuleContext): "postpartum" | "other" | undefined {
  if (thyrotoxicosisSetting(ctx)?.kind === "postpartum") return "postpartum";
  const named =
    ctx.model.conditions.some((c) => TRANSIENT_THYROIDITIS.test(c.name)) ||
    statedMention(ctx.freeText, TRANSIENT_THYROIDITIS) !== undefined;
  return named ? "other" : undefined;
}

/**
 * What the hypothyroidism finding adds in the hypothyroid phase of a transient thyroiditis: for a
 * thyroiditis other than postpartum (which has its own ATA 2017 wording), that treatment is for
 * symptoms; for any of them, a beta-blocker taken with no other reason for it is reviewed for stopping.
 */
export function thyroiditisHypothyroidPhase(
  ctx: RuleContext,
  treatStep: string,
):
  | (Pick<RuleMatch, "clinicianExtra" | "patientExtra" | "nextSteps" | "evidence" | "refs"> & {
      mayNotNeedTablet: boolean;
    })
  | undefined {
  const kind = transientThyroiditis(ctx);
  if (kind === undefined) return undefined;
  const betaBlockers = ctx.meds("beta-blocker");
  const otherReason = OTHER_BETA_BLOCKER_REASONS.some((c) => ctx.conditions(c).length > 0);
  const stopBeta = betaBlockers.length > 0 && !otherReason;
  if (kind === "postpartum" && !stopBeta) return undefined;
  const slow = ctx.vitals("heart-rate").find((v) => v.value !== undefined && v.value < SLOW_HEART_RATE);
  const names = medNames(betaBlockers);
  const clinician = [
    kind === "other"
      ? "With the thyroiditis in the record this is likely its hypothyroid phase, after the stored hormone was released: AAFP 2021 advises that treatment is generally not needed in this phase, and levothyroxine may be used for hypothyroid symptoms or if the hypothyroidism proves permanent."
      : undefined,
    stopBeta
      ? `${names} is taken for the adrenergic symptoms of the thyrotoxic phase, which has passed${slow !== undefined ? ` (heart rate ${slow.rawValue}/min)` : ""}, and no other reason for it is recorded: review it with a view to tapering and stopping.`
      : undefined,
  ];
  const patient = [
    kind === "other"
      ? "This is likely the underactive phase that can follow thyroid inflammation (thyroiditis). It often settles over some months; a thyroid tablet may be used if the symptoms trouble you."
      : undefined,
    stopBeta
      ? `${names} was for the racing heart of the overactive phase, which is over, so it may no longer be needed. Ask your doctor about reducing and stopping it; do not stop it on your own.`
      : undefined,
  ];
  return {
    mayNotNeedTablet: kind === "other",
    refs: ctx.refs(...(stopBeta ? betaBlockers : []), slow),
    clinicianExtra: clinician.filter(Boolean).join(" "),
    patientExtra: patient.filter(Boolean).join(" "),
    nextSteps: [
      kind === "other"
        ? "Levothyroxine if hypothyroid symptoms warrant it (this phase often recovers); recheck TSH and free T4 in 4–6 weeks"
        : treatStep,
      ...(stopBeta
        ? [`Review ${names} with a view to tapering and stopping: its thyrotoxic-phase indication has passed`]
        : []),
    ],
    evidence: ["aafp-2021-thyroiditis"],
  };
}
