import { FindingFamily, type LabObservation, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Two infection patterns the engine left as scattered lab flags (review 11, primary care and acute
 * medicine, cases 08 and 12).
 *
 * 1. Suspected infective endocarditis: a heart at risk (valve disease, a prosthetic valve, previous
 *    endocarditis) with constitutional symptoms (fever, sweats, weight loss) and a sign that points
 *    to the heart or the blood (raised CRP, anaemia, haematuria, a new or louder murmur). Repeated
 *    empirical antibiotics hide the organism, so blood cultures come first. NHS Lothian's
 *    antimicrobial guidance (evidence "nhs-lothian-endocarditis") asks for 3 sets of blood cultures
 *    from 3 different sites, a cardiology opinion, a call to microbiology, and no antibiotics unless
 *    there is sepsis with organ dysfunction. The ESC 2023 guideline itself was not read this session.
 *
 * 2. Community-acquired pneumonia: consolidation on chest imaging or pneumonia in the record. NICE
 *    CG191 (evidence "nice-cg191-pneumonia") scores mortality risk with CRB65 outside hospital
 *    (confusion, respiratory rate 30/min or more, systolic below 90 or diastolic 60 mmHg or less, age
 *    65 or more; 3–4 is high risk) and with CURB65 in hospital, which adds urea above 7 mmol/L; a
 *    CURB65 of 3–5 is high risk, with intensive care assessment considered (the CURB65 box was seen
 *    only in copies of the NICE text). Each criterion is scored only from data in the record; a
 *    missing item is named, so the score is a floor, not a full count.
 */

// ---------------------------------------------------------------------------------------------
// Suspected infective endocarditis
// ---------------------------------------------------------------------------------------------

/** A heart at risk: native valve disease, a prosthetic or repaired valve, or previous endocarditis. */
const VALVE_RISK =
  /\b(?:valve prolapse|valvular|valve disease|(?:mitral|aortic|tricuspid|pulmonary|pulmonic)\s+(?:valve\s+)?(?:regurgitation|stenosis|incompetence|insufficiency|prolapse|disease|replacement|repair)|(?:prosthetic|mechanical|metallic|tissue|bioprosthetic)\s+(?:heart\s+)?valve|valve (?:replacement|repair)|\b[amt]vr\b|tavi|tavr|bicuspid aortic|rheumatic heart|endocarditis)\b/;
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

// ---------------------------------------------------------------------------------------------
// Community-acquired pneumonia with CRB65/CURB65
// ---------------------------------------------------------------------------------------------

const CONSOLIDATION =
  /\b(?:consolidation|consolidated|lobar pneumonia|pneumonia|air[- ]space (?:opacity|opacification|shadowing))\b/;
const PNEUMONIA = /\bpneumonia\b/;
/** New confusion or an abbreviated mental test score of 8 or less (the NICE CRB65 definition). */
const CONFUSION =
  /\b(?:new(?:ly)?|acute(?:ly)?|sudden)\s+(?:onset\s+(?:of\s+)?)?(?:confusion|confused|disorient(?:ed|ation))\b|\bdelirium\b|\bamts?\s*(?:of\s*|score\s*|=\s*|:\s*)?(?:[0-8])\s*\/\s*10\b/;

/** NICE CG191 thresholds (box 1, and the CURB65 urea criterion). */
const RR_POINT = 30;
const SBP_BELOW = 90;
const DBP_AT_OR_BELOW = 60;
const AGE_POINT = 65;
const UREA_ABOVE_MMOL = 7;
const UREA_MGDL_TO_MMOL = 0.1665;
const BUN_MGDL_TO_UREA_MMOL = 0.357;
/** CURB65 3–5 and CRB65 3–4 are the high-risk tiers. */
const HIGH_RISK_SCORE = 3;
/** CURB65 2 is intermediate risk. */
const INTERMEDIATE_SCORE = 2;

function latestVital(
  ctx: RuleContext,
  kinds: VitalItem["kind"][],
  ok: (v: VitalItem) => boolean,
): VitalItem | undefined {
  return ctx.model.vitals
    .filter((v) => kinds.includes(v.kind) && ok(v))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

export interface Curb65 {
  evidence: string;
  refs: string[];
  crb65: number;
  curb65?: number;
  items: string[];
  missing: string[];
}

function pneumoniaEvidence(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const study = ctx.model.imaging.find((s) => {
    const text = `${s.description}. ${s.text}`.toLowerCase();
    const m = CONSOLIDATION.exec(text);
    return m !== undefined && m !== null && statedMention(text, CONSOLIDATION, true) !== undefined;
  });
  if (study !== undefined) {
    // Quote a short report whole ("Right lower lobe consolidation"), else the matched words.
    const report = study.text.trim().replace(/\.$/, "");
    const finding =
      report.length > 0 && report.length <= 120 && CONSOLIDATION.test(report.toLowerCase())
        ? `"${report}"`
        : statedMention(`${study.description}. ${study.text}`.toLowerCase(), CONSOLIDATION, true);
    return {
      text: `${study.type || "imaging"}${study.date ? ` (${study.date})` : ""} shows ${finding}`,
      refs: [study.ref],
    };
  }
  const condition = ctx.model.conditions.find(
    (c) => PNEUMONIA.test(c.name.toLowerCase()) && /active|recurrence|relapse/i.test(c.status || "active"),
  );
  if (condition !== undefined) return { text: `${condition.name} on record`, refs: [condition.ref] };
  const note = statedMention(ctx.freeText, PNEUMONIA);
  return note === undefined ? undefined : { text: `"${note}" in the notes`, refs: [] };
}

export function curb65(ctx: RuleContext): Curb65 | undefined {
  const found = pneumoniaEvidence(ctx);
  if (found === undefined) return undefined;
  const refs = [...found.refs];
  const items: string[] = [];
  const missing: string[] = [];
  let crb = 0;

  const confusion = statedMention(ctx.freeText, CONFUSION);
  if (confusion !== undefined) {
    crb++;
    items.push(`confusion ("${confusion}")`);
  }
  const rr = latestVital(ctx, ["respiratory-rate"], (v) => v.value !== undefined && v.value >= 3 && v.value <= 120);
  if (rr?.value === undefined) missing.push("respiratory rate");
  else if (rr.value >= RR_POINT) {
    crb++;
    items.push(`respiratory rate ${formatNumber(rr.value)}/min`);
    refs.push(rr.ref);
  }
  const bp = latestVital(ctx, ["bp"], (v) => v.value !== undefined && v.diastolic !== undefined);
  if (bp?.value === undefined || bp.diastolic === undefined) missing.push("blood pressure");
  else if (bp.value < SBP_BELOW || bp.diastolic <= DBP_AT_OR_BELOW) {
    crb++;
    items.push(`blood pressure ${formatNumber(bp.value)}/${formatNumber(bp.diastolic)} mmHg`);
    refs.push(bp.ref);
  }
  const age = ctx.age;
  if (age === undefined) missing.push("age");
  else if (age >= AGE_POINT) {
    crb++;
    items.push(`age ${formatNumber(age)}`);
  }

  // Urea in mmol/L. Rules read labs in the conventional unit (mg/dL): urea mg/dL times 0.1665,
  // and urea nitrogen (BUN) mg/dL times 0.357, give urea in mmol/L (the catalogue factors).
  const ureaObs = ctx.lab("urea") ?? ctx.lab("bun");
  const ureaMgDl = ctx.valueOf(ureaObs);
  const urea =
    ureaMgDl === undefined || ureaObs?.standard?.unit.toLowerCase() !== "mg/dl"
      ? undefined
      : ureaMgDl * (ureaObs.analyteId === "bun" ? BUN_MGDL_TO_UREA_MMOL : UREA_MGDL_TO_MMOL);
  let curb: number | undefined;
  if (ureaObs === undefined || urea === undefined) missing.push("urea");
  else {
    curb = crb;
    if (urea > UREA_ABOVE_MMOL) {
      curb++;
      items.push(`urea ${ctx.show(ureaObs)}`);
      refs.push(ureaObs.ref);
    }
  }
  return { evidence: found.text, refs, crb65: crb, curb65: curb, items, missing };
}

export const INFECTION_REVIEW11_RULES: readonly Rule[] = [
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
  {
    id: "pneumonia-curb65",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Infection",
    title: "Community-acquired pneumonia: CURB65 severity",
    clinician:
      "Community-acquired pneumonia: {evidence}. Mortality risk score (NICE CG191 CRB65/CURB65, 1 point per item): {score}{items}{missing}. {tier}",
    patient: "Your tests point to pneumonia, an infection of the lung. {patient}",
    // The match sets the steps by tier; these are the high-tier ones.
    nextSteps: [
      "Hospital assessment now as high-severity pneumonia: senior review, and consider intensive care assessment",
    ],
    patientQuestions: ["How serious is my chest infection, and do I need to be in hospital?"],
    evidence: ["nice-cg191-pneumonia"],
    keywords: ["community-acquired pneumonia", "curb65", "crb65", "consolidation", "severity assessment"],
    match: (ctx) => {
      const s = curb65(ctx);
      if (s === undefined) return undefined;
      const points = s.curb65 ?? s.crb65;
      const high = points >= HIGH_RISK_SCORE || (s.curb65 === undefined && s.crb65 >= HIGH_RISK_SCORE);
      const intermediate = !high && points === INTERMEDIATE_SCORE;
      // Below the high tier a count with items missing is only a floor: say nothing rather than
      // understate the risk.
      if (!high && s.missing.length > 0) return undefined;
      const score =
        s.curb65 !== undefined
          ? `CURB65 ${formatNumber(s.curb65)}/5 (CRB65 ${formatNumber(s.crb65)}/4)`
          : `CRB65 ${formatNumber(s.crb65)}/4 (no urea result for CURB65)`;
      const tier = high
        ? "NICE CG191: CURB65 3–5 (CRB65 3–4) is high risk of death within 30 days: treat as high-severity pneumonia in hospital and consider intensive care assessment."
        : intermediate
          ? "NICE CG191: CURB65 2 is intermediate risk (3–15% 30-day mortality): consider hospital-based care, with clinical judgement."
          : "NICE CG191: CURB65 0–1 is low risk (below 3% 30-day mortality): home-based care can be considered, with clinical judgement.";
      return {
        refs: s.refs,
        severity: high ? Severity.high : intermediate ? Severity.moderate : Severity.low,
        values: {
          evidence: s.evidence,
          score,
          items: s.items.length > 0 ? ` (${s.items.join(", ")})` : "",
          missing: s.missing.length > 0 ? `; not scored for lack of data: ${s.missing.join(", ")}` : "",
          tier,
          patient: high
            ? "The signs of how unwell you are mean it needs urgent treatment in hospital."
            : "Your doctor will decide with you whether it can be treated at home or needs hospital care.",
        },
        nextSteps: high
          ? [
              "Hospital assessment now as high-severity pneumonia: senior review, and consider intensive care assessment",
              "Antibiotics for high-severity community-acquired pneumonia per local guidance, after blood cultures",
            ]
          : intermediate
            ? ["Consider hospital-based care; reassess severity with clinical judgement"]
            : ["Consider home-based care if clinical judgement agrees; safety-net advice"],
      };
    },
  },
];
