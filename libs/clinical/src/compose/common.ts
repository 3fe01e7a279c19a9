import type { Finding, PatientModel } from "../model.ts";
import type { EvidenceSet } from "../research.ts";
import { RuleContext } from "../rules/context.ts";
import { forClinician, recordWords } from "../rules/record-words.ts";
import { cite } from "./citations.ts";

/**
 * Our own headings and lines in a clinician report, in the record's spelling: "### Anemia" on a US
 * record (review 28, us-clinician-28). Findings' texts are spelt by evaluate.ts; a problem heading
 * is spelt only here, since it is also a key (compose/deep.ts).
 */
export function clinicianSpelling(model: PatientModel): (text: string) => string {
  const words = recordWords(new RuleContext(model));
  return (text) => forClinician(text, words);
}

/**
 * Findings whose statements appear in reports (lab flags covered by a rule are left to the rule). A
 * result the laboratory flagged critical but the engine grades only high ("not at a level that is
 * usually an emergency on its own") is left out too when a critical rule finding that sends the
 * patient for help now already reads it (review 12, pregnancy case 02: platelets 68 in HELLP).
 */
export function reportable(findings: readonly Finding[]): Finding[] {
  const rules = findings.filter((f) => f.family !== "lab-flag" && f.family !== "trend");
  const covered = new Set(rules.flatMap((f) => f.refs));
  const urgent = new Set(rules.filter((f) => isCritical(f) && patientSaysSeekHelpNow(f)).flatMap((f) => f.refs));
  return findings.filter((f) => {
    if (f.family !== "lab-flag") return true;
    if (f.code !== "lab-critical") return !f.refs.every((r) => covered.has(r));
    return isCritical(f) || !f.refs.every((r) => urgent.has(r));
  });
}

/**
 * The date of the record's newest lab result and how many whole years before the analysis it was
 * taken, when that is a year or more: the results then describe the patient as they were.
 */
export function oldRecord(model: PatientModel): { date: string; years: number } | undefined {
  const latest = Math.max(...model.labs.map((o) => o.time ?? Number.NEGATIVE_INFINITY));
  if (model.now === undefined || !Number.isFinite(latest)) return undefined;
  const years = Math.floor((Date.parse(model.now) - latest) / (365.25 * 86_400_000));
  return years >= 1 ? { date: new Date(latest).toISOString().slice(0, 10), years } : undefined;
}

export function isCritical(f: Finding): boolean {
  return f.severity === "critical";
}

/** Words by which a patient text tells the reader to seek help at once ("get emergency care now"). */
// An "urgent referral" (a two-week suspected-cancer appointment) is not advice to seek help at once
// (review 15, primary-care-labs 14: a raised PSA made the report say points above gave such advice).
// "Call an ambulance if you have a fit" and "go to hospital today" are such advice too (review 20,
// older-adults-meds: a magnesium needing a same-day drip was followed by "None of these results
// needs emergency care on its own").
// "Get help fast if…" and "you need to be seen by a doctor today" are such advice too (review 21,
// leftovers-21d case 02: a severe C. difficile infection was followed by "None of these results
// needs emergency care on its own").
// "Call 999" and "call 911" are too: the neutral "call your local emergency number" becomes them on UK
// and US records (review 31b, acute-31b; rules/record-words.ts).
const EMERGENCY_ADVICE =
  /\bemergenc(y|ies)\b|\bstraight away\b|\bat once\b|\burgent(?!\s+(?:referral|appointment)s?\b)(ly)?\b|\bright away\b|\bimmediately\b|\bambulance\b|\bgo to hospital\b|\bget help fast\b|\bcall (?:999|911)\b|\bbe seen (?:by a doctor )?today\b|\bsee (?:a|your) doctor today\b/i;

/**
 * Whether a finding carries an emergency warning: a critical result, or a patient text that says to
 * get help at once (an aneurysm's warning signs, signs of bleeding on warfarin, a very high blood pressure).
 * "You need to see a doctor today" counts (review 22, liver-gi-22 case 01: acute liver injury beside
 * "None of these results needs emergency care on its own").
 */
export function carriesEmergencyWarning(f: Finding): boolean {
  return isCritical(f) || EMERGENCY_ADVICE.test(f.patient);
}

/** Whether a finding's own patient text tells the reader to seek help at once (not just its severity). */
export function patientSaysSeekHelpNow(f: Finding): boolean {
  return EMERGENCY_ADVICE.test(f.patient);
}

/**
 * Whether the clinician text treats the finding as an emergency ("It is an obstetric emergency",
 * "Immediate obstetric assessment and admission"), whatever its severity: the patient text must not
 * then say that no result needs emergency care. "Not an emergency" does not match.
 */
const CLINICIAN_EMERGENCY = /\bis an? (?:obstetric |medical |acute medical )?emergency\b/i;
const IMMEDIATE_STEP = /^immediate\b|\bemergency (?:transfer|admission|medical care)\b/i;

export function clinicianCallsEmergency(f: Finding): boolean {
  return CLINICIAN_EMERGENCY.test(f.clinician) || f.nextSteps.some((s) => IMMEDIATE_STEP.test(s));
}

/**
 * A finding about a medicine: drug–lab and pharmacogenomic rules, and any other rule that rests
 * on a listed medication (an inherited clotting variant with oestrogen is filed under genetics).
 */
export function isMedicationFinding(f: Finding): boolean {
  return f.family === "drug-lab" || f.family === "pharmacogenomics" || f.refs.some((r) => r.startsWith("med:"));
}

/** Citation markers for a finding, from the evidence set when given (else the finding's own). */
export function citeFinding(f: Finding, evidence?: EvidenceSet): string {
  return cite(evidence?.byFinding[f.id] ?? f.evidenceIds);
}

export function describePatient(model: PatientModel): string {
  const { age: years, ageMonths, ageDaysEither: either } = model.patient;
  // An age in days or weeks under a month reads "0 months": such a baby is a newborn (under 28 days in NICE CG98's sense).
  // A date of birth that reads either way round gives both ages, as neither is known to be the one.
  const age = either
    ? `${either[0]}- or ${either[1]}-day-old`
    : ageMonths === 0
      ? "newborn"
      : ageMonths !== undefined && ageMonths < 24
        ? `${ageMonths}-month-old`
        : years !== undefined
          ? `${years}-year-old`
          : "";
  const sex =
    model.patient.sex ??
    (model.patient.genderText && model.patient.genderText !== "unknown" ? model.patient.genderText : "");
  const who = [age, sex].filter(Boolean).join(" ");
  if (who === "") return "Patient (age and sex not given)";
  // The one that is missing is said, not left for the reader to notice (review 21, minimal-requests 02, 03).
  const missing = age === "" ? " (age not given)" : sex === "" ? " (sex not given)" : "";
  return who.charAt(0).toUpperCase() + who.slice(1) + missing;
}

/** Problems in report order: by best severity of their findings, then requested focus. */
export function groupByProblem(findings: readonly Finding[]): [string, Finding[]][] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const list = groups.get(f.problem) ?? [];
    list.push(f);
    groups.set(f.problem, list);
  }
  return [...groups.entries()];
}

export function uniq(items: readonly string[]): string[] {
  return [...new Set(items)];
}
