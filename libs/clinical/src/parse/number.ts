/**
 * Numbers as labs write them. A comma followed by exactly three digits (and repeated groups) is a
 * thousands separator ("1,200", "12,500.5"); a comma with one or two digits after it is a decimal
 * comma ("5,6"), as European analysers print it. After a zero integer part the comma is always
 * decimal ("0,500" is half, never five hundred written with a thousands separator). Anything else
 * is not a number.
 *
 * One group after one comma ("1,234") is both: a thousands separator in English exports and three
 * decimals in German, French or Nordic ones (TSH 1,875, urine specific gravity 1,025). Read alone it
 * is taken as thousands; a caller that knows the text's decimal mark passes it (see
 * {@link decimalMarkOf}) and {@link hasAmbiguousComma} tells when the choice matters.
 */
const THOUSANDS = /^[+-]?[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^[+-]?(?:\d+,\d{1,2}|0,\d+)$/;
const ANY_DECIMAL_COMMA = /^[+-]?\d+,\d+$/;
const PLAIN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/**
 * Points between groups of exactly three digits ("7.300", "245.000"): thousands where the decimal
 * mark is a comma, as German and Dutch laboratories print cell counts per microlitre, and three
 * decimals where it is a point.
 */
const POINT_GROUPS = /^[+-]?[1-9]\d{0,2}(?:\.\d{3})+$/;
/** Points between thousands and a decimal comma ("1.234,5"): European whatever the report's mark. */
const GROUPED_DECIMAL_COMMA = /^[+-]?[1-9]\d{0,2}(?:\.\d{3})+,\d+$/;

/** Which character a text uses between the whole and the decimal part of its numbers. */
export type DecimalMark = "comma" | "point";

/**
 * Parses one number token; `undefined` when the token is not a clean number. With `mark` "comma"
 * any single comma is decimal ("1,234" is 1.234) and points between three-digit groups separate
 * thousands ("7.300" is 7300).
 */
export function parseNumber(token: string, mark?: DecimalMark): number | undefined {
  const t = token.trim();
  let normalised: string;
  if (mark === "comma" && ANY_DECIMAL_COMMA.test(t)) normalised = t.replace(",", ".");
  else if (mark === "comma" && POINT_GROUPS.test(t)) normalised = t.replaceAll(".", "");
  else if (GROUPED_DECIMAL_COMMA.test(t)) normalised = t.replaceAll(".", "").replace(",", ".");
  else if (THOUSANDS.test(t)) normalised = t.replaceAll(",", "");
  else if (DECIMAL_COMMA.test(t)) normalised = t.replace(",", ".");
  else if (PLAIN.test(t)) normalised = t;
  else return undefined;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}

/** Regex source for a number token as accepted by {@link parseNumber} (no sign). */
export const NUMBER_SOURCE = String.raw`(?:[1-9]\d{0,2}(?:\.\d{3})+,\d+|[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?|0,\d+|\d+,\d{1,2}(?!\d)|\d+(?:\.\d+)?|\.\d+)`;

/** Number-like runs of digits with points or commas inside ("5,4", "1.2", "1,234", "1,200.5"). */
const DIGIT_RUNS = /\d+(?:[.,]\d+)+/g;

/** The decimal mark one number token shows, if it shows one. */
function markOfToken(token: string): DecimalMark | undefined {
  // "7.300" is 7.3 or, from a laboratory writing decimal commas, 7300: it shows neither.
  if (POINT_GROUPS.test(token)) return undefined;
  if (GROUPED_DECIMAL_COMMA.test(token)) return "comma";
  if (token.includes(".")) return "point";
  const groups = token.split(",");
  if (groups.length > 2) return "point";
  const [whole = "", fraction = ""] = groups;
  // "5,4", "0,012", "1,2345": no thousands separator looks like that.
  return fraction.length !== 3 || /^0+$/.test(whole) ? "comma" : undefined;
}

/**
 * The decimal mark the texts show, when they show only one: "5,4" and "0,93 - 1,70" show a comma,
 * "4.5" and "1,200.5" a point. "1,234" alone shows neither.
 */
export function decimalMarkOf(texts: Iterable<string | undefined>): DecimalMark | undefined {
  const seen = new Set<DecimalMark>();
  for (const text of texts) {
    for (const [token] of (text ?? "").matchAll(DIGIT_RUNS)) {
      const mark = markOfToken(token);
      if (mark !== undefined) seen.add(mark);
    }
  }
  return seen.size === 1 ? [...seen][0] : undefined;
}

/** Whether the text holds a number with points between three-digit groups ("7.300", "245.000"). */
export function hasPointGroups(text: string | undefined): boolean {
  return [...(text ?? "").matchAll(DIGIT_RUNS)].some(([token]) => POINT_GROUPS.test(token));
}

/** Whether the text holds a number that reads as thousands or as three decimals ("1,234"). */
export function hasAmbiguousComma(text: string | undefined): boolean {
  return [...(text ?? "").matchAll(DIGIT_RUNS)].some(([token]) => /^[1-9]\d{0,2},\d{3}$/.test(token));
}
