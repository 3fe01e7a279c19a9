import { nameKey } from "../text.ts";
import { type AnalyteUnits, parseUnit, type Unit } from "../units.ts";
import { EXTRA_RECORDS, type SourceRecord } from "./extra.ts";
import { type CauseList, LAB_OVERLAY, type LabOverlay, type MeaningSource } from "./overlay.ts";
import source from "./labs.source.json" with { type: "json" };

/** One reference band of a lab test. `null` bounds are open. */
export interface RangeBand {
  sex: "any" | "male" | "female";
  low: number | null;
  high: number | null;
  unit: string;
  text: string;
  source: string;
  /**
   * Where a named borderline band above `high` ends (exclusive, in `unit`): total cholesterol
   * 200–239 mg/dL is borderline, 240 and over high. A value in it is flagged borderline high.
   */
  borderlineHigh?: number;
  /** Years of age the band is for, `to` exclusive; whole years, or 0.5 for 6 months (children's cut-offs; see LabDefinition.ageBands). */
  ages?: { from: number; to?: number };
}

/** Commonly used critical (panic) limits, with where they come from; institution-specific. */
export interface CriticalLimits {
  low: number | null;
  high: number | null;
  unit: string;
  sources: string[];
}

/** A test in the lab catalogue: sourced facts from labs.source.json plus our overlay. */
export interface LabDefinition {
  id: string;
  name: string;
  /** Plain name for patient text. */
  plain: string;
  category: string;
  loinc: string;
  loincName: string;
  loincAlternates: string[];
  synonyms: string[];
  conventionalUnit?: string;
  siUnit?: string;
  factorToSI?: number;
  valence?: number;
  special?: "hba1c";
  unitAliases: string[];
  ranges: RangeBand[];
  /**
   * Cut-offs for children (each band with its `ages`), used for a child's result instead of the adult
   * `ranges`, and where a laboratory's range calls low what the cut-off for the child's age does not.
   */
  ageBands: RangeBand[];
  /** The `ranges` hold at every age (a blood lead reference value set for children). */
  anyAge?: true;
  /**
   * "positive" for an immunity test: a positive result, or a level at or above the protective one, is
   * the normal one, and a negative result is low (no protection shown).
   */
  expected?: "positive";
  /** A result in `unit` is the test `id`, whatever its name says: "RDW" in fL is the RDW-SD, not the RDW-CV. */
  inUnit?: { unit: string; id: string };
  /** A public page, checked to say what `meaning` says, that the test's insight links to. */
  meaningSource?: MeaningSource;
  critical?: CriticalLimits;
  meaning: {
    high?: string;
    low?: string;
    positive?: string;
    mildLow?: { from: number; text: string; patient?: string };
  };
  /** The lists in `meaning` that name medicines as causes (see ../lab-causes.ts). */
  causes?: { high?: CauseList; low?: CauseList; positive?: CauseList };
  qualitative: boolean;
  notes: string;
  /** Where each fact was seen (copied from the source record). */
  seenAt: string[];
}

function cleanUnitText(text: string | null | undefined): string | undefined {
  if (text === null || text === undefined) return undefined;
  const cleaned = text
    .replace(/\(.*?\)/g, "")
    .replace(/\bFEU\b/g, "")
    .trim();
  return cleaned === "" ? undefined : cleaned;
}

