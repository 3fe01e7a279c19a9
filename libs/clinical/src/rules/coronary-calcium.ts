import { FindingFamily, type ImagingItem, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * A coronary artery calcium (CAC) score above zero on CT, with no lipid-lowering medicine (review 21,
 * cardio-vitals case 05: a man of 52, Agatston score 420, LDL-C 138 mg/dL, no statin, and only
 * "cholesterol above range" findings). Any calcium is abnormal and shows subclinical coronary
 * atherosclerosis; the ACC/AHA primary prevention guideline (table 6, from the 2018 cholesterol
 * guideline) uses the score to inform the statin decision and finds withholding a statin reasonable
 * only at a score of zero, outside higher-risk conditions ("acc-aha-2019-primary-prevention", seen
 * 2026-11-29: PMC table and an mdedge summary). No score threshold above zero is stated, as none
 * was seen on a citable page.
 */

/** "Agatston score 420", "total calcium score: 420", "CAC = 420", "CAC score of 420". */
const CAC_VALUE =
  /\b(?:agatston(?:\s+(?:calcium\s+)?score)?|(?:coronary\s+(?:artery\s+)?)?calcium\s+score|cac(?:\s+score)?)\s*(?:of|=|:|is|was)?\s*(\d{1,5}(?:\.\d+)?)\b/g;
const CAC_STUDY = /\b(?:calcium\s+scor\w*|agatston|cac)\b/i;
const OTHER_LIPID_LOWERING = /\b(?:ezetimibe|evolocumab|alirocumab|inclisiran|bempedoic)\b/i;
const STATIN_DECLINED =
  /\bstatins?\b[^.;\n]{0,40}\b(?:declined|refused|intoleran\w*|not tolerated)\b|\b(?:declined|refused|intoleran\w*\s+(?:of|to))\b[^.;\n]{0,30}\bstatins?\b/;

interface CacScore {
  study: ImagingItem;
  score: number;
}

/** The highest score written in the latest CT calcium-score report (the total is the largest). */
function latestCac(ctx: RuleContext): CacScore | undefined {
  const found = ctx.model.imaging
    .filter((s) => CAC_STUDY.test(`${s.type} ${s.description}`))
    .map((s) => {
      const scores = [...s.text.toLowerCase().matchAll(CAC_VALUE)].map((m) => Number(m[1]));
      return { study: s, score: Math.max(-1, ...scores), time: Date.parse(s.date ?? "") };
    })
    .filter((r) => r.score >= 0)
    .sort((a, b) => (Number.isNaN(b.time) ? 0 : b.time) - (Number.isNaN(a.time) ? 0 : a.time));
  const top = found[0];
  return top === undefined ? undefined : { study: top.study, score: top.score };
}

export const CORONARY_CALCIUM_RULES: readonly Rule[] = [
  {
    id: "coronary-calcium-no-statin",
    family: FindingFamily.imaging,
    severity: Severity.moderate,
    problem: "Cardiovascular risk",
    title: "Coronary artery calcium on CT, no cholesterol-lowering medicine",
    clinician:
      "{source} gives a coronary artery calcium (Agatston) score of {score}. Any calcium is abnormal and shows subclinical coronary atherosclerosis; the ACC/AHA primary prevention guideline uses the score to inform the statin decision and supports withholding a statin only when it is zero. No statin or other cholesterol-lowering medicine is listed: discuss starting a statin, alongside blood pressure, smoking and other risk factors.",
    patient:
      "Your heart CT scan found calcium in the arteries that supply your heart (a calcium score of {score}). This is a sign of early hardening of these arteries, even without symptoms. You are not taking a cholesterol-lowering medicine; ask your doctor whether you should start a statin.",
    nextSteps: [
      "Discuss starting a statin, with the calcium score, LDL cholesterol and other risk factors in the shared decision",
      "Review blood pressure, smoking, diabetes status and lifestyle",
      "Ask about chest pain or breathlessness on exertion, which need assessment in their own right",
    ],
    patientQuestions: ["With calcium in my heart arteries, should I take a statin?"],
    evidence: ["acc-aha-2019-primary-prevention"],
    keywords: ["coronary artery calcium", "agatston", "statin", "primary prevention", "ct"],
    match: (ctx) => {
      if (ctx.age !== undefined && ctx.age < 18) return undefined;
      const cac = latestCac(ctx);
      if (cac === undefined || cac.score <= 0) return undefined;
      const lipidLowering = ctx.model.medications.filter(
        (m) => m.active && (m.classes.includes("statin") || OTHER_LIPID_LOWERING.test(m.name)),
      );
      if (lipidLowering.length > 0 || statedMention(ctx.freeText, STATIN_DECLINED) !== undefined) return undefined;
      const date = cac.study.date === undefined ? "" : ` of ${cac.study.date.slice(0, 10)}`;
      return {
        refs: [cac.study.ref],
        values: { source: `The CT report${date}`, score: String(cac.score) },
      };
    },
  },
];
