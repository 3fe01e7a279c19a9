import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Possible Wernicke encephalopathy in heavy or dependent drinking (review 33, mental-addiction-33
 * case 10: a man drinking about 100 units a week, with new confusion, unsteady walking and "eyes
 * flicking", read only as liver tests, macrocytosis and a drinking-and-elastography point; the
 * Wernicke rule in wernicke-risk.ts needs a low thiamine result or bariatric surgery).
 *
 * The Australian Guidelines for the Treatment of Alcohol Problems (evidence
 * "aus-alcohol-guidelines-wernicke") hold everyone with heavy or chronic drinking at risk, and treat
 * anyone with any feature of Wernicke encephalopathy as if it were established, with parenteral
 * thiamine for those with poor intake and correction of electrolytes including magnesium. Glucose
 * loading without thiamine is a named precipitant ("aasheim-wernicke-risk-factors").
 */

const ALCOHOL_CONDITION =
  /\balcohol(?:ic)?\s+(?:dependence|dependency|use disorder|misuse|abuse|excess|related liver disease)\b|\balcoholism\b|\balcoholic\s+liver\b/i;
const HEAVY_DRINKING =
  /\bdrinks?\s+(?:about\s+|around\s+|over\s+)?\d+\s+units\b|\b\d+\s+units\s+(?:of alcohol\s+)?(?:a|per)\s+(?:day|week)\b|\bheavy\s+drink\w*|\bdrinks?\s+heavily\b|\balcohol\s+(?:dependence|dependent|use disorder|misuse|withdrawal)\b|\b(?:bottle|litre)s?\s+of\s+(?:vodka|spirits|wine)\s+(?:a|per)\s+day\b/i;

const EYE_SIGNS =
  /\b(?:nystagmus|ophthalmoplegia|double vision|diplopia|eyes?\s+(?:flicking|flickering|jerking)|(?:flicking|flickering|jerky)\s+eyes?)\b/gi;
const ATAXIA =
  /\b(?:ataxi\w*|unsteady(?:\s+(?:on (?:his|her|their) feet|walking|gait))?|unsteadiness|wide[- ]based gait|staggering)\b/gi;
const CONFUSION = /\b(?:confus\w*|disorient\w*|muddled|memory loss|new(?:ly)? forgetful\w*)\b/gi;

const THIAMINE = /\bthiamin\w*|\bvitamin b1\b/i;
const GLUCOSE_PLAN = /\b(?:dextrose|glucose (?:infusion|drip)|iv glucose)\b/;

function first(text: string, re: RegExp): string | undefined {
  for (const m of statedMatches(text, re)) return m.quote.toLowerCase();
  return undefined;
}

function wernickeInDrinking(ctx: RuleContext): RuleMatch | undefined {
  const conditions = ctx.model.conditions.filter((c) => ALCOHOL_CONDITION.test(c.name));
  if (conditions.length === 0 && first(ctx.freeText, HEAVY_DRINKING) === undefined) return undefined;
  // A low thiamine result is read by wernicke-suspected (wernicke-risk.ts).
  if (ctx.model.labs.some((o) => THIAMINE.test(o.name) && o.status === "low")) return undefined;
  const eyes = first(ctx.freeText, EYE_SIGNS);
  const ataxia = first(ctx.freeText, ATAXIA);
  const confusion = first(ctx.freeText, CONFUSION);
  const features = [eyes, ataxia, confusion].filter((f): f is string => f !== undefined);
  if (features.length === 0) return undefined;
  const glucose = GLUCOSE_PLAN.test(ctx.freeText);
  return {
    refs: ctx.refs(...conditions),
    // Eye signs, or two of the three features, make it critical; confusion or unsteadiness alone is high.
    ...(eyes !== undefined || features.length >= 2 ? {} : { severity: Severity.high }),
    values: { features: features.map((f) => `"${f}"`).join(", ") },
    ...(glucose && {
      clinicianExtra:
        "The notes plan dextrose: give the thiamine first, as glucose without thiamine can bring on or worsen Wernicke encephalopathy.",
    }),
  };
}

export const WERNICKE_ALCOHOL_RULES: readonly Rule[] = [
  {
    id: "wernicke-alcohol",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Thiamine",
    title: "Heavy drinking with confusion, unsteadiness or eye signs: possible Wernicke encephalopathy",
    clinician:
      "Heavy or dependent drinking with {features} in the notes: treat as possible Wernicke encephalopathy now, as any of its features (eye signs, ataxia, confusion) in someone who drinks heavily is treated as the established condition. Give parenteral thiamine before any glucose, correct magnesium and other electrolytes, and arrange same-day hospital assessment; intoxication, withdrawal, head injury and hepatic encephalopathy are looked for alongside, not instead.",
    patient:
      "Heavy drinking can use up vitamin B1 (thiamine), and your symptoms, such as confusion, unsteady walking or eye movement problems, can be a sign of a serious but treatable brain problem. Please go to an emergency department today: you need vitamin B1 by injection or drip straight away.",
    nextSteps: [
      "Same-day hospital assessment; parenteral thiamine now, before any glucose or dextrose",
      "Check and replace magnesium, phosphate and potassium; check glucose",
      "Assess for alcohol withdrawal, head injury, infection and hepatic encephalopathy alongside",
    ],
    patientQuestions: ["Can I have vitamin B1 by injection today, before any sugar drip?"],
    evidence: ["aus-alcohol-guidelines-wernicke", "aasheim-wernicke-risk-factors"],
    keywords: ["wernicke encephalopathy", "thiamine", "alcohol dependence", "ataxia", "nystagmus", "confusion"],
    match: wernickeInDrinking,
  },
];
