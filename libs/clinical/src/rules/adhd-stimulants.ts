import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { medNames } from "./context.ts";
import { notedClinicBp } from "./bp-readings.ts";
import { statedMention } from "./notes.ts";
import { readsAsUk } from "./uk-record.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * ADHD stimulants with cardiac symptoms, a family history of sudden death or a raised blood pressure,
 * which NICE NG87 sends for a cardiology opinion or referral.
 *
 * NICE NG87 asks for a cardiology opinion before ADHD medication when there is a family history of
 * early sudden cardiac death or symptoms that suggest arrhythmia, and for referral when blood
 * pressure is in the hypertensive range.
 */

/** ADHD stimulants by generic or brand name. */
const STIMULANT =
  /\b(?:lisdexamfetamine|dexamfetamine|dextroamphetamine|amfetamine|amphetamine|methylphenidate|elvanse|vyvanse|adderall|concerta|ritalin|medikinet|equasym|xaggitin|delmosart|xenidate|matoride)\b/i;
/** Symptoms that may be cardiac: palpitations, exertional chest pain or tightness, fainting. */
const CARDIAC_SYMPTOMS =
  /\b(?:palpitations?|chest\s+(?:pain|tightness|discomfort)|(?:fainted|fainting|faints|syncope|blackouts?)|racing\s+heart)\b/i;
/** A relative's sudden or unexplained death. */
const SUDDEN_DEATH =
  /\b(?:died\s+suddenly|sudden(?:ly)?\s+died|sudden\s+(?:cardiac\s+|unexplained\s+)?death|sudden\s+arrhythmic\s+death|unexplained\s+death)\b/i;
/** NICE NG87's hypertensive range for referral (140/90 mmHg). */
const RAISED = { systolic: 140, diastolic: 90 } as const;
/**
 * A child's reading that is raised for any height at this age (review 25, paeds-25 cases 01 and 02: a
 * 10-year-old at 124/82 and a 15-year-old at 134/86 mmHg on stimulants were not named, as 140/90 is
 * an adult level). A child's pressure on ADHD medicine is read against centiles, with specialist
 * advice above the 95th on two occasions (nice-ng87-2018); AAP 2017 puts a reading at 120/80 or more
 * at least in the elevated range before 13, and at 130/80 or more in stage 1 from 13
 * (aap-2017-pediatric-hbp).
 */
const RAISED_UNDER_13 = { systolic: 120, diastolic: 80 } as const;
const RAISED_13_TO_17 = { systolic: 130, diastolic: 80 } as const;
const ADULT_FROM = 18;
const CENTILE_CHARTS_TO = 13;

function raisedLevel(age: number | undefined): { systolic: number; diastolic: number } {
  if (age === undefined || age >= ADULT_FROM) return RAISED;
  return age < CENTILE_CHARTS_TO ? RAISED_UNDER_13 : RAISED_13_TO_17;
}

/**
 * On a UK record the British centiles set the level: above the 98th centile for age is high
 * (jackson-2007-gb-bp-centiles); AAP 2017's fixed levels are a US reference, used here only to pick
 * out readings to plot (review 25, ages-25b: AAP levels were given as the guidance on UK records).
 */
function ukChildBpNote(age: number): string {
  const fixed = age < CENTILE_CHARTS_TO ? "120/80" : "130/80";
  return `At age ${age} the blood pressure is judged for a child, not against the adult 140/90 mmHg: it is plotted on centile charts for age and sex, and specialist advice is sought when the systolic is above the 95th centile (or has risen markedly) on two occasions. The British blood pressure centiles call a reading above the 98th centile for age high, and one between the 91st and 98th high-normal; the ${fixed} mmHg used to pick out this reading is a US level (AAP 2017), not UK guidance.`;
}

/** For a child, how the reading is judged instead of against the adult level. */
function childBpNote(age: number): string {
  const level =
    age < CENTILE_CHARTS_TO
      ? "AAP 2017 puts a child's reading at 120/80 mmHg or more at least in the elevated range, and the centile tables for age, sex and height say whether it is above the 95th centile"
      : "from age 13, AAP 2017 puts 130/80 mmHg or more in the stage 1 hypertension range";
  return `At age ${age} the blood pressure is judged for a child, not against the adult 140/90 mmHg: it is compared with centiles for age, sex and height, and specialist advice is sought when the systolic is above the 95th centile (or has risen markedly) on two occasions; ${level}.`;
}
/** A resting heart rate at or above which the newest reading is named as fast. */
const FAST_HR = 100;

