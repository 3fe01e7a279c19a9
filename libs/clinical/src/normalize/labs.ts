import { analyteUnits, findLab, type LabDefinition, labById, type RangeBand, ruleUnit } from "../catalogue/index.ts";
import { type LabObservation, type LabSource, LabStatus, NotComparable, type Sex } from "../model.ts";
import { parseDate } from "../parse/date.ts";
import { type DecimalMark, decimalMarkOf, hasAmbiguousComma, hasPointGroups } from "../parse/number.ts";
import { namesPhase, type ParsedRange, parseRange, type RangePhase } from "../parse/range.ts";
import { codedAnswerSubject, type ParsedValue, isColonyCount, parseValue, valueInterval } from "../parse/value.ts";
import { cleanText, formatThreshold, nameKey } from "../text.ts";
import { convert, countUnitFor, parseUnit, type Unit } from "../units.ts";
import { implausibleForUnit } from "./plausibility.ts";
import { atValuePrecision } from "./bound-precision.ts";
import { saysNoResult } from "./result-words.ts";

/** From this age the catalogue's adult reference ranges apply. */
const ADULT_AGE = 18;

/** The fields both request shapes share for one lab result. */
export interface RawLab {
  ref: string;
  source: LabSource;
  index: number;
  name: string;
  value: string;
  unit?: string;
  code?: string;
  date?: string;
  referenceRange?: string;
  flag?: string;
  category?: string;
  notes?: string;
}

/** Caller flags and FHIR interpretation codes, folded to our status vocabulary. */
export function normaliseFlag(flag: string | undefined): LabStatus | "critical" | undefined {
  if (flag === undefined) return undefined;
  const f = cleanText(flag).toLowerCase();
  if (f === "") return undefined;
  if (/^(critical|panic|crit|c|\*\*)$/.test(f)) return "critical";
  if (/^(critical[ -]?high|panic high|hh|>>|high critical)$/.test(f)) return LabStatus.criticalHigh;
  if (/^(critical[ -]?low|panic low|ll|<<|low critical)$/.test(f)) return LabStatus.criticalLow;
  if (/^(h|high|above( high normal)?|elevated|raised|>|\+|hi|increased)$/.test(f)) return LabStatus.high;
  // A lone "-" is not a standard abnormal flag and often just fills an empty column: no flag.
  if (/^(l|low|below( low normal)?|decreased|reduced|<|lo)$/.test(f)) return LabStatus.low;
  if (/^(n|normal|within (normal )?(range|limits)|wnl|neg|negative|ok|in range)$/.test(f)) return LabStatus.normal;
  if (/^(a|aa|abnormal|abn|pos|positive|detected|reactive)$/.test(f)) return LabStatus.abnormal;
  return undefined;
}

/** Whether a caller's flag says the result is critical (not merely high or low). */
export function isCriticalFlag(flag: string | undefined): boolean {
  const f = normaliseFlag(flag);
  return f === "critical" || f === LabStatus.criticalHigh || f === LabStatus.criticalLow;
}

function compare(
  value: Extract<ParsedValue, { kind: "number" }>,
  low: number | undefined,
  high: number | undefined,
  lowInclusive = true,
  highInclusive = true,
): LabStatus | NotComparable {
  const v = valueInterval(value);
  // "<x" and ">x" exclude x itself: "<3.5" is below a range starting at 3.5, ">60" inside ">60".
  const openLow = value.comparator === ">";
  const openHigh = value.comparator === "<";
  const belowLow = low !== undefined && (lowInclusive && !openHigh ? v.high < low : v.high <= low);
  const aboveHigh = high !== undefined && (highInclusive && !openLow ? v.low > high : v.low >= high);
  if (belowLow) return LabStatus.low;
  if (aboveHigh) return LabStatus.high;
  const insideLow = low === undefined || (lowInclusive || openLow ? v.low >= low : v.low > low);
  const insideHigh = high === undefined || (highInclusive || openHigh ? v.high <= high : v.high < high);
  if (insideLow && insideHigh) return LabStatus.normal;
  return NotComparable.comparatorStraddles;
}

const STATUSES = new Set<string>(Object.values(LabStatus));

function isStatus(x: LabStatus | NotComparable): x is LabStatus {
  return STATUSES.has(x);
}

/** Converts a bound from one unit to another; `undefined` bound stays undefined. */
function convertBound(
  bound: number | null | undefined,
  from: Unit,
  to: Unit,
  def?: LabDefinition,
): number | undefined | null {
  if (bound === null || bound === undefined) return undefined;
  const converted = convert(bound, from, to, def ? analyteUnits(def) : undefined);
  return converted === undefined ? null : converted;
}

function pickBand(
  def: LabDefinition,
  sex: Sex | undefined,
  valueUnit: Unit | undefined,
  ranges: readonly RangeBand[] = def.ranges,
): RangeBand | NotComparable {
  const bySex = (s: RangeBand["sex"]) => ranges.filter((b) => b.sex === s);
  const candidates = sex === undefined ? bySex("any") : [...bySex(sex), ...bySex("any")];
  if (candidates.length === 0) return ranges.length > 0 ? NotComparable.sexUnknown : NotComparable.noRange;
  if (valueUnit === undefined) {
    const unitless = candidates.find(
      (b) => parseUnit(b.unit) === undefined || ["ratio", "ph"].includes(parseUnit(b.unit)?.dim ?? ""),
    );
    return unitless ?? NotComparable.noUnit;
  }
  const units = analyteUnits(def);
  const usable = candidates.find((b) => {
    const bu = parseUnit(b.unit);
    return bu !== undefined && convert(1, valueUnit, bu, units) !== undefined;
  });
  return usable ?? NotComparable.unitMismatch;
}

/** A culture ("Urine culture", "MSU culture", "CSU"), whose number is a colony count. */
const CULTURE = /\bcultures?\b|\b(?:msu|csu)\b/i;

/** A LOINC long name: component, [property], "in" system, optional "by" method. */
const LOINC_LONG_NAME = /^(.+?) \[[^\]]+\] in (.+?)(?: by (.+))?$/;

/**
 * A test outside the catalogue keeps the name it was sent with, and records coded from LOINC send
 * its long name ("Platelet distribution width [Entitic volume] in Blood by Automated count"), which
 * reports then printed to patients (review 16, Synthea records). It is shortened to the test and
 * the sample ("Platelet distribution width (blood)"), keeping a test strip, which says how far the
 * result can be read.
 */
function readableTestName(name: string): string {
  const m = LOINC_LONG_NAME.exec(name);
  if (!m) return name;
  const component = m[1]!.replace(/\.(?=\w)/g, ", ");
  const where = [m[2]!.toLowerCase(), /test strip/i.test(m[3] ?? "") ? "dipstick" : ""].filter(Boolean);
  return `${component} (${where.join(", ")})`;
}

/**
 * Builds one observation: parses the value, unit and range, finds the test in the catalogue and
 * decides its status (see {@link applyStatus} for how the caller's flag and the numbers combine).
 * The range is the caller's, else the catalogue's adult range for the patient's sex. A value whose
 * unit cannot be converted to the range's unit is marked not comparable instead of being judged,
 * and so is a value impossible for its test in the stated unit. Independently of the flag, a
 * value beyond a commonly used critical limit is marked critical, unless the value is unreadable
 * in its unit: a number the engine cannot trust raises no alarm.
 *
 * `requestMark` is the decimal mark the request's other values and ranges show (see
 * {@link requestDecimalMark}); the result's own value and range take precedence over it.
 * `phase` is what the record says that picks a laboratory's phase-labelled band (see
 * {@link rangePhaseOf}).
 */
