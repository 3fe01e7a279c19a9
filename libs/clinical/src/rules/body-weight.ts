import type { VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

const LB_TO_KG = 0.45359237;

/** A weight in kg written in the notes ("Weight 60 kg", "weighs 55kg", "wt: 48 kg"). */
const WEIGHT_IN_NOTES = /\b(?:weight|weighs|wt)\b\s*(?:is\s*|of\s*|:\s*)?(\d{2,3}(?:\.\d+)?)\s*kg\b/;

export interface BodyWeight {
  kg: number;
  /** For the reader: "55 kg (2026-11-22)", "132 lb (59.9 kg)", "60 kg (in the notes)". */
  shown: string;
  /** The recorded measurement; absent when the weight was read from the notes. */
  vital?: VitalItem;
}

/**
 * The newest recorded weight, given in kg or lb (a weight without a unit is not guessed); without
 * one, a weight in kg written in the notes. Lab-results requests often carry the weight only in
 * the clinical notes (review 20, older-adults-meds case 03: "Weight 60 kg" beside dabigatran and a
 * creatinine of 2.0 mg/dL, where the creatinine clearance decides whether the drug may be used).
 */
export function latestWeightKg(ctx: RuleContext): BodyWeight | undefined {
  const w = [...ctx.vitals("weight")].sort(
    (a, b) => (b.time ?? Number.NEGATIVE_INFINITY) - (a.time ?? Number.NEGATIVE_INFINITY),
  )[0];
  if (w !== undefined) {
    if (w.value === undefined || (w.unit !== "kg" && w.unit !== "lb")) return undefined;
    const kg = w.unit === "lb" ? w.value * LB_TO_KG : w.value;
    const shown =
      w.unit === "lb" ? `${formatNumber(w.value)} lb (${formatNumber(kg, 1)} kg)` : `${formatNumber(kg)} kg`;
    return { kg, shown: `${shown}${w.date ? ` (${w.date.slice(0, 10)})` : ""}`, vital: w };
  }
  const noted = WEIGHT_IN_NOTES.exec(statedMention(ctx.freeText, WEIGHT_IN_NOTES) ?? "")?.[1];
  const kg = Number(noted);
  return noted !== undefined && kg >= 20 && kg <= 300
    ? { kg, shown: `${formatNumber(kg)} kg (in the notes)` }
    : undefined;
}
