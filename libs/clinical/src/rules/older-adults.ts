import { type ConditionItem, FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { valueInterval } from "../parse/value.ts";
import { capitalise, formatNumber, joinList } from "../text.ts";
import { currentFirst } from "../trends.ts";
import { drugWord, genericName } from "../vocab/brands.ts";
import { classifyMedication, DRUG_CLASSES, FIRST_GENERATION_ANTIHISTAMINES } from "../vocab/medications.ts";
import { activeDementia } from "./antipsychotic-dementia.ts";
import { boneFragility } from "./bone.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { creatinineClearance } from "./doac-dosing.ts";
import { nitrofurantoinSymptoms } from "./geriatric-safety.ts";
import { NITROFURANTOIN_UPPER_UTI_RULES } from "./nitrofurantoin-upper-uti.ts";
import { sentenceAround, statedMatches, statedMention } from "./notes.ts";
import { STOPPED_IN_SENTENCE } from "./nsaid-in-notes-kidney.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

const F = FindingFamily.drugLab;

/** Creatinine clearance or eGFR (mL/min) below which both gabapentinoid labels lower the dose. */
const RENAL_LIMIT = 60;

/** Age from which the AGS Beers Criteria apply. */
export const OLDER_ADULT_AGE = 65;

/** A result named as a creatinine clearance ("Creatinine clearance", "CrCl (Cockcroft-Gault)", "CLcr"). */
const CRCL_NAME = /\bcreatinine\s+clearance\b|\bcrcl\b|\bclcr\b/i;
/** Creatinine clearance is reported in mL/min; a value per 1.73 m² is a GFR estimate. */
const CRCL_UNIT = /^\s*ml\s*\/\s*min\s*$/i;

/**
 * The current creatinine clearance the record reports, if any. The catalogue has no such test (a
 * "Creatinine clearance" result is matched to serum creatinine and then set aside for its unit), so
 * it is found by name and unit, as the digoxin rules find digoxin levels.
 */
function reportedCreatinineClearance(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs
    .filter((o) => CRCL_NAME.test(o.name) && o.value.kind === "number" && CRCL_UNIT.test(o.unit ?? ""))
    .sort(currentFirst)[0];
}

/** Whether a result is below a limit at every value it can stand for: "<45" is, ">50" is not. */
function whollyBelow(obs: LabObservation, limit: number): boolean {
  if (obs.value.kind !== "number") return false;
  const { high } = valueInterval(obs.value);
  return high < limit || (high === limit && obs.value.comparator === "<");
}

interface KidneyReading {
  /** How the finding quotes it: "eGFR 42 mL/min/1.73m2 (2026-10-01)". */
  text: string;
  refs: string[];
  isEgfr: boolean;
}

/**
 * Kidney function below 60 for gabapentinoid dosing. Both labels dose by creatinine clearance, so a
 * reported one decides when there is one, then a Cockcroft–Gault estimate when the weight and
 * creatinine are recorded (review 24, renal-meds-24 case 08: 84 kg, creatinine 198 µmol/L, a
 * clearance of about 34 mL/min, was dosed from the eGFR of 27 as "2.5 times" the 700 mg band's
 * maximum); otherwise the eGFR decides, reported or calculated from creatinine, read as the other
 * kidney rules read it (the evaluation then says it was calculated).
 */
function reducedKidneyFunction(ctx: RuleContext): KidneyReading | undefined {
  const crcl = reportedCreatinineClearance(ctx);
  if (crcl !== undefined) {
    if (!whollyBelow(crcl, RENAL_LIMIT)) return undefined;
    return { text: `creatinine clearance ${ctx.show(crcl)}`, refs: [crcl.ref], isEgfr: false };
  }
  const estimate = creatinineClearance(ctx);
  if (estimate !== undefined) {
    if (estimate.mlMin >= RENAL_LIMIT) return undefined;
    return { text: `a creatinine clearance of ${estimate.text}`, refs: estimate.refs, isEgfr: false };
  }
  const egfr = ctx.value("egfr");
  if (egfr === undefined || egfr >= RENAL_LIMIT) return undefined;
  return { text: `eGFR ${ctx.showValue("egfr")}`, refs: ctx.refs(ctx.lab("egfr")), isEgfr: true };
}

const EGFR_NOT_CLEARANCE =
  "This rests on eGFR; the label's bands are creatinine clearance, which can differ from eGFR, so estimate clearance before choosing the dose.";

const BEERS_RENAL =
  "For adults 65 and older the 2023 AGS Beers Criteria also advise a lower gabapentin or pregabalin dose when creatinine clearance is below 60 mL/min, because of their side effects on the brain.";

/** Current entries naming one gabapentinoid, by generic or brand name. */
function gabapentinoidMeds(ctx: RuleContext, names: readonly string[]): MedicationItem[] {
  return ctx.meds("gabapentinoid").filter((m) => m.drugs.some((d) => names.includes(d)));
}

/** The step's opening that asks for a clearance to be estimated before the dose is checked. */
const ESTIMATE_THEN_CHECK = /^Estimate creatinine clearance (?:\([^)]*\) )?and check /;

const GABAPENTIN_STEPS = [
  "Estimate creatinine clearance (the label uses the Cockcroft–Gault equation) and check the total daily gabapentin dose against the label's renal dosing table",
  "Ask about drowsiness, dizziness, unsteadiness and falls",
  "If the dose is lowered or gabapentin stopped, do it gradually over at least a week",
];
const PREGABALIN_STEPS = [
  "Estimate creatinine clearance and check the total daily pregabalin dose against the label's renal dosing table",
  "Ask about dizziness, drowsiness, unsteadiness and falls",
  "If the dose is lowered or pregabalin stopped, do it gradually over at least a week",
];
const BOTH_STEPS = [
  "Check whether both gabapentinoids are intended; if not, plan to stop one",
  "Estimate creatinine clearance and check each total daily dose against its label's renal dosing table",
  "Ask about drowsiness, dizziness, unsteadiness and falls",
  "If a dose is lowered or a gabapentinoid stopped, do it gradually over at least a week",
];

const GABAPENTIN = ["gabapentin", "neurontin"] as const;
const PREGABALIN = ["pregabalin", "lyrica"] as const;

/** Both gabapentinoids taken together: one finding speaks of both (see the duplicate rule). */
function bothGabapentinoids(ctx: RuleContext): boolean {
  return gabapentinoidMeds(ctx, GABAPENTIN).length > 0 && gabapentinoidMeds(ctx, PREGABALIN).length > 0;
}

