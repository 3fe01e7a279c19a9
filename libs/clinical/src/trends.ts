import { analyteUnits, labById, ruleUnit } from "./catalogue/index.ts";
import { type LabObservation, type LabSeries, type PatientModel, LabStatus, type TrendPoint } from "./model.ts";
import { laboratoryLimits } from "./normalize/labs.ts";
import { sampleProblem } from "./rules/haemolysis.ts";
import { plateletClumping } from "./rules/pseudothrombocytopenia.ts";
import { statedMention } from "./rules/notes.ts";
import { formatNumber, nameKey } from "./text.ts";
import { convert, parseUnit } from "./units.ts";

/** How much a result calls for attention: critical above abnormal above normal above unjudged. */
function concern(obs: LabObservation): number {
  if (obs.critical || obs.status === LabStatus.criticalHigh || obs.status === LabStatus.criticalLow) return 3;
  if (obs.status === LabStatus.high || obs.status === LabStatus.low || obs.status === LabStatus.abnormal) return 2;
  return obs.status === LabStatus.normal ? 1 : 0;
}

/** Notes that describe the result as the repeat ("Repeat sample", "Rechecked"), not ask for one. */
const REPEAT_RESULT =
  /^\s*(?:repeat(?:ed)?|re-?check(?:ed)?|re-?test(?:ed)?)\b(?![^.;]*\b(?:request|requir|advis|need|please|suggest))/i;

/**
 * Of results taken at the same time (often one date without a time), the one from a sample the
 * laboratory questioned (haemolysed, clumped) comes after a sound one, and one noted as the repeat
 * before the rest: the repeat is the value to act on (review 30, engine-30 case 08: a haemolysed
 * potassium of 6.8 and a repeat of 4.6 the same day drew a hyperkalaemia emergency off the first).
 */
export function repeatRank(obs: LabObservation): number {
  if (sampleProblem(obs) !== undefined || plateletClumping(obs) !== undefined) return 0;
  return obs.notes !== undefined && REPEAT_RESULT.test(obs.notes) ? 2 : 1;
}

/**
 * Orders results of one test so the current one comes first: the latest dated, undated last.
 * Results taken at the same time are ordered by content, never by input order, with the most
 * concerning first, so a critical value is not hidden behind a normal one that happens to follow it.
 */
export function currentFirst(a: LabObservation, b: LabObservation): number {
  const ta = a.time ?? Number.NEGATIVE_INFINITY;
  const tb = b.time ?? Number.NEGATIVE_INFINITY;
  if (ta !== tb) return tb > ta ? 1 : -1;
  return (
    repeatRank(b) - repeatRank(a) ||
    concern(b) - concern(a) ||
    // A listed result is what the caller reports; a trend point may repeat it.
    Number(a.source === "trend") - Number(b.source === "trend") ||
    outwardness(b) - outwardness(a) ||
    compareText(a.rawValue, b.rawValue) ||
    compareText(a.unit ?? "", b.unit ?? "")
  );
}

/**
 * Orders equally concerning results so the more worrying comes first: of abnormal results the one
 * furthest out (the lowest of low ones, else the highest); of normal ones the one nearest a limit,
 * whichever way the test worsens (eGFR 70 before 145 against ">60").
 */
function outwardness(obs: LabObservation): number {
  if (obs.status === LabStatus.normal) return nearness(obs);
  const v = obs.standard?.value ?? 0;
  return obs.status === LabStatus.low || obs.status === LabStatus.criticalLow ? -v : v;
}

