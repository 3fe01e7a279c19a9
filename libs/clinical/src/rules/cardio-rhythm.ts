import { FindingFamily, type MedicationItem, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import { type RuleContext, medNames } from "./context.ts";
import { ANTIPSYCHOTIC } from "./antipsychotic-metabolic.ts";
import { statedMention } from "./notes.ts";
import { strokeOrTiaInNotes } from "./stroke-tia-notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isLow } from "./lab-status.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { inMonovalentUnit, monovalentUnit } from "./equivalent-units.ts";

/*
 * Heart rhythm safety: a beta-blocker with verapamil or diltiazem, slow heart rates in adults, a
 * prolonged QTc and atrial fibrillation without an anticoagulant. Each block below names the
 * sources its thresholds were read from (see the seenAt of each cited source).
 */

const DAY_MS = 86_400_000;
/** A heart rate or QTc older than this no longer describes the patient. */
const RECENT_DAYS = 14;

/** Symptoms that make a slow heart rate dangerous: dizziness, fainting, falls. */
const BRADY_SYMPTOMS =
  /\b(?:dizz(?:y|iness)|light-?headed(?:ness)?|(?:pre-?|near[- ])?syncop(?:e|al)|faint(?:ed|ing|s)?|blackouts?|collaps(?:e|ed)|falls?|fell)\b/;
/**
 * Symptoms that make a long QTc urgent, as torsade de pointes may cause them: fainting, near-fainting,
 * seizures. "Passed out" and "blacked out" are fainting in the patient's words (review 44, acute-44 case 09).
 */
const QT_SYMPTOMS =
  /\b(?:(?:pre-?|near[- ])?syncop(?:e|al)|faint(?:ed|ing|s)?|blackouts?|(?:passed|blacked)\s+out|collaps(?:e|ed)|seizures?)\b/;

/** Medicines that slow the heart rate (sinus or AV node). */
const RATE_SLOWING = [
  "beta-blocker",
  "rate-limiting-ccb",
  "digoxin",
  "ivabradine",
  "amiodarone",
  "cholinesterase-inhibitor",
] as const;

function isRecent(ctx: RuleContext, time: number | undefined, days = RECENT_DAYS): boolean {
  if (time === undefined || ctx.model.now === undefined) return true;
  const now = Date.parse(ctx.model.now);
  return Number.isNaN(now) || now - time <= days * DAY_MS;
}

/** The latest recent reading of a vital sign that passes `keep`: latest dated, else first given. */
function latestVital(
  ctx: RuleContext,
  kind: VitalItem["kind"],
  keep: (v: VitalItem) => boolean = () => true,
  days = RECENT_DAYS,
): (VitalItem & { value: number }) | undefined {
  const list = ctx.vitals(kind).filter(keep) as (VitalItem & { value: number })[];
  const dated = list.filter((v) => v.time !== undefined).sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const v = dated[0] ?? list[0];
  return v !== undefined && isRecent(ctx, v.time, days) ? v : undefined;
}

function dateOf(item: { date?: string }): string {
  return item.date === undefined ? "" : ` (${item.date.slice(0, 10)})`;
}

// ---------------------------------------------------------------------------------------------
// Slow heart rate and rate-slowing medicines.
// Verapamil UK SmPC (verapamil-smpc-uk): effects with beta-blockers are additive on conduction and
// contraction; verapamil can precipitate or aggravate heart failure; marked bradycardia below 50/min
// is a contraindication, and so is the combination with a beta-blocker when ventricular function is
// poor. (A Stockley-derived summary seen only on a copy site, medpill.info, was dropped.)
// ---------------------------------------------------------------------------------------------

const BRADY_SYMPTOMATIC = 50;
const BRADY_SEVERE = 40;

interface Bradycardia {
  hr?: VitalItem & { value: number };
  symptom?: string;
}

function bradycardia(ctx: RuleContext): Bradycardia {
  const hr = latestVital(ctx, "heart-rate", (v) => v.value !== undefined && v.value >= 15 && v.value <= 250);
  return { hr, symptom: statedMention(ctx.freeText, BRADY_SYMPTOMS) };
}

/** Dangerous: below 40/min, or below 50/min with dizziness, fainting or a fall in the notes. */
function isDangerous({ hr, symptom }: Bradycardia): boolean {
  if (hr === undefined) return false;
  return hr.value < BRADY_SEVERE || (hr.value < BRADY_SYMPTOMATIC && symptom !== undefined);
}

function hrText({ hr, symptom }: Bradycardia): string {
  if (hr === undefined) return "";
  const rate = `Heart rate ${formatNumber(hr.value)}/min${dateOf(hr)}`;
  return symptom === undefined ? `${rate}.` : `${rate}, with "${symptom}" in the notes.`;
}

const COMBINATION_STEPS = [
  "Check the heart rate, blood pressure and a 12-lead ECG for AV block; review the same day if the rate is below 50/min or there is dizziness, fainting or a fall",
  "Stop or withhold the rate-limiting calcium channel blocker (or reduce the beta-blocker) unless a cardiologist has advised the combination; consider a dihydropyridine such as amlodipine for angina or blood pressure instead",
  "Avoid the combination in poor left ventricular function, AV block or sick sinus syndrome",
];

const BRADYCARDIA_STEPS = [
  "Same-day assessment with a 12-lead ECG to look for AV block or sinus node disease",
  "Review every rate-slowing medicine and withhold or reduce them while the cause is found",
  "Check potassium, thyroid function and, on digoxin, a digoxin level",
];

// ---------------------------------------------------------------------------------------------
// A slow pulse or slowed AV conduction on a cholinesterase inhibitor (review 15, deep case 05: a
// woman of 86 on donepezil with a pulse of 50, PR 210 ms and two falls, not linked to donepezil).
// Cholinesterase inhibitors act on the vagus and can slow the heart, block AV conduction and cause
// fainting, donepezil alone included (medsafe-2013-donepezil-syncope; pfizer-ca-aricept-safety).
// Below the bradycardia-adult threshold (under 40, or under 50 with symptoms), which names the
// cholinesterase inhibitor itself.
// ---------------------------------------------------------------------------------------------

/** Resting heart rate below which the pulse counts as slow (sinus bradycardia). */
const SLOW_PULSE = 60;
/**
 * How old a pulse or ECG may be and still describe the effect of a long-term medicine: longer than
 * the 14 days an acute reading is trusted, as the medicine and its effect are steady (an engine choice).
 */
const STEADY_DAYS = 90;
/** PR interval above which AV conduction is slowed (first-degree AV block), in ms. */
const PR_LONG = 200;
const PR_IN_TEXT = /\bpr(?:\s+interval)?\s*(?:of|was|is|=|:)?\s*(\d{3})\s*(?:ms|msec|milliseconds)?\b/;
const CONDUCTION_IN_TEXT =
  /\b(?:(?:first|1st|second|2nd|third|3rd)[- ]degree\s+(?:av\s+|atrioventricular\s+|heart\s+)?block|complete heart block|mobitz\s+(?:i{1,2}|1|2|type)\w*|sinus (?:pause|arrest)s?|sinus bradycardia)\b/;

interface Conduction {
  findings: string[];
  refs: string[];
  slowed: boolean;
}

/** Slow-conduction findings in recent ECG reports and the notes: a long PR, AV block, sinus bradycardia. */
function conduction(ctx: RuleContext): Conduction {
  const out: Conduction = { findings: [], refs: [], slowed: false };
  const reports = ctx.model.imaging.filter((s) => {
    const time = s.date === undefined ? undefined : Date.parse(s.date);
    return (
      ECG_STUDY.test(`${s.type} ${s.description} ${s.modality ?? ""}`) &&
      isRecent(ctx, Number.isNaN(time) ? undefined : time, STEADY_DAYS)
    );
  });
  const sources: { text: string; where: string; ref?: string }[] = [
    ...reports.map((s) => ({ text: s.text.toLowerCase(), where: `on the ECG report${dateOf(s)}`, ref: s.ref })),
    { text: ctx.freeText, where: "in the notes" },
  ];
  for (const { text, where, ref } of sources) {
    const pr = PR_IN_TEXT.exec(text);
    const prMs = pr === null ? undefined : Number(pr[1]);
    const block = statedMention(text, CONDUCTION_IN_TEXT);
    const here: string[] = [];
    if (prMs !== undefined && prMs > PR_LONG && prMs < 600) {
      here.push(`PR ${prMs} ms (first-degree AV block)`);
      out.slowed = true;
    }
    if (block !== undefined && !(prMs !== undefined && prMs > PR_LONG && /first|1st/.test(block))) {
      here.push(block);
      if (!/sinus bradycardia/.test(block)) out.slowed = true;
    }
    if (here.length > 0) {
      out.findings.push(`${here.join(", ")} ${where}`);
      if (ref !== undefined) out.refs.push(ref);
      break;
    }
  }
  return out;
}

function cholinesteraseSlowing(ctx: RuleContext): RuleMatch | undefined {
  const chei = ctx.meds("cholinesterase-inhibitor");
  if (chei.length === 0) return undefined;
  const b = bradycardia(ctx);
  // bradycardia-adult names the cholinesterase inhibitor when the rate itself is dangerous.
  if (isDangerous(b) && !(ctx.meds("beta-blocker").length > 0 && ctx.meds("rate-limiting-ccb").length > 0))
    return undefined;
  const hr = latestVital(
    ctx,
    "heart-rate",
    (v) => v.value !== undefined && v.value >= 15 && v.value <= 250,
    STEADY_DAYS,
  );
  const slow = hr !== undefined && hr.value < SLOW_PULSE;
  const c = conduction(ctx);
  if (!slow && c.findings.length === 0) return undefined;
  const others = ctx.medsOf("beta-blocker", "rate-limiting-ccb", "digoxin", "ivabradine", "amiodarone");
  const signs = [slow && hr !== undefined ? `heart rate ${formatNumber(hr.value)}/min${dateOf(hr)}` : "", ...c.findings]
    .filter(Boolean)
    .join("; ");
  const symptom = b.symptom;
  return {
    refs: [...ctx.refs(...chei, slow ? hr : undefined), ...c.refs, ...ctx.refs(...others)],
    values: { chei: medNames(chei), signs },
    ...(symptom !== undefined || c.slowed ? { severity: Severity.high } : {}),
    clinicianExtra: [
      symptom === undefined
        ? ""
        : `With "${symptom}" in the notes, the slow heart may be contributing to them, and fainting from heart block is looked for.`,
      others.length > 0 ? `Other rate-slowing medicines add to it: ${medNames(others)}.` : "",
    ]
      .filter(Boolean)
      .join(" "),
    patientExtra:
      symptom === undefined
        ? undefined
        : "Your notes mention falls or dizziness, which a slow heart can cause. If you faint, call emergency services.",
    nextSteps: [
      `Review ${medNames(chei)} with the prescriber or memory service: weigh its benefit against the slow heart${symptom === undefined ? "" : " and the falls or dizziness"}, and consider a lower dose or stopping it`,
      "Repeat the 12-lead ECG and look for AV block or pauses (ambulatory monitoring if fainting or unexplained falls); check potassium and thyroid function",
      "Same-day assessment if the pulse falls below 40/min, or with fainting, chest pain or breathlessness",
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Prolonged QTc. Risk of torsade de pointes rises steeply above 500 ms; female sex, age over 65,
// low potassium or magnesium and several QT-prolonging drugs add to it (aha-accf-2010-torsade-prevention,
// which also carries the 4.5-5 mmol/L potassium target after torsade; pmc-4110870-qt,
// pmc-8237186-qt: normal QTc below about 450 ms in men and 460 ms in women). MHRA 2011: citalopram
// is contraindicated with known QT prolongation; maximum 20 mg a day over 65 (mhra-2011-citalopram-qt).
// ---------------------------------------------------------------------------------------------

const QTC_CRITICAL = 500;

export const QTC_MALE = 450;
export const QTC_FEMALE = 470;
const CITALOPRAM_MAX_OVER_65_MG = 20;

const QTC_NAME = /\bqtc\b|\bqt\s*c\b|corrected\s+qt/i;
const QTC_IN_TEXT = /\bqtc\s*(?:of|was|is|=|:)?\s*(\d{3})\s*(?:ms|msec|milliseconds)?\b/;

export interface Qtc {
  value: number;
  text: string;
  refs: string[];
}

/** The QTc in ms: a vital or lab named QTc, else a value written in the notes ("QTc 512 ms"). */
export function qtc(ctx: RuleContext): Qtc | undefined {
  const plausible = (n: number | undefined): n is number => n !== undefined && n >= 300 && n <= 800;
  const vital = latestVital(ctx, "other", (v) => QTC_NAME.test(v.name) && plausible(v.value));
  if (vital !== undefined) {
    return { value: vital.value, text: `QTc ${formatNumber(vital.value)} ms${dateOf(vital)}`, refs: [vital.ref] };
  }
  const lab = ctx.model.labs.find(
    (o) => QTC_NAME.test(o.name) && o.value.kind === "number" && plausible(o.value.value) && isRecent(ctx, o.time),
  );
  if (lab !== undefined && lab.value.kind === "number") {
    return { value: lab.value.value, text: `QTc ${formatNumber(lab.value.value)} ms${dateOf(lab)}`, refs: [lab.ref] };
  }
  const ecg = ecgReportQtc(ctx, plausible);
  if (ecg !== undefined) return ecg;
  const m = QTC_IN_TEXT.exec(ctx.freeText);
  const n = m === null ? undefined : Number(m[1]);
  return plausible(n) ? { value: n, text: `QTc ${n} ms (from the notes)`, refs: [] } : undefined;
}

const ECG_STUDY = /\b(?:ecg|ekg|electrocardiogra\w*)\b/i;

/**
 * A QTc written in a recent ECG report sent among the imaging studies ("Sinus rhythm 84 bpm. QTc
 * 486 ms."): review 15, deep multimorbid case 03, where a QTc of 486 ms on azithromycin and
 * citalopram went unread because only vitals, labs and notes were searched. The latest dated report.
 */
function ecgReportQtc(ctx: RuleContext, plausible: (n: number | undefined) => n is number): Qtc | undefined {
  const reports = ctx.model.imaging
    .filter((s) => ECG_STUDY.test(`${s.type} ${s.description} ${s.modality ?? ""}`))
    .map((s) => {
      const m = QTC_IN_TEXT.exec(s.text.toLowerCase());
      const time = s.date === undefined ? undefined : Date.parse(s.date);
      return { s, n: m === null ? undefined : Number(m[1]), time: Number.isNaN(time) ? undefined : time };
    })
    .filter((r) => plausible(r.n) && isRecent(ctx, r.time))
    .sort((a, b) => (b.time ?? Number.NEGATIVE_INFINITY) - (a.time ?? Number.NEGATIVE_INFINITY));
  const top = reports[0];
  if (top === undefined || top.n === undefined) return undefined;
  return { value: top.n, text: `QTc ${top.n} ms on the ECG report${dateOf(top.s)}`, refs: [top.s.ref] };
}

/** Systemic azole antifungals that lengthen the QT interval; a cream, pessary or oral gel does not count. */
const QT_AZOLES = new Set(["fluconazole", "diflucan", "voriconazole", "vfend"]);
const LOCAL_USE = /\b(?:cream|gel|pessar\w*|vaginal|ointment|topical|powder|spray|shampoo)\b/i;

/**
 * Azole antifungals taken with a prolonged QTc: fluconazole's monograph lists QT prolongation and
 * torsade de pointes among its adverse reactions (evidence "fluconazole-product-information-qt").
 * Kept apart from the shared "qt-prolonging" class, whose
 * other readers cite sources that do not name them.
 */
function qtAzoles(ctx: RuleContext): MedicationItem[] {
  return ctx
    .meds("azole-antifungal")
    .filter((m) => m.drugs.some((d) => QT_AZOLES.has(d)) && !LOCAL_USE.test(`${m.name} ${m.dosage ?? ""}`));
}

/**
 * Azithromycin, by mouth or vein, taken with a prolonged QTc: the FDA's 2013 safety communication
 * warns of QT prolongation and fatal arrhythmias, most with a long QT, low potassium or magnesium
 * or a slow heart rate (evidence "acc-2013-fda-azithromycin-qt"). Kept apart from the shared
 * class for the same reason as the azoles (review 15, deep multimorbid case 03: long-term
 * azithromycin prophylaxis in COPD went unnamed beside a QTc of 486 ms).
 */
const AZITHROMYCIN = /\b(?:azithromycin|zithromax|zmax)\b/i;
function qtAzithromycin(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter(
    (m) => m.active && AZITHROMYCIN.test(m.name) && !LOCAL_USE.test(`${m.name} ${m.dosage ?? ""}`),
  );
}

/**
 * The age above which citalopram's maximum is 20 mg a day: 60 under the FDA label on a record that
 * reads as US, 65 under the MHRA's advice otherwise (review 29b, meds-29b case 14: 40 mg at 63 in
 * Oregon drew nothing).
 */
export function citalopramLimitAge(ctx: RuleContext): number {
  return readsAsUsUnits(ctx) ? 60 : 65;
}

/** Citalopram above the 20 mg daily maximum for older people (see citalopramLimitAge), read from the written strength. */
export function citalopramOverLimit(ctx: RuleContext): MedicationItem | undefined {
  if (ctx.age === undefined || ctx.age <= citalopramLimitAge(ctx)) return undefined;
  return ctx
    .meds("qt-prolonging")
    .find((m) => m.drugs.includes("citalopram") && (mgOf(m) ?? 0) > CITALOPRAM_MAX_OVER_65_MG);
}

/**
 * Citalopram or escitalopram beside a prolonged QTc, at any age and dose: citalopram is
 * contraindicated with known QT prolongation, and escitalopram, its active isomer, lengthens the QT
 * interval in the same dose-dependent way (mhra-2011-citalopram-qt). The contraindication was said
 * only when citalopram was also over the older people's maximum, so citalopram 40 mg at 58 with a
 * QTc of 520 ms, and escitalopram 20 mg with 508 ms, read as any QT-prolonging medicine (review 34,
 * paeds-neuro-34 cases 04 and 05).
 */
function qtSsriText(
  ssris: readonly MedicationItem[],
  overLimit: boolean,
  over500: boolean,
  us: boolean,
): { clinician: string; patient: string } {
  const citalopram = ssris.some((m) => m.drugs.includes("citalopram"));
  const escitalopram = ssris.some((m) => m.drugs.includes("escitalopram"));
  const facts = [
    citalopram && !overLimit ? citalopramQtCaution(us) : "",
    escitalopram
      ? `escitalopram, ${citalopram ? "the active isomer of citalopram" : "the active isomer of citalopram, which is contraindicated with known QT prolongation"}, lengthens the QT interval in the same dose-dependent way`
      : "",
  ].filter(Boolean);
  const one = ssris.length === 1;
  const lead = facts.length === 0 ? "" : `${facts.join("; ")}. `;
  return {
    clinician: `${lead.charAt(0).toUpperCase()}${lead.slice(1)}${
      over500
        ? `With a QTc over 500 ms, ${medNames(ssris)} should not be continued: plan a stop or a switch to another antidepressant with the prescriber, tapering rather than stopping abruptly where the QTc allows.`
        : `Review ${medNames(ssris)} with the prescriber: a lower dose or a switch to another antidepressant.`
    }`,
    patient: `Your antidepressant${one ? "" : "s"} (${medNames(ssris).toLowerCase()}) can lengthen the QT interval and ${one ? "is" : "are"} not advised with a long QT, so your doctor will plan a change with you. Do not stop ${one ? "it" : "them"} suddenly on your own.`,
  };
}

/*
 * Citalopram's QT caution and its source by the record's country (review 36, country-36 case 09: a
 * US record with citalopram and a QTc of 512 ms cited the MHRA's update). The MHRA calls citalopram
 * contraindicated with known QT prolongation; the FDA's 2012 communication (fda-2012-citalopram-older)
 * does not recommend it with congenital long QT, low potassium or magnesium, or other QT-prolonging
 * medicines. The FDA communication is about citalopram alone, so the MHRA update, and its wording,
 * stay for escitalopram on a US record: the library holds no US source for it.
 */
function citalopramQtCaution(us: boolean): string {
  return us
    ? "the FDA does not recommend citalopram with congenital long QT, low potassium or magnesium, or other QT-prolonging medicines"
    : "citalopram is contraindicated with known QT prolongation";
}

/** The QT sources for citalopram and escitalopram among a record's medicines (see citalopramQtCaution). */
export function ssriQtSources(ctx: RuleContext, ssris: readonly MedicationItem[]): string[] {
  const citalopram = ssris.some((m) => m.drugs.includes("citalopram"));
  const escitalopram = ssris.some((m) => m.drugs.includes("escitalopram"));
  if (!readsAsUsUnits(ctx)) return citalopram || escitalopram ? ["mhra-2011-citalopram-qt"] : [];
  return [...(citalopram ? ["fda-2012-citalopram-older"] : []), ...(escitalopram ? ["mhra-2011-citalopram-qt"] : [])];
}

/** The strength in mg written in a medication's name or dosage ("Citalopram 40 mg"). */
export function mgOf(m: MedicationItem): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*mg\b/i.exec(`${m.name} ${m.dosage ?? ""}`);
  return match === null ? undefined : Number(match[1]);
}

const QTC_STEPS = [
  "Stop, or replace with an alternative that does not prolong the QT interval, every QT-prolonging medicine that is not essential",
  "Correct potassium to 4 mmol/L or more and replace magnesium; recheck electrolytes",
  "Repeat the 12-lead ECG and arrange cardiac monitoring; look for other causes (bradycardia, heart disease, congenital long QT)",
];

/**
 * Antipsychotics listed with a prolonged QTc. They can lengthen the QT interval, and the
 * prescriber reviews them (lowest effective dose or a switch) rather than the QT advice stopping
 * them, with other QT-lengthening medicines avoided alongside (SUMMARIES["gpnotebook-antipsychotic-qt"];
 * review 12, young adults 12: the generic "stop every QT-prolonging medicine" sat beside "let
 * psychiatry lead any change" and never named the two antipsychotics).
 */
function antipsychoticsForQt(
  ctx: RuleContext,
  qtDrugs: readonly MedicationItem[],
): { meds: MedicationItem[]; clinician: string; step: string; patient: string; question: string } | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && ANTIPSYCHOTIC.test(m.name));
  if (meds.length === 0) return undefined;
  const others = qtDrugs.filter((m) => !meds.includes(m));
  const names = medNames(meds);
  const one = meds.length === 1;
  return {
    meds,
    clinician: `${one ? "The antipsychotic" : "The antipsychotics"} ${names} can lengthen the QT interval.${others.length === 0 ? "" : ` Other QT-prolonging medicines: ${medNames(others)}.`} `,
    step: `Review ${names} with the prescribing psychiatrist (lowest effective dose or a switch) rather than stopping ${one ? "it" : "them"} abruptly; stop, or replace, any other QT-prolonging medicine that is not essential`,
    patient: `Your ${one ? "antipsychotic medicine" : "antipsychotic medicines"} (${names.toLowerCase()}) can lengthen the QT interval, so your psychiatrist needs to review ${one ? "it" : "them"} with you. Do not stop ${one ? "it" : "them"} on your own.`,
    question: `Does my antipsychotic medicine need a lower dose or a change because of my heart tracing?`,
  };
}

/**
 * Methadone with a prolonged QTc: its US label carries a boxed warning of life-threatening QT
 * prolongation and torsade de pointes, seen also at maintenance doses for opioid addiction, and
 * advises close monitoring with risk factors or medicines that affect cardiac conduction (evidence
 * "fda-methadone-label-qt"). Methadone for opioid dependence is not a medicine to stop on the QT
 * advice alone (review 33, mental-addiction-33 cases 01-02).
 */
const METHADONE_QT_TEXT =
  "Methadone's label carries a boxed warning of life-threatening QT prolongation and torsade de pointes, reported also at the doses used for maintenance treatment of opioid addiction; it advises close monitoring of the cardiac rhythm when there are risk factors or other medicines that affect cardiac conduction.";
const METHADONE_QT_STEP =
  "Review the methadone dose with its prescriber or the addiction service rather than stopping it abruptly (withdrawal follows)";

/**
 * The QTc steps with methadone's own step: after the same-day assessment when that leads, and in
 * place of "stop every QT-prolonging medicine that is not essential" when methadone is the only one
 * (review 33, mental-addiction-33 case 02: that step sat beside "review the methadone dose").
 */
function withMethadoneStep(steps: readonly string[], methadone: boolean, others: boolean): string[] {
  if (!methadone) return [...steps];
  const step = others
    ? `${METHADONE_QT_STEP}; stop or replace the other QT-prolonging medicines first`
    : METHADONE_QT_STEP;
  const kept = others ? [...steps] : steps.filter((s) => s !== QTC_STEPS[0]);
  const at = kept[0] === QTC_URGENT_STEPS[0] ? 1 : 0;
  return [...kept.slice(0, at), step, ...kept.slice(at)];
}

const QTC_URGENT_STEPS = [
  "Same-day emergency assessment with continuous ECG monitoring: QTc over 500 ms, or fainting or palpitations with a long QTc, can herald torsade de pointes",
  ...QTC_STEPS,
];

// ---------------------------------------------------------------------------------------------
// Atrial fibrillation without an oral anticoagulant, read by NICE NG196 on UK records and
// ACC/AHA/ACCP/HRS 2023 otherwise (afScoreReading). ESC 2024 (esc-2024-af-cha2ds2va): CHA2DS2-VA
// (sex not counted); anticoagulation recommended at 2 or more, considered at 1. It does not apply to
// a mechanical heart valve or moderate to severe mitral stenosis (warfarin regardless of score).
// Antiplatelet therapy alone is not stroke prevention in AF (esc-ehra-af-oac-antiplatelet).
// ---------------------------------------------------------------------------------------------

const ANTICOAGULANTS = ["warfarin", "doac", "heparin"] as const;
const ANTIPLATELETS = ["aspirin", "clopidogrel", "antiplatelet"] as const;

/** A recorded decision, contraindication or valve disease that takes the case out of the score. */
const AF_OAC_SETTLED =
  /\b(?:anti-?coagula\w*|oac|doac|warfarin)\b[^.;\n]{0,40}\b(?:not indicated|declined|refused|contra-?indicated|not (?:suitable|appropriate|recommended))\b|\b(?:declined|refused|contra-?indication\w* (?:to|for))\b[^.;\n]{0,30}\banti-?coagula|\bmechanical\s+(?:heart\s+|mitral\s+|aortic\s+)?valve|\bmetal(?:lic)?\s+valve|(?<!\bmild\s)\bmitral\s+stenosis\b/;
/** Stroke, TIA or arterial (not venous) thromboembolism, which score 2. */
const STROKE_NAME = /\bstroke\b|\btia\b|transient ischa?emic|cerebral infarction|systemic embol|arterial embol/i;
const STROKE_ICD = /^(?:I63|I64|G45|I74)/i;

interface ScoreItem {
  label: string;
  points: number;
}

function chads2va(ctx: RuleContext): ScoreItem[] {
  const items: ScoreItem[] = [];
  const had = (concept: string) => ctx.everHad(concept).length > 0;
  if (had("heart-failure")) items.push({ label: "heart failure", points: 1 });
  if (had("hypertension")) items.push({ label: "hypertension", points: 1 });
  const age = ctx.age ?? 0;
  if (age >= 75) items.push({ label: `age ${formatNumber(age)} (75 or over)`, points: 2 });
  else if (age >= 65) items.push({ label: `age ${formatNumber(age)} (65–74)`, points: 1 });
  if (had("diabetes")) items.push({ label: "diabetes", points: 1 });
  const vascular = ctx.everHad("ascvd");
  const isStroke = (c: { name: string; code?: string }) => STROKE_NAME.test(c.name) || STROKE_ICD.test(c.code ?? "");
  const strokes = ctx.model.conditions.filter(isStroke);
  if (strokes.length > 0) items.push({ label: "previous stroke, TIA or thromboembolism", points: 2 });
  if (vascular.some((c) => !isStroke(c))) items.push({ label: "vascular disease", points: 1 });
  return items;
}

function afSettled(ctx: RuleContext): boolean {
  if (AF_OAC_SETTLED.test(ctx.freeText)) return true;
  return ctx.model.conditions.some((c) => AF_OAC_SETTLED.test(c.name.toLowerCase()));
}

/**
 * How old an ECG report showing atrial fibrillation may be and still call for stroke prevention: a
 * year, since paroxysmal AF carries the same stroke risk once seen (an engine choice).
 */
const AF_ECG_DAYS = 365;
const AF_IN_TEXT = /\batrial fibrillation\b/;

interface AfOnEcg {
  date: string;
  ref: string;
}

/**
 * Atrial fibrillation stated on a recent ECG report among the imaging studies, for a record whose
 * problem list does not name it yet (review 21: an irregular pulse at a BP check, ECG "atrial
 * fibrillation", on aspirin alone, and no finding at all). The latest such report.
 */
function afOnEcg(ctx: RuleContext): AfOnEcg | undefined {
  const reports = ctx.model.imaging
    .filter((s) => ECG_STUDY.test(`${s.type} ${s.description} ${s.modality ?? ""}`))
    .map((s) => {
      const time = s.date === undefined ? undefined : Date.parse(s.date);
      return { s, time: Number.isNaN(time) ? undefined : time };
    })
    .filter(
      (r) => statedMention(r.s.text.toLowerCase(), AF_IN_TEXT) !== undefined && isRecent(ctx, r.time, AF_ECG_DAYS),
    )
    .sort((a, b) => (b.time ?? Number.NEGATIVE_INFINITY) - (a.time ?? Number.NEGATIVE_INFINITY));
  const top = reports[0];
  return top === undefined ? undefined : { date: dateOf(top.s), ref: top.s.ref };
}

/** Beside stroke or TIA symptoms now (stroke-tia-notes.ts): no anticoagulant before the scan. */
const AF_BESIDE_STROKE =
  "With stroke or TIA symptoms in the notes now, an anticoagulant is not started before brain imaging has excluded a bleed; the stroke team sets when it starts.";
const AF_BESIDE_STROKE_STEP =
  "Anticoagulation for atrial fibrillation: not before brain imaging has excluded a bleed; timing set by the stroke team";
const AF_OFFER_STEP =
  "Offer an oral anticoagulant, a direct oral anticoagulant (DOAC) unless there is a reason for warfarin, after discussing stroke and bleeding risk with the patient";
const AF_STOP_ANTIPLATELET_STEP =
  "Stop aspirin or other antiplatelet medicine used only for AF once anticoagulated, unless there is another indication";
const AF_BLEEDING_STEP =
  "Assess and reduce modifiable bleeding risks (blood pressure, alcohol, NSAIDs), check kidney function, full blood count and weight to choose the dose";
const AF_STEPS = [AF_OFFER_STEP, AF_STOP_ANTIPLATELET_STEP, AF_BLEEDING_STEP];

const AF_REASSESS_STEP = "Reassess the score at least yearly or when a new risk factor appears";

interface AfScoreReading {
  text: string;
  /** Whether anticoagulation is offered (recommended), not only considered. */
  offer: boolean;
  evidence: string;
  considerStep: string;
}

/**
 * The stroke score read by the record's own country's guideline (review 25, uk-us-25: every record
 * was given ESC 2024). NICE NG196 uses CHA2DS2-VASc, female sex counted: offer at 2 or more,
 * consider for men at 1. ACC/AHA/ACCP/HRS 2023 recommends it at 2 or more in men and 3 or more in
 * women, reasonable at 1 and 2: the same as a CHA2DS2-VA of 2 or more, and of 1.
 */
function afScoreReading(ctx: RuleContext, va: number): AfScoreReading {
  const female = ctx.sex === "female";
  if (readsAsUk(ctx)) {
    const vasc = va + (female ? 1 : 0);
    return {
      text: `; CHA2DS2-VASc ${formatNumber(vasc)}${female ? " with female sex" : ""}. NICE NG196 offers anticoagulation at a CHA2DS2-VASc of 2 or more and asks that it be considered for men at 1.`,
      offer: vasc >= 2,
      evidence: "nice-ng196-af",
      considerStep:
        "Discuss anticoagulation: NICE asks that it be considered for a man with a CHA2DS2-VASc of 1, weighing stroke and bleeding risk with him",
    };
  }
  return {
    text: ": ACC/AHA/ACCP/HRS 2023 recommends anticoagulation at an estimated stroke risk of 2% a year or more (CHA2DS2-VASc 2 or more in men, 3 or more in women, which is a CHA2DS2-VA of 2 or more) and finds it reasonable at 1–2% a year (a CHA2DS2-VA of 1).",
    offer: va >= 2,
    evidence: "acc-aha-2023-af",
    considerStep:
      "Discuss anticoagulation: at this score (a stroke risk of about 1–2% a year) it is reasonable, weighing stroke and bleeding risk with the patient",
  };
}

export const CARDIO_RHYTHM_RULES: readonly Rule[] = [
  {
    id: "beta-blocker-with-rate-limiting-ccb",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Bradycardia risk: beta-blocker with verapamil or diltiazem",
    title: "Beta-blocker taken with verapamil or diltiazem",
    clinician:
      "{betaBlocker} is taken together with {ccb}. Their effects on AV conduction and on the heart's contraction add up, so the combination can slow the heart too far, cause AV block, and bring on or worsen heart failure; verapamil's label contraindicates it with a beta-blocker when ventricular function is poor.",
    patient:
      "Two of your medicines ({betaBlocker} and {ccb}) both slow the heart. Taken together they can slow it too much, which can cause dizziness, fainting or falls. A doctor should check this soon.",
    nextSteps: COMBINATION_STEPS,
    patientQuestions: ["Should I keep taking both of these heart medicines, and do I need an ECG?"],
    evidence: ["verapamil-smpc-uk"],
    keywords: ["bradycardia", "verapamil", "diltiazem", "beta-blocker", "av block", "heart rate"],
    match: (ctx) => {
      const bb = ctx.meds("beta-blocker");
      const ccb = ctx.meds("rate-limiting-ccb");
      if (bb.length === 0 || ccb.length === 0) return undefined;
      const b = bradycardia(ctx);
      const refs = [...ctx.refs(...bb, ...ccb), ...ctx.refs(b.hr)];
      const values = { betaBlocker: medNames(bb), ccb: medNames(ccb) };
      if (!isDangerous(b)) {
        return { refs, values, clinicianExtra: b.hr === undefined ? undefined : hrText(b) };
      }
      return {
        refs,
        values,
        severity: Severity.critical,
        clinicianExtra: `${hrText(b)} Symptomatic or severe bradycardia on this combination needs assessment today.`,
        patientExtra:
          "Because your heart rate is very slow, get help today: contact your doctor straight away, or go to an emergency department if you cannot reach them or you faint.",
      };
    },
  },
  {
    id: "bradycardia-adult",
    family: FindingFamily.vitals,
    severity: Severity.high,
    problem: "Slow heart rate",
    title: "Slow heart rate (bradycardia)",
    clinician:
      "{hr} A heart rate below 40/min, or below 50/min with dizziness, fainting or falls, needs assessment for AV block, sinus node disease and medicine effects. {drugs}",
    patient:
      "Your heart rate is slower than is safe and needs checking today, including a heart tracing (ECG).{medicinesLine}",
    nextSteps: BRADYCARDIA_STEPS,
    patientQuestions: ["Could any of my medicines be slowing my heart?"],
    evidence: ["verapamil-smpc-uk"],
    keywords: ["bradycardia", "heart rate", "dizziness", "syncope", "av block"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < 18) return undefined;
      // The beta-blocker with verapamil or diltiazem finding already carries the heart rate.
      if (ctx.meds("beta-blocker").length > 0 && ctx.meds("rate-limiting-ccb").length > 0) return undefined;
      const b = bradycardia(ctx);
      if (!isDangerous(b)) return undefined;
      const slowing = ctx.medsOf(...RATE_SLOWING);
      const cholinesterase = ctx.meds("cholinesterase-inhibitor");
      const drugs =
        (slowing.length === 0 ? "" : `Rate-slowing medicines: ${medNames(slowing)}.`) +
        (cholinesterase.length === 0
          ? ""
          : ` ${medNames(cholinesterase)} is a cholinesterase inhibitor, which slows AV conduction and can cause bradycardia, heart block and fainting, more so with a beta-blocker; consider it as a cause.`);
      const critical = b.hr !== undefined && b.hr.value < BRADY_SEVERE && b.symptom !== undefined;
      // No medicine listed at all (review 31b, mental-31b case 06: anorexia nervosa, pulse 38, no
      // medicines): no question about "my medicines" and no step to withhold ones she does not take.
      const noMedicines = !ctx.model.medications.some((m) => m.active);
      return {
        refs: [...ctx.refs(b.hr), ...ctx.refs(...slowing)],
        values: { hr: hrText(b), drugs, medicinesLine: noMedicines ? "" : " Some medicines can slow the heart." },
        ...(noMedicines
          ? {
              nextSteps: BRADYCARDIA_STEPS.filter((s) => !/medicine/.test(s)).map((s) =>
                s.replace(/ and, on digoxin, a digoxin level$/, ""),
              ),
              patientQuestions: [],
            }
          : {}),
        ...(cholinesterase.length > 0 ? { evidence: ["medsafe-2013-donepezil-syncope"] } : {}),
        ...(critical ? { severity: Severity.critical } : {}),
        patientExtra:
          "If you faint, have chest pain or become short of breath, call emergency services or go to an emergency department.",
      };
    },
  },
  {
    id: "cholinesterase-inhibitor-bradycardia",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Slow heart rate",
    title: "Slow pulse or slowed heart conduction on a dementia medicine (cholinesterase inhibitor)",
    clinician:
      "{chei} with {signs}. Cholinesterase inhibitors act on the vagus nerve and can slow the heart, block conduction through the AV node and cause fainting, even when taken alone; in an older person a slow heart can lead to falls.",
    patient:
      "Your heart rate is slow or your heart tracing (ECG) shows the heartbeat signal passing more slowly than usual. Your memory medicine ({chei}) can do this. Ask your doctor to review it soon. Do not stop it on your own.",
    nextSteps: ["Review the cholinesterase inhibitor against the slow heart rate or conduction"],
    patientQuestions: ["Could my memory medicine be slowing my heart, and is it still helping enough?"],
    evidence: ["medsafe-2013-donepezil-syncope", "pfizer-ca-aricept-safety"],
    keywords: ["donepezil", "cholinesterase inhibitor", "bradycardia", "heart block", "syncope", "falls"],
    match: cholinesteraseSlowing,
  },
  {
    id: "qtc-prolonged",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Prolonged QT interval",
    title: "Prolonged QTc interval",
    clinician:
      "{qtc}: prolonged QT interval, which raises the risk of torsade de pointes, a dangerous ventricular arrhythmia. {drugs}{electrolytes}",
    patient:
      "Your heart tracing (ECG) shows that one part of the heartbeat, the QT interval, is longer than it should be. This can lead to a dangerous heart rhythm. Some medicines and low potassium or magnesium make it worse, and these need to be reviewed.",
    nextSteps: QTC_STEPS,
    patientQuestions: ["Which of my medicines could be lengthening the QT interval, and what can I take instead?"],
    evidence: ["aha-accf-2010-torsade-prevention", "pmc-4110870-qt", "pmc-8237186-qt"],
    keywords: ["qtc", "qt prolongation", "torsade de pointes", "potassium", "magnesium", "ecg"],
    match: (ctx) => {
      const q = qtc(ctx);
      if (q === undefined) return undefined;
      const limit = ctx.sex === "female" ? QTC_FEMALE : QTC_MALE;
      if (q.value <= limit && q.value < QTC_CRITICAL) return undefined;
      const azoles = qtAzoles(ctx);
      const azithro = qtAzithromycin(ctx).filter((m) => !ctx.meds("qt-prolonging").includes(m));
      const qtDrugs = [...ctx.meds("qt-prolonging"), ...azoles, ...azithro];
      const k = ctx.lab("potassium");
      const mg = ctx.lab("magnesium");
      const lowK = isLow(k) || (ctx.valueOf(k) ?? Number.POSITIVE_INFINITY) < 3.5;
      const lowMg = isLow(mg);
      const electrolytes = [lowK ? `potassium ${ctx.show(k)}` : "", lowMg ? `magnesium ${ctx.show(mg)}` : ""]
        .filter(Boolean)
        .join(" and ");
      const symptom = statedMention(ctx.freeText, QT_SYMPTOMS);
      const citalopram = citalopramOverLimit(ctx);
      const ssris = qtDrugs.filter((m) => m.drugs.includes("citalopram") || m.drugs.includes("escitalopram"));
      const ssri =
        ssris.length === 0
          ? undefined
          : qtSsriText(ssris, citalopram !== undefined, q.value >= QTC_CRITICAL, readsAsUsUnits(ctx));
      const methadone = qtDrugs.filter((m) => m.drugs.includes("methadone"));
      const extras = [
        symptom === undefined ? "" : `The notes record "${symptom}", which may be torsade de pointes.`,
        citalopram === undefined
          ? ""
          : `${citalopram.name} is above the 20 mg daily maximum for people over ${citalopramLimitAge(ctx)}, and ${citalopramQtCaution(readsAsUsUnits(ctx))}.`,
        ssri?.clinician ?? "",
        methadone.length === 0 ? "" : METHADONE_QT_TEXT,
      ].filter(Boolean);
      const urgent = q.value >= QTC_CRITICAL || symptom !== undefined;
      const psych = antipsychoticsForQt(ctx, qtDrugs);
      // "Correct potassium to 4 mEq/L" beside a potassium in mEq/L (review 32, hyperk-32 case 09).
      // With no potassium sent, a US record reads the target in mEq/L (review 33, mental-addiction-33 case 02).
      const kUnit = k === undefined && readsAsUsUnits(ctx) ? "mEq/L" : monovalentUnit(k);
      const steps = (urgent ? QTC_URGENT_STEPS : QTC_STEPS).map((s) => inMonovalentUnit(s, kUnit));
      const patientExtra = [
        psych?.patient ?? "",
        ssri?.patient ?? "",
        methadone.length === 0
          ? ""
          : "Do not stop your methadone on your own: the team that prescribes it will decide any change with you.",
        // Fainting already in the notes is not told "if you faint" (review 44, acute-44 case 09).
        symptom !== undefined
          ? "Your notes record fainting or a similar episode, which with a long QT interval may come from a dangerous heart rhythm: go to an emergency department now, and call emergency services if it happens again or you feel your heart racing."
          : urgent
            ? "This needs checking today: contact your doctor straight away, or go to an emergency department. If you faint or feel your heart racing, call emergency services."
            : "",
      ]
        .filter(Boolean)
        .join(" ");
      return {
        refs: [
          ...q.refs,
          ...ctx.refs(...qtDrugs, ...(psych?.meds ?? [])),
          ...ctx.refs(lowK ? k : undefined, lowMg ? mg : undefined),
        ],
        values: {
          qtc: q.text,
          drugs: psych?.clinician ?? (qtDrugs.length === 0 ? "" : `QT-prolonging medicines: ${medNames(qtDrugs)}. `),
          electrolytes: electrolytes === "" ? "" : `Low ${electrolytes} ${lowK && lowMg ? "add" : "adds"} to the risk.`,
        },
        ...(extras.length > 0 ? { clinicianExtra: extras.join(" ") } : {}),
        evidence: [
          ...ssriQtSources(ctx, ssris),
          ...(psych === undefined ? [] : ["gpnotebook-antipsychotic-qt"]),
          ...(azoles.length === 0 ? [] : ["fluconazole-product-information-qt"]),
          ...(azithro.length === 0 ? [] : ["acc-2013-fda-azithromycin-qt"]),
          ...(methadone.length === 0 ? [] : ["fda-methadone-label-qt"]),
        ],
        ...(urgent ? { severity: Severity.critical } : {}),
        nextSteps: withMethadoneStep(
          psych === undefined ? steps : [psych.step, ...steps.filter((x) => x !== QTC_STEPS[0])],
          methadone.length > 0,
          qtDrugs.length > methadone.length,
        ),
        ...(patientExtra === "" ? {} : { patientExtra }),
        ...(psych === undefined ? {} : { patientQuestions: [psych.question] }),
      };
    },
  },
  {
    id: "af-no-anticoagulant",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Stroke prevention in atrial fibrillation",
    title: "Atrial fibrillation without an anticoagulant",
    clinician:
      "Atrial fibrillation with no oral anticoagulant listed. CHA2DS2-VA score {score} ({items}){scoreGuidance}",
    patient:
      "You have atrial fibrillation, an irregular heart rhythm that can cause blood clots and stroke. No blood thinner (anticoagulant) is listed among your medicines, and your other health conditions and age decide whether one is needed. Please discuss this with your doctor.",
    nextSteps: AF_STEPS,
    patientQuestions: ["Should I take a blood thinner to lower my risk of stroke?"],
    evidence: ["esc-2024-af-cha2ds2va"],
    keywords: ["atrial fibrillation", "anticoagulation", "stroke prevention", "cha2ds2-va", "doac", "aspirin"],
    match: (ctx) => {
      const af = ctx.conditions("atrial-fibrillation");
      const ecg = af.length === 0 ? afOnEcg(ctx) : undefined;
      if ((af.length === 0 && ecg === undefined) || ctx.medsOf(...ANTICOAGULANTS).length > 0 || afSettled(ctx)) {
        return undefined;
      }
      const items = chads2va(ctx);
      const score = items.reduce((sum, i) => sum + i.points, 0);
      if (score === 0) return undefined;
      const reading = afScoreReading(ctx, score);
      const antiplatelets = ctx.medsOf(...ANTIPLATELETS);
      const aspirinText =
        antiplatelets.length === 0
          ? undefined
          : `${medNames(antiplatelets)} is not stroke prevention in AF: antiplatelet therapy alone is not recommended for it.`;
      const ecgText =
        ecg === undefined ? undefined : `AF is stated on the ECG report${ecg.date} and is not yet on the problem list.`;
      const ecgPatient =
        ecg === undefined
          ? ""
          : "It was seen on your recent ECG (heart tracing) and is not yet on your list of conditions. ";
      const base = {
        refs: [...ctx.refs(...af), ...(ecg === undefined ? [] : [ecg.ref]), ...ctx.refs(...antiplatelets)],
        values: {
          score: formatNumber(score),
          items: items.map((i) => `${i.label} ${i.points}`).join(", "),
          scoreGuidance: reading.text,
        },
        clinicianExtra: [ecgText, aspirinText].filter((t) => t !== undefined).join(" ") || undefined,
        evidence: [reading.evidence, ...(antiplatelets.length > 0 ? ["esc-ehra-af-oac-antiplatelet"] : [])],
        evidenceReplacesRule: true as const,
      };
      // Review 34, acute-neither-34 case 01: "Offer an oral anticoagulant" stood beside an arm weakness
      // and slurred speech still present, before any scan. Beside stroke or TIA symptoms now, the
      // anticoagulant waits for brain imaging to exclude a bleed, and the stroke team sets its timing.
      if (strokeOrTiaInNotes(ctx) !== undefined) {
        return {
          ...base,
          clinicianExtra: [base.clinicianExtra, AF_BESIDE_STROKE].filter((t) => t !== undefined).join(" "),
          nextSteps: [AF_BESIDE_STROKE_STEP],
          patientExtra: `${ecgPatient}Because of the stroke symptoms, the hospital team will decide when a blood thinner can start, after a brain scan.`,
          patientQuestions: [],
        };
      }
      if (reading.offer) {
        // Review 24, cardio-24b case 01: new AF on no antiplatelet was told to stop aspirin.
        if (antiplatelets.length === 0) {
          return {
            ...base,
            nextSteps: [AF_OFFER_STEP, AF_BLEEDING_STEP],
            patientExtra: `${ecgPatient}With your risk factors a blood thinner is usually recommended.`,
          };
        }
        return {
          ...base,
          patientExtra: `${ecgPatient}With your risk factors a blood thinner is usually recommended; aspirin does not protect against stroke in atrial fibrillation.`,
        };
      }
      return {
        ...base,
        severity: Severity.low,
        nextSteps: [reading.considerStep, AF_REASSESS_STEP],
        patientExtra: `${ecgPatient}Your score is in a middle band, where a blood thinner is worth discussing but is not automatically recommended.`,
      };
    },
  },
];