function buildDefinition(record: SourceRecord, overlay: LabOverlay | undefined): LabDefinition {
  const conventional = overlay?.units?.conventional ?? cleanUnitText(record.units.conventional);
  const si = overlay?.units?.si ?? cleanUnitText(record.units.si);
  const factor =
    overlay?.units?.factorToSI === null
      ? undefined
      : (overlay?.units?.factorToSI ?? record.units.factorConvToSI ?? undefined);
  const bands: RangeBand[] = overlay?.replaceBands
    ? overlay.replaceBands.map((b) => ({ ...b }))
    : record.referenceRanges
        .filter((_, i) => overlay?.bands === undefined || overlay.bands.includes(i))
        .filter((b) => b.low !== null || b.high !== null)
        .map((b) => ({
          sex: b.sex === "male" || b.sex === "female" ? b.sex : "any",
          low: b.low,
          high: b.high,
          unit: b.unit,
          text: b.text,
          source: b.source,
        }));
  const alternates = record.loincAlternates.filter((a) => !overlay?.notAlternates?.includes(a.code));
  const synonyms = new Set<string>();
  for (const s of [
    record.name,
    ...record.synonyms,
    ...(overlay?.synonyms ?? []),
    record.loinc.name,
    ...alternates.map((a) => a.name),
  ]) {
    const key = nameKey(s);
    if (key !== "") synonyms.add(key);
  }
  const definition: LabDefinition = {
    id: record.id,
    name: overlay?.name ?? record.name,
    plain: overlay?.plain ?? record.name.toLowerCase(),
    category: record.category,
    loinc: record.loinc.code,
    loincName: record.loinc.name,
    loincAlternates: alternates.map((a) => a.code),
    synonyms: [...synonyms],
    unitAliases: [...(overlay?.unitAliases ?? [])],
    ranges: bands,
    ageBands: (overlay?.ageBands ?? []).map((b) => ({ ...b })),
    meaning: {},
    // Dipstick and serology tests without a range report presence ("Positive", "Not detected").
    qualitative:
      bands.length === 0 &&
      (record.category === "urinalysis" || record.category === "serology") &&
      conventional === undefined,
    notes: record.notes,
    seenAt: record.seenAt,
  };
  if (conventional !== undefined) definition.conventionalUnit = conventional;
  if (si !== undefined) definition.siUnit = si;
  if (factor !== undefined) definition.factorToSI = factor;
  if (overlay?.valence !== undefined) definition.valence = overlay.valence;
  if (overlay?.special !== undefined) definition.special = overlay.special;
  if (overlay?.high !== undefined) definition.meaning.high = overlay.high;
  if (overlay?.low !== undefined) definition.meaning.low = overlay.low;
  if (overlay?.mildLow !== undefined) definition.meaning.mildLow = overlay.mildLow;
  if (overlay?.positive !== undefined) definition.meaning.positive = overlay.positive;
  if (overlay?.causes !== undefined) definition.causes = overlay.causes;
  if (overlay?.anyAge === true) definition.anyAge = true;
  if (overlay?.expected !== undefined) definition.expected = overlay.expected;
  if (overlay?.meaningSource !== undefined) definition.meaningSource = overlay.meaningSource;
  if (overlay?.inUnit !== undefined) definition.inUnit = { ...overlay.inUnit };
  if (record.critical) definition.critical = { ...record.critical };
  if (record.category === "urinalysis" && overlay?.positive !== undefined) definition.qualitative = true;
  return definition;
}

/** The lab catalogue, built once at load from the vendored source file and the overlay. */
export const LAB_CATALOGUE: readonly LabDefinition[] = [...(source as SourceRecord[]), ...EXTRA_RECORDS].map((r) =>
  buildDefinition(r, LAB_OVERLAY[r.id]),
);

const BY_ID = new Map(LAB_CATALOGUE.map((d) => [d.id, d]));
const BY_CODE = new Map<string, LabDefinition>();
const BY_NAME = new Map<string, LabDefinition>();
for (const d of LAB_CATALOGUE) {
  for (const code of [d.loinc, ...d.loincAlternates]) if (!BY_CODE.has(code)) BY_CODE.set(code, d);
  for (const s of d.synonyms) if (!BY_NAME.has(s)) BY_NAME.set(s, d);
}

/** Words that qualify a specimen or timing without changing the analyte. */
const NOISE = new Set([
  "serum",
  "plasma",
  "blood",
  "level",
  "levels",
  "s",
  "p",
  "sp",
  "in",
  "or",
  "by",
  "automated",
  "count",
  "auto",
  "calc",
  "calculated",
  "measured",
  "test",
  "result",
  "value",
  "random",
  "mass",
  "volume",
  "concentration",
  "bld",
  "ser",
  "plas",
  "lvl",
]);

