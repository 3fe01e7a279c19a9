import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { bloodKetones, bloodKetoneText, hyperglycaemicCrisis, strongUrineKetones } from "./metabolic-emergencies.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Diabetes found for the first time with ketones (review 14 diabetes, case 11: a 23-year-old with
 * thirst, nocturia, 7 kg lost, BMI 20, glucose 23.4 mmol/L and urine ketones 3+, a GP about to start
 * metformin). The diagnosis was made, but the ketones were a low-priority lab line and the report
 * said nothing needed urgent care: the picture is insulin deficiency until shown otherwise.
 *
 * - NICE NG17 (nice-ng17-2015): type 1 diabetes is diagnosed on clinical grounds; ketosis, rapid
 *   weight loss, onset before 50, a BMI below 25 and personal or family autoimmune disease make it
 *   likely, and an older or heavier person is not excluded.
 * - NHS Barnsley BEST guide (barnsley-new-diabetes-initial-management): more than minimal ketosis
 *   strongly indicates insulin; suspected type 1 diabetes goes to the hospital diabetes team the same
 *   day; signs of acidosis need hospital care at once. Its agreeing sources add that people with type 1
 *   diabetes treated as type 2 have been admitted in DKA, and that DKA can come with a glucose that is
 *   not very high.
 *
 * Ketones at the DKA level with a high glucose, or with acidosis, belong to the crisis rules
 * (rules/metabolic-emergencies.ts), which then take over.
 */

/** Blood ketones (mmol/L) from which they are raised; with a new high glucose they call for this reading. */
const RAISED_BLOOD_KETONES = 0.6;
/** Glucose (mg/dL, the rule unit) in the diabetes range on a random sample: 11.1 mmol/L. */
const RANDOM_DIABETES_GLUCOSE = 200;
/** HbA1c (%, the rule unit) in the diabetes range: 48 mmol/mol. */
const A1C_DIABETES = 6.5;

/** Islet autoantibodies by name: GAD (GAD65), IA-2, zinc transporter 8 and islet cell antibodies. */
const ISLET_ANTIBODY =
  /\b(?:anti-?)?gad(?:65)?\b|glutamic acid decarboxylase|\bia-?2\b|\bznt8\b|zinc transporter 8|islet cell antibod/i;
const WEIGHT_LOSS = /\b(?:weight loss|los(?:t|ing) (?:\d+(?:\.\d+)?\s*(?:kg|kilos?|lb|pounds|stone)\b|weight))/;
const DANGER: readonly (readonly [string, RegExp])[] = [
  ["vomiting", /\bvomit\w*|\bbeing sick\b/],
  ["abdominal pain", /\babdominal pain\b|\btummy pain\b|\bstomach pain\b/],
  ["fast or deep breathing", /\bkussmaul\b|\bdeep (?:sighing )?breathing\b|\bfast breathing\b|\bbreathing fast\b/],
  ["drowsiness or confusion", /\bdrows\w*|\bconfus\w*/],
];

interface Ketosis {
  obs: LabObservation;
  /** How the ketones read, for the clinician ("urine ketones 3+", "blood ketones 1.8 mmol/L"). */
  text: string;
  urine: boolean;
}

function ketosis(ctx: RuleContext): Ketosis | undefined {
  const blood = bloodKetones(ctx);
  if (blood !== undefined && blood.value >= RAISED_BLOOD_KETONES)
    return { obs: blood.obs, text: `blood ketones ${bloodKetoneText(ctx, blood)}`, urine: false };
  const urine = strongUrineKetones(ctx);
  return urine === undefined ? undefined : { obs: urine, text: `urine ketones ${urine.rawValue.trim()}`, urine: true };
}

/** The result that puts the glucose in the diabetes range: a glucose of 11.1 mmol/L or more, else an HbA1c of 48 or more. */
function diabeticRange(ctx: RuleContext): LabObservation | undefined {
  const glucose = ctx.lab("glucose");
  if ((ctx.valueOf(glucose) ?? 0) >= RANDOM_DIABETES_GLUCOSE) return glucose;
  const a1c = ctx.lab("hba1c");
  return (ctx.valueOf(a1c) ?? 0) >= A1C_DIABETES ? a1c : undefined;
}