/**
 * The reduced-kidney-function finding for the gabapentinoids named, with each recorded dose checked
 * against its label's band, and more weight when the notes suggest the medicine is building up.
 */
function gabapentinoidKidney(names: readonly string[], steps: readonly string[], both = false) {
  return (ctx: RuleContext): RuleMatch | undefined => {
    if (bothGabapentinoids(ctx) !== both) return undefined;
    const meds = gabapentinoidMeds(ctx, names);
    if (meds.length === 0) return undefined;
    const kidney = reducedKidneyFunction(ctx);
    if (kidney === undefined) return undefined;
    const older = ctx.age !== undefined && ctx.age >= OLDER_ADULT_AGE;
    const over = [
      doseAboveBand(ctx, gabapentinoidMeds(ctx, PREGABALIN), PREGABALIN_BANDS, "pregabalin"),
      doseAboveBand(ctx, gabapentinoidMeds(ctx, GABAPENTIN), GABAPENTIN_BANDS, "gabapentin"),
    ].filter((t): t is string => t !== undefined && names.some((n) => t.includes(n)));
    const signs = sedationOrFalls(ctx);
    const extra = [
      ...over,
      signs === undefined ? "" : `In this record: ${signs}, which may mean the medicine is building up.`,
      kidney.isEgfr ? EGFR_NOT_CLEARANCE : "",
      older ? BEERS_RENAL : "",
    ].filter(Boolean);
    const match: RuleMatch = {
      refs: [...kidney.refs, ...ctx.refs(...meds)],
      values: { med: medNames(meds), kidney: kidney.text },
    };
    if (extra.length > 0) match.clinicianExtra = extra.join(" ");
    // With a clearance already in hand the dose is checked against it, not estimated first.
    if (!kidney.isEgfr) match.nextSteps = steps.map((step) => step.replace(ESTIMATE_THEN_CHECK, "Check "));
    if (over.length > 0 || signs !== undefined) match.severity = Severity.high;
    if (over.length > 0)
      match.patientExtra =
        "The dose recorded is higher than the usual maximum for your level of kidney function, so please speak to your doctor or pharmacist soon.";
    if (older) match.evidence = ["ags-beers-2023"];
    return match;
  };
}

/** How many times a day a frequency says, when it says a fixed number ("twice daily", "tds", "at night"). */
export function timesPerDay(text: string): number | undefined {
  const t = text.toLowerCase();
  const n = /\b(\d)\s*(?:times|x)\s*(?:a|per|\/)\s*day\b/.exec(t);
  if (n) return Number(n[1]);
  if (/\b(?:four\s+times|qds|qid)\b/.test(t)) return 4;
  if (/\b(?:three\s+times|tds|tid)\b/.test(t)) return 3;
  if (/\b(?:twice|two\s+times|bd|bid)\b/.test(t)) return 2;
  if (
    /\b(?:once\s+(?:a\s+)?daily|once\s+a\s+day|daily|at\s+night|nocte|each\s+(?:morning|evening)|in\s+the\s+(?:morning|evening)|od|mane)\b/.test(
      t,
    )
  )
    return 1;
  return undefined;
}

/**
 * The total daily dose (mg) an entry records: its one strength in mg times a fixed frequency;
 * undefined when either cannot be read (a dose "as required" has no fixed total).
 */
export function dailyDoseMg(m: MedicationItem): number | undefined {
  // Grams count too: "metformin 1 g twice daily" went unread (review 45, older-45 case 01).
  const strengths = [...`${m.name} ${m.dosage ?? ""}`.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)\s*(mg|g)\b/gi)].map(
    (h) => Number(h[1]) * (h[2]?.toLowerCase() === "g" ? 1000 : 1),
  );
  if (new Set(strengths).size !== 1) return undefined;
  const times = timesPerDay(m.frequency ?? "") ?? timesPerDay(`${m.name} ${m.dosage ?? ""}`);
  return times === undefined ? undefined : (strengths[0] ?? 0) * times;
}

/** A label's highest total daily dose for a band of kidney function (clearance or eGFR below `below`). */
interface DoseBand {
  below: number;
  max: number;
  band: string;
}

/** The LYRICA label's maximum daily doses by creatinine clearance, as secondary copies report them. */
const PREGABALIN_BANDS: readonly DoseBand[] = [
  { below: 15, max: 75, band: "below 15 mL/min" },
  { below: 30, max: 150, band: "15–30 mL/min" },
  { below: 60, max: 300, band: "30–60 mL/min" },
];
/** The NEURONTIN label's maximum daily doses by creatinine clearance. */
const GABAPENTIN_BANDS: readonly DoseBand[] = [
  { below: 15, max: 300, band: "15 mL/min or less" },
  { below: 30, max: 700, band: "above 15 to 29 mL/min" },
  { below: 60, max: 1400, band: "above 30 to 59 mL/min" },
];

/** The kidney function the dose bands read: a reported creatinine clearance, our estimate, else the eGFR. */
function kidneyValue(ctx: RuleContext): number | undefined {
  const crcl = reportedCreatinineClearance(ctx);
  if (crcl !== undefined) return crcl.value.kind === "number" ? valueInterval(crcl.value).high : undefined;
  return creatinineClearance(ctx)?.mlMin ?? ctx.value("egfr");
}

/** A recorded daily dose above the label's maximum for the kidney function, worded; undefined otherwise. */
function doseAboveBand(
  ctx: RuleContext,
  meds: readonly MedicationItem[],
  bands: readonly DoseBand[],
  drug: string,
): string | undefined {
  const kidney = kidneyValue(ctx);
  const band = kidney === undefined ? undefined : bands.find((b) => kidney < b.below);
  if (band === undefined) return undefined;
  const doses = meds.map(dailyDoseMg);
  if (doses.some((d) => d === undefined)) return undefined;
  const total = doses.reduce<number>((a, d) => a + (d ?? 0), 0);
  if (total <= band.max) return undefined;
  const times = total / band.max;
  const multiple = times >= 1.5 ? ` (about ${formatNumber(Math.round(times * 2) / 2)} times that)` : "";
  return `The recorded ${drug} dose, about ${formatNumber(total)} mg a day, is above the label's maximum of ${formatNumber(band.max)} mg a day for a clearance of ${band.band}${multiple}.`;
}

/** Drowsiness, confusion or unsteadiness the notes state: possible gabapentinoid accumulation. */
const SEDATION =
  /\b(?:drows(?:y|iness)|sedat(?:ed|ion)|sleepy|confus(?:ed|ion)|unsteady|unsteadiness|not\s+with\s+it|muddled|ataxi[ac])\b/;

