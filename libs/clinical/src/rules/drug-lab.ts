import { fittingSources, patientPopulations, Population } from "../evidence/populations.ts";
import { FindingFamily, type LabObservation, type MedicationItem, Severity, type VitalItem } from "../model.ts";
import { valueInterval } from "../parse/value.ts";
import { capitalise, formatNumber } from "../text.ts";
import { currentFirst } from "../trends.ts";
import { parseUnit, sameUnit } from "../units.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import { medNames, type RuleContext } from "./context.ts";
import { biotinThyroidPattern } from "./assay-interference.ts";
import { B12_CAUSE_STEP, B12_PATIENT_EFFECTS, b12Grade, b12Level } from "./b12.ts";
import {
  kidneyFunctionUnstable,
  METFORMIN_EGFR_STEP,
  missingSodiumTests,
  pregnancy,
  sodiumLoweringDiuretics,
} from "./patterns.ts";
import { KIDNEY_FUNCTION, stepWording, type TestsStep, withTestsInRecord } from "./tests-in-record.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

const F = FindingFamily.drugLab;

function egfrBand(ctx: RuleContext, low: number, high: number): number | undefined {
  const egfr = ctx.value("egfr");
  return egfr !== undefined && egfr >= low && egfr < high ? egfr : undefined;
}

/**
 * The metformin listed, in brackets after the word "metformin" in a text; nothing when the listing
 * says no more than "metformin", which would only echo it ("Metformin (Metformin)").
 */
function metforminListed(meds: readonly MedicationItem[]): string {
  return meds.every((m) => m.name.trim().toLowerCase() === "metformin") ? "" : ` (${medNames(meds)})`;
}

function metforminEgfr(low: number, high: number) {
  return (ctx: RuleContext): RuleMatch | undefined => {
    const meds = ctx.meds("metformin");
    if (meds.length === 0 || egfrBand(ctx, low, high) === undefined) return undefined;
    return {
      refs: ctx.refs(ctx.lab("egfr"), ...meds),
      values: { egfr: ctx.showValue("egfr"), med: metforminListed(meds) },
    };
  };
}

export const POTASSIUM_RAISING = ["ace-inhibitor", "arb", "mra", "potassium-sparing", "potassium-supplement"] as const;
/** Antibiotics containing trimethoprim, alone or as co-trimoxazole; trimethoprim also raises potassium. */
export const TRIMETHOPRIM = ["co-trimoxazole", "trimethoprim"] as const;

/**
 * What each mineralocorticoid antagonist's label says about potassium and kidney function is its
 * own, so the label cited is the one of the drug taken (by generic or brand name).
 */
const MRA_LABELS: Record<string, string> = {
  spironolactone: "aldactone-label",
  aldactone: "aldactone-label",
  eplerenone: "inspra-label",
};

/**
 * Sources for a statement that these medicines raise potassium and need potassium and kidney
 * checks, fitting the patient: the review on ACE inhibitors and ARBs when one is taken, the label
 * of each mineralocorticoid antagonist taken, and the CKD and heart-failure guidelines only for a
 * patient in their scope (see evidence/populations.ts). A heart-failure guideline is not evidence
 * for a patient without heart failure, however true the statement.
 */
function potassiumSources(ctx: RuleContext, meds: readonly MedicationItem[]): string[] {
  const ids: string[] = [];
  if (meds.some((m) => m.classes.includes("ace-inhibitor") || m.classes.includes("arb")))
    ids.push("momoniat-2019-acei-arb-potassium");
  for (const m of meds) for (const d of m.drugs) if (MRA_LABELS[d] !== undefined) ids.push(MRA_LABELS[d]);
  ids.push(...fittingSources(ctx, ["kdigo-2024-ckd", "aha-acc-hfsa-2022-hf"]));
  return [...new Set(ids)];
}

// Tests the next steps ask for, read against the record (see tests-in-record.ts).
const EGFR_IN_RECORD_AND_ECG = "Review the eGFR in the record and, if potassium is 6.0 or more, check an ECG";
const EGFR_AND_ECG: TestsStep = {
  tests: [{ words: "eGFR", ids: ["egfr"] }],
  tail: " and, if potassium is 6.0 or more, an ECG",
  whenPresent: EGFR_IN_RECORD_AND_ECG,
};

/** The potassium steps' ECG, by the step's wording, when the potassium already meets its condition. */
const ECG_NOW: Record<string, string> = {
  [stepWording(EGFR_AND_ECG)]: "Check an ECG now (potassium 6.0 or more) and eGFR",
  [EGFR_IN_RECORD_AND_ECG]: "Check an ECG now (potassium 6.0 or more); review the eGFR in the record",
};

/**
 * The rule with its eGFR and ECG step read against the record, and the ECG made current when
 * potassium is 6.0 mmol/L or more: a step that makes the ECG conditional on a level the result
 * already reaches reads as if it could wait.
 */
function withEgfrAndEcg(own: Rule): Rule {
  const rule = withTestsInRecord(EGFR_AND_ECG, own);
  return {
    ...rule,
    match: (ctx) => {
      const match = rule.match(ctx);
      const k = ctx.value("potassium");
      if (!match || k === undefined || k < 6.0) return match;
      return { ...match, nextSteps: (match.nextSteps ?? rule.nextSteps).map((s) => ECG_NOW[s] ?? s) };
    },
  };
}

const POTASSIUM = { words: "potassium", ids: ["potassium"] } as const;
const CALCIUM = { words: "calcium", ids: ["calcium", "calcium-ionized"] } as const;
const LITHIUM = { words: "lithium level", ids: ["lithium"] } as const;
const TSH = { words: "TSH", ids: ["tsh"] } as const;

const MRA_LOW_EGFR_TESTS: TestsStep = { tests: [POTASSIUM] };
const STATIN_CK_ELEVATED_TESTS: TestsStep = {
  tests: [{ words: "kidney function", ids: KIDNEY_FUNCTION }],
  tail: "; review statin and interacting drugs",
};
const LITHIUM_KIDNEY_THYROID_TESTS: TestsStep = {
  tests: [LITHIUM, { words: "eGFR", ids: ["egfr"] }, TSH],
  tail: "; review the need for and dose of lithium with the prescriber",
};
const LITHIUM_MONITORING_GAP_TESTS: TestsStep = {
  tests: [LITHIUM, { words: "creatinine/eGFR", ids: KIDNEY_FUNCTION }, TSH, CALCIUM],
};
const LEVOTHYROXINE_TSH_LOW_TESTS: TestsStep = {
  tests: [{ words: "free T4", ids: ["free-t4"] }],
  tail: "; consider reducing the dose and recheck TSH in 6–8 weeks",
};
const PPI_HYPOMAGNESAEMIA_TESTS: TestsStep = { tests: [POTASSIUM, CALCIUM] };
const AMIODARONE_THYROID_TESTS: TestsStep = {
  tests: [{ words: "free T4 (and T3)", ids: ["free-t4"] }],
  tail: "; discuss with cardiology before changing amiodarone",
};

const HYPERKALAEMIA_STEPS = [
  "Repeat potassium promptly (exclude a haemolysed sample)",
  "Review dose of ACE inhibitor/ARB/MRA, potassium supplements and NSAIDs",
  "Check eGFR and, if potassium is 6.0 or more, an ECG",
] as const;

/**
 * In CKD, KDIGO manages a high potassium on an ACE inhibitor or ARB by lowering the potassium and
 * keeps the medicine, reducing or stopping it only when potassium stays high despite that.
 */
const CKD_HYPERKALAEMIA_STEPS = [
  "Repeat potassium promptly (exclude a haemolysed sample)",
  "Lower potassium while keeping the ACE inhibitor/ARB where possible: review potassium supplements, NSAIDs, other potassium-raising medicines and dietary potassium, and consider a diuretic or a potassium binder",
  "Reduce or stop the ACE inhibitor/ARB only if potassium stays high despite these measures",
  "Check eGFR and, if potassium is 6.0 or more, an ECG",
] as const;

/**
 * What the finding adds for a patient with CKD (by the KDIGO criteria of evidence/populations.ts)
 * on an ACE inhibitor or ARB, with potassium not above 6.0: the KDIGO practice point is about
 * managing a raised potassium over time, not an emergency level.
 */
function ckdRasContinuation(
  ctx: RuleContext,
  meds: readonly MedicationItem[],
  k: number,
): Partial<RuleMatch> | undefined {
  const ras = meds.some((m) => m.classes.includes("ace-inhibitor") || m.classes.includes("arb"));
  if (!ras || k > 6.0 || !patientPopulations(ctx).has(Population.ckd)) return undefined;
  return {
    clinicianExtra:
      "In CKD, KDIGO advises that a high potassium on an ACE inhibitor or ARB can often be managed by measures that lower potassium rather than by reducing the dose or stopping it, which is kept for potassium that stays high despite those measures.",
    patientExtra:
      "With kidney disease, the usual aim is to bring your potassium down while keeping your kidney-protecting blood pressure medicine if possible. Do not stop it on your own.",
    nextSteps: CKD_HYPERKALAEMIA_STEPS,
    evidence: fittingSources(ctx, ["kdigo-2024-ckd", "kdigo-2022-diabetes-ckd", "kdigo-2021-bp-ckd"]),
  };
}

/**
 * What a high potassium finding adds when a trimethoprim-containing antibiotic is current: the
 * antibiotic named as a likely contributor, with the other potassium-raising medicines and a
 * reduced eGFR in the record that add to its effect.
 */
