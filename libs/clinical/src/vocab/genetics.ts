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

/** A pathogenic or likely pathogenic variant is reported (not benign, VUS or negative). */
export function isPathogenic(text: string): boolean {
  return /\b(likely )?pathogenic\b/i.test(text) && !/\bnon[- ]?pathogenic\b|\bbenign\b|uncertain/i.test(text);
}

/** The result says a variant is present (carrier, heterozygous, positive, detected, pathogenic). */
export function isVariantPresent(text: string): boolean {
  if (NEGATIVE.test(text) && !/\b(heterozygous|homozygous|positive)\b/i.test(text)) return false;
  return /\b(positive|detected|present|carrier|heterozygous|homozygous|pathogenic|leiden|g20210a|c282y|\*57:01|variant)\b/i.test(
    text,
  );
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
