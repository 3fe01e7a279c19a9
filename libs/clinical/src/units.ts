import { runMemo } from "./memo.ts";
import { cleanText } from "./text.ts";

/**
 * Units as a dimension plus a scale to that dimension's base unit, so that any two units of one
 * dimension convert by pure scaling (mg/dL ↔ g/L, 10^3/µL ↔ 10^9/L, mIU/L ↔ µIU/mL). Crossing
 * dimensions (mass ↔ moles, mEq ↔ mmol, % ↔ mmol/mol) needs an analyte-specific factor and is done
 * by {@link convert} only when the catalogue knows that factor; otherwise the value is reported as
 * not comparable rather than guessed.
 */
export interface Unit {
  /** Display form, e.g. "mg/dL". */
  key: string;
  dim: string;
  /** Multiply a value in this unit by `scale` to get the dimension's base unit. */
  scale: number;
}

type Row = readonly [display: string, dim: string, scale: number, ...aliases: string[]];

/** Known units; aliases are in normalised form (see `normaliseUnitText`). */
const ROWS: readonly Row[] = [
  // mass concentration, base g/L
  ["g/L", "mass/vol", 1, "g/l"],
  ["g/dL", "mass/vol", 10, "g/dl", "gm/dl", "g%", "g/100ml"],
  ["mg/dL", "mass/vol", 0.01, "mg/dl", "mg%", "mg/100ml"],
  ["mg/L", "mass/vol", 0.001, "mg/l"],
  ["mg/mL", "mass/vol", 1, "mg/ml"],
  ["µg/dL", "mass/vol", 1e-5, "ug/dl"],
  ["µg/L", "mass/vol", 1e-6, "ug/l"],
  ["µg/mL", "mass/vol", 1e-3, "ug/ml"],
  ["ng/mL", "mass/vol", 1e-6, "ng/ml"],
  ["ng/dL", "mass/vol", 1e-8, "ng/dl"],
  ["ng/L", "mass/vol", 1e-9, "ng/l"],
  ["pg/mL", "mass/vol", 1e-9, "pg/ml"],
  // substance concentration, base mol/L
  ["mol/L", "mol/vol", 1, "mol/l"],
  ["mmol/L", "mol/vol", 1e-3, "mmol/l"],
  ["µmol/L", "mol/vol", 1e-6, "umol/l"],
  ["nmol/L", "mol/vol", 1e-9, "nmol/l"],
  ["pmol/L", "mol/vol", 1e-12, "pmol/l"],
  ["mEq/L", "eq/vol", 1e-3, "meq/l", "mval/l"],
  // catalytic and international units, base U/L (IU and U are used interchangeably on reports)
  ["U/L", "u/vol", 1, "u/l", "iu/l", "ie/l", "ui/l"],
  ["mIU/L", "u/vol", 1e-3, "miu/l", "mu/l", "uiu/ml", "uu/ml"],
  ["mIU/mL", "u/vol", 1, "miu/ml", "mu/ml"],
  ["IU/mL", "u/vol", 1e3, "iu/ml", "kiu/l", "ku/l"],
  // Antibody assays (anti-CCP, anti-TPO) print arbitrary "U/mL", not international units: shown as printed.
  ["U/mL", "u/vol", 1e3, "u/ml"],
  ["µkat/L", "u/vol", 60, "ukat/l"],
  // counts, base 10^9/L
  ["10^9/L", "count/vol", 1, "10^9/l", "x10^9/l", "10e9/l", "gpt/l", "g/l(count)", "/nl"],
  [
    "10^3/µL",
    "count/vol",
    1,
    "10^3/ul",
    "x10^3/ul",
    "k/ul",
    "thou/ul",
    "10^3/mm3",
    "10e3/ul",
    "kcells/ul",
    "tsd/ul",
    // Quest and LabCorp print "Thousand/uL".
    "thousand/ul",
    "thousands/ul",
    "thous/ul",
    "1000/ul",
    "x1000/ul",
    "k/mm3",
    "thousand/mm3",
  ],
  ["10^12/L", "count/vol", 1e3, "10^12/l", "x10^12/l", "tpt/l", "t/l"],
  [
    "10^6/µL",
    "count/vol",
    1e3,
    "10^6/ul",
    "x10^6/ul",
    "m/ul",
    "mill/ul",
    "10e6/ul",
    "mcells/ul",
    "mio/ul",
    "million/ul",
    "millions/ul",
    "mil/ul",
    "m/mm3",
    "million/mm3",
  ],
  ["/µL", "count/vol", 1e-3, "/ul", "cells/ul", "/mm3", "cells/mm3"],
  // fractions
  // Quest prints HbA1c as "% of total Hgb" (review 17, us-panels 01).
  ["%", "percent", 1, "%", "percent", "pct", "%hb", "%oftotalhgb", "%oftotalhb"],
  ["L/L", "percent", 100, "l/l", "fraction"],
  ["ratio", "ratio", 1, "ratio", "inr", "index"],
  ["mmol/mol", "mmol/mol", 1, "mmol/mol"],
  // renal
  [
    "mL/min/1.73m2",
    "gfr",
    1,
    "ml/min/1.73m2",
    "ml/min/1.73_m2",
    "ml/min/1.73m^2",
    "ml/min/1.73sqm",
    "ml/min/1.73",
    "ml/minper1.73m2",
    "ml/min/1.73msq",
  ],
  ["mL/min", "flow", 1, "ml/min"],
  ["mg/g", "mass/mass", 1e-3, "mg/g", "mg/gcreat", "mg/gcr", "ug/mg"],
  // US laboratories print the urine protein:creatinine ratio as mg/mg (0.3 mg/mg = 300 mg/g), or as
  // g/g, the same ratio (review 28, deep-28 case 07: uPCR 1.4 g/g in lupus was left unread).
  ["mg/mg", "mass/mass", 1, "mg/mg", "mg/mgcreat", "mg/mgcr"],
  ["g/g", "mass/mass", 1, "g/g", "g/gcreat", "g/gcr"],
  ["mg/mmol", "mass/mol", 1, "mg/mmol", "mg/mmolcreat"],
  // cell indices and misc laboratory
  ["fL", "volume", 1, "fl", "um3"],
  ["pg", "entitic-mass", 1, "pg"],
  ["s", "time", 1, "s", "sec", "secs", "seconds"],
  ["mm/h", "rate", 1, "mm/h", "mm/hr"],
  ["mOsm/kg", "osm", 1, "mosm/kg", "mmol/kg", "mosm/kgh2o"],
  ["pH", "ph", 1, "ph"],
  // vital signs and anthropometry
  ["mmHg", "pressure", 1, "mmhg", "mm[hg]", "mmofhg"],
  ["/min", "frequency", 1, "/min", "bpm", "beats/min", "breaths/min", "beats/minute", "min-1"],
  ["kg/m2", "bmi", 1, "kg/m2", "kg/m^2"],
  ["kg", "body-mass", 1, "kg", "kilograms"],
  ["lb", "body-mass", 0.45359237, "lb", "lbs", "[lb_av]", "pounds"],
  ["cm", "length", 0.01, "cm"],
  ["m", "length", 1, "m"],
  ["mm", "length", 0.001, "mm", "millimetres", "millimeters"],
  ["in", "length", 0.0254, "in", "[in_i]", "inches"],
  ["°C", "temperature", 1, "cel", "°c", "degc"],
];

