/**
 * contract.md item 5: ISO 8601 dates and date-times, `YYYY-MM` and `YYYY` are understood; any
 * other string is accepted but treated as undated. Returns epoch milliseconds (a partial date
 * is taken at its start), or undefined for undated.
 */
export function parseContractDate(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const s = text.trim();
  const partial = /^(\d{4})(?:-(\d{2}))?$/.exec(s);
  if (partial) {
    const month = partial[2] === undefined ? 1 : Number(partial[2]);
    if (month < 1 || month > 12) return undefined;
    return Date.UTC(Number(partial[1]), month - 1, 1);
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (!iso) return undefined;
  const [, y, mo, d] = iso.map(Number) as [number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  const ms = Date.parse(iso[4] === undefined ? `${s.slice(0, 10)}T00:00:00Z` : normaliseOffset(s));
  if (Number.isNaN(ms)) return undefined;
  // Date.parse rolls 2024-02-31 over into March; a calendar date that does not exist is undated.
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return undefined;
  return ms;
}

function normaliseOffset(s: string): string {
  const withT = s.replace(" ", "T");
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(withT)) return withT.replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  return `${withT}Z`;
}

type Dated = Record<string, unknown>;

const dateOf = (item: Dated, ...fields: string[]) =>
  fields.map((f) => item[f]).find((v): v is string => typeof v === "string" && parseContractDate(v) !== undefined);

function undatedIn(items: unknown, ...fields: string[]): number {
  if (!Array.isArray(items)) return 0;
  return items.filter((item) => dateOf(item as Dated, ...fields) === undefined).length;
}

/** Items of date-sorted categories that have no usable date (reported in the acceptance message). */
export function countUndatedHealthData(data: Dated): number {
  return (
    undatedIn(data.recentAbnormalLabs, "date") +
    undatedIn(data.recentNormalLabs, "date") +
    undatedIn(data.pastMedicalHistory, "onsetDate", "recordedDate") +
    undatedIn(data.medications, "startDate") +
    undatedIn(data.imagingStudies, "date") +
    undatedIn(data.geneticData, "date") +
    undatedIn(data.vitalSigns, "date")
  );
}

export function countUndatedLabResults(labResults: unknown): number {
  return undatedIn(labResults, "date");
}
