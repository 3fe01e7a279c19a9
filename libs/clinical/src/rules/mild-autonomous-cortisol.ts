import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { capitalise } from "../text.ts";
import { adrenalMass, screeningTests } from "./adrenal.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * An adrenal incidentaloma with a cortisol that did not suppress after 1 mg dexamethasone (review 13,
 * adrenal-pituitary round 3, case 01): a woman of 63 with a 2.8 cm adenoma of 8 HU, no Cushingoid
 * features, cortisol 98 nmol/L after dexamethasone and ACTH 4 ng/L got the generic Cushing's screen.
 *
 * ESE/ENSAT 2023 (as reviewed by Park and Kim, 2023): without features of overt Cushing's syndrome, a
 * cortisol above 50 nmol/L (1.8 µg/dL) after dexamethasone is mild autonomous cortisol secretion; the
 * work-up confirms ACTH independence, repeats the test and weighs what can disturb it, and surgery is
 * discussed in an expert team in the light of age, general health, how high and how persistent the
 * cortisol is and how severe the linked conditions (hypertension, diabetes) are.
 */

/** Features of overt cortisol excess the notes or conditions may record. */
export const CORTISOL_EXCESS_FEATURES: readonly (readonly [string, RegExp])[] = [
  ["purple striae", /\bstriae\b|\bstretch marks?\b/i],
  ["easy bruising", /\beasy bruis\w*|\bbruis\w* easily\b|\bbruising\b/i],
  [
    "proximal muscle weakness",
    /\bproximal (?:muscle )?(?:weakness|myopathy)\b|\bdifficulty (?:rising|getting up|standing) from (?:a )?(?:chair|sitting|squatting)\b/i,
  ],
  ["facial plethora", /\bplethor\w*/i],
];
const OVERT = /\bcushingoid\b|\bmoon fac\w*|\bbuffalo hump\b/i;

interface Macs {
  dst: LabObservation;
  lump: { text: string; refs: string[] };
  acth: LabObservation | undefined;
}

/** A single abnormal dexamethasone test beside a recorded adrenal lump, with no overt features, or undefined. */
export function mildAutonomousCortisol(ctx: RuleContext): Macs | undefined {
  const tests = screeningTests(ctx);
  const dst = tests[0];
  if (tests.length !== 1 || dst?.kind !== "dst") return undefined;
  if (ctx.meds("systemic-glucocorticoid").length > 0) return undefined;
  const text = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name)].join(". ");
  const lump = adrenalMass(ctx);
  if (lump === undefined) return undefined;
  if (statedMention(text, OVERT, true) !== undefined) return undefined;
  if (CORTISOL_EXCESS_FEATURES.some(([, re]) => statedMention(text, re, true) !== undefined)) return undefined;
  const acth =
    ctx.anyLab("acth") ??
    ctx.model.labs.find((o) => /\bacth\b|\bcorticotroph?in\b/i.test(o.name) && !/stim/i.test(o.name));
  return { dst: dst.obs, lump, acth };
}

export const MILD_AUTONOMOUS_CORTISOL_RULES: readonly Rule[] = [
  {
    id: "mild-autonomous-cortisol-secretion",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Adrenal incidentaloma",
    title: "Adrenal lump with cortisol not suppressed by dexamethasone: possible mild autonomous cortisol secretion",
    clinician:
      "{test} is above 50 nmol/L (1.8 µg/dL) beside {lump} in the record, with no overt Cushing features recorded. In the ESE/ENSAT 2023 terms this is mild autonomous cortisol secretion rather than Cushing's syndrome: the lesion makes a little cortisol on its own.{acth} It is not treated on the number alone: repeat the dexamethasone test, allowing for anything that can disturb it, confirm ACTH independence, and weigh the linked conditions.{linked} Whether to operate is an expert-team decision based on age, general health, the degree and persistence of the result and how severe those conditions are.",
    patient:
      "The small lump on your adrenal gland may be making a little extra cortisol (a stress hormone) on its own. This is called mild autonomous cortisol secretion. It is not the same as Cushing syndrome, but it can add to blood pressure and blood sugar problems, so a hormone specialist will repeat the test and look at these with you.",
    nextSteps: [
      "Refer to endocrinology (adrenal multidisciplinary team): repeat the 1 mg dexamethasone test and confirm ACTH independence with a morning ACTH",
      "Before repeating it, review the medicines and conditions that can disturb the result",
      "Assess and treat the conditions cortisol excess worsens, such as hypertension and diabetes, whatever is decided about the adrenal",
      "Discuss adrenal surgery with the patient in the expert team, weighing age, general health, the cortisol level and its persistence, and those conditions",
    ],
    patientQuestions: ["Does the lump on my adrenal gland need an operation, or will it be watched?"],
    evidence: ["ese-ensat-2023-adrenal-incidentaloma"],
    keywords: ["mild autonomous cortisol secretion", "adrenal incidentaloma", "dexamethasone suppression test", "macs"],
    match: (ctx) => {
      const m = mildAutonomousCortisol(ctx);
      if (m === undefined) return undefined;
      const linked = [
        ctx.model.conditions.some((c) => /hypertension/i.test(c.name)) ? "hypertension" : "",
        ctx.conditions("diabetes").length > 0 || ctx.lab("hba1c")?.status === "high" ? "raised glucose or HbA1c" : "",
      ].filter(Boolean);
      return {
        refs: [...ctx.refs(m.dst, isLow(m.acth) ? m.acth : undefined), ...m.lump.refs],
        values: {
          lump: m.lump.text,
          test: capitalise(`cortisol after dexamethasone ${ctx.show(m.dst)}`),
          acth:
            m.acth !== undefined && isLow(m.acth)
              ? ` The suppressed ACTH, ${ctx.show(m.acth)}, fits cortisol coming from the adrenal itself, not from the pituitary.`
              : "",
          linked:
            linked.length > 0 ? ` The ${linked.join(" and ")} in the record may be partly driven by the cortisol.` : "",
        },
      };
    },
  },
];
