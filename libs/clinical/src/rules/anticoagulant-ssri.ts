import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { drugWords, genericName } from "../vocab/brands.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import { giBleedPicture } from "./acute-gi-bleed.ts";
import { medNames, type RuleContext } from "./context.ts";
import { anticoagulantBleeding } from "./doac-bleeding.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * An SSRI or SNRI taken with an oral anticoagulant other than apixaban (review 26, medicines-26
 * cases 01-02: rivaroxaban with sertraline in a woman of 86, and warfarin with venlafaxine, went
 * unremarked; apixaban has its own finding, drug-lab.ts apixaban-with-an-SSRI). The rivaroxaban
 * label names SSRIs and SNRIs among drugs affecting haemostasis that raise its bleeding risk
 * (xarelto-label-ssri-snri), and NHS Greater Glasgow and Clyde's medicines advice (ggc-ssri-bleeding)
 * finds major bleeding more likely with an SSRI and any oral anticoagulant than with either alone,
 * applies the same advice to SNRIs, and suggests weighing a PPI. A bleed on record has its own
 * finding, which names the medicines adding to it, so this one steps aside then.
 */

const ANTICOAGULANT_NAMES = new Set([...(DRUG_CLASSES.doac ?? []), ...(DRUG_CLASSES.warfarin ?? [])]);
const SSRI_NAMES = new Set(DRUG_CLASSES["ssri-snri"] ?? []);

/** Oral anticoagulants other than apixaban, whose own finding cites its label. */
function otherOralAnticoagulants(ctx: RuleContext): MedicationItem[] {
  return ctx
    .medsOf("doac", "warfarin")
    .filter((m) => m.drugs.some((d) => ANTICOAGULANT_NAMES.has(d) && genericName(d) !== "apixaban"));
}

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const anticoagulants = otherOralAnticoagulants(ctx);
  const ssri = ctx.meds("ssri-snri");
  if (anticoagulants.length === 0 || ssri.length === 0) return undefined;
  if (giBleedPicture(ctx) !== undefined || anticoagulantBleeding(ctx) !== undefined) return undefined;
  const rivaroxaban = anticoagulants.some((m) => m.drugs.some((d) => genericName(d) === "rivaroxaban"));
  return {
    refs: ctx.refs(...anticoagulants, ...ssri),
    values: {
      med: medNames([...anticoagulants, ...ssri]),
      drugs: listed(drugWords(anticoagulants, ANTICOAGULANT_NAMES)),
      ssri: listed(drugWords(ssri, SSRI_NAMES)),
      label: rivaroxaban
        ? " The rivaroxaban label names SSRIs and SNRIs among drugs affecting haemostasis that add to its bleeding risk."
        : "",
    },
    evidence: rivaroxaban ? ["ggc-ssri-bleeding", "xarelto-label-ssri-snri"] : ["ggc-ssri-bleeding"],
    evidenceReplacesRule: true,
  };
}

export const ANTICOAGULANT_SSRI_RULES: readonly Rule[] = [
  {
    id: "anticoagulant-ssri",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Oral anticoagulant with an SSRI or SNRI",
    clinician:
      "On {med}: an SSRI with an oral anticoagulant makes major bleeding more likely than either alone, and NHS Greater Glasgow and Clyde advice treats SNRIs the same way.{label} Weigh the patient's other bleeding risks before continuing both, and consider a proton pump inhibitor where it fits.",
    patient:
      "You take a blood thinner ({drugs}) and an antidepressant ({ssri}) that can also make bleeding more likely. Do not stop either medicine on your own. Tell your doctor straight away about signs of bleeding, such as black or bloody stools, blood in your urine, or bruising or bleeding that is unusual for you.",
    nextSteps: [
      "Ask about bleeding, and tell the patient which signs of blood loss to report at once",
      "Review the other bleeding risks (aspirin or other antiplatelets, NSAIDs, past bleeding, age) and consider a proton pump inhibitor while both continue",
    ],
    patientQuestions: ["Does my antidepressant add to the bleeding risk of my blood thinner?"],
    evidence: ["ggc-ssri-bleeding"],
    keywords: ["anticoagulant", "rivaroxaban", "warfarin", "ssri", "snri", "bleeding risk", "drug interaction"],
    match,
  },
];
