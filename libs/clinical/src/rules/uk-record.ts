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

/**
 * UK bodies and settings in lower-cased notes. Not "New South Wales" (review 35, country-35: a
 * Sydney record naming its state read as UK, as devolvedNation already guarded against).
 */
const UK_WORDS =
  /\bnhs\b|\bqrisk|\bcamhs\b|\bgum clinic\b|\b(?:uk|united kingdom|england|scotland|(?<!\bnew south\s)wales|northern ireland)\b/;
/*
 * UK settings whose names other countries share: A&E and the GP surgery or practice (Ireland,
 * Australia, New Zealand), and the district nurse and health visitor (review 35, country-35 case
 * 02: "bloods taken at home by the district nurse" read as neither country; New Zealand and
 * Australia have district nurses too). They make a record UK unless the notes place it in another
 * country (see namesOtherCountryHere): case 07, "GP practice, Dublin, Ireland. Attended A&E" with
 * an HbA1c in mmol/mol, read as UK and was cited NICE and the NHS screening programme. "GP
 * out-of-hours" and "practice nurse" are not here: Irish and Australian practice use both (case 03).
 */
const SHARED_UK_WORDS =
  /\bgp (?:surgery|practice)\b|\ba\s*&\s*e\b|\ba and e department\b|\bdistrict nurs(?:e|es|ing)\b|\bhealth visitors?\b/;
/*
 * UK towns and regions the notes place the patient in (review 28, leftovers-28b: "Lives in Leeds",
 * "GP in Bristol" with results in µmol/L read as neither country). Only after "in", "from", "at",
 * "near" or a comma, so that "Oxford classification" or "York" in "New York" do not count; and not
 * when a US state follows, since many US towns share these names ("Birmingham, Alabama",
 * "Manchester, NH", "Cambridge, MA"). Names that are also common words or surnames (Bath, Reading,
 * Hull, Kent, Preston) are left out.
 */
const UK_PLACE_NAMES =
  "london|manchester|birmingham|leeds|liverpool|sheffield|bristol|newcastle(?: upon tyne)?|nottingham|leicester|coventry|bradford|southampton|portsmouth|brighton|plymouth|exeter|norwich|oxford|cambridge|york|sunderland|middlesbrough|wolverhampton|stoke-on-trent|milton keynes|bournemouth|cardiff|swansea|newport, wales|wrexham|aberystwyth|llanelli|merthyr tydfil|edinburgh|glasgow|aberdeen|dundee|inverness|stirling|kirkcaldy|belfast|londonderry|derry|lisburn|newry|yorkshire|lancashire|merseyside|tyneside|cornwall|devon|essex|east anglia|the midlands|west midlands|east midlands";
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
    name: /(?<!\bnew south\s)\bwales\b|\bwelsh government\b|\bnhs wales\b|\bbetsi cadwaladr\b|\bhywel dda\b|\baneurin bevan\b|\bcwm taf\b|\bswansea bay university health board\b/,
    towns: "cardiff|swansea|newport, wales|wrexham|aberystwyth|llanelli|merthyr tydfil",
  },
  {
    nation: "Scotland",
    // The health boards (review 35, country-35 case 11: "NHS Highland" was offered England's AAA
    // screening programme by name).
    name: /\bscotland\b|\bnhs (?:lothian|greater glasgow|highland|grampian|tayside|fife|lanarkshire|ayrshire|forth valley|borders|dumfries|shetland|orkney|western isles)/,
    towns: "edinburgh|glasgow|aberdeen|dundee|inverness|stirling|kirkcaldy",
  },
  { nation: "Northern Ireland", name: /\bnorthern ireland\b/, towns: "belfast|londonderry|derry|lisburn|newry" },
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

/*
 * A UK place the notes give as where the patient used to be (review 31, country-31: "moved from
 * Leeds to Columbus, Ohio in 2023" read as UK from "from Leeds" and got A&E and 999). Read as the
 * past only on a record with US evidence (see usEvidence), so that "moved from Leeds to Manchester"
 * stays UK. UK services named outright (NHS, a GP surgery, A&E, NICE) are not discounted: they still
 * make the record UK, whatever else it says; an HbA1c in mmol/mol does unless the notes place care now
 * in another country or the US (readsAsUk).
 */
const PAST_UK_PLACE = new RegExp(
  `\\b(?:(?:moved|relocated|emigrated|immigrated|came)(?:\\s+(?:here|over|to the (?:us|usa|united states)))?\\s+from|originally from|grew up in|born in|previously lived in|used to live in)\\s+(?:the\\s+)?(?:uk|united kingdom|england|scotland|wales|northern ireland|${UK_PLACE_NAMES})\\b`,
  "g",
);

