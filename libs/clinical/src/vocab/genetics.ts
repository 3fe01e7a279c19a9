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
  F5: ["F5", "FACTOR V", "FACTOR 5", "FVL", "R506Q"],
  F2: ["F2", "PROTHROMBIN G20210A", "PROTHROMBIN 20210", "PROTHROMBIN GENE", "G20210A", "FACTOR II"],
  APOE: ["APOE", "APOLIPOPROTEIN E"],
  CYP2C19: ["CYP2C19"],
  CYP2C9: ["CYP2C9"],
  VKORC1: ["VKORC1"],
  CYP2D6: ["CYP2D6"],
  SLCO1B1: ["SLCO1B1"],
  "HLA-B": ["HLA-B", "HLA B", "HLAB"],
  "HLA-A": ["HLA-A", "HLA A", "HLAA"],
  TPMT: ["TPMT"],
  NUDT15: ["NUDT15"],
  DPYD: ["DPYD", "DPD"],
  LDLR: ["LDLR"],
  APOB: ["APOB"],
  PCSK9: ["PCSK9"],
  // Myeloproliferative driver genes: a result is often displayed with its variant ("JAK2 V617F",
  // "JAK2 exon 12", "CALR exon 9"), which must still read as the gene for the PV/ET/MF rules.
  JAK2: ["JAK2"],
  CALR: ["CALR", "CALRETICULIN"],
  MPL: ["MPL"],
};

const GENE_PATTERNS = Object.entries(GENE_ALIASES).map(([gene, aliases]) => ({
  gene,
  patterns: aliases.map((a) => new RegExp(`(^|[^A-Z0-9])${a.replace(/[-*]/g, "\\$&")}([^A-Z0-9]|$)`)),
}));

/** The gene the rules know that a text names ("Factor V Leiden mutation analysis" → F5), if any. */
export function knownGene(text: string): string | undefined {
  const padded = ` ${cleanText(text).toUpperCase()} `;
  return GENE_PATTERNS.find(({ patterns }) => patterns.some((p) => p.test(padded)))?.gene;
}

/** The gene symbol of a genetic result, from its display, code or value. */
export function geneSymbol(display: string, code: string, value?: string): string {
  return knownGene(`${display} ${code} ${value ?? ""}`) ?? cleanText(display).toUpperCase();
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
 * "non-pathogenic", "unlikely to be pathogenic", "not classified as pathogenic at this time"), a
 * hedge or a prediction ("possibly pathogenic", "predicted deleterious in silico", which are no
 * classification), an old classification ("reclassified from pathogenic to likely benign"), a
 * database or another laboratory's call ("reported as pathogenic in ClinVar by one submitter") or
 * a split call ("conflicting interpretations (pathogenic/uncertain)").
 */
const NOT_AFFIRMED = new RegExp(
  [
    String.raw`\b(not|non)[- ]?(likely\s+)?(pathogenic|deleterious)\b`,
    String.raw`\b(unlikely|not\s+(yet\s+)?(known|thought|considered|classified|interpreted|reported|regarded|confirmed))\s+(to\s+be|as)\s+(likely\s+)?(pathogenic|deleterious)\b`,
    String.raw`\b(from|previously|formerly|once|originally|possibly|potentially|probably not|may\s+be|might\s+be|could\s+be|suspected(ly)?|questionably|predicted|in[- ]silico)(\s+(reported|classified|listed|predicted|to\s+be|as))*\s+(likely\s+)?(pathogenic|deleterious)\b`,
    String.raw`\b(reported|listed|submitted|classified)\s+(as\s+)?(likely\s+)?pathogenic\s+(in|by)\s+(clinvar|hgmd|a\s+database|(one|a|an|some|other|another|a\s+single)\s+(submitter|laborator(y|ies)|lab|database|report))`,
    String.raw`\b(likely\s+)?pathogenic\s*\/\s*(likely\s+)?(uncertain|vus|benign)\b|\b(uncertain|vus|(likely\s+)?benign)\s*\/\s*(likely\s+)?pathogenic\b`,
    String.raw`\bconflicting\s+(interpretations?|classifications?)(\s+of\s+pathogenicity)?[^.;]*`,
  ].join("|"),
  "gi",
);

const HARMFUL = /\b(pathogenic|deleterious)\b/i;

/** A gene test reported simply as found: "Positive", "Detected", "Positive for BRCA1 c.68_69delAG". */
const BARE_POSITIVE = /^\s*(positive|detected)\b/i;

/** A statement that calls the variant pathogenic or deleterious in so many words. */
function namesHarm(statement: string): boolean {
  return !DENIED.test(statement) && HARMFUL.test(statement.replace(NOT_AFFIRMED, ""));
}

