import type { VitalSign } from "@hds/contracts";
import type { AllergyItem, FamilyHistoryItem, Sex, VitalItem } from "../model.ts";
import { parseDate } from "../parse/date.ts";
import { parseNumber } from "../parse/number.ts";
import { parseValue } from "../parse/value.ts";
import { statedMention } from "../rules/notes.ts";
import { cleanText, nameKey } from "../text.ts";
import { parseUnit } from "../units.ts";
import { describeRelative, familyConcepts, isDecadeAge, parseOnsetAge } from "../vocab/family.ts";
import { vitalKind } from "../vocab/vitals.ts";

/** Sex from the spec's gender values or free text ("M", "Female", "woman"). */
export function parseSex(gender: string | undefined): Sex | undefined {
  if (gender === undefined) return undefined;
  const g = nameKey(gender);
  if (/^(f|female|woman|w)$/.test(g)) return "female";
  if (/^(m|male|man)$/.test(g)) return "male";
  return undefined;
}

/** Age in whole years from a number or text ("67", "67 years", "67y"). */
export function parseAge(age: string | number | undefined): number | undefined {
  if (age === undefined) return undefined;
  if (typeof age === "number") return Number.isFinite(age) && age >= 0 && age < 150 ? Math.floor(age) : undefined;
  const parts = ageParts(age);
  // "6 months" is an infant, not a six-year-old: ages in smaller units are whole years too.
  const years = parts && parts.amount / parts.perYear;
  return years !== undefined && years < 150 ? Math.floor(years) : undefined;
}

/** Age in whole months, when the text gives it in months, weeks or days (babies' cut-offs go by months). */
export function parseAgeMonths(age: string | number | undefined): number | undefined {
  const parts = typeof age === "number" ? { amount: age, perYear: 1 } : age === undefined ? undefined : ageParts(age);
  if (parts === undefined || !Number.isFinite(parts.amount)) return undefined;
  // A fraction of a year under 2 (0.75) is a baby's age: whole years alone read "0-year-old" and
  // "at age 0" for a 9-month-old (review 28, paeds-obs-28 case 04).
  if (parts.perYear === 1)
    return parts.amount > 0 && parts.amount < 2 && !Number.isInteger(parts.amount)
      ? Math.floor(parts.amount * 12)
      : undefined;
  return Math.floor((parts.amount / parts.perYear) * 12);
}

/**
 * Age in whole days, when the text gives it in days or weeks: a newborn's bilirubin is judged by
 * age in hours, so "5 days" must not be rounded to "0 months" (review 25, ages-25b).
 */
export function parseAgeDays(age: string | number | undefined): number | undefined {
  const parts = typeof age === "string" ? ageParts(age) : undefined;
  if (parts?.perYear === 365) return Math.floor(parts.amount);
  return parts?.perYear === 52 ? Math.floor(parts.amount * 7) : undefined;
}

/**
 * A baby's age as the notes give it ("4 mo girl", "10 days old", "8/12 old", "aged 6 weeks"), in
 * whole months, when the request has no age, or the EHR's whole years say 0 and cannot tell a
 * 10-day-old from an 11-month-old. Only ages in months, weeks or days are read: "7 year old" in
 * notes may be a sibling, while a unit that small is almost always the patient.
 */
export function notedInfantAgeMonths(texts: readonly (string | undefined)[], now?: Date): number | undefined {
  for (const text of texts) {
    if (text === undefined || ABOUT_A_MOTHER.test(text)) continue;
    const m = NOTED_INFANT_AGE.exec(text);
    const months = m ? parseAgeMonths(m[1] ?? m[2] ?? m[3] ?? m[4] ?? "") : undefined;
    if (months !== undefined && months < 24) return months;
  }
  const days = birthAgeDays(texts, now);
  return days === undefined ? undefined : Math.floor((days / 365) * 12);
}

/**
 * A baby's age in whole days when the notes give it in days or weeks ("5 days old", "aged 2 days"),
 * read as {@link notedInfantAgeMonths} reads it: a newborn's bilirubin is placed on NICE CG98's lines
 * by its age, which the EHR's whole years cannot give (review 26, labs-26 case 07).
 */
