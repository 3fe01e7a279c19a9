import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { oestrogens, TRANSDERMAL } from "./genetics.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { migraineWithAura } from "./young-adults.ts";

/*
 * Migraine with aura on oral menopausal HRT (review 16, women-bone-hormones case 02: an oral
 * estradiol/norethisterone tablet with monthly aura drew no comment on the aura). The Australasian
 * Menopause Society information sheet ("ams-migraine-mht", seen 2026-11-29): migraine is not a
 * contraindication to menopausal hormone therapy; keeping oestrogen levels stable matters, and
 * transdermal delivery is preferable. Unlike the combined pill (UKMEC 4 with aura), HRT is not
 * stopped for the aura alone.
 */

function oralHrtWithAura(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female") return undefined;
  const oral = oestrogens(ctx, "systemic-hrt").filter(
    (m) => !TRANSDERMAL.test([m.name, m.dosage, m.frequency].filter(Boolean).join(" ")),
  );
  if (oral.length === 0) return undefined;
  const aura = migraineWithAura(ctx);
  if (aura === undefined) return undefined;
  return { refs: [...aura, ...oral.map((m) => m.ref)], values: { med: medNames(oral) } };
}

export const HRT_MIGRAINE_AURA_RULES: readonly Rule[] = [
  {
    id: "oral-hrt-migraine-aura",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Menopause treatment",
    title: "Migraine with aura on oral HRT: transdermal oestrogen preferred",
    clinician:
      "Migraine with aura recorded while taking oral HRT ({med}). Migraine, with or without aura, is not a contraindication to menopausal hormone therapy, but the Australasian Menopause Society advises keeping oestrogen levels steady, for which transdermal oestrogen (patch, gel or spray) is preferable to tablets.",
    patient:
      "You have migraine with aura and take HRT as tablets. Migraine with aura does not rule out HRT, but HRT through the skin (a patch, gel or spray) keeps hormone levels steadier and is usually preferred. Ask your doctor whether to switch. Do not stop your HRT on your own.",
    nextSteps: ["Offer a switch to transdermal oestrogen (patch, gel or spray)"],
    patientQuestions: ["Would a patch or gel suit me better than HRT tablets with my migraines?"],
    evidence: ["ams-migraine-mht"],
    keywords: ["migraine with aura", "hormone replacement therapy", "transdermal estrogen", "menopause"],
    match: oralHrtWithAura,
  },
];
