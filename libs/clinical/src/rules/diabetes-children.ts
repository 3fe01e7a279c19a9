import { type ConditionItem, FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { symptomaticHyperglycaemia } from "./patterns.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Diabetes care for children and young people (review 15, paediatric-d). The adult rules asked a
 * 12-year-old with type 1 diabetes for "UACR and eGFR" (ADA's adult chapter) and told a 16-year-old
 * newly in the diabetes range to start "kidney, eye and foot checks", citing NICE PH38, an adult
 * prevention guideline. NICE NG18 covers type 1 and type 2 diabetes under 18: a yearly
 * early-morning urine albumin:creatinine ratio from age 12 in type 1 diabetes, and care by the
 * children's diabetes team; the UK consensus on youth type 2 diabetes (white-2024) and ISPAD 2022
 * add that its complications and related conditions are often present at diagnosis.
 *
 * A child or young person with a glucose in the diabetes range and the classic symptoms is a
 * same-day referral (review 18, everyday-sweep case 11: a 14-year-old with thirst, polyuria, 4 kg
 * weight loss and glucose 14 mmol/L was told to "assess the type of diabetes and start treatment").
 * NICE NG18 and its quality standard QS125 ask for referral immediately, to be seen the same day by
 * the children's diabetes team, because a delayed diagnosis risks diabetic ketoacidosis.
 */

const ADULT_AGE = 18;
/** NICE NG18: albuminuria screening in type 1 diabetes starts at 12. */
const T1_SCREEN_FROM = 12;
const TYPE_2 = /type\s*(2|ii)\b|t2dm|dm\s*2|niddm/i;

const isMinor = (age: number | undefined): age is number => age !== undefined && age < ADULT_AGE;

/** ADA: albuminuria screening in type 1 diabetes from age 10 once diabetes has lasted this long. */
const ADA_T1_SCREEN_FROM = 10;
const ADA_T1_SCREEN_YEARS = 5;
const YEAR_MS = 365.25 * 86_400_000;

/**
 * How long diabetes has lasted, as the notes say it when the condition has no onset date: "type 1
 * diabetes since age 8", "diagnosed at age 8", "diabetes for 7 years" (review 32, paeds-geri-32
 * case 06: a 15-year-old "with type 1 diabetes since age 8" was told its duration was not in the
 * record).
 */
const DIABETES_SINCE_AGE =
  /\b(?:diabetes|t1dm?|t1d)\b[^.;]{0,30}?\b(?:since|from|diagnosed (?:at|aged?))\s+(?:the\s+)?age\s+(?:of\s+)?(\d{1,2})\b/;
const DIABETES_FOR_YEARS = /\b(?:diabetes|t1dm?|t1d)\b[^.;]{0,20}?\bfor\s+(\d{1,2})\s+years?\b/;

function notedDiabetesYears(text: string, age: number): number | undefined {
  const since = DIABETES_SINCE_AGE.exec(text);
  if (since !== null && Number(since[1]) <= age) return age - Number(since[1]);
  const lasted = DIABETES_FOR_YEARS.exec(text);
  return lasted !== null && Number(lasted[1]) <= age ? Number(lasted[1]) : undefined;
}

/**
 * Type 1 diabetes in a child on a US record (review 29b, country-29b: a US record was told NICE
 * NG18's screening from 12). ADA screens yearly with a urine albumin-to-creatinine ratio after age 10
 * once diabetes has lasted 5 years (FACTS_SEEN["ada-soc-2026-s14"], an earlier edition's wording as
 * quoted; the 2026 text was not seen). A known shorter duration waits; an unknown one is said so.
 */
function kidneyChildUs(ctx: RuleContext, age: number, dm: readonly ConditionItem[]): RuleMatch | undefined {
  if (age < ADA_T1_SCREEN_FROM) return undefined;
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const onsets = dm
    .map((c) => (c.date === undefined ? Number.NaN : Date.parse(c.date)))
    .filter((t) => !Number.isNaN(t));
  const years =
    onsets.length === 0 || Number.isNaN(now)
      ? notedDiabetesYears(ctx.freeText, age)
      : (now - Math.min(...onsets)) / YEAR_MS;
  if (years !== undefined && years < ADA_T1_SCREEN_YEARS) return undefined;
  return {
    refs: ctx.refs(...dm),
    values: {
      age,
      advice: `ADA screens yearly for albuminuria in type 1 diabetes from age 10 once diabetes has lasted 5 years (${years === undefined ? "how long it has lasted is not in the record" : `here about ${Math.floor(years)} years`}), with a urine albumin-to-creatinine ratio.`,
    },
    nextSteps: ["Urine albumin-to-creatinine ratio now, then once a year, with the paediatric diabetes team"],
    evidence: ["ada-soc-2026-s14"],
    evidenceReplacesRule: true,
  };
}

const kidneyChild: Rule = {
  id: "diabetes-kidney-monitoring-child",
  family: FindingFamily.pattern,
  severity: Severity.info,
  problem: "Diabetes",
  title: "Kidney screening in a child or young person with diabetes",
  // {advice}: NICE NG18's, or on a US record with type 1 diabetes ADA's (kidneyChildUs).
  clinician: "Diabetes at age {age} with no urine albumin:creatinine ratio in the record. {advice}",
  patient:
    "Children and young people with diabetes have a urine test each year to check the kidneys. The diabetes team can arrange it.",
  nextSteps: ["Early-morning urine albumin:creatinine ratio, then once a year, with the children's diabetes team"],
  evidence: ["nice-ng18-diabetes-cyp"],
  keywords: ["diabetes", "children", "albuminuria screening", "urine albumin creatinine ratio"],
  match: (ctx) => {
    if (!isMinor(ctx.age)) return undefined;
    const dm = ctx.conditions("diabetes");
    if (dm.length === 0 || ctx.anyLab("uacr")) return undefined;
    // Type 1 is assumed unless type 2 is recorded (NICE NG18 on diagnosis in children).
    const type2 = dm.some((c) => TYPE_2.test(c.name));
    if (!type2 && readsAsUsUnits(ctx)) return kidneyChildUs(ctx, ctx.age, dm);
    if (!type2 && ctx.age < T1_SCREEN_FROM) return undefined;
    return {
      refs: ctx.refs(...dm),
      values: {
        age: ctx.age,
        advice: `NICE NG18 advises yearly screening for albuminuria in children and young people with diabetes, with an early-morning urine albumin:creatinine ratio${type2 ? "" : ", from age 12 in type 1 diabetes"}.`,
      },
    };
  },
};

/**
 * LDL cholesterol in a young person with type 1 diabetes (review 19, children-3: a 15-year-old's LDL
 * of 3.6 mmol/L was only "above the reference range", with the adult heart-attack sentence). ADA's
 * children and adolescents chapter (evidence ada-soc-2026-s14): fasting lipids from age
 * 10; below 100 mg/dL (2.6 mmol/L) is the accepted level and the goal; above it, glucose control and
 * diet first; after 10 years of age a statin is suggested if, despite diet and lifestyle, LDL stays
 * above 160 mg/dL (4.1 mmol/L), or above 130 mg/dL (3.4 mmol/L) with one or more cardiovascular risk
 * factors, after reproductive counselling because statins can harm a pregnancy. Type 2 diabetes in
 * youth is left to the adult and youth-onset rules.
 */
const LDL_FROM_AGE = 10;
const LDL_GOAL_MG_DL = 100;
const LDL_STATIN_MG_DL = 160;

const ldlChild: Rule = {
  id: "diabetes-ldl-above-goal-child",
  family: FindingFamily.pattern,
  severity: Severity.low,
  problem: "Diabetes",
  title: "LDL cholesterol above the goal for a young person with type 1 diabetes",
  clinician:
    "LDL cholesterol {ldl} at age {age} with type 1 diabetes, above the ADA goal for children and adolescents with diabetes of below 100 mg/dL (2.6 mmol/L). ADA advises optimising glucose control and diet (saturated fat below 7% of energy) first; after age 10 a statin is suggested if, despite this, LDL stays above 160 mg/dL (4.1 mmol/L), or above 130 mg/dL (3.4 mmol/L) with one or more cardiovascular risk factors, and after counselling about pregnancy, as statins can harm an unborn baby.{statin}",
  patient:
    'Your LDL ("bad") cholesterol is above the level the diabetes team aims for in young people with type 1 diabetes. The first steps are usually better blood sugar control and changes to what you eat; the team will check it again and talk it through with you and your family.',
  nextSteps: [
    "Review with the children's diabetes team: glucose control, diet with a dietitian (saturated fat below 7% of energy), activity",
    "Ask about other cardiovascular risk factors, which lower the LDL at which a statin is suggested",
    "Repeat a fasting lipid profile after the changes before any decision about a statin",
  ],
  evidence: ["ada-soc-2026-s14"],
  keywords: ["type 1 diabetes", "children", "adolescents", "ldl cholesterol", "dyslipidaemia", "statin"],
  match: (ctx) => {
    if (!isMinor(ctx.age) || ctx.age < LDL_FROM_AGE) return undefined;
    const dm = ctx.conditions("diabetes");
    if (dm.length === 0 || dm.some((c) => TYPE_2.test(c.name))) return undefined;
    const ldl = ctx.lab("ldl-c");
    const value = ctx.valueOf(ldl);
    if (ldl === undefined || value === undefined || value < LDL_GOAL_MG_DL) return undefined;
    const onStatin = ctx.meds("statin").length > 0;
    return {
      refs: ctx.refs(ldl, ...dm),
      ...(value > LDL_STATIN_MG_DL && !onStatin ? { severity: Severity.moderate } : {}),
      values: {
        ldl: ctx.show(ldl),
        age: ctx.age,
        statin: onStatin ? " A statin is already recorded: the goal on treatment is the same, below 100 mg/dL." : "",
      },
    };
  },
};

const ADULT_CARE_STEP = /kidney, eye and foot checks/;
const SAME_DAY_STEPS = [
  "Refer today to the children's diabetes team, to be seen the same day (NICE NG18): with symptoms, suspected diabetes in a child or young person is managed as type 1 until shown otherwise, and a delay risks diabetic ketoacidosis",
  "Do not wait for a fasting glucose or HbA1c before referring; check blood ketones if a meter is to hand, without delaying the referral",
  "Vomiting, abdominal pain, deep or fast breathing, dehydration or drowsiness suggest diabetic ketoacidosis: send to hospital as an emergency",
];
/** The same steps without NICE's name, for a US record. */
const SAME_DAY_STEPS_US = [
  "Refer today to the pediatric diabetes team, to be seen the same day: with symptoms, suspected diabetes in a child or young person is managed as type 1 until shown otherwise, and a delay risks diabetic ketoacidosis",
  ...SAME_DAY_STEPS.slice(1),
];
const SAME_DAY_PATIENT =
  "Your notes also mention symptoms of high blood sugar, and together with this result they point to diabetes. A young person with these signs needs to be seen by the children's diabetes team today, so your doctor will arrange this now. Go to the emergency department straight away if there is vomiting, {tummy} pain, fast or deep breathing, or unusual sleepiness.";
const CHILD_CARE_STEP =
  "Refer to the children's diabetes team, which confirms the type of diabetes and plans treatment; in type 2 diabetes, check for complications and related conditions (blood pressure, lipids, urine albumin:creatinine ratio, liver) from diagnosis";

/**
 * The diagnosis finding for someone under 18: children's care and sources in place of the adult
 * step and the adult prevention guideline.
 */
export function forChildDiabetes(rule: Rule): Rule {
  if (rule.id !== "diabetes-range-undiagnosed") return rule;
  return {
    ...rule,
    match: (ctx) => {
      const m = rule.match(ctx);
      if (m === undefined || !isMinor(ctx.age)) return m;
      // NICE NG18 and the UK youth consensus are England's and the UK's: a US record is not told of
      // them (review 29, country-29: a US 14-year-old was told "Refer today… (NICE NG18)").
      const us = readsAsUsUnits(ctx);
      const evidence = [
        ...(m.evidence ?? []).filter((id) => id !== "nice-ph38-t2d-prevention"),
        ...(us ? [] : ["nice-ng18-diabetes-cyp", "white-2024-uk-youth-t2d"]),
        "ispad-2022-youth-t2d",
      ];
      if (symptomaticHyperglycaemia(ctx) !== undefined) {
        return {
          ...m,
          values: { ...m.values, patientConfirm: SAME_DAY_PATIENT },
          nextSteps: us ? SAME_DAY_STEPS_US : SAME_DAY_STEPS,
          patientQuestions: ["Where should we go today, and what should we watch for on the way?"],
          evidence,
        };
      }
      const steps = (m.nextSteps ?? rule.nextSteps).map((s) =>
        !ADULT_CARE_STEP.test(s)
          ? s
          : s.startsWith("If confirmed")
            ? `If confirmed, ${CHILD_CARE_STEP.charAt(0).toLowerCase()}${CHILD_CARE_STEP.slice(1)}`
            : CHILD_CARE_STEP,
      );
      return {
        ...m,
        nextSteps: steps,
        evidence,
      };
    },
  };
}

export const CHILD_DIABETES_RULES: readonly Rule[] = [kidneyChild, ldlChild];