export function buildObservation(
  raw: RawLab,
  sex: Sex | undefined,
  age?: number,
  requestMark?: DecimalMark,
  phase?: RangePhase,
): LabObservation {
  const named = testNamed(raw);
  // A colony count (a culture's number) is whole: its comma is a thousands separator whatever the mark.
  const ownMark =
    isColonyCount(raw.value, raw.unit) || CULTURE.test(raw.name)
      ? "point"
      : (decimalMarkOf([raw.value, raw.referenceRange]) ?? requestMark);
  const first = sizeOnAStrip(
    answerForThisTest(parseValue(raw.value, ownMark, isColonyCount(raw.unit)), raw, named),
    raw,
    named,
  );
  const valueUnitText =
    (first.kind === "number" && !COUNT_BAND.test(raw.value)) || first.kind === "pair" ? first.unit : undefined;
  const fieldUnit = raw.unit !== undefined && cleanText(raw.unit) !== "" ? cleanText(raw.unit) : undefined;
  const unitText =
    valueUnitText !== undefined && parseUnit(valueUnitText) !== undefined
      ? valueUnitText
      : (fieldUnit ?? valueUnitText);
  const statedUnit = parseUnit(unitText);
  const def = named && !percentOfCount(named, statedUnit) ? testInUnit(named, statedUnit) : undefined;
  const units = def ? analyteUnits(def) : undefined;
  const unit = statedUnit && countUnitFor(statedUnit, units);
  const { value, mark, unsure } = readValue(raw.value, first, ownMark, def, unit);
  const date = parseDate(raw.date);
  const obs: LabObservation = {
    ref: raw.ref,
    source: raw.source,
    index: raw.index,
    name: def ? cleanText(raw.name) : readableTestName(cleanText(raw.name)),
    rawValue: raw.value,
    value,
    status: LabStatus.unknown,
    statusSource: "none",
    critical: false,
  };
  if (raw.code !== undefined) obs.code = raw.code;
  if (def) obs.analyteId = def.id;
  if (date) {
    obs.date = date.iso;
    obs.time = date.time;
  }
  if (raw.unit !== undefined) obs.rawUnit = raw.unit;
  if (unitText !== undefined) obs.unit = unit?.key ?? unitText;
  if (raw.flag !== undefined && cleanText(raw.flag) !== "") obs.callerFlag = cleanText(raw.flag);
  if (raw.referenceRange !== undefined && cleanText(raw.referenceRange) !== "")
    obs.rangeText = cleanText(raw.referenceRange);
  if (raw.category !== undefined) obs.category = raw.category;
  if (raw.notes !== undefined) obs.notes = raw.notes;

  const implausible = value.kind === "number" && def !== undefined && implausibleForUnit(def, value, unit);
  const judged = implausible ? NotComparable.implausibleUnit : deriveStatus(obs, raw, unit, def, sex, age, mark, phase);
  // A number read two ways ("1,234" with no decimal mark to tell) is judged in neither.
  const derived = unsure ? NotComparable.ambiguousNumber : judged;
  // A value that cannot be trusted in its unit (impossible for the test, or on the scale of its
  // range in another unit) or read two ways gets no value in the rule unit: rules, trends and
  // critical limits would otherwise act on a number that is not what the patient has.
  const target = def ? ruleUnit(def) : undefined;
  const readable = derived !== NotComparable.implausibleUnit && !unsure;
  if (readable && value.kind === "number" && def && target) {
    const from =
      unit ?? (def.conventionalUnit === undefined || ["ratio", "ph"].includes(target.dim) ? target : undefined);
    const v = from ? convert(value.value, from, target, units) : undefined;
    if (v !== undefined) obs.standard = { value: v, unit: target.key };
  }
  // An immunity test's "High" flag marks a level above the protective cut-off, not an abnormal one
  // (anti-HBs 248 flagged High against "<10"): the numbers decide (review 14, infection case 06).
  const rawFlag = normaliseFlag(raw.flag);
  const flag =
    (def?.expected === "positive" && rawFlag === LabStatus.high) || directionWithoutNumber(value, rawFlag)
      ? undefined
      : rawFlag;
  const child = def !== undefined && age !== undefined && age < ADULT_AGE;
  const notLow = child && normalForAge(obs, def, unit, sex, age, derived, flag);
  const adultOnly = child && adultRangeForChild(obs, def, unit, sex, age, derived);
  if (child && def.id === "egfr" && !PAEDIATRIC_EGFR.test(obs.name))
    applyStatus(obs, NotComparable.adultEgfrInChild, undefined);
  // In pregnancy too (review 29b, kidney-29b: eGFR 71 at 31 weeks was called "below the reference
  // range" with CKD wording while no eGFR was calculated from the same creatinine for that reason).
  else if (phase === "pregnant" && def?.id === "egfr") applyStatus(obs, NotComparable.egfrInPregnancy, undefined);
  else if (notLow) applyStatus(obs, LabStatus.normal, undefined);
  else if (adultOnly) applyStatus(obs, NotComparable.adultRangeOnly, flag === "critical" ? flag : undefined);
  else applyStatus(obs, derived, flag, insideCallerRange(obs, unit, def));
  if (def && undetectableNotLow(obs, def)) obs.status = LabStatus.normal;
  if (def) applyCriticalLimits(obs, def);
  return obs;
}

/**
 * A High or Low flag on words that stand in for a result ("See note", "Not calculated"): there is no
 * result for it to describe, so it is not read as one (review 25, labs-25b case 03: LDL "See note"
 * flagged High was called "above the reference range"). The result stays unjudged, with its words
 * and notes. Words that are the result ("Escherichia coli >10^5 CFU/mL" flagged High) keep the flag.
 */
function directionWithoutNumber(value: ParsedValue, flag: ReturnType<typeof normaliseFlag>): boolean {
  return value.kind === "text" && (flag === LabStatus.high || flag === LabStatus.low) && saysNoResult(value.text);
}

/** Words a coded answer's test name may carry that say nothing about which test it is. */
const CODED_ANSWER_FILLER = new Set(["urine", "urinary", "test", "dipstick", "strip", "in", "of", "the"]);

/** A word's stem for matching a coded answer's test name: "Leucocytes" and "leukocyte" agree. */
function answerStem(word: string): string {
  return word.replace(/^leuc/, "leuk").replace(/^haem/, "hem").slice(0, 5);
}

/**
 * A coded answer is read only as a result of the test it names: "Urine nitrite negative (finding)"
 * is a nitrite result, and "Blood in urine (finding)" filed under the urine glucose would be an
 * export's mix-up, left unjudged rather than called a positive glucose. A test the catalogue does
 * not know is read as it stands: no rule reads it as another test, and a panel names its target in
 * the answer ("Influenza A DETECTED" under a respiratory PCR panel; review 21, leftovers-21d case 04).
 */
function answerForThisTest(value: ParsedValue, raw: RawLab, def: LabDefinition | undefined): ParsedValue {
  const subject = value.kind === "qualitative" ? codedAnswerSubject(raw.value) : undefined;
  if (subject === undefined || def === undefined) return value;
  const names = [raw.name, ...(def ? [def.name, def.loincName, ...def.synonyms] : [])];
  const known = new Set(names.flatMap((n) => nameKey(n).split(" ").map(answerStem)));
  const words = nameKey(subject)
    .split(" ")
    .filter((w) => w !== "" && !CODED_ANSWER_FILLER.has(w));
  return words.length > 0 && words.every((w) => known.has(answerStem(w)))
    ? value
    : { kind: "text", text: cleanText(raw.value) };
}

/** The size words US urine strips are read in, with the grade some laboratories add: "Large", "Small (1+)". */
const STRIP_SIZE = /^\s*(small|moderate|large)\s*(?:\(?\s*([1-4])\s*\+\s*\)?)?\s*$/i;

/**
 * "Blood, Urine: Large", "Leukocyte Esterase: Moderate": a urine strip pad read in size words
 * rather than plus signs is a positive result, and was left as unread text, reaching no
 * haematuria or urine-infection rule (review 17, urinalysis). Only for a strip pad, a
 * qualitative urinalysis test: elsewhere the words mean nothing of the kind. A grade is kept only
 * as printed.
 */
function sizeOnAStrip(value: ParsedValue, raw: RawLab, def: LabDefinition | undefined): ParsedValue {
  if (value.kind !== "text" || def?.category !== "urinalysis" || !def.qualitative) return value;
  const m = STRIP_SIZE.exec(raw.value);
  if (!m) return value;
  const text = cleanText(raw.value);
  return m[2] === undefined
    ? { kind: "qualitative", result: "positive", text }
    : { kind: "qualitative", result: "positive", grade: Number(m[2]), text };
}

/** Cells or casts counted per microscope field ("/hpf", "/lpf"). */
const PER_FIELD = /(?:\/|\bper\s*)(?:hpf|lpf)\b/i;
/** The field in a test's name ("RBC/HPF", "WBC per HPF"). */
const FIELD_IN_NAME = /(?:\/|\bper\s*)?\b(?:hpf|lpf)\b/i;
/**
 * What urine microscopy reports that no catalogue test is: "RBC Casts" was read as the red cell count,
 * "Bacteria, UA" as uric acid, and "Dysmorphic RBC" (a share of the urine red cells, a sign of a
 * glomerular source) as the blood red cell count (review 18, leftovers 01).
 */
const SEDIMENT_ONLY =
  /\b(?:casts?|clumps?|bacteri(?:a|uria)|yeasts?|crystals?|mucus|epithelial|squamous|amorphous|trichomonas|sperm|dysmorph\w*|acanthocyt\w*)\b/i;