export function notedInfantAgeDays(texts: readonly (string | undefined)[], now?: Date): number | undefined {
  for (const text of texts) {
    if (text === undefined || ABOUT_A_MOTHER.test(text)) continue;
    const m = NOTED_INFANT_AGE.exec(text);
    if (m) return parseAgeDays(m[1] ?? m[2] ?? m[3] ?? m[4] ?? "");
  }
  return birthAgeDays(texts, now);
}

/**
 * A baby's age in whole days from a date of birth in the notes, counted to the record's now, when no
 * age is stated (review 40, wording-40 cases 09–11: "born 2026-11-10" left a jaundiced baby's age
 * unread). Under 2 years only, as for a stated age. A date whose day and month could be either way
 * round gives the younger of its two readings (see {@link ambiguousBirthAgeDays}).
 */
function birthAgeDays(texts: readonly (string | undefined)[], now: Date | undefined): number | undefined {
  return birthAgeReadings(texts, now)?.[0];
}

/**
 * The two ages in days that a date of birth such as "10/11/2026" gives, day first and month first,
 * when the notes' age came from it; the report says both, since the age used is one of them.
 */
export function ambiguousBirthAgeDays(
  texts: readonly (string | undefined)[],
  now: Date | undefined,
): readonly [number, number] | undefined {
  if (texts.some((text) => text !== undefined && !ABOUT_A_MOTHER.test(text) && NOTED_INFANT_AGE.test(text)))
    return undefined;
  const readings = birthAgeReadings(texts, now);
  return readings?.length === 2 ? [readings[0] ?? 0, readings[1] ?? 0] : undefined;
}

/** The first date of birth's ages in days, youngest first: one reading, or two that share an age band. */
function birthAgeReadings(texts: readonly (string | undefined)[], now: Date | undefined): number[] | undefined {
  if (now === undefined) return undefined;
  for (const text of texts) {
    if (text === undefined || ABOUT_A_MOTHER.test(text)) continue;
    for (const cue of text.matchAll(BIRTH_CUE)) {
      // A reading after the record's now cannot be the birth, so the other is the date.
      const days = birthTimes(cue[1] ?? "")
        .map((born) => Math.floor((now.getTime() - born) / 86_400_000))
        .filter((d) => d >= 0);
      if (days.length > 0 && days.every((d) => d < INFANT_DAYS) && sameAgeBand(days)) return days.sort((a, b) => a - b);
    }
  }
  return undefined;
}

const INFANT_DAYS = 730;

/**
 * The ages in days past which the rules read a baby differently: jaundice is prolonged past 14 days
 * (21 if preterm, NICE CG98), and young infancy, WHO's haemoglobin cut-off and infancy end at 3, 6
 * and 12 whole months. Two readings of one date of birth that fall between the same limits are read
 * alike by every rule (review 45, paeds-45 cases 01 and 02: "DOB 10/11/2026" is 23 or 53 days, a
 * baby past 14 days either way, and was left unread, so pale stools with jaundice got adult ranges).
 */
const AGE_BAND_LIMITS_DAYS = [14, 21, 91, 182, 364];
const sameAgeBand = (days: readonly number[]): boolean =>
  AGE_BAND_LIMITS_DAYS.every((limit) => new Set(days.map((d) => d > limit)).size === 1);

/**
 * "born 2026-11-10", "DOB: 10 Nov 2026", "date of birth 25/11/2026", "born on Nov 10, 2026"; not "born
 * at 40 weeks". The date's words are looked ahead at, so "born at 40 weeks. DOB ..." still reaches the DOB.
 */
const BIRTH_CUE = /\b(?:born(?:\s+on)?|dob|d\.o\.b\.?|date of birth)\s*[:-]?\s*(?=([^;()]{6,24}))/gi;
const BIRTH_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * The dates a birth date's words start with, as times: ISO, a worded month either side of the day,
 * or digits. "10/11/2026" is 10 November in UK notes and 11 October in US ones, and the record's
 * country is read only by the rules, from the whole record: digits whose order is not plain give
 * both readings.
 */