function sedationOrFalls(ctx: RuleContext): string | undefined {
  const parts = [SEDATION.test(ctx.freeText) ? "drowsiness or unsteadiness in the notes" : ""];
  if (fallsOrFractures(ctx) !== undefined) parts.push("falls recorded");
  const found = parts.filter(Boolean);
  return found.length === 0 ? undefined : joinList(found);
}

const GABAPENTINOID_RULE = {
  family: F,
  severity: Severity.moderate,
  problem: "Kidney function and medicines",
} as const;

/** Words that deny what follows in the same clause ("no falls", "denies any fracture"). */
const DENIAL_BEFORE = /\b(?:no|not|denies|denied|without|never|nil)\b[^.;,]*$/;
/** A risk, a fear or a plan to prevent is not a history: "at risk of falls", "fear of falling". */
const RISK_BEFORE = /\b(?:risk|prevent\w*|fear)\s+(?:of|for)\s+(?:\w+\s+){0,2}$/;
const RISK_AFTER = /^\s*(?:risks?|prevention|assessment|screen\w*|clinic|probability)\b/;

/** Whether text states a fall or fracture matched by re, not denied and not a risk. */
function statesHistory(text: string, re: RegExp): boolean {
  const global = new RegExp(re.source, "g");
  for (const m of text.matchAll(global)) {
    const before =
      text
        .slice(0, m.index)
        .split(/[.;\n]/)
        .at(-1) ?? "";
    const after = text.slice(m.index + m[0].length);
    if (!DENIAL_BEFORE.test(before) && !RISK_BEFORE.test(before) && !RISK_AFTER.test(after)) return true;
  }
  return false;
}

/** A fall or fracture in a condition's name ("Fracture of forearm", "History of fall"). */
const FALL_CONDITION = /\b(?:falls?|fallen|fell|falling|fractur(?:e|es|ed))\b/;

/**
 * A fall or fracture stated in the notes. The notes speak of other falls too ("a fall in eGFR",
 * "BP falls on standing"), so a fall counts only in phrasings that mean the person fell.
 */
const FRACTURE_IN_NOTES: readonly RegExp[] = [
  /\bfractur(?:e|es|ed)\b/,
  /\b(?:broken|broke)\s+(?:(?:her|his|their|a|the)\s+)?(?:hip|wrist|arm|leg|ankle|pelvis|shoulder|femur)\b/,
];
const FALLEN_IN_NOTES: readonly RegExp[] = [
  /\bhistory\s+of\s+(?:a\s+)?falls?\b/,
  /\b(?:a|recent|recurrent|repeated|multiple|frequent|several|previous|prior|mechanical|unwitnessed|witnessed)\s+falls?\b(?!\s+(?:in|of)\b)/,
  /\b(?:has|had|have|having)\s+(?:had\s+)?(?:a\s+|two\s+|several\s+)?(?:fallen|falls?)\b(?!\s+(?:in|of)\b)/,
  /\bfall\s+(?:at|from|down|out\s+of|on\s+the)\b/,
  // A counted history: "Two falls this month", "3 falls in 2 months" (review 10, cases 09 and 14).
  /\b(?:two|three|four|five|[2-9]|\d{2})\s+falls\b/,
  // A single fall with its time ("One fall in October", review 25b, medicines-25b case 07); "a fall in
  // eGFR" or "one fall in blood pressure" is a measurement falling, not a person.
  /\b(?:one|a single)\s+fall\s+(?:(?:in|during|since)\s+(?:(?:jan|febr)uary|march|april|may|june|july|august|(?:septem|octo|novem|decem)ber|the (?:last|past) \w+)|(?:last|this)\s+(?:week|month|year)|at home)\b/,
  /\bfell\s+(?:at|in|down|over|off|from|and|while|when|on|onto|out|backwards|yesterday|last|twice|again)\b/,
];
const FALL_IN_NOTES: readonly RegExp[] = [...FRACTURE_IN_NOTES, ...FALLEN_IN_NOTES];
/** A fall (not a fracture) in a condition's name. */
const FALLEN_CONDITION = /\b(?:falls?|fallen|fell|falling)\b/;

/** Where a fall or fracture is recorded: conditions of any status (a healed fracture counts), or notes. */
export function fallsOrFractures(ctx: RuleContext): { conditions: ConditionItem[]; inNotes: boolean } | undefined {
  const conditions = ctx.model.conditions.filter(
    (c) =>
      !/refuted|entered-in-error/i.test(c.verification ?? "") && statesHistory(c.name.toLowerCase(), FALL_CONDITION),
  );
  const text = ctx.freeText;
  const inNotes = FALL_IN_NOTES.some((re) => statesHistory(text, re));
  return conditions.length > 0 || inNotes ? { conditions, inNotes } : undefined;
}

/** Where a fall itself (not a fracture) is recorded: a condition's name or a phrasing in the notes. */
export function fallsRecorded(ctx: RuleContext): { conditions: ConditionItem[]; inNotes: boolean } | undefined {
  const conditions = ctx.model.conditions.filter(
    (c) =>
      !/refuted|entered-in-error/i.test(c.verification ?? "") && statesHistory(c.name.toLowerCase(), FALLEN_CONDITION),
  );
  const inNotes = FALLEN_IN_NOTES.some((re) => statesHistory(ctx.freeText, re));
  return conditions.length > 0 || inNotes ? { conditions, inNotes } : undefined;
}

/**
 * Strongly anticholinergic drugs that are also CNS-active in the Beers sense (antidepressants and
 * skeletal muscle relaxants), for the count of CNS-active medicines taken together.
 */
const CNS_ACTIVE_ANTICHOLINERGICS = new Set([
  "amitriptyline",
  "amoxapine",
  "clomipramine",
  "desipramine",
  "imipramine",
  "nortriptyline",
  "paroxetine",
  "cyclobenzaprine",
  "orphenadrine",
]);

/** Antidepressants among the strong anticholinergics: Beers 2023 table 2 advises avoiding them outright. */
export const ANTICHOLINERGIC_ANTIDEPRESSANTS = new Set([
  "amitriptyline",
  "amoxapine",
  "clomipramine",
  "desipramine",
  "imipramine",
  "nortriptyline",
  "paroxetine",
]);

/** First-generation antihistamines among the strong anticholinergics, also to be avoided outright. */
const FIRST_GENERATION = new Set<string>(FIRST_GENERATION_ANTIHISTAMINES);