/** How close a value sits to its nearest limit, as a share of that limit: the nearer, the larger. */
function nearness(obs: LabObservation): number {
  if (obs.value.kind !== "number" || obs.range === undefined) return 0;
  const v = obs.value.value;
  const { low, high } = obs.range;
  const margin = Math.min(
    low !== undefined && low !== 0 ? (v - low) / Math.abs(low) : Number.POSITIVE_INFINITY,
    high !== undefined && high !== 0 ? (high - v) / Math.abs(high) : Number.POSITIVE_INFINITY,
  );
  return Number.isFinite(margin) ? -margin : 0;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Whether two points are one moment: the same time, or the same day when either carries only a
 * date (a "2026-11-10" result and one at 08:00 that day cannot be told apart in order).
 */
function sameMoment(a: TrendPoint, b: TrendPoint): boolean {
  if (a.time === b.time) return true;
  const dateOnly = a.date.length === 10 || b.date.length === 10;
  return dateOnly && a.date.slice(0, 10) === b.date.slice(0, 10);
}

/** Adds a point; results at the same time are not a change over time, so only the current one is kept. */
function addPoint(series: LabSeries, point: TrendPoint, obs: LabObservation, byRef: Map<string, LabObservation>): void {
  const same = series.points.findIndex((p) => sameMoment(p, point));
  if (same === -1) {
    series.points.push(point);
    return;
  }
  const kept = byRef.get(series.points[same]?.labRef ?? "");
  if (kept !== undefined && currentFirst(obs, kept) < 0) series.points[same] = point;
}

/** A laboratory comment that rejects the sample outright, whatever the test. */
const SAMPLE_REJECTED = /\b(?:sample|specimen) (?:rejected|unsuitable)\b|\bclotted (?:sample|specimen)\b/i;

/**
 * Whether the laboratory disowns a result: haemolysed (or a repeat asked for) for a test that
 * haemolysis raises, a platelet count from a clumped sample, or a rejected sample. Such a value is
 * no point of a trend: a haemolysed potassium of 6.4 after 4.4 is no rise.
 */
function unsound(obs: LabObservation): boolean {
  if (sampleProblem(obs) !== undefined || plateletClumping(obs) !== undefined) return true;
  // The notes reader's denial words are lower-case, as in the free text it is written for.
  return obs.notes !== undefined && statedMention(obs.notes.toLowerCase(), SAMPLE_REJECTED, true) !== undefined;
}

/** An eGFR the laboratory names as cystatin C-based (alone or with creatinine): another estimate, not the creatinine one. */
export const CYSTATIN_EGFR_NAME = /cystatin|\bcys\b|egfr-?cys|cr-?cys/i;

function otherEgfrMethod(obs: LabObservation): boolean {
  return obs.analyteId === "egfr" && CYSTATIN_EGFR_NAME.test(obs.name);
}

/** A glucose the laboratory names as taken without fasting (random, post-meal). */
const NON_FASTING_GLUCOSE = /\brandom\b|\bnon-?fasting\b|\bcasual\b|\bpost-?prandial\b/i;

/**
 * A random glucose is no later value of a fasting one: an afternoon 14.9 then a fasting 5.6 the
 * next morning is the daily swing (on a morning steroid, the usual one), not a fall. Glucose results
 * named as non-fasting get their own series, ordered after the main one.
 */
function samplingKey(obs: LabObservation): string {
  return obs.analyteId === "glucose" && NON_FASTING_GLUCOSE.test(obs.name) ? "|non-fasting" : "";
}

/**
 * Groups numeric, dated observations of the same test into series. The test is the one each result
 * was recognised as, unit included ("RDW" in fL is the RDW-SD, in % the RDW-CV: two tests, never
 * one trend), not its name. Values are converted to the catalogue's rule unit; a point whose unit
 * cannot be converted is left out of the series (and counted), so a series never mixes units. Unknown tests are grouped by name and unit. A result that
 * reports only a limit is no point, but the newest one, when newer than every point, ends the
 * series as its `censoredLatest`.
 */
export function buildSeries(labs: readonly LabObservation[]): LabSeries[] {
  const groups = new Map<string, LabSeries>();
  const censored: { key: string; obs: LabObservation }[] = [];
  const byRef = new Map(labs.map((o) => [o.ref, o]));
  for (const obs of labs) {
    if (obs.value.kind !== "number" || obs.time === undefined || obs.date === undefined) continue;
    // A cystatin C-based eGFR is another estimate, not a later creatinine eGFR: it gets its own series.
    const known = obs.analyteId && !otherEgfrMethod(obs) ? labById(obs.analyteId) : undefined;
    // A unit with no sourced factor to the catalogue's (AFP in kU/L against ng/mL) still makes a series
    // of its own, read in that unit without the test's thresholds (review 18, leftovers 05).
    const ownUnit = known !== undefined && obs.standard === undefined ? parseUnit(obs.unit) : undefined;
    const def = ownUnit === undefined ? known : undefined;
    const target = def ? ruleUnit(def) : parseUnit(obs.unit);
    const groupKey = def
      ? def.id + samplingKey(obs)
      : `${known?.id ?? nameKey(obs.name)}|${target?.key ?? obs.unit ?? ""}`;
    if (obs.value.comparator !== undefined) {
      censored.push({ key: groupKey, obs });
      continue;
    }
    let series = groups.get(groupKey);
    if (!series) {
      series = {
        ref: `series:${groups.size}`,
        name: (def ?? known)?.name ?? obs.name,
        unit: target?.key ?? obs.unit ?? "",
        points: [],
        excludedPoints: 0,
      };
      if (def) series.analyteId = def.id;
      groups.set(groupKey, series);
    }
    if (unsound(obs)) {
      series.unsoundPoints = (series.unsoundPoints ?? 0) + 1;
      continue;
    }
    const point = pointOf(obs, series, def !== undefined && target === undefined);
    if (point === undefined) series.excludedPoints += 1;
    else addPoint(series, point, obs, byRef);
  }
  for (const s of groups.values()) s.points.sort((a, b) => a.time - b.time);
  for (const { key, obs } of censored) endWithCensored(groups.get(key), obs);
  const nonFasting = (key: string) => Number(key.endsWith("|non-fasting"));
  const ordered = [...groups.entries()].sort(([a], [b]) => nonFasting(a) - nonFasting(b)).map(([, s]) => s);
  return ordered.filter((s) => s.points.length >= 2);
}

/** The trend point of a numeric result in its series' unit, or undefined when it cannot be converted. */
function pointOf(obs: LabObservation, series: LabSeries, unconvertible: boolean): TrendPoint | undefined {
  if (obs.value.kind !== "number" || obs.time === undefined || obs.date === undefined || unconvertible)
    return undefined;
  const value = series.analyteId !== undefined ? obs.standard?.value : obs.value.value;
  if (value === undefined) return undefined;
  const point: TrendPoint = { date: obs.date, time: obs.time, value, unit: series.unit, labRef: obs.ref };
  if (obs.value.comparator !== undefined) point.comparator = obs.value.comparator;
  return point;
}

/** Makes a censored result the series' end when it is the newest result of the test. */
function endWithCensored(series: LabSeries | undefined, obs: LabObservation): void {
  if (series === undefined || unsound(obs)) return;
  const point = pointOf(
    obs,
    series,
    series.analyteId !== undefined && ruleUnit(labById(series.analyteId)) === undefined,
  );
  const last = series.points[series.points.length - 1];
  if (point === undefined || last === undefined || point.time <= last.time || sameMoment(point, last)) return;
  if (series.censoredLatest === undefined || point.time > series.censoredLatest.time) series.censoredLatest = point;
}

/** A series' newest result: its censored end when there is one, else its last point. */
export function seriesEnd(series: LabSeries): TrendPoint | undefined {
  return series.censoredLatest ?? series.points[series.points.length - 1];
}

/** Decision thresholds worth reporting when a series crosses them, in the rule unit. */
const THRESHOLDS: Record<string, readonly number[]> = {
  egfr: [90, 60, 45, 30, 15],
  hba1c: [5.7, 6.5, 8],
  glucose: [100, 126],
  "ldl-c": [100, 160, 190],
  uacr: [30, 300],
  potassium: [5.0, 5.5, 3.5],
  sodium: [135, 130],
  hemoglobin: [12, 13],
  tsh: [4.5, 10, 0.4, 0.1],
  creatinine: [1.3],
  ferritin: [30],
};

/**
 * Of {@link THRESHOLDS}, those that are a usual reference limit rather than a grade or a decision
 * point: where the laboratory sent a range of its own they give way to its limits, as the
 * catalogue's range does. A trend "crossing 4.5" next to a printed TSH range of 0.27–4.20 would
 * contradict the result it describes (review 15, primary-care labs 05).
 */
const REFERENCE_LIMITS: Record<string, readonly number[]> = {
  potassium: [5.0, 3.5],
  sodium: [135],
  hemoglobin: [12, 13],
  tsh: [4.5, 0.4],
  creatinine: [1.3],
};

/**
 * Thresholds that readers of a unit know as round figures of their own. When a series is shown in
 * such a unit they replace the rule-unit thresholds and the catalogue's limits, whose conversions
 * no guideline uses: urine ACR is staged at 3 and 30 mg/mmol (KDIGO, NICE), not at the 3.4 and 34
 * mg/mmol that 30 and 300 mg/g convert to.
 */
const THRESHOLDS_IN_UNIT: Record<string, Record<string, readonly number[]>> = {
  uacr: { "mg/mmol": [3, 30] },
};

/** How a series' numbers are shown: in `unit`, through `value` (a level) and `change` (a difference from a level). */
export interface SeriesDisplay {
  unit: string;
  value: (v: number) => number;
  /** A level as shown in texts, with the newest result's decimals where it has more than two. */
  text: (v: number) => string;
  /** A trend point's level as shown: a point converted from another unit has no more decimals than the newest result. */
  level: (point: TrendPoint) => string;
  change: (delta: number, from: number) => number;
  /**
   * The change between two levels in percent, in the shown unit: HbA1c 7.4 → 6.5 % is −12 %, but
   * 57 → 48 mmol/mol, what the reader sees, is −16 %.
   */
  percent: (from: number, to: number) => number;
}

/**
 * A series is kept in the catalogue's rule unit, but the reader knows the numbers in the unit the
 * newest result was reported in (creatinine in µmol/L, not mg/dL): trends are shown in that unit
 * when the series converts to it. A change converts as a difference, which also holds for HbA1c's
 * percent-to-mmol/mol line, whose offset a plain conversion would add twice. A converted level is
 * shown with no more decimals than the newest result has (IFCC HbA1c 57, not 57.38 mmol/mol).
 */
export function seriesDisplay(series: LabSeries, labs: readonly LabObservation[]): SeriesDisplay {
  const newest = seriesEnd(series);
  const newestObs = labs.find((o) => o.ref === newest?.labRef);
  const decimals = newestObs?.value.kind === "number" ? decimalsOf(newestObs.value.value) : undefined;
  // Levels keep the newest result's decimals where it has more than two (haematocrit 0.545).
  const text = (v: number) => formatNumber(v, Math.min(4, Math.max(2, decimals ?? 0)));
  // A level shown in the unit its result was reported in keeps the decimals it was written with,
  // trailing zeros too: "1.0 → 1.1", not "1 → 1.1" (review 24, labs-24b).
  const padded = (p: TrendPoint, unitShown: string, shown: string, v: number) => {
    const obs = labs.find((o) => o.ref === p.labRef);
    const same = obs?.unit !== undefined && parseUnit(obs.unit)?.key === parseUnit(unitShown)?.key;
    const written = same ? Math.min(4, WRITTEN_DECIMALS.exec(obs.rawValue)?.[1]?.length ?? 0) : 0;
    return (shown.split(".")[1]?.length ?? 0) < written ? v.toFixed(written) : shown;
  };
  // A glucose of 2.1 mmol/L in a mg/dL series is 37.84 mg/dL, a precision no laboratory reported:
  // it is shown as 38, like the newest result.
  const keptUnit = parseUnit(series.unit)?.key;
  const converted = (p: TrendPoint) => {
    const reportedIn = labs.find((o) => o.ref === p.labRef)?.unit;
    const key = reportedIn ? parseUnit(reportedIn)?.key : undefined;
    return key !== undefined && key !== keptUnit;
  };
  const asKept: SeriesDisplay = {
    unit: series.unit,
    value: (v) => v,
    text,
    level: (p) => {
      const v = decimals !== undefined && converted(p) ? Number(p.value.toFixed(decimals)) : p.value;
      return padded(p, series.unit, text(v), v);
    },
    change: (d) => d,
    percent: (from, to) => percentOf(from, to),
  };
  const reported = newestObs?.unit?.trim();
  if (series.analyteId === undefined || !reported) return asKept;
  const def = labById(series.analyteId);
  const from = ruleUnit(def);
  const to = parseUnit(reported);
  if (from === undefined || to === undefined || to.key === from.key) return asKept;
  const units = analyteUnits(def);
  const at = (v: number) => convert(v, from, to, units);
  if (newest === undefined || at(newest.value) === undefined) return asKept;
  const shown = (v: number | undefined) =>
    v === undefined ? Number.NaN : decimals === undefined ? v : Number(v.toFixed(decimals));
  return {
    unit: reported,
    value: (v) => shown(at(v)),
    text: (v) => text(shown(at(v))),
    level: (p) => padded(p, reported, text(shown(at(p.value))), shown(at(p.value))),
    change: (delta, level) => (at(level + delta) ?? Number.NaN) - (at(level) ?? Number.NaN),
    percent: (from, to) => percentOf(at(from) ?? Number.NaN, at(to) ?? Number.NaN),
  };
}

/** The change from `from` to `to` in percent of `from` (0 from a level of 0). */
function percentOf(from: number, to: number): number {
  return from === 0 ? 0 : ((to - from) / Math.abs(from)) * 100;
}

/** A trend point's level as shown, with its comparator when it reports only a limit ("<0.01"). */
export function trendLevel(point: TrendPoint, shown: SeriesDisplay): string {
  return `${point.comparator ?? ""}${shown.level(point)}`;
}

/** The decimals of a result as written ("1.0", "<0.10"), which a parsed number loses. */
const WRITTEN_DECIMALS = /^\s*[<>≤≥]?=?\s*[-+]?\d+\.(\d+)/;

/** How many decimals a reported number was written with. */
function decimalsOf(value: number): number {
  return String(value).split(".")[1]?.length ?? 0;
}

/**
 * A reported value as written, to at least two decimals and at most four: haematocrit 0.545 stays
 * 0.545 (rounded to 0.55 it would sit on the other side of a 0.54 threshold).
 */
export function formatReported(value: number): string {
  return formatNumber(value, Math.min(4, Math.max(2, decimalsOf(value))));
}

export interface TrendSummary {
  direction: "rising" | "falling" | "stable";
  first: TrendPoint;
  /** The newest result; when it reports only a limit ({@link TrendPoint.comparator}), the change is at least the one stated. */
  last: TrendPoint;
  /** Change per year, in the series unit (undefined when the span is under 180 days). */
  perYear?: number;
  percentChange: number;
  crossings: { threshold: number; direction: "up" | "down" }[];
  /**
   * Where a series turned back (see {@link turningPoint}): the lowest point of an overall fall, or
   * the highest of an overall rise, that the newest results have since moved away from.
   */
  turn?: TrendPoint;
}

/**
 * The change from the first value, in percent, below which a series is called stable. An engine
 * choice, not a source's: analyte-specific biological variation (reference change values) was not
 * verified, so two results alone, where one result's day-to-day and analytical variation can make
 * the whole difference (platelets 146 → 138), need a change of 10% to be called rising or falling;
 * three or more results keep 5%.
 */
const STABLE_PERCENT = { twoPoints: 10, more: 5 } as const;

/**
 * Tests whose results vary between samples far more than STABLE_PERCENT allows, with the fold
 * change a series must reach to be called rising or falling. Urine ACR: KDIGO 2024 practice point
 * 2.1.5 takes a doubling on a later test as exceeding laboratory variability; a halving, the same
 * fold, is taken for a fall (an engine choice). ACR 1.1 → 0.9 mg/mmol, both normal, was told as
 * "falling" (review 19, quiet panels 09). A limit crossed is still reported as before.
 */
const STABLE_FOLD: Readonly<Partial<Record<string, number>>> = {
  uacr: 2,
  // TSH varies about 20% within a person; its reference change value on the log scale is +48% up and
  // −32% down (SUMMARIES["bildirici-2025-thyroid-rcv"]), the fold 1.48 either way. TSH 1.9 → 2.4 →
  // 2.1 on a steady levothyroxine dose was told as "rising" (review 19, quiet panels 11).
  tsh: 1.48,
  // The neutrophil count varies about 26% from week to week within a healthy person (Statland 1978,
  // SUMMARIES["statland-1978-leukocyte-variation"]), which puts a significant change near a doubling;
  // 1.5 is an engine margin well inside that, so a real fall on a medicine is not missed. Neutrophils
  // 1.0 → 1.2 → 1.1 was told as "rising" beside a finding calling the count stable (review 24,
  // notes-reports case 02).
  anc: 1.5,
};

/**
 * TSH below 0.1 mU/L is read as one grade, suppressed (SUMMARIES["ata-2016-hyperthyroidism"]: it is
 * the persistence below 0.1 that guides treatment), and near the assay's floor (its functional
 * sensitivity is where the between-run CV reaches 20%) imprecision adds to the fold above. A change
 * within that grade is not a trend: TSH 0.06 → 0.04 was told as "falling" (review 24, labs-24b).
 */
const TSH_SUPPRESSED = 0.1;

/**
 * Whether a change is larger than the band two results alone cannot tell from noise
 * ({@link STABLE_PERCENT}). A limit crossed inside it (creatinine 82 → 88 µmol/L over a laboratory
 * limit of 84) is still reported, but it does not make the trend more than low priority.
 */
export function clearOfTwoPointNoise(series: LabSeries, summary: TrendSummary): boolean {
  return series.points.length > 2 || Math.abs(summary.percentChange) >= STABLE_PERCENT.twoPoints;
}

/**
 * The yearly eGFR change, in mL/min/1.73 m², that ageing alone accounts for: healthy adults lose
 * about 1 a year (0.97 in a longitudinal cohort, Cohen et al., J Nephrol 2014;27:635-641; 0.7-1.0
 * in measured GFR, PMC7350990). An engine margin above that mean: 54 → 51 over three years is no
 * fall worth reporting.
 */
const EGFR_AGEING_PER_YEAR = 1.5;

/**
 * Whether the direction from `first` to a censored `last` is certain: "<0.01" after 2.4 is a fall
 * whatever the true value, "<0.01" after 0.005 could be either.
 */
function certainDirection(first: TrendPoint, last: TrendPoint): boolean {
  switch (last.comparator) {
    case "<":
      return last.value <= first.value;
    case "<=":
      return last.value < first.value;
    case ">":
      return last.value >= first.value;
    case ">=":
      return last.value > first.value;
    default:
      return true;
  }
}

/** Thresholds for the series, in the rule unit: decision thresholds and the primary reference limits. */
function seriesThresholds(
  series: LabSeries,
  model: (Pick<PatientModel, "patient"> & Partial<Pick<PatientModel, "labs">>) | undefined,
): number[] {
  if (series.analyteId === undefined) return [];
  const def = labById(series.analyteId);
  const target = ruleUnit(def);
  const shownUnit = model?.labs ? parseUnit(seriesDisplay(series, model.labs).unit)?.key : undefined;
  const inUnit = shownUnit !== undefined ? THRESHOLDS_IN_UNIT[series.analyteId]?.[shownUnit] : undefined;
  const inRuleUnit = (v: number, unit: string) => {
    const from = parseUnit(unit);
    const converted = from && target ? convert(v, from, target, analyteUnits(def)) : undefined;
    return converted === undefined ? undefined : Number(converted.toFixed(4));
  };
  if (inUnit !== undefined && shownUnit !== undefined) {
    return inUnit.map((t) => inRuleUnit(t, shownUnit)).filter((t): t is number => t !== undefined);
  }
  const thresholds = new Set<number>(THRESHOLDS[series.analyteId] ?? []);
  const lab = model?.labs ? laboratoryLimitsOf(series, model.labs, inRuleUnit) : undefined;
  if (lab !== undefined) {
    for (const t of REFERENCE_LIMITS[series.analyteId] ?? []) thresholds.delete(t);
    for (const v of lab) thresholds.add(v);
    return [...thresholds].sort((a, b) => a - b);
  }
  const sex = model?.patient.sex;
  const primary = def.ranges.find((b) => b.sex === sex) ?? def.ranges.find((b) => b.sex === "any");
  for (const bound of primary ? [primary.low, primary.high] : []) {
    const v = bound === null || primary === undefined ? undefined : inRuleUnit(bound, primary.unit);
    if (v !== undefined) thresholds.add(v);
  }
  return [...thresholds].sort((a, b) => a - b);
}

/**
 * The limits of the range the laboratory sent with the series' newest result, in the rule unit:
 * the range printed beside the result the trend ends at, so the trend's threshold is the one the
 * report shows. Undefined when no usable range came with it (see {@link laboratoryLimits}) or a
 * limit does not convert, and the catalogue's range is used instead. A one-sided range ("<41")
 * gives one limit: the laboratory set none on the other side.
 */
function laboratoryLimitsOf(
  series: LabSeries,
  labs: readonly LabObservation[],
  inRuleUnit: (v: number, unit: string) => number | undefined,
): number[] | undefined {
  const newest = labs.find((o) => o.ref === seriesEnd(series)?.labRef);
  if (newest === undefined || newest.unit === undefined || series.analyteId === undefined) return undefined;
  const limits = laboratoryLimits(newest, labById(series.analyteId));
  if (limits === undefined) return undefined;
  const bounds = [limits.low, limits.high].filter((b): b is number => b !== undefined);
  const converted = bounds.map((b) => inRuleUnit(b, newest.unit ?? ""));
  return converted.every((v) => v !== undefined) ? converted : undefined;
}

/**
 * Direction (see {@link STABLE_PERCENT}), rate of change and thresholds crossed between the first
 * result and the newest. A newest result that reports only a limit is read at that limit, which
 * understates the change; when the direction to it is uncertain, or the change at the limit too
 * small to call, there is no trend to report (never one that stops short of the newest result).
 */
export function summariseSeries(
  series: LabSeries,
  model?: Pick<PatientModel, "patient"> & Partial<Pick<PatientModel, "labs">>,
): TrendSummary | undefined {
  const first = series.points[0];
  const last = seriesEnd(series);
  if (first === undefined || last === undefined || first === last || !certainDirection(first, last)) return undefined;
  const delta = last.value - first.value;
  const percentChange = percentOf(first.value, last.value);
  const stableBelow = series.points.length > 2 ? STABLE_PERCENT.more : STABLE_PERCENT.twoPoints;
  const years = (last.time - first.time) / (365.25 * 86_400_000);
  const crossings: TrendSummary["crossings"] = [];
  const thresholds = seriesThresholds(series, model);
  for (const t of thresholds) {
    if (first.value < t && last.value >= t) crossings.push({ threshold: t, direction: "up" });
    else if (first.value >= t && last.value < t) crossings.push({ threshold: t, direction: "down" });
  }
  // A yearly rate from less than six months of data would be an extrapolation, not a trend.
  const perYear = years * 365.25 >= 180 ? delta / years : undefined;
  // A change that crosses a reference limit or decision threshold is never "stable", whatever the
  // number of points (sodium 133 → 124 crosses 130), unless it is within the base 5 % band. A result
  // already out of range on one side that crosses a further threshold on that side, into a worse
  // band, is a change from half that band (sodium 134 → 128, mild to moderate hyponatraemia; review
  // 12, messy labs 14): the noise a 5 % band allows for lies at the reference limit, not between
  // two abnormal bands.
  const firstStatus = model?.labs?.find((o) => o.ref === first.labRef)?.status;
  const intoWorseBand = crossings.some((c) =>
    c.direction === "down"
      ? (firstStatus === "low" || firstStatus === "critical-low") && thresholds.some((t) => first.value < t)
      : (firstStatus === "high" || firstStatus === "critical-high") && thresholds.some((t) => first.value >= t),
  );
  const fold = STABLE_FOLD[series.analyteId ?? ""];
  const ratio = first.value > 0 ? last.value / first.value : undefined;
  const beyondNoise =
    fold !== undefined && ratio !== undefined
      ? ratio >= fold || ratio <= 1 / fold
      : Math.abs(percentChange) >= stableBelow;
  const changed =
    (beyondNoise ||
      (crossings.length > 0 && Math.abs(percentChange) >= STABLE_PERCENT.more) ||
      (intoWorseBand && Math.abs(percentChange) >= STABLE_PERCENT.more / 2)) &&
    !(series.analyteId === "egfr" && perYear !== undefined && Math.abs(perYear) <= EGFR_AGEING_PER_YEAR) &&
    !(series.analyteId === "tsh" && first.value < TSH_SUPPRESSED && last.value < TSH_SUPPRESSED);
  if (!changed && last.comparator !== undefined) return undefined;
  const direction = !changed ? "stable" : delta > 0 ? "rising" : "falling";
  const summary: TrendSummary = { direction, first, last, percentChange, crossings };
  if (perYear !== undefined) summary.perYear = perYear;
  const turn = direction === "stable" ? undefined : turningPoint(series, direction);
  if (turn !== undefined) summary.turn = turn;
  return summary;
}

/**
 * The point an overall fall (or rise) turned back at, when at least the last two steps have moved
 * the other way by STABLE_PERCENT.more or more of its value: HbA1c 8.4, 7.5, 7.2, 7.4, 7.6 is "falling"
 * from first to last, but has risen for a year, and telling the patient it "has been going down"
 * was the opposite of the recent course (review 21, deep sweep 01). An engine choice, as
 * STABLE_PERCENT is. A single step back is left alone: one result can be noise.
 */
function turningPoint(series: LabSeries, direction: "rising" | "falling"): TrendPoint | undefined {
  const points = series.censoredLatest === undefined ? series.points : [];
  if (points.length < 4) return undefined;
  const values = points.map((p) => p.value);
  const extreme = direction === "falling" ? Math.min(...values) : Math.max(...values);
  const at = values.lastIndexOf(extreme);
  const turn = points[at];
  if (turn === undefined || at > points.length - 3 || extreme <= 0) return undefined;
  const after = values.slice(at);
  const steady = after.every((v, i) => i === 0 || (direction === "falling" ? v > after[i - 1]! : v < after[i - 1]!));
  const back = Math.abs(percentOf(extreme, values[values.length - 1]!));
  return steady && back >= STABLE_PERCENT.more ? turn : undefined;
}
