import { formatNumber } from "../text.ts";
import { bpPosition } from "../vocab/vitals.ts";
import type { RuleContext } from "./context.ts";
import { isStated, statedMention } from "./notes.ts";

/**
 * Blood pressure readings as the rules read them: those recorded as vital signs, and those the
 * notes give with what they are (a repeat in the same visit, a home or an ambulatory average).
 * Shared by the adult blood pressure rules (other.ts) and the pregnancy rules
 * (pregnancy-emergencies.ts), which read the same readings against other thresholds.
 */

export interface BpReading {
  sys: number;
  dia: number;
  refs: string[];
  time?: number;
  date?: string;
  standing: boolean;
}

/**
 * Every reading recorded as a vital sign: a "148/92" value, or systolic and diastolic of the same
 * time. Newest first, undated ones after the dated (in the order given); at the same time a
 * standing reading comes after a seated or lying one, since categories are set on those.
 */
export function bpReadings(ctx: RuleContext): BpReading[] {
  const out: BpReading[] = [];
  const add = (sys: number, dia: number, refs: string[], name: string, time?: number, date?: string) => {
    const r: BpReading = { sys, dia, refs, standing: bpPosition(name) === "standing" };
    if (time !== undefined) r.time = time;
    if (date !== undefined) r.date = date;
    out.push(r);
  };
  for (const p of ctx.vitals("bp")) {
    if (p.value !== undefined && p.diastolic !== undefined) add(p.value, p.diastolic, [p.ref], p.name, p.time, p.date);
  }
  const dia = ctx.vitals("diastolic");
  for (const s of ctx.vitals("systolic")) {
    const d = dia.find((x) => x.time === s.time) ?? (s.time === undefined ? dia[0] : undefined);
    if (d?.value === undefined || s.value === undefined) continue;
    add(s.value, d.value, [s.ref, d.ref], s.name, s.time, s.date);
  }
  const at = (r: BpReading) => r.time ?? Number.NEGATIVE_INFINITY;
  return out.sort((a, b) => at(b) - at(a) || Number(a.standing) - Number(b.standing));
}

/**
 * The seated or lying readings of the newest visit: those of the newest reading's date, or, when
 * it is undated, the undated ones (given without dates, they are read as taken together).
 */
export function latestVisit(readings: readonly BpReading[]): BpReading[] {
  const seated = readings.filter((r) => !r.standing);
  const first = seated[0];
  if (first === undefined) return [];
  const day = first.date?.slice(0, 10);
  return seated.filter((r) => r.date?.slice(0, 10) === day);
}

/** The lower of two readings, by systolic and then diastolic pressure. */
export function lowerOf(a: BpReading, b: BpReading): BpReading {
  return b.sys < a.sys || (b.sys === a.sys && b.dia < a.dia) ? b : a;
}

export function showBp(bp: { sys: number; dia: number; date?: string }): string {
  return `${formatNumber(bp.sys)}/${formatNumber(bp.dia)} mmHg${bp.date ? ` (${bp.date.slice(0, 10)})` : ""}`;
}

/** Where a reading written in the notes was taken. */
export type NotedKind = "repeat" | "home" | "ambulatory";

export interface NotedBp {
  sys: number;
  dia: number;
  kind: NotedKind;
}

const BP_IN_TEXT = /\b(\d{2,3})\s*\/\s*(\d{2,3})\b(?:\s*mm\s?hg)?/g;
/** What a reading in the notes is, by the words before it in its clause; the first that fits wins. */
const NOTED_CUES: readonly [NotedKind, RegExp][] = [
  ["ambulatory", /\bambulatory\b|\babpm\b|\b24[- ]?h(?:ou)?r\b/],
  ["home", /\bhome\b|\bhbpm\b|\bself[- ]?(?:measured|monitor(?:ed|ing)?)\b/],
  ["repeat", /\brepeat(?:ed)?\b|\bre-?check(?:ed)?\b|\bsecond reading\b|\bon rest(?:ing)?\b|\bafter \d+ min/],
];
/** A figure named as a goal or a limit, not a reading ("target below 135/85"). */
const NOT_A_READING = /\b(?:target|goal|aim|threshold|below|under|less than|above|over|if)\b|[<>≤≥]/;
const CLAUSE_END = /[.;\n]|,\s*(?:but|and)\b/g;

