import { FindingFamily, type ConditionItem, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * An opioid taken with a benzodiazepine or Z-drug, which together can slow breathing dangerously.
 */

const F = FindingFamily.drugLab;

function activeConditions(ctx: RuleContext, re: RegExp): ConditionItem[] {
  return ctx.model.conditions.filter((c) => isActiveCondition(c.status) && (re.test(c.name) || re.test(c.code ?? "")));
}

/** Morphine brands the drug-class vocabulary leaves out because their names are short or shared (MST Continus, Morphgesic). */
const MORPHINE_BRAND = /\b(?:mst\s+continus|morphgesic)\b/i;

function opioids(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter(
    (m) =>
      m.active && (m.classes.includes("opioid") || m.classes.includes("cyp2d6-opioid") || MORPHINE_BRAND.test(m.name)),
  );
}

/** Daytime sleepiness or slowed breathing stated in the notes. */
const SEDATION_NOTES =
  /\b(?:(?:very|more|excessively|increasingly)\s+(?:drowsy|sleepy)|drows(?:y|iness)|hard to (?:rouse|wake)|difficult to (?:rouse|wake)|slow(?:ed)?\s+breathing|shallow breathing|respiratory depression)\b/;
const ALCOHOL_USE = /\balcohol(?:ic)?\s+(?:dependence|dependency|use disorder|misuse|abuse|excess)\b|\balcoholism\b/i;
const HEAVY_DRINKING =
  /\bdrink(?:s|ing)\s+(?:about\s+|around\s+)?\d+(?:\s*-\s*\d+)?\s+(?:units|cans|pints|bottles)\b[^.;]*|\bheavy\s+drink\w*|\bdrinks?\s+heavily\b/;
const LUNG_DISEASE = /\bcopd\b|\bchronic obstructive\b|\bemphysema\b|\bobstructive sleep apno\w*|\bJ4[34]\b/i;

function opioidSedative(ctx: RuleContext): RuleMatch | undefined {
  const opi = opioids(ctx);
  const sedatives = ctx.medsOf("benzodiazepine", "z-drug");
  if (opi.length === 0 || sedatives.length === 0) return undefined;
  const gaba = ctx.meds("gabapentinoid");
  const lung = activeConditions(ctx, LUNG_DISEASE);
  const drowsy = statedMention(ctx.freeText, SEDATION_NOTES, true);
  const extras: string[] = [];
  if (gaba.length > 0)
    extras.push(`${medNames(gaba)} (a gabapentinoid) adds a further sedative and breathing-depressant effect.`);
  if (lung.length > 0)
    extras.push(`${lung.map((c) => c.name).join(" and ")} lowers the reserve against slowed breathing.`);
  if (drowsy !== undefined)
    extras.push(`The notes already describe "${drowsy}", which may be early over-sedation on this combination.`);
  // Heavy drinking is a third depressant (review 33, mental-addiction-33 case 17: methadone and diazepam
  // with 6-8 cans of strong cider a day read without a word of the alcohol).
  const alcohol = activeConditions(ctx, ALCOHOL_USE);
  const drinking = alcohol.length > 0 ? alcohol[0]!.name : statedMention(ctx.freeText, HEAVY_DRINKING, true);
  if (drinking !== undefined)
    extras.push(
      `Alcohol ("${drinking}" in the record) is a further central nervous system depressant and adds to the sedation and slowed breathing.`,
    );
  const worse = lung.length > 0 || drowsy !== undefined;
  return {
    refs: [...ctx.refs(...opi, ...sedatives, ...gaba), ...ctx.refs(...lung, ...alcohol)],
    // The Beers criteria speak for people 65 and older (case 17: cited for a man of 49).
    evidence: ["fda-2016-opioid-benzodiazepine", ...(ctx.age !== undefined && ctx.age < 65 ? [] : ["ags-beers-2023"])],
    evidenceReplacesRule: true,
    values: { opioids: medNames(opi), sedatives: medNames(sedatives) },
    ...(extras.length > 0 ? { clinicianExtra: extras.join(" ") } : {}),
    ...(worse
      ? {
          // Only the reason that applies: "a lung condition or heavy drowsiness" was read to a woman with no
          // lung disease (review 29b, meds-29b case 12).
          patientExtra: `Because ${
            lung.length > 0 && drowsy !== undefined
              ? "you have a lung condition and your notes mention drowsiness"
              : lung.length > 0
                ? "you have a lung condition"
                : "your notes mention drowsiness"
          }, please speak to your doctor about this within the next few days. If you or the people around you notice slow or shallow breathing, or you are hard to wake, call emergency services.`,
        }
      : {}),
  };
}

export const OPIOID_SEDATIVE_RULES: readonly Rule[] = [
  {
    id: "opioid-benzodiazepine",
    family: F,
    severity: Severity.high,
    problem: "Medicine interactions",
    title: "Opioid with a benzodiazepine or Z-drug: risk of dangerous sedation and slowed breathing",
    clinician:
      "{opioids} with {sedatives}. Opioids and benzodiazepines (and related sleeping tablets) together cause deep sedation, respiratory depression, coma and death; the FDA requires its strongest warning on both and advises co-prescribing only when alternatives are inadequate, at the lowest doses for the shortest time.",
    patient:
      "You take an opioid painkiller ({opioids}) together with a sedative or sleeping medicine ({sedatives}). Together they can make you very drowsy and slow your breathing. Please ask your doctor to review them soon. Do not stop them suddenly on your own, and avoid alcohol.",
    nextSteps: [
      "Review whether both are needed; plan a gradual reduction of the benzodiazepine or Z-drug (and of the opioid dose where possible)",
      "Offer naloxone and explain to the patient and carers the signs of over-sedation and slowed breathing",
      "Avoid adding other sedating medicines; reassess drowsiness and breathing at each review",
    ],
    patientQuestions: ["Do I still need both my painkiller and my sleeping or anxiety medicine?"],
    evidence: ["fda-2016-opioid-benzodiazepine", "ags-beers-2023"],
    keywords: ["opioid", "benzodiazepine", "z-drug", "respiratory depression", "naloxone", "drug interaction"],
    match: opioidSedative,
  },
];
