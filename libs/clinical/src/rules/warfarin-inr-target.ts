import { type MedicationItem } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { type RuleContext } from "./context.ts";

/**
 * A raised INR on warfarin read against the target the record gives (a mechanical mitral valve, a
 * stated range), not the usual 2–3.
 */

/**
 * An INR target range written in a medication entry or the notes ("INR target 2.5-3.5"), also after
 * the target figure ("target INR 2.5 (2.0-3.0)").
 */
const STATED_INR_TARGET =
  /\binr\s*(?:target|range|goal)?\s*(?:of|:)?\s*(?:\d(?:\.\d)?\s*\(\s*)?(\d(?:\.\d)?)\s*(?:-|–|to)\s*(\d(?:\.\d)?)/i;
const MECHANICAL_MITRAL = /\bmechanical\b[^.;]{0,40}\bmitral\b|\bmitral\b[^.;]{0,40}\bmechanical\b/i;

/** The usual target when the record gives no other (atrial fibrillation, venous thromboembolism). */
const USUAL_TARGET = { low: 2, high: 3, why: "the usual target when no other is given" };

/** The target the record states or a mechanical mitral valve implies; undefined for the usual 2–3, which the lab text names. */
function warfarinInrTarget(
  ctx: RuleContext,
  warfarin: readonly MedicationItem[],
): { low: number; high: number; why: string } | undefined {
  for (const text of [...warfarin.map((m) => `${m.name} ${m.dosage ?? ""} ${m.frequency ?? ""}`), ctx.freeText]) {
    const hit = STATED_INR_TARGET.exec(text);
    const [low, high] = [Number(hit?.[1]), Number(hit?.[2])];
    if (hit !== null && low >= 1.5 && high > low && high <= 4.5) return { low, high, why: "given in the record" };
  }
  if (ctx.model.conditions.some((c) => isActiveCondition(c.status) && MECHANICAL_MITRAL.test(c.name)))
    return { low: 2.5, high: 3.5, why: "usual with a mechanical mitral valve" };
  return undefined;
}

/**
 * The meaning of a raised INR that lies inside the warfarin target (review 12: an INR of 3.1 with a
 * stated target of 2.5–3.5 was glossed "where the usual goal is 2 to 3"); undefined otherwise.
 */
export function inrWithinWarfarinTarget(
  obs: { analyteId?: string; value: { kind: string; value?: number } },
  ctx: RuleContext,
): { text: string; evidence: readonly string[] } | undefined {
  if (obs.analyteId !== "inr" || obs.value.kind !== "number" || obs.value.value === undefined) return undefined;
  const warfarin = ctx.meds("warfarin");
  if (warfarin.length === 0) return undefined;
  const stated = warfarinInrTarget(ctx, warfarin);
  // With no other target in the record the usual 2.0–3.0 applies: an INR of 2.5 on warfarin for atrial
  // fibrillation read "raises bleeding risk" against the range for people not taking it (review 21).
  const target = stated ?? USUAL_TARGET;
  if (obs.value.value < target.low || obs.value.value > target.high) return undefined;
  return {
    text: `here is within the warfarin target range of ${target.low.toFixed(1)}–${target.high.toFixed(1)} (${target.why}); the laboratory range is for people not taking warfarin, so this is the intended effect of warfarin, not a sign of too much`,
    evidence: stated ? ["warfarin-label"] : ["warfarin-sodium-label-2014"],
  };
}
