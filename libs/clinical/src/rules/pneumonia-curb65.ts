import { FindingFamily, Severity, type VitalItem } from "../model.ts";
import { patientScope } from "../evidence/populations.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { inHospitalMention } from "./in-hospital.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { adultSepsisCriteriaMet, FEVER_WITH_CONFUSION } from "./vital-signs.ts";

/**
 * Community-acquired pneumonia scored with CRB65/CURB65 from the record, so the place of care matches
 * the risk.
 *
 * Community-acquired pneumonia: consolidation on chest imaging or pneumonia in the record. NICE
 * CG191 (evidence "nice-cg191-pneumonia") scores mortality risk with CRB65 outside hospital
 * (confusion, respiratory rate 30/min or more, systolic below 90 or diastolic 60 mmHg or less, age
 * 65 or more; 3–4 is high risk) and with CURB65 in hospital, which adds urea above 7 mmol/L; a
 * CURB65 of 3–5 is high risk, with intensive care assessment considered (the CURB65 box was seen
 * only in copies of the NICE text). Each criterion is scored only from data in the record; a
 * missing item is named, so the score is a floor, not a full count.
 */

const CONSOLIDATION =
  /\b(?:consolidation|consolidated|lobar pneumonia|pneumonia|air[- ]space (?:opacity|opacification|shadowing))\b/;
const PNEUMONIA = /\bpneumonia\b/;
/**
 * New confusion or an abbreviated mental test score of 8 or less (the NICE CRB65 definition). New is
 * read as the sepsis criteria read it (vital-signs.ts): confusion that is worse ("more confused than
 * usual", "increasingly confused") or named with a fever as one complaint ("fever and confusion",
 * "confused and febrile"). An 83-year-old with consolidation on the X-ray, "cough, fever and
 * confusion" and urea 9.1 scored CURB65 2 (intermediate) with no confusion point, beside a critical
 * sepsis finding that read the same words as new confusion (review 38, resp-gi-38 case 01). A
 * denied, usual or unchanged confusion still scores nothing.
 */
const CONFUSION = new RegExp(
  String.raw`\b(?:new(?:ly)?|acute(?:ly)?|sudden(?:ly)?|increasing(?:ly)?|more)\s+(?:onset\s+(?:of\s+)?)?(?:confusion|confused|disorient(?:ed|ated|ation))\b|\bdelirium\b|\bamts?\s*(?:of\s*|score\s*|=\s*|:\s*)?(?:[0-8])\s*\/\s*10\b|${FEVER_WITH_CONFUSION}`,
);

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

export function pneumoniaEvidence(ctx: RuleContext): { text: string; refs: string[] } | undefined {
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
      // A BUN is named as such: "urea 34 mg/dL" on a US record was a BUN (review 33, infect-resp-33 case 04).
      items.push(`${ureaObs.analyteId === "bun" ? "BUN" : "urea"} ${ctx.show(ureaObs)}`);
      refs.push(ureaObs.ref);
    }
  }
  return { evidence: found.text, refs, crb65: crb, curb65: curb, items, missing };
}

/** The score's tier: CURB65 when a urea is on record, else CRB65 (NICE CG191 tiers). */
type Tier = "high" | "curbIntermediate" | "curbLow" | "crbIntermediate" | "crbLow";

/** What a tier makes the finding say and advise; a missing question keeps the rule's own. */
interface TierReading {
  tier: string;
  steps: string[];
  patient: string;
  question?: string;
}

const HOME_PATIENT = "Your doctor will decide with you whether it can be treated at home or needs hospital care.";
const HOME_STEPS = ["Consider home-based care if clinical judgement agrees; safety-net advice"];

/** NICE CG191's tier sentences, for UK and other non-US records. */
const NICE_TIER: Record<Tier, string> = {
  high: "NICE CG191: CURB65 3–5 (CRB65 3–4) is high risk of death within 30 days: treat as high-severity pneumonia in hospital and consider intensive care assessment.",
  curbIntermediate:
    "NICE CG191: CURB65 2 is intermediate risk (3–15% 30-day mortality): consider hospital-based care, with clinical judgement.",
  curbLow:
    "NICE CG191: CURB65 0–1 is low risk (below 3% 30-day mortality): home-based care can be considered, with clinical judgement.",
  crbIntermediate:
    "NICE CG191: CRB65 1–2 is intermediate risk (1–10% 30-day mortality). Outside hospital the score informs, with clinical judgement, whether care can stay at home or needs hospital assessment; hospital assessment is usual at 2 and weighed at 1 (comorbidities, frailty, support at home).",
  crbLow:
    "NICE CG191: CRB65 0 is low risk (below 1% 30-day mortality): home-based care can be considered, with clinical judgement.",
};

