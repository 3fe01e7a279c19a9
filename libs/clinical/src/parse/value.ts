import { cleanText } from "../text.ts";
import { type DecimalMark, NUMBER_SOURCE, parseNumber } from "./number.ts";

export type Comparator = "<" | "<=" | ">" | ">=";

/** A result value after parsing; JSON-serialisable so it can travel in the patient model. */
export type ParsedValue =
  | {
      kind: "number";
      value: number;
      comparator?: Comparator;
      /** A unit written inside the value ("5.6 mmol/L"), as found. */
      unit?: string;
    }
  | {
      kind: "qualitative";
      result: QualitativeResult;
      grade?: number;
      /** The reciprocal of a reported titre ("1:32" is 32): the highest dilution still reactive. */
      titre?: number;
      text: string;
    }
  | { kind: "pair"; first: number; second: number; unit?: string }
  | { kind: "text"; text: string };

/** Whether a value is a measurement, shown with its unit: "QNS µg/L" or "pending nmol/L" reads as nonsense. */
export function isMeasured(value: ParsedValue): boolean {
  return value.kind === "number" || value.kind === "pair";
}

/** Ordinal reading of qualitative results: negative < trace < positive. */
export type QualitativeResult = "negative" | "trace" | "positive";

const COMPARATORS: Record<string, Comparator> = {
  "<": "<",
  "<=": "<=",
  "=<": "<=",
  "≤": "<=",
  ">": ">",
  ">=": ">=",
  "=>": ">=",
  "≥": ">=",
};

/** Comparators written out: "greater than 7", "less than 0.5", "at least 90". */
const WORDED_COMPARATORS: ReadonlyArray<[RegExp, Comparator]> = [
  [/^(greater|more) than or equal to\s+/i, ">="],
  [/^(less|fewer) than or equal to\s+/i, "<="],
  [/^(greater|more) than\s+|^(above|over)\s+(?=\d)/i, ">"],
  [/^(less|fewer) than\s+|^(below|under)\s+(?=\d)/i, "<"],
  [/^at least\s+/i, ">="],
  [/^at most\s+|^up to\s+/i, "<="],
];

function symbolicComparator(text: string): string {
  for (const [words, comparator] of WORDED_COMPARATORS) if (words.test(text)) return text.replace(words, comparator);
  return text;
}

// "Not reactive" is how some laboratories print a negative HIV or syphilis screen (review 14, infection case 09).
const NEGATIVE = /^(neg(ative)?|not detected|none detected|non[- ]?reactive|not reactive|absent|nil|normal|-)$/i;
const POSITIVE = /^(pos(itive)?|detected|reactive|present|abnormal)$/i;
const TRACE = /^(trace|tr|\+\/-|±)$/i;
const PLUS_GRADE = /^(\d)\s*\+$|^(\+{1,4})$/;
/**
 * A word result followed by a dipstick grade or sign: "Positive 2+", "Positive (3+)", "positive, 1+",
 * "Pos ++", "Trace (+/-)", "Negative (-)". The word decides the result, the grade is kept.
 */
const WORD_WITH_GRADE = /^(.+?)\s*[,(]?\s*(\d\s*\+|\+{1,4}|\+\/-|±|-)\s*\)?$/;
/**
 * A present/absent word with a detail in brackets: "Positive (> 250 IU/mL)", "Detected (Ct 24)",
 * "Negative (<5 U/mL)". The word decides the result (review 21, leftovers-21d case 05: a positive
 * antibody printed so was left as text and called "above the reference range"). Only the words
 * that name a test's result, not "normal" or "abnormal", which a comment may qualify.
 */
const WORD_WITH_DETAIL =
  /^(pos(?:itive)?|neg(?:ative)?|(?:not |none )?detected|(?:non[- ]?|not )?reactive)\s*\(([^()]+)\)$/i;

const NUMERIC_VALUE = new RegExp(String.raw`^(<=|>=|=<|=>|<|>|≤|≥)?\s*([+-]?${NUMBER_SOURCE})\s*(.*)$`);
const PAIR_VALUE = new RegExp(String.raw`^(${NUMBER_SOURCE})\s*/\s*(${NUMBER_SOURCE})\s*(.*)$`);
/** Trailing flags some exports append to the value: "7.2 H", "12.5 (L)", "6.9 *". */
const TRAILING_FLAG = /\s+(\(?(?:H|L|HH|LL|A|C)\)?|\*+)$|\s*\*+$/;
/**
 * The same flags written before the value, as some results viewers print them ("H 7.9", "(L) 3.1"):
 * left in, "H 7.9" was no number and went unjudged (review 30, wording-30 case 03). Only before a
 * number, so that a word is never cut.
 */
