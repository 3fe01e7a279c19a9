import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { alarmFeatures, positiveHPylori } from "./h-pylori.ts";
import { sentenceAround, statedMatches, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";
import { INTENDED, recentEndoscopy, UPPER_GI_CANCER } from "./upper-gi-cancer-endoscopy.ts";

/*
 * NICE NG12's non-urgent branch for oesophageal and stomach cancer (SUMMARIES and FACTS_SEEN
 * "nice-ng12-suspected-cancer"): at 55 and over, consider non-urgent direct-access upper GI
 * endoscopy for treatment-resistant dyspepsia, upper abdominal pain with a low haemoglobin, a raised
 * platelet count with nausea, vomiting, weight loss, reflux, dyspepsia or upper abdominal pain, or
 * nausea or vomiting with weight loss, reflux, dyspepsia or upper abdominal pain (review 26,
 * cancer-26b cases 06, 07 and 10 had no finding). The urgent branch (upper-gi-cancer-endoscopy.ts)
 * takes precedence. Haematemesis is left out: in a record it is more often an acute bleed, which
 * needs same-day assessment, and a "non-urgent" finding beside it would read as reassurance.
 * Read on UK records only, as the urgent branch is.
 */

const NG12_AGE = 55;
const DYSPEPSIA = /\b(?:dyspeps\w*|indigestion)\b/i;
/** Dyspepsia that has not settled on treatment, as the notes put it, within one sentence. */
const TREATMENT_RESISTANT =
  /\b(?:dyspeps\w*|indigestion)\b[^.;]{0,100}?\b(?:despite|without (?:relief|improvement)|no (?:relief|improvement|better)|not (?:helped|relieved|responded|settled|improved)|refractory|resistant|unresponsive)\b|\b(?:treatment|ppi|omeprazole|lansoprazole)[- ](?:resistant|refractory)\b[^.;]{0,40}?\b(?:dyspeps\w*|indigestion)\b/i;
const UPPER_ABDOMINAL_PAIN = /\b(?:upper abdominal|epigastric) (?:pain|discomfort)\b/i;
const NAUSEA_OR_VOMITING = /\b(?:nausea|nauseous|vomiting|vomits?|vomited)\b/i;
const REFLUX = /\b(?:reflux|heartburn)\b/i;
const WEIGHT_LOSS = /\b(?:weight loss|losing weight|lost (?:\d+(?:\.\d+)?\s?kg|weight))\b/i;

const LOW = new Set(["low", "critical-low"]);
const HIGH = new Set(["high", "critical-high"]);

function flagged(o: LabObservation | undefined, set: Set<string>): LabObservation | undefined {
  return o !== undefined && set.has(o.status) ? o : undefined;
}

/** The symptoms in the notes, each named as the notes state it (negated mentions do not count). */
function symptoms(ctx: RuleContext): Record<string, string | undefined> {
  const text = ctx.freeText;
  const weightLoss = statedMention(text, WEIGHT_LOSS);
  return {
    "nausea or vomiting": statedMention(text, NAUSEA_OR_VOMITING),
    "weight loss": weightLoss !== undefined && !INTENDED.test(text) ? weightLoss : undefined,
    reflux: statedMention(text, REFLUX),
    dyspepsia: statedMention(text, DYSPEPSIA),
    "upper abdominal pain": statedMention(text, UPPER_ABDOMINAL_PAIN),
  };
}

function result(o: LabObservation): string {
  return [o.rawValue, o.rawUnit].filter(Boolean).join(" ");
}

/** The symptoms in the notes' own words: "nausea and reflux". */
function named(s: Record<string, string | undefined>, names: readonly string[]): string {
  const words = names.map((n) => s[n]!.toLowerCase());
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
}

function present(s: Record<string, string | undefined>, names: readonly string[]): string[] {
  return names.filter((n) => s[n] !== undefined);
}

/** The NG12 criterion the record meets, in clinician words, with the results it rests on. */
function criterion(ctx: RuleContext): { text: string; labs: LabObservation[] } | undefined {
  const s = symptoms(ctx);
  const resistant = statedMatches(ctx.freeText, TREATMENT_RESISTANT).next().value;
  if (resistant !== undefined) {
    const quote = sentenceAround(ctx.freeText, resistant.index, resistant.length).trim();
    return { text: `treatment-resistant dyspepsia ("${quote}")`, labs: [] };
  }
  // Anaemia with a low ferritin is iron deficiency, whose own GI work-up (ida-gi-referral.ts) leads.
  const hb = flagged(ctx.lab("hemoglobin"), LOW);
  const ironDeficient = flagged(ctx.lab("ferritin"), LOW) !== undefined;
  if (hb !== undefined && !ironDeficient && s["upper abdominal pain"] !== undefined)
    return { text: `upper abdominal pain with a low haemoglobin (${result(hb)})`, labs: [hb] };
  const plt = flagged(ctx.lab("platelets"), HIGH);
  const withPlatelets = present(s, [
    "nausea or vomiting",
    "weight loss",
    "reflux",
    "dyspepsia",
    "upper abdominal pain",
  ]);
  if (plt !== undefined && withPlatelets.length > 0)
    return { text: `a raised platelet count (${result(plt)}) with ${named(s, withPlatelets)}`, labs: [plt] };
  const withNausea = present(s, ["weight loss", "reflux", "dyspepsia", "upper abdominal pain"]);
  if (s["nausea or vomiting"] !== undefined && withNausea.length > 0)
    return { text: `${s["nausea or vomiting"]!.toLowerCase()} with ${named(s, withNausea)}`, labs: [] };
  return undefined;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (!readsAsUk(ctx) || ctx.age === undefined || ctx.age < NG12_AGE) return undefined;
  // The urgent branch, a positive H. pylori test (its own finding) and a known cancer lead instead.
  if (alarmFeatures(ctx) !== undefined || positiveHPylori(ctx) !== undefined) return undefined;
  if (ctx.model.conditions.some((c) => UPPER_GI_CANCER.test(c.name))) return undefined;
  if (recentEndoscopy(ctx) !== undefined) return undefined;
  const met = criterion(ctx);
  if (met === undefined) return undefined;
  return { refs: ctx.refs(...met.labs), values: { age: ctx.age, criterion: met.text } };
}

export const UPPER_GI_NON_URGENT_ENDOSCOPY_RULES: readonly Rule[] = [
  {
    id: "upper-gi-non-urgent-endoscopy",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Suspected cancer",
    title: "Upper GI symptoms for which NICE suggests a non-urgent endoscopy",
    clinician:
      "Age {age} with {criterion}: at 55 and over NICE NG12 suggests considering non-urgent direct-access upper GI endoscopy to assess for oesophageal or stomach cancer. New dysphagia, or weight loss with upper abdominal pain, reflux or dyspepsia, would make it urgent (within 2 weeks).",
    patient:
      "At your age, UK guidance suggests a camera test of the gullet and stomach (an endoscopy) for the symptoms in your notes, to find their cause. It is not an emergency referral, but ask your GP about arranging it. If you start having trouble swallowing or lose weight without trying, tell your GP straight away. If you vomit blood or pass black stools, get medical help the same day, and call 999 if it is heavy or you feel faint.",
    nextSteps: [
      "Consider non-urgent direct-access upper GI endoscopy (NICE NG12); refer urgently instead if dysphagia or weight loss with upper GI symptoms develops",
    ],
    patientQuestions: ["Should I have an endoscopy, and how soon?"],
    evidence: ["nice-ng12-suspected-cancer"],
    keywords: ["upper gi endoscopy", "treatment-resistant dyspepsia", "thrombocytosis", "suspected cancer"],
    match,
  },
];
