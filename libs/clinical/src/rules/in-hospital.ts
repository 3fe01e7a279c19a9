/**
 * Whether the notes place the patient on a hospital ward now ("AMU day 2", "ward day 3", "day 2 of
 * admission", "inpatient", "on the ward", "admitted yesterday"). Advice to go to an
 * emergency department, or to recheck a blood pressure with lifestyle measures at the next visit, is
 * noise for someone already admitted (review 16, acute panels 03 and 11). An emergency department note
 * ("ED: …") is not an admission, and a past stay ("previous inpatient stay", "admitted 2019") does not
 * count, nor does a day after surgery alone ("post-op day 8"): people go home on heparin injections
 * after an operation. Nor does a ward mention beside a discharge or a clinic visit ("discharged home
 * yesterday", "seen in clinic"): sending a patient at home to the ward team instead of emergency care
 * is the worse error (review 17, inpatient). A stay the notes place before now ("started 3 months
 * ago after an inpatient stay") does not count either (review 47, mental-health-47 case 06).
 */
import type { Finding } from "../model.ts";
import { Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, statedMatches, statedMention } from "./notes.ts";
import { readsAsUsUnits } from "./uk-record.ts";

const UNIT = String.raw`(?:ward|amu|mau|acute medical unit|medical admissions unit|sau|hdu|icu|itu|ccu)`;
/**
 * A children's or paediatric assessment unit named as where the child is: the child is already with
 * the hospital's paediatric team (review 46, paeds-46 case 03: a child in a paediatric assessment unit
 * was asked for "same-day hospital assessment"). A referral to one, or a past visit, is not.
 */
const PAEDS_UNIT = String.raw`(?<!\b(?:to|from|refer(?:red|ral)?\s+to|attended|discharged\s+from)\s+(?:the\s+)?)(?:children'?s|childrens|paediatric|pediatric)\s+(?:assessment|observation|short[- ]stay)\s+unit\b`;
const ON_WARD = new RegExp(
  String.raw`\b(?:${UNIT}\s*(?:day|d)\s*\d{1,2}|day\s*\d{1,2}\s+(?:of|since|post|after)\s+(?:(?:this|the|her|his|their)\s+)?(?:admission|stay)|post-?admission\s+day\s*\d{1,2}|hospital\s+day\s*\d{1,2}|(?<!\b(?:previous|prior|last|recent|past|former|(?:after|following|since)\s+(?:an?|the|her|his|their))\s)in-?patient\b(?!\s+(?:stay|admission|episode)s?\s+(?:in|last|\d))|on\s+the\s+ward|(?:currently|still|remains)\s+(?:an?\s+)?(?:admitted|in\s+hospital)|(?:currently|now)\s+(?:on|in)\s+(?:the\s+)?${UNIT}|admitted\s+(?:yesterday|today|overnight|last\s+night|this\s+morning|\d{1,2}\s+days?\s+ago)|${PAEDS_UNIT})`,
);
/** A discharge already made, or a visit from home: the ward mention is then not a stay now. */
const NOT_ON_WARD_NOW =
  /\b(?:(?<!\b(?:be|being|to|for|not|until|before)\s)discharged\s+(?:home|yesterday|today|this|last|on|from|\d)|(?:was|were|been)\s+discharged|(?:since|post-?)\s*discharge\b|home from hospital|seen in (?:the\s+)?(?:clinic|surgery|outpatients?)|(?:clinic|outpatient|gp)\s+(?:review|appointment|visit|attendance)|attend(?:s|ed|ing)?\s+(?:the\s+)?(?:clinic|outpatients?))\b/;

/**
 * A past stay named in the ward mention's sentence ("One admission in July ... needing NIV on the
 * ward", review 24, resp-endo-24 case 02: a home oxygen review told "you are in hospital now").
 */
const PAST_STAY =
  /\b(?:admission|admitted|stay)\s+(?:in|during)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|\d{4}|(?:the\s+)?(?:last|previous)\s+(?:year|month|winter|summer|spring|autumn))\b|\b(?:previous|prior|last|past|one|two|three|\d+)\s+(?:hospital\s+)?admissions?\s+(?:in|during|last|this)\b/i;

