import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { genericName } from "../vocab/brands.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Co-amoxiclav current with a penicillin allergy on record (review 25, medicine-names case 06:
 * co-amoxiclav and Augmentin both current with "Allergies: penicillin (rash as a child)" in the notes
 * went unremarked). The co-amoxiclav label contraindicates it with hypersensitivity to any penicillin,
 * and asks for careful enquiry about earlier penicillin reactions before treatment (evidence
 * "augmentin-gsk-safety"). Co-amoxiclav is found under all its names by its vocabulary class;
 * other penicillins have their own rule below, each cited to its own label.
 */

/** A penicillin named as an allergy in an allergy list entry. */
const PENICILLIN_NAME = /\b(?:penicillins?|pcn|amoxicillin|amoxycillin|co-?amoxiclav|augmentin|beta-?lactams?)\b/i;

/**
 * A penicillin allergy stated in the notes: "penicillin allergy", "allergic to penicillin",
 * "Allergies: penicillin (rash)", "PCN allergy". Notes are lower-cased before they are read.
 */
const PENICILLIN_ALLERGY =
  /\b(?:penicillins?|pcn|amoxicillin|amoxycillin)[- ]?allerg\w*|\ballerg\w*\s*(?:to\s+|:\s*|-\s*)(?:[a-z]+\s*,\s*)*(?:penicillins?|pcn|amoxicillin|amoxycillin)\b/;

function penicillinAllergy(ctx: RuleContext): { quote: string; ref?: string } | undefined {
  const listed = ctx.model.allergies.find((a) => PENICILLIN_NAME.test(a.name));
  if (listed !== undefined)
    return { quote: `${listed.name}${listed.reaction ? ` (${listed.reaction})` : ""}`, ref: listed.ref };
  const noted = statedMention(ctx.freeText, PENICILLIN_ALLERGY, true);
  return noted === undefined ? undefined : { quote: noted };
}

function coAmoxiclavWithAllergy(ctx: RuleContext): RuleMatch | undefined {
  const meds: MedicationItem[] = ctx.meds("amoxicillin-clavulanate");
  if (meds.length === 0) return undefined;
  const allergy = penicillinAllergy(ctx);
  if (allergy === undefined) return undefined;
  return {
    refs: [...ctx.refs(...meds), ...(allergy.ref === undefined ? [] : [allergy.ref])],
    values: { med: medNames(meds), allergy: allergy.quote },
  };
}

export const CO_AMOXICLAV_PENICILLIN_ALLERGY_RULES: readonly Rule[] = [
  {
    id: "co-amoxiclav-penicillin-allergy",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Co-amoxiclav with a recorded penicillin allergy",
    clinician:
      '{med} is current, and the record notes a penicillin allergy ("{allergy}"). Co-amoxiclav (amoxicillin with clavulanic acid) is a penicillin: its label contraindicates it with hypersensitivity to any penicillin, and serious, occasionally fatal reactions are more likely after an earlier penicillin reaction.',
    patient:
      "Your record says you are allergic to penicillin, and you have been given {med}, which is a penicillin. Contact the doctor or pharmacist who gave it today, before taking another dose. If you get a rash, swelling of the face, lips or tongue, or difficulty breathing, get emergency help straight away.",
    nextSteps: [
      "Ask about the earlier reaction now (what happened, when, how severe), as the label asks before any penicillin is given",
      "If the allergy stands, stop co-amoxiclav and change to a non-penicillin antibiotic suited to the infection; record the outcome in the allergy record",
    ],
    patientQuestions: ["I have a penicillin allergy on my record: is this antibiotic safe for me?"],
    evidence: ["augmentin-gsk-safety"],
    keywords: ["penicillin allergy", "co-amoxiclav", "augmentin", "amoxicillin-clavulanate", "hypersensitivity"],
    match: coAmoxiclavWithAllergy,
  },
];

