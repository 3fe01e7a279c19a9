import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * A raised ALT in a child or teenager with obesity or diabetes: fatty liver (MASLD, formerly
 * NAFLD) read the paediatric way (review 15, paediatric cases 06 and 10).
 *
 * The adult masld-risk finding (patterns.ts) stages fibrosis with FIB-4, an adult score built on
 * age, and asks for an ultrasound; it took obesity only from a BMI of 30 or more, so a 10-year-old
 * above the 99th BMI centile with an ALT of 90 U/L had no finding at all. NASPGHAN 2017
 * (naspghan-2017-paediatric-nafld) reads a child's ALT against children's sex-specific upper
 * limits (26 U/L for boys, 22 U/L for girls) rather than the laboratory's, asks for an ALT
 * persistently (over 3 months) above twice that limit to be evaluated for fatty liver and for
 * other causes of chronic hepatitis, treats an ALT above 80 U/L as needing timely evaluation, and
 * does not recommend ultrasound as a screening test in children. Combined diet and exercise
 * programmes have improved ALT and liver fat in children with NAFLD (africa-2016-paediatric-nafld-lifestyle).
 */

const ADULT_AGE = 18;
/** Below 2 years a fatty liver is not read as obesity-related here: an engine choice. */
const FROM_AGE = 2;
/** NASPGHAN 2017: children's ALT upper limits, U/L. */
const CHILD_ALT_ULN = { male: 26, female: 22 } as const;
/** NASPGHAN 2017: above this ALT (U/L), timely evaluation. */
const ALT_CONCERN = 80;
/** The adult obesity cut-off, kg/m², read as obesity in a child too (an engine choice; a centile is preferred when sent). */
const BMI_OBESE = 30;

/**
 * Obesity as the notes word it: "obese", "obesity", "BMI above the 98th centile", or a BMI on a
 * centile of 95 or more ("BMI on the 98th centile"), the same line as a recorded BMI centile below.
 */
const OBESITY_NOTE =
  /\b(?:obes(?:e|ity)|bmi\s+(?:(?:is|was)\s+)?(?:(?:above|over|>|greater than|on|at)\s+)?(?:the\s+)?(?:9[5-9](?:\.\d+)?)(?:st|nd|rd|th)?\s+(?:centile|percentile))\b/;
/** A BMI centile recorded as a vital sign (not a BMI in kg/m²; see vocab/vitals.ts). */
const BMI_CENTILE_NAME = /\b(?:bmi|body mass index)\b.*\b(?:centile|percentile)\b/i;

interface Risk {
  name: string;
  patient: string;
  ref?: string;
}

function childObesity(ctx: RuleContext): Risk | undefined {
  const condition = ctx.conditions("obesity")[0];
  if (condition !== undefined) return { name: "obesity", patient: "extra weight", ref: condition.ref };
  const centile = ctx.model.vitals.find(
    (v) => BMI_CENTILE_NAME.test(v.name) && v.value !== undefined && v.value >= 95 && v.value <= 100,
  );
  if (centile !== undefined)
    return {
      name: `a BMI on the ${formatNumber(centile.value ?? 0)}th centile`,
      patient: "extra weight",
      ref: centile.ref,
    };
  const bmi = ctx.vitals("bmi")[0];
  if (bmi?.value !== undefined && bmi.value >= BMI_OBESE && bmi.value <= 80)
    return { name: `a BMI of ${formatNumber(bmi.value)} kg/m²`, patient: "extra weight", ref: bmi.ref };
  const quote = statedMention(ctx.freeText, OBESITY_NOTE);
  return quote === undefined ? undefined : { name: `obesity in the notes ("${quote}")`, patient: "extra weight" };
}

