import { FindingFamily, type LabObservation, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";

/*
 * Amiodarone-induced thyrotoxicosis (AIT) (review11 endocrine, case 02-amiodarone-thyrotoxicosis):
 * a man on amiodarone for almost 3 years with a suppressed TSH, raised free T4 and free T3, fast
 * atrial fibrillation and an LVEF of 35% was given the generic Graves-style work-up ("TRAb, uptake
 * scan; consider a beta-blocker", while already on bisoprolol) and a separate moderate "abnormal TSH
 * on amiodarone" finding that never named thyrotoxicosis.
 *
 * The ETA 2018 guideline describes two main types of AIT (type 1, iodine-induced hyperthyroidism in
 * an abnormal gland; type 2, destructive thyroiditis in a normal gland) that are treated differently
 * (thionamides for type 1, oral glucocorticoids for type 2), says that whether to keep amiodarone is
 * decided jointly by cardiology and endocrinology according to cardiovascular risk, and that rapidly
 * worsening cardiac status may call for emergency thyroidectomy. In a retrospective series (O'Sullivan
 * et al., Eur J Endocrinol 2006) AIT carried a higher mortality than other thyrotoxicosis, and severe
 * left ventricular dysfunction was associated with death. Telling type 1 from type 2 is specialist
 * work, so this finding names AIT, asks for urgent endocrine input and raises the urgency when the
 * heart is already under strain (fast heart rate, reduced ejection fraction or heart failure).
 *
 * `amiodaroneThyrotoxicosis` is also read by `overt-hyperthyroidism` (rules/patterns.ts) and
 * `amiodarone-thyroid` (rules/drug-lab.ts), which stand down for this picture.
 * Not read here: a raised free T4 with a normal TSH (expected drug effect, rules/endocrine-oncology.ts)
 * and someone also taking thyroid hormone (over-replacement is then the first explanation).
 */

/** Resting heart rate (beats/min) above which it counts as a tachycardia. */
const TACHYCARDIA = 100;
/** Left ventricular ejection fraction (%) at or below which it is reduced (heart failure with reduced EF). */
const REDUCED_EF = 40;

const LVEF = /\b(?:lvef|ejection fraction|ef)\s*(?:of|was|is|=|:)?\s*(\d{1,2})\s*%/i;
const HEART_FAILURE =
  /\bheart failure\b|\bcardiac failure\b|\bhfref\b|\bcardiomyopathy\b|\blv (?:systolic )?dysfunction\b/i;

export interface AmiodaroneThyrotoxicosis {
  tsh: LabObservation;
  ft4?: LabObservation;
  ft3?: LabObservation;
  /** Heart-strain features found ("heart rate 124/min", "LVEF 35%"). */
  cardiac: string[];
  heartRate?: VitalItem;
  refs: string[];
}

function latestHeartRate(ctx: RuleContext): VitalItem | undefined {
  return ctx
    .vitals("heart-rate")
    .filter((v) => v.value !== undefined && v.value >= 20 && v.value <= 300)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

/** A suppressed (below-range) TSH with a raised free T4 or free T3 in someone taking amiodarone. */
export function amiodaroneThyrotoxicosis(ctx: RuleContext): AmiodaroneThyrotoxicosis | undefined {
  const meds = ctx.meds("amiodarone");
  if (meds.length === 0 || ctx.meds("thyroid-hormone").length > 0) return undefined;
  const tsh = ctx.lab("tsh");
  const ft4 = ctx.lab("free-t4");
  const ft3 = ctx.lab("free-t3");
  if (!isLow(tsh) || !(isHigh(ft4) || isHigh(ft3))) return undefined;
  const hr = latestHeartRate(ctx);
  const fast = hr?.value !== undefined && hr.value > TACHYCARDIA;
  const texts = [...ctx.model.conditions.map((c) => c.name), ctx.freeText];
  const ef = texts.map((t) => LVEF.exec(t)).find((m) => m !== null);
  const efValue = ef ? Number(ef[1]) : undefined;
  const lowEf = efValue !== undefined && efValue <= REDUCED_EF;
  const hfCondition = ctx.model.conditions.find((c) => HEART_FAILURE.test(c.name));
  const cardiac = [
    fast && hr?.value !== undefined ? `heart rate ${formatNumber(hr.value)}/min` : "",
    lowEf ? `LVEF ${efValue}%` : "",
    !lowEf && hfCondition ? hfCondition.name.toLowerCase() : "",
  ].filter(Boolean);
  return {
    tsh,
    ...(isHigh(ft4) ? { ft4 } : {}),
    ...(isHigh(ft3) ? { ft3 } : {}),
    cardiac,
    ...(fast ? { heartRate: hr } : {}),
    refs: ctx.refs(
      tsh,
      isHigh(ft4) ? ft4 : undefined,
      isHigh(ft3) ? ft3 : undefined,
      ...meds,
      fast ? hr : undefined,
      hfCondition,
    ),
  };
}

export const AMIODARONE_THYROTOXICOSIS_RULES: readonly Rule[] = [
  {
    id: "amiodarone-induced-thyrotoxicosis",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Thyroid",
    title: "Amiodarone-induced thyrotoxicosis",
    clinician:
      "TSH {tsh} is suppressed with {raised} on {med}: amiodarone-induced thyrotoxicosis (AIT) until shown otherwise. {heart}Whether it is type 1 (iodine-induced hyperthyroidism) or type 2 (destructive thyroiditis) decides the treatment (a thionamide or an oral glucocorticoid) and is for the endocrinologist to establish; a standard Graves disease work-up does not settle it.",
    patient:
      "Your thyroid tests show an overactive thyroid, most likely caused by your heart medicine amiodarone. {patientHeart}Do not stop amiodarone on your own: the heart and thyroid specialists decide that together.",
    nextSteps: [
      "Urgent endocrinology referral for amiodarone-induced thyrotoxicosis, with the cardiology team: deciding type 1 or type 2, the treatment, and whether to continue amiodarone are specialist decisions taken jointly",
      "Do not stop amiodarone without the cardiologist; repeat TSH, free T4 and free T3 as the specialist advises",
    ],
    patientQuestions: [
      "Is my amiodarone causing my overactive thyroid, and what treatment will I need?",
      "Should I keep taking amiodarone?",
    ],
    evidence: ["eta-2018-amiodarone-thyroid", "osullivan-2006-ait-lv-dysfunction", "ata-2016-hyperthyroidism"],
    keywords: [
      "amiodarone",
      "amiodarone-induced thyrotoxicosis",
      "thyrotoxicosis",
      "thyroiditis",
      "atrial fibrillation",
    ],
    match: (ctx) => {
      const a = amiodaroneThyrotoxicosis(ctx);
      if (a === undefined) return undefined;
      const meds = ctx.meds("amiodarone");
      const betaBlockers = ctx.meds("beta-blocker");
      const raised = [
        a.ft4 ? `raised free T4 ${ctx.show(a.ft4)}` : "",
        a.ft3 ? `raised free T3 ${ctx.show(a.ft3)}` : "",
      ]
        .filter(Boolean)
        .join(" and ");
      const strained = a.cardiac.length > 0;
      const rate =
        a.heartRate === undefined
          ? undefined
          : betaBlockers.length > 0
            ? `Rate control: already on ${medNames(betaBlockers)} with a heart rate of ${formatNumber(a.heartRate.value ?? 0)}/min; review rate control and heart failure treatment with cardiology rather than adding a beta-blocker`
            : "Rate control: a beta-blocker, if not contraindicated, for the fast heart rate, agreed with cardiology";
      return {
        refs: a.refs,
        values: {
          tsh: ctx.show(a.tsh),
          raised,
          med: medNames(meds),
          heart: strained
            ? `With ${a.cardiac.join(" and ")}, the heart is already under strain: AIT with left ventricular dysfunction carries a high risk of death, and a worsening cardiac state can make urgent treatment of the thyroid (even surgery) necessary, so this needs same-day assessment. `
            : "",
          patientHeart: strained
            ? "Because your heart is already working hard, please contact your doctor today (urgent); get emergency care if you have chest pain, fainting or breathlessness at rest. "
            : "Your doctor will refer you to a thyroid specialist soon. ",
        },
        nextSteps: [
          ...(strained
            ? [
                `Same-day medical assessment (${a.cardiac.join(", ")}): heart rhythm, rate and heart failure status, with cardiology`,
              ]
            : []),
          "Urgent endocrinology referral for amiodarone-induced thyrotoxicosis, with the cardiology team: deciding type 1 or type 2, the treatment, and whether to continue amiodarone are specialist decisions taken jointly",
          ...(rate ? [rate] : []),
          "Do not stop amiodarone without the cardiologist; repeat TSH, free T4 and free T3 as the specialist advises",
        ],
      };
    },
  },
];