/** The same tiers for a US record, without NICE's mortality bands (PSI is added after them). */
const US_TIER: Record<Tier, string> = {
  high: "CURB65 3–5 (CRB65 3–4) marks a high risk of death within 30 days: assess in hospital as severe pneumonia and consider intensive care assessment.",
  curbIntermediate: "CURB65 2 marks an intermediate risk: consider hospital-based care.",
  curbLow: "CURB65 0–1 marks a low risk: home-based care can be considered.",
  crbIntermediate:
    "CRB65 1–2 is intermediate risk (1–10% 30-day mortality). Outside hospital the score informs, with clinical judgement, whether care can stay at home or needs hospital assessment; hospital assessment is usual at 2 and weighed at 1 (comorbidities, frailty, support at home).",
  crbLow:
    "CRB65 0 is low risk (below 1% 30-day mortality): home-based care can be considered, with clinical judgement.",
};

const TIER_STEPS: Record<Tier, string[]> = {
  high: [
    "Hospital assessment now as high-severity pneumonia: senior review, and consider intensive care assessment",
    "Antibiotics for high-severity community-acquired pneumonia per local guidance, after blood cultures",
  ],
  curbIntermediate: ["Consider hospital-based care; reassess severity with clinical judgement"],
  curbLow: HOME_STEPS,
  crbIntermediate: [
    "Decide with clinical judgement between hospital assessment and treatment at home (CRB65 1–2, intermediate risk)",
    "If treated at home, give safety-net advice on when to seek help again",
  ],
  crbLow: HOME_STEPS,
};

const US_PSI =
  " ATS/IDSA 2019 prefers the Pneumonia Severity Index (PSI) to CURB65, with clinical judgement, to decide where to treat.";

/** The tier read outside hospital, or at the high tier anywhere. */
function communityTier(level: Tier, us: boolean): TierReading {
  return {
    tier: us ? `${US_TIER[level]}${US_PSI}` : NICE_TIER[level],
    steps: TIER_STEPS[level],
    patient:
      level === "high" ? "The signs of how unwell you are mean it needs urgent treatment in hospital." : HOME_PATIENT,
  };
}

/** A count below the high tier beside the sepsis high risk criteria: the sepsis finding sets the care. */
function besideSepsis(level: Tier, us: boolean): TierReading {
  const risk = level.endsWith("Intermediate") ? "intermediate" : "low";
  return {
    tier: `${us ? "" : "NICE CG191: "}the count alone is ${risk} risk, but the sepsis high risk criteria are met (see the sepsis finding), so it gives no grounds for care at home now: the score is read with clinical judgement, and the sepsis finding sets out the emergency care.${us ? US_PSI : ""}`,
    steps: ["Care follows the sepsis finding; the pneumonia score does not make treatment at home safe now"],
    patient: "The other warning signs in this report mean you need urgent care now, whatever this score shows.",
  };
}

/** The below-high-tier reading for a patient the notes place in hospital now (`ward` quotes the notes). */
function wardTier(s: Curb65, intermediate: boolean, us: boolean, ward: string): TierReading {
  const nice = us ? "" : "NICE CG191: ";
  const psi = us ? " ATS/IDSA 2019 prefers the Pneumonia Severity Index (PSI) to CURB65 for the site of care." : "";
  const where = `The notes place the patient in hospital already ("${ward}")`;
  const question = "How serious is my chest infection, and how long will I need to stay in hospital?";
  if (s.curb65 === undefined)
    return {
      tier: `${where}: ${nice}in hospital severity is scored with CURB65, which needs a urea result; none is on record, so the CRB65 count is a floor.${psi}`,
      steps: ["Check urea to complete the CURB65 score, and reassess severity with clinical judgement"],
      patient: "Your care team in hospital will keep checking how unwell you are.",
      question,
    };
  if (intermediate)
    return {
      tier: `${nice}CURB65 2 is intermediate risk${us ? "" : " (3–15% 30-day mortality)"}. ${where}: the score supports hospital-based care; reassess severity with clinical judgement.${psi}`,
      steps: ["Already in hospital: continue hospital-based care and reassess severity with clinical judgement"],
      patient: "You are being treated in hospital, and your care team will keep checking how you are doing.",
      question,
    };
  return {
    tier: `${nice}CURB65 0–1 is low risk${us ? "" : " (below 3% 30-day mortality)"}. ${where}: with clinical judgement, consider whether treatment can continue at home.${psi}`,
    steps: ["Already in hospital: consider, with clinical judgement, whether treatment can continue at home"],
    patient: "Your doctors will decide with you when your treatment can carry on at home.",
    question,
  };
}

/** The count's tier: CURB65 when a urea is on record, else CRB65; 3 or more is high either way. */
function tierOf(s: Curb65): Tier {
  if ((s.curb65 ?? s.crb65) >= HIGH_RISK_SCORE) return "high";
  if (s.curb65 === undefined) return s.crb65 >= 1 ? "crbIntermediate" : "crbLow";
  return s.curb65 === INTERMEDIATE_SCORE ? "curbIntermediate" : "curbLow";
}