/** A count given as a band ("11-30" red cells per field): its upper end is no unit. */
const COUNT_BAND = /^\s*\d+\s*-\s*\d+\s*$/;
/** The tests a urine microscopy count can be. */
const MICROSCOPY_TESTS = new Set(["urine-rbc", "urine-wbc"]);

/**
 * A urine microscopy count ("RBC 11-30 /hpf", "WBC 0-5 /hpf", "WBC/HPF 21-50") is not the blood count of
 * the same name: read as one, it made 11 red cells per field a high red cell count with polycythaemia
 * wording, and 0-5 white cells a white cell count of 0 (review 17, us-panels 09).
 */
function microscopyCount(raw: RawLab): boolean {
  return PER_FIELD.test(raw.unit ?? "") || PER_FIELD.test(raw.value) || FIELD_IN_NAME.test(raw.name);
}

/**
 * The catalogue test a result is. A microscopy count is only ever the urine count of its name; casts are
 * no catalogue test; and a urine count per microlitre from an automated analyser is not the count per
 * field it is named like (the two do not convert), so it keeps its own name (review 17, urinalysis).
 */
function testNamed(raw: RawLab): LabDefinition | undefined {
  if (SEDIMENT_ONLY.test(raw.name)) return undefined;
  if (microscopyCount(raw)) {
    const hit = findLab(raw.name.replace(FIELD_IN_NAME, " "), undefined, "urinalysis");
    return hit && MICROSCOPY_TESTS.has(hit.id) ? hit : undefined;
  }
  const hit = findLab(raw.name, raw.code, raw.category);
  const perVolume = hit !== undefined && MICROSCOPY_TESTS.has(hit.id) && cleanText(raw.unit ?? "") !== "";
  return perVolume ? undefined : hit;
}

/** "Occult Blood" on its own names no specimen: a faecal test, or LabCorp's urinalysis blood pad. */
const BARE_OCCULT_BLOOD = /^\s*occult\s+blood\s*$/i;

/**
 * The results with a urinalysis hint added where the request shows one: an "Occult Blood" sent with
 * urine dipstick results of the same date is the dipstick's blood pad, as LabCorp prints it, and was
 * left unread (review 17, urinalysis).
 */
export function withUrinalysisHint<T extends RawLab>(raws: readonly T[]): T[] {
  const urinalysisDates = new Set(
    raws
      .filter((r) => !BARE_OCCULT_BLOOD.test(r.name) && testNamed(r)?.category === "urinalysis")
      .map((r) => r.date ?? ""),
  );
  return raws.map((r) =>
    BARE_OCCULT_BLOOD.test(r.name) && r.category === undefined && urinalysisDates.has(r.date ?? "")
      ? { ...r, category: "urinalysis" }
      : r,
  );
}

/**
 * A differential's percentage ("Neutrophils 62 %", "Lymphs 28 %") is not the absolute count its name
 * also fits: taken as the count, it could never be judged and was listed among the results whose unit
 * did not match (review 17, urinalysis).
 */
function percentOfCount(def: LabDefinition, unit: Unit | undefined): boolean {
  return unit?.dim === "percent" && analyteUnits(def).conventional?.dim === "count/vol";
}

/** The test a result's unit shows it to be, when its name fits another ("RDW" in fL is the RDW-SD). */

function testInUnit(def: LabDefinition, unit: Unit | undefined): LabDefinition {
  const other = def.inUnit;
  return other !== undefined && unit !== undefined && parseUnit(other.unit)?.key === unit.key ? labById(other.id) : def;
}

/**
 * A result below the laboratory's limit of measurement ("<3" bilirubin against 3–21) of a test
 * whose low values mean nothing the catalogue can say: it is not called low unless the laboratory
 * flagged it so. A test with a meaning for low values (ferritin "<5") stays low.
 */
function undetectableNotLow(obs: LabObservation, def: LabDefinition): boolean {
  const censored = obs.value.kind === "number" && (obs.value.comparator === "<" || obs.value.comparator === "<=");
  return censored && obs.status === LabStatus.low && obs.statusSource !== "caller" && def.meaning.low === undefined;
}

/**
 * The decimal mark a whole request shows in its values and ranges ("5,4" in one result makes
 * "1,875" in another 1.875), for {@link buildObservation}.
 */
export function requestDecimalMark(
  labs: readonly { value: string; referenceRange?: string }[],
): DecimalMark | undefined {
  return decimalMarkOf(labs.flatMap((l) => [l.value, l.referenceRange]));
}

/** The unit key of a count per microlitre ("/µl", "cells/µL", "/mm3"). */
const PER_MICROLITRE = "/µL";

/**
 * The value as read: "1,234" and "7.300" are thousands or three decimals by the report's decimal
 * mark; when that reading is impossible for the test and the other is not (urine specific gravity
 * 1,025 is never 1025), the other is taken; a count per microlitre is whole, so its points separate
 * thousands. With no mark to go by and no impossibility to decide, a comma is unsure.
 */
function readValue(
  text: string,
  first: ParsedValue,
  mark: DecimalMark | undefined,
  def: LabDefinition | undefined,
  unit: Unit | undefined,
): { value: ParsedValue; mark: DecimalMark | undefined; unsure: boolean } {
  const comma = hasAmbiguousComma(text);
  if (first.kind !== "number" || (!comma && !hasPointGroups(text))) return { value: first, mark, unsure: false };
  // Cells per microlitre are counted whole: "95.000 /µl" is 95000 platelets, never 95.
  if (!comma && unit?.key === PER_MICROLITRE) return { value: parseValue(text, "comma"), mark: "comma", unsure: false };
  const otherMark = mark === "comma" ? "point" : "comma";
  const other = parseValue(text, otherMark);
  const impossible = (v: ParsedValue) => v.kind === "number" && def !== undefined && implausibleForUnit(def, v, unit);
  if (impossible(first) && !impossible(other)) return { value: other, mark: otherMark, unsure: false };
  // "2.500" with no mark to tell stays a decimal, as English-language reports mean it.
  return { value: first, mark, unsure: comma && mark === undefined && !impossible(first) && !impossible(other) };
}

/**
 * A child's result that the laboratory's range (or its "low" flag) calls low but that is at or above
 * the catalogue's cut-off for the child's age: WHO's haemoglobin 11.8 g/dL at 6 years is not anaemia
 * (cut-off 11.5), though an adult range of 12.0–15.5 sent with it says low. The range becomes that
 * cut-off, with the laboratory's range quoted. A critical flag is never overruled. For the white
 * cell counts (CHILD_COUNTS) a result called high is read the same way: lymphocytes 8.4 ×10⁹/L at 8
 * months, above an adult 1.0–4.0, are within the 3.5–11.0 of a 1-year-old.
 */
function normalForAge(
  obs: LabObservation,
  def: LabDefinition,
  unit: Unit | undefined,
  sex: Sex | undefined,
  age: number,
  derived: LabStatus | NotComparable,
  flag: ReturnType<typeof normaliseFlag>,
): boolean {
  const calledLow =
    derived === LabStatus.low ||
    ((flag === LabStatus.low || flag === LabStatus.abnormal) && derived === LabStatus.normal);
  // The white cell counts of young children also lie above adult ranges (review 19, children-3):
  // a count called high is read against the child's band when the band has an upper limit.
  const calledHigh =
    CHILD_COUNTS.has(def.id) &&
    (derived === LabStatus.high || (flag === LabStatus.high && derived === LabStatus.normal));
  const criticalFlag = flag === "critical" || flag === LabStatus.criticalLow || flag === LabStatus.criticalHigh;
  if ((!calledLow && !calledHigh) || criticalFlag || obs.rangeSource !== "caller" || obs.value.kind !== "number")
    return false;
  const side = calledHigh ? LabStatus.high : LabStatus.low;
  if (CHILD_COUNTS.has(def.id) ? !adultBoundPrinted(obs, def, unit, sex, side) : childRangeSent(obs, def, unit))
    return false;
  const band = pickBand(def, sex, unit, bandsForAge(def, age));
  // A band without a bound on the side called says nothing about that side.
  if (typeof band === "string" || (calledHigh ? band.high : band.low) === null) return false;
  const judged = judgeAgainstBand(def, obs.value, unit, band);
  if (typeof judged === "string" || judged.status !== LabStatus.normal) return false;
  const laboratory = obs.range?.text;
  obs.range = { ...judged.range, text: `${judged.range.text}${laboratory ? `; laboratory range ${laboratory}` : ""}` };
  obs.rangeSource = "catalogue";
  return true;
}

/**
 * Counts whose children's bands (catalogue ageBands) say both how high and how low a young child's
 * count runs, so a count the laboratory's adult range calls high or low is read against them. TSH
 * is read the same way: its children's bands have an upper limit only, so a low TSH is judged by the
 * laboratory's range (review 23, paeds-23).
 */
