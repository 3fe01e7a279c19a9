import { parseUnit } from "../units.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * Whether a record reads as from the UK, for the rules whose advice differs between UK (NICE,
 * BASHH, NHS pathways) and US (ADA, CDC, AUA, USPSTF) practice (review 22, uk-us-22). What counts:
 * - an HbA1c reported in mmol/mol (IFCC units, as UK laboratories report it; US laboratories give %);
 * - the notes naming a UK health-service setting or body: NHS, NICE, QRISK, a GP surgery or GP
 *   practice, A&E, a sexual health clinic's UK names (GUM clinic), or the UK and its nations.
 * What does not count on its own: counts in 10^9/L, or mmol/L for glucose and cholesterol. These
 * are SI units used across Europe, Canada, Australia and elsewhere, so they are weak evidence at
 * most; the clozapine rule (drug-blood.ts) reads them for UK and EU schemes together, which is a
 * different question. "NICE" is read only in capitals in the notes as sent ("nice to see you" is
 * not a guideline), and "GP" alone is not enough (many countries have general practitioners).
 */

/** UK bodies and settings in lower-cased notes. */
const UK_WORDS =
  /\bnhs\b|\bqrisk|\bcamhs\b|\bgp (?:surgery|practice)\b|\bgum clinic\b|\ba\s*&\s*e\b|\ba and e department\b|\b(?:uk|united kingdom|england|scotland|wales|northern ireland)\b/;
/*
 * UK towns and regions the notes place the patient in (review 28, leftovers-28b: "Lives in Leeds",
 * "GP in Bristol" with results in µmol/L read as neither country). Only after "in", "from", "at",
 * "near" or a comma, so that "Oxford classification" or "York" in "New York" do not count; and not
 * when a US state follows, since many US towns share these names ("Birmingham, Alabama",
 * "Manchester, NH", "Cambridge, MA"). Names that are also common words or surnames (Bath, Reading,
 * Hull, Kent, Preston) are left out.
 */
const UK_PLACE_NAMES =
  "london|manchester|birmingham|leeds|liverpool|sheffield|bristol|newcastle(?: upon tyne)?|nottingham|leicester|coventry|bradford|southampton|portsmouth|brighton|plymouth|exeter|norwich|oxford|cambridge|york|sunderland|middlesbrough|wolverhampton|stoke-on-trent|milton keynes|bournemouth|cardiff|swansea|newport, wales|edinburgh|glasgow|aberdeen|dundee|inverness|belfast|londonderry|yorkshire|lancashire|merseyside|tyneside|cornwall|devon|essex|east anglia|the midlands|west midlands|east midlands";
const US_STATE_NAMES =
  "alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|usa|u\\.s\\.a?\\.?|united states";
/** Two-letter state codes count only as a code would be written: before punctuation, a ZIP code or the end. */
const US_STATE_CODES =
  "al|ak|az|ar|ca|co|ct|de|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy";
const UK_PLACE = new RegExp(
  `(?:\\b(?:in|from|at|near)\\s+|,\\s*)(?:${UK_PLACE_NAMES})\\b(?![\\s,]+(?:(?:${US_STATE_NAMES})\\b|(?:${US_STATE_CODES})(?=\\s*(?:[.,;:)\\n]|\\d{5}|$))))`,
);

/**
 * A UK town named as the practice or surgery ("Annual COPD review, Cardiff practice": review 28,
 * deep-28 case 03 read as neither country and got USPSTF screening). Not after "new", so that a
 * "New York practice" does not count.
 */
const UK_PLACE_PRACTICE = new RegExp(
  `(?<!\\bnew\\s)\\b(?:${UK_PLACE_NAMES})\\s+(?:gp\\s+)?(?:practice|surgery|health centre|medical centre)\\b`,
);

/*
 * The UK nations other than England, for the few rules that name a programme England alone runs
 * (review 28, country-28c: a "Cardiff practice" was told of England's lung health check). A nation
 * named outright ("New South Wales" aside), or one of its towns placed as UK_PLACE and
 * UK_PLACE_PRACTICE place them.
 */
