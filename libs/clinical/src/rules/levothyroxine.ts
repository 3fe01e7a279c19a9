import { type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { capitalise, formatNumber, joinList } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import { summariseSeries } from "../trends.ts";
import type { RuleMatch } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/*
 * Levothyroxine read more closely, for the two rules in drug-lab.ts (levothyroxine-tsh-high and
 * levothyroxine-tsh-low).
 *
 * Under-replacement: ATA 2014 (ata-2014-hypothyroidism-tx, quick-reference seen): food taken with
 * levothyroxine impairs its absorption, so it is taken 60 minutes before breakfast or at bedtime;
 * it is kept apart from calcium carbonate and ferrous sulfate where feasible, 4 hours being the
 * traditional (untested) gap. A proton pump inhibitor may raise TSH a little, usually without
 * needing a higher dose. When the timing cannot change, a higher dose may be needed instead.
 *
 * Over-replacement: a TSH below the range with a raised free T4 is overt thyrotoxicosis, here from
 * the tablets. ATA 2016 (ata-2016-hyperthyroidism): a TSH persistently below 0.1 mIU/L weighs most
 * at 65 or older, with heart disease or with osteoporosis; a TSH below the range on levothyroxine
 * goes with atrial fibrillation and osteoporosis and is avoided (racgp-2021-thyroid-long-term).
 */

/** Medicines that bind levothyroxine in the gut when taken at the same time. */
const BINDERS = ["calcium-supplement", "oral-iron"] as const;

const LEVO_WORD = String.raw`\b(?:levothyroxine|thyroxine|eltroxin|synthroid|euthyrox|levoxyl|tirosint|thyroid (?:tablets?|pills?|medicines?|medication))\b`;
/** Words after "with" that mean the tablets are kept apart, not taken together. */
const APART = String.raw`(?!\b(?:before|apart|separate(?:ly)?|away|empty|after|hours?|water)\b)`;
const PARTNER = String.raw`\b(?:calcium|iron|ferrous|coffee|breakfast|food|meals?|antacids?|milk)\b`;
/** "takes levothyroxine with her coffee and calcium tablet at breakfast", "calcium together with levothyroxine". */
const TAKEN_TOGETHER = new RegExp(
  String.raw`${LEVO_WORD}[^.;\n]{0,40}?\b(?:with|together with|alongside|at the same time as)\b(?:${APART}[^.;\n]){0,50}?${PARTNER}` +
    String.raw`|\b(?:calcium|iron|ferrous)\b[^.;\n]{0,30}?\b(?:with|together with|at the same time as)\b[^.;\n]{0,20}?${LEVO_WORD}`,
);
const BINDER_WORD = /\b(?:calcium|iron|ferrous)\b/;

export interface AbsorptionClue {
  binders: MedicationItem[];
  ppis: MedicationItem[];
  /** The sentence of the notes saying the tablets are taken together with food, calcium or iron. */
  quote?: string;
}

/** What in the record may be keeping levothyroxine from being absorbed, or undefined when nothing is. */
export function levothyroxineAbsorption(ctx: RuleContext): AbsorptionClue | undefined {
  const binders = ctx.medsOf(...BINDERS);
  const ppis = ctx.meds("ppi");
  const text = ctx.freeText;
  const hit = statedMatches(text, TAKEN_TOGETHER).next().value;
  const quote = hit === undefined ? undefined : sentenceAround(originalText(ctx, text), hit.index, hit.length).trim();
  if (binders.length === 0 && ppis.length === 0 && quote === undefined) return undefined;
  return { binders, ppis, quote };
}

/** The notes as written, for quoting, when they line up with the lower-cased free text. */
function originalText(ctx: RuleContext, lower: string): string {
  const n = ctx.model.notes;
  const text = [n.additionalContext, n.clinicalNotes, n.socialHistory].filter(Boolean).join(" ");
  return text.length === lower.length ? text : lower;
}

const SEPARATE_STEP =
  "Take levothyroxine on an empty stomach (60 minutes before breakfast, or at bedtime) and about 4 hours apart from calcium or iron";
const RECHECK_STEP =
  "Recheck TSH 6–8 weeks after correcting the timing; raise the dose if TSH stays high or the timing cannot change";

/** The parts of a levothyroxine-tsh-high match that name the interaction, before any dose rise. */
export function absorptionMatch(
  clue: AbsorptionClue,
): Pick<RuleMatch, "clinicianExtra" | "patientExtra" | "nextSteps"> {
  const binding = clue.binders.length > 0 || (clue.quote !== undefined && BINDER_WORD.test(clue.quote));
  const parts: string[] = [];
  if (clue.binders.length > 0)
    parts.push(`${medNames(clue.binders)} ${severalMedicines(clue.binders) ? "are" : "is"} in the medication list`);
  if (clue.quote !== undefined) parts.push(`the notes say "${clue.quote}"`);
  const listed = parts.length === 0 ? "" : `${capitalise(parts.join(", and "))}. `;
  const why = binding
    ? "Calcium and iron bind levothyroxine in the gut and cut its absorption, and food taken with it does too: this is a likely cause of the raised TSH, to correct before raising the dose (take it on an empty stomach and about 4 hours apart from calcium or iron)."
    : clue.quote !== undefined
      ? "Food taken with levothyroxine cuts its absorption: this may explain the raised TSH, to correct before raising the dose (take it on an empty stomach, 60 minutes before breakfast or at bedtime)."
      : "";
  const ppi =
    clue.ppis.length > 0
      ? ` ${medNames(clue.ppis)}: acid suppression can reduce levothyroxine absorption, though the rise in TSH is usually small.`
      : "";
  const clinicianExtra = `${listed}${why}${ppi}`.trim();
  if (!binding && clue.quote === undefined) return { clinicianExtra };
  return {
    clinicianExtra,
    nextSteps: [SEPARATE_STEP, RECHECK_STEP],
    patientExtra: binding
      ? "Calcium or iron tablets stop levothyroxine being absorbed when they are taken at the same time, and so does food. Take levothyroxine on an empty stomach and keep calcium or iron about 4 hours away from it. This may bring your TSH down without a higher dose. Ask your doctor or pharmacist about the best times."
      : "Food taken with levothyroxine stops it being absorbed well. Take it on an empty stomach. This may bring your TSH down without a higher dose.",
  };
}

/** TSH below this (mIU/L) is suppressed (ATA 2016 uses it to grade a low TSH). */
const TSH_SUPPRESSED = 0.1;
const OLDER_AGE = 65;
const BONE_LOSS = /\bosteop(?:orosis|orotic|enia|enic)\b/i;

const OVERT_STEPS = ["Reduce the thyroid hormone dose and recheck TSH and free T4 in 6–8 weeks"];

/**
 * The parts of a levothyroxine-tsh-low match read from free T4, age, bone and rhythm: overt
 * over-replacement (a raised free T4) is stated as such, high when the TSH is also suppressed,
 * and age 65 or over, a recorded osteopenia or osteoporosis, or atrial fibrillation are named.
 */
/** The notes telling of a dose rise: "levothyroxine increased from 100 to 125 mcg", "dose raised in June". */
const DOSE_RAISED = new RegExp(
  String.raw`${LEVO_WORD}[^.;\n]{0,40}?\b(?:increased|raised|went up|titrated up|up-?titrated)\b` +
    String.raw`|\b(?:increased|raised)\b[^.;\n]{0,30}?${LEVO_WORD}|\bdose\b[^.;\n]{0,15}?\b(?:increased|raised)\b`,
  "i",
);

/** The sentence of the notes that tells of a dose rise, for quoting. */
function doseRaisedSentence(text: string): string | undefined {
  for (const m of statedMatches(text, DOSE_RAISED)) return sentenceAround(text, m.index, m.length).trim().slice(0, 120);
  return undefined;
}

/**
 * A fall of TSH to the low result, told within the over-replacement finding (review 18,
 * kidney-diabetes; everyday-sweep case 02: "Your TSH has been going down" stood as a second point,
 * with the spring dose rise in the notes left unlinked). The finding then holds the series, so the
 * generic trend line drops out of the patient text.
 */
function tshFall(
  ctx: RuleContext,
  tsh: LabObservation,
): { refs: string[]; clinician: string; patient: string } | undefined {
  const series = ctx.series("tsh");
  const s = series === undefined ? undefined : summariseSeries(series, ctx.model);
  if (series === undefined || s?.direction !== "falling" || s.last.labRef !== tsh.ref) return undefined;
  const first = ctx.model.labs.find((o) => o.ref === s.first.labRef);
  const raised = doseRaisedSentence(ctx.freeText);
  return {
    refs: series.points.map((p) => p.labRef).filter((r): r is string => r !== undefined),
    clinician: `TSH has fallen from ${first === undefined ? formatNumber(s.first.value) : ctx.show(first)}${raised === undefined ? "" : `, after the dose rise the notes record ("${raised}")`}.`,
    patient:
      raised === undefined
        ? "It has come down over your recent tests."
        : "It has come down since your dose was raised.",
  };
}

export function overReplacementMatch(ctx: RuleContext, tsh: LabObservation): Partial<RuleMatch> & { refs: string[] } {
  const match = overReplacementByLevel(ctx, tsh);
  const fall = tshFall(ctx, tsh);
  if (fall === undefined) return match;
  return {
    ...match,
    refs: [...match.refs, ...fall.refs],
    clinicianExtra: [fall.clinician, match.clinicianExtra].filter(Boolean).join(" "),
    patientExtra: [fall.patient, match.patientExtra].filter(Boolean).join(" "),
  };
}

function overReplacementByLevel(ctx: RuleContext, tsh: LabObservation): Partial<RuleMatch> & { refs: string[] } {
  const ft4 = ctx.lab("free-t4");
  const overt = isHigh(ft4);
  const tshValue = ctx.valueOf(tsh);
  const suppressed = tshValue !== undefined && tshValue < TSH_SUPPRESSED;
  const bone = ctx.model.conditions.find((c) => isActiveCondition(c.status) && BONE_LOSS.test(c.name));
  const af = ctx.conditions("atrial-fibrillation")[0];
  const risks = [
    ctx.age !== undefined && ctx.age >= OLDER_AGE ? `age ${formatNumber(ctx.age)}` : undefined,
    bone === undefined ? undefined : `recorded ${bone.name.toLowerCase()}`,
    af === undefined ? undefined : "recorded atrial fibrillation",
  ].filter((x): x is string => x !== undefined);
  const riskText =
    risks.length === 0
      ? undefined
      : `Here ${joinList(risks)} make${risks.length === 1 ? "s" : ""} over-replacement more harmful.`;
  const refs = [...ctx.refs(overt ? ft4 : undefined), ...ctx.refs(bone, af)];
  if (!overt) {
    return { refs, ...(riskText === undefined ? {} : { clinicianExtra: riskText }) };
  }
  return {
    refs,
    values: {
      assessment: `with free T4 ${ctx.show(ft4)} above the range, this is overt over-replacement (iatrogenic thyrotoxicosis), which raises the risk of atrial fibrillation and bone loss, especially in older adults.`,
    },
    ...(riskText === undefined ? {} : { clinicianExtra: riskText }),
    ...(suppressed ? { severity: Severity.high } : {}),
    nextSteps: OVERT_STEPS,
    patientExtra:
      "Your free T4 (thyroid hormone) is high too, which confirms this. Too much thyroid hormone can cause a fast or irregular heartbeat and can weaken the bones. Please see your doctor soon about lowering the dose.",
  };
}