/** Specimens other than blood or urine, as test names write them ("CSF glucose", "Pleural fluid LDH"). */
const BODY_FLUIDS = [
  "csf",
  "cerebrospinal",
  "liquor",
  "fluid",
  "pleural",
  "ascitic",
  "ascites",
  "peritoneal",
  "synovial",
  "pericardial",
  "drain",
  "dialysate",
];

/** Qualifiers that change the analyte: a name that has one must match a synonym that has it. */
const DISCRIMINATING = [
  // Prolactin after PEG precipitation (the monomeric, bioactive form) and its recovery are not the
  // total prolactin: "PEG prolactin" read as prolactin would stand beside it as a second result.
  "peg",
  "monomeric",
  "bioactive",
  "recovery",
  "urine",
  // German and Spanish for urine: "Urin-Kreatinin" is not the serum creatinine.
  "urin",
  "orina",
  "free",
  "direct",
  // "Indirect bilirubin" is the unconjugated fraction, not the total bilirubin.
  "indirect",
  "unconjugated",
  "ionized",
  "ionised",
  "non",
  "a1c",
  "absolute",
  "hs",
  "high",
  "%",
  "igm",
  // An HIV RNA or HBV DNA test is not the antibody or antigen test of the same virus.
  "rna",
  "dna",
  // "aPTT ratio" and "Chol/HDL ratio" are not the aPTT or the cholesterol.
  "ratio",
  // "Oxygen saturation" is not transferrin saturation.
  "oxygen",
  "o2",
  // Spinal, pleural, ascitic and joint fluid: their glucose, protein and LDH are judged against the
  // paired blood value, not the blood range (CSF glucose is normally about 60% of the blood's).
  ...BODY_FLUIDS,
  // Words that make another test of a familiar name: "Glyco Hb" is HbA1c and "Hb F" fetal
  // haemoglobin, not haemoglobin; "Vitamin K" is not potassium; "Creatinine clearance" and "eGFR
  // cystatin C" are not the serum creatinine or cystatin C.
  "glyco",
  "vitamin",
  "clearance",
  "egfr",
  "f",
  "a2",
  "fetal",
  "foetal",
  "electrophoresis",
  "variant",
  "variants",
];

/**
 * Qualifiers kept when a name's brackets are dropped: "Glucose (urine)" is a urine test and
 * "Testosterone (free)" not the total. A bracketed unit or method ("Hematocrit (%)",
 * "eGFR (CKD-EPI)") is dropped as before, but not a specimen ("Glucose (CSF)").
 */
const KEPT_FROM_BRACKETS = new Set([
  "urine",
  "free",
  "direct",
  "indirect",
  "unconjugated",
  "ionized",
  "ionised",
  "igm",
  "rna",
  "dna",
  "absolute",
  ...BODY_FLUIDS,
]);

/**
 * Panel names that laboratories put before the test ("U&E - Potassium", "LFT: ALT", "Renal profile -
 * Creatinine", "FBC Haemoglobin"): a part of the name is a panel when it has one of these words.
 */
const PANEL_WORD =
  /\b(?:u e|u\+e|u es|ues|ue|lfts?|fbc|cbc|bmp|cmp|tfts?|bms|abg|vbg|profile|panel|screen|studies|tests?|function|functions|electrolytes|chemistry|biochemistry|haematology|hematology|coag\w*|clotting|full blood count|complete blood count|blood count|blood gas|differential|diff|urinalysis)\b/;

/** Abbreviated panel names that can lead a test name without a separator ("FBC Haemoglobin"). */
const LEADING_PANEL = /^(?:u e|u\+e|u es|ues|lfts?|fbc|cbc|bmp|cmp|tfts?|bms|abg|vbg)\s+/;