export type DevolvedNation = "Wales" | "Scotland" | "Northern Ireland";
const NATION_PLACES: readonly { nation: DevolvedNation; name: RegExp; towns: string }[] = [
  {
    nation: "Wales",
    name: /(?<!\bnew south\s)\bwales\b|\bwelsh government\b|\bnhs wales\b/,
    towns: "cardiff|swansea|newport, wales",
  },
  {
    nation: "Scotland",
    name: /\bscotland\b|\bnhs (?:lothian|greater glasgow)/,
    towns: "edinburgh|glasgow|aberdeen|dundee|inverness",
  },
  { nation: "Northern Ireland", name: /\bnorthern ireland\b/, towns: "belfast|londonderry" },
];
const townPattern = (towns: string) =>
  new RegExp(
    `(?:\\b(?:in|from|at|near)\\s+|,\\s*)(?:${towns})\\b(?![\\s,]+(?:(?:${US_STATE_NAMES})\\b|(?:${US_STATE_CODES})(?=\\s*(?:[.,;:)\\n]|\\d{5}|$))))|\\b(?:${towns})\\s+(?:gp\\s+)?(?:practice|surgery|health centre|medical centre)\\b`,
  );
const NATIONS = NATION_PLACES.map((n) => ({ ...n, town: townPattern(n.towns) }));

/** The UK nation other than England that a UK record places the patient in, if any. */
export function devolvedNation(ctx: RuleContext): DevolvedNation | undefined {
  if (!readsAsUk(ctx)) return undefined;
  return NATIONS.find((n) => n.name.test(ctx.freeText) || n.town.test(ctx.freeText))?.nation;
}

/** NICE, in capitals, in the notes as sent. */
const NICE = /\bNICE\b/;

const isIfcc = (o: LabObservation | undefined) => o !== undefined && parseUnit(o.unit)?.dim === "mmol/mol";

/**
 * The current HbA1c in mmol/mol: the current result, or its twin in mmol/mol from the same day when
 * the laboratory printed both units (review 25, labs-25 case 05: "HbA1c (IFCC) 53 mmol/mol" and
 * "HbA1c (DCCT) 7.0 %" on one UK report; the % line was taken as current, by a rounding hair, and
 * the record was read as American).
 */
export function ifccA1c(ctx: RuleContext): LabObservation | undefined {
  const current = ctx.lab("hba1c");
  if (current === undefined || isIfcc(current)) return current;
  const day = current.date?.slice(0, 10);
  if (day === undefined) return undefined;
  return ctx.labs("hba1c").find((o) => isIfcc(o) && o.standard !== undefined && o.date?.slice(0, 10) === day);
}

/** Whether the record reads as UK: an HbA1c in mmol/mol, or UK bodies or settings named in the notes. */
export function readsAsUk(ctx: RuleContext): boolean {
  if (ifccA1c(ctx) !== undefined) return true;
  if (UK_WORDS.test(ctx.freeText) || UK_PLACE.test(ctx.freeText) || UK_PLACE_PRACTICE.test(ctx.freeText)) return true;
  const n = ctx.model.notes;
  return NICE.test([n.additionalContext, n.clinicalNotes, n.socialHistory].filter(Boolean).join(" "));
}

/** Units UK laboratories do not report in (they use mmol/L, µmol/L, g/L and mmol/mol). */
const US_UNIT = /^(?:mg\/dl|g\/dl|ng\/dl|% of total hgb)$/i;

/**
 * Whether the record reads as American: nothing marks it as UK and a result is in a US conventional
 * unit. A record that reads as neither keeps the rules' UK wording (review 25, labs-25b).
 */
export function readsAsUsUnits(ctx: RuleContext): boolean {
  return !readsAsUk(ctx) && ctx.model.labs.some((o) => US_UNIT.test((o.rawUnit ?? o.unit ?? "").trim()));
}
