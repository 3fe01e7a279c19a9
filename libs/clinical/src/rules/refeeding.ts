import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Refeeding syndrome outside an eating disorder (review 11, renal case 05): a low phosphate once
 * feeding has started or restarted, in someone with the NICE CG32 risk factors for refeeding
 * problems (SUMMARIES["nice-cg32-nutrition-support"], criteria seen in copies of the guideline):
 * high risk with one of a BMI below 16, weight loss above 15% in 3–6 months, little or no intake for
 * more than 10 days, or low potassium, phosphate or magnesium before feeding; or with two of a BMI
 * below 18.5, weight loss above 10%, little or no intake for more than 5 days, or alcohol misuse
 * (or insulin, chemotherapy, antacids or diuretics). For high-risk people NICE starts feeding at no
 * more than 10 kcal/kg/day (5 in extreme cases) and builds up slowly, with thiamine and B vitamins
 * before and during feeding and electrolytes replaced. Eating disorders have their own rule
 * (rules/eating-disorder.ts), which judges the risk before feeding; this one reads the fall itself.
 */

const F = FindingFamily.pattern;

/** NICE CG32: a BMI below 16 is high risk on its own; below 18.5 is one of the minor criteria. */
const BMI_HIGH_RISK = 16;
const BMI_MINOR = 18.5;
const ADULT_FROM = 18;

/** Feeding started or restarted, stated in the notes; eating again by mouth counts too (review 21, electrolytes case 04). */
const FEEDING =
  /\b(?:ng|nasogastric|nj|nasojejunal|peg|rig|enteral|parenteral|tpn|pn|tube)[- ]?(?:feed(?:ing|s)?|nutrition)\b|\b(?:feed(?:ing|s)?|nutrition(?:al)? support|tpn|parenteral nutrition)\s+(?:was\s+|were\s+)?(?:started|commenced|restarted|begun|began|initiated)\b|\b(?:started|commenced|restarted|began|initiated)\s+(?:on\s+)?(?:ng |nasogastric |enteral |parenteral |tube )?(?:feed(?:ing|s)?|tpn|parenteral nutrition)\b|\bre-?feeding\b|\b(?:started|restarted|resumed|began)\s+(?:eating|oral\s+intake|meals)\b|\beating\s+(?:normal\s+meals\s+|normally\s+)?again\b/;
const ALCOHOL =
  /\b(?:alcohol(?:ic)?\s+(?:dependence|dependency|misuse|abuse|excess|use disorder|withdrawal)|alcoholism|alcohol-dependent|alcohol dependent|heavy drink(?:er|ing)|alcohol-related liver)\b/;
const LITTLE_INTAKE =
  /\b(?:minimal|little|no|poor|reduced|negligible)\s+(?:oral\s+)?(?:intake|eating|food)\b|\bnot eating\b|\bstarv(?:ed|ing|ation)\b|\bnil by mouth\b/;
const MALNUTRITION = /\b(?:malnutrition|malnourished|undernutrition|undernourished|cachexi[ac])\b/;
/** "BMI 15.8", "BMI of 15.8", "BMI: 15.8". */
const BMI_IN_TEXT = /\bbmi\b\s*(?:of|:|=|is|was)?\s*(\d{1,2}(?:\.\d)?)\b/;

function low(obs: LabObservation | undefined): boolean {
  return obs !== undefined && (obs.status === "low" || obs.status === "critical-low");
}

function bmiValue(ctx: RuleContext): number | undefined {
  const vital = ctx.vitals("bmi")[0]?.value;
  if (vital !== undefined) return vital;
  const m = BMI_IN_TEXT.exec(ctx.freeText);
  return m?.[1] !== undefined ? Number(m[1]) : undefined;
}

function conditionText(ctx: RuleContext, re: RegExp): string | undefined {
  const cond = ctx.model.conditions.find((c) => re.test(c.name.toLowerCase()));
  if (cond !== undefined) return cond.name.toLowerCase();
  return statedMention(ctx.freeText, re);
}

