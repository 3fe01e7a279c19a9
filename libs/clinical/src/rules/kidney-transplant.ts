import type { ConditionItem } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/*
 * Kidney transplant recipients (review 11, renal case 07). The kidney findings written for native
 * chronic kidney disease ("consider nephrology referral", "confirm chronicity", CKD in the patient
 * text) misdirect a transplant recipient: a falling eGFR is a fall in graft function, which the
 * transplant team that follows the graft assesses, not a new nephrology referral. Engine choice:
 * the transplant is recognised as rules/transplant-cni.ts reads the calcineurin inhibitors (the
 * same class, skin preparations excluded) — a kidney transplant recorded as a condition, or
 * tacrolimus/ciclosporin taken with a transplant named in the notes or the conditions.
 */

/** A kidney transplant named in a condition ("Kidney transplant recipient", "renal allograft"); ICD-10 Z94.0. */
const KIDNEY_TRANSPLANT =
  /\b(?:kidney|renal)\s+(?:transplant\w*|allograft|graft)\b|\btransplant(?:ed)?\s+kidney\b|\b(?:kidney|renal)\s+transplant\w*\b/i;
const Z94_0 = /^Z94\.0$/i;
/** Any transplant named in the notes or a condition, read with a calcineurin inhibitor. */
const TRANSPLANT = /\btransplant\w*\b|\ballograft\b/i;
/** A skin preparation of tacrolimus is not systemic (as in rules/transplant-cni.ts). */
const TOPICAL = /\b(?:ointment|cream|topical|protopic|eye drops?)\b/i;

/** Conditions that record a kidney transplant. */
function kidneyTransplantConditions(ctx: RuleContext): ConditionItem[] {
  return ctx.model.conditions.filter(
    (c) =>
      isActiveCondition(c.status) && (KIDNEY_TRANSPLANT.test(c.name) || (c.code !== undefined && Z94_0.test(c.code))),
  );
}

/**
 * Whether the patient is a kidney transplant recipient: a kidney transplant recorded, or a systemic
 * calcineurin inhibitor with a transplant stated in the notes or named in a condition. Returns the
 * record references it rests on.
 */
export function kidneyTransplant(ctx: RuleContext): { refs: string[] } | undefined {
  const recorded = kidneyTransplantConditions(ctx);
  if (recorded.length > 0) return { refs: recorded.map((c) => c.ref) };
  const cni = ctx.meds("calcineurin-inhibitor").filter((m) => !TOPICAL.test(m.name));
  if (cni.length === 0) return undefined;
  const named = ctx.model.conditions.filter((c) => isActiveCondition(c.status) && TRANSPLANT.test(c.name));
  if (named.length > 0) return { refs: [...named, ...cni].map((x) => x.ref) };
  if (statedMention(ctx.freeText, TRANSPLANT) !== undefined) return { refs: cni.map((m) => m.ref) };
  return undefined;
}

/** egfr-rapid-decline's step for a transplant recipient, in place of a nephrology referral. */
export const TRANSPLANT_EGFR_STEP =
  "Contact the transplant team about the fall in graft function; look for reversible causes (NSAIDs, volume depletion, obstruction, interacting medicines)";

/**
 * A sustained eGFR decline in a transplant recipient: the fall in graft function goes to the
 * transplant team, not a nephrology referral, and is not called chronic kidney disease progression.
 */
export function egfrDeclineInTransplant(ctx: RuleContext, match: RuleMatch): RuleMatch {
  return inTransplant(ctx, match, {
    values: {
      title: "Falling eGFR in a kidney transplant",
      reading:
        "a sustained decline of more than 5 per year. In a kidney transplant recipient this is a fall in graft function, for the transplant team to assess, rather than chronic kidney disease progression for a nephrology referral.",
      patientReading: "has been dropping. This measures how well your transplanted kidney is working.",
    },
    nextSteps: [TRANSPLANT_EGFR_STEP],
    patientExtra: "Please let your transplant team know about this result; they follow your transplanted kidney.",
    patientQuestions: ["Does my transplant team know about this kidney result?"],
  });
}

/**
 * ckd-stage in a transplant recipient: the GFR and albuminuria categories describe the transplanted
 * kidney, followed by the transplant team; no "confirm chronicity" step, and the patient text speaks
 * of the transplanted kidney rather than of newly found kidney disease.
 */
export function ckdStageInTransplant(ctx: RuleContext, match: RuleMatch): RuleMatch {
  return inTransplant(ctx, match, {
    values: {
      chronicity:
        "In a kidney transplant recipient these categories describe the function of the transplanted kidney; its monitoring and any change are managed with the transplant team.",
      patientKidney:
        "tests describe how well your transplanted kidney is working. Your transplant team follows these results and decides how often to check them.",
    },
    nextSteps: [
      "Monitor eGFR and urine ACR on the transplant team's schedule; report a fall in function to them",
      "Review kidney-cleared drugs and medicines that interact with the transplant medicines",
    ],
    patientQuestions: [],
  });
}

/** A match reworded for a transplant recipient (unchanged without one): the transplant's refs added, `values` merged. */
function inTransplant(ctx: RuleContext, match: RuleMatch, change: Partial<RuleMatch>): RuleMatch {
  const tx = kidneyTransplant(ctx);
  if (tx === undefined) return match;
  return {
    ...match,
    ...change,
    refs: [...new Set([...match.refs, ...tx.refs])],
    values: { ...match.values, ...change.values },
  };
}
