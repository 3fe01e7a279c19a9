import { FindingFamily, type ImagingItem, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { sentences } from "./imaging-site.ts";
import { isStated } from "./notes.ts";
import type { Rule } from "./types.ts";
import { formatNumber } from "../text.ts";

/**
 * Follow-up after treated colorectal cancer. Surveillance with CEA and CT exists to find a
 * recurrence while it may still be treated with curative intent (ASCO 2013 endorsement of the
 * CCO guideline: see `asco-2013-crc-survivorship`). A rising CEA, or a new liver lesion on a
 * surveillance scan, is read as a possible recurrence; both together as a probable one.
 */

/** A study named for the report: its type and date. */
function studyName(study: ImagingItem): string {
  return `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`;
}

/** Words for a focal liver lesion, and words that make it worrying (new, metastasis, suspicious). */
const LIVER = /\b(liver|hepatic|segment\s+(?:[ivx]+|[1-8]))\b/;
const LESION = /\b(lesions?|masse?s?|nodules?|deposits?|metasta\w*|hypodens\w*|hypoattenuat\w*)\b/;
const WORRYING = /\b(new|metasta\w*|suspicious|malignan\w*|enlarg\w*|growing|increas\w*)\b/;

/**
 * The report sentence that places a new or suspicious lesion in the liver, when a study has one
 * and does not deny it ("no new liver lesion"). A benign-sounding lesion ("simple cyst",
 * "haemangioma") without a worrying word is not one.
 */
export function suspiciousLiverLesion(study: ImagingItem): string | undefined {
  const all = sentences(study.text);
  const liverStudy = all.some((s) => LIVER.test(s));
  for (const s of all) {
    const worry = WORRYING.exec(s);
    if (worry === null || !LESION.test(s) || !isStated(s, worry.index, worry[0].length)) continue;
    // A conclusion often names the lesion without the organ ("indeterminate new lesion,
    // suspicious for metastasis"); it counts when the report places a lesion in the liver.
    if (LIVER.test(s) || (liverStudy && /\bmetasta/.test(s))) return s;
  }
  return undefined;
}

interface CeaRise {
  text: string;
  refs: string[];
}

/** A CEA above the reference range that has risen since the previous result. */
function ceaRising(ctx: RuleContext): CeaRise | undefined {
  const latest = ctx.lab("cea");
  if (latest?.status !== "high") return undefined;
  const points = ctx.series("cea")?.points ?? [];
  const last = points[points.length - 1];
  const first = points[0];
  if (points.length < 2 || first === undefined || last === undefined || last.value <= first.value) return undefined;
  // The series is kept in the rule unit; write it back in the unit the latest result was reported in.
  const reported = latest.value.kind === "number" ? latest.value.value : undefined;
  const toReported =
    reported !== undefined && latest.standard !== undefined && latest.standard.value !== 0 && latest.unit
      ? reported / latest.standard.value
      : undefined;
  const unit = toReported !== undefined && latest.unit ? latest.unit : last.unit;
  const values = points.map((p) => formatNumber(p.value * (toReported ?? 1))).join(" → ");
  return {
    text: `CEA rising (${values} ${unit}, ${first.date.slice(0, 10)} to ${last.date.slice(0, 10)}), now above the reference range`,
    refs: points.map((p) => p.labRef).filter((r): r is string => r !== undefined),
  };
}

export const ONCOLOGY_SURVEILLANCE_RULES: readonly Rule[] = [
  {
    id: "colorectal-cancer-recurrence-suspected",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Cancer follow-up",
    title: "Possible recurrence of colorectal cancer",
    clinician:
      "After treated colorectal cancer ({cancer}): {evidence}. {judgement} Surveillance with CEA and CT after resection is done to find a recurrence while it may still be treatable with curative intent.",
    patient: "Your follow-up results after bowel cancer need attention. {patient}",
    nextSteps: ["Arrange cross-sectional imaging and refer to the colorectal cancer team"],
    patientQuestions: ["What do my scan and CEA results mean, and when will I see the cancer team?"],
    evidence: ["asco-2013-crc-survivorship"],
    keywords: ["colorectal cancer recurrence", "cea", "liver metastasis", "cancer surveillance"],
    match: (ctx) => {
      const cancer = ctx.everHad("colorectal-cancer")[0];
      if (cancer === undefined) return undefined;
      const cea = ceaRising(ctx);
      let lesion: { study: ImagingItem; sentence: string } | undefined;
      for (const study of ctx.model.imaging) {
        const sentence = suspiciousLiverLesion(study);
        if (sentence === undefined) continue;
        // Quote the report as written: sentences() lower-cases it.
        const at = study.text.toLowerCase().indexOf(sentence);
        lesion = { study, sentence: at === -1 ? sentence : study.text.slice(at, at + sentence.length) };
      }
      if (cea === undefined && lesion === undefined) return undefined;
      const alp = ctx.lab("alp");
      const alpHigh = alp?.status === "high";
      const parts = [
        ...(cea ? [cea.text] : []),
        ...(lesion ? [`${studyName(lesion.study)} reports "${lesion.sentence}"`] : []),
        ...(alpHigh ? [`ALP ${ctx.show(alp)} is raised`] : []),
      ];
      const refs = [
        cancer.ref,
        ...(cea?.refs ?? []),
        ...(lesion ? [lesion.study.ref] : []),
        ...(alpHigh ? [alp.ref] : []),
      ];
      if (lesion !== undefined) {
        const both = cea !== undefined;
        return {
          refs,
          severity: Severity.high,
          values: {
            cancer: cancer.name,
            evidence: parts.join("; "),
            judgement: both
              ? "A rising CEA with a new liver lesion on the surveillance scan is a probable recurrence (liver metastasis) until shown otherwise."
              : "A new or suspicious liver lesion after colorectal cancer is a possible recurrence (liver metastasis) until shown otherwise.",
            patient: `Your scan shows a new spot in the liver${both ? ", and your CEA (a tumour marker) keeps rising" : ""}. After bowel cancer, this may mean the cancer has come back, so it needs checking quickly. A liver MRI scan and a prompt review by your cancer team are needed. If the cancer has come back in the liver, treatment is often still possible.`,
          },
          nextSteps: [
            "Arrange MRI of the liver promptly (as the report recommends) to characterise the lesion",
            "Refer promptly to the colorectal cancer multidisciplinary team (oncology) for review of probable recurrence",
          ],
        };
      }
      return {
        refs,
        severity: Severity.moderate,
        values: {
          cancer: cancer.name,
          evidence: parts.join("; "),
          judgement:
            "A CEA that keeps rising after resection can be the first sign of recurrence; smoking, inflammation and liver disease can also raise it, so the rise is confirmed and imaged rather than assumed.",
          patient:
            "Your CEA (a tumour marker) has gone up since your bowel cancer treatment. This can happen for other reasons, but it can also be an early sign that the cancer has come back. A scan and a review by your cancer team are usually advised.",
        },
        nextSteps: [
          "Repeat the CEA and arrange CT of the chest, abdomen and pelvis unless recent imaging explains the rise",
          "Discuss with the colorectal cancer team (oncology)",
        ],
      };
    },
  },
];