function trimethoprimContribution(
  ctx: RuleContext,
  steps: readonly string[] = HYPERKALAEMIA_STEPS,
): Partial<RuleMatch> | undefined {
  const tmp = ctx.medsOf(...TRIMETHOPRIM);
  if (tmp.length === 0) return undefined;
  const others = ctx.medsOf(...POTASSIUM_RAISING).filter((m) => !tmp.includes(m));
  const present: string[] = [];
  if (others.length > 0) present.push(`other potassium-raising medicines (${medNames(others)})`);
  const egfr = ctx.value("egfr");
  if (egfr !== undefined && egfr < 60) present.push(`eGFR ${ctx.showValue("egfr")}`);
  const names = medNames(tmp);
  return {
    clinicianExtra:
      `${names} ${tmp.length > 1 ? "contain" : "contains"} trimethoprim, a likely contributor to this potassium: trimethoprim can raise potassium by itself, more so with reduced kidney function or with other medicines that raise potassium, and in older adults on an ACE inhibitor or ARB, trimethoprim-sulfamethoxazole was linked with about seven times the rate of hospital admission for high potassium seen with amoxicillin.` +
      (present.length > 0 ? ` Adding to it in this record: ${joinList(present)}.` : ""),
    patientExtra: `One of your medicines is an antibiotic that contains trimethoprim (${names}), which can also raise potassium. Talk to your doctor about it soon; do not stop any medicine on your own.`,
    nextSteps: [
      ...steps,
      "Review with the prescriber whether the trimethoprim-containing antibiotic should continue, and recheck potassium while it is taken",
    ],
    evidence: ["antoniou-2010-tmp-smx-hyperkalaemia", "trimoptin-trimethoprim-smpc"],
  };
}
const DIURETICS = ["thiazide", "loop-diuretic"] as const;
/** The classes of the diuretics that sodiumLoweringDiuretics finds, for naming them. */
const SODIUM_DIURETICS = [...DIURETICS, "mra"] as const;

/**
 * Why the patient's own diuretics matter for a low sodium, class by class, with the source for
 * each: the hyponatraemia guideline names thiazides; the spironolactone label lists hyponatraemia.
 * A loop diuretic alone is not called a common cause: no source seen says so.
 */
function diureticSodiumWhy(meds: readonly MedicationItem[]): { text: string; evidence: string[] } {
  const named = (cls: string) => {
    const of = meds.filter((m) => m.classes.includes(cls));
    return of.length === 0 ? "" : drugNames(of, [cls]) || medNames(of);
  };
  const thiazides = named("thiazide");
  const loops = named("loop-diuretic");
  const spironolactone = meds.some((m) => m.drugs.includes("spironolactone") || m.drugs.includes("aldactone"));
  const text: string[] = [];
  if (thiazides) text.push(`Thiazide diuretics (here ${thiazides}) are a common cause of hyponatraemia.`);
  else if (loops)
    text.push(
      `${capitalise(loops)} is a loop diuretic; diuretics can lower sodium, and the class the hyponatraemia guideline names as a common cause is the thiazides.`,
    );
  if (spironolactone)
    text.push(
      "The spironolactone label lists hyponatraemia among the electrolyte disturbances it can cause and advises periodic electrolyte checks.",
    );
  return { text: text.join(" "), evidence: spironolactone ? ["aldactone-label"] : [] };
}
/** Acid suppression linked with low B12: the PPIs and the H2 blockers. */
const ACID_SUPPRESSION = ["ppi", "h2-blocker"] as const;

/**
 * What the plain B12 finding would have said, carried by the medicine's finding that reports the B12
 * instead (see b12DrugFindingCarries in b12.ts): the grade, what low B12 can do, and the severity
 * the B12 finding gives (moderate when low, low when borderline).
 */
function b12Carried(
  ctx: RuleContext,
  level: "low" | "borderline",
): Pick<RuleMatch, "severity" | "patientExtra" | "clinicianExtra"> {
  return {
    clinicianExtra: `B12 ${b12Grade(ctx.value("vitamin-b12") ?? 0, level)}.`,
    severity: level === "low" ? Severity.moderate : Severity.low,
    patientExtra: B12_PATIENT_EFFECTS,
  };
}

