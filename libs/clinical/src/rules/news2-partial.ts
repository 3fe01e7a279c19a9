import type { VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { readVitals } from "./vital-signs.ts";

/**
 * A partial NEWS2 from the vital signs in the record (evidence "rcp-news2-2017", chart 1, SpO2
 * scale 1). Each value below its single-parameter 3 can still add up: heart rate 104 (1) with SpO2
 * 93% (2) is 3 before consciousness and oxygen are known. Consciousness and air/oxygen are rarely
 * recorded, so the total is a floor, and scale 2 (hypercapnic failure) is not guessed.
 */

type Band = readonly [upTo: number, score: number];

/** Score for the first band whose upper bound the value does not pass. */
function band(value: number, bands: readonly Band[]): number {
  return bands.find(([upTo]) => value <= upTo)?.[1] ?? 0;
}

const RR: readonly Band[] = [
  [8, 3],
  [11, 1],
  [20, 0],
  [24, 2],
  [Infinity, 3],
];
const SPO2_SCALE1: readonly Band[] = [
  [91, 3],
  [93, 2],
  [95, 1],
  [Infinity, 0],
];
const SYSTOLIC: readonly Band[] = [
  [90, 3],
  [100, 2],
  [110, 1],
  [219, 0],
  [Infinity, 3],
];
const PULSE: readonly Band[] = [
  [40, 3],
  [50, 1],
  [90, 0],
  [110, 1],
  [130, 2],
  [Infinity, 3],
];
const TEMP: readonly Band[] = [
  [35, 3],
  [36, 1],
  [38, 0],
  [39, 1],
  [Infinity, 2],
];

interface Scored {
  text: string;
  score: number;
  ref: string;
}

export interface PartialNews2 {
  total: number;
  /** The scoring parameters, as "heart rate 104/min scores 1". */
  parts: string[];
  refs: string[];
}

/** The partial NEWS2 of the current vital signs, or undefined when none scores. */
export function partialNews2(ctx: RuleContext): PartialNews2 | undefined {
  const v = readVitals(ctx);
  const scored: Scored[] = [];
  const add = (
    name: string,
    s: { v: VitalItem; value: number } | undefined,
    bands: readonly Band[],
    unit: string,
    dp = 0,
  ) => {
    if (s === undefined) return;
    // Chart bands are whole numbers (temperature to one decimal place).
    const score = band(Number(s.value.toFixed(dp)), bands);
    if (score > 0)
      scored.push({ text: `${name} ${formatNumber(s.value, dp)}${unit} scores ${score}`, score, ref: s.v.ref });
  };
  add("respiratory rate", v.rr, RR, "/min");
  add("SpO2", v.spo2, SPO2_SCALE1, "%");
  add("systolic", v.systolic, SYSTOLIC, " mmHg");
  add("heart rate", v.hr, PULSE, "/min");
  add("temperature", v.temp, TEMP, " °C", 1);
  if (scored.length === 0) return undefined;
  return {
    total: scored.reduce((sum, i) => sum + i.score, 0),
    parts: scored.map((i) => i.text),
    refs: scored.map((i) => i.ref),
  };
}