/** Whether the record reads as UK: an HbA1c in mmol/mol, or UK bodies or settings named in the notes. */
export function readsAsUk(ctx: RuleContext): boolean {
  // An HbA1c in mmol/mol is reported across Europe and in Australia and New Zealand too (review 35,
  // country-35 cases 07 and 08: Dublin and Sydney records read as UK from it alone): it does not
  // count on a record the notes place in another country.
  const elsewhere = namesOtherCountryHere(ctx.freeText);
  // Nor on a record the notes place in the US (review 42, diabetes-42 case 08: "Internal medicine
  // clinic, Denver, Colorado" with HbA1c 64 mmol/mol read as UK and was given NICE NG28's targets).
  if (!elsewhere && ifccA1c(ctx) !== undefined && !namesUsPlaceNow(ctx)) return true;
  const text = usEvidence(ctx) ? ctx.freeText.replace(PAST_UK_PLACE, " ") : ctx.freeText;
  if (UK_WORDS.test(text) || UK_PLACE.test(text) || UK_PLACE_PRACTICE.test(text)) return true;
  if (!elsewhere && SHARED_UK_WORDS.test(text)) return true;
  return NICE.test(notesAsSent(ctx));
}

/** The notes as sent, capitals kept. */
const notesAsSent = (ctx: RuleContext): string => {
  const n = ctx.model.notes;
  return [n.additionalContext, n.clinicalNotes, n.socialHistory].filter(Boolean).join(" \n");
};

/** Units UK laboratories do not report in (they use mmol/L, µmol/L, g/L and mmol/mol). */
const US_UNIT = /^(?:mg\/dl|g\/dl|ng\/dl|(?:u|µ|mc)g\/dl|% of total hgb)$/i;

/*
 * Blood counts per microlitre with a thousands or millions prefix (review 31, country-31: a
 * Cleveland record with WBC in x10E3/uL and CRP in mg/L read as neither country): x10E3/uL,
 * 10*3/uL, K/uL, thou/uL, 10^6/uL, M/uL, as US laboratories (LabCorp, Quest) print them. UK
 * laboratories report counts in 10^9/L and 10^12/L. German "Tsd/µl" and "/nl" are left out (another
 * country, not the US). Plain "/uL" and "cells/mm3" are not evidence: UK laboratories report CD4
 * counts that way. Nor is mg/L, which UK laboratories use for CRP.
 */
const isUsCountUnit = (raw: string): boolean => {
  const key = parseUnit(raw)?.key;
  return (key === "10^3/µL" || key === "10^6/µL") && !/tsd|\/nl/i.test(raw);
};

/*
 * US places in the notes as sent (capitals kept), review 31, country-31. A town followed by a state
 * ("Cleveland, Ohio", "Columbus OH", "Austin, TX 78701"). The town is one or more capitalised
 * words; the state a full name, or a two-letter code in capitals before punctuation, a ZIP code or
 * the end of a line. Codes that are also credentials or clinical abbreviations (MD, PA, MA, MS, MI,
 * CT, CA, IN, ME, AR, NC, VA...: "J. Patel, MD", "Moderate AR.", "Bloods NC.") count only with a
 * ZIP code after them; TX (treatment, transplant: "Renal TX.") and a few more need a comma or a ZIP.
 * State names that are also first names (Georgia, Virginia, Washington, Montana, Indiana) count
 * only after a comma, and not after a word for a relative ("daughter, Virginia"). A ZIP code alone
 * is not evidence: five digits are too common in notes.
 */
const STATE_NAMES_AS_SENT =
  "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming";
const NAME_LIKE_STATES = new Set(["Georgia", "Virginia", "Washington", "Montana", "Indiana"]);
const STATE_CODES_AS_SENT = US_STATE_CODES.toUpperCase() + "|DC";
const CODES_NEEDING_ZIP = new Set(
  "MD PA MA MS MI CT CA IN ME OR OK HI ID CO DE GA SC NE AL LA ND DC NC NH SD VA AR AK IA KS TN NM MT".split(" "),
);
const CODES_NEEDING_COMMA = new Set("TX MO UT WI MN RI".split(" "));
const RELATIVE_OR_TITLE =
  /^(?:wife|husband|daughter|son|mother|father|mum|mom|sister|brother|partner|friend|carer|caregiver|aunt|uncle|niece|nephew|granddaughter|grandson|dr|mr|mrs|ms|miss|named|called)$/i;
