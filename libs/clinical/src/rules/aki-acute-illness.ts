import type { MedicationItem } from "../model.ts";
import { bpReadings, latestVisit, showBp } from "./bp-readings.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { rhabdomyolysis } from "./rhabdomyolysis.ts";

/*
 * A creatinine rise against a baseline older than KDIGO's 7-day window, while the notes describe an
 * acute illness that dries the patient out (review 11, renal case 08: vomiting and diarrhoea for 3
 * days with a baseline from 5 months before). The illness dates the rise to the last few days, so
 * it is read as acute kidney injury until a repeat creatinine shows otherwise, instead of asking
 * for the timing to be clarified. A baseline older than a year is not used: an engine choice.
 */

const BASELINE_MAX_DAYS = 365;
/** Fluid loss or poor intake stated in the notes (also read by sick-day-medicines.ts). */
export const ACUTE_ILLNESS =
  /\b(?:vomit(?:ing|ed)|diarrh(?:o)?ea|d\s?&\s?v|loose\s+stools?|(?:poor|reduced|low|decreased)\s+(?:oral\s+|po\s+|fluid\s+)?intake|not\s+(?:eating\s+or\s+)?drinking|(?:barely|hardly)\s+(?:eating|drinking)|dehydrat(?:ed|ion)|dizz(?:y|iness)\s+on\s+standing|postural\s+(?:dizziness|hypotension))\b/;

/** The text that replaces the timing hedge, or undefined when the notes give no acute illness. */
export function acuteIllnessTiming(ctx: RuleContext, days: number, stage: number): string | undefined {
  if (days > BASELINE_MAX_DAYS) return undefined;
  const quote = statedMention(ctx.freeText, ACUTE_ILLNESS);
  if (quote === undefined) return muscleInjuryTiming(ctx, days, stage);
  return `against a baseline from ${Math.round(days)} days before; the notes record "${quote}", an acute illness that dates the rise to the last few days, so treat this as acute kidney injury (KDIGO stage ${stage} by the size of the rise) until a repeat creatinine shows otherwise`;
}

/*
 * Rhabdomyolysis dates the rise too (review 31, resp-renal-31 case 04: CK 25,400 U/L two days after
 * a first CrossFit session, creatinine 1.0 mg/dL six months before and 2.1 mg/dL now, was told
 * "KDIGO AKI criteria need the rise within 7 days, so timing should be clarified"). Muscle breakdown
 * is an acute cause of kidney injury (RCEMLearning, rhabdomyolysis.ts), so a CK in the
 * rhabdomyolysis range drawn within 7 days of the raised creatinine reads the rise as acute kidney
 * injury, as a stated acute illness does. A CK from an older episode, or one below that range, leaves
 * the hedge in place.
 */
const SAME_EPISODE_MS = 7 * 86_400_000;

function muscleInjuryTiming(ctx: RuleContext, days: number, stage: number): string | undefined {
  if (rhabdomyolysis(ctx) === undefined) return undefined;
  const ck = ctx.lab("ck");
  const creatinine = ctx.lab("creatinine");
  if (ck?.time === undefined || creatinine?.time === undefined) return undefined;
  if (Math.abs(creatinine.time - ck.time) > SAME_EPISODE_MS) return undefined;
  return `against a baseline from ${Math.round(days)} days before; CK ${ctx.show(ck)} is in the rhabdomyolysis range, and muscle breakdown dates the rise to the current injury, so treat this as acute kidney injury (KDIGO stage ${stage} by the size of the rise) until a repeat creatinine shows otherwise`;
}

/*
 * Acute kidney injury with a low blood pressure or fluid loss (review 14 known gaps: a 71-year-old
 * with vomiting and diarrhoea, 92/54 mmHg and a creatinine 1.8 times baseline was told only to
 * "review" losartan and indapamide). During acute illness with hypovolaemia or hypotension, those
 * managing AKI stop blood-pressure-lowering medicines, above all ACE inhibitors and ARBs, and
 * diuretics, and review restarting each by its indication once recovered (rcgp-aki-toolkit). A systolic
 * below 100 mmHg is read as low here, as in the adrenal crisis rules: an engine choice.
 */

const LOW_SYSTOLIC = 100;
const RECENT_MS = 7 * 86_400_000;
/** Withheld while the pressure is low or fluid is being lost. */
const WITHHOLD_CLASSES = ["ace-inhibitor", "arb", "mra", "thiazide", "loop-diuretic", "potassium-sparing"] as const;

/** The newest seated systolic below 100 within 7 days of now, as "92/54 mmHg (2026-11-19)". */
function recentLowPressure(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const visit = latestVisit(bpReadings(ctx));
  const low = visit.find((r) => r.sys < LOW_SYSTOLIC);
  if (low === undefined) return undefined;
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (low.time !== undefined && !Number.isNaN(now) && now - low.time > RECENT_MS) return undefined;
  return { text: showBp(low), refs: low.refs };
}

/**
 * The withhold step (and its clinician sentence) for an acute creatinine rise with a low pressure or
 * fluid loss stated in the notes, naming the listed medicines it applies to; undefined otherwise.
 */
export function akiWithholdForPressure(
  ctx: RuleContext,
):
  | { meds: MedicationItem[]; step: string; clinician: string; patient: string; ask: string; refs: string[] }
  | undefined {
  const meds = ctx.medsOf(...WITHHOLD_CLASSES);
  if (meds.length === 0) return undefined;
  const low = recentLowPressure(ctx);
  const loss = statedMention(ctx.freeText, ACUTE_ILLNESS);
  if (low === undefined && loss === undefined) return undefined;
  const why = [low && `blood pressure ${low.text}`, loss && `"${loss}" in the notes`].filter(Boolean).join(" and ");
  const others = low === undefined ? [] : ctx.medsOf("other-bp-lowering");
  const heartFailure = ctx.everHad("heart-failure").length > 0 || ctx.everHad("hfref").length > 0;
  return {
    meds,
    refs: low?.refs ?? [],
    step: `Withhold ${medNames(meds)} while ${low ? "the blood pressure is low" : "fluid is being lost"}${others.length > 0 ? `, and review ${medNames(others)}` : ""}; once recovered, restart each by its indication${heartFailure ? " (heart-failure medicines as soon as clinically reasonable)" : ""}`,
    clinician: `With ${why}, blood-pressure-lowering medicines and diuretics are usually withheld while the kidney injury is managed and restarted by their indication once the patient has recovered.`,
    patient:
      "Some blood pressure or water tablets are usually paused while you are unwell like this and restarted when you are better.",
    // Apart from the text, so that one ask covers these and any diabetes medicines paused with them.
    ask: "Ask your doctor today which medicines to pause; do not stop any on your own before you speak to them.",
  };
}