function clauseStart(text: string, at: number): number {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(CLAUSE_END)) start = m.index + m[0].length;
  return start;
}

/**
 * Readings the notes give as a repeat in the same visit ("repeat after 5 minutes 126/80"), a home
 * average ("home BP average 146/88") or an ambulatory average, when stated and not a goal. A figure
 * with no such words ("booking BP 112/70") is not read: it is no current clinic reading.
 */
export function bpInNotes(ctx: RuleContext): NotedBp[] {
  const text = ctx.freeText;
  const out: NotedBp[] = [];
  for (const m of text.matchAll(BP_IN_TEXT)) {
    const sys = Number(m[1]);
    const dia = Number(m[2]);
    if (!(sys >= 70 && sys <= 260 && dia >= 30 && dia <= 160 && sys > dia)) continue;
    const before = text.slice(clauseStart(text, m.index), m.index);
    if (NOT_A_READING.test(before) || !isStated(text, m.index, m[0].length)) continue;
    const kind = NOTED_CUES.find(([, re]) => re.test(before))?.[0];
    if (kind !== undefined) out.push({ sys, dia, kind });
  }
  return out;
}

/** "BP 146/94", "blood pressure of 152/101 mmHg today": a reading the notes name as blood pressure. */
const NOTED_BP = /\b(?:bp|blood pressure)\b[^.;\n\d]{0,24}?(\d{2,3})\s*\/\s*(\d{2,3})\b/g;
/** Further figures of the same sentence: "BP 146/94 at clinic and 144/92 on repeat". */
const MORE_BP = /(\d{2,3})\s*\/\s*(\d{2,3})\b/g;
/**
 * Words that make a figure a past reading, a goal or a limit, not today's ("booking BP 112/70"); a
 * past year or admission too ("admitted in 2023 with BP 86/50", "BP 86/50 last year": review 30,
 * engine-30 case 03, read as today's low pressure and called possible sepsis).
 */
const NOT_CURRENT_BP =
  /\b(?:booking|previous(?:ly)?|prior|usual|baseline|pre-?pregnancy|before (?:pregnancy|she was pregnant)|last (?:week|month|year|visit|admission|pregnancy|time)|in (?:19|20)\d{2}|ago|earlier|target|goal|aim|threshold|below|under|less than|above|over|if)\b|[<>≤≥]/;

/** Where the clause holding a figure starts: after the last full stop, semicolon, comma or "and". */
function figureClauseStart(text: string, at: number): number {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(/[.;,\n]|\band\b/g)) start = m.index + m[0].length;
  return start;
}

/**
 * Clinic readings the notes give when none is recorded as a vital sign (review 22, pregnancy-22
 * case 07: "BP 146/94 at clinic and 144/92 on repeat" at 30 weeks with a protein:creatinine ratio of
 * 42 mg/mmol was told that no blood pressure was in the record; review 25, notes-25 case 02: "BP
 * 168/102 today" in a lab request's notes went unread by the adult rules). Only figures named as
 * blood pressure, with the further figures of that sentence, and none named as past, a goal or a
 * limit. Undated, they are read as taken with the request. When each figure is written with its own
 * day and the days differ ("BP 152/96 on 2026-10-02 and 148/94 on 2026-11-05"), each is read as a
 * reading of its own visit, newest first (review 28: two visits were read as a first reading and a
 * repeat of one); a day given for some figures only leaves them all undated, as before.
 */
