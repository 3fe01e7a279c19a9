/**
 * Screening before a TNF inhibitor is started (review 13 hepatology-gi 14: adalimumab planned, with
 * no reminder of TB, HIV or VZV screening). Reviews of anti-TNF preparation in IBD (World J
 * Gastroenterol 2014, Table 1; World J Gastrointest Pharmacol Ther 2016, Table 1) list latent TB
 * (history, chest X-ray, IGRA or TST), hepatitis B (HBsAg, anti-HBc), hepatitis C, HIV, and VZV
 * serology when there is no history of chickenpox or shingles, with vaccination before treatment if
 * it is negative. The finding names only the tests the record lacks, counting TB, hepatitis B, C and
 * HIV results and negative screens the notes state from the last 12 months (infection-screen-results.ts,
 * review 28), and is silent once the drug
 * has started: a positive TB test has its own finding (latent-tb.ts), as does a past hepatitis B
 * (hbv-reactivation-anti-tnf).
 */
import { FindingFamily, Severity } from "../model.ts";
import { capitalise, joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { antiTnfStarted } from "./anti-tnf-status.ts";
import { antiTnf, IGRA, isPositive, TST } from "./latent-tb.ts";
import { recentScreenResult, screenDone, statedInRecord } from "./infection-screen-results.ts";
import type { Rule } from "./types.ts";

const byName = (ctx: RuleContext, re: RegExp) => ctx.model.labs.some((o) => re.test(o.name));

const TB_TEST = String.raw`\b(?:quantiferon|igra|t-?spot|mantoux|tuberculin)\b[^.;]{0,20}`;
/** A TB test named as done in the notes ("QuantiFERON negative"), not one asked for. */
const TB_TEST_DONE = new RegExp(
  String.raw`${TB_TEST}\b(?:negative|positive|indeterminate|done|reactive|non-reactive)\b`,
  "g",
);
const TB_TEST_POSITIVE = new RegExp(String.raw`${TB_TEST}\bpositive\b`, "g");

/**
 * A TB test counts from the last 12 months, as the viral screens do (infection-screen-results.ts).
 * A positive one of any age counts as done: latent-tb.ts gives it its own finding, and repeating
 * the test would not answer it.
 */
function tbScreenDone(ctx: RuleContext): boolean {
  const tests = ctx.model.labs.filter((o) => IGRA.test(o.name) || TST.test(o.name));
  return (
    tests.some((o) => isPositive(o) || recentScreenResult(ctx, o)) ||
    statedInRecord(ctx, TB_TEST_POSITIVE, true) ||
    statedInRecord(ctx, TB_TEST_DONE)
  );
}

/**
 * A recombinant (non-live) shingles vaccine already given or booked. Review 29 (infection-29 case 11,
 * a woman of 72 before infliximab): the VZV step was the same at every age, serology and a live
 * varicella vaccine if negative, with no word of the shingles vaccine that an adult about to be
 * immunosuppressed is offered. The recombinant vaccine is not live and is indicated for adults 18 or
 * older whose treatment suppresses immunity (SUMMARIES["shingrix-recombinant-immunosuppressed"]).
 * Serology stays: ACIP does not accept birth before 1980 as evidence of varicella immunity in
 * immunosuppressed people (cdc.gov/chickenpox/hcp/immunity.html, seen in review 29).
 */
const SHINGLES_VACCINE = /\b(?:shingrix|recombinant\s+(?:herpes\s+)?zoster|(?:shingles|zoster)\s+vaccin\w*)\b/i;

/** A history of chickenpox or shingles, or VZV vaccination, which makes VZV serology unnecessary. */
const VZV_HISTORY = /\b(?:chicken\s*pox|varicella|shingles|herpes zoster|zoster)\b/;

interface Screen {
  /** What to test for when it is missing: for hepatitis B, only the part not yet done. */
  words: string | ((ctx: RuleContext) => string);
  /** The infection in the patient's words, so their text names only the checks still to do. */
  plain: string;
  done: (ctx: RuleContext) => boolean;
}

const hepatitisBWords = (ctx: RuleContext) =>
  screenDone(ctx, "hbsag")
    ? "hepatitis B core antibody (anti-HBc)"
    : screenDone(ctx, "anti-hbc")
      ? "hepatitis B surface antigen (HBsAg)"
      : "hepatitis B (HBsAg and anti-HBc)";

const SCREENS: readonly Screen[] = [
  {
    words: "latent TB (IGRA or tuberculin skin test, with a TB history and chest X-ray)",
    plain: "tuberculosis (TB)",
    done: tbScreenDone,
  },
  {
    words: hepatitisBWords,
    plain: "hepatitis B",
    done: (ctx) => screenDone(ctx, "hbsag") && screenDone(ctx, "anti-hbc"),
  },
  { words: "hepatitis C", plain: "hepatitis C", done: (ctx) => screenDone(ctx, "hcv") },
  { words: "HIV", plain: "HIV", done: (ctx) => screenDone(ctx, "hiv") },
  {
    words: "VZV serology (no chickenpox or shingles history recorded)",
    plain: "the chickenpox virus",
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

/** Whether a pre-TNF screen is still missing (the finding then names the shingles vaccine itself). */
export function antiTnfScreeningDue(ctx: RuleContext): boolean {
  return SCREENS.some((s) => !s.done(ctx));
}

export const ANTI_TNF_SCREENING_RULES: readonly Rule[] = [
  {
    id: "anti-tnf-pre-treatment-screening",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Screening before a TNF inhibitor is started",
    clinician:
      "{drug} is planned and the record has no screening result from the last 12 months for {missing}. TNF inhibitors raise the risk of serious and opportunistic infection, including reactivated TB and hepatitis B, so these are checked before the first dose; latent TB is treated first, and a VZV-negative patient is vaccinated before treatment starts.",
    patient:
      "Before starting {plainDrug}, a medicine that lowers part of the immune system, you need {checks} that could flare up on it. Your team will arrange these tests and any vaccines you need before the first dose.",
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
      const due = SCREENS.filter((s) => !s.done(ctx));
      const missing = due.map((s) => (typeof s.words === "string" ? s.words : s.words(ctx)));
      if (missing.length === 0) return undefined;
      // The patient is told only the infections still to check (review 28: "such as TB" when only viruses remained).
      const checks =
        due.length === 1
          ? `a check for ${due[0]!.plain}, an infection`
          : `checks for ${joinList(due.map((s) => s.plain))}, infections`;
      const shingles =
        ctx.age !== undefined &&
        ctx.age >= 18 &&
        !SHINGLES_VACCINE.test(ctx.freeText) &&
        !ctx.model.medications.some((m) => SHINGLES_VACCINE.test(m.name));
      return {
        refs: drug.meds.map((m) => m.ref),
        values: { drug: capitalise(drug.name), plainDrug: drug.generic, missing: joinList(missing), checks },
        nextSteps: [
          `Before the first dose, test for ${joinList(missing)}`,
          "Update vaccinations before treatment; live vaccines are given before the TNF inhibitor is started, not during it",
          ...(shingles
            ? [
                "Offer the recombinant shingles vaccine (Shingrix): it is not live, and it is indicated for adults whose treatment suppresses immunity",
              ]
            : []),
        ],
        ...(shingles && {
          evidence: ["shingrix-recombinant-immunosuppressed"],
          clinicianExtra:
            "No shingles vaccine is recorded: the recombinant zoster vaccine is not live and is indicated for adults whose treatment suppresses immunity, so it is offered alongside the screening, unlike the live varicella vaccine kept for a VZV-negative patient.",
          patientExtra:
            "Ask about the shingles vaccine too: the one used now is not live, so it is safe with this medicine.",
        }),
      };
    },
  },
];