function birthTimes(words: string): number[] {
  const iso = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(words);
  if (iso) return real(calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])));
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})\b/i.exec(words);
  if (dayFirst) return real(calendarDay(Number(dayFirst[3]), monthNumber(dayFirst[2]), Number(dayFirst[1])));
  const monthFirst = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i.exec(words);
  if (monthFirst) return real(calendarDay(Number(monthFirst[3]), monthNumber(monthFirst[1]), Number(monthFirst[2])));
  const digits = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(words);
  if (!digits) return [];
  const [a, b, year] = [Number(digits[1]), Number(digits[2]), Number(digits[3])];
  if (a > 12 || a === b) return real(calendarDay(year, b, a));
  if (b > 12) return real(calendarDay(year, a, b));
  return [...real(calendarDay(year, b, a)), ...real(calendarDay(year, a, b))];
}

const real = (time: number | undefined): number[] => (time === undefined ? [] : [time]);

const monthNumber = (name: string | undefined): number => BIRTH_MONTHS.indexOf((name ?? "").toLowerCase()) + 1;

/** A calendar day as a UTC time; undefined for a day the calendar does not have (31 November). */
function calendarDay(year: number, month: number, day: number): number | undefined {
  const time = Date.UTC(year, month - 1, day);
  const d = new Date(time);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? time : undefined;
}

/** Notes about a mother after a birth, whose "6 week old baby" is not the patient. */
export const ABOUT_A_MOTHER = /\b(?:post-?partum|gave birth|(?:her|my|their) (?:baby|infant|newborn)|pregnan)/i;

/**
 * Words that make the patient of a record with no age a baby: being fed, nappies or a baby check.
 * "His mother" or "per mum" alone is not enough, as a school-age child's or a teenager's notes say
 * them too; "breastfeeding" and a health visitor may be the mother's, and notes about a mother after
 * a birth (postnatal, postpartum, "her baby") are left out, as her 6-week check is also one.
 */
const BABY_WORDS =
  /\b(?:baby|infant|newborn|neonat\w*|breast-?\s?fed|bottle-?\s?fed|formula-?\s?fed|nappy|nappies|diapers?|(?:6|six)[- ]week (?:check|baby check))\b/i;
/** ABOUT_A_MOTHER, and "postnatal", which a mother's notes say too. */
const MOTHERS_NOTES = (text: string) => ABOUT_A_MOTHER.test(text) || /\bpost-?natal/i.test(text);

/** The words of notes (read as RuleContext.freeText reads them) that make a patient with no age a baby. */
export function babyWordsInNotes(notes: string): string | undefined {
  return MOTHERS_NOTES(notes) ? undefined : statedMention(notes, BABY_WORDS);
}

/**
 * "10 days old", "4 mo girl", "6-week-old", "8/12 old", "aged 6 weeks" or "Age: 9 weeks", not "her 6
 * week old". "Age: 9 weeks" with the age sent as 0 was not read, and a 9-week-old's haemoglobin was
 * judged against the adult men's range (review 30b, older-obs-30b case 03c); a gestational, corrected
 * or post-menstrual age is not the baby's age since birth, and "since age 6 months" is not the
 * current age. A day of life ("Day 3 of life", "day 3 baby", "DOL 3") is the baby's age in days, but a
 * bare "day 3" is not, as it may count the days of an illness ("day 3 of fever"; review 34,
 * paeds-neuro-34 case 02).
 */
const NOTED_INFANT_AGE =
  /(?<!\b(?:her|his|my|their|your)\s+)\b(\d{1,2}\s*\/\s*(?:12|52|7)\b|\d{1,2}\s*-?\s*(?:days?|d|wks?|weeks?|mo|mos|mths?|months?|m)\b)\s*-?\s*(?:old|baby|infant|boy|girl|male|female)\b|(?<!\b(?:gestational|corrected|adjusted|post-?menstrual|post-?conceptional|since|from|at|before|after|by|until|till)\s+)\bage(?:d\s+|\s*:\s*|\s+)(\d{1,2}\s*(?:days?|wks?|weeks?|mo|mos|mths?|months?))\b|\b(day\s*-?\s*\d{1,2})\s*-?\s*(?:of\s+life|baby|neonate|newborn|infant)\b|\b(dol\s*:?\s*\d{1,2})\b/i;

