import { FindingFamily, Severity } from "../model.ts";
import { medNames } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Vaginal bleeding after the menopause in a woman taking tamoxifen (review 20, oncology-survivorship
 * case 02: 56, periods stopped three years ago, two episodes of vaginal bleeding this month; the
 * report spoke only of the paroxetine interaction).
 * - Tamoxifen label (openFDA, boxed warning, seen 2026-11-29): uterine malignancies, with
 *   endometrial adenocarcinoma at 2.20 per 1000 women-years on tamoxifen against 0.71 on placebo
 *   (NSABP P-1).
 * - NICE NG12: post-menopausal bleeding at 55 or over is referred on a suspected cancer pathway
 *   (the seenAt of "nice-ng12-suspected-cancer").
 * Below 55 the rule still fires, since tamoxifen itself raises the risk; the wording asks for prompt
 * gynaecology assessment rather than naming the NG12 age pathway.
 */

const BLEEDING =
  /\b(?:(?:vaginal|post-?menopausal|pv|unscheduled)\s+(?:bleed\w*|spotting)|bleeding\s+(?:per vaginam|pv)|pmb)\b/i;
const AFTER_MENOPAUSE =
  /\bpost-?menopausal\b|\bafter (?:the |her )?menopause\b|\bperiods? (?:stopped|ceased|finished)\b|\bno periods? (?:for|since)\b|\bmenopause (?:at|aged|in)\b|\bpmb\b/i;
/**
 * An ultrasound already in the notes ("endometrial thickness 9 mm"): the report asked whether she needs
 * a scan she has had (review 21, women's health 08). No thickness cut-off is applied here: none was
 * seen for women on tamoxifen, so the measurement goes to the specialist assessment as it stands.
 */
const THICKNESS = /\b(?:endometrial thickness|endometrium)\b\D{0,20}?(\d+(?:\.\d+)?)\s*mm\b/i;
/** NICE NG12: post-menopausal bleeding from this age goes on a suspected cancer pathway. */
const NG12_PMB_AGE = 55;

export const TAMOXIFEN_BLEEDING_RULES: readonly Rule[] = [
  {
    id: "tamoxifen-postmenopausal-bleeding",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Bleeding after the menopause on tamoxifen",
    title: "Post-menopausal bleeding on tamoxifen: assess the womb lining",
    clinician:
      'Post-menopausal vaginal bleeding ("{bleeding}") in a woman taking {meds}. Tamoxifen raises the risk of endometrial cancer (the label\'s boxed warning: 2.20 against 0.71 per 1000 women-years on placebo in NSABP P-1), so the bleeding needs assessment of the endometrium.{scan}{pathway}',
    patient:
      "You have had vaginal bleeding after your periods stopped, while taking tamoxifen. Tamoxifen can cause changes in the lining of the womb, including a small added risk of womb cancer, so bleeding after the menopause needs checking soon, {patientCheck}. Most bleeding turns out to have a harmless cause. Keep taking tamoxifen unless your doctor or cancer team tells you otherwise.",
    nextSteps: ["Refer for gynaecology assessment of the endometrium (ultrasound and, as advised, sampling)"],
    patientQuestions: ["Do I need a scan of my womb, and how soon?"],
    evidence: ["fda-tamoxifen-label-uterine", "nice-ng12-suspected-cancer"],
    keywords: ["tamoxifen", "postmenopausal bleeding", "endometrial cancer", "endometrium"],
    match: (ctx) => {
      if (ctx.sex === "male") return undefined;
      const meds = ctx.meds("tamoxifen");
      if (meds.length === 0) return undefined;
      const bleeding = statedMention(ctx.freeText, BLEEDING, true);
      if (bleeding === undefined) return undefined;
      const age = ctx.age ?? 0;
      const postmenopausal = age >= NG12_PMB_AGE || statedMention(ctx.freeText, AFTER_MENOPAUSE, true) !== undefined;
      if (!postmenopausal) return undefined;
      const ng12 = age >= NG12_PMB_AGE;
      const thickness = THICKNESS.exec(ctx.freeText)?.[1];
      return {
        refs: ctx.refs(...meds),
        values: {
          meds: medNames(meds),
          bleeding,
          scan:
            thickness === undefined
              ? ""
              : ` The notes record an ultrasound endometrial thickness of ${thickness} mm; it goes with the referral and does not replace the specialist assessment.`,
          patientCheck:
            thickness === undefined
              ? "usually with a scan and sometimes a sample of the lining"
              : "and the scan you have had is part of that check; a specialist decides whether a sample of the lining is needed",
          pathway: ng12
            ? " At 55 or over, NICE NG12 refers post-menopausal bleeding on a suspected cancer pathway."
            : "",
        },
        nextSteps: [
          ng12
            ? "Refer on the suspected cancer pathway for endometrial cancer (NICE NG12: post-menopausal bleeding at 55 or over)"
            : "Refer for prompt gynaecology assessment of the endometrium",
          "Tell the breast oncology team; tamoxifen is not stopped without their advice",
        ],
        ...(thickness !== undefined && {
          patientQuestions: ["What does my scan show, and do I need a sample of the lining of my womb?"],
        }),
      };
    },
  },
];
