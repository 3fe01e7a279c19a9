import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { pneumoniaEvidence } from "./pneumonia-curb65.ts";

/**
 * Suspected infective endocarditis: a heart at risk with fever or other constitutional symptoms, where
 * blood cultures must come before antibiotics.
 *
 * Suspected infective endocarditis: a heart at risk (valve disease, a prosthetic valve, previous
 * endocarditis) with constitutional symptoms (fever, sweats, weight loss) and a sign that points
 * to the heart or the blood (raised CRP, anaemia, haematuria, a new or louder murmur). Repeated
 * empirical antibiotics hide the organism, so blood cultures come first. NHS Lothian's
 * antimicrobial guidance (evidence "nhs-lothian-endocarditis") asks for 3 sets of blood cultures
 * from 3 different sites, a cardiology opinion, a call to microbiology, and no antibiotics unless
 * there is sepsis with organ dysfunction. The ESC 2023 guideline itself was not read this session.
 */

/**
 * A heart at risk: native valve disease, a prosthetic or repaired valve, or previous endocarditis.
 * "Disease", "replacement" and "repair" name a valve only with the word valve: "chronic obstructive
 * pulmonary disease" and "aortic disease" (the vessel) are not valve disease; nor is "pulmonary
 * insufficiency" without it, which some records use for respiratory failure.
 */
const VALVE_RISK =
  /\b(?:valve prolapse|valvular|valve disease|(?:mitral|aortic|tricuspid)\s+(?:valve\s+)?(?:regurgitation|stenosis|incompetence|insufficiency|prolapse)|(?:pulmonary|pulmonic)\s+(?:valve\s+)?(?:regurgitation|stenosis)|(?:mitral|aortic|tricuspid|pulmonary|pulmonic)\s+valve\s+(?:incompetence|insufficiency|prolapse|disease|replacement|repair)|(?:prosthetic|mechanical|metallic|tissue|bioprosthetic)\s+(?:heart\s+)?valve|valve (?:replacement|repair)|\b[amt]vr\b|tavi|tavr|bicuspid aortic|rheumatic heart|endocarditis)\b/;
/** Constitutional symptoms of a smouldering infection. */
const SYSTEMIC =
  /\b(?:fevers?|febrile|pyrexi(?:a|al)|(?:night |evening )?sweats|sweating at night|rigors?|weight loss|lost \d+(?:\.\d+)? ?(?:kg|lb|stone))\b/;
/** A murmur described as new, louder or changed (a murmur alone is expected with valve disease). */
const MURMUR_CHANGE =
  /\b(?:new|louder|changed?|changing|worsening)\s+(?:\w+\s+)?murmur\b|\bmurmur\b[^.;\n]{0,40}\b(?:louder|new|changed|different|more prominent)\b/;
const HAEMATURIA_TEXT = /\b(?:haematuria|hematuria|blood in (?:the )?urine)\b/;
/** A urine test result showing blood ("Blood 1+", "blood: trace"). */
const URINE_BLOOD = /\bblood\s*:?\s*(?:\+|\d\+|trace|positive|small|moderate|large)/i;
const URINE_NAME = /\b(?:urinalysis|urine dip|dipstick|urine test|urine analysis)\b/i;
/** A source of infection found elsewhere. */
const OTHER_SOURCE =
  /\b(?:pneumonia|consolidation|productive cough|pyelonephritis|urinary tract infection|uti|dysuria|cellulitis|abscess|osteomyelitis|septic arthritis|cholangitis|cholecystitis)\b/;
const DENTAL = /\b(?:dental|tooth|teeth|extraction|periodontal)\b/;
const ANTIBIOTIC =
  /\b(?:antibiotics?|amoxicillin|amoxycillin|co-amoxiclav|augmentin|penicillin|phenoxymethylpenicillin|flucloxacillin|doxycycline|clarithromycin|erythromycin|azithromycin|cefalexin|cephalexin|ciprofloxacin|levofloxacin|trimethoprim|nitrofurantoin|metronidazole|clindamycin)\b/;

interface EndocarditisPicture {
  risk: string;
  systemic: string;
  signs: string[];
  refs: string[];
  context: string[];
}

function urineBlood(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find((o) => URINE_NAME.test(o.name) && URINE_BLOOD.test(o.rawValue ?? ""));
}

/** Whether a condition entry is on record as real (not refuted or entered in error). */
function recorded(verification: string | undefined): boolean {
  return !/refuted|error/i.test(verification ?? "");
}

