import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { oestrogens } from "./genetics.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * Vaginal bleeding after the menopause in a woman on no hormone that explains it (review 25,
 * cancer-25 case 09: 58, periods stopped at 52, two episodes of spotting in a month, obesity and type 2
 * diabetes, and the report said nothing). On tamoxifen (tamoxifen-bleeding.ts) or systemic HRT
 * (hrt-unopposed-oestrogen.ts and the bleeding-on-HRT guidance) other rules read it.
 * - UK: NICE NG12 refers post-menopausal bleeding at 55 or over on a suspected cancer pathway
 *   (appointment within 2 weeks), and under 55 a referral is considered (the seenAt of
 *   "nice-ng12-suspected-cancer").
 * - US: ACOG Committee Opinion 734 ("acog-co734-tvus-postmenopausal-bleeding"): prompt evaluation to
 *   exclude endometrial cancer, with transvaginal ultrasound (an endometrium of 4 mm or less has a
 *   negative predictive value above 99%) or endometrial sampling as the first test; obesity and type
 *   2 diabetes are among its risk factors.
 * After a hysterectomy the bleeding is not from the womb, and the rule stays silent.
 */

const BLEEDING = /\b(?:(?:vaginal|post-?menopausal|pv)\s+(?:bleed\w*|spotting)|bleeding\s+(?:per vaginam|pv)|pmb)\b/i;
const AFTER_MENOPAUSE =
  /\bpost-?menopausal\b|\bafter (?:the |her )?menopause\b|\bperiods? (?:stopped|ceased|finished)\b|\bno periods? (?:for|since)\b|\bmenopause (?:at|aged|in)\b|\bpmb\b/i;
const HYSTERECTOMY = /\b(?:hysterectom\w*|uterus (?:was )?removed)\b/i;
/** NICE NG12: post-menopausal bleeding from this age goes on a suspected cancer pathway. */
const NG12_PMB_AGE = 55;

/** Endometrial cancer risk factors ACOG 734 names, as the record shows them. */
function riskFactors(ctx: RuleContext): string[] {
  const bmi = ctx.vitals("bmi")[0]?.value;
  return [
    bmi !== undefined && bmi >= 30
      ? `obesity (BMI ${formatNumber(bmi, 1)})`
      : ctx.conditions("obesity").length > 0
        ? "obesity"
        : "",
    ctx.conditions("diabetes").length > 0 ? "diabetes" : "",
  ].filter(Boolean);
}

function pmbPlan(ctx: RuleContext): {
  text: string;
  step: string;
  patient: string;
  evidence: string[];
  urgent: boolean;
} {
  const age = ctx.age ?? 0;
  if (readsAsUk(ctx))
    return age >= NG12_PMB_AGE
      ? {
          text: "At 55 or over, NICE NG12 refers post-menopausal bleeding on a suspected cancer pathway for endometrial cancer (appointment within 2 weeks).",
          step: "Refer on the suspected cancer pathway for endometrial cancer (appointment within 2 weeks; NICE NG12)",
          patient: "Guidelines advise an urgent referral, usually to be seen within 2 weeks.",
          evidence: ["nice-ng12-suspected-cancer"],
          urgent: true,
        }
      : {
          text: "Under 55, NICE NG12 advises considering a suspected cancer pathway referral for endometrial cancer.",
          step: "Consider a suspected cancer pathway referral for endometrial cancer (NICE NG12, under 55); otherwise arrange prompt gynaecology assessment",
          patient: "Your doctor will arrange a prompt check, which may be an urgent referral.",
          evidence: ["nice-ng12-suspected-cancer"],
          urgent: false,
        };
  return {
    text: "ACOG advises prompt evaluation to exclude endometrial cancer: transvaginal ultrasound (an endometrium of 4 mm or less makes cancer very unlikely) or endometrial sampling as the first test, with further tests if the lining is thick or not clearly seen, or the bleeding persists.",
    step: "Arrange prompt transvaginal ultrasound or endometrial sampling (ACOG 734); gynecology if the endometrium is over 4 mm, not clearly seen, or the bleeding persists",
    patient:
      "This is usually checked soon with an ultrasound scan of the womb, and sometimes a small sample of its lining.",
    evidence: ["acog-co734-tvus-postmenopausal-bleeding"],
    urgent: age >= NG12_PMB_AGE,
  };
}

export const POSTMENOPAUSAL_BLEEDING_RULES: readonly Rule[] = [
  {
    id: "postmenopausal-bleeding",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Bleeding after the menopause",
    title: "Post-menopausal bleeding: assess for endometrial cancer",
    clinician:
      'Post-menopausal vaginal bleeding ("{bleeding}") at age {age}, not on tamoxifen or HRT. Bleeding after the menopause can be the first sign of endometrial cancer, so every episode is assessed.{risks} {plan}',
    patient:
      "You have had bleeding from the vagina after your periods stopped. This always needs checking, as occasionally it is an early sign of womb cancer; most often it has a harmless cause. {patientPlan}",
    nextSteps: ["Refer for assessment of the endometrium"],
    patientQuestions: ["How soon will my womb be checked, and how?"],
    evidence: ["nice-ng12-suspected-cancer"],
    keywords: ["postmenopausal bleeding", "endometrial cancer", "transvaginal ultrasound", "suspected cancer"],
    match: (ctx) => {
      if (ctx.sex !== "female") return undefined;
      if (ctx.meds("tamoxifen").length > 0 || oestrogens(ctx, "systemic-hrt").length > 0) return undefined;
      const bleeding = statedMention(ctx.freeText, BLEEDING, true);
      if (bleeding === undefined) return undefined;
      const age = ctx.age ?? 0;
      if (age < NG12_PMB_AGE && statedMention(ctx.freeText, AFTER_MENOPAUSE, true) === undefined) return undefined;
      const surgery =
        ctx.model.conditions.some((c) => HYSTERECTOMY.test(c.name)) || statedMention(ctx.freeText, HYSTERECTOMY);
      if (surgery) return undefined;
      const plan = pmbPlan(ctx);
      const risks = riskFactors(ctx);
      return {
        refs: [],
        values: {
          bleeding,
          age: String(ctx.age ?? "unknown"),
          risks: risks.length === 0 ? "" : ` Her ${risks.join(" and ")} add to the risk.`,
          plan: plan.text,
          patientPlan: plan.patient,
        },
        severity: plan.urgent ? Severity.high : Severity.moderate,
        nextSteps: [plan.step],
        // The risk factors named are ACOG 734's, on a UK record too.
        evidence:
          risks.length > 0
            ? [...new Set([...plan.evidence, "acog-co734-tvus-postmenopausal-bleeding"])]
            : plan.evidence,
        evidenceReplacesRule: true,
      };
    },
  },
];
