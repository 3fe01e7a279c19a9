import { FindingFamily, type ImagingItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { oestrogens } from "./genetics.ts";
import { partialNews2 } from "./news2-partial.ts";
import { isStated, sentenceAround, statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Pulmonary embolism confirmed on a recent scan report, with no anticoagulant on the list.
 * suspected-pulmonary-embolism (pulmonary-embolism.ts) covers the step before the scan; once the
 * CTPA shows clot, the next step is treatment, and an untreated confirmed PE must not read as
 * "nothing stands out". NICE NG158 (evidence "nice-ng158-vte") offers apixaban or rivaroxaban
 * first; a combined hormonal contraceptive is an oestrogen provoking factor and is UKMEC 4 with
 * current VTE (evidence "fsrh-ukmec-2016").
 *
 * Only scans from the last 30 days count (an engine choice): an older report of clot describes a
 * past event, which the condition list and vte-history-oestrogen cover.
 */

const RECENT_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;
/** Clot named in the report: "pulmonary emboli", "acute PE", "filling defect(s) in the … pulmonary arteries". */
const PE_ON_SCAN =
  /\bpulmonary\s+embol(?:i|us|ism|isms)\b|\bacute\s+pe\b|\bsaddle\s+embol\w*|\bfilling\s+defects?\b(?=[^.;]{0,80}\bpulmonary\s+arter)/i;
/** Right-ventricular strain stated in the report (its denial is checked by isStated). */
const RV_STRAIN = /\b(?:right\s+(?:heart|ventricular)\s+strain|rv\s+(?:strain|dilatation|dysfunction))\b/i;
const SPO2_DANGER = 91;
/**
 * An anticoagulant the notes name as taken or started ("started apixaban", "on LMWH"). The list is
 * what the finding trusts, but a clinician who already started one needs to be told to record and
 * check it, not to start another. Plans alone ("consider anticoagulation") do not count.
 */
const ANTICOAGULANT_IN_NOTES =
  /\b(?:apixaban|rivaroxaban|edoxaban|dabigatran|warfarin|enoxaparin|dalteparin|tinzaparin|fondaparinux|heparin|lmwh|doac)\b|\banticoagulated\b|\b(?:on|started|commenced|given|receiving|taking)\s+(?:therapeutic\s+)?anticoagula\w*/;

function isRecent(ctx: RuleContext, study: ImagingItem): boolean {
  const now = ctx.model.now ? Date.parse(ctx.model.now) : Date.now();
  const t = Date.parse(study.date ?? "");
  return !Number.isNaN(t) && t <= now && now - t <= RECENT_DAYS * DAY_MS;
}

/** The first stated sentence naming clot in a text, or undefined. */
function statedSentence(original: string, re: RegExp): string | undefined {
  // The negation readers of notes.ts expect lower case; the quote keeps the report's own case.
  const text = original.toLowerCase();
  const global = new RegExp(re.source, `${re.flags}g`);
  for (const m of text.matchAll(global)) {
    // "Chronic thromboembolic" disease is a different, non-acute question.
    const sentence = sentenceAround(text, m.index, m[0].length);
    if (/\bchronic\b/i.test(sentence)) continue;
    if (isStated(text, m.index, m[0].length)) {
      const start = text.indexOf(sentence);
      return original.slice(start, start + sentence.length).trim();
    }
  }
  return undefined;
}

/** The first scan of the last 30 days whose report states pulmonary embolism, with the sentence saying so. */
export function recentPeOnScan(ctx: RuleContext): { study: ImagingItem; quote: string } | undefined {
  for (const study of ctx.model.imaging) {
    if (!isRecent(ctx, study)) continue;
    const quote = statedSentence(study.text, PE_ON_SCAN);
    if (quote !== undefined) return { study, quote };
  }
  return undefined;
}

export const PE_ON_IMAGING_RULES: readonly Rule[] = [
  {
    id: "pulmonary-embolism-on-imaging",
    family: FindingFamily.imaging,
    severity: Severity.high,
    problem: "Pulmonary embolism",
    title: "Pulmonary embolism on imaging, not on anticoagulation",
    clinician:
      '{source} reports "{quote}", and no anticoagulant is on the medication list: start therapeutic anticoagulation now unless contraindicated (NICE NG158: apixaban or rivaroxaban first line), and assess severity (for example sPESI, right-ventricular size, troponin) to decide between hospital and ambulatory care.{news2}{strain}{cocp}',
    patient:
      "Your scan shows blood clots in the arteries of your lungs (pulmonary embolism). This needs treatment with blood-thinning medicine today, so contact your doctor or hospital team today. Go to the emergency department or call your local emergency number now if you get worse breathlessness, chest pain, coughing up blood or fainting.{patientCocp}",
    nextSteps: [
      "Start therapeutic anticoagulation today unless contraindicated (apixaban or rivaroxaban first line), with same-day clinical review",
      "Risk-stratify (sPESI, right-ventricular size on CT or echo, troponin) to choose hospital or ambulatory care",
    ],
    patientQuestions: ["Which blood thinner will I take, and for how long?"],
    evidence: ["nice-ng158-vte"],
    keywords: ["pulmonary embolism", "ctpa", "anticoagulation", "apixaban", "rivaroxaban"],
    match: (ctx) => {
      if (ctx.medsOf("warfarin", "doac", "heparin").length > 0) return undefined;
      const found = recentPeOnScan(ctx);
      if (found === undefined) return undefined;
      const { study, quote } = found;
      const strain = statedSentence(study.text, RV_STRAIN) !== undefined;
      const spo2 = ctx.vitals("spo2").find((v) => v.value !== undefined && v.value <= SPO2_DANGER && v.value > 50);
      const cocp = oestrogens(ctx, "contraceptive");
      const inNotes = statedMention(ctx.freeText, ANTICOAGULANT_IN_NOTES);
      const news2 = partialNews2(ctx);
      return {
        ...(inNotes !== undefined && {
          clinicianExtra: `The notes mention "${inNotes}": if anticoagulation has started, add it to the medication list and check the drug and treatment dose; if not, start it now.`,
          patientExtra: "If you have already started a blood thinner, keep taking it exactly as prescribed.",
        }),
        refs: [study.ref, ...ctx.refs(spo2, ...cocp), ...(news2?.refs ?? [])],
        severity: strain || spo2 !== undefined ? Severity.critical : Severity.high,
        values: {
          source: `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`,
          quote,
          // Below any single score of 3 the observations can still add up, and they feed the severity call.
          news2: news2
            ? ` The recorded observations give a partial NEWS2 of ${news2.total} (${news2.parts.join(", ")}) before consciousness and oxygen are scored; a total of 5 or more, or 3 in any one parameter, calls for urgent assessment within the hour.`
            : "",
          strain: strain
            ? " Right-ventricular strain is reported: this is at least intermediate risk, so admit and monitor for deterioration."
            : "",
          cocp:
            cocp.length > 0
              ? ` ${medNames(cocp)} is on the list: stop it now, since oestrogen is a provoking factor and combined hormonal contraception with current VTE is UKMEC 4; offer a non-oestrogen method.`
              : "",
          patientCocp:
            cocp.length > 0
              ? " Stop your combined contraceptive pill now: the oestrogen in it raises the risk of clots. Use another method (such as condoms) and ask which contraception is safe for you."
              : "",
        },
        evidence: [...(cocp.length > 0 ? ["fsrh-ukmec-2016"] : []), ...(news2 ? ["rcp-news2-2017"] : [])],
      };
    },
  },
];
