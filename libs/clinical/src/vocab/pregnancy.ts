/**
 * Free text that states a gestational age: "11 weeks pregnant", "pregnant at 26+2 weeks",
 * "G2P1 at 30 weeks". A bare mention of the word is not enough ("pregnancy test advised"), and a
 * baby "born at 34 weeks gestation" is not a pregnancy (review 48, leftovers-48 case 02: a NICU
 * newborn was given pre-eclampsia warning signs).
 */
const GESTATION_IN_TEXT = [
  /(?<!\bborn\s+(?:at\s+)?)\b(\d{1,2})(?:\s*\+\s*\d)?\s*(?:weeks?|wks?)\s*(?:(?:of\s+)?gestation(?:al)?|pregnant|of\s+pregnancy)\b/,
  /\b(?:pregnan(?:t|cy)|gestation(?:al\s+age)?)\b[\s,:]*(?:at\s+|of\s+)?(\d{1,2})(?:\s*\+\s*\d)?\s*(?:weeks?|wks?)\b(?!\s+ago)/,
  /\bg\d+\s*p\d+\b[^.;]{0,15}?\bat\s+(\d{1,2})(?:\s*\+\s*\d)?\s*(?:weeks?|wks?)\b(?!\s+ago)/,
] as const;
/** Any "N weeks" (or "N+d weeks"), used only inside the name of a pregnancy condition. */
const WEEKS = /\b(\d{1,2})(?:\s*\+\s*\d)?\s*(?:weeks?|wks?)\b(?!\s+ago)/;
/** "not pregnant", "no pregnancy": free text that denies a pregnancy. */
const NOT_PREGNANT = /\b(?:not|non|no)[- ]pregnan|\bnot\s+currently\s+pregnan|\bpregnancy\s+test\s+(?:is\s+)?negative/;

function plausibleWeeks(m: RegExpExecArray | null): number | undefined {
  const weeks = m ? Number(m[1]) : Number.NaN;
  return weeks >= 1 && weeks <= 44 ? weeks : undefined;
}

/** The gestational age stated in lower-case free text that does not deny a pregnancy. */
export function gestationInText(text: string): number | undefined {
  if (NOT_PREGNANT.test(text)) return undefined;
  let weeks: number | undefined;
  for (const re of GESTATION_IN_TEXT) weeks ??= plausibleWeeks(re.exec(text));
  return weeks;
}

/** The weeks in the name of a pregnancy condition ("Pregnancy at 28 weeks"). */
export function weeksInConditionName(name: string): number | undefined {
  return plausibleWeeks(WEEKS.exec(name.toLowerCase()));
}

/**
 * Gestational age read only once a pregnancy is recorded (review 11 endocrine, case 01: "Pregnancy,
 * first trimester" with "LMP 2026-09-10, approx 10 weeks" in the notes was reported as "no
 * gestational age found"). These forms are too loose to establish a pregnancy on their own: an
 * approximate "approx 10 weeks" can be the length of anything, and a last menstrual period is noted
 * outside pregnancy too.
 */
const APPROX_WEEKS =
  /\b(?:approx(?:imately|\.)?|about|around|roughly|~)\s*(\d{1,2})(?:\s*\+\s*\d)?\s*(?:weeks?|wks?)\b(?!\s+ago)/;
/**
 * The obstetric weeks-plus-days notation ("34+2 weeks"), standing alone: review 38, pregnancy-38
 * case 01 ("G1P0, 34+2 weeks") was reported as "gestational age not found".
 */
const WEEKS_PLUS_DAYS = /\b(\d{1,2})\s*\+\s*[0-6]\s*(?:weeks?|wks?)\b(?!\s+ago)/;
/**
 * "28 weeks" standing as a clause of its own ("Community midwife, Bristol. 28 weeks, routine
 * bloods"; review 38, pregnancy-38 case 04) or after "at": in a recorded pregnancy that is its age.
 */
const STANDALONE_WEEKS = /(?:^|[.;:]\s*|\bat\s+)(\d{1,2})\s*(?:weeks?|wks?)(?=\s*(?:[,.;:]|$))/;
/** "LMP 2026-09-10", "LMP: 2026-09-10", "last menstrual period 2026-09-10" (ISO dates only). */
const LMP_DATE = /\b(?:lmp|last menstrual period)\b[\s:=,]*(?:was\s+|on\s+)?(\d{4}-\d{2}-\d{2})\b/;
const TRIMESTER_WORD = /\b(first|1st|second|2nd|third|3rd)\s+trimester\b/;

const DAY_MS = 86_400_000;

/** The weeks since a stated last menstrual period, at `now` (ms), when plausible for a pregnancy. */
export function weeksFromLmp(text: string, now: number): number | undefined {
  const m = LMP_DATE.exec(text);
  const lmp = m ? Date.parse(m[1] ?? "") : Number.NaN;
  if (!Number.isFinite(lmp) || !Number.isFinite(now)) return undefined;
  const weeks = Math.floor((now - lmp) / (7 * DAY_MS));
  return weeks >= 1 && weeks <= 44 ? weeks : undefined;
}

/**
 * An approximate gestational age ("approx 10 weeks"), one in weeks and days ("34+2 weeks") or a
 * standalone "28 weeks" in lower-case free text, for a recorded pregnancy only.
 */
export function approximateWeeks(text: string): number | undefined {
  if (NOT_PREGNANT.test(text)) return undefined;
  return (
    plausibleWeeks(APPROX_WEEKS.exec(text)) ??
    plausibleWeeks(WEEKS_PLUS_DAYS.exec(text)) ??
    plausibleWeeks(STANDALONE_WEEKS.exec(text))
  );
}

/** The trimester a pregnancy condition's name states ("Pregnancy, first trimester"). */
export function trimesterInConditionName(name: string): 1 | 2 | 3 | undefined {
  const m = TRIMESTER_WORD.exec(name.toLowerCase());
  if (!m) return undefined;
  const w = m[1] ?? "";
  return w.startsWith("f") || w === "1st" ? 1 : w.startsWith("s") || w === "2nd" ? 2 : 3;
}

/** The longest a pregnancy is taken to last: past 42 weeks it is post-term, and 44 is the most read anywhere here. */
const LONGEST_PREGNANCY_DAYS = 44 * 7;

/**
 * Whether a pregnancy condition dated `date` (its onset or recorded date) must have ended by `now`.
 * Records leave pregnancies active long after they ended (a Synthea record kept a 1973 tubal
 * pregnancy active at 72): read as current, it withheld her eGFR and gave her the warning signs of
 * pre-eclampsia.
 */
export function pregnancyEndedBy(date: number | undefined, now: Date | undefined): boolean {
  return date !== undefined && now !== undefined && now.getTime() - date > LONGEST_PREGNANCY_DAYS * DAY_MS;
}