/*
 * Any other penicillin current with a penicillin allergy on record (review 25b, medicines-25b cases
 * 04-06: amoxicillin, flucloxacillin and Tazocin went unremarked beside "penicillin allergy"). Each
 * label seen rules the medicine out with an allergy to any other penicillin; a penicillin whose label
 * has not been seen waits for it. Review 26 (medicines-26 cases 03-05) added benzylpenicillin,
 * ampicillin, temocillin and pivmecillinam, each with its label; cephalosporins are not in the class.
 */

/** The label seen for each penicillin, by its generic name in the vocabulary. */
const PENICILLIN_LABEL: Readonly<Record<string, { name: string; source: string }>> = {
  amoxicillin: { name: "amoxicillin", source: "amoxicillin-smpc-penicillin-allergy" },
  flucloxacillin: { name: "flucloxacillin", source: "flucloxacillin-cmi-penicillin-allergy" },
  phenoxymethylpenicillin: {
    name: "phenoxymethylpenicillin (penicillin V)",
    source: "phenoxymethylpenicillin-pil-penicillin-allergy",
  },
  piperacillin: { name: "piperacillin-tazobactam", source: "tazocin-smpc-penicillin-allergy" },
  benzylpenicillin: { name: "benzylpenicillin (penicillin G)", source: "benzylpenicillin-smpc-penicillin-allergy" },
  ampicillin: { name: "ampicillin", source: "ampicillin-label-penicillin-allergy" },
  temocillin: { name: "temocillin", source: "negaban-smpc-penicillin-allergy" },
  pivmecillinam: { name: "pivmecillinam", source: "selexid-pil-penicillin-allergy" },
};

function labelsOf(meds: readonly MedicationItem[]) {
  const found = meds.flatMap((m) => m.drugs.map((d) => PENICILLIN_LABEL[genericName(d)]));
  return [...new Set(found.filter((l) => l !== undefined))];
}

function penicillinWithAllergy(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("penicillin");
  const labels = labelsOf(meds);
  if (labels.length === 0) return undefined;
  const allergy = penicillinAllergy(ctx);
  if (allergy === undefined) return undefined;
  const drugs = labels.map((l) => l.name).join(" and ");
  return {
    refs: [...ctx.refs(...meds), ...(allergy.ref === undefined ? [] : [allergy.ref])],
    values: {
      med: medNames(meds),
      allergy: allergy.quote,
      drugs: `${drugs.charAt(0).toUpperCase()}${drugs.slice(1)}`,
      isA:
        labels.length === 1 ? "is a penicillin, and its label rules it" : "are penicillins, and their labels rule them",
    },
    nextSteps: [
      "Ask about the earlier reaction now (what happened, when, how severe), as the label asks before any penicillin is given",
      `If the allergy stands, stop ${drugs} and change to a non-penicillin antibiotic suited to the infection; record the outcome in the allergy record`,
    ],
    evidence: labels.map((l) => l.source),
    evidenceReplacesRule: true,
  };
}

export const PENICILLIN_ALLERGY_RULES: readonly Rule[] = [
  {
    id: "penicillin-with-penicillin-allergy",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Medication safety",
    title: "A penicillin with a recorded penicillin allergy",
    clinician:
      '{med} is current, and the record notes a penicillin allergy ("{allergy}"). {drugs} {isA} out in anyone allergic to another penicillin.',
    patient:
      "Your record says you are allergic to penicillin, and you have been given {med}, which is a penicillin. Tell the doctor, nurse or pharmacist treating you today, before the next dose. If you get a rash, swelling of the face, lips or tongue, or difficulty breathing, get emergency help straight away.",
    nextSteps: ["Ask about the earlier reaction now, and stop the penicillin if the allergy stands"],
    patientQuestions: ["I have a penicillin allergy on my record: is this antibiotic safe for me?"],
    evidence: ["amoxicillin-smpc-penicillin-allergy"],
    keywords: [
      "penicillin allergy",
      "amoxicillin",
      "flucloxacillin",
      "penicillin v",
      "piperacillin-tazobactam",
      "benzylpenicillin",
      "ampicillin",
      "temocillin",
      "pivmecillinam",
    ],
    match: penicillinWithAllergy,
  },
];
