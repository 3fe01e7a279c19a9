import { FindingFamily, Severity } from "../model.ts";
import type { Rule } from "./types.ts";

/*
 * A low AMH sent on its own, often from a direct-to-consumer "egg count" test (review 21, women's
 * health): the engine gave only "below the reference range", which a woman reads as infertility.
 * ASRM 2020 ("asrm-2020-ovarian-reserve", seen 2026-11-29): ovarian reserve markers are useful to
 * predict the number of eggs collected after ovarian stimulation, but are poor predictors of
 * reproductive potential independently of age. With a raised FSH the POI and menopause readings,
 * which already weigh AMH, speak for the result instead.
 */

const AMH = /\bamh\b|anti-?m[uü]ll/i;
/** ESHRE 2024 POI threshold, the same cut-off reproductive-endocrine.ts reads. */
const FSH_OVARIAN_FAILURE = 25;

export const AMH_OVARIAN_RESERVE_RULES: readonly Rule[] = [
  {
    id: "amh-low-not-fertility-predictor",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Fertility tests",
    title: "Low AMH: a marker of egg numbers, not of the chance of pregnancy",
    clinician:
      "AMH {amh} is below the laboratory range. AMH reflects ovarian reserve (the number of eggs left) and predicts how many eggs an ovarian stimulation would collect, but it is a poor predictor of the chance of conceiving independently of age (ASRM 2020); a low value alone does not mean she cannot conceive.",
    patient:
      "Your AMH, a hormone that reflects how many eggs are left in the ovaries, is lower than the laboratory's usual range. AMH helps predict how many eggs treatment such as IVF or egg freezing might collect, but on its own it does not tell you your chance of getting pregnant; your age is a key part of reading it. A fertility specialist can explain what it means for you.",
    nextSteps: [
      "Read AMH with age; if she is trying to conceive or considering egg freezing, discuss with a fertility service, which reads it beside an ovarian ultrasound",
    ],
    patientQuestions: ["What does my AMH mean for my plans for pregnancy or egg freezing?"],
    evidence: ["asrm-2020-ovarian-reserve"],
    keywords: ["amh", "ovarian reserve", "fertility", "egg freezing"],
    match: (ctx) => {
      if (ctx.sex === "male") return undefined;
      const amh = ctx.model.labs.filter((o) => AMH.test(o.name)).sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
      if (amh === undefined || amh.status !== "low") return undefined;
      const fsh = ctx.value("fsh");
      if (fsh !== undefined && fsh > FSH_OVARIAN_FAILURE) return undefined;
      return { refs: [amh.ref], values: { amh: ctx.show(amh) } };
    },
  },
];
