import type { ImagingItem } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * The hip T-score a bisphosphonate review asks for is often already in the record (deep-coherence
 * review 13, case 13: "FRAX with femoral neck BMD from a recent DXA" while a DXA from 2025-12 showed
 * femoral neck −2.6). NOGG 2022 (as summarised by North Bristol NHS Trust, seen 2026-11-29; seenAt in
 * evidence/added-sources.ts): after 5 years of an oral bisphosphonate a treatment break suits people
 * whose BMD is above or near the −2.5 threshold; those still at high risk, such as with very low BMD,
 * carry on, because the benefit outweighs the rare harms.
 */

/** Hip T-score at or below which fracture risk stays high enough to continue rather than pause. */
export const CONTINUE_HIP_T = -2.5;

// "femoral neck T-score -2.6", "total hip T -2.7", "hip: T-score −2.5"
const HIP_T =
  /\b(?:femoral neck|total hip|hip|neck of femur)\b[^0-9.;]{0,20}?\bt[- ]?scores?\b[^0-9\-−–.;]{0,10}([-−–]\s?\d+(?:\.\d+)?)/gi;

export interface HipTScore {
  value: number;
  study: ImagingItem;
}

/** The lowest hip or femoral neck T-score in the most recent imaging report that gives one. */
export function latestHipTScore(ctx: RuleContext): HipTScore | undefined {
  const dated = [...ctx.model.imaging].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  for (const study of dated) {
    const values = [...study.text.matchAll(HIP_T)]
      .map((m) => Number((m[1] ?? "").replace(/[−–]/, "-").replace(/\s/g, "")))
      .filter((v) => !Number.isNaN(v) && v > -10);
    if (values.length > 0) return { value: Math.min(...values), study };
  }
  return undefined;
}

/**
 * How recent a DXA has to be for the review to use it rather than ask for one: an engine choice (a
 * scan within the last year describes bone density now), not a NOGG figure (review 21, deep sweep
 * 07: a DXA from the month before, hip T-score −2.1, and the step still asked for "a recent DXA").
 */
const RECENT_DXA_MS = 365 * 86_400_000;

/** The latest hip T-score when its scan was taken within the last year. */
export function recentHipTScore(ctx: RuleContext): HipTScore | undefined {
  const hip = latestHipTScore(ctx);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const taken = hip?.study.date === undefined ? Number.NaN : Date.parse(hip.study.date);
  return hip !== undefined && now - taken <= RECENT_DXA_MS ? hip : undefined;
}
