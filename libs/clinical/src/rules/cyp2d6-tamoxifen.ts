import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { metaboliserPhenotype } from "../vocab/genetics.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/**
 * Tamoxifen is a prodrug: CYP2D6 makes most of its active metabolite, endoxifen. Two things lower
 * endoxifen and may weaken tamoxifen's protection against recurrence:
 * - a CYP2D6 poor or intermediate metaboliser genotype. CPIC (2018, evidence
 *   "cpic-cyp2d6-tamoxifen-2018") advises an aromatase inhibitor instead for a poor metaboliser
 *   (with ovarian function suppression before the menopause), considers the same for an
 *   intermediate metaboliser, names 40 mg/day of tamoxifen only when an aromatase inhibitor is
 *   contraindicated, and advises avoiding CYP2D6 inhibitors;
 * - a strong CYP2D6 inhibitor taken with tamoxifen (paroxetine, fluoxetine, bupropion, quinidine),
 *   whatever the genotype: Sideras 2010 (evidence "sideras-2010-tamoxifen-cyp2d6-inhibitors")
 *   lists venlafaxine and desvenlafaxine among antidepressants with little CYP2D6 inhibition.
 * The choice of endocrine therapy belongs to the oncology team, so the findings ask for that
 * discussion rather than a switch. Severity is high, not critical: the harm (recurrence) builds up
 * over years, but the review should not wait for the next routine appointment.
 */

/** Strong CYP2D6 inhibitors (FDA classification, seen in a secondary table; Sideras 2010 table 3). */
const STRONG_CYP2D6_INHIBITOR =
  /\b(?:paroxetine|seroxat|paxil|fluoxetine|prozac|bupropion|zyban|wellbutrin|quinidine)\b/i;

/** A medicine on hold, planned, or with a start date after today: not taken now. */
function planned(ctx: RuleContext, m: MedicationItem): boolean {
  if (/hold|planned|intended|draft|not[- ]?started|proposed/i.test(m.status)) return true;
  const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  return start > now;
}

function tamoxifenMeds(ctx: RuleContext): MedicationItem[] {
  return ctx.meds("tamoxifen");
}

function strongInhibitors(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter((m) => m.active && !planned(ctx, m) && STRONG_CYP2D6_INHIBITOR.test(m.name));
}

/** Premenopausal in the notes ("premenopausal", "periods regular"), or a woman under 45 with no menopause stated. */
function premenopausal(ctx: RuleContext): boolean {
  const t = ctx.freeText;
  if (/\bpost-?menopaus/i.test(t)) return false;
  if (/\bpre-?menopaus|\bperiods? (?:are )?regular|\bregular periods\b/i.test(t)) return true;
  return ctx.sex === "female" && ctx.age !== undefined && ctx.age < 45;
}

