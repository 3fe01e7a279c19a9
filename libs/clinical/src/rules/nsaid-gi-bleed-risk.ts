/**
 * An NSAID taken with an SSRI/SNRI (aspirin or another antiplatelet adds to it), and no acid suppression
 * (review 13, hepatology-gi 13: ibuprofen + aspirin + sertraline, no PPI, in a woman of 70 with
 * dyspepsia and iron-deficiency anaemia; no medicine-safety finding).
 *
 * - Loke 2008 meta-analysis as summarised by the NPC/Centre for Medicines Optimisation
 *   (loke-2008-ssri-nsaid-gi-bleed): an SSRI roughly doubles the risk of upper GI bleeding and an SSRI
 *   with an NSAID raises it about six-fold; the combination should be reviewed, above all from 65 or
 *   with other risk factors, by stopping or changing the NSAID, changing the antidepressant, or
 *   adding a PPI or misoprostol.
 * Anticoagulant + NSAID (drug-lab.ts) and a bleed under way (acute-gi-bleed.ts) are reported there.
 */
import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { capitalise } from "../text.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import { giBleedPicture } from "./acute-gi-bleed.ts";
import { medNames, type RuleContext } from "./context.ts";
import { isPlanned } from "./genetics.ts";
import { statedMention } from "./notes.ts";
import { nsaidInNotes } from "./nsaid-in-notes-kidney.ts";
import type { Rule } from "./types.ts";

/** Acid suppression named in the notes ("with omeprazole 20 mg daily"), which protects as a listed one does. */
const ACID_SUPPRESSION_NOTE = new RegExp(
  `\\b(?:${[...(DRUG_CLASSES.ppi ?? []), ...(DRUG_CLASSES["h2-blocker"] ?? [])].join("|")})\\b`,
);

/** The age from which the combination is reviewed as a matter of course. */
const OLDER_AGE = 65;

const GUT_SYMPTOMS = /\b(?:dyspeps\w*|indigestion|epigastric (?:pain|discomfort)|heartburn|reflux)\b/;

const current = (ctx: RuleContext, meds: readonly MedicationItem[]) => meds.filter((m) => !isPlanned(ctx, m));

/** Iron deficiency in the record: the combination is a candidate source of the blood loss. */
function ironDeficient(ctx: RuleContext): boolean {
  const ferritin = ctx.lab("ferritin");
  return ferritin !== undefined && (ferritin.status === "low" || ferritin.status === "critical-low");
}

export const NSAID_GI_BLEED_RISK_RULES: readonly Rule[] = [
  {
    id: "nsaid-gi-bleed-risk",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicine safety",
    title: "NSAID with an SSRI{others} and no stomach protection",
    clinician:
      "{nsaid} taken with {otherMeds} and no PPI: each adds to the risk of upper GI bleeding, and an SSRI with an NSAID raises it about six-fold (Loke 2008). Review the combination: stop the NSAID or change to another painkiller, or add a PPI if it must continue.{context}",
    patient:
      "You take {nsaidDrugs}, an anti-inflammatory painkiller, together with {otherPlain}. Together they make bleeding from the stomach more likely. Do not stop your heart or mood medicine on your own, but ask your doctor about a safer painkiller or a medicine to protect your stomach. Get help straight away if you have black stools or vomit blood.",
    nextSteps: [
      "Stop the NSAID where possible; use {paracetamol} or a topical NSAID for pain",
      "If the NSAID must continue alongside the SSRI, add a proton pump inhibitor",
    ],
    patientQuestions: ["Is there a safer painkiller for me, and do I need a medicine to protect my stomach?"],
    evidence: ["loke-2008-ssri-nsaid-gi-bleed"],
    keywords: [
      "nsaid",
      "ssri",
      "aspirin",
      "upper gastrointestinal bleeding",
      "proton pump inhibitor",
      "gastroprotection",
    ],
    match: (ctx) => {
      const nsaid = current(ctx, ctx.meds("nsaid"));
      // An NSAID bought over the counter is often only in the notes: Advil three times a day with
      // sertraline at 81 and no acid suppression gave no finding (review 30, meds-30b case 19).
      const noted = nsaid.length === 0 ? nsaidInNotes(ctx) : undefined;
      if (nsaid.length === 0 && noted === undefined) return undefined;
      if (statedMention(ctx.freeText, ACID_SUPPRESSION_NOTE) !== undefined) return undefined;
      const antiplatelet = current(ctx, ctx.medsOf("aspirin", "antiplatelet", "clopidogrel")).filter(
        (m) => !nsaid.includes(m),
      );
      const ssri = current(ctx, ctx.meds("ssri-snri"));
      // The source's combination is SSRI + NSAID; aspirin on top is a further risk, not the trigger.
      if (ssri.length === 0) return undefined;
      if (current(ctx, ctx.medsOf("ppi", "h2-blocker")).length > 0) return undefined;
      if (ctx.medsOf("warfarin", "doac").length > 0 || giBleedPicture(ctx) !== undefined) return undefined;
      const others = [...antiplatelet, ...ssri];
      const risks: string[] = [];
      const age = ctx.age;
      if (age !== undefined && age >= OLDER_AGE) risks.push(`age ${age}`);
      const symptom = statedMention(ctx.freeText, GUT_SYMPTOMS);
      if (symptom !== undefined) risks.push(`"${symptom}" in the notes`);
      const iron = ironDeficient(ctx);
      const context = [
        risks.length > 0 ? ` Further risk: ${risks.join(", ")}.` : "",
        iron
          ? " With iron deficiency, these medicines are a possible source of the blood loss; that does not replace the gut investigation."
          : "",
      ].join("");
      const plain = [
        ...(antiplatelet.length > 0 ? [`a blood-thinning medicine (${medNames(antiplatelet)})`] : []),
        `an antidepressant (${medNames(ssri)})`,
      ].join(" and ");
      return {
        refs: ctx.refs(...nsaid, ...others),
        values: {
          nsaid: noted === undefined ? medNames(nsaid) : `${capitalise(noted)} (in the notes)`,
          nsaidDrugs: noted ?? medNames(nsaid),
          others: antiplatelet.length > 0 ? " and aspirin/antiplatelet" : "",
          otherMeds: medNames(others),
          otherPlain: plain,
          context,
        },
        ...(risks.length >= 2 || iron ? { severity: Severity.high } : {}),
      };
    },
  },
];
