import { FindingFamily, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { comfortCareStated } from "./comfort-care.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A statin taken for primary prevention by a severely frail older adult (review 32, paeds-geri-32
 * case 14: a 90-year-old in a nursing home, Clinical Frailty Scale 7, losing weight, struggling to
 * swallow tablets, on atorvastatin for 15 years "for primary prevention", family asking whether all
 * his tablets are still needed). The report said nothing: the comfort-care review
 * (comfort-care.ts) waits for comfort care to be stated, and no other rule asks whether the
 * statin still serves him.
 *
 * The PATH programme's systematic review (Mallery et al., Cleve Clin J Med 2017,
 * path-2017-frail-lipid-lowering) finds no reason to start or continue a statin for primary
 * prevention in severely frail older adults, and calls one probably unnecessary for secondary
 * prevention barring extenuating circumstances. Read only where severe frailty is stated (a
 * Clinical Frailty Scale of 7 to 9, "severe frailty", "severely frail"), never guessed from age.
 */

const OLDER_FROM = 65;

/** Severe frailty as written: "Clinical Frailty Scale 7", "CFS 8", "severe frailty", "severely frail". */
const SEVERE_FRAILTY =
  /\b(?:(?:clinical frailty scale|cfs|rockwood)(?:\s+(?:score|of))?\s*[:=]?\s*[789]\b|severe(?:ly)?\s+frail(?:ty)?|frailty\W+severe)\b/i;
/** A statin said to be for primary prevention ("for primary prevention", "no history of heart attack or stroke"). */
const PRIMARY_PREVENTION = /\bprimary prevention\b/i;

function severeFrailty(ctx: RuleContext): string | undefined {
  const quote = statedMention(ctx.freeText, SEVERE_FRAILTY, true);
  if (quote !== undefined) return `"${quote}" in the notes`;
  return ctx.model.conditions.find((c) => isActiveCondition(c.status) && SEVERE_FRAILTY.test(c.name))?.name;
}

/** Severe frailty stated for someone 65 or over: no statin is started for primary prevention then. */
export function severelyFrailOlder(ctx: RuleContext): boolean {
  return ctx.age !== undefined && ctx.age >= OLDER_FROM && severeFrailty(ctx) !== undefined;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_FROM) return undefined;
  const statins = ctx.medsOf("statin");
  if (statins.length === 0) return undefined;
  // Comfort-focused care has its own, wider medicines review (comfort-care.ts).
  if (comfortCareStated(ctx) !== undefined) return undefined;
  const frailty = severeFrailty(ctx);
  if (frailty === undefined) return undefined;
  const ascvd = ctx.everHad("ascvd");
  const primary = ascvd.length === 0 && statedMention(ctx.freeText, PRIMARY_PREVENTION) !== undefined;
  const reading = primary
    ? "The notes say it is for primary prevention, with no heart attack or stroke recorded: a systematic review by the PATH programme found no reason to start or continue a statin for primary prevention in severely frail older adults, as it is unlikely to help the outcomes that matter to them."
    : `${ascvd.length > 0 ? `Cardiovascular disease is recorded (${ascvd.map((c) => c.name).join(", ")}). ` : "Whether it is for primary or secondary prevention is not clear from the record. "}A systematic review by the PATH programme found no reason to continue a statin for primary prevention in severely frail older adults, and a statin for secondary prevention probably unnecessary there unless there are particular reasons to keep it.`;
  return {
    refs: ctx.refs(...statins),
    severity: primary ? Severity.moderate : Severity.low,
    values: { age: ctx.age, frailty, meds: medNames(statins), reading },
  };
}

export const FRAIL_STATIN_REVIEW_RULES: readonly Rule[] = [
  {
    id: "statin-severe-frailty-review",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicines in older age",
    title: "Statin in severe frailty: review whether it is still wanted",
    clinician:
      "Age {age} with severe frailty ({frailty}), taking {meds}. {reading} If it is kept, a lower dose may suit better, and a trial of stopping is reasonable with side effects or interactions. Decide with the patient and family; the lipid results do not decide it.",
    patient:
      "Your statin ({meds}) is a medicine taken to prevent heart attacks and strokes years ahead. For people who are very frail, it may no longer help much, and it adds a tablet to swallow. Ask your doctor whether it is still needed. Do not stop it on your own.",
    nextSteps: [
      "Review the statin with the patient and family against the goals of care; stopping is reasonable where it is for primary prevention",
      "Review the other long-term medicines at the same time",
    ],
    patientQuestions: ["Is my statin still helping me, or could it be stopped?"],
    evidence: ["path-2017-frail-lipid-lowering"],
    keywords: ["deprescribing", "statin", "frailty", "primary prevention", "older adults"],
    match,
  },
];