const BY_ALIAS = new Map<string, Unit>();
for (const [key, dim, scale, ...aliases] of ROWS) {
  for (const alias of [normaliseUnitText(key), ...aliases]) {
    if (!BY_ALIAS.has(alias)) BY_ALIAS.set(alias, { key, dim, scale });
  }
}

/**
 * Lower-case, no spaces, one micro spelling, UCUM annotations and `10*3` exponents folded, and a
 * decimal comma between digits read as a point ("mL/min/1,73m2").
 */
const SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹";

function normaliseUnitText(raw: string): string {
  return (
    // Superscript exponents first: text cleaning would fold 10³ into 103.
    cleanText(raw.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (digits) => `^${[...digits].map((d) => SUPERSCRIPT.indexOf(d)).join("")}`))
      .toLowerCase()
      // "µmol/L", "mcmol/L", "micromol/L" and German "mikromol/l" are one unit.
      .replace(/[µμ]|micro|mikro|mc(?=[glmiu])/g, "u")
      .replace(/[{}]/g, "")
      // Quest marks a calculated result in its unit ("mg/dL (calc)"): the unit is the same.
      .replace(/\s*\(calc(?:ulated)?\)\s*$/, "")
      .replace(/\bfeu\b|\bddu\b/g, "")
      // Powers of ten as laboratories write them: 10*3, 10E3, 10(3), 10^3, with or without "x".
      .replace(
        /10(?:\*|e|\^)?\((\d+)\)|10(?:\*|e)(\d+)/g,
        (_, a: string | undefined, b: string | undefined) => `10^${a ?? b}`,
      )
      .replace(/(\d),(\d)/g, "$1.$2")
      .replace(/×/g, "x")
      .replace(/\s+/g, "")
      .replace(/x(?=10\^)/g, "")
  );
}

/** Unit strings repeat across a record; each distinct spelling is parsed once per run. */
const PARSED = runMemo<Unit | undefined>();

/** Parses a unit string; `undefined` for an empty or unknown unit. */
export function parseUnit(raw: string | undefined): Unit | undefined {
  if (raw === undefined) return undefined;
  return PARSED.get(raw, (text) => {
    const normalised = normaliseUnitText(text);
    return normalised === "" ? undefined : BY_ALIAS.get(normalised);
  });
}

/**
 * A unit as it follows a value in text: " mmol/L", or nothing for a dimensionless one. An INR sent
 * in UCUM's "{INR}" read "INR 1.6 ratio" (review 21); a ratio or index is written as the bare number.
 * So is a pH, whose "unit" is the name of the scale and is written before the number if at all:
 * "7.35 pH" read wrongly (review 21, leftovers-21d case 08).
 */
