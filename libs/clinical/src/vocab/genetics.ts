import { cleanText } from "../text.ts";

/** Gene symbols the rules know, with other names a report may use. */
const GENE_ALIASES: Record<string, readonly string[]> = {
  BRCA1: ["BRCA1"],
  BRCA2: ["BRCA2"],
  MLH1: ["MLH1"],
  MSH2: ["MSH2"],
  MSH6: ["MSH6"],
  PMS2: ["PMS2"],
  EPCAM: ["EPCAM"],
  HFE: ["HFE", "HEMOCHROMATOSIS", "HAEMOCHROMATOSIS"],
  F5: ["F5", "FACTOR V", "FACTOR 5", "FVL"],
  F2: ["F2", "PROTHROMBIN G20210A", "PROTHROMBIN 20210", "FACTOR II"],
  APOE: ["APOE", "APOLIPOPROTEIN E"],
  CYP2C19: ["CYP2C19"],
  CYP2C9: ["CYP2C9"],
  VKORC1: ["VKORC1"],
  CYP2D6: ["CYP2D6"],
  SLCO1B1: ["SLCO1B1"],
  "HLA-B": ["HLA-B", "HLA B", "HLAB"],
  TPMT: ["TPMT"],
  NUDT15: ["NUDT15"],
  DPYD: ["DPYD", "DPD"],
  LDLR: ["LDLR"],
  PCSK9: ["PCSK9"],
};

const GENE_PATTERNS = Object.entries(GENE_ALIASES).map(([gene, aliases]) => ({
  gene,
  patterns: aliases.map((a) => new RegExp(`(^|[^A-Z0-9])${a.replace(/[-*]/g, "\\$&")}([^A-Z0-9]|$)`)),
}));

/** The gene symbol of a genetic result, from its display, code or value. */
export function geneSymbol(display: string, code: string, value?: string): string {
  const text = ` ${cleanText(`${display} ${code} ${value ?? ""}`).toUpperCase()} `;
  for (const { gene, patterns } of GENE_PATTERNS) if (patterns.some((p) => p.test(text))) return gene;
  return cleanText(display).toUpperCase();
}

const NEGATIVE =
  /\b(negative|not detected|no (pathogenic )?variants?( detected| identified)?|absent|benign|wild[- ]?type|normal function|non[- ]?carrier|uncertain significance|vus)\b/i;

/** Sentences of a result; a "." inside an HGVS name ("c.68_69del") does not end one. */
function statements(text: string): string[] {
  return text.split(/[;\n]|\.(?:\s|$)/);
}

const VARIANT_WORD = String.raw`\b(pathogenic|deleterious|variants?|mutations?|alterations?|leiden|g20210a|c282y)\b`;
/** A word of a result that is not itself a sign the variant is there. */
const GAP_WORD = String.raw`\s+(?!(detected|identified|found|present|positive|heterozygous|homozygous)\b)[\w*:>./()-]+`;

/**
 * One statement that says the variant was looked for and not found: a negation just before it ("No
 * pathogenic variant detected", "Negative for Factor V Leiden"), a finding of absence just after it
 * ("Pathogenic variant not detected", "Pathogenic variants: none"), or a wild-type genotype. A "no"
 * about something else ("Pathogenic variant detected, no large rearrangements") denies nothing.
 */
const DENIED = new RegExp(
  [
    String.raw`\b(no|none|negative|without)\b(\s+[\w*:>./()-]+){0,4}?\s+${VARIANT_WORD}`,
    String.raw`${VARIANT_WORD}(${GAP_WORD}){0,3}?\s*[,:-]?\s*(not\s+(detected|identified|found|present|observed|seen)|absent|negative|none)\b`,
    String.raw`\bhomozygous\s+(for\s+)?(the\s+)?(wild[- ]?type|normal|reference)\b`,
  ].join("|"),
  "i",
);

/** Classifications that are not harmful: benign, likely benign, uncertain significance, not pathogenic. */
const NOT_HARMFUL = /\b(not|non)[- ]?(likely\s+)?pathogenic\b|\bbenign\b|\buncertain\b|\bvus\b/i;

/**
 * Mentions of "pathogenic" that do not call this variant harmful: a denial ("not pathogenic",
 * "non-pathogenic", "unlikely to be pathogenic"), a hedge ("possibly pathogenic", which is no
 * classification) or an old classification ("reclassified from pathogenic to likely benign").
 */
