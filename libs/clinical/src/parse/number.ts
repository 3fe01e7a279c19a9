/**
 * Numbers as labs write them. A comma followed by exactly three digits (and repeated groups) is a
 * thousands separator ("1,200", "12,500.5"); a comma with one or two digits after it is a decimal
 * comma ("5,6"), as European analysers print it. After a zero integer part the comma is always
 * decimal ("0,500" is half, never five hundred written with a thousands separator). Anything else
 * is not a number.
 */
const THOUSANDS = /^[+-]?[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^[+-]?(?:\d+,\d{1,2}|0,\d+)$/;
const PLAIN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Parses one number token; `undefined` when the token is not a clean number. */
export function parseNumber(token: string): number | undefined {
  const t = token.trim();
  let normalised: string;
  if (THOUSANDS.test(t)) normalised = t.replaceAll(",", "");
  else if (DECIMAL_COMMA.test(t)) normalised = t.replace(",", ".");
  else if (PLAIN.test(t)) normalised = t;
  else return undefined;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}

/** Regex source for a number token as accepted by {@link parseNumber} (no sign). */
export const NUMBER_SOURCE = String.raw`(?:[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?|0,\d+|\d+,\d{1,2}(?!\d)|\d+(?:\.\d+)?|\.\d+)`;