/** The refeeding-syndrome reading: a low phosphate after feeding started, with NICE CG32 risk factors; else undefined. */
export function refeeding(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.model.patient.age;
  if (age !== undefined && age < ADULT_FROM) return undefined;
  const phosphate = ctx.lab("phosphorus");
  if (!low(phosphate) || phosphate === undefined) return undefined;
  const feeding = statedMention(ctx.freeText, FEEDING);
  if (feeding === undefined) return undefined;

  const bmi = bmiValue(ctx);
  const alcohol = conditionText(ctx, ALCOHOL);
  const intake = statedMention(ctx.freeText, LITTLE_INTAKE);
  const malnutrition = conditionText(ctx, MALNUTRITION);
  const factors = [
    bmi !== undefined && bmi < BMI_MINOR ? `BMI ${formatNumber(bmi)}` : undefined,
    alcohol,
    intake,
    malnutrition,
  ].filter((s): s is string => s !== undefined);
  if (factors.length === 0) return undefined;
  const minor = [bmi !== undefined && bmi < BMI_MINOR, alcohol !== undefined, intake !== undefined].filter(
    Boolean,
  ).length;
  const highRisk = (bmi !== undefined && bmi < BMI_HIGH_RISK) || minor >= 2;

  const earlier = ctx
    .labs("phosphorus")
    .filter((o) => o !== phosphate && (o.time ?? 0) < (phosphate.time ?? 0) && !low(o))[0];
  const k = ctx.lab("potassium");
  const mg = ctx.lab("magnesium");
  const alsoLow = [
    low(k) ? `potassium ${ctx.show(k)}` : undefined,
    low(mg) ? `magnesium ${ctx.show(mg)}` : undefined,
  ].filter((s): s is string => s !== undefined);
  const critical = phosphate.status === "critical-low" || k?.status === "critical-low";

  const text = [
    `Phosphate ${ctx.show(phosphate)} is low${earlier !== undefined ? `, down from ${ctx.show(earlier)},` : ""} after feeding started ("${feeding}" in the notes)${alsoLow.length > 0 ? `, with low ${alsoLow.join(" and ")}` : ""}.`,
    `Risk factors for refeeding problems in NICE CG32: ${factors.join("; ")}${highRisk ? " (high risk by its criteria)" : ""}.`,
    "This is refeeding syndrome until shown otherwise.",
  ].join(" ");

  return {
    refs: ctx.refs(phosphate, earlier, low(k) ? k : undefined, low(mg) ? mg : undefined),
    values: { text },
    severity: critical ? Severity.critical : Severity.high,
  };
}

export const REFEEDING_RULES: readonly Rule[] = [
  {
    id: "refeeding-syndrome",
    family: F,
    severity: Severity.high,
    problem: "Nutrition and electrolytes",
    title: "Refeeding syndrome",
    clinician: "{text} NICE CG32 sets how slowly feeding is built up in people at risk.",
    patient:
      "When feeding restarts after a long time of eating little, body salts such as phosphate, potassium and magnesium can drop quickly. This is called refeeding syndrome. Your team should slow the feeding and replace these salts, with close blood tests.",
    nextSteps: [
      "Slow the feed today: NICE CG32 starts high-risk patients at no more than 10 kcal/kg/day (5 in extreme cases) and builds up slowly",
      "Replace phosphate, potassium and magnesium, and check them closely while feeding builds up",
      "Give thiamine and other B vitamins before and during feeding; monitor heart rhythm and fluid balance",
    ],
    patientQuestions: ["Should my feeding be slowed down?", "How often will my blood salts be checked?"],
    evidence: ["nice-cg32-nutrition-support"],
    keywords: ["refeeding syndrome", "hypophosphatemia", "enteral feeding", "malnutrition", "alcohol"],
    match: refeeding,
  },
];