/** Anything in a result that qualifies a bare "Detected": a VUS or benign call, a hedge, an old or split classification. */
const QUALIFIED = new RegExp(`${NOT_HARMFUL.source}|${NOT_AFFIRMED.source}`, "i");

/**
 * A pathogenic, likely pathogenic or deleterious variant is reported. A statement that says so in
 * words is judged on its own, so a variant of uncertain significance or a benign finding reported
 * alongside does not cancel it; a bare "Positive" or "Detected" counts only when nothing in the
 * result qualifies it ("Detected; c.123A>G; variant of uncertain significance").
 */
export function isPathogenic(text: string): boolean {
  const parts = statements(text);
  if (parts.some(namesHarm)) return true;
  return parts.some((s) => !DENIED.test(s) && BARE_POSITIVE.test(s)) && !QUALIFIED.test(text);
}

/** The laboratory's call is that nothing was found ("Negative", "Not detected", "No pathogenic variant"). */
export function isNegativeCall(interpretation: string): boolean {
  if (isPathogenic(interpretation)) return false;
  return (
    DENIED.test(interpretation) || /^\s*(negative|not (detected|identified|found)|absent|none)\b/i.test(interpretation)
  );
}

/**
 * A classification short of harmful: uncertain significance, benign or likely benign, not
 * pathogenic, or conflicting interpretations.
 */
const SHORT_OF_HARMFUL =
  /\b(uncertain|unknown)(\s+clinical)?\s+significance\b|\bvus\b|\b(likely\s+)?benign\b|\bconflicting\b|\b(not|non)[- ]?(likely\s+)?pathogenic\b/i;

/**
 * A genetic result reports a harmful variant, from its interpretation and value read together
 * ("Detected" with "c.68_69delAG, pathogenic"). The laboratory's call in the interpretation stands:
 * a negative one even when the value names the familial pathogenic variant that was looked for,
 * and one of uncertain significance or benign even when the value quotes a pathogenic report
 * from elsewhere. An interpretation that itself affirms harm wins over a VUS it also mentions.
 */
export function reportsPathogenic(interpretation: string, value = ""): boolean {
  if (isNegativeCall(interpretation)) return false;
  if (statements(interpretation).some(namesHarm)) return true;
  if (SHORT_OF_HARMFUL.test(interpretation)) return false;
  return isPathogenic(`${interpretation} ${value}`);
}

const UNCERTAIN =
  /\b(uncertain|unknown)(\s+clinical)?\s+significance\b|\bvus\b|\bconflicting\s+(interpretations?|classifications?)\b/i;
/** "No VUS", "without variants of uncertain significance": the uncertain variant itself is denied. */
const UNCERTAIN_DENIED =
  /\b(no|without|negative for|none of)\s+(\w+\s+){0,2}(vus|variants?\s+of\s+(uncertain|unknown))/i;

/**
 * A variant of uncertain significance is reported (VUS, uncertain significance, conflicting
 * interpretations), and no harmful variant in the same result.
 */