/** A text age's amount and how many of its unit make a year: "8 months" is 8 of 12. */
function ageParts(age: string): { amount: number; perYear: number } | undefined {
  // A newborn's day of life: "Day 3", "D3", "DOL 3" or "day 3 of life" is 3 days, not 3 years
  // (review 34, paeds-neuro-34 case 01: an age of "Day 3" read "3-year-old", and a bilirubin of
  // 295 µmol/L lost its newborn reading).
  const dayOfLife = /^\s*(?:day|dol|d)\s*[-:]?\s*(\d{1,2})\b(?!\.\d)/i.exec(age);
  if (dayOfLife) return { amount: Number(dayOfLife[1]), perYear: 365 };
  // British notes write a baby's age as a fraction of the year: "8/12" months, "3/52" weeks, "5/7" days.
  const fraction = /^\s*(\d{1,2})\s*\/\s*(12|52|7)\b/.exec(age);
  if (fraction) return { amount: Number(fraction[1]), perYear: FRACTION_PER_YEAR[fraction[2] ?? ""] ?? 1 };
  // "1y 6m", "2 years 3 months": a toddler's age in years and months is counted in months.
  const mixed = /^\s*(\d{1,2})\s*(?:y|yrs?|years?)\W*(\d{1,2})\s*(?:m|mo|mos|mths?|months?)\b/i.exec(age);
  if (mixed) return { amount: Number(mixed[1]) * 12 + Number(mixed[2]), perYear: 12 };
  // The hyphen of "9-month-old" stands between the number and its unit (review 23, paeds 07: a
  // 9-month-old's haemoglobin of 96 g/L went unjudged and its iron-deficiency anaemia unnamed).
  const m = /(\d{1,3}(?:\.\d+)?)\s*-?\s*([a-z]*)/i.exec(age);
  const amount = m ? parseNumber(m[1] ?? "") : undefined;
  // A bare lower-case "m" is months ("8m"); a capital "M" is the sex in "45M", so it stays years.
  const unit = m?.[2] === "M" ? "" : (m?.[2] ?? "").toLowerCase();
  return amount === undefined ? undefined : { amount, perYear: PER_YEAR[unit] ?? 1 };
}

/** How many of a fraction's parts make a year: twelfths are months, fifty-seconds weeks, sevenths days. */
const FRACTION_PER_YEAR: Readonly<Record<string, number>> = { "12": 12, "52": 52, "7": 365 };

/** How many of an age unit make a year; anything else (years, y, yo, nothing) counts as years. */
const PER_YEAR: Readonly<Record<string, number>> = {
  m: 12,
  month: 12,
  months: 12,
  mo: 12,
  mos: 12,
  mth: 12,
  mths: 12,
  week: 52,
  weeks: 52,
  wk: 52,
  wks: 52,
  d: 365,
  day: 365,
  days: 365,
};

export function buildVital(v: Partial<VitalSign> & { display: string; value: string }, index: number): VitalItem {
  const value = parseValue(v.value);
  const item: VitalItem = {
    ref: `vital:${index}`,
    index,
    name: cleanText(v.display),
    kind: vitalKind(v.display),
    rawValue: v.value,
  };
  const unitText =
    v.unit !== undefined && cleanText(v.unit) !== ""
      ? v.unit
      : value.kind === "number" || value.kind === "pair"
        ? value.unit
        : undefined;
  if (unitText !== undefined) item.unit = parseUnit(unitText)?.key ?? cleanText(unitText);
  if (value.kind === "number") item.value = value.value;
  if (value.kind === "pair") {
    item.value = value.first;
    item.diastolic = value.second;
    if (item.kind === "other" || item.kind === "systolic") item.kind = "bp";
  }
  const date = parseDate(v.date);
  if (date) {
    item.date = date.iso;
    item.time = date.time;
  }
  return item;
}