/** What separates a panel from its test: a spaced dash, a colon, a pipe, a semicolon or a spaced slash. */
const PANEL_SEPARATOR = /\s+[-–—]\s+|\s*[:|;]\s*|\s+\/\s+/;

/** An order name's reflex clause ("HCV Ab w/reflex to RNA") names the next test, not this one. */
const REFLEX = /\s*\b(?:w\/|with\s+)?reflex\b.*$/i;

/** "Hep" for hepatitis, as a word of its own ("Hep B", "Hep. C"; not "heparin"). */
const HEP = /\bhep\b\.?\s*/i;

/** A urine test: a dipstick, or a ratio or other test whose LOINC name says it is on urine. */
function isUrineTest(def: LabDefinition): boolean {
  return def.category === "urinalysis" || /\bin urine\b/i.test(def.loincName);
}

/**
 * Finds the catalogue entry for a test by its code (LOINC, primary or alternate) or, failing that,
 * by its name as labs really write it ("Hgb", "HbA1c", "A1C", "Glucose, fasting",
 * "eGFR (CKD-EPI 2021)", "Hemoglobin [Mass/volume] in Blood", "U&E - Potassium"). Returns
 * `undefined` rather than a loose match when the name is not recognised.
 */
export function findLab(name: string, code?: string, categoryHint?: string): LabDefinition | undefined {
  if (code !== undefined) {
    const byCode = BY_CODE.get(code.trim());
    if (byCode) return byCode;
  }
  const cleaned = name.replace(REFLEX, "");
  const urineHint = categoryHint !== undefined && /urin/i.test(categoryHint);
  // "Hep B core Ab", "Hep C Ab": US order names shorten hepatitis, and were left unread (review 27, labs-27 05).
  const whole =
    matchName(cleaned, urineHint) ??
    (HEP.test(cleaned) ? matchName(cleaned.replace(HEP, "Hepatitis "), urineHint) : undefined);
  if (whole) return whole;
  // A panel name before (or after) the test: the test is matched on its own, with the whole
  // name's qualifiers still binding ("Urine profile - Glucose" is the urine glucose).
  const qualifiers = DISCRIMINATING.filter((q) => nameKey(cleaned).split(" ").includes(q));
  for (const part of withoutPanel(cleaned)) {
    const hinted = urineHint || /\burin/i.test(cleaned.replace(part, ""));
    const hit = matchName(part, hinted);
    if (hit && qualifiers.every((q) => hit.synonyms.some((syn) => syn.split(" ").includes(q)))) return hit;
  }
  return undefined;
}

/** The parts of a name left when a panel name is taken off it (none when it has no panel name). */
function withoutPanel(name: string): string[] {
  const parts = name.split(PANEL_SEPARATOR).filter((p) => nameKey(p) !== "");
  if (parts.length > 1) {
    const tests = parts.filter((p) => !PANEL_WORD.test(nameKey(p)));
    return tests.length > 0 && tests.length < parts.length ? tests : [];
  }
  const key = nameKey(name);
  const lead = LEADING_PANEL.exec(key);
  return lead ? [key.slice(lead[0].length)] : [];
}

