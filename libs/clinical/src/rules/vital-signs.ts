import { FindingFamily, type LabObservation, Severity, type VitalItem } from "../model.ts";
import { formatNumber, midSentence } from "../text.ts";
import { ACUTE_GI_BLEED_RULES } from "./acute-gi-bleed.ts";
import { ANAPHYLAXIS_PICTURE_RULES } from "./anaphylaxis-picture.ts";
import { ASTHMA_ACUTE_ATTACK_RULES } from "./asthma-acute-attack.ts";
import { currentBp } from "./bp-readings.ts";
import { cdiffToxinPositive } from "./cdiff-toxin.ts";
import { currentCellulitis } from "./cellulitis.ts";
import { copdHypercapnicAcidosis } from "./copd-hypercapnia.ts";
import type { RuleContext } from "./context.ts";
import { EATING_DISORDER_RULES, recordedEatingDisorder } from "./eating-disorder.ts";
import { HEART_FAILURE_RULES } from "./heart-failure.ts";
import { KAWASAKI_RULES } from "./kawasaki-disease.ts";
import { hyperglycaemicCrisis, kussmaulBreathing } from "./metabolic-emergencies.ts";
import { feverReadAsNeutropenic } from "./oncology-haematology.ts";
import { POSTPARTUM_HAEMORRHAGE_RULES } from "./postpartum-haemorrhage.ts";
import { creatinineRiseFound, kidneyFunctionUnstable } from "./patterns.ts";
import { metforminWithRaisedLactate } from "./aki-sick-day-diabetes.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { isHigh, isLow } from "./lab-status.ts";
import { STORM_SCORE, thyroidStormReading } from "./thyroid-storm.ts";
import { severeSerotoninToxicity } from "./serotonin-toxicity.ts";

/*
 * Dangerous vital signs and possible sepsis. Thresholds as seen on 2026-11-23 (see FACTS_SEEN and
 * the seenAt of "nice-ng51-sepsis", "nice-ng254-sepsis-under-16s" and "rcp-news2-2017"):
 * - NICE NG51, people 16 and over, high risk criteria: respiratory rate 25/min or more; heart rate
 *   more than 130/min; systolic 90 mmHg or less; objective evidence of new altered mental state;
 *   a new need for oxygen to keep saturation above 92% (above 88% in known COPD).
 * - NEWS2 (RCP 2017) gives each of these its top single score of 3 (SpO2 scale 1: 91% or less;
 *   scale 2, for a lower 88–92% target as in hypercapnic COPD: 83% or less; temperature 35.0 °C
 *   or less); a single score of 3 calls for urgent review by a clinician.
 * - NICE tables for children under 5 and 5 to 11: age-banded heart and respiratory rates, SpO2
 *   below 90% in air and others (high risk); capillary refill 3 seconds or more and reduced urine
 *   output are moderate to high risk criteria. NG254 1.6.1: any high risk criterion in a child with
 *   suspected sepsis means referral for emergency medical care.
 * - NICE table 3, 12 to 15 (NG51 1.5.2–1.5.3, [2016]): its text was not seen on nice.org.uk; the
 *   2016 NICE criteria for "12 years and over" it carries were seen in copies: respiratory rate
 *   25/min or more, heart rate more than 130/min, systolic 90 mmHg or less, new altered mental state,
 *   mottled or ashen skin, cyanosis, non-blanching rash (high risk); respiratory rate 21–24, heart
 *   rate 91–130, systolic 91–100, tympanic temperature below 36 °C (moderate to high risk). Its
 *   oxygen criterion is a new need for oxygen, which one saturation reading cannot show.
 */

/** NICE's adult sepsis criteria and NEWS2 are for people aged 16 and over; the under-16 tables differ. */
const ADULT_FROM = 16;
/** NICE's tables for under 5s and 5 to 11 end here; 12 to 15 is table 3. */
const CHILD_BELOW = 12;

/**
 * Vital signs change within hours, so only readings within this many hours of the analysis date
 * (and of the newest vital sign in the record) are read as the present state. An engine choice.
 */
const CURRENT_HOURS = 48;
const HOUR_MS = 3_600_000;

const FEVER_C = 38;
const HYPOTHERMIA_C = 36;

/** One criterion found: the clinician text, plain words for the patient, the data it rests on. */
interface Sign {
  text: string;
  plain: string;
  refs: string[];
}

// ---------------------------------------------------------------------------------------------
// Reading the latest current value of each sign.
// ---------------------------------------------------------------------------------------------

function newestTime(ctx: RuleContext): number | undefined {
  const times = ctx.model.vitals.map((v) => v.time).filter((t): t is number => t !== undefined);
  return times.length === 0 ? undefined : Math.max(...times);
}

/** Whether a reading stands for the present: within CURRENT_HOURS of `now` and of the newest vital sign. */
function isCurrent(ctx: RuleContext, v: VitalItem): boolean {
  if (v.time === undefined) return true;
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (!Number.isNaN(now) && now - v.time > CURRENT_HOURS * HOUR_MS) return false;
  const newest = newestTime(ctx);
  return newest === undefined || newest - v.time <= CURRENT_HOURS * HOUR_MS;
}

/** The latest reading of any of the kinds that passes `keep`: latest dated, else first given; only if current. */
function latest(
  ctx: RuleContext,
  kinds: readonly VitalItem["kind"][],
  keep: (v: VitalItem) => boolean = () => true,
): VitalItem | undefined {
  const list = kinds.flatMap((k) => ctx.vitals(k)).filter(keep);
  const dated = list.filter((v) => v.time !== undefined).sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const v = dated[0] ?? list[0];
  return v !== undefined && isCurrent(ctx, v) ? v : undefined;
}

function dateOf(v: VitalItem): string {
  // A reading taken from the notes says so, as the notes' blood pressure does (review 30, engine-30 case 01).
  if (v.fromNotes) return " (in the notes)";
  return v.date === undefined ? "" : ` (${v.date.slice(0, 10)})`;
}

/** Temperature in °C: a Fahrenheit unit is converted; without a unit, 93–113 is read as Fahrenheit. */
function celsius(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  const unit = (v.unit ?? "").toLowerCase();
  const fahrenheit = /f/.test(unit) || (unit === "" && v.value >= 93 && v.value <= 113);
  const c = fahrenheit ? ((v.value - 32) * 5) / 9 : v.value;
  return c >= 25 && c <= 45 ? c : undefined;
}

/** SpO2 in %, reading a fraction ("0.88") as a percentage. */
function spo2Percent(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  const pct = v.value > 0 && v.value <= 1 ? v.value * 100 : v.value;
  return pct >= 50 && pct <= 100 ? pct : undefined;
}

export interface Vitals {
  systolic?: { v: VitalItem; value: number };
  hr?: { v: VitalItem; value: number };
  rr?: { v: VitalItem; value: number };
  spo2?: { v: VitalItem; value: number };
  temp?: { v: VitalItem; value: number };
  crt?: { refs: string[]; value: number; text: string };
}

const CRT_NAME = /\bcapillary refill\b|\bcap refill\b|\bcrt\b/i;
const CRT_IN_TEXT =
  /\b(?:capillary refill(?: time)?|cap(?:illary)? refill|crt)\s*(?:time\s*)?(?:of|was|is|[:=])?\s*(?:>|≥|>=|more than|over)?\s*(\d+(?:\.\d+)?)\s*(?:s|sec|secs|seconds)\b/;

/** Capillary refill in seconds: a vital sign so named, else a stated value in the notes. */
function capillaryRefill(ctx: RuleContext): Vitals["crt"] {
  const v = latest(ctx, ["other"], (x) => CRT_NAME.test(x.name) && x.value !== undefined);
  if (v?.value !== undefined)
    return { refs: [v.ref], value: v.value, text: `capillary refill ${formatNumber(v.value)} s${dateOf(v)}` };
  const quote = statedMention(ctx.freeText, CRT_IN_TEXT, true);
  const seconds = quote === undefined ? undefined : Number(CRT_IN_TEXT.exec(quote)?.[1]);
  return seconds === undefined || Number.isNaN(seconds)
    ? undefined
    : { refs: [], value: seconds, text: `capillary refill ${formatNumber(seconds)} s in the notes ("${quote}")` };
}

/** The current reading of each vital sign, with implausible values dropped. */
export function readVitals(ctx: RuleContext): Vitals {
  const out: Vitals = {};
  const pick = (kinds: VitalItem["kind"][], read: (v: VitalItem) => number | undefined) => {
    const v = latest(ctx, kinds, (x) => read(x) !== undefined);
    const value = v === undefined ? undefined : read(v);
    return v === undefined || value === undefined ? undefined : { v, value };
  };
  const plausible = (low: number, high: number) => (v: VitalItem) =>
    v.value !== undefined && v.value >= low && v.value <= high ? v.value : undefined;
  const systolic = pick(["bp", "systolic"], plausible(30, 300));
  const hr = pick(["heart-rate"], plausible(20, 300));
  const rr = pick(["respiratory-rate"], plausible(3, 120));
  const spo2 = pick(["spo2"], spo2Percent);
  const temp = pick(["temperature"], celsius);
  const crt = capillaryRefill(ctx);
  if (systolic) out.systolic = systolic;
  if (hr) out.hr = hr;
  if (rr) out.rr = rr;
  if (spo2) out.spo2 = spo2;
  if (temp) out.temp = temp;
  if (crt) out.crt = crt;
  return out;
}

const show = {
  bp: (s: { v: VitalItem; value: number }) =>
    `blood pressure ${formatNumber(s.value)}${s.v.diastolic === undefined ? "" : `/${formatNumber(s.v.diastolic)}`} mmHg${dateOf(s.v)}`,
  hr: (s: { v: VitalItem; value: number }) => `heart rate ${formatNumber(s.value)}/min${dateOf(s.v)}`,
  rr: (s: { v: VitalItem; value: number }) => `respiratory rate ${formatNumber(s.value)}/min${dateOf(s.v)}`,
  spo2: (s: { v: VitalItem; value: number }) => `SpO2 ${formatNumber(s.value, 1)}%${dateOf(s.v)}`,
  temp: (s: { v: VitalItem; value: number }) => `temperature ${asRecordedTemp(s)}${dateOf(s.v)}`,
};

/*
 * A temperature recorded in °F is shown as sent, with °C beside it for the thresholds: a Columbus,
 * Ohio record's 101.8 [degF] read "temperature 38.8 °C" in its sepsis finding (review 33,
 * infect-resp-33 case 04).
 */
function asRecordedTemp(s: { v: VitalItem; value: number }): string {
  const c = `${formatNumber(s.value, 1)} °C`;
  const raw = s.v.value;
  if (raw === undefined || raw === s.value || !/f/i.test(s.v.unit ?? "")) return c;
  return `${formatNumber(raw, 1)} °F (${c})`;
}

// ---------------------------------------------------------------------------------------------
// Notes and the record: suspected infection, new confusion, COPD.
// ---------------------------------------------------------------------------------------------

