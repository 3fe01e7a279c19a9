import { ELEMENT_LIMITS, type HealthData, type LabTest, type PatientContext } from "@hds/contracts";
import { parseDate } from "./parse/date.ts";

/**
 * Orders items most recent first, dated before undated, and keeps at most `max` (spec "Limits",
 * contract.md item 6). The sort is stable: items with equal dates, and all undated items, keep the
 * order they were received in, which is also how undated genetic data and undated labs of the
 * lab-results agent are meant to be kept.
 */
export function limitByDate<T>(items: readonly T[], dateOf: (item: T) => string | undefined, max?: number): T[] {
  return limitIndexesByDate(items, dateOf, max).map((i) => items[i] as T);
}

/** Like {@link limitByDate}, but returns the kept items' positions in the input. */
export function limitIndexesByDate<T>(
  items: readonly T[],
  dateOf: (item: T) => string | undefined,
  max?: number,
): number[] {
  const keyed = items.map((item, index) => ({ index, time: parseDate(dateOf(item))?.time }));
  keyed.sort((a, b) => {
    if (a.time !== undefined && b.time !== undefined) return b.time - a.time || a.index - b.index;
    if (a.time !== undefined) return -1;
    if (b.time !== undefined) return 1;
    return a.index - b.index;
  });
  const sorted = keyed.map((k) => k.index);
  return max === undefined ? sorted : sorted.slice(0, max);
}

const L = ELEMENT_LIMITS.ehr;

/**
 * The EHR record after the spec's element limits: labs, conditions, medications and imaging are
 * cut to their maxima most recent first; family history (no dates) keeps its first 15; genetic
 * data and vital signs are not limited but are ordered most recent first (undated genetic items
 * keep their original order, after the dated ones). Lab trends are not limited by the spec.
 */
export function applyEhrLimits(data: HealthData): HealthData {
  return {
    ...data,
    recentAbnormalLabs: limitByDate(data.recentAbnormalLabs, (l) => l.date, L.recentAbnormalLabs),
    recentNormalLabs: limitByDate(data.recentNormalLabs, (l) => l.date, L.recentNormalLabs),
    pastMedicalHistory: limitByDate(
      data.pastMedicalHistory,
      (c) => c.onsetDate ?? c.recordedDate,
      L.pastMedicalHistory,
    ),
    medications: limitByDate(data.medications, (m) => m.startDate, L.medications),
    familyHistory: data.familyHistory.slice(0, L.familyHistory),
    imagingStudies: limitByDate(data.imagingStudies, (i) => i.date, L.imagingStudies),
    geneticData: limitByDate(data.geneticData, (g) => g.date),
    vitalSigns: limitByDate(data.vitalSigns, (v) => v.date),
    labTrends: data.labTrends,
  };
}

const LR = ELEMENT_LIMITS.labResults;

/**
 * The lab-results request after limiting: the 200 most recent labs (undated ones in the order
 * received, after the dated ones) and the patient-context lists cut to 100/30/20/20 in order.
 */
export function applyLabResultsLimits(
  labResults: readonly LabTest[],
  patientContext?: PatientContext,
): { labResults: LabTest[]; patientContext?: PatientContext } {
  const labs = limitByDate(labResults, (l) => l.date, LR.labResults);
  if (patientContext === undefined) return { labResults: labs };
  const ctx: PatientContext = { ...patientContext };
  if (ctx.conditions) ctx.conditions = ctx.conditions.slice(0, LR.conditions);
  if (ctx.medications) ctx.medications = ctx.medications.slice(0, LR.medications);
  if (ctx.allergies) ctx.allergies = ctx.allergies.slice(0, LR.allergies);
  if (ctx.familyHistory) ctx.familyHistory = ctx.familyHistory.slice(0, LR.familyHistory);
  return { labResults: labs, patientContext: ctx };
}

function undated(dates: readonly (string | undefined)[]): number {
  return dates.filter((d) => parseDate(d) === undefined).length;
}

/**
 * The undated items of a request by kind, in the order of {@link countUndated}, for a data note that
 * says what they are ("1 condition"), kinds without any left out. Trend points count as lab results.
 */
export function undatedByKind(input: HealthData | { labResults: readonly LabTest[] }): {
  kind: "lab result" | "condition" | "medicine" | "imaging study" | "genetic result" | "vital sign";
  count: number;
}[] {
  if ("labResults" in input) {
    const count = undated(input.labResults.map((l) => l.date));
    return count > 0 ? [{ kind: "lab result", count }] : [];
  }
  const d = input;
  const kinds = [
    {
      kind: "lab result" as const,
      count:
        undated((d.recentAbnormalLabs ?? []).map((l) => l.date)) +
        undated((d.recentNormalLabs ?? []).map((l) => l.date)) +
        undated((d.labTrends ?? []).flatMap((t) => t.values.map((p) => p.date))),
    },
    {
      kind: "condition" as const,
      count: undated((d.pastMedicalHistory ?? []).map((c) => c.onsetDate ?? c.recordedDate)),
    },
    { kind: "medicine" as const, count: undated((d.medications ?? []).map((m) => m.startDate)) },
    { kind: "imaging study" as const, count: undated((d.imagingStudies ?? []).map((i) => i.date)) },
    { kind: "genetic result" as const, count: undated((d.geneticData ?? []).map((g) => g.date)) },
    { kind: "vital sign" as const, count: undated((d.vitalSigns ?? []).map((v) => v.date)) },
  ];
  return kinds.filter((k) => k.count > 0);
}

/**
 * How many items of a request will be treated as undated when limiting (the gateway reports it in
 * its acceptance message, contract.md item 5). Counts the date-sorted categories: labs,
 * conditions, medications, imaging, genetic data, vital signs and trend points for the EHR agent;
 * lab results for the lab-results agent. Family history has no dates and is not counted.
 */
export function countUndated(input: HealthData | { labResults: readonly LabTest[] }): number {
  if ("labResults" in input) return undated(input.labResults.map((l) => l.date));
  const d = input;
  return (
    undated((d.recentAbnormalLabs ?? []).map((l) => l.date)) +
    undated((d.recentNormalLabs ?? []).map((l) => l.date)) +
    undated((d.pastMedicalHistory ?? []).map((c) => c.onsetDate ?? c.recordedDate)) +
    undated((d.medications ?? []).map((m) => m.startDate)) +
    undated((d.imagingStudies ?? []).map((i) => i.date)) +
    undated((d.geneticData ?? []).map((g) => g.date)) +
    undated((d.vitalSigns ?? []).map((v) => v.date)) +
    undated((d.labTrends ?? []).flatMap((t) => t.values.map((p) => p.date)))
  );
}