export function endocarditisPicture(ctx: RuleContext): EndocarditisPicture | undefined {
  const refs: string[] = [];
  const riskCondition = ctx.model.conditions.find(
    (c) => recorded(c.verification) && VALVE_RISK.test(c.name.toLowerCase()),
  );
  const riskNote = riskCondition === undefined ? statedMention(ctx.freeText, VALVE_RISK) : undefined;
  if (riskCondition === undefined && riskNote === undefined) return undefined;
  if (riskCondition !== undefined) refs.push(riskCondition.ref);
  const risk = riskCondition !== undefined ? riskCondition.name : `"${riskNote}" in the notes`;

  // A clear other source (pneumonia on imaging or in the notes, a urinary or skin infection)
  // explains fever and a raised CRP; the pattern is for infection without a found source.
  if (pneumoniaEvidence(ctx) !== undefined || statedMention(ctx.freeText, OTHER_SOURCE) !== undefined) return undefined;

  const systemicQuotes = [...new Set([...statedMatches(ctx.freeText, SYSTEMIC)].map((m) => `"${m.quote}"`))];
  if (systemicQuotes.length === 0) return undefined;
  const systemic = systemicQuotes.slice(0, 3).join(", ");

  const signs: string[] = [];
  const crp = ctx.lab("crp");
  if (crp !== undefined && (crp.status === "high" || crp.status === "critical-high")) {
    signs.push(`CRP ${ctx.show(crp)}`);
    refs.push(crp.ref);
  }
  const hb = ctx.lab("hemoglobin");
  if (hb !== undefined && (hb.status === "low" || hb.status === "critical-low")) {
    signs.push(`haemoglobin ${ctx.show(hb)}`);
    refs.push(hb.ref);
  }
  const urine = urineBlood(ctx);
  const haematuriaNote = statedMention(ctx.freeText, HAEMATURIA_TEXT);
  if (urine !== undefined) {
    signs.push(`blood on urine testing ("${urine.rawValue}")`);
    refs.push(urine.ref);
  } else if (haematuriaNote !== undefined) {
    signs.push(`"${haematuriaNote}" in the notes`);
  }
  const murmur = statedMention(ctx.freeText, MURMUR_CHANGE);
  if (murmur !== undefined) signs.push(`a changing murmur ("${murmur}")`);
  if (signs.length === 0) return undefined;

  const context: string[] = [];
  const dentalCondition = ctx.model.conditions.find((c) => DENTAL.test(c.name.toLowerCase()));
  const dentalNote = statedMention(ctx.freeText, DENTAL, true);
  if (dentalCondition !== undefined) {
    context.push(`${dentalCondition.name.toLowerCase()}${dentalCondition.date ? ` (${dentalCondition.date})` : ""}`);
    refs.push(dentalCondition.ref);
  } else if (dentalNote !== undefined) context.push(`"${dentalNote}" in the notes`);
  const antibioticNote = statedMention(ctx.freeText, ANTIBIOTIC, true);
  const antibioticMed = ctx.model.medications.find((m) => ANTIBIOTIC.test(m.name.toLowerCase()));
  if (antibioticNote !== undefined) context.push(`antibiotics in the notes ("${antibioticNote}")`);
  else if (antibioticMed !== undefined) {
    context.push(`on ${antibioticMed.name}`);
    refs.push(antibioticMed.ref);
  }
  return { risk, systemic, signs, refs, context };
}

export const ENDOCARDITIS_RULES: readonly Rule[] = [
  {
    id: "endocarditis-suspected",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Infection",
    title: "Possible infective endocarditis: blood cultures before any more antibiotics",
    clinician:
      "{risk}, with {systemic} in the notes and {signs}{context}. Together these fit infective endocarditis until shown otherwise. Take 3 sets of blood cultures from separate venepuncture sites before any further antibiotic (NHS Lothian: 3 sets from 3 different sites; no empirical antibiotics unless sepsis with organ dysfunction, and discuss with microbiology first). Arrange same-day specialist assessment (medical or cardiology team) and echocardiography. Blind antibiotic courses for a raised CRP can mask the organism and delay the diagnosis.",
    patient:
      "You have a heart valve problem, and your symptoms and blood tests could mean an infection on the heart valve. This needs to be checked by a specialist today. Blood samples to look for bacteria should be taken before any more antibiotics, and you will probably need a heart scan (echocardiogram).",
    nextSteps: [
      "Take 3 sets of blood cultures from separate sites before any further antibiotic",
      "Same-day specialist assessment (acute medicine or cardiology), with microbiology advice before antibiotics",
      "Echocardiography",
    ],
    patientQuestions: ["Could this be an infection on my heart valve, and when will I have the heart scan?"],
    evidence: ["nhs-lothian-endocarditis"],
    keywords: [
      "infective endocarditis",
      "blood cultures",
      "valve disease",
      "echocardiography",
      "fever of unknown origin",
    ],
    match: (ctx) => {
      const p = endocarditisPicture(ctx);
      if (p === undefined) return undefined;
      return {
        refs: p.refs,
        values: {
          risk: p.risk.charAt(0).toUpperCase() + p.risk.slice(1),
          systemic: p.systemic,
          signs: p.signs.join(", "),
          context: p.context.length > 0 ? `; ${p.context.join("; ")}` : "",
        },
      };
    },
  },
];