/**
 * Confusion named with a fever as one acute complaint ("fever and confusion", "cough, fever and
 * confusion", "confused and febrile") is new with the illness: without "new" it was not read, and an
 * 81-year-old with three days of cough, fever and confusion, heart rate 112, drew only a moderate
 * fever finding (review 37, infection-37 case 01). Only list items may stand between, so "fever and
 * cough, no confusion" is not read; a confusion said to be usual or unchanged is left out as before.
 * CURB65's confusion item reads it too (pneumonia-curb65.ts).
 */
const FEVER_WORD = String.raw`(?:fevers?|febrile|pyrexi(?:a|al)|high temperatures?)`;
const CONFUSED_WORD = String.raw`(?:confusion|confused|disorient(?:ed|ated|ation))`;
const LIST_JOIN = String.raw`(?:\s*,\s*(?:and\s+)?|\s+(?:and|with|plus)\s+)`;
const LIST_ITEM = String.raw`(?!(?:no|not|nil|without|denies|denied)\b)[a-z-]+(?:\s+(?!(?:no|not|and|with)\b)[a-z-]+)?`;
export const FEVER_WITH_CONFUSION = String.raw`\b${FEVER_WORD}(?:${LIST_JOIN}${LIST_ITEM}){0,2}${LIST_JOIN}${CONFUSED_WORD}\b|\b${CONFUSED_WORD}\s+and\s+${FEVER_WORD}\b`;
/**
 * New confusion or a lowered alertness: a drowsiness said to be new or worse ("now drowsy", "more
 * drowsy") or a patient hard to wake ("sleepy and hard to rouse") is an altered mental state too
 * (review 26, notes-26); a plain "drowsy" or "sleepy" may be a medicine's usual effect and is not read.
 * "Now confused" after days of an illness is new too (review 45, acute-45 case 04).
 */
const NEW_CONFUSION_WORDS =
  /\b(?:new(?:ly)?|now|acute(?:ly)?|sudden(?:ly)?|increasing(?:ly)?|more)\s+(?:onset\s+(?:of\s+)?)?(?:confusion|confused|disorient(?:ed|ation)|agitat(?:ed|ion))\b|\bdelirium\b|\bdelirious\b|\b(?:reduced|decreased|altered)\s+(?:level of\s+)?(?:consciousness|conscious level|mental state)\b|\b(?:now|new(?:ly)?|more|increasingly|unusually|very|sudden(?:ly)?)\s+(?:drowsy|sleepy|somnolent)\b|\bdrowsier\b|\b(?:hard|difficult)\s+to\s+(?:rouse|wake)\b|\b(?:barely|only)\s+rousable\b/;
const NEW_CONFUSION = new RegExp(`${NEW_CONFUSION_WORDS.source}|${FEVER_WITH_CONFUSION}`);
/** The patient's words for a new mental change: drowsiness when the notes describe sleepiness. */
function mentalChangePlain(quote: string): string {
  return /drows|sleepy|somnol|rous|wake/.test(quote) ? "new drowsiness" : "new confusion";
}
const INFECTION =
  /\b(?:infections?|infected|sepsis|septic|pneumonias?|utis?|urosepsis|pyelonephritis|cellulitis|abscess(?:es)?|meningitis|rigors?|productive cough|dysuria|purulent)\b/;
/** A fever stated in the notes, read only when no temperature reading shows one. */
const FEVER_IN_TEXT = /\b(?:fever|febrile|pyrexi(?:a|al)|high temperature)\b/;
/** "?UTI", "possible chest infection", "suspected sepsis": suspected infection counts here, unlike most notes. */
const SUSPECTED_INFECTION =
  /(?:\?\s*|\b(?:suspected|possible|probable|likely|query)\s+)(?:chest\s+|urinary\s+|urine\s+|wound\s+)?(?:infection|sepsis|uti|urosepsis|pneumonia|cellulitis|pyelonephritis|meningitis)\b/;
const COPD = /\b(?:copd|chronic obstructive|emphysema)\b/;
/** Notes that describe the mental state (alert, confused, a GCS...), so it is not asked for again. */
const MENTAL_STATE =
  /\b(?:alert|(?:orientated|oriented)|confused|confusion|drowsy|gcs|avpu|conscious(?:ness)?|mental state)\b/;
/** An oxygen saturation written in the notes ("sats 94% on air", "SpO2 of 96%"). */
const SPO2_IN_TEXT = /\b(?:o2 )?(?:sats?|spo2|oxygen sat(?:uration)?s?)\s*(?:of|was|were|is|:|=)?\s*(\d{2,3})\s*%/;

/**
 * A non-blanching, petechial or purpuric rash stated in the notes. "Blanching rash", "rash blanches"
 * and "no rash" do not match; nor do "non-blanching erythema" (a pressure injury sign) or a named
 * platelet or vasculitic purpura, which are other diagnoses.
 */
