import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Diabetic eye screening and foot care read from the notes (review 15, leftovers-c cases 08 to 10;
 * review 14 diabetes case 13: "no record of retinal screening since 2023 or of a foot examination"
 * produced nothing, and a new plantar ulcer in case 09 was not mentioned).
 *
 * NHS diabetic eye screening (govuk-diabetic-eye-screening-intervals) invites people every year, or
 * every 2 years once their last two routine screens found no retinopathy. NICE NG19
 * (nice-ng19-diabetic-foot) assesses foot risk at diagnosis and at least yearly; an active foot
 * problem (an ulcer, suspected Charcot) goes to the multidisciplinary foot care service or foot
 * protection service within 1 working day, and a limb- or life-threatening one (ulcer with fever or
 * sepsis, with ischaemia, deep infection, gangrene) to acute services at once. Only stated gaps and
 * problems count: "foot check done, normal" or "no ulcer" say nothing is missing, and a healed or
 * past ulcer is not an active one.
 */

const EYE_GAP =
  /\b(?:dna(?:'?d)?|did not attend|didn'?t attend|missed|not attended|declined|no record of|not had(?: an?| any)?|no)\s+(?:\w+\s+){0,2}?(?:diabetic\s+)?(?:eye|retinal|retinopathy)\s+screen\w*|\b(?:eye|retinal|retinopathy)\s+screen\w*\s+(?:is\s+|was\s+)?(?:overdue|missed|lapsed|not done|not attended|dna)\b/;
const FOOT_GAP =
  /\bno\s+(?:record of\b[^.;]{0,50}?|recorded\s+|annual\s+)?(?:diabetic\s+)?foot\s+(?:check|exam\w*|review|assessment|screen\w*)|\bfoot\s+(?:check|exam\w*|review|assessment|screen\w*)\s+(?:is\s+|was\s+)?(?:overdue|missed|not done|outstanding)\b|\bnot had (?:a |an |his |her |their )?(?:annual )?foot (?:check|exam\w*)/;
const FOOT_ULCER =
  /\b(?:foot|toe|heel|plantar|metatarsal(?: head)?|hallux|forefoot|sole)\b[^.;]{0,30}\bulcer\w*|\bulcer\w*\b[^.;]{0,40}\b(?:foot|toe|heel|plantar|metatarsal|hallux|sole)\b/;
const CHARCOT =
  /\b(?:active|acute|suspected|new)\s+charcot\b|\bcharcot\s+(?:foot|arthropathy|neuroarthropathy)\b|\bhot,?\s+(?:red,?\s+)?swollen\s+foot\b/;
/** Suspected Charcot counts as it is written ("?active Charcot", "suspected Charcot foot"): NG19 refers on suspicion. */
const SUSPECTED_CHARCOT =
  /(?:\?\s*|\b(?:suspected|possible|query|likely)\s+)(?:active\s+|acute\s+)?charcot\b(?!-marie)/;
/** A past or settled episode: "previous ulcer", "healed", "consolidated Charcot", "in remission". */
const PAST_BEFORE = /\b(?:previous|prior|past|history of|h\/o|old|healed|resolved)\b[^.;]*$/;
const PAST_AFTER = /^[^.;]{0,40}\b(?:healed|consolidated|inactive|in remission|resolved)\b/;
/** Features that make a foot problem limb- or life-threatening (NICE NG19's examples). */
const THREATENING =
  /\bgangren\w*|\bosteomyelitis\b|\b(?:spreading|ascending)\s+(?:redness|cellulitis|infection)\b|\bcritical (?:limb )?ischaemia\b|\babsent (?:foot |pedal )?pulses\b|\bpurulent\b|\bpus\b|\bsepsis\b|\bseptic\b|\bdeep(?:-seated)? infection\b/;

/** The first stated, current mention of a pattern: not denied, not past, not healed. */
function current(text: string, re: RegExp): string | undefined {
  for (const m of statedMatches(text, re, true)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m.length);
    if (!PAST_BEFORE.test(before) && !PAST_AFTER.test(after)) return m.quote;
  }
  return undefined;
}

function diabetesRefs(ctx: RuleContext): string[] | undefined {
  const dm = ctx.conditions("diabetes");
  return dm.length === 0 ? undefined : ctx.refs(...dm);
}

function eyeGap(ctx: RuleContext): RuleMatch | undefined {
  const refs = diabetesRefs(ctx);
  const quote = refs && current(ctx.freeText, EYE_GAP);
  return quote === undefined || refs === undefined ? undefined : { refs, values: { quote } };
}

