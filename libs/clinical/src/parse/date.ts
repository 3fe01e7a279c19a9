import { extendedDate, parseContractDate } from "@hds/contracts";
import { runMemo } from "../memo.ts";
import { cleanText } from "../text.ts";

/** How precise a parsed date is; `YYYY` and `YYYY-MM` are accepted (contract.md item 5). */
export type DatePrecision = "year" | "month" | "day" | "datetime";

/** A date the engine understood: `time` is the UTC start of the period, for sorting. */
export interface ParsedDate {
  /** Normalised text: YYYY, YYYY-MM, YYYY-MM-DD or the ISO date-time as given. */
  iso: string;
  time: number;
  precision: DatePrecision;
}

/**
 * Parses the date forms of contract.md item 5 (ISO 8601 date or date-time, `YYYY-MM`, `YYYY`).
 * Anything else (`03/04/2025`, `last spring`, an impossible 2025-02-30) is undated: the caller
 * ranks it last when limiting. A date-time without zone is read as UTC so results never depend
 * on the machine's zone.
 */
export function parseDate(input: string | undefined): ParsedDate | undefined {
  if (input === undefined) return undefined;
  return PARSED.get(input, parseDateText);
}

/** Dates repeat across a record (one per panel), so they are parsed once per run. */
const PARSED = runMemo<ParsedDate | undefined>();

function parseDateText(input: string): ParsedDate | undefined {
  // Basic format (20240305) is read, and reported, as its extended form (2024-03-05).
  const text = extendedDate(cleanText(input));
  // One reading of contract.md item 5 for the whole service: the gateway counts undated items
  // with the same function.
  const time = parseContractDate(text);
  if (time === undefined) return undefined;
  const precision: DatePrecision =
    text.length === 4 ? "year" : text.length === 7 ? "month" : text.length === 10 ? "day" : "datetime";
  return { iso: text, time, precision };
}

/** The calendar day (YYYY-MM-DD) of a parsed date, or its year/month when less precise. */
export function dayOf(date: ParsedDate): string {
  if (date.precision === "datetime") return new Date(date.time).toISOString().slice(0, 10);
  return date.iso;
}

/** Whole days between two instants (b − a). */
export function daysBetween(a: number, b: number): number {
  return (b - a) / 86_400_000;
}
