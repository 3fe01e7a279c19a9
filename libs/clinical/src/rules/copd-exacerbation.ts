import { FindingFamily, Severity } from "../model.ts";
import { formatNumber, joinList } from "../text.ts";
import { patientScope } from "../evidence/populations.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readVitals } from "./vital-signs.ts";

/*
 * A current exacerbation of COPD described in the notes (review 31b, resp-31b case 01: increased
 * breathlessness and green sputum for 4 days, SpO2 90% on air, RR 24, in a man with COPD; the report
 * was led by a long-term oxygen assessment meant for stable COPD, and the exacerbation itself drew
 * no finding).
 *
 * - What counts: COPD on the record, with the notes naming a current exacerbation ("acute
 *   exacerbation", "infective exacerbation") or describing one: breathlessness that is worse, with
 *   sputum that has changed (purulent, green or yellow, or more of it). NICE NG114 weighs the
 *   severity of symptoms, particularly sputum colour change and a rise in volume or thickness
 *   beyond the person's day-to-day variation, when deciding on an antibiotic ("nice-ng114-copd-
 *   exacerbation-antibiotics").
 * - Severity (an engine choice resting on the factors NICE NG115 lists for treating an exacerbation
 *   in hospital rather than at home: acute confusion or impaired consciousness, severe
 *   breathlessness, cyanosis, an oxygen saturation below 90%; "nice-ng115-copd"): critical
 *   (hospital assessment today) with any of these; high (same-day review) otherwise. A US record
 *   cites the AIMAR criteria for admission instead ("aimar-2014-copd-management": a marked rise in
 *   breathlessness, new cyanosis, significantly worse hypoxaemia, altered mental status), where
 *   below 90% is the engine's reading of marked hypoxaemia. Oxygen in hospital is given to a target
 *   of 88–92% until the gases are known ("bts-2017-emergency-oxygen").
 * - Long-term oxygen: the saturation in an exacerbation is not a stable reading. NICE QS10 and the
 *   BTS quality standards assess for long-term oxygen with blood gases when the person is stable,
 *   so copd.ts leaves its oxygen assessment out while this finding stands, and the recheck when
 *   stable is a step here.
 */

/** An exacerbation named as such, current. */
const NAMED =
  /\b(?:acute|infective|current|ongoing)\s+exacerbation\b|\baecopd\b|\bexacerbation\s+of\s+(?:his\s+|her\s+|their\s+)?(?:copd|chronic obstructive pulmonary disease)\b[^.;\n]{0,20}?\b(?:now|today|since|for\s+\d+\s+days?)\b|\bcopd\s+(?:exacerbation|flare)\s+(?:now|today|since|for\s+\d+\s+days?)\b/;
/** Words just before a named exacerbation that make it a past one ("previous acute exacerbation"). */
const PAST_BEFORE =
  /\b(?:previous|prior|last|past|recent|earlier|history\s+of|hx\s+of|admitted\s+with|admission\s+with|no)\s+(?:\w+\s+)?$/;
/** Breathlessness said to be worse. */
const WORSE_BREATHLESS =
  /\b(?:increas(?:ed|ing)|worse(?:ning)?|more|new)\s+(?:breathless(?:ness)?|short(?:ness)?\s+of\s+breath|sob|dyspno?ea|wheez(?:e|ing))\b|\b(?:breathless(?:ness)?|dyspno?ea|short(?:ness)?\s+of\s+breath)\s+(?:is\s+|has\s+)?(?:worse|increased|worsening)\b/;
/** Sputum that has changed: purulent, green or yellow, or more of it. */
const SPUTUM_CHANGE =
  /\b(?:green|yellow|purulent|discolou?red|brown|increased|more|thicker)\s+(?:\w+\s+)?(?:sputum|phlegm|mucus)\b|\b(?:sputum|phlegm)\s+(?:has\s+)?(?:turned|became|is\s+now|now)\s+(?:green|yellow|purulent|discolou?red)\b|\bsputum\s+purulence\b/;
/** Acute confusion or a lowered alertness. */
const CONFUSION =
  /\b(?:new(?:ly)?|acute(?:ly)?|sudden(?:ly)?|increasing(?:ly)?|more)\s+(?:onset\s+(?:of\s+)?)?(?:confusion|confused|disorient(?:ed|ation))\b|\b(?:reduced|decreased|impaired|altered)\s+(?:level of\s+)?(?:consciousness|conscious level)\b|\b(?:now|new(?:ly)?|more|increasingly|unusually|very)\s+(?:drowsy|sleepy)\b/;
const CYANOSIS = /\b(?:centrally\s+)?cyanos(?:ed|is)\b|\bblue\s+lips\b/;
const SEVERE_BREATHLESS =
  /\b(?:severe(?:ly)?|very)\s+(?:breathless(?:ness)?|short of breath|dyspno?ea)\b|\bunable to (?:complete|finish) sentences\b/;
/** NICE's saturation for treating an exacerbation in hospital: below 90%. */
const SPO2_HOSPITAL = 90;
/** NICE NG115 assesses the need for oxygen at a saturation of 92% or less (copd.ts). */
const SPO2_LTOT = 92;

export interface CopdExacerbation {
  quote: string;
}