export const CYP2D6_TAMOXIFEN_RULES: readonly Rule[] = [
  {
    id: "cyp2d6-tamoxifen",
    family: FindingFamily.pharmacogenomics,
    severity: Severity.high,
    problem: "Pharmacogenomics",
    title: "CYP2D6 reduced function and tamoxifen",
    clinician:
      "{result}: {meaning} Taking {drugs}.{inhibitor} CPIC advises {advice}; if an aromatase inhibitor is contraindicated, tamoxifen 40 mg/day can be considered (it raises endoxifen without normalising it). CYP2D6 inhibitors should be avoided.",
    patient:
      "Your genes make your body turn tamoxifen into its active form less well, so it may protect you less against the cancer coming back. Do not stop tamoxifen on your own: ask your cancer team soon whether another hormone medicine would suit you better.",
    nextSteps: [
      "Discuss with the oncology team soon: an aromatase inhibitor (with ovarian function suppression if premenopausal) in place of tamoxifen; tamoxifen 40 mg/day only if an aromatase inhibitor is unsuitable",
      "Avoid CYP2D6 inhibitors with tamoxifen; record the CYP2D6 phenotype as a prescribing alert",
    ],
    patientQuestions: ["Is tamoxifen still the right hormone medicine for me with this gene result?"],
    evidence: ["cpic-cyp2d6-tamoxifen-2018"],
    keywords: ["cyp2d6", "tamoxifen", "endoxifen", "aromatase inhibitor", "poor metaboliser"],
    match: (ctx) => {
      const meds = tamoxifenMeds(ctx).filter((m) => !planned(ctx, m));
      if (meds.length === 0) return undefined;
      let phenotype: string | undefined;
      const g = ctx.genes("CYP2D6").find((x) => {
        phenotype = metaboliserPhenotype("CYP2D6", `${x.interpretation} ${x.value ?? ""}`);
        return phenotype === "poor" || phenotype === "intermediate";
      });
      if (!g) return undefined;
      const poor = phenotype === "poor";
      const inhibitors = strongInhibitors(ctx);
      const pre = premenopausal(ctx);
      const ai = pre
        ? "an aromatase inhibitor with ovarian function suppression (she is premenopausal)"
        : "an aromatase inhibitor (with ovarian function suppression if premenopausal)";
      return {
        refs: ctx.refs(g, ...meds, ...inhibitors),
        values: {
          result: `CYP2D6 ${`${g.interpretation} ${g.value ?? ""}`.trim()}`,
          meaning: poor
            ? "a CYP2D6 poor metaboliser forms little endoxifen, tamoxifen's main active metabolite, and may be at higher risk of recurrence on tamoxifen."
            : "a CYP2D6 intermediate metaboliser forms less endoxifen, tamoxifen's main active metabolite, and may benefit less from tamoxifen.",
          drugs: medNames(meds),
          inhibitor:
            inhibitors.length > 0
              ? ` Also taking ${medNames(inhibitors)}, a strong CYP2D6 inhibitor that lowers endoxifen further: replace it (venlafaxine or desvenlafaxine inhibit CYP2D6 little).`
              : "",
          advice: poor ? `switching to ${ai}` : `considering ${ai}`,
        },
        ...(inhibitors.length > 0
          ? {
              nextSteps: [
                "Discuss with the oncology team soon: an aromatase inhibitor (with ovarian function suppression if premenopausal) in place of tamoxifen; tamoxifen 40 mg/day only if an aromatase inhibitor is unsuitable",
                `Replace ${medNames(inhibitors)} with an option that inhibits CYP2D6 little (e.g. venlafaxine), tapering as usual`,
                "Record the CYP2D6 phenotype as a prescribing alert",
              ],
              evidence: ["cpic-cyp2d6-tamoxifen-2018", "sideras-2010-tamoxifen-cyp2d6-inhibitors"],
            }
          : {}),
      };
    },
  },
  {
    id: "tamoxifen-strong-cyp2d6-inhibitor",
    family: FindingFamily.pharmacogenomics,
    severity: Severity.high,
    problem: "Medicines",
    title: "Tamoxifen with a strong CYP2D6 inhibitor",
    clinician:
      "Taking {tamoxifen} with {inhibitors}, a strong CYP2D6 inhibitor: it lowers the formation of endoxifen, tamoxifen's main active metabolite, and may weaken tamoxifen's effect. Antidepressants with little CYP2D6 inhibition include venlafaxine and desvenlafaxine.",
    patient:
      "One of your medicines can make tamoxifen work less well. Do not stop either medicine on your own; ask your doctor soon about switching the other medicine.",
    nextSteps: [
      "Replace the CYP2D6 inhibitor with a medicine that inhibits CYP2D6 little (e.g. venlafaxine for low mood or hot flushes), tapering as usual",
    ],
    patientQuestions: ["Which medicine for mood or hot flushes is safe with tamoxifen?"],
    evidence: ["sideras-2010-tamoxifen-cyp2d6-inhibitors", "cpic-cyp2d6-tamoxifen-2018"],
    keywords: ["tamoxifen", "paroxetine", "fluoxetine", "bupropion", "cyp2d6 inhibitor"],
    match: (ctx) => {
      const tam = tamoxifenMeds(ctx).filter((m) => !planned(ctx, m));
      const inhibitors = strongInhibitors(ctx);
      if (tam.length === 0 || inhibitors.length === 0) return undefined;
      // With a reduced-function genotype the genotype finding already names the inhibitor.
      const reduced = ctx
        .genes("CYP2D6")
        .some((x) =>
          ["poor", "intermediate"].includes(
            metaboliserPhenotype("CYP2D6", `${x.interpretation} ${x.value ?? ""}`) ?? "",
          ),
        );
      if (reduced) return undefined;
      return {
        refs: ctx.refs(...tam, ...inhibitors),
        values: { tamoxifen: medNames(tam), inhibitors: medNames(inhibitors) },
        nextSteps: [
          `Replace ${medNames(inhibitors)} with a medicine that inhibits CYP2D6 little (e.g. venlafaxine for low mood or hot flushes), tapering as usual`,
        ],
      };
    },
  },
];