const TOWN = "[A-Z][A-Za-z.'’-]*(?:[ -][A-Z][A-Za-z.'’-]*){0,3}";
const TOWN_STATE_NAME = new RegExp(`(${TOWN})(,?)[ \\t]+(${STATE_NAMES_AS_SENT})\\b(?![’'-])`, "g");
const TOWN_STATE_CODE = new RegExp(
  `(${TOWN})(,?)[ \\t]+(${STATE_CODES_AS_SENT})\\b(?:(?=[ \\t]*(?:[.,;:)]|$))|[ \\t]+(\\d{5}(?:-\\d{4})?)\\b)`,
  "gm",
);

const lastWord = (town: string): string => town.split(/[ -]/).pop() ?? town;
const firstWord = (town: string): string => town.split(/[ -]/)[0] ?? town;

function namesUsTown(notes: string): boolean {
  for (const m of notes.matchAll(TOWN_STATE_NAME)) {
    const [, town = "", comma, state = ""] = m;
    if (RELATIVE_OR_TITLE.test(firstWord(town)) || RELATIVE_OR_TITLE.test(lastWord(town))) continue;
    if (NAME_LIKE_STATES.has(state) && comma !== ",") continue;
    return true;
  }
  for (const m of notes.matchAll(TOWN_STATE_CODE)) {
    const [, town = "", comma, code = "", zip] = m;
    if (RELATIVE_OR_TITLE.test(firstWord(town))) continue;
    if (CODES_NEEDING_ZIP.has(code) && zip === undefined) continue;
    if (CODES_NEEDING_COMMA.has(code) && zip === undefined && comma !== ",") continue;
    return true;
  }
  return false;
}

/*
 * US states and the US named as where the patient lives or is seen ("lives in Ohio", "moved to
 * Texas", "resident of the United States"), in lower-cased notes. Georgia and Washington are left
 * out here (a country; a UK town in Tyne and Wear): they count in TOWN_STATE_NAME's forms.
 */
const US_STATE_LIVED = new RegExp(
  `\\b(?:(?:lives|living|resides|residing|based|settled|seen|treated|works|working)\\s+in|(?:moved|relocated|emigrated)(?:\\s+from\\s+[a-z ,.]{1,40}?)?\\s+to|resident of)\\s+(?:the state of\\s+)?(?:${US_STATE_NAMES.replace(/\|georgia|\|washington/g, "")}|the us|the usa|the u\\.s\\.a?\\.?|the united states)\\b`,
);

/*
 * A US state named, without a town, as where the care took place (review 32, country-32b case 01:
 * "Primary care visit in Texas" with results in mmol/L read as neither country): a visit, clinic,
 * appointment, office, practice or hospital "in <state>". Not in a sentence about travel ("a clinic
 * visit in Texas while on holiday"), and Georgia is left out (a country too). A UK mark still wins.
 * Also the state after a comma ("Telehealth visit, Ohio": review 35, country-35 case 01 read as
 * neither), where Washington (a town in Tyne and Wear) and the states that are also first names
 * ("clinic, Virginia present") are left out too.
 */
const CARE_STATES = US_STATE_NAMES.replace(/\|georgia/, "").replace(/\|usa\|.*$/, "");
const US_STATE_CARE = new RegExp(
  `\\b(?:visit|clinic|appointment|office|practice|hospital|health center)(?:\\s+in\\s+(?:the state of\\s+)?(?:${CARE_STATES})|,\\s*(?:${CARE_STATES.replace(/\|(?:washington|virginia|montana|indiana)(?=\|)/g, "")}))\\b`,
);
const TRAVEL = /\b(?:holiday|vacation|trip|travel(?:l?ing|l?ed)?|visiting|abroad|tourist)\b/;
const namesUsStateCare = (text: string): boolean =>
  text.split(/(?<=[.;!?])\s+|\n/).some((s) => US_STATE_CARE.test(s) && !TRAVEL.test(s));

/*
 * Large US cities named without their state as where the care is ("Cardiology clinic, Atlanta.":
 * review 36, cardio-36 case 03, an HFrEF record read as neither country and told ESC 2021). Only
 * cities no UK, Irish or Commonwealth town and no common first name or word shares (not Boston,
 * Houston, Portland, Phoenix, Dallas, Austin, Columbus, Cleveland, Memphis), after "in", "at",
 * "near" or a comma, and not in a sentence about travel or the past ("holiday in Miami").
 */
const US_CITY =
  /(?:\b(?:in|at|near)\s+|,\s*)(?:atlanta|chicago|philadelphia|seattle|detroit|baltimore|pittsburgh|minneapolis|nashville|miami|los angeles|san francisco|san diego|san antonio|las vegas|honolulu|new orleans|cincinnati|milwaukee|indianapolis|sacramento|albuquerque|salt lake city|kansas city|st\.? louis|oklahoma city)\b/;
