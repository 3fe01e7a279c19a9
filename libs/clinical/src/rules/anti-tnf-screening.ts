/**
 * Screening before a TNF inhibitor is started (review 13 hepatology-gi 14: adalimumab planned, with
 * no reminder of TB, HIV or VZV screening). Reviews of anti-TNF preparation in IBD (World J
 * Gastroenterol 2014, Table 1; World J Gastrointest Pharmacol Ther 2016, Table 1) list latent TB
 * (history, chest X-ray, IGRA or TST), hepatitis B (HBsAg, anti-HBc), hepatitis C, HIV, and VZV
 * serology when there is no history of chickenpox or shingles, with vaccination before treatment if
 * it is negative. The finding names only the tests the record lacks, and is silent once the drug
 * has started: a positive TB test has its own finding (latent-tb.ts), as does a past hepatitis B
 * (hbv-reactivation-anti-tnf).
 */
import { FindingFamily, Severity } from "../model.ts";
import { capitalise, joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { antiTnfStarted } from "./anti-tnf-status.ts";
import { antiTnf, IGRA, TST } from "./latent-tb.ts";
import type { Rule } from "./types.ts";

const byName = (ctx: RuleContext, re: RegExp) => ctx.model.labs.some((o) => re.test(o.name));
const anyOf = (ctx: RuleContext, ...ids: string[]) => ids.some((id) => ctx.labs(id).length > 0);

/** A TB test named as done in the notes ("QuantiFERON negative"), not one asked for. */
const TB_TEST_DONE =
  /\b(?:quantiferon|igra|t-?spot|mantoux|tuberculin)\b[^.;]{0,20}\b(?:negative|positive|indeterminate|done|reactive|non-reactive)\b/;
/** A history of chickenpox or shingles, or VZV vaccination, which makes VZV serology unnecessary. */
const VZV_HISTORY = /\b(?:chicken\s*pox|varicella|shingles|herpes zoster|zoster)\b/;

interface Screen {
  words: string;
  done: (ctx: RuleContext) => boolean;
}

const SCREENS: readonly Screen[] = [
  {
    words: "latent TB (IGRA or tuberculin skin test, with a TB history and chest X-ray)",
    done: (ctx) => byName(ctx, IGRA) || byName(ctx, TST) || TB_TEST_DONE.test(ctx.freeText),
  },
  { words: "hepatitis B (HBsAg and anti-HBc)", done: (ctx) => anyOf(ctx, "hbsag") && anyOf(ctx, "anti-hbc") },
  { words: "hepatitis C", done: (ctx) => anyOf(ctx, "hcv-ab", "hcv-rna") },
  { words: "HIV", done: (ctx) => anyOf(ctx, "hiv-ag-ab") || byName(ctx, /\bhiv\b/i) },
  {
    words: "VZV serology (no chickenpox or shingles history recorded)",
    done: (ctx) =>
      byName(ctx, /\b(?:vzv|varicella|zoster)\b/i) || statedMention(ctx.freeText, VZV_HISTORY) !== undefined,
  },
];

/** The notes name a plan to start the drug, within one sentence. */
function planned(text: string, drug: string): boolean {
  const name = drug.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(String.raw`\b(?:plan\w*|start\w*|commenc\w*|initiat\w*|begin\w*)\b[^.;]{0,40}\b${name}\b`).test(
    text,
  );
}

export const ANTI_TNF_SCREENING_RULES: readonly Rule[] = [
  {
    id: "anti-tnf-pre-treatment-screening",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Screening before a TNF inhibitor is started",
    clinician:
      "{drug} is planned and the record has no screening for {missing}. TNF inhibitors raise the risk of serious and opportunistic infection, including reactivated TB and hepatitis B, so these are checked before the first dose; latent TB is treated first, and a VZV-negative patient is vaccinated before treatment starts.",
    patient:
      "Before starting {plainDrug}, a medicine that lowers part of the immune system, you need some checks for infections that could flare up on it, such as TB and some viruses. Your team will arrange these blood tests and any vaccines you need before the first dose.",
    nextSteps: [
      "Before the first dose, screen for the infections listed and update vaccinations; give any live vaccine before the TNF inhibitor is started, not during treatment",
    ],
    evidence: ["wjg-2014-anti-tnf-screening", "infliximab-label-serious-infection"],
    keywords: [
      "tnf inhibitor",
      "adalimumab",
      "infliximab",
      "pre-biologic screening",
      "latent tuberculosis",
      "hiv",
      "varicella",
    ],
    match: (ctx) => {
      const drug = antiTnf(ctx);
      if (drug === undefined || antiTnfStarted(ctx, drug.meds) !== undefined) return undefined;
      // A medicine already listed as taken without a start date is read as running, not planned.
      if (drug.meds.some((m) => m.active && m.startDate === undefined)) return undefined;
      // A name in the notes counts only as a plan to start it ("plan to start adalimumab").
      if (drug.meds.length === 0 && !planned(ctx.freeText, drug.generic)) return undefined;
      const missing = SCREENS.filter((s) => !s.done(ctx)).map((s) => s.words);
      if (missing.length === 0) return undefined;
      return {
        refs: drug.meds.map((m) => m.ref),
        values: { drug: capitalise(drug.name), plainDrug: drug.generic, missing: joinList(missing) },
        nextSteps: [
          `Before the first dose, test for ${joinList(missing)}`,
          "Update vaccinations before treatment; live vaccines are given before the TNF inhibitor is started, not during it",
        ],
      };
    },
  },
];
