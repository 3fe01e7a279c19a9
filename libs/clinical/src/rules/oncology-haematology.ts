import { FindingFamily, type LabObservation, type MedicationItem, Severity, type VitalItem } from "../model.ts";
import { countOf, formatNumber, formatThreshold } from "../text.ts";
import { currentFirst } from "../trends.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { isVariantPresent } from "../vocab/genetics.ts";
import { giBleedPicture } from "./acute-gi-bleed.ts";
import { knownCirrhosis } from "./cirrhosis.ts";
import { medNames, type RuleContext } from "./context.ts";
import { drugMarrowToxicity } from "./drug-marrow.ts";
import { statedMention } from "./notes.ts";
import { currentPostpartumHaemorrhage } from "./postpartum-haemorrhage.ts";
import { holdTargetedAgentSteps, tlsTargetedAgents } from "./tls-targeted-agents.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { patientScope } from "../evidence/populations.ts";
import { inMonovalentUnit, monovalentUnit } from "./equivalent-units.ts";
import { hyperkalaemiaSources } from "./hyperkalaemia-emergency.ts";

/*
 * Oncological and haematological emergencies, and polycythaemia vera (see SUMMARIES for where each
 * point was read, seen 2026-11-23):
 * - Neutropenic sepsis (NICE CG151): suspected in anyone having anticancer treatment who becomes
 *   unwell, treated as an acute medical emergency with empiric antibiotics at once; diagnosed at a
 *   neutrophil count of 0.5 ×10⁹/L or lower with a temperature above 38 °C or other signs of sepsis.
 *   Outside cancer care, NHS Lothian's antimicrobial guidance treats the same fever and count as
 *   needing cultures and empirical antibiotics.
 * - Tumour lysis syndrome: Cairo-Bishop laboratory criteria (two or more of urate 8 mg/dL or more,
 *   potassium 6.0 mmol/L or more, phosphate 4.5 mg/dL or more (6.5 in children), calcium 7.0 mg/dL
 *   or less) from 3 days before to 7 days after the start of treatment; Howard 2011 adds to them, for
 *   clinical TLS, a creatinine rise of 0.3 mg/dL, oliguria below 0.5 mL/kg/h, arrhythmia, seizure or
 *   symptomatic hypocalcaemia, and an ionised calcium below 1.12 mmol/L.
 * - Heparin-induced thrombocytopenia: the 4Ts (Lo 2006) scored from the record where it can be (the
 *   platelet fall, its timing against the heparin start, thrombosis in the notes); "other causes" is
 *   left to the clinician. ASH 2018: with an intermediate or high score, stop heparin, give a
 *   non-heparin anticoagulant and send an immunoassay.
 * - Blasts in the blood: suspected acute leukaemia, acted on the same day; bleeding, coagulopathy,
 *   very low platelets or hyperleucocytosis make it an emergency (optimal care pathway for AML; ELN
 *   2019 for suspected APL; Röllig 2015 for hyperleucocytosis).
 * - Polycythaemia vera: a JAK2 mutation with a haematocrit above 0.52 (men) or 0.48 (women) meets the
 *   BSH criteria; venesection to a haematocrit below 0.45, aspirin, and cytoreduction when high risk.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The analysis time, when the caller gave one. */
function nowTime(ctx: RuleContext): number | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  return Number.isNaN(now) ? undefined : now;
}

/** A threshold given in the rule unit, written in the unit the result was reported in ("0.5 10^3/µL"). */
function inReportedUnit(obs: LabObservation, ruleValue: number, ruleUnit: string): string {
  const reported = obs.value.kind === "number" ? obs.value.value : 0;
  const ratio = reported !== 0 && obs.standard ? obs.standard.value / reported : 1;
  // The same number in the result's own unit label: "6 mEq/L or more" beside a potassium in mEq/L
  // (review 32, hyperk-32 case 01).
  if (obs.unit === undefined || Math.abs(ratio - 1) < 1e-6)
    return `${formatThreshold(ruleValue)} ${obs.unit ?? ruleUnit}`;
  return `${formatThreshold(ruleValue / ratio)} ${obs.unit}`;
}

