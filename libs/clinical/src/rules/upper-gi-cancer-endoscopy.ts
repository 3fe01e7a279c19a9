import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { alarmFeatures, positiveHPylori } from "./h-pylori.ts";
import { statedMention } from "./notes.ts";
import { referenceNow } from "./past-mention.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * NICE NG12 rec 1.2.1 (SUMMARIES["nice-ng12-suspected-cancer"]): urgent direct-access upper GI
 * endoscopy, within 2 weeks, for dysphagia, or at 55 and over with weight loss and upper abdominal
 * pain, reflux or dyspepsia (review 25, cancer-25b case 05: a woman of 58 with 3 months of upper
 * abdominal pain, indigestion and 5 kg weight loss had no finding at all). A positive H. pylori test
 * carries the same advice in its own finding (h-pylori.ts). Read on UK records only: NG12 is the
 * NHS pathway, and no US source for the same thresholds has been seen.
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

function match(ctx: RuleContext): RuleMatch | undefined {
  if (!readsAsUk(ctx) || positiveHPylori(ctx) !== undefined) return undefined;
  const text = ctx.freeText;
  // A known cancer is the cancer team's to follow; one named in the notes may be a relative's.
  if (ctx.model.conditions.some((c) => UPPER_GI_CANCER.test(c.name))) return undefined;
  const alarm = alarmFeatures(ctx);
  if (alarm === undefined || (alarm.patient === "weight loss" && INTENDED.test(text))) return undefined;
  if (alarm.clinician === "dysphagia" && neurologicalCause(ctx)) return undefined;
  if (recentEndoscopy(ctx) !== undefined) return undefined;
  return { refs: [], values: { alarm: alarm.clinician } };
}

export const UPPER_GI_CANCER_ENDOSCOPY_RULES: readonly Rule[] = [
  {
    id: "upper-gi-urgent-endoscopy",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Suspected cancer",
    title: "Upper GI symptoms that call for urgent endoscopy",
    clinician:
      "The notes record {alarm}. NICE NG12 offers urgent direct-access upper GI endoscopy, performed within 2 weeks, to assess for oesophageal or stomach cancer in people with dysphagia, or aged 55 and over with weight loss and upper abdominal pain, reflux or dyspepsia.",
    patient:
      "The symptoms in your notes are ones UK guidance asks doctors to check quickly, within 2 weeks, with a camera test of the gullet and stomach (an endoscopy). Ask your doctor to arrange it now rather than waiting for the symptoms to settle.",
    nextSteps: [
      "Refer for urgent direct-access upper GI endoscopy (within 2 weeks, NICE NG12 suspected cancer pathway)",
    ],
    patientQuestions: ["When will my endoscopy be?"],
    evidence: ["nice-ng12-suspected-cancer"],
    keywords: ["upper gi endoscopy", "dyspepsia weight loss", "dysphagia", "suspected cancer"],
    match,
  },
];