export function buildFamily(
  entry: { relationship?: string; condition?: string; onsetAge?: string; name?: string },
  index: number,
): FamilyHistoryItem {
  const relationship = cleanText(entry.relationship ?? "");
  const conditionText = cleanText(entry.condition ?? entry.name ?? "");
  // "at 45", "at age 45", "aged 45", "age 45", "at the age of 45".
  const ageInText = /\b(?:at|aged?)\s+(?:(?:the\s+)?age\s+(?:of\s+)?)?(\d{2})\b|\b(\d{2})s\b/i.exec(conditionText);
  const fieldAge = parseOnsetAge(entry.onsetAge);
  const age = fieldAge ?? parseOnsetAge(ageInText?.[0]);
  // "MI at 50" gives the onset age; the condition then reads "MI", so reports do not say "at 50" twice.
  const ageFromPhrase = fieldAge === undefined && age !== undefined && ageInText?.[1] !== undefined;
  const condition = ageFromPhrase ? cleanText(conditionText.replace(ageInText[0], "")) || conditionText : conditionText;
  const item: FamilyHistoryItem = {
    ref: `family:${index}`,
    index,
    relationship,
    condition,
    concepts: familyConcepts(conditionText),
  };
  const rel = describeRelative(relationship);
  if (rel.degree !== undefined) item.degree = rel.degree;
  if (rel.sex !== undefined) item.relativeSex = rel.sex;
  if (age !== undefined) item.onsetAge = age;
  // A decade in the onset field ("40s") is told as the decade; one left in the condition text already reads so.
  if (fieldAge !== undefined && isDecadeAge(entry.onsetAge)) item.onsetDecade = true;
  return item;
}

/** Family history given as one string: "Mother: breast cancer at 44". */
export function familyFromText(text: string, index: number): FamilyHistoryItem {
  const m = /^\s*([^:,-]+?)\s*[:,-]\s*(.+)$/.exec(text);
  const entry = m ? { relationship: m[1] ?? "", condition: m[2] ?? "" } : { relationship: "", condition: text };
  return buildFamily(entry, index);
}

export function buildAllergy(
  a: string | { name?: string; substance?: string; reaction?: string },
  index: number,
): AllergyItem {
  if (typeof a === "string") return { ref: `allergy:${index}`, index, name: cleanText(a) };
  const item: AllergyItem = { ref: `allergy:${index}`, index, name: cleanText(a.name ?? a.substance ?? "") };
  if (a.reaction !== undefined) item.reaction = a.reaction;
  return item;
}

/**
 * Words that focus the analysis, from userInstructions (notes are context, not instructions). Only
 * content words are kept; selection and report ordering match them against findings and elements
 * by word start (see {@link matchesFocus}).
 */
export function focusWords(...texts: (string | undefined)[]): string[] {
  const STOP = new Set([
    "the",
    "and",
    "for",
    "with",
    "on",
    "of",
    "to",
    "a",
    "an",
    "in",
    "is",
    "be",
    "are",
    "please",
    "focus",
    "review",
    "patient",
    "their",
    "his",
    "her",
    "this",
    "that",
    "any",
    "all",
    "about",
    "what",
    "how",
    "my",
    "me",
    "we",
    "our",
    "risk",
    "check",
    "look",
    "at",
    "from",
    "it",
    "or",
    "as",
    "by",
    "more",
    "most",
    "days",
    "last",
    "over",
    "months",
    "takes",
    "not",
    "can",
    "could",
    "should",
    "would",
    "will",
    "does",
    "did",
    "has",
    "have",
    "had",
    "was",
    "were",
    "but",
    "also",
    "she",
    "him",
    "they",
    "them",
    "you",
    "your",
    "why",
    "when",
    "which",
    "who",
    "whether",
    "need",
    "needs",
    "ahead",
    "know",
    "want",
    "explain",
    "tell",
    "give",
    "make",
    "sure",
    "ignore",
    "previous",
    "instructions",
  ]);
  const words = new Set<string>();
  for (const t of texts) {
    if (!t) continue;
    for (const w of nameKey(t).split(" ")) if (w.length > 2 && !STOP.has(w)) words.add(w);
  }
  return [...words];
}

/**
 * Whether a focus word names something in a name key: a whole word or a word's start, so that
 * "potassium" finds "potassium", "anaemia" finds "anaemias" and "can" does not find "cancer".
 */
export function matchesFocus(key: string, word: string): boolean {
  return ` ${key} `.includes(` ${word} `) || (word.length > 5 && ` ${key}`.includes(` ${word.slice(0, -2)}`));
}

/** A medicine named as not started yet: "planned", "to start", "not yet started", "due to start". */
export const PLANNED =
  /(?<!\bnot\s)\bplanned\b|\b(?:due |yet )?to start\b|\bnot (?:yet )?started\b|\bnot started yet\b/i;
