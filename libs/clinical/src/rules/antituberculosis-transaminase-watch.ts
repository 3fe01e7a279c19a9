/**
 * A raised ALT (or AST) on antituberculosis treatment that is below the ATS threshold for
 * interrupting it.
 *
 * antituberculosis-liver-injury (drug-lab.ts) speaks only once the ATS threshold is met (more than
 * 3× the upper limit with hepatitis symptoms or jaundice, 5× without). Below it, a raised ALT on
 * isoniazid, rifampicin or pyrazinamide was left to the generic liver-pattern finding, whose next
 * steps ("ask about prescribed medicines") do not name the likeliest cause (review 21, an ALT of
 * 4× the limit in week 5 of Rifater). This finding links the rise to the drugs and says what
 * would make it a reason to stop: symptoms lower the threshold to 3×.
 */
import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames } from "./context.ts";
import {
  HEPATITIS_SYMPTOMS,
  JAUNDICE_STATED,
  TB_DILI_WITH_SYMPTOMS,
  TB_DILI_WITHOUT_SYMPTOMS,
  stated,
  statedNames,
  tbDrugs,
} from "./drug-lab.ts";
import type { Rule } from "./types.ts";
import { joinList } from "../text.ts";

export const ANTITUBERCULOSIS_TRANSAMINASE_RULES: readonly Rule[] = [
  {
    id: "antituberculosis-transaminase-rise",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Liver tests and medicines",
    title: "Raised liver enzyme on antituberculosis treatment, below the threshold for stopping",
    clinician:
      "{enzyme} {value} ({times}× the upper limit) on {med} ({drugs}){context}. The ATS statement interrupts antituberculosis treatment when ALT is more than 3× the upper limit with hepatitis symptoms and/or jaundice, or 5× without symptoms; this result is below that threshold, so the drugs are a cause to keep in view rather than a reason to stop on this result alone.{nearSymptomatic}",
    patient:
      "A liver test is raised while you take TB medicines ({drugs}). These medicines can affect the liver, so your TB team will want to know and may repeat the test. Keep taking them unless your team tells you otherwise. Contact your TB team the same day if you get sickness, vomiting, {tummy} pain, dark urine, yellow skin or eyes, or feel very tired.",
    nextSteps: [
      "Tell the TB team: repeat liver tests with bilirubin, and ask about hepatitis symptoms at each contact",
      "Stop the antituberculosis drugs and assess the same day if hepatitis symptoms or jaundice appear at 3× the upper limit or more, or if ALT reaches 5× without symptoms",
    ],
    patientQuestions: ["How often should my liver tests be checked while I take TB medicines?"],
    evidence: ["ats-2006-tb-hepatotoxicity"],
    keywords: ["isoniazid", "rifampicin", "pyrazinamide", "tuberculosis", "alanine aminotransferase", "hepatotoxicity"],
    match: (ctx) => {
      const meds = ctx.meds("antituberculosis-hepatotoxic");
      if (meds.length === 0) return undefined;
      // ALT is the test the ATS thresholds use; AST stands in only when no ALT was sent.
      const id = ctx.lab("alt") !== undefined ? "alt" : "ast";
      const obs = ctx.lab(id);
      const value = ctx.valueOf(obs);
      const uln = ctx.upperLimit(id);
      if (obs === undefined || value === undefined || uln === undefined || value <= uln) return undefined;
      const named = [
        ...(stated(ctx, JAUNDICE_STATED) !== undefined ? ["jaundice"] : []),
        ...statedNames(ctx, HEPATITIS_SYMPTOMS),
      ];
      const times = value / uln;
      // At or over the ATS threshold antituberculosis-liver-injury speaks instead.
      if (times >= TB_DILI_WITHOUT_SYMPTOMS || (named.length > 0 && times >= TB_DILI_WITH_SYMPTOMS)) return undefined;
      const bili = ctx.lab("bilirubin-total");
      const biliHigh = bili?.status === "high" || bili?.status === "critical-high";
      const context = [
        named.length > 0 ? `${joinList(named)} in the notes` : "no hepatitis symptoms or jaundice in the record",
        biliHigh ? `bilirubin ${ctx.show(bili)}` : "",
      ].filter(Boolean);
      return {
        refs: ctx.refs(obs, ...meds, biliHigh ? bili : undefined),
        values: {
          enzyme: id === "alt" ? "ALT" : "AST",
          value: ctx.show(obs),
          times: formatNumber(times, 1),
          med: medNames(meds),
          drugs: joinList(tbDrugs(ctx, meds)),
          context: `, with ${joinList(context)}`,
          nearSymptomatic:
            times >= TB_DILI_WITH_SYMPTOMS && named.length === 0
              ? ` At ${formatNumber(times, 1)}× the limit, hepatitis symptoms or jaundice would already meet the threshold for interrupting treatment.`
              : "",
        },
        // Under 3× the limit, with no symptoms or raised bilirubin, even symptoms would not meet the
        // ATS threshold: a watch point.
        ...(times < TB_DILI_WITH_SYMPTOMS && named.length === 0 && !biliHigh ? { severity: Severity.low } : {}),
      };
    },
  },
];