export const NEW_DIABETES_KETOSIS_RULES: readonly Rule[] = [
  {
    id: "new-diabetes-ketosis",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Blood sugar",
    title: "New diabetes with ketones: possible type 1 diabetes, same-day specialist assessment",
    clinician:
      "{glycaemia} with {ketones} and no diabetes diagnosis in the record{features}. Ketosis at diagnosis points to insulin deficiency, so type 1 diabetes is likely whatever the age or weight (NICE NG17 features: ketosis, rapid weight loss, onset before 50, BMI below 25, personal or family autoimmune disease). This needs the hospital diabetes team the same day to start insulin, not metformin or other type 2 treatment first; DKA has to be excluded today.{danger}",
    patient:
      "Your blood sugar is in the diabetes range and your {ketoneTest} shows ketones. Ketones with a new high sugar can mean your body is short of insulin, as in type 1 diabetes, which is treated with insulin. You need to be seen by a diabetes team today. {patientDanger}",
    nextSteps: [
      "Same-day referral to the hospital diabetes team to start insulin; do not start metformin or other type 2 treatment as the first step",
      "Check capillary or blood ketones, venous pH or bicarbonate and electrolytes today to exclude diabetic ketoacidosis",
    ],
    patientQuestions: ["Could this be type 1 diabetes, and will I need insulin?"],
    evidence: ["nice-ng17-2015", "barnsley-new-diabetes-initial-management"],
    keywords: ["type 1 diabetes", "ketosis", "new diagnosis", "insulin", "diabetic ketoacidosis"],
    match: (ctx) => {
      if (ctx.conditions("diabetes").length > 0 || hyperglycaemicCrisis(ctx) !== undefined) return undefined;
      // Children are referred by the paediatric rules and pathways; this reading is for adults.
      if (ctx.age !== undefined && ctx.age < 18) return undefined;
      const range = diabeticRange(ctx);
      const k = ketosis(ctx);
      if (range === undefined || k === undefined) return undefined;
      const text = ctx.freeText;
      // A positive islet autoantibody in the record is the autoimmune marker of type 1 diabetes, read
      // here rather than left as a separate "above the reference range" line (review 33,
      // diabetes-endo-33 case 09: GAD antibodies 85 IU/mL stood apart from this finding).
      const antibody = ctx.model.labs.find(
        (o) =>
          ISLET_ANTIBODY.test(o.name) &&
          (o.status === "high" || o.status === "critical-high" || o.status === "abnormal"),
      );
      const features = [
        ctx.age !== undefined && ctx.age < 50 ? `age ${ctx.age}` : "",
        statedMention(text, WEIGHT_LOSS) !== undefined ? "weight loss in the notes" : "",
        antibody !== undefined
          ? `positive ${antibody.name} ${ctx.show(antibody)}, an autoimmune marker of type 1 diabetes`
          : "",
      ].filter(Boolean);
      const danger = DANGER.filter(([, re]) => statedMention(text, re, true) !== undefined).map(([n]) => n);
      return {
        refs: ctx.refs(range, k.obs, antibody),
        severity: danger.length > 0 ? Severity.critical : Severity.high,
        values: {
          glycaemia: `${range.analyteId === "hba1c" ? "HbA1c" : "Glucose"} ${ctx.show(range)}`,
          ketones: k.text,
          ketoneTest: k.urine ? "urine test" : "blood test",
          features: features.length > 0 ? `, with ${features.join(" and ")}` : "",
          danger:
            danger.length > 0
              ? ` The notes record ${danger.join(", ")}: with ketones this may already be DKA, so emergency assessment now.`
              : "",
          patientDanger:
            danger.length > 0
              ? "With your symptoms, go to an emergency department now or call an ambulance."
              : "If you start vomiting, get {tummy} pain, breathe fast or feel very drowsy, go to an emergency department straight away.",
        },
        ...(danger.length > 0 && {
          nextSteps: [
            "Emergency assessment now for possible diabetic ketoacidosis: blood ketones, venous pH or bicarbonate and electrolytes",
            "Insulin is started by the hospital diabetes or acute team; do not start metformin or other type 2 treatment as the first step",
          ],
        }),
      };
    },
  },
];
