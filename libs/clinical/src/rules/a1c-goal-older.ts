import { type ConditionItem, Severity } from "../model.ts";
import { midSentence } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { niceType2A1c } from "./a1c-target-nice-t2.ts";
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

/*
 * ADA's complex or intermediate health also covers multiple coexisting chronic illnesses (review 48,
 * a1c-complex-48 case 01: 78 years with heart failure, CKD 3b, AF, COPD and depression, HbA1c 58
 * mmol/mol, was told "above target" and offered a GLP-1 receptor agonist). Each group is one illness,
 * so CKD and diabetic kidney disease (both "ckd") or angina and a past stroke ("ascvd") count once;
 * diabetes itself is what they coexist with and is not counted.
 */
const CHRONIC_ILLNESSES: readonly (readonly string[])[] = [
  ["heart-failure", "hfref"],
  ["ckd", "kidney-failure"],
  ["ascvd"],
  ["atrial-fibrillation"],
  ["copd"],
  ["cancer"],
  ["hypertension"],
];
const DEPRESSION = /\bdepressi(?:on|ve)\b/i;
const MULTIPLE = 3;

/** An older adult's coexisting chronic illnesses, one condition each, when there are at least three. */
export function multipleChronicIllnesses(ctx: RuleContext): { text: string; conditions: ConditionItem[] } | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_AGE) return undefined;
  const groups = CHRONIC_ILLNESSES.map((concepts) => concepts.flatMap((c) => ctx.conditions(c))[0]);
  const depression = ctx.model.conditions.find((c) => isActiveCondition(c.status) && DEPRESSION.test(c.name));
  const conditions = [...groups, depression].filter((c): c is ConditionItem => c !== undefined);
  if (conditions.length < MULTIPLE) return undefined;
  return { text: conditions.map((c) => midSentence(c.name)).join(", "), conditions };
}

/** A UK type 2 record with several chronic illnesses: NICE NG28's individual, relaxed target. */
function niceRelaxedForComorbidity(ctx: RuleContext, match: RuleMatch, illnesses: string): RuleMatch | undefined {
  const nice = niceType2A1c(ctx);
  if (nice === undefined) return undefined;
  return {
    ...match,
    refs: [...match.refs, ...ctx.refs(nice.a1c)],
    values: { ...match.values, a1c: ctx.show(nice.a1c), goalLead: "NICE NG28's usual target" },
    clinicianExtra: `With ${illnesses} at age ${ctx.age}, NICE NG28 relaxes the HbA1c target case by case, including when intensive management would not be appropriate because of significant comorbidities or when a low would put the person at high risk (for example of falls). Agree an individual target before adding glucose-lowering treatment for this HbA1c.${nice.cvSglt2 ?? ""}`,
    nextSteps: [
      "Agree an individual HbA1c target with the person, weighing their other conditions; if treatment is added, choose medicines that do not cause hypoglycaemia",
      // NICE's SGLT2 inhibitor for heart failure or ASCVD is for that condition, not for the HbA1c, so a
      // relaxed target does not remove it (review 48, on integration: deep-28 case 01 lost the step).
      ...(nice.cvSglt2
        ? [
            "Offer an SGLT2 inhibitor with proven cardiovascular benefit for the heart condition (NICE NG28), after checking the risks for ketoacidosis",
          ]
        : []),
      "Recheck HbA1c in 3 to 6 months (NICE)",
    ],
    evidence: ["nice-ng28-t2d-adults"],
    evidenceReplacesRule: true,
  };
}

/**
 * The HbA1c-above-target match read against ADA's goals for an older adult with complex health, or
 * the match unchanged. `a1cPercent` is the HbA1c in % as reported.
 */
export function a1cGoalForComplexHealth(ctx: RuleContext, match: RuleMatch, a1cPercent: number): RuleMatch {
  const frail = complexHealth(ctx);
  const illnesses = frail === undefined ? multipleChronicIllnesses(ctx) : undefined;
  const complex = frail ?? illnesses;
  if (complex === undefined) return match;
  if (illnesses !== undefined) {
    const uk = niceRelaxedForComorbidity(
      ctx,
      { ...match, refs: [...match.refs, ...ctx.refs(...illnesses.conditions)] },
      illnesses.text,
    );
    if (uk !== undefined) return uk;
  }
  const goal = `With ${complex.text} at age ${ctx.age}, ADA's goal is less strict: below 8.0% (64 mmol/mol) with complex or intermediate health${illnesses === undefined ? "" : ", which includes multiple coexisting chronic illnesses"}, and in very poor health HbA1c is not relied on and the aim is to avoid hypoglycaemia and symptoms of high glucose.`;
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
      title: `HbA1c above ${match.values?.titleGoal ?? "7%"} but within a less strict goal for ${illnesses === undefined ? "frailty or dementia" : "several chronic illnesses"}`,
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
