import { FindingFamily, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { comfortCareStated } from "./comfort-care.ts";
import type { RuleContext } from "./context.ts";
import { isHigh } from "./lab-status.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * A statin stopped for muscle symptoms, with nothing lowering cholesterol now (review 23,
 * leftovers-23: a 64-year-old with QRISK3 16% who stopped atorvastatin and simvastatin for aching
 * calves got only "cholesterol above the range"). Muscle symptoms on one statin do not close the
 * question: UK guidance has another statin or a lower dose tried, and ezetimibe
 * when statins are not tolerated (FACTS_SEEN["nice-cg181-lipid-modification"], leftovers-23 line).
 * A raised CK is a different question (myopathy), so the finding stays quiet then, as it does with
 * comfort care or lipid-lowering treatment already in place.
 *
 * Review 24 (statins-24-review24 cases 05–07): a US record got nothing, and the plain words notes
 * use ("legs ached", "cramping on atorvastatin") were missed. A US record gets the same question
 * with the NLA 2022 statement's steps (SUMMARIES["nla-2022-statin-intolerance"]): a different statin,
 * a lower dose or less frequent dosing, intolerance called only after two statins, and a non-statin
 * with outcome evidence when goals are not reached.
 */

const STATIN = String.raw`(?:statins?|\w+vastatin)`;
const MUSCLE = String.raw`(?:muscle|muscular|myalgi\w*|ach(?:e|es|ed|ing|y|iness)|cramp(?:s|ing|ed)?|calf|calves|legs?)`;
/**
 * Up to n characters of one sentence with no denial in them: "stopped rosuvastatin because of the
 * copay, no muscle aches" names muscles only to deny them (review 24, statins-24 case 06).
 */
const gap = (n: number) => String.raw`(?:(?!\b(?:no|not|without|denie[sd]|never)\b)[^.;]){0,${n}}`;
const STOPPED = String.raw`(?:stopped|discontinued|intoleran\w*)`;
/**
 * A statin stopped or not tolerated, with muscle symptoms named in the same sentence, in either
 * order ("atorvastatin 20 mg 2024 - legs ached after 3 wks, stopped"; "legs ached again, off it since").
 */
const STOPPED_FOR_MUSCLES = new RegExp(
  [
    String.raw`\b(?:${STOPPED}|could not tolerate|couldn't tolerate)\b${gap(40)}\b${STATIN}\b${gap(80)}\b${MUSCLE}\b`,
    String.raw`\b${STATIN}\b${gap(40)}\b${STOPPED}\b${gap(60)}\b${MUSCLE}\b`,
    String.raw`\b${MUSCLE}\b${gap(60)}\b(?:on|with|from)\s+(?:a\s+)?${STATIN}\b`,
    String.raw`\b${STATIN}\b${gap(40)}\b${MUSCLE}\b${gap(40)}\b(?:${STOPPED}|off (?:it|them|the statin))\b`,
  ].join("|"),
  "i",
);
const STATIN_NAME = new RegExp(String.raw`\b${STATIN}\b`, "i");
const MUSCLE_NAME = new RegExp(String.raw`\b${MUSCLE}\b`, "i");
const OTHER_LIPID_LOWERING = /\b(?:ezetimibe|evolocumab|alirocumab|inclisiran|bempedoic)\b/i;
const LIPIDS = ["ldl-c", "non-hdl-c", "cholesterol-total"] as const;

const INTOLERANCE_CONDITION = /\bstatin[- ]?(?:intoleran\w*|associated muscle symptoms|myalgia|myopathy)\b/i;

/**
 * Statin intolerance the record states, whatever is taken now: a current condition naming it, an
 * allergy or intolerance entry naming a statin, or a statin stopped for muscle symptoms in the notes.
 * Its wording, or undefined (review 27, heart-27 case 10: two statins not tolerated, ezetimibe
 * taken, LDL-C 212 mg/dL after PCI, told to "start a high-intensity statin; add ezetimibe").
 */
export function statinIntoleranceRecorded(ctx: RuleContext): string | undefined {
  const condition = ctx.model.conditions.find((c) => isActiveCondition(c.status) && INTOLERANCE_CONDITION.test(c.name));
  if (condition !== undefined) return condition.name;
  const allergies = ctx.model.allergies.filter((a) => STATIN_NAME.test(a.name));
  if (allergies.length > 0) return allergies.map((a) => a.name).join(", ");
  return statedMention(ctx.freeText, STOPPED_FOR_MUSCLES, true);
}