// A colour or size word may stand before the noun: "non-blanching purple spots" was not read (review
// 32, acute-32 case 09), so a meningitis picture with that rash drew only a moderate fever finding.
const MENINGOCOCCAL_RASH =
  /\bnon-?blanching\s+(?:petechial\s+|purpuric\s+)?(?:(?:purple|red|dark|reddish|purplish|pin-?point|tiny|small|spreading)\s+){0,2}(?:rash|spots?|lesions?|marks?)\b|\bpetechia(?:e|l)?\b|(?<!\bthrombocytopenic\s|\bsch(?:ö|o|oe)nlein\s)\bpurpur(?:a|ic)\b|\brash\b[^.;\n]{0,30}?(?:\b(?:does not|doesn't|did not|not)\s+(?:blanch|fade)|\bnon-?blanching\b)/;

/** The quoted stated non-blanching, petechial or purpuric rash in the notes, not a long-standing one. */
export function statedRash(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, MENINGOCOCCAL_RASH);
}

/** Added to a sepsis finding that fires with such a rash, so no second finding repeats it. */
function rashExtra(ctx: RuleContext): Pick<RuleMatch, "clinicianExtra" | "patientExtra" | "evidence"> | undefined {
  const rash = statedRash(ctx);
  if (rash === undefined) return undefined;
  return {
    clinicianExtra: `A non-blanching, petechial or purpuric rash in the notes ("${rash}") also raises possible meningococcal disease: NICE NG240 lists such a rash with any sign of bacterial meningitis, or a purpuric or spreading one, as a red flag; UK government guidance (GOV.UK) treats a rash that does not fade on pressure as a medical emergency.`,
    patientExtra:
      "A rash that does not fade when pressed can be a sign of meningococcal disease, which needs emergency care.",
    evidence: ["nice-ng240-meningitis", "govuk-meningococcal-disease"],
  };
}

/**
 * Signs of illness this file reads that make a non-blanching rash an emergency (see
 * meningococcal.ts): a fever or low temperature, a stated fever, and NICE sepsis risk criteria for
 * the age, the rash itself left out.
 */
export function illnessSigns(ctx: RuleContext): { text: string; refs: string[] }[] {
  const v = readVitals(ctx);
  const out = infectionSigns(ctx, v).filter((s) => s.plain === "a high temperature" || s.plain === "a low temperature");
  const fever = out.length === 0 ? statedMention(ctx.freeText, FEVER_IN_TEXT) : undefined;
  if (fever !== undefined) out.push({ text: `"${fever}" in the notes`, plain: "", refs: [] });
  const age = ctx.age;
  if (age === undefined) return out;
  if (age >= ADULT_FROM) {
    const s = adultSigns(ctx, v);
    return [...out, ...s.high, ...(s.confusion ? [s.confusion] : [])];
  }
  const s = childSigns(ctx, age);
  return [...out, ...[...s.high, ...s.moderate].filter((c) => !c.text.startsWith("non-blanching rash"))];
}

function hasCopd(ctx: RuleContext): boolean {
  return (
    ctx.model.conditions.some((c) => COPD.test(c.name.toLowerCase())) ||
    statedMention(ctx.freeText, COPD, true) !== undefined
  );
}

/**
 * A positive urine dipstick (nitrite or leukocyte esterase). From 65 the strip is no sign of
 * infection on its own: bacteriuria is common and the strip does not tell infection from
 * colonisation (PHE/UKHSA with NICE; IDSA 2019: with delirium and no local or systemic signs, look
 * for other causes). An 88-year-old with dementia, two days more confused, afebrile, normal CRP and
 * count, was told "possible sepsis, call 999" on a care-home dipstick alone (review 32,
 * paeds-geri-32 case 13). It still counts with a raised inflammatory marker (a systemic sign), and
 * a fever or an infection in the notes count on their own.
 */
const DIPSTICK_NOT_DIAGNOSTIC_FROM = 65;

function positiveDipstick(ctx: RuleContext): LabObservation | undefined {
  if (ctx.age !== undefined && ctx.age >= DIPSTICK_NOT_DIAGNOSTIC_FROM && raisedMarkers(ctx).length === 0)
    return undefined;
  return ["urine-nitrite", "urine-le"]
    .map((id) => ctx.anyLab(id))
    .find((o) => o?.value.kind === "qualitative" && o.value.result === "positive");
}

/**
 * A low temperature read as starvation, not as a sign of infection: an eating disorder is recorded
 * (rules/eating-disorder.ts reports its markers of instability) and no inflammatory marker is
 * raised. Other signs of infection (notes, a positive dipstick) still count on their own.
 */
function lowTemperatureFromStarvation(ctx: RuleContext): boolean {
  return recordedEatingDisorder(ctx) !== undefined && raisedMarkers(ctx).length === 0;
}

/**
 * A low temperature read as cold exposure, not as a sign of infection: a long lie or a cold home in the
 * notes and no raised inflammatory marker (review 33, older-acute-33 case 16: 34.1 °C after a night on the
 * floor was both the "high risk vital sign" and the only "sign of infection"). The hypothermia finding
 * (hypothermia-older-adult.ts) names it and keeps sepsis among the causes to look for; other signs of
 * infection still count on their own.
 */
const COLD_EXPOSURE =
  /\blong\s+lie\b|\bfound\s+on\s+the\s+floor\b|\blying\s+on\s+the\s+floor\b|\bon\s+the\s+floor\s+(?:overnight|all\s+night)\b|\b(?:no|without)\s+heating\b|\bcold\s+(?:house|home|flat|room)\b/;
function lowTemperatureFromCold(ctx: RuleContext): boolean {
  return statedMention(ctx.freeText, COLD_EXPOSURE) !== undefined && raisedMarkers(ctx).length === 0;
}

/** What in the record suggests an infection: fever or low temperature, infection in the notes, a positive dipstick. */
function infectionSigns(ctx: RuleContext, vitals: Vitals): Sign[] {
  const signs: Sign[] = [];
  const t = vitals.temp;
  if (t !== undefined && t.value >= FEVER_C)
    signs.push({ text: `fever (${show.temp(t)})`, plain: "a high temperature", refs: [t.v.ref] });
  if (t !== undefined && t.value < HYPOTHERMIA_C && !lowTemperatureFromStarvation(ctx) && !lowTemperatureFromCold(ctx))
    signs.push({ text: `low temperature (${show.temp(t)})`, plain: "a low temperature", refs: [t.v.ref] });
  const text = ctx.freeText;
  const current = (re: RegExp, unchangedCounts = false) =>
    [...statedMatches(text, re, unchangedCounts)].find((m) => !pastInfection(ctx, text, m.index, m.length))?.quote;
  const quote =
    current(SUSPECTED_INFECTION, true) ??
    current(INFECTION) ??
    (signs.length === 0 ? current(FEVER_IN_TEXT) : undefined);
  if (quote !== undefined) signs.push({ text: `"${quote}" in the notes`, plain: "signs of an infection", refs: [] });
  const dip = positiveDipstick(ctx);
  if (dip !== undefined)
    signs.push({
      text: `positive urine dipstick (${dip.name} ${ctx.show(dip)})`,
      plain: "a urine test that suggests infection",
      refs: [dip.ref],
    });
  return signs;
}

/** "Recurrent UTIs": a pattern over time, not an infection now. */
const RECURRENT_BEFORE = /\brecurrent\s+$/;

/**
 * An infection told as history is no sign of one now: "previous inpatient stay in 2025 for
 * pneumonia" with new confusion was read as possible sepsis (review 17, inpatient).
 */
function pastInfection(ctx: RuleContext, text: string, at: number, length: number): boolean {
  return (
    RECURRENT_BEFORE.test(text.slice(Math.max(0, at - 12), at)) || isPastMention(text, at, length, referenceNow(ctx))
  );
}

/** Raised inflammatory markers, quoted as support (never a trigger). */
function raisedMarkers(ctx: RuleContext): LabObservation[] {
  return ["crp", "procalcitonin", "wbc"]
    .map((id) => ctx.lab(id))
    .filter((o): o is LabObservation => o !== undefined && (o.status === "high" || o.status === "critical-high"));
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Adults (16 and over).
// ---------------------------------------------------------------------------------------------

const ADULT = { rr: 25, hr: 130, systolic: 90, spo2: 91, spo2Copd: 83, copdTarget: 88, tempLow: 35 } as const;
const ADULT_MODERATE = { rr: 21, hr: 91, systolic: 100 } as const;

interface AdultSigns {
  /** High risk vital signs (NICE high risk, NEWS2 score 3). */
  high: Sign[];
  /**
   * COPD saturation below the 88% target but above the NEWS2 scale 2 score of 3. The 88–92% target
   * is for oxygen in acute illness: a stable reading of 92% or less in COPD is read by rules/copd.ts
   * (assessment for long-term oxygen, NICE NG115), so 88–92% is not silent.
   */
  belowTarget: Sign[];
  /** NICE moderate to high risk vital signs, quoted alongside. */
  moderate: Sign[];
  confusion?: Sign;
  copd: boolean;
}

function adultSigns(ctx: RuleContext, v: Vitals): AdultSigns {
  const high: Sign[] = [];
  const moderate: Sign[] = [];
  const belowTarget: Sign[] = [];
  const copd = hasCopd(ctx);
  // NICE's moderate to high bands are not named on a US record (review 25, uk-us-25b case 01).
  const us = readsAsUsUnits(ctx);
  const nice = (range: string) => (us ? "" : ` (${range})`);
  if (v.rr && v.rr.value >= ADULT.rr)
    high.push({ text: `${show.rr(v.rr)}, 25/min or more`, plain: "fast breathing", refs: [v.rr.v.ref] });
  else if (v.rr && v.rr.value >= ADULT_MODERATE.rr)
    moderate.push({ text: `${show.rr(v.rr)}${nice("21–24/min")}`, plain: "", refs: [v.rr.v.ref] });
  if (v.hr && v.hr.value > ADULT.hr)
    high.push({ text: `${show.hr(v.hr)}, above 130/min`, plain: "a very fast heart rate", refs: [v.hr.v.ref] });
  else if (v.hr && v.hr.value >= ADULT_MODERATE.hr)
    moderate.push({ text: `${show.hr(v.hr)}${nice("91–130/min")}`, plain: "", refs: [v.hr.v.ref] });
  if (v.systolic && v.systolic.value <= ADULT.systolic)
    high.push({
      text: `${show.bp(v.systolic)}, systolic 90 mmHg or less`,
      plain: "low blood pressure",
      refs: [v.systolic.v.ref],
    });
  else if (v.systolic && v.systolic.value <= ADULT_MODERATE.systolic)
    moderate.push({
      text: `${show.bp(v.systolic)}${nice("systolic 91–100 mmHg")}`,
      plain: "",
      refs: [v.systolic.v.ref],
    });
  // A pressure written only in the notes ("BP 84/50 on arrival") is read too (review 25, acute-25b case 06).
  const noted = v.systolic ? undefined : currentBp(ctx);
  const notedText = noted && `blood pressure ${formatNumber(noted.sys)}/${formatNumber(noted.dia)} mmHg (in the notes)`;
  if (noted && noted.sys <= ADULT.systolic)
    high.push({ text: `${notedText}, systolic 90 mmHg or less`, plain: "low blood pressure", refs: [] });
  else if (noted && noted.sys <= ADULT_MODERATE.systolic)
    moderate.push({ text: `${notedText}${nice("systolic 91–100 mmHg")}`, plain: "", refs: [] });
  if (v.spo2 && v.spo2.value <= (copd ? ADULT.spo2Copd : ADULT.spo2))
    high.push({
      text: copd
        ? `${show.spo2(v.spo2)}, 83% or less even against the lower 88–92% target used in COPD`
        : `${show.spo2(v.spo2)}, 91% or less`,
      plain: "a low oxygen level",
      refs: [v.spo2.v.ref],
    });
  else if (copd && v.spo2 && v.spo2.value < ADULT.copdTarget)
    belowTarget.push({
      text: `${show.spo2(v.spo2)}, below the 88–92% target used in COPD`,
      plain: "a low oxygen level",
      refs: [v.spo2.v.ref],
    });
  if (v.temp && v.temp.value <= ADULT.tempLow)
    high.push({ text: `${show.temp(v.temp)}, 35.0 °C or less`, plain: "a low body temperature", refs: [v.temp.v.ref] });
  const quote = statedMention(ctx.freeText, NEW_CONFUSION);
  const out: AdultSigns = { high, belowTarget, moderate, copd };
  if (quote !== undefined)
    out.confusion = {
      text: `new altered mental state ("${quote}" in the notes)`,
      plain: mentalChangePlain(quote),
      refs: [],
    };
  return out;
}

/** The high-risk signs a ventilatory failure explains by itself (see copd-hypercapnia.ts). */
const RESPIRATORY_SIGNS = new Set(["fast breathing", "a low oxygen level"]);

const COPD_OXYGEN =
  "With COPD, compare the saturation with the patient's usual value and target (often 88–92%) and give oxygen with care.";

/**
 * How the adult signs in NICE NG51's moderate to high risk bands are introduced: in NICE's own terms
 * on a UK record only; a US record has them as abnormal readings (review 25, uk-us-25 case 05).
 */
function moderateLead(ctx: RuleContext, also: boolean): string {
  if (readsAsUk(ctx))
    return also ? "Also at NICE's moderate to high risk level" : "At NICE's moderate to high risk level";
  return also ? "Also abnormal" : "Abnormal";
}

/** Whether the adult sepsis finding's high risk criteria hold (pneumonia-curb65.ts weighs its low tiers against them). */
export function adultSepsisCriteriaMet(ctx: RuleContext): boolean {
  return adultSepsis(ctx) !== undefined;
}

/** Adult possible sepsis: a high risk criterion together with a sign of infection (or new confusion with fever). */
function adultSepsis(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < ADULT_FROM) return undefined;
  const v = readVitals(ctx);
  const s = adultSigns(ctx, v);
  const infection = infectionSigns(ctx, v);
  const criteria = [...s.high, ...s.belowTarget, ...(s.confusion ? [s.confusion] : [])];
  if (criteria.length === 0 || infection.length === 0) return undefined;
  if (s.high.length === 0 && s.confusion === undefined) return undefined;
  // COPD with hypercapnic acidosis: fast breathing, low saturation and drowsiness are the
  // ventilatory failure, reported by copd-hypercapnic-acidosis, not sepsis on their own.
  if (copdHypercapnicAcidosis(ctx) !== undefined && s.high.every((c) => RESPIRATORY_SIGNS.has(c.plain)))
    return undefined;
  const markers = raisedMarkers(ctx);
  const extra = [
    s.moderate.length > 0 ? `${moderateLead(ctx, true)}: ${joinWords(s.moderate.map((m) => m.text))}.` : "",
    markers.length > 0 ? `Raised ${joinWords(markers.map((o) => `${midSentence(o.name)} ${ctx.show(o)}`))}.` : "",
    s.copd && criteria.some((c) => c.plain === "a low oxygen level") ? COPD_OXYGEN : "",
  ].filter(Boolean);
  const rash = rashExtra(ctx);
  if (rash?.clinicianExtra !== undefined) extra.push(rash.clinicianExtra);
  const other = otherCauseOfFever(ctx, infection);
  if (other !== undefined) extra.push(other.clinician);
  const reading = adultSepsisReading(readsAsUsUnits(ctx), readsAsUk(ctx), criteria.length);
  const metformin = metforminBeside(ctx);
  const evidence = [...(reading.evidence ?? []), ...(rash?.evidence ?? []), ...(metformin?.evidence ?? [])];
  const patientExtra = [rash?.patientExtra, other?.patient, metformin?.patient].filter(Boolean).join(" ");
  return {
    ...rash,
    ...reading,
    ...(other !== undefined && { severity: Severity.high }),
    ...(patientExtra !== "" && { patientExtra }),
    ...(metformin !== undefined && {
      nextSteps: [...(reading.nextSteps ?? ADULT_SEPSIS_STEPS), metformin.step],
    }),
    refs: [
      ...new Set(
        [...criteria, ...infection, ...s.moderate]
          .flatMap((c) => c.refs)
          .concat(ctx.refs(...markers))
          .concat(other?.refs ?? [])
          .concat(metformin?.refs ?? []),
      ),
    ],
    values: {
      ...reading.values,
      criteria: joinWords(criteria.map((c) => c.text)),
      infection: joinWords(infection.map((c) => c.text)),
      plain: joinWords([...new Set(criteria.map((c) => c.plain))]),
    },
    ...(evidence.length > 0 ? { evidence } : {}),
    ...(extra.length > 0 ? { clinicianExtra: extra.join(" ") } : {}),
  };
}

/**
 * Another emergency in the record that explains a fever which is the only sign of infection: a
 * thyroid storm, or a severe serotonin toxicity (review 34, acute-neither-34 case 06: tramadol added
 * to sertraline, with clonus, sweating, 38.9 °C and a pulse of 132, led with a critical "possible
 * sepsis" and its antibiotics ahead of the toxicity). The sepsis finding then ranks after that
 * finding (high), kept as the differential, in both reports.
 */
function otherCauseOfFever(
  ctx: RuleContext,
  infection: readonly Sign[],
): { clinician: string; patient: string; refs: string[] } | undefined {
  const storm = stormExplainsFever(ctx, infection);
  const drugs =
    storm === undefined && infection.every((s) => s.plain === "a high temperature")
      ? severeSerotoninToxicity(ctx)
      : undefined;
  if (storm === undefined && drugs === undefined) return undefined;
  // A source the record already names (pneumonia on imaging, a positive urine culture) is named, not
  // searched for (review 43, wording-43 cases 01 and 02, as review 42 did for the fever finding).
  const known = knownFeverSource(ctx);
  const lead = known !== undefined ? known.text : "No source of infection is stated";
  const refs = known?.refs ?? [];
  if (storm !== undefined)
    return {
      clinician: `${lead}, and the overt hyperthyroidism scores at least ${storm} on the Burch-Wartofsky point scale: a thyroid storm explains the fever and fast heart rate and is treated first (see that finding). Sepsis stays a differential, and an infection can trigger a storm: ${known !== undefined ? `treat the recorded ${known.name} as its likely source as well` : "look for a source"}.`,
      patient:
        known !== undefined
          ? `Your overactive thyroid may explain the high temperature and fast heartbeat instead, but ${known.plain} may also be causing them, and the team will treat it too.`
          : "Your overactive thyroid may explain the high temperature and fast heartbeat instead, but the team will still look for an infection.",
      refs,
    };
  return {
    clinician: `${lead}, and the notes describe serotonin toxicity with a raised temperature on ${drugs}: the toxicity explains the fever and fast heart rate and is treated first (see that finding). Sepsis stays a differential: ${known !== undefined ? `treat the recorded ${known.name} as its likely source as well` : "look for a source"}.`,
    patient:
      known !== undefined
        ? `The reaction between your medicines may explain the high temperature and fast heartbeat instead, but ${known.plain} may also be causing them, and the team will treat it too.`
        : "The reaction between your medicines may explain the high temperature and fast heartbeat instead, but the team will still look for an infection.",
    refs,
  };
}

/**
 * The Burch-Wartofsky score of an overt hyperthyroidism that explains the fever, when the fever is the
 * only sign of infection (review 30b, engine-30b case 04: TSH <0.01, free T4 5.9 ng/dL, HR 146 and
 * 39.1 °C drew a critical "possible sepsis" ahead of the thyroid storm finding). The sepsis finding
 * then ranks after the storm (high), kept as the differential.
 */
function stormExplainsFever(ctx: RuleContext, infection: readonly Sign[]): number | undefined {
  if (!infection.every((s) => s.plain === "a high temperature")) return undefined;
  if (!isLow(ctx.lab("tsh")) || !(isHigh(ctx.lab("free-t4")) || isHigh(ctx.lab("free-t3")))) return undefined;
  if (ctx.meds("thyroid-hormone").length > 0) return undefined;
  const { score } = thyroidStormReading(ctx);
  return score >= STORM_SCORE ? score : undefined;
}

/** Adult dangerous vital signs with nothing in the record pointing to an infection. */
function adultDangerSigns(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < ADULT_FROM || adultSepsis(ctx) !== undefined) return undefined;
  const v = readVitals(ctx);
  const s = adultSigns(ctx, v);
  // A low SpO2 or fast breathing the heart-failure finding already reports as a severe sign is not
  // repeated, nor a reading the eating-disorder finding reports as a marker of instability, nor a low
  // pressure or fast pulse the postpartum-haemorrhage finding reads as shock from the bleed (review 12,
  // pregnancy case 12: "could this be sepsis?" beside an ongoing PPH), nor one the GI bleeding finding
  // reads as strain from the blood loss (review 34, acute-neither-34 case 12: melaena with a pulse of
  // 136 and 84/50 also drew a critical "think of sepsis" line with no sign of infection), nor the
  // features the acute asthma finding grades the attack by (review 35, resp-infect-35 case 05), nor the
  // signs of anaphylaxis now (review 45, acute-45 case 01).
  const reported = new Set(
    [
      ...ANAPHYLAXIS_PICTURE_RULES,
      ...HEART_FAILURE_RULES,
      ...EATING_DISORDER_RULES,
      ...POSTPARTUM_HAEMORRHAGE_RULES,
      ...ACUTE_GI_BLEED_RULES,
      ...ASTHMA_ACUTE_ATTACK_RULES,
    ].flatMap((r) => r.match(ctx)?.refs ?? []),
  );
  // In ketoacidosis fast breathing is the acidosis's own (Kussmaul) breathing, which the DKA finding
  // names and sends to emergency care (as copd-hypercapnia.ts does for ventilatory failure). Any
  // other dangerous sign, and the sepsis finding when the record shows an infection, still stand.
  const kussmaul = kussmaulBreathing(ctx, hyperglycaemicCrisis(ctx));
  if (kussmaul !== undefined) reported.add(kussmaul.ref);
  // A temperature of 35 °C or below in an adult is reported by the hypothermia finding
  // (hypothermia-older-adult.ts; review 33, older-acute-33 case 16), not repeated here.
  if (v.temp !== undefined && ctx.age >= 18 && v.temp.value <= 35 && v.temp.value >= 15) reported.add(v.temp.v.ref);
  const signs = [...s.high, ...s.belowTarget].filter((c) => !c.refs.every((ref) => reported.has(ref)));
  if (signs.length === 0) return undefined;
  const lowOxygen = signs.some((c) => c.plain === "a low oxygen level");
  const { reading, ...sources } = dangerReading(!readsAsUsUnits(ctx) && readsAsUk(ctx), signs.length);
  return {
    ...sources,
    refs: [...new Set(signs.flatMap((c) => c.refs))],
    values: {
      signs: joinWords(signs.map((c) => c.text)),
      plain: joinWords([...new Set(signs.map((c) => c.plain))]),
      reading,
    },
    severity: signs.some((c) => s.high.includes(c)) ? Severity.critical : Severity.high,
    ...(s.copd && lowOxygen ? { clinicianExtra: COPD_OXYGEN } : {}),
  };
}

