import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/*
 * A cervical screen with high-risk HPV found and normal cytology (review 21, women's health): the
 * engine said nothing, and the patient report read "nothing stands out". Sources seen 2026-11-29:
 * - "phw-cervical-screening-hpv-normal-cells": HPV positive with normal cells is invited back in
 *   12 months to check the virus has cleared; colposcopy if still HPV positive after 24 months.
 * - "cdc-2021-asccp-2019-table": ASCCP 2019, HPV positive with NILM after unknown or HPV-negative
 *   prior results: repeat HPV-based testing in 1 year; after a prior HPV positive, or with HPV 16
 *   or 18 typed, colposcopy.
 * The two programmes part on a second positive in a row, so the text names both and leaves the
 * choice to the local programme.
 */

const HPV_TEST = /\b(?:hr-?hpv|hpv|human papilloma ?virus)\b/i;
const VACCINE = /\bvaccin/i;
const CYTOLOGY = /\b(?:cytology|pap|smear|lbc|thin ?prep)\b/i;
const CYTOLOGY_ABNORMAL =
  /\b(?:asc-?us|asc-?h|lsil|hsil|agc|ais|dyskaryo\w*|borderline|atypical|squamous intraepithelial lesion|carcinoma)\b/i;
const CYTOLOGY_NORMAL = /\b(?:nilm|negative|normal|no abnormal)\b/i;
const GENOTYPE_16_18 = /\b(?:16|18)\b/;
/** The cytology is read from the same sample as the HPV test: a reflex or co-test within a month. */
const SAME_SAMPLE_MS = 31 * 86_400_000;
/** An earlier positive counts as a previous round from about 6 months before (a 12-month recall). */
const EARLIER_ROUND_MS = 180 * 86_400_000;

function textOf(obs: LabObservation): string {
  return obs.value.kind === "qualitative" || obs.value.kind === "text" ? obs.value.text : "";
}

function hpvPositive(obs: LabObservation): boolean {
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return (
    obs.value.kind === "text" &&
    /\b(?:detected|positive)\b/i.test(obs.value.text) &&
    !/\bnot\b|negative/i.test(obs.value.text)
  );
}

function cytologyNormal(obs: LabObservation): boolean {
  if (obs.value.kind === "qualitative") return obs.value.result === "negative";
  const text = textOf(obs);
  return CYTOLOGY_NORMAL.test(text) && !CYTOLOGY_ABNORMAL.test(text);
}

function hpvTests(ctx: RuleContext): LabObservation[] {
  return ctx.model.labs
    .filter((o) => HPV_TEST.test(o.name) && !VACCINE.test(o.name) && !CYTOLOGY.test(o.name))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
}

export const CERVICAL_SCREENING_HPV_RULES: readonly Rule[] = [
  {
    id: "hpv-positive-normal-cytology",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Cervical screening",
    title: "Cervical screening: high-risk HPV found, cytology normal",
    clinician: "High-risk HPV {hpv} with normal cytology ({cytology}) on the same screen. {plan}",
    patient:
      "Your cervical screening test found HPV, a common virus that most people clear on their own, and your cells were normal. {patientPlan}",
    nextSteps: [
      "Repeat the HPV test in 12 months to check that the infection has cleared",
      "Refer for colposcopy if HPV is still found at the follow-up tests the screening programme sets",
    ],
    patientQuestions: ["When is my next screening test, and what happens if HPV is still there?"],
    evidence: ["phw-cervical-screening-hpv-normal-cells", "cdc-2021-asccp-2019-table"],
    keywords: ["cervical screening", "hpv", "cytology", "colposcopy"],
    match: (ctx) => {
      if (ctx.sex === "male") return undefined;
      const tests = hpvTests(ctx);
      const latest = tests.find(hpvPositive);
      if (latest === undefined || latest !== tests[0] || latest.time === undefined) return undefined;
      const sameScreen = tests.filter((o) => o.time !== undefined && latest.time! - o.time < SAME_SAMPLE_MS);
      const cytology = ctx.model.labs.find(
        (o) => CYTOLOGY.test(o.name) && o.time !== undefined && Math.abs(o.time - latest.time!) < SAME_SAMPLE_MS,
      );
      if (cytology === undefined || !cytologyNormal(cytology)) return undefined;
      const typed = sameScreen.find((o) => hpvPositive(o) && GENOTYPE_16_18.test(`${o.name} ${textOf(o)}`));
      const earlier = tests.find(
        (o) => hpvPositive(o) && o.time !== undefined && latest.time! - o.time >= EARLIER_ROUND_MS,
      );
      const refs = [latest.ref, cytology.ref, ...(typed ? [typed.ref] : []), ...(earlier ? [earlier.ref] : [])];
      const shown = typed ?? latest;
      const values = {
        hpv: `${typed ? `(${typed.name}) ` : ""}positive${shown.date ? ` on ${shown.date.slice(0, 10)}` : ""}`,
        cytology: textOf(cytology) || "negative",
      };
      if (typed !== undefined)
        return {
          refs,
          severity: Severity.moderate,
          values: {
            ...values,
            plan: "HPV 16 or 18 is typed: ASCCP 2019 sends HPV 16 or 18 with normal cytology to colposcopy rather than a 1-year repeat.",
            patientPlan:
              "The type of HPV found (16 or 18) is one that needs a closer look at the cervix, called a colposcopy, rather than waiting a year.",
          },
          nextSteps: ["Refer for colposcopy (HPV 16 or 18 with normal cytology)"],
          patientQuestions: ["When will my colposcopy appointment be?"],
        };
      if (earlier !== undefined)
        return {
          refs,
          values: {
            ...values,
            plan: `HPV was also positive on ${earlier.date ?? "an earlier screen"}, so this is a persisting infection: ASCCP 2019 refers a repeat HPV positive with normal cytology to colposcopy, while the NHS programme recalls at 12 months and refers if HPV is still found at 24 months. Follow the local screening programme.`,
            patientPlan:
              "HPV was also found on your last test, so it has not cleared yet. Depending on the screening programme, the next step is a closer look at the cervix (colposcopy) or one more test in 12 months.",
          },
          nextSteps: [
            "Follow the local programme for a second HPV positive in a row: colposcopy (ASCCP 2019), or recall at 12 months with colposcopy if still positive at 24 months (NHS)",
          ],
        };
      return {
        refs,
        values: {
          ...values,
          plan: "No earlier HPV positive is on record: both the NHS programme and ASCCP 2019 repeat HPV testing in 12 months, to see whether the infection has cleared, rather than refer to colposcopy now.",
          patientPlan:
            "You do not need any treatment now. You will be asked to have another test in 12 months to check the virus has gone.",
        },
      };
    },
  },
];