/** The reading below the high tier: beside sepsis, on a ward, or in the community (see the match). */
function tierReading(ctx: RuleContext, s: Curb65, level: Tier, us: boolean): TierReading {
  if (level === "high") return communityTier(level, us);
  if (adultSepsisCriteriaMet(ctx)) return besideSepsis(level, us);
  const ward = inHospitalMention(ctx);
  return ward === undefined ? communityTier(level, us) : wardTier(s, level === "curbIntermediate", us, ward);
}

/** Drowsiness or sleepiness in the notes. */
const DROWSY = /\b(?:drowsy|drowsiness|sleepy|somnolent)\b/;
/** An abbreviated mental test recorded in the notes. */
const AMT = /\bamts?\b|\babbreviated mental test\b/;

/**
 * Drowsiness the score left out, said so: NICE CG191's confusion is an AMT of 8 or less or new
 * disorientation in person, place or time, so "drowsy today" with AMT 9/10 scored nothing without
 * a word (review 39, acute-39 case 04). A new drowsiness is read by the sepsis criteria instead.
 */
function drowsinessNote(ctx: RuleContext, s: Curb65): string {
  if (s.items.some((i) => i.startsWith("confusion"))) return "";
  const drowsy = statedMention(ctx.freeText, DROWSY);
  if (drowsy === undefined) return "";
  // Without an AMT on record the confusion item is open, not absent.
  const amt = AMT.test(ctx.freeText) ? "" : ": an AMT is needed to score that item";
  return `; "${drowsy}" in the notes is not scored as confusion (an AMT of 8 or less, or new disorientation in person, place or time)${amt}`;
}

export const PNEUMONIA_CURB65_RULES: readonly Rule[] = [
  {
    id: "pneumonia-curb65",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Infection",
    title: "Community-acquired pneumonia: CURB65 severity",
    clinician:
      "Community-acquired pneumonia: {evidence}. Mortality risk score ({scoreSource}CRB65/CURB65, 1 point per item): {score}{items}{missing}. {tier}",
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
      const level = tierOf(s);
      const high = level === "high";
      // Below the high tier a count with items missing is only a floor: say nothing rather than
      // understate the risk. A missing urea alone is not such a gap: CRB65 is the score NICE CG191
      // (1.2.1, box 1) and QS110 statement 1 use outside hospital, with its own tiers (0 low, 1–2
      // intermediate, 3–4 high). A GP home visit for pneumonia at 71, alert, RR 22, BP 132/78, no
      // blood tests, drew no severity reading at all (review 35, resp-infect-35 case 09).
      if (!high && s.missing.some((m) => m !== "urea")) return undefined;
      // A US record reads with ATS/IDSA 2019, which prefers the Pneumonia Severity Index to CURB65 for
      // the site of care: a Columbus, Ohio record was scored and cited by NICE CG191 alone (review 33,
      // infect-resp-33 case 04). The count itself stays: it is what the record allows.
      const us = patientScope(ctx).country === "us";
      const score =
        s.curb65 === undefined
          ? `CRB65 ${formatNumber(s.crb65)}/4 (no urea result for CURB65)`
          : `CURB65 ${formatNumber(s.curb65)}/5 (CRB65 ${formatNumber(s.crb65)}/4)`;
      // Below the high tier the tiers weigh care at home against hospital, which reads wrongly for a
      // patient already admitted: CURB65 2 on day 1 of a ward stay was told "consider hospital-based
      // care" (review 37, infection-37 case 05). In hospital the count supports the stay (2) or a
      // move to treatment at home (0–1), and CURB65, the in-hospital score, needs the urea.
      // Beside the sepsis high risk criteria a low count offers no home care either: at 81 with RR 26
      // and fever, CURB65 1 was told "home-based care can be considered" under a critical sepsis
      // finding (review 39, acute-39 case 04).
      const reading = tierReading(ctx, s, level, us);
      return {
        refs: s.refs,
        severity: high ? Severity.high : level.endsWith("Intermediate") ? Severity.moderate : Severity.low,
        ...(us && { evidence: ["ats-idsa-2019-cap"], evidenceReplacesRule: true as const }),
        values: {
          scoreSource: us ? "" : "NICE CG191 ",
          evidence: s.evidence,
          score,
          items: s.items.length > 0 ? ` (${s.items.join(", ")})` : "",
          missing: `${s.missing.length > 0 ? `; not scored for lack of data: ${s.missing.join(", ")}` : ""}${drowsinessNote(ctx, s)}`,
          tier: reading.tier,
          patient: reading.patient,
        },
        ...(reading.question !== undefined && { patientQuestions: [reading.question] }),
        nextSteps: reading.steps,
      };
    },
  },
];