/** A result written in the unit of another result of the same test, so a series reads in one unit. */
function showLike(ctx: RuleContext, obs: LabObservation, like: LabObservation): string {
  const likeValue = like.value.kind === "number" ? like.value.value : undefined;
  if (obs.standard === undefined || like.standard === undefined || likeValue === undefined || like.standard.value === 0)
    return ctx.show(obs);
  const value = obs.standard.value * (likeValue / like.standard.value);
  return `${formatNumber(value)}${like.unit ? ` ${like.unit}` : ""}${obs.date ? ` (${obs.date.slice(0, 10)})` : ""}`;
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Every stated mention of the patterns, quoted once each. */
function statedQuotes(text: string, patterns: readonly RegExp[]): string[] {
  return [...new Set(patterns.map((re) => statedMention(text, re, true)).filter((q): q is string => q !== undefined))];
}

// ---------------------------------------------------------------------------------------------
// Chemotherapy in the record.
// ---------------------------------------------------------------------------------------------

/** Medicine classes that are cytotoxic chemotherapy (fluoropyrimidines are listed on their own too). */
const CHEMO_CLASSES = ["cytotoxic", "fluoropyrimidine"];
/**
 * Hydroxycarbamide is in the cytotoxic class, but taken long term to lower counts (myeloproliferative
 * disease, sickle cell disease) it is not the course of anticancer treatment NICE CG151 is about.
 */
const NOT_A_CHEMOTHERAPY_COURSE = new Set(["hydroxycarbamide", "hydroxyurea"]);

/**
 * Current chemotherapy stated in the notes or a condition: "on adjuvant chemotherapy", "day 10 after
 * cycle 3", "cycle 1 day 3", "C2D8", "chemo 5 days ago". A past course ("chemotherapy in 2015") does
 * not match.
 */
const CURRENT_CHEMO =
  /\b(?:on|receiving|having|undergoing|currently on)\s+(?:[a-z-]+\s+){0,2}?chemo(?:therapy)?\b|\bday\s*\d+\s+(?:after|post|of)\s+(?:cycle|c)\s*\d+\b|\bcycle\s*\d+\s*,?\s*day\s*\d+\b|\bc\d+\s*d\d+\b|\bchemo(?:therapy)?\s+\d+\s+(?:days?|weeks?)\s+ago\b|\blast\s+(?:dose\s+of\s+|cycle\s+of\s+)?chemo(?:therapy)?\b/;

export interface ChemotherapyInRecord {
  meds: MedicationItem[];
  /** Current chemotherapy stated in the notes or a condition, quoted, when no medicine shows it. */
  quote?: string;
  /** "docetaxel 75 mg/m2 and cyclophosphamide" or the quote. */
  text: string;
}

/**
 * Current cytotoxic chemotherapy: a listed medicine of the class, else a stated current course in
 * the notes or an active condition. Exported for the findings that name chemotherapy as the likely
 * cause of low counts.
 */
export function chemotherapyInRecord(ctx: RuleContext): ChemotherapyInRecord | undefined {
  const meds = ctx.medsOf(...CHEMO_CLASSES).filter((m) => m.drugs.some((d) => !NOT_A_CHEMOTHERAPY_COURSE.has(d)));
  if (meds.length > 0) return { meds, text: medNames(meds) };
  const sources = [ctx.freeText, ...ctx.conditions("cancer").map((c) => c.name.toLowerCase())];
  for (const text of sources) {
    const quote = statedMention(text, CURRENT_CHEMO, true);
    if (quote !== undefined) return { meds: [], quote, text: `"${quote}" in the record` };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Neutropenic sepsis and febrile neutropenia.
// ---------------------------------------------------------------------------------------------

const FEVER_C = 38;
const LOW_TEMPERATURE_C = 36;
/** A temperature reading older than this (from the analysis time) does not stand for the present. */
const CURRENT_TEMPERATURE_HOURS = 48;
/** A neutrophil count further than this from the temperature reading is not the count at the fever. */
const ANC_WINDOW_MS = 2 * DAY_MS;
/**
 * A fever stated in the notes has no time of its own: the newest count up to this old stands for the
 * present (a neutrophil count this low does not recover by itself within days, review 12 case 13).
 */
const NOTES_ANC_WINDOW_MS = 14 * DAY_MS;
/** Neutrophils per µL (the rule unit): NICE CG151's 0.5 ×10⁹/L, and 1.0 ×10⁹/L. */
const ANC_SEPSIS = 500;
const ANC_LOW = 1000;

/**
 * A fever stated in the notes, read only when no current temperature reading is in the record. A
 * Fahrenheit temperature of 100.4 °F (38 °C) or more counts too (review 32, onc-haem-32b case 05: "Temp
 * 101.8 F at home tonight, chills" on R-CHOP with neutrophils 0.2 was not read as a fever).
 */
const FEVER_IN_TEXT =
  /\b(?:fever|febrile|pyrexi(?:a|al)|rigors?|high temperature)\b|\btemp(?:erature)?\s*(?:of\s*|[:=]\s*)?(?:(?:3[89]|4[01])(?:[.,]\d+)?\b|(?:100[.,][4-9]\d*|10[1-6](?:[.,]\d+)?)\s*°?\s*f\b)/;

/** Temperature in °C: a Fahrenheit unit is converted; without a unit, 93–113 is read as Fahrenheit. */
function celsius(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  const unit = (v.unit ?? "").toLowerCase();
  const fahrenheit = /f/.test(unit) || (unit === "" && v.value >= 93 && v.value <= 113);
  const c = fahrenheit ? ((v.value - 32) * 5) / 9 : v.value;
  return c >= 25 && c <= 45 ? c : undefined;
}

interface TemperatureSign {
  /** "temperature 38.6 °C" or the quoted notes. */
  text: string;
  refs: string[];
  low: boolean;
  time?: number;
}

/**
 * A fever (38 °C or more) or a low temperature (below 36 °C) in the latest current reading; with no
 * current reading, a fever stated in the notes. A current normal reading is not overridden by notes.
 */
function temperatureSign(ctx: RuleContext): TemperatureSign | undefined {
  // A temperature read from the notes (normalize/vital-notes.ts) is quoted from them below, with the
  // notes' wider window for the count (review 30, engine-30).
  const readings = ctx
    .vitals("temperature")
    .filter((v) => !v.fromNotes)
    .map((v) => ({ v, c: celsius(v) }))
    .filter((r): r is { v: VitalItem; c: number } => r.c !== undefined);
  const latest = [...readings].sort((a, b) => (b.v.time ?? 0) - (a.v.time ?? 0))[0];
  const now = nowTime(ctx);
  const current =
    latest !== undefined &&
    (latest.v.time === undefined || now === undefined || now - latest.v.time <= CURRENT_TEMPERATURE_HOURS * HOUR_MS)
      ? latest
      : undefined;
  if (current !== undefined) {
    if (current.c >= LOW_TEMPERATURE_C && current.c < FEVER_C) return undefined;
    const date = current.v.date === undefined ? "" : ` (${current.v.date.slice(0, 10)})`;
    return {
      text: `temperature ${formatNumber(current.c, 1)} °C${date}`,
      refs: [current.v.ref],
      low: current.c < LOW_TEMPERATURE_C,
      ...(current.v.time === undefined ? {} : { time: current.v.time }),
    };
  }
  const quote = statedMention(ctx.freeText, FEVER_IN_TEXT);
  return quote === undefined ? undefined : { text: `"${quote}" in the notes`, refs: [], low: false };
}

/** The neutrophil count taken within the window of the temperature (or of now), if any. */
function ancAtFever(ctx: RuleContext, at: number | undefined, windowMs: number): LabObservation | undefined {
  const obs = ctx.lab("anc");
  if (obs === undefined) return undefined;
  if (obs.time !== undefined && at !== undefined && Math.abs(at - obs.time) > windowMs) return undefined;
  return obs;
}

/** The other current observations a clinician will want beside a fever, quoted without grading. */
function observationsText(ctx: RuleContext): string {
  const latest = (kinds: VitalItem["kind"][]) =>
    kinds
      .flatMap((k) => ctx.vitals(k))
      .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))
      .find((v) => v.value !== undefined);
  const parts: string[] = [];
  const hr = latest(["heart-rate"]);
  if (hr?.value !== undefined) parts.push(`heart rate ${formatNumber(hr.value)}/min`);
  const bp = latest(["bp", "systolic"]);
  if (bp?.value !== undefined)
    parts.push(
      `blood pressure ${formatNumber(bp.value)}${bp.diastolic === undefined ? "" : `/${formatNumber(bp.diastolic)}`} mmHg`,
    );
  const rr = latest(["respiratory-rate"]);
  if (rr?.value !== undefined) parts.push(`respiratory rate ${formatNumber(rr.value)}/min`);
  const spo2 = latest(["spo2"]);
  if (spo2?.value !== undefined) parts.push(`SpO2 ${formatNumber(spo2.value)}%`);
  const lactate = ctx.lab("lactate");
  if (lactate !== undefined && (lactate.status === "high" || lactate.status === "critical-high"))
    parts.push(`lactate ${ctx.show(lactate)}, above its range`);
  return parts.length > 0 ? ` Also recorded: ${parts.join(", ")}.` : "";
}

interface FeverPicture {
  temp: TemperatureSign;
  chemo: ChemotherapyInRecord | undefined;
  anc: LabObservation | undefined;
  ancValue: number | undefined;
}

function feverPicture(ctx: RuleContext): FeverPicture | undefined {
  const temp = temperatureSign(ctx);
  if (temp === undefined) return undefined;
  const anc = ancAtFever(ctx, temp.time ?? nowTime(ctx), temp.refs.length === 0 ? NOTES_ANC_WINDOW_MS : ANC_WINDOW_MS);
  return { temp, chemo: chemotherapyInRecord(ctx), anc, ancValue: ctx.valueOf(anc) };
}

const CG151_STATEMENT =
  "NICE CG151 asks that neutropenic sepsis be suspected in anyone having anticancer treatment who becomes unwell, and that suspected neutropenic sepsis be treated as an acute medical emergency with empiric antibiotics given immediately; it diagnoses neutropenic sepsis at a neutrophil count of 0.5 ×10⁹/L or lower with a temperature above 38 °C or other signs of sepsis.";

const ASCO_IDSA_STATEMENT =
  "ASCO/IDSA 2018 asks that patients with fever and neutropenia receive their first dose of empirical antibacterial therapy within 1 hour of triage; outpatient treatment is only for patients judged low risk by clinical criteria or a validated tool such as the MASCC index, after at least 4 hours of observation.";

const US_FEBRILE_NEUTROPENIA_STEPS: readonly string[] = [
  "Emergency assessment now: first dose of empirical broad-spectrum antibiotics within 1 hour of triage (ASCO/IDSA 2018)",
  "Assess risk (clinical criteria or the MASCC index): treat as an outpatient only if low risk and observed for at least 4 hours; otherwise admit",
];

/**
 * A US fever during chemotherapy with neutrophils not low: not febrile neutropenia on this count,
 * so no neutropenic-sepsis title or NICE pathway, but still a same-day check (an engine safety
 * choice), with ASCO/IDSA's antibiotics within 1 hour of triage if the count falls.
 */
function feverNormalCountUs(ctx: RuleContext, refs: RuleMatch["refs"], sign: string, lead: string): RuleMatch {
  return {
    refs,
    severity: Severity.high,
    nextSteps: [
      "Assess today through the oncology team's 24-hour line, with a repeat complete blood count",
      "Treat as febrile neutropenia at once if the neutrophil count falls or the patient becomes unwell: first dose of empirical antibiotics within 1 hour of triage (ASCO/IDSA 2018)",
    ],
    evidence: ["asco-idsa-2018-outpatient-fever-neutropenia"],
    evidenceReplacesRule: true,
    values: {
      titleTail: ", neutrophils not low on this count",
      lead,
      guidance:
        "Not febrile neutropenia on this count, but a fever during chemotherapy is still assessed the same day, with a repeat count, as an engine safety choice; if the count falls or the patient is unwell, ASCO/IDSA 2018 asks for the first dose of empirical antibacterial therapy within 1 hour of triage.",
      observations: observationsText(ctx),
      patient: `You have ${sign} while having chemotherapy. Your infection-fighting white cells (neutrophils) were not low on this test, but a temperature during chemotherapy still needs checking today: call your 24-hour chemotherapy helpline or your cancer team now. If you feel very unwell, shivery or faint, go to an emergency department.`,
    },
  };
}

/** Fever (or a low temperature) during chemotherapy: suspected neutropenic sepsis unless the count is known to be normal. */
function neutropenicSepsis(ctx: RuleContext): RuleMatch | undefined {
  const p = feverPicture(ctx);
  if (p?.chemo === undefined) return undefined;
  const { temp, chemo, anc, ancValue } = p;
  const known = anc !== undefined && ancValue !== undefined;
  const notLow = known && ancValue >= ANC_LOW;
  const sign = temp.low ? "a low temperature" : "a high temperature";
  const refs = [...temp.refs, ...ctx.refs(anc)];
  const lactate = ctx.lab("lactate");
  if (lactate?.status === "high" || lactate?.status === "critical-high") refs.push(lactate.ref);
  const countText = !known
    ? "; no neutrophil count from the time of the fever is in the record, and antibiotics are not delayed for it"
    : ancValue <= ANC_SEPSIS
      ? `, with neutrophils ${ctx.show(anc)}, at or below ${inReportedUnit(anc, ANC_SEPSIS, "/µL")}`
      : ancValue < ANC_LOW
        ? `, with neutrophils ${ctx.show(anc)}, below ${inReportedUnit(anc, ANC_LOW, "/µL")}`
        : `; neutrophils ${ctx.show(anc)} are not in the neutropenic range on this count`;
  const lowCells =
    known && ancValue < ANC_LOW ? " and a very low level of infection-fighting white cells (neutrophils)" : "";
  // Review 25, uk-us-25 case 01: a US fever with a normal count was given NICE CG151; US records get
  // a same-day check with ASCO/IDSA's 1-hour antibiotics kept for when the count falls.
  if (notLow && !readsAsUk(ctx)) {
    const lead = `Fever during chemotherapy: ${temp.text} while on cytotoxic chemotherapy (${chemo.text})${countText}.`;
    return feverNormalCountUs(ctx, refs, sign, lead);
  }
  if (notLow) {
    return {
      refs,
      severity: Severity.high,
      values: {
        titleTail: ": suspected neutropenic sepsis",
        lead: `Fever during chemotherapy: ${temp.text} while on cytotoxic chemotherapy (${chemo.text})${countText}.`,
        guidance: `${CG151_STATEMENT} Assess the same day through the 24-hour oncology advice line; treat as suspected neutropenic sepsis at once if the patient becomes unwell or the count falls.`,
        observations: observationsText(ctx),
        patient: `You have ${sign} while having chemotherapy. Your infection-fighting white cells (neutrophils) were not low on this test, but a temperature during chemotherapy still needs checking today: call your 24-hour chemotherapy helpline or your cancer team now. If you feel very unwell, shivery or faint, go to an emergency department.`,
      },
      nextSteps: [
        "Assess today through the 24-hour oncology advice line, with a repeat full blood count",
        "Treat as suspected neutropenic sepsis at once if the patient becomes unwell or the neutrophil count falls",
      ],
    };
  }
  // Review 24, haem-onc-24b case 05: a US infusion-centre record was given NICE CG151 and its
  // piperacillin-tazobactam choice; US records get the ASCO/IDSA guidance instead.
  const us = !readsAsUk(ctx);
  return {
    refs,
    ...(us && {
      nextSteps: US_FEBRILE_NEUTROPENIA_STEPS,
      evidence: ["asco-idsa-2018-outpatient-fever-neutropenia"],
      evidenceReplacesRule: true,
    }),
    values: {
      titleTail: ": suspected neutropenic sepsis",
      lead: `Suspected neutropenic sepsis: ${temp.text} while on cytotoxic chemotherapy (${chemo.text})${countText}.`,
      guidance: us ? ASCO_IDSA_STATEMENT : CG151_STATEMENT,
      observations: observationsText(ctx),
      patient: `You have ${sign}${lowCells} while having chemotherapy. This can be a sign of neutropenic sepsis, a serious infection that needs treatment in hospital straight away. Go to hospital now: call your 24-hour chemotherapy helpline if you have one, or go straight to an emergency department or call your local emergency number. Do not wait to see if it settles.`,
    },
  };
}

/** Fever with a low neutrophil count and no chemotherapy in the record. */
function febrileNeutropenia(ctx: RuleContext): RuleMatch | undefined {
  const p = feverPicture(ctx);
  if (p === undefined || p.chemo !== undefined || p.temp.low) return undefined;
  const { temp, anc, ancValue } = p;
  if (anc === undefined || ancValue === undefined || ancValue >= ANC_LOW) return undefined;
  const refs = [...temp.refs, anc.ref];
  if (ancValue <= ANC_SEPSIS) {
    // A marrow-toxic medicine on the list is the likely cause, and the patient is immunosuppressed.
    const drug = drugMarrowToxicity(ctx);
    return {
      refs,
      values: {
        lead: `Febrile neutropenia: ${temp.text} with neutrophils ${ctx.show(anc)}, at or below ${inReportedUnit(anc, ANC_SEPSIS, "/µL")}.`,
        guidance: `NHS Lothian's antimicrobial guidance for patients outside oncology and haematology asks for blood cultures and other samples and empirical antibiotics when the temperature is above 38 °C and the neutrophils are 0.5 ×10⁹/L or lower, treating an unknown source as sepsis of unknown source; ${
          drug === undefined
            ? "neutropenia in a patient who is not immunosuppressed can itself be a sign of severe sepsis. Look for the cause of the low count, including medicines."
            : `the low count here is likely from ${drug} (see the finding on it), which makes the fever no less urgent.`
        }`,
        observations: observationsText(ctx),
        patient:
          "You have a high temperature and a very low level of infection-fighting white cells (neutrophils). Together these can mean a serious infection that needs treatment in hospital straight away. Go to an emergency department now or call your local emergency number.",
      },
    };
  }
  return {
    refs,
    severity: Severity.high,
    values: {
      lead: `Fever with a low neutrophil count: ${temp.text} with neutrophils ${ctx.show(anc)}, below ${inReportedUnit(anc, ANC_LOW, "/µL")}.`,
      guidance:
        "Not in the range where NHS Lothian's guidance starts empirical antibiotics for febrile neutropenia (0.5 ×10⁹/L or lower), but as an engine safety choice the patient is assessed the same day with a repeat count; treat as febrile neutropenia at once if the count is 0.5 ×10⁹/L or lower or the patient is unwell. Look for the cause of the low count, including medicines.",
      observations: observationsText(ctx),
      patient:
        "You have a high temperature and your infection-fighting white cells (neutrophils) are low. You need to be seen by a doctor today and have the blood count repeated. If you feel very unwell, shivery or faint, go to an emergency department.",
    },
    nextSteps: [
      "Assess today and repeat the full blood count with a blood film",
      "Treat as febrile neutropenia at once if the neutrophils are 0.5 ×10⁹/L or lower or the patient becomes unwell",
    ],
  };
}

/**
 * Whether a fever in the record is read as (suspected) neutropenic sepsis or febrile neutropenia,
 * so the general fever finding (rules/vital-signs.ts) does not tell it again.
 */
export function feverReadAsNeutropenic(ctx: RuleContext): boolean {
  return neutropenicSepsis(ctx) !== undefined || febrileNeutropenia(ctx) !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Tumour lysis syndrome.
// ---------------------------------------------------------------------------------------------

/** Cairo-Bishop laboratory thresholds, in rule units (mg/dL; potassium in mmol/L). */
const TLS = { urate: 8, potassium: 6, phosphate: 4.5, phosphateChild: 6.5, calcium: 7, ionisedCalcium: 1.12 };
const ADULT_AGE = 18;
/** Laboratory TLS needs its abnormalities together: results further apart than this are not one picture. */
const TLS_SAME_TIME_MS = DAY_MS;
/** Cairo-Bishop's window: 3 days before to 7 days after the start of treatment. */
const TLS_WINDOW = { before: 3 * DAY_MS, after: 7 * DAY_MS };
/** Howard 2011: a creatinine rise of 0.3 mg/dL, or a single value above 1.5 times the upper limit without a baseline. */
const CREATININE_RISE = 0.3;
const CREATININE_ULN_TIMES = 1.5;
const BASELINE_WINDOW_MS = 7 * DAY_MS;
const OLIGURIA_ML_KG_H = 0.5;

interface Criterion {
  obs: LabObservation;
  text: string;
}

function tlsCriteria(ctx: RuleContext): { met: Criterion[]; lowCalcium: LabObservation | undefined } {
  const met: Criterion[] = [];
  const child = ctx.age !== undefined && ctx.age < ADULT_AGE;
  const check = (id: string, hit: (v: number) => boolean, text: (o: LabObservation) => string) => {
    const obs = ctx.lab(id);
    const v = ctx.valueOf(obs);
    if (obs !== undefined && v !== undefined && hit(v)) met.push({ obs, text: text(obs) });
  };
  check(
    "uric-acid",
    (v) => v >= TLS.urate,
    (o) => `uric acid ${ctx.show(o)} (${inReportedUnit(o, TLS.urate, "mg/dL")} or more)`,
  );
  check(
    "potassium",
    (v) => v >= TLS.potassium,
    (o) => `potassium ${ctx.show(o)} (${inReportedUnit(o, TLS.potassium, "mmol/L")} or more)`,
  );
  const phosphate = child ? TLS.phosphateChild : TLS.phosphate;
  check(
    "phosphorus",
    (v) => v >= phosphate,
    (o) => `phosphate ${ctx.show(o)} (${inReportedUnit(o, phosphate, "mg/dL")} or more${child ? " in a child" : ""})`,
  );
  const before = met.length;
  check(
    "calcium-ionized",
    (v) => v < TLS.ionisedCalcium,
    (o) => `ionised calcium ${ctx.show(o)} (below ${inReportedUnit(o, TLS.ionisedCalcium, "mmol/L")})`,
  );
  // A total calcium counts only when a low albumin cannot explain it: with a low albumin the true
  // (corrected) calcium is higher than the total.
  const albumin = ctx.lab("albumin");
  const lowAlbumin = albumin?.status === "low" || albumin?.status === "critical-low";
  if (met.length === before && !lowAlbumin)
    check(
      "calcium",
      (v) => v <= TLS.calcium,
      (o) =>
        `calcium ${ctx.show(o)} (${inReportedUnit(o, TLS.calcium, "mg/dL")} or less${albumin === undefined ? "; no albumin in the record to correct it" : ""})`,
    );
  const lowCalcium = met.slice(before)[0]?.obs;
  // Only results taken together count: each within a day of the newest of them.
  const newest = Math.max(...met.map((c) => c.obs.time ?? Number.NEGATIVE_INFINITY));
  const together = met.filter((c) => c.obs.time === undefined || newest - c.obs.time <= TLS_SAME_TIME_MS);
  return { met: together, lowCalcium: together.some((c) => c.obs === lowCalcium) ? lowCalcium : undefined };
}

/** A creatinine rise of 0.3 mg/dL over the 7 days before the latest, or one value above 1.5 times the upper limit. */
function creatinineCriterion(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const all = ctx.labs("creatinine").filter((o) => o.standard !== undefined);
  const [latest, ...earlier] = all;
  const v = ctx.valueOf(latest);
  if (latest === undefined || v === undefined) return undefined;
  const inWindow = earlier.filter(
    (o) => o.time !== undefined && latest.time !== undefined && latest.time - o.time <= BASELINE_WINDOW_MS,
  );
  const baseline = inWindow.sort((a, b) => (ctx.valueOf(a) ?? 0) - (ctx.valueOf(b) ?? 0))[0];
  const base = ctx.valueOf(baseline);
  if (baseline !== undefined && base !== undefined) {
    return v - base >= CREATININE_RISE
      ? { text: `creatinine rose from ${ctx.show(baseline)} to ${ctx.show(latest)}`, refs: [baseline.ref, latest.ref] }
      : undefined;
  }
  // Without a baseline a high value stands for acute injury only when no chronic kidney disease is known.
  const uln = ctx.upperLimit("creatinine");
  return uln !== undefined && v > CREATININE_ULN_TIMES * uln && ctx.conditions("ckd").length === 0
    ? {
        text: `creatinine ${ctx.show(latest)}, above 1.5 times the upper limit (no baseline in the record)`,
        refs: [latest.ref],
      }
    : undefined;
}

const URINE_OUTPUT = /\burine output\b|\burine volume\b|\buo\b/i;
const OLIGURIA_IN_TEXT = /\boligur\w*|\banuri\w*|\bno urine\b/;
const HYPOCALCAEMIA_SYMPTOMS = [
  /\b(?:perioral|circumoral|peri-oral)\s+(?:tingling|numbness|paraesthesi\w*|paresthesi\w*)\b|\b(?:tingling|numbness)\s+(?:around|of|in)\s+(?:the\s+|his\s+|her\s+)?(?:mouth|lips|fingers|hands)\b/,
  /\bparaesthesi\w*|\bparesthesi\w*/,
  /\b(?:muscle\s+)?cramps?\b/,
  /\btetany\b|\bcarpopedal spasm\b|\bchvostek\b|\btrousseau\b|\blaryngospasm\b|\bmuscle twitching\b/,
];
const ARRHYTHMIA_OR_SEIZURE = [
  /\barrhythmi\w*|\bventricular (?:tachycardia|fibrillation)\b|\bcardiac arrest\b/,
  /\bseizures?\b|\bconvuls\w*/,
];

function clinicalTls(ctx: RuleContext, lowCalcium: LabObservation | undefined): { texts: string[]; refs: string[] } {
  const texts: string[] = [];
  const refs: string[] = [];
  const creatinine = creatinineCriterion(ctx);
  if (creatinine !== undefined) {
    texts.push(creatinine.text);
    refs.push(...creatinine.refs);
  }
  const urine = ctx
    .vitals("other")
    .filter((v) => URINE_OUTPUT.test(v.name) && /kg/i.test(v.unit ?? ""))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (urine?.value !== undefined && urine.value < OLIGURIA_ML_KG_H) {
    texts.push(`urine output ${formatNumber(urine.value)} ${urine.unit ?? ""} (below 0.5 mL/kg/h)`);
    refs.push(urine.ref);
  } else {
    const oliguria = statedMention(ctx.freeText, OLIGURIA_IN_TEXT);
    if (oliguria !== undefined) texts.push(`"${oliguria}" in the notes`);
  }
  if (lowCalcium !== undefined) {
    const symptoms = statedQuotes(ctx.freeText, HYPOCALCAEMIA_SYMPTOMS);
    if (symptoms.length > 0)
      texts.push(`symptomatic hypocalcaemia (${joinWords(symptoms.map((s) => `"${s}"`))} in the notes)`);
  }
  const events = statedQuotes(ctx.freeText, ARRHYTHMIA_OR_SEIZURE);
  if (events.length > 0) texts.push(`${joinWords(events.map((s) => `"${s}"`))} in the notes`);
  return { texts, refs };
}

/** The chemotherapy started within Cairo-Bishop's window around the results, with its start, if any. */
function startedInWindow(
  meds: readonly MedicationItem[],
  at: number,
): { meds: MedicationItem[]; start: string } | undefined {
  const started = meds
    .map((m) => ({ m, t: m.startDate === undefined ? Number.NaN : Date.parse(m.startDate) }))
    .filter(({ t }) => !Number.isNaN(t) && at - t <= TLS_WINDOW.after && t - at <= TLS_WINDOW.before)
    .sort((a, b) => a.t - b.t);
  const first = started[0];
  return first === undefined
    ? undefined
    : { meds: started.map((s) => s.m), start: first.m.startDate?.slice(0, 10) ?? "" };
}

/** "2 days after", "1 day before", "on the day": the results' time against the start of treatment. */
function daysFrom(at: number, start: number): string {
  const days = Math.round((at - start) / DAY_MS);
  if (days === 0) return "on the day";
  const n = Math.abs(days);
  return `${n} ${n === 1 ? "day" : "days"} ${days > 0 ? "after" : "before"}`;
}

/**
 * A start stated in the notes, counted back from the record's time, when no listed medicine has a
 * start date: "started venetoclax 2 days ago", "started chemotherapy 2 days ago", "began R-CHOP
 * yesterday" (review 29, leftovers-29: these were reported as "when this course began is not in the
 * record", so tumour lysis on day 2 of treatment was not read as inside the Cairo-Bishop window).
 */
function startStatedInNotes(
  ctx: RuleContext,
  chemo: ChemotherapyInRecord,
): { meds: MedicationItem[]; start: string; quote: string } | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (Number.isNaN(now)) return undefined;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const names = [
    ...new Set(chemo.meds.flatMap((m) => [m.name.toLowerCase().split(/\s+/)[0] ?? "", ...m.drugs])),
  ].filter((n) => n.length > 2);
  const drug = [...names.map(escape), "chemo(?:therapy)?"].join("|");
  const re = new RegExp(
    String.raw`\b(?:started|starting|began|commenced|initiated)\s+(?:on\s+)?(?:[\w-]+\s+){0,2}?(?:${drug})\b[^.;\n]{0,40}?(?:\b(\d{1,2}|an?|one|two|three|four|five|six|seven)\s+(days?|weeks?)\s+ago\b|\byesterday\b|\btoday\b)`,
  );
  // A start written as a date: "cycle 1 of chemotherapy started 2026-11-28", "venetoclax ramp-up
  // started 2026-11-27", "started venetoclax on 2026-11-27" (review 32, hyperk-32 cases 01-02: read
  // as "when this course began is not in the record").
  const dated = new RegExp(
    String.raw`\b(?:${drug})\b[^.;\n]{0,40}?\b(?:started|began|commenced|initiated)\s+(?:on\s+)?(\d{4}-\d{2}-\d{2})\b|\b(?:started|began|commenced|initiated)\s+(?:on\s+)?(?:[\w-]+\s+){0,2}?(?:${drug})\b[^.;\n]{0,20}?\bon\s+(\d{4}-\d{2}-\d{2})\b`,
  );
  const relative = statedMention(ctx.freeText, re);
  const quote = relative ?? statedMention(ctx.freeText, dated);
  if (quote === undefined) return undefined;
  const named = chemo.meds.filter((med) =>
    names.some((n) => quote.includes(n) && (med.name.toLowerCase().startsWith(n) || med.drugs.includes(n))),
  );
  const meds = named.length > 0 ? named : chemo.meds;
  if (relative === undefined) {
    const d = dated.exec(quote);
    const date = d?.[1] ?? d?.[2];
    return date === undefined || Number.isNaN(Date.parse(date)) ? undefined : { meds, start: date, quote };
  }
  const m = re.exec(quote);
  if (m === null) return undefined;
  const count = m[1] === undefined ? (/yesterday/.test(m[0]) ? 1 : 0) : /^an?$/.test(m[1]) ? 1 : countOf(m[1]);
  const days = m[2]?.startsWith("week") ? count * 7 : count;
  return { meds, start: new Date(now - days * DAY_MS).toISOString().slice(0, 10), quote };
}

function tumourLysis(ctx: RuleContext): RuleMatch | undefined {
  const { met, lowCalcium } = tlsCriteria(ctx);
  if (met.length < 2) return undefined;
  const targeted = tlsTargetedAgents(ctx);
  const chemo =
    chemotherapyInRecord(ctx) ?? (targeted.length > 0 ? { meds: targeted, text: medNames(targeted) } : undefined);
  const cancer = ctx.conditions("cancer");
  if (chemo === undefined && cancer.length === 0) return undefined;
  // Without treatment the same results in chronic kidney disease are more likely the kidney disease.
  if (chemo === undefined && ctx.conditions("ckd").length > 0) return undefined;
  const at = Math.max(...met.map((c) => c.obs.time ?? Number.NEGATIVE_INFINITY));
  const listed = chemo !== undefined && Number.isFinite(at) ? startedInWindow(chemo.meds, at) : undefined;
  const stated =
    listed === undefined && chemo !== undefined && Number.isFinite(at) ? startStatedInNotes(ctx, chemo) : undefined;
  const statedAt = stated === undefined ? Number.NaN : Date.parse(stated.start);
  const window =
    listed ??
    (stated !== undefined && at - statedAt <= TLS_WINDOW.after && statedAt - at <= TLS_WINDOW.before
      ? { meds: stated.meds, start: `${stated.start}, from "${stated.quote}" in the notes` }
      : undefined);
  const clinical = clinicalTls(ctx, lowCalcium);
  const critical = window !== undefined || clinical.texts.length > 0;
  const timing =
    window !== undefined
      ? ` These came ${daysFrom(at, Date.parse(window.start.slice(0, 10)))} ${medNames(window.meds) || "chemotherapy"} started (${window.start}), within the 3 days before to 7 days after the start of treatment in which the criteria apply.`
      : chemo !== undefined
        ? ` Chemotherapy is in the record (${chemo.text}); the criteria apply from 3 days before to 7 days after the start of treatment, and when this course began is not in the record.`
        : ` No chemotherapy is in the record, with ${cancer[0]?.name.trim() ?? "a cancer"} listed: tumour lysis can also start on its own, before treatment, in fast-growing cancers.`;
  const clinicalText =
    clinical.texts.length > 0 ? ` Clinical tumour lysis syndrome (Howard 2011): ${joinWords(clinical.texts)}.` : "";
  const allopurinol = ctx.meds("allopurinol");
  const urateHigh = met.some((c) => c.obs.analyteId === "uric-acid");
  const potassiumHigh = met.some((c) => c.obs.analyteId === "potassium");
  const symptomatic = clinical.texts.some((t) => t.startsWith("symptomatic hypocalcaemia"));
  // A US record is not told to page an NHS registrar or given NHS GGC's local wording (review 29b,
  // country-29b), nor is a record of neither country (review 32, hyperk-32 case 02), which is not
  // cited NHS GGC either (see the evidence below).
  const us = readsAsUsUnits(ctx);
  const uk = patientScope(ctx).country === "uk";
  const steps = [
    critical
      ? `Urgent haematology or oncology review now${uk ? " (NHS GGC: page the on-call haematology registrar)" : ""} and an early renal opinion; renal replacement therapy can be life-saving`
      : "Same-day haematology or oncology review to confirm tumour lysis (when treatment started, the trend of the results) and an early renal opinion if kidney function is falling",
    ...(potassiumHigh
      ? [
          // In the record's own unit: "6.0 mEq/L" beside a potassium in mEq/L (review 32, hyperk-32 case 01).
          inMonovalentUnit(
            "12-lead ECG now (potassium 6.0 mmol/L or more) with cardiac monitoring, and treat the hyperkalaemia by local protocol",
            monovalentUnit(ctx.lab("potassium")),
          ),
        ]
      : []),
    ...holdTargetedAgentSteps(targeted),
    uk
      ? "Intravenous fluids as the haematologist advises (NHS GGC: up to 4–6 L in 24 hours) with strict fluid balance and urine output"
      : "Intravenous fluids as the haematologist advises, with strict fluid balance and urine output",
    ...(urateHigh
      ? [
          `Rasburicase to lower the urate quickly${uk ? " (NHS GGC)" : ""}${allopurinol.length > 0 ? `, on top of the ${medNames(allopurinol)} already listed` : ""}; avoid it in G6PD deficiency${us ? "" : " (BSH 2015)"}`,
        ]
      : []),
    ...(lowCalcium !== undefined
      ? [
          symptomatic
            ? "Treat the symptomatic hypocalcaemia under specialist advice; calcium is not given for hypocalcaemia without symptoms while the phosphate is high"
            : "Do not give calcium for hypocalcaemia without symptoms while the phosphate is high",
        ]
      : []),
    "Repeat urate, potassium, phosphate, calcium and creatinine within hours",
  ];
  const kidney = clinical.texts.length > 0 ? " Your kidney tests or symptoms show it is already affecting you." : "";
  return {
    refs: [...new Set([...met.map((c) => c.obs.ref), ...clinical.refs])],
    severity: critical ? Severity.critical : Severity.high,
    values: {
      kind: clinical.texts.length > 0 ? "Clinical" : "Laboratory",
      criteria: joinWords(met.map((c) => c.text)),
      count: String(met.length),
      timing,
      clinical: clinicalText,
      patient: critical
        ? `Several of your blood salts have changed together in the way typical of tumour lysis syndrome: when cancer cells break down quickly, often in the first days of treatment, they release potassium, phosphate and uric acid into the blood, and calcium falls. This can harm the kidneys and the heart rhythm.${kidney} It needs treatment in hospital now: call your cancer team's 24-hour line or go to an emergency department.`
        : "Several of your blood salts have changed together in a way that can come from tumour lysis syndrome, when cancer cells break down quickly and release potassium, phosphate and uric acid into the blood. Your cancer team needs to check this today. If you feel unwell, have palpitations, muscle cramps or tingling, or are passing much less urine, go to an emergency department.",
    },
    nextSteps: steps,
    // The rule's NHS GGC protocol only for a UK record, and the hyperkalaemia source by country.
    evidence: [
      "cairo-bishop-2004-tls",
      "howard-2011-tls",
      ...(uk ? ["nhs-ggc-tls"] : []),
      "bsh-2015-tls",
      ...(potassiumHigh ? hyperkalaemiaSources(ctx) : []),
      ...(lowCalcium !== undefined ? ["darmon-2006-cancer-arf"] : []),
      ...(targeted.length > 0 ? ["mhra-venetoclax-tls-dsu"] : []),
    ],
    evidenceReplacesRule: true,
  };
}

/**
 * Whether the record reads as tumour lysis syndrome, so that findings on one of its results (a high
 * potassium put down to the kidneys or a damaged sample) can defer to it.
 */
export function readsAsTumourLysis(ctx: RuleContext): boolean {
  return tumourLysis(ctx) !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Heparin-induced thrombocytopenia (4Ts).
// ---------------------------------------------------------------------------------------------

/** Platelets per µL ×10³ (the rule unit, equal to ×10⁹/L). */
const HIT = { fallMajor: 0.5, fallMinor: 0.3, nadirMajor: 20, nadirMinor: 10 };
/** How far before the heparin start a count still stands as the pre-heparin baseline. */
const HIT_BASELINE_BEFORE_MS = 14 * DAY_MS;
/** A fall first seen later than this after the start is not read against this heparin course. */
const HIT_LATEST_ONSET_DAY = 30;

/** New or confirmed thrombosis (2 points), and suspected thrombosis or its signs (1 point), stated in the notes. */
const NEW_THROMBOSIS =
  /\bnew\s+(?:dvt|deep vein thrombosis|pe|pulmonary embol\w*|thrombo\w*|clot)\b|\b(?:dvt|deep vein thrombosis|pulmonary embol\w*|thrombosis)\s+(?:confirmed|on (?:ultrasound|doppler|duplex|ctpa|ct))\b|\bskin necrosis\b/;
const SUSPECTED_THROMBOSIS = [
  /(?:\?\s*|\b(?:suspected|possible|probable|query)\s+)(?:dvt|deep vein thrombosis|pe|pulmonary embol\w*|thrombo\w*|clot)\b/,
  /\b(?:calf|leg)\s+(?:(?:is|was|now|looks|a\s+little|a\s+bit|slightly|mildly|more|very)\s+){0,2}(?:swelling|swollen)\b|\bswollen\s+(?:(?:left|right)\s+)?(?:calf|leg)\b|\bswelling\s+(?:(?:of|in)\s+)?(?:the\s+)?(?:(?:left|right)\s+)?(?:calf|leg)\b/,
  /\b(?:progressive|recurrent|extending)\s+(?:thrombo\w*|clot|dvt)\b|\bextension of (?:the\s+)?(?:thrombo\w*|clot|dvt)\b/,
  /\b(?:red|erythematous)\s+(?:skin\s+)?(?:lesions?|patches)\s+at\s+(?:the\s+)?injection sites?\b/,
];

interface PlateletPoint {
  obs: LabObservation;
  time: number;
  value: number;
}

function plateletPoints(ctx: RuleContext): PlateletPoint[] {
  const seen = new Set<number>();
  const out: PlateletPoint[] = [];
  for (const obs of ctx.labs("platelets")) {
    const value = ctx.valueOf(obs);
    if (obs.time === undefined || value === undefined || seen.has(obs.time)) continue;
    seen.add(obs.time);
    out.push({ obs, time: obs.time, value });
  }
  return out.sort((a, b) => a.time - b.time);
}

function thrombosisScore(ctx: RuleContext): { points: number; text: string } {
  const confirmed = statedMention(ctx.freeText, NEW_THROMBOSIS);
  if (confirmed !== undefined) return { points: 2, text: `new thrombosis ("${confirmed}" in the notes)` };
  const suspected = statedQuotes(ctx.freeText, SUSPECTED_THROMBOSIS);
  if (suspected.length > 0)
    return { points: 1, text: `suspected thrombosis (${joinWords(suspected.map((s) => `"${s}"`))} in the notes)` };
  return { points: 0, text: "no thrombosis in the record" };
}

interface PlateletFall {
  fall: number;
  /** The count the fall is measured from, in the latest result's unit. */
  fromText: string;
  /** The observations to cite (none for a count the notes state). */
  obs: LabObservation[];
  timing: number;
  timingText: string;
  /** Whether the heparin start, and so the timing, is known. */
  timed: boolean;
}

/**
 * A start date written in the medicine's own dosage or frequency ("daily, started 2026-11-23"), as a
 * lab-results record gives it (review 33, haem-bleed-33 case 04: a fall on day 8 of enoxaparin
 * scored timing 1, "the heparin start date is not in the record", though the line gave it).
 */
function writtenStart(m: MedicationItem): string | undefined {
  const text = `${m.dosage ?? ""} ${m.frequency ?? ""}`;
  return /\b(?:started|since|from|commenced|began)\s+(?:on\s+)?(\d{4}-\d{2}-\d{2})\b/i.exec(text)?.[1];
}

/** The fall across the platelet counts on record since (or just before) the heparin start. */
function fallOnRecord(
  ctx: RuleContext,
  heparins: readonly MedicationItem[],
  points: readonly PlateletPoint[],
  latest: PlateletPoint,
): PlateletFall | undefined {
  const starts = heparins.map((m) => Date.parse(m.startDate ?? writtenStart(m) ?? ""));
  const start = starts.every((t) => Number.isNaN(t)) ? undefined : Math.min(...starts.filter((t) => !Number.isNaN(t)));
  const from = start === undefined ? latest.time - HIT_LATEST_ONSET_DAY * DAY_MS : start - HIT_BASELINE_BEFORE_MS;
  const window = points.filter((p) => p.time >= from);
  const peak = window.reduce<PlateletPoint | undefined>(
    (best, p) => (best === undefined || p.value > best.value ? p : best),
    undefined,
  );
  if (peak === undefined || peak === latest) return undefined;
  const fall = (peak.value - latest.value) / peak.value;
  // The fall is dated from the first count 30% or more below the peak (an engine reading of "onset").
  const onset =
    window.find((p) => p.time > peak.time && (peak.value - p.value) / peak.value >= HIT.fallMinor) ?? latest;
  const obs = [peak.obs, onset.obs, latest.obs];
  const fromText = showLike(ctx, peak.obs, latest.obs);
  if (start === undefined)
    return {
      fall,
      fromText,
      obs,
      timing: 1,
      timingText: "timing 1 (the heparin start date is not in the record, so the timing cannot be confirmed)",
      timed: false,
    };
  const day = Math.floor((onset.time - start) / DAY_MS);
  if (day > HIT_LATEST_ONSET_DAY) return undefined;
  const timing = day >= 5 && day <= 10 ? 2 : day >= 4 ? 1 : 0;
  return {
    fall,
    fromText,
    obs,
    timing,
    timingText: `timing ${timing} (the count was first 30% or more below its peak on day ${day} of heparin${onset.obs.date ? `, ${onset.obs.date.slice(0, 10)}` : ""})`,
    timed: true,
  };
}

/**
 * An earlier platelet count the notes state ("platelets 245 before surgery", "baseline platelets
 * 245", "platelets were 245 on admission") and the heparin day they state ("day 7 of enoxaparin"),
 * read when the record holds only the current count (review 32, onc-haem-32b case 13: a fall from
 * 245 to 118 on day 7 of enoxaparin after a knee replacement, with a swollen calf, drew no HIT
 * finding because the pre-operative count was only in the notes).
 */
const NOTED_PLATELET_BASELINE =
  /\b(?:baseline\s+|pre-?op(?:erative)?\s+|previous\s+|admission\s+)?(?:platelets?|plt)(?:\s+count)?\s*(?:was|were|of|=|:)?\s*(\d{2,4})\s*(?:x?\s*10\^?9\/l)?\s*(?:before|pre-?op(?:eratively)?|prior\s+to|on\s+admission|at\s+admission|at\s+baseline)\b|\bbaseline\s+(?:platelets?|plt)(?:\s+count)?\s*(?:was|of|=|:)?\s*(\d{2,4})\b/i;
const NOTED_HEPARIN_DAY =
  /\bday\s+(\d{1,2})\s+(?:of|on)\s+(?:\w+\s+)?(?:heparin|enoxaparin|dalteparin|tinzaparin|lmwh|low[- ]molecular[- ]weight\s+heparin)\b/i;

function fallFromNotes(ctx: RuleContext, latest: PlateletPoint): PlateletFall | undefined {
  const stated = statedMention(ctx.freeText, NOTED_PLATELET_BASELINE, true);
  const m = stated === undefined ? null : NOTED_PLATELET_BASELINE.exec(stated);
  const before = Number(m?.[1] ?? m?.[2]);
  if (stated === undefined || !Number.isFinite(before) || before <= latest.value) return undefined;
  const dayQuote = statedMention(ctx.freeText, NOTED_HEPARIN_DAY, true);
  const day = Number(dayQuote === undefined ? Number.NaN : NOTED_HEPARIN_DAY.exec(dayQuote)?.[1]);
  const timing = Number.isNaN(day) ? 1 : day >= 5 && day <= 10 ? 2 : day >= 4 ? 1 : 0;
  if (!Number.isNaN(day) && day > HIT_LATEST_ONSET_DAY) return undefined;
  return {
    fall: (before - latest.value) / before,
    fromText: `${formatNumber(before)} ("${stated}" in the notes)`,
    obs: [latest.obs],
    timing,
    timingText: Number.isNaN(day)
      ? "timing 1 (the heparin start date is not in the record, so the timing cannot be confirmed)"
      : `timing ${timing} ("${dayQuote}" in the notes)`,
    timed: !Number.isNaN(day),
  };
}

function heparinInducedThrombocytopenia(ctx: RuleContext): RuleMatch | undefined {
  const heparins = ctx.meds("heparin");
  if (heparins.length === 0) return undefined;
  const points = plateletPoints(ctx);
  const latest = points[points.length - 1];
  if (latest === undefined) return undefined;
  const found = points.length >= 2 ? fallOnRecord(ctx, heparins, points, latest) : fallFromNotes(ctx, latest);
  if (found === undefined) return undefined;
  const { fall, timing, timingText } = found;
  if (fall < HIT.fallMinor && latest.value >= HIT.nadirMajor) return undefined;
  const thrombocytopenia =
    fall > HIT.fallMajor && latest.value >= HIT.nadirMajor
      ? 2
      : (fall >= HIT.fallMinor && latest.value >= HIT.nadirMinor) ||
          (latest.value >= HIT.nadirMinor && latest.value < HIT.nadirMajor)
        ? 1
        : 0;
  if (thrombocytopenia === 0) return undefined;
  if (timing === 0) return undefined;
  const thrombosis = thrombosisScore(ctx);
  const sum = thrombocytopenia + timing + thrombosis.points;
  if (sum < 2) return undefined;
  const severity =
    found.timed && sum >= 5 && thrombosis.points >= 1
      ? Severity.critical
      : sum >= 4
        ? Severity.high
        : Severity.moderate;
  const chemo = chemotherapyInRecord(ctx);
  const other =
    chemo !== undefined ? ` Chemotherapy in the record (${chemo.text}) is a possible other cause of the fall.` : "";
  const dimer = ctx.lab("d-dimer");
  const dimerRaised = dimer !== undefined && (dimer.status === "high" || dimer.status === "critical-high");
  // With "other causes" worth 0 (definite), 1 (possible) or 2 (none apparent), the total lies in sum..sum+2.
  const band =
    sum >= 6
      ? "so the 4Ts score is high (6–8) whatever the other causes"
      : sum === 5
        ? "so the 4Ts score is at least intermediate, and high (6–8) unless another cause is definite"
        : sum === 4
          ? "so the 4Ts score is at least intermediate (4–5), and high (6) if no other cause is apparent"
          : sum === 3
            ? "so the 4Ts score is intermediate (4–5) unless another cause is definite"
            : "so the 4Ts score is intermediate (4) only if no other cause is apparent";
  const percent = formatNumber(fall * 100, 0);
  return {
    refs: ctx.refs(...found.obs, ...heparins, ...(dimerRaised ? [dimer] : [])),
    severity,
    values: {
      med: medNames(heparins),
      fall: `Platelets fell from ${found.fromText} to ${ctx.show(latest.obs)}, a fall of ${percent}%,`,
      score: `thrombocytopenia ${thrombocytopenia} (${fall > HIT.fallMajor ? "a fall above 50%" : fall >= HIT.fallMinor ? "a fall of 30–50%" : "a fall below 30%"}, nadir ${latest.value >= HIT.nadirMajor ? "20 ×10⁹/L or more" : latest.value >= HIT.nadirMinor ? "10–19 ×10⁹/L" : "below 10 ×10⁹/L"}), ${timingText}, thrombosis ${thrombosis.points} (${thrombosis.text})`,
      sum: String(sum),
      band,
      other,
      dimer: dimerRaised
        ? ` D-dimer ${ctx.show(dimer)} is raised; it is not part of the 4Ts and is raised by surgery too.`
        : "",
      patient:
        severity === Severity.critical
          ? `Your platelet count has fallen by ${percent}% since you started ${medNames(heparins)}, and you have signs that could be a new blood clot. Together these can be a reaction to heparin (heparin-induced thrombocytopenia, HIT) that makes clots more likely. This needs assessment in hospital now: contact the team that prescribed it or go to an emergency department, and ask before your next dose.`
          : `Your platelet count has fallen since you started ${medNames(heparins)}. This can be a reaction to heparin (heparin-induced thrombocytopenia, HIT) that makes clots more likely, so your doctor needs to check it today. Ask before your next dose. If a leg becomes swollen or painful, or you get chest pain or breathlessness, get emergency help.`,
    },
    nextSteps:
      sum >= 4
        ? [
            "Stop all heparin and start a non-heparin anticoagulant (e.g. argatroban, bivalirudin, fondaparinux or a DOAC, chosen for bleeding risk and kidney and liver function) at therapeutic intensity, prophylactic only for an intermediate score with a high bleeding risk (ASH 2018)",
            "Send an anti-PF4/heparin immunoassay; if positive, a functional assay (ASH 2018)",
            ...(thrombosis.points > 0 ? ["Compression ultrasound of the symptomatic leg now"] : []),
            "Do not start warfarin until the platelet count has recovered, and avoid platelet transfusion unless bleeding or at high bleeding risk",
          ]
        : [
            "Complete the 4Ts today, scoring other causes of the fall; with a score of 4 or more, stop heparin and start a non-heparin anticoagulant (ASH 2018)",
            "Repeat the platelet count",
          ],
  };
}

// ---------------------------------------------------------------------------------------------
// Blasts in the blood: suspected acute leukaemia.
// ---------------------------------------------------------------------------------------------

const BLAST_NAME = /\bblasts?\b|\bblast cells?\b|\bmyeloblasts?\b/i;
const AUER_RODS = /\bauer rods?\b|\bfaggot cells?\b/;
/** A marrow result ("bone marrow blasts 3%") is not blasts in the blood. */
const MARROW = /\bmarrow\b|\bbm\b|\baspirate\b|\btrephine\b/i;
const BLASTS_IN_TEXT = /\bblasts?\s+(?:seen|present|on (?:the\s+)?film)\b|\bcirculating blasts?\b/;
const LEUKAEMIA_CONDITION = /leuka?emia|myelodysplas|\bmds\b|\baml\b/i;
/** ×10⁹/L (rule unit ×10³/µL): hyperleucocytosis as commonly defined (Röllig 2015). */
const HYPERLEUCOCYTOSIS = 100;
/** ×10⁹/L: the catalogue's critical low platelet count, read as severe thrombocytopenia. */
const SEVERE_THROMBOCYTOPENIA = 20;
/** mg/dL: the lower end of ELN's fibrinogen target in suspected APL. */
const FIBRINOGEN_LOW = 150;
const BLEEDING =
  /\b(?:gum|gingival)\s+bleed\w*|\bbleeding(?:\s+gums)?\b|\bnose\s*bleeds?\b|\bepistaxis\b|\bha?ematuria\b|\bmela?ena\b|\bha?emoptysis\b|\bha?ematemesis\b|\bpetechia(?:e|l)?\b|\bpurpura\b/;
/** Neurological and respiratory symptoms of leukostasis, each with the plain words the patient is told. */
const LEUKOSTASIS_SYMPTOMS: readonly [RegExp, string][] = [
  [/\bheadaches?\b/, "headache"],
  [
    /\bblurred vision\b|\bvisual (?:disturbance|loss|change)s?\b|\bvision (?:loss|change)s?\b/,
    "changes in your vision",
  ],
  [/\bconfus(?:ed|ion)\b|\bdrows(?:y|iness)\b/, "confusion or drowsiness"],
  [/\bbreathless(?:ness)?\b|\bshort(?:ness)? of breath\b|\bdyspn(?:o|oe)ea\b|\bhypoxi\w*/, "breathlessness"],
];
/** Tests asked for with suspected acute leukaemia: the coagulation screen, and tumour lysis bloods. */
const COAGULATION_TESTS: readonly [string, string][] = [
  ["pt", "PT"],
  ["aptt", "APTT"],
  ["fibrinogen", "fibrinogen"],
  ["d-dimer", "D-dimer"],
];
const TUMOUR_LYSIS_TESTS: readonly [string, string][] = [
  ["uric-acid", "urate"],
  ["potassium", "potassium"],
  ["phosphorus", "phosphate"],
  ["calcium", "calcium"],
  ["creatinine", "creatinine"],
  ["ldh", "LDH"],
];

/** The tests of a list not yet in the record, joined for a step. */
function missingTests(ctx: RuleContext, tests: readonly [string, string][]): string[] {
  return tests.filter(([id]) => ctx.anyLab(id) === undefined).map(([, words]) => words);
}

function blastsPositive(obs: LabObservation): boolean {
  if (obs.value.kind === "number") return obs.value.value > 0;
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return (
    /\b(?:present|seen|detected|positive)\b/i.test(obs.rawValue) && !/\b(?:not|no|none|absent)\b/i.test(obs.rawValue)
  );
}

/** The current result reporting blasts in the blood, by catalogue id or by name. */
function blastResult(ctx: RuleContext): LabObservation | undefined {
  const all = ctx.model.labs
    .filter((o) => (o.analyteId === "blasts" || BLAST_NAME.test(o.name)) && !MARROW.test(o.name))
    .sort(currentFirst);
  const current = all[0];
  return current !== undefined && blastsPositive(current) ? current : undefined;
}

/** The step asking for the coagulation screen and tumour lysis bloods not yet in the record, if any. */
function tests(coagulation: readonly string[], lysis: readonly string[]): string[] {
  const parts = [
    coagulation.length > 0 ? `coagulation screen (${joinWords(coagulation)})` : "",
    lysis.length > 0 ? `${joinWords(lysis)} for tumour lysis` : "",
  ].filter(Boolean);
  return parts.length > 0 ? [`Now: ${parts.join(", and ")}`] : [];
}

function acuteLeukaemia(ctx: RuleContext): RuleMatch | undefined {
  const blasts = blastResult(ctx);
  const auerNote = ctx.model.labs
    .map((o) => o.notes ?? "")
    .find((n) => statedMention(n.toLowerCase(), AUER_RODS, true) !== undefined);
  const auerText = statedMention(ctx.freeText, AUER_RODS);
  const blastsText = blasts === undefined ? statedMention(ctx.freeText, BLASTS_IN_TEXT) : undefined;
  if (blasts === undefined && blastsText === undefined && auerNote === undefined && auerText === undefined)
    return undefined;
  const lead =
    blasts !== undefined
      ? `Blasts ${ctx.show(blasts)} in the blood`
      : blastsText !== undefined
        ? `Blasts in the blood ("${blastsText}" in the notes)`
        : "Auer rods on the blood film";
  const auer =
    auerNote !== undefined
      ? ` with "${auerNote.trim()}"`
      : auerText !== undefined
        ? ` with "${auerText}" in the notes`
        : "";

  const wbc = ctx.lab("wbc");
  const wbcValue = ctx.valueOf(wbc);
  const platelets = ctx.lab("platelets");
  const plateletValue = ctx.valueOf(platelets);
  const fibrinogen = ctx.lab("fibrinogen");
  const fibrinogenValue = ctx.valueOf(fibrinogen);
  const fibrinogenLower = ctx.lowerLimit("fibrinogen");
  const hyper = wbc !== undefined && wbcValue !== undefined && wbcValue >= HYPERLEUCOCYTOSIS;
  const known = ctx.conditions("cancer").find((c) => LEUKAEMIA_CONDITION.test(c.name));
  // In known leukaemia very low platelets are expected during treatment, so they alone do not make an emergency.
  const lowPlatelets =
    known === undefined &&
    platelets !== undefined &&
    plateletValue !== undefined &&
    plateletValue < SEVERE_THROMBOCYTOPENIA;
  const lowFibrinogen =
    fibrinogen !== undefined &&
    fibrinogenValue !== undefined &&
    (fibrinogenValue < FIBRINOGEN_LOW || (fibrinogenLower !== undefined && fibrinogenValue < fibrinogenLower));
  const bleeding = statedMention(ctx.freeText, BLEEDING);
  const symptomHits = hyper
    ? LEUKOSTASIS_SYMPTOMS.flatMap(([re, plain]) => {
        const quote = statedMention(ctx.freeText, re, true);
        return quote === undefined ? [] : [{ quote, plain }];
      })
    : [];
  const symptoms = symptomHits.map((h) => h.quote);

  const emergencies: string[] = [];
  if (hyper)
    emergencies.push(
      `white cells ${ctx.show(wbc)} (hyperleucocytosis, ${inReportedUnit(wbc, HYPERLEUCOCYTOSIS, "10^3/µL")} or more, a haematological emergency at diagnosis)`,
    );
  if (lowPlatelets)
    emergencies.push(
      `platelets ${ctx.show(platelets)} (below ${inReportedUnit(platelets, SEVERE_THROMBOCYTOPENIA, "10^3/µL")})`,
    );
  if (lowFibrinogen) emergencies.push(`fibrinogen ${ctx.show(fibrinogen)} (low: coagulopathy)`);
  if (bleeding !== undefined) emergencies.push(`bleeding ("${bleeding}" in the notes)`);
  const critical = emergencies.length > 0;
  const suspectApl = lowFibrinogen || (bleeding !== undefined && (auerNote !== undefined || auerText !== undefined));

  const parts = [
    known !== undefined
      ? `${lead}${auer}, with ${known.name.trim()} in the record: relapse or progression until the treating haematologist has reviewed it.`
      : `${lead}${auer}: suspected acute leukaemia until a haematologist has reviewed the film.`,
    critical ? `Emergency features: ${joinWords(emergencies)}.` : "",
    symptoms.length > 0
      ? `With hyperleucocytosis, ${joinWords(symptoms.map((s) => `"${s}"`))} in the notes suggest leukostasis (symptomatic hyperleucocytosis, with neurological or respiratory symptoms).`
      : "",
    suspectApl
      ? "A low fibrinogen or bleeding with blasts raises acute promyelocytic leukaemia (APL) or DIC: ELN 2019 manages suspected APL as a medical emergency, starts ATRA as soon as APL is suspected, and transfuses fibrinogen or cryoprecipitate, platelets and plasma to keep fibrinogen above 100–150 mg/dL and platelets above 30–50 ×10⁹/L."
      : "",
    "Australia's optimal care pathway for AML acts on blasts in the blood the same day and treats sepsis, bleeding, DIC, APL on the film, severe thrombocytopenia or organ dysfunction as a medical emergency; NICE NG12 refers a blood count or film reported as acute leukaemia immediately.",
  ].filter(Boolean);

  const steps = critical
    ? [
        "Immediate referral to the on-call haematologist and admission today; blood film review by a haematologist",
        ...tests(missingTests(ctx, COAGULATION_TESTS), missingTests(ctx, TUMOUR_LYSIS_TESTS)),
        ...(suspectApl
          ? [
              "If APL is suspected: start ATRA now without waiting for genetic confirmation; keep fibrinogen above 100–150 mg/dL and platelets above 30–50 ×10⁹/L; avoid central lines, lumbar puncture and other invasive procedures while the coagulopathy lasts (ELN 2019)",
            ]
          : []),
        ...(hyper
          ? [
              "Hyperleucocytosis: urgent cytoreduction directed by the haematologist; leukapheresis is avoided when APL is suspected (ELN)",
            ]
          : []),
      ]
    : [
        "Discuss with the on-call haematologist today (NICE NG12: immediate referral for a count or film reported as acute leukaemia)",
        "Blood film review by a haematologist",
        ...tests(missingTests(ctx, COAGULATION_TESTS), missingTests(ctx, TUMOUR_LYSIS_TESTS)),
      ];
  const why = [
    bleeding !== undefined || lowPlatelets || lowFibrinogen
      ? " Your results and symptoms show a high risk of serious bleeding."
      : "",
    symptomHits.length > 0
      ? ` The ${joinWords(symptomHits.map((h) => h.plain))} you describe can come from the very high white cell count.`
      : "",
  ].join("");
  return {
    refs: [
      ...new Set(
        ctx.refs(
          blasts,
          hyper ? wbc : undefined,
          lowPlatelets ? platelets : undefined,
          lowFibrinogen ? fibrinogen : undefined,
        ),
      ),
    ],
    severity: critical ? Severity.critical : Severity.high,
    values: {
      text: parts.join(" "),
      patient: critical
        ? `Your blood test shows immature blood cells called blasts. This can be a sign of acute leukaemia, a blood cancer that needs treatment in hospital straight away.${why} Go to an emergency department now or call your local emergency number, and take these results with you.`
        : "Your blood test found immature blood cells called blasts, which are not normally seen in the blood. They can be a sign of a blood cancer such as acute leukaemia, so a blood specialist (haematologist) needs to review your results today; your doctor should arrange this urgently. If you have bleeding, a high temperature or feel very unwell, go to an emergency department.",
    },
    nextSteps: steps,
    evidence: [...(suspectApl || hyper ? ["eln-2019-apl"] : []), ...(hyper ? ["rollig-2015-hyperleukocytosis"] : [])],
  };
}

// ---------------------------------------------------------------------------------------------
// Low counts in two or more cell lines, one of them severe: a blood film and haematology today.
// ---------------------------------------------------------------------------------------------

/**
 * SA Health's severe pancytopenia levels (any two: an emergency, discussed with haematology):
 * haemoglobin below 80 g/L (rule unit g/dL), neutrophils below 0.5 ×10⁹/L (rule unit /µL),
 * platelets below 30 ×10⁹/L (rule unit 10³/µL).
 */
const CYTOPENIA_SEVERE = { hb: 8, anc: 500, platelets: 30 } as const;
/**
 * ×10³/µL: with no neutrophil count, a white cell count below this puts the neutrophils below
 * 1.0 ×10⁹/L (SA Health's moderate to severe level), and below 0.5 it puts them in the severe range,
 * since neutrophils cannot exceed the white cell count.
 */
const WBC_VERY_LOW = 1;
const WBC_SEVERE = 0.5;
/** Counts further apart than this are not one blood count. An engine choice. */
const SAME_COUNT_MS = 7 * DAY_MS;
/** A blood cancer or marrow failure already known: its counts are followed by its haematologist. */
const KNOWN_MARROW_DISEASE =
  /\b(?:leuka?emi\w*|lymphoma|myeloma|myelodysplas\w*|mds|myelofibrosis|aplastic\s+an(?:a)?emia)\b/i;

const isLowCount = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "low" || o.status === "critical-low");

interface CytopeniaLine {
  obs: LabObservation;
  text: string;
  severe: boolean;
}

export interface SevereCytopenias {
  lines: CytopeniaLine[];
  /** Two or more lines at SA Health's severe levels: severe pancytopenia. */
  emergency: boolean;
  /** No neutrophil count: the white cell count stands in for it. */
  wbcOnly?: LabObservation;
}

/**
 * Two or more cell lines below their ranges, one of them at a severe level (or, with no neutrophil
 * count, a white cell count below 1.0), outside chemotherapy and known marrow disease, with no blasts
 * reported (the suspected acute leukaemia finding covers those). Exported so the myeloma finding of
 * rules/patterns.ts steps back: a film comes first.
 */
export function severeCytopenias(ctx: RuleContext): SevereCytopenias | undefined {
  if (ctx.age !== undefined && ctx.age < 16) return undefined;
  if (chemotherapyInRecord(ctx) !== undefined) return undefined;
  if (ctx.model.conditions.some((c) => KNOWN_MARROW_DISEASE.test(c.name) && isActiveCondition(c.status)))
    return undefined;
  if (blastResult(ctx) !== undefined) return undefined;
  const hb = ctx.lab("hemoglobin");
  const anc = ctx.lab("anc");
  const wbc = ctx.lab("wbc");
  const platelets = ctx.lab("platelets");
  const lines: CytopeniaLine[] = [];
  let wbcOnly: LabObservation | undefined;
  let veryLowWbc = false;
  if (isLowCount(hb)) {
    const v = ctx.valueOf(hb);
    lines.push({ obs: hb, text: `haemoglobin ${ctx.show(hb)}`, severe: v !== undefined && v < CYTOPENIA_SEVERE.hb });
  }
  if (anc !== undefined) {
    const v = ctx.valueOf(anc);
    if (isLowCount(anc))
      lines.push({
        obs: anc,
        text: `neutrophils ${ctx.show(anc)}`,
        severe: v !== undefined && v < CYTOPENIA_SEVERE.anc,
      });
  } else if (isLowCount(wbc)) {
    const v = ctx.valueOf(wbc);
    wbcOnly = wbc;
    veryLowWbc = v !== undefined && v < WBC_VERY_LOW;
    lines.push({ obs: wbc, text: `white cells ${ctx.show(wbc)}`, severe: v !== undefined && v < WBC_SEVERE });
  }
  if (isLowCount(platelets)) {
    const v = ctx.valueOf(platelets);
    lines.push({
      obs: platelets,
      text: `platelets ${ctx.show(platelets)}`,
      severe: v !== undefined && v < CYTOPENIA_SEVERE.platelets,
    });
  }
  if (lines.length < 2) return undefined;
  const times = lines.map((l) => l.obs.time).filter((t): t is number => t !== undefined);
  if (times.length > 1 && Math.max(...times) - Math.min(...times) > SAME_COUNT_MS) return undefined;
  const severe = lines.filter((l) => l.severe).length;
  if (severe === 0 && !veryLowWbc) return undefined;
  return { lines, emergency: severe >= 2, ...(wbcOnly !== undefined ? { wbcOnly } : {}) };
}

/**
 * NICE NG12's myeloma tests are the English pathway: a record from the US is told of myeloma without
 * it, and NG12 is not cited there (review 31: counts in Thousand/uL now read as American).
 */
const myelomaSentence = (us: boolean): string =>
  us
    ? "Myeloma is among the causes at 60 or over, but the film and hematology advice come first."
    : "Myeloma is among the causes at 60 or over (NICE NG12: protein electrophoresis and a Bence-Jones test within 48 hours when the presentation fits), but the film and haematology advice come first.";

function cytopeniaMatch(ctx: RuleContext): RuleMatch | undefined {
  // In known sickle cell disease with high reticulocytes the marrow is working: a low count there is
  // haemolysis or sequestration (rules/sickle-cell.ts), not a marrow failure to rule leukaemia out in.
  const highRetics = ctx.model.labs.some(
    (o) =>
      (o.analyteId === "reticulocytes" || /\breticulocyte/i.test(o.name)) &&
      (o.status === "high" || o.status === "critical-high"),
  );
  if (ctx.conditions("sickle-cell-disease").length > 0 && highRetics) return undefined;
  const found = severeCytopenias(ctx);
  if (found === undefined) return undefined;
  const { lines, wbcOnly } = found;
  // After a postpartum haemorrhage a low haemoglobin and platelet count are loss and dilution, framed
  // by rules/postpartum-haemorrhage.ts; a low white cell line still needs the film (review 12, pregnancy 12).
  const whiteLine =
    wbcOnly !== undefined || lines.some((l) => l.obs.analyteId !== "hemoglobin" && l.obs.analyteId !== "platelets");
  if (!whiteLine && currentPostpartumHaemorrhage(ctx)) return undefined;
  // Likewise an acute upper GI bleed in cirrhosis: the haemoglobin is the bleed, and platelets above
  // the severe level fit the spleen of portal hypertension. "Acute leukaemia and marrow failure come
  // first" was told for haemoglobin 78 and platelets 64 in a variceal bleed (review 39, acute-39 case 06).
  const severePlatelets = lines.some((l) => l.obs.analyteId === "platelets" && l.severe);
  if (!whiteLine && !severePlatelets && knownCirrhosis(ctx) !== undefined && giBleedPicture(ctx) !== undefined)
    return undefined;
  const all = lines.length === 3;
  const bleeding = statedMention(ctx.freeText, BLEEDING);
  // Spontaneous bleeding with severe thrombocytopenia is an emergency too (optimal care pathway for AML).
  const emergency =
    found.emergency || (bleeding !== undefined && lines.some((l) => l.obs.analyteId === "platelets" && l.severe));
  const bruising = statedMention(ctx.freeText, /\bbruis\w*(?:\s+(?!and\b|but\b)\w+){0,4}/);
  const older = ctx.age !== undefined && ctx.age >= 60;
  const us = readsAsUsUnits(ctx);
  // A marrow-toxic medicine whose own finding fires is the likely cause: it leads, not leukaemia
  // (review 12 coherence review, haematology 13: methotrexate with trimethoprim).
  const drug = drugMarrowToxicity(ctx);
  const parts = [
    bleeding !== undefined || bruising !== undefined ? `In the notes: "${bleeding ?? bruising}".` : "",
    emergency
      ? "Two or more lines are at SA Health's severe pancytopenia levels (haemoglobin below 80 g/L, neutrophils below 0.5 ×10⁹/L, platelets below 30 ×10⁹/L), which it refers as an emergency after talking to the haematology registrar."
      : "",
    wbcOnly !== undefined
      ? `No neutrophil count was reported: with white cells at ${ctx.show(wbcOnly)} the neutrophils are at most that; a neutrophil count below 0.5 ×10⁹/L makes a fever an emergency (neutropenic sepsis).`
      : "",
    older ? myelomaSentence(us) : "",
  ].filter(Boolean);
  return {
    refs: ctx.refs(...lines.map((l) => l.obs)),
    severity: emergency ? Severity.critical : Severity.high,
    values: {
      which: all ? "all three" : "two",
      kind: all ? "pancytopenia" : "bicytopenia",
      lines: joinWords(lines.map((l) => `${l.severe ? "severely low " : ""}${l.text}`)),
      rest: parts.map((p) => ` ${p}`).join(""),
      causes:
        drug === undefined
          ? "Acute leukaemia and marrow failure (aplastic anaemia, marrow infiltration) come first among the causes: a blood film the same day and discussion with haematology, with the cause worked up alongside (medicines, B12 and folate, liver disease, infection)."
          : `Marrow toxicity from ${drug} is the likely cause (see the finding on it); a blood film and discussion with haematology are still needed the same day, and acute leukaemia and marrow failure are looked for if the film is abnormal or the counts do not recover once the drug is stopped.`,
      patientWhy:
        drug === undefined
          ? "This needs a closer look at your blood under a microscope and advice from a blood specialist (haematologist) today, because a bone-marrow problem such as leukaemia needs to be ruled out."
          : "One of your medicines is the likely cause. Your blood also needs a closer look under a microscope and advice from a blood specialist (haematologist) today.",
    },
    nextSteps: [
      emergency
        ? "Discuss with the on-call haematologist now and arrange emergency assessment"
        : "Blood film today and same-day discussion with the on-call haematologist",
      ...(wbcOnly !== undefined ? ["Differential white cell count (neutrophils) with the film"] : []),
      "Emergency assessment at once if there is a fever, bleeding or the patient is unwell",
      ...(older
        ? ["Once acute leukaemia is excluded: protein electrophoresis and Bence-Jones test if myeloma fits"]
        : []),
    ],
    ...(us ? { evidence: ["sa-health-pancytopenia-cpc", "ocp-aml-2022"], evidenceReplacesRule: true as const } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Polycythaemia vera: a JAK2 mutation with a raised haematocrit.
// ---------------------------------------------------------------------------------------------

/** BSH 2019: haematocrit above 0.52 in men and 0.48 in women (rule unit %). */
const PV_HCT = { male: 52, female: 48 };
/** WHO 2008: haemoglobin above 18.5 g/dL in men and 16.5 g/dL in women, used when no haematocrit is reported. */
const PV_HB = { male: 18.5, female: 16.5 };
const PV_HIGH_RISK_AGE = 60;
/** Polycythaemia vera on the problem list. */
export const KNOWN_PV = /\bpolycyth(?:a)?emia\s+(?:rubra\s+)?vera\b/i;
const THROMBOTIC_EVENT =
  /\b(?:tia|transient isch(?:a)?emic attack|stroke|cerebral infarction|myocardial infarction|heart attack|acute coronary syndrome|stemi|nstemi|dvt|deep vein thrombosis|pulmonary embol\w*|venous thromboembolism|vte|thrombosis|budd-chiari)\b/i;
const JAK2_TEST = /\bjak2\b/i;

/**
 * A JAK2 mutation the notes state found ("JAK2 V617F mutation detected", "JAK2 positive"), read when
 * no result holds it (review 32, onc-haem-32b case 10: haemoglobin 190 g/L with "JAK2 V617F mutation
 * detected" in the notes was asked to send a JAK2 test rather than read as polycythaemia vera).
 */
const JAK2_IN_NOTES =
  /\bjak2\s*(?:v617f\s*|exon\s*12\s*)?(?:mutation\s*)?(?:(?:is|was)\s+)?(?:detected|positive|present|found)\b|\bjak2[- ]positive\b/;

function jak2Positive(ctx: RuleContext): { ref?: string; text: string } | undefined {
  const gene = ctx.genes("JAK2").find((g) => isVariantPresent(`${g.interpretation} ${g.value ?? ""}`));
  if (gene !== undefined) return { ref: gene.ref, text: `JAK2 ${`${gene.interpretation} ${gene.value ?? ""}`.trim()}` };
  const lab = ctx.model.labs.find(
    (o) =>
      JAK2_TEST.test(o.name) &&
      (o.value.kind === "qualitative" ? o.value.result === "positive" : isVariantPresent(o.rawValue)),
  );
  if (lab !== undefined) return { ref: lab.ref, text: `${lab.name.trim()} ${lab.rawValue.trim()}` };
  const stated = statedMention(ctx.freeText, JAK2_IN_NOTES, true);
  return stated === undefined ? undefined : { text: `"${stated}" in the notes` };
}

const SMOKES = /(?<![\w-])(?:smokes|smoker|smoking)\b|\b\d+\s*cigarettes?\b/;
const NOT_SMOKING_NOW =
  /\b(?:non-?smoker|never smoked|ex-?smoker|former smoker|(?:stopped|quit|gave up)\s+smoking|no longer smokes?)\b/;

/** Current smoking stated in a condition or the notes (not a former or denied habit). */
function smokesNow(ctx: RuleContext): boolean {
  if (
    ctx
      .conditions("smoker")
      .some((c) => !NOT_SMOKING_NOW.test(c.name.toLowerCase()) && !/\bformer\b|\bex-/.test(c.name.toLowerCase()))
  )
    return true;
  return !NOT_SMOKING_NOW.test(ctx.freeText) && statedMention(ctx.freeText, SMOKES, true) !== undefined;
}

export function polycythaemiaVera(ctx: RuleContext): RuleMatch | undefined {
  const jak2 = jak2Positive(ctx);
  if (jak2 === undefined) return undefined;
  // Known polycythaemia vera is not diagnosed again with "refer urgently, start aspirin, add
  // hydroxycarbamide" beside the hydroxycarbamide and aspirin it is on (review 23, haem-23 case 04):
  // its haematocrit is read against the treatment target by mpn-known-raised-count.
  if (ctx.model.conditions.some((c) => KNOWN_PV.test(c.name))) return undefined;
  const sex = ctx.sex === "female" ? "female" : "male";
  const hct = ctx.lab("hematocrit");
  const hctValue = ctx.valueOf(hct);
  const hb = ctx.lab("hemoglobin");
  const hbValue = ctx.valueOf(hb);
  const men = sex === "male" ? "men" : "women";
  let red: string | undefined;
  let criteria: string;
  if (hct !== undefined && hctValue !== undefined) {
    if (hctValue <= PV_HCT[sex]) return undefined;
    red = `haematocrit ${ctx.show(hct)}`;
    criteria = `above ${inReportedUnit(hct, PV_HCT[sex], "%")} in ${men}${hb !== undefined ? ` (haemoglobin ${ctx.show(hb)})` : ""}, so with the JAK2 mutation both BSH criteria for JAK2-positive polycythaemia vera are met`;
  } else if (hb !== undefined && hbValue !== undefined) {
    if (hbValue <= PV_HB[sex]) return undefined;
    red = `haemoglobin ${ctx.show(hb)}`;
    criteria = `above ${inReportedUnit(hb, PV_HB[sex], "g/dL")} in ${men}: with the JAK2 mutation both WHO 2008 major criteria are met, and a subnormal erythropoietin or marrow histology confirms it; a haematocrit is needed for the BSH criteria`;
  } else return undefined;
  const events = ctx.model.conditions.filter((c) => THROMBOTIC_EVENT.test(c.name));
  const older = ctx.age !== undefined && ctx.age > PV_HIGH_RISK_AGE;
  const risk = [
    ...(older ? [`age ${ctx.age}`] : []),
    ...events.map((c) => `${c.name.trim()}${c.date ? ` (${c.date.slice(0, 10)})` : ""}`),
  ];
  const smoking = smokesNow(ctx);
  const platelets = ctx.lab("platelets");
  const highPlatelets = platelets?.status === "high" || platelets?.status === "critical-high";
  return {
    refs: ctx.refs(
      jak2.ref === undefined ? undefined : { ref: jak2.ref },
      hct !== undefined && hctValue !== undefined ? hct : hb,
      hb !== undefined && hct !== undefined ? hb : undefined,
      highPlatelets ? platelets : undefined,
      ...events,
    ),
    values: {
      red,
      jak2: jak2.text,
      criteria,
      platelets: highPlatelets ? ` Platelets ${ctx.show(platelets)} are raised too.` : "",
      risk:
        risk.length > 0
          ? ` High thrombotic risk (${joinWords(risk)}): cytoreductive treatment (hydroxycarbamide first line) is added to venesection and aspirin.`
          : "",
      smoking: smoking ? " Smoking raises the haematocrit too, but it does not explain a JAK2 mutation." : "",
      patientRisk:
        risk.length > 0
          ? ` Because of ${joinWords([...(older ? ["your age"] : []), ...(events.length > 0 ? ["your history of a clot or stroke"] : [])])}, your risk of clots is higher, so this should be seen to soon.`
          : "",
      patientSmoking: smoking ? " Smoking can raise red cells too, but it does not cause this gene change." : "",
    },
    nextSteps: [
      "Refer to haematology urgently with these results",
      "Venesection to keep the haematocrit below 0.45, and low-dose aspirin unless contraindicated",
      ...(risk.length > 0
        ? [
            "High risk (age over 60 or a previous thrombosis): add cytoreductive treatment (hydroxycarbamide first line)",
          ]
        : []),
      "Treat other thrombotic risk factors: stop smoking, control blood pressure and lipids",
    ],
  };
}

export const ONCOLOGY_HAEMATOLOGY_RULES: readonly Rule[] = [
  {
    id: "neutropenic-sepsis",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Neutropenic sepsis",
    title: "Fever during chemotherapy{titleTail}",
    clinician: "{lead} {guidance}{observations}",
    patient: "{patient} Show this report to the doctor or nurse who sees you.",
    nextSteps: [
      "Emergency assessment now: give empiric intravenous antibiotics immediately (NICE CG151: piperacillin with tazobactam as initial monotherapy unless there are patient-specific or local contraindications)",
      "Initial assessment (NICE CG151): history and examination, full blood count, kidney and liver tests including albumin, CRP, lactate and blood cultures",
    ],
    patientQuestions: ["Who should I call, day or night, if I get a temperature during my treatment?"],
    evidence: ["nice-cg151-neutropenic-sepsis"],
    keywords: ["neutropenic sepsis", "febrile neutropenia", "chemotherapy", "fever", "neutrophils", "antibiotics"],
    match: neutropenicSepsis,
  },
  {
    id: "febrile-neutropenia",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Febrile neutropenia",
    title: "Fever with a low neutrophil count",
    clinician: "{lead} {guidance}{observations}",
    patient: "{patient} Show this report to the doctor or nurse who sees you.",
    nextSteps: [
      "Emergency assessment now: blood cultures and empirical antibiotics without delay, treated as sepsis of unknown source unless a source is found",
      "Full blood count with film, kidney and liver tests, CRP and lactate; find the cause of the neutropenia",
    ],
    evidence: ["nhs-lothian-febrile-neutropenia", "nhs-lothian-refhelp-neutropenia"],
    keywords: ["febrile neutropenia", "neutropenia", "fever", "neutrophils", "sepsis"],
    match: febrileNeutropenia,
  },
  {
    id: "tumour-lysis-syndrome",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Tumour lysis syndrome",
    title: "{kind} tumour lysis syndrome",
    clinician:
      "{kind} tumour lysis syndrome: {criteria}, {count} of the Cairo-Bishop laboratory criteria (two or more make laboratory tumour lysis syndrome).{timing}{clinical} The results are read together as tumour lysis rather than one at a time. Tumour lysis syndrome is the commonest disease-related emergency in haematological cancers (Howard 2011).",
    patient: "{patient} Show this report to the doctor or nurse who sees you.",
    nextSteps: ["Urgent haematology or oncology review now"],
    evidence: ["cairo-bishop-2004-tls", "howard-2011-tls", "nhs-ggc-tls", "bsh-2015-tls"],
    keywords: [
      "tumour lysis syndrome",
      "hyperkalaemia",
      "hyperphosphataemia",
      "hyperuricaemia",
      "hypocalcaemia",
      "rasburicase",
    ],
    match: tumourLysis,
  },
  {
    id: "heparin-induced-thrombocytopenia",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Heparin-induced thrombocytopenia",
    title: "Platelet fall on heparin: possible heparin-induced thrombocytopenia",
    clinician:
      "{fall} on {med}. 4Ts from the record: {score}, {sum} of the 6 points these three give, {band}; 'other causes' must be scored at the bedside.{other}{dimer} ASH 2018 uses the 4Ts rather than gestalt: with an intermediate or high score it asks for an immunoassay, stopping heparin and a non-heparin anticoagulant, at therapeutic intensity unless the score is intermediate and the bleeding risk high.",
    patient: "{patient} Show this report to the doctor or nurse who sees you.",
    nextSteps: ["Stop all heparin and start a non-heparin anticoagulant"],
    evidence: ["ash-2018-hit", "lo-2006-4ts"],
    keywords: ["heparin-induced thrombocytopenia", "hit", "4ts", "platelets", "heparin", "thrombosis"],
    match: heparinInducedThrombocytopenia,
  },
  {
    id: "suspected-acute-leukaemia",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Possible acute leukaemia",
    title: "Blasts in the blood: suspected acute leukaemia",
    clinician: "{text} Haematology should be involved the same day.",
    patient: "{patient} Show this report to the doctor or nurse who sees you.",
    nextSteps: ["Immediate referral to the on-call haematologist"],
    evidence: ["ocp-aml-2022", "nice-ng12-suspected-cancer"],
    keywords: ["acute leukaemia", "blasts", "apl", "leukostasis", "hyperleucocytosis", "coagulopathy"],
    match: acuteLeukaemia,
  },
  {
    id: "severe-cytopenias",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Blood count",
    title: "Low counts in two or more blood cell lines: blood film and haematology advice today",
    clinician: "Low counts in {which} cell lines ({kind}): {lines}. {causes}{rest}",
    patient:
      "Several of your blood cell counts are low at the same time. {patientWhy} Your doctor should arrange this urgently. If you have a high temperature, bleeding or feel very unwell, go to an emergency department.",
    nextSteps: ["Blood film and haematology advice today"],
    patientQuestions: ["Can my blood film and the haematology advice be done today?"],
    evidence: ["sa-health-pancytopenia-cpc", "ocp-aml-2022", "nice-ng12-suspected-cancer"],
    keywords: ["pancytopenia", "bicytopenia", "neutropenia", "thrombocytopenia", "blood film", "marrow failure"],
    match: cytopeniaMatch,
  },
  {
    id: "polycythaemia-vera",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Polycythaemia vera",
    title: "JAK2 mutation with a raised red cell level: polycythaemia vera",
    clinician:
      "{jak2} with {red}, {criteria}.{platelets} Management: venesection to keep the haematocrit below 0.45 and low-dose aspirin unless contraindicated.{risk}{smoking}",
    patient:
      "Your red blood cell level is high and your gene test found a change in the JAK2 gene. Together these point to polycythaemia vera, a bone-marrow condition in which the body makes too many blood cells. It raises the risk of blood clots, and treatment (usually removing some blood regularly and a low-dose aspirin) lowers it. A blood specialist (haematologist) needs to see you.{patientRisk}{patientSmoking} Get emergency help if you have signs of a stroke, chest pain or a painful swollen leg.",
    nextSteps: ["Refer to haematology urgently"],
    evidence: ["bsh-2019-polycythaemia-vera", "leukemia-2021-pv-treatment-review", "palg-2024-polycythaemia-vera"],
    keywords: ["polycythaemia vera", "jak2", "haematocrit", "venesection", "myeloproliferative neoplasm"],
    match: polycythaemiaVera,
  },
];
