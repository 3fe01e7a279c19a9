import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { COUNT_WORDS, formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { type BpReading, bpReadings, latestVisit, notedClinicBp, showBp } from "./bp-readings.ts";
import type { RuleContext } from "./context.ts";
import { isStated, statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { resultText } from "../qualitative-wording.ts";
import { isLow } from "./lab-status.ts";

/*
 * Blood pressure, platelets and the liver in pregnancy and after birth. Hypertension in pregnancy is
 * judged by the pregnancy guideline, not the adult one: the adult blood pressure rules (other.ts)
 * step aside in pregnancy and for six weeks after birth, and every reading they would have reported
 * is reported here. HELLP syndrome is found from its laboratory picture whatever the blood pressure.
 *
 * Sources, checked 2026-11-24 (seenAt in evidence/added-sources.ts):
 * - NICE NG133 (Hypertension in pregnancy): pre-eclampsia is new hypertension (over 140 systolic or
 *   over 90 diastolic) after 20 weeks with new proteinuria (urine protein:creatinine ratio 30 mg/mmol
 *   or more, albumin:creatinine ratio 8 mg/mmol or more, or 1 g/L [2+] on dipstick) or other organ
 *   involvement: creatinine 90 µmol/L or more, ALT or AST over 40 IU/L (with or without right upper
 *   quadrant or epigastric pain), severe headaches or visual scotomata and other neurological
 *   complications, platelets below 150 ×10⁹/L, DIC or haemolysis (its definition as quoted on
 *   gpnotebook.com and rcemlearning.co.uk). Severe hypertension is 160/110 mmHg or more, with
 *   admission; once treated, the goal is 135/85 mmHg or less (its table on NCBI Bookshelf
 *   NBK546004). Women with severe headache, problems with vision, severe pain just below the ribs,
 *   vomiting or sudden swelling of the face, hands or feet should see a professional immediately
 *   (recommendation 1.1.1). NG136, the adult guideline, defers to it in pregnancy.
 * - Haram 2009 (BMC Pregnancy Childbirth, review): HELLP by the Tennessee criteria is haemolysis with
 *   LDH over 600 U/L, AST 70 U/L or more and platelets below 100 ×10⁹/L; about 70% arise before
 *   delivery and the rest within 48 hours after it; delivery is indicated from 34 weeks. Haemolysis
 *   is shown on the blood film, by a low haptoglobin or a raised bilirubin (Sibai 2004, abstract;
 *   Sibai's 1993 criteria on arupconsult.com add schistocytes and bilirubin over 1.2 mg/dL); these
 *   were read in its seenAt, not cited.
 * - ACOG Practice Bulletin 207: thrombocytopenia (below 150 ×10⁹/L) affects 7–12% of pregnancies;
 *   gestational thrombocytopenia is benign, with no maternal or fetal risk. Reese 2018 (NEJM): below
 *   100 ×10⁹/L, a cause other than pregnancy itself should be looked for.
 * Engine choices, not guideline figures: the postnatal window is six weeks (the puerperium, within
 * which postpartum pre-eclampsia is described on patient pages such as uhhospitals.org); results
 * within a week of the record's newest are read together, and when even those are more than a week
 * older than the analysis date, an emergency they show is reported as one to check today; the
 * highest reading of the newest visit is the one judged, so that a severe reading is never set
 * aside for a lower repeat.
 */

const F = FindingFamily.pattern;
const DAY_MS = 86_400_000;
/** Results within this many days of the record's newest are read together (see isCurrent, staleSince). */
const CURRENT_DAYS = 7;
const POSTNATAL_DAYS = 42;
/** NICE NG133: pre-eclampsia is defined from 20 weeks. */
const PRE_ECLAMPSIA_FROM_WEEKS = 20;

// ---------------------------------------------------------------------------------------------
// Pregnancy and the weeks after birth.
// ---------------------------------------------------------------------------------------------

/** Named conditions of the postnatal period that can outlast it (a depression a year later). */
const POSTNATAL_DISORDER = /haemorrhage|hemorrhage|\bpph\b|depress|thyroiditis|psychosis|anxiety|cardiomyopathy/;
const POSTNATAL_WORD = /\bpost[- ]?(?:partum|natal)\b|\bpuerper/;
/**
 * A condition that is the birth itself ("Spontaneous vaginal delivery", "Cesarean delivery"): its
 * onset date is the day of birth. Without it a woman on the postnatal ward two days after a
 * haemorrhage had her haemoglobin judged by the non-pregnant cut-off (review 26, pregnancy-26b case
 * 09). A past birth named as history ("Previous caesarean section") is not this one.
 */
const DELIVERY_EVENT = /\b(?:deliver(?:y|ed)|caesarean|cesarean|c-?section|childbirth)\b/;
const PAST_DELIVERY = /\b(?:previous|prior|history|hx|past|drug)\b/;
const DELIVERY_DATE = /\b(?:deliver(?:y|ed)|birth|born|caesarean|cesarean|c-?section)\b\D{0,20}(\d{4}-\d{2}-\d{2})/;
/**
 * A delivery dated day/month/year or month/day/year ("Spontaneous vaginal delivery 26/11/2026",
 * review 46, paeds-46 case 08), read only when one part is above 12, so the order is not in doubt.
 */
const DELIVERY_SLASH_DATE =
  /\b(?:deliver(?:y|ed)|birth|born|caesarean|cesarean|c-?section)\b\D{0,20}(\d{1,2})\/(\d{1,2})\/(\d{4})\b/;
const BIRTH = String.raw`(?:(?:a|an|her|the|normal|vaginal|spontaneous|assisted|instrumental|forceps|ventouse|emergency|elective|caesarean|cesarean)\s+)*(?:birth|delivery|section|caesarean|cesarean|c-?section)`;
/**
 * A count of days or weeks in figures or words: "delivered a week ago" and "two weeks postpartum" were
 * not read as time since birth (review 46, paeds-46 case 07).
 */
const COUNT = String.raw`(\d{1,2}|an?|one|two|three|four|five|six)`;
/** "day 5 after vaginal birth", "postnatal day 3", "10 days postpartum", "delivered 2 weeks ago", "delivered last week". */
const DAYS_AFTER_BIRTH: readonly [RegExp, "days" | "unit" | "last-week"][] = [
  [new RegExp(String.raw`\bday\s*(\d{1,2})\s+(?:after|post|following)\s+${BIRTH}\b`), "days"],
  [/\bpost[- ]?(?:partum|natal|delivery)\s+day\s*(\d{1,2})\b/, "days"],
  // "day 5 postnatal", "day 3 postpartum" (review 31, obs-med-31 case 03: a midwife's "day 5 postnatal" was not read)
  [/\bday\s*(\d{1,2})\s+post[- ]?(?:partum|natal)\b/, "days"],
  [
    new RegExp(
      String.raw`\b${COUNT}\s*(days?|weeks?)\s+(?:post[- ]?(?:partum|natal|delivery)|after\s+${BIRTH}|since\s+${BIRTH})\b`,
    ),
    "unit",
  ],
  [new RegExp(String.raw`\b(?:delivered|gave birth|birth)\s+${COUNT}\s*(days?|weeks?)\s+ago\b`), "unit"],
  [/\b(?:delivered|gave birth)\s+last\s+week\b/, "last-week"],
  // "baby born 10 weeks ago": the child named, so a newborn's own record ("born 3 days ago") is not read as a birth she gave.
  [
    new RegExp(String.raw`\b(?:baby|son|daughter|twins)\s+(?:was\s+|were\s+)?born\s+${COUNT}\s*(days?|weeks?)\s+ago\b`),
    "unit",
  ],
  // "delivered by caesarean 9 days ago", "emergency caesarean 5 days ago" (review 12, pregnancy 15)
  [
    new RegExp(
      String.raw`\b(?:(?:delivered|gave birth)\s+(?:by|via|with)\s+)?${BIRTH}\s+${COUNT}\s*(days?|weeks?)\s+ago\b`,
    ),
    "unit",
  ],
];

/** The days a DAYS_AFTER_BIRTH match gives ("last week" is read as 7). */
function matchedDays(m: RegExpExecArray, kind: "days" | "unit" | "last-week"): number {
  if (kind === "last-week") return 7;
  const word = m[1] ?? "";
  const n = /^an?$/.test(word) ? 1 : (COUNT_WORDS[word] ?? Number(word));
  return kind === "unit" && /week/.test(m[2] ?? "") ? n * 7 : n;
}

function nowTime(ctx: RuleContext): number | undefined {
  const t = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  return Number.isNaN(t) ? undefined : t;
}

/** Days since birth stated in the notes ("day 5 after vaginal birth"), when stated and not denied. */
function daysInNotes(ctx: RuleContext): number | undefined {
  const text = ctx.freeText;
  for (const [re, kind] of DAYS_AFTER_BIRTH) {
    const m = re.exec(text);
    if (m === null || !isStated(text, m.index, m[0].length)) continue;
    return matchedDays(m, kind);
  }
  return undefined;
}

/** An ISO date from a day/month/year or month/day/year match, when one part is above 12. */
function slashDate(m: RegExpExecArray | null): string | undefined {
  if (m === null) return undefined;
  const [a, b, year] = [Number(m[1]), Number(m[2]), m[3]];
  const [day, month] = a > 12 && b <= 12 ? [a, b] : b > 12 && a <= 12 ? [b, a] : [0, 0];
  if (day === 0 || month === 0 || day > 31) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * Days since a delivery date named in a condition ("Postpartum haemorrhage at delivery 2026-11-17")
 * or stated in the notes ("Delivered 2026-08-05"), or the onset date of a condition naming the
 * postnatal period itself ("Postpartum state", onset 2026-08-05). Without it a birth four months
 * back read as the six weeks after birth, with the pre-eclampsia warning signs (review 22, deep
 * sweep 05).
 */
function daysSinceDeliveryDate(ctx: RuleContext): number | undefined {
  const now = nowTime(ctx);
  if (now === undefined) return undefined;
  const days = (date: string | undefined): number | undefined => {
    const t = date === undefined ? Number.NaN : Date.parse(date);
    return !Number.isNaN(t) && t <= now ? Math.floor((now - t) / DAY_MS) : undefined;
  };
  for (const c of ctx.model.conditions) {
    const name = c.name.toLowerCase();
    const d = days(DELIVERY_DATE.exec(name)?.[1] ?? slashDate(DELIVERY_SLASH_DATE.exec(name)));
    if (d !== undefined) return d;
  }
  // A condition naming the birth with its age ("Cesarean delivery 6 days ago"; review 31,
  // obs-med-31 cases 03-04: read neither as postnatal nor dated, so the adult blood pressure rules ran).
  for (const c of ctx.model.conditions) {
    const name = c.name.toLowerCase();
    if (PAST_DELIVERY.test(name) || !isActiveCondition(c.status)) continue;
    for (const [re, kind] of DAYS_AFTER_BIRTH) {
      const m = re.exec(name);
      if (m !== null) return matchedDays(m, kind);
    }
  }
  const text = ctx.freeText.toLowerCase();
  const stated = DELIVERY_DATE.exec(text);
  if (stated !== null && isStated(text, stated.index, stated[0].length)) {
    const d = days(stated[1]);
    if (d !== undefined) return d;
  }
  for (const c of ctx.model.conditions) {
    const name = c.name.toLowerCase();
    if (!(POSTNATAL_WORD.test(name) || DELIVERY_EVENT.test(name)) || POSTNATAL_DISORDER.test(name)) continue;
    if (PAST_DELIVERY.test(name)) continue;
    const d = days(c.date);
    if (d !== undefined) return d;
  }
  return undefined;
}

/** Days since the birth, from the notes or a dated delivery condition, however long ago. */
export function daysSinceBirth(ctx: RuleContext): number | undefined {
  return ctx.sex === "male" ? undefined : (daysInNotes(ctx) ?? daysSinceDeliveryDate(ctx));
}

interface Postnatal {
  /** Days since birth, when the record gives them. */
  days?: number;
  refs: string[];
}

/**
 * Whether the patient gave birth within the last six weeks: the notes give the days since birth, a
 * condition dates the delivery, or a current condition names the postnatal period ("Postpartum,
 * breastfeeding"; not a postnatal disorder such as depression, which can outlast it). Days that
 * place the birth more than six weeks back rule it out.
 */
function postnatal(ctx: RuleContext): Postnatal | undefined {
  if (ctx.sex === "male") return undefined;
  const days = daysInNotes(ctx) ?? daysSinceDeliveryDate(ctx);
  const named = ctx.model.conditions.filter((c) => {
    const name = c.name.toLowerCase();
    return POSTNATAL_WORD.test(name) && !POSTNATAL_DISORDER.test(name) && isActiveCondition(c.status);
  });
  if (days !== undefined) return days <= POSTNATAL_DAYS ? { days, refs: ctx.refs(...named) } : undefined;
  return named.length > 0 ? { refs: ctx.refs(...named) } : undefined;
}

/** Where the patient is: pregnant (with the weeks when known), or within six weeks of birth. */
type Stage = { kind: "pregnant"; weeks?: number } | ({ kind: "postnatal" } & Postnatal);

/**
 * The patient's stage. Days since birth stated in the notes outweigh a pregnancy condition left
 * active in the record; otherwise a pregnancy is read first.
 */
function stage(ctx: RuleContext): Stage | undefined {
  const after = postnatal(ctx);
  const p = pregnancy(ctx);
  if (after !== undefined && (p === undefined || daysInNotes(ctx) !== undefined))
    return { kind: "postnatal", ...after };
  if (p === undefined) return undefined;
  return p.weeks === undefined ? { kind: "pregnant" } : { kind: "pregnant", weeks: p.weeks };
}

/** Whether the adult rules for blood pressure and weight should step aside: pregnancy or the six weeks after birth. */
export function pregnantOrPostnatal(ctx: RuleContext): boolean {
  return stage(ctx) !== undefined;
}

/** Whether the record places the patient within six weeks after birth (and no longer pregnant). */
export function afterBirth(ctx: RuleContext): boolean {
  return stage(ctx)?.kind === "postnatal";
}

function stageText(s: Stage): string {
  if (s.kind === "postnatal") return s.days === undefined ? "After birth" : `Day ${s.days} after birth`;
  return s.weeks === undefined ? "In pregnancy (gestational age not found)" : `At ${s.weeks} weeks of pregnancy`;
}

/**
 * Whether the record is in pre-eclampsia's setting: from 20 weeks or after birth, with a current
 * blood pressure of 140/90 mmHg or more or the results of HELLP. There a raised AST, ALT, urine
 * protein or urate is read as part of that picture, not by its general adult meaning (evaluate.ts).
 */
export function inPreEclampsiaSetting(ctx: RuleContext): boolean {
  const s = stage(ctx);
  if (s === undefined || !secondHalfOrAfter(s)) return false;
  const bp = currentBp(ctx);
  return (bp !== undefined && isHighBp(bp.bp)) || hellp(ctx, s) !== undefined;
}

/**
 * A pregnancy known to be under 20 weeks: pre-eclampsia (new hypertension after 20 weeks, NICE
 * NG133) is not yet in question, so its symptom list is not the one to give (review 11, lab
 * panels 6: "vomiting" was named as an emergency to a woman at 10 weeks with hyperemesis).
 */
export function beforePreEclampsiaWeeks(ctx: RuleContext): boolean {
  const s = stage(ctx);
  return s !== undefined && !secondHalfOrAfter(s);
}

/** From 20 weeks, or after birth; an unknown gestational age is not ruled out. */
function secondHalfOrAfter(s: Stage): boolean {
  return s.kind === "postnatal" || s.weeks === undefined || s.weeks >= PRE_ECLAMPSIA_FROM_WEEKS;
}

// ---------------------------------------------------------------------------------------------
// Readings and results that describe today.
// ---------------------------------------------------------------------------------------------

/** The newest dated result or reading of the record: the results read together are those near it. */
function newestTime(ctx: RuleContext): number | undefined {
  const times = [...ctx.model.labs, ...ctx.model.vitals].map((x) => x.time).filter((t): t is number => t !== undefined);
  return times.length === 0 ? undefined : Math.max(...times);
}

/** Whether a result belongs with the record's newest ones (within a week of them), so they describe one episode. */
function isCurrent(ctx: RuleContext, time: number | undefined): boolean {
  const newest = newestTime(ctx);
  return time === undefined || newest === undefined || newest - time <= CURRENT_DAYS * DAY_MS;
}

/**
 * The date of the record's newest results when they are more than a week older than the analysis:
 * an emergency they showed then is reported as one to check today, not as one happening now.
 */
function staleSince(ctx: RuleContext): string | undefined {
  const now = nowTime(ctx);
  const newest = newestTime(ctx);
  if (now === undefined || newest === undefined || now - newest <= CURRENT_DAYS * DAY_MS) return undefined;
  return new Date(newest).toISOString().slice(0, 10);
}

/** The highest seated or lying reading of the newest visit, when that visit is current. */
function currentBp(ctx: RuleContext): { bp: BpReading; visit: BpReading[] } | undefined {
  const recorded = latestVisit(bpReadings(ctx));
  const visit = recorded.length > 0 || bpReadings(ctx).length > 0 ? recorded : latestVisit(notedClinicBp(ctx));
  const first = visit[0];
  if (first === undefined || !isCurrent(ctx, first.time)) return undefined;
  const bp = visit.reduce((a, b) => (b.sys > a.sys || (b.sys === a.sys && b.dia > a.dia) ? b : a));
  return { bp, visit };
}

const isSevereBp = (bp: BpReading) => bp.sys >= 160 || bp.dia >= 110;
const isHighBp = (bp: BpReading) => bp.sys >= 140 || bp.dia >= 90;

/** "162/106 mmHg (the higher of 158/104 and 162/106 mmHg on 2026-11-22)", or the one reading. */
function showVisitBp(bp: BpReading, visit: readonly BpReading[]): string {
  if (visit.length < 2) return showBp(bp);
  const list = visit.map((r) => `${formatNumber(r.sys)}/${formatNumber(r.dia)}`);
  const all = `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
  const day = bp.date === undefined ? "" : ` on ${bp.date.slice(0, 10)}`;
  return `${showBp({ sys: bp.sys, dia: bp.dia })} (the ${visit.length === 2 ? "higher" : "highest"} of ${all} mmHg${day})`;
}

/** The newest result of a test when it is current. */
function currentLab(ctx: RuleContext, id: string): LabObservation | undefined {
  const obs = ctx.lab(id);
  return obs !== undefined && isCurrent(ctx, obs.time) ? obs : undefined;
}

// ---------------------------------------------------------------------------------------------
// Proteinuria.
// ---------------------------------------------------------------------------------------------

/** mg/g of creatinine to mg/mmol (creatinine 113.12 g/mol). */
const MG_PER_G_TO_MG_PER_MMOL = 0.1131;

/** A urine protein or albumin to creatinine ratio in mg/mmol, from the catalogue's rule unit (mg/g). */
function ratioMgPerMmol(ctx: RuleContext, obs: LabObservation): number | undefined {
  const value = ctx.valueOf(obs);
  const unit = obs.standard?.unit.toLowerCase();
  if (value === undefined || unit === undefined) return undefined;
  if (unit === "mg/mmol") return value;
  return unit === "mg/g" ? value * MG_PER_G_TO_MG_PER_MMOL : undefined;
}

/** Dipstick protein of 2+ or more ("2+", "++", "3+"), as NICE's 1 g/L [2+]. */
function dipstickTwoPlus(obs: LabObservation | undefined): boolean {
  const raw = obs?.rawValue.replace(/\s/g, "") ?? "";
  const plus = /^(\d)\+/.exec(raw)?.[1] ?? String(/^\++/.exec(raw)?.[0].length ?? 0);
  return Number(plus) >= 2;
}

interface Proteinuria {
  text: string;
  refs: string[];
  /** Only a dipstick shows it: a laboratory ratio should quantify it. */
  dipstickOnly: boolean;
}

/**
 * Proteinuria by NICE's thresholds: a protein:creatinine ratio of 30 mg/mmol or more or an
 * albumin:creatinine ratio of 8 mg/mmol or more; a dipstick of 2+ counts only when no ratio was measured.
 */
function proteinuria(ctx: RuleContext): Proteinuria | undefined {
  const pcr = currentLab(ctx, "upcr");
  const pcrValue = pcr === undefined ? undefined : ratioMgPerMmol(ctx, pcr);
  const acr = currentLab(ctx, "uacr");
  const acrValue = acr === undefined ? undefined : ratioMgPerMmol(ctx, acr);
  // A positive dipstick beside the ratio is the same finding, reported with it.
  const dip = ctx.anyLab("urine-protein");
  const dipRefs = dip !== undefined && isCurrent(ctx, dip.time) && dipstickTwoPlus(dip) ? [dip.ref] : [];
  if (pcr !== undefined && pcrValue !== undefined && pcrValue >= 30)
    return {
      text: `urine protein:creatinine ratio ${ctx.show(pcr)}`,
      refs: [pcr.ref, ...dipRefs],
      dipstickOnly: false,
    };
  if (acr !== undefined && acrValue !== undefined && acrValue >= 8)
    return {
      text: `urine albumin:creatinine ratio ${ctx.show(acr)}`,
      refs: [acr.ref, ...dipRefs],
      dipstickOnly: false,
    };
  if (pcrValue !== undefined || acrValue !== undefined || dip === undefined || dipRefs.length === 0) return undefined;
  return { text: `urine dipstick protein ${resultText(dip)}`, refs: [dip.ref], dipstickOnly: true };
}

// ---------------------------------------------------------------------------------------------
// Symptoms in the notes (NICE NG133 1.1.1 and its neurological complications).
// ---------------------------------------------------------------------------------------------

/** A headache that simple painkillers have not eased: "not settling with paracetamol", "not relieved by acetaminophen". */
export const UNRELIEVED_HEADACHE =
  /\bheadaches?\b[^.;]{0,50}\b(?:not (?:settling|settled|relieved|responding|improving|improved|helped|eased|easing)|unrelieved|unresponsive|despite (?:regular |taking )?(?:paracetamol|acetaminophen|tylenol|ibuprofen|analgesi\w*|painkillers?|pain relief))\b/;

interface Symptom {
  /** Said to the clinician. */
  text: string;
  /** Among the symptoms that call for assessment at once. */
  urgent: boolean;
}

/** The clinician's label of a symptom in the patient's words. */
const PATIENT_SYMPTOM: Readonly<Record<string, string>> = {
  "severe headache": "a severe headache",
  "headache not relieved by simple analgesia": "a headache that painkillers do not ease",
  headache: "a headache",
  "visual disturbance": "problems with your vision",
  "epigastric or right upper quadrant pain": "pain just below the ribs",
  vomiting: "vomiting",
  "a seizure, clonus or eclampsia": "a fit or jerking movements",
  "confusion or drowsiness": "confusion or drowsiness",
  "swelling of the face, hands or feet": "swelling of your face, hands or feet",
};

const SYMPTOMS: readonly [RegExp, string, boolean][] = [
  [/\bsevere\s+(?:\w+\s+)?headaches?\b|\bheadaches?\b[^.;,]{0,20}\bsevere\b|\bworst headache/, "severe headache", true],
  // A headache that simple painkillers do not ease (ACOG's "new-onset headache unresponsive to
  // medication"; review 31, obs-med-31 case 04, 148/94 mmHg on day 6 read as hypertension alone).
  [UNRELIEVED_HEADACHE, "headache not relieved by simple analgesia", true],
  [/\bheadaches?\b/, "headache", false],
  [
    /\bblurr(?:ed|ing|y)\s+vision\b|\bvision\b[^.;,]{0,12}\bblurr\w*|\bvisual\s+(?:disturbance|symptoms?|change|changes|loss|blurring)\b|\bflashing\s+lights?\b|\bflashes\b|\bscotomat?a?\b|\bspots before\b/,
    "visual disturbance",
    true,
  ],
  [
    // "pain under the right ribs" and "right upper abdominal pain" (review 22, pregnancy-22 case 05
    // and coherence-22 case 03) as well as "below the ribs".
    /\b(?:epigastric|right upper (?:quadrant|abdominal|abdomen)|ruq)\b[^.;]{0,25}\bpain\b|\bpain\b[^.;]{0,25}\b(?:epigastri\w*|right upper (?:quadrant|abdomen)|ruq|(?:below|under) (?:the |her |my )?(?:right )?(?:ribs|rib ?cage))\b/,
    "epigastric or right upper quadrant pain",
    true,
  ],
  [/\bvomit\w*/, "vomiting", true],
  // "pre-eclampsia" names the diagnosis, not a fit; "fits" alone is too often "fits with".
  [
    /\b(?:seizures?|convulsions?|convulsed|clonus)\b|\b(?:had|having) a fit\b|(?<!pre-?)\beclampsia\b/,
    "a seizure, clonus or eclampsia",
    true,
  ],
  [/\bconfus(?:ed|ion)\b|\bdrows\w*/, "confusion or drowsiness", true],
  [
    /\bswelling of (?:the |her )?(?:face|hands|feet)\b|\b(?:facial|face)\s+(?:swelling|oedema|edema)\b/,
    "swelling of the face, hands or feet",
    false,
  ],
];

function symptoms(ctx: RuleContext): Symptom[] {
  const text = ctx.freeText;
  const found: Symptom[] = [];
  for (const [re, label, urgent] of SYMPTOMS) {
    if (statedMention(text, re, true) === undefined) continue;
    // A severe headache is not listed again as a headache.
    if (label === "headache" && found.some((s) => /headache/.test(s.text))) continue;
    if (label !== "severe headache" && /headache/.test(label) && found.some((s) => s.text === "severe headache"))
      continue;
    found.push({ text: label, urgent });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Organ involvement and HELLP.
// ---------------------------------------------------------------------------------------------

const FILM_NAME = /film|smear|morpholog/i;
const FRAGMENTS =
  /schistocyt\w*|fragment(?:ed|s)?\s+(?:red\s+)?(?:cells?|rbcs?)|red\s+cell\s+fragments?|helmet cells?|microangiopath\w*/;

/**
 * Haemolysis markers: fragments on the film or in the notes, a low haptoglobin, LDH over 600 U/L,
 * and with any of them a bilirubin over 1.2 mg/dL.
 */
function haemolysis(ctx: RuleContext): { text: string[]; refs: string[] } {
  const text: string[] = [];
  const refs: string[] = [];
  const film = ctx.model.labs.find((o) => {
    const words = `${o.rawValue} ${o.notes ?? ""}`.toLowerCase();
    const m = FRAGMENTS.exec(words);
    return FILM_NAME.test(o.name) && m !== null && isStated(words, m.index, m[0].length) && isCurrent(ctx, o.time);
  });
  if (film !== undefined) {
    text.push(`blood film: ${film.rawValue.trim()}`);
    refs.push(film.ref);
  } else if (statedMention(ctx.freeText, FRAGMENTS, true) !== undefined) text.push("red cell fragments in the notes");
  const hapto = currentLab(ctx, "haptoglobin");
  if (hapto !== undefined && isLow(hapto)) {
    text.push(`haptoglobin ${ctx.show(hapto)}`);
    refs.push(hapto.ref);
  }
  const ldh = currentLab(ctx, "ldh");
  const ldhValue = ctx.valueOf(ldh);
  if (ldh !== undefined && ldhValue !== undefined && ldhValue > 600) {
    text.push(`LDH ${ctx.show(ldh)}`);
    refs.push(ldh.ref);
  }
  // A bilirubin over 1.2 mg/dL supports haemolysis beside another marker (Sibai's criteria); alone
  // it could as well come from the liver.
  const bili = currentLab(ctx, "bilirubin-total");
  const biliValue = ctx.valueOf(bili);
  if (text.length > 0 && bili !== undefined && biliValue !== undefined && biliValue > 1.2) {
    text.push(`bilirubin ${ctx.show(bili)}`);
    refs.push(bili.ref);
  }
  return { text, refs };
}

/** The higher of a current AST and ALT, with the result it comes from. */
function transaminase(ctx: RuleContext): { obs: LabObservation; value: number; name: string } | undefined {
  const found = (["ast", "alt"] as const)
    .map((id) => ({ obs: currentLab(ctx, id), name: id.toUpperCase() }))
    .map((x) => ({ ...x, value: ctx.valueOf(x.obs) }))
    .filter(
      (x): x is { obs: LabObservation; name: string; value: number } => x.obs !== undefined && x.value !== undefined,
    );
  return found.sort((a, b) => b.value - a.value)[0];
}

/** The platelet count before the current one, for "down from 141 on 2026-11-16". */
function plateletFall(ctx: RuleContext, current: LabObservation): string {
  const before = ctx.labs("platelets").find((o) => o !== current && o.standard !== undefined && o.time !== undefined);
  const now = ctx.valueOf(current);
  const then = ctx.valueOf(before);
  if (before === undefined || now === undefined || then === undefined || then <= now) return "";
  return `, down from ${formatNumber(then)} on ${before.date?.slice(0, 10) ?? "an earlier date"}`;
}

interface Hellp {
  complete: boolean;
  clinician: string;
  refs: string[];
  /**
   * An LDH in the record at or below the Tennessee 600 U/L: a haemolysis test already done, so it is
   * not said to be missing nor asked for again (review 24, deep-24 case 06: LDH 310 U/L in the record
   * and "no haemolysis marker (blood film, haptoglobin, LDH) is in the record").
   */
  ldhBelow?: LabObservation;
}

/**
 * HELLP by its laboratory picture (Tennessee criteria): platelets below 100 ×10⁹/L with AST or ALT
 * 70 U/L or more, and haemolysis (fragments on the film, a low haptoglobin or LDH over 600 U/L).
 * Without a haemolysis marker the same low platelets and raised enzymes are reported as possible
 * (partial) HELLP, which is assessed as urgently.
 */
function hellp(ctx: RuleContext, s: Stage): Hellp | undefined {
  if (!secondHalfOrAfter(s)) return undefined;
  const plt = currentLab(ctx, "platelets");
  const pltValue = ctx.valueOf(plt);
  const enzyme = transaminase(ctx);
  if (plt === undefined || pltValue === undefined || pltValue >= 100 || enzyme === undefined || enzyme.value < 70)
    return undefined;
  const h = haemolysis(ctx);
  const parts = [
    `platelets ${ctx.show(plt)}${plateletFall(ctx, plt)}`,
    `${enzyme.name} ${ctx.show(enzyme.obs)}`,
    ...h.text,
  ];
  const ldh = currentLab(ctx, "ldh");
  const ldhValue = ctx.valueOf(ldh);
  const ldhBelow = ldh !== undefined && ldhValue !== undefined && ldhValue <= 600 ? ldh : undefined;
  return {
    complete: h.text.length > 0,
    clinician: parts.join("; "),
    refs: [plt.ref, enzyme.obs.ref, ...h.refs, ...(h.text.length === 0 && ldhBelow ? [ldhBelow.ref] : [])],
    ...(ldhBelow && { ldhBelow }),
  };
}

/**
 * HELLP syndrome with a haemolysis marker in the record: the haemolysis and the fall in haemoglobin
 * are part of it, so the general haemolysis and anaemia work-ups step aside (review 12, pregnancy 2).
 */
export function hellpWithHaemolysis(ctx: RuleContext): boolean {
  const s = stage(ctx);
  return s !== undefined && hellp(ctx, s)?.complete === true;
}

interface OrganSign {
  text: string;
  refs: string[];
  /** A severe feature: platelets below 100, AST or ALT 70 or more. */
  severe: boolean;
}

/** NICE's organ involvement in pre-eclampsia, from current results. */
function organSigns(ctx: RuleContext): OrganSign[] {
  const out: OrganSign[] = [];
  const creat = currentLab(ctx, "creatinine");
  const creatMgDl = ctx.valueOf(creat);
  // 90 µmol/L is 1.02 mg/dL (NICE gives both).
  if (creat !== undefined && creatMgDl !== undefined && creatMgDl >= 1.02)
    out.push({ text: `creatinine ${ctx.show(creat)}`, refs: [creat.ref], severe: false });
  const enzyme = transaminase(ctx);
  if (enzyme !== undefined && enzyme.value > 40)
    out.push({ text: `${enzyme.name} ${ctx.show(enzyme.obs)}`, refs: [enzyme.obs.ref], severe: enzyme.value >= 70 });
  const plt = currentLab(ctx, "platelets");
  const pltValue = ctx.valueOf(plt);
  if (plt !== undefined && pltValue !== undefined && pltValue < 150)
    out.push({ text: `platelets ${ctx.show(plt)}`, refs: [plt.ref], severe: pltValue < 100 });
  const h = haemolysis(ctx);
  if (h.text.length > 0) out.push({ text: `haemolysis (${h.text.join(", ")})`, refs: h.refs, severe: false });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Texts.
// ---------------------------------------------------------------------------------------------

/** Where to go, in the patient's words. */
function goNow(s: Stage): string {
  return s.kind === "postnatal"
    ? "Go to your maternity unit or the nearest emergency department now, and tell them you have recently given birth."
    : "Go to your maternity unit (maternity assessment or triage) or the nearest emergency department now, and tell them you are pregnant.";
}

/**
 * Where to go: now, or, for results more than a week old, today if not yet seen about them. When
 * the notes (which carry no date) record symptoms that call for assessment at once, old results
 * do not lower that: the symptoms alone send a pregnant woman to be seen now (NICE NG133).
 */
function goText(s: Stage, stale: string | undefined, urgentSymptoms = false): string {
  if (stale === undefined) return `It needs care in hospital straight away. ${goNow(s)}`;
  return urgentSymptoms
    ? `These results are from ${stale}, and your notes mention warning symptoms. If you have not already been seen about them, you need care in hospital straight away. ${goNow(s)}`
    : `These results are from ${stale}. If you have not already been seen about them, contact your maternity unit today.`;
}

function staleNote(stale: string | undefined, urgentSymptoms = false): string {
  if (stale === undefined) return "";
  return urgentSymptoms
    ? ` These results are from ${stale}, more than a week before this analysis, but the notes (undated) record symptoms that call for assessment at once: unless already acted on, assess now and repeat them.`
    : ` These results are from ${stale}, more than a week before this analysis: if they have not been acted on, repeat them and assess today.`;
}

const SYMPTOM_ADVICE =
  "Get help at once if you have a severe headache, problems with your vision such as blurring or flashing lights, severe pain just below the ribs, vomiting, or sudden swelling of your face, hands or feet.";

/**
 * The advice on warning symptoms. When the notes already record some, they are said to be present,
 * not offered as a condition ("get help if you have a severe headache" to a woman whose notes say
 * she has one; review 12, pregnancy 01 and 15).
 */
function symptomAdvice(found: readonly Symptom[]): string {
  const present = presentSymptoms(found);
  if (present === "") return SYMPTOM_ADVICE;
  // A sign the notes already record is not offered again as one to watch for (review 38,
  // pregnancy-38 case 01: told of her flashing lights, then to get help "if you also develop
  // problems with your vision").
  const others = WATCH_FOR.filter(([label]) => !found.some((x) => x.text === label)).map(([, words]) => words);
  if (others.length === 0) return present;
  const list = others.length === 1 ? others[0] : `${others.slice(0, -1).join(", ")}, or ${others.at(-1)}`;
  return `${present} Get help at once if you also develop ${list}.`;
}

/** The warning signs a patient is told to watch for, each with the clinician's label it stands for. */
const WATCH_FOR: readonly (readonly [string, string])[] = [
  ["severe headache", "a severe headache"],
  ["visual disturbance", "problems with your vision"],
  ["epigastric or right upper quadrant pain", "severe pain just below the ribs"],
  ["vomiting", "vomiting"],
  ["swelling of the face, hands or feet", "sudden swelling of your face, hands or feet"],
];

/** The warning symptoms the notes record, said to the patient as present; empty when there are none. */
function presentSymptoms(found: readonly Symptom[]): string {
  const present = found.filter((x) => x.urgent);
  if (present.length === 0) return "";
  const words = joinAnd(present.map((x) => PATIENT_SYMPTOM[x.text] ?? x.text));
  return `Your notes say you have ${words}. These are warning signs of pre-eclampsia: do not wait to see if they settle.`;
}

function symptomText(found: readonly Symptom[]): string {
  return found.length === 0 ? "" : ` The notes record ${joinAnd(found.map((x) => x.text))}.`;
}

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const NG133 = "nice-ng133-hypertension-pregnancy";
const CHAP = "acog-2022-chap-practice-advisory";

// ---------------------------------------------------------------------------------------------
// Rules.
// ---------------------------------------------------------------------------------------------

const hellpRule: Rule = {
  id: "hellp-syndrome",
  family: F,
  severity: Severity.critical,
  problem: "Pregnancy: blood pressure, liver and platelets",
  title: "{title}",
  clinician:
    "{stage}: {evidence}. {meaning} It is an obstetric emergency; the platelet count is not gestational thrombocytopenia, and liver-fibrosis scores such as FIB-4 do not apply.{bp}{symptoms}{stale}",
  patient:
    "Your blood tests show signs of HELLP syndrome, a serious complication of pregnancy that affects the blood, the liver and the platelets (cells that help blood clot).{bpPatient} {go}{present}",
  nextSteps: ["Immediate obstetric assessment and admission to the maternity unit"],
  patientQuestions: ["What happens next, and how will you look after me and my baby?"],
  evidence: ["haram-2009-hellp", NG133],
  keywords: ["hellp syndrome", "pre-eclampsia", "haemolysis", "low platelets", "raised liver enzymes", "pregnancy"],
  match: (ctx) => {
    const s = stage(ctx);
    const h = s === undefined ? undefined : hellp(ctx, s);
    if (s === undefined || h === undefined) return undefined;
    const stale = staleSince(ctx);
    const found = symptoms(ctx);
    const urgent = found.some((x) => x.urgent);
    const bp = currentBp(ctx);
    const us = readsAsUsUnits(ctx);
    const bpText =
      bp !== undefined && isHighBp(bp.bp)
        ? ` Blood pressure ${showBp(bp.bp)}${isSevereBp(bp.bp) ? ", severe (160/110 mmHg or more)" : ""}.`
        : bp !== undefined
          ? ` Blood pressure ${showBp(bp.bp)}: HELLP can occur without hypertension.`
          : "";
    const birthStep =
      s.kind === "postnatal"
        ? "Immediate assessment by the obstetric team, with admission"
        : `Immediate obstetric assessment and admission to the maternity unit${s.weeks !== undefined && s.weeks >= 34 ? " (from 34 weeks, HELLP is treated by delivery once the mother is stabilised)" : ""}`;
    return {
      ...(stale === undefined || urgent ? {} : { severity: Severity.high }),
      refs: [
        ...h.refs,
        ...(bp?.bp.refs ?? []),
        ...(s.kind === "postnatal" ? s.refs : ctx.refs(...ctx.conditions("pregnancy"))),
      ],
      values: {
        title: h.complete
          ? "HELLP syndrome: haemolysis, raised liver enzymes and low platelets"
          : "Low platelets with raised liver enzymes: possible HELLP syndrome",
        stage: stageText(s),
        evidence: h.clinician,
        meaning: h.complete
          ? "This meets the laboratory criteria for HELLP syndrome (haemolysis, AST or ALT 70 U/L or more and platelets below 100 ×10⁹/L), a severe form of pre-eclampsia."
          : h.ldhBelow
            ? `Platelets below 100 ×10⁹/L with AST or ALT 70 U/L or more fit partial HELLP syndrome or severe pre-eclampsia; LDH ${ctx.show(h.ldhBelow)} is not above the 600 U/L the Tennessee criteria take as haemolysis, and no blood film or haptoglobin is in the record.`
            : "Platelets below 100 ×10⁹/L with AST or ALT 70 U/L or more fit partial HELLP syndrome or severe pre-eclampsia; no haemolysis marker (blood film, haptoglobin, LDH) is in the record.",
        bp: bpText,
        symptoms: symptomText(found),
        stale: staleNote(stale, urgent),
        go: goText(s, stale, urgent),
        bpPatient:
          bp !== undefined && isSevereBp(bp.bp)
            ? ` Your blood pressure is also very high (${bp.bp.sys}/${bp.bp.dia}), which is part of the same problem.`
            : "",
        present: urgent ? ` ${presentSymptoms(found)}` : "",
      },
      nextSteps: [
        birthStep,
        `Repeat full blood count, liver tests, creatinine and clotting, and ${hellpBpStep(bp?.bp, us)}${h.complete ? "" : h.ldhBelow ? "; add a blood film and haptoglobin, and repeat the LDH" : "; add a blood film, haptoglobin and LDH"}`,
        magnesiumStep(us),
      ],
      // A US record is read against ACOG's bulletin, not NICE's (as pre-eclampsia is, review 25).
      ...(us && { evidence: ["haram-2009-hellp", ACOG_PB222], evidenceReplacesRule: true as const }),
    };
  },
};

/**
 * The blood-pressure part of the HELLP step, worded by the reading: "control severe blood pressure"
 * was given at 156/102, below the severe 160/110 (review 30b, older-obs-30b case 10). NICE NG133
 * treats pre-eclampsia above 140/90 aiming for 135/85 or less; ACOG treats severe-range pressure
 * (160/110, persistent 15 minutes or more) urgently.
 */
function hellpBpStep(bp: BpReading | undefined, us: boolean): string {
  if (bp === undefined) return "check blood pressure";
  if (isSevereBp(bp)) return "treat the severe hypertension (160/110 mmHg or more) at once";
  if (!isHighBp(bp)) return "keep checking blood pressure (HELLP can occur without hypertension)";
  const reading = `${formatNumber(bp.sys)}/${formatNumber(bp.dia)} mmHg`;
  return us
    ? `recheck blood pressure often (${reading} is below the severe range) and treat urgently if it reaches 160/110 mmHg for 15 minutes or more`
    : `treat blood pressure that stays above 140/90 mmHg (${reading} here), aiming for 135/85 mmHg or less, and at once if it reaches 160/110 mmHg`;
}

const ACOG_PB222 = "acog-pb222-htn-preeclampsia";

/**
 * Seizure prophylaxis, missing from severe pre-eclampsia and HELLP (review 30b, older-obs-30b case
 * 10): NICE NG133 gives intravenous magnesium sulfate for an eclamptic fit and has it considered for
 * severe pre-eclampsia in a critical care setting; ACOG uses it for preeclampsia with severe features.
 */
function magnesiumStep(us: boolean): string {
  return us
    ? "Magnesium sulfate for seizure prophylaxis (preeclampsia with severe features, HELLP included; ACOG Practice Bulletin 222)"
    : "Consider intravenous magnesium sulfate in a critical care setting for severe pre-eclampsia (HELLP included), and give it for an eclamptic fit (NICE NG133)";
}

/** ACOG's criteria (Practice Bulletin 222, FACTS_SEEN), in US units, for a US record. */
function acogDefinition(name: string): string {
  return `This meets ACOG's criteria for ${name} (Practice Bulletin 222): 140 mmHg systolic or 90 mmHg diastolic or more on two occasions at least 4 hours apart after 20 weeks in someone previously normotensive (160/110 confirmed within minutes), with new proteinuria (300 mg or more in 24 hours, protein:creatinine ratio 0.3 mg/mg or more, or dipstick 2+ when no quantitative test is available) or, without it, platelets below 100,000/µL, creatinine above 1.1 mg/dL or doubled, transaminases twice the upper limit of normal, pulmonary edema, or new persistent headache or visual symptoms.`;
}

/**
 * Pre-eclampsia by NICE's definition: hypertension from 20 weeks (or after birth) with proteinuria
 * or organ involvement. Severe features (160/110 or more, platelets below 100, AST or ALT 70 or
 * more, or symptoms that need assessment at once) make it an emergency; otherwise it needs
 * assessment the same day. HELLP, when present, is reported by its own rule instead.
 */
const preEclampsiaRule: Rule = {
  id: "pre-eclampsia",
  family: F,
  severity: Severity.high,
  problem: "Pregnancy: blood pressure, liver and platelets",
  title: "{title}",
  clinician:
    "{stage}: blood pressure {bp} with {features}. {definition}{severeText}{symptoms}{stale} It is managed by the obstetric team{under}, not as hypertension in the general adult population: no ambulatory confirmation, and no adult drug regimen.",
  patient: "{patientText} {advice}",
  nextSteps: ["Same-day assessment by the obstetric team (maternity assessment or day unit)"],
  patientQuestions: ["Where should I go to be checked today?"],
  evidence: [NG133],
  keywords: ["pre-eclampsia", "hypertension in pregnancy", "proteinuria", "protein creatinine ratio", "pregnancy"],
  match: (ctx): RuleMatch | undefined => {
    const s = stage(ctx);
    if (s === undefined || !secondHalfOrAfter(s) || hellp(ctx, s) !== undefined) return undefined;
    const bp = currentBp(ctx);
    if (bp === undefined || !isHighBp(bp.bp)) return undefined;
    const protein = proteinuria(ctx);
    const organs = organSigns(ctx);
    const found = symptoms(ctx);
    const neuro = found.filter((x) => x.urgent && /headache|visual|seizure|confusion/.test(x.text));
    if (protein === undefined && organs.length === 0 && neuro.length === 0) return undefined;
    const severeReasons = [
      isSevereBp(bp.bp) ? "severe hypertension (160/110 mmHg or more)" : "",
      ...organs.filter((o) => o.severe).map((o) => o.text),
      ...found.filter((x) => x.urgent).map((x) => x.text),
    ].filter(Boolean);
    const severe = severeReasons.length > 0;
    const stale = staleSince(ctx);
    const urgent = found.some((x) => x.urgent);
    const features = [
      protein ? `proteinuria (${protein.text})` : "",
      ...organs.map((o) => o.text),
      ...neuro.map((x) => x.text),
    ].filter(Boolean);
    const superimposed = ctx.conditions("hypertension").length > 0 && s.kind === "pregnant";
    const name = superimposed ? "pre-eclampsia superimposed on chronic hypertension" : "pre-eclampsia";
    const after = s.kind === "postnatal" ? "postpartum " : "";
    const us = readsAsUsUnits(ctx);
    return {
      severity: severe && (stale === undefined || urgent) ? Severity.critical : Severity.high,
      refs: [
        ...bp.visit.flatMap((r) => r.refs),
        ...(protein?.refs ?? []),
        ...organs.flatMap((o) => o.refs),
        ...(s.kind === "postnatal" ? s.refs : ctx.refs(...ctx.conditions("pregnancy"))),
      ],
      values: {
        title: `${severe ? "Severe " : ""}${after}${name}`.replace(/^\w/, (c) => c.toUpperCase()),
        stage: stageText(s),
        bp: showVisitBp(bp.bp, bp.visit),
        features: joinAnd(features),
        definition: us
          ? acogDefinition(`${after}${name}`)
          : `This meets NICE's definition of ${after}${name}: hypertension of 140/90 mmHg or more after 20 weeks with new proteinuria (protein:creatinine ratio 30 mg/mmol or more, albumin:creatinine ratio 8 mg/mmol or more) or organ involvement (creatinine 90 µmol/L or more, ALT or AST over 40 IU/L, platelets below 150 ×10⁹/L, haemolysis, severe headache or visual disturbance).`,
        under: us ? "" : " under NICE NG133",
        severeText: severe ? ` Severe features: ${joinAnd(severeReasons)}.` : "",
        symptoms: symptomText(found.filter((x) => !neuro.includes(x) && !x.urgent)),
        stale: staleNote(stale, urgent),
        patientText: severe
          ? `Your blood pressure and test results show ${after}pre-eclampsia with warning signs, a serious condition. ${goText(s, stale, urgent)}`
          : `Your blood pressure is high and your tests show ${after}pre-eclampsia, a condition of pregnancy that affects blood pressure, the kidneys and other organs. You need to be checked by your maternity team today.`,
        advice: symptomAdvice(found),
      },
      nextSteps: us
        ? [
            severe
              ? "Immediate obstetric evaluation with admission (preeclampsia with severe features)"
              : "Same-day evaluation by the obstetric team (obstetric triage or labor and delivery)",
            "Platelets, creatinine and liver enzymes, repeated as the obstetric team plans, to look for severe features",
            ...(protein?.dipstickOnly ? ["Quantify the proteinuria with a urine protein:creatinine ratio"] : []),
            ...(severe ? [magnesiumStep(true)] : []),
          ]
        : [
            severe
              ? "Immediate obstetric assessment with admission (NICE NG133: severe hypertension or severe features)"
              : "Same-day assessment by the obstetric team (maternity assessment or day unit)",
            `Full blood count, creatinine and liver tests ${isSevereBp(bp.bp) ? "three times" : "twice"} a week (NICE NG133); treat blood pressure that stays above 140/90 mmHg, aiming for 135/85 mmHg or less, with medicines suitable in pregnancy or breastfeeding`,
            ...(protein?.dipstickOnly ? ["Quantify the proteinuria with a urine protein:creatinine ratio"] : []),
            ...(severe ? [magnesiumStep(false)] : []),
          ],
      // A US record is read against ACOG's criteria, not NICE's alone (review 25).
      ...(us && { evidence: ["acog-pb222-htn-preeclampsia"], evidenceReplacesRule: true as const }),
    };
  },
};

/**
 * Raised blood pressure in pregnancy or after birth without the features of pre-eclampsia:
 * gestational hypertension (new from 20 weeks), chronic hypertension (before 20 weeks or known),
 * or postnatal hypertension; severe from 160/110. A treated pregnancy reading above NICE's goal of
 * 135/85 mmHg is judged against that goal instead of the adult 130/80.
 */
const pregnancyHypertensionRule: Rule = {
  id: "pregnancy-hypertension",
  family: FindingFamily.vitals,
  severity: Severity.high,
  problem: "Pregnancy: blood pressure, liver and platelets",
  title: "{title}",
  clinician: "{stage}: blood pressure {bp}. {meaning}{work}{stale}",
  patient: "{patientText} {advice}",
  nextSteps: [
    "Assessment by the maternity team within a day: urine protein:creatinine ratio, full blood count, creatinine and liver tests",
  ],
  patientQuestions: ["What should my blood pressure be in pregnancy, and how often should it be checked?"],
  evidence: [NG133],
  keywords: ["hypertension in pregnancy", "gestational hypertension", "chronic hypertension", "pregnancy"],
  match: (ctx): RuleMatch | undefined => {
    const s = stage(ctx);
    if (s === undefined || (secondHalfOrAfter(s) && hellp(ctx, s) !== undefined)) return undefined;
    if (preEclampsiaRule.match(ctx) !== undefined) return undefined;
    const bp = currentBp(ctx);
    if (bp === undefined) return undefined;
    const known = ctx.conditions("hypertension").length > 0;
    const treated = ctx.medsOf("ace-inhibitor", "arb", "thiazide", "other-bp-lowering").length > 0;
    // NICE's 135/85 goal is the UK's; ACOG and SMFM treat to below 140/90 (review 38, pregnancy-38
    // case 12: 134/86 at 7 weeks in Boston was told it was above "the pregnancy goal" of NICE NG133).
    const us = readsAsUsUnits(ctx);
    const aboveGoal = s.kind === "pregnant" && !us && (known || treated) && (bp.bp.sys > 135 || bp.bp.dia > 85);
    if (!isHighBp(bp.bp) && !aboveGoal) return undefined;
    const severe = isSevereBp(bp.bp);
    const stale = staleSince(ctx);
    // Known hypertension, or raised before 20 weeks, is chronic; otherwise it may be new in the
    // second half of pregnancy (gestational) and is worked up for pre-eclampsia.
    const chronic = s.kind === "pregnant" && (known || (s.weeks !== undefined && s.weeks < PRE_ECLAMPSIA_FROM_WEEKS));
    const kind =
      s.kind === "postnatal"
        ? "postnatal hypertension"
        : chronic
          ? "chronic hypertension in pregnancy"
          : s.weeks === undefined
            ? "hypertension in pregnancy"
            : "gestational hypertension";
    const base = {
      refs: [
        ...bp.visit.flatMap((r) => r.refs),
        ...(s.kind === "postnatal"
          ? s.refs
          : ctx.refs(...ctx.conditions("pregnancy"), ...ctx.conditions("hypertension"))),
      ],
      stage: stageText(s),
      bpText: showVisitBp(bp.bp, bp.visit),
      advice: secondHalfOrAfter(s) ? SYMPTOM_ADVICE : "",
    };
    if (!isHighBp(bp.bp)) {
      return {
        severity: Severity.moderate,
        refs: base.refs,
        values: {
          title: "Blood pressure above the pregnancy goal",
          stage: base.stage,
          bp: base.bpText,
          meaning:
            "With treated or known hypertension in pregnancy, NICE NG133 aims for 135/85 mmHg or less (not the adult goal of below 130/80).",
          work: "",
          stale: "",
          patientText:
            "Your blood pressure is a little above the level aimed for in pregnancy (135/85 or lower). Your pregnancy care team will check it and may adjust your treatment.",
          advice: base.advice,
        },
        nextSteps: [
          "Review blood pressure treatment with the maternity team, aiming for 135/85 mmHg or less with medicines suitable in pregnancy",
        ],
      };
    }
    const work = secondHalfOrAfter(s)
      ? " Look for pre-eclampsia: urine protein:creatinine ratio, full blood count, creatinine and liver tests, and symptoms."
      : "";
    const usChronic = us && chronic && !severe;
    // A US record's severe or new hypertension is told ACOG PB 222, not NICE NG133's goal of 135/85
    // (review 39, pregnancy-neonatal-39 cases 07 and 08: Atlanta at 164/112 and Houston at 146/94
    // were "judged by NICE NG133").
    const usAcog = us && !usChronic;
    return {
      ...(usChronic && { evidence: [CHAP], evidenceReplacesRule: true as const }),
      ...(usAcog && { evidence: [ACOG_PB222], evidenceReplacesRule: true as const }),
      severity:
        severe && stale === undefined ? Severity.critical : chronic && !severe ? Severity.moderate : Severity.high,
      refs: base.refs,
      values: {
        title: `${severe ? "Severe " : ""}${kind}`.replace(/^\w/, (c) => c.toUpperCase()),
        stage: base.stage,
        bp: base.bpText,
        meaning: severe
          ? us
            ? "Severe hypertension in pregnancy or after birth (160 systolic or 110 diastolic mmHg or more): ACOG PB 222 treats it with labetalol, hydralazine or nifedipine once confirmed as persistent for 15 minutes or more, and it needs assessment for preeclampsia the same day."
            : "Severe hypertension in pregnancy or after birth (160/110 mmHg or more, NICE NG133): it needs treatment and assessment for pre-eclampsia the same day."
          : usAcog
            ? `${kind.replace(/^\w/, (c) => c.toUpperCase())} (140/90 mmHg or more): ACOG PB 222 calls new hypertension after 20 weeks gestational hypertension when found on 2 readings at least 4 hours apart, and preeclampsia when it comes with proteinuria or signs of organ involvement; the adult guideline's ambulatory confirmation and goal of below 130/80 do not apply.`
            : usChronic
              ? "Chronic hypertension in pregnancy (140/90 mmHg or more): ACOG's advisory on the CHAP trial (2022) treats from 140/90 mmHg, and SMFM aims for below 140/90, with medicines suited to pregnancy; the adult goal of below 130/80 is not the one used."
              : `${kind.replace(/^\w/, (c) => c.toUpperCase())} (140/90 mmHg or more), judged by NICE NG133 rather than the adult guideline: no ambulatory confirmation, and treatment with medicines suitable in pregnancy if it stays above 140/90 mmHg, aiming for 135/85 mmHg or less.`,
        work,
        stale: staleNote(stale),
        patientText: severe
          ? `Your blood pressure is very high for ${s.kind === "postnatal" ? "the weeks after birth" : "pregnancy"}. ${goText(s, stale)}`
          : chronic
            ? "Your blood pressure is high for pregnancy. Your pregnancy care team will review it, and any treatment will use medicines that are safe in pregnancy."
            : `Your blood pressure is high${s.kind === "postnatal" ? " after giving birth" : " in pregnancy"}. It should be checked by your maternity team within a day, with urine and blood tests to look for pre-eclampsia.`,
        advice: base.advice,
      },
      nextSteps: severe
        ? ["Same-day assessment in the maternity unit to treat the severe hypertension and look for pre-eclampsia"]
        : [
            usChronic
              ? "Review with the prenatal care team: treat with medicines suited to pregnancy, aiming for below 140/90 mmHg"
              : chronic
                ? "Review with the maternity team: treat with medicines suitable in pregnancy, aiming for 135/85 mmHg or less"
                : "Assessment by the maternity team within a day: urine protein:creatinine ratio, full blood count, creatinine and liver tests",
          ],
    };
  },
};

/** Current platelets below 150 in pregnancy, and why nothing else explains them. */
function mildPregnancyThrombocytopenia(ctx: RuleContext, s: Stage): LabObservation | undefined {
  if (s.kind !== "pregnant" || (s.weeks !== undefined && s.weeks < PRE_ECLAMPSIA_FROM_WEEKS)) return undefined;
  const plt = currentLab(ctx, "platelets");
  const value = ctx.valueOf(plt);
  if (plt === undefined || value === undefined || value >= 150 || value < 100) return undefined;
  const bp = currentBp(ctx);
  const enzyme = transaminase(ctx);
  if ((bp !== undefined && isHighBp(bp.bp)) || (enzyme !== undefined && enzyme.value > 40)) return undefined;
  if (haemolysis(ctx).text.length > 0 || proteinuria(ctx) !== undefined) return undefined;
  return plt;
}

const gestationalThrombocytopeniaRule: Rule = {
  id: "gestational-thrombocytopenia",
  family: F,
  severity: Severity.low,
  problem: "Pregnancy: blood pressure, liver and platelets",
  title: "Mildly low platelets in pregnancy: most likely gestational thrombocytopenia",
  clinician:
    "{stage}: platelets {plt}{fall}, between 100 and 150 ×10⁹/L, with {checks}. Gestational thrombocytopenia is the usual cause of such a count in the second half of pregnancy and is benign for mother and baby (ACOG PB 207); it resolves after birth. A count below 100 ×10⁹/L points to another cause.",
  patient:
    "Your platelet count (cells that help blood clot) is a little low. This is common in the second half of pregnancy and is usually harmless for you and your baby. Your pregnancy team will check it again with your next blood tests.",
  nextSteps: [
    "Recheck the platelet count with the next antenatal bloods",
    "If it falls below 100 ×10⁹/L, or blood pressure, liver tests or urine protein become abnormal, assess for pre-eclampsia, HELLP and other causes",
  ],
  patientQuestions: ["When will my platelet count be checked again?"],
  evidence: ["acog-pb207-thrombocytopenia", "reese-2018-platelets-pregnancy"],
  keywords: ["gestational thrombocytopenia", "platelets", "pregnancy", "thrombocytopenia in pregnancy"],
  match: (ctx) => {
    const s = stage(ctx);
    const plt = s === undefined ? undefined : mildPregnancyThrombocytopenia(ctx, s);
    if (s === undefined || plt === undefined) return undefined;
    const bp = currentBp(ctx);
    const checks = [
      bp !== undefined ? `blood pressure ${showBp(bp.bp)}` : "",
      transaminase(ctx) !== undefined ? "liver enzymes not raised" : "",
    ].filter(Boolean);
    return {
      refs: [plt.ref, ...(bp?.bp.refs ?? [])],
      values: {
        stage: stageText(s),
        plt: ctx.show(plt),
        fall: plateletFall(ctx, plt),
        checks: checks.length > 0 ? joinAnd(checks) : "no sign of pre-eclampsia in the record",
      },
    };
  },
};

const lowPlateletsInPregnancyRule: Rule = {
  id: "pregnancy-platelets-below-100",
  family: F,
  severity: Severity.high,
  problem: "Pregnancy: blood pressure, liver and platelets",
  title: "Platelets below 100 ×10⁹/L in pregnancy",
  clinician:
    "{stage}: platelets {plt}{fall}. Below 100 ×10⁹/L this is unlikely to be gestational thrombocytopenia, so another cause should be sought (Reese 2018): pre-eclampsia or HELLP, immune thrombocytopenia, and others.",
  patient:
    "Your platelet count (cells that help blood clot) is lower than is usual in pregnancy. Your pregnancy team should check the cause soon, with your blood pressure and some more blood tests.",
  nextSteps: [
    "Prompt review with the maternity team (haematology advice): blood pressure, urine protein:creatinine ratio, liver tests, LDH and a blood film",
  ],
  patientQuestions: ["What could be lowering my platelets, and what tests do I need?"],
  evidence: ["reese-2018-platelets-pregnancy", "acog-pb207-thrombocytopenia"],
  keywords: ["thrombocytopenia in pregnancy", "platelets", "immune thrombocytopenia", "pregnancy"],
  match: (ctx) => {
    const s = stage(ctx);
    if (s?.kind !== "pregnant" || hellp(ctx, s) !== undefined || preEclampsiaRule.match(ctx) !== undefined)
      return undefined;
    const plt = currentLab(ctx, "platelets");
    const value = ctx.valueOf(plt);
    if (plt === undefined || value === undefined || value >= 100) return undefined;
    return { refs: [plt.ref], values: { stage: stageText(s), plt: ctx.show(plt), fall: plateletFall(ctx, plt) } };
  },
};

/**
 * New proteinuria from 20 weeks (or after birth) with no blood pressure in the record's current
 * results: NICE NG133 defines pre-eclampsia by hypertension with proteinuria, so the reading that
 * decides it is missing and is taken the same day (review 12, messy labs 06b: "protein ++" at 32
 * weeks was told it needed no emergency care). With a normal current reading the proteinuria is
 * quantified and blood pressure watched; a raised one goes to the pre-eclampsia rule.
 */
const proteinuriaInPregnancyRule: Rule = {
  id: "pregnancy-proteinuria",
  family: F,
  severity: Severity.high,
  problem: "Pregnancy: blood pressure, liver and platelets",
  title: "{title}",
  clinician:
    "{stage}: {protein}. {meaning} NICE NG133 defines pre-eclampsia from 20 weeks as hypertension (140/90 mmHg or more) with new proteinuria (protein:creatinine ratio 30 mg/mmol or more) or other organ involvement.",
  patient: "{patientText} {advice}",
  nextSteps: ["Measure blood pressure today", "Quantify the proteinuria with a urine protein:creatinine ratio"],
  patientQuestions: ["Where should I have my blood pressure checked today?"],
  evidence: [NG133],
  keywords: ["proteinuria in pregnancy", "pre-eclampsia", "urine protein", "pregnancy"],
  match: (ctx): RuleMatch | undefined => {
    const s = stage(ctx);
    if (s === undefined || !secondHalfOrAfter(s) || hellp(ctx, s) !== undefined) return undefined;
    const protein = proteinuria(ctx);
    const bp = currentBp(ctx);
    if (protein === undefined || (bp !== undefined && isHighBp(bp.bp))) return undefined;
    const found = symptoms(ctx);
    const refs = [
      ...protein.refs,
      ...(bp?.visit.flatMap((r) => r.refs) ?? []),
      ...(s.kind === "postnatal" ? s.refs : ctx.refs(...ctx.conditions("pregnancy"))),
    ];
    const advice = symptomAdvice(found);
    if (bp === undefined)
      return {
        refs,
        values: {
          title: "Proteinuria in pregnancy: blood pressure needed today",
          stage: stageText(s),
          protein: protein.text,
          meaning:
            "No blood pressure reading is in the record: measure it the same day and quantify the proteinuria, to assess for pre-eclampsia.",
          patientText:
            "Your urine test shows protein. At this stage of pregnancy, protein in the urine can be an early sign of pre-eclampsia, a condition that raises blood pressure. You need your blood pressure checked and a urine test repeated today: contact your maternity unit or midwife today.",
          advice,
        },
      };
    return {
      severity: Severity.moderate,
      refs,
      values: {
        title: "Proteinuria in pregnancy with normal blood pressure",
        stage: stageText(s),
        protein: `${protein.text}, blood pressure ${showVisitBp(bp.bp, bp.visit)}`,
        meaning:
          "Blood pressure is below 140/90 mmHg, so this does not meet the definition of pre-eclampsia now; quantify the proteinuria and recheck blood pressure.",
        patientText:
          "Your urine test shows protein, while your blood pressure is normal. Your maternity team should repeat the urine test and check your blood pressure again soon.",
        advice,
      },
      nextSteps: [
        "Quantify the proteinuria with a urine protein:creatinine ratio",
        "Recheck blood pressure within a few days",
      ],
    };
  },
};

export const PREGNANCY_EMERGENCY_RULES: readonly Rule[] = [
  hellpRule,
  preEclampsiaRule,
  pregnancyHypertensionRule,
  proteinuriaInPregnancyRule,
  lowPlateletsInPregnancyRule,
  gestationalThrombocytopeniaRule,
];