/** Number of CNS-active medicines the Beers Criteria advise against taking three or more of together. */
const CNS_ACTIVE_LIMIT = 3;

/** One kind of medicine the Beers Criteria flag, as found in the record. */
interface Flagged {
  kind: "benzodiazepine" | "z-drug" | "anticholinergic" | "combination" | "opioid" | "gabapentinoid" | "alpha-blocker";
  meds: MedicationItem[];
  /** How the clinician text names the kind, singular and plural. */
  one: string;
  many: string;
  why: string;
}

function unique(meds: readonly MedicationItem[]): MedicationItem[] {
  return [...new Map(meds.map((m) => [m.ref, m])).values()];
}

const WHY = {
  benzodiazepine:
    "Benzodiazepines are best avoided: older adults are more sensitive to them, and they raise the risk of cognitive impairment, delirium, falls, fractures and motor vehicle crashes.",
  zDrug:
    "Z-drug hypnotics are best avoided: their harms are much the same as those of benzodiazepines, for little gain in sleep.",
  anticholinergic:
    "Strongly anticholinergic medicines add to confusion, delirium and falls; the criteria advise avoiding them with dementia, delirium or a history of falls, and avoiding two or more together.",
  alphaBlocker:
    "Peripheral alpha-1 blockers are best avoided as blood-pressure treatment in older adults because of the risk of orthostatic hypotension.",
  combination:
    "A gabapentinoid taken with an opioid is to be avoided because together they can cause severe sedation, respiratory depression and death, unless the gabapentinoid is part of a switch away from the opioid or a plan to lower its dose.",
} as const;

/**
 * Current strongly anticholinergic medicines: the vocabulary's class, and paroxetine, which Beers
 * table 7 also lists but the vocabulary files with the SSRIs (a name belongs to one class only).
 */
function strongAnticholinergics(ctx: RuleContext): MedicationItem[] {
  const paroxetine = ctx.model.medications.filter((m) => m.active && m.drugs.includes("paroxetine"));
  return unique([...ctx.meds("strong-anticholinergic"), ...paroxetine]);
}

/** Peripheral alpha-1 blockers, found by name among the other blood-pressure-lowering medicines. */
const ALPHA1_BLOCKERS: ReadonlySet<string> = new Set(["doxazosin", "prazosin", "terazosin"]);

/** A prostate condition, for which an alpha-1 blocker is not the blood-pressure use Beers speaks of. */
const PROSTATE = /\b(?:prostat\w*|bph|luts|lower\s+urinary\s+tract\s+symptoms|urinary\s+retention)\b/i;

/**
 * Current peripheral alpha-1 blockers when they are likely blood-pressure treatment: hypertension is
 * recorded and no prostate or urinary condition that would be their other use.
 */
function alphaBlockersForBloodPressure(ctx: RuleContext): MedicationItem[] {
  const meds = ctx.meds("other-bp-lowering").filter((m) => m.drugs.some((d) => ALPHA1_BLOCKERS.has(d)));
  if (meds.length === 0 || ctx.conditions("hypertension").length === 0) return [];
  return ctx.model.conditions.some((c) => PROSTATE.test(c.name)) ? [] : meds;
}

/** The medicines flagged, by kind; opioids and gabapentinoids alone count only after a fall or fracture. */
function flaggedMedicines(ctx: RuleContext, falls: boolean): Flagged[] {
  const gabapentinoids = ctx.meds("gabapentinoid");
  const opioids = ctx.medsOf("opioid", "cyp2d6-opioid");
  const combination = gabapentinoids.length > 0 && opioids.length > 0;
  const kinds: Flagged[] = [
    {
      kind: "benzodiazepine",
      meds: ctx.meds("benzodiazepine"),
      one: "a benzodiazepine",
      many: "benzodiazepines",
      why: WHY.benzodiazepine,
    },
    { kind: "z-drug", meds: ctx.meds("z-drug"), one: "a Z-drug hypnotic", many: "Z-drug hypnotics", why: WHY.zDrug },
    {
      kind: "anticholinergic",
      meds: strongAnticholinergics(ctx),
      one: "a strongly anticholinergic medicine",
      many: "strongly anticholinergic medicines",
      why: WHY.anticholinergic,
    },
  ];
  const alphaBlockers = alphaBlockersForBloodPressure(ctx);
  if (alphaBlockers.length > 0)
    kinds.push({
      kind: "alpha-blocker",
      meds: alphaBlockers,
      one: "a peripheral alpha-1 blocker for blood pressure",
      many: "peripheral alpha-1 blockers for blood pressure",
      why: WHY.alphaBlocker,
    });
  if (combination) {
    const meds = unique([...gabapentinoids, ...opioids]);
    const one = "a gabapentinoid with an opioid";
    kinds.push({ kind: "combination", meds, one, many: one, why: WHY.combination });
  } else if (falls) {
    // The falls sentence gives the reason for these two.
    kinds.push({ kind: "opioid", meds: opioids, one: "an opioid", many: "opioids", why: "" });
    kinds.push({
      kind: "gabapentinoid",
      meds: gabapentinoids,
      one: "a gabapentinoid",
      many: "gabapentinoids",
      why: "",
    });
  }
  return kinds.filter((k) => k.meds.length > 0);
}

/** Current CNS-active medicines among those the engine recognises (Beers table 5's classes). */
function cnsActive(ctx: RuleContext): MedicationItem[] {
  const direct = ctx.medsOf("benzodiazepine", "z-drug", "opioid", "cyp2d6-opioid", "gabapentinoid");
  const anticholinergic = strongAnticholinergics(ctx).filter((m) =>
    m.drugs.some((d) => CNS_ACTIVE_ANTICHOLINERGICS.has(d)),
  );
  return unique([...direct, ...anticholinergic]);
}

/**
 * The criteria's advice after a fall. The groups they name are listed only when one of them is taken
 * (with the medicines named); listing benzodiazepines and opioids to someone on none read as if they were.
 */
function fallsText(falls: { conditions: ConditionItem[]; inNotes: boolean }, cns: readonly MedicationItem[]): string {
  const where = [
    falls.conditions.length > 0 ? `in the conditions (${joinList(falls.conditions.map((c) => c.name))})` : "",
    falls.inNotes ? "in the notes" : "",
  ].filter(Boolean);
  const recorded = `A fall or fracture is recorded ${joinList(where)}.`;
  if (cns.length === 0)
    return `${recorded} With that history the criteria advise avoiding or cutting down medicines that act on the brain unless safer alternatives are not available; none that the engine recognises is on the medication list.`;
  return `${recorded} With that history the criteria advise avoiding benzodiazepines, Z-drugs, anticholinergics, opioids (except for severe acute pain) and antiepileptics, gabapentinoids included (except for seizures and mood disorders), unless safer alternatives are not available, and cutting down other medicines that act on the brain; listed here: ${medNames(cns)}.`;
}

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