/** A name's match: exact spellings first, then without brackets and noise words, then the closest synonym. */
function matchName(name: string, urineHintIn: boolean): LabDefinition | undefined {
  const key = nameKey(name);
  // "Urinalysis nitrite" names a dipstick test as plainly as "Urine nitrite" does, and so does "UA" beside
  // another test's name ("Nitrite, UA", "UA leukocyte esterase"), which was read as uric acid or not at
  // all (review 27, labs-27 01-02); "UA" alone, or in brackets after "Uric acid", is still uric acid.
  const outside = nameKey(name.replace(/\(.*?\)|\[.*?\]/g, " "));
  const urinalysisWord = /\burinalysis\b/.test(key) || (/\bua\b/.test(outside) && outside !== "ua");
  const urineHint = urineHintIn || urinalysisWord;
  // With a urine hint the urine test of that name comes first: "Glucose" on a urinalysis is urine glucose.
  // A name that says urine is tried without the word too, among urine tests only: "LE, urine" is the
  // dipstick's "LE" (review 27, labs-27 03), while "Creatinine, urine" never becomes the serum creatinine.
  if (urineHint || /\burine\b/.test(key)) {
    const bare = key
      .replace(urinalysisWord ? /\b(?:urinalysis|ua|urine)\b/g : /\b(?:urinalysis|urine)\b/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    const urine = BY_NAME.get(`urine ${bare}`) ?? BY_NAME.get(bare);
    if (urine && isUrineTest(urine)) return urine;
  }
  const direct = BY_NAME.get(key);
  if (direct) return direct;
  const kept = [...name.matchAll(/\((.*?)\)|\[(.*?)\]/g)]
    .flatMap((m) => nameKey(m[1] ?? m[2] ?? "").split(" "))
    .filter((w) => KEPT_FROM_BRACKETS.has(w));
  const withoutParens = nameKey(`${name.replace(/\(.*?\)|\[.*?\]/g, " ")} ${kept.join(" ")}`).replace(
    urinalysisWord ? /\b(?:urinalysis|ua)\b/g : /\burinalysis\b/g,
    "urine",
  );
  const candidates = [urineHint ? `urine ${withoutParens}` : undefined, withoutParens];
  for (const c of candidates) {
    if (c === undefined) continue;
    const hit = BY_NAME.get(c);
    if (hit) return hit;
  }
  const words = withoutParens.split(" ").filter((w) => w !== "" && !NOISE.has(w));
  const stripped = words.join(" ");
  const hit = (urineHint ? BY_NAME.get(`urine ${stripped}`) : undefined) ?? BY_NAME.get(stripped);
  if (hit) return hit;
  // Last resort: the longest synonym whose words all appear in the name, when every
  // discriminating qualifier of the name is also in the synonym. A one-word synonym is tried only
  // for a name of up to two words: "Hepatitis B core antibody" must not match "b".
  let best: { def: LabDefinition; size: number } | undefined;
  const wordSet = new Set(words);
  for (const [synonym, def] of BY_NAME) {
    const synWords = synonym.split(" ");
    if (synWords.length < 2 && words.length > 2) continue;
    if (!synWords.every((w) => wordSet.has(w))) continue;
    if (DISCRIMINATING.some((q) => wordSet.has(q) !== synWords.includes(q))) continue;
    if (urineHint !== def.category.startsWith("urin")) continue;
    if (!best || synonym.length > best.size) best = { def, size: synonym.length };
  }
  return best?.def;
}

/** The catalogue entry with this id; throws on an unknown id (a programming error). */
export function labById(id: string): LabDefinition {
  const def = BY_ID.get(id);
  if (def === undefined) throw new Error(`unknown lab id ${id}`);
  return def;
}

const UNITS = new Map<string, AnalyteUnits>();

/** The unit facts the converter needs for this test (computed once per test). */
export function analyteUnits(def: LabDefinition): AnalyteUnits {
  const cached = UNITS.get(def.id);
  if (cached) return cached;
  const units: AnalyteUnits = { aliases: def.unitAliases };
  const conventional = parseUnit(def.conventionalUnit);
  const si = parseUnit(def.siUnit);
  if (conventional) units.conventional = conventional;
  if (si) units.si = si;
  if (def.factorToSI !== undefined) units.factorToSI = def.factorToSI;
  if (def.valence !== undefined) units.valence = def.valence;
  if (def.special !== undefined) units.special = def.special;
  UNITS.set(def.id, units);
  return units;
}

/** The unit rules compare in: the conventional unit when it is known. */
export function ruleUnit(def: LabDefinition): Unit | undefined {
  return parseUnit(def.conventionalUnit) ?? parseUnit(def.ranges[0]?.unit);
}
