import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { monovalentUnit } from "./equivalent-units.ts";
import { statedMention } from "./notes.ts";
import { expectedEgfrDip, kidneyFunctionUnstable } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A creatinine rise after starting or raising a heart-failure medicine (review 16, hf-af cases 02
 * and 03: creatinine 92 -> 112 µmol/L two weeks after sacubitril/valsartan was raised, and 117 -> 131
 * four weeks after dapagliflozin was started; the reports gave a moderate "creatinine rising" trend
 * and asked for a repeat to exclude acute kidney injury, and never said the change was expected).
 *
 * ESC 2021 section 13.6 (seen in the guideline's text, FACTS_SEEN): when RAAS inhibitors, an ARNI or
 * an SGLT2 inhibitor are started, the fall in glomerular filtration pressure can lower GFR and raise
 * creatinine; the change is generally transient, goes with better outcomes and slower decline, and
 * should not prompt stopping them. A creatinine rise below 50% above baseline, as long as it stays
 * below 266 µmol/L (3 mg/dL), or an eGFR fall below 10% with eGFR above 25, can be accepted.
 *
 * Engine choices, named: "recent" is a start date within RECENT_DAYS before the creatinine, or a
 * start or dose change stated in the notes; the baseline is the last creatinine before the start
 * date (with a stated change, the result before the latest). A rise under MIN_RISE is left unsaid.
 * A potassium above 5.5 mmol/L is the potassium rules' call (raas-hyperkalaemia halves the MRA), and
 * a rise meeting the acute kidney injury criteria is the kidney rules'.
 */

const DAY_MS = 86_400_000;
const RECENT_DAYS = 90;
/** Creatinine (mg/dL, the rule unit) and ratio limits of the rise ESC 2021 accepts. */
const CREATININE_MAX_MG_DL = 3;
const RISE_RATIO_MAX = 1.5;
const EGFR_MIN = 25;
/** A rise smaller than this (ratio) needs no comment. */
const MIN_RISE = 1.1;
const POTASSIUM_MAX = 5.5;

const CLASSES = ["ace-inhibitor", "arb", "arni", "mra", "sglt2i"] as const;
const CHANGE_WORDS = String.raw`(?:started|starting|commenced|initiated|added|new|uptitrated|up-titrated|titrated|increased|doubled)`;
/** The change words that say the medicine was started, not its dose raised. */
const START_WORDS = /\b(?:started|starting|commenced|initiated|added|new)\b/i;

/** Names a medicine goes by in the notes: its recognised generics, and Entresto for sacubitril/valsartan. */
function namesOf(m: MedicationItem): string[] {
  return [...m.drugs, ...(m.classes.includes("arni") ? ["entresto", "sacubitril"] : [])];
}

/** A plain name for the patient text: "sacubitril/valsartan" for the ARNI, else its first generic. */
export function plainName(m: MedicationItem): string {
  return m.classes.includes("arni") ? "sacubitril/valsartan" : (m.drugs[0] ?? "the medicine");
}

/** A start or dose change of the medicine stated in the notes, quoted. */
function statedChange(ctx: RuleContext, m: MedicationItem): string | undefined {
  const names = namesOf(m)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|");
  if (names === "") return undefined;
  const re = new RegExp(
    String.raw`\b(?:${names})\b[^.;]{0,40}?\b${CHANGE_WORDS}\b|\b${CHANGE_WORDS}\b[^.;]{0,20}?\b(?:${names})\b`,
  );
  return statedMention(ctx.freeText, re);
}

/*
 * A US record leads with AHA/ACC/HFSA 2022 (review 30, country-30 case 05: a Denver record on
 * sacubitril/valsartan was given ESC 2021 alone). What was seen of the US guideline is that these
 * medicines are kept and titrated to target or maximally tolerated doses; the accepted size of the
 * dip was seen only in ESC 2021, which stays as its source, named as such.
 */
function usSource(ctx: RuleContext): Pick<RuleMatch, "evidence" | "evidenceReplacesRule"> & {
  values: Record<string, string>;
} {
  if (!readsAsUsUnits(ctx)) return { values: { lead: "", ceiling: "266 µmol/L (3 mg/dL)" } };
  return {
    values: {
      lead: "AHA/ACC/HFSA 2022 asks for these medicines to be titrated to target or maximally tolerated doses, not stopped for an expected dip. ",
      ceiling: "3 mg/dL (266 µmol/L)",
    },
    evidence: ["aha-acc-hfsa-2022-hf", "esc-2021-hf"],
    evidenceReplacesRule: true,
  };
}

export interface Change {
  med: MedicationItem;
  baseline: LabObservation;
  /** Where the change is recorded, for the clinician text. */
  when: string;
}

/** The recently started or raised medicine of these classes, with the creatinine (or eGFR) before it. */
export function recentChange(
  ctx: RuleContext,
  latest: LabObservation,
  analyte = "creatinine",
  classes: readonly string[] = CLASSES,
): Change | undefined {
  const list = ctx.labs(analyte).filter((o) => o.standard !== undefined && o.time !== undefined);
  const at = latest.time ?? Number.NaN;
  for (const med of ctx.medsOf(...classes).filter((m) => m.active)) {
    const start = Date.parse(med.startDate ?? "");
    if (Number.isFinite(start) && start <= at && at - start <= RECENT_DAYS * DAY_MS) {
      const baseline = list.find((o) => (o.time ?? Number.NaN) <= start);
      if (baseline !== undefined) return { med, baseline, when: `started or changed ${med.startDate?.slice(0, 10)}` };
    }
    const stated = statedChange(ctx, med);
    // A start the notes mention is the one the medicine list dates, when it has a date: the result
    // before the latest may already be on the medicine (review 21, deep sweep 03: "spironolactone
    // added August" with a start of 1 August took an October result as the level before it).
    const datedStart = stated !== undefined && Number.isFinite(start) && START_WORDS.test(stated);
    const before = list.find((o) => (o.time ?? Number.NaN) < at);
    if (
      stated !== undefined &&
      !datedStart &&
      before !== undefined &&
      at - (before.time ?? 0) <= RECENT_DAYS * DAY_MS
    ) {
      return { med, baseline: before, when: `"${stated}" in the notes` };
    }
  }
  return undefined;
}

/**
 * A creatinine rise within ESC 2021's accepted range after a heart-failure medicine was started or
 * raised, in known heart failure; the CKD staging reads it too, so it does not ask to exclude an
 * acute kidney injury the medicine explains.
 */
export function expectedHfCreatinineRise(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.conditions("heart-failure").length === 0 || kidneyFunctionUnstable(ctx)) return undefined;
  const latest = ctx.labs("creatinine").find((o) => o.standard !== undefined && o.time !== undefined);
  const last = ctx.valueOf(latest);
  if (latest === undefined || last === undefined || last >= CREATININE_MAX_MG_DL) return undefined;
  const change = recentChange(ctx, latest);
  const base = ctx.valueOf(change?.baseline);
  if (change === undefined || base === undefined || base <= 0) return undefined;
  const ratio = last / base;
  if (ratio < MIN_RISE || ratio >= RISE_RATIO_MAX) return undefined;
  const egfrObs = ctx.lab("egfr");
  const egfr = ctx.valueOf(egfrObs);
  if (egfr !== undefined && egfr <= EGFR_MIN) return undefined;
  const kObs = ctx.lab("potassium");
  const k = ctx.valueOf(kObs);
  if (k !== undefined && k > POTASSIUM_MAX) return undefined;
  return {
    refs: ctx.refs(latest, change.baseline, change.med, egfrObs, kObs),
    ...usSource(ctx),
    values: {
      ...usSource(ctx).values,
      latest: ctx.show(latest),
      rise: formatNumber((ratio - 1) * 100, 0),
      baseline: ctx.show(change.baseline),
      med: medNames([change.med]),
      medWord: plainName(change.med),
      when: change.when,
      egfr: egfr === undefined ? "" : `, eGFR ${ctx.show(egfrObs)}`,
      potassium:
        k === undefined
          ? " No potassium is recorded with it; check it with the next creatinine."
          : ` Potassium ${ctx.show(kObs)} is at or below 5.5 ${monovalentUnit(kObs)}.`,
    },
    nextSteps: [HF_DIP_STEPS[0], reviewStep(latest, kObs)],
  };
}