/** Pneumonia read on imaging: consolidation or pneumonia stated in a report. */
const IMAGED_PNEUMONIA = /\b(?:consolidation|consolidated|pneumonia)\b/;
/** A chest X-ray (or CT) in the notes that shows consolidation or pneumonia. */
const NOTED_CXR_PNEUMONIA =
  /\b(?:chest\s+x-?ray|cxr|ct\s+chest|chest\s+ct)\b[^.;]{0,60}?\b(?:consolidation|consolidated|pneumonia)\b/;
/**
 * Redness described as spreading, the notes' words for cellulitis or a wound infection before either is
 * named (review 48, notes-48 cases 05 and 06: a fever with "spreading redness around the wound" was
 * told to look for a source of infection). "Redness settling" and "no spreading redness" do not match.
 */
const SPREADING_REDNESS =
  /\bspreading\s+(?:redness|erythema)\b|\b(?:redness|erythema)\s+(?:is\s+|has\s+been\s+)?spreading\b/;
/** A positive urine culture in the notes ("urine culture positive", "urine culture: E. coli >10^5"). */
const NOTED_POSITIVE_URINE_CULTURE =
  /\b(?:urine|msu|mssu)\s+culture\s*(?::|-|showed|shows|grew|grows)?\s*(?:positive|grew|grows|growing|e\.?\s*coli|klebsiella|proteus|enterococcus|>\s*10)/;
const URINE_CULTURE_NAME = /\b(?:urine|msu|mssu)\b.*\bculture\b|\bculture\b.*\burine\b/i;
const CULTURE_GROWTH = /\bpositive\b|\bgrowth\b|\bgrew\b|e\.?\s*coli|klebsiella|proteus|enterococcus|cfu/i;
/** A culture reported without a significant single organism: "No growth", "mixed growth", "negative". */
const NO_SIGNIFICANT_GROWTH =
  /\bno (?:significant )?(?:bacterial )?growth\b|\bmixed growth\b|\bnegative\b|\bcontaminat/i;

/**
 * A source of the fever the record already names (review 42, notes-42 cases 01 and 02): pneumonia on
 * imaging or a chest X-ray in the notes, or a urinary infection with a positive urine culture. The fever
 * finding then names it rather than asking for a source to be looked for.
 */
function knownFeverSource(ctx: RuleContext): { text: string; name: string; plain: string; refs: string[] } | undefined {
  const study = ctx.model.imaging.find(
    (s) => statedMention(`${s.description}. ${s.text}`.toLowerCase(), IMAGED_PNEUMONIA, true) !== undefined,
  );
  if (study !== undefined) {
    // A short report is quoted whole ("Right lower lobe consolidation"), else the matched words.
    const described = study.description.trim().replace(/\.$/, "");
    const whole = study.text.trim().replace(/\.$/, "");
    const report = described && whole.startsWith(`${described}. `) ? whole.slice(described.length + 2) : whole;
    const quote =
      report.length > 0 && report.length <= 120 && IMAGED_PNEUMONIA.test(report.toLowerCase())
        ? report
        : statedMention(`${study.description}. ${study.text}`.toLowerCase(), IMAGED_PNEUMONIA, true);
    return {
      text: `Pneumonia is shown on imaging (${study.type || "imaging"}${study.date ? `, ${study.date.slice(0, 10)}` : ""}: "${quote}")`,
      name: "pneumonia",
      plain: "the chest infection (pneumonia) in your record",
      refs: [study.ref],
    };
  }
  const text = ctx.freeText;
  const cxr = [...statedMatches(text, NOTED_CXR_PNEUMONIA, true)].find(
    (m) => !pastInfection(ctx, text, m.index, m.length),
  );
  if (cxr !== undefined)
    return {
      // In the notes' own case ("CXR: RLL consolidation", not "cxr: rll consolidation"; review 44, acute-44 case 04).
      text: `Pneumonia is recorded ("${ctx.asWritten(cxr.quote)}" in the notes)`,
      name: "pneumonia",
      plain: "the chest infection (pneumonia) in your record",
      refs: [],
    };
  const lab = ctx.model.labs.find(
    (o) =>
      URINE_CULTURE_NAME.test(o.name) &&
      CULTURE_GROWTH.test(`${o.rawValue} ${o.callerFlag ?? ""} ${o.notes ?? ""}`) &&
      !NO_SIGNIFICANT_GROWTH.test(`${o.rawValue} ${o.notes ?? ""}`),
  );
  const noted = [...statedMatches(text, NOTED_POSITIVE_URINE_CULTURE, true)].find(
    (m) => !pastInfection(ctx, text, m.index, m.length),
  );
  if (lab !== undefined || noted !== undefined)
    return {
      text: `A urinary tract infection is recorded with a positive urine culture (${noted !== undefined ? `"${ctx.asWritten(noted.quote)}" in the notes` : `${lab?.name}${lab?.date ? `, ${lab.date.slice(0, 10)}` : ""}`})`,
      name: "urinary tract infection",
      plain: "the urine infection in your record",
      refs: lab !== undefined ? [lab.ref] : [],
    };
  const skin = [...statedMatches(text, SPREADING_REDNESS)].find((m) => !pastInfection(ctx, text, m.index, m.length));
  if (skin !== undefined)
    return {
      text: `A skin infection is described ("${ctx.asWritten(skin.quote)}" in the notes)`,
      name: "skin infection",
      plain: "the spreading redness of your skin, which may be a skin infection (cellulitis),",
      refs: [],
    };
  return undefined;
}

