import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { psaConfounders } from "./psa-confounders.ts";
import { withPsaFamilyHistory } from "./psa-family-history.ts";
import { freePsaRatio } from "./psa-nhs-threshold.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { psaDuringRetention } from "./urinary-retention-notes.ts";
import { isActiveCondition } from "../vocab/conditions.ts";

/*
 * PSA in a man with urinary symptoms is a diagnostic test, not screening (review 11 onc-haem,
 * case 01: a man of 72 with nocturia and a poor stream, PSA 7.4 ng/mL, was told "usually repeated
 * first" against a generic 4.0 threshold and a screening citation).
 * - NICE NG12 1.6.2 (nice.org.uk 2021 exceptional surveillance page, seen 2026-11-28): consider a
 *   PSA and rectal examination in men with lower urinary tract symptoms (nocturia, frequency,
 *   hesitancy, urgency, retention).
 * - NICE NG12 1.6.3 (rationale page on nice.org.uk, seen 2026-11-28): referral is considered when
 *   the PSA is above a threshold for the man's age, with his preferences and other illnesses taken
 *   into account. The age thresholds themselves were seen only in a secondary copy (a local 2-week-
 *   wait pathway quoting NICE): above 2.5 at 40–49, 3.5 at 50–59, 4.5 at 60–69, 6.5 at 70–79 ng/mL;
 *   below 40 and from 80 clinical judgement, so the rule stays silent there.
 * A man on a 5-alpha-reductase inhibitor is read by assay-interference.ts (the PSA is halved).
 */

const F = FindingFamily.pattern;

/** NG12 age-specific PSA thresholds (ng/mL), as quoted by the secondary copy named above. */
const NG12_PSA_THRESHOLDS: readonly { from: number; to: number; above: number }[] = [
  { from: 40, to: 49, above: 2.5 },
  { from: 50, to: 59, above: 3.5 },
  { from: 60, to: 69, above: 4.5 },
  { from: 70, to: 79, above: 6.5 },
];

/** Lower urinary tract symptoms and other prostate symptoms NG12 names, in the notes or conditions. */
const PROSTATE_SYMPTOMS =
  /\b(?:luts|lower urinary tract symptoms?|nocturia|poor (?:urinary )?stream|weak (?:urinary )?stream|hesitancy|urinary (?:frequency|urgency|retention)|terminal dribbling|incomplete (?:bladder )?emptying|(?:visible )?haematuria|hematuria|erectile dysfunction)\b/i;

/** Waking once a night to pass urine ("nocturia x1", "nocturia once"). */
const SINGLE_NOCTURIA = /\bnocturia\s*(?:x\s*1|×\s*1|once|1\s*(?:\/|per|a)\s*night)\b/gi;
const ASYMPTOMATIC = /\basymptomatic\b|\bno (?:urinary|lower urinary tract|prostate) symptoms\b/i;

/**
 * The notes with a single nocturia removed when the same notes call the man asymptomatic: the
 * record's own judgement stands (review 13, oncology case 04: "Asymptomatic. Nocturia x1").
 */
function symptomText(text: string): string {
  return ASYMPTOMATIC.test(text) ? text.replace(SINGLE_NOCTURIA, "") : text;
}

/** The NG12 threshold for this age, or undefined outside 40–79. */
export function ng12PsaThreshold(age: number | undefined): number | undefined {
  if (age === undefined) return undefined;
  return NG12_PSA_THRESHOLDS.find((b) => age >= b.from && age <= b.to)?.above;
}

/** The first stated prostate symptom, from the notes or a recorded condition. */
export function prostateSymptom(ctx: RuleContext): string | undefined {
  const stated = statedMention(symptomText(ctx.freeText), PROSTATE_SYMPTOMS, true);
  if (stated !== undefined) return stated;
  return ctx.model.conditions.find((c) => isActiveCondition(c.status) && PROSTATE_SYMPTOMS.test(c.name))?.name;
}

interface SymptomaticPsa {
  psa: LabObservation;
  threshold: number;
  symptom: string;
}

