import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { isHomozygous, isVariantPresent } from "../vocab/genetics.ts";
import type { RuleContext } from "./context.ts";

const HAEMOCHROMATOSIS = /\bha?emochromatosis\b/i;

/**
 * Whether the record holds HFE haemochromatosis: a C282Y homozygous result (the genotype that
 * causes iron overload), or a current diagnosis of haemochromatosis. A single C282Y copy, or H63D,
 * does not count.
 */
export function hasHfeHaemochromatosis(ctx: RuleContext): boolean {
  const homozygote = ctx.genes("HFE").some((g) => {
    const text = `${g.interpretation} ${g.value ?? ""}`;
    return isVariantPresent(text, /c282y/i) && (isHomozygous(text) || /c282y\s*\/\s*c282y/i.test(text));
  });
  return homozygote || ctx.model.conditions.some((c) => HAEMOCHROMATOSIS.test(c.name) && isActiveCondition(c.status));
}

/**
 * A raised ferritin beside recorded HFE haemochromatosis: the generic reading ("can mean iron
 * overload but is more often raised by inflammation, liver disease or alcohol") would contradict
 * the genotype finding, so the lab line says the value fits the known diagnosis instead.
 */
export function ferritinInHaemochromatosis(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "ferritin" || (obs.status !== "high" && obs.status !== "critical-high")) return undefined;
  if (!hasHfeHaemochromatosis(ctx)) return undefined;
  return {
    text: "is in keeping with the iron overload of the recorded haemochromatosis",
    evidence: ["easl-2022-haemochromatosis"],
  };
}