function countWord(n: number): string {
  return COUNT_WORDS[n] ?? formatNumber(n);
}

/** What the criteria say of the kinds of strong anticholinergic found, and of taking several. */
function anticholinergicDetail(meds: readonly MedicationItem[]): string[] {
  const named = (set: ReadonlySet<string>) => meds.filter((m) => m.drugs.some((d) => set.has(d)));
  const antidepressants = named(ANTICHOLINERGIC_ANTIDEPRESSANTS);
  const antihistamines = named(FIRST_GENERATION);
  return [
    antidepressants.length > 0
      ? `Antidepressants with strong anticholinergic activity (${medNames(antidepressants)}) are to be avoided in older adults generally: they are highly anticholinergic and sedating, and cause orthostatic hypotension.`
      : "",
    antihistamines.length > 0
      ? `First-generation antihistamines (${medNames(antihistamines)}) are on the list to avoid in older adults generally.`
      : "",
    meds.length > 1
      ? `${capitalise(countWord(meds.length))} strongly anticholinergic medicines are taken together here.`
      : "",
  ].filter(Boolean);
}

/**
 * Confusion or memory loss the notes state (not denied). Beers 2023 table 3 advises avoiding
 * anticholinergics in older adults with, or at high risk of, delirium, and with dementia or
 * cognitive impairment, so new confusion on them makes the medicines a cause to rule out first
 * (review 20, older-adults-meds case 07: oxybutynin, amitriptyline and diphenhydramine with two
 * months of increasing confusion). A memory stated as worse counts too (review 28, psych-elderly-28
 * case 08: "Memory a bit worse per staff" on amitriptyline and oxybutynin was not read).
 */
const CONFUSION_IN_NOTES =
  /\b(?:confus(?:ed|ion)|muddled|delirium|delirious|forgetful(?:ness)?|memory\s+(?:loss|problems?|(?:(?:is|has\s+been|getting|a\s+(?:bit|little)|slightly|much)\s+)?worse)|worsening\s+memory|not\s+with\s+it)\b/;

function confusionOnAnticholinergics(ctx: RuleContext, kinds: readonly Flagged[]): string | undefined {
  if (!kinds.some((k) => k.kind === "anticholinergic")) return undefined;
  const quote = statedMention(ctx.freeText, CONFUSION_IN_NOTES);
  return quote === undefined ? undefined : CONFUSION_IN_NOTES.exec(quote)?.[0];
}

/**
 * A strongly anticholinergic medicine that only the notes name, often one bought over the counter
 * (review 37, older-adults-37 case 02: "taking Benadryl at night for sleep (OTC)" beside oxybutynin
 * and amitriptyline with new confusion was left out of the anticholinergic review). Not one the list
 * already holds, nor one the sentence says was stopped.
 */
const ANTICHOLINERGIC_IN_NOTES = new RegExp(`\\b(?:${(DRUG_CLASSES["strong-anticholinergic"] ?? []).join("|")})\\b`);

function anticholinergicInNotes(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  const listed = new Set(ctx.model.medications.filter((m) => m.active).flatMap((m) => m.drugs.map(genericName)));
  for (const m of statedMatches(text, ANTICHOLINERGIC_IN_NOTES)) {
    const drugs = classifyMedication(m.quote).drugs;
    if (drugs.some((d) => listed.has(genericName(d)))) continue;
    const sentence = sentenceAround(text, m.index, m.length);
    // "Allergic to promethazine" names a medicine not taken.
    if (!STOPPED_IN_SENTENCE.test(sentence) && !/\ballerg/.test(sentence)) return drugWord(drugs[0] ?? m.quote);
  }
  return undefined;
}

const BEERS_CLOSING =
  "The criteria apply to adults 65 and older outside hospice and end-of-life care and support, rather than replace, clinical judgement: weigh each medicine's indication, benefit and alternatives with the patient, and reduce gradually where stopping is right.";

/**
 * Falls on fragile bone mean a high fracture risk. NICE CG161 offers a multifactorial falls risk
 * assessment, bone health included, after a fall needing care or recurrent falls; NOGG 2022 covers
 * monitoring of bone treatment, which only helps if it is taken.
 */
function fallsOnFragileBone(bone: NonNullable<ReturnType<typeof boneFragility>>, fractures: ConditionItem[]): string {
  const check =
    bone.treatment.length > 0
      ? `; check that ${medNames(bone.treatment)} is taken regularly and correctly, and whether the bone treatment is enough`
      : "";
  const fracture =
    fractures.length > 0 && !bone.what.includes("fracture")
      ? ` and a previous fracture (${joinList(fractures.map((c) => c.name))})`
      : "";
  return `Together, the falls, ${bone.what}${fracture} mean a high risk of fracture: a multifactorial falls risk assessment is advised, covering bone health as well as gait, balance, vision, continence, home hazards and medicines${check}.`;
}