/**
 * Fever (or a low temperature) with no high risk sign, and some of the signs that would tell missing.
 * During chemotherapy or with a low neutrophil count the neutropenic sepsis findings
 * (rules/oncology-haematology.ts) say what to do instead.
 */
function adultFever(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < ADULT_FROM || feverReadAsNeutropenic(ctx)) return undefined;
  const v = readVitals(ctx);
  const t = v.temp;
  if (t === undefined || (t.value < FEVER_C && t.value >= HYPOTHERMIA_C)) return undefined;
  if (t.value < HYPOTHERMIA_C && lowTemperatureFromStarvation(ctx)) return undefined;
  const s = adultSigns(ctx, v);
  if (s.high.length > 0 || s.belowTarget.length > 0 || s.confusion !== undefined) return undefined;
  // A saturation written only in the notes is recorded, not missing (review 20, infections-2 case 06:
  // "Sats 94% on air" in the notes, and oxygen saturation was asked for as not in the record).
  const notedSpo2 = v.spo2 ? undefined : Number(SPO2_IN_TEXT.exec(ctx.freeText)?.[1] ?? Number.NaN);
  const spo2Note =
    notedSpo2 === undefined || Number.isNaN(notedSpo2)
      ? undefined
      : `Oxygen saturation ${formatNumber(notedSpo2)}% in the notes${!s.copd && notedSpo2 <= ADULT.spo2 ? ", 91% or less: a NICE high risk criterion" : ""}.`;
  const missing = [
    v.rr ? "" : "respiratory rate",
    v.hr ? "" : "heart rate",
    v.systolic || currentBp(ctx) ? "" : "blood pressure",
    v.spo2 || spo2Note ? "" : "oxygen saturation",
  ].filter(Boolean);
  if (missing.length === 0 && s.moderate.length === 0) return undefined;
  const us = readsAsUsUnits(ctx);
  // A denied state ("not confused") still describes it, so the pattern is read without negation.
  const unrecorded = MENTAL_STATE.test(ctx.freeText) ? missing : [...missing, "mental state"];
  const parts = [
    unrecorded.length > 0
      ? `Not in the record: ${joinWords(unrecorded)}; check ${unrecorded.length === 1 ? "it" : "them"} against the high risk criteria.`
      : "",
    spo2Note ?? "",
    s.moderate.length > 0 ? `${moderateLead(ctx, false)}: ${joinWords(s.moderate.map((m) => m.text))}.` : "",
    us ? (qsofaNote(v, unrecorded.includes("mental state")) ?? "") : "",
  ].filter(Boolean);
  // With cellulitis on record the source is not unknown: name it rather than ask for a search
  // (review 15, infection-b12-b; its own red flags are the cellulitis findings' to name).
  const cellulitis = t.value >= FEVER_C ? currentCellulitis(ctx) : undefined;
  const known = t.value >= FEVER_C && cellulitis === undefined ? knownFeverSource(ctx) : undefined;
  // A detected C. difficile toxin is a second possible source beside recorded cellulitis (review 46,
  // infection-sweep-46 case 02): the fever was given to the cellulitis alone.
  const cdiff = cellulitis !== undefined ? cdiffToxinPositive(ctx)[0] : undefined;
  const source =
    cdiff !== undefined
      ? "; examine the recorded cellulitis (spread beyond the marked edge, red flags) and the abdomen, since the C. difficile colitis may be the source instead"
      : cellulitis !== undefined
        ? "; examine the recorded cellulitis as the likely source (spread beyond the marked edge, red flags), looking for another source only if it does not explain the picture"
        : known !== undefined
          ? `; treat the recorded ${known.name} as the likely source, looking for another source only if it does not explain the picture`
          : ", and look for a source of infection";
  if (cellulitis !== undefined)
    parts.push(
      cdiff === undefined
        ? `Cellulitis is recorded (${cellulitis.ref ? `"${cellulitis.text}" in the conditions` : "in the notes"}) and is the likely source of the fever.`
        : `Cellulitis is recorded (${cellulitis.ref ? `"${cellulitis.text}" in the conditions` : "in the notes"}), and so is a positive C. difficile toxin (${cdiff.name}${cdiff.date ? `, ${cdiff.date.slice(0, 10)}` : ""}): either may be the source of the fever.`,
    );
  if (known !== undefined) parts.push(`${known.text} and is the likely source of the fever.`);
  const organ = organSigns(ctx);
  const metformin = metforminBeside(ctx);
  if (organ.length > 0)
    parts.push(
      `Also recorded: ${joinWords(organ.map((o, i) => (i < organ.length - 1 ? `${o.text},` : o.text)))}. Beside a possible infection ${organ.length === 1 ? "this" : "these"} may be organ dysfunction, which is what defines sepsis (Sepsis-3): read ${organ.length === 1 ? "it" : "them"} with the observations, not the fever alone.`,
    );
  return {
    nextSteps: [
      unrecorded.length > 0 ? `Record ${joinWords(unrecorded)}${source}` : `Repeat the observations${source}`,
      ...(organ.length > 0
        ? [
            `Assess in person urgently, with senior review: ${joinWords(organ.map((o) => o.short))} beside a possible infection may be organ dysfunction from sepsis; ${ctx.lab("lactate") === undefined ? "measure a lactate" : "repeat the lactate to follow it"}`,
          ]
        : []),
      ...(metformin ? [metformin.step] : []),
    ],
    ...((organ.length > 0 || metformin !== undefined) && {
      patientExtra: [
        organ.length > 0
          ? `Some of your blood tests (${joinWords(organ.map((o) => o.plain))}) are also abnormal, which can happen when an infection affects the whole body. A doctor needs to see you in person urgently.`
          : "",
        metformin?.patient ?? "",
      ]
        .filter(Boolean)
        .join(" "),
    }),
    refs: [
      t.v.ref,
      ...s.moderate.flatMap((m) => m.refs),
      ...(cellulitis?.ref ? [cellulitis.ref] : []),
      ...(known?.refs ?? []),
      ...organ.flatMap((o) => o.refs),
      ...(metformin?.refs ?? []),
    ],
    values: {
      temp: show.temp(t),
      kind: t.value >= FEVER_C ? "Fever" : "Low temperature",
      plainTemp: t.value >= FEVER_C ? "high" : "low",
      // NICE's own question is quoted only to a UK record (review 24, uk-us-24b case 05).
      sepsisQuestion: readsAsUk(ctx) ? "NICE asks 'could this be sepsis?'" : "Think of sepsis",
      details: parts.join(" "),
      plainCause:
        cdiff !== undefined
          ? "This may come from the skin infection (cellulitis) or the gut infection (C. difficile) in your record."
          : cellulitis !== undefined
            ? "This is most likely from the skin infection (cellulitis) in your record."
            : known !== undefined
              ? `This is most likely from ${known.plain}.`
              : "This can be a sign of an infection.",
    },
    ...feverEvidence(us, cellulitis !== undefined, organ.length > 0, metformin?.evidence ?? []),
  };
}

/**
 * Metformin withheld beside the adult sepsis or fever finding when the lactate is above its range
 * (aki-sick-day-diabetes.ts). With a creatinine rise the acute kidney injury finding names it with the
 * lactate instead, so it is not said twice (review 35, sepsis-35 cases 01 and 03).
 */
function metforminBeside(ctx: RuleContext): ReturnType<typeof metforminWithRaisedLactate> {
  return kidneyFunctionUnstable(ctx) ? undefined : metforminWithRaisedLactate(ctx);
}

interface OrganSign {
  text: string;
  short: string;
  plain: string;
  refs: string[];
}

/**
 * A raised lactate and an acute creatinine rise named beside an adult fever (review 35, resp-infect-35
 * case 04: cellulitis, 38.8 °C, three moderate to high risk signs, lactate 3.1 mmol/L and creatinine
 * 88 → 162 µmol/L drew a fever line naming neither). Beside a possible infection they may be organ
 * dysfunction, which defines sepsis (singer-2016-sepsis-3), and lactate is measured in suspected sepsis
 * (ssc-2021-sepsis). They do not regrade the finding: NICE's escalation of two or more moderate to high
 * risk criteria with a lactate over 2 mmol/L or acute kidney injury to its high risk pathway was not
 * seen in NICE's own text (see nice-ng51-sepsis), so it is not applied (review 35, sepsis-35 case 01).
 */
function organSigns(ctx: RuleContext): OrganSign[] {
  const out: OrganSign[] = [];
  const lactate = ctx.lab("lactate");
  if (isHigh(lactate))
    out.push({
      text: `a lactate above the reference range, ${ctx.show(lactate)}`,
      short: "the raised lactate",
      plain: "lactate",
      refs: [lactate.ref],
    });
  const creatinine = ctx.lab("creatinine");
  if (creatinine !== undefined && creatinineRiseFound(ctx))
    out.push({
      text: `an acute rise in creatinine to ${ctx.show(creatinine)} (see the acute kidney injury finding)`,
      short: "the creatinine rise",
      plain: "kidney function",
      refs: [creatinine.ref],
    });
  return out;
}

/** Sepsis-3's bedside qSOFA thresholds: respiratory rate 22/min or more, systolic 100 mmHg or less. */
const QSOFA = { rr: 22, systolic: 100 } as const;

/**
 * On a US record the fever's vital signs are put against Sepsis-3's qSOFA, with the Surviving
 * Sepsis Campaign's caution that qSOFA alone is not a screening tool (review 25, uk-us-25b case 01:
 * a US fever was given NICE's bands and cited NICE NG51).
 */
function qsofaNote(v: Vitals, mentalStateUnrecorded: boolean): string | undefined {
  const met = [
    v.rr && v.rr.value >= QSOFA.rr ? "respiratory rate 22/min or more" : "",
    v.systolic && v.systolic.value <= QSOFA.systolic ? "systolic 100 mmHg or less" : "",
  ].filter(Boolean);
  if (met.length === 0) return undefined;
  const mental = mentalStateUnrecorded ? "; mentation, the third, is not recorded" : "";
  return `qSOFA (Sepsis-3) ${met.length} of 3: ${joinWords(met)}${mental}. Two or more mark suspected infection at higher risk of a poor outcome; the Surviving Sepsis Campaign 2021 advises against qSOFA as the only screening tool, so a lower count does not rule sepsis out.`;
}

/** The fever finding's sources: Sepsis-3 and the Surviving Sepsis Campaign on a US record, else NICE. */
function feverEvidence(
  us: boolean,
  cellulitis: boolean,
  organ = false,
  medicine: readonly string[] = [],
): Pick<RuleMatch, "evidence" | "evidenceReplacesRule"> {
  const skin = [...(cellulitis ? ["nice-ng141-cellulitis"] : []), ...medicine];
  // A raised lactate or creatinine rise read as possible organ dysfunction (see organSigns).
  const organSources = organ && !us ? ["singer-2016-sepsis-3", "ssc-2021-sepsis"] : [];
  if (!us) return skin.length + organSources.length > 0 ? { evidence: [...skin, ...organSources] } : {};
  return { evidence: [...skin, "ssc-2021-sepsis", "singer-2016-sepsis-3"], evidenceReplacesRule: true };
}

