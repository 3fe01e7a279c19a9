import { cleanText } from "../text.ts";
import { parseUnit } from "../units.ts";
import { gestationInText } from "../vocab/pregnancy.ts";
import { readShorthand } from "../rules/notes.ts";
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
  /**
   * For a titre range ("<1:80", "≤1:40"): the reciprocal titre bounding the usual results, with
   * `highInclusive` saying whether it is usual itself; the expected result is then "negative".
   */
  titre?: number;
  text: string;
  /**
   * The laboratory's label or comment for the range as printed: "Postmenopausal" of
   * "Postmenopausal 25.8-134.8", "desirable" of "<100 (desirable)".
   */
  label?: string;
  /**
   * Bands printed for phases or groups (cycle phase, menopause) none of which the record shows to
   * be the patient's: the range has no bounds of its own, and a value is judged only when every
   * band judges it alike. Empty when no band printed is the patient's.
   */
  bands?: readonly ParsedRange[];
}

/** What the record says about the patient that picks a phase-labelled range band. */
export type RangePhase = "postmenopausal" | "pregnant";

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
/** A label before the numbers ("Luteal phase 1.7-15.0", "Follicular: 2.4-12.6", "1st trimester 0.1-2.5"). */
const LEADING_LABEL =
  /^((?:\d(?:st|nd|rd|th)\s+)?[a-z][a-z .'’/-]*?)\s*[:=]?\s*(?=(?:<=|>=|=<|=>|<|>|≤|≥)?\s*[+-]?\d)/i;
/** A comment after a range that is not its unit ("<100 desirable", "3.5-5.1 mmol/L fasting"). */
// "immune" and "protective" label an immunity test's threshold (">=10 immune" for anti-HBs).
const COMMENT_WORDS = String.raw`desirable|optimal|normal|target|ideal|recommended|reference|fasting|non[- ]?fasting|random|adults?|healthy|immune|protective`;
const TRAILING_COMMENT = new RegExp(String.raw`^(.*?)[\s,;]*\b(${COMMENT_WORDS})$`, "i");
/** Band labels that name a phase of the cycle or of life, for {@link rangePhaseOf}. */
const PHASE_LABELS: readonly [RangePhase | "cycle", RegExp][] = [
  ["postmenopausal", /\bpost[- ]?menopaus/i],
  ["pregnant", /\bpregnan|\btrimester\b|\bgestation/i],
  ["cycle", /\b(?:follicular|luteal|mid[- ]?cycle|ovulat|pre[- ]?menopaus|menstrua)/i],
];
const LABEL = /^(?:normal|ref(?:erence)?(?: range| interval)?|range|desirable|optimal|target|adult|adults)\s*[:=]?\s*/i;
const NEGATIVE_RANGE = /^(neg(ative)?|not detected|none|non[- ]?reactive|absent|nil)$/i;
/** A titre range: "<1:80", "<= 1:40", "less than 1:160" (an antinuclear antibody or a serology). */
const TITRE_RANGE = /^(<|<=|=<|≤|less than|below)\s*1\s*:\s*(\d{1,5})$/i;
const FEMALE = /\b(female|females|women|woman|f)\b/i;
const MALE = /\b(male|males|men|man|m)\b/i;
/**
 * Where per-sex ranges part: the usual separators, or a space before a sex label that follows a
 * number and precedes a range ("M: 13.5-17.5 F: 12-15.5", "Male 0.7-1.3 Female 0.5-1.1").
 */
const SEX_SEGMENTS =
  /;|\||\n|\s\/\s|,\s+|(?<=\d[^;|\n]*)\s+(?=(?:females?|males?|women|woman|men|man|f|m)\b\s*[:=]?\s*(?:<=|>=|<|>|≤|≥)?\s*\d)/i;

/** The age from which a laboratory's "Adult" band applies, in years. */
const ADULT_YEARS = 18;
/** Years after an age ("4-11y", "50-59 yrs", "18 years"). */
const YEARS = String.raw`(?:y|yrs?|years?)(?![a-z])`;
/** The word before an age group: "Child 4-11y", "Adults", "Age 50-59", "Aged 60+". */
const AGE_WORD = /^(?:(child(?:ren)?|paediatrics?|pediatrics?|adults?)(?![a-z])\s*)?(ages?d?(?![a-z]))?\s*/i;
const AGE_SPAN = new RegExp(String.raw`^(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\s*(${YEARS})?`, "i");
const AGE_BOUND = new RegExp(String.raw`^(<=|>=|=<|=>|<|>|≤|≥|under|over)\s*(\d{1,3})\s*(${YEARS})?`, "i");
const AGE_PLUS = new RegExp(
  String.raw`^(\d{1,3})\s*(${YEARS})?\s*(?:\+|and (?:over|above|older)|or (?:over|above|older))(?:\s*(${YEARS}))?`,
  "i",
);
/** What follows an age group: the range itself, after an optional colon. */
const AFTER_AGE = /^\s*[:=]?\s*(?=(?:<=|>=|=<|=>|<|>|≤|≥|up to|less than|greater than|[+-]?\d))/i;

/** An age group a band is printed for: ages from `from` up to, not including, `to` years. */
interface AgeGroup {
  from: number;
  to: number;
  /** The age group as printed ("Child 4-11y", "Age 50-59"), kept as the band's label. */
  label: string;
  /** The range printed after it. */
  rest: string;
}

/**
 * The age group a range is printed for: "Age 50-59: <3.5", "Child 4-11y: 150-420", "0-17 yrs: 45-290",
 * ">=18 years: 30-130", "60+ years: <6.5", "Adult: 30-130". Numbers are ages only after "age",
 * "child" or "adult" or before a unit of years, so "4-11 g/L" and "> 60" stay ranges (review 29b,
 * labapi-29b: "Age 50-59: <3.5" was read as the range 50-59 with a unit "<3.5", and an 8-year-old's
 * "Child 4-11y: 150-420; Adult: 30-130" as bands of the menstrual cycle).
 */
function ageGroupOf(segment: string): AgeGroup | undefined {
  const word = AGE_WORD.exec(segment);
  if (!word) return undefined;
  const named = word[1] !== undefined || word[2] !== undefined;
  const text = segment.slice(word[0].length);
  const span = AGE_SPAN.exec(text);
  const bound = span ? null : AGE_BOUND.exec(text);
  const plus = span || bound ? null : AGE_PLUS.exec(text);
  let ages: [number, number, string] | undefined;
  if (span && (named || span[3])) ages = [Number(span[1]), Number(span[2]) + 1, span[0]];
  else if (bound && (named || bound[3])) {
    const n = Number(bound[2]);
    const op = (bound[1] ?? "").toLowerCase();
    if (op === "<" || op === "under") ages = [0, n, bound[0]];
    else if (["<=", "=<", "≤"].includes(op)) ages = [0, n + 1, bound[0]];
    else ages = [op === ">" || op === "over" ? n + 1 : n, Number.POSITIVE_INFINITY, bound[0]];
  } else if (plus && (named || plus[2] || plus[3] || /^\s*:/.test(text.slice(plus[0].length))))
    // "18+ yrs", and a bare "18+:" before a range, which no value range reads as (review 30, wording-30 case 03).
    ages = [Number(plus[1]), Number.POSITIVE_INFINITY, plus[0]];
  if (ages) {
    const tail = text.slice(ages[2].length);
    const after = AFTER_AGE.exec(tail);
    if (after)
      return { from: ages[0], to: ages[1], label: (word[0] + ages[2]).trim(), rest: tail.slice(after[0].length) };
  }
  // "Adult: 30-130", "Children 150-420": a group named without its ages.
  const group = (word[1] ?? "").toLowerCase();
  const after = group === "" ? null : AFTER_AGE.exec(text);
  if (!after) return undefined;
  const adult = group.startsWith("adult");
  return {
    from: adult ? ADULT_YEARS : 0,
    to: adult ? Number.POSITIVE_INFINITY : ADULT_YEARS,
    label: word[1] ?? "",
    rest: text.slice(after[0].length),
  };
}

/**
 * Of bands printed per age group, those for the patient's `age` (years); with none for it, the bands
 * that name no age, as a band for other ages is no range for this patient. All of them when the
 * age is unknown or no band names an age.
 */
function forAge<T extends { range: ParsedRange; ages?: AgeGroup; segment: string }>(
  bands: readonly T[],
  age: number | undefined,
): T[] {
  if (age === undefined || !bands.some((b) => b.ages !== undefined)) return [...bands];
  const own = bands.filter((b) => b.ages !== undefined && age >= b.ages.from && age < b.ages.to);
  if (own.length === 0) return bands.filter((b) => b.ages === undefined);
  // The band picked shows as printed ("Child 4-11y: 150-420"), not with the other ages' bands.
  return own.map((b) => (own.length < bands.length ? { ...b, range: { ...b.range, text: b.segment } } : b));
}

/** Labels a laboratory prints for the usual one of its interpretive bands ("Sufficient 50-125", "Desirable <5.2"). */
const USUAL_BAND = /^(?:normal|sufficient|adequate|optimal|desirable|ideal|healthy|reference|non[- ]?diabetic)\b/i;
/** Labels of its other interpretive bands ("Deficient <25", "Borderline 5.2-6.2", "Prediabetes 42-47", "High >6.2"). */
const OTHER_BAND =
  /^(?:deficien|insufficien|inadequate|borderline|possible toxicity|potential toxicity|toxic|excess|(?:very )?high|(?:very )?low|elevated|raised|increased|decreased|abnormal|pre-?diabet|diabet|near|above|below|intermediate|mild|moderate|severe)/i;

/**
 * Of bands a laboratory labels by what a value means ("Deficient <25; Insufficient 25-50; Sufficient
 * 50-125", "Desirable <5.2; Borderline 5.2-6.2; High >6.2", "Normal <42; Prediabetes 42-47; Diabetes
 * >=48"), the usual one, which is the reference range; undefined unless every band is so labelled
 * and exactly one is the usual one. Such bands were held as menstrual-cycle bands before (review
 * 29b, labapi-29b case 13: a total cholesterol of 5.0 under "Desirable <5.2" was left unjudged).
 */
function usualBand(bands: readonly { range: ParsedRange; segment: string }[]): ParsedRange | undefined {
  if (bands.length < 2) return undefined;
  const usual = bands.filter((b) => USUAL_BAND.test(b.segment));
  const labelled = bands.every((b) => USUAL_BAND.test(b.segment) || OTHER_BAND.test(b.segment));
  const band = usual.length === 1 && labelled ? usual[0] : undefined;
  return band === undefined ? undefined : { ...band.range, text: band.segment };
}

function unitOf(rest: string): string | undefined {
  const u = rest.replace(/^[,;:\s]+|[,;:\s.]+$/g, "").trim();
  return u === "" ? undefined : u;
}

/**
 * The unit and comment of the text after a range's numbers: a bracketed text that is not a unit
 * is a comment ("(desirable)", "(fasting)", "(63-90 mg/dL)"), and so is a known comment word
 * after the unit. Any other text stays the unit, which an unknown unit then keeps from being used.
 */
function unitAndComment(rest: string): { unit?: string; comment?: string } {
  const comments: string[] = [];
  let bracketUnit: string | undefined;
  let outside = rest.replace(/\(([^()]*)\)|\[([^[\]]*)\]/g, (_, round?: string, square?: string) => {
    const inner = (round ?? square ?? "").trim();
    if (inner !== "" && parseUnit(inner) !== undefined) bracketUnit ??= inner;
    else if (inner !== "") comments.push(inner);
    return " ";
  });
  let unit = unitOf(outside);
  const trailing = unit !== undefined && parseUnit(unit) === undefined ? TRAILING_COMMENT.exec(unit) : null;
  if (trailing) {
    outside = trailing[1] ?? "";
    comments.unshift(trailing[2] ?? "");
    unit = unitOf(outside);
  }
  unit ??= bracketUnit;
  const out: { unit?: string; comment?: string } = {};
  if (unit !== undefined) out.unit = unit;
  if (comments.length > 0) out.comment = comments.join("; ");
  return out;
}

function withUnit(range: ParsedRange, rest: string): ParsedRange {
  const { unit, comment } = unitAndComment(rest);
  if (unit !== undefined) range.unit = unit;
  if (comment !== undefined) range.label = comment;
  return range;
}

function parseSimple(segment: string, mark: DecimalMark | undefined): ParsedRange | undefined {
  // "> OR = 60" is how some laboratories print ">= 60".
  const text = segment
    .replace(LABEL, "")
    .replace(/([<>])\s*or\s*=\s*/i, "$1=")
    .trim();
  if (text === "") return undefined;
  const direct = parseBare(text, segment, mark);
  if (direct) return direct;
  const labelled = LEADING_LABEL.exec(text);
  const label = labelled?.[1]?.trim();
  if (!labelled || label === undefined || label === "") return undefined;
  const range = parseBare(text.slice(labelled[0].length), segment, mark);
  if (!range) return undefined;
  return { ...range, label: range.label === undefined ? label : `${label}; ${range.label}` };
}

function parseBare(text: string, segment: string, mark: DecimalMark | undefined): ParsedRange | undefined {
  if (NEGATIVE_RANGE.test(text))
    return { expected: "negative", lowInclusive: true, highInclusive: true, text: segment };
  const titre = TITRE_RANGE.exec(text);
  if (titre) {
    const inclusive = ["<=", "=<", "≤"].includes(titre[1] ?? "");
    return {
      expected: "negative",
      titre: Number(titre[2]),
      lowInclusive: true,
      highInclusive: inclusive,
      text: segment,
    };
  }
  let m = BETWEEN.exec(text);
  if (m) {
    const low = parseNumber(m[1] ?? "", mark);
    const high = parseNumber(m[2] ?? "", mark);
    if (low === undefined || high === undefined || low > high) return undefined;
    return withUnit({ low, high, lowInclusive: true, highInclusive: true, text: segment }, m[3] ?? "");
  }
  m = ONE_SIDED.exec(text);
  if (m) {
    const op = (m[1] ?? "").toLowerCase();
    const bound = parseNumber(m[2] ?? "", mark);
    if (bound === undefined) return undefined;
    const upper = ["<", "<=", "=<", "≤", "up to", "less than", "below", "under"].includes(op);
    const inclusive = ["<=", "=<", "≤", ">=", "=>", "≥", "up to"].includes(op);
    const range: ParsedRange = upper
      ? { high: bound, lowInclusive: true, highInclusive: inclusive, text: segment }
      : { low: bound, lowInclusive: inclusive, highInclusive: true, text: segment };
    return withUnit(range, m[3] ?? "");
  }
  m = TRAILING_BOUND.exec(text);
  if (m) {
    const bound = parseNumber(m[1] ?? "", mark);
    if (bound === undefined) return undefined;
    const upper = /less|lower|below/i.test(m[3] ?? "");
    const range: ParsedRange = upper
      ? { high: bound, lowInclusive: true, highInclusive: true, text: segment }
      : { low: bound, lowInclusive: true, highInclusive: true, text: segment };
    return withUnit(range, m[2] ?? "");
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
 *
 * A label before the numbers or a comment after them ("Postmenopausal 25.8-134.8",
 * "<100 (desirable)") is kept as the range's `label`. Of bands printed per phase ("Follicular
 * 3.5-12.5; Postmenopausal 25.8-134.8"), the one for the `phase` the record shows is returned;
 * with none known to be the patient's, as with the sex, no band is picked: the range carries the
 * candidate bands (see {@link ParsedRange.bands}) and a value is judged only if all agree.
 * Bands per age group ("Child 4-11y: 150-420; Adult: 30-130") are picked by the patient's `age`
 * in years (none when no band covers it), and of interpretive bands ("Deficient <25; Sufficient
 * 50-125") the usual one is the range.
 */
export function parseRange(
  raw: string | undefined,
  sex?: Sex,
  mark?: DecimalMark,
  phase?: RangePhase,
  age?: number,
): ParsedRange | undefined {
  if (raw === undefined) return undefined;
  const text = cleanText(raw);
  if (text === "") return undefined;
  // A comma followed by a space separates per-sex ranges ("13.5-17.5 (male), 12-15.5 (female)");
  // thousands separators never have a space after them. Labelled bands are separated so too
  // ("Follicular 3.5-12.5, Luteal 1.7-7.7").
  // Per-sex ranges are also printed with only a space between them ("M: 13.5-17.5 F: 12-15.5",
  // "Male 0.7-1.3 Female 0.5-1.1"): a sex label after a number starts a new range.
  const hasSex = FEMALE.test(text) || MALE.test(text);
  // Age groups are separated so too ("0-17y: 3.4-4.7, 18+: 3.5-5.1"): a comma and space before an
  // age and its colon (review 30, wording-30 case 03: read as one unparsed range before).
  const segments = text
    .split(
      hasSex
        ? SEX_SEGMENTS
        : /;|\||\n|\s\/\s|,\s+(?=[a-z])|,\s+(?=[<>≤≥]?=?\s*\d+\s*(?:-\s*\d+\s*)?(?:y(?:rs?|ears?)?\s*)?\+?\s*(?:y(?:rs?|ears?)?\s*)?:)/i,
    )
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const printed: { sex: Sex | "any"; range: ParsedRange; ages?: AgeGroup; segment: string }[] = [];
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
    const input = isFemale || isMale ? stripped : segment;
    const ages = ageGroupOf(input);
    const range = parseSimple(ages ? ages.rest : input, mark);
    if (!range) continue;
    const label = ages && (range.label === undefined ? ages.label : `${ages.label}; ${range.label}`);
    const sexOf = isFemale ? "female" : isMale ? "male" : "any";
    printed.push({
      sex: sexOf,
      range: { ...range, text, ...(label ? { label } : {}) },
      segment,
      ...(ages ? { ages } : {}),
    });
  }
  // Bands printed per age group: the patient's (see forAge); interpretive bands: the usual one.
  const bySex = forAge(printed, age);
  if (bySex.length === 0) return undefined;
  const specific = bySex.filter((r) => r.sex !== "any");
  const usual = specific.length === 0 ? usualBand(bySex) : undefined;
  if (usual) return usual;
  if (specific.length === 0)
    return forPhase(
      bySex.map((r) => r.range),
      phase,
      text,
    );
  if (sex === undefined) return bySex.length === 1 ? specific[0]?.range : undefined;
  const own = specific.filter((r) => r.sex === sex);
  const pool = own.length > 0 ? own : bySex.filter((r) => r.sex === "any");
  return pool.length === 0
    ? undefined
    : forPhase(
        pool.map((r) => r.range),
        phase,
        text,
      );
}

/** Whether a band's label names a phase (cycle, menopause, pregnancy), rather than an age or other group. */
export function namesPhase(band: ParsedRange): boolean {
  return phaseOfLabel(band.label) !== undefined;
}

/** The phase a band's label names, "cycle" for a phase of the menstrual cycle. */
function phaseOfLabel(label: string | undefined): RangePhase | "cycle" | undefined {
  if (label === undefined) return undefined;
  return PHASE_LABELS.find(([, re]) => re.test(label))?.[0];
}

/**
 * The band of `bands` for the patient's phase: the one whose label names it; with the phase
 * unknown, the only band printed. Otherwise the bands that may be the patient's (those naming no
 * other phase), to be judged together.
 */
function forPhase(bands: readonly ParsedRange[], phase: RangePhase | undefined, text: string): ParsedRange {
  const named = (b: ParsedRange) => phaseOfLabel(b.label);
  const own = phase === undefined ? [] : bands.filter((b) => named(b) === phase);
  const only = bands.length === 1 ? bands[0] : undefined;
  // The one band printed, when it is for the patient's phase or names no phase the record rules out.
  if (only && (phase === undefined || named(only) === undefined || named(only) === phase)) return only;
  const picked = own.length === 1 ? own[0] : undefined;
  if (picked) return { ...picked, text: picked.label ? `${picked.label} ${bandText(picked)}` : text };
  const candidates =
    own.length > 1 || phase === undefined
      ? own.length > 1
        ? own
        : bands
      : bands.filter((b) => named(b) === undefined);
  return { lowInclusive: true, highInclusive: true, text, bands: candidates };
}

/** A band's bounds as text, for the band picked from several ("25.8–134.8"). */
function bandText(b: ParsedRange): string {
  const unit = b.unit ? ` ${b.unit}` : "";
  if (b.low !== undefined && b.high !== undefined) return `${b.low}–${b.high}${unit}`;
  if (b.high !== undefined) return `${b.highInclusive ? "≤" : "<"}${b.high}${unit}`;
  if (b.low !== undefined) return `${b.lowInclusive ? "≥" : ">"}${b.low}${unit}`;
  return "";
}

/** Whether the free text states a menopause that has happened ("postmenopausal", "last period 14 months ago"). */
const POSTMENOPAUSAL_TEXT = [
  /\bpost[- ]?menopaus/,
  /\bmenopause (?:at|aged?|in) \d/,
  /\b(?:last (?:menstrual )?period|lmp|periods? stopped|no periods? for)\b[^.;]{0,20}?\b(\d{1,2}) (months?|years?)\b/,
] as const;

/**
 * The phase of life the record shows for picking a laboratory's phase-labelled range band: a
 * current pregnancy (an active pregnancy condition, or a gestational age in the notes) or a
 * menopause that has happened (said so, or no period for 12 months or more). `conditions` are the
 * active conditions' names; `texts` the free-text notes. Undefined when neither or both.
 */
export function rangePhaseOf(
  conditions: readonly string[],
  texts: readonly (string | undefined)[],
): RangePhase | undefined {
  // Shorthand written out as the rules read it: "12/52 pregnant", "LMP 14/12 ago".
  const notes = readShorthand(
    texts
      .filter((t): t is string => t !== undefined)
      .join(" \n ")
      .toLowerCase(),
  );
  const names = conditions.map((c) => c.toLowerCase());
  const pregnant =
    names.some((n) => /\bpregnan/.test(n) && !/\b(?:history|previous|prior|not|no)\b/.test(n)) ||
    gestationInText(notes) !== undefined;
  const negated = /\b(?:not|pre)[- ]?(?:post[- ]?)?menopaus/;
  const postmenopausal =
    names.some(
      (n) => /\b(?:post[- ]?menopaus|menopause)\b|\bpostmenopaus/.test(n) && !/\bperi|pre[- ]?menopaus/.test(n),
    ) ||
    POSTMENOPAUSAL_TEXT.some((re) => {
      const m = re.exec(notes);
      if (!m) return false;
      if (m[1] === undefined) return !negated.test(notes);
      const n = Number(m[1]);
      return /year/.test(m[2] ?? "") ? n >= 1 : n >= 12;
    });
  if (pregnant === postmenopausal) return undefined;
  return pregnant ? "pregnant" : "postmenopausal";
}