/** A stay now named beside a past one ("two admissions this year, currently on the ward"). */
const NOW = /\b(?:currently|now|still|remains|today)\b/i;

/** The notes' words that place the patient in hospital now, or undefined. */
export function inHospitalMention(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  if (statedMention(text, NOT_ON_WARD_NOW, true) !== undefined) return undefined;
  for (const m of statedMatches(text, ON_WARD, true)) {
    const sentence = sentenceAround(text, m.index, m.length);
    if (!PAST_STAY.test(sentence) || NOW.test(sentence)) return m.quote;
  }
  return undefined;
}

/**
 * Words that send the reader to emergency care or into hospital: an emergency department, an
 * ambulance or emergency number, "go to hospital", "needs to be seen in hospital", an oncology
 * 24-hour line.
 */
const SENDS_TO_EMERGENCY =
  /\b(?:emergency department|a&e|emergency number|emergency services|ambulance|get emergency (?:help|care|treatment)|go (?:straight )?to hospital|seen in hospital|24-hour (?:chemotherapy )?(?:helpline|line)|oncology helpline)\b/i;
/**
 * Conditions about reaching care, not about symptoms ("if you are not already in hospital", "if
 * you cannot reach your doctor today"), and a closing "especially if …": none makes the advice
 * depend on symptoms to come.
 */
const ACCESS_CONDITION =
  /,?\s*\b(?:(?:if|when) (?:you are not already (?:in hospital|being cared for in hospital)|you cannot (?:reach|see|be seen|get)\b[^,;:]*|your (?:doctor|team) cannot\b[^,;:]*|you have one\b)|especially if\b[^.]*)/gi;
/** A sentence that makes the advice depend on symptoms to come ("If you faint, call …", "… for a fever"). */
const SYMPTOM_CONDITION = /\b(?:if|when|unless|should you)\b|\bfor (?:a|an|any|sudden|signs)\b/i;
/** Advice to go now, not on a condition ("go to an emergency department now", not "… now if you faint"). */
const GO_NOW =
  /\b(?:emergency department|a&e|emergency number|emergency services|ambulance|get emergency (?:help|care|treatment)|go (?:straight )?to hospital|seen in hospital)\b[^.;:,]{0,40}?\b(?:now|today|straight away|at once|immediately)\b(?!,?\s+(?:if|for|when|should)\b)/i;
/** "If you are already in hospital, stay …": said by the replacement sentence. */
const ALREADY_IN_HOSPITAL = /^if you are already (?:in hospital|being (?:looked after|cared for) in hospital)\b/i;

/** Whether a patient sentence sends the reader to emergency care now, rather than if symptoms come. */
function sendsToEmergencyNow(sentence: string): boolean {
  if (!SENDS_TO_EMERGENCY.test(sentence)) return false;
  const rest = sentence.replace(ACCESS_CONDITION, "").replace(/^[\s,;:]+/, "");
  if (/^(?:if|when|should)\b/i.test(rest)) return false;
  return !SYMPTOM_CONDITION.test(rest) || GO_NOW.test(rest);
}

const TELL_THE_WARD =
  "Your notes say you are in hospital now, so tell the nurse or doctor looking after you about this straight away.";

/** The patient text with advice to go to emergency care now replaced by telling the ward team; undefined if none. */
function patientOnTheWard(patient: string): string | undefined {
  const sentences = patient.split(/(?<=[.!?])\s+/);
  if (!sentences.some(sendsToEmergencyNow)) return undefined;
  const out: string[] = [];
  for (const s of sentences) {
    if (ALREADY_IN_HOSPITAL.test(s)) continue;
    if (!sendsToEmergencyNow(s)) out.push(s);
    else if (!out.includes(TELL_THE_WARD)) out.push(TELL_THE_WARD);
  }
  return out.join(" ");
}

/** Clinician words that take an urgent finding out of the ward: emergency care, an ambulance, admission. */
const SENDS_TO_HOSPITAL =
  /\b(?:emergency department|ambulance|999|911|same-day (?:hospital|emergency|medical)|hospital (?:assessment|admission|treatment|care)|emergency admission|admission|admit)\b/i;