// ---------------------------------------------------------------------------------------------
// Children under 12: NICE's tables for under 5s and 5 to 11.
// ---------------------------------------------------------------------------------------------

/** One age band of a NICE table: high risk at or above `high`, moderate to high from `moderate`. */
interface Band {
  label: string;
  hr: { high: number; moderate: number };
  rr: { high: number; moderate: number };
}

/** The band for an age; `months` when the age was given in months. */
function band(years: number, months: number | undefined): Band {
  const m = months ?? years * 12;
  if (m < 12) return { label: "under 1 year", hr: { high: 160, moderate: 150 }, rr: { high: 60, moderate: 50 } };
  if (years < 3) return { label: "1–2 years", hr: { high: 150, moderate: 140 }, rr: { high: 50, moderate: 40 } };
  if (years < 5) return { label: "3–4 years", hr: { high: 140, moderate: 130 }, rr: { high: 40, moderate: 35 } };
  if (years < 6) return { label: "5 years", hr: { high: 130, moderate: 120 }, rr: { high: 29, moderate: 24 } };
  if (years < 8) return { label: "6–7 years", hr: { high: 120, moderate: 110 }, rr: { high: 27, moderate: 24 } };
  return { label: "8–11 years", hr: { high: 115, moderate: 105 }, rr: { high: 25, moderate: 22 } };
}

const CHILD_BRADYCARDIA = 60;
const CHILD_SPO2 = 90;
const CHILD_CRT = 3;
const YOUNG_INFANT_MONTHS = 3;

/** High risk skin signs in the notes: in all three of NICE's under-16 tables. */
const SKIN_HIGH_NOTES: readonly [string, string, RegExp][] = [
  ["mottled or ashen skin", "mottled or very pale skin", /\bmottl(?:ed|ing)\b|\bashen\b/],
  ["cyanosis", "blue skin or lips", /\bcyano(?:sis|sed|tic)\b|\bblue lips\b/],
  // Petechiae and purpura do not blanch, so a stated petechial or purpuric rash counts too.
  ["non-blanching rash", "a rash that does not fade when pressed", MENINGOCOCCAL_RASH],
];
/** High risk behaviour and breathing signs in the notes (under 12 tables), and moderate to high ones. */
const CHILD_HIGH_NOTES: readonly [string, string, RegExp][] = [
  [
    "does not wake or stay awake",
    "being very hard to wake",
    /\b(?:does not|doesn't|not|cannot be|can't be|unable to)\s+(?:wake|stay awake|be roused|rouse)\b|\bunrous(?:e)?able\b|\bnot rousable\b/,
  ],
  ["no response to social cues", "not responding", /\bno response to social cues\b|\bunresponsive\b/],
  [
    "weak high-pitched or continuous cry",
    "a weak, high-pitched or constant cry",
    /\b(?:weak|high-pitched|continuous)\s+cry(?:ing)?\b/,
  ],
  ["grunting", "grunting breathing", /\bgrunting\b/],
  ...SKIN_HIGH_NOTES,
];
const CHILD_MODERATE_NOTES: readonly [string, RegExp][] = [
  [
    "reduced urine output",
    /\b(?:fewer|reduced|less|decreased|no)\s+(?:wet\s+(?:nappies|nappy|diapers?)|urine(?: output)?|wees?)\b|\breduced urine output\b|\bpassing less urine\b/,
  ],
  ["wakes only with prolonged stimulation", /\bwakes only with prolonged stimulation\b/],
  ["decreased activity", /\b(?:decreased|reduced)\s+activity\b|\blethargic\b/],
  ["nasal flaring", /\bnasal flaring\b/],
];

interface ChildSigns {
  high: Sign[];
  moderate: Sign[];
  /** 12 to 15: readings beyond adult thresholds that table 3 has no criterion for (a low SpO2 reading). */
  unjudged: Sign[];
}

/** Notes signs: high risk from `highList`, moderate to high from `moderateList`. */
function noteSigns(ctx: RuleContext, highList: typeof CHILD_HIGH_NOTES, moderateList: typeof CHILD_MODERATE_NOTES) {
  const high: Sign[] = [];
  const moderate: Sign[] = [];
  for (const [label, plain, re] of highList) {
    const quote = statedMention(ctx.freeText, re, true);
    if (quote !== undefined) high.push({ text: `${label} ("${quote}" in the notes)`, plain, refs: [] });
  }
  for (const [label, re] of moderateList) {
    const quote = statedMention(ctx.freeText, re, true);
    if (quote !== undefined) moderate.push({ text: `${label} ("${quote}" in the notes)`, plain: "", refs: [] });
  }
  return { high, moderate };
}

/** NICE table 3 (12 to 15): the 2016 criteria for 12 and over, read like the adult ones but without NEWS2. */
const TEEN = { rr: 25, rrModerate: 21, hr: 130, hrModerate: 91, systolic: 90, systolicModerate: 100, tempLow: 36 };

function teenSigns(ctx: RuleContext): ChildSigns {
  const v = readVitals(ctx);
  const notes = noteSigns(ctx, SKIN_HIGH_NOTES, []);
  const high: Sign[] = [];
  const moderate: Sign[] = [];
  const unjudged: Sign[] = [];
  const at = "at 12–15 years";
  if (v.rr && v.rr.value >= TEEN.rr)
    high.push({ text: `${show.rr(v.rr)}, 25/min or more ${at}`, plain: "fast breathing", refs: [v.rr.v.ref] });
  else if (v.rr && v.rr.value >= TEEN.rrModerate)
    moderate.push({ text: `${show.rr(v.rr)} (21–24/min ${at})`, plain: "", refs: [v.rr.v.ref] });
  if (v.hr && v.hr.value > TEEN.hr)
    high.push({ text: `${show.hr(v.hr)}, above 130/min ${at}`, plain: "a very fast heart rate", refs: [v.hr.v.ref] });
  else if (v.hr && v.hr.value >= TEEN.hrModerate)
    moderate.push({ text: `${show.hr(v.hr)} (91–130/min ${at})`, plain: "", refs: [v.hr.v.ref] });
  if (v.systolic && v.systolic.value <= TEEN.systolic)
    high.push({
      text: `${show.bp(v.systolic)}, systolic 90 mmHg or less ${at}`,
      plain: "low blood pressure",
      refs: [v.systolic.v.ref],
    });
  else if (v.systolic && v.systolic.value <= TEEN.systolicModerate)
    moderate.push({ text: `${show.bp(v.systolic)} (systolic 91–100 mmHg ${at})`, plain: "", refs: [v.systolic.v.ref] });
  if (v.temp && v.temp.value < TEEN.tempLow)
    moderate.push({ text: `${show.temp(v.temp)}, below 36 °C`, plain: "", refs: [v.temp.v.ref] });
  const confusion = statedMention(ctx.freeText, NEW_CONFUSION);
  if (confusion !== undefined)
    high.push({
      text: `new altered mental state ("${confusion}" in the notes)`,
      plain: mentalChangePlain(confusion),
      refs: [],
    });
  if (v.spo2 && v.spo2.value <= ADULT.spo2)
    unjudged.push({ text: `${show.spo2(v.spo2)}, 91% or less`, plain: "a low oxygen level", refs: [v.spo2.v.ref] });
  return { high: [...high, ...notes.high], moderate, unjudged };
}

function childSigns(ctx: RuleContext, age: number): ChildSigns {
  if (age >= CHILD_BELOW) return teenSigns(ctx);
  const v = readVitals(ctx);
  const b = band(age, ctx.ageMonths);
  const high: Sign[] = [];
  const moderate: Sign[] = [];
  if (v.hr && v.hr.value >= b.hr.high)
    high.push({
      text: `${show.hr(v.hr)}, ${b.hr.high}/min or more at ${b.label}`,
      plain: "a very fast heart rate",
      refs: [v.hr.v.ref],
    });
  else if (v.hr && v.hr.value < CHILD_BRADYCARDIA)
    high.push({ text: `${show.hr(v.hr)}, below 60/min`, plain: "a very slow heart rate", refs: [v.hr.v.ref] });
  else if (v.hr && v.hr.value >= b.hr.moderate)
    moderate.push({
      text: `${show.hr(v.hr)} (${b.hr.moderate}–${b.hr.high - 1}/min at ${b.label})`,
      plain: "",
      refs: [v.hr.v.ref],
    });
  if (v.rr && v.rr.value >= b.rr.high)
    high.push({
      text: `${show.rr(v.rr)}, ${b.rr.high}/min or more at ${b.label}`,
      plain: "fast breathing",
      refs: [v.rr.v.ref],
    });
  else if (v.rr && v.rr.value >= b.rr.moderate)
    moderate.push({
      text: `${show.rr(v.rr)} (${b.rr.moderate}–${b.rr.high - 1}/min at ${b.label})`,
      plain: "",
      refs: [v.rr.v.ref],
    });
  if (v.spo2 && v.spo2.value < CHILD_SPO2)
    high.push({ text: `${show.spo2(v.spo2)}, below 90%`, plain: "a low oxygen level", refs: [v.spo2.v.ref] });
  if (age < 5 && v.temp && v.temp.value < HYPOTHERMIA_C)
    high.push({ text: `${show.temp(v.temp)}, below 36 °C`, plain: "a low body temperature", refs: [v.temp.v.ref] });
  const young = ctx.ageMonths !== undefined && ctx.ageMonths < YOUNG_INFANT_MONTHS;
  if (young && v.temp && v.temp.value >= FEVER_C)
    high.push({
      text: `${show.temp(v.temp)}, 38 °C or more under 3 months`,
      plain: "a fever in a baby under 3 months",
      refs: [v.temp.v.ref],
    });
  if (v.crt && v.crt.value >= CHILD_CRT)
    moderate.push({ text: `${v.crt.text}, 3 seconds or more`, plain: "", refs: v.crt.refs });
  const notes = noteSigns(ctx, CHILD_HIGH_NOTES, CHILD_MODERATE_NOTES);
  return { high: [...high, ...notes.high], moderate: [...moderate, ...notes.moderate], unjudged: [] };
}