export function unitSuffix(unit: string | undefined): string {
  const dim = unit === undefined ? undefined : parseUnit(unit)?.dim;
  if (unit === undefined || unit.trim() === "" || dim === "ratio" || dim === "ph") return "";
  return ` ${unit}`;
}

/** Whether two unit strings name the same unit (both known and equal, or literally equal). */
export function sameUnit(a: string | undefined, b: string | undefined): boolean {
  const ua = parseUnit(a);
  const ub = parseUnit(b);
  if (ua && ub) return ua.dim === ub.dim && Math.abs(ua.scale - ub.scale) < 1e-12 * Math.max(ua.scale, ub.scale);
  return (
    a !== undefined && b !== undefined && normaliseUnitText(a) === normaliseUnitText(b) && normaliseUnitText(a) !== ""
  );
}

/** What the catalogue knows about an analyte's units, enough to cross dimensions. */
export interface AnalyteUnits {
  conventional?: Unit;
  si?: Unit;
  /** Multiply a value in the conventional unit by this to get the SI unit. */
  factorToSI?: number;
  /** Charge of the ion, for mEq/L ↔ mmol/L. */
  valence?: number;
  /** Non-linear conversions the factor cannot express. */
  special?: "hba1c";
  /** Units reported for this analyte that mean its conventional unit (e.g. eGFR in "mL/min"). */
  aliases?: readonly string[];
}

const MMOL_L = BY_ALIAS.get("mmol/l") as Unit;
const PERCENT = BY_ALIAS.get("%") as Unit;

function scaleWithin(value: number, from: Unit, to: Unit): number {
  // Same scale (µg/L and ng/mL): the value as given, since 7.9 × 1e-6 / 1e-6 is 7.900000000000001.
  if (from.scale === to.scale) return value;
  // Otherwise drop the binary noise past 15 significant figures, which no result carries.
  return Number(((value * from.scale) / to.scale).toPrecision(15));
}

/** HbA1c: IFCC (mmol/mol) = (NGSP % − 2.15) × 10.929 (the NGSP/IFCC master equation). */
export function hba1cPercentToMmolMol(percent: number): number {
  return (percent - 2.15) * 10.929;
}

/** Inverse of {@link hba1cPercentToMmolMol}. */
export function hba1cMmolMolToPercent(mmolMol: number): number {
  return mmolMol / 10.929 + 2.15;
}

const GIGA_PER_L = BY_ALIAS.get("10^9/l") as Unit;

/**
 * European reports write cell counts in "G/L" (giga per litre, 10^9/L), which reads as grams per
 * litre once case is folded. A count is never a mass, so for a counted analyte it is the count.
 */
export function countUnitFor(unit: Unit, analyte: AnalyteUnits | undefined): Unit {
  return unit.key === "g/L" && analyte?.conventional?.dim === "count/vol" ? GIGA_PER_L : unit;
}

function resolveAlias(unit: Unit, analyte: AnalyteUnits | undefined): Unit {
  if (analyte?.conventional && analyte.aliases?.some((a) => parseUnit(a)?.key === unit.key))
    return analyte.conventional;
  return countUnitFor(unit, analyte);
}

/**
 * Converts `value` from one unit to another, using the analyte's factor when the units are of
 * different dimensions. Returns `undefined` when no safe conversion exists (never a guess).
 */
export function convert(value: number, fromRaw: Unit, toRaw: Unit, analyte?: AnalyteUnits): number | undefined {
  const from = resolveAlias(fromRaw, analyte);
  const to = resolveAlias(toRaw, analyte);
  if (from.dim === to.dim) return scaleWithin(value, from, to);
  if (analyte === undefined) return undefined;
  if (analyte.special === "hba1c") {
    if (from.dim === "percent" && to.dim === "mmol/mol")
      return hba1cPercentToMmolMol(scaleWithin(value, from, PERCENT));
    if (from.dim === "mmol/mol" && to.dim === "percent") return scaleWithin(hba1cMmolMolToPercent(value), PERCENT, to);
    return undefined;
  }
  if (analyte.valence !== undefined) {
    if (from.dim === "eq/vol") {
      const mmol = scaleWithin(value, from, { key: "mEq/L", dim: "eq/vol", scale: 1e-3 }) / analyte.valence;
      return mmol === undefined ? undefined : convert(mmol, MMOL_L, to, { ...analyte, valence: undefined });
    }
    if (to.dim === "eq/vol") {
      const mmol = convert(value, from, MMOL_L, { ...analyte, valence: undefined });
      return mmol === undefined
        ? undefined
        : scaleWithin(mmol * analyte.valence, { key: "mEq/L", dim: "eq/vol", scale: 1e-3 }, to);
    }
  }
  const { conventional, si, factorToSI } = analyte;
  if (conventional === undefined || si === undefined || factorToSI === undefined) return undefined;
  if (from.dim === conventional.dim && to.dim === si.dim) {
    return scaleWithin(scaleWithin(value, from, conventional) * factorToSI, si, to);
  }
  if (from.dim === si.dim && to.dim === conventional.dim) {
    return scaleWithin(scaleWithin(value, from, si) / factorToSI, conventional, to);
  }
  return undefined;
}
