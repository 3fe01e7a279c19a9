/**
 * Free text that states a gestational age: "11 weeks pregnant", "pregnant at 26+2 weeks",
 * "G2P1 at 30 weeks". A bare mention of the word is not enough ("pregnancy test advised").
 */
const GESTATION_IN_TEXT = [
  /\b(\d{1,2})(?:\s*\+\s*\d)?\s*(?:weeks?|wks?)\s*(?:(?:of\s+)?gestation(?:al)?|pregnant|of\s+pregnancy)\b/,
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