const NEWS2_MIN_AGE = 16;

/** A clinician text that already places the patient in hospital (acute pancreatitis on the ward). */
const ALREADY_SAID = /\b(?:already in hospital|in hospital already)\b/i;

/**
 * Steps timed for a patient at home: a recheck in weeks or months, the next visit, an outpatient or GP
 * referral. On the ward they are either done during the stay or handed on at discharge.
 */
const OUTPATIENT_STEP =
  /\b(?:(?:in|after|within|every)\s+(?:\d+(?:[–-]\d+)?|a few|one|two|three|six|twelve)\s+(?:weeks?|months?|years?)|next (?:visit|appointment|review)|outpatients?|(?:the|their|her|his|a) gp\b|primary care|routine referral|refer routinely)\b/i;
const WARD_HANDOVER =
  " (in hospital now: do this during the stay or hand it on in the discharge summary, as the ward team decides)";
const DEFERRED = /^not for now\b/i;

/** A step reworded for the ward when it is timed for a patient at home. */
const stepOnTheWard = (step: string): string =>
  OUTPATIENT_STEP.test(step) && !DEFERRED.test(step) && !step.endsWith(WARD_HANDOVER)
    ? `${step}${WARD_HANDOVER}`
    : step;

/**
 * Urgent findings read for a patient in hospital now. NEWS2 (RCP 2017) escalates through the ward: the
 * nurse tells the medical team caring for the patient at once, who review urgently, with a team with
 * critical care skills for the sickest. So a patient text
 * that sends the reader to an emergency department or an ambulance now tells them to tell the nurse
 * or doctor looking after them (advice that waits on symptoms to come is left, and the report's last
 * section says it is for after discharge), and the first critical or high finding says once, in the
 * clinician text and as the first step, to act through the ward team; each other critical or high finding
 * starts with telling the responsible team (review 18, ward-and-urine 07: potassium 6.4 on day 3 of
 * admission read as an outpatient result). Steps timed for home (a recheck in 3 months, a GP referral)
 * say they are done during the stay or handed on at discharge.
 */
export function adjustForInpatient(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  const ward = inHospitalMention(ctx);
  if (ward === undefined) return [...findings];
  // NEWS2 is the escalation path for adults (16 and over); a child's ward uses its own.
  let noted = ctx.age !== undefined && ctx.age < NEWS2_MIN_AGE;
  return findings.map((f) => {
    const patient = patientOnTheWard(f.patient);
    const critical = f.severity === Severity.critical;
    const urgent = critical || f.severity === Severity.high;
    const nextSteps = f.nextSteps.map(stepOnTheWard);
    const out = { ...f, nextSteps, ...(patient === undefined ? {} : { patient }) };
    if (!urgent || ALREADY_SAID.test(f.clinician)) return out;
    if (noted) {
      const tell = critical
        ? "In hospital now: tell the responsible team now"
        : "In hospital now: raise this with the ward team today";
      return { ...out, nextSteps: [tell, ...nextSteps] };
    }
    noted = true;
    const sends = patient !== undefined || SENDS_TO_HOSPITAL.test([f.clinician, ...f.nextSteps].join(" "));
    return {
      ...out,
      clinician: `${f.clinician} The notes place the patient in hospital now ("${ward}"): act on this through the ward team, informing the responsible clinician now and escalating under the local policy (urgent senior review, or a team with critical care skills if the patient is deteriorating)${sends ? "; where the steps say emergency department, ambulance, admission or same-day hospital assessment, that means urgent review where the patient is" : ""}.`,
      nextSteps: [
        "In hospital now: inform the responsible clinician now, treat under the local protocol, and escalate under the local policy if the patient is deteriorating",
        ...nextSteps,
      ],
      // NEWS2 is the UK ward's escalation pathway (RCP 2017); a US ward escalates under its own rapid
      // response policy, which the text already names as "the local policy" (review 33, older-acute-33).
      evidenceIds: readsAsUsUnits(ctx) ? f.evidenceIds : [...new Set([...f.evidenceIds, "rcp-news2-2017"])],
    };
  });
}
