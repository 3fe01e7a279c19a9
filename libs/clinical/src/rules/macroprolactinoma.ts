import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * A very high prolactin, or a raised one with visual field loss, without a dopamine-blocking
 * medicine (review 13, adrenal-pituitary case 06: prolactin 6400 mIU/L, bitemporal field loss,
 * headaches, low testosterone with low LH in a man of 45). The prolactin had only a generic line,
 * and the one "management" finding asked for a morning testosterone (taken at 08:40) and warned
 * against testosterone, while the low testosterone comes from the prolactin.
 *
 * A prolactin above 5000 mIU/L (250 µg/L) usually means a prolactinoma and above 10000 mIU/L
 * (500 µg/L) almost always a macroprolactinoma, though risperidone or metoclopramide can raise it
 * that far (BMJ Best Practice, seen as a library copy). Visual field loss, or a prolactin above
 * 5000 mU/L, calls for urgent specialist referral with formal fields (NHS referral guidance), and
 * dopamine agonists are first-line for prolactinomas, large ones with field loss included (reviews
 * of the treatment the Endocrine Society 2011 guideline rests on; FACTS_SEEN). A prolactin below
 * 2000 mIU/L with a macroadenoma is more likely a non-functioning adenoma pressing on the pituitary
 * stalk.
 */

const FIELD_LOSS =
  /\bbitemporal\b|\bhemianop\w*|\bvisual field (?:loss|defects?|cut)\b|\bfield (?:loss|defects?)\b|\bperipheral vision (?:loss|worse|reduced)\b|\b(?:loss of|reduced|worse) peripheral vision\b/i;
const MACROPROLACTIN = /\bmacroprolactin\b|\bpost[- ]?peg\b|\bpeg[- ]precipitat\w*/i;
const MIU = /\bm(?:i)?u\/l\b/i;
const MASS = /\b(?:µg|ug|mcg|ng)\/(?:l|ml)\b/i;

/** Prolactin in mIU/L and µg/L at which a prolactinoma is usually the cause (BMJ Best Practice). */
const PROLACTINOMA_MIU = 5000;
const PROLACTINOMA_UG = 250;

function prolactin(ctx: RuleContext): LabObservation | undefined {
  const obs = ctx.lab("prolactin") ?? ctx.anyLab("prolactin");
  return obs !== undefined && (obs.status === "high" || obs.status === "critical-high") ? obs : undefined;
}

/** True when the prolactin is at the level that usually means a prolactinoma, in the unit it was given in. */
function prolactinomaLevel(obs: LabObservation): boolean {
  if (obs.value.kind !== "number") return false;
  const unit = obs.unit ?? "";
  if (MIU.test(unit)) return obs.value.value > PROLACTINOMA_MIU;
  if (MASS.test(unit)) return obs.value.value > PROLACTINOMA_UG;
  return false;
}

export interface SuspectedMacroprolactinoma {
  prolactin: LabObservation;
  fieldLoss?: string;
  veryHigh: boolean;
}

/**
 * A prolactin at prolactinoma level, or a raised one with visual field loss in the notes, without
 * a dopamine-blocking medicine; undefined otherwise.
 */
export function suspectedMacroprolactinoma(ctx: RuleContext): SuspectedMacroprolactinoma | undefined {
  const obs = prolactin(ctx);
  if (obs === undefined || ctx.meds("dopamine-blocker").length > 0) return undefined;
  // A post-PEG (macroprolactin) result is read by rules/reproductive-endocrine.ts.
  if (ctx.model.labs.some((o) => MACROPROLACTIN.test(o.name))) return undefined;
  const fieldLoss = statedMention(ctx.freeText, FIELD_LOSS, true);
  const veryHigh = prolactinomaLevel(obs);
  if (!veryHigh && fieldLoss === undefined) return undefined;
  return { prolactin: obs, veryHigh, ...(fieldLoss !== undefined && { fieldLoss }) };
}

export const MACROPROLACTINOMA_RULES: readonly Rule[] = [
  {
    id: "pituitary-tumour-prolactin",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Pituitary",
    title: "{title}",
    clinician:
      "Prolactin {prolactin} is raised{level}{field}, with no dopamine-blocking medicine in the record. {reading}",
    patient:
      "Your prolactin (a hormone made by the pituitary gland at the base of the brain) is {patientLevel}{patientField}. {patientCause} {patientUrgency}",
    nextSteps: [
      "Pituitary MRI and formal visual field testing, urgently when vision is affected",
      "Check the other pituitary hormones: 9am cortisol first, then TSH with free T4, LH and FSH with testosterone or oestradiol",
      "Refer urgently to endocrinology: a dopamine agonist (cabergoline) is first-line for a prolactinoma, large ones with visual loss included",
      "Treat a low testosterone through the prolactin rather than with testosterone",
    ],
    patientQuestions: ["When will I have the scan and the eye field test, and what treatment will I need?"],
    evidence: ["endocrine-society-2011-hyperprolactinaemia"],
    keywords: ["prolactinoma", "macroprolactinoma", "hyperprolactinaemia", "bitemporal hemianopia", "cabergoline"],
    match: (ctx) => {
      const s = suspectedMacroprolactinoma(ctx);
      if (s === undefined) return undefined;
      const field = s.fieldLoss !== undefined;
      return {
        refs: [s.prolactin.ref],
        values: {
          title: field
            ? "Raised prolactin with visual field loss: pituitary tumour pressing on the optic chiasm until shown otherwise"
            : "Very high prolactin: probable prolactinoma",
          prolactin: ctx.show(s.prolactin),
          level: s.veryHigh ? " to the level that usually means a prolactinoma" : "",
          field: field ? `, and the notes record "${s.fieldLoss}"` : "",
          reading: field
            ? `This is a pituitary macroadenoma pressing on the optic chiasm until shown otherwise${s.veryHigh ? " (a macroprolactinoma at this prolactin)" : "; with a prolactin this mild, a non-functioning adenoma pressing on the pituitary stalk is more likely than a prolactinoma"}. Low LH or FSH with a low testosterone or oestradiol here comes from the prolactin or the tumour, not from the testes or ovaries.`
            : "A prolactinoma is the likely cause. Low LH or FSH with a low testosterone or oestradiol here comes from the prolactin, not from the testes or ovaries.",
          patientLevel: s.veryHigh ? "very high" : "raised",
          patientCause: s.veryHigh
            ? "This usually means a non-cancerous growth of the pituitary gland, which is usually treated with tablets that shrink it."
            : "With the change in your vision, this may mean a non-cancerous growth of the pituitary gland pressing on nearby nerves.",
          patientField: field ? ", and your notes mention a change in your field of vision" : "",
          patientUrgency: field
            ? "Because your vision is affected, you need an urgent scan and specialist review: please contact your doctor today, and go to an emergency department if your vision gets worse quickly or you get a sudden severe headache."
            : "Your doctor will arrange a scan and a referral to a hormone specialist.",
        },
        severity: Severity.high,
        ...(!s.veryHigh && {
          nextSteps: [
            "Pituitary MRI and formal visual field testing, urgently",
            "Check the other pituitary hormones: 9am cortisol first, then TSH with free T4, LH and FSH with testosterone or oestradiol",
            "Refer urgently to endocrinology or the pituitary team: a mildly raised prolactin with a macroadenoma points to stalk compression, treated differently from a prolactinoma",
          ],
        }),
      };
    },
  },
];