function childAge(ctx: RuleContext): string {
  const m = ctx.ageMonths;
  const years = ctx.age ?? 0;
  // "at age 1 months" for a 6-week-old (review 32, paeds-geri-32 case 07).
  if (m === 0) return "under 1 month";
  if (m !== undefined && m < 24) return `${m} ${m === 1 ? "month" : "months"}`;
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/**
 * On a US record the child's age-banded thresholds stay NICE's (no US age-banded criteria were
 * seen), and the international Surviving Sepsis Campaign children's guideline is added for what
 * US care does with a suspected case (review 26, us-acute-26). The Phoenix criteria (JAMA 2024)
 * define sepsis by organ dysfunction scores this record cannot compute, so they are not applied.
 */
const SSC_CHILDREN_FOR_US =
  "The Surviving Sepsis Campaign's international children's guideline (2020) asks for systematic screening of acutely unwell children for septic shock and sepsis-associated organ dysfunction, care under a protocol, and a lactate when it can be measured quickly.";

function childSepsis(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age >= ADULT_FROM) return undefined;
  const infection = infectionSigns(ctx, readVitals(ctx));
  if (infection.length === 0) return undefined;
  const s = childSigns(ctx, age);
  if (s.high.length === 0 && s.moderate.length === 0) return undefined;
  const markers = raisedMarkers(ctx);
  const high = s.high.length > 0;
  const lead = high
    ? `Possible sepsis at age ${childAge(ctx)}: NICE high risk criteria met: ${joinWords(s.high.map((c) => c.text))}.${s.moderate.length > 0 ? ` Moderate to high risk criteria also met: ${joinWords(s.moderate.map((c) => c.text))}.` : ""}`
    : `Possible sepsis at age ${childAge(ctx)}: NICE moderate to high risk criteria met: ${joinWords(s.moderate.map((c) => c.text))}.`;
  const unjudged = s.unjudged.length > 0 ? ` ${unjudgedNote(s.unjudged)}` : "";
  const rash = rashExtra(ctx);
  const us = readsAsUsUnits(ctx);
  const ambulance = emergencyAmbulance(ctx);
  const action = high
    ? `NICE: a child with suspected sepsis and any high risk criterion is referred for emergency medical care (usually by ${ambulance}), with the hospital alerted beforehand.`
    : "NICE: a child with suspected sepsis and moderate to high risk criteria is assessed face to face to reach a diagnosis and to decide whether treatment outside hospital is safe; with impaired immunity, refer for emergency care.";
  return {
    ...rash,
    ...(us ? { evidence: [...(rash?.evidence ?? []), "ssc-2020-sepsis-children"] } : {}),
    refs: [
      ...new Set(
        [...s.high, ...s.moderate, ...s.unjudged, ...infection].flatMap((c) => c.refs).concat(ctx.refs(...markers)),
      ),
    ],
    values: {
      lead: lead + unjudged,
      infection: joinWords(infection.map((c) => c.text)),
      markers:
        markers.length > 0 ? ` Raised ${joinWords(markers.map((o) => `${midSentence(o.name)} ${ctx.show(o)}`))}.` : "",
      action: us ? `${action} ${SSC_CHILDREN_FOR_US}` : action,
      plainSigns: high ? `, such as ${joinWords([...new Set(s.high.map((c) => c.plain))])}` : "",
      patientAction: high
        ? `Get emergency help now: ${us ? "call 911" : "call your local emergency number"} or take the child to an emergency department.`
        : "The child needs to be seen by a doctor today. Get emergency help if the child gets worse, is hard to wake, or has a rash that does not fade when pressed.",
    },
    severity: high ? Severity.critical : Severity.high,
    nextSteps: high
      ? [
          `Emergency paediatric assessment now: refer for emergency medical care (usually ${ambulance}) and alert the hospital`,
          "Look for the source of infection",
        ]
      : [
          "Face-to-face assessment today to reach a diagnosis and decide whether the child can be treated safely at home",
          "Look for the source of infection",
        ],
  };
}

/**
 * The engine's own safety wording for a 12- to 15-year-old's readings that NICE's table 3 does not
 * judge (a saturation reading; any reading without suspected infection): they are measured against
 * the adult thresholds only to say they are outside them, never to grade risk for age.
 */
function unjudgedNote(signs: readonly Sign[]): string {
  return `Outside the adult (16 and over) high risk thresholds but not judged for age here: ${joinWords(signs.map((c) => c.text))}; NICE's criteria for 12 to 15 judge oxygen by a new need for it, which one reading cannot show. As an engine safety choice, assess the young person the same day at the latest.`;
}

/** 12 to 15: readings beyond the adult high risk thresholds that no sepsis finding judged. An engine safety choice. */
function teenUnjudged(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age < CHILD_BELOW || age >= ADULT_FROM || childSepsis(ctx) !== undefined) return undefined;
  const v = readVitals(ctx);
  const s = adultSigns(ctx, v);
  // A reading the eating-disorder finding reports as a marker of instability is not repeated.
  const reported = new Set(EATING_DISORDER_RULES.flatMap((r) => r.match(ctx)?.refs ?? []));
  // In ketoacidosis fast breathing is the acidosis's own (Kussmaul) breathing, which the DKA finding
  // already sends to the emergency department; it is not also a same-day question of its own.
  const crisis = hyperglycaemicCrisis(ctx)?.kind;
  const kussmaul = (crisis === "dka" || crisis === "mixed") && v.rr !== undefined ? v.rr.v.ref : undefined;
  const signs = s.high.filter(
    (c) => c.refs.length > 0 && !c.refs.every((ref) => reported.has(ref) || ref === kussmaul),
  );
  if (signs.length === 0) return undefined;
  return {
    refs: [...new Set(signs.flatMap((c) => c.refs))],
    values: {
      age: childAge(ctx),
      signs: joinWords(signs.map((c) => c.text)),
      plain: joinWords([...new Set(signs.map((c) => c.plain))]),
    },
  };
}

/**
 * A child under 5 with a fever and no sepsis finding because the observations that grade it are not
 * in the record. A UK 4-year-old with "fever 39.5" in the notes, CRP 180 and white cells 22.1 drew only
 * two low-priority range findings (review 46, paeds-46 case 09; review 48, fever-child-48 cases 03-04):
 * the fever check is adults' only, and NICE's risk criteria for age need a heart rate and a
 * respiratory rate. NICE NG143 (under 5s) asks first for immediately life-threatening features and
 * takes a parent's report of fever as valid (1.1.6, 1.2.1, seen 2026-12-03). Same-day assessment with a
 * raised inflammatory marker, or under 3 months, is an engine safety choice: no NICE threshold for a
 * marker was seen, and the 38 °C high risk criterion under 3 months needs a reading to apply. A child
 * whose heart and breathing rates are recorded and within the criteria is left alone, so a mild fever
 * in a well child is not overcalled. From 5 the fever is left to the sepsis finding: NG143 covers under 5s.
 */
const NG143_BELOW = 5;

/**
 * A fever the notes give as over, or as a count of past episodes, is no fever now: "bloods after a
 * febrile illness; now well", "for a febrile illness, now recovered", "two febrile UTIs since birth"
 * (older children's fixtures, review 48). Read here only, where no temperature reading stands beside it.
 */
const FEVER_OVER_BEFORE =
  /\b(?:after|following|post)\s+(?:(?:a|an|the|his|her|their)\s+)?$|\b(?:two|three|four|five|several|\d+|recurrent|previous|past)\s+$/;
const FEVER_OVER_AFTER = /^[^.;]{0,40}?\b(?:now\s+(?:well|better|recovered|afebrile)|recovered|resolved|settled)\b/;

function currentStatedFever(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  for (const m of statedMatches(text, FEVER_IN_TEXT)) {
    if (pastInfection(ctx, text, m.index, m.length)) continue;
    if (FEVER_OVER_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
    if (FEVER_OVER_AFTER.test(text.slice(m.index + m.length))) continue;
    return m.quote;
  }
  return undefined;
}

function youngChildFever(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age >= NG143_BELOW || feverReadAsNeutropenic(ctx) || childSepsis(ctx) !== undefined)
    return undefined;
  const v = readVitals(ctx);
  const reading = v.temp !== undefined && v.temp.value >= FEVER_C ? v.temp : undefined;
  const stated = v.temp === undefined ? currentStatedFever(ctx) : undefined;
  if (reading === undefined && stated === undefined) return undefined;
  // A new drowsiness or confusion is the decreased level of consciousness NG143 1.2.1 looks for first,
  // whatever the observations; the under-12 sepsis tables have no such criterion.
  const lowered = statedMention(ctx.freeText, NEW_CONFUSION);
  // The Kawasaki finding already sends a long fever with its features for same-day assessment.
  if (
    lowered === undefined &&
    ((v.hr !== undefined && v.rr !== undefined) || KAWASAKI_RULES.some((r) => r.match(ctx) !== undefined))
  )
    return undefined;
  const missing = [
    v.hr ? "" : "heart rate",
    v.rr ? "" : "respiratory rate",
    v.spo2 ? "" : "oxygen saturation",
    v.crt ? "" : "capillary refill time",
  ].filter(Boolean);
  const markers = raisedMarkers(ctx);
  const youngInfant = ctx.ageMonths !== undefined && ctx.ageMonths < YOUNG_INFANT_MONTHS;
  const urgent = markers.length > 0 || youngInfant;
  const us = readsAsUsUnits(ctx);
  const paediatric = us ? "pediatric" : "paediatric";
  const fever = reading !== undefined ? show.temp(reading) : `"${stated}" in the notes, with no temperature reading`;
  const why = [
    missing.length === 0
      ? ""
      : `Not in the record: ${joinWords(missing)}${v.hr === undefined || v.rr === undefined ? ", so NICE's risk criteria for age cannot be judged" : ""}.`,
    lowered !== undefined
      ? `The notes describe a lowered alertness ("${lowered}"): ${us ? "in a febrile child this is" : "NICE NG143 names a decreased level of consciousness among the immediately life-threatening features to look for first, and this is"} treated here as an emergency (an engine safety choice).`
      : "",
    markers.length > 0
      ? `Raised ${joinWords(markers.map((o) => `${midSentence(o.name)} ${ctx.show(o)}`))} beside the fever make${markers.length === 1 ? "s" : ""} a bacterial infection possible.`
      : "",
    youngInfant
      ? `Under 3 months a temperature of 38 °C or more is a NICE high risk criterion for sepsis${reading === undefined ? ": measure it now" : ""}.`
      : "",
  ].filter(Boolean);
  const guidance = us
    ? `${SSC_CHILDREN_FOR_US} The age-banded criteria used here are NICE's, as no US age-banded criteria were seen.`
    : lowered !== undefined
      ? ""
      : "NICE NG143 (fever in under 5s) asks first for any immediately life-threatening features (compromise of the airway, breathing or circulation, or a decreased level of consciousness), then for the symptoms and signs that predict serious illness, and takes a parent's report of a fever as valid.";
  const assess =
    lowered === undefined && urgent
      ? `As an engine safety choice, assess the child face to face today, with the ${paediatric} team if the observations meet any criterion.`
      : "";
  const record = missing.length > 0 ? `record ${joinWords(missing)}` : "repeat the observations";
  return {
    refs: [...(reading ? [reading.v.ref] : []), ...ctx.refs(...markers)],
    severity: lowered !== undefined ? Severity.critical : urgent ? Severity.high : Severity.moderate,
    values: {
      age: childAge(ctx),
      fever,
      details: [...why, guidance, assess].filter(Boolean).join(" "),
      plainWith: lowered !== undefined ? ` with ${mentalChangePlain(lowered)}` : "",
      patientAction:
        lowered !== undefined
          ? `Get emergency help now: ${us ? "call 911" : "call your local emergency number"} or take the child to an emergency department.`
          : `A doctor or nurse needs to check the child's heart rate, breathing and circulation ${urgent ? "today" : "soon"} to judge how serious the illness is. Get emergency help now if the child is hard to wake, finds breathing hard work, looks pale, mottled or blue, has a fit, or has a rash that does not fade when pressed.`,
    },
    nextSteps: [
      lowered !== undefined
        ? `Emergency ${paediatric} assessment now (usually by ${emergencyAmbulance(ctx)}): ${record} and assess the level of consciousness`
        : `${urgent ? "Face-to-face assessment today: record" : "Record"} ${joinWords(missing)}${youngInfant && reading === undefined ? " and a measured temperature" : ""}, and compare them with NICE's sepsis criteria for age`,
      "Look for the source of the fever",
    ],
    ...(us && { evidence: ["ssc-2020-sepsis-children", "nice-ng51-sepsis"], evidenceReplacesRule: true }),
  };
}

