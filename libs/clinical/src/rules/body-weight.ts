import type { VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";

const LB_TO_KG = 0.45359237;

export interface BodyWeight {
  kg: number;
  /** For the reader: "55 kg (2026-11-22)", "132 lb (59.9 kg)", "60 kg (in the notes)". */
  shown: string;
  /** The recorded measurement; absent when the weight was read from the notes. */
  vital?: VitalItem;
}

/**
 * The newest recorded weight, given in kg or lb (a weight without a unit is not guessed); without
 * one, the weight the notes state (normalize/weight-notes.ts). Lab-results requests often carry the weight only in
 * the clinical notes (review 20, older-adults-meds case 03: "Weight 60 kg" beside dabigatran and a
 * creatinine of 2.0 mg/dL, where the creatinine clearance decides whether the drug may be used).
 */
export function latestWeightKg(ctx: RuleContext): BodyWeight | undefined {
  const w = [...ctx.vitals("weight")].sort(
    (a, b) => (b.time ?? Number.NEGATIVE_INFINITY) - (a.time ?? Number.NEGATIVE_INFINITY),
  )[0];
  if (w?.value === undefined || (w.unit !== "kg" && w.unit !== "lb")) return undefined;
  // A weight read from the notes (normalize/weight-notes.ts) comes in kg; the notes' pounds or stones are quoted.
  if (w.fromNotes === true) {
    const inKg = /\d\s*(?:kg|kilo)/i.test(w.rawValue);
    const where = inKg ? "in the notes" : `in the notes: "${w.rawValue}"`;
    return { kg: w.value, shown: `${formatNumber(w.value)} kg (${where})` };
  }
  const kg = w.unit === "lb" ? w.value * LB_TO_KG : w.value;
  const shown = w.unit === "lb" ? `${formatNumber(w.value)} lb (${formatNumber(kg, 1)} kg)` : `${formatNumber(kg)} kg`;
  return { kg, shown: `${shown}${w.date ? ` (${w.date.slice(0, 10)})` : ""}`, vital: w };
}
