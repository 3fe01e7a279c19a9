import { nameKey } from "../text.ts";
import { type AnalyteUnits, parseUnit, type Unit } from "../units.ts";
import { type CauseList, LAB_OVERLAY, type LabOverlay } from "./overlay.ts";
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
  critical?: CriticalLimits;
  meaning: { high?: string; low?: string; positive?: string; mildLow?: { from: number; text: string } };
  /** The lists in `meaning` that name medicines as causes (see ../lab-causes.ts). */
  causes?: { high?: CauseList; low?: CauseList; positive?: CauseList };
  qualitative: boolean;
  notes: string;
  /** Where each fact was seen (copied from the source record). */
  seenAt: string[];
}

interface SourceRecord {
  id: string;
  name: string;
  synonyms: string[];
  category: string;
  loinc: { code: string; name: string };
  loincAlternates: { code: string; name: string }[];
  units: { conventional: string | null; si: string | null; factorConvToSI: number | null };
  referenceRanges: {
    sex: string;
    low: number | null;
    high: number | null;
    unit: string;
    text: string;
    source: string;
  }[];
  critical: { low: number | null; high: number | null; unit: string; sources: string[] } | null;
  notes: string;
  seenAt: string[];
}

/**
 * Tests the rules need that the shared lab file lacks. Lithium, for the monitoring rules: LOINC 14334-7
 * "Lithium [Moles/volume] in Serum or Plasma" seen in a public mapping file (gh-index id
 * 1468833328); the usual maintenance range 0.6–1.2 mEq/L and toxicity tied to serum level from
 * the FDA prescribing information as reproduced at drugs.com/pro/lithium.html and a lithium
 * dosing summary (vdocuments.us/lithium-5584a388d3671.html), both seen via the pages corpus.
 */
