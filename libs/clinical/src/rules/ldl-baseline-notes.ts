import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";

/*
 * An untreated (pre-statin) LDL-C written in the notes (review 13 cardiology case 15: "Untreated LDL
 * before statin was 240 mg/dL", on rosuvastatin 5 mg with LDL-C >190 mg/dL now). ESC/EAS 2019 sets its
 * goals as a fall of at least 50% from the untreated baseline as well as a level, and defines the
 * baseline as the LDL-C off lipid-lowering medicine (FACTS_SEEN["esc-eas-2019-dyslipidaemias"]).
 */

const BASELINE =
  /\b(?:untreated|pre-?treatment|baseline|pre-?statin)\s+LDL(?:-C)?\b[^.\n]{0,40}?(\d+(?:\.\d+)?)\s*(mg\/dl|mmol\/l)|\bLDL(?:-C)?\s+(?:before|prior to|off)\s+(?:a\s+|any\s+)?(?:statins?|treatment)\b[^.\n]{0,20}?(\d+(?:\.\d+)?)\s*(mg\/dl|mmol\/l)/i;
const MG_PER_MMOL = 38.67;

export interface LdlBaseline {
  quote: string;
  /** As written, with its unit. */
  shown: string;
  /** Half of it, in the same unit: the ESC/EAS ≥50% fall. */
  half: string;
  mgdl: number;
}

/** The untreated LDL-C stated in the notes, while a statin is taken; else undefined. */
export function statedLdlBaseline(ctx: RuleContext): LdlBaseline | undefined {
  if (ctx.meds("statin").length === 0) return undefined;
  for (const hit of statedMatches(ctx.freeText, BASELINE)) {
    const m = BASELINE.exec(hit.quote);
    const value = Number(m?.[1] ?? m?.[3]);
    const unit = (m?.[2] ?? m?.[4] ?? "").toLowerCase() === "mmol/l" ? "mmol/L" : "mg/dL";
    if (!Number.isFinite(value) || value <= 0) continue;
    const digits = unit === "mmol/L" ? 1 : 0;
    return {
      quote: hit.quote,
      shown: `${formatNumber(value, digits)} ${unit}`,
      half: `${formatNumber(value / 2, digits)} ${unit}`,
      mgdl: unit === "mmol/L" ? value * MG_PER_MMOL : value,
    };
  }
  return undefined;
}
