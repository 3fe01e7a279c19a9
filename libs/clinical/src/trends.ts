import { analyteUnits, findLab, labById, ruleUnit } from "./catalogue/index.ts";
import { type LabObservation, type LabSeries, type PatientModel, LabStatus, type TrendPoint } from "./model.ts";
import { nameKey } from "./text.ts";
import { convert, parseUnit } from "./units.ts";

/** How much a result calls for attention: critical above abnormal above normal above unjudged. */
function concern(obs: LabObservation): number {
  if (obs.critical || obs.status === LabStatus.criticalHigh || obs.status === LabStatus.criticalLow) return 3;
  if (obs.status === LabStatus.high || obs.status === LabStatus.low || obs.status === LabStatus.abnormal) return 2;
  return obs.status === LabStatus.normal ? 1 : 0;
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

/**
 * Groups numeric, dated observations of the same test into series. Values are converted to the
 * catalogue's rule unit; a point whose unit cannot be converted is left out of the series (and
 * counted), so a series never mixes units. Unknown tests are grouped by name and unit.
 */
export function buildSeries(labs: readonly LabObservation[]): LabSeries[] {
  const groups = new Map<string, LabSeries>();
  const byRef = new Map(labs.map((o) => [o.ref, o]));
  for (const obs of labs) {
    if (
      obs.value.kind !== "number" ||
      obs.value.comparator !== undefined ||
      obs.time === undefined ||
      obs.date === undefined
    )
      continue;
    const def = obs.analyteId ? labById(obs.analyteId) : undefined;
    const target = def ? ruleUnit(def) : parseUnit(obs.unit);
    const groupKey = def ? def.id : `${nameKey(obs.name)}|${target?.key ?? obs.unit ?? ""}`;
    let series = groups.get(groupKey);
    if (!series) {
      series = {
        ref: `series:${groups.size}`,
        name: def?.name ?? obs.name,
        unit: target?.key ?? obs.unit ?? "",
        points: [],
        excludedPoints: 0,
      };
      if (def) series.analyteId = def.id;
      groups.set(groupKey, series);
    }
    let value: number | undefined;
    if (def) value = obs.standard?.value;
    else value = obs.value.value;
    if (value === undefined || (def && target === undefined)) {
      series.excludedPoints += 1;
      continue;
    }
    addPoint(series, { date: obs.date, time: obs.time, value, unit: series.unit, labRef: obs.ref }, obs, byRef);
  }
  for (const s of groups.values()) s.points.sort((a, b) => a.time - b.time);
  return [...groups.values()].filter((s) => s.points.length >= 2);
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

/** How a series' numbers are shown: in `unit`, through `value` (a level) and `change` (a difference from a level). */
export interface SeriesDisplay {
  unit: string;
  value: (v: number) => number;
  change: (delta: number, from: number) => number;
}

/**
 * A series is kept in the catalogue's rule unit, but the reader knows the numbers in the unit the
 * newest result was reported in (creatinine in µmol/L, not mg/dL): trends are shown in that unit
 * when the series converts to it. A change converts as a difference, which also holds for HbA1c's
 * percent-to-mmol/mol line, whose offset a plain conversion would add twice. A converted level is
 * shown with no more decimals than the newest result has (IFCC HbA1c 57, not 57.38 mmol/mol).
 */
export function seriesDisplay(series: LabSeries, labs: readonly LabObservation[]): SeriesDisplay {
  const asKept: SeriesDisplay = { unit: series.unit, value: (v) => v, change: (d) => d };
  const newest = series.points[series.points.length - 1];
  const newestObs = labs.find((o) => o.ref === newest?.labRef);
  const reported = newestObs?.unit?.trim();
  if (series.analyteId === undefined || !reported) return asKept;
  const def = labById(series.analyteId);
  const from = ruleUnit(def);
  const to = parseUnit(reported);
  if (from === undefined || to === undefined || to.key === from.key) return asKept;
  const units = analyteUnits(def);
  const at = (v: number) => convert(v, from, to, units);
  if (newest === undefined || at(newest.value) === undefined) return asKept;
  const decimals = newestObs?.value.kind === "number" ? decimalsOf(newestObs.value.value) : undefined;
  const shown = (v: number | undefined) =>
    v === undefined ? Number.NaN : decimals === undefined ? v : Number(v.toFixed(decimals));
  return {
    unit: reported,
    value: (v) => shown(at(v)),
    change: (delta, level) => (at(level + delta) ?? Number.NaN) - (at(level) ?? Number.NaN),
  };
}

/** How many decimals a reported number was written with. */
function decimalsOf(value: number): number {
  return String(value).split(".")[1]?.length ?? 0;
}

export interface TrendSummary {
  direction: "rising" | "falling" | "stable";
  first: TrendPoint;
  last: TrendPoint;
  /** Change per year, in the series unit (undefined when the span is under 180 days). */
  perYear?: number;
  percentChange: number;
  crossings: { threshold: number; direction: "up" | "down" }[];
}

/**
 * The change from the first value, in percent, below which a series is called stable. An engine
 * choice, not a source's: analyte-specific biological variation (reference change values) was not
 * verified, so two results alone, where one result's day-to-day and analytical variation can make
 * the whole difference (platelets 146 → 138), need a change of 10% to be called rising or falling;
 * three or more results keep 5%.
 */
const STABLE_PERCENT = { twoPoints: 10, more: 5 } as const;

/** Direction (see {@link STABLE_PERCENT}), rate of change and thresholds crossed between first and last. */
export function summariseSeries(series: LabSeries, model?: Pick<PatientModel, "patient">): TrendSummary | undefined {
  const first = series.points[0];
  const last = series.points[series.points.length - 1];
  if (first === undefined || last === undefined || first === last) return undefined;
  const delta = last.value - first.value;
  const percentChange = first.value === 0 ? 0 : (delta / Math.abs(first.value)) * 100;
  const stableBelow = series.points.length > 2 ? STABLE_PERCENT.more : STABLE_PERCENT.twoPoints;
  const years = (last.time - first.time) / (365.25 * 86_400_000);
  const thresholds = new Set<number>(series.analyteId ? (THRESHOLDS[series.analyteId] ?? []) : []);
  if (series.analyteId) {
    const def = labById(series.analyteId);
    const target = ruleUnit(def);
    const sex = model?.patient.sex;
    const primary = def.ranges.find((b) => b.sex === sex) ?? def.ranges.find((b) => b.sex === "any");
    for (const band of primary ? [primary] : []) {
      const bu = parseUnit(band.unit);
      if (!bu || !target) continue;
      for (const bound of [band.low, band.high]) {
        if (bound === null) continue;
        const v = convert(bound, bu, target, analyteUnits(def));
        if (v !== undefined) thresholds.add(Number(v.toFixed(4)));
      }
    }
  }
  const crossings: TrendSummary["crossings"] = [];
  for (const t of [...thresholds].sort((a, b) => a - b)) {
    if (first.value < t && last.value >= t) crossings.push({ threshold: t, direction: "up" });
    else if (first.value >= t && last.value < t) crossings.push({ threshold: t, direction: "down" });
  }
  // A change that crosses a reference limit or decision threshold is never "stable", whatever the
  // number of points (sodium 133 → 124 crosses 130), unless it is within the base 5 % band.
  const changed =
    Math.abs(percentChange) >= stableBelow || (crossings.length > 0 && Math.abs(percentChange) >= STABLE_PERCENT.more);
  const direction = !changed ? "stable" : delta > 0 ? "rising" : "falling";
  const summary: TrendSummary = { direction, first, last, percentChange, crossings };
  // A yearly rate from less than six months of data would be an extrapolation, not a trend.
  if (years * 365.25 >= 180) summary.perYear = delta / years;
  return summary;
}

/** Catalogue id for a trend's test, from its code or display. */
export function trendAnalyte(display: string, code: string): string | undefined {
  return findLab(display, code)?.id;
}