const EXTRA_RECORDS: SourceRecord[] = [
  {
    id: "lithium",
    name: "Lithium, serum",
    synonyms: ["Li"],
    category: "drug levels",
    loinc: { code: "14334-7", name: "Lithium [Moles/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "mmol/L", si: "mmol/L", factorConvToSI: 1 },
    referenceRanges: [
      {
        sex: "any",
        low: 0.6,
        high: 1.2,
        unit: "mmol/L",
        text: "0.6–1.2 mmol/L (maintenance, 12-hour trough)",
        source:
          "FDA lithium prescribing information (drugs.com/pro/lithium.html) and lithium dosing summary (vdocuments.us), pages corpus",
      },
    ],
    critical: null,
    notes: "Therapeutic drug level, not a population range; sample 12 hours after the last dose.",
    seenAt: [
      "gh-index id 1468833328 (LOINC 14334-7 name)",
      "pages: drugs.com/pro/lithium.html",
      "pages: vdocuments.us/lithium-5584a388d3671.html",
    ],
  },
  // Hepatitis B markers, read as present or absent (the HBV reactivation rule needs them). LOINC codes
  // and names as seen in public code-system and mapping files (gh-index ids below), 2026-11-23.
  {
    id: "hbsag",
    name: "Hepatitis B surface antigen",
    synonyms: ["HBsAg"],
    category: "serology",
    loinc: { code: "5195-3", name: "Hepatitis B virus surface Ag [Presence] in Serum" },
    loincAlternates: [
      { code: "5196-1", name: "Hepatitis B virus surface Ag [Presence] in Serum or Plasma by Immunoassay" },
    ],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: negative expected.",
    seenAt: [
      "gh-index ids 49963994881, 54769039713 and 58655957190 (LOINC 5195-3 'Hepatitis B virus surface Ag [Presence] in Serum')",
      "gh-index ids 20172630436 and 61419670802 (LOINC 5196-1 'Hepatitis B virus surface Ag [Presence] in Serum or Plasma by Immunoassay'; id 54533372684 names 5196-1 a [Units/volume] code)",
    ],
  },
  {
    id: "anti-hbc",
    name: "Hepatitis B core antibody, total",
    synonyms: ["anti-HBc", "HBcAb"],
    category: "serology",
    loinc: { code: "16933-4", name: "Hepatitis B virus core Ab [Presence] in Serum" },
    loincAlternates: [
      { code: "13952-7", name: "Hepatitis B virus core Ab [Presence] in Serum or Plasma by Immunoassay" },
    ],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: negative expected. Total antibody (IgG and IgM), not the IgM test.",
    seenAt: [
      "gh-index ids 19451335347, 7406728706 and 71108408166 (LOINC 16933-4 'Hepatitis B virus core Ab [Presence] in Serum'; 71108408166 maps 'Hepatitis B Core Antibody, Total' to it)",
      "gh-index ids 26986528788, 41511871330 and 61377107555 (LOINC 13952-7 'Hepatitis B virus core Ab [Presence] in Serum or Plasma by Immunoassay')",
    ],
  },
  // Hepatitis C markers, read as present or absent (the liver rules need them): the antibody shows
  // infection at some time, the RNA a current one. LOINC codes and names as seen in public code-system,
  // mapping and message files (gh-index ids below), 2026-11-23. A viral load given as a number has no
  // range here; the liver rule reads it as detected (see rules/liver.ts).
  {
    id: "hcv-ab",
    name: "Hepatitis C antibody",
    synonyms: ["anti-HCV", "HCV Ab"],
    category: "serology",
    loinc: { code: "16128-1", name: "Hepatitis C virus Ab [Presence] in Serum" },
    loincAlternates: [{ code: "13955-0", name: "Hepatitis C virus Ab [Presence] in Serum or Plasma by Immunoassay" }],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: negative expected. Reactive means infection at some time; HCV RNA tells a current one.",
    seenAt: [
      "gh-index ids 42058268737, 53865721853, 58655957190, 19033274667 and 54503962934 (LOINC 16128-1 'Hepatitis C virus Ab [Presence] in Serum'; 68759673631 names it '... in Serum or Plasma')",
      "gh-index ids 3234211033 and 54503962934 (LOINC 13955-0 'Hepatitis C virus Ab [Presence] in Serum or Plasma by Immunoassay')",
    ],
  },
  {
    id: "hcv-rna",
    name: "Hepatitis C RNA",
    synonyms: ["HCV RNA", "HCV PCR", "HCV viral load"],
    category: "serology",
    loinc: {
      code: "11011-4",
      name: "Hepatitis C virus RNA [Units/volume] (viral load) in Serum or Plasma by NAA with probe detection",
    },
    loincAlternates: [],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Not detected expected; any detected RNA (a viral load in IU/mL) means a current infection.",
    seenAt: [
      "gh-index ids 7025387085, 7406728706 and 19033274667 (LOINC 11011-4 'Hepatitis C virus RNA [Units/volume] (viral load) in Serum or Plasma by Probe and target amplification method', the older name); 63154913065 (11011-4 with the newer name '... by NAA with probe detection')",
    ],
  },
];

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
  const synonyms = new Set<string>();
  for (const s of [
    record.name,
    ...record.synonyms,
    ...(overlay?.synonyms ?? []),
    record.loinc.name,
    ...record.loincAlternates.map((a) => a.name),
  ]) {
    const key = nameKey(s);
    if (key !== "") synonyms.add(key);
  }
  const definition: LabDefinition = {
    id: record.id,
    name: record.name,
    plain: overlay?.plain ?? record.name.toLowerCase(),
    category: record.category,
    loinc: record.loinc.code,
    loincName: record.loinc.name,
    loincAlternates: record.loincAlternates.map((a) => a.code),
    synonyms: [...synonyms],
    unitAliases: [...(overlay?.unitAliases ?? [])],
    ranges: bands,
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

/** Qualifiers that change the analyte: a name that has one must match a synonym that has it. */
const DISCRIMINATING = [
  "urine",
  "free",
  "direct",
  "ionized",
  "ionised",
  "non",
  "a1c",
  "absolute",
  "hs",
  "high",
  "%",
  "igm",
];

/**
 * Finds the catalogue entry for a test by its code (LOINC, primary or alternate) or, failing that,
 * by its name as labs really write it ("Hgb", "HbA1c", "A1C", "Glucose, fasting",
 * "eGFR (CKD-EPI 2021)", "Hemoglobin [Mass/volume] in Blood"). Returns `undefined` rather than a
 * loose match when the name is not recognised.
 */
export function findLab(name: string, code?: string, categoryHint?: string): LabDefinition | undefined {
  if (code !== undefined) {
    const byCode = BY_CODE.get(code.trim());
    if (byCode) return byCode;
  }
  const key = nameKey(name);
  const direct = BY_NAME.get(key);
  if (direct) return direct;
  // "Urinalysis nitrite" names a dipstick test as plainly as "Urine nitrite" does.
  const inUrinalysis = /\burinalysis\b/.test(nameKey(name));
  const withoutParens = nameKey(name.replace(/\(.*?\)|\[.*?\]/g, " ")).replace(/\burinalysis\b/g, "urine");
  const urineHint = inUrinalysis || (categoryHint !== undefined && /urin/i.test(categoryHint));
  const candidates = [withoutParens, urineHint ? `urine ${withoutParens}` : undefined];
  for (const c of candidates) {
    if (c === undefined) continue;
    const hit = BY_NAME.get(c);
    if (hit) return hit;
  }
  const words = withoutParens.split(" ").filter((w) => w !== "" && !NOISE.has(w));
  const stripped = words.join(" ");
  const hit = BY_NAME.get(stripped) ?? (urineHint ? BY_NAME.get(`urine ${stripped}`) : undefined);
  if (hit) return hit;
  // Last resort: the longest synonym whose words all appear in the name, when every
  // discriminating qualifier of the name is also in the synonym.
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