const CHILD_COUNTS: ReadonlySet<string> = new Set(["wbc", "anc", "alc", "tsh"]);

/**
 * The printed bound on the side the result was called lies near the catalogue's adult one (within
 * {@link ADULT_BOUND_TOLERANCE}, or the count's own tolerance in CHILD_SIDE): the range is an adult
 * one. A laboratory's range for children, further from it (lymphocytes 3.5–11.0), is used as sent.
 */
function adultBoundPrinted(
  obs: LabObservation,
  def: LabDefinition,
  unit: Unit | undefined,
  sex: Sex | undefined,
  side: LabStatus,
): boolean {
  const range = obs.range;
  if (!range || !unit) return false;
  const printed = callerBounds(unit, range, def);
  const band = pickBand(def, sex, unit);
  const bandUnit = typeof band === "object" ? parseUnit(band.unit) : undefined;
  if (typeof printed === "string" || typeof band === "string" || !bandUnit) return false;
  const high = side === LabStatus.high;
  const bound = high ? printed.high : printed.low;
  const adult = convertBound(high ? band.high : band.low, bandUnit, unit, def);
  if (bound === undefined || adult === undefined || adult === null || adult <= 0) return false;
  return Math.abs(bound / adult - 1) <= (CHILD_SIDE[def.id]?.tolerance ?? ADULT_BOUND_TOLERANCE);
}

/**
 * How far below every adult lower limit the laboratory's own lower limit must be to be read as a
 * range for children: adult haemoglobin ranges printed by laboratories start at 11.5–13.5 g/dL, a
 * toddler's at about 10.5–11.0. An engine choice, tight enough that an adult women's range of
 * 11.5–16.5 is still read as adult.
 */
const CHILD_RANGE_MARGIN = 0.05;

/**
 * A laboratory range whose lower limit lies clearly below every adult lower limit in the
 * catalogue (see {@link CHILD_RANGE_MARGIN}): the laboratory has sent a range for the child's age,
 * which is used as sent rather than overruled by the catalogue's cut-off (review 15, paediatric
 * case 03: haemoglobin 105 g/L at 14 months against the laboratory's 110–140).
 */
function childRangeSent(obs: LabObservation, def: LabDefinition, unit: Unit | undefined): boolean {
  const range = obs.range;
  if (!range || !unit) return false;
  const printed = callerBounds(unit, range, def);
  if (typeof printed === "string" || printed.low === undefined) return false;
  const adultLows = def.ranges.flatMap((b) => {
    const bandUnit = parseUnit(b.unit);
    const low = bandUnit ? convertBound(b.low, bandUnit, unit, def) : undefined;
    return typeof low === "number" && low > 0 ? [low] : [];
  });
  if (adultLows.length === 0) return false;
  return printed.low < Math.min(...adultLows) * (1 - CHILD_RANGE_MARGIN);
}

/**
 * Tests a child normally has on one side of the adult range, and how far beyond the adult limit the
 * child's usual values reach: creatinine, which rises with age through childhood (Burritt et al.,
 * Mayo Clin Proc 1990, PMID 2314122), and the white cell and lymphocyte counts of young children,
 * in whom lymphocytes predominate. The reach of twice the adult limit for the counts is an engine
 * choice, not a source's: beyond it a count is abnormal at any age and is judged. Alkaline
 * phosphatase is left to its own rule (alp-raised-growth), which reads a child's rise as growth.
 */
type ChildSide = {
  side: LabStatus;
  reach: number;
  inside?: true;
  tolerance?: number;
  belowAge?: number;
  /** An upper limit for the age, in `unit`, used in place of `reach` (newborns' values). */
  ceiling?: { value: number; unit: string };
};

const CHILD_SIDE: Readonly<Record<string, ChildSide>> = {
  // `inside`: a value within the adult range is not reassurance either, since a young child's
  // creatinine normally lies below it, so a value inside it can be high for the age.
  creatinine: { side: LabStatus.low, reach: 0, inside: true },
  // `belowAge` 0.5: from 6 months to 12 years the catalogue's children's bands judge the counts (see
  // normalForAge), so a count above the band is high; from 12 years adult ranges apply (review 20,
  // children 6–18: a 16-year-old's white cells of 14.2 ×10⁹/L were left unjudged).
  wbc: { side: LabStatus.high, reach: 2, belowAge: 0.5 },
  // `tolerance`: laboratories print adult lymphocyte upper limits from about 3.0 to 4.9 ×10⁹/L.
  alc: { side: LabStatus.high, reach: 2, tolerance: 0.45, belowAge: 0.5 },
  // Haematocrit runs lower in children, as haemoglobin does (WHO's cut-offs are lower below 12
  // years); a low side `reach` of 0.8 (an engine choice) judges a value below 80% of the adult
  // lower limit, which is low at any age beyond early infancy.
  hematocrit: { side: LabStatus.low, reach: 0.8 },
  // `belowAge`: only younger children. Under 6 months, where WHO sets no anaemia cut-off, a term
  // baby's haemoglobin falls to about 9–11 g/dL at 6–8 weeks as a normal change, and laboratories that
  // print adult ranges call it low (evidence aafp-2010-anemia-children): 70% of the adult lower limit
  // (an engine choice) keeps a value below the usual low point judged (review 17, paediatrics 01).
  // Printed adult lower limits lie within 10% of the catalogue's; a baby's range lies further below.
  hemoglobin: { side: LabStatus.low, reach: 0.7, belowAge: 0.5, tolerance: 0.1 },
  // MCV falls from 2 to 7 months, is lowest in the second year and rises a little in the third
  // (evidence hamid-2021-hb-mcv-young-children), and a child's red cell indices are read against
  // limits for age (evidence aafp-2010-anemia-children). 85% of the adult lower limit (an engine
  // choice, about 68 fL) is judged at any age (review 17, paediatrics 11).
  // Adult lower limits are printed at 76–82 fL; a young child's range (70–86 fL in review 8's
  // toddler) starts further below 80 and is used as sent.
  mcv: { side: LabStatus.low, reach: 0.85, belowAge: 3, tolerance: 0.06 },
  // A newborn's TSH is well above adult values and is no higher than about 10 mIU/L after two weeks,
  // reaching adult levels between 1 and 2 months (evidence neonatal-2012-tsh-reference): under 2
  // months, a TSH up to 2.2 times the adult upper limit (about 10 mIU/L) is not called high
  // against an adult range, and a higher one, or a low free T4, is still judged (review 18, children 02).
  // From 2 months the catalogue's children's bands judge it (see normalForAge). `tolerance`: printed
  // adult upper limits run from about 4.0 to 5.5 mIU/L; a children's range above that is used as sent.
  tsh: { side: LabStatus.high, reach: 2.2, belowAge: 2 / 12, tolerance: 0.25 },
  // Healthy infants' platelet counts reach about 660 ×10⁹/L at 2 months and 590 at 5 months, and fall
  // to adult values by 13 months (evidence hinchliffe-2013-infant-platelets): under 1 year, a count
  // up to 1.6 times the adult upper limit is not called high against an adult range.
  platelets: { side: LabStatus.high, reach: 1.6, belowAge: 1 },
};

/**
 * A newborn's red cell values above an adult range (review 19, children-3: haemoglobin 18.2 g/dL at 3
 * days was read with an adult's causes, smoking, altitude and dehydration). Normal neonates have a
 * haematocrit of 45–65% (evidence current-paediatrics-2018-haematology), and healthy term neonates'
 * haemoglobin is up to 21.3 g/dL at 2 and 7 days (evidence asif-neonatal-hemogram-first-week). In the
 * first month (an age given in days or weeks) a value up to those limits is not judged against an
 * adult range; a higher one, or one on the low side, is judged as before.
 */
const NEWBORN_SIDE: Readonly<Record<string, ChildSide>> = {
  hemoglobin: { side: LabStatus.high, reach: 0, belowAge: 1 / 12, ceiling: { value: 21.3, unit: "g/dL" } },
  hematocrit: { side: LabStatus.high, reach: 0, belowAge: 1 / 12, ceiling: { value: 65, unit: "%" } },
};

/** An eGFR the laboratory names as from a children's equation, which is judged as sent. */
const PAEDIATRIC_EGFR = /\b(?:schwartz|paediatric|pediatric|ckid)\b/i;

/** How close a printed bound must be to the catalogue's adult one to be taken for an adult range. */
const ADULT_BOUND_TOLERANCE = 0.35;

