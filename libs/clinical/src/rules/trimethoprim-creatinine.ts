import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { TRIMETHOPRIM } from "./drug-lab.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A creatinine rise on trimethoprim (review 34, kidney-lytes-34 cases 01 and 11): trimethoprim,
 * alone or in co-trimoxazole, blocks the tubular secretion of creatinine, so serum creatinine rises
 * within hours and falls back when it stops, with no change in the true filtration rate
 * ("nephron-2011-trimethoprim-creatinine"). A rise of 28% three weeks into trimethoprim prophylaxis,
 * urea unchanged, was read only as "repeat to exclude acute kidney injury", and a 27% rise on day 10
 * of co-trimoxazole as "a large fall in eGFR". This finding says what the rise most likely is and
 * what would make it true injury; a rise that meets the 1.5-fold KDIGO threshold, or a raised or
 * rising urea, is left to the kidney-injury findings.
 */

/** KDIGO's 1.5-fold creatinine rise is acute kidney injury: from there the drug is not the reading. */
const AKI_RATIO = 1.5;
/** A rise smaller than this (10%) is within the usual variation of the test and is not explained. */
const MIN_RATIO = 1.1;
/** A urea (or BUN) that has risen by this fraction points to a true fall in filtration or to dehydration. */
const UREA_RISE = 0.25;

/** The urea (UK) or BUN (US) results, current first. */
function ureaResults(ctx: RuleContext): LabObservation[] {
  const urea = ctx.labs("urea").filter((o) => ctx.valueOf(o) !== undefined);
  return urea.length > 0 ? urea : ctx.labs("bun").filter((o) => ctx.valueOf(o) !== undefined);
}

/** "BUN" for a blood urea nitrogen result (US), else "Urea". */
const bunName = (o: LabObservation) => (/\bbun\b|urea nitrogen/i.test(o.name) ? "BUN" : "Urea");

/** What the urea says, or undefined when it speaks against the drug effect (raised, or rising by a quarter). */
function ureaReading(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const [now, ...earlier] = ureaResults(ctx);
  if (now === undefined) return { text: "No urea is on record to compare.", refs: [] };
  if (now.status === "high" || now.status === "critical-high") return undefined;
  const value = ctx.valueOf(now) ?? 0;
  const before = earlier.length > 0 ? Math.min(...earlier.map((o) => ctx.valueOf(o) ?? Infinity)) : undefined;
  if (before !== undefined && before > 0 && value / before - 1 >= UREA_RISE) return undefined;
  const name = bunName(now);
  return {
    text:
      before === undefined
        ? `${name} ${ctx.show(now)} is within its range.`
        : `${name} ${ctx.show(now)} has not risen with it.`,
    refs: ctx.refs(now),
  };
}

const STEPS = (ureaWord: string) => [
  `Recheck creatinine, ${ureaWord} and potassium once trimethoprim has stopped (on long-term prophylaxis, within a few weeks) and compare with the baseline before it`,
  "Do not stage CKD or change kidney-based doses on an eGFR taken while on trimethoprim",
];

function trimethoprimCreatinine(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.medsOf(...TRIMETHOPRIM);
  if (meds.length === 0) return undefined;
  const [now, ...earlier] = ctx.labs("creatinine").filter((o) => ctx.valueOf(o) !== undefined);
  if (now === undefined || earlier.length === 0) return undefined;
  // The lowest earlier value is the baseline, as in KDIGO's reading of a creatinine rise.
  const baseline = earlier.reduce((low, o) => ((ctx.valueOf(o) ?? 0) < (ctx.valueOf(low) ?? 0) ? o : low));
  const ratio = (ctx.valueOf(now) ?? 0) / (ctx.valueOf(baseline) ?? Infinity);
  if (!(ratio >= MIN_RATIO && ratio < AKI_RATIO)) return undefined;
  // A start after the latest result, or before the baseline (the baseline was on it too), cannot explain the rise.
  const starts = meds.flatMap((m) => (m.startDate === undefined ? [] : [Date.parse(m.startDate)]));
  if (
    starts.length > 0 &&
    starts.every((t) => (now.time !== undefined && t > now.time) || (baseline.time !== undefined && t < baseline.time))
  )
    return undefined;
  const urea = ureaReading(ctx);
  if (urea === undefined) return undefined;
  const combination = meds.some((m) => m.classes.includes("co-trimoxazole"));
  const ureaWord = ureaResults(ctx)[0] !== undefined && bunName(ureaResults(ctx)[0]!) === "BUN" ? "BUN" : "urea";
  return {
    // The recheck names the test as the record does: a US record's BUN is not "urea" (review 35).
    nextSteps: STEPS(ureaWord),
    refs: [...ctx.refs(...meds, baseline, now), ...urea.refs],
    values: {
      meds: medNames(meds),
      before: ctx.show(baseline),
      now: ctx.show(now),
      pct: formatNumber(Math.round((ratio - 1) * 100)),
      urea: urea.text,
      ureaWord,
      sulfa: combination
        ? " The sulfamethoxazole in the combination can itself harm the kidney at high or unadjusted doses."
        : "",
    },
  };
}

/** Whether a creatinine rise on record is read as trimethoprim's blocked secretion (for the eGFR-fall finding). */
export function trimethoprimExplainsCreatinine(ctx: RuleContext): boolean {
  return trimethoprimCreatinine(ctx) !== undefined;
}

export const TRIMETHOPRIM_CREATININE_RULES: readonly Rule[] = [
  {
    id: "trimethoprim-creatinine-rise",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Kidney function and medicines",
    title: "Creatinine rise on trimethoprim: likely blocked secretion, not a fall in filtration",
    clinician:
      "Creatinine {before} to {now} (a rise of {pct}%, below the 1.5-fold rise that defines acute kidney injury) on {meds}. Trimethoprim blocks the tubular secretion of creatinine, so serum creatinine rises quickly and falls back when it is stopped, with no change in the true filtration rate; eGFR calculated from creatinine then reads falsely low. {urea} This rise fits that effect and is not by itself evidence of kidney injury; CKD staging and kidney-based dosing should not rest on an eGFR taken on trimethoprim. A rise to 1.5 times baseline or more, a rising {ureaWord}, falling urine output or a rising potassium would point to true injury.{sulfa}",
    patient:
      "Your creatinine (a kidney blood test) is a little higher than before. Your antibiotic, which contains trimethoprim, slows the way creatinine leaves the body without harming the kidneys, so a small rise like this is expected and goes away once it is stopped. Your doctor may recheck the test later. Tell your doctor if you pass much less urine than usual.",
    nextSteps: STEPS("urea"),
    patientQuestions: ["Could my antibiotic explain the change in my kidney test?"],
    evidence: ["nephron-2011-trimethoprim-creatinine"],
    keywords: ["trimethoprim", "co-trimoxazole", "creatinine", "tubular secretion", "egfr"],
    match: trimethoprimCreatinine,
  },
];