const namesUsCity = (text: string): boolean =>
  text.split(/(?<=[.;!?])\s+|\n/).some((s) => US_CITY.test(s) && !TRAVEL.test(s) && !PAST_OR_TRAVEL.test(s));

/*
 * US settings and bodies in lower-cased notes (review 31, country-31): the emergency room,
 * Medicare and Medicaid, a primary care physician or provider, an urgent care (as a place: US
 * "urgent care center"; the NHS has "urgent care centres", which do not count), the VA, CDC and
 * USPSTF, and 911 as the number called. Guards:
 * - "ER" and "PCP" and "VA" are read in capitals from the notes as sent (ER_AS_SENT...), and only in
 *   forms that name the setting: "ER" is also the oestrogen receptor ("ER-positive", "ER status"),
 *   "PCP" also Pneumocystis pneumonia and phencyclidine, "VA" also visual acuity;
 * - 911 only with calling words ("called 911", "call 911", "911 call"): a number alone is a result
 *   or an identifier.
 * "ZIP code" is the US Postal Service's term; the UK has postcodes, other countries postal codes
 * (review 35, country-35 case 04: "ZIP code 43215 confirmed" read as neither).
 */
const US_SETTINGS =
  /\bemergency room\b|\bmedicaid\b|\bmedicare\b|\bprimary care (?:physician|provider|doctor)\b|\burgent care center\b|\b(?:to|at|in|an|from|visited|attended)\s+urgent care\b(?!\s+centre)|\bveterans affairs\b|\busp?stf\b|\b(?:call(?:ed|ing|s)?|dial(?:l?ed|l?ing)?|phoned|via|ring)\s+911\b|\b911\s+(?:call|was called|called)\b|\bzip code\b/;