/**
 * A child's result beyond an adult range on the side, and within the reach, of children's usual
 * values (see CHILD_SIDE): it is not judged, as when no range was sent, since the printed range is
 * the catalogue's adult one within {@link ADULT_BOUND_TOLERANCE}. A range for children, further
 * from the adult one, is used. Critical limits still apply.
 */
function adultRangeForChild(
  obs: LabObservation,
  def: LabDefinition,
  unit: Unit | undefined,
  sex: Sex | undefined,
  age: number,
  derived: LabStatus | NotComparable,
): boolean {
  return [CHILD_SIDE[def.id], NEWBORN_SIDE[def.id]].some(
    (entry) => entry !== undefined && adultRangeOnSide(obs, def, unit, sex, age, derived, entry),
  );
}

function adultRangeOnSide(
  obs: LabObservation,
  def: LabDefinition,
  unit: Unit | undefined,
  sex: Sex | undefined,
  age: number,
  derived: LabStatus | NotComparable,
  entry: ChildSide,
): boolean {
  // Whole years of 0 cannot tell a newborn from an 11-month-old: the newborn limits need an age the
  // request gave in days, weeks or months, which the normalisers pass as more than 0.
  const ageKnown = entry.ceiling === undefined || age > 0;
  const shift = ageKnown && (entry.belowAge === undefined || age < entry.belowAge) ? entry : undefined;
  const range = obs.range;
  const inside = shift?.inside === true && derived === LabStatus.normal;
  if (shift === undefined || (derived !== shift.side && !inside) || obs.rangeSource !== "caller" || !range)
    return false;
  const printed = callerBounds(unit, range, def);
  if (typeof printed === "string" || !unit) return false;
  const high = shift.side === LabStatus.high;
  const bound = high ? printed.high : printed.low;
  if (bound === undefined) return false;
  // With sex not given, a printed range matching either sex's adult band is an adult range: a
  // 15-year-old's creatinine 58 against 64–104 µmol/L was called low when only "gender" was sent
  // (review 20, children 6-18 case 04 note). With the sex given, the other sex's adult band still marks
  // an adult range, since a child's range lies further from both: a 9-week-old girl's haemoglobin of
  // 9.6 g/dL against the men's 13.5–17.5 was called low (review 30, paeds-obs-30 case 03).
  const sexes: readonly (Sex | undefined)[] = sex === undefined ? [undefined, "male", "female"] : ["male", "female"];
  const adults = sexes.flatMap((s) => {
    const band = pickBand(def, s, unit);
    const bandUnit = typeof band === "object" ? parseUnit(band.unit) : undefined;
    if (typeof band === "string" || !bandUnit) return [];
    const adult = convertBound(high ? band.high : band.low, bandUnit, unit, def);
    return adult === undefined || adult === null || adult <= 0 ? [] : [adult];
  });
  if (adults.length === 0) return false;
  const ceilingUnit = shift.ceiling ? parseUnit(shift.ceiling.unit) : undefined;
  const ceiling = shift.ceiling && ceilingUnit ? convertBound(shift.ceiling.value, ceilingUnit, unit, def) : undefined;
  if (shift.ceiling && (ceiling === undefined || ceiling === null)) return false;
  const limit = ceiling ?? bound * shift.reach;
  const withinReach = high
    ? obs.value.kind === "number" && valueInterval(obs.value).high <= limit
    : shift.reach === 0 || (obs.value.kind === "number" && valueInterval(obs.value).low >= bound * shift.reach);
  return (
    withinReach && adults.some((adult) => Math.abs(bound / adult - 1) <= (shift.tolerance ?? ADULT_BOUND_TOLERANCE))
  );
}

/** Urine sediment findings that are abnormal whenever present: dysmorphic red cells, red cell casts. */
const URINE_SEDIMENT_SIGN =
  /\bdysmorphic\b|\bacanthocyt\w*|\b(?:rbc|red (?:blood )?cell|erythrocyte)s?,?\s+casts?\b|\bcasts?,?\s+(?:rbc|red (?:blood )?cell|erythrocyte)s?\b/i;

/** Status from the range, the caller's first and the catalogue's second; sets the range used. */
function deriveStatus(
  obs: LabObservation,
  raw: RawLab,
  unit: Unit | undefined,
  def: LabDefinition | undefined,
  sex: Sex | undefined,
  age: number | undefined,
  mark: DecimalMark | undefined,
  phase?: RangePhase,
): LabStatus | NotComparable {
  const value = obs.value;
  // The age picks a band printed per age group ("Child 4-11y: 150-420; Adult: 30-130").
  const callerRange = parseRange(raw.referenceRange, sex, mark, phase, age);
  if (callerRange) {
    obs.range = callerRange;
    obs.rangeSource = "caller";
    return statusAgainstCallerRange(value, unit, callerRange, def);
  }
  const perSex = sex === undefined ? statusForEitherSexBand(obs, raw, unit, def, mark, phase, age) : undefined;
  if (perSex !== undefined) return perSex;
  if (def) return statusAgainstCatalogue(obs, def, unit, sex, age);
  // Dysmorphic red cells or red cell casts reported present with no range (review 19, notes-and-counts
  // 11: "RBC, dysmorphic: Present" was dropped) are a positive urine sediment finding: none is usual.
  if (value.kind === "qualitative" && URINE_SEDIMENT_SIGN.test(raw.name)) {
    obs.range = { expected: "negative", lowInclusive: true, highInclusive: true, text: "not given; absent is usual" };
    return value.result === "negative" ? LabStatus.normal : LabStatus.abnormal;
  }
  // "Not detected" is a reading, not free text: what it lacks is a range to say which reading is usual.
  if (value.kind === "qualitative") return NotComparable.noRange;
  if (value.kind !== "number") return NotComparable.notNumeric;
  const sexSpecific = raw.referenceRange !== undefined && /\b(m|f|male|female|men|women)\b/i.test(raw.referenceRange);
  return sexSpecific && sex === undefined ? NotComparable.sexUnknown : NotComparable.noRange;
}

function statusAgainstCatalogue(
  obs: LabObservation,
  def: LabDefinition,
  unit: Unit | undefined,
  sex: Sex | undefined,
  age: number | undefined,
): LabStatus | NotComparable {
  const value = obs.value;
  if (value.kind === "qualitative" && def.expected === "positive") {
    // An immunity test: a positive result shows protection; a negative one shows none.
    if (value.result === "trace") return NotComparable.notNumeric;
    obs.range = { expected: "positive", lowInclusive: true, highInclusive: true, text: "Positive (protected)" };
    obs.rangeSource = "catalogue";
    return value.result === "positive" ? LabStatus.normal : LabStatus.low;
  }
  if (value.kind === "qualitative" && def.qualitative) {
    obs.range = { expected: "negative", lowInclusive: true, highInclusive: true, text: "Negative" };
    obs.rangeSource = "catalogue";
    return value.result === "negative" ? LabStatus.normal : LabStatus.abnormal;
  }
  if (value.kind !== "number") return NotComparable.notNumeric;
  // The catalogue's ranges are adults': children's differ by age (alkaline phosphatase, creatinine,
  // haemoglobin), so a child's value is judged only against the catalogue's cut-offs for the child's
  // age, a range that holds at every age, or a range sent with it.
  const child = age !== undefined && age < ADULT_AGE;
  const ranges = child ? (def.anyAge ? def.ranges : bandsForAge(def, age)) : def.ranges;
  // A test with no range on file at any age (RDW-SD, tryptase) has no adult range to set aside either.
  if (child && ranges.length === 0 && def.ranges.length > 0) return NotComparable.adultRangeOnly;
  const band = pickBand(def, sex, unit, ranges);
  const judged =
    band === NotComparable.sexUnknown
      ? judgeForEitherSex(def, value, unit, ranges)
      : typeof band === "string"
        ? band
        : judgeAgainstBand(def, value, unit, band);
  if (typeof judged === "string") return judged;
  // A child's cut-off marks only the low side (anaemia, iron deficiency): a value above it is not
  // thereby normal, since no upper limit for the age is on file.
  const cutOffOnly = child && !def.anyAge && typeof band === "object" && band.high === null;
  if (cutOffOnly && judged.status !== LabStatus.low) return NotComparable.adultRangeOnly;
  // Likewise a child's band with only an upper limit (lymphocytes at 2–6 years): a value below it
  // is not thereby normal.
  const ceilingOnly = child && !def.anyAge && typeof band === "object" && band.low === null && band.high !== null;
  if (ceilingOnly && judged.status !== LabStatus.high) return NotComparable.adultRangeOnly;
  if (def.id === "glucose" && judged.status === LabStatus.high && notStatedFasting(obs, judged.range))
    return NotComparable.fastingRangeOnly;
  obs.range = judged.range;
  obs.rangeSource = "catalogue";
  if (judged.borderline) obs.borderline = true;
  return judged.status;
}

