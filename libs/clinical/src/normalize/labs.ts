import { analyteUnits, findLab, type LabDefinition, type RangeBand, ruleUnit } from "../catalogue/index.ts";
import { type LabObservation, type LabSource, LabStatus, NotComparable, type Sex } from "../model.ts";
import { parseDate } from "../parse/date.ts";
import { type ParsedRange, parseRange } from "../parse/range.ts";
import { type ParsedValue, parseValue, valueInterval } from "../parse/value.ts";
import { cleanText } from "../text.ts";
import { convert, parseUnit, type Unit } from "../units.ts";

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
  if (/^(l|low|below( low normal)?|decreased|reduced|<|-|lo)$/.test(f)) return LabStatus.low;
  if (/^(n|normal|within (normal )?(range|limits)|wnl|neg|negative|ok|in range)$/.test(f)) return LabStatus.normal;
  if (/^(a|aa|abnormal|abn|pos|positive|detected|reactive)$/.test(f)) return LabStatus.abnormal;
  return undefined;
}

function compare(
  value: Extract<ParsedValue, { kind: "number" }>,
  low: number | undefined,
  high: number | undefined,
  lowInclusive = true,
  highInclusive = true,
): LabStatus | NotComparable {
  const v = valueInterval(value);
  const belowLow = low !== undefined && (lowInclusive ? v.high < low : v.high <= low);
  const aboveHigh = high !== undefined && (highInclusive ? v.low > high : v.low >= high);
  if (belowLow) return LabStatus.low;
  if (aboveHigh) return LabStatus.high;
  const insideLow = low === undefined || (lowInclusive ? v.low >= low : v.low > low);
  const insideHigh = high === undefined || (highInclusive ? v.high <= high : v.high < high);
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

function pickBand(def: LabDefinition, sex: Sex | undefined, valueUnit: Unit | undefined): RangeBand | NotComparable {
  const bySex = (s: RangeBand["sex"]) => def.ranges.filter((b) => b.sex === s);
  const candidates = sex === undefined ? bySex("any") : [...bySex(sex), ...bySex("any")];
  if (candidates.length === 0) return def.ranges.length > 0 ? NotComparable.sexUnknown : NotComparable.noRange;
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

/**
 * Builds one observation: parses the value, unit and range, finds the test in the catalogue and
 * decides its status. The caller's flag is used when given; otherwise the caller's range, then
 * the catalogue's adult range for the patient's sex. A value whose unit cannot be converted to the
 * range's unit is marked not comparable instead of being judged. Independently of the flag, a value
 * beyond a commonly used critical limit is marked critical.
 */
export function buildObservation(raw: RawLab, sex: Sex | undefined): LabObservation {
  const def = findLab(raw.name, raw.code, raw.category);
  const value = parseValue(raw.value);
  const valueUnitText = value.kind === "number" || value.kind === "pair" ? value.unit : undefined;
  const fieldUnit = raw.unit !== undefined && cleanText(raw.unit) !== "" ? cleanText(raw.unit) : undefined;
  const unitText =
    valueUnitText !== undefined && parseUnit(valueUnitText) !== undefined
      ? valueUnitText
      : (fieldUnit ?? valueUnitText);
  const unit = parseUnit(unitText);
  const date = parseDate(raw.date);
  const obs: LabObservation = {
    ref: raw.ref,
    source: raw.source,
    index: raw.index,
    name: cleanText(raw.name),
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
  if (raw.category !== undefined) obs.category = raw.category;
  if (raw.notes !== undefined) obs.notes = raw.notes;

  const units = def ? analyteUnits(def) : undefined;
  const target = def ? ruleUnit(def) : undefined;
  if (value.kind === "number" && def && target) {
    const from =
      unit ?? (def.conventionalUnit === undefined || ["ratio", "ph"].includes(target.dim) ? target : undefined);
    const v = from ? convert(value.value, from, target, units) : undefined;
    if (v !== undefined) obs.standard = { value: v, unit: target.key };
  }

  // Status from the range: caller's first, catalogue's second.
  let derived: LabStatus | NotComparable = NotComparable.noRange;
  const callerRange = parseRange(raw.referenceRange, sex);
  if (callerRange) {
    obs.range = callerRange;
    obs.rangeSource = "caller";
    derived = statusAgainstCallerRange(value, unit, callerRange, def);
  } else if (
    raw.referenceRange !== undefined &&
    /\b(m|f|male|female|men|women)\b/i.test(raw.referenceRange) &&
    sex === undefined
  ) {
    derived = NotComparable.sexUnknown;
  }
  if (!callerRange && def) {
    if (value.kind === "qualitative" && def.qualitative) {
      derived = value.result === "negative" ? LabStatus.normal : LabStatus.abnormal;
      obs.range = { expected: "negative", lowInclusive: true, highInclusive: true, text: "Negative" };
      obs.rangeSource = "catalogue";
    } else if (value.kind === "number") {
      const band = pickBand(def, sex, unit);
      if (typeof band === "string") derived = band;
      else {
        const bandUnit = parseUnit(band.unit);
        const low = bandUnit && unit ? convertBound(band.low, bandUnit, unit, def) : (band.low ?? undefined);
        const high = bandUnit && unit ? convertBound(band.high, bandUnit, unit, def) : (band.high ?? undefined);
        if (low === null || high === null) derived = NotComparable.unitMismatch;
        else if (tenfoldOff(value.value, low, high)) derived = NotComparable.implausibleUnit;
        else {
          derived = compare(value, low, high);
          const range: ParsedRange = { lowInclusive: true, highInclusive: true, text: band.text };
          if (low !== undefined) range.low = low;
          if (high !== undefined) range.high = high;
          if (unit) range.unit = unit.key;
          obs.range = range;
          obs.rangeSource = "catalogue";
        }
      }
    } else derived = NotComparable.notNumeric;
  } else if (!callerRange && value.kind !== "number") {
    derived = NotComparable.notNumeric;
  }

  const caller = normaliseFlag(raw.flag);
  if (caller !== undefined) {
    obs.statusSource = "caller";
    if (caller === "critical") {
      obs.critical = true;
      obs.status =
        derived === LabStatus.low
          ? LabStatus.criticalLow
          : derived === LabStatus.high
            ? LabStatus.criticalHigh
            : LabStatus.abnormal;
    } else obs.status = caller;
    if (caller === LabStatus.criticalHigh || caller === LabStatus.criticalLow) obs.critical = true;
  } else if (isStatus(derived)) {
    obs.status = derived;
    obs.statusSource = obs.rangeSource === "catalogue" ? "catalogue" : "range";
  }
  if (!isStatus(derived) && caller === undefined) obs.notComparable = derived;

  // Critical limits of the catalogue, whatever the flag said.
  if (def?.critical && obs.standard && target) {
    const critUnit = parseUnit(def.critical.unit);
    const low = critUnit ? convert(def.critical.low ?? Number.NaN, critUnit, target, units) : undefined;
    const high = critUnit ? convert(def.critical.high ?? Number.NaN, critUnit, target, units) : undefined;
    const interval = value.kind === "number" ? valueInterval({ ...value, value: obs.standard.value }) : undefined;
    if (interval && high !== undefined && !Number.isNaN(high) && interval.low > high) {
      obs.critical = true;
      obs.status = LabStatus.criticalHigh;
    } else if (interval && low !== undefined && !Number.isNaN(low) && interval.high < low) {
      obs.critical = true;
      obs.status = LabStatus.criticalLow;
    }
  }
  return obs;
}

function statusAgainstCallerRange(
  value: ParsedValue,
  unit: Unit | undefined,
  range: ParsedRange,
  def: LabDefinition | undefined,
): LabStatus | NotComparable {
  if (range.expected === "negative") {
    if (value.kind === "qualitative") return value.result === "negative" ? LabStatus.normal : LabStatus.abnormal;
    if (value.kind === "number") return value.value === 0 ? LabStatus.normal : NotComparable.notNumeric;
    return NotComparable.notNumeric;
  }
  if (value.kind !== "number") return NotComparable.notNumeric;
  let low = range.low;
  let high = range.high;
  const rangeUnit = parseUnit(range.unit);
  if (range.unit !== undefined && unit === undefined && rangeUnit !== undefined) return NotComparable.noUnit;
  if (range.unit === undefined && def !== undefined && unit !== undefined && !plausibleRange(range, unit, def)) {
    // The printed range is on another scale than the value (e.g. 5.6 mmol/L against "70-99"):
    // the range's unit was left off, and comparing would produce a false flag.
    return NotComparable.unitMismatch;
  }
  if (range.unit !== undefined && unit !== undefined) {
    if (rangeUnit === undefined) return NotComparable.unitMismatch;
    const units = def ? analyteUnits(def) : undefined;
    const l = low === undefined ? undefined : convert(low, rangeUnit, unit, units);
    const h = high === undefined ? undefined : convert(high, rangeUnit, unit, units);
    if ((low !== undefined && l === undefined) || (high !== undefined && h === undefined))
      return NotComparable.unitMismatch;
    low = l;
    high = h;
  }
  return compare(value, low, high, range.lowInclusive, range.highInclusive);
}

/**
 * Whether a unit-less printed range is on the same scale as the value: its bounds must lie
 * within a factor of 4 of the catalogue's adult band converted to the value's unit.
 */
function plausibleRange(range: ParsedRange, unit: Unit, def: LabDefinition): boolean {
  const band = def.ranges.find((b) => b.sex === "any") ?? def.ranges[0];
  const bandUnit = parseUnit(band?.unit);
  if (!band || !bandUnit) return true;
  const units = analyteUnits(def);
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
}

/**
 * A catalogue comparison is refused when the value is over five times the upper limit but a
 * tenth of it would be normal (or the mirror case below the range): the pattern of a value
 * reported in g/L under a g/dL label, as some exports do. Genuine extreme results (CRP 150,
 * ALT 1200) do not fall back into range when divided by ten, so they are still judged.
 */
function tenfoldOff(value: number, low: number | undefined, high: number | undefined): boolean {
  const inside = (v: number) => (low === undefined || v >= low) && (high === undefined || v <= high);
  if (high !== undefined && high > 0 && value > 5 * high && inside(value / 10)) return true;
  if (low !== undefined && low > 0 && value < low / 5 && inside(value * 10)) return true;
  return false;
}
