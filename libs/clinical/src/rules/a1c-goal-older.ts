import { type ConditionItem, Severity } from "../model.ts";
import { midSentence } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/*
 * An HbA1c above 7% in an older adult with frailty or dementia is not a reason on its own to add
 * medicines (review 14 diabetes, case 09: 89 years, severe frailty, housebound, metformin only,
 * HbA1c 64 mmol/mol, told to intensify and offered an SGLT2 inhibitor or a GLP-1 receptor agonist).
 * ADA's goals for older adults follow health status (ada-soc-2026-s13): below 8.0% (64 mmol/mol)
 * with complex or intermediate health, and in very poor health HbA1c is not relied on and avoiding
 * hypoglycaemia and symptomatic hyperglycaemia comes first.
 */

const OLDER_AGE = 65;
/** ADA's HbA1c goal (%) with complex or intermediate health. */
const COMPLEX_GOAL = 8.0;
const FRAIL_OR_DEMENTIA = /\bfrail\w*|\bdementia\b|\balzheimer|\bcognitive impairment\b|\bclinical frailty scale\b/i;
const FRAIL_NOTES = /\bfrail\w*|\bcare home\b|\bnursing home\b|\bhousebound\b|\bbed[- ]bound\b/;

/** What makes this older adult's health complex: conditions named, else the notes' words; undefined if none. */
export function complexHealth(ctx: RuleContext): { text: string; conditions: ConditionItem[] } | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_AGE) return undefined;
  const conditions = ctx.model.conditions.filter((c) => isActiveCondition(c.status) && FRAIL_OR_DEMENTIA.test(c.name));
  if (conditions.length > 0) return { text: conditions.map((c) => midSentence(c.name)).join(", "), conditions };
  const noted = statedMention(ctx.freeText, FRAIL_NOTES);
  return noted === undefined ? undefined : { text: `"${noted}" in the notes`, conditions: [] };
}

/**
 * The HbA1c-above-target match read against ADA's goals for an older adult with complex health, or
 * the match unchanged. `a1cPercent` is the HbA1c in % as reported.
 */
export function a1cGoalForComplexHealth(ctx: RuleContext, match: RuleMatch, a1cPercent: number): RuleMatch {
  const complex = complexHealth(ctx);
  if (complex === undefined) return match;
  const goal = `With ${complex.text} at age ${ctx.age}, ADA's goal is less strict: below 8.0% (64 mmol/mol) with complex or intermediate health, and in very poor health HbA1c is not relied on and the aim is to avoid hypoglycaemia and symptoms of high glucose.`;
  const refs = [...match.refs, ...ctx.refs(...complex.conditions)];
  // The goal is strict: 64 mmol/mol converts to 8.0% and is at the goal's limit, not below it.
  if (a1cPercent >= COMPLEX_GOAL)
    return {
      ...match,
      refs,
      clinicianExtra: `${goal} This result is ${a1cPercent > COMPLEX_GOAL ? "above even that goal" : "at the limit of that goal, not below it"}.`,
      nextSteps: [
        "Agree an individual goal; if treatment is added, choose medicines that do not cause hypoglycaemia",
        "Ask about symptoms of high glucose (thirst, passing a lot of urine, infections) and about hypoglycaemia",
        "Recheck HbA1c in 3 months",
      ],
      evidence: ["ada-soc-2026-s13"],
    };
  return {
    ...match,
    refs,
    severity: Severity.low,
    values: {
      ...match.values,
      title: `HbA1c above ${match.values?.titleGoal ?? "7%"} but within a less strict goal for frailty or dementia`,
    },
    clinicianExtra: `${goal} At this level no added glucose-lowering medicine is needed on the HbA1c alone.`,
    patientExtra:
      "At your age and with your health, a less strict goal is usually right, so this level may be fine for you. Ask your doctor what your goal should be.",
    nextSteps: [
      "Agree an individual goal with the patient and family; do not add medicines to reach a tighter HbA1c",
      "Ask about symptoms of high glucose (thirst, passing a lot of urine, infections) and about hypoglycaemia",
    ],
    patientQuestions: ["What is the right HbA1c goal for me?"],
    evidence: ["ada-soc-2026-s13"],
  };
}
