import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { alarmFeatures, positiveHPylori } from "./h-pylori.ts";
import { statedMention } from "./notes.ts";
import { referenceNow } from "./past-mention.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { devolvedNation, readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * NICE NG12 rec 1.2.1 (SUMMARIES["nice-ng12-suspected-cancer"]): urgent direct-access upper GI
 * endoscopy, within 2 weeks, for dysphagia, or at 55 and over with weight loss and upper abdominal
 * pain, reflux or dyspepsia (review 25, cancer-25b case 05: a woman of 58 with 3 months of upper
 * abdominal pain, indigestion and 5 kg weight loss had no finding at all). A positive H. pylori test
 * carries the same advice in its own finding (h-pylori.ts). NG12 is the NHS pathway: a US record is
 * read in US terms (below), and a record that reads as neither country is not read.
 */

/** Weight lost on purpose is not a symptom. */
export const INTENDED = /\b(?:intentional|on purpose|dieting|on a diet|trying to lose|slimming|bariatric)\b/i;
export const UPPER_GI_CANCER = /\b(?:oesophageal|esophageal|gastric|stomach) (?:cancer|carcinoma|adenocarcinoma)\b/i;
const ENDOSCOPY =
  /\b(?:ogd|gastroscopy|oesophago-?gastro-?duodenoscopy|esophagogastroduodenoscopy|upper gi endoscopy)\b/i;
const ENDOSCOPY_RECENT_DAYS = 90;
/**
 * Swallowing trouble a known neurological disease explains is a speech-and-language and neurology
 * question, not the oesophageal cancer pathway.
 */
const NEUROLOGICAL_DYSPHAGIA = /\b(?:stroke|motor neurone disease|mnd|myasthenia|parkinson\w*|multiple sclerosis)\b/i;

/** An upper GI endoscopy in the record from the last 3 months: the referral is not asked for again. */
export function recentEndoscopy(ctx: RuleContext): string | undefined {
  const now = referenceNow(ctx);
  if (now === undefined) return undefined;
  return ctx.model.imaging.find((s) => {
    const at = s.date === undefined ? Number.NaN : Date.parse(s.date);
    return ENDOSCOPY.test(`${s.type} ${s.description}`) && now - at <= ENDOSCOPY_RECENT_DAYS * 86_400_000 && at <= now;
  })?.date;
}

function neurologicalCause(ctx: RuleContext): boolean {
  return (
    ctx.model.conditions.some((c) => NEUROLOGICAL_DYSPHAGIA.test(c.name)) ||
    statedMention(ctx.freeText, NEUROLOGICAL_DYSPHAGIA) !== undefined
  );
}

/*
 * A US record is read too, without NG12's pathway (review 30, country-30 case 02: a Raleigh, NC man
 * of 62 with food sticking for 6 weeks and 6 kg lost had no upper GI finding at all). Swallowing
 * trouble or weight loss with upper GI symptoms is assessed promptly with upper endoscopy, in plain
 * terms; ACG/CAG 2017 ("acg-cag-2017-dyspepsia") is cited for dyspepsia at 60 or over and for
 * alarm features under 60 being weighed case by case.
 */
const WORDS = {
  uk: {
    guidance:
      "NICE NG12 offers urgent direct-access upper GI endoscopy, performed within 2 weeks, to assess for oesophageal or stomach cancer in people with dysphagia, or aged 55 and over with weight loss and upper abdominal pain, reflux or dyspepsia.",
    patientWhy: "are ones UK guidance asks doctors to check quickly, within 2 weeks,",
    gullet: "gullet",
  },
  // Scotland refers by its own guidelines, as a USC referral for assessment (review 30b, nations-30b case 14).
  scotland: {
    guidance:
      "The Scottish Referral Guidelines for Suspected Cancer (2025) make persistent or progressive dysphagia, or weight loss (5% or more of body weight, or a strong clinical suspicion) at 55 or over with upper abdominal pain, early satiety, reflux, dyspepsia or nausea or vomiting, an urgent suspicion of cancer (USC) referral by the local pathway; the person is referred for assessment rather than a set test, since a normal endoscopy or CT alone may not exclude an upper GI cancer.",
    patientWhy: "are ones Scottish guidance asks doctors to refer urgently for checks, usually",
    gullet: "gullet",
  },
  us: {
    guidance:
      "Trouble swallowing, or weight loss with upper GI symptoms, is an alarm picture for esophageal or stomach cancer and is assessed promptly with upper endoscopy (EGD); ACG/CAG 2017 suggests endoscopy for anyone with dyspepsia at 60 or over and weighs alarm features case by case below that age.",
    patientWhy: "need a prompt check",
    gullet: "food pipe",
  },
} as const;

function match(ctx: RuleContext): RuleMatch | undefined {
  const us = readsAsUsUnits(ctx);
  if ((!us && !readsAsUk(ctx)) || positiveHPylori(ctx) !== undefined) return undefined;
  const text = ctx.freeText;
  // A known cancer is the cancer team's to follow; one named in the notes may be a relative's.
  if (ctx.model.conditions.some((c) => UPPER_GI_CANCER.test(c.name))) return undefined;
  const alarm = alarmFeatures(ctx);
  if (alarm === undefined || (alarm.patient === "weight loss" && INTENDED.test(text))) return undefined;
  if (alarm.clinician === "dysphagia" && neurologicalCause(ctx)) return undefined;
  if (recentEndoscopy(ctx) !== undefined) return undefined;
  if (!us && devolvedNation(ctx) === "Scotland")
    return {
      refs: [],
      values: { alarm: alarm.clinician, ...WORDS.scotland },
      nextSteps: [
        "Refer to the upper GI service as an urgent suspicion of cancer (USC) referral by the local pathway (Scottish Referral Guidelines for Suspected Cancer)",
      ],
      evidence: ["scottish-referral-guidelines-upper-gi-2025"],
      evidenceReplacesRule: true,
    };
  if (!us) return { refs: [], values: { alarm: alarm.clinician, ...WORDS.uk } };
  return {
    refs: [],
    values: { alarm: alarm.clinician, ...WORDS.us },
    nextSteps: ["Refer promptly for upper endoscopy (EGD)"],
    evidence: ["acg-cag-2017-dyspepsia"],
    evidenceReplacesRule: true,
  };
}

export const UPPER_GI_CANCER_ENDOSCOPY_RULES: readonly Rule[] = [
  {
    id: "upper-gi-urgent-endoscopy",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Suspected cancer",
    title: "Upper GI symptoms that call for urgent endoscopy",
    clinician: "The notes record {alarm}. {guidance}",
    patient:
      "The symptoms in your notes {patientWhy} with a camera test of the {gullet} and stomach (an endoscopy). Ask your doctor to arrange it now rather than waiting for the symptoms to settle.",
    nextSteps: [
      "Refer for urgent direct-access upper GI endoscopy (within 2 weeks, NICE NG12 suspected cancer pathway)",
    ],
    patientQuestions: ["When will my endoscopy be?"],
    evidence: ["nice-ng12-suspected-cancer"],
    keywords: ["upper gi endoscopy", "dyspepsia weight loss", "dysphagia", "suspected cancer"],
    match,
  },
];
