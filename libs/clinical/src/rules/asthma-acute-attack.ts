import { FindingFamily, Severity } from "../model.ts";
import { formatNumber, joinList } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { anaphylaxisPicture } from "./anaphylaxis-picture.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readVitals } from "./vital-signs.ts";

/*
 * An acute asthma attack graded by the BTS/NICE/SIGN features for adults (review 35, resp-infect-35
 * case 05: a woman of 24 with asthma, wheeze for 3 days, unable to finish sentences, peak flow 160
 * against a best of 450 (36%), SpO2 91%, RR 28, HR 124, on a reliever alone; the engine read the
 * vital signs as "think of sepsis" and offered only the long-term point that an inhaled steroid is
 * missing. The attack itself, with a life-threatening feature, drew no finding).
 *
 * The grading ("bts-nice-sign-acute-asthma-adults"): acute severe asthma is any one of a peak flow
 * 33–50% of best (or predicted), a respiratory rate of 25/min or more, a heart rate of 110/min or
 * more, or being unable to complete sentences in one breath; life-threatening asthma is any one of a
 * peak flow below 33%, SpO2 below 92%, a silent chest, cyanosis, poor respiratory effort, an
 * arrhythmia, hypotension, exhaustion or altered consciousness. Any life-threatening feature calls
 * for arterial blood gases; people in a severe attack may not look distressed. Oxygen aims at
 * SpO2 94–98%. Only what the record gives is graded, so the grade is a floor.
 * The thresholds are the adult ones: a child's heart and breathing rates differ, so under 16 the
 * rule stays quiet.
 */

const ASTHMA = /\basthma\b/i;
/**
 * The notes describe an attack now. Breathlessness alone is not enough: in someone with asthma it
 * can come from the heart or an infection, where a fast pulse is not an asthma feature.
 */