const STATED_FASTING = /(?<!non[- ]?)\bfast(?:ing|ed)?\b|\b(?:fpg|fbg)\b/i;
/** ADA's random-glucose cut-off for diabetes with symptoms (200 mg/dL) over the fasting range's top (99 mg/dL). */
const RANDOM_TO_FASTING_TOP = 200 / 99;

/**
 * A glucose above the catalogue's fasting range from a sample not stated as fasting ("Glucose",
 * "Glucose, random"): after food a value such as 5.6 mmol/L is usual, so it is left unjudged rather
 * than called high (review 15, deep-multimorbid case 04). A value at ADA's random cut-off or above
 * is high whatever the timing.
 */
function notStatedFasting(obs: LabObservation, range: ParsedRange): boolean {
  if (!/\bfasting\b/i.test(range.text) || range.high === undefined || obs.value.kind !== "number") return false;
  if (STATED_FASTING.test(`${obs.name} ${obs.notes ?? ""}`)) return false;
  return obs.value.value < range.high * RANDOM_TO_FASTING_TOP;
}

/** The catalogue's cut-offs for a child of this age (see LabDefinition.ageBands). */
function bandsForAge(def: LabDefinition, age: number): RangeBand[] {
  return def.ageBands.filter(
    (b) => b.ages !== undefined && age >= b.ages.from && (b.ages.to === undefined || age < b.ages.to),
  );
}

type NumberValue = Extract<ParsedValue, { kind: "number" }>;
type Judged = { status: LabStatus | NotComparable; range: ParsedRange; borderline?: boolean } | NotComparable;

function judgeAgainstBand(def: LabDefinition, value: NumberValue, unit: Unit | undefined, band: RangeBand): Judged {
  const bandUnit = parseUnit(band.unit);
  const inUnit = (bound: number | null | undefined) =>
    bandUnit && unit ? convertBound(bound, bandUnit, unit, def) : (bound ?? undefined);
  const low = inUnit(band.low);
  const high = inUnit(band.high);
  const borderline = inUnit(band.borderlineHigh);
  if (low === null || high === null || borderline === null) return NotComparable.unitMismatch;
  const range: ParsedRange = { lowInclusive: true, highInclusive: true, text: band.text };
  if (low !== undefined) range.low = low;
  if (high !== undefined) range.high = high;
  if (unit) {
    range.unit = unit.key;
    range.text = bandTextIn(band, { low, high, borderline }, unit);
  }
  const converted = bandUnit !== undefined && unit !== undefined && bandUnit.key !== unit.key;
  const status = converted
    ? compare(value, atValuePrecision(low, value.value), atValuePrecision(high, value.value))
    : compare(value, low, high);
  const inBorderline = status === LabStatus.high && borderline !== undefined && valueInterval(value).high < borderline;
  return inBorderline ? { status, range, borderline: true } : { status, range };
}

/**
 * The band as the reader of a result in another unit needs it: its bounds in the result's unit,
 * then the band's own text (5.4 mmol/L of cholesterol against "<200 desirable…" in mg/dL).
 */
function bandTextIn(
  band: RangeBand,
  bounds: { low: number | undefined; high: number | undefined; borderline: number | undefined },
  unit: Unit,
): string {
  const pairs: [number | null | undefined, number | undefined][] = [
    [band.low, bounds.low],
    [band.high, bounds.high],
    [band.borderlineHigh, bounds.borderline],
  ];
  const same = pairs.every(
    ([from, to]) =>
      from === null ||
      from === undefined ||
      to === undefined ||
      Math.abs(from - to) < 1e-9 * Math.max(1, Math.abs(from)),
  );
  if (same) return band.text;
  const f = (n: number) => formatThreshold(n);
  const { low, high, borderline } = bounds;
  const main =
    low !== undefined && high !== undefined
      ? `${f(low)}–${f(high)}`
      : high !== undefined
        ? `≤${f(high)}`
        : low !== undefined
          ? `≥${f(low)}`
          : "";
  const tiers =
    borderline !== undefined && high !== undefined
      ? `; ${f(high)}–${f(borderline)} borderline; ≥${f(borderline)} high`
      : "";
  const original = band.text.includes(band.unit) ? band.text : `${band.text} ${band.unit}`;
  return `${main} ${unit.key}${tiers} (${original})`;
}

/**
 * With the sex unknown, a value that both sexes' bands judge alike (troponin far above either
 * limit) is judged all the same; only a value the sex would decide stays unjudged. The range
 * keeps both texts but no bounds, since neither sex's limit is the patient's.
 */
function judgeForEitherSex(
  def: LabDefinition,
  value: NumberValue,
  unit: Unit | undefined,
  ranges: readonly RangeBand[],
): Judged {
  const [men, women] = (["male", "female"] as const).map((s) => {
    const band = pickBand(def, s, unit, ranges);
    return typeof band === "string" ? band : judgeAgainstBand(def, value, unit, band);
  });
  // A reason both sexes share (no unit) is the real one: the sex would not decide it.
  if (typeof men === "string" && men === women) return men;
  if (typeof men !== "object" || typeof women !== "object") return NotComparable.sexUnknown;
  if (!isStatus(men.status) || men.status !== women.status) return NotComparable.sexUnknown;
  const text = `men ${men.range.text}; women ${women.range.text}`;
  return { status: men.status, range: { lowInclusive: true, highInclusive: true, text } };
}

/**
 * A result of a record with no age whose notes read as a baby's, when only the catalogue's adult
 * range judged it, is left unjudged as a child's is: a baby's ranges differ widely with age (review
 * 48, leftovers-48 cases 01 and 02: a preterm baby's haemoglobin of 118 g/L was called anaemia by
 * the adult women's cut-off). A range sent with the result, and a critical limit, still stand.
 */
export function setAsideAdultRange(obs: LabObservation): LabObservation {
  const def = obs.analyteId === undefined ? undefined : labById(obs.analyteId);
  if (obs.statusSource !== "catalogue" || obs.critical || def === undefined || def.anyAge === true) return obs;
  const { range: _range, rangeSource: _source, borderline: _borderline, ...rest } = obs;
  return { ...rest, status: LabStatus.unknown, statusSource: "none", notComparable: NotComparable.adultRangeOnly };
}

/**
 * Combines the caller's flag with the status the numbers give. A critical flag always stands, and
 * so does an abnormal flag the numbers do not contradict (the lab may know more than the range we
 * read). But the comparison with the caller's own printed range is exact: a value outside it
 * outranks a normal or opposite flag (a wrong "normal" would hide the result), and a value strictly
 * inside it outranks a high or low flag (sodium 140 flagged low against 135–145 is not low; such
 * flags come from export or mapping errors). A value on a bound keeps the flag: laboratories differ
 * on whether the bound itself is normal.
 */
function applyStatus(
  obs: LabObservation,
  derived: LabStatus | NotComparable,
  flag: ReturnType<typeof normaliseFlag>,
  strictlyInside = false,
) {
  if (flag === "critical") {
    obs.statusSource = "caller";
    obs.critical = true;
    obs.status =
      derived === LabStatus.low
        ? LabStatus.criticalLow
        : derived === LabStatus.high
          ? LabStatus.criticalHigh
          : LabStatus.abnormal;
    return;
  }
  if (flag !== undefined && !numbersOutrankFlag(flag, derived, obs.rangeSource, strictlyInside)) {
    obs.statusSource = "caller";
    obs.status = flag;
    obs.critical = flag === LabStatus.criticalHigh || flag === LabStatus.criticalLow;
    return;
  }
  if (isStatus(derived)) {
    obs.status = derived;
    obs.statusSource = obs.rangeSource === "catalogue" ? "catalogue" : "range";
  } else obs.notComparable = derived;
}

function numbersOutrankFlag(
  flag: LabStatus,
  derived: LabStatus | NotComparable,
  rangeSource: string | undefined,
  strictlyInside: boolean,
) {
  if (rangeSource !== "caller") return false;
  const outOfRange = derived === LabStatus.high || derived === LabStatus.low;
  const softFlag =
    flag === LabStatus.normal || flag === LabStatus.abnormal || flag === LabStatus.high || flag === LabStatus.low;
  if (outOfRange) return softFlag && flag !== derived;
  return derived === LabStatus.normal && strictlyInside && (flag === LabStatus.high || flag === LabStatus.low);
}