const NOT_AFFIRMED =
  /\b(not|non)[- ]?(likely\s+)?pathogenic\b|\b(unlikely|not (known|thought|considered)) to be (likely\s+)?pathogenic\b|\b(from|previously (reported|classified) as|formerly|possibly|potentially)\s+(likely\s+)?pathogenic\b/gi;

const HARMFUL = /\b(pathogenic|deleterious)\b/i;

/** A gene test reported simply as found: "Positive", "Detected", "Positive for BRCA1 c.68_69delAG". */
const BARE_POSITIVE = /^\s*(positive|detected)\b/i;

function affirmsHarm(statement: string): boolean {
  if (DENIED.test(statement)) return false;
  if (HARMFUL.test(statement.replace(NOT_AFFIRMED, ""))) return true;
  return BARE_POSITIVE.test(statement) && !NOT_HARMFUL.test(statement);
}

/**
 * A pathogenic, likely pathogenic or deleterious variant is reported. Each statement is judged on
 * its own, so a variant of uncertain significance or a benign finding reported alongside does not
 * cancel the harmful one.
 */
export function isPathogenic(text: string): boolean {
  return statements(text).some(affirmsHarm);
}

/** The laboratory's call is that nothing was found ("Negative", "Not detected", "No pathogenic variant"). */
function isNegativeCall(interpretation: string): boolean {
  if (isPathogenic(interpretation)) return false;
  return (
    DENIED.test(interpretation) || /^\s*(negative|not (detected|identified|found)|absent|none)\b/i.test(interpretation)
  );
}

/**
 * A genetic result reports a harmful variant, from its interpretation and value read together
 * ("Detected" with "c.68_69delAG, pathogenic"). A negative interpretation stands even when the value
 * names the familial pathogenic variant that was looked for.
 */
export function reportsPathogenic(interpretation: string, value = ""): boolean {
  if (isNegativeCall(interpretation)) return false;
  return isPathogenic(`${interpretation} ${value}`);
}

const PRESENT =
  /\b(positive|detected|present|carrier|heterozygous|homozygous|pathogenic|leiden|g20210a|c282y|\*57:01|variant)\b/i;

/**
 * The result says a variant is present (carrier, heterozygous, positive, detected, pathogenic), in a
 * statement that names `about` when given ("C282Y not detected. H63D heterozygous" has no C282Y).
 */
export function isVariantPresent(text: string, about?: RegExp): boolean {
  if (NEGATIVE.test(text) && !/\b(heterozygous|homozygous|positive)\b/i.test(text)) return false;
  return statements(text).some((s) => PRESENT.test(s) && !DENIED.test(s) && (about === undefined || about.test(s)));
}

export function isHomozygous(text: string): boolean {
  return /\bhomozygous\b|c282y\s*\/\s*c282y/i.test(text);
}

export type MetaboliserPhenotype =
  "poor" | "intermediate" | "normal" | "rapid" | "ultrarapid" | "decreased-function" | "increased-function";

/** CYP2C19 alleles with no function (CPIC allele functionality). */
const CYP2C19_NO_FUNCTION = new Set(["*2", "*3", "*4", "*5", "*6", "*7", "*8"]);

/**
 * Phenotype from the words of a pharmacogenomic result, or from a CYP2C19 diplotype
 * ("*2/*2" → poor, "*1/*2" → intermediate) when only alleles are given.
 */
export function metaboliserPhenotype(gene: string, text: string): MetaboliserPhenotype | undefined {
  const t = text.toLowerCase();
  if (/ultra[- ]?rapid/.test(t)) return "ultrarapid";
  if (/poor (metab|function)|no function|deficient|homozygous variant|absent activity/.test(t)) return "poor";
  if (/intermediate/.test(t)) return "intermediate";
  if (/decreased function|reduced function|low function|possible decreased/.test(t)) return "decreased-function";
  if (/increased function/.test(t)) return "increased-function";
  if (/\brapid/.test(t)) return "rapid";
  if (/normal (metab|function)|extensive metab/.test(t)) return "normal";
  if (gene === "CYP2C19") {
    const alleles = text.match(/\*\d+/g);
    if (alleles && alleles.length >= 2) {
      const noFunction = alleles.slice(0, 2).filter((a) => CYP2C19_NO_FUNCTION.has(a)).length;
      if (noFunction === 2) return "poor";
      if (noFunction === 1) return "intermediate";
      return "normal";
    }
  }
  return undefined;
}
