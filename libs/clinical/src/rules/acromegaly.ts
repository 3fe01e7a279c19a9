import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { joinList } from "../text.ts";

/*
 * A raised IGF-1 with the features of acromegaly (review 13, adrenal-pituitary round 3, case 05): a man
 * of 49 with IGF-1 92 nmol/L (about three times the upper limit), larger ring and shoe sizes, coarse
 * features, sweating, carpal tunnel syndrome, hypertension, sleep apnoea and a diabetes-range HbA1c
 * got only "IGF-1 above the reference range", with no reading and no next step.
 *
 * Endocrine Society 2014 guideline: IGF-1 is the test when acral and facial features are present; a
 * raised or equivocal IGF-1 is confirmed by GH failing to fall below 1 µg/L after an oral glucose load;
 * once confirmed, pituitary imaging (MRI preferred). A random GH is not relied on. The 2019 consensus on
 * acromegaly comorbidities covers the cardiovascular, metabolic, sleep apnoea and colon tumour work-up
 * that goes with the diagnosis.
 */

const IGF1 = /\bigf[- ]?(?:1|i)\b|\binsulin[- ]like growth factor[- ]?(?:1|i)\b|\bsomatomedin c\b/i;

/** Acral, facial and soft-tissue features the notes or conditions may record. */
const FEATURES: readonly (readonly [string, RegExp])[] = [
  [
    "larger ring, glove or shoe size",
    /\b(?:ring|glove|shoe) sizes?\b[^.]{0,40}\b(?:increas|bigger|larger|gone up|grow)\w*|\b(?:increas\w*|bigger|larger) (?:ring|glove|shoe) sizes?\b/i,
  ],
  [
    "enlarged hands or feet",
    /\b(?:enlarg\w*|large|spade-like|broad|thick\w*) (?:hands?|feet|fingers)\b|\bacral (?:enlargement|overgrowth)\b/i,
  ],
  [
    "coarse facial features",
    /\bcoarse(?:ning)? (?:of )?(?:the )?(?:facial )?features?\b|\bcoarse face\b|\bfrontal bossing\b|\bprognathism\b|\bmacroglossia\b|\bwid(?:e|ely|ening) spac\w* (?:between )?teeth\b/i,
  ],
  ["carpal tunnel syndrome", /\bcarpal tunnel\b/i],
  ["excess sweating", /\bsweating\b|\bhyperhidrosis\b|\bsweats\b/i],
];

function raisedIgf1(labs: readonly LabObservation[]): LabObservation | undefined {
  return labs.find((o) => IGF1.test(o.name) && (o.status === "high" || o.status === "critical-high"));
}

export const ACROMEGALY_RULES: readonly Rule[] = [
  {
    id: "acromegaly-suspected",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Possible acromegaly",
    title: "Raised IGF-1 with features of acromegaly: glucose-suppressed GH, pituitary MRI and endocrinology",
    clinician:
      "{igf} is raised, with features of growth hormone excess in the record ({features}). This makes acromegaly likely enough to confirm: GH that does not fall below 1 µg/L after an oral glucose load confirms it (a random GH does not), and a pituitary MRI follows once it is confirmed.{linked}",
    patient:
      "Your IGF-1, a marker of growth hormone, is high, and some of the changes you have noticed can come from too much growth hormone (a condition called acromegaly, usually from a harmless growth on the pituitary gland). It needs confirming with a glucose drink test and, if confirmed, a scan of the pituitary, arranged by a hormone specialist.",
    nextSteps: [
      "Refer to endocrinology: growth hormone during a 75 g oral glucose tolerance test (no suppression below 1 µg/L confirms acromegaly), then a pituitary MRI",
      "Check the other pituitary hormones and ask about headaches and vision; formal visual fields if the MRI shows a large tumour",
      "Look for the conditions that go with acromegaly: blood pressure, glucose or HbA1c, sleep apnoea, heart assessment, and colonoscopy at diagnosis",
    ],
    patientQuestions: ["When will I see the hormone specialist, and what does the glucose drink test involve?"],
    evidence: ["endosoc-2014-acromegaly", "giustina-2020-acromegaly-comorbidities"],
    keywords: ["acromegaly", "igf-1", "growth hormone", "oral glucose tolerance test", "pituitary adenoma"],
    match: (ctx) => {
      const igf = raisedIgf1(ctx.model.labs);
      if (igf === undefined) return undefined;
      const text = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name)].join(". ");
      const found = FEATURES.filter(([, re]) => statedMention(text, re, true) !== undefined).map(([n]) => n);
      // One feature alone (sweating, carpal tunnel) is too common to carry a raised IGF-1 on its own.
      if (found.length < 2) return undefined;
      const active = ctx.model.conditions.filter((c) => isActiveCondition(c.status));
      const linked = [
        active.some((c) => /hypertension/i.test(c.name)) ? "hypertension" : "",
        ctx.conditions("diabetes").length > 0 || ctx.lab("hba1c")?.status === "high" ? "raised glucose or HbA1c" : "",
        active.some((c) => /sleep apn(?:o)?ea/i.test(c.name)) ? "sleep apnoea" : "",
      ].filter(Boolean);
      return {
        refs: ctx.refs(igf),
        values: {
          igf: `IGF-1 ${ctx.show(igf)}`,
          features: joinList(found),
          linked:
            linked.length > 0
              ? ` The ${joinList(linked)} in the record ${linked.length > 1 ? "are" : "is"} common in acromegaly and worth reading together with it.`
              : "",
        },
      };
    },
  },
];