/** Whether a numeric value lies strictly between both bounds of the caller's printed range. */
function insideCallerRange(obs: LabObservation, unit: Unit | undefined, def: LabDefinition | undefined): boolean {
  const range = obs.range;
  if (obs.rangeSource !== "caller" || !range || obs.value.kind !== "number") return false;
  if (range.low === undefined || range.high === undefined) return false;
  const bounds = callerBounds(unit, range, def);
  if (typeof bounds === "string" || bounds.low === undefined || bounds.high === undefined) return false;
  const v = valueInterval(obs.value);
  return v.low > bounds.low && v.high < bounds.high;
}

/** Critical limits of the catalogue, whatever the flag said. */
function applyCriticalLimits(obs: LabObservation, def: LabDefinition) {
  const side = criticalLimitSide(obs, def);
  if (side === "high") {
    obs.critical = true;
    obs.status = LabStatus.criticalHigh;
  } else if (side === "low") {
    obs.critical = true;
    obs.status = LabStatus.criticalLow;
  }
}

/**
 * Where a numeric result lies against the catalogue's own critical limits: beyond the high or the
 * low one, or "within" them, whatever the laboratory flagged. Undefined when the catalogue has no
 * limit on the side the result lies (a critically high creatinine has none) or the value cannot be
 * put in the limit's unit, so the engine cannot say. A laboratory's "Critical" on a result "within"
 * is the laboratory's own call (evaluate.ts words it so).
 */
export function criticalLimitSide(obs: LabObservation, def: LabDefinition): "high" | "low" | "within" | undefined {
  const target = ruleUnit(def);
  if (!def.critical || !obs.standard || !target || obs.value.kind !== "number") return undefined;
  const units = analyteUnits(def);
  const critUnit = parseUnit(def.critical.unit);
  const low = critUnit ? convert(def.critical.low ?? Number.NaN, critUnit, target, units) : undefined;
  const high = critUnit ? convert(def.critical.high ?? Number.NaN, critUnit, target, units) : undefined;
  const interval = valueInterval({ ...obs.value, value: obs.standard.value });
  // ">450" is beyond a limit of 450 and "<40" below one of 40: every value they stand for is.
  const beyondHigh =
    obs.value.comparator === ">" ? interval.low >= (high ?? Number.NaN) : interval.low > (high ?? Number.NaN);
  const beyondLow =
    obs.value.comparator === "<" ? interval.high <= (low ?? Number.NaN) : interval.high < (low ?? Number.NaN);
  if (beyondHigh) return "high";
  if (beyondLow) return "low";
  const known = (n: number | undefined) => n !== undefined && Number.isFinite(n);
  const upward = obs.status === LabStatus.high || obs.status === LabStatus.criticalHigh;
  const downward = obs.status === LabStatus.low || obs.status === LabStatus.criticalLow;
  const checked = upward ? known(high) : downward ? known(low) : known(high) && known(low);
  return checked ? "within" : undefined;
}

/**
 * A range the laboratory printed per sex ("M: 13.5-17.5 F: 12-15.5") for a patient whose sex is
 * not given: no band is picked. The value is judged only when the men's and the women's bands
 * judge it alike; otherwise it is left unjudged because the range depends on sex (and the
 * catalogue's range is not used in place of the laboratory's). Undefined when the text is not
 * a range per sex.
 */
function statusForEitherSexBand(
  obs: LabObservation,
  raw: RawLab,
  unit: Unit | undefined,
  def: LabDefinition | undefined,
  mark: DecimalMark | undefined,
  phase: RangePhase | undefined,
  age: number | undefined,
): LabStatus | NotComparable | undefined {
  const men = parseRange(raw.referenceRange, "male", mark, phase, age);
  const women = parseRange(raw.referenceRange, "female", mark, phase, age);
  if (!men || !women) return undefined;
  const statuses = [men, women].map((band) => statusAgainstCallerRange(obs.value, unit, band, def));
  const [first, second] = statuses;
  if (first === undefined || !isStatus(first) || first !== second) return NotComparable.sexUnknown;
  obs.range = { lowInclusive: true, highInclusive: true, text: men.text, bands: [men, women] };
  obs.rangeSource = "caller";
  return first;
}

function statusAgainstCallerRange(
  value: ParsedValue,
  unit: Unit | undefined,
  range: ParsedRange,
  def: LabDefinition | undefined,
): LabStatus | NotComparable {
  if (range.expected === "negative") {
    // "Positive (1:160)" against "<1:80" is above the range; "Positive (1:40)" within it.
    if (value.kind === "qualitative" && value.titre !== undefined && range.titre !== undefined) {
      const usual = range.highInclusive ? value.titre <= range.titre : value.titre < range.titre;
      return usual ? LabStatus.normal : LabStatus.high;
    }
    if (value.kind === "qualitative") return value.result === "negative" ? LabStatus.normal : LabStatus.abnormal;
    if (value.kind === "number") {
      if (value.value === 0) return LabStatus.normal;
      // A measured amount where none is expected ("850 IU/mL" against "Not detected") is above the
      // range; "<20" may be below the detection limit, so it stays unjudged.
      return value.value > 0 && value.comparator !== "<" && value.comparator !== "<="
        ? LabStatus.high
        : NotComparable.notNumeric;
    }
    return NotComparable.notNumeric;
  }
  // An immunity test's word result against its protective threshold ("Positive" against "Immune:
  // >10 IU/mL" for rubella IgG) reads as the catalogue reads it: positive shows protection, negative
  // none (review 29b, labapi-29b case 04: a positive rubella IgG was held as "not a number").
  if (
    value.kind === "qualitative" &&
    def?.expected === "positive" &&
    range.low !== undefined &&
    range.high === undefined
  )
    return value.result === "positive"
      ? LabStatus.normal
      : value.result === "negative"
        ? LabStatus.low
        : NotComparable.notNumeric;
  if (value.kind !== "number") return NotComparable.notNumeric;
  if (range.bands !== undefined) {
    // Bands for phases none of which the record shows to be the patient's: judged only when all
    // of them judge the value alike (see parseRange).
    const statuses = range.bands.map((b) => statusAgainstCallerRange(value, unit, b, def));
    const first = statuses[0];
    const agree = first !== undefined && isStatus(first) && statuses.every((s) => s === first);
    // Bands for age groups or risk groups are not phases of the cycle or of life (review 29b).
    if (agree) return first;
    // No band left means every band printed was for a phase the record rules out.
    const phases = range.bands.length === 0 || range.bands.some(namesPhase);
    return phases ? NotComparable.phaseUnknown : NotComparable.groupUnknown;
  }
  const rangeUnit = parseUnit(range.unit);
  if (range.unit !== undefined && unit === undefined && rangeUnit !== undefined) return NotComparable.noUnit;
  if (range.unit === undefined && def !== undefined && unit !== undefined && !plausibleRange(range, unit, def)) {
    // The printed range is on another scale than the value's unit. When the range is the test's
    // usual range in its other unit and the value sits on that scale too (glucose 5.4 "mg/dL"
    // against 3.9–5.5), it is the value's unit label that is wrong and the value is unreadable in
    // it; otherwise (5.6 mmol/L against "70-99") the range's unit was left off, or the range is
    // one the catalogue does not know (a child's). Either way comparing would give a false flag.
    // Haematocrit in % against a range printed as a fraction ("0.40-0.50"), or the other way round,
    // is the exception: the two scales differ by exactly 100 and no value is on both, so the range
    // is read in the other one (review 30, wording-30 case 04: 54 % against 0.40-0.50 went unjudged).
    const fraction = onScaleOf(value, range) ? undefined : otherFractionUnit(range, unit, def);
    if (fraction !== undefined) return statusAgainstCallerRange(value, unit, { ...range, unit: fraction.key }, def);
    const mislabelled = inOtherUnit(range, unit, def) && onScaleOf(value, range);
    return mislabelled ? NotComparable.implausibleUnit : NotComparable.unitMismatch;
  }
  const bounds = callerBounds(unit, range, def);
  if (typeof bounds === "string") return bounds;
  // An immunity test printed with its non-protective band ("<10" for anti-HBs): a value above the
  // band shows protection, not an abnormal result (review 14, infection case 06).
  if (def?.expected === "positive" && bounds.low === undefined && bounds.high !== undefined) {
    const below = value.comparator === "<" || value.comparator === "<=" || value.value < bounds.high;
    return below ? LabStatus.low : LabStatus.normal;
  }
  // A lower limit printed alone (">1.0", "> 60") marks where "low" begins, and the clinical bands
  // behind such limits put the figure itself on the normal side: HDL is low below 1.0 mmol/L
  // (40 mg/dL), eGFR 60 is G2 and 90 is G1. So a value at the printed figure is not low (review 18,
  // lipids-2 case 05: HDL 1.0 against ">1.0"). An upper limit printed alone ("<1.7") stays strict:
  // those bands put the figure in the raised one (triglycerides 1.7 mmol/L or 150 mg/dL, HbA1c
  // 42 mmol/mol).
  const lowInclusive = range.lowInclusive || range.high === undefined;
  return compare(value, bounds.low, bounds.high, lowInclusive, range.highInclusive);
}