function footGap(ctx: RuleContext): RuleMatch | undefined {
  const refs = diabetesRefs(ctx);
  // An active foot problem has its own, more urgent finding, which includes the assessment.
  if (refs === undefined || activeFoot(ctx) !== undefined) return undefined;
  const quote = current(ctx.freeText, FOOT_GAP);
  return quote === undefined ? undefined : { refs, values: { quote } };
}

function activeFoot(ctx: RuleContext): RuleMatch | undefined {
  const refs = diabetesRefs(ctx);
  if (refs === undefined) return undefined;
  const text = ctx.freeText;
  const quote = current(text, FOOT_ULCER) ?? current(text, CHARCOT) ?? SUSPECTED_CHARCOT.exec(text)?.[0].trim();
  if (quote === undefined) return undefined;
  const threat = current(text, THREATENING);
  const fever = ctx.vitals("temperature").find((v) => (v.value ?? 0) >= 38);
  if (threat === undefined && fever === undefined) return { refs, values: { quote } };
  return {
    refs: [...refs, ...(fever ? [fever.ref] : [])],
    severity: Severity.critical,
    values: { quote },
    clinicianExtra: `With ${threat !== undefined ? `"${threat}"` : `a temperature of ${fever?.value} °C`}, NICE NG19 counts this as possibly limb- or life-threatening: refer to acute services now and inform the multidisciplinary foot care service.`,
    patientExtra: "Because of signs of infection or poor blood flow, this needs to be seen in hospital today.",
    nextSteps: [
      "Refer to acute services now and inform the multidisciplinary foot care service",
      "Check for sepsis and limb ischaemia (foot pulses, colour, rest pain)",
    ],
  };
}

export const DIABETES_EYE_FOOT_RULES: readonly Rule[] = [
  {
    id: "diabetes-active-foot-problem",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Diabetes",
    title: "Active diabetic foot problem in the notes: refer to the foot care service",
    clinician:
      'The notes describe an active foot problem in diabetes ("{quote}"). NICE NG19 asks for referral within 1 working day to the multidisciplinary foot care service or foot protection service, for triage within 1 further working day; a limb- or life-threatening problem (ulcer with fever or sepsis, with ischaemia, deep infection or gangrene) goes to acute services at once.',
    patient:
      "The notes describe a sore (ulcer) or a hot, swollen foot. With diabetes this needs a specialist foot team quickly, within a day or so, to stop it getting worse. Keep weight off the foot where you can. Get help the same day if the foot becomes red, hot or smelly, you get a fever, or part of the foot turns dark.",
    nextSteps: [
      "Refer within 1 working day to the multidisciplinary foot care service or foot protection service",
      "Look for infection, ischaemia (foot pulses) and neuropathy, and offload the foot meanwhile",
    ],
    patientQuestions: ["When will the foot team see me, and how do I protect the foot until then?"],
    evidence: ["nice-ng19-diabetic-foot"],
    keywords: ["diabetic foot ulcer", "charcot", "foot protection service", "multidisciplinary foot care"],
    match: activeFoot,
  },
  {
    id: "diabetes-eye-screening-gap",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "Diabetes",
    title: "Diabetic eye screening missed or overdue",
    clinician:
      'The notes say diabetic eye screening has been missed or is overdue ("{quote}"). The NHS programme invites people with diabetes every year, or every 2 years after two routine screens in a row with no retinopathy; finding retinopathy early makes treatment more effective.',
    patient:
      "Your notes say you have missed your diabetes eye screening. It is a photo of the back of the eye that finds damage from diabetes early, when treatment works best. Ask your practice to re-book it, and see an optician promptly if your eyesight changes.",
    nextSteps: [
      "Re-book diabetic eye screening: check the person is registered with the programme and ask what stopped them attending",
    ],
    patientQuestions: ["Can you re-book my diabetes eye screening at a time I can make?"],
    evidence: ["govuk-diabetic-eye-screening-intervals"],
    keywords: ["diabetic eye screening", "retinopathy", "screening interval"],
    match: eyeGap,
  },
  {
    id: "diabetes-foot-check-gap",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "Diabetes",
    title: "Diabetic foot check missing or overdue",
    clinician:
      'The notes say the foot check is missing or overdue ("{quote}"). NICE NG19 assesses the risk of a diabetic foot problem at diagnosis and at least every year, and whenever a foot problem arises.',
    patient:
      "Your notes say your yearly diabetes foot check has not been done. It looks at the feeling and blood supply in your feet and at the skin, to prevent sores. Ask your practice to book it.",
    nextSteps: [
      "Book a foot risk assessment (sensation, pulses, skin and deformity) and set the next check by the risk found",
    ],
    patientQuestions: ["When is my foot check, and what should I look for on my feet between checks?"],
    evidence: ["nice-ng19-diabetic-foot"],
    keywords: ["diabetic foot", "foot risk assessment", "annual review"],
    match: footGap,
  },
];
