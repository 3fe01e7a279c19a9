import type { RuleContext } from "./context.ts";
import { isActiveCondition } from "../vocab/conditions.ts";

/*
 * Iron-deficiency anaemia in known inflammatory bowel disease (review 20, deep sweep case 04: a man
 * of 33 with active ileal Crohn's disease, calprotectin 480, was sent for gastroscopy and colonoscopy
 * to find where the iron was lost, as if the gut were unexplored). Iron deficiency is common in IBD,
 * from blood loss in the inflamed gut and poor absorption (Reinisch 2013, a European expert panel);
 * adjusting IBD treatment was judged appropriate for everyone with active disease, and intravenous
 * iron was the preferred option in most scenarios with anaemia. From 60, the age at which NICE NG12
 * refers iron-deficiency anaemia on a suspected cancer pathway, the gut finding stands as before.
 */

const IBD = /\b(?:crohn\w*|ulcerative colitis|inflammatory bowel disease|ibd)\b/i;
/** NG12's age for a suspected colorectal cancer pathway referral with iron-deficiency anaemia. */
const EXPLAINS_BELOW_AGE = 60;

/** The iron-deficiency anaemia read in known inflammatory bowel disease, under 60. */
export function ibdIron(
  ctx: RuleContext,
): { refs: string[]; cause: string; patientCause: string; steps: string[]; evidence: string[] } | undefined {
  if ((ctx.age ?? EXPLAINS_BELOW_AGE) >= EXPLAINS_BELOW_AGE) return undefined;
  const ibd = ctx.model.conditions.filter((c) => isActiveCondition(c.status) && IBD.test(c.name));
  if (ibd.length === 0) return undefined;
  return {
    refs: ctx.refs(...ibd),
    cause: `Known inflammatory bowel disease (${ibd.map((c) => c.name).join("; ")}): iron deficiency is common in it, from blood loss in the inflamed gut and poor absorption.`,
    patientCause:
      "Your bowel condition can cause blood loss and stop iron being absorbed, which is the likely cause. Your bowel team can check whether the condition is active and how best to give iron; an iron drip is often used.",
    steps: [
      "Review IBD activity and its treatment with the IBD team, and replace iron (intravenous iron is often preferred in IBD with anaemia)",
      "Investigate the gut further if there are signs of bleeding out of keeping with the disease or the iron deficiency does not recover",
    ],
    evidence: ["reinisch-2013-ibd-iron-panel"],
  };
}
