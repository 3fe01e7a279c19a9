import { labById } from "../catalogue/index.ts";
import { type Finding, FindingFamily, type LabObservation } from "../model.ts";
import { midSentence } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { POTASSIUM_RAISING, TRIMETHOPRIM } from "./drug-lab.ts";
import { statedMention } from "./notes.ts";
import { isActiveCondition } from "../vocab/conditions.ts";

/*
 * A sample the laboratory itself calls unsound. Haemolysis releases the contents of red cells into
 * the sample, so potassium, LDH and AST can read falsely high, though not every haemolysed sample
 * does (see SUMMARIES for the sources). The
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
/**
 * A sample the laboratory says arrived late or unseparated ("Sample >24 h old on receipt", "delayed
 * separation", "unspun"): cells left in contact with serum leak potassium, LDH and AST into it and
 * go on using glucose (review 24, labs-24 case 02; mft-biochemistry-preanalytical).
 */
const DELAYED =
  /\bdelay(?:ed)? (?:in )?(?:separation|centrifugation|receipt|processing|transit)\b|\b(?:sample|specimen)s? (?:is |was )?(?:received )?(?:>|more than |over )\s*\d+\s*(?:h|hrs?|hours?)\b(?: old)?|\b(?:old|unspun|unseparated) (?:sample|specimen)\b|\b(?:sample|specimen) (?:received )?unspun\b/i;

/** What the laboratory said about the sample, from its comment, the test name or the flag. */
export interface SampleProblem {
  /** The laboratory's words, quoted in texts. */
  quote: string;
  haemolysed: boolean;
  /** The sample reached the laboratory late or unseparated (and not haemolysed). */
  delayed: boolean;
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
    const delayed = !haemolysed && statedMention(lower, DELAYED, true) !== undefined;
    if (
      haemolysed ||
      delayed ||
      (obs.analyteId === "potassium" && statedMention(lower, REPEAT_ASKED, true) !== undefined)
    ) {
      return { quote: text.trim(), haemolysed, delayed };
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

/**
 * Sources for a result raised by a sample problem: potassium's own review, else haemolysis in
 * general; a delayed sample adds a laboratory's list of what delay does to results.
 */
export function sampleProblemEvidence(obs: LabObservation): string[] {
  return [
    obs.analyteId === "potassium" ? "asirvatham-2013-potassium-errors" : "haemolysis-interference-1986",
    ...(sampleProblem(obs)?.delayed === true ? ["mft-biochemistry-preanalytical"] : []),
  ];
}

/** The clinician's words for what the laboratory said ("The laboratory reports the sample haemolysed (…)"). */
export function sampleProblemSaid(problem: SampleProblem): string {
  const said = problem.haemolysed
    ? "reports the sample haemolysed"
    : problem.delayed
      ? "reports a delayed sample"
      : "asks for a repeat sample";
  return `The laboratory ${said} ("${problem.quote}")`;
}

/** The patient's words for it, after "the laboratory says". */
export function sampleProblemForPatient(problem: SampleProblem): string {
  return problem.haemolysed
    ? "the blood sample was damaged (haemolysed), which can make this result read falsely high"
    : problem.delayed
      ? "the blood sample took too long to be processed, which can make this result read falsely high"
      : "there was a problem with the blood sample and asks for a new one";
}

/** A glucose the laboratory says was not preserved: glycolysis, "falsely low", no fluoride tube. */
const GLUCOSE_UNPRESERVED =
  /\bglycoly[sz]\w*|\bfalsely low\b|\b(?:no|not in|without) (?:a )?fluoride\b|\bfluoride (?:oxalate )?(?:sample|tube) (?:required|needed)\b/;

/**
 * The laboratory's comment on a low glucose from a sample it says was delayed or taken without a
 * fluoride tube, where the cells go on using glucose (review 24, labs-24 case 02), or undefined.
 */
export function glucoseSampleDoubt(obs: LabObservation | undefined): string | undefined {
  const notes = obs?.notes?.trim();
  if (obs?.analyteId !== "glucose" || !notes) return undefined;
  const lower = notes.toLowerCase();
  // "No fluoride" is the laboratory's finding, not a denial, so this part is not read for negation.
  const doubted = statedMention(lower, DELAYED, true) !== undefined || GLUCOSE_UNPRESERVED.test(lower);
  return doubted ? notes : undefined;
}

/**
 * A rule's finding resting on a raised result from a sample the laboratory questions, with what the
 * laboratory said: the result's own flag, which says it, is left out of the reports as covered by
 * the rule (compose/common.ts reportable), so without this the rule would read the result as sound
 * (review 21, lab-quirks 02: a haemolysed potassium on ramipril as a critical finding with no
 * word of the haemolysis). A potassium with a reason in the record to be true is treated as true
 * until a repeat, as the result's own finding does (evaluate.ts withSampleProblem).
 */
export function withSampleCaveat(f: Finding, ctx: RuleContext): Finding {
  if (f.family === FindingFamily.labFlag || f.family === FindingFamily.trend) return f;
  const questioned = ctx.model.labs.filter(
    (o) => f.refs.includes(o.ref) && (o.status === "high" || o.status === "critical-high"),
  );
  const obs = questioned.find((o) => sampleProblem(o) !== undefined);
  const problem = obs && sampleProblem(obs);
  if (obs === undefined || problem === undefined || f.clinician.includes(problem.quote)) return f;
  const def = obs.analyteId === undefined ? undefined : labById(obs.analyteId);
  const name = def?.name ?? obs.name.trim();
  const named = midSentence(name);
  const reasons = obs.analyteId === "potassium" ? trueHyperkalaemiaReasons(ctx) : [];
  const clinician =
    reasons.length > 0
      ? `${sampleProblemSaid(problem)} for the ${named}, which can raise it falsely, but with ${reasons.join(" and ")}, it is treated as true until a repeat on a fresh sample shows otherwise.`
      : `${sampleProblemSaid(problem)} for the ${named}: ${problem.haemolysed ? "haemolysis releases it from red cells and can raise the result falsely" : "the result may not reflect the blood level"}; repeat on a fresh sample before acting on it.`;
  const patient =
    reasons.length > 0
      ? `For the ${named} result, the laboratory says ${sampleProblemForPatient(problem)}, but because of your other results, conditions or medicines it is treated as real until a repeat test shows otherwise.`
      : `For the ${named} result, the laboratory says ${sampleProblemForPatient(problem)}, so the test should be repeated.`;
  const repeatStep = f.nextSteps.some((s) => /ha?emoly|fresh sample/i.test(s))
    ? []
    : [`Repeat ${named} on a fresh${problem.haemolysed ? ", non-haemolysed" : ""} sample before acting on this result`];
  return {
    ...f,
    clinician: `${f.clinician} ${clinician}`,
    patient: `${f.patient} ${patient}`,
    nextSteps: [...f.nextSteps, ...repeatStep],
    evidenceIds: [...new Set([...f.evidenceIds, ...sampleProblemEvidence(obs)])],
  };
}
