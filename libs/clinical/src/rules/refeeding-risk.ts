import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { recordedEatingDisorder } from "./eating-disorder.ts";
import { statedMention } from "./notes.ts";
import { refeeding } from "./refeeding.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * High risk of refeeding problems before feeding starts (review 25, labs-25 case 07). NICE CG32
 * (SUMMARIES["nice-cg32-nutrition-support"]) judges the risk before nutrition is reintroduced: high
 * with one of a BMI below 16, weight loss above 15% in 3–6 months, little or no intake for more than
 * 10 days, or low potassium, phosphate or magnesium before feeding; or with two of a BMI below 18.5,
 * weight loss above 10%, little or no intake for more than 5 days, alcohol misuse or drugs including
 * insulin, chemotherapy, antacids or diuretics. rules/refeeding.ts reads the fall once feeding has
 * started; an eating disorder has its own reading (rules/eating-disorder.ts). Weight loss is not
 * read: notes rarely give it as a percentage over a stated time.
 */

const ADULT_FROM = 18;
const BMI_HIGH_RISK = 16;
const BMI_MINOR = 18.5;
const INTAKE_DAYS_HIGH = 10;
const INTAKE_DAYS_MINOR = 5;

/**
 * Little or no eating stated now, with its length when given ("poor oral intake for 10 days").
 * "Eating little for weeks" is the same statement in the other order: an alcohol-dependent man in
 * withdrawal with magnesium 0.48 and phosphate 0.42 mmol/L had no refeeding finding without it
 * (review 32, mental-32b case 07).
 */
const LITTLE_INTAKE =
  /\b(?:(?:minimal|little|no|poor|reduced|negligible)\s+(?:oral\s+)?(?:intake|eating|food)|not\s+eating|(?:barely|hardly)\s+eating|eating\s+(?:very\s+)?(?:little|poorly)|nil\s+by\s+mouth|starv(?:ed|ing|ation))(?:\s+(?:for|over|x|of)\s*(?:the\s+(?:last|past)\s+)?(\d{1,3})\s*(days?|d\b|\/7|weeks?|wks?|\/52))?/;
const BMI_IN_TEXT = /\bbmi\b\s*(?:of|:|=|is|was)?\s*(\d{1,2}(?:\.\d)?)\b/;
const ALCOHOL =
  /\b(?:alcohol(?:ic)?\s+(?:dependence|dependency|misuse|abuse|excess|use disorder|withdrawal)|alcoholism|alcohol[- ]dependent|heavy drink(?:er|ing))\b/;

function low(obs: LabObservation | undefined): obs is LabObservation {
  return obs !== undefined && (obs.status === "low" || obs.status === "critical-low");
}

function intakeDays(m: RegExpExecArray): number | undefined {
  if (m[1] === undefined) return undefined;
  const n = Number(m[1]);
  return /^(?:w|\/52)/.test(m[2] ?? "") ? n * 7 : n;
}

function bmiOf(ctx: RuleContext): number | undefined {
  const vital = ctx.vitals("bmi")[0]?.value;
  if (vital !== undefined) return vital;
  const m = BMI_IN_TEXT.exec(ctx.freeText);
  return m?.[1] !== undefined ? Number(m[1]) : undefined;
}

/** The NICE CG32 high-risk reading before feeding, in an adult eating little or underweight; else undefined. */
export function refeedingRisk(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.model.patient.age;
  if (age !== undefined && age < ADULT_FROM) return undefined;
  if (recordedEatingDisorder(ctx) !== undefined || refeeding(ctx) !== undefined) return undefined;
  const intakeMatch = LITTLE_INTAKE.exec(ctx.freeText);
  const intake = statedMention(ctx.freeText, LITTLE_INTAKE);
  const bmi = bmiOf(ctx);
  // Low salts alone (a diuretic, diarrhoea) are not a nutrition question: the person must be eating little or underweight.
  if (intake === undefined && !(bmi !== undefined && bmi < BMI_MINOR)) return undefined;
  const days = intake !== undefined && intakeMatch !== null ? intakeDays(intakeMatch) : undefined;

  const salts = (["potassium", "phosphorus", "magnesium"] as const).map((id) => ctx.lab(id)).filter(low);
  const insulin = ctx.meds("insulin");
  const drugs = [...insulin, ...ctx.meds("thiazide"), ...ctx.meds("loop-diuretic")];
  const alcohol = statedMention(ctx.freeText, ALCOHOL);
  const major = [
    bmi !== undefined && bmi < BMI_HIGH_RISK ? `BMI ${formatNumber(bmi)} (below 16)` : undefined,
    days !== undefined && days > INTAKE_DAYS_HIGH ? `little intake for ${days} days (more than 10)` : undefined,
    salts.length > 0
      ? `low ${salts.map((o) => `${o.name.toLowerCase()} ${ctx.show(o)}`).join(", ")} before feeding`
      : undefined,
  ].filter((s): s is string => s !== undefined);
  const minor = [
    bmi !== undefined && bmi < BMI_MINOR ? `BMI ${formatNumber(bmi)} (below 18.5)` : undefined,
    days !== undefined && days > INTAKE_DAYS_MINOR ? `little intake for ${days} days (more than 5)` : undefined,
    alcohol !== undefined ? `"${alcohol}"` : undefined,
    drugs.length > 0 ? `${drugs[0]!.name} (${insulin.length > 0 ? "insulin" : "a diuretic"})` : undefined,
  ].filter((s): s is string => s !== undefined);
  if (major.length === 0 && minor.length < 2) return undefined;
  const reasons = major.length > 0 ? major : minor;
  const text = `${intake !== undefined ? `"${intake}" in the notes` : `BMI ${formatNumber(bmi!)}`}, and feeding has not yet been recorded as started. High risk of refeeding problems by NICE CG32: ${reasons.join("; ")}${major.length > 0 && minor.length >= 2 ? `; also two or more of its lesser criteria (${minor.join("; ")})` : ""}.`;
  return {
    refs: ctx.refs(...salts, ...drugs),
    values: { text },
  };
}

export const REFEEDING_RISK_RULES: readonly Rule[] = [
  {
    id: "refeeding-risk-before-feeding",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Nutrition and electrolytes",
    title: "High risk of refeeding syndrome before feeding starts",
    clinician:
      "{text} Plan the feeding before it starts: NICE CG32 begins high-risk patients at no more than 10 kcal/kg/day (5 in extreme cases) and builds up slowly, with thiamine and B vitamins before and during feeding.",
    patient:
      "You have eaten very little for a while and some body salts (such as potassium, phosphate or magnesium) are low or your weight is low. When eating or feeding builds up again, these salts can drop quickly and affect the heart and muscles. This is called refeeding syndrome. Feeding should start slowly, with vitamins and close blood tests.",
    nextSteps: [
      "Start feeding slowly: NICE CG32 begins high-risk patients at no more than 10 kcal/kg/day (5 in extreme cases) and builds up slowly",
      "Give thiamine and other B vitamins before the first feed and during feeding",
      "Replace potassium, phosphate and magnesium, and check them closely while feeding builds up; monitor fluid balance and heart rhythm",
    ],
    patientQuestions: [
      "How slowly should my eating or feeding be built up?",
      "How often will my blood salts be checked?",
    ],
    evidence: ["nice-cg32-nutrition-support"],
    keywords: ["refeeding syndrome", "malnutrition", "hypophosphatemia", "nutrition support", "thiamine"],
    match: refeedingRisk,
  },
];
