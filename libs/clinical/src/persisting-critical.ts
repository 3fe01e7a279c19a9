import type { LabObservation } from "./model.ts";
import type { TrendSummary } from "./trends.ts";

/**
 * The trend word for a series whose first and newest results are both beyond the same critical
 * limit (glucose 2.1 mmol/L then 38 mg/dL on a sulfonylurea; review 12, messy labs 13): "stable"
 * would read as reassurance, but a critical value that recurs is persisting, not settled. So would
 * a small change across the reference limit. Any other trend keeps its direction.
 */
export function trendWord(s: TrendSummary, labs: readonly LabObservation[]): string {
  if (s.direction !== "stable") return s.direction;
  const status = (ref: string | undefined) => labs.find((o) => o.ref === ref)?.status;
  const first = status(s.first.labRef);
  const last = status(s.last.labRef);
  if (first === last && (first === "critical-low" || first === "critical-high")) {
    return `persistently critically ${first === "critical-low" ? "low" : "high"}`;
  }
  // A change too small to call a fall or rise that still crosses the reference limit (sodium 136 →
  // 132 mmol/L over 135) is not "stable" beside a result now out of range (review 21, multimorbidity-21 02).
  const outside = (x: string | undefined) => x === "low" || x === "high";
  if (first === "normal" && outside(last)) return `small change, now ${last}`;
  if (outside(first) && last === "normal") return "small change, now in range";
  return s.direction;
}