function stimulantCardiac(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => STIMULANT.test(m.name));
  if (meds.length === 0) return undefined;
  const text = ctx.freeText;
  // Denied symptoms and a denied family history are not warning signs (review 25, paeds-25 case 02:
  // "denies palpitations or chest pain. No family history of sudden death" was read as both).
  const symptoms = statedMention(text, CARDIAC_SYMPTOMS, true) !== undefined;
  const relatives = ctx.model.familyHistory.filter((f) => SUDDEN_DEATH.test(f.condition));
  const familyDeath = relatives.length > 0 || statedMention(text, SUDDEN_DEATH, true) !== undefined;
  const raised = raisedLevel(ctx.age);
  const bp = ctx
    .vitals("bp")
    .filter((v) => (v.value ?? 0) >= raised.systolic || (v.diastolic ?? 0) >= raised.diastolic);
  // With no reading recorded as a vital sign, the notes' clinic reading counts (review 45, paeds-45
  // case 08: "BP 132/86" in a 12-year-old's medication-check notes on methylphenidate drew only the
  // general child blood pressure finding, with no word of the stimulant).
  const noted =
    ctx.vitals("bp").length > 0
      ? []
      : notedClinicBp(ctx).filter((r) => r.sys >= raised.systolic || r.dia >= raised.diastolic);
  const shown = [...bp.map((v) => v.rawValue), ...noted.map((r) => `${r.sys}/${r.dia}`)];
  const child = ctx.age !== undefined && ctx.age < ADULT_FROM && shown.length > 0;
  const hr = ctx
    .vitals("heart-rate")
    .filter((v) => v.value !== undefined)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const fast = hr?.value !== undefined && hr.value >= FAST_HR ? hr : undefined;
  if (!symptoms && !familyDeath && shown.length === 0) return undefined;
  const seen = [
    shown.length > 0 && `blood pressure ${shown.join(" and ")} mmHg${noted.length > 0 ? " (in the notes)" : ""}`,
    // The value, not the reading as written: a pulse read from the notes is written "pulse 112"
    // (review 48, us-sources-48 case 08: "heart rate pulse 112/min").
    fast?.value !== undefined && `heart rate ${fast.value}/min`,
    symptoms && "possible cardiac symptoms in the notes",
    familyDeath && "a relative's sudden death recorded",
  ].filter((s): s is string => typeof s === "string");
  return {
    refs: [...ctx.refs(...meds, ...bp, fast, ...relatives), ...noted.flatMap((r) => r.refs)],
    values: { med: medNames(meds), seen: seen.join("; ") },
    severity: symptoms || familyDeath ? Severity.high : Severity.moderate,
    ...(child && ctx.age !== undefined
      ? readsAsUk(ctx)
        ? {
            clinicianExtra: ukChildBpNote(ctx.age),
            evidence: ["jackson-2007-gb-bp-centiles", "aap-2017-pediatric-hbp"],
          }
        : { clinicianExtra: childBpNote(ctx.age), evidence: ["aap-2017-pediatric-hbp"] }
      : {}),
  };
}

export const ADHD_STIMULANT_RULES: readonly Rule[] = [
  {
    id: "adhd-stimulant-cardiac-review",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "ADHD medication",
    title: "ADHD stimulant with raised blood pressure or cardiac warning signs",
    clinician:
      "On {med}: {seen}. Stimulants raise heart rate and blood pressure. NICE NG87 asks for a cardiology opinion when there is a family history of early sudden cardiac death or symptoms suggesting a heart rhythm problem, and for referral when blood pressure is in the hypertensive range; review the stimulant with the ADHD prescriber rather than adding blood pressure medicines around it.",
    patient:
      "You take {med} for ADHD. This medicine can raise blood pressure and heart rate, and some of your readings or symptoms need checking. Please see the doctor who prescribes it soon: they may want a heart tracing (ECG) and a heart specialist's opinion, and may change the dose. Do not stop or change it on your own. Get urgent help if you faint, or have chest pain or a racing heart during exercise.",
    nextSteps: [
      "Review the stimulant dose with the ADHD prescriber; recheck blood pressure and resting heart rate",
      "ECG and a cardiology opinion before continuing when there are exertional symptoms or a family history of sudden death",
    ],
    patientQuestions: ["Is my ADHD medicine safe for my heart, and do I need a heart check?"],
    evidence: ["nice-ng87-2018"],
    keywords: ["adhd", "stimulant", "lisdexamfetamine", "methylphenidate", "sudden cardiac death", "blood pressure"],
    match: stimulantCardiac,
  },
];