/** A current exacerbation of COPD in the notes, for a person with COPD on the record. */
export function copdExacerbation(ctx: RuleContext): CopdExacerbation | undefined {
  if (ctx.age !== undefined && ctx.age < 16) return undefined;
  if (ctx.conditions("copd").length === 0) return undefined;
  const text = ctx.freeText;
  for (const m of statedMatches(text, NAMED)) {
    if (!PAST_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) return { quote: `"${m.quote}"` };
  }
  const breathless = statedMention(text, WORSE_BREATHLESS);
  const sputum = statedMention(text, SPUTUM_CHANGE);
  if (breathless === undefined || sputum === undefined) return undefined;
  return { quote: breathless === sputum ? `"${breathless}"` : `"${breathless}" and "${sputum}"` };
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const ex = copdExacerbation(ctx);
  if (ex === undefined) return undefined;
  const copd = ctx.conditions("copd");
  const v = readVitals(ctx);
  const text = ctx.freeText;
  const confusion = statedMention(text, CONFUSION);
  const cyanosis = statedMention(text, CYANOSIS);
  const severe = statedMention(text, SEVERE_BREATHLESS);
  const lowSat = v.spo2 !== undefined && v.spo2.value < SPO2_HOSPITAL ? v.spo2 : undefined;
  const hospital = [
    lowSat ? `SpO2 ${formatNumber(lowSat.value, 1)}%, below 90%` : "",
    confusion ? `"${confusion}"` : "",
    cyanosis ? `"${cyanosis}"` : "",
    severe ? `"${severe}"` : "",
  ].filter(Boolean);
  const signs = [
    v.spo2 ? `SpO2 ${formatNumber(v.spo2.value, 1)}%` : "",
    v.rr ? `respiratory rate ${formatNumber(v.rr.value)}/min` : "",
    v.hr ? `heart rate ${formatNumber(v.hr.value)}/min` : "",
  ].filter(Boolean);
  const plain = [
    lowSat ? "a low oxygen level" : "",
    confusion ? "new confusion or drowsiness" : "",
    cyanosis ? "blue lips or skin" : "",
    severe ? "severe breathlessness" : "",
  ].filter(Boolean);
  // The long-term oxygen point is made only when the saturation is one NICE would assess (92% or less).
  const ltot = v.spo2 !== undefined && v.spo2.value <= SPO2_LTOT;
  // NICE's steps on a UK record only: a record of neither country read "NICE NG114 … NICE NG115" and
  // cited both (review 33, infect-resp-33 case 01); it reads as a US one does, with the AIMAR criteria.
  const uk = patientScope(ctx).country === "uk";
  const critical = hospital.length > 0;
  const where = critical
    ? ` Features that favour assessment and treatment in hospital: ${hospital.join(", ")}. Assess in hospital today with arterial blood gases, giving oxygen to a target of 88–92% until the gases show whether there is hypercapnia.`
    : " None of the features that favour hospital treatment (acute confusion or drowsiness, cyanosis, severe breathlessness, a saturation below 90%) is recorded: review today, and reassess for hospital treatment if any appears or the saturation falls.";
  const recheck =
    "Recheck the resting saturation on air once stable after the exacerbation; assess for long-term oxygen only then";
  return {
    refs: ctx.refs(...copd, v.spo2?.v, v.rr?.v, v.hr?.v),
    severity: critical ? Severity.critical : Severity.high,
    values: {
      quote: ex.quote,
      signs: signs.length > 0 ? `, with ${joinList(signs)}` : "",
      where,
      treat: uk
        ? " NICE NG114 considers an antibiotic taking into account the severity of symptoms, particularly a change in sputum colour or a rise in its volume or thickness, whether hospital treatment is needed, earlier exacerbations and sputum results; NICE NG115 limits exacerbation treatment courses, rescue packs included, to 5 days."
        : "",
      ltot: ltot
        ? " A saturation taken during an exacerbation is not a stable reading: long-term oxygen is assessed, with arterial blood gases, only once the person is stable."
        : "",
      patientWhere: critical
        ? ` Your notes record ${joinList(plain)}, which means you should be seen in hospital today. If you are not already being looked after, call your local emergency number or go to an emergency department now.`
        : " A doctor or nurse should see you today. Get help fast if you become much more breathless, confused or very drowsy, or your lips turn blue.",
      patientLtot: ltot
        ? " Your oxygen level should be checked again once you have recovered, to see whether you need oxygen at home."
        : "",
    },
    nextSteps: [
      critical
        ? "Assess in hospital today: arterial blood gases, with oxygen to a target of 88–92% until they are known"
        : uk
          ? "Review today and treat the exacerbation: consider an antibiotic for purulent or increased sputum (NICE NG114), with treatment courses of 5 days; reassess for hospital treatment if it worsens"
          : "Review today and treat the exacerbation; reassess for hospital treatment if it worsens",
      ...(ltot ? [recheck] : []),
    ],
    evidence: [
      ...(uk ? ["nice-ng114-copd-exacerbation-antibiotics", "nice-ng115-copd"] : ["aimar-2014-copd-management"]),
      ...(critical ? ["bts-2017-emergency-oxygen"] : []),
      "bts-2015-home-oxygen",
    ],
  };
}

export const COPD_EXACERBATION_RULES: readonly Rule[] = [
  {
    id: "copd-exacerbation",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "COPD",
    title: "Current exacerbation of COPD",
    clinician: "COPD with a current exacerbation: {quote} in the notes{signs}.{where}{treat}{ltot}",
    patient:
      "Your notes describe a flare-up of your COPD: more breathless than usual, with a change in your phlegm.{patientWhere}{patientLtot}",
    nextSteps: ["Review today and treat the exacerbation"],
    patientQuestions: ["Do I need antibiotics or steroid tablets for this flare-up?"],
    evidence: ["bts-2015-home-oxygen"],
    keywords: ["copd", "exacerbation", "aecopd", "sputum purulence", "oxygen saturation"],
    match,
  },
];
