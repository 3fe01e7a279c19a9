import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { boneDensityInRecord, boneFragility, lowestTScore, onBoneTreatment } from "./bone.ts";
import { formatNumber } from "../text.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Hormone treatment for cancer that thins bone, with no bone assessment in the record (review 20,
 * oncology-survivorship cases 01 and 05: letrozole since 2024 and goserelin since 2024, each with
 * "no DXA done" in the notes; the reports said nothing about bone).
 * - Aromatase inhibitors: the IOF-led 2017 position statement asks for a fracture risk assessment in
 *   everyone starting one (seenAt of "iof-2017-aibl").
 * - Androgen deprivation: consensus guidance on bone health in prostate cancer (PMC7516275, seen
 *   2026-11-29): men starting or continuing long-term ADT get bone health lifestyle advice, calcium
 *   and vitamin D if needed, and a FRAX fracture risk calculation with bone density where feasible.
 * Known osteoporosis, a T-score or bone treatment is read by the osteoporosis rules instead, and a
 * scan mentioned in the notes (not denied) is taken as done or planned.
 */

const SCAN_MENTIONED = /\b(?:dxa|dexa|bone density|bone mineral density|bmd|frax)\b/i;

/** The record holds no bone assessment or treatment for the bone-thinning therapy to be read against. */
function boneUnassessed(ctx: RuleContext): boolean {
  if (onBoneTreatment(ctx) || boneFragility(ctx) !== undefined || boneDensityInRecord(ctx) !== undefined) return false;
  if (statedMention(ctx.freeText, SCAN_MENTIONED) !== undefined) return false;
  return !ctx.model.imaging.some((s) => SCAN_MENTIONED.test(s.text));
}

function bonesMatch(meds: MedicationItem[], ctx: RuleContext): RuleMatch | undefined {
  if (meds.length === 0 || !boneUnassessed(ctx)) return undefined;
  return { refs: ctx.refs(...meds), values: { meds: medNames(meds) } };
}

const PATIENT_BONES =
  "works by lowering hormone levels, which over time can thin the bones. A check of your fracture risk, usually with a bone density scan (DXA), is advised while you take it; ask your doctor whether you have had one.";
const STEP =
  "Assess fracture risk (FRAX) with a DXA scan, and give bone health advice with calcium and vitamin D if needed";

/*
 * An aromatase inhibitor with a T-score below −2.0 but above the osteoporosis line, untreated (review
 * 21, onc-treatment case 07: letrozole, spine T-score −2.1, only "below the reference range"). The
 * IOF-led statement (seen 2026-11-29, seenAt of "iof-2017-aibl") gives bone-directed treatment to
 * everyone on an aromatase inhibitor with a T-score below −2.0, for as long as it is taken. At −2.5 or
 * below, or with a fragility fracture, osteoporosis-untreated (bone.ts) speaks, naming the inhibitor.
 */
const AI_TREAT_BELOW_T = -2.0;
const OSTEOPOROTIC_T = -2.5;

export const ENDOCRINE_THERAPY_BONE_RULES: readonly Rule[] = [
  {
    id: "aromatase-inhibitor-low-bone-density",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Bone health",
    title: "Aromatase inhibitor with a T-score below −2.0 and no bone treatment",
    clinician:
      "On {meds}, an aromatase inhibitor, with a T-score of {t} and no bone-protective treatment in the record. The IOF-led position statement on aromatase inhibitor-associated bone loss gives bone-directed treatment to everyone on an aromatase inhibitor with a T-score below −2.0, for as long as the inhibitor is taken; its evidence for fracture prevention is strongest for denosumab 60 mg every 6 months.",
    patient:
      "Your bone density scan shows thinner bones than normal. Your breast cancer tablet ({drugs}) speeds up bone loss, so at this level a bone-strengthening treatment is advised for as long as you take it. Ask your doctor or cancer team about it.",
    nextSteps: [
      "Offer bone-directed treatment for the duration of the aromatase inhibitor (denosumab 60 mg every 6 months, or a bisphosphonate), with exercise, calcium and vitamin D",
    ],
    patientQuestions: ["Which bone-strengthening treatment should I have while I take my breast cancer tablet?"],
    evidence: ["iof-2017-aibl"],
    keywords: ["aromatase inhibitor", "bone loss", "t-score", "denosumab", "bisphosphonate"],
    match: (ctx) => {
      const meds = ctx.meds("aromatase-inhibitor");
      if (meds.length === 0 || onBoneTreatment(ctx) || boneFragility(ctx) !== undefined) return undefined;
      const t = lowestTScore(ctx);
      if (t === undefined || t.value >= AI_TREAT_BELOW_T || t.value <= OSTEOPOROTIC_T) return undefined;
      // Every T-score sent as an observation is read here, not left as a bare "below the range" line.
      const tScoreLabs = ctx.model.labs.filter((o) => /\bt[- ]?score\b/i.test(o.name));
      return {
        refs: [...t.refs, ...ctx.refs(...tScoreLabs, ...meds)],
        values: {
          meds: medNames(meds),
          t: formatNumber(t.value, 1).replace("-", "−"),
          drugs: [...new Set(meds.flatMap((m) => m.drugs))].join(" and ") || "an aromatase inhibitor",
        },
      };
    },
  },
  {
    id: "aromatase-inhibitor-bone-check",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Bone health",
    title: "Aromatase inhibitor without a fracture risk assessment",
    clinician:
      "On {meds}, an aromatase inhibitor, which speeds bone loss, with no bone density result, fracture risk assessment or bone treatment in the record. The IOF-led position statement on aromatase inhibitor-associated bone loss asks for a fracture risk assessment in everyone starting one.",
    patient: `Your breast cancer tablet ${PATIENT_BONES}`,
    nextSteps: [STEP],
    patientQuestions: ["Have I had a bone density scan since starting this treatment?"],
    evidence: ["iof-2017-aibl"],
    keywords: ["aromatase inhibitor", "bone loss", "dxa", "frax"],
    match: (ctx) => bonesMatch(ctx.meds("aromatase-inhibitor"), ctx),
  },
  {
    id: "androgen-deprivation-bone-check",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Bone health",
    title: "Androgen deprivation without a fracture risk assessment",
    clinician:
      "On {meds}, androgen deprivation, which speeds bone loss, with no bone density result, fracture risk assessment or bone treatment in the record. Consensus guidance on bone health in prostate cancer asks for a FRAX fracture risk calculation, with bone density where feasible, and bone health advice with calcium and vitamin D if needed, in men on long-term androgen deprivation.",
    patient: `Your hormone treatment for prostate cancer ${PATIENT_BONES}`,
    nextSteps: [STEP],
    patientQuestions: ["Have I had a bone density scan since starting this treatment?"],
    evidence: ["adt-bone-health-consensus"],
    keywords: ["androgen deprivation therapy", "bone loss", "dxa", "frax"],
    match: (ctx) => (ctx.sex === "female" ? undefined : bonesMatch(ctx.meds("androgen-deprivation"), ctx)),
  },
];
