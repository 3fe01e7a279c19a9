import { nameKey } from "../text.ts";

/**
 * Drug classes the rules reason about, with the generic and common brand names that identify
 * them in free-text medication strings ("Lisinopril 20 mg tablet", "Combined oral contraceptive
 * (ethinylestradiol/levonorgestrel)").
 */
export const DRUG_CLASSES: Record<string, readonly string[]> = {
  metformin: ["metformin", "glucophage"],
  "ace-inhibitor": [
    "lisinopril",
    "enalapril",
    "ramipril",
    "perindopril",
    "captopril",
    "benazepril",
    "quinapril",
    "fosinopril",
    "trandolapril",
    "moexipril",
  ],
  arb: [
    "losartan",
    "valsartan",
    "irbesartan",
    "candesartan",
    "olmesartan",
    "telmisartan",
    "azilsartan",
    "eprosartan",
    "entresto",
  ],
  mra: ["spironolactone", "eplerenone", "finerenone", "aldactone"],
  "potassium-sparing": ["amiloride", "triamterene"],
  thiazide: [
    "hydrochlorothiazide",
    "hctz",
    "chlorthalidone",
    "chlortalidone",
    "indapamide",
    "bendroflumethiazide",
    "metolazone",
    "chlorothiazide",
  ],
  "loop-diuretic": ["furosemide", "frusemide", "bumetanide", "torsemide", "torasemide", "lasix"],
  warfarin: ["warfarin", "coumadin", "jantoven"],
  doac: ["apixaban", "rivaroxaban", "dabigatran", "edoxaban", "eliquis", "xarelto", "pradaxa"],
  statin: [
    "atorvastatin",
    "simvastatin",
    "rosuvastatin",
    "pravastatin",
    "lovastatin",
    "fluvastatin",
    "pitavastatin",
    "lipitor",
    "zocor",
    "crestor",
  ],
  lithium: ["lithium"],
  "thyroid-hormone": ["levothyroxine", "thyroxine", "synthroid", "eltroxin", "levoxyl", "liothyronine", "euthyrox"],
  ppi: [
    "omeprazole",
    "esomeprazole",
    "lansoprazole",
    "pantoprazole",
    "rabeprazole",
    "dexlansoprazole",
    "nexium",
    "prilosec",
  ],
  nsaid: [
    "ibuprofen",
    "naproxen",
    "diclofenac",
    "celecoxib",
    "meloxicam",
    "indomethacin",
    "ketorolac",
    "etoricoxib",
    "ketoprofen",
    "piroxicam",
    "nabumetone",
    "advil",
    "motrin",
    "aleve",
  ],
  clopidogrel: ["clopidogrel", "plavix"],
  abacavir: ["abacavir", "ziagen", "triumeq", "epzicom", "kivexa"],
  thiopurine: ["azathioprine", "mercaptopurine", "thioguanine", "imuran"],
  fluoropyrimidine: ["fluorouracil", "5-fu", "5fu", "capecitabine", "tegafur", "xeloda"],
  "cyp2d6-opioid": ["codeine", "tramadol"],
  oestrogen: [
    "ethinylestradiol",
    "ethinyl estradiol",
    "ethinyloestradiol",
    "estradiol",
    "oestradiol",
    "conjugated estrogens",
    "estrogen",
    "oestrogen",
    "combined oral contraceptive",
    "combined hormonal contraceptive",
    "contraceptive patch",
    "vaginal ring",
    "hormone replacement",
    "hrt",
  ],
  sglt2i: [
    "empagliflozin",
    "dapagliflozin",
    "canagliflozin",
    "ertugliflozin",
    "sotagliflozin",
    "jardiance",
    "farxiga",
    "forxiga",
  ],
  "glp1-ra": [
    "semaglutide",
    "liraglutide",
    "dulaglutide",
    "tirzepatide",
    "exenatide",
    "ozempic",
    "wegovy",
    "mounjaro",
    "trulicity",
    "victoza",
  ],
  insulin: [
    "insulin",
    "glargine",
    "detemir",
    "degludec",
    "lispro",
    "aspart",
    "glulisine",
    "lantus",
    "humalog",
    "novorapid",
  ],
  sulfonylurea: ["glipizide", "glyburide", "glibenclamide", "gliclazide", "glimepiride"],
  amiodarone: ["amiodarone"],
  digoxin: ["digoxin"],
};

const ENTRIES = Object.entries(DRUG_CLASSES).flatMap(([cls, names]) =>
  names.map((n) => ({ cls, key: nameKey(n), name: n })),
);

/** Drug classes and generic names recognised in a medication string. */
export function classifyMedication(text: string): { classes: string[]; drugs: string[] } {
  const key = ` ${nameKey(text)} `;
  const classes = new Set<string>();
  const drugs = new Set<string>();
  for (const e of ENTRIES) {
    if (key.includes(` ${e.key} `) || (e.key.length >= 6 && key.includes(e.key))) {
      classes.add(e.cls);
      drugs.add(e.name);
    }
  }
  // A progestogen-only pill is not an oestrogen even though it is a contraceptive.
  if (/progest(ogen|in)[- ]only|\bpop\b|mini[- ]?pill/i.test(text)) classes.delete("oestrogen");
  return { classes: [...classes], drugs: [...drugs] };
}

/** Whether a medication status counts as current. */
export function isActiveMedication(status: string | undefined): boolean {
  if (status === undefined) return true;
  return !/^(completed|stopped|entered-in-error|cancelled|discontinued|inactive)$/i.test(status.trim());
}