const ATTACK =
  /\b(?:wheez(?:e|y|ing)|asthma attack|attack of asthma|acute asthma|asthma exacerbation|exacerbation of (?:her |his |their )?asthma|tight(?:ness)?\s+(?:chest|in (?:the|her|his|my) chest)|(?:cannot|can't|can not|unable to)\s+(?:finish|complete)\s+(?:her |his |their )?sentences)\b/i;
const SENTENCES =
  /\b(?:cannot|can't|can not|unable to|not able to)\s+(?:finish|complete)\s+(?:her |his |their )?sentences\b/i;
const LIFE_NOTES: readonly [RegExp, string][] = [
  [/\bsilent chest\b/i, "a silent chest"],
  [/\bcyanos(?:ed|is)\b|\bblue lips\b/i, "cyanosis"],
  [/\bpoor respiratory effort\b|\bfeeble respiratory effort\b/i, "poor respiratory effort"],
  [/\bexhaust(?:ed|ion)\b/i, "exhaustion"],
  [/\b(?:drowsy|confused|confusion|altered (?:conscious(?:ness)?|conscious level))\b/i, "altered consciousness"],
];
/** The peak flow sent as a vital sign or measurement. */
const PEF_NAME = /\bpeak (?:expiratory )?flow\b|\bpefr?\b/i;
/** The person's best or predicted peak flow in the notes ("best peak flow 450 L/min"). */
const PEF_BEST =
  /\b(?:personal )?(best|predicted)\s+(?:peak (?:expiratory )?flow|pefr?)?\s*(?:of|is|was|=|:)?\s*(\d{2,3})\b|\b(?:peak (?:expiratory )?flow|pefr?)\s+(?:personal )?(best|predicted)\s*(?:of|is|was|=|:)?\s*(\d{2,3})\b/i;
const ADULT_FROM = 16;
const RR_SEVERE = 25;
const HR_SEVERE = 110;
const SPO2_LIFE = 92;
const SYSTOLIC_LIFE = 90;
const PEF_SEVERE = 0.5;
const PEF_LIFE = 0.33;

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age !== undefined && ctx.age < ADULT_FROM) return undefined;
  const asthma = ctx.model.conditions.filter((c) => ASTHMA.test(c.name) && isActiveCondition(c.status));
  if (asthma.length === 0) return undefined;
  const text = ctx.freeText;
  const attack = statedMention(text, ATTACK);
  if (attack === undefined) return undefined;
  // Wheeze, a fast pulse and a low SpO2 in anaphylaxis now are the reaction, treated with adrenaline
  // first; grading them as a life-threatening asthma attack sent the reader to the wrong treatment
  // (review 45, acute-45 cases 01 and 02). The anaphylaxis finding says so.
  if (anaphylaxisPicture(ctx)?.over === false) return undefined;
  const v = readVitals(ctx);
  const severe: string[] = [];
  const life: string[] = [];
  const plain: string[] = [];

  const pef = ctx.model.vitals
    .filter((x) => PEF_NAME.test(x.name) && x.value !== undefined && x.value > 0)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const best = PEF_BEST.exec(text);
  const bestValue = best === null ? undefined : Number(best[2] ?? best[4]);
  const bestKind = best === null ? undefined : (best[1] ?? best[3])!.toLowerCase();
  if (pef?.value !== undefined && bestValue !== undefined && bestValue > pef.value) {
    const pct = pef.value / bestValue;
    const shown = `peak flow ${formatNumber(pef.value)} L/min, ${Math.round(pct * 100)}% of the ${bestKind} ${formatNumber(bestValue)}`;
    if (pct < PEF_LIFE) {
      life.push(shown);
      plain.push("a very low peak flow");
    } else if (pct <= PEF_SEVERE) {
      severe.push(shown);
      plain.push("a low peak flow");
    }
  }
  if (v.spo2 !== undefined && v.spo2.value < SPO2_LIFE) {
    life.push(`SpO2 ${formatNumber(v.spo2.value, 1)}%`);
    plain.push("a low oxygen level");
  }
  if (v.systolic !== undefined && v.systolic.value < SYSTOLIC_LIFE) {
    life.push(`systolic blood pressure ${formatNumber(v.systolic.value)} mmHg`);
    plain.push("a low blood pressure");
  }
  for (const [re, name] of LIFE_NOTES) {
    const q = statedMention(text, re);
    if (q !== undefined) {
      life.push(`${name} ("${q}")`);
      plain.push(name);
    }
  }
  if (v.rr !== undefined && v.rr.value >= RR_SEVERE) {
    severe.push(`respiratory rate ${formatNumber(v.rr.value)}/min`);
    plain.push("fast breathing");
  }
  if (v.hr !== undefined && v.hr.value >= HR_SEVERE) {
    severe.push(`heart rate ${formatNumber(v.hr.value)}/min`);
    plain.push("a fast heart rate");
  }
  const sentences = statedMention(text, SENTENCES);
  if (sentences !== undefined) {
    severe.push(`"${sentences}"`);
    plain.push("being too breathless to finish sentences");
  }
  if (life.length === 0 && severe.length === 0) return undefined;
  const lifeThreatening = life.length > 0;
  return {
    refs: ctx.refs(...asthma, pef, v.spo2?.v, v.rr?.v, v.hr?.v, v.systolic?.v),
    severity: lifeThreatening ? Severity.critical : Severity.high,
    values: {
      attack: `"${attack}"`,
      features: lifeThreatening
        ? ` Life-threatening features: ${joinList(life)}${severe.length > 0 ? `; with features of acute severe asthma: ${joinList(severe)}` : ""}.`
        : ` Features of acute severe asthma: ${joinList(severe)}.`,
      grade: lifeThreatening
        ? "a life-threatening attack: an emergency needing immediate hospital treatment, with arterial blood gases and oxygen to keep SpO2 at 94–98%"
        : "an acute severe attack: treat now, and assess in hospital if any severe feature remains after the first treatment or a life-threatening feature appears",
      plain: joinList(plain),
      patientAction: lifeThreatening
        ? "This is an emergency: call {emergencyNumber} now if you are not already being looked after in hospital. Keep using your reliever inhaler while you wait."
        : "You need to be seen and treated today, now if you can. Call {emergencyNumber} if you get worse, your lips turn blue, or you are too breathless to speak.",
    },
    nextSteps: lifeThreatening
      ? [
          "Emergency treatment of a life-threatening asthma attack now: immediate hospital transfer ({emergencyNumber}) if not already there; oxygen to SpO2 94–98%; arterial blood gases",
          "Once recovered: review the asthma, why the attack happened and its long-term treatment",
        ]
      : [
          "Treat the acute severe attack now and reassess; hospital assessment if any severe feature persists after the first treatment",
          "Once recovered: review the asthma, why the attack happened and its long-term treatment",
        ],
  };
}

export const ASTHMA_ACUTE_ATTACK_RULES: readonly Rule[] = [
  {
    id: "asthma-acute-attack-severity",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Asthma",
    title: "Acute asthma attack with severe or life-threatening features",
    clinician:
      "Asthma with an attack now ({attack} in the notes).{features} By the BTS/NICE/SIGN grading of acute asthma in adults this is {grade}. People in a severe attack may not look distressed, and the grade counts only what the record gives.",
    patient:
      "Your notes describe an asthma attack now, with {plain}. These are signs of a serious attack. {patientAction}",
    nextSteps: ["Treat the acute asthma attack now"],
    patientQuestions: ["What should I do if this happens again, and do I need a preventer inhaler?"],
    evidence: ["bts-nice-sign-acute-asthma-adults"],
    keywords: ["acute asthma", "asthma attack", "life-threatening asthma", "peak flow", "oxygen saturation"],
    match,
  },
];