/**
 * The ambulance a child with high risk sepsis is sent by, in the clinician's words: the UK's 999 is
 * not the number on a US record (review 25, uk-us-25b case 09), nor on a record that names no
 * country (review 34, acute-neither-34 case 07).
 */
export function emergencyAmbulance(ctx: RuleContext): string {
  if (readsAsUsUnits(ctx)) return "a 911 ambulance";
  return readsAsUk(ctx) ? "999 ambulance" : "emergency ambulance";
}

const NICE_ADULT =
  "NICE lists as high risk of severe illness or death from sepsis in people 16 and over: respiratory rate 25/min or more, heart rate above 130/min, systolic 90 mmHg or less, new altered mental state, and a new need for oxygen to keep saturation above 92% (88% in COPD); each of these vital signs also scores 3 on NEWS2, and a single score of 3 calls for urgent review by a clinician.";

/** NICE's adult thresholds named as a list, not as the record's pathway (a record of neither country). */
const NEUTRAL_ADULT =
  "NICE's adult sepsis guideline lists as high risk: respiratory rate 25/min or more, heart rate above 130/min, systolic 90 mmHg or less, new altered mental state, and a new need for oxygen to keep saturation above 92% (88% in COPD).";

/**
 * The same thresholds read on a US record (review 26, us-acute-26): they are NEWS2's single scores
 * of 3, NEWS being one of the screening tools the Surviving Sepsis Campaign 2021 names; NICE's
 * criteria and its "could this be sepsis?" are left to UK records. A record of neither country reads
 * them so too, beside NICE's list named as a list (review 34, acute-neither-34).
 */
const news2Screening = (count: number) =>
  // In number with the signs given (review 32, country-32b case 08: "Each of these vital signs" for drowsiness alone).
  `${count === 1 ? "This sign scores" : "Each of these vital signs scores"} 3 on NEWS2, one of the early warning scores (with SIRS and MEWS) that the Surviving Sepsis Campaign 2021 prefers to qSOFA alone for sepsis screening; a single score of 3 calls for urgent review by a clinician.`;

/** The adult sepsis finding's reading: NICE's criteria, or the Surviving Sepsis Campaign's on a US record. */
function adultSepsisReading(
  us: boolean,
  uk: boolean,
  count: number,
): Pick<RuleMatch, "values" | "nextSteps" | "evidence" | "evidenceReplacesRule"> {
  if (uk)
    return {
      values: {
        reading: `${count === 1 ? "This meets" : "These meet"} NICE high risk criteria for severe illness or death from sepsis. Assess face to face now, as an emergency. ${NICE_ADULT}`,
        // A UK record is told 999 and A&E, as the other UK emergencies are (review 31, infect-31 case 07).
        callNow: "call 999 or go to A&E",
      },
    };
  // A record of neither country: the signs, with NICE's list and NEWS2 (which the Surviving Sepsis
  // Campaign, an international guideline, names for screening) as the sources of the thresholds rather
  // than one country's criteria as the pathway (review 34, acute-neither-34 case 03).
  if (!us)
    return {
      values: {
        reading: `${count === 1 ? "This is a high risk sign" : "These are high risk signs"} for severe illness or death from sepsis: assess face to face now, as an emergency. ${NEUTRAL_ADULT} ${news2Screening(count)}`,
        callNow: "call your local emergency number or go to an emergency department",
      },
      evidence: ["nice-ng51-sepsis", "rcp-news2-2017", "ssc-2021-sepsis"],
      evidenceReplacesRule: true,
    };
  return {
    values: {
      reading: `Assess now, as an emergency: the Surviving Sepsis Campaign 2021 treats sepsis as a medical emergency, with lactate measured and antimicrobials given immediately, ideally within 1 hour, when septic shock is possible. ${news2Screening(count)}`,
      callNow: "call 911 or go to an emergency department",
    },
    nextSteps: [
      "Emergency assessment now (outside hospital, 911 transport to an emergency department): full observations, lactate and a search for the source of infection",
      "Repeat the observations to confirm them and follow the trend",
    ],
    evidence: ["ssc-2021-sepsis", "rcp-news2-2017"],
    evidenceReplacesRule: true,
  };
}

/**
 * The dangerous vital signs finding's reading: NICE's question and criteria on a UK record, NEWS2
 * with the Surviving Sepsis Campaign otherwise.
 */
function dangerReading(
  uk: boolean,
  count: number,
): Pick<RuleMatch, "evidence" | "evidenceReplacesRule"> & { reading: string } {
  if (uk) return { reading: `(NICE: think 'could this be sepsis?'). ${NICE_ADULT}` };
  // A record of neither country is not given NICE's question as its pathway (review 34,
  // acute-neither-34 case 11); NEWS2 and the Surviving Sepsis Campaign are read as on a US record.
  return {
    reading: `(think of sepsis). ${news2Screening(count)}`,
    evidence: ["rcp-news2-2017", "ssc-2021-sepsis"],
    evidenceReplacesRule: true,
  };
}

/** The adult sepsis finding's own steps (replaced on a US record; a metformin step may follow them). */
const ADULT_SEPSIS_STEPS = [
  "Emergency face-to-face assessment now (outside hospital, emergency transfer): full observations with NEWS2 and a search for the source of infection",
  "Repeat the observations to confirm them and follow the trend",
];

export const VITAL_SIGN_RULES: readonly Rule[] = [
  {
    id: "sepsis-high-risk-adult",
    family: FindingFamily.vitals,
    severity: Severity.critical,
    problem: "Possible sepsis",
    title: "Possible sepsis: high risk vital signs with signs of infection",
    clinician: "Possible sepsis: {criteria}, with {infection}. {reading}",
    patient:
      // "Body measurements, such as new confusion" read oddly when confusion was the only sign (review 31, infect-31 case 07).
      "Findings such as {plain}, together with signs of an infection, can be a warning of sepsis, a serious reaction to an infection. Get emergency help now: {callNow}.",
    nextSteps: ADULT_SEPSIS_STEPS,
    evidence: ["nice-ng51-sepsis", "rcp-news2-2017"],
    keywords: ["sepsis", "high risk criteria", "news2", "hypotension", "tachypnoea", "tachycardia", "confusion"],
    match: adultSepsis,
  },
  {
    id: "vital-signs-danger",
    family: FindingFamily.vitals,
    severity: Severity.critical,
    problem: "Vital signs",
    title: "Dangerously abnormal vital signs",
    clinician:
      "{signs}. Confirm the reading and assess the patient now; look for a cause, including infection {reading}",
    patient:
      "Some of your body measurements are at a level that can be dangerous: {plain}. If this reading is from today, contact a doctor now. If you cannot reach one straight away, or you feel unwell, go to an emergency department or call your local emergency number.",
    nextSteps: [
      "Repeat the observations now to confirm them, and assess the patient the same hour if confirmed",
      "Look for the cause, including infection, bleeding or dehydration",
    ],
    evidence: ["rcp-news2-2017", "nice-ng51-sepsis"],
    keywords: ["vital signs", "news2", "hypotension", "tachycardia", "tachypnoea", "hypoxaemia"],
    match: adultDangerSigns,
  },
  {
    id: "fever-sepsis-check",
    family: FindingFamily.vitals,
    severity: Severity.moderate,
    problem: "Temperature",
    // "Low temperature" when it is one (review 33, older-acute-33 case 18: 35.7 °C was titled "Fever").
    title: "{kind}: check for signs of sepsis",
    clinician: "{kind}: {temp}. {sepsisQuestion} in anyone with signs of a possible infection. {details}",
    patient:
      "Your temperature is {plainTemp}. {plainCause} Get help fast if you feel very unwell, are breathing fast, feel confused, or have a rash that does not fade when pressed.",
    nextSteps: [
      "Record respiratory rate, heart rate, blood pressure, oxygen saturation and mental state, and look for a source of infection",
    ],
    evidence: ["nice-ng51-sepsis"],
    keywords: ["fever", "sepsis", "infection"],
    match: adultFever,
  },
  {
    id: "sepsis-risk-child",
    family: FindingFamily.vitals,
    severity: Severity.critical,
    problem: "Possible sepsis",
    title: "Possible sepsis in a child: NICE risk criteria met",
    clinician: "{lead} Signs of infection: {infection}.{markers} {action}",
    patient:
      "The child has signs of an infection together with signs that it may be serious (sepsis){plainSigns}. {patientAction}",
    nextSteps: ["Emergency paediatric assessment now", "Look for the source of infection"],
    evidence: ["nice-ng254-sepsis-under-16s", "nice-ng51-sepsis"],
    keywords: ["sepsis", "children", "fever", "tachycardia", "capillary refill"],
    match: childSepsis,
  },
  {
    id: "fever-young-child-check",
    family: FindingFamily.vitals,
    severity: Severity.moderate,
    problem: "Temperature",
    title: "Fever in a child under 5: judge the risk of serious illness",
    clinician: "Fever at age {age}: {fever}. {details}",
    patient: "The child has a fever{plainWith}. {patientAction}",
    nextSteps: ["Record heart rate, respiratory rate, oxygen saturation and capillary refill time"],
    evidence: ["nice-ng143-fever-under-5s", "nice-ng254-sepsis-under-16s", "nice-ng51-sepsis"],
    keywords: ["fever", "children", "under 5s", "sepsis", "observations"],
    match: youngChildFever,
  },
  {
    id: "vital-signs-unjudged-for-age",
    family: FindingFamily.vitals,
    severity: Severity.high,
    problem: "Vital signs",
    title: "Vital signs outside adult thresholds that could not be judged for age",
    clinician:
      "At age {age}: {signs}. These are beyond the adult (16 and over) high risk thresholds. NICE's criteria for 12 to 15 (table 3) grade risk only in suspected sepsis, and no other age-specific thresholds are used here, so these readings could not be judged for age. As an engine safety choice, not a NICE threshold: confirm the readings and assess the young person the same day.",
    patient:
      "Some of the young person's measurements ({plain}) are outside the usual range for adults, and this tool cannot judge them for their age. They should be seen by a doctor today. Get emergency help now if they seem very unwell, are hard to wake or confused, or have a rash that does not fade when pressed.",
    nextSteps: [
      "Repeat the observations to confirm them, and assess the young person the same day",
      "Look for a cause, including infection",
    ],
    evidence: ["nice-ng254-sepsis-under-16s", "nice-ng51-sepsis"],
    keywords: ["vital signs", "adolescents", "sepsis"],
    match: teenUnjudged,
  },
];