/**
 * The step's limits in the record's own units (review 31, engine-31 case 07: a US record with
 * creatinine in mg/dL was told "266 µmol/L or more" and potassium "above 5.5 mmol/L").
 */
function reviewStep(creatinine: LabObservation, potassium: LabObservation | undefined): string {
  const mgdl = /mg\s*\/\s*dl/i.test(creatinine.rawUnit ?? creatinine.unit ?? "");
  return `Review with the heart-failure team if creatinine rises further (50% or more above baseline, or ${mgdl ? "3 mg/dL" : "266 µmol/L"} or more), eGFR falls to 25 or below, or potassium rises above 5.5 ${monovalentUnit(potassium)}`;
}

/** ESC 2021 accepts an eGFR fall of less than this (fraction of baseline) after starting these medicines. */
const EGFR_FALL_ACCEPTED = 0.1;

/*
 * An eGFR fall beyond the ESC 2021 accepted range after a heart-failure medicine was started or
 * raised (review 20 cardiology-labs case 08: eGFR 54 -> 38, 30% lower, eight weeks after spironolactone
 * was added to sacubitril/valsartan, was staged as a CKD category from a single result and never tied
 * to the medicine change). A creatinine rise ESC accepts is the finding above's (ESC reads the two
 * limits with "or"), and a rise meeting the acute kidney injury criteria is the kidney rules'.
 */