export function reportsUncertainVariant(interpretation: string, value = ""): boolean {
  if (reportsPathogenic(interpretation, value)) return false;
  return statements(`${interpretation}. ${value}`).some((s) => UNCERTAIN.test(s) && !UNCERTAIN_DENIED.test(s));
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

/*
 * HFE variants written in HGVS or by dbSNP id (review 14, haematology case 16: "c.845G>A
 * p.(Cys282Tyr) homozygous" was not read as C282Y, so a homozygote got no finding). p.Cys282Tyr is
 * the same change as C282Y (EASL 2022 names it "p.Cys282Tyr (p.C282Y)"; ASH 2013: 845G→A).
 */
const HFE_NAMES: readonly [RegExp, string][] = [
  [/\b(?:p\.\s*)?\(?cys282tyr\)?|\bp\.\s*\(?c282y\)?|\bc\.845g\s*>\s*a\b|\brs1800562\b/gi, "C282Y"],
  [/\b(?:p\.\s*)?\(?his63asp\)?|\bp\.\s*\(?h63d\)?|\bc\.187c\s*>\s*g\b|\brs1799945\b/gi, "H63D"],
];

/** An HFE result with its variants under the names the rules read (C282Y, H63D). */
export function hfeVariantNames(text: string): string {
  return HFE_NAMES.reduce((t, [pattern, name]) => t.replace(pattern, name), text);
}

export function isHomozygous(text: string): boolean {
  return /\bhomozygous\b|c282y\s*\/\s*c282y/i.test(text);
}

export type MetaboliserPhenotype =
  "poor" | "intermediate" | "normal" | "rapid" | "ultrarapid" | "decreased-function" | "increased-function";

/** CYP2C19 alleles with no function (CPIC allele functionality). */
const CYP2C19_NO_FUNCTION = new Set(["*2", "*3", "*4", "*5", "*6", "*7", "*8"]);
/** The CYP2C19 increased-function allele: *17/*17 is ultrarapid, *1/*17 rapid (CPIC phenotype table). */
const CYP2C19_INCREASED_FUNCTION = "*17";

/**
 * Phenotype from the words of a pharmacogenomic result, or from a CYP2C19 diplotype
 * ("*2/*2" → poor, "*1/*2" → intermediate, "*17/*17" → ultrarapid, "*1/*17" → rapid) when only
 * alleles are given.
 */
export function metaboliserPhenotype(gene: string, text: string): MetaboliserPhenotype | undefined {
  const t = text.toLowerCase();
  if (/ultra[- ]?rapid/.test(t)) return "ultrarapid";
  if (/poor (metab|function)|no function|deficient|homozygous variant|absent activity/.test(t)) return "poor";
  if (/intermediate/.test(t)) return "intermediate";
  if (
    /decreased function|reduced function|low function|possible decreased/.test(t) ||
    // An enzyme-activity (phenotype) result: "Low TPMT activity", "reduced DPD activity".
    /\b(low|reduced|decreased)\s+(\w+\s+)?(enzyme\s+)?activity\b/.test(t)
  )
    return "decreased-function";
  if (/increased function/.test(t)) return "increased-function";
  if (/\brapid/.test(t)) return "rapid";
  if (/normal (metab|function)|extensive metab/.test(t)) return "normal";
  if (gene === "CYP2C19") {
    const alleles = text.match(/\*\d+/g);
    if (alleles && alleles.length >= 2) {
      const pair = alleles.slice(0, 2);
      const noFunction = pair.filter((a) => CYP2C19_NO_FUNCTION.has(a)).length;
      const increased = pair.filter((a) => a === CYP2C19_INCREASED_FUNCTION).length;
      if (noFunction === 2) return "poor";
      // A no-function allele with *17 (*2/*17) is still intermediate.
      if (noFunction === 1) return "intermediate";
      if (increased === 2) return "ultrarapid";
      if (increased === 1) return "rapid";
      return "normal";
    }
  }
  return undefined;
}

/** CYP2C9 allele activity values (CPIC): *1 normal (1), *2 decreased (0.5), *3 no function (0). */
const CYP2C9_ACTIVITY: Readonly<Record<string, number>> = { "*1": 1, "*2": 0.5, "*3": 0 };

/** A stated activity score ("activity score 1.5", "AS=1"), if any. */
export function statedActivityScore(text: string): number | undefined {
  // "AS" only in capitals: "reported as 1 copy" is no score.
  const m =
    /\bactivity\s+score\s*(?:of|[:=])?\s*(\d(?:\.\d+)?)(?![\d.])/i.exec(text) ??
    /\bAS\s*(?:of|[:=])?\s*(\d(?:\.\d+)?)(?![\d.])/.exec(text);
  return m ? Number(m[1]) : undefined;
}

/**
 * The CYP2C9 activity score of a result: stated, or summed from a diplotype of alleles with a
 * known activity value ("*1/*3" → 1). Undefined when an allele's value is not known here.
 */
export function cyp2c9ActivityScore(text: string): number | undefined {
  const stated = statedActivityScore(text);
  if (stated !== undefined) return stated;
  const alleles = /(\*\d+)\s*\/\s*(\*\d+)/.exec(text);
  if (!alleles) return undefined;
  const first = CYP2C9_ACTIVITY[alleles[1] ?? ""];
  const second = CYP2C9_ACTIVITY[alleles[2] ?? ""];
  return first === undefined || second === undefined ? undefined : first + second;
}

/**
 * VKORC1 -1639G>A (rs9923231, C>T on the other strand) called on one or both copies: the
 * genotype that lowers the warfarin dose needed.
 */
export function vkorc1Variant(text: string): boolean {
  const t = text.toLowerCase();
  return (
    /(1639|rs9923231)[^;.]{0,30}?\b(a\/a|g\/a|a\/g|aa|ga|ag|t\/t|c\/t|t\/c|tt|ct|tc)\b/.test(t) ||
    /\b(a\/a|g\/a|a\/g)\b[^;.]{0,30}?1639/.test(t) ||
    /\b(heterozygous|homozygous)\b[^;.]{0,30}?(1639\s*g\s*>\s*a|rs9923231)/.test(t) ||
    /(1639\s*g\s*>\s*a|rs9923231)[^;.]{0,30}?\b(heterozygous|homozygous)\b(?!\s+(for\s+)?(the\s+)?(wild|reference|normal|g\b))/.test(
      t,
    ) ||
    /\b(high|increased|intermediate)\s+(warfarin\s+)?sensitivity\b/.test(t)
  );
}