/** The caller's range bounds in the value's unit, when the range names a unit of its own. */
function callerBounds(
  unit: Unit | undefined,
  range: ParsedRange,
  def: LabDefinition | undefined,
): { low: number | undefined; high: number | undefined } | NotComparable {
  if (range.unit === undefined || unit === undefined) return { low: range.low, high: range.high };
  const rangeUnit = parseUnit(range.unit);
  if (rangeUnit === undefined) return NotComparable.unitMismatch;
  const units = def ? analyteUnits(def) : undefined;
  const low = range.low === undefined ? undefined : convert(range.low, rangeUnit, unit, units);
  const high = range.high === undefined ? undefined : convert(range.high, rangeUnit, unit, units);
  if ((range.low !== undefined && low === undefined) || (range.high !== undefined && high === undefined))
    return NotComparable.unitMismatch;
  return { low, high };
}

/**
 * The limits of the range the laboratory sent with a result, in the result's own unit, when the
 * engine can stand by them: a range with numbers (not bands per phase), naming the result's unit or
 * none, and then on the result's scale (see {@link plausibleRange}). Undefined otherwise, so that a
 * reader falls back on the catalogue rather than on a range in another unit.
 */
export function laboratoryLimits(
  obs: LabObservation,
  def: LabDefinition,
): { low: number | undefined; high: number | undefined } | undefined {
  const range = obs.range;
  const unit = parseUnit(obs.unit);
  if (obs.rangeSource !== "caller" || range === undefined || range.bands !== undefined || unit === undefined)
    return undefined;
  if (range.expected !== undefined || (range.low === undefined && range.high === undefined)) return undefined;
  if (range.unit !== undefined ? parseUnit(range.unit)?.key !== unit.key : !plausibleRange(range, unit, def))
    return undefined;
  return { low: range.low, high: range.high };
}

/** Whether a unit-less range fits the test's conventional or SI unit where that is another scale than `unit`. */
function inOtherUnit(range: ParsedRange, unit: Unit, def: LabDefinition): boolean {
  const units = analyteUnits(def);
  return [units.conventional, units.si].some((other) => {
    const factor = other ? convert(1, other, unit, units) : undefined;
    const rescaled = factor !== undefined && (factor > 2 || factor < 0.5);
    return other !== undefined && rescaled && plausibleRange(range, other, def);
  });
}

/** The test's other fraction unit (% for L/L, L/L for %) that a unit-less range fits, if `unit` is a fraction. */
function otherFractionUnit(range: ParsedRange, unit: Unit, def: LabDefinition): Unit | undefined {
  if (unit.dim !== "percent") return undefined;
  const units = analyteUnits(def);
  return [units.conventional, units.si].find(
    (other) =>
      other !== undefined && other.dim === "percent" && other.key !== unit.key && plausibleRange(range, other, def),
  );
}

/** Whether a value lies within a factor of 4 of its printed range (the margin {@link plausibleRange} allows). */
function onScaleOf(value: NumberValue, range: ParsedRange): boolean {
  const v = valueInterval(value);
  const aboveFloor = range.low === undefined || range.low <= 0 || v.high >= range.low / 4;
  const belowCeiling = range.high === undefined || range.high <= 0 || v.low <= range.high * 4;
  return (range.low !== undefined || range.high !== undefined) && aboveFloor && belowCeiling;
}

/**
 * Whether a unit-less printed range is on the same scale as the value: its bounds must lie
 * within a factor of 4 of one of the catalogue's adult bands converted to the value's unit.
 * A range outside that factor is still on the value's scale when the test has no unit on
 * another scale it could be in (FSH in mIU/mL and IU/L alike): a laboratory's wide hormone range
 * ("Postmenopausal 25.8-134.8") is then used, not taken for another unit.
 */
function plausibleRange(range: ParsedRange, unit: Unit, def: LabDefinition): boolean {
  if (closeToBands(range, unit, def)) return true;
  const units = analyteUnits(def);
  const otherScales = [units.conventional, units.si].filter((other) => {
    const factor = other ? convert(1, other, unit, units) : undefined;
    return factor !== undefined && (factor > 2 || factor < 0.5);
  });
  return otherScales.length === 0;
}

/** Whether a printed range lies within a factor of 4 of any of the catalogue's adult bands in `unit`. */
function closeToBands(range: ParsedRange, unit: Unit, def: LabDefinition): boolean {
  if (def.ranges.length === 0) return true;
  const units = analyteUnits(def);
  return def.ranges.some((band) => {
    const bandUnit = parseUnit(band.unit);
    if (!bandUnit) return true;
    const pairs: [number | undefined, number | null][] = [
      [range.high, band.high],
      [range.low, band.low],
    ];
    for (const [printed, reference] of pairs) {
      if (printed === undefined || reference === null || printed <= 0 || reference <= 0) continue;
      const converted = convert(reference, bandUnit, unit, units);
      if (converted === undefined) return true;
      const ratio = printed / converted;
      return ratio > 0.25 && ratio < 4;
    }
    return true;
  });
}

/** The calendar day of an observation's date, or its year or month when it has no day. */
function dayKey(obs: LabObservation): string | undefined {
  if (obs.date === undefined || obs.time === undefined) return undefined;
  return obs.date.length > 10 ? new Date(obs.time).toISOString().slice(0, 10) : obs.date;
}

/**
 * Whether two observations are one result sent twice: the same test, date, value and unit (a
 * trend point that repeats a listed result). Dates match when equal, or on the same day when
 * either gives only the day. Undated results are never taken as repeats: they may be two draws.
 */
function sameResult(a: LabObservation, b: LabObservation): boolean {
  if ((a.analyteId ?? nameKey(a.name)) !== (b.analyteId ?? nameKey(b.name))) return false;
  if (a.date === undefined || b.date === undefined) return false;
  const sameDate = a.date === b.date || ((a.date.length === 10 || b.date.length === 10) && dayKey(a) === dayKey(b));
  if (!sameDate) return false;
  const va = a.value;
  const vb = b.value;
  if (va.kind === "number" && vb.kind === "number") {
    if (va.value !== vb.value || va.comparator !== vb.comparator) return false;
    // One quantity in two spellings of one unit (mmol/L and mEq/L for potassium) is still one result.
    const sameStandard =
      a.standard !== undefined && b.standard !== undefined && Math.abs(a.standard.value - b.standard.value) < 1e-9;
    return a.unit === b.unit || sameStandard;
  }
  return nameKey(a.rawValue) === nameKey(b.rawValue) && a.unit === b.unit;
}

/** How much a result calls for attention, so the kept copy of a repeat is never the milder one. */
function concern(obs: LabObservation): number {
  if (obs.critical || obs.status === LabStatus.criticalHigh || obs.status === LabStatus.criticalLow) return 3;
  if (obs.status === LabStatus.high || obs.status === LabStatus.low || obs.status === LabStatus.abnormal) return 2;
  return obs.status === LabStatus.normal ? 1 : 0;
}

/**
 * Counts each result once: of observations that are one result sent twice (see {@link sameResult}),
 * the listed one is kept over a trend point (it carries the caller's range and flag), else the
 * more concerning one, else the first. Order and references of the kept ones are unchanged.
 */
export function dropRepeatedResults(labs: readonly LabObservation[]): LabObservation[] {
  const better = (a: LabObservation, b: LabObservation) => {
    const listed = Number(b.source === "trend") - Number(a.source === "trend");
    if (listed !== 0) return listed > 0;
    return concern(a) > concern(b);
  };
  // Repeats share a test and a day, so only results of one test on one day are compared.
  const byDay = new Map<string, LabObservation[]>();
  const dropped = new Set<LabObservation>();
  for (const obs of labs) {
    const day = dayKey(obs);
    if (day === undefined) continue;
    const key = `${obs.analyteId ?? nameKey(obs.name)}|${day}`;
    const kept = byDay.get(key) ?? [];
    byDay.set(key, kept);
    const i = kept.findIndex((k) => sameResult(k, obs));
    if (i === -1) kept.push(obs);
    else if (better(obs, kept[i] as LabObservation)) {
      dropped.add(kept[i] as LabObservation);
      kept[i] = obs;
    } else dropped.add(obs);
  }
  return dropped.size === 0 ? [...labs] : labs.filter((o) => !dropped.has(o));
}
