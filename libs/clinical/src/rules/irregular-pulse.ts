import { FindingFamily, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";

/*
 * An irregular pulse stated in the notes, with palpitations or a fast heart rate: possible atrial
 * fibrillation, which a 12-lead ECG confirms or excludes. NICE NG196 (nice-ng196-af): manual pulse
 * palpation in people with palpitations, breathlessness, dizziness or chest discomfort, and an ECG in
 * everyone in whom AF is suspected because an irregular pulse was felt; ambulatory or event ECG
 * when paroxysmal AF is suspected and the standard ECG is normal. A low TSH with thyroid hormone or
 * a raised free T4 is named as a cause: thyrotoxicosis goes with AF, and thyroid function is tested
 * in new AF (nice-ng145-thyroid-disease, racgp-2021-thyroid-long-term).
 */

const DAY_MS = 86_400_000;
/** A heart rate older than this no longer describes the patient. */
const RECENT_DAYS = 14;
/** Heart rate above which it is fast (tachycardia) in an adult at rest. */
const FAST_HR = 100;

/**
 * "pulse felt irregular", "irregular pulse", "irregularly irregular", "irregular heartbeat", and the
 * rate written between, as clinicians note it: "Pulse 128 irregular" (review 24, labs-24 case 05).
 */
const IRREGULAR_PULSE =
  /\birregularly irregular\b|\birregular\s+(?:pulse|heart\s*beats?|heart\s*rate|heart\s*rhythm|rhythm)\b|\b(?:pulse|heart\s*beat|heart\s*rate|heart\s*rhythm)\s+(?:\d{2,3}\s*(?:bpm|\/min)?,?\s+(?:and\s+)?)?(?:(?:was|is|felt|feels|feeling|found|noted|very|rather|slightly|fast and|rapid and)\s+){0,3}irregular\b/;
const PALPITATIONS = /\bpalpitations?\b|\bheart (?:racing|pounding|fluttering)\b|\bracing heart\b/;
/** An ECG result already written in the notes: the rhythm is known. */
const ECG_RESULT =
  /\b(?:ecg|ekg|electrocardiogram)\b[^.;\n]{0,40}\b(?:sinus|atrial fibrillation|af|flutter|ectopics?|extrasystoles?|shows?|showed|confirmed)\b/;

function isRecent(ctx: RuleContext, time: number | undefined): boolean {
  if (time === undefined || ctx.model.now === undefined) return true;
  const now = Date.parse(ctx.model.now);
  return Number.isNaN(now) || now - time <= RECENT_DAYS * DAY_MS;
}

/** The latest recent plausible heart rate. */
function latestRate(ctx: RuleContext): (VitalItem & { value: number }) | undefined {
  const list = ctx
    .vitals("heart-rate")
    .filter((v) => v.value !== undefined && v.value >= 15 && v.value <= 250) as (VitalItem & { value: number })[];
  const dated = list.filter((v) => v.time !== undefined).sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const v = dated[0] ?? list[0];
  return v !== undefined && isRecent(ctx, v.time) ? v : undefined;
}

/** A thyroid cause in the record: a low TSH on thyroid hormone, or a low TSH with a raised free T4. */
function thyroidLink(ctx: RuleContext): { text: string; patient: string; refs: string[] } | undefined {
  const tsh = ctx.lab("tsh");
  if (!isLow(tsh)) return undefined;
  const ft4 = ctx.lab("free-t4");
  const meds = ctx.meds("thyroid-hormone");
  const ft4Text = isHigh(ft4) ? ` and free T4 ${ctx.show(ft4)}` : "";
  if (meds.length > 0) {
    return {
      text: `TSH ${ctx.show(tsh)}${ft4Text} on ${medNames(meds)}: too much thyroid hormone is a likely driver, as thyrotoxicosis causes AF and a fast heart rate; lowering the dose is part of treatment.`,
      patient: "Too much thyroid hormone can cause this kind of heart rhythm, so your thyroid dose may need lowering.",
      refs: [...ctx.refs(tsh, isHigh(ft4) ? ft4 : undefined), ...ctx.refs(...meds)],
    };
  }
  if (!isHigh(ft4)) return undefined;
  return {
    text: `TSH ${ctx.show(tsh)}${ft4Text}: thyrotoxicosis is a likely driver, as it causes AF and a fast heart rate.`,
    patient: "An overactive thyroid can cause this kind of heart rhythm, and your thyroid results suggest one.",
    refs: ctx.refs(tsh, ft4),
  };
}

const STEPS = [
  "Same-day 12-lead ECG to look for atrial fibrillation or another arrhythmia",
  "If AF is confirmed: assess rate control and stroke risk (CHA2DS2-VA) for anticoagulation, and check thyroid function if not recent",
  "If the ECG is normal but symptoms come and go: ambulatory ECG (24-hour, or an event recorder for less frequent episodes)",
];

export const IRREGULAR_PULSE_RULES: readonly Rule[] = [
  {
    id: "irregular-pulse-possible-af",
    family: FindingFamily.vitals,
    severity: Severity.high,
    problem: "Irregular pulse",
    title: "Irregular pulse: possible atrial fibrillation",
    clinician:
      'The notes record "{pulse}"{with}. An irregular pulse with these features may be atrial fibrillation and needs a 12-lead ECG the same day.',
    patient:
      "Your pulse was irregular, and with your symptoms this could be an irregular heart rhythm called atrial fibrillation. A heart tracing (ECG) is needed today to check. If you have chest pain, trouble breathing or you faint, call emergency services.",
    nextSteps: STEPS,
    patientQuestions: ["Can I have a heart tracing (ECG) today to check my heart rhythm?"],
    evidence: ["nice-ng196-af"],
    keywords: ["irregular pulse", "atrial fibrillation", "palpitations", "ecg", "tachycardia"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < 18) return undefined;
      // Known AF: the anticoagulation rule (cardio-rhythm.ts) takes it from here.
      if (ctx.conditions("atrial-fibrillation").length > 0) return undefined;
      const pulse = statedMention(ctx.freeText, IRREGULAR_PULSE);
      if (pulse === undefined || ECG_RESULT.test(ctx.freeText)) return undefined;
      const palpitations = statedMention(ctx.freeText, PALPITATIONS);
      const hr = latestRate(ctx);
      const fast = hr !== undefined && hr.value > FAST_HR ? hr : undefined;
      if (palpitations === undefined && fast === undefined) return undefined;
      const features = [
        palpitations === undefined ? undefined : "palpitations",
        fast === undefined
          ? undefined
          : `a heart rate of ${formatNumber(fast.value)}/min${fast.date === undefined ? "" : ` (${fast.date.slice(0, 10)})`}`,
      ].filter((x): x is string => x !== undefined);
      const thyroid = thyroidLink(ctx);
      return {
        refs: [...ctx.refs(fast), ...(thyroid?.refs ?? [])],
        values: { pulse, with: ` with ${features.join(" and ")}` },
        ...(thyroid === undefined
          ? {}
          : {
              clinicianExtra: thyroid.text,
              evidence: ["nice-ng145-thyroid-disease", "racgp-2021-thyroid-long-term"],
              patientExtra: thyroid.patient,
            }),
      };
    },
  },
];