function beersMedicines(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age < OLDER_ADULT_AGE) return undefined;
  const falls = fallsOrFractures(ctx);
  const kinds = flaggedMedicines(ctx, falls !== undefined);
  if (kinds.length === 0) return undefined;
  const all = unique(kinds.flatMap((k) => k.meds));
  const combination = kinds.some((k) => k.kind === "combination");
  const cns = cnsActive(ctx);
  const bone = falls ? boneFragility(ctx) : undefined;
  const confusion = confusionOnAnticholinergics(ctx, kinds);
  const notesOnly = kinds.some((k) => k.kind === "anticholinergic") ? anticholinergicInNotes(ctx) : undefined;
  // A UK record with dementia cited only the US Beers Criteria for its anticholinergics: NICE NG97
  // says the same for people living with dementia (review 30, sources-30 case 04).
  const ng97 =
    kinds.some((k) => k.kind === "anticholinergic") && readsAsUk(ctx) && !readsAsUsUnits(ctx)
      ? activeDementia(ctx)
      : [];
  // A UK care-home resident on 11 medicines was reviewed only against the US Beers Criteria (review
  // 30, haem-older-30 case 01): UK and European medication reviews use STOPP/START version 3, whose
  // START half also looks for what is missing.
  const stoppStart = readsAsUk(ctx) && !readsAsUsUnits(ctx);

  const clinician = [
    ...kinds.flatMap((k) => (k.kind === "anticholinergic" ? [k.why, ...anticholinergicDetail(k.meds)] : [k.why])),
    notesOnly
      ? `The notes also name ${notesOnly}, a strongly anticholinergic medicine not on the medication list (such medicines are often bought over the counter): it adds to the same burden.`
      : "",
    confusion
      ? `The notes report "${confusion}": the criteria advise avoiding anticholinergics with delirium or cognitive impairment, as they can cause or worsen both, so they are to be considered as a cause of it.`
      : "",
    cns.length >= CNS_ACTIVE_LIMIT
      ? `${capitalise(countWord(cns.length))} CNS-active medicines are taken together (${medNames(cns)}); the criteria advise against three or more because of falls and fractures.`
      : "",
    // Table 3's falls row names all strong anticholinergics (table 7), bladder antimuscarinics too,
    // not only the CNS-active ones table 5 counts (review 28, psych-elderly-28 case 08: oxybutynin
    // was left out of the list after three falls).
    falls ? fallsText(falls, unique([...cns, ...strongAnticholinergics(ctx)])) : "",
    bone ? fallsOnFragileBone(bone, falls?.conditions.filter((c) => /fractur/i.test(c.name)) ?? []) : "",
    BEERS_CLOSING,
    ng97.length > 0
      ? "With dementia recorded, NICE NG97 also notes that a high anticholinergic burden worsens the cognitive symptoms of dementia, and suggests a validated tool such as the Anticholinergic Cognitive Burden Scale to judge it at the medication review."
      : "",
    stoppStart
      ? "In UK and European practice the medication review is made against STOPP/START version 3 (2023): its STOPP criteria list potentially inappropriate medicines and its START criteria potential prescribing omissions in older people with multimorbidity and polypharmacy."
      : "",
  ].filter(Boolean);

  const more = [
    notesOnly
      ? `Your notes also mention ${notesOnly}, which is not on your medicine list but has the same kind of effect and adds to it; tell your doctor or pharmacist about any medicines you buy yourself.`
      : "",
    combination
      ? "Taking gabapentin or pregabalin together with an opioid painkiller can make you very drowsy and slow your breathing, so your doctor should check that you still need both."
      : "",
    confusion
      ? "Your notes mention confusion or memory problems, which these medicines can cause or make worse, so this check is worth doing soon."
      : "",
    falls ? "You have had a fall or a broken bone before, which makes this check more important." : "",
    bone
      ? `Falls and fragile bones together make a broken bone more likely, so preventing falls${bone.treatment.length > 0 ? " and taking your bone medicine as prescribed both matter" : " matters all the more"}.`
      : "",
  ].filter(Boolean);

  const nextSteps = [
    "Review each listed medicine with the patient: what it is for, whether it still helps, its harms and the alternatives",
    "Plan any reduction with the patient, and taper where a medicine should not be stopped suddenly",
    ...(stoppStart
      ? ["Screen the whole list with STOPP/START version 3, omissions (START) as well as medicines to stop"]
      : []),
    ...(combination
      ? [
          "Check whether the gabapentinoid is part of a switch from, or a reduction of, the opioid; if not, review the combination",
        ]
      : []),
    ...(notesOnly
      ? [`Include ${notesOnly} from the notes, and any other medicine bought over the counter, in the review`]
      : []),
    ...(confusion
      ? [
          "Assess the confusion for delirium and its other causes, and reduce or stop the anticholinergic medicines where possible",
        ]
      : []),
    falls
      ? "Assess fall risk, and review other medicines that act on the brain"
      : confusion
        ? "Ask about drowsiness, dizziness and falls"
        : "Ask about drowsiness, confusion, dizziness and falls",
    ...(bone?.treatment.length
      ? [
          `Fracture risk is high: include bone health in the falls assessment, and check that ${medNames(bone.treatment)} is taken regularly and correctly and is still enough`,
        ]
      : []),
  ];

  return {
    refs: [...ctx.refs(...all), ...ctx.refs(...(falls?.conditions ?? []), ...ng97)],
    values: {
      age: formatNumber(age),
      // The title named only the US criteria on UK records whose text cites STOPP/START (review 30b,
      // older-obs-30b case 01).
      criteria: stoppStart ? "STOPP/START and AGS Beers criteria" : "AGS Beers Criteria 2023",
      found: joinList(kinds.map((k) => `${severalMedicines(k.meds) ? k.many : k.one} (${medNames(k.meds)})`)),
      names: medNames(all),
      more: more.length > 0 ? ` ${more.join(" ")}` : "",
    },
    severity: falls || combination || confusion ? Severity.high : Severity.moderate,
    clinicianExtra: clinician.join(" "),
    nextSteps,
    ...(bone || ng97.length > 0 || stoppStart
      ? {
          evidence: [
            ...(stoppStart ? ["stopp-start-v3-2023"] : []),
            ...(ng97.length > 0 ? ["nice-ng97-dementia-anticholinergic"] : []),
            ...(bone ? ["nice-cg161-falls", "nogg-2022-osteoporosis"] : []),
          ],
        }
      : {}),
  };
}

/** MHRA: nitrofurantoin is contraindicated below this eGFR, bar a short course at 30–44. */
const NITROFURANTOIN_EGFR = 45;
/** Beers avoids nitrofurantoin below this creatinine clearance. */
const NITROFURANTOIN_BEERS_CRCL = 30;
/** Below this eGFR the MHRA allows no course at all (30 to 44: a short one, with caution). */
const NITROFURANTOIN_SHORT_COURSE_EGFR = 30;
/** Taken for longer than this many days, nitrofurantoin counts as long-term use. */
const LONG_TERM_DAYS = 90;
const PROPHYLAXIS = /\b(?:prophyla\w*|prevent\w*|suppress\w*|long[- ]term|nightly|at\s+night|nocte)\b/i;

/** Whether a nitrofurantoin entry reads as long-term prevention: its wording or a start long ago. */
function longTermNitrofurantoin(ctx: RuleContext, m: MedicationItem): boolean {
  if (PROPHYLAXIS.test(`${m.name} ${m.dosage ?? ""} ${m.frequency ?? ""}`)) return true;
  const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  return !Number.isNaN(start) && !Number.isNaN(now) && (now - start) / 86_400_000 > LONG_TERM_DAYS;
}

