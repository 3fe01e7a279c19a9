import type { LabObservation } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { POTASSIUM_RAISING, TRIMETHOPRIM } from "./drug-lab.ts";
import { statedMention } from "./notes.ts";
import { isActiveCondition } from "../vocab/conditions.ts";

/*
 * A sample the laboratory itself calls unsound. Haemolysis releases the contents of red cells into
 * the sample, so potassium, LDH and AST read falsely high (see SUMMARIES for the sources). The
 * result stays visible; its finding says what the laboratory reported and, for a critical
 * potassium, asks for a same-day repeat rather than emergency treatment unless something in the
 * record makes a true high potassium likely.
 */

/**
 * The keyword on a raised result's own finding when the laboratory doubts its sample: its repeat
 * step is then listed among the clinician's next steps, which other result flags are not
 * (review 15, primary-care-labs case 13).
 */
export const SAMPLE_REPEAT_KEYWORD = "repeat on a fresh sample";

/** Tests that haemolysis raises. */
const RAISED_BY_HAEMOLYSIS = new Set(["potassium", "ldh", "ast"]);

/**
 * "Haemolysed", "hemolyzed", "haemolysis", "H-index 3+" (an H-index of 0 reports none); not
 * "non-haemolysed", which a repeat's comment uses to say the opposite.
 */
const HAEMOLYSIS = /(?<!\bnon[- ]?)\bh(?:a)?emoly[sz]\w*|\bh-?index\s*[:=]?\s*[1-9]/i;
/** A laboratory asking for a new sample, which says it doubts this one. */
const REPEAT_ASKED =
  /\bplease repeat\b|\brepeat (?:sample|specimen) (?:requested|required)\b|\b(?:sample|specimen) (?:unsuitable|rejected)\b/i;

/** What the laboratory said about the sample, from its comment, the test name or the flag. */
export interface SampleProblem {
  /** The laboratory's words, quoted in texts. */
  quote: string;
  haemolysed: boolean;
}

/**
 * The sample problem the laboratory reports for a result of a test that haemolysis raises, or
 * undefined. A bare request to repeat counts for potassium only, which a delayed or damaged sample
 * raises; for LDH and AST only haemolysis is read.
 */
export function sampleProblem(obs: LabObservation): SampleProblem | undefined {
  if (obs.analyteId === undefined || !RAISED_BY_HAEMOLYSIS.has(obs.analyteId)) return undefined;
  for (const text of [obs.notes, obs.name, obs.callerFlag]) {
    if (!text) continue;
    // The notes reader's denial words are lower-case, as in the free text it is written for.
    const lower = text.toLowerCase();
    const haemolysed = statedMention(lower, HAEMOLYSIS, true) !== undefined;
    if (haemolysed || (obs.analyteId === "potassium" && statedMention(lower, REPEAT_ASKED, true) !== undefined)) {
      return { quote: text.trim(), haemolysed };
    }
  }
  return undefined;
}

/** ECG changes of a high potassium, or an arrhythmia, stated in the notes. */
const ECG_CHANGES =
  /\b(?:ecg|ekg) changes?\b|\bpeaked t[- ]?waves?\b|\btented t[- ]?waves?\b|\bwide(?:ned)? qrs\b|\bsine[- ]wave\b|\barrhythmi\w*|\bbradycardi\w*/i;
/** Kidney failure named among the conditions, acute or chronic. */
const KIDNEY_FAILURE = /\bacute kidney injury\b|\baki\b|\b(?:renal|kidney) failure\b/i;

/**
 * What in the record makes a high potassium likely to be true despite a sample problem: kidney
 * disease or failure, an eGFR below 30, a medicine that raises potassium, or ECG changes in the
 * notes. Each is named for the text.
 */
export function trueHyperkalaemiaReasons(ctx: RuleContext): string[] {
  const reasons: string[] = [];
  const kidney = [
    ...ctx.conditions("ckd"),
    ...ctx.model.conditions.filter((c) => KIDNEY_FAILURE.test(c.name) && isActiveCondition(c.status)),
  ];
  const egfr = ctx.value("egfr");
  if (kidney.length > 0) reasons.push(kidney[0]?.name.trim() ?? "");
  else if (egfr !== undefined && egfr < 30) reasons.push(`eGFR ${ctx.showValue("egfr")}`);
  const meds = ctx.medsOf(...POTASSIUM_RAISING, ...TRIMETHOPRIM);
  if (meds.length > 0) reasons.push(`${medNames(meds)}, which can raise potassium`);
  const ecg = statedMention(ctx.freeText, ECG_CHANGES, true);
  if (ecg !== undefined) reasons.push(`"${ecg}" in the notes`);
  return reasons;
}
