import type { RuleContext } from "./context.ts";
import { bariatricSurgery } from "./bariatric-nutrition.ts";

/*
 * What a gastric bypass changes in the iron and vitamin D findings (review 13, nutrition case 01):
 * - Iron: the bypass diverts food past the duodenum and upper jejunum, where iron is absorbed; iron
 *   deficiency is frequent afterwards and oral iron is poorly absorbed (in one challenge test only
 *   1 of 23 absorbed enough), so the bypass is the likely cause and intravenous iron is often
 *   needed (SUMMARIES["gesquiere-2014-iron-rygb"]). The gut is still investigated when there are
 *   signs of bleeding or the deficiency does not recover.
 * - Bone: calcium is absorbed at the same bypassed sites, so secondary hyperparathyroidism is common
 *   after a bypass (about 40% at 5 years) even with supplements; a raised PTH with a low vitamin D
 *   is read as that, and a raised ALP beside it as possible osteomalacia
 *   (SUMMARIES["hewitt-2013-shpt-gastric-bypass"]).
 */

/** Operations that bypass the duodenum (not a sleeve gastrectomy). */
const BYPASS = /\bgastric bypass\b|\broux[- ]en[- ]y\b|\bduodenal switch\b|\bbiliopancreatic\b|\brygb\b/i;

function bypass(ctx: RuleContext) {
  return bariatricSurgery(ctx).find((c) => BYPASS.test(c.name));
}

/** The iron-deficiency anaemia read after a gastric bypass. */
export function bypassIron(ctx: RuleContext):
  | {
      refs: string[];
      cause: string;
      patientCause: string;
      steps: string[];
    }
  | undefined {
  const op = bypass(ctx);
  if (op === undefined) return undefined;
  return {
    refs: ctx.refs(op),
    cause: `After the ${op.name}, which bypasses the duodenum and upper jejunum where iron is absorbed, malabsorption is the likely cause.`,
    patientCause:
      "After your gastric bypass, the gut absorbs less iron, which is the likely cause. Iron tablets often do not work well after this operation, so an iron drip may be needed.",
    steps: [
      "Replace iron; intravenous iron is often needed, since oral iron is poorly absorbed after a gastric bypass",
      `The bypass is the likely cause${ctx.sex === "male" ? "" : "; ask about menstrual loss"}; investigate the gut (bidirectional endoscopy) if there are signs of bleeding or the iron deficiency does not recover once iron is replaced`,
    ],
  };
}

/** The raised PTH (and ALP) beside a low vitamin D read after a gastric bypass. */
export function bypassBone(ctx: RuleContext):
  | {
      refs: string[];
      why: string;
      patientExtra: string;
      nextSteps: string[];
    }
  | undefined {
  const op = bypass(ctx);
  const pth = ctx.lab("pth-intact");
  if (op === undefined || pth === undefined || !(ctx.valueOf(pth)! > (ctx.upperLimit("pth-intact") ?? Infinity)))
    return undefined;
  const alp = ctx.lab("alp");
  const alpHigh = alp !== undefined && ctx.valueOf(alp)! > (ctx.upperLimit("alp") ?? Infinity);
  return {
    refs: ctx.refs(op, pth, alpHigh ? alp : undefined),
    why: ` After the ${op.name}, this raised PTH with a low vitamin D is secondary hyperparathyroidism from poor calcium and vitamin D absorption${alpHigh ? `; the raised alkaline phosphatase (${ctx.show(alp)}) with it may point to osteomalacia` : ""}.`,
    patientExtra: `After your gastric bypass, the gut absorbs less calcium and vitamin D, and your parathyroid hormone has risen to make up for it${alpHigh ? "; a raised bone enzyme (ALP) may mean the bones are softening" : ""}. Vitamin D and calcium supplements are needed.`,
    nextSteps: [
      "Replace vitamin D at the higher doses used after a bypass, with calcium citrate, and restart the bariatric supplements",
      `Recheck calcium, phosphate, PTH${alpHigh ? " and ALP" : ""} once vitamin D is replete; consider a DXA scan`,
    ],
  };
}
