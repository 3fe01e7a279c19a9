import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { oestrogens } from "./genetics.ts";
import type { Rule } from "./types.ts";

/*
 * Systemic menopausal HRT after breast cancer (review 10, women's health case
 * hrt-vte-breastca-56f: combined oral HRT started privately in a woman on anastrozole for
 * ER-positive breast cancer, and the engine said nothing). Sources, seen 2026-11-28 (seenAt in
 * evidence/added-sources.ts):
 * - NICE NG101 (with NG23): systemic HRT is stopped at a breast cancer diagnosis and not offered
 *   routinely to women with a history of breast cancer, only exceptionally for severe symptoms
 *   after the risks are discussed; an SSRI can be considered for hot flushes, but not with
 *   tamoxifen. NICE CKS and the BMS joint statement treat a history of breast cancer as a
 *   contraindication to systemic HRT, with any exception agreed with the breast or oncology team.
 * - An aromatase inhibitor works by lowering oestrogen, and tamoxifen by blocking it at the
 *   tumour: HRT oestrogen works against both.
 * Low-dose vaginal oestrogen is not systemic HRT and is left out (see genetics.ts oestrogenUse).
 */

/** A breast cancer of the patient's own: not a screen, a relative's, or an unconfirmed entry. */
const NOT_OWN = /\b(?:screen\w*|family history|fh of|mother|sister|daughter|aunt|relative|risk of|no)\b/i;

function breastCancer(ctx: RuleContext) {
  return ctx
    .everHad("breast-cancer")
    .find((c) => !/refuted|entered-in-error|error/i.test(c.verification ?? "") && !NOT_OWN.test(c.name));
}

/** The first generic name a medicine was recognised by, for short text ("anastrozole"). */
function drugName(m: MedicationItem, fallback: string): string {
  return m.drugs[0] ?? fallback;
}

export const MENOPAUSE_HRT_RULES: readonly Rule[] = [
  {
    id: "hrt-after-breast-cancer",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Systemic HRT after breast cancer",
    clinician:
      "{med} (systemic oestrogen HRT) with {cancer}: systemic HRT is not offered routinely after breast cancer (NICE NG101), and a history of breast cancer is generally treated as a contraindication; any exception is agreed with the breast or oncology team.{endocrine}",
    patient:
      "You are taking HRT, which contains the hormone oestrogen. After breast cancer, HRT taken by mouth or through the skin is usually not advised, because oestrogen can feed some breast cancers.{patientEndocrine} Please talk to your breast care team or doctor soon about stopping it. There are other ways to ease hot flushes.",
    nextSteps: [
      "Arrange prompt review with the breast or oncology team about stopping systemic HRT",
      "Offer non-hormonal options for vasomotor symptoms (e.g. CBT; an SSRI or SNRI can be considered, but not an SSRI with tamoxifen)",
    ],
    patientQuestions: ["What can I use for hot flushes instead of HRT?"],
    evidence: ["nice-ng101-breast-cancer-menopause", "nice-ng23-menopause"],
    keywords: ["hormone replacement therapy", "breast cancer", "aromatase inhibitor", "tamoxifen", "hot flushes"],
    match: (ctx) => {
      if (ctx.sex === "male") return undefined;
      const hrt = oestrogens(ctx, "systemic-hrt");
      if (hrt.length === 0) return undefined;
      const cancer = breastCancer(ctx);
      const ai = ctx.meds("aromatase-inhibitor");
      const tamoxifen = ctx.meds("tamoxifen");
      if (!cancer && ai.length === 0 && tamoxifen.length === 0) return undefined;
      const endocrineMed = ai[0] ?? tamoxifen[0];
      const cancerText = cancer
        ? `${cancer.name}${cancer.status && cancer.status !== "active" ? ` (${cancer.status})` : ""}`
        : `${endocrineMed ? drugName(endocrineMed, endocrineMed.name) : "breast cancer treatment"} listed, a treatment for hormone-sensitive breast cancer`;
      let endocrine = "";
      let patientEndocrine = "";
      if (ai[0]) {
        const name = drugName(ai[0], "the aromatase inhibitor");
        endocrine = ` The oestrogen also works directly against ${name}, an aromatase inhibitor whose purpose is to lower oestrogen.`;
        patientEndocrine = ` It also works against your ${name}, which is there to keep oestrogen low.`;
      } else if (tamoxifen[0]) {
        endocrine =
          " The oestrogen also works against tamoxifen, which blocks oestrogen at the tumour; SSRIs are not used for hot flushes with tamoxifen.";
        patientEndocrine = " It also works against your tamoxifen, which blocks oestrogen.";
      }
      return {
        refs: ctx.refs(...hrt, cancer, ...ai, ...tamoxifen),
        values: { med: medNames(hrt), cancer: cancerText, endocrine, patientEndocrine },
      };
    },
  },
];