function nitrofurantoinKidney(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("nitrofurantoin");
  if (meds.length === 0) return undefined;
  // With signs of kidney infection nitrofurantoin-upper-uti asks for the antibiotic to be changed
  // today and names the kidney function too: this finding would repeat it with a weaker action.
  if (NITROFURANTOIN_UPPER_UTI_RULES.some((r) => r.match(ctx) !== undefined)) return undefined;
  const egfr = ctx.value("egfr");
  const older = ctx.age !== undefined && ctx.age >= OLDER_ADULT_AGE;
  const longTerm = meds.some((m) => longTermNitrofurantoin(ctx, m));
  const low = egfr !== undefined && egfr < NITROFURANTOIN_EGFR;
  if (!low && !(older && longTerm)) return undefined;
  const reading = egfr === undefined ? "no eGFR in the record" : `eGFR ${ctx.showValue("egfr")}`;
  const symptoms = nitrofurantoinSymptoms(ctx);
  const reported = symptoms.lung !== undefined || symptoms.nerve !== undefined;
  const long = [
    longTerm
      ? " It appears to be taken as long-term prevention, for which SPS monitoring advice treats an eGFR below 45 as a contraindication; long-term use can cause lung reactions (including fibrosis, which can develop insidiously in older people) and chronic hepatitis, so lung symptoms and liver tests are watched."
      : "",
    older
      ? ` For adults 65 and older the 2023 AGS Beers Criteria advise avoiding it with a creatinine clearance below ${NITROFURANTOIN_BEERS_CRCL} mL/min or for long-term suppression.`
      : "",
  ].join("");
  // Review 45 (older-45 case 08): a 3-day course started yesterday at eGFR 28 was told to "review
  // soon", with steps about long-term prevention and liver tests; a course being taken now is
  // replaced today, as the infection is being treated by a drug that works poorly here.
  const course = low && !longTerm;
  return {
    refs: [...ctx.refs(...meds), ...(egfr === undefined ? [] : ctx.refs(ctx.lab("egfr")))],
    values: {
      med: medNames(meds),
      reading,
      when: course ? "today" : "soon",
      long,
      patientReading: low
        ? "With your level of kidney function it works less well and side effects are more likely."
        : "Taken for a long time it can, rarely, affect the lungs or liver, more so in older people.",
    },
    severity: low ? Severity.high : Severity.moderate,
    evidence: ["mhra-2014-nitrofurantoin", ...(older ? ["ags-beers-2023"] : [])],
    // Symptoms the notes already report are not asked about: nitrofurantoin-reaction-reported
    // (geriatric-safety.ts) says to stop and investigate them.
    nextSteps: reported
      ? [
          low
            ? "Do not restart nitrofurantoin: below eGFR 45 it is contraindicated as well (stopping it and the tests for the reported symptoms are in the finding on them)"
            : "Plan another approach to long-term prevention (stopping nitrofurantoin and the tests for the reported symptoms are in the finding on them)",
        ]
      : course
        ? [courseStep(egfr)]
        : undefined,
  };
}

/** The step for a course being taken now with eGFR below 45. */
function courseStep(egfr: number | undefined): string {
  return egfr !== undefined && egfr < NITROFURANTOIN_SHORT_COURSE_EGFR
    ? "Review the antibiotic with the prescriber today: below eGFR 30 nitrofurantoin is not used even for a short course, so choose another by local guidance and any urine culture result"
    : "Review the antibiotic with the prescriber today: at eGFR 30–44 a short course (3–7 days) is used only with caution for a resistant organism; otherwise choose another by local guidance and any urine culture result";
}

/** Below this eGFR, codeine and morphine are not recommended and tramadol needs a lower dose. */
const OPIOID_EGFR = 30;
const OPIOID_DETAIL: Record<string, string> = {
  codeine: "Codeine (converted to morphine) is not recommended in CKD",
  morphine: "Morphine and its active metabolites accumulate and it is not recommended in CKD",
  tramadol: "Tramadol's half-life about doubles with reduced GFR, so its dose is lowered and its interval lengthened",
};
/** The generic each recognised name stands for (co-codamol contains codeine). */
const OPIOID_GENERIC: Record<string, string> = {
  codeine: "codeine",
  "co-codamol": "codeine",
  morphine: "morphine",
  tramadol: "tramadol",
};

function opioidKidney(ctx: RuleContext): RuleMatch | undefined {
  const egfr = ctx.value("egfr");
  if (egfr === undefined || egfr >= OPIOID_EGFR) return undefined;
  const meds = ctx
    .medsOf("opioid", "cyp2d6-opioid")
    .filter((m) => m.drugs.some((d) => OPIOID_GENERIC[d] !== undefined));
  if (meds.length === 0) return undefined;
  const generics = [
    ...new Set(meds.flatMap((m) => m.drugs.map((d) => OPIOID_GENERIC[d]).filter((g): g is string => g !== undefined))),
  ];
  const signs = sedationOrFalls(ctx);
  return {
    refs: [...ctx.refs(ctx.lab("egfr")), ...ctx.refs(...meds)],
    values: {
      med: medNames(meds),
      kidney: `eGFR ${ctx.showValue("egfr")}`,
      detail: `${generics.map((g) => OPIOID_DETAIL[g]).join("; ")}.`,
      signs: signs === undefined ? "" : ` In this record: ${signs}.`,
      names: capitalise(joinList(generics)),
    },
    severity: signs === undefined ? Severity.moderate : Severity.high,
  };
}

