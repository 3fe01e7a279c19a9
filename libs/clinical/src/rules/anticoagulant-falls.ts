import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { headInjuryOnAnticoagulant } from "./head-injury-anticoagulant.ts";
import { statedMention } from "./notes.ts";
import { fallsRecorded } from "./older-adults.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * An anticoagulant for atrial fibrillation in an older person who falls (review 18, deep-sweep case
 * 01: a man of 78 on apixaban with three falls, whose clinician asked to "review his anticoagulation
 * given the falls", got no word on it). Falls are the reason most often given for stopping or
 * withholding anticoagulation, yet the absolute risk of bleeding in the head from a fall is low and
 * outweighed by the strokes prevented (mitchell-2023-anticoagulants-falls). So the finding answers
 * the question the record raises: keep the anticoagulant, work on the falls, keep the dose within
 * its licensed criteria (an off-label lower dose protects less for little less bleeding), and keep
 * stopping for severe frailty, limited life expectancy or a raised bleeding risk, decided with the
 * patient. A bleed in the head on record is a specialist's question, and the rule is silent then.
 */

/** Age from which the review's evidence on falls applies (engine choice: older people). */
const OLDER_AGE = 65;

const HEAD_BLEED =
  /\b(?:intracranial (?:haemorrhage|hemorrhage|bleed)|subdural|extradural|subarachnoid|haemorrhagic stroke|hemorrhagic stroke|cerebral (?:haemorrhage|hemorrhage)|brain bleed|cerebral microbleeds?)\b/i;

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_AGE) return undefined;
  const af = ctx.conditions("atrial-fibrillation");
  const anticoagulants = ctx.medsOf("doac", "warfarin");
  if (af.length === 0 || anticoagulants.length === 0) return undefined;
  const falls = fallsRecorded(ctx);
  if (falls === undefined) return undefined;
  if (ctx.model.conditions.some((c) => HEAD_BLEED.test(c.name)) || statedMention(ctx.freeText, HEAD_BLEED))
    return undefined;
  // A head injury now is assessed first (head-injury-anticoagulant.ts): "continue the anticoagulant"
  // beside a GCS falling from 15 to 12 on warfarin read as unsafe (review 32, acute-32 case 12).
  if (headInjuryOnAnticoagulant(ctx) !== undefined) return undefined;
  const single = falls.conditions.length === 0 && oneFallOnly(ctx.freeText);
  const where = [
    ...falls.conditions.map((c) => `"${c.name}" recorded`),
    ...(falls.inNotes ? [single ? "a single fall in the notes" : "falls in the notes"] : []),
  ].join(" and ");
  return {
    refs: ctx.refs(...anticoagulants, ...af, ...falls.conditions),
    values: { med: medNames(anticoagulants), where, hadFalls: single ? "had a fall" : "had falls" },
    patientQuestions: [`Should I keep taking my blood thinner now that I have ${single ? "had a fall" : "had falls"}?`],
  };
}

/*
 * One fall is not "falls" (review 26, medicines-26 case 07: "One fall in October" read as "you have
 * had falls"). The notes tell of a single fall when they name one and nothing says there were more.
 */
const ONE_FALL = /\b(?:one|a single|a)\s+fall\b|\bfell\b/i;
const MORE_FALLS =
  /\bfalls\b|\bfell\s+(?:twice|again)\b|\b(?:recurrent|repeated|frequent|further|another|several)\s+falls?\b|\bfallen\s+(?:twice|again)\b/i;

function oneFallOnly(notes: string): boolean {
  return ONE_FALL.test(notes) && !MORE_FALLS.test(notes);
}

export const ANTICOAGULANT_FALLS_RULES: readonly Rule[] = [
  {
    id: "anticoagulant-falls",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Anticoagulant for atrial fibrillation in someone who has fallen",
    clinician:
      "{med} for atrial fibrillation, with {where}. Falls alone are not a reason to stop or withhold anticoagulation: the absolute risk of bleeding in the head from a fall is low and outweighed by the strokes prevented. The work is on the falls (their causes, including medicines that sedate or lower standing blood pressure) and on keeping the dose within its licensed criteria, since an off-label lower dose protects less for little less bleeding. Stopping is considered with severe frailty, limited life expectancy or a raised bleeding risk, as a decision shared with the patient and carers.",
    patient:
      "You take {med}, a blood thinner that protects you from stroke, and you have {hadFalls}. Falls on their own are not usually a reason to stop it, because the protection from stroke is worth more than the extra risk of bleeding. The aim is to make falls less likely, for example by looking at medicines that make you drowsy or dizzy. If you fall and hit your head, get medical help the same day. Do not stop your blood thinner on your own.",
    nextSteps: [
      "Continue the anticoagulant: falls alone are not a reason to stop it; check the dose against its licensed criteria (age, weight, kidney function) rather than lowering it off-label",
      "Assess the falls and their causes (medicines that sedate or lower standing blood pressure, postural hypotension, gait and balance), and review the anticoagulant with the patient if frailty becomes severe, life expectancy is limited or the bleeding risk rises",
    ],
    patientQuestions: ["Should I keep taking my blood thinner now that I have had falls?"],
    evidence: ["mitchell-2023-anticoagulants-falls"],
    keywords: ["anticoagulation", "falls", "older adults", "atrial fibrillation", "doac"],
    match,
  },
];