const US_SETTINGS_AS_SENT =
  /\b(?:[Tt]o|[Ii]n|[Aa]t|[Ff]rom|[Tt]he|[Aa]n|[Vv]ia)\s+(?:the\s+)?ER\b(?![+\-/−]|\s*(?:status|positive|negative|pos\b|neg\b|expression|score|\d|\(|(?:and|&|,)\s*PR\b))|\bER\s+(?:visit|attendance|physician|doctor|trip)\b|\b(?:[Hh]er|[Hh]is|[Tt]heir|[Mm]y|[Pp]atient's|[Pp]t's|[Ss]ee|[Ss]aw|[Ss]een by|[Ss]ees|[Ff]ollow(?:s|ed)?[ -]up with|[Pp]er)\s+(?:(?:her|his|their)\s+)?PCP\b(?!\s*(?:prophylaxis|pneumonia|infection))|\bPCP\s+(?:visit|appointment|office|follow[ -]?up|referral)\b|\b(?:at|through|via|from|by|with)\s+the\s+VA\b(?!\s*\d)|\bVA\s+(?:hospital|medical cent(?:er|re)|clinic|health ?care|benefits|primary care)\b|\bCDC\b/;

/*
 * Australian cities whose names other towns share (review 36, country-36 cases 01 and 02: "Medicare
 * patient in Melbourne" and "collection centre, Perth" read as US from Medicare alone, and were told
 * to call 911). Only as where the patient is, after "in", "at", "near" or a comma ("Sydney" only after
 * a preposition: it is a first name too), and not the US, Scottish and English towns of the same name
 * ("Melbourne, Florida", "Perth Royal Infirmary", "Perth and Kinross", "Melbourne, Derbyshire").
 */
const AU_SHARED_CITY = `(?:\\b(?:in|at|near)\\s+(?:sydney|melbourne|perth|hobart|canberra)|,\\s*(?:melbourne|perth|hobart|canberra))\\b(?![\\s,]+(?:(?:${US_STATE_NAMES}|scotland|tayside|derbyshire|royal infirmary|and kinross|amboy)\\b|(?:${US_STATE_CODES})(?=\\s*(?:[.,;:)\\n]|\\d{5}|$))))`;

/*
 * Records naming another country whose services share US words (Australia's and Canada's Medicare,
 * "ER" and "family physician"): US settings alone do not make them American.
 */
const OTHER_COUNTRY = new RegExp(
  [
    /\baustralia|\bnew zealand\b|\bcanad(?:a|ian)\b|\bontario\b|\bquebec\b|\bbritish columbia\b/.source,
    // Review 35, country-35: the Republic of Ireland (not Northern Ireland; Dublin, but not Dublin,
    // Ohio or California: case 07), large Canadian, Australian and New Zealand cities and states
    // ("ER in Toronto" read as US: case 09; "GP clinic in Sydney, NSW" with Medicare: case 08), and
    // Australia's bulk billing. Towns that share a name with UK or US towns or are first names
    // (Wellington, Victoria, Christchurch) are left out; Perth, Melbourne and Sydney count only as
    // AU_SHARED_CITY places them (review 36).
    /(?<!\bnorthern\s)\bireland\b|\bdublin\b(?![\s,]+(?:ohio|oh|california|ca|georgia|ga|virginia|va|pennsylvania|pa|texas|tx)\b)/
      .source,
    /\b(?:toronto|vancouver|montreal|ottawa|calgary|edmonton|winnipeg|brisbane|adelaide|auckland|queensland|new south wales|nsw)\b|\bbulk[- ]bill/
      .source,
    // Review 36, country-36: more provinces and states, Ontario's health plan (OHIP) and Australia's
    // emergency number ("triple zero"); case 03.
    /\b(?:alberta|manitoba|saskatchewan|nova scotia|ohip|tasmania|qld|triple zero)\b/.source,
    AU_SHARED_CITY,
  ].join("|"),
);

/*
 * Another country named in a sentence that is not about travel or the past (review 35, country-35):
 * "GP practice, Dublin, Ireland" places the record; "holiday in Canada" and "moved from Australia in
 * 2019" do not, so a UK record saying so keeps its UK marks.
 */
const PAST_OR_TRAVEL =
  /\b(?:moved|relocated|emigrated|immigrated|originally|born|grew up|previously|used to|formerly)\b/;
const namesOtherCountryHere = (text: string): boolean =>
  text.split(/(?<=[.;!?])\s+|\n/).some((s) => OTHER_COUNTRY.test(s) && !TRAVEL.test(s) && !PAST_OR_TRAVEL.test(s));

/**
 * The record's US evidence, before any UK mark is weighed (review 31, country-31): a result in a US
 * conventional unit or a count per microlitre, a US town or state named as where the patient is,
 * or a US setting or body named in the notes.
 */
export function usEvidence(ctx: RuleContext): boolean {
  let found = US_EVIDENCE.get(ctx);
  if (found === undefined) {
    found = readUsEvidence(ctx);
    US_EVIDENCE.set(ctx, found);
  }
  return found;
}

/** usEvidence per rule context: many rules ask, and the record does not change while they do. */
const US_EVIDENCE = new WeakMap<RuleContext, boolean>();

/** A US town, state or large city named in the notes (as sent, and lower-cased) as where the patient lives or is seen. */
function namesUsPlaceIn(notes: string, text: string): boolean {
  if (namesUsTown(notes) || US_STATE_LIVED.test(text) || namesUsStateCare(text)) return true;
  return !OTHER_COUNTRY.test(text) && namesUsCity(text);
}
const namesUsPlace = (ctx: RuleContext): boolean => namesUsPlaceIn(notesAsSent(ctx), ctx.freeText);

/** The same, leaving out sentences about the past or travel ("Originally from Houston, Texas"). */
function namesUsPlaceNow(ctx: RuleContext): boolean {
  const now = (t: string) =>
    t
      .split(/(?<=[.;!?])\s+|\n/)
      .filter((x) => !TRAVEL.test(x.toLowerCase()) && !PAST_OR_TRAVEL.test(x.toLowerCase()))
      .join(" \n");
  return namesUsPlaceIn(now(notesAsSent(ctx)), now(ctx.freeText));
}

function readUsEvidence(ctx: RuleContext): boolean {
  const units = ctx.model.labs.some((o) => {
    const raw = (o.rawUnit ?? o.unit ?? "").trim();
    return US_UNIT.test(raw) || isUsCountUnit(raw);
  });
  if (units) return true;
  const text = ctx.freeText;
  const notes = notesAsSent(ctx);
  if (namesUsPlace(ctx)) return true;
  return !OTHER_COUNTRY.test(text) && (US_SETTINGS.test(text) || US_SETTINGS_AS_SENT.test(notes));
}

/**
 * Whether the record reads as American: nothing marks it as UK (see readsAsUk) and it has US
 * evidence (see usEvidence). Precedence, kept simple: a UK mark wins over US evidence (a US unit
 * beside an NHS or mmol/mol HbA1c is a UK record), except a UK place given as where the patient
 * used to be (PAST_UK_PLACE), which is discounted on a record with US evidence. A record that reads
 * as neither keeps the rules' UK wording (review 25, labs-25b). Named for its first evidence, units.
 */
export function readsAsUsUnits(ctx: RuleContext): boolean {
  return !readsAsUk(ctx) && usEvidence(ctx);
}
