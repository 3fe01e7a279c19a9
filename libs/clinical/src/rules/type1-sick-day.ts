import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { isType1 } from "./diabetes-ketosis.ts";
import { bloodKetones, hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/**
 * Sick-day rules in type 1 diabetes: insulin is never stopped, and basal insulin skipped while not
 * eating can trigger DKA.
 */

/** A mention of sick-day rules in the notes (a question or a request for them). */
const SICK_DAY = /\bsick[- ]?day\b/i;
/** Insulin stated as skipped, stopped or omitted ("skipped glargine because not eating"). */
const MISSED_INSULIN =
  /\b(?:skipped|skipping|stopped|stopping|omitted|omitting|missed|missing|held|withheld|did not take|didn't take|not taken)\s+(?:(?:his|her|their|the|my|all|any)\s+)?(?:basal\s+|long[- ]acting\s+|background\s+)?(?:insulin|glargine|detemir|degludec|lantus|levemir|tresiba|toujeo|abasaglar|semglee|basal)\b/i;
const PUMP = /\bpump\b|\bcsii\b|\bomnipod\b|\bt:?slim\b/i;
/** The ketone band in which rules/diabetes-ketosis.ts gives the sick-day steps itself. */
const KETOSIS_BAND = { from: 0.6, below: 3.0 } as const;

function sickDayRules(ctx: RuleContext): RuleMatch | undefined {
  if (!isType1(ctx)) return undefined;
  const text = ctx.freeText;
  const asked = statedMention(text, SICK_DAY, true);
  const missed = statedMention(text, MISSED_INSULIN, true);
  if (asked === undefined && missed === undefined) return undefined;
  const crisis = hyperglycaemicCrisis(ctx) !== undefined;
  const k = bloodKetones(ctx);
  // Ketosis below the DKA level: the sick-day rule in diabetes-ketosis.ts already gives these steps.
  if (!crisis && k !== undefined && k.value >= KETOSIS_BAND.from && k.value < KETOSIS_BAND.below) return undefined;
  const pump =
    ctx.model.medications.some((m) => PUMP.test(m.name)) || ctx.model.conditions.some((c) => PUMP.test(c.name));
  const trigger =
    missed === undefined
      ? "The notes ask about sick-day rules."
      : `The notes say "${missed}"${crisis ? ", the likely trigger of this DKA" : ""}: stopping insulin when not eating is how ketoacidosis starts, because the body still needs basal insulin.`;
  const conditions = ctx.model.conditions.filter((c) => /diabet/i.test(c.name)).map((c) => c.ref);
  return {
    refs: conditions,
    severity: missed !== undefined ? Severity.moderate : Severity.low,
    values: {
      trigger,
      when: crisis ? "Once the DKA has resolved and before discharge, go" : "Go",
      pump: pump
        ? " On a pump: keep pen or syringe insulin and blood ketone strips to hand, because a high glucose with raised ketones is handled as possible pump or line failure, with insulin given by pen and the infusion set changed."
        : "",
      patientPump: pump
        ? " Because you use a pump, always carry insulin pens or syringes and ketone strips as a back-up, including when you travel."
        : "",
    },
    // The pump page only for someone on a pump, and an NHS adult page first on a UK record (review
    // 33, diabetes-endo-33 case 01: a 24-year-old in Leeds on injections was cited two Melbourne
    // children's hospital pages, one of them for insulin pumps).
    evidence: [
      ...(readsAsUk(ctx) && !pump ? ["nhs-forth-valley-t1-sick-day-injections"] : []),
      "rch-sick-day-injections",
      ...(pump ? ["rch-sick-day-insulin-pump"] : []),
    ],
    evidenceReplacesRule: true,
  };
}

export const TYPE1_SICK_DAY_RULES: readonly Rule[] = [
  {
    id: "type1-sick-day-rules",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Type 1 diabetes",
    title: "Sick-day rules for type 1 diabetes",
    clinician:
      "{trigger} {when} through the sick-day rules with them: never stop insulin, including the basal insulin, even when not eating; check glucose and blood ketones more often when unwell (every 2 hours once ketones are raised); extra rapid-acting insulin and fluids for a high glucose with ketones, as the diabetes team's plan sets out; call the team early with vomiting and ketones; emergency care with ketones of 3.0 mmol/L or more, vomiting, abdominal pain, fast breathing or drowsiness.{pump}",
    patient:
      "When you are ill, your body often needs more insulin, not less. Never stop your insulin, even if you are not eating. Check your sugar and ketones more often, drink fluids, and follow your diabetes team's plan for extra insulin. Call the team early if you are vomiting with ketones, and go to an emergency department if ketones reach 3.0 or you vomit, have {tummy} pain, breathe fast or feel very drowsy.{patientPump}",
    nextSteps: [
      "Go through the sick-day rules and give a written plan: never stop basal insulin, more frequent glucose and ketone checks, extra insulin doses, when to call and when to attend",
      "Check they have blood ketone strips and the diabetes team's out-of-hours number",
    ],
    patientQuestions: ["Can you give me a written sick-day plan, with how much extra insulin to take?"],
    evidence: ["rch-sick-day-injections", "rch-sick-day-insulin-pump"],
    keywords: ["sick day rules", "type 1 diabetes", "ketones", "basal insulin", "diabetic ketoacidosis"],
    match: sickDayRules,
  },
];