/** The generic or brand names the patient's medicines were recognised by, for these classes only. */
function drugNames(meds: readonly MedicationItem[], classes: readonly string[]): string {
  const listed = new Set(classes.flatMap((c) => DRUG_CLASSES[c] ?? []));
  const names = [...new Set(meds.flatMap((m) => m.drugs.filter((d) => listed.has(d))))];
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const ANTICOAGULANTS = ["warfarin", "doac", "heparin"] as const;

/** Brand names of anticoagulants, so "Eliquis" and "apixaban" count as one drug, not two. */
const ANTICOAGULANT_GENERIC: Record<string, string> = {
  coumadin: "warfarin",
  jantoven: "warfarin",
  eliquis: "apixaban",
  xarelto: "rivaroxaban",
  pradaxa: "dabigatran",
  savaysa: "edoxaban",
  lovenox: "enoxaparin",
  clexane: "enoxaparin",
  fragmin: "dalteparin",
  innohep: "tinzaparin",
};

/** The anticoagulant drugs a medication entry names, by generic name. */
function anticoagulantAgents(med: MedicationItem): Set<string> {
  const listed = new Set(ANTICOAGULANTS.flatMap((c) => DRUG_CLASSES[c] ?? []));
  return new Set(med.drugs.filter((d) => listed.has(d)).map((d) => ANTICOAGULANT_GENERIC[d] ?? d));
}

/**
 * Current medication entries that name two different anticoagulant drugs between them. The same
 * drug listed twice (two warfarin strengths, brand and generic) is one drug, not a duplicate.
 */
function duplicateAnticoagulants(ctx: RuleContext): MedicationItem[] {
  const meds = ctx.medsOf(...ANTICOAGULANTS);
  const agents = meds.map(anticoagulantAgents);
  return meds.filter((_, i) =>
    agents.some((other, j) => j !== i && [...(agents[i] ?? [])].some((a) => [...other].some((b) => a !== b))),
  );
}

/**
 * The 2023 ACC/AHA atrial fibrillation guideline speaks to anticoagulation in atrial fibrillation:
 * it is cited for an anticoagulant statement only when the patient has atrial fibrillation. The
 * statements themselves rest on sources that fit whatever the indication (labels, studies of all
 * anticoagulated adults).
 */
function afGuideline(ctx: RuleContext): string[] {
  return fittingSources(ctx, ["acc-aha-2023-af"]);
}

/** Current medicines the engine knows add to bleeding risk on warfarin: NSAIDs, antiplatelets, other anticoagulants. */
const WARFARIN_BLEEDING_ADDERS = ["nsaid", "aspirin", "clopidogrel", "antiplatelet", "doac", "heparin"] as const;

/**
 * The one apixaban strength (mg) the current apixaban entries name, from the medication text and
 * its dosage ("Eliquis 2.5mg BID", "Apixaban" with dosage "5 mg"); undefined when none can be read
 * or the entries name different strengths.
 */
function apixabanStrength(meds: readonly MedicationItem[]): number | undefined {
  const strengths = new Set<number>();
  for (const m of meds) {
    const text = `${m.name} ${m.dosage ?? ""}`;
    for (const hit of text.matchAll(/(?<![\d.,])(\d+(?:[.,]\d+)?)\s*mg\b/gi)) {
      strengths.add(Number((hit[1] ?? "").replace(",", ".")));
    }
  }
  return strengths.size === 1 ? [...strengths][0] : undefined;
}

/** Current entries naming apixaban, by generic or brand name. */
function apixabanMeds(ctx: RuleContext): MedicationItem[] {
  return ctx.meds("doac").filter((m) => m.drugs.some((d) => (ANTICOAGULANT_GENERIC[d] ?? d) === "apixaban"));
}

/** Latest weight in kg, when it was given in kg or lb (a weight without a unit is not guessed). */
function latestWeightKg(ctx: RuleContext): { kg: number; shown: string; vital: VitalItem } | undefined {
  const w = ctx.vitals("weight")[0];
  if (w?.value === undefined || (w.unit !== "kg" && w.unit !== "lb")) return undefined;
  const kg = w.unit === "lb" ? w.value * 0.45359237 : w.value;
  const shown = w.unit === "lb" ? `${formatNumber(w.value)} lb (${formatNumber(kg, 1)} kg)` : `${formatNumber(kg)} kg`;
  return { kg, shown, vital: w };
}

/** Slack for values converted from another unit: 132.6 µmol/L is exactly 1.5 mg/dL. */
const SLACK = 1e-6;

/**
 * The FDA label's three criteria for the reduced apixaban dose in atrial fibrillation: age 80 or
 * over, body weight 60 kg or less, serum creatinine 1.5 mg/dL (133 µmol/L) or more. Creatinine is
 * read in mg/dL whatever unit the laboratory used.
 */
function apixabanCriteria(ctx: RuleContext) {
  const age = ctx.age;
  const weight = latestWeightKg(ctx);
  const creatinine = ctx.value("creatinine");
  const shown: string[] = [];
  let met = 0;
  let known = 0;
  if (age !== undefined) {
    known += 1;
    if (age >= 80) met += 1;
    shown.push(`age ${formatNumber(age)}`);
  }
  if (weight !== undefined) {
    known += 1;
    if (weight.kg <= 60 + SLACK) met += 1;
    shown.push(`weight ${weight.shown}`);
  }
  if (creatinine !== undefined) {
    known += 1;
    if (creatinine >= 1.5 - SLACK) met += 1;
    shown.push(`creatinine ${ctx.showValue("creatinine")}`);
  }
  const refs = ctx.refs(weight?.vital, creatinine === undefined ? undefined : ctx.lab("creatinine"));
  return { met, known, shown: shown.join(", "), refs };
}

const APIXABAN_CRITERIA_TEXT =
  "age 80 or over, body weight 60 kg or less, serum creatinine 1.5 mg/dL (133 µmol/L) or more";

const APIXABAN_INDICATION =
  "These criteria apply to atrial fibrillation; other indications, such as treatment or prevention of venous thromboembolism, are dosed differently, so the prescriber should confirm the indication.";

const APIXABAN_NEXT_STEPS = [
  "Confirm the indication: the age, weight and creatinine criteria are for atrial fibrillation; venous thromboembolism treatment and prevention are dosed differently",
  "If the indication is atrial fibrillation, review the apixaban dose with the prescriber against the label's criteria, using a current weight and creatinine",
] as const;

/** Current medicines known to raise the INR markedly on warfarin. */
const INR_RAISING = ["amiodarone", "azole-antifungal", "metronidazole", "co-trimoxazole"] as const;

/**
 * The lab catalogue has no digoxin test, so digoxin levels are found by name ("Digoxin",
 * "Digoxin [Mass/volume] in Serum or Plasma", "Lanoxin level"), never "digitoxin", a different drug.
 */
const DIGOXIN_NAME = /\b(?:digoxin|lanoxin)\b/i;

/** The current digoxin result with a number (see {@link currentFirst}), or undefined. */
function currentDigoxin(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.filter((o) => DIGOXIN_NAME.test(o.name) && o.value.kind === "number").sort(currentFirst)[0];
}

/**
 * The upper limit a digoxin result is judged against, in the result's own unit: the laboratory's
 * printed upper limit when one was sent (in the result's unit, or converted within its dimension),
 * else 2.0 ng/mL for a mass unit and 2.6 nmol/L for a molar unit; undefined when neither applies.
 */
function digoxinUpperLimit(obs: LabObservation): { limit: number; inclusive: boolean; what: string } | undefined {
  const unit = parseUnit(obs.unit);
  const high = obs.range?.high;
  if (high !== undefined) {
    const rangeUnit = obs.range?.unit;
    if (rangeUnit === undefined || sameUnit(rangeUnit, obs.unit)) {
      return { limit: high, inclusive: obs.range?.highInclusive ?? true, what: "the laboratory's upper limit" };
    }
    const from = parseUnit(rangeUnit);
    if (from && unit && from.dim === unit.dim) {
      return {
        limit: (high * from.scale) / unit.scale,
        inclusive: obs.range?.highInclusive ?? true,
        what: "the laboratory's upper limit",
      };
    }
  }
  if (unit?.dim === "mass/vol") {
    return { limit: (2.0 * 1e-6) / unit.scale, inclusive: true, what: "2.0 ng/mL, as no reference range was sent" };
  }
  const nmolPerL = parseUnit("nmol/L");
  if (nmolPerL && unit?.dim === nmolPerL.dim) {
    return {
      limit: (2.6 * nmolPerL.scale) / unit.scale,
      inclusive: true,
      what: "2.6 nmol/L (2.0 ng/mL), as no reference range was sent",
    };
  }
  return undefined;
}

/**
 * Whether a digoxin result is above its limit at every value it can stand for: ">4.0" is, "<0.3"
 * is not, and "2.0" is not above an inclusive upper limit of 2.0.
 */
function digoxinAbove(obs: LabObservation, limit: number, inclusive: boolean): boolean {
  if (obs.value.kind !== "number") return false;
  const { low } = valueInterval(obs.value);
  const strict = obs.value.comparator === ">";
  return low > limit || (low === limit && (strict || !inclusive));
}

/** Symptoms of digoxin toxicity named in the notes, leaving out negated mentions ("no vomiting"). */
const DIGOXIN_SYMPTOMS: [string, RegExp][] = [
  ["nausea", /\bnause(?:a|ated|ous)\b/],
  ["vomiting", /\bvomit(?:s|ed|ing)?\b/],
  ["confusion", /\bconfus(?:ion|ed)\b/],
  [
    "visual disturbance",
    /\b(?:blurred|blurry|yellow|green|disturbed|altered)\s+vision\b|\bvisual\s+(?:disturbances?|changes?)\b|\bhaloe?s\b/,
  ],
];
function digoxinSymptoms(ctx: RuleContext): string[] {
  return DIGOXIN_SYMPTOMS.filter(([, re]) => statedMention(ctx.freeText, re, true) !== undefined).map(([name]) => name);
}

/** The features in the record that make digoxin toxicity more likely, with the data they rest on. */
function digoxinRiskFactors(ctx: RuleContext): { text: string; refs: string[] } {
  const parts: string[] = [];
  const refs: string[] = [];
  const symptoms = digoxinSymptoms(ctx);
  if (symptoms.length > 0) parts.push(`${joinList(symptoms)} in the notes`);
  const hr = ctx.vitals("heart-rate")[0];
  if (hr?.value !== undefined && hr.value < 60) {
    const unit = hr.unit === undefined ? "/min" : hr.unit.startsWith("/") ? hr.unit : ` ${hr.unit}`;
    parts.push(`heart rate ${formatNumber(hr.value)}${unit}`);
    refs.push(hr.ref);
  }
  if (ctx.age !== undefined && ctx.age >= 65) parts.push(`age ${formatNumber(ctx.age)}`);
  const egfr = ctx.value("egfr");
  if (egfr !== undefined && egfr < 60) {
    parts.push(`eGFR ${ctx.showValue("egfr")}`);
    refs.push(...ctx.refs(ctx.lab("egfr")));
  }
  const k = ctx.value("potassium");
  if (k !== undefined && k < (ctx.lowerLimit("potassium") ?? 3.5)) {
    parts.push(`potassium ${ctx.showValue("potassium")}`);
    refs.push(...ctx.refs(ctx.lab("potassium")));
  }
  const mg = ctx.lab("magnesium");
  if (mg && (mg.status === "low" || mg.status === "critical-low")) {
    parts.push(`magnesium ${ctx.show(mg)}`);
    refs.push(mg.ref);
  }
  return { text: parts.length === 0 ? "" : joinList(parts), refs };
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** What the two apixaban dose rules share: the same question, sources and next steps. */
const APIXABAN_RULE = {
  family: F,
  severity: Severity.moderate,
  problem: "Anticoagulation",
  nextSteps: APIXABAN_NEXT_STEPS,
  patientQuestions: ["Is my apixaban dose the right one for the reason I take it?"],
  evidence: ["eliquis-label"],
  keywords: ["apixaban", "eliquis", "dose reduction", "atrial fibrillation", "creatinine", "body weight"],
} as const;

export const DRUG_LAB_RULES: readonly Rule[] = [
  {
    id: "metformin-egfr-contraindicated",
    family: F,
    severity: Severity.high,
    problem: "Kidney function and medicines",
    title: "Metformin with eGFR below 30",
    clinician:
      "Metformin{med} is prescribed while eGFR is {egfr}; below 30 mL/min/1.73 m² metformin should be stopped because of lactic acidosis risk.",
    patient:
      "Your kidney test is low. One of your diabetes medicines, metformin, is not usually used when kidney function is this low.",
    nextSteps: [
      "Stop or replace metformin; choose glucose-lowering therapy suited to eGFR below 30",
      "Repeat creatinine/eGFR to confirm",
    ],
    patientQuestions: ["Should I keep taking metformin with my kidney results?"],
    evidence: ["kdigo-2022-diabetes-ckd", "ada-soc-2026-s11"],
    keywords: ["metformin", "egfr", "chronic kidney disease", "lactic acidosis"],
    match: metforminEgfr(0, 30),
  },
  {
    id: "metformin-egfr-reduce",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "Metformin dose review with eGFR 30–44",
    clinician:
      "Metformin{med} with eGFR {egfr}: at 30–44 mL/min/1.73 m² the metformin dose should be reduced (commonly to a maximum of 1000 mg a day) and eGFR followed closely.",
    patient: "Your kidney test is lower than normal. The dose of your metformin may need to be lowered.",
    nextSteps: ["Reduce metformin dose for eGFR 30–44", METFORMIN_EGFR_STEP],
    patientQuestions: ["Does my metformin dose need to change?"],
    evidence: ["kdigo-2022-diabetes-ckd"],
    keywords: ["metformin", "egfr", "dose reduction"],
    match: metforminEgfr(30, 45),
  },
  {
    id: "metformin-egfr-monitor",
    family: F,
    severity: Severity.low,
    problem: "Kidney function and medicines",
    title: "Metformin with eGFR 45–59",
    clinician:
      "Metformin{med} with eGFR {egfr}: the dose can continue, but kidney function should be checked more often (every 3–6 months).",
    patient:
      "Your kidney test is a little low. Metformin can usually continue, but your kidneys should be checked more often.",
    nextSteps: [METFORMIN_EGFR_STEP],
    evidence: ["kdigo-2022-diabetes-ckd"],
    keywords: ["metformin", "egfr", "monitoring"],
    match: metforminEgfr(45, 60),
  },
  {
    id: "metformin-b12-low",
    family: F,
    severity: Severity.moderate,
    problem: "Vitamin B12",
    title: "{Level} B12 on metformin",
    clinician:
      "Vitamin B12 {b12}, {level}, on long-term metformin{med}; metformin is associated with biochemical B12 deficiency.",
    patient: "Your vitamin B12 is {level}. The diabetes medicine metformin can lower B12 over time.",
    nextSteps: [
      "Consider methylmalonic acid if B12 is borderline",
      "Replace B12 if deficient and check for neuropathy or anaemia",
      B12_CAUSE_STEP,
    ],
    patientQuestions: ["Do I need a vitamin B12 supplement?"],
    evidence: ["aroda-2016-metformin-b12", "bsh-2014-b12-folate"],
    keywords: ["metformin", "vitamin b12 deficiency"],
    match: (ctx) => {
      const meds = ctx.meds("metformin");
      const level = b12Level(ctx);
      if (meds.length === 0 || level === undefined) return undefined;
      return {
        refs: ctx.refs(ctx.lab("vitamin-b12"), ...meds),
        values: { b12: ctx.showValue("vitamin-b12"), med: metforminListed(meds), level, Level: capitalise(level) },
        ...b12Carried(ctx, level),
        // A clearly low result needs replacing, not a test of whether it is low.
        ...(level === "low" ? { nextSteps: ["Replace B12 and check for neuropathy or anaemia", B12_CAUSE_STEP] } : {}),
      };
    },
  },
  {
    id: "metformin-b12-unmonitored",
    family: F,
    severity: Severity.info,
    problem: "Vitamin B12",
    title: "No B12 result on metformin",
    clinician:
      "On metformin{med} with no vitamin B12 result in the record; periodic B12 testing is advised with long-term use.",
    patient: "You take metformin. It can lower vitamin B12 over time, so a B12 blood test now and then is a good idea.",
    nextSteps: ["Check vitamin B12 periodically on long-term metformin"],
    evidence: ["aroda-2016-metformin-b12"],
    keywords: ["metformin", "vitamin b12 monitoring"],
    match: (ctx) => {
      const meds = ctx.meds("metformin");
      if (meds.length === 0 || ctx.anyLab("vitamin-b12") !== undefined) return undefined;
      return { refs: ctx.refs(...meds), values: { med: metforminListed(meds) } };
    },
  },
  withEgfrAndEcg({
    id: "raas-hyperkalaemia",
    family: F,
    severity: Severity.moderate,
    problem: "Potassium and medicines",
    title: "High potassium on a potassium-raising medicine",
    clinician:
      "Potassium {k}, above the upper limit of normal, while taking {med}; renin–angiotensin–aldosterone blockers, potassium-sparing diuretics and potassium supplements raise potassium.",
    patient: "Your potassium is high. Some of your medicines can raise potassium.",
    nextSteps: HYPERKALAEMIA_STEPS,
    patientQuestions: [
      "Do any of my medicines need to change because of my potassium?",
      "Should I avoid salt substitutes that contain potassium?",
    ],
    // A high potassium and the medicines that raise it; the sources for the patient's own medicines
    // and conditions come with the match (see potassiumSources).
    evidence: ["insight:potassium"],
    keywords: [
      "hyperkalemia",
      "ace inhibitor",
      "arb",
      "spironolactone",
      "potassium supplement",
      "potassium",
      "trimethoprim",
    ],
    match: (ctx) => {
      const meds = ctx.medsOf(...POTASSIUM_RAISING, ...TRIMETHOPRIM);
      const k = ctx.value("potassium");
      if (meds.length === 0 || k === undefined || k <= (ctx.upperLimit("potassium") ?? 5.0)) return undefined;
      const severity = k > 6.0 ? Severity.critical : k >= 5.5 ? Severity.high : Severity.moderate;
      const egfr = ctx.value("egfr");
      const ckd = ckdRasContinuation(ctx, meds, k);
      const tmp = trimethoprimContribution(ctx, ckd ? CKD_HYPERKALAEMIA_STEPS : HYPERKALAEMIA_STEPS);
      const extra = (a?: string, b?: string) => [a, b].filter(Boolean).join(" ") || undefined;
      return {
        refs: ctx.refs(
          ctx.lab("potassium"),
          ...meds,
          tmp !== undefined && egfr !== undefined && egfr < 60 ? ctx.lab("egfr") : undefined,
        ),
        values: { k: ctx.showValue("potassium"), med: medNames(meds) },
        severity,
        ...ckd,
        ...tmp,
        clinicianExtra: extra(ckd?.clinicianExtra, tmp?.clinicianExtra),
        patientExtra: extra(ckd?.patientExtra, tmp?.patientExtra),
        evidence: [...new Set([...potassiumSources(ctx, meds), ...(ckd?.evidence ?? []), ...(tmp?.evidence ?? [])])],
      };
    },
  }),
  {
    id: "raas-dual-blockade",
    family: F,
    severity: Severity.moderate,
    problem: "Potassium and medicines",
    title: "ACE inhibitor or ARB together with an aldosterone antagonist",
    clinician:
      "{med} combine an ACE inhibitor/ARB with a mineralocorticoid antagonist; this raises the risk of hyperkalaemia and needs regular potassium and creatinine checks.",
    patient: "You take two kinds of medicine that can both raise potassium. Regular blood tests help keep this safe.",
    nextSteps: ["Check potassium and creatinine within 1 week of any dose change, then regularly"],
    // Every match takes an ACE inhibitor or ARB; the antagonist's label and the guidelines that fit
    // the patient come with the match.
    evidence: ["momoniat-2019-acei-arb-potassium"],
    keywords: ["mineralocorticoid antagonist", "ace inhibitor", "hyperkalemia", "monitoring"],
    match: (ctx) => {
      const mra = ctx.meds("mra");
      const raas = ctx.medsOf("ace-inhibitor", "arb");
      if (mra.length === 0 || raas.length === 0) return undefined;
      return {
        refs: ctx.refs(...raas, ...mra),
        values: { med: medNames([...raas, ...mra]) },
        evidence: potassiumSources(ctx, [...raas, ...mra]),
      };
    },
  },
  {
    id: "raas-unmonitored",
    family: F,
    severity: Severity.info,
    problem: "Potassium and medicines",
    title: "No potassium or kidney result on ACE inhibitor/ARB/MRA",
    clinician:
      "On {med} with no potassium or creatinine/eGFR in the record; these are monitored on renin–angiotensin–aldosterone blockade.",
    patient: "Some of your medicines need blood tests for potassium and kidney function from time to time.",
    nextSteps: ["Check potassium and creatinine/eGFR"],
    evidence: ["insight:potassium"],
    keywords: ["ace inhibitor", "potassium monitoring", "creatinine"],
    match: (ctx) => {
      const meds = ctx.medsOf("ace-inhibitor", "arb", "mra");
      if (meds.length === 0 || ctx.anyLab("potassium") || ctx.anyLab("egfr") || ctx.anyLab("creatinine"))
        return undefined;
      return { refs: ctx.refs(...meds), values: { med: medNames(meds) }, evidence: potassiumSources(ctx, meds) };
    },
  },
  withTestsInRecord(MRA_LOW_EGFR_TESTS, {
    id: "mra-low-egfr",
    family: F,
    severity: Severity.high,
    problem: "Potassium and medicines",
    title: "Aldosterone antagonist with eGFR 30 or below",
    clinician:
      "{med} with eGFR {egfr}; reduced kidney function raises the risk of hyperkalaemia on a mineralocorticoid antagonist.",
    patient: "Your kidney test is low. One of your medicines (such as spironolactone) may not be safe at this level.",
    nextSteps: ["Review the mineralocorticoid antagonist", "Check potassium"],
    evidence: ["insight:potassium"],
    keywords: ["spironolactone", "eplerenone", "egfr"],
    match: (ctx) => {
      const meds = ctx.meds("mra");
      const egfr = ctx.value("egfr");
      if (meds.length === 0 || egfr === undefined || egfr > 30) return undefined;
      // What is said of this eGFR depends on the drug and the patient: the eplerenone label's
      // contraindication, and the heart-failure guideline's limit only in heart failure.
      const extra: string[] = [];
      if (meds.some((m) => m.drugs.includes("eplerenone")))
        extra.push("The eplerenone label contraindicates it at a creatinine clearance of 30 mL/min or less.");
      const hf = fittingSources(ctx, ["aha-acc-hfsa-2022-hf"]);
      if (hf.length > 0) extra.push("In heart failure, mineralocorticoid antagonists are avoided at eGFR 30 or below.");
      const match: RuleMatch = {
        refs: ctx.refs(ctx.lab("egfr"), ...meds),
        values: { med: medNames(meds), egfr: ctx.showValue("egfr") },
        evidence: potassiumSources(ctx, meds),
      };
      if (extra.length > 0) match.clinicianExtra = extra.join(" ");
      return match;
    },
  }),
  {
    id: "warfarin-inr-high",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "INR above the warfarin target",
    clinician: "INR {inr} on warfarin, above the usual 2.0–3.0 target; bleeding risk rises with INR.",
    patient:
      "Your INR is higher than the usual goal for warfarin. This means your blood clots more slowly, so the risk of bleeding is higher. Get medical help straight away if you have signs of bleeding: black or bloody stools, blood in your urine, coughing or vomiting blood, a bad headache, or bleeding that will not stop.",
    nextSteps: [
      "Adjust or hold warfarin per protocol; look for interacting drugs, illness or diet change",
      "Assess for bleeding; repeat INR",
    ],
    patientQuestions: ["Should I change my warfarin dose?", "What signs of bleeding should I watch for?"],
    evidence: ["warfarin-sodium-label-2014"],
    keywords: ["warfarin", "inr", "bleeding"],
    match: (ctx) => {
      const meds = ctx.meds("warfarin");
      const inr = ctx.value("inr");
      if (meds.length === 0 || inr === undefined || inr <= 3.0) return undefined;
      const adders = ctx.medsOf(...WARFARIN_BLEEDING_ADDERS);
      const match: RuleMatch = {
        refs: ctx.refs(ctx.lab("inr"), ...meds, ...adders),
        values: { inr: ctx.showValue("inr") },
        severity: inr > 4.5 ? Severity.high : Severity.moderate,
        evidence: [
          ...afGuideline(ctx),
          ...(adders.some((m) => m.classes.includes("nsaid")) ? ["penner-2022-oac-nsaid"] : []),
        ],
      };
      if (adders.length > 0) {
        match.clinicianExtra = `Also taking ${medNames(adders)}, which ${adders.length === 1 ? "adds" : "add"} to the bleeding risk on warfarin.`;
        match.patientExtra = `You also take ${drugNames(adders, WARFARIN_BLEEDING_ADDERS)}, which can add to the bleeding risk with warfarin.`;
      }
      return match;
    },
  },
  {
    id: "warfarin-inr-low",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "INR below the warfarin target",
    clinician: "INR {inr} on warfarin, below the usual 2.0–3.0 target; protection against thromboembolism is reduced.",
    patient: "Your INR is below the usual goal for warfarin. This means less protection against clots.",
    nextSteps: ["Check adherence, interacting drugs and diet; adjust dose and repeat INR"],
    evidence: ["warfarin-sodium-label-2014"],
    keywords: ["warfarin", "inr", "subtherapeutic"],
    match: (ctx) => {
      const meds = ctx.meds("warfarin");
      const inr = ctx.value("inr");
      if (meds.length === 0 || inr === undefined || inr >= 2.0) return undefined;
      return {
        refs: ctx.refs(ctx.lab("inr"), ...meds),
        values: { inr: ctx.showValue("inr") },
        evidence: afGuideline(ctx),
      };
    },
  },
  {
    id: "anticoagulant-nsaid",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Anticoagulant with an NSAID",
    clinician: "{med} combine an anticoagulant with an NSAID, which adds to bleeding risk.",
    patient: "You take a blood thinner and a pain medicine like ibuprofen. Together they raise the chance of bleeding.",
    nextSteps: ["Avoid NSAIDs where possible; prefer paracetamol/acetaminophen for pain"],
    patientQuestions: ["What pain medicine is safe with my blood thinner?"],
    evidence: ["penner-2022-oac-nsaid"],
    keywords: ["anticoagulant", "nsaid", "bleeding risk"],
    match: (ctx) => {
      const ac = ctx.medsOf("warfarin", "doac");
      const nsaid = ctx.meds("nsaid");
      if (ac.length === 0 || nsaid.length === 0) return undefined;
      return {
        refs: ctx.refs(...ac, ...nsaid),
        values: { med: medNames([...ac, ...nsaid]) },
        evidence: afGuideline(ctx),
      };
    },
  },
  {
    id: "apixaban-ssri",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Apixaban with an SSRI or SNRI",
    clinician:
      "On {med}: the apixaban label lists SSRIs and SNRIs among the drugs affecting haemostasis whose use with it increases the risk of bleeding, and asks that patients be told the signs of blood loss.",
    patient:
      "You take a blood thinner ({drugs}) and an antidepressant ({ssri}) that can also make bleeding more likely. Do not stop either medicine on your own. Tell your doctor straight away about signs of bleeding, such as black or bloody stools, blood in your urine, or bruising or bleeding that is unusual for you.",
    nextSteps: [
      "Ask about bleeding, and tell the patient which signs of blood loss to report at once",
      "Count the SSRI or SNRI in the bleeding risk, especially with aspirin, other antiplatelets or NSAIDs",
    ],
    patientQuestions: ["Does my antidepressant add to the bleeding risk of my blood thinner?"],
    evidence: ["eliquis-label"],
    keywords: ["apixaban", "ssri", "snri", "bleeding risk", "drug interaction"],
    match: (ctx) => {
      // Only apixaban: its label is the one seen that names SSRIs and SNRIs (see eliquis-label).
      const apixaban = ctx.meds("doac").filter((m) => anticoagulantAgents(m).has("apixaban"));
      const ssri = ctx.meds("ssri-snri");
      if (apixaban.length === 0 || ssri.length === 0) return undefined;
      return {
        refs: ctx.refs(...apixaban, ...ssri),
        values: {
          med: medNames([...apixaban, ...ssri]),
          drugs: drugNames(apixaban, ["doac"]),
          ssri: drugNames(ssri, ["ssri-snri"]),
        },
        evidence: afGuideline(ctx),
      };
    },
  },
  {
    id: "anticoagulant-duplicate",
    family: F,
    severity: Severity.high,
    problem: "Anticoagulation",
    title: "Two anticoagulants at the same time",
    clinician:
      "{med} are both listed as current anticoagulants; taking two anticoagulants together raises the risk of bleeding. Confirm which one is intended (for example, whether a switch from one to the other is in progress) and stop the duplicate.",
    patient:
      "Your medicine list shows two blood thinners at the same time ({drugs}). Taking two together raises the risk of bleeding. Ask your doctor or pharmacist soon which one you should take. Do not stop either one on your own.",
    nextSteps: [
      "Confirm with the patient and prescribers which anticoagulant is intended (for example, a switch in progress)",
      "Stop the duplicate and correct the medication list",
      "Ask about and look for bleeding",
    ],
    patientQuestions: ["Which blood thinner should I be taking?"],
    evidence: ["tda-2020-anticoagulant-duplication"],
    keywords: ["anticoagulant", "duplicate therapy", "bleeding risk", "warfarin", "apixaban", "rivaroxaban", "heparin"],
    match: (ctx) => {
      const meds = duplicateAnticoagulants(ctx);
      if (meds.length === 0) return undefined;
      return {
        refs: ctx.refs(...meds),
        values: { med: medNames(meds), drugs: drugNames(meds, ANTICOAGULANTS) },
        evidence: afGuideline(ctx),
      };
    },
  },
  {
    id: "doac-renal-dose-review",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Direct oral anticoagulant with reduced kidney function",
    clinician: "{med} with eGFR {egfr}; DOAC doses depend on kidney function and need review below about 50 mL/min.",
    patient: "Your blood thinner is cleared partly by the kidneys. With your kidney test, the dose should be checked.",
    nextSteps: ["Calculate creatinine clearance and check the DOAC dose against it"],
    evidence: ["ting-2021-doac-renal-dosing"],
    keywords: ["rivaroxaban", "dabigatran", "edoxaban", "renal dosing"],
    match: (ctx) => {
      // Apixaban in atrial fibrillation is dosed by the label's age, weight and creatinine criteria,
      // not by creatinine clearance: the apixaban-af-dose rules speak for it.
      const apixaban = new Set(apixabanMeds(ctx));
      const meds = ctx.meds("doac").filter((m) => !apixaban.has(m));
      const egfr = ctx.value("egfr");
      if (meds.length === 0 || egfr === undefined || egfr >= 50) return undefined;
      return {
        refs: ctx.refs(ctx.lab("egfr"), ...meds),
        values: { med: medNames(meds), egfr: ctx.showValue("egfr") },
        evidence: afGuideline(ctx),
      };
    },
  },
  {
    id: "apixaban-af-dose-low",
    ...APIXABAN_RULE,
    title: "Apixaban 2.5 mg without the label's dose-reduction criteria",
    clinician: `{med}: the reduced apixaban dose. For atrial fibrillation the FDA label reserves 2.5 mg twice daily for patients with at least two of: ${APIXABAN_CRITERIA_TEXT}. With {shown}, {met}, so the dose may be lower than the label recommends for atrial fibrillation. ${APIXABAN_INDICATION}`,
    patient:
      "Your medicine list shows apixaban at the lower 2.5 mg dose. For atrial fibrillation, the lower dose is meant for people who meet at least two of three checks: age 80 or over, weight 60 kg or less, and a high creatinine (a kidney test). Your record shows fewer than two. Ask your doctor or pharmacist to check that your dose fits the reason you take it. Keep taking it as prescribed until you have talked with them.",
    match: (ctx) => {
      const meds = apixabanMeds(ctx);
      if (meds.length === 0 || apixabanStrength(meds) !== 2.5) return undefined;
      const c = apixabanCriteria(ctx);
      // Fewer than two criteria means anything only when all three could be checked.
      if (c.known < 3 || c.met >= 2) return undefined;
      return {
        refs: [...ctx.refs(...meds), ...c.refs],
        values: {
          med: medNames(meds),
          shown: c.shown,
          met: c.met === 0 ? "none of the three is met" : "only one of the three is met",
        },
      };
    },
  },
  {
    id: "apixaban-af-dose-high",
    ...APIXABAN_RULE,
    title: "Apixaban 5 mg with the label's dose-reduction criteria",
    clinician: `{med}: the standard apixaban dose. For atrial fibrillation the FDA label recommends 2.5 mg twice daily for patients with at least two of: ${APIXABAN_CRITERIA_TEXT}. With {shown}, {met}, so the dose may be higher than the label recommends for atrial fibrillation. ${APIXABAN_INDICATION}`,
    patient:
      "Your medicine list shows apixaban at the 5 mg dose. For atrial fibrillation, a lower dose is advised for people who meet at least two of three checks: age 80 or over, weight 60 kg or less, and a high creatinine (a kidney test). Your record shows at least two. Ask your doctor or pharmacist to check that your dose fits the reason you take it. Keep taking it as prescribed until you have talked with them.",
    match: (ctx) => {
      const meds = apixabanMeds(ctx);
      if (meds.length === 0 || apixabanStrength(meds) !== 5) return undefined;
      const c = apixabanCriteria(ctx);
      if (c.met < 2) return undefined;
      return {
        refs: [...ctx.refs(...meds), ...c.refs],
        values: {
          med: medNames(meds),
          shown: c.shown,
          met: c.met === 3 ? "all three are met" : "two of the three are met",
        },
      };
    },
  },
  {
    id: "warfarin-inr-raising-drug",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Warfarin with a medicine that raises the INR",
    clinician:
      "{med} taken with warfarin: {drugs} {verb} known to raise the INR markedly on warfarin, which adds to bleeding risk. The INR should be checked more closely while they are taken together.",
    patient:
      "You take warfarin and also {drugs}. {these} can make warfarin work more strongly, which raises the chance of bleeding. You may need INR blood tests more often while you take both. Do not stop either medicine on your own; ask your doctor or pharmacist.",
    nextSteps: [
      "Check the INR more often while the interacting medicine is taken (with amiodarone the rise can build over several weeks)",
      "Review whether the interacting medicine is still needed, and adjust warfarin to the INR",
      "Ask about and look for bleeding",
    ],
    patientQuestions: ["How often should my INR be checked while I take both medicines?"],
    evidence: ["warfarin-label", "ucsd-warfarin-interactions"],
    keywords: [
      "warfarin",
      "inr",
      "drug interaction",
      "amiodarone",
      "fluconazole",
      "metronidazole",
      "trimethoprim-sulfamethoxazole",
    ],
    match: (ctx) => {
      const warfarin = ctx.meds("warfarin");
      const others = ctx.medsOf(...INR_RAISING);
      if (warfarin.length === 0 || others.length === 0) return undefined;
      const drugs = drugNames(others, INR_RAISING);
      const many = drugs.includes(" and ");
      const inr = ctx.value("inr");
      const match: RuleMatch = {
        refs: ctx.refs(...warfarin, ...others, inr === undefined ? undefined : ctx.lab("inr")),
        values: { med: medNames(others), drugs, verb: many ? "are" : "is", these: many ? "These" : "This" },
        severity: inr !== undefined && inr > 3.0 ? Severity.high : Severity.moderate,
      };
      if (inr !== undefined && inr > 3.0) {
        match.clinicianExtra = `The INR is already ${ctx.showValue("inr")}, above 3.0.`;
      }
      // Miconazole and voriconazole are named by the patient-safety alert, not the clinic table.
      if (others.some((m) => m.classes.includes("azole-antifungal"))) {
        match.evidence = ["cpsi-2017-warfarin-miconazole"];
      }
      return match;
    },
  },
  {
    id: "statin-alt-elevated",
    family: F,
    severity: Severity.low,
    problem: "Liver tests and medicines",
    title: "Raised ALT on a statin",
    clinician:
      "ALT {alt} ({times}× the upper limit) on {med}. Medicines are one cause of a raised ALT, but fatty liver, alcohol and hepatitis are common ones; the pattern of the liver tests guides the work-up.",
    patient:
      "A liver test (ALT) is raised. You take a statin for cholesterol. Your doctor can check whether the statin plays a part.",
    nextSteps: [
      "Repeat ALT with ALP to classify the pattern; review alcohol, fatty liver and other drugs",
      "If ALT stays raised with no other cause, review the statin",
    ],
    evidence: ["acg-2017-liver-chemistries", "insight:alt"],
    keywords: ["statin", "alt", "transaminase", "hepatotoxicity"],
    match: (ctx) => {
      const meds = ctx.meds("statin");
      const alt = ctx.value("alt");
      const uln = ctx.upperLimit("alt");
      if (meds.length === 0 || alt === undefined || uln === undefined || alt <= uln) return undefined;
      const times = alt / uln;
      return {
        refs: ctx.refs(ctx.lab("alt"), ...meds),
        values: { alt: ctx.showValue("alt"), times: formatNumber(times, 1), med: medNames(meds) },
        severity: times > 3 ? Severity.moderate : Severity.low,
      };
    },
  },
  withTestsInRecord(STATIN_CK_ELEVATED_TESTS, {
    id: "statin-ck-elevated",
    family: F,
    severity: Severity.moderate,
    problem: "Muscle and medicines",
    title: "Raised CK on a statin",
    clinician:
      "CK {ck} ({times}× the upper limit) on {med}; statin-associated muscle injury should be considered alongside exercise and trauma, and simvastatin with reduced SLCO1B1 function carries a higher risk.",
    patient:
      "A muscle test (CK) is raised. You take a statin, which can rarely affect muscles. Tell your doctor about any muscle pain or weakness.",
    nextSteps: [
      "Ask about muscle symptoms and exercise; repeat CK",
      "Check kidney function; review statin and interacting drugs",
    ],
    patientQuestions: ["Could my statin be causing muscle problems?"],
    evidence: ["cpic-statins-2022", "insight:ck"],
    keywords: ["statin", "creatine kinase", "myopathy", "rhabdomyolysis"],
    match: (ctx) => {
      const meds = ctx.meds("statin");
      const ck = ctx.value("ck");
      const uln = ctx.upperLimit("ck");
      if (meds.length === 0 || ck === undefined || uln === undefined || ck <= uln) return undefined;
      const times = ck / uln;
      return {
        refs: ctx.refs(ctx.lab("ck"), ...meds),
        values: { ck: ctx.showValue("ck"), times: formatNumber(times, 1), med: medNames(meds) },
        severity: times > 10 ? Severity.high : times > 4 ? Severity.moderate : Severity.low,
      };
    },
  }),
  {
    id: "lithium-level-high",
    family: F,
    severity: Severity.high,
    problem: "Lithium treatment",
    title: "Lithium level above the usual range",
    clinician:
      "Lithium level {li}, above the usual maintenance range (about 0.6–1.2 mmol/L); toxicity relates closely to the serum level.",
    patient:
      "Your lithium level is higher than the usual range. Too much lithium can make you shaky, sick or confused.",
    nextSteps: ["Confirm a 12-hour trough sample; review dose, fluids, kidney function and interacting drugs"],
    patientQuestions: ["Do I need to change my lithium dose?"],
    evidence: ["fda-lithium-label"],
    keywords: ["lithium", "lithium toxicity", "serum level"],
    match: (ctx) => {
      const li = ctx.value("lithium");
      if (li === undefined || li <= 1.2) return undefined;
      return {
        refs: ctx.refs(ctx.lab("lithium"), ...ctx.meds("lithium")),
        values: { li: ctx.showValue("lithium") },
        severity: li >= 1.5 ? Severity.critical : Severity.high,
      };
    },
  },
  withTestsInRecord(LITHIUM_KIDNEY_THYROID_TESTS, {
    id: "lithium-kidney-thyroid",
    family: F,
    severity: Severity.moderate,
    problem: "Lithium treatment",
    title: "Kidney or thyroid change on lithium",
    clinician:
      "On lithium with {finding}; lithium can cause chronic kidney disease and hypothyroidism, and reduced kidney function raises lithium levels.",
    patient:
      "You take lithium. Lithium can affect the kidneys and the thyroid, and your tests show a change that your doctor should look at.",
    nextSteps: ["Check lithium level, eGFR and TSH; review the need for and dose of lithium with the prescriber"],
    evidence: ["fda-lithium-label"],
    keywords: ["lithium", "egfr", "hypothyroidism"],
    match: (ctx) => {
      const meds = ctx.meds("lithium");
      if (meds.length === 0) return undefined;
      const parts: string[] = [];
      const refs = ctx.refs(...meds);
      const egfr = ctx.value("egfr");
      if (egfr !== undefined && egfr < 60) {
        parts.push(`eGFR ${ctx.showValue("egfr")}`);
        refs.push(...ctx.refs(ctx.lab("egfr")));
      }
      const tsh = ctx.lab("tsh");
      if (tsh && (tsh.status === "high" || tsh.status === "critical-high")) {
        parts.push(`TSH ${ctx.show(tsh)}`);
        refs.push(tsh.ref);
      }
      return parts.length === 0 ? undefined : { refs, values: { finding: parts.join(" and ") } };
    },
  }),
  withTestsInRecord(LITHIUM_MONITORING_GAP_TESTS, {
    id: "lithium-monitoring-gap",
    family: F,
    severity: Severity.info,
    problem: "Lithium treatment",
    title: "Lithium without recent level, kidney or thyroid tests",
    clinician:
      "On lithium with no {missing} in the record; lithium level, kidney function and thyroid function are monitored regularly.",
    patient: "You take lithium. It needs regular blood tests for the lithium level, kidneys and thyroid.",
    nextSteps: ["Check lithium level, creatinine/eGFR, TSH and calcium"],
    evidence: ["fda-lithium-label"],
    keywords: ["lithium monitoring"],
    match: (ctx) => {
      const meds = ctx.meds("lithium");
      if (meds.length === 0) return undefined;
      const missing = [
        ctx.anyLab("lithium") ? undefined : "lithium level",
        ctx.anyLab("egfr") || ctx.anyLab("creatinine") ? undefined : "kidney function",
        ctx.anyLab("tsh") ? undefined : "TSH",
      ].filter((x): x is string => x !== undefined);
      return missing.length === 0 ? undefined : { refs: ctx.refs(...meds), values: { missing: missing.join(", ") } };
    },
  }),
  {
    id: "lithium-interacting-drug",
    family: F,
    severity: Severity.moderate,
    problem: "Lithium treatment",
    title: "Lithium with a drug that raises lithium levels",
    clinician:
      "Lithium with {med}; NSAIDs, ACE inhibitors, ARBs and diuretics reduce lithium clearance and can cause toxicity.",
    patient: "One of your medicines can raise your lithium level. Your lithium level may need checking more often.",
    nextSteps: ["Check lithium level after starting or changing the interacting drug; avoid NSAIDs if possible"],
    evidence: ["fda-lithium-label"],
    keywords: ["lithium", "drug interaction", "nsaid", "thiazide"],
    match: (ctx) => {
      const li = ctx.meds("lithium");
      const other = ctx.medsOf("nsaid", "ace-inhibitor", "arb", "thiazide", "loop-diuretic");
      if (li.length === 0 || other.length === 0) return undefined;
      return { refs: ctx.refs(...li, ...other), values: { med: medNames(other) } };
    },
  },
  {
    id: "levothyroxine-tsh-high",
    family: F,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "TSH above range on thyroid hormone",
    clinician:
      "TSH {tsh} on {med}: replacement looks insufficient; check adherence, timing with food and other drugs, and absorption before raising the dose.",
    patient:
      "Your TSH is high while you take thyroid medicine. The dose may be too low, or the tablets may not be absorbed well.",
    nextSteps: [
      "Review adherence and timing (empty stomach, apart from iron/calcium)",
      "Adjust dose and recheck TSH in 6–8 weeks",
    ],
    patientQuestions: ["Am I taking my thyroid tablet the right way?"],
    evidence: ["ata-2014-hypothyroidism-tx"],
    keywords: ["levothyroxine", "tsh", "hypothyroidism treatment"],
    match: (ctx) => {
      const meds = ctx.meds("thyroid-hormone");
      const tsh = ctx.lab("tsh");
      if (meds.length === 0 || !tsh || (tsh.status !== "high" && tsh.status !== "critical-high")) return undefined;
      if (pregnancy(ctx) !== undefined) return undefined; // pregnancy-thyroid.ts covers thyroid hormone in pregnancy
      return { refs: ctx.refs(tsh, ...meds), values: { tsh: ctx.show(tsh), med: medNames(meds) } };
    },
  },
  withTestsInRecord(LEVOTHYROXINE_TSH_LOW_TESTS, {
    id: "levothyroxine-tsh-low",
    family: F,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "TSH below range on thyroid hormone",
    clinician:
      "TSH {tsh} on {med}: possible over-replacement, which raises the risk of atrial fibrillation and bone loss, especially in older adults.",
    patient: "Your TSH is low while you take thyroid medicine. The dose may be too high.",
    nextSteps: ["Check free T4; consider reducing the dose and recheck TSH in 6–8 weeks"],
    patientQuestions: ["Is my thyroid dose too high?"],
    evidence: ["ata-2014-hypothyroidism-tx", "ata-2016-hyperthyroidism"],
    keywords: ["levothyroxine", "over-replacement", "low tsh"],
    match: (ctx) => {
      const meds = ctx.meds("thyroid-hormone");
      const tsh = ctx.lab("tsh");
      if (meds.length === 0 || !tsh || (tsh.status !== "low" && tsh.status !== "critical-low")) return undefined;
      if (pregnancy(ctx) !== undefined) return undefined; // pregnancy-thyroid.ts covers thyroid hormone in pregnancy
      if (biotinThyroidPattern(ctx)) return undefined; // biotin can cause it: assay-interference.ts asks for a repeat first
      return { refs: ctx.refs(tsh, ...meds), values: { tsh: ctx.show(tsh), med: medNames(meds) } };
    },
  }),
  {
    id: "diuretic-hyponatraemia",
    family: F,
    severity: Severity.moderate,
    problem: "Sodium",
    title: "Low sodium on a diuretic",
    clinician: "Sodium {na} on {med}. {why}",
    patient:
      "Your sodium is low. Water pills, such as your {drugs}, can lower sodium. Do not stop or change your water pill or any other medicine on your own: talk to your doctor first.",
    nextSteps: [
      "Review the diuretic; check serum and urine osmolality and urine sodium if the cause is unclear",
      "Repeat sodium",
    ],
    patientQuestions: ["Could my water pill be lowering my sodium?"],
    evidence: ["ese-erbp-2014-hyponatraemia"],
    keywords: ["thiazide", "hyponatremia", "diuretic", "spironolactone"],
    match: (ctx) => {
      const meds = sodiumLoweringDiuretics(ctx);
      const na = ctx.value("sodium");
      if (meds.length === 0 || na === undefined || na >= (ctx.lowerLimit("sodium") ?? 135)) return undefined;
      const why = diureticSodiumWhy(meds);
      const hf = [...ctx.conditions("heart-failure"), ...ctx.conditions("hfref")];
      const missing = missingSodiumTests(ctx);
      return {
        refs: ctx.refs(ctx.lab("sodium"), ...meds, hf[0]),
        nextSteps: [
          missing.length > 0
            ? `Review the diuretic; check ${joinList(missing)} if the cause is unclear`
            : "Review the diuretic",
          "Repeat sodium",
        ],
        values: {
          na: ctx.showValue("sodium"),
          med: medNames(meds),
          drugs: drugNames(meds, SODIUM_DIURETICS),
          why: why.text,
        },
        evidence: why.evidence,
        severity: na < 130 ? Severity.high : Severity.moderate,
        // In heart failure the diuretic may be treating fluid overload: not a reason to stop it unseen.
        ...(hf.length === 0
          ? {}
          : { clinicianExtra: "With known heart failure, assess fluid status before changing diuretics." }),
      };
    },
  },
  {
    id: "diuretic-hypokalaemia",
    family: F,
    severity: Severity.moderate,
    problem: "Potassium and medicines",
    title: "Low potassium on a diuretic",
    clinician: "Potassium {k} on {med}; thiazide and loop diuretics cause potassium loss.",
    patient: "Your potassium is low. Water pills can wash potassium out of the body.",
    nextSteps: ["Replace potassium or add a potassium-sparing agent; check magnesium", "Repeat potassium"],
    evidence: ["insight:potassium"],
    keywords: ["diuretic", "hypokalemia"],
    match: (ctx) => {
      const meds = ctx.medsOf(...DIURETICS);
      const k = ctx.value("potassium");
      if (meds.length === 0 || k === undefined || k >= (ctx.lowerLimit("potassium") ?? 3.5)) return undefined;
      return {
        refs: ctx.refs(ctx.lab("potassium"), ...meds),
        values: { k: ctx.showValue("potassium"), med: medNames(meds) },
        severity: k < 3.0 ? Severity.high : Severity.moderate,
      };
    },
  },
  withTestsInRecord(PPI_HYPOMAGNESAEMIA_TESTS, {
    id: "ppi-hypomagnesaemia",
    family: F,
    severity: Severity.moderate,
    problem: "Magnesium",
    title: "Low magnesium on a proton pump inhibitor",
    clinician:
      "Magnesium {mg} on {med}; long-term PPI use can cause hypomagnesaemia, sometimes needing the PPI to be stopped.",
    patient: "Your magnesium is low. Long-term use of stomach-acid medicines like omeprazole can lower magnesium.",
    nextSteps: ["Replace magnesium; review the need for and dose of the PPI", "Check potassium and calcium"],
    patientQuestions: ["Do I still need my stomach-acid medicine?"],
    evidence: ["fda-2011-ppi-hypomagnesaemia"],
    keywords: ["proton pump inhibitor", "hypomagnesemia"],
    match: (ctx) => {
      const meds = ctx.meds("ppi");
      const mg = ctx.lab("magnesium");
      if (meds.length === 0 || !mg || (mg.status !== "low" && mg.status !== "critical-low")) return undefined;
      return { refs: ctx.refs(mg, ...meds), values: { mg: ctx.show(mg), med: medNames(meds) } };
    },
  }),
  {
    id: "ppi-b12-low",
    family: F,
    severity: Severity.low,
    problem: "Vitamin B12",
    title: "Low or borderline B12 on acid suppression",
    clinician:
      "Vitamin B12 {b12} ({state}) on {med}; two years or more of PPI or H2-blocker use is associated with B12 deficiency, so the acid suppression may be contributing.",
    patient:
      "Your vitamin B12 is {state}. Taking stomach-acid medicines such as your {drugs} for a long time can make B12 harder to absorb. Do not stop it on your own: talk to your doctor first.",
    nextSteps: [B12_CAUSE_STEP, "Replace B12 and review the ongoing need for the acid suppression"],
    patientQuestions: ["Could my stomach-acid medicine be lowering my B12?"],
    evidence: ["lam-2013-acid-suppression-b12"],
    keywords: ["proton pump inhibitor", "h2 blocker", "vitamin b12"],
    match: (ctx) => {
      const meds = ctx.medsOf(...ACID_SUPPRESSION);
      // Low or borderline exactly as the B12 finding grades it (b12.ts), which names acid
      // suppression among the causes: the patient's own medicine is named here.
      const level = b12Level(ctx);
      if (meds.length === 0 || level === undefined) return undefined;
      const low = level === "low";
      // With metformin too, metformin-b12-low already says what the B12 finding would have said.
      const carried = b12Carried(ctx, level);
      const carries = ctx.meds("metformin").length === 0;
      return {
        refs: ctx.refs(ctx.lab("vitamin-b12"), ...meds),
        values: {
          b12: ctx.showValue("vitamin-b12"),
          med: medNames(meds),
          drugs: drugNames(meds, ACID_SUPPRESSION),
          state: level,
        },
        ...(carries
          ? {
              ...carried,
              evidence: ["bsh-2014-b12-folate"],
              patientQuestions: [
                "Could my stomach-acid medicine be lowering my B12?",
                "Do I need B12 injections or tablets?",
              ],
            }
          : { severity: carried.severity }),
        ...(low
          ? {}
          : {
              nextSteps: [
                "Check methylmalonic acid to tell whether the borderline B12 is true deficiency",
                "Review the ongoing need for the acid suppression",
                B12_CAUSE_STEP,
                "Replace B12 if deficient",
              ],
            }),
      };
    },
  },
  {
    id: "creatine-creatinine",
    family: F,
    severity: Severity.low,
    problem: "Kidney function and medicines",
    title: "Raised creatinine or low eGFR on a creatine supplement",
    clinician:
      "{kidney} on a creatine supplement ({med}); creatine is converted to creatinine, so supplements can raise serum creatinine, and lower a creatinine-based eGFR, without kidney damage. Controlled trials measuring kidney function reliably have not shown harm in people without kidney disease.",
    patient:
      "Your kidney results are outside the usual range. You take creatine, which the body turns into creatinine, the substance the kidney test measures, so it can make the results look worse without any harm to the kidneys.",
    nextSteps: [
      "Repeat creatinine and eGFR after several days without creatine and without strenuous exercise, noting the supplement on the request",
      "If kidney function is still in doubt, check cystatin C and urine albumin (ACR)",
    ],
    patientQuestions: ["Should I stop creatine for a few days before repeating the kidney test?"],
    evidence: ["longobardi-2023-creatine-kidney"],
    keywords: ["creatine", "creatinine", "egfr", "supplement"],
    match: (ctx) => {
      const meds = ctx.meds("creatine-supplement");
      const cr = ctx.lab("creatinine");
      const egfr = ctx.lab("egfr");
      const crHigh = cr?.status === "high" || cr?.status === "critical-high";
      const egfrLow = egfr?.status === "low" || egfr?.status === "critical-low";
      if (meds.length === 0 || (!crHigh && !egfrLow)) return undefined;
      const shown = [crHigh ? `Creatinine ${ctx.show(cr)}` : "", egfrLow ? `eGFR ${ctx.show(egfr)}` : ""];
      return {
        refs: ctx.refs(crHigh ? cr : undefined, egfrLow ? egfr : undefined, ...meds),
        values: { kidney: joinList(shown.filter(Boolean)), med: medNames(meds) },
      };
    },
  },
  {
    id: "nsaid-ckd",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "NSAID with reduced kidney function",
    clinician:
      "{med} in a patient with {kidney}; prolonged NSAID use should be avoided in CKD because it can worsen kidney function and raise potassium.",
    patient: "You take a pain medicine like ibuprofen. With your kidney results, these medicines can harm the kidneys.",
    nextSteps: [
      "Stop or limit the NSAID; prefer paracetamol/acetaminophen or topical options",
      "Recheck eGFR and potassium",
    ],
    patientQuestions: ["What can I take for pain instead of ibuprofen?"],
    evidence: ["kdigo-2024-ckd"],
    keywords: ["nsaid", "chronic kidney disease", "nephrotoxic"],
    match: (ctx) => {
      const meds = ctx.meds("nsaid");
      if (meds.length === 0) return undefined;
      // An eGFR from a creatinine still changing shows no CKD; the AKI finding holds the NSAID then.
      const egfr = kidneyFunctionUnstable(ctx) ? undefined : ctx.value("egfr");
      const ckd = ctx.conditions("ckd");
      if ((egfr === undefined || egfr >= 60) && ckd.length === 0) return undefined;
      const kidney = egfr !== undefined && egfr < 60 ? `eGFR ${ctx.showValue("egfr")}` : "chronic kidney disease";
      return {
        refs: ctx.refs(...meds, egfr !== undefined && egfr < 60 ? ctx.lab("egfr") : ckd[0]),
        values: { med: medNames(meds), kidney },
      };
    },
  },
  {
    id: "nsaid-raas-diuretic",
    family: F,
    severity: Severity.high,
    problem: "Kidney function and medicines",
    title: "NSAID with an ACE inhibitor/ARB and a diuretic",
    clinician:
      "{med}: the combination of an NSAID, renin–angiotensin blockade and a diuretic is a recognised cause of acute kidney injury.",
    patient:
      "Three of your medicines together can strain the kidneys. Ask your doctor whether you still need the pain medicine.",
    nextSteps: ["Avoid the NSAID; check creatinine and potassium"],
    // The CKD guideline only for a patient in its scope: the combination harms kidneys whatever their function.
    evidence: ["kdigo-2012-aki"],
    keywords: ["nsaid", "ace inhibitor", "diuretic", "acute kidney injury"],
    match: (ctx) => {
      const n = ctx.meds("nsaid");
      const r = ctx.medsOf("ace-inhibitor", "arb");
      const d = ctx.medsOf("thiazide", "loop-diuretic", "mra");
      if (n.length === 0 || r.length === 0 || d.length === 0) return undefined;
      return {
        refs: ctx.refs(...n, ...r, ...d),
        values: { med: medNames([...n, ...r, ...d]) },
        evidence: fittingSources(ctx, ["kdigo-2024-ckd"]),
      };
    },
  },
  withTestsInRecord(AMIODARONE_THYROID_TESTS, {
    id: "amiodarone-thyroid",
    family: F,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "Abnormal TSH on amiodarone",
    clinician: "TSH {tsh} on amiodarone; amiodarone can cause both hypothyroidism and thyrotoxicosis.",
    patient: "Your thyroid test is outside the normal range. The heart medicine amiodarone can affect the thyroid.",
    nextSteps: ["Check free T4 (and T3); discuss with cardiology before changing amiodarone"],
    evidence: ["ata-2016-hyperthyroidism"],
    keywords: ["amiodarone", "thyroid dysfunction"],
    match: (ctx) => {
      const meds = ctx.meds("amiodarone");
      const tsh = ctx.lab("tsh");
      if (meds.length === 0 || !tsh || tsh.status === "normal" || tsh.status === "unknown") return undefined;
      return { refs: ctx.refs(tsh, ...meds), values: { tsh: ctx.show(tsh) } };
    },
  }),
  {
    id: "hypoglycaemia-on-glucose-lowering",
    family: F,
    severity: Severity.high,
    problem: "Diabetes",
    title: "Low glucose on insulin or a sulfonylurea",
    clinician:
      "Glucose {glucose} on {med}; glucose below 70 mg/dL is hypoglycaemia (below 54 mg/dL clinically significant), most often caused by these drugs.",
    patient:
      "Your blood sugar was low. Some diabetes medicines can push blood sugar too low. Low sugar can make you shaky, sweaty or confused.",
    nextSteps: ["Review insulin/sulfonylurea doses and hypoglycaemia history; consider a less hypoglycaemic agent"],
    patientQuestions: ["What should I do if my blood sugar goes low?"],
    evidence: ["ada-soc-2026-s6"],
    keywords: ["hypoglycemia", "insulin", "sulfonylurea"],
    match: (ctx) => {
      const meds = ctx.medsOf("insulin", "sulfonylurea");
      const g = ctx.value("glucose");
      if (meds.length === 0 || g === undefined || g >= 70) return undefined;
      return {
        refs: ctx.refs(ctx.lab("glucose"), ...meds),
        values: { glucose: ctx.showValue("glucose"), med: medNames(meds) },
        severity: g < 54 ? Severity.critical : Severity.high,
      };
    },
  },
  {
    id: "sulfonylurea-ckd",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "Sulfonylurea with reduced kidney function",
    clinician:
      "{med} with eGFR {egfr}; sulfonylureas accumulate in CKD and raise hypoglycaemia risk (glyburide/glibenclamide especially).",
    patient:
      "Your kidney test is low. One of your diabetes tablets can cause low blood sugar when the kidneys are weaker.",
    nextSteps: ["Review the sulfonylurea dose or choose an agent with lower hypoglycaemia risk"],
    evidence: ["kdigo-2022-diabetes-ckd"],
    keywords: ["sulfonylurea", "egfr", "hypoglycemia"],
    match: (ctx) => {
      const meds = ctx.meds("sulfonylurea");
      const egfr = ctx.value("egfr");
      if (meds.length === 0 || egfr === undefined || egfr >= 60) return undefined;
      return { refs: ctx.refs(ctx.lab("egfr"), ...meds), values: { med: medNames(meds), egfr: ctx.showValue("egfr") } };
    },
  },
  {
    id: "digoxin-level-high",
    family: F,
    severity: Severity.high,
    problem: "Digoxin treatment",
    title: "Digoxin level above the usual range: possible digoxin toxicity",
    clinician:
      "Digoxin level {level}, above {limit}: possible digoxin toxicity. About two-thirds of adults with clinical digoxin toxicity have levels above 2.0 ng/mL and about one-third have lower levels, so the level is read together with the clinical picture. Toxicity is more likely with symptoms such as nausea, vomiting, confusion, visual disturbance or a slow pulse, and in older age, low body weight, reduced kidney function, or electrolyte disturbances such as low potassium or magnesium.",
    patient:
      "Your digoxin level is higher than the usual range. Too much digoxin can cause feeling sick, confusion, changes in your vision or a slow heartbeat. Contact your doctor today about this result. Get urgent help if you faint, feel very unwell, or your heartbeat is very slow or irregular. Do not change your digoxin dose on your own.",
    nextSteps: [
      "Assess the patient urgently for symptoms and signs of digoxin toxicity",
      "ECG; check potassium, magnesium and kidney function",
      "Withhold or review the digoxin dose with the prescriber",
      "Confirm the sample was taken at least 6–8 hours after the last dose",
    ],
    patientQuestions: ["Is my digoxin level too high, and does my dose need to change?"],
    evidence: ["lanoxin-label"],
    keywords: ["digoxin", "digoxin toxicity", "serum digoxin concentration", "bradycardia"],
    match: (ctx) => {
      const obs = currentDigoxin(ctx);
      if (obs === undefined) return undefined;
      const upper = digoxinUpperLimit(obs);
      if (upper === undefined || !digoxinAbove(obs, upper.limit, upper.inclusive)) return undefined;
      const risk = digoxinRiskFactors(ctx);
      return {
        refs: [...new Set([obs.ref, ...ctx.refs(...ctx.meds("digoxin")), ...risk.refs])],
        values: { level: ctx.show(obs), limit: upper.what },
        ...(risk.text === "" ? {} : { clinicianExtra: `In this record: ${risk.text}.` }),
      };
    },
  },
  {
    id: "digoxin-low-magnesium",
    family: F,
    severity: Severity.moderate,
    problem: "Magnesium",
    title: "Low magnesium on digoxin",
    clinician: "Magnesium {mg} on digoxin; low magnesium increases the risk of digoxin toxicity.",
    patient: "Your magnesium is low and you take digoxin. Low magnesium can make digoxin side effects more likely.",
    nextSteps: ["Replace magnesium; check potassium and a digoxin level if symptoms"],
    evidence: ["fda-2011-ppi-hypomagnesaemia"],
    keywords: ["digoxin", "hypomagnesemia"],
    match: (ctx) => {
      const meds = ctx.meds("digoxin");
      const mg = ctx.lab("magnesium");
      if (meds.length === 0 || !mg || (mg.status !== "low" && mg.status !== "critical-low")) return undefined;
      return { refs: ctx.refs(mg, ...meds), values: { mg: ctx.show(mg) } };
    },
  },
  {
    id: "digoxin-low-potassium",
    family: F,
    severity: Severity.moderate,
    problem: "Potassium and medicines",
    title: "Low potassium on digoxin",
    clinician:
      "Potassium {k}, below the lower limit of normal, on digoxin; electrolyte disturbances such as low potassium make digoxin toxicity more likely.",
    patient: "Your potassium is low and you take digoxin. Low potassium can make digoxin side effects more likely.",
    nextSteps: [
      "Replace potassium and look for the cause (diuretics, vomiting or diarrhoea); check magnesium",
      "Check a digoxin level and an ECG if there are symptoms of toxicity",
    ],
    patientQuestions: ["Do I need a potassium supplement while I take digoxin?"],
    evidence: ["lanoxin-label"],
    keywords: ["digoxin", "hypokalemia", "digoxin toxicity"],
    match: (ctx) => {
      const meds = ctx.meds("digoxin");
      const k = ctx.value("potassium");
      if (meds.length === 0 || k === undefined || k >= (ctx.lowerLimit("potassium") ?? 3.5)) return undefined;
      return {
        refs: ctx.refs(ctx.lab("potassium"), ...meds),
        values: { k: ctx.showValue("potassium") },
        severity: k < 3.0 ? Severity.high : Severity.moderate,
      };
    },
  },
];