const LEADING_FLAG = /^(?:\(?(?:H|L|HH|LL|A|C)\)?|\*+)\s+(?=(?:<=|>=|<|>|≤|≥)?\s*[+-]?\d)/;

/**
 * SNOMED CT display terms that FHIR exports (Synthea among them) send as a coded value: "Urine ketone
 * test = +++ (finding)", "Trace (finding)", "Negative (qualifier value)". The test name before "=" and
 * the semantic tag in brackets are no part of the result.
 */
const SNOMED_TEST_EQUALS = /^([a-z][a-z0-9 ,'-]*?\btest)\s*=\s*/i;
const SNOMED_SEMANTIC_TAG = /\s*\((?:finding|qualifier value)\)$/i;

/**
 * A coded answer that states its result in a finding's name: "Urine nitrite negative", "Urine
 * leukocyte test negative", "Nitrite not detected in urine", or the presence of the thing in the
 * specimen, "Blood in urine", "Glucose in urine". Only these words: "normal" or "abnormal" in a
 * finding's name says nothing about which way a dipstick went.
 */
const FINDING_RESULT = /^([a-z][a-z ,'-]*?)\s+(negative|positive|not detected|detected|absent|present|trace)$/i;
const FINDING_IN_SPECIMEN =
  /^([a-z][a-z ,'-]*?)\s+(?:(negative|positive|not detected|detected|absent|present|trace)\s+)?in\s+(?:urine|stool|faeces|feces)$/i;
/**
 * A subject that qualifies or negates what follows, other than a leading "No": "Finding of bilirubin
 * in urine" is SNOMED's heading for both results, so it is not read as present.
 */
const NOT_A_PLAIN_SUBJECT = /\b(?:no|none|not|non|without|absence|finding|findings|negative|positive|trace)\b/i;

/** The test a coded answer names, and the result it states ("Blood in urine": blood, positive). */
function codedAnswer(text: string): { subject: string; result: string } | undefined {
  const untagged = text
    .replace(SNOMED_SEMANTIC_TAG, "")
    .replace(/[.!]+$/, "")
    .trim();
  // "None detected" is a result word, with no test named.
  if (qualitativeWord(untagged) !== undefined) return undefined;
  const equals = SNOMED_TEST_EQUALS.exec(untagged);
  if (equals) return { subject: equals[1] ?? "", result: untagged.slice(equals[0].length) };
  const stated = FINDING_IN_SPECIMEN.exec(untagged) ?? FINDING_RESULT.exec(untagged);
  const named = (stated?.[1] ?? "").trim();
  // "No blood in urine": the thing is absent.
  const absent = stated?.[2] === undefined && /^no\s+/i.test(named);
  const subject = absent ? named.replace(/^no\s+/i, "") : named;
  if (stated === null || NOT_A_PLAIN_SUBJECT.test(subject)) return undefined;
  return { subject, result: stated[2] ?? (absent ? "negative" : "present") };
}

/**
 * The test a coded answer names ("Urine nitrite negative (finding)": "Urine nitrite"), for the
 * caller to check it is the test the result is filed under; undefined for any other value.
 */
export function codedAnswerSubject(raw: string): string | undefined {
  return codedAnswer(cleanText(raw))?.subject;
}

/**
 * A coded answer as a report shows it beside its test's name: the result alone ("Urine nitrite
 * positive (finding)": "positive"; "Urine leukocyte test = ++ (finding)": "++"), since the name
 * printed beside it already says which test it is; any other value without its semantic tag.
 */
export function codedResultText(raw: string): string {
  const text = cleanText(raw);
  return codedAnswer(text)?.result ?? text.replace(SNOMED_SEMANTIC_TAG, "");
}

/**
 * A titre, alone or after a reactive word: "1:32", "Reactive 1:32", "Positive (1:8)". A reported titre
 * is the highest dilution that still reacts, so it is a reactive result.
 */
const TITRE = /^(?:(?:reactive|positive|pos|detected)\s*[,(]?\s*)?1\s*:\s*(\d{1,5})\s*\)?$/i;

/**
 * A colony count, as urine and other cultures report it: "CFU/mL", "colonies/mL", "organisms/mL".
 * Such counts are whole numbers, so a comma before three digits is always a thousands separator
 * ("100,000 CFU/mL" is never 100 written with three decimals), and a power of ten is the count
 * itself ("10^5", "10*5", "10⁵", "1 x 10^5" CFU/mL), not the number 10 with a unit "^5 CFU/mL"
 * (review 15, infection-b12-b: ">100,000 CFU/mL" was held unjudged for its decimal mark). German
 * "KBE", Dutch "KVE" and French or Spanish "UFC" name the same unit.
 */
const COLONY_COUNT = /\b(?:cfu|kbe|kve|ufc|colony[- ]forming units?|colon(?:y|ies)|kolonie[ns]?|orgs?|organisms?)\b/i;

/**
 * A count with points between groups of exactly three digits ("100.000", "1.000.000"), as German
 * and Dutch laboratories write thousands ("100.000 KBE/ml", "10.000 CFU/ml"). Read so only for a
 * colony count, which is whole: elsewhere "1.005" is a specific gravity and "2.500" a decimal
 * (review 15, plan-parse-c: "100.000 KBE/ml" was read as 100).
 */
const POINT_THOUSANDS = new RegExp(String.raw`^((?:<=|>=|=<|=>|<|>|≤|≥)?\s*)([1-9]\d{0,2}(?:\.\d{3})+)(?![\d.,])(.*)$`);

/** The value with a colony count's point-grouped thousands written without them; else as it was. */
function withoutPointThousands(text: string, colonyCount: boolean): string {
  const m = POINT_THOUSANDS.exec(text);
  if (!m) return text;
  const rest = m[3] ?? "";
  if (!colonyCount && !isColonyCount(rest)) return text;
  return `${m[1] ?? ""}${(m[2] ?? "").replaceAll(".", "")}${rest}`;
}

/** Whether any of the texts (a value, its unit) names a colony count. */
export function isColonyCount(...texts: (string | undefined)[]): boolean {
  return texts.some((t) => t !== undefined && COLONY_COUNT.test(t));
}

const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
/** "10^5", "10*5", "10**5", "10⁵", "1 x 10^5", "1.5×10*4", after an optional comparator. */
const POWER_OF_TEN = new RegExp(
  String.raw`^(<=|>=|=<|=>|<|>|≤|≥)?\s*(?:(\d+(?:[.,]\d+)?)\s*[x×*]\s*)?10\s*(?:(?:\^|\*{1,2})\s*(\d{1,2})|([${SUPERSCRIPT_DIGITS}]{1,2}))(?![\d.,])\s*(.*)$`,
);

/** A count written as a power of ten; only alone or before a colony count ("10^9/L" is a unit). */
function powerOfTen(text: string): ParsedValue | undefined {
  const m = POWER_OF_TEN.exec(text);
  if (!m) return undefined;
  const rest = (m[5] ?? "").trim();
  if (rest !== "" && !isColonyCount(rest)) return undefined;
  const mantissa = m[2] === undefined ? 1 : parseNumber(m[2], "point");
  const exponent =
    m[3] !== undefined ? Number(m[3]) : Number([...(m[4] ?? "")].map((d) => SUPERSCRIPT_DIGITS.indexOf(d)).join(""));
  if (mantissa === undefined) return undefined;
  const parsed: ParsedValue = { kind: "number", value: mantissa * 10 ** exponent };
  const comparator = m[1] === undefined ? undefined : COMPARATORS[m[1]];
  if (comparator !== undefined) parsed.comparator = comparator;
  if (rest !== "") parsed.unit = rest;
  return parsed;
}

/**
 * Parses a result value as written in the wild: comparators (`<0.1`, `>= 90`, `≤5`),
 * thousands separators (`1,200`), a unit inside the value (`5.6 mmol/L`, `6.1 %`), qualitative
 * words (`Positive`, `Negative`, `Trace`, `1+`, `++`), titres (`Reactive 1:32`) and pairs such as
 * blood pressure `148/92`. `mark` is the decimal mark of the report, when known (see parseNumber);
 * `colonyCount` says the result's unit, given apart from the value, is a colony count.
 */
export function parseValue(raw: string, mark?: DecimalMark, colonyCount = false): ParsedValue {
  const text = cleanText(raw);
  const pair = PAIR_VALUE.exec(text);
  if (pair) {
    const first = parseNumber(pair[1] ?? "", mark);
    const second = parseNumber(pair[2] ?? "", mark);
    if (first !== undefined && second !== undefined) {
      const unit = (pair[3] ?? "").trim();
      return unit === "" ? { kind: "pair", first, second } : { kind: "pair", first, second, unit };
    }
  }
  const bare = codedAnswer(text)?.result ?? text.replace(SNOMED_SEMANTIC_TAG, "");
  const withoutFlag = symbolicComparator(bare.replace(TRAILING_FLAG, "").replace(LEADING_FLAG, "").trim());
  // Before the number: "1:32" would otherwise read as the number one.
  const titre = TITRE.exec(withoutFlag);
  if (titre) return { kind: "qualitative", result: "positive", titre: Number(titre[1]), text };
  const power = powerOfTen(withoutFlag);
  if (power !== undefined) return power;
  const numeric = NUMERIC_VALUE.exec(withoutPointThousands(withoutFlag, colonyCount));
  if (numeric) {
    const rest = (numeric[3] ?? "").trim();
    const value = parseNumber(numeric[2] ?? "", isColonyCount(rest) ? "point" : mark);
    // "1+" is a dipstick grade, not the number one followed by a unit; "100,000+" is "100,000 or more".
    const orMore = value !== undefined && value >= 10 && /^\+(?:\s|$)/.test(rest);
    if (value !== undefined && (!/^\+/.test(rest) || orMore)) {
      const unit = orMore ? rest.slice(1).trim() : rest;
      const comparator = numeric[1] === undefined ? (orMore ? ">=" : undefined) : COMPARATORS[numeric[1]];
      const parsed: ParsedValue = { kind: "number", value };
      if (comparator !== undefined) parsed.comparator = comparator;
      if (unit !== "") parsed.unit = unit;
      return parsed;
    }
  }
  const word = withoutFlag.replace(/[.!]+$/, "").trim();
  const plus = PLUS_GRADE.exec(word);
  if (plus) {
    const grade = plus[1] !== undefined ? Number(plus[1]) : (plus[2] ?? "+").length;
    return { kind: "qualitative", result: "positive", grade, text };
  }
  const result = qualitativeWord(word);
  if (result !== undefined) return { kind: "qualitative", result, text };
  const graded = WORD_WITH_GRADE.exec(word);
  const gradedWord = graded ? qualitativeWord((graded[1] ?? "").trim()) : undefined;
  if (graded && gradedWord !== undefined) {
    const sign = (graded[2] ?? "").replace(/\s+/g, "");
    // The sign must agree with the word: "Negative (+)" or "Positive (-)" is left as free text.
    const signResult = /\+$/.test(sign) && !sign.includes("/") ? "positive" : sign === "-" ? "negative" : "trace";
    if (signResult === gradedWord) {
      const digit = /^(\d)\+$/.exec(sign);
      const grade = digit ? Number(digit[1]) : /^\++$/.test(sign) ? sign.length : undefined;
      return grade === undefined
        ? { kind: "qualitative", result: gradedWord, text }
        : { kind: "qualitative", result: gradedWord, grade, text };
    }
  }
  const detailed = WORD_WITH_DETAIL.exec(word);
  const detailedWord = detailed ? qualitativeWord(detailed[1] ?? "") : undefined;
  if (detailedWord !== undefined) return { kind: "qualitative", result: detailedWord, text };
  return { kind: "text", text };
}

function qualitativeWord(word: string): QualitativeResult | undefined {
  if (TRACE.test(word)) return "trace";
  if (NEGATIVE.test(word)) return "negative";
  if (POSITIVE.test(word)) return "positive";
  return undefined;
}

/**
 * The interval a numeric value stands for: `<0.1` is (−∞, 0.1), `>90` is (90, ∞), `5` is [5, 5].
 * Used to decide where a value sits against a range without pretending to know more.
 */
export function valueInterval(value: Extract<ParsedValue, { kind: "number" }>): { low: number; high: number } {
  switch (value.comparator) {
    case "<":
    case "<=":
      // Results written "<x" are below a detection limit; concentrations are never negative.
      return { low: value.value >= 0 ? 0 : Number.NEGATIVE_INFINITY, high: value.value };
    case ">":
    case ">=":
      return { low: value.value, high: Number.POSITIVE_INFINITY };
    default:
      return { low: value.value, high: value.value };
  }
}