export function statinStoppedForMuscles(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.meds("statin").length > 0 || ctx.model.medications.some((m) => m.active && OTHER_LIPID_LOWERING.test(m.name)))
    return undefined;
  const allergy = ctx.model.allergies.find(
    (a) => STATIN_NAME.test(a.name) && MUSCLE_NAME.test(`${a.name} ${a.reaction ?? ""}`),
  );
  // "Aches settled after stopping" describes the past episode, not an unchanged state to ignore.
  const noted = statedMention(ctx.freeText, STOPPED_FOR_MUSCLES, true);
  if (allergy === undefined && noted === undefined) return undefined;
  if (isHigh(ctx.lab("ck")) || comfortCareStated(ctx) !== undefined) return undefined;
  const lipids = LIPIDS.map((id) => ctx.lab(id)).filter((o) => o !== undefined);
  if (lipids.length === 0) return undefined;
  const ck = ctx.lab("ck");
  return {
    refs: ctx.refs(...lipids, ck, allergy),
    values: {
      quote: noted ?? `${allergy?.name}${allergy?.reaction ? ` (${allergy.reaction})` : ""}`,
      ck: ck === undefined ? "" : ` The latest CK (${ctx.show(ck)}) is within its range.`,
    },
  };
}

export const STATIN_INTOLERANCE_RULES: readonly Rule[] = [
  {
    id: "statin-muscle-symptoms-options-uk",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Cardiovascular risk",
    title: "Statin stopped for muscle symptoms: other options (UK)",
    clinician:
      'A statin was stopped because of muscle symptoms ("{quote}") and no lipid-lowering treatment is listed now.{ck} Muscle symptoms on a statin do not always mean no statin can be taken: with myalgia and no significantly raised CK, NICE-based UK guidance suggests a different statin or a lower dose, aiming for the highest dose tolerated; if statins are still not tolerated, ezetimibe alone is a NICE-recommended option.',
    patient:
      "You stopped a cholesterol medicine (a statin) because of muscle aches. That does not always rule statins out: a lower dose or a different statin may suit you, and if not, there are other cholesterol-lowering medicines. Your doctor can talk through the options with you.",
    nextSteps: [
      "Discuss options after statin muscle symptoms: a different statin or lower dose, or ezetimibe if statins are not tolerated",
    ],
    patientQuestions: ["Is there a cholesterol medicine I could try that may suit me better?"],
    evidence: ["nice-cg181-lipid-modification"],
    keywords: ["statin intolerance", "statin-associated muscle symptoms", "ezetimibe"],
    match: (ctx) => (readsAsUk(ctx) ? statinStoppedForMuscles(ctx) : undefined),
  },
  {
    id: "statin-muscle-symptoms-options",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Cardiovascular risk",
    title: "Statin stopped for muscle symptoms: other options",
    clinician:
      'A statin was stopped because of muscle symptoms ("{quote}") and no lipid-lowering treatment is listed now.{ck} Muscle symptoms on one statin do not always mean no statin can be taken: the National Lipid Association (2022) calls it statin intolerance only after at least two statins have been tried, one at the lowest approved daily dose, and suggests a different statin, a lower dose or less frequent dosing; if goals are still not reached, a non-statin with cardiovascular outcome evidence is favoured.',
    patient:
      "You stopped a cholesterol medicine (a statin) because of muscle aches. That does not always rule statins out: a lower dose, taking it less often, or a different statin may suit you, and if not, there are other cholesterol-lowering medicines. Your doctor can talk through the options with you.",
    nextSteps: [
      "Discuss options after statin muscle symptoms: a different statin, a lower dose or less frequent dosing, or a non-statin such as ezetimibe if statins are still not tolerated",
    ],
    patientQuestions: ["Is there a cholesterol medicine I could try that may suit me better?"],
    evidence: ["nla-2022-statin-intolerance"],
    keywords: ["statin intolerance", "statin-associated muscle symptoms", "ezetimibe"],
    match: (ctx) => (readsAsUk(ctx) ? undefined : statinStoppedForMuscles(ctx)),
  },
];
