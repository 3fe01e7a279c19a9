/**
 * Alcohol written as drinks rather than units ("8-10 beers a day", "6 pints most nights", "a bottle of
 * wine a day", "half a bottle of vodka daily", "3-4 cans of lager at weekends"), turned into an
 * estimate of UK units a week (review 27, alcohol-27b: a man with a GGT of 186 and an MCV of 104 whose
 * notes said "8-10 beers a day" got no alcohol finding at all).
 *
 * Conservative throughout: the lower end of a range, the lower usual strength when none is given
 * (uk-alcohol-units-drinks), and a night-time or "most days" habit counted as 5 days a week. Wording
 * with no number ("social drinker", "the occasional glass") gives nothing.
 */
import { COUNT_WORDS } from "../text.ts";

/** "a pint", "an ale", "half a bottle": besides the counts written as words. */
const DRINK_COUNT_WORDS: Readonly<Record<string, number>> = {
  ...COUNT_WORDS,
  a: 1,
  an: 1,
  "half a": 0.5,
  "half an": 0.5,
};

const COUNT = String.raw`(\d+(?:\.\d+)?|half an?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)(?:\s*(?:-|–|to)\s*(?:\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten|twelve))?`;

/*
 * UK units in one drink at the lower usual strength (uk-alcohol-units-drinks): a pint of 3.6% beer,
 * lager or cider 2; a 330 ml bottle of 5% beer 1.7 (also used for an unsized "beer" and for a can, whose
 * commonest size, 440 ml at 4%, holds about as much); a glass of wine of unstated size as a small 125 ml
 * glass of 12%, 1.5; a standard 175 ml glass 2.1; a large 250 ml glass 3; a 750 ml bottle of 12% wine 9;
 * a 70 cl bottle of 37.5% spirits 26; a single 25 ml measure of spirits 1.
 */
const SPIRITS = String.raw`(?:vodka|whisky|whiskey|gin|rum|brandy|spirits?|scotch|bourbon|tequila)`;
/*
 * "Strong lager", "super strength cider": counted at the ordinary strength above, a lower bound
 * (stronger drinks hold more, but no strength is given), so that "8 cans of strong lager a day" is
 * read at all (review 32, medcase-32 case 05).
 */
const STRONG = String.raw`(?:(?:extra\s+|super\s+)?strong\s+|(?:super|high)[- ]strength\s+)?`;
const DRINKS: readonly { re: string; units: number }[] = [
  { re: String.raw`pints?(?:\s+of\s+${STRONG}(?:beer|lager|bitter|ale|cider|stout|guinness))?`, units: 2 },
  { re: String.raw`cans?\s+of\s+${STRONG}(?:beer|lager|cider|bitter|ale)`, units: 1.7 },
  { re: String.raw`bottles?\s+of\s+${STRONG}(?:beer|lager|cider)`, units: 1.7 },
  /*
   * A volume of spirits or wine (review 32, medcase-32 case 05: "1 litre of vodka a day" was not read):
   * units are mL × strength ÷ 1000 (uk-alcohol-units-drinks), so a litre of 37.5% spirits, the lower
   * usual strength, holds 37.5 units and a litre of 12% wine 12.
   */
  { re: String.raw`(?:litres?|liters?|l)\s+(?:bottles?\s+)?of\s+${SPIRITS}`, units: 37.5 },
  { re: String.raw`(?:litres?|liters?|l)\s+(?:bottles?\s+)?of\s+(?:red\s+|white\s+|rosé\s+|rose\s+)?wine`, units: 12 },
  { re: String.raw`(?:beers?|lagers?|ciders?)`, units: 1.7 },
  { re: String.raw`(?:large|250\s*ml)\s+glass(?:es)?\s+of\s+(?:red\s+|white\s+|rosé\s+|rose\s+)?wine`, units: 3 },
  {
    re: String.raw`(?:medium|standard|175\s*ml)\s+glass(?:es)?\s+of\s+(?:red\s+|white\s+|rosé\s+|rose\s+)?wine`,
    units: 2.1,
  },
  { re: String.raw`(?:small\s+|125\s*ml\s+)?glass(?:es)?\s+of\s+(?:red\s+|white\s+|rosé\s+|rose\s+)?wine`, units: 1.5 },
  { re: String.raw`bottles?\s+of\s+(?:red\s+|white\s+|rosé\s+|rose\s+)?wine`, units: 9 },
  { re: String.raw`(?:70\s*cl\s+)?bottles?\s+of\s+${SPIRITS}`, units: 26 },
  { re: String.raw`(?:single\s+)?(?:shots?|measures?)\s+of\s+${SPIRITS}`, units: 1 },
];

/*
 * Days a week for each frequency. "Most nights/days/evenings" as 5 and a weekend habit as one
 * amount a week are our own conservative readings (no source gives them).
 */
const FREQUENCIES: readonly { re: string; days: number }[] = [
  { re: String.raw`(?:a|per|each|every|\/)\s*(?:day|night|evening)|daily|nightly|every day`, days: 7 },
  { re: String.raw`most (?:days|nights|evenings)`, days: 5 },
  { re: String.raw`(?:at|over)\s+(?:the\s+)?weekends?|(?:a|per|each|every|\/)\s*(?:week|wk|weekend)`, days: 1 },
];

export interface DrinkAmount {
  /** The words quoted from the notes. */
  quote: string;
  /** Where the quote starts in the text. */
  index: number;
  unitsPerWeek: number;
}

const PATTERNS = DRINKS.flatMap((d) =>
  FREQUENCIES.map((f) => ({
    // No "of" between the drink and the frequency: "2 pints of milk a day" is not beer.
    // Any case (review 29, words-29): "Half a bottle of wine a day" at the start of a note was read
    // from its "a" as a whole bottle. A number may touch its litres: "1L of vodka", "1.5 litres".
    re: new RegExp(
      String.raw`\b${COUNT}(?:\s+|(?<=\d)(?=l\b|litres?\b|liters?\b))${d.re}\b(?:(?!\bof\b)[^.;\n]){0,12}?\b(?:${f.re})\b`,
      "gi",
    ),
    units: d.units,
    days: f.days,
  })),
);

const countOf = (word: string): number => DRINK_COUNT_WORDS[word.replace(/\s+/g, " ").toLowerCase()] ?? Number(word);

/** Every drink amount in the text with a frequency, as UK units a week (see the file comment). */
export function drinkAmounts(text: string): DrinkAmount[] {
  const found: DrinkAmount[] = [];
  for (const { re, units, days } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const count = countOf(m[1] ?? "");
      if (!Number.isFinite(count) || count <= 0) continue;
      // A wider drink name already matched here ("pints of lager" before "lager").
      if (found.some((f) => m.index >= f.index && m.index < f.index + f.quote.length)) continue;
      found.push({ quote: m[0].trim(), index: m.index, unitsPerWeek: count * units * days });
    }
  }
  return found;
}