/** A man of 40–79 with prostate symptoms, not on a 5-ARI, whose PSA is above the NG12 age threshold. */
export function symptomaticPsaAboveThreshold(ctx: RuleContext): SymptomaticPsa | undefined {
  // NG12 is an English referral pathway, and it was cited on US records (review 25, labs-25 case 02
  // and labs-25b case 06); those are read by the raised PSA finding, with its repeat-first plan.
  if (ctx.sex !== "male" || readsAsUsUnits(ctx)) return undefined;
  const threshold = ng12PsaThreshold(ctx.age);
  const psa = ctx.lab("psa");
  const value = ctx.valueOf(psa);
  if (threshold === undefined || psa === undefined || value === undefined || value <= threshold) return undefined;
  if (ctx.meds("5-ari").length > 0) return undefined;
  if (ctx.everHad("prostate-cancer").length > 0) return undefined;
  // A PSA taken during or soon after a urinary infection, catheterisation or retention is repeated
  // before any referral (Scottish referral guidelines: not a suspected-cancer referral after a UTI,
  // repeat six weeks after treatment); the raised PSA finding carries that plan (review 22,
  // urology-mens case 03: PSA 7.4 three days after treating a catheter-associated UTI).
  if (psaConfounders(ctx) !== undefined || psaDuringRetention(ctx) !== undefined) return undefined;
  const symptom = prostateSymptom(ctx);
  return symptom === undefined ? undefined : { psa, threshold, symptom };
}

/*
 * A free-to-total ratio sent with a symptomatic PSA vanished from the report (review 26,
 * screening-26 case 14: PSA 6.2 at 63 with nocturia and a ratio of 28%): the raised-PSA finding
 * that reads it stands aside for this one. NG12's referral rests on the total PSA and the symptoms,
 * and a high free share lowers the chance of cancer without ruling it out (Hoffman 2000), so it is
 * named without softening the referral.
 */
function freeRatioBesideReferral(ctx: RuleContext): Partial<RuleMatch> {
  const free = freePsaRatio(ctx);
  if (free === undefined) return {};
  return {
    clinicianExtra: `The free-to-total PSA ratio is ${formatNumber(free.percent, 1)}%${free.obs.date ? ` (${free.obs.date.slice(0, 10)})` : ""}; it is not part of the NICE NG12 referral criterion, and even a high free share leaves a real chance of cancer (about 1 in 10), so it does not replace the referral decision.`,
    evidence: ["hoffman-2000-free-total-psa-ratio"],
  };
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const found = symptomaticPsaAboveThreshold(ctx);
  if (found === undefined) return undefined;
  const points = ctx.series("psa")?.points ?? [];
  const first = points[0];
  const last = points[points.length - 1];
  const rising = first !== undefined && last !== undefined && points.length >= 2 && last.value > first.value;
  return withPsaFamilyHistory(ctx, {
    ...freeRatioBesideReferral(ctx),
    refs: ctx.refs(found.psa, freePsaRatio(ctx)?.obs),
    values: {
      psa: ctx.show(found.psa),
      age: String(ctx.age),
      threshold: formatNumber(found.threshold),
      symptom: found.symptom.trim(),
      trend: rising
        ? ` It has risen from ${formatNumber(first.value)} ${first.unit} (${first.date.slice(0, 10)}).`
        : "",
    },
  });
}

export const PSA_SYMPTOMATIC_RULES: readonly Rule[] = [
  {
    id: "psa-above-age-threshold-symptomatic",
    family: F,
    severity: Severity.high,
    problem: "Prostate",
    title: "PSA above the age threshold in a man with urinary symptoms",
    clinician:
      'PSA {psa} at age {age} is above the NICE NG12 age-specific threshold (more than {threshold} ng/mL) in a man with symptoms ("{symptom}"); this is a diagnostic test, not screening.{trend} Exclude a urinary infection, then consider a suspected prostate cancer pathway referral, taking his wishes and other illnesses into account.',
    patient:
      "Your PSA (a prostate blood test) is higher than expected for your age, and you have urinary symptoms. Many things besides cancer can raise it, but with symptoms your doctor will usually check your urine for infection and then talk with you about an urgent referral to a urology team.",
    nextSteps: [
      "Exclude a urinary infection with a urine test, if not already done",
      "Consider a suspected prostate cancer pathway referral (appointment within 2 weeks), with the man's preferences and other illnesses in mind",
    ],
    patientQuestions: ["Do I need an urgent referral to a urology team?"],
    evidence: ["nice-ng12-suspected-cancer"],
    keywords: ["psa", "prostate cancer", "lower urinary tract symptoms", "suspected cancer referral"],
    match,
  },
];
