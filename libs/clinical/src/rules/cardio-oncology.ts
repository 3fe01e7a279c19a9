import { FindingFamily, type ImagingItem, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { sentences } from "./imaging-site.ts";
import { isStated, statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Cancer therapy-related cardiac dysfunction (CTRCD), read from echocardiogram or other cardiac
 * imaging reports, as defined by the 2022 ESC cardio-oncology guideline (Table 3; see
 * `esc-2022-cardio-oncology`): asymptomatic severe, a new LVEF below 40%; moderate, a new fall of
 * 10 points or more to 40–49% (or of less than 10 points to 40–49% with a GLS fall or a biomarker
 * rise). Mild CTRCD (LVEF 50% or more with a GLS fall or biomarker rise) is not read from reports.
 */

/** Cardiotoxic anticancer treatments the guideline names for CTRCD: anthracyclines and HER2-targeted therapy. */
const CARDIOTOXIC =
  /\b(doxorubicin|epirubicin|daunorubicin|idarubicin|anthracyclines?|adriamycin|trastuzumab|pertuzumab|herceptin|t-dm1|trastuzumab emtansine)\b/;

/** Words that mark an ejection fraction as the earlier (baseline) value. */
const BASELINE = /\b(baseline|before|prior|previous(?:ly)?|pre-?treatment|in (?:19|20)\d\d|was)\b/;

interface LvefReading {
  study: ImagingItem;
  current: number;
  baseline?: number;
  glsReduced: boolean;
}

/** "LVEF 46% (62% in 2021 before trastuzumab)": the current EF and, when the report gives it, the baseline. */
export function lvefReading(study: ImagingItem): LvefReading | undefined {
  let current: number | undefined;
  let baseline: number | undefined;
  for (const s of sentences(study.text)) {
    if (!/\b(lvef|ejection fraction|ef)\b/.test(s)) continue;
    for (const m of s.matchAll(/(\d{1,2}(?:\.\d)?)\s*%/g)) {
      const value = Number(m[1]);
      const after = s.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30);
      if (current !== undefined && baseline === undefined && BASELINE.test(after)) baseline = value;
      else current ??= value;
    }
  }
  if (current === undefined) return undefined;
  const text = study.text.toLowerCase();
  const gls =
    /\b(?:global longitudinal strain|gls)\b[^.;]{0,20}\b(reduced|impaired|decreased|abnormal|fall|fallen|declined)\b/.exec(
      text,
    );
  const glsReduced = gls !== null && isStated(text, gls.index, gls[0].length);
  return baseline === undefined ? { study, current, glsReduced } : { study, current, baseline, glsReduced };
}

/** The cardiotoxic treatments the record names, in medicines (any status), notes or the report itself. */
export function cardiotoxicTreatment(ctx: RuleContext, study: ImagingItem): string | undefined {
  const texts = [...ctx.model.medications.map((m) => m.name), ctx.freeText, study.text].map((t) => t.toLowerCase());
  const found = [
    ...new Set(texts.flatMap((t) => [...t.matchAll(new RegExp(CARDIOTOXIC.source, "g"))].map((m) => m[1]))),
  ];
  if (found.length === 0) return undefined;
  return found.length === 1 ? found[0] : `${found.slice(0, -1).join(", ")} and ${found[found.length - 1]}`;
}

type Grade = "severe" | "moderate";

function grade(r: LvefReading): Grade | undefined {
  if (r.baseline === undefined || r.current >= r.baseline) return undefined;
  const fall = r.baseline - r.current;
  if (r.current < 40) return "severe";
  // Mild CTRCD (LVEF 50% or more) rests on a measured GLS fall or a biomarker rise, which a
  // report's wording does not give reliably, so it is left to the cardiologist reading the echo.
  if (r.current < 50) return fall >= 10 || r.glsReduced ? "moderate" : undefined;
  return undefined;
}

export const BREATHLESS =
  /\b(breathless\w*|short of breath|shortness of breath|dyspnoea|dyspnea|orthopnoea|ankle swelling|oedema)\b/;

export const CARDIO_ONCOLOGY_RULES: readonly Rule[] = [
  {
    id: "cancer-therapy-cardiac-dysfunction",
    family: FindingFamily.imaging,
    severity: Severity.high,
    problem: "Heart function after cancer treatment",
    title: "Possible cancer therapy-related cardiac dysfunction",
    clinician:
      "{study}: LVEF {current}%{baselineText}{gls}, after treatment with {drug}. By the 2022 ESC cardio-oncology definitions this is {gradeText} cancer therapy-related cardiac dysfunction (CTRCD).{symptoms} The guideline recommends specialist cardio-oncology (or cardiology) assessment for new cardiovascular toxicity during or after cancer treatment, and heart failure therapy, including an ACE inhibitor or ARB and a beta-blocker unless contraindicated, for moderate or severe CTRCD.",
    patient:
      "Your heart scan shows that the heart's pumping strength has gone down{patientFall}. Some cancer medicines, such as {drug}, can weaken the heart. A heart specialist should check this, and medicines that protect the heart are usually started. Tell your doctor soon if you get more breathless, or if your ankles swell.",
    nextSteps: [
      "Refer to cardio-oncology (or cardiology) for assessment of cancer therapy-related cardiac dysfunction",
      "Start heart failure therapy, including an ACE inhibitor or ARB and a beta-blocker, unless contraindicated; check NT-proBNP",
    ],
    patientQuestions: ["Has my cancer treatment affected my heart, and which medicines will protect it?"],
    evidence: ["esc-2022-cardio-oncology"],
    keywords: ["cardio-oncology", "ctrcd", "lvef", "trastuzumab", "anthracycline cardiotoxicity"],
    match: (ctx) => {
      for (const study of ctx.model.imaging) {
        const reading = lvefReading(study);
        if (reading === undefined) continue;
        const g = grade(reading);
        const drug = cardiotoxicTreatment(ctx, study);
        if (g === undefined || drug === undefined || reading.baseline === undefined) continue;
        const symptomatic = statedMention(ctx.freeText, BREATHLESS);
        const gradeText = {
          severe: "asymptomatic severe (a new LVEF below 40%)",
          moderate:
            reading.baseline - reading.current >= 10
              ? "at least moderate (a new fall of 10 points or more to an LVEF of 40–49%)"
              : "at least moderate (a new fall to an LVEF of 40–49% with a reduced global longitudinal strain)",
        }[g];
        return {
          refs: [study.ref],
          severity: Severity.high,
          values: {
            study: `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`,
            current: reading.current,
            baselineText: `, down from ${reading.baseline}% before cancer treatment`,
            drug,
            gls: reading.glsReduced ? ", with reduced global longitudinal strain" : "",
            gradeText,
            symptoms: symptomatic
              ? ` The notes record "${symptomatic}": if this is heart failure, it is symptomatic CTRCD, so assess for heart failure.`
              : "",
            patientFall: ` since before your cancer treatment (from ${reading.baseline}% to ${reading.current}%)`,
          },
        };
      }
      return undefined;
    },
  },
];
