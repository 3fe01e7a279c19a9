import { cleanText } from "../text.ts";
import { type DecimalMark, NUMBER_SOURCE, parseNumber } from "./number.ts";

/** A reference range as the engine uses it. Open ends are `undefined`. */
export interface ParsedRange {
  low?: number;
  high?: number;
  /** False for "> 60" (the bound itself is outside the normal range). */
  lowInclusive: boolean;
  highInclusive: boolean;
  unit?: string;
  /**
   * For qualitative ranges: the expected result, "Negative" for most, "Positive" for an immunity
   * test (a rubella antibody shows protection).
   */
  expected?: "negative" | "positive";
  text: string;
}

export type Sex = "male" | "female";

const NUM = String.raw`([+-]?${NUMBER_SOURCE})`;
const BETWEEN = new RegExp(String.raw`^${NUM}\s*(?:-|to|–|—|\.\.)\s*${NUM}\s*(.*)$`, "i");
const ONE_SIDED = new RegExp(
  String.raw`^(<=|>=|=<|=>|<|>|≤|≥|up to|less than|greater than|above|below|under|over)\s*${NUM}\s*(.*)$`,
  "i",
);
const TRAILING_BOUND = new RegExp(
  String.raw`^${NUM}\s*(.*?)\s*(or (?:less|lower|below|more|higher|greater|above)|and (?:below|above))$`,
  "i",
);
const LABEL = /^(?:normal|ref(?:erence)?(?: range| interval)?|range|desirable|optimal|target|adult|adults)\s*[:=]?\s*/i;
const NEGATIVE_RANGE = /^(neg(ative)?|not detected|none|non[- ]?reactive|absent|nil)$/i;
const FEMALE = /\b(female|females|women|woman|f)\b/i;
const MALE = /\b(male|males|men|man|m)\b/i;

function unitOf(rest: string): string | undefined {
  const u = rest.replace(/^[,;:\s]+|[,;:\s.]+$/g, "").trim();
  return u === "" ? undefined : u;
}

function parseSimple(segment: string, mark: DecimalMark | undefined): ParsedRange | undefined {
  const text = segment.replace(LABEL, "").trim();
  if (text === "") return undefined;
  if (NEGATIVE_RANGE.test(text))
    return { expected: "negative", lowInclusive: true, highInclusive: true, text: segment };
  let m = BETWEEN.exec(text);
  if (m) {
    const low = parseNumber(m[1] ?? "", mark);
    const high = parseNumber(m[2] ?? "", mark);
    if (low === undefined || high === undefined || low > high) return undefined;
    const range: ParsedRange = { low, high, lowInclusive: true, highInclusive: true, text: segment };
    const unit = unitOf(m[3] ?? "");
    if (unit !== undefined) range.unit = unit;
    return range;
  }
  m = ONE_SIDED.exec(text);
  if (m) {
    const op = (m[1] ?? "").toLowerCase();
    const bound = parseNumber(m[2] ?? "", mark);
    if (bound === undefined) return undefined;
    const unit = unitOf(m[3] ?? "");
    const upper = ["<", "<=", "=<", "≤", "up to", "less than", "below", "under"].includes(op);
    const inclusive = ["<=", "=<", "≤", ">=", "=>", "≥", "up to"].includes(op);
    const range: ParsedRange = upper
      ? { high: bound, lowInclusive: true, highInclusive: inclusive, text: segment }
      : { low: bound, lowInclusive: inclusive, highInclusive: true, text: segment };
    if (unit !== undefined) range.unit = unit;
    return range;
  }
  m = TRAILING_BOUND.exec(text);
  if (m) {
    const bound = parseNumber(m[1] ?? "", mark);
    if (bound === undefined) return undefined;
    const upper = /less|lower|below/i.test(m[3] ?? "");
    const range: ParsedRange = upper
      ? { high: bound, lowInclusive: true, highInclusive: true, text: segment }
      : { low: bound, lowInclusive: true, highInclusive: true, text: segment };
    const unit = unitOf(m[2] ?? "");
    if (unit !== undefined) range.unit = unit;
    return range;
  }
  return undefined;
}

/**
 * Parses a reference range as printed on reports: `3.5-5.0`, `3.5 - 5.0 mmol/L`, `3.5 to 5.0`,
 * `<200`, `> 60`, `≤ 5.7`, `60 or above`, `Negative`, and sex-specific text such as
 * `M: 13.5-17.5; F: 12.0-15.5` or `Male 0.7-1.3 / Female 0.5-1.1`. When the text gives
 * ranges per sex, the one for `sex` is returned; with the sex unknown the range is ambiguous
 * and `undefined` is returned rather than a guess, unless the text is one range for one sex
 * (`F: 115-165`): the laboratory printed that one for this patient. `mark` is the report's
 * decimal mark, when known (see parseNumber).
 */
export function parseRange(raw: string | undefined, sex?: Sex, mark?: DecimalMark): ParsedRange | undefined {
  if (raw === undefined) return undefined;
  const text = cleanText(raw);
  if (text === "") return undefined;
  // A comma followed by a space separates per-sex ranges ("13.5-17.5 (male), 12-15.5 (female)");
  // thousands separators never have a space after them.
  const hasSex = FEMALE.test(text) || MALE.test(text);
  const segments = text
    .split(hasSex ? /;|\||\n|\s\/\s|,\s+/ : /;|\||\n|\s\/\s/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const bySex: { sex: Sex | "any"; range: ParsedRange }[] = [];
  for (const segment of segments) {
    const isFemale = FEMALE.test(segment);
    const isMale = !isFemale && MALE.test(segment);
    const stripped = segment
      .replace(FEMALE, " ")
      .replace(MALE, " ")
      .replace(/[()[\]]/g, " ")
      .replace(/^\s*[:=-]\s*/, "")
      .replace(/\s*:\s*/, " ")
      .replace(/\s+/g, " ")
      .trim();
    const range = parseSimple(isFemale || isMale ? stripped : segment.replace(/[()]/g, " ").trim(), mark);
    if (range) bySex.push({ sex: isFemale ? "female" : isMale ? "male" : "any", range: { ...range, text } });
  }
  if (bySex.length === 0) return undefined;
  const specific = bySex.filter((r) => r.sex !== "any");
  if (specific.length === 0) return bySex.length === 1 ? bySex[0]?.range : undefined;
  if (sex === undefined) return bySex.length === 1 ? specific[0]?.range : undefined;
  return specific.find((r) => r.sex === sex)?.range ?? bySex.find((r) => r.sex === "any")?.range;
}