/** Obesity, diabetes or prediabetes in a child from 2 years: the risks NASPGHAN screens for. */
function childMasldRisks(ctx: RuleContext): Risk[] {
  const diabetes = ctx.conditions("diabetes")[0];
  const pre = ctx.conditions("prediabetes")[0];
  return [
    childObesity(ctx),
    diabetes ? { name: "diabetes", patient: "diabetes", ref: diabetes.ref } : undefined,
    pre ? { name: "prediabetes", patient: "prediabetes", ref: pre.ref } : undefined,
  ].filter((r): r is Risk => r !== undefined);
}

/** Whether the child's finding reads this record (the adult masld-risk finding then stays silent). */
export function childMasld(ctx: RuleContext): boolean {
  return PAEDIATRIC_MASLD_RULES.some((r) => r.match(ctx) !== undefined);
}

export const PAEDIATRIC_MASLD_RULES: readonly Rule[] = [
  {
    id: "masld-risk-child",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "Raised ALT in a child or teenager with obesity or diabetes: possible fatty liver",
    clinician:
      "ALT {alt} at age {age} with {risk}: steatotic liver disease (MASLD, formerly NAFLD) is the likely cause, though not the only one. In children the ALT is read against children's upper limits ({ulnText}), not the laboratory's, so this ALT is {times}× that limit{concern}. An ALT that stays above twice that limit for more than 3 months is evaluated for fatty liver and for other causes of chronic hepatitis; ultrasound is not recommended as a screening test in children, and adult fibrosis scores such as FIB-4 are not used here.",
    patient:
      "A liver test (ALT) is raised. In children and teenagers with {patientRisk}, fat building up in the liver is a common reason, but the doctor will also look for other causes. Changes to eating and activity that bring the weight down may help the liver.",
    nextSteps: [
      "Repeat ALT (with AST and GGT) within 3 months; if it stays above twice the children's upper limit, evaluate for fatty liver and for other causes of chronic hepatitis, with paediatric gastroenterology or hepatology advice",
      "Support weight management (eating and activity) for the child and family",
    ],
    patientQuestions: ["Could fat in the liver be the reason, and what else needs checking?"],
    evidence: ["naspghan-2017-paediatric-nafld", "africa-2016-paediatric-nafld-lifestyle"],
    keywords: ["paediatric nafld", "masld", "fatty liver", "alt", "childhood obesity"],
    match: (ctx) => {
      const age = ctx.age;
      if (age === undefined || age < FROM_AGE || age >= ADULT_AGE) return undefined;
      const obs = ctx.lab("alt");
      const alt = ctx.valueOf(obs);
      if (obs === undefined || alt === undefined) return undefined;
      const uln = ctx.sex === "female" ? CHILD_ALT_ULN.female : CHILD_ALT_ULN.male;
      const raised = obs.status === "high" || obs.status === "critical-high" || alt > 2 * uln;
      if (!raised) return undefined;
      const risks = childMasldRisks(ctx);
      if (risks.length === 0) return undefined;
      const concern = alt > ALT_CONCERN;
      return {
        refs: [obs.ref, ...risks.flatMap((r) => (r.ref ? [r.ref] : []))],
        values: {
          alt: ctx.show(obs),
          age,
          risk: risks.map((r) => r.name).join(" and "),
          ulnText:
            ctx.sex === "female"
              ? "22 U/L for girls"
              : ctx.sex === "male"
                ? "26 U/L for boys"
                : "26 U/L for boys, 22 U/L for girls; the sex is not given, so the boys' limit is used",
          times: formatNumber(alt / uln, 1),
          concern: concern
            ? `; above ${ALT_CONCERN} U/L, significant liver disease is more likely, so it is evaluated promptly rather than only repeated`
            : "",
          patientRisk: [...new Set(risks.map((r) => r.patient))].join(" or "),
        },
        ...(concern
          ? {
              nextSteps: [
                `Evaluate promptly (ALT above ${ALT_CONCERN} U/L) for fatty liver and for other causes of chronic hepatitis, with paediatric gastroenterology or hepatology advice`,
                "Support weight management (eating and activity) for the child and family",
              ],
            }
          : {}),
      };
    },
  },
];