export const OLDER_ADULT_RULES: readonly Rule[] = [
  {
    id: "gabapentin-renal-dose",
    ...GABAPENTINOID_RULE,
    title: "Gabapentin with reduced kidney function",
    clinician:
      "{med} with {kidney}. Gabapentin is cleared by the kidneys and builds up when they work less well, bringing drowsiness, dizziness and unsteadiness, and with them falls. The NEURONTIN label sets the daily dose by creatinine clearance: 900–3600 mg at 60 mL/min or more, 400–1400 mg above 30 to 59 mL/min, 200–700 mg above 15 to 29 mL/min and less again below that, with a supplement after haemodialysis; the current dose should be checked against it.",
    patient:
      "Your kidney test is lower than normal. Gabapentin leaves the body through the kidneys, so it can build up and make you drowsy, dizzy or unsteady on your feet, which can lead to a fall. Ask your doctor or pharmacist to check that your dose suits your kidneys. Do not stop it or change the dose on your own.",
    nextSteps: GABAPENTIN_STEPS,
    patientQuestions: ["Is my gabapentin dose right for my kidney function?"],
    evidence: ["neurontin-label"],
    keywords: ["gabapentin", "neurontin", "renal dosing", "creatinine clearance", "egfr", "falls"],
    match: gabapentinoidKidney(GABAPENTIN, GABAPENTIN_STEPS),
  },
  {
    id: "pregabalin-renal-dose",
    ...GABAPENTINOID_RULE,
    title: "Pregabalin with reduced kidney function",
    clinician:
      "{med} with {kidney}. Pregabalin is removed mainly by the kidneys and builds up when they work less well, bringing dizziness, drowsiness and unsteadiness, and with them falls. The LYRICA label sets the total daily dose by creatinine clearance: 150–600 mg at 60 mL/min or more, 75–300 mg at 30–60, 25–150 mg at 15–30 and 25–75 mg below 15; the current dose should be checked against it.",
    patient:
      "Your kidney test is lower than normal. Pregabalin leaves the body through the kidneys, so it can build up and make you dizzy, drowsy or unsteady on your feet, which can lead to a fall. Ask your doctor or pharmacist to check that your dose suits your kidneys. Do not stop it or change the dose on your own.",
    nextSteps: PREGABALIN_STEPS,
    patientQuestions: ["Is my pregabalin dose right for my kidney function?"],
    evidence: ["lyrica-label"],
    keywords: ["pregabalin", "lyrica", "renal dosing", "creatinine clearance", "egfr", "falls"],
    match: gabapentinoidKidney(PREGABALIN, PREGABALIN_STEPS),
  },
  {
    id: "gabapentinoids-together-renal",
    ...GABAPENTINOID_RULE,
    title: "Gabapentin and pregabalin together, with reduced kidney function",
    clinician:
      "{med} with {kidney}: two gabapentinoids are taken together. Both are removed by the kidneys and build up when they work less well, and both commonly cause dizziness and drowsiness, so together they add to each other's effects and to the risk of falls; check whether both are meant. The label bands by creatinine clearance: gabapentin 900–3600 mg a day at 60 mL/min or more, 400–1400 mg above 30 to 59, 200–700 mg above 15 to 29; pregabalin 150–600 mg at 60 or more, 75–300 mg at 30–60, 25–150 mg at 15–30 and 25–75 mg below 15.",
    patient:
      "You take both gabapentin and pregabalin, two similar medicines, and your kidney test is lower than normal. Both leave the body through the kidneys, so they can build up and make you drowsy, dizzy or unsteady, which can lead to a fall. Ask your doctor or pharmacist whether you need both and whether the doses suit your kidneys. Do not stop them or change the dose on your own.",
    nextSteps: BOTH_STEPS,
    patientQuestions: ["Do I need both gabapentin and pregabalin, and are the doses right for my kidneys?"],
    evidence: ["lyrica-label", "neurontin-label"],
    keywords: ["gabapentin", "pregabalin", "duplication", "renal dosing", "falls"],
    match: gabapentinoidKidney([...GABAPENTIN, ...PREGABALIN], BOTH_STEPS, true),
  },
  {
    id: "beers-older-adult-medicines",
    family: F,
    severity: Severity.moderate,
    problem: "Medicines in older age",
    title: "Medicines to review in an older adult ({criteria})",
    clinician:
      "Age {age}, taking medicines the 2023 AGS Beers Criteria list as potentially inappropriate for adults 65 and older: {found}.",
    patient:
      "Some of your medicines ({names}) can make you drowsy, confused or unsteady on your feet, and that can lead to a fall, more so as we get older.{more} This does not mean they are wrong for you, but it is worth asking your doctor or pharmacist to go through them with you: there may be a safer choice or a lower dose. Do not stop them on your own; some need to be reduced slowly.",
    nextSteps: [
      "Review each listed medicine with the patient: what it is for, whether it still helps, its harms and the alternatives",
    ],
    patientQuestions: [
      "Could any of my medicines be making me drowsy or unsteady?",
      "Is there a safer medicine or a lower dose I could try?",
    ],
    evidence: ["ags-beers-2023"],
    keywords: [
      "beers criteria",
      "older adults",
      "potentially inappropriate medication",
      "deprescribing",
      "benzodiazepine",
      "zolpidem",
      "anticholinergic",
      "falls",
      "gabapentin",
      "opioid",
    ],
    match: beersMedicines,
  },
  {
    id: "nitrofurantoin-kidney",
    family: F,
    severity: Severity.high,
    problem: "Kidney function and medicines",
    title: "Nitrofurantoin with reduced kidney function or as long-term prevention",
    clinician:
      "{med} with {reading}. The MHRA contraindicates nitrofurantoin below an eGFR of 45 mL/min/1.73m², allowing only a short course (3–7 days) with caution at 30–44 for a lower urinary infection with a resistant organism: with less kidney function it works less well in the urine and side effects rise.{long}",
    patient:
      "You take nitrofurantoin, an antibiotic for urine infections. {patientReading} Please ask your doctor to review it {when}; do not stop it on your own without a plan.",
    nextSteps: [
      "Review nitrofurantoin with the prescriber: it is contraindicated below eGFR 45 except for a short course at 30–44, and needs another approach for long-term prevention",
      "Ask about cough, breathlessness, chest pain and tingling or numbness; check liver tests if it has been taken long term",
    ],
    patientQuestions: ["Is nitrofurantoin still the right antibiotic for me with my kidney function?"],
    evidence: ["mhra-2014-nitrofurantoin"],
    keywords: ["nitrofurantoin", "egfr", "renal impairment", "urinary tract infection prophylaxis"],
    match: nitrofurantoinKidney,
  },
  {
    id: "opioid-kidney-accumulation",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "Codeine, morphine or tramadol with severely reduced kidney function",
    clinician:
      "{med} with {kidney}. {detail} Build-up brings drowsiness, confusion, myoclonus and slowed breathing.{signs}",
    patient:
      "Your kidney test is well below normal. {names} can build up in the body when the kidneys work less well, which can make you drowsy, confused or unsteady. Ask your doctor or pharmacist whether a different pain medicine or dose would be safer. Do not stop or change it on your own.",
    nextSteps: [
      "Review the opioid with the prescriber: an opioid less dependent on the kidneys, or a lower dose and longer interval, may be safer",
      "Ask about drowsiness, confusion, muscle jerks and falls",
    ],
    patientQuestions: ["Is my pain medicine safe with my kidney function?"],
    evidence: ["ckj-2023-cns-adrs-ckd"],
    keywords: ["codeine", "morphine", "tramadol", "renal impairment", "opioid accumulation"],
    match: opioidKidney,
  },
];