export function hfEgfrFallAfterMedicine(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.conditions("heart-failure").length === 0 || kidneyFunctionUnstable(ctx)) return undefined;
  // A fall the kidney rules read as a start's expected dip (NICE's 25% for an ACE inhibitor or ARB,
  // 30% for an SGLT2 inhibitor: egfr-rapid-decline) is not called beyond range here as well.
  if (expectedHfCreatinineRise(ctx) !== undefined || expectedEgfrDip(ctx) !== undefined) return undefined;
  const latest = ctx.labs("egfr").find((o) => o.standard !== undefined && o.time !== undefined);
  const last = ctx.valueOf(latest);
  if (latest === undefined || last === undefined) return undefined;
  const change = recentChange(ctx, latest, "egfr");
  const base = ctx.valueOf(change?.baseline);
  if (change === undefined || base === undefined || base <= 0) return undefined;
  const fall = 1 - last / base;
  if (fall < EGFR_FALL_ACCEPTED && last > EGFR_MIN) return undefined;
  return {
    refs: ctx.refs(latest, change.baseline, change.med),
    ...usSource(ctx),
    values: {
      ...usSource(ctx).values,
      latest: ctx.show(latest),
      fall: formatNumber(fall * 100, 0),
      baseline: ctx.show(change.baseline),
      med: medNames([change.med]),
      medWord: plainName(change.med),
      when: change.when,
    },
  };
}

const HF_DIP_STEPS = [
  "Continue the medicine; recheck creatinine and potassium at the next planned blood test",
  "Review with the heart-failure team if creatinine rises further (50% or more above baseline, or 266 µmol/L or more), eGFR falls to 25 or below, or potassium rises above 5.5 mmol/L",
] as const;

export const HF_KIDNEY_DIP_RULES: readonly Rule[] = [
  {
    id: "hf-creatinine-rise-expected",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Heart failure",
    title: "Creatinine rise after starting or raising a heart-failure medicine: within the accepted range",
    clinician:
      "Creatinine {latest}, up {rise}% from {baseline} before {med} ({when}){egfr}. {lead}ESC 2021: when a RAAS inhibitor, sacubitril/valsartan or an SGLT2 inhibitor is started, GFR often dips and creatinine rises; the change is usually transient, comes with better outcomes and slower kidney decline in the long term, and should not by itself prompt stopping the medicine. A creatinine rise of less than 50% above baseline that stays below {ceiling}, or an eGFR fall of less than 10% with eGFR above 25, is accepted.{potassium}",
    patient:
      "Your kidney test (creatinine) went up a little after {medWord} was started or increased. A small rise like this is expected with this medicine and is not a reason to stop it: it usually settles, and in the long run the medicine helps the heart and slows the decline of the kidneys. Keep taking it, and have the blood test repeated as planned.",
    nextSteps: HF_DIP_STEPS,
    evidence: ["esc-2021-hf"],
    keywords: ["heart failure", "creatinine", "egfr dip", "sglt2 inhibitor", "sacubitril/valsartan", "ace inhibitor"],
    match: expectedHfCreatinineRise,
  },
  {
    id: "hf-egfr-fall-after-medicine",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Heart failure",
    title: "eGFR fall after starting or raising a heart-failure medicine: beyond the accepted range",
    clinician:
      "eGFR {latest}, down {fall}% from {baseline} before {med} ({when}). The fall follows the medicine change, so it is read with that change rather than as a chronic kidney disease category. {lead}ESC 2021: after starting a RAAS inhibitor, sacubitril/valsartan or an SGLT2 inhibitor, an eGFR fall of less than 10% from baseline with eGFR above 25 (or a creatinine rise of less than 50% that stays below {ceiling}) is accepted and should not prompt stopping it; this fall is larger, so the medicines, volume status and blood pressure need review.",
    patient:
      "Your kidney test (eGFR) has dropped since {medWord} was started or increased. Some fall is expected with this medicine, but this one is larger than usual, so your doctor or heart-failure team should review your medicines and repeat the test soon. Do not stop any medicine on your own.",
    nextSteps: [
      "Review the recent medicine change with the heart-failure team, with the diuretic dose, volume status and blood pressure, and look for other causes (NSAIDs, intercurrent illness)",
      "Repeat creatinine, eGFR and potassium soon; judge any chronic kidney disease category only once kidney function has settled",
    ],
    evidence: ["esc-2021-hf"],
    keywords: ["heart failure", "egfr", "spironolactone", "sacubitril/valsartan", "ace inhibitor", "renal function"],
    match: hfEgfrFallAfterMedicine,
  },
];