export function notedClinicBp(ctx: RuleContext): BpReading[] {
  const text = ctx.freeText;
  const found = new Map<number, { sys: number; dia: number; day: string | undefined }>();
  for (const m of text.matchAll(NOTED_BP)) {
    const sentenceEnd = /[.;\n]/.exec(text.slice(m.index));
    const sentence = text.slice(m.index, sentenceEnd === null ? text.length : m.index + sentenceEnd.index);
    for (const f of sentence.matchAll(MORE_BP)) {
      const sys = Number(f[1]);
      const dia = Number(f[2]);
      const at = m.index + f.index;
      const after = text.slice(at + f[0].length, at + f[0].length + 24).split(/[,.;\n]|\band\b/)[0] ?? "";
      const around = `${text.slice(figureClauseStart(text, at), at)} ${after}`;
      if (!(sys >= 70 && sys <= 260 && dia >= 30 && dia <= 160 && sys > dia)) continue;
      if (NOT_CURRENT_BP.test(around) || !isStated(text, at, f[0].length)) continue;
      found.set(at, { sys, dia, day: figureDay(text, at, f[0].length) });
    }
  }
  const figures = [...found.values()];
  const days = new Set(figures.map((f) => f.day));
  const dated = figures.length >= 2 && !days.has(undefined) && days.size >= 2;
  const out: BpReading[] = [];
  for (const { sys, dia, day } of figures) {
    const date = dated ? day : undefined;
    if (out.some((r) => r.sys === sys && r.dia === dia && r.date === date)) continue;
    out.push({ sys, dia, refs: [], standing: false, ...(date !== undefined && { date, time: Date.parse(date) }) });
  }
  return dated ? out.sort((a, b) => (b.time ?? 0) - (a.time ?? 0)) : out;
}

const MONTH_NAMES = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** A day written in notes: "2026-10-02", "2 oct 2026", "2nd october 2026". */
const DAY_IN_TEXT =
  /\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{4})\b/g;

function isoDay(m: RegExpExecArray | RegExpMatchArray): string | undefined {
  const [year, month, day] =
    m[1] !== undefined
      ? [Number(m[1]), Number(m[2]), Number(m[3])]
      : [Number(m[6]), MONTH_NAMES.indexOf(m[5] ?? "") + 1, Number(m[4])];
  const time = Date.UTC(year, month - 1, day);
  const d = new Date(time);
  // An impossible day ("2026-02-30") is no date.
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d.toISOString().slice(0, 10);
}

/**
 * The day written with a figure in its own clause: after it ("148/94 on 2026-11-05") or, failing
 * that, the last before it ("on 2026-10-02 BP was 152/96").
 */
function figureDay(text: string, at: number, length: number): string | undefined {
  const tail = text.slice(at + length);
  const end = tail.search(/[;\n]|\.(?=\s|$)|,(?!\s*\d{4}\b)|\band\b/);
  for (const m of (end === -1 ? tail : tail.slice(0, end)).matchAll(DAY_IN_TEXT)) return isoDay(m);
  let last: string | undefined;
  for (const m of text.slice(figureClauseStart(text, at), at).matchAll(DAY_IN_TEXT)) last = isoDay(m) ?? last;
  return last;
}

/**
 * The reading that stands for now where a low pressure matters (bleeding, sepsis, a sick day): the
 * newest recorded one; without any, the lowest clinic reading the notes give, marked so the
 * finding can say "(in the notes)" (review 25).
 */
export function currentBp(ctx: RuleContext): (BpReading & { inNotes: boolean }) | undefined {
  const recorded = bpReadings(ctx)[0];
  if (recorded !== undefined) return { ...recorded, inNotes: false };
  const noted = latestVisit(notedClinicBp(ctx)).sort((a, b) => a.sys - b.sys)[0];
  return noted === undefined ? undefined : { ...noted, inNotes: true };
}

/** "home readings normal", "ABPM normal", "normal home blood pressures": stated, not denied. */
const OUT_OF_OFFICE_NORMAL =
  /\b(?:home|ambulatory|abpm|hbpm)\b(?:\s+(?:bp|blood pressures?))?(?:\s+(?:readings?|measurements?|monitoring|values?|diary|average))?\s*(?:(?:are|were|is|was|all|have been)\s+)*(?:normal|fine|satisfactory|within (?:the )?normal range)\b|\bnormal\s+(?:home|ambulatory)\s+(?:bp\s+|blood pressure\s+)?(?:readings?|measurements?|monitoring|values?)\b/;

/** Whether the notes call home or ambulatory readings normal. */
export function outOfOfficeNormalStated(ctx: RuleContext): boolean {
  return statedMention(ctx.freeText, OUT_OF_OFFICE_NORMAL, true) !== undefined;
}
