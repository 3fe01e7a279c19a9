import { nameKey } from "../text.ts";
import type { VitalKind } from "../model.ts";

const KINDS: [VitalKind, RegExp][] = [
  ["systolic", /\bsystolic\b|\bsbp\b/],
  ["diastolic", /\bdiastolic\b|\bdbp\b/],
  ["bp", /\bblood pressure\b|\bbp\b/],
  ["heart-rate", /\bheart rate\b|\bpulse\b|\bhr\b/],
  ["bmi", /\bbody mass index\b|\bbmi\b/],
  ["weight", /\bweight\b|\bwt\b/],
  ["height", /\bheight\b|\bht\b|\bstature\b/],
  ["temperature", /\btemperature\b|\btemp\b/],
  ["spo2", /\boxygen saturation\b|\bspo2\b|\bsao2\b|\bo2 sat/],
  ["respiratory-rate", /\brespiratory rate\b|\brespiration\b|\brr\b/],
];

const CODES: Record<string, VitalKind> = {
  "8480-6": "systolic",
  "8462-4": "diastolic",
  "85354-9": "bp",
  "8867-4": "heart-rate",
  "39156-5": "bmi",
  "29463-7": "weight",
  "8302-2": "height",
  "8310-5": "temperature",
  "59408-5": "spo2",
  "2708-6": "spo2",
  "9279-1": "respiratory-rate",
};

const BMI_CENTILE =
  /\b(?:body mass index|bmi)\b.*\b(?:centile|percentile|z ?score|sds)\b|\b(?:centile|percentile|z ?score|sds)\b.*\b(?:body mass index|bmi)\b/;

/** What kind of vital sign a display name (or LOINC code) describes. */
export function vitalKind(name: string, code?: string): VitalKind {
  if (code !== undefined && CODES[code] !== undefined) return CODES[code];
  const key = nameKey(name);
  // A child's BMI centile or z-score ("BMI centile 99.6") is not a BMI in kg/m²: read as one, a
  // centile of 99 would pass any BMI threshold (review 15, paediatric case 10).
  if (BMI_CENTILE.test(key)) return "other";
  return KINDS.find(([, re]) => re.test(key))?.[0] ?? "other";
}

/** The body position a blood pressure was taken in, as its name states it. */
export type BpPosition = "lying" | "sitting" | "standing";

const POSITIONS: [BpPosition, RegExp][] = [
  ["standing", /\b(?:standing|stand|stood|upright|erect)\b/],
  ["lying", /\b(?:lying|supine|recumbent)\b/],
  ["sitting", /\b(?:sitting|seated|sit)\b/],
];

/**
 * Position from a blood pressure's name ("Blood pressure (standing, 3 min)", "BP lying"); undefined
 * when none is named, or more than one ("lying to standing"), since the reading then belongs to neither.
 */
export function bpPosition(name: string): BpPosition | undefined {
  const key = nameKey(name);
  const found = POSITIONS.filter(([, re]) => re.test(key));
  return found.length === 1 ? found[0]?.[0] : undefined;
}
