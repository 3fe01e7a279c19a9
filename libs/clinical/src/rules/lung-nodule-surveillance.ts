import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { lungNoduleSizeMm } from "./imaging-site.ts";
import { noduleCourseEnded } from "./lung-nodule-course.ts";
import { statedMention } from "./notes.ts";

/*
 * A lung nodule under CT surveillance already has its scans set by the nodule pathway
 * (Fleischner 2017, lung-nodule rules), so annual screening advice beside it would offer a second
 * CT schedule for the same lungs (review 21, kidney-preg-onc leftovers case 06). Screening
 * programmes also take only people without a recent chest CT (a programme's criteria, seen in
 * evidence/added-sources.ts under uspstf-2021-lung).
 */

const NODULE_CONDITION = /\b(?:pulmonary|lung)\s+nodules?\b|\bsolitary pulmonary nodule\b/i;
const NODULE_CODE = /^R91(?:\.1|\.8)?$/i;
const SURVEILLANCE_IN_NOTES =
  /\bnodules?\b[^.;]{0,60}\b(?:surveillance|follow[- ]?up|repeat (?:ct|scan)|interval (?:ct|scan))\b|\b(?:nodule surveillance|nodule clinic|nodule follow[- ]?up)\b/;

/** Whether a lung nodule is under follow-up: a recorded active nodule, one on imaging whose course has not ended, or the notes saying so. */
export function lungNoduleUnderSurveillance(ctx: RuleContext): boolean {
  const ended = noduleCourseEnded(ctx.model.imaging) !== undefined;
  if (ended) return false;
  return (
    ctx.model.conditions.some(
      (c) => isActiveCondition(c.status) && (NODULE_CONDITION.test(c.name) || NODULE_CODE.test(c.code ?? "")),
    ) ||
    ctx.model.imaging.some((study) => lungNoduleSizeMm(study) !== undefined) ||
    statedMention(ctx.freeText, SURVEILLANCE_IN_NOTES) !== undefined
  );
}
