/**
 * contract.md item 5: ISO 8601 dates and date-times, `YYYY-MM` and `YYYY` are understood; any
 * other string is accepted but treated as undated. Returns epoch milliseconds (a partial date
 * is taken at its start), or undefined for undated.
 */
export function parseContractDate(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const calendar = calendarDate(text);
  if (calendar !== null) return calendar;
  const m = DATE.exec(extendedDate(text.trim()));
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = m[2] === undefined ? 1 : Number(m[2]);
  const day = m[3] === undefined ? 1 : Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  const hour = m[4] === undefined ? 0 : Number(m[4]);
  const minute = m[5] === undefined ? 0 : Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const ms = m[7] === undefined ? 0 : Math.round(Number(`0.${m[7]}`) * 1000);
  return Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes(m[8]) * 60_000;
}

/**
 * The common case, `YYYY-MM-DD` exactly, read without regular expressions: the gateway dates every
 * item of every request, and this is several times faster. Null for any other shape.
 */
function calendarDate(text: string): number | undefined | null {
  if (text.length !== 10 || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return null;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  if (Number.isNaN(year + month + day)) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  return Date.UTC(year, month - 1, day);
}

const DASH = 45;
const ZERO = 48;

/** The decimal number in text[from, to), or NaN if any of it is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) return Number.NaN;
    value = value * 10 + d;
  }
  return value;
}

/**
 * ISO 8601 basic format (`20240305`, `20240305T102030Z`), and the same without the `T` as HL7 v2
 * and many lab systems write it (`20240305102030`).
 */
const BASIC = /^(\d{4})(\d{2})(\d{2})(?:T?(\d{2})(\d{2})(?:(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date in ISO 8601 extended format: a basic-format one is rewritten, anything else returned as is. */
export function extendedDate(text: string): string {
  const m = BASIC.exec(text);
  if (!m) return text;
  const [, year, month, day, hour, minute, second, fraction, zone] = m;
  const date = `${year}-${month}-${day}`;
  if (hour === undefined) return date;
  const seconds = second === undefined ? "" : `:${second}${fraction === undefined ? "" : `.${fraction}`}`;
  return `${date}T${hour}:${minute}${seconds}${zone ?? ""}`;
}

/** YYYY, YYYY-MM, YYYY-MM-DD, and a date-time with optional seconds, fraction and offset. */
const DATE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?)?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysIn(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!;
}

function offsetMinutes(offset: string | undefined): number {
  if (offset === undefined || offset === "Z") return 0;
  const sign = offset[0] === "-" ? -1 : 1;
  const digits = offset.slice(1).replace(":", "");
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

type Dated = Record<string, unknown>;

function hasUsableDate(item: Dated, fields: readonly string[]): boolean {
  for (const field of fields) {
    const value = item[field];
    if (typeof value === "string" && parseContractDate(value) !== undefined) return true;
  }
  return false;
}

/** Counted with plain loops: the gateway counts every item of every request it accepts. */
function undatedIn(items: unknown, ...fields: string[]): number {
  if (!Array.isArray(items)) return 0;
  let undated = 0;
  for (const item of items) if (!hasUsableDate(item as Dated, fields)) undated++;
  return undated;
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
