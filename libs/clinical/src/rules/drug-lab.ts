import { drugWord, drugWords, genericName } from "../vocab/brands.ts";
import { fittingSources, patientPopulations, patientScope, Population } from "../evidence/populations.ts";
import { bariatricSurgery } from "./bariatric-nutrition.ts";
import { purgingMisuse } from "./purging-hypokalaemia.ts";
import {
  type ConditionItem,
  FindingFamily,
  type LabObservation,
  type MedicationItem,
  Severity,
  type TrendPoint,
} from "../model.ts";
import { valueInterval } from "../parse/value.ts";
import { capitalise, formatNumber, joinList, timesUpperLimit } from "../text.ts";
import { inMonovalentUnit, monovalentUnit } from "./equivalent-units.ts";
import { currentFirst } from "../trends.ts";
import { parseUnit, sameUnit } from "../units.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import { latestWeightKg } from "./body-weight.ts";
import { apixabanTooHighForCrCl } from "./doac-kidney.ts";
import { currentBp } from "./bp-readings.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { biotinThyroidPattern } from "./assay-interference.ts";
import { creatineChildSteps, creatineRecordTests, statedCreatine } from "./creatine-record.ts";
import { borderlineMagnesium } from "./magnesium-borderline.ts";
import {
  B12_BORDERLINE_MMA_STEP,
  B12_CAUSE_STEP,
  B12_PATIENT_EFFECTS,
  B12_REPLACE_IF_DEFICIENT_STEP,
  b12Grade,
  b12Level,
  dietCauseStrength,
  dietaryB12Cause,
} from "./b12.ts";
import { neurologicalB12 } from "./b12-neuropathy.ts";
import { thyroidCancerMention } from "./endocrine-oncology.ts";
import { dailyDoseMg, fallsOrFractures } from "./older-adults.ts";
import { akiWithholdForPressure } from "./aki-acute-illness.ts";
import {
  creatinineRiseFound,
  kidneyFunctionUnstable,
  METFORMIN_EGFR_STEP,
  hyponatraemiaLimit,
  missingSodiumTests,
  pregnancy,
  sodiumLoweringDiuretics,
} from "./patterns.ts";
import { egfrDuringSickDay, fluidLossNow } from "./sick-day-medicines.ts";
import {
  checkMissing,
  KIDNEY_FUNCTION,
  reviewWording,
  stepWording,
  type TestsStep,
  withTestsInRecord,
} from "./tests-in-record.ts";
import {
  heartFailureMraHyperkalaemia,
  potassiumReplacementStep,
  stopThiazideStep,
  thiazidesToStop,
} from "./medicine-review.ts";
import { absorptionMatch, levothyroxineAbsorption, overReplacementMatch } from "./levothyroxine.ts";
import { statedMention } from "./notes.ts";
import { nsaidInNotes } from "./nsaid-in-notes-kidney.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { localSpelling } from "./us-spelling.ts";
import { saltSubstitute } from "./potassium-salt-substitute.ts";
import { digoxinToxicityWithRaiser, HYPO_NOTES } from "./geriatric-safety.ts";
import { PATTERN_RULES, sodiumExplainedByGlucose } from "./patterns.ts";
import { lithiumNotTrough, lithiumTroughStated } from "./lithium-trough.ts";
import { splitAtLevel, staleLithiumLevel } from "./lithium-timing.ts";
import { giBleedPicture } from "./acute-gi-bleed.ts";
import { adultSepsisCriteriaMet } from "./vital-signs.ts";
import { CIRRHOSIS_DIURETIC_SODIUM_STEP, cirrhosisDiureticSodium } from "./cirrhosis.ts";
import {
  anticoagulantBleeding,
  BLEEDING_CLINICIAN,
  BLEEDING_PATIENT,
  bleedingMatch,
  bshWarfarinAdvice,
  heparinReversal,
  readBleed,
  warfarinMajorReversal,
} from "./doac-bleeding.ts";
import { creatinineClearance, doseJudgedByClearance } from "./doac-dosing.ts";
import { oralIsotretinoin } from "./isotretinoin.ts";
import { positivePregnancyTest } from "./pregnancy-test.ts";
import { dabigatranBelow30ByEgfr } from "./doac-kidney.ts";
import { hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { hyperkalaemiaSources, withHyperkalaemiaEmergency } from "./hyperkalaemia-emergency.ts";
import { sampleProblem } from "./haemolysis.ts";
import { RHABDO_CK_ULN as MUSCLE_ALT_CK_ULN, rhabdomyolysis } from "./rhabdomyolysis.ts";
import { altMayBeMuscle, transaminasesFromMuscle } from "./muscle-ast.ts";
import { mraDoseRiseHyperkalaemia } from "./mra-dose-rise.ts";
import { earlyAmiodaroneTshRise } from "./amiodarone-early-thyroid.ts";
import { amiodaroneThyrotoxicosis } from "./amiodarone-thyrotoxicosis.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { statinCkAfterExercise } from "./statin-ck-exercise.ts";
import { statedEarlierLowEgfr } from "./ckd-stable-older.ts";
import {
  ATORVASTATIN_INHIBITOR_MG,
  atorvastatinAboveInhibitorDose,
  atorvastatinInhibitors,
} from "./atorvastatin-inhibitors.ts";
import { altRiseSinceStatinStart } from "./statin-alt-fatty-liver.ts";
import { calciumStepWithLowMagnesium } from "./calcium-low-magnesium.ts";
import { severeHypomagnesaemia } from "./hypomagnesaemia-severe.ts";
import { minorBleedingPlan, warfarinMinorBleeding } from "./warfarin-minor-bleeding.ts";
import { type NotedInrRaiser, notedInrRaiser } from "./warfarin-noted-interactions.ts";
import { digoxinEmergency } from "./digoxin-emergency.ts";
import { digoxinTests } from "./digoxin-tests.ts";
import { keepIndicatedPpi } from "./ppi-indicated.ts";
import { coAmoxiclavCholestasis } from "./co-amoxiclav-liver-injury.ts";
import { flucloxacillinCholestasis } from "./flucloxacillin-liver-injury.ts";
import { otherLiverSuspects } from "./liver-co-suspects.ts";
import { DIGOXIN_LEVEL_HIGH_STEPS, digoxinDoseAboveKidney } from "./digoxin-dose-kidney.ts";
import {
  CONFIRM_SAMPLE_TIME_STEP,
  digoxinSampleTime,
  EARLY_SAMPLE_PATIENT,
  sampleTimeText,
  withSampleTime,
} from "./digoxin-timing.ts";

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
    // During a hyperglycaemic crisis metformin is withheld and the eGFR reflects dehydration
    // (rules/metabolic-emergencies.ts says so); a dose by eGFR is for afterwards. So with an acute
    // creatinine rise: the eGFR is not steady, and the kidney finding withholds metformin meanwhile
    // (review 14 diabetes case 04: "reduce the dose, monitor every 3–6 months" beside an AKI).
    // Nor from an eGFR taken during vomiting or diarrhoea now: the sick-day finding says the dose
    // waits for a repeat once recovered (sick-day-medicines.ts).
    if (
      meds.length === 0 ||
      egfrBand(ctx, low, high) === undefined ||
      kidneyFunctionUnstable(ctx) ||
      egfrDuringSickDay(ctx) !== undefined
    )
      return undefined;
    return {
      refs: ctx.refs(ctx.lab("egfr"), ...meds),
      values: { egfr: ctx.showValue("egfr"), med: metforminListed(meds) },
    };
  };
}

/** Whether metformin-egfr-contraindicated asks for metformin to stop (eGFR below 30, steady, not a sick day). */
export function metforminToStop(ctx: RuleContext): boolean {
  return metforminEgfr(0, 30)(ctx) !== undefined;
}

/** The usual daily metformin ceiling at eGFR 30–44 (KDIGO 2022). */
const METFORMIN_CEILING_MG = 1000;

/** Sulfonylureas other than glipizide, whose kidney thresholds differ from it (see sulfonylurea-ckd). */
const OTHER_SULFONYLUREA =
  /gli(?:benclamide|clazide|mepiride|quidone)|glyburide|tolbutamide|chlorpropamide|tolazamide/i;

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

/**
 * The UK Kidney Association's moderate band starts here (6.0–6.4 mmol/L; severe 6.5 or more): the
 * band that asks for a 12-lead ECG now (evidence "nhs-ggc-hyperkalaemia"), so its band text, its "ECG
 * now" step and the KDIGO long-term advice all change at the same value (review 23,
 * medicines-thyroid-23: 6.0 had an "ECG now" step and 6.1 another grade). The whole band is graded
 * high, severe is critical (review 30b, engine-30b). Only a UK record names the UK Kidney
 * Association and cites the NHS protocol; a US or other record is cited its own country's source
 * (hyperkalaemiaSources) and the band is stated without the UK body (review 32, hyperk-32 cases 05-06).
 */
const MODERATE_HYPERKALAEMIA = 6.0;
const SEVERE_HYPERKALAEMIA = 6.5;
const MODERATE_BAND_TEXT =
  "Potassium 6.0–6.4 mmol/L is moderate hyperkalaemia in the UK Kidney Association's bands: a 12-lead ECG now, and with ECG changes it is treated as severe.";
const MODERATE_BAND_TEXT_NEUTRAL =
  "Potassium 6.0–6.4 mmol/L is moderate hyperkalaemia: a 12-lead ECG now, and with ECG changes it is treated as an emergency.";

/**
 * The same day's other potassium from a sample the laboratory called haemolysed, named beside the
 * result the finding grades (review 30b, engine-30b case 02: a haemolysed 6.8 and a repeat of 6.1 on
 * ramipril and spironolactone; the finding named only the 6.1, the generic line only the 6.8).
 */
function haemolysedSameDay(ctx: RuleContext): string | undefined {
  const current = ctx.lab("potassium");
  const day = current?.date?.slice(0, 10);
  if (current === undefined || day === undefined) return undefined;
  const other = ctx
    .labs("potassium")
    .find((o) => o !== current && o.date?.slice(0, 10) === day && sampleProblem(o)?.haemolysed === true);
  if (other === undefined) return undefined;
  return `The same day's other potassium, ${ctx.show(other)}, was from a sample the laboratory reports haemolysed, which can raise it falsely; this finding grades ${ctx.show(current)}.`;
}

/** The potassium steps' ECG, by the step's wording, when the potassium already meets its condition. */
const ECG_NOW: Record<string, string> = {
  [stepWording(EGFR_AND_ECG)]: "Check an ECG now (potassium 6.0 or more) and eGFR",
  [EGFR_IN_RECORD_AND_ECG]: "Check an ECG now (potassium 6.0 or more); review the eGFR in the record",
};

/**
 * The rule with its eGFR and ECG step read against the record, and the ECG made current when
 * potassium is 6.0 mmol/L or more: a step that makes the ECG conditional on a level the result
 * already reaches reads as if it could wait. A hyperkalaemia emergency (6.5 or more, or ECG changes
 * in the notes) replaces these steps with emergency treatment (rules/hyperkalaemia-emergency.ts).
 */
function withEgfrAndEcg(own: Rule): Rule {
  const rule = withTestsInRecord(EGFR_AND_ECG, own);
  return withHyperkalaemiaEmergency({
    ...rule,
    match: (ctx) => {
      const match = rule.match(ctx);
      const k = ctx.value("potassium");
      if (!match || k === undefined || k < MODERATE_HYPERKALAEMIA) return match;
      return { ...match, nextSteps: (match.nextSteps ?? rule.nextSteps).map((s) => ECG_NOW[s] ?? s) };
    },
  });
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
/** Statin myopathy: the tests for kidney injury from myoglobin, asked only when the record lacks them (review 19). */
const STATIN_MYOPATHY_TESTS: TestsStep = {
  tests: [
    { words: "creatinine", ids: KIDNEY_FUNCTION },
    POTASSIUM,
    { words: "a urinalysis for myoglobin", ids: ["urine-blood"] },
  ],
  tail: " today; rhabdomyolysis can cause acute kidney injury",
};
const LITHIUM_KIDNEY_THYROID_TESTS: TestsStep = {
  // Calcium too: this step stands in for the routine monitoring one (lithium-monitoring-gap).
  tests: [LITHIUM, { words: "eGFR", ids: ["egfr"] }, TSH, CALCIUM],
  tail: "; review the need for and dose of lithium with the prescriber",
};
/** Six-monthly once stable (SPS), with a month's grace: an older result is not counted as done. */
const LITHIUM_RECHECK_DAYS = 213;
const LITHIUM_MONITORING_GAP_TESTS: TestsStep = {
  tests: [
    { ...LITHIUM, withinDays: LITHIUM_RECHECK_DAYS },
    { words: "creatinine/eGFR", ids: KIDNEY_FUNCTION, withinDays: LITHIUM_RECHECK_DAYS },
    { ...TSH, withinDays: LITHIUM_RECHECK_DAYS },
    { ...CALCIUM, withinDays: LITHIUM_RECHECK_DAYS },
  ],
};
const POSSIBLE_OVER_REPLACEMENT =
  "possible over-replacement, which raises the risk of atrial fibrillation and bone loss, especially in older adults.";
const LEVOTHYROXINE_TSH_LOW_TESTS: TestsStep = {
  tests: [{ words: "free T4", ids: ["free-t4"] }],
  tail: "; consider reducing the dose and recheck TSH in 6–8 weeks",
};
const PPI_HYPOMAGNESAEMIA_TESTS: TestsStep = { tests: [POTASSIUM, CALCIUM] };
const PPI_MAGNESIUM_STEPS = [
  "Replace magnesium; review the need for and dose of the PPI",
  "Check potassium and calcium",
];
const AMIODARONE_THYROID_TESTS: TestsStep = {
  tests: [{ words: "free T4 (and T3)", ids: ["free-t4"] }],
  tail: "; discuss with cardiology before changing amiodarone",
};

const HYPERKALAEMIA_STEPS = [
  "Repeat potassium promptly (exclude a haemolysed sample)",
  "Review dose of ACE inhibitor/ARB/MRA, potassium supplements and NSAIDs",
  "Check eGFR and, if potassium is 6.0 or more, an ECG",
] as const;

const POTASSIUM_MEDICINES_QUESTION = "Do any of my medicines need to change because of my potassium?";

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
 * Whether reduced kidney function is shown to have lasted: a raised urine ACR, an earlier low eGFR
 * stated in the notes, or results below 60 among `points` 3 months or more apart. KDIGO 2024
 * defines CKD by more than 3 months of reduced function, so without any of these a low eGFR is not
 * called CKD.
 */
function lowEgfrShownLasting(ctx: RuleContext, points: readonly TrendPoint[]): boolean {
  if ((ctx.value("uacr") ?? 0) >= 30 || statedEarlierLowEgfr(ctx) !== undefined) return true;
  const low = points.filter((p) => p.value < 60);
  const first = low[0];
  const last = low[low.length - 1];
  return first !== undefined && last !== undefined && last.time - first.time >= 90 * 86_400_000;
}

/**
 * A low eGFR that is new: the results below 60 follow one of 60 or more and are not shown to have
 * lasted (lowEgfrShownLasting), with no CKD on record. The CKD wording does not apply then (review
 * 24, labs-24 case 09: "In CKD, KDIGO advises…" after eGFR 69 fell to 47 in 3 months).
 */
function newLowEgfrOnly(ctx: RuleContext): boolean {
  if (ctx.conditions("ckd").length > 0) return false;
  const points = ctx.series("egfr")?.points ?? [];
  const lastNormal = points.findLastIndex((p) => p.value >= 60);
  const sinceNormal = points.slice(lastNormal + 1);
  return lastNormal >= 0 && sinceNormal.length > 0 && !lowEgfrShownLasting(ctx, sinceNormal);
}

/** A low eGFR with nothing on record, before or after any normal result, to show it has lasted. */
function lowEgfrNotShownChronic(ctx: RuleContext): boolean {
  return !lowEgfrShownLasting(ctx, ctx.series("egfr")?.points ?? []);
}

/** How long an eGFR can predate the record and still count as taken during the illness it shows now. */
const DURING_ILLNESS_MS = 7 * 86_400_000;

/** An acute illness a low eGFR was taken in, with the words the nsaid-ckd finding uses for it. */
interface IllnessAtEgfr {
  /** After "taken during". */
  during: string;
  /** After "a raised creatinine": when it was measured. */
  when: string;
  /** After "acute kidney injury from". */
  cause: string;
  /** After "NSAIDs can worsen kidney function further": what follows for the NSAID. */
  nsaidNow: string;
  /** After "Your kidney test was taken while you were". */
  patientWhile: string;
  /** Patient words on the medicine, after "This kind of medicine can also harm the kidneys.". */
  patientMedicine: string;
  /** The NSAID step, before "; recheck creatinine, eGFR and potassium…". */
  hold: string;
}

/**
 * The acute illness the latest eGFR was taken in: acute upper GI bleeding, vomiting, diarrhoea or
 * poor intake stated now (fluidLossNow), or the adult sepsis high risk criteria; undefined with none,
 * or when the eGFR predates the record by more than DURING_ILLNESS_MS. A creatinine rise on record is
 * not among them: nsaid-ckd reads no eGFR then, and the acute kidney injury finding holds the NSAID.
 */
function illnessAtEgfr(ctx: RuleContext): IllnessAtEgfr | undefined {
  const taken = ctx.lab("egfr")?.time;
  const now = ctx.model.now === undefined ? undefined : Date.parse(ctx.model.now);
  if (taken !== undefined && now !== undefined && now - taken > DURING_ILLNESS_MS) return undefined;
  if (giBleedPicture(ctx) !== undefined)
    return {
      during: "acute upper gastrointestinal bleeding",
      when: "during a bleed",
      cause: "the blood loss",
      nsaidNow: ", one more reason to withhold it with the bleeding",
      patientWhile: "bleeding",
      patientMedicine: "",
      hold: "Keep the NSAID withheld with the bleeding",
    };
  const fluidLoss = fluidLossNow(ctx);
  if (fluidLoss !== undefined)
    return {
      during: `the illness the notes describe ("${fluidLoss}")`,
      when: "while losing fluid",
      cause: "dehydration",
      // The sick-day finding restarts paused medicines once eating and drinking again; with a low
      // eGFR taken meanwhile the NSAID waits for the repeat instead.
      nsaidNow: ", so the NSAID stays stopped until kidney function has been rechecked after recovery",
      patientWhile: "unwell and losing fluid",
      patientMedicine: " Ask your doctor before taking it again: your kidney test should be repeated first.",
      hold: "Keep the NSAID stopped until creatinine and eGFR have been rechecked after recovery, not only until eating and drinking normally",
    };
  if (adultSepsisCriteriaMet(ctx))
    return {
      during: "possible sepsis",
      when: "in sepsis",
      cause: "the sepsis",
      nsaidNow: ", so the NSAID is stopped during the acute illness",
      patientWhile: "seriously unwell with an infection",
      patientMedicine: "",
      hold: "Stop the NSAID during the acute illness",
    };
  return undefined;
}

/**
 * nsaid-ckd during an acute illness with a low eGFR not shown to be chronic: "prolonged NSAID use
 * should be avoided in CKD" named CKD from one eGFR of 48 taken on the day of a bleed, when a raised
 * creatinine then may be an acute kidney injury from the blood loss (review 39, acute-39 case 01),
 * and the same from one eGFR taken during vomiting and diarrhoea or in sepsis (review 40,
 * kidney-acute-40 cases 01 and 02). This says why the kidneys matter now, and that chronic disease is
 * judged from results after recovery.
 */
function nsaidLowEgfrInIllness(
  ctx: RuleContext,
  meds: MedicationItem[],
  drug: string | undefined,
  illness: IllnessAtEgfr,
): RuleMatch {
  return {
    refs: ctx.refs(...meds, ctx.lab("egfr")),
    values: {
      med: medNames(meds),
      kidney: `eGFR ${ctx.showValue("egfr")} taken during ${illness.during}, with no earlier low result on record`,
      why: `: one value taken in an acute illness does not show chronic kidney disease (KDIGO: more than 3 months), and a raised creatinine ${illness.when} may be an acute kidney injury from ${illness.cause}. NSAIDs can worsen kidney function further${illness.nsaidNow}.`,
      nsaid: drug !== undefined ? `${drug}, an anti-inflammatory pain medicine` : "an anti-inflammatory pain medicine",
      patientWhy: `Your kidney test was taken while you were ${illness.patientWhile}, so it may be low for now rather than a long-term problem, and it will be checked again once you have recovered. This kind of medicine can also harm the kidneys.${illness.patientMedicine}`,
    },
    nextSteps: [
      `${illness.hold}; recheck creatinine, eGFR and potassium now and again after recovery`,
      "Judge chronic kidney disease only from results after recovery: it needs reduced function for more than 3 months",
    ],
    evidence: ["kdigo-2012-aki", "kdigo-2024-ckd"],
    patientQuestions: ["Will my kidney test go back to normal once I have recovered?"],
  };
}

/**
 * nsaid-ckd with CKD on record beside the aki-creatinine-rise finding: "Stop or limit the NSAID" stood
 * beside its "Hold naproxen" (review 40, kidney-acute-40 case 05). KDIGO 2012 (AKI) stops
 * nephrotoxic medicines in acute kidney injury, so the NSAID is held now and the CKD advice on
 * long-term use waits for stable kidney function.
 */
const NSAID_IN_AKI_ON_CKD: Partial<RuleMatch> = {
  clinicianExtra:
    'Creatinine has risen (see the "Acute rise in creatinine" finding), which holds the NSAID now; the advice on long-term NSAID use in CKD applies once kidney function is stable.',
  patientExtra: "Your kidney test has changed quickly, so ask your doctor today about stopping it for now.",
  nextSteps: [
    "Hold the NSAID now, while creatinine is rising; once kidney function is stable, avoid prolonged NSAID use in CKD, preferring {paracetamol} or topical options",
    "Recheck eGFR and potassium",
  ],
  evidence: ["kdigo-2012-aki"],
};

/**
 * What the finding adds for a patient with CKD (by the KDIGO criteria of evidence/populations.ts)
 * on an ACE inhibitor or ARB, with potassium below 6.0: the KDIGO practice point is about
 * managing a raised potassium over time, not an emergency level.
 */
function ckdRasContinuation(
  ctx: RuleContext,
  meds: readonly MedicationItem[],
  k: number,
): Partial<RuleMatch> | undefined {
  const ras = meds.some((m) => m.classes.includes("ace-inhibitor") || m.classes.includes("arb"));
  if (!ras || k >= MODERATE_HYPERKALAEMIA || !patientPopulations(ctx).has(Population.ckd)) return undefined;
  if (newLowEgfrOnly(ctx)) return undefined;
  // The practice point is about stable CKD: in an acute creatinine rise or with volume depletion the
  // RAS inhibitor, diuretic and NSAID are the medicines withheld (see acuteKidneyWithhold).
  if (acuteKidneyStress(ctx) !== undefined) return undefined;
  return {
    clinicianExtra:
      "In CKD, KDIGO advises that a high potassium on an ACE inhibitor or ARB can often be managed by measures that lower potassium rather than by reducing the dose or stopping it, which is kept for potassium that stays high despite those measures.",
    patientExtra:
      "With kidney disease, the usual aim is to bring your potassium down while keeping your kidney-protecting blood pressure medicine if possible. Do not stop it on your own.",
    nextSteps: CKD_HYPERKALAEMIA_STEPS,
    evidence: fittingSources(ctx, ["kdigo-2024-ckd", "kdigo-2022-diabetes-ckd", "kdigo-2021-bp-ckd"]),
  };
}

/** Volume depletion as notes state it: reduced intake, fluid losses, postural dizziness. */
const VOLUME_DEPLETION =
  /\b(?:drinking\s+(?:less|little|poorly)|(?:poor|reduced|low)\s+(?:oral\s+|fluid\s+)?intake|not\s+(?:eating\s+or\s+)?drinking|dehydrat(?:ed|ion)|dry\s+mouth|vomit(?:ing|ed)|diarrh(?:o)?ea|loose\s+stools?|dizz(?:y|iness)\s+on\s+standing|light-?headed\s+on\s+standing|postural\s+(?:dizziness|drop|hypotension))\b/;
/** The part of VOLUME_DEPLETION that records a fluid deficit itself, not only postural symptoms. */
const FLUID_LOSS =
  /\b(?:drinking\s+(?:less|little|poorly)|(?:poor|reduced|low)\s+(?:oral\s+|fluid\s+)?intake|not\s+(?:eating\s+or\s+)?drinking|dehydrat(?:ed|ion)|dry\s+mouth|vomit(?:ing|ed)|diarrh(?:o)?ea|loose\s+stools?)\b/;
/** Prostate-selective alpha-1 blockers, which the other-bp-lowering class leaves out but which lower standing pressure. */
const UROSELECTIVE_ALPHA = /\b(?:tamsulosin|alfuzosin|silodosin|flomax(?:tra)?|uroxatral|rapaflo)\b/i;

/**
 * Blood-pressure-lowering medicines that can explain dizziness on standing when the notes record it
 * without any fluid loss (review 15, deep case 06: doxazosin, tamsulosin and amlodipine, yet the
 * potassium finding read the dizziness as volume depletion). Empty when a fluid loss is stated or
 * there is no such medicine; the finding then keeps its volume-depletion wording.
 */
function posturalFromMedicines(ctx: RuleContext): MedicationItem[] {
  if (kidneyFunctionUnstable(ctx) || statedMention(ctx.freeText, FLUID_LOSS, true) !== undefined) return [];
  const bp = ctx.medsOf("other-bp-lowering");
  const alpha = ctx.model.medications.filter((m) => m.active && UROSELECTIVE_ALPHA.test(m.name) && !bp.includes(m));
  return [...bp, ...alpha];
}

/**
 * An acute creatinine rise (the aki-creatinine-rise rule's) or volume depletion stated in the notes,
 * as the words that say which; undefined when neither.
 */
function acuteKidneyStress(ctx: RuleContext): string | undefined {
  if (kidneyFunctionUnstable(ctx)) return "an acute rise in creatinine";
  const quote = statedMention(ctx.freeText, VOLUME_DEPLETION, true);
  return quote === undefined ? undefined : `"${quote}" in the notes`;
}

/**
 * The withhold step: blood pressure medicines and diuretics restarted once stable, an NSAID stopped.
 * `assessed` is what is being checked meanwhile: acute kidney injury only when creatinine has risen
 * by the KDIGO criteria (kidneyFunctionUnstable); with volume depletion alone, fluid status and kidney
 * function (review 15, deep case 06: a slow eGFR fall over 21 months was called acute kidney injury).
 */
function withholdStep(meds: readonly MedicationItem[], assessed = "acute kidney injury is assessed"): string {
  const nsaids = meds.filter((m) => m.classes.includes("nsaid"));
  const others = meds.filter((m) => !m.classes.includes("nsaid"));
  if (others.length === 0) return `Stop ${medNames(nsaids)}`;
  const held = `Withhold ${medNames(others)} while ${assessed}; restart when kidney function and fluid status are stable`;
  return nsaids.length > 0 ? `${held}; stop ${medNames(nsaids)}` : held;
}

/**
 * What a high potassium finding adds during an acute creatinine rise or volume depletion, for a
 * patient on an ACE inhibitor, ARB, diuretic or NSAID: these are withheld while the kidneys are
 * assessed, and a diuretic is not the way to lower potassium in someone who is dry.
 */
function acuteKidneyWithhold(ctx: RuleContext): Partial<RuleMatch> | undefined {
  const why = acuteKidneyStress(ctx);
  const meds = ctx.medsOf("ace-inhibitor", "arb", "mra", "thiazide", "loop-diuretic", "nsaid");
  if (why === undefined || meds.length === 0) return undefined;
  // NHS Highland: with acute kidney injury or a patient unwell, a potassium of 6.0 or more is
  // referred to hospital, with an ECG.
  const sameDay = (ctx.value("potassium") ?? 0) >= 6.0;
  // Only a creatinine rise meeting the KDIGO criteria is called acute kidney injury; postural
  // dizziness or poor intake alone is possible volume depletion, checked by fluid status and a repeat.
  const rising = kidneyFunctionUnstable(ctx);
  // Dizziness on standing with blood-pressure-lowering medicines and no fluid loss recorded: the
  // medicines are as likely a cause as a fluid deficit, so the text does not assume fluid loss.
  const bpMeds = posturalFromMedicines(ctx);
  const postural = bpMeds.length > 0;
  const assessed = rising
    ? "acute kidney injury is assessed"
    : postural
      ? "blood pressure (sitting and standing), fluid status and kidney function are rechecked"
      : "fluid status and kidney function are rechecked";
  const change = rising
    ? "your kidney tests have changed quickly or you may be low on fluids"
    : postural
      ? "you feel dizzy when you stand up, which your blood pressure medicines can cause"
      : "you may be low on fluids";
  const reading = rising
    ? ""
    : postural
      ? ` (no fluid loss is recorded, and the blood-pressure-lowering medicines ${medNames(bpMeds)} can cause a fall in pressure on standing; no acute creatinine rise is recorded)`
      : " (possible volume depletion; no acute creatinine rise is recorded)";
  // The creatinine-rise finding already holds the NSAID and, with fluid loss or a low pressure, withholds
  // these same medicines: a second withhold line only repeated it (review 23, fresh sweep 03).
  const akiHeld = new Set(akiWithholdForPressure(ctx)?.meds.map((m) => m.ref) ?? []);
  const heldByAki = creatinineRiseFound(ctx) && meds.every((m) => m.classes.includes("nsaid") || akiHeld.has(m.ref));
  // Its text, too, points there rather than saying the withholding again (review 24, notes-reports case 05).
  const withheld = heldByAki
    ? "the acute creatinine rise finding sets out which medicines to withhold"
    : `${medNames(meds)} ${severalMedicines(meds) ? "are" : "is"} usually withheld while ${assessed} and restarted once kidney function and fluid status are stable`;
  return {
    clinicianExtra: `With ${why}${reading}, ${withheld}; a diuretic is not used to lower potassium in a volume-depleted patient.${sameDay ? ` A potassium of 6.0 or more with ${rising ? "acute kidney injury or " : ""}${postural ? "postural symptoms" : "fluid loss"} needs same-day hospital assessment.` : ""}`,
    patientExtra: sameDay
      ? // The finding's own text has just said the potassium is high (review 29, renal-29 case 02: said twice).
        `Because ${change} as well, you need to be seen in hospital today. Some of your blood pressure, water or pain tablets will probably be paused; do not stop anything on your own before you are seen.`
      : heldByAki
        ? "Your kidney test has changed quickly too; the point about it in this report says which tablets may be paused. Please contact your doctor today rather than stopping anything on your own."
        : `Because ${change}, your doctor may pause some of your blood pressure, water or pain tablets for a while. Please contact them today rather than stopping anything on your own.`,
    nextSteps: [
      sameDay
        ? "Same-day hospital assessment: ECG, repeat potassium and creatinine (exclude a haemolysed sample), fluid status and treatment of the potassium"
        : "Repeat potassium and creatinine promptly (exclude a haemolysed sample); check an ECG if potassium is 6.0 or more",
      // An NSAID is stopped, not restarted with the others (review 14 known gaps: "restart" beside "avoid the NSAID").
      ...(heldByAki ? [] : [withholdStep(meds, assessed)]),
      postural
        ? "Check sitting and standing blood pressure and fluid status, and review the blood-pressure-lowering medicines; do not use a diuretic to lower potassium in a volume-depleted patient"
        : "Assess fluid status; do not use a diuretic to lower potassium in a volume-depleted patient",
    ],
    evidence: [
      ...(rising ? ["kdigo-2012-aki"] : []),
      // The RCGP toolkit is English guidance; elsewhere the withholding rests on CCJM's advice (the
      // rule's momoniat-2019-acei-arb-potassium) to stop these during illness or dehydration (review
      // 36, kidney-36 case 01: a US record cited the RCGP toolkit).
      ...(readsAsUk(ctx) ? ["rcgp-aki-toolkit"] : []),
      ...(sameDay ? ["nhs-highland-hyperkalaemia"] : []),
    ],
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
  severity: Severity = Severity.moderate,
): Partial<RuleMatch> | undefined {
  const tmp = ctx.medsOf(...TRIMETHOPRIM);
  if (tmp.length === 0) return undefined;
  const others = ctx.medsOf(...POTASSIUM_RAISING).filter((m) => !tmp.includes(m));
  const present: string[] = [];
  if (others.length > 0) present.push(`other potassium-raising medicines (${medNames(others)})`);
  const egfr = ctx.value("egfr");
  if (egfr !== undefined && egfr < 60) present.push(`eGFR ${ctx.showValue("egfr")}`);
  const names = medNames(tmp);
  // "Trimethoprim contains trimethoprim" when the entry is the plain drug: the entry is then named alone.
  const plain = tmp.every((m) => /^\s*trimethoprim\b/i.test(m.name) && !/sulfa|sulpha/i.test(m.name));
  return {
    clinicianExtra:
      `${plain ? names : `${names} ${tmp.length > 1 ? "contain" : "contains"} trimethoprim`}, a likely contributor to this potassium: trimethoprim can raise potassium by itself, more so with reduced kidney function or with other medicines that raise potassium, and in older adults on an ACE inhibitor or ARB, trimethoprim-sulfamethoxazole was linked with about seven times the rate of hospital admission for high potassium seen with amoxicillin.` +
      (present.length > 0 ? ` Adding to it in this record: ${joinList(present)}.` : ""),
    patientExtra: `${plain ? "Your antibiotic, trimethoprim," : `One of your medicines is an antibiotic that contains trimethoprim (${names}),`} can also raise potassium. ${
      severity === Severity.critical
        ? "Tell the doctor you contact now that you take it; do not stop any medicine on your own."
        : severity === Severity.high
          ? "Talk to your doctor about it today; do not stop any medicine on your own."
          : "Talk to your doctor about it soon; do not stop any medicine on your own."
    }`,
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
/** A start a medicine's own text gives when no start date is recorded: "(started today)", "started 2026-12-03". */
const STARTED_IN_TEXT = /\bstarted\s+(?:on\s+)?(today|\d{4}-\d{2}-\d{2})\b/i;

/** Whether a medicine was started on a later day than the sample was taken. */
function startedAfterSample(ctx: RuleContext, m: MedicationItem, sample: LabObservation | undefined): boolean {
  const said = m.startDate ?? STARTED_IN_TEXT.exec(`${m.name} ${m.dosage ?? ""} ${m.frequency ?? ""}`)?.[1];
  const day = said?.toLowerCase() === "today" ? ctx.model.now?.slice(0, 10) : said?.slice(0, 10);
  const start = day === undefined ? Number.NaN : Date.parse(day);
  const taken = sample?.date === undefined ? Number.NaN : Date.parse(sample.date.slice(0, 10));
  return Number.isFinite(start) && Number.isFinite(taken) && start > taken;
}

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
const PPI_B12_STEPS = [B12_CAUSE_STEP, "Replace B12 and review the ongoing need for the acid suppression"];

/**
 * What the plain B12 finding would have said, carried by the medicine's finding that reports the B12
 * instead (see b12DrugFindingCarries in b12.ts): the grade, what low B12 can do, and the severity
 * the B12 finding gives (moderate when low, low when borderline).
 */
/** Nerve symptoms in the feet or hands, as notes put them ("tingling in both feet", "numb toes"). */
const NEUROPATHY_SYMPTOMS =
  /\b(?:tingl\w*|numb\w*|pins and needles|burning)\b[^.;]{0,30}\b(?:feet|foot|toes|legs|hands)\b|\b(?:feet|foot|toes)\b[^.;]{0,20}\b(?:tingl\w*|numb\w*)|\bneuropath(?:y|ic)\b/;

/** A foot examination for neuropathy already recorded in the notes. */
const FEET_EXAMINED = /\bmonofilament\b|\bvibration (?:sense|perception)\b|\btuning fork\b/i;

/**
 * "Replace B12", with the checks the record does not already answer: not neuropathy when the feet
 * are examined in another step, not anaemia when a haemoglobin is in the record (review 23,
 * haem-23 case 11: "check for anaemia" beside the anaemia finding).
 */
function lowB12ReplaceStep(ctx: RuleContext, feetExamined: boolean): string {
  const checks = [...(feetExamined ? [] : ["neuropathy"]), ...(ctx.lab("hemoglobin") === undefined ? ["anaemia"] : [])];
  return checks.length === 0 ? "Replace B12" : `Replace B12 and check for ${checks.join(" or ")}`;
}

/**
 * The B12-on-metformin finding's sources on a record that reads as US: ADA's Standards of Care, not
 * the British Society for Haematology (review 25, uk-us-25b case 07).
 */
function metforminB12UsSources(ctx: RuleContext): Pick<RuleMatch, "evidence" | "evidenceReplacesRule"> {
  return readsAsUsUnits(ctx)
    ? { evidence: ["aroda-2016-metformin-b12", "ada-soc-2025-s9"], evidenceReplacesRule: true }
    : {};
}

function b12Carried(
  ctx: RuleContext,
  level: "low" | "borderline",
): Pick<RuleMatch, "severity" | "patientExtra" | "clinicianExtra"> {
  return {
    clinicianExtra: `B12 ${b12Grade(ctx.value("vitamin-b12") ?? 0, level, ctx.lab("vitamin-b12"))}.`,
    severity: level === "low" ? Severity.moderate : Severity.low,
    patientExtra: B12_PATIENT_EFFECTS,
  };
}

/**
 * The generic or brand names the patient's medicines were recognised by, for these classes only; a
 * drug listed under its brand and its generic name is named once, as first listed.
 */
function drugNames(meds: readonly MedicationItem[], classes: readonly string[]): string {
  const names = drugWords(meds, new Set(classes.flatMap((c) => DRUG_CLASSES[c] ?? [])));
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const ANTICOAGULANTS = ["warfarin", "doac", "heparin"] as const;

/** The anticoagulant drugs a medication entry names, by generic name ("Eliquis" and "apixaban" are one drug). */
function anticoagulantAgents(med: MedicationItem): Set<string> {
  const listed = new Set(ANTICOAGULANTS.flatMap((c) => DRUG_CLASSES[c] ?? []));
  return new Set(med.drugs.filter((d) => listed.has(d)).map(genericName));
}

/** Prophylactic doses: heparin 5,000 units, enoxaparin 20-40 mg, dalteparin 2,500-5,000 units, tinzaparin 3,500-4,500 units. */
const ENOXAPARIN_TREATMENT_MG = 60;
const HEPARIN_TREATMENT_UNITS = 7500;
const TREATMENT_WORDS =
  /\/kg|twice daily|\bb\.?i\.?d\b|\bbd\b|every 12 hours|\bq12h\b|infusion|intravenous|\biv\b|treatment dose/i;

/**
 * A heparin entry at a treatment dose, the dose that bridges. Prophylactic heparin beside therapeutic
 * warfarin is the duplicate the anticoagulant-duplicate rule is for (a VTE prophylaxis order on admission).
 */
function treatmentDoseHeparin(m: MedicationItem): boolean {
  const text = `${m.name} ${m.dosage ?? ""} ${m.frequency ?? ""}`;
  if (/prophyla/i.test(text)) return false;
  if (TREATMENT_WORDS.test(text)) return true;
  const mg = [...text.matchAll(/(\d+(?:\.\d+)?)\s*mg\b/gi)].map((h) => Number(h[1]));
  const units = [...text.matchAll(/(\d{1,3}(?:,\d{3})+|\d+)\s*(?:units|iu)\b/gi)].map((h) =>
    Number(h[1]!.replace(/,/g, "")),
  );
  return mg.some((n) => n >= ENOXAPARIN_TREATMENT_MG) || units.some((n) => n >= HEPARIN_TREATMENT_UNITS);
}

/**
 * Warfarin listed with a heparin at a treatment dose and no other anticoagulant: parenteral cover while warfarin takes
 * effect, started together for a new clot or given for a low INR with a mechanical valve (review 18,
 * ward-and-urine 10-12: enoxaparin started with warfarin for a DVT was called a duplicate to stop).
 * The heparin is stopped once the INR has been in range for the required time, not at once.
 */
function heparinBridge(ctx: RuleContext): { warfarin: MedicationItem[]; heparin: MedicationItem[] } | undefined {
  const warfarin = ctx.meds("warfarin");
  const heparin = ctx.meds("heparin").filter(treatmentDoseHeparin);
  if (warfarin.length === 0 || heparin.length === 0 || ctx.meds("doac").length > 0) return undefined;
  return { warfarin, heparin };
}

/**
 * Current medication entries that name two different anticoagulant drugs between them. The same
 * drug listed twice (two warfarin strengths, brand and generic) is one drug, not a duplicate.
 */
function duplicateAnticoagulants(ctx: RuleContext): MedicationItem[] {
  if (heparinBridge(ctx) !== undefined) return [];
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
  const af = fittingSources(ctx, ["acc-aha-2023-af"]);
  // A UK record cites NICE NG196, the UK AF guideline (review 30b, nations-30b case 10; sources-30
  // cases 01/02: Leeds and Bristol warfarin records cited the ACC/AHA guideline).
  return af.length > 0 && patientScope(ctx).country === "uk" ? ["nice-ng196-af"] : af;
}

/**
 * The hypoglycaemia threshold as the cited source puts it: a UK record cites the JBDS-IP guideline,
 * whose line is 4.0 mmol/L ("four is the floor"); others the ADA levels (review 41, diabetes-41 01/02).
 */
function hypoglycaemiaDefinition(uk: boolean, mmol: boolean): string {
  if (uk)
    return "in an adult with diabetes, glucose below 4.0 mmol/L is hypoglycaemia and is treated at once whatever the symptoms (JBDS-IP)";
  // A record measured in mmol/L (Auckland, Toronto) reads the same ADA levels mmol/L first (review 42, country-42 case 06).
  return mmol
    ? "glucose below 3.9 mmol/L (70 mg/dL) is hypoglycaemia (below 3.0 mmol/L, 54 mg/dL, clinically significant)"
    : "glucose below 70 mg/dL (3.9 mmol/L) is hypoglycaemia (below 54 mg/dL, 3.0 mmol/L, clinically significant)";
}

/** Sources for the low-glucose finding: JBDS-IP in place of ADA on a UK record, plus the sulfonylurea case report. */
function hypoglycaemiaEvidence(uk: boolean, sulfonylurea: boolean): string[] {
  return [
    ...(uk ? ["jbds-01-hospital-hypoglycaemia"] : []),
    ...(sulfonylurea ? ["mifsud-bmj-case-relapsing-sulfonylurea-hypoglycaemia"] : []),
  ];
}

/** The ACC/AHA AF guideline whatever the country, for a statement that names it in its text. */
function accAhaAfGuideline(ctx: RuleContext): string[] {
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
  return ctx.meds("doac").filter((m) => m.drugs.some((d) => genericName(d) === "apixaban"));
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
  const missing: string[] = [];
  const metNames: string[] = [];
  let known = 0;
  if (age !== undefined) {
    known += 1;
    if (age >= 80) metNames.push("age");
    shown.push(`age ${formatNumber(age)}`);
  } else missing.push("age");
  if (weight !== undefined) {
    known += 1;
    if (weight.kg <= 60 + SLACK) metNames.push("weight");
    shown.push(`weight ${weight.shown}`);
  } else missing.push("weight");
  if (creatinine !== undefined) {
    known += 1;
    if (creatinine >= 1.5 - SLACK) metNames.push("creatinine");
    shown.push(`creatinine ${ctx.showValue("creatinine")}`);
  } else missing.push("serum creatinine");
  const met = metNames.length;
  const refs = ctx.refs(weight?.vital, creatinine === undefined ? undefined : ctx.lab("creatinine"));
  // Which criteria are met is named: "age 86, weight 58 kg, creatinine 1.4 mg/dL: two are met" left
  // the reader to work out that the creatinine is not one (review 37, older-adults-37 case 04).
  const metText =
    met === 3
      ? "all three are met"
      : met === 2
        ? `two of the three are met (${joinList(metNames)})`
        : met === 1
          ? `only one of the three is met (${metNames[0]})`
          : "none of the three is met";
  return { met, known, shown: shown.join(", "), missing, refs, metText };
}

const APIXABAN_CRITERIA_TEXT =
  "age 80 or over, body weight 60 kg or less, serum creatinine 1.5 mg/dL (133 µmol/L) or more";

const APIXABAN_INDICATION =
  "These criteria apply to atrial fibrillation; other indications, such as treatment or prevention of venous thromboembolism, are dosed differently, so the prescriber should confirm the indication.";

const APIXABAN_NEXT_STEPS = [
  "Confirm the indication: the age, weight and creatinine criteria are for atrial fibrillation; venous thromboembolism treatment and prevention are dosed differently",
  "If the indication is atrial fibrillation, review the apixaban dose with the prescriber against the label's criteria, using a current weight and creatinine",
] as const;

/** The kidney dose review's step for the DOACs dosed by creatinine clearance. */
const DOAC_CRCL_STEPS = ["Calculate creatinine clearance and check the DOAC dose against it"] as const;

/** Below this eGFR apixaban may sit in the SmPC's 15–29 mL/min band (2.5 mg in atrial fibrillation). */
const APIXABAN_SEVERE_EGFR = 30;

/**
 * Apixaban whose dose a reduced eGFR calls into question but which the apixaban-af-dose and
 * creatinine-clearance rules cannot judge: a standard or unreadable dose (not the reduced 2.5 mg,
 * nor a 10 mg venous thromboembolism start) with at least one criterion met and enough missing from
 * the record to make two (an 82-year-old with no weight or creatinine), or an eGFR below 30 with no
 * creatinine clearance to place it in the SmPC's 15–29 mL/min band. With no criterion met the record
 * gives no reason to expect the reduced dose, so nothing is said (a 66-year-old at eGFR 36).
 * Undefined when there is nothing to add to doac-renal-dose-review.
 */
function apixabanUnjudged(ctx: RuleContext, egfr: number) {
  const meds = apixabanMeds(ctx);
  const mg = apixabanStrength(meds);
  if (meds.length === 0 || (mg !== undefined && mg !== 5)) return undefined;
  const c = apixabanCriteria(ctx);
  // Apixaban 5 mg with two criteria met: apixaban-af-dose-high already asks for 2.5 mg.
  if (mg === 5 && c.met >= 2) return undefined;
  const criteriaOpen = c.met >= 1 && c.met + c.missing.length >= 2;
  const severeOpen = egfr < APIXABAN_SEVERE_EGFR && creatinineClearance(ctx) === undefined;
  if (!criteriaOpen && !severeOpen) return undefined;
  const af = hasAf(ctx);
  const clinician: string[] = [];
  const steps: string[] = af ? [] : [APIXABAN_NEXT_STEPS[0]];
  const evidence = ["eliquis-label"];
  if (criteriaOpen) {
    clinician.push(
      c.met >= 2
        ? `For atrial fibrillation the FDA label gives apixaban 2.5 mg twice daily with at least two of: ${APIXABAN_CRITERIA_TEXT}. With ${c.shown}, two are met, and the recorded dose cannot be read.`
        : `For atrial fibrillation the FDA label gives apixaban 2.5 mg twice daily with at least two of: ${APIXABAN_CRITERIA_TEXT}. With ${c.shown}, one is met, and the record holds no ${joinList(c.missing).replace(/ and /, " or ")}, which would decide whether the reduced dose applies.`,
    );
    steps.push(
      `Record a current ${joinList(c.missing)} and check the apixaban dose against the label's criteria for atrial fibrillation`,
    );
  }
  if (severeOpen) {
    clinician.push(
      "An eGFR below 30 may mean a creatinine clearance of 15–29 mL/min, where the UK SmPC gives apixaban 2.5 mg twice daily in atrial fibrillation whatever the age and weight; no clearance can be worked out from this record.",
    );
    steps.push(
      "Work out the creatinine clearance (Cockcroft–Gault) from a current weight and creatinine: at 15–29 mL/min the UK SmPC gives apixaban 2.5 mg twice daily in atrial fibrillation",
    );
    evidence.push("eliquis-smpc-renal", "cockcroft-gault-1976");
  }
  if (!af) clinician.push(APIXABAN_INDICATION);
  return { meds, clinician: clinician.join(" "), steps, evidence };
}

/** The apixaban dose review's step once atrial fibrillation is recorded: the indication is known. */
const APIXABAN_AF_STEPS = [
  "Review the apixaban dose with the prescriber against the label's criteria for atrial fibrillation, using a current weight and creatinine",
] as const;

/** Whether the record lists atrial fibrillation, the indication the apixaban dose criteria are for. */
const hasAf = (ctx: RuleContext) => ctx.conditions("atrial-fibrillation").length > 0;

/**
 * Current medicines known to raise the INR markedly on warfarin. Fluoroquinolones were missing (review
 * 32, medcase-32 case 01: ciprofloxacin with an INR of 5.8 was not named as a likely cause).
 */
const INR_RAISING = [
  "amiodarone",
  "azole-antifungal",
  "metronidazole",
  "co-trimoxazole",
  "macrolide",
  "fluoroquinolone",
] as const;

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
/** Whether a digoxin result is above the limit it is judged against (see digoxinUpperLimit). */
function levelAboveLimit(obs: LabObservation): boolean {
  const upper = digoxinUpperLimit(obs);
  return upper !== undefined && digoxinAbove(obs, upper.limit, upper.inclusive);
}

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
    /\b(?:blurred|blurry|yellow|green|disturbed|altered)\s+vision\b|\bvisual\s+(?:disturbances?|changes?)\b|\bhaloe?s\b|\bseeing\s+(?:yellow|green)\b|\b(?:yellow|green)(?:ish)?\s+tinge\b|\bxanthopsia\b|\b(?:colou?rs?|things|everything)\s+(?:look|looks|looking|appear|appears|seem|seems)\s+(?:yellow|green)(?:ish)?\b/,
  ],
];
function digoxinSymptoms(ctx: RuleContext): string[] {
  return DIGOXIN_SYMPTOMS.filter(([, re]) => statedMention(ctx.freeText, re, true) !== undefined).map(([name]) => name);
}

/**
 * A digoxin level above its range with nausea or vomiting in the notes: possible toxicity whose
 * stomach symptoms can account for poor appetite (read by lung-cancer-chest-xray.ts).
 */
export function digoxinToxicNausea(ctx: RuleContext): { obs: LabObservation; symptoms: string[] } | undefined {
  const obs = currentDigoxin(ctx);
  if (obs === undefined || !levelAboveLimit(obs)) return undefined;
  const symptoms = digoxinSymptoms(ctx).filter((s) => s === "nausea" || s === "vomiting");
  return symptoms.length === 0 ? undefined : { obs, symptoms };
}

/**
 * digoxin-level-high's patient advice when no life-threatening sign is recorded. Beside
 * digoxin-toxicity-interaction's "Do not take more digoxin until you have spoken to a doctor", "Do
 * not change your digoxin dose on your own" read as the opposite advice, so it is left to that line.
 */
const DIGOXIN_ACT_TODAY_HELP =
  "Contact your doctor today about this result. Get urgent help if you faint, feel very unwell, or your heartbeat is very slow or irregular.";
const DIGOXIN_ACT_TODAY = `${DIGOXIN_ACT_TODAY_HELP} Do not change your digoxin dose on your own.`;

/** digoxin-level-high's patient advice for a sample taken too early, with no sign of toxicity. */
const DIGOXIN_ACT_REPEAT =
  "Contact your doctor in the next few days to have the test repeated at the right time. Get urgent help if you faint, feel very unwell, or your heartbeat is very slow or irregular. Do not change your digoxin dose on your own.";

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

/** Digoxin taken with a potassium below the lower limit of normal. */
function lowPotassiumOnDigoxin(ctx: RuleContext): boolean {
  const k = ctx.value("potassium");
  return ctx.meds("digoxin").length > 0 && k !== undefined && k < (ctx.lowerLimit("potassium") ?? 3.5);
}

/**
 * A low potassium alongside a low magnesium: magnesium deficiency keeps the kidneys losing potassium,
 * so the potassium does not come up with potassium alone, more so when a supplement is already taken.
 */
function magnesiumBehindLowPotassium(
  ctx: RuleContext,
):
  | { clinician: string; patient: string; step: string; refs: (LabObservation | MedicationItem | undefined)[] }
  | undefined {
  const k = ctx.value("potassium");
  const mg = ctx.lab("magnesium");
  if (k === undefined || k >= (ctx.lowerLimit("potassium") ?? 3.5)) return undefined;
  if (!mg || (mg.status !== "low" && mg.status !== "critical-low")) return undefined;
  const supplements = ctx.meds("potassium-supplement");
  const despite = supplements.length > 0 ? ` despite ${medNames(supplements)}` : "";
  return {
    // "Not coming up" only where potassium is already being replaced (review 18, everyday-sweep case 04).
    clinician: `Potassium ${ctx.showValue("potassium")}${despite} with magnesium ${ctx.show(mg)}: magnesium deficiency increases potassium loss by the kidney and makes a low potassium resistant to potassium replacement, so ${despite === "" ? "magnesium needs replacing as well" : "the low magnesium is the likely reason the potassium is not coming up; magnesium needs replacing"} for the potassium to correct.`,
    patient:
      "Your potassium is also low. Low magnesium makes the kidneys lose potassium, so potassium tablets alone often do not bring it up until the magnesium is corrected.",
    step: "Replace magnesium first (with potassium); recheck magnesium and potassium after replacement",
    refs: [ctx.lab("potassium"), ...supplements],
  };
}

/**
 * The finding that speaks for a low potassium with a low magnesium and carries the
 * potassium–magnesium explanation, so ppi-hypomagnesaemia only points to it: digoxin-low-potassium
 * on digoxin, else diuretic-hypokalaemia on a diuretic (taken, not misused as purging).
 */
function potassiumFindingCarryingMagnesium(ctx: RuleContext): "digoxin" | "diuretic" | undefined {
  if (magnesiumBehindLowPotassium(ctx) === undefined) return undefined;
  if (lowPotassiumOnDigoxin(ctx)) return "digoxin";
  return ctx.medsOf(...DIURETICS).length > 0 && purgingMisuse(ctx) === undefined ? "diuretic" : undefined;
}

/** Symptoms of lithium toxicity as notes state them; a fine tremor alone is a common side effect, not counted. */
const LITHIUM_SYMPTOMS: [string, RegExp][] = [
  [
    "coarse or worsening tremor",
    /\b(?:coarse|worse(?:ning)?|increas(?:ed|ing)|new)\s+(?:hand\s+)?tremor\b|\btremor\b[^.;]{0,20}\bworse\b/,
  ],
  ["diarrhoea", /\b(?:diarrh(?:o)?ea|loose\s+stools?)\b/],
  ["vomiting", /\bvomit(?:s|ed|ing)?\b/],
  ["confusion or drowsiness", /\b(?:confus(?:ion|ed)|muzzy|drows(?:y|iness)|disorientat(?:ed|ion))\b/],
  [
    "unsteadiness or slurred speech",
    /\b(?:ataxi[ac]|unsteady|unsteadiness|slurred\s+speech|wobbly\s+on\s+(?:her|his|their)\s+feet)\b/,
  ],
  ["muscle twitching", /\b(?:muscle\s+twitch\w*|myoclon\w*|fasciculation\w*)\b/],
];

function lithiumSymptoms(ctx: RuleContext): string[] {
  return LITHIUM_SYMPTOMS.filter(([, re]) => statedMention(ctx.freeText, re, true) !== undefined).map(([n]) => n);
}

/**
 * Without a laboratory range, levels are read against 1.0 mmol/L: NICE links levels above 0.8 with
 * more toxicity and keeps 0.8–1.0 for people who relapsed at lower levels.
 */
const LITHIUM_UPPER_DEFAULT = 1.0;
const LITHIUM_EMERGENCY = 1.5;

/** A medicine counts as recently started, for lithium, within this many days. */
const LITHIUM_RECENT_DAYS = 90;

/** Whether a medicine's recorded start lies within the given number of days before now. */
function startedWithin(ctx: RuleContext, m: MedicationItem, days: number): boolean {
  const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  return !Number.isNaN(start) && !Number.isNaN(now) && now >= start && (now - start) / 86_400_000 <= days;
}

/** Current medicines that reduce lithium clearance, the likely contributors to a raised level. */
function lithiumRaisers(ctx: RuleContext): MedicationItem[] {
  return ctx.medsOf("thiazide", "nsaid", "ace-inhibitor", "arb", "loop-diuretic");
}

/** A low eGFR or a raised TSH (not read as subclinical hypothyroidism) on lithium. */
function lithiumKidneyThyroidChange(ctx: RuleContext): RuleMatch | undefined {
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
  if (tsh && (tsh.status === "high" || tsh.status === "critical-high") && !subclinicalHypothyroidismRead(ctx)) {
    parts.push(`TSH ${ctx.show(tsh)}`);
    refs.push(tsh.ref);
  }
  return parts.length === 0 ? undefined : { refs, values: { finding: parts.join(" and ") } };
}

/**
 * Whether lithium-level-high fires: on lithium with a level above the range or symptoms of
 * toxicity in the notes. Other lithium findings leave the lithium to it then.
 */
export function lithiumToxicitySuspected(ctx: RuleContext): boolean {
  if (ctx.meds("lithium").length === 0) return false;
  const li = ctx.value("lithium");
  return (
    (li !== undefined && li > (ctx.upperLimit("lithium") ?? LITHIUM_UPPER_DEFAULT)) || lithiumSymptoms(ctx).length > 0
  );
}

function lithiumToxicity(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("lithium");
  const obs = ctx.lab("lithium");
  const li = ctx.value("lithium");
  const symptoms = meds.length > 0 ? lithiumSymptoms(ctx) : [];
  const upper = ctx.upperLimit("lithium");
  const limit = upper ?? LITHIUM_UPPER_DEFAULT;
  const high = li !== undefined && li > limit;
  if (!high && symptoms.length === 0) return undefined;
  const level =
    li === undefined
      ? "no lithium level in the record."
      : high
        ? `lithium level ${ctx.showValue("lithium")}, above ${upper === undefined ? "1.0 mmol/L" : `the laboratory's range (${obs?.range?.text ?? formatNumber(upper)})`}.`
        : `lithium level ${ctx.showValue("lithium")}, within the range given.`;
  const felt = symptoms.length > 0 ? ` ${capitalise(joinList(symptoms))} in the notes: possible lithium toxicity.` : "";
  const { before, after } = splitAtLevel(lithiumRaisers(ctx), obs);
  const recent = before.filter((m) => startedWithin(ctx, m, LITHIUM_RECENT_DAYS));
  // A medicine started in the last months is the likelier cause than one long taken at a stable level.
  const raisers = recent.length > 0 ? recent : before;
  const later =
    after.length > 0
      ? ` ${medNames(after)}, started after this level was taken, also ${severalMedicines(after) ? "reduce" : "reduces"} lithium clearance and can raise the level further.`
      : "";
  // An NSAID bought over the counter is often only in the notes: ibuprofen three times a day beside
  // a level of 1.4 went unnamed as a cause (review 30, meds-30b case 18).
  const notedNsaid = ctx.meds("nsaid").length === 0 ? nsaidInNotes(ctx) : undefined;
  const nsaidStep =
    notedNsaid === undefined ? [] : [`Stop ${notedNsaid} (an NSAID in the notes) or replace it with the prescriber`];
  const cause =
    (raisers.length > 0
      ? ` ${medNames(raisers)}${recent.length > 0 ? ` (started in the last ${LITHIUM_RECENT_DAYS / 30} months)` : ""} ${severalMedicines(raisers) ? "reduce" : "reduces"} lithium clearance and ${severalMedicines(raisers) ? "are" : "is"} the likely contributor${severalMedicines(raisers) ? "s" : ""}; review with the prescriber whether to stop or replace ${severalMedicines(raisers) ? "them" : "it"}.`
      : "") +
    later +
    (notedNsaid === undefined
      ? ""
      : ` ${capitalise(notedNsaid)}, an NSAID named in the notes, also reduces lithium clearance; stop it or replace it with the prescriber.`);
  const toReview = [...raisers, ...after];
  const emergency = li !== undefined && li >= LITHIUM_EMERGENCY;
  // A level of 1.5 or more from weeks ago, with no symptoms in the notes, has most likely been acted
  // on already: it is reported as one to repeat today unless it has been, not as an emergency now.
  const stale = emergency ? staleLithiumLevel(ctx, obs) : undefined;
  const pastEmergency = stale !== undefined && symptoms.length === 0;
  const urgent = symptoms.length > 0 || (emergency && !pastEmergency);
  // A moderately raised level the notes say was drawn early after a dose, with no symptoms, is a
  // mistimed sample rather than toxicity: repeat a 12-hour trough (review 12, case 03).
  const notTrough = high && !urgent && !pastEmergency ? lithiumNotTrough(ctx, obs) : undefined;
  // A known level of 1.5 mmol/L or more is in the toxic range, and lithium poisoning can be life-threatening
  // (BJPsych Advances 2022, SPS): hospital now, not "check a level" (review 10, cases 01–02).
  // The threshold in the record's unit: "1.5 mmol/L" beside a US level of 1.4 mEq/L (review 31b,
  // mental-31b case 01); for lithium the two are the same number.
  const toxicLevel = /meq/i.test(obs?.unit ?? "") ? "1.5 mEq/L" : "1.5 mmol/L";
  const steps = pastEmergency
    ? [
        `Unless already acted on: the level of ${ctx.showValue("lithium")} was taken ${stale?.days ?? ""} days before this analysis; withhold lithium and repeat the level with U&E and creatinine today, with hospital assessment if it is still ${toxicLevel} or more or there are symptoms of toxicity`,
        ...(toReview.length > 0 ? [`Stop or replace ${medNames(toReview)} with the prescriber`] : []),
      ]
    : urgent
      ? [
          emergency
            ? `Hospital assessment now: a lithium level of ${ctx.showValue("lithium")} (${toxicLevel} or more) is in the toxic range, and lithium poisoning can be life-threatening; withhold lithium and repeat the level with U&E and creatinine`
            : `Same-day assessment: withhold lithium and check a lithium level, U&E and creatinine urgently; a level of ${toxicLevel} or more, or marked symptoms, needs hospital assessment`,
          ...(toReview.length > 0 ? [`Stop or replace ${medNames(toReview)} with the prescriber`] : []),
          ...nsaidStep,
          "Restart lithium only once the prescriber has reviewed the level and its cause",
        ]
      : [
          notTrough
            ? "Repeat the level as a 12-hour trough (12 hours after the last dose) before changing the dose; review sooner if symptoms of toxicity appear"
            : lithiumTroughStated(ctx, obs) !== undefined
              ? "Review the dose, fluids, kidney function and interacting drugs (the sample is recorded as a 12-hour trough)"
              : "Confirm a 12-hour trough sample; review dose, fluids, kidney function and interacting drugs",
          ...(raisers.length > 0 ? [`Review ${medNames(raisers)} with the prescriber as the likely cause`] : []),
          ...(after.length > 0 ? [`Review ${medNames(after)} with the prescriber`] : []),
          ...nsaidStep,
        ];
  return {
    refs: ctx.refs(obs, ...meds, ...toReview),
    values: {
      reading: `${capitalise(level)}${felt}`,
      cause,
      patientReading: pastEmergency
        ? `Your lithium level on ${stale?.date ?? ""} was well above the safe range. If this has not already been dealt with, contact your doctor today for a repeat blood test, and do not take more lithium until you have spoken to them. If you have any of the signs of too much lithium below, go to an emergency department now.`
        : emergency
          ? "Your lithium level is dangerously high. Go to a hospital emergency department now. Do not take any more lithium until a doctor tells you to."
          : urgent
            ? "Your notes or results suggest your lithium level may be too high. Contact your doctor today, or go to urgent care if you feel very unwell, confused or unsteady. Do not take your next lithium dose until you have spoken to a doctor."
            : notTrough
              ? "Your lithium level reads higher than the usual range, but the blood was taken sooner after your dose than the 12 hours the range is meant for, which makes it read high. Your doctor will probably repeat it at the right time."
              : "Your lithium level is higher than the range your laboratory gives. Your doctor should review it soon.",
    },
    severity: urgent ? Severity.critical : notTrough ? Severity.moderate : Severity.high,
    clinicianExtra: notTrough
      ? `The sample is recorded as not a 12-hour trough ("${notTrough}"): lithium ranges apply to a level taken 12 hours after the dose, so an earlier sample reads high and this one cannot be read as toxicity in a patient without symptoms.`
      : undefined,
    nextSteps: steps,
    evidence: [
      "fda-lithium-label",
      "nice-qs95-lithium",
      ...(notTrough ? ["sps-lithium-monitoring"] : []),
      ...(symptoms.length > 0 || emergency ? ["bjpsych-2022-lithium-intoxication", "sps-lithium-monitoring"] : []),
    ],
  };
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

/** A mention in the notes that is stated, not denied (see notes.ts), quoted; undefined without. */
export function stated(ctx: RuleContext, re: RegExp): string | undefined {
  return statedMention(ctx.freeText, re, true);
}

/** The names of those entries in `table` the notes state, in table order. */
export function statedNames(ctx: RuleContext, table: readonly (readonly [string, RegExp])[]): string[] {
  return table.filter(([, re]) => stated(ctx, re) !== undefined).map(([name]) => name);
}

/** How many days lie between two ISO dates (b after a); undefined when either is missing. */
function daysBetween(a: string | undefined, b: string | undefined): number | undefined {
  if (a === undefined || b === undefined) return undefined;
  const ms = Date.parse(b) - Date.parse(a);
  return Number.isNaN(ms) ? undefined : ms / 86_400_000;
}

/** A mechanical valve in the mitral position, named in a condition or stated in the notes. */
const MECHANICAL_MITRAL = /\bmechanical\b[^.;]{0,40}\bmitral\b|\bmitral\b[^.;]{0,40}\bmechanical\b/i;
/** Any mechanical heart valve. */
const MECHANICAL_VALVE = /\bmechanical\b[^.;]{0,40}\bvalves?\b|\bmechanical\s+(?:mvr|avr)\b/i;

function conditionNamed(ctx: RuleContext, re: RegExp): ConditionItem | undefined {
  return ctx.model.conditions.find((c) => isActiveCondition(c.status) && re.test(c.name));
}

function mechanicalMitralValve(ctx: RuleContext): ConditionItem | true | undefined {
  return conditionNamed(ctx, MECHANICAL_MITRAL) ?? (stated(ctx, MECHANICAL_MITRAL) !== undefined ? true : undefined);
}

function mechanicalValve(ctx: RuleContext): boolean {
  return conditionNamed(ctx, MECHANICAL_VALVE) !== undefined || stated(ctx, MECHANICAL_VALVE) !== undefined;
}

/**
 * The INR range warfarin is judged against: 2.0–3.0 as a rule, 2.5–3.5 (target 3.0) with a
 * mechanical mitral valve, which the warfarin label gives for tilting-disk and bileaflet valves in
 * the mitral position (see SUMMARIES["warfarin-label"]).
 */
function warfarinTarget(ctx: RuleContext): { low: number; high: number; text: string; valve?: ConditionItem } {
  const mitral = mechanicalMitralValve(ctx);
  if (mitral === undefined) return { low: 2.0, high: 3.0, text: "the usual 2.0–3.0 target" };
  return {
    low: 2.5,
    high: 3.5,
    text: "the 2.5–3.5 range (target 3.0) the warfarin label gives for a mechanical mitral valve",
    ...(mitral === true ? {} : { valve: mitral }),
  };
}

/**
 * Bleeding the notes state that makes warfarin-associated bleeding an emergency: overt upper
 * gastrointestinal bleeding and bleeding in the head. Rectal bleeding is graded by warfarin-bleeding
 * instead (review 18: small bright red bleeding with normal observations and a steady haemoglobin
 * was called an emergency needing reversal, which ACC 2020 keeps for major bleeding).
 */
const SERIOUS_BLEEDING: readonly (readonly [string, RegExp])[] = [
  [
    "black, tarry stools (melaena)",
    /\b(?:mela?ena|black,?\s+(?:tarry\s+)?(?:stools?|poo|faeces|feces|motions?|bowel\s+motions?)|tarry\s+(?:black\s+)?stools?)\b/,
  ],
  [
    "vomiting blood",
    /\b(?:ha?ematemesis|vomit(?:ing|ed|s)?\s+(?:up\s+)?blood|blood(?:y|-stained)?\s+vomit|coffee[- ]grounds?\s+vomit(?:us)?)\b/,
  ],
  [
    "bleeding in the head",
    /\b(?:intracranial|subdural|subarachnoid|intracerebral)\s+(?:ha?emorrhage|bleed(?:ing)?|ha?ematoma)\b/,
  ],
  ["major bleeding", /\bmajor\s+(?:bleed(?:ing)?|ha?emorrhage)\b/],
];

/** The ISTH major-bleeding criterion: a haemoglobin fall of 2 g/dL (20 g/L) or more. */
const MAJOR_HB_FALL = 2;
/** An earlier haemoglobin counts towards an unexplained fall only when taken this recently. */
const HB_FALL_WINDOW_DAYS = 90;

/**
 * The fall from the highest earlier haemoglobin to the current one, in g/dL, with the earlier
 * result; `recent` says whether that result is dated within the window before the current one (an
 * undated one, such as a value copied from a clinic letter, shows a fall but not when it began).
 */
function haemoglobinFall(ctx: RuleContext): { fall: number; from: LabObservation; recent: boolean } | undefined {
  const current = ctx.lab("hemoglobin");
  const now = ctx.valueOf(current);
  if (current === undefined || now === undefined) return undefined;
  let best: { fall: number; from: LabObservation; recent: boolean } | undefined;
  for (const obs of ctx.labs("hemoglobin")) {
    const v = ctx.valueOf(obs);
    if (obs === current || v === undefined || v - now < MAJOR_HB_FALL) continue;
    const days = daysBetween(obs.date, current.date);
    if (days !== undefined && days < 0) continue;
    const recent = days !== undefined && days <= HB_FALL_WINDOW_DAYS;
    if (best === undefined || v - now > best.fall) best = { fall: v - now, from: obs, recent };
  }
  return best;
}

/** Signs of a circulation under strain in the vitals or notes: a fast pulse, a low blood pressure, feeling faint. */
function circulationStrain(ctx: RuleContext): { text: string[]; refs: string[] } {
  const text: string[] = [];
  const refs: string[] = [];
  const hr = ctx.vitals("heart-rate")[0];
  if (hr?.value !== undefined && hr.value > 100) {
    text.push(`heart rate ${formatNumber(hr.value)}/min`);
    refs.push(hr.ref);
  }
  const bp = currentBp(ctx);
  if (bp !== undefined && bp.sys < 100) {
    text.push(`systolic blood pressure ${formatNumber(bp.sys)} mmHg${bp.inNotes ? " (in the notes)" : ""}`);
    refs.push(...bp.refs);
  }
  const faint = stated(
    ctx,
    /\b(?:light[- ]?headed(?:ness)?|dizz(?:y|iness)\s+on\s+standing|faint(?:ed|ing)?|syncope|collaps(?:e|ed))\b/,
  );
  if (faint !== undefined) text.push(`"${faint}" in the notes`);
  return { text, refs };
}

/**
 * Warfarin with bleeding that needs emergency care: serious bleeding stated in the notes (or a
 * current gastrointestinal-bleeding condition), or a haemoglobin fall of 2 g/dL or more from a
 * result in the last 3 months with the INR above its target. Undefined without warfarin.
 */
export function warfarinBleeding(
  ctx: RuleContext,
):
  | { bleeds: string[]; condition?: ConditionItem; fall?: ReturnType<typeof haemoglobinFall>; inrHigh: boolean }
  | undefined {
  if (ctx.meds("warfarin").length === 0) return undefined;
  const bleeds = statedNames(ctx, SERIOUS_BLEEDING);
  const condition = ctx.conditions("gi-bleeding")[0];
  const inr = ctx.value("inr");
  const inrHigh = inr !== undefined && inr > warfarinTarget(ctx).high;
  const fall = haemoglobinFall(ctx);
  if (bleeds.length > 0 || condition !== undefined) return { bleeds, condition, fall, inrHigh };
  // A named bleed with the fall is warfarin-bleeding's, which grades it and says where it is.
  if (fall?.recent && inrHigh && readBleed(ctx, "warfarin", ctx.meds("warfarin")) === undefined)
    return { bleeds, fall, inrHigh };
  return undefined;
}

/**
 * Bleeding on warfarin outside the upper gut that neither warfarin-major-bleeding nor
 * warfarin-inr-high's non-major plan reports: visible haematuria, coughing blood, heavy vaginal
 * or menstrual bleeding or a nosebleed that will not stop with the INR in range (review 18: frank
 * haematuria at INR 2.6 got only a cancer-referral line), or any such bleed with circulatory
 * strain, which needs reversal whatever the INR.
 */
export function warfarinSiteBleeding(ctx: RuleContext): ReturnType<typeof readBleed> {
  const meds = ctx.meds("warfarin");
  if (meds.length === 0 || warfarinBleeding(ctx) !== undefined) return undefined;
  // Heparin bridging while the INR rises: the bleed is on both, and both are held and reversed.
  const bleed = readBleed(ctx, "warfarin", [...meds, ...ctx.meds("heparin")]);
  if (bleed === undefined) return undefined;
  const inr = ctx.value("inr");
  const nonMajorPlan = inr !== undefined && inr > warfarinTarget(ctx).high && warfarinMinorBleeding(ctx).length > 0;
  return nonMajorPlan && !bleed.critical ? undefined : bleed;
}

const WARFARIN_MAJOR_STEPS = [
  "Emergency assessment now: stop warfarin, resuscitate and find the source of bleeding",
  "Reverse warfarin with four-factor prothrombin complex concentrate plus vitamin K 5–10 mg by slow intravenous injection (ACCP 2012, grade 2C)",
] as const;

/** The BSH wording of the reversal step, for a UK record (review 30, sources-30 case 02). */
const WARFARIN_MAJOR_STEP_BSH =
  "Reverse warfarin with four-factor prothrombin complex concentrate 25–50 units/kg plus vitamin K 5 mg intravenously (BSH 2011, 1B); fresh frozen plasma only if no concentrate is available";

/** The INR-raising classes the UC San Diego interaction table names. */
const UCSD_INR_RAISING = new Set(["amiodarone", "metronidazole", "co-trimoxazole"]);

/** The sources for the INR-raising medicines taken with warfarin, by class. */
function inrRaisingSources(ctx: RuleContext, meds: readonly MedicationItem[], noted?: NotedInrRaiser): string[] {
  const classes = [...meds.flatMap((m) => m.classes), ...(noted ? [noted.cls] : [])];
  const ids: string[] = [];
  if (classes.includes("amiodarone")) ids.push("amiodarone-warfarin-1988");
  if (classes.includes("azole-antifungal")) ids.push("cpsi-2017-warfarin-miconazole");
  if (classes.some((c) => UCSD_INR_RAISING.has(c))) ids.push("ucsd-warfarin-interactions");
  if (classes.includes("macrolide"))
    ids.push("recker-1997-clarithromycin-warfarin", ...fittingSources(ctx, ["baillargeon-2012-warfarin-antibiotics"]));
  // The older-adult study found quinolones linked with bleeding admissions too (aOR 1.69; review 32, medcase-32).
  if (classes.includes("fluoroquinolone"))
    ids.push(
      "jolson-1991-warfarin-fluoroquinolones",
      ...fittingSources(ctx, ["baillargeon-2012-warfarin-antibiotics"]),
    );
  return [...new Set(ids)];
}

/** The one strength (mg) the entries name, from the medication text and its dosage; undefined when none or several. */
function strengthMg(meds: readonly MedicationItem[]): number | undefined {
  const strengths = new Set<number>();
  for (const m of meds) {
    const text = `${m.name} ${m.dosage ?? ""}`;
    for (const hit of text.matchAll(/(?<![\d.,/])(\d+(?:[.,]\d+)?)\s*mg\b/gi)) {
      strengths.add(Number((hit[1] ?? "").replace(",", ".")));
    }
  }
  return strengths.size === 1 ? [...strengths][0] : undefined;
}

/** Simvastatin by generic name or a product containing it (Zocor; Vytorin and Inegy with ezetimibe). */
const SIMVASTATIN = new Set(["simvastatin", "zocor", "vytorin", "inegy"]);
const LOVASTATIN = new Set(["lovastatin", "mevacor", "altoprev"]);

function statinsOf(ctx: RuleContext, names: ReadonlySet<string>): MedicationItem[] {
  return ctx.meds("statin").filter((m) => m.drugs.some((d) => names.has(d)));
}

/**
 * The simvastatin label's daily dose limits with interacting medicines: 10 mg with verapamil,
 * diltiazem or dronedarone, 20 mg with amiodarone, amlodipine or ranolazine (see SUMMARIES["zocor-label"]).
 */
const SIMVASTATIN_LIMITS: readonly { drugs: readonly string[]; limit: number }[] = [
  { drugs: ["verapamil", "diltiazem", "dronedarone"], limit: 10 },
  { drugs: ["amiodarone", "amlodipine", "ranolazine"], limit: 20 },
];

/** The current medicines with a simvastatin dose limit, each with its limit, lowest limit first. */
function simvastatinLimiters(ctx: RuleContext): { med: MedicationItem; limit: number }[] {
  const found: { med: MedicationItem; limit: number }[] = [];
  for (const { drugs, limit } of SIMVASTATIN_LIMITS)
    for (const med of ctx.model.medications)
      if (med.active && med.drugs.some((d) => drugs.includes(genericName(d))) && !found.some((f) => f.med === med))
        found.push({ med, limit });
  return found;
}

/**
 * Muscle weakness as the notes state it, including what proximal weakness stops someone doing
 * ("can't get up from a low chair", "trouble lifting arms", "hip flexion 4/5"; review 24, statins-24
 * case 03).
 */
export const MUSCLE_WEAKNESS =
  /\b(?:muscle\s+weakness|proximal\s+(?:weakness|myopathy)|weak(?:ness)?\s+(?:in\s+(?:the|her|his|my)\s+)?(?:legs?|thighs?|arms?|shoulders?|hips?)|weak\s+(?:climbing|on\s+stairs|getting\s+up|rising)|(?:difficulty|trouble|struggl\w*)\s+(?:to\s+)?(?:climbing\s+stairs|rising\s+from|getting\s+up\s+from|get\s+up\s+from|lifting\s+(?:(?:her|his|my|both)\s+)?arms|raising\s+(?:(?:her|his|my|both)\s+)?arms)|(?:can't|cannot|can\s+not|unable\s+to)\s+(?:get|stand)\s+up\s+from|(?:hip|shoulder)\s+(?:flexion|abduction)\s+[0-4][+-]?\/5)/;

/** Muscle symptoms a statin can cause, as the notes state them. */
const MUSCLE_SYMPTOMS: readonly (readonly [string, RegExp])[] = [
  [
    "muscle pain or aching",
    /\b(?:myalgias?|muscle\s+(?:pains?|aches?|aching|cramps?|tenderness|soreness)|aching\s+(?:in\s+(?:the|her|his|my)\s+)?(?:thighs?|shoulders?|legs?|calf|calves|muscles?|arms?)|(?:thighs?|shoulders?|legs?|calf|calves|muscles?)\s+(?:ach(?:e|es|ing|y)|pain|sore(?:ness)?|tender(?:ness)?))\b/,
  ],
  ["muscle weakness", MUSCLE_WEAKNESS],
];
/**
 * Dark urine, which with a raised CK can be myoglobin: "dark urine", "darker urine", and the notes'
 * other order, "urine darker", "urine is dark" (review 19, statin-muscle-2: "Urine darker." was missed).
 */
const DARK_URINE =
  /\b(?:(?:dark(?:er)?|brown|cola[- ]colou?red|tea[- ]colou?red|red)\s+urine|urine\s+(?:(?:is|was|has\s+been|looks?|became|turned|getting|now)\s+)?(?:dark(?:er)?|brown|cola[- ]colou?red|tea[- ]colou?red))\b/;
/** Muscle symptoms named in the notes either way ("no muscle aches or weakness"; review 24, statins-24 case 04). */
const MUSCLE_SYMPTOMS_NAMED = /\b(?:muscle\s+(?:symptoms?|pains?|aches?|aching|weakness)|myalgi\w*)\b/;
/** Exercise named in the notes either way ("no recent heavy exercise", "ran a marathon"): the record answers the question. */
const EXERCISE_NAMED = /\b(?:exercis\w*|marathon|running|ran\b|gym|work[- ]?out|weight\s+training|training)\b/;

/**
 * Statin myopathy settles once the statin stops; weakness or a raised CK that persist for weeks
 * after stopping suggest statin-associated immune-mediated necrotising myopathy (review 24,
 * statins-24 case 01; SUMMARIES["tiniakou-2020-statin-autoimmune-myopathy"]).
 */
const IMNM_STEP =
  "If weakness or a raised CK persist for several weeks after stopping the statin, test anti-HMGCR antibodies and refer to a neuromuscular or rheumatology specialist (statin-associated immune-mediated necrotising myopathy)";

/** CK at or above this multiple of its upper limit, with muscle symptoms, is statin myopathy (EAS 2015 table 1). */
const MYOPATHY_CK_ULN = 10;
/** CK at or above this multiple is where the EAS table places rhabdomyolysis, with renal impairment or myoglobinuria. */
const RHABDO_CK_ULN = 40;
/** CK above this multiple with muscle symptoms: the EAS table's 4–10× band, where the statin is stopped, not paused. */
const SYMPTOMATIC_STOP_CK_ULN = 4;

/** Voriconazole, the azole antifungal among the strong CYP3A4 inhibitors the statin labels name. */
const VORICONAZOLE = new Set(["voriconazole", "vfend"]);

/**
 * Current strong CYP3A4 inhibitors as the simvastatin and lovastatin labels list them: the
 * macrolides, voriconazole and the "strong-cyp3a4-inhibitor" class (each name has one class, so
 * they are gathered from three).
 */
function strongCyp3a4Inhibitors(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter(
    (m) =>
      m.active &&
      (m.classes.includes("strong-cyp3a4-inhibitor") ||
        m.classes.includes("macrolide") ||
        m.drugs.some((d) => VORICONAZOLE.has(d))),
  );
}

/** The classes whose names the contraindicated medicines are recognised by, for naming them. */
const STATIN_INTERACTING_CLASSES = [
  "strong-cyp3a4-inhibitor",
  "macrolide",
  "azole-antifungal",
  "statin-contraindicated-other",
] as const;

/** Whether a medicine is one of the strong CYP3A4 inhibitors (see {@link strongCyp3a4Inhibitors}). */
function isStrongCyp3a4Inhibitor(m: MedicationItem): boolean {
  return (
    m.classes.includes("strong-cyp3a4-inhibitor") ||
    m.classes.includes("macrolide") ||
    m.drugs.some((d) => VORICONAZOLE.has(d))
  );
}

/**
 * Medicines contraindicated with the patient's simvastatin or lovastatin: the strong CYP3A4
 * inhibitors both labels list, and for simvastatin also gemfibrozil, ciclosporin and danazol.
 */
function contraindicatedWithStatin(ctx: RuleContext): { statins: MedicationItem[]; others: MedicationItem[] } {
  const simva = statinsOf(ctx, SIMVASTATIN);
  const lova = statinsOf(ctx, LOVASTATIN);
  const strong = simva.length + lova.length > 0 ? strongCyp3a4Inhibitors(ctx) : [];
  const other = simva.length > 0 ? ctx.meds("statin-contraindicated-other") : [];
  const others = [...new Set([...strong, ...other])];
  return { statins: others.length > 0 ? [...simva, ...lova] : [], others };
}

/**
 * The step that stops the statin for myopathy, with the label that says so for the statin named:
 * the simvastatin label (stop at once when myopathy is diagnosed or suspected), the atorvastatin
 * label (stop if CK is markedly raised or myopathy is diagnosed or suspected); another statin is
 * stopped on what both labels say (review 19: atorvastatin was stopped on the simvastatin label).
 */
function stopForMyopathyStep(ctx: RuleContext, drugs: string): string {
  if (statinsOf(ctx, SIMVASTATIN).length > 0)
    return `Stop ${drugs} now: the simvastatin label advises stopping at once when myopathy is diagnosed or suspected`;
  if (onlyAtorvastatin(ctx))
    return `Stop ${drugs} now: the atorvastatin label advises stopping it if CK is markedly raised or myopathy is diagnosed or suspected`;
  return `Stop ${drugs} now: statin myopathy is suspected, and the simvastatin and atorvastatin labels advise stopping those statins when it is diagnosed or suspected`;
}

/** Whether every current statin is atorvastatin. */
function onlyAtorvastatin(ctx: RuleContext): boolean {
  const statins = ctx.meds("statin");
  return statins.length > 0 && statins.every((m) => m.drugs.some((d) => d === "atorvastatin" || d === "lipitor"));
}

/** A current statin with muscle symptoms in the notes and CK at or above 10× its upper limit: statin myopathy. */
function statinMyopathy(ctx: RuleContext): boolean {
  const ck = ctx.value("ck");
  const uln = ctx.upperLimit("ck");
  return (
    ctx.meds("statin").length > 0 &&
    ck !== undefined &&
    uln !== undefined &&
    ck / uln >= MYOPATHY_CK_ULN &&
    statedNames(ctx, MUSCLE_SYMPTOMS).length > 0
  );
}

/** Generic names of the drugs in each antituberculosis product, so "Rifater" is named as its three drugs. */
const TB_COMPONENTS: Record<string, readonly string[]> = {
  isoniazid: ["isoniazid"],
  rifampicin: ["rifampicin"],
  rifampin: ["rifampicin"],
  rifadin: ["rifampicin"],
  pyrazinamide: ["pyrazinamide"],
  rifapentine: ["rifapentine"],
  priftin: ["rifapentine"],
  rifater: ["isoniazid", "rifampicin", "pyrazinamide"],
  rifinah: ["isoniazid", "rifampicin"],
  rifamate: ["isoniazid", "rifampicin"],
  hrze: ["isoniazid", "rifampicin", "pyrazinamide"],
  rhze: ["isoniazid", "rifampicin", "pyrazinamide"],
  rhz: ["isoniazid", "rifampicin", "pyrazinamide"],
};

/**
 * The antituberculosis drugs taken, by generic name in the record's country's spelling: rifampicin is
 * rifampin on a US record (review 40, country-40 case 04: a Houston record on rifampin read
 * "rifampicin"), unless the record itself writes rifampicin.
 */
export function tbDrugs(ctx: RuleContext, meds: readonly MedicationItem[]): string[] {
  const order = ["isoniazid", "rifampicin", "rifapentine", "pyrazinamide"];
  const found = new Set(meds.flatMap((m) => m.drugs.flatMap((d) => TB_COMPONENTS[d] ?? [])));
  // The US spelling comes from us-spelling.ts localSpelling (review 42), kept off a record that writes rifampicin.
  const ownSpelling = meds.some((m) => /rifampicin/i.test(m.name));
  return order.filter((d) => found.has(d)).map((d) => (ownSpelling ? d : localSpelling(ctx, d)));
}

/** Symptoms of hepatitis the ATS statement pairs with a threshold of 3× the upper limit. */
export const HEPATITIS_SYMPTOMS: readonly (readonly [string, RegExp])[] = [
  ["nausea", /\bnause(?:a|ated|ous)\b/],
  ["vomiting", /\bvomit(?:s|ed|ing)?\b/],
  ["abdominal pain", /\b(?:abdominal|stomach|right\s+upper\s+quadrant|ruq)\s+(?:pain|discomfort|tenderness)\b/],
  ["loss of appetite", /\b(?:anorexia|loss\s+of\s+appetite|poor\s+appetite|off\s+(?:her|his|their)\s+food)\b/],
  ["dark urine", /\bdark\s+urine\b/],
  ["tiredness", /\b(?:fatigue|malaise|lethargy|lethargic)\b/],
];
/** Jaundice stated: "jaundiced", "icterus", "yellow eyes", "eyes look yellow". */
export const JAUNDICE_STATED =
  /\b(?:jaundice[d]?|icter(?:us|ic)|yellow(?:ing)?\s+(?:of\s+the\s+)?(?:skin|eyes|sclerae?)|(?:eyes|skin|sclerae?)\s+(?:look(?:s|ing)?\s+|are\s+|is\s+|turned\s+|turning\s+)?yellow)\b/;

/** The ATS thresholds for interrupting antituberculosis treatment, in multiples of the upper limit of normal. */
export const TB_DILI_WITH_SYMPTOMS = 3;
export const TB_DILI_WITHOUT_SYMPTOMS = 5;

/** Lithium monitoring once stable is 6-monthly (SPS); older than this a result is out of date. */
const LITHIUM_RECHECK_MS = LITHIUM_RECHECK_DAYS * 86_400_000;

/** Low mood and related changes as the notes state them. */
const LOW_MOOD =
  /\b(?:(?:low|depressed|flat)\s+mood|mood\b[^.;]{0,25}\b(?:low|down|depressed|flat)|feel(?:s|ing)?\s+(?:low|down|depressed|hopeless)|depress(?:ion|ed)|withdrawn|stopped\s+(?:seeing|going\s+out\s+with)\s+friends|not\s+enjoying|anhedonia|tearful)\b/;
/** Thoughts of suicide or self-harm as the notes state them. */
const SUICIDAL =
  /\b(?:suicid\w*|self[- ]harm\w*|harm(?:ing)?\s+(?:her|him|them|my)sel(?:f|ves)|end\s+(?:her|his|their|my)\s+life)\b/;

/** Coronary disease named in a current condition: angina, coronary or ischaemic heart disease, an old infarct. */
const CORONARY =
  /\b(?:angina|coronary|ischa?emic\s+heart|\bihd\b|\bcad\b|\bchd\b|myocardial\s+infarction|\bmi\b|heart\s+attack|nstemi|stemi|cabg|pci|stent)/i;
/** An acute coronary syndrome, an infarct or a coronary procedure, which may make an antiplatelet needed. */
const CORONARY_EVENT =
  /\b(?:acute\s+coronary|\bacs\b|myocardial\s+infarction|\bmi\b|heart\s+attack|nstemi|stemi|pci|angioplasty|stent\w*|cabg|bypass\s+graft|stent\s+thrombosis)/i;
/** A coronary event or procedure counts as recent within this many days (the AF guideline's one year). */
const RECENT_CORONARY_DAYS = 365;
/** Reasons for an antiplatelet besides coronary disease that this engine leaves to the prescriber. */
const NON_CEREBRAL_ANTIPLATELET_REASON =
  /\b(?:peripheral\s+(?:arterial|artery|vascular)\s+disease|\bpad\b|claudication|carotid|intracranial\s+(?:artery\s+)?stenosis|mechanical\s+(?:heart\s+)?valve|valve\s+replacement)/i;
/** A stroke or TIA, which in AF the anticoagulant itself is for. */
const STROKE_OR_TIA = /\b(?:stroke|\btia\b|transient\s+ischa?emic)/i;

/** A stroke or TIA in the conditions or notes (see STROKE_OR_TIA). */
function strokeOrTiaStated(ctx: RuleContext): string | undefined {
  const conditions = ctx.model.conditions.filter((c) => !/refuted|entered-in-error/i.test(c.verification ?? ""));
  return conditions.find((c) => STROKE_OR_TIA.test(c.name))?.name ?? stated(ctx, STROKE_OR_TIA);
}

/**
 * Atrial fibrillation with stable coronary disease: AF and a current coronary condition, and no
 * coronary event or procedure that is recent or undated, nor another reason for an antiplatelet.
 * A stroke or TIA is returned, not excluded (review 16: a 107-year-old with AF, coronary disease and
 * a stroke on warfarin with clopidogrel fell between this finding and the next): in AF it is an
 * indication for the anticoagulant, not for adding an antiplatelet.
 */
function afStableCoronary(
  ctx: RuleContext,
): { af: ConditionItem; cad: ConditionItem; strokeOrTia: string | undefined } | undefined {
  const af = ctx.conditions("atrial-fibrillation")[0];
  const cad = ctx.model.conditions.find((c) => isActiveCondition(c.status) && CORONARY.test(c.name));
  if (af === undefined || cad === undefined) return undefined;
  const now = ctx.model.now;
  for (const c of ctx.model.conditions) {
    if (NON_CEREBRAL_ANTIPLATELET_REASON.test(c.name)) return undefined;
    if (!CORONARY_EVENT.test(c.name)) continue;
    const days = daysBetween(c.date, now);
    if (days === undefined || days <= RECENT_CORONARY_DAYS) return undefined;
  }
  // A coronary event, stent or other antiplatelet reason the notes mention cannot be dated: leave it to the prescriber.
  if (stated(ctx, new RegExp(CORONARY_EVENT.source, "i")) !== undefined) return undefined;
  if (stated(ctx, NON_CEREBRAL_ANTIPLATELET_REASON) !== undefined) return undefined;
  return { af, cad, strokeOrTia: strokeOrTiaStated(ctx) };
}

/** The clinician's sentence on a recorded stroke or TIA with AF, or nothing. */
function strokeInAfSentence(strokeOrTia: string | undefined): string {
  return strokeOrTia === undefined
    ? ""
    : ` A stroke or TIA is recorded (${strokeOrTia}); in AF the anticoagulant is the treatment that prevents another, so it is not by itself a reason to add an antiplatelet.`;
}

/**
 * Atrial fibrillation with no coronary disease and no other reason for an antiplatelet in the
 * record: AF and no current coronary condition, coronary event or non-cerebral arterial reason,
 * in conditions or notes. A stroke or TIA is returned, not excluded: in AF it is an indication
 * for the anticoagulant, not for adding an antiplatelet.
 */
function afWithoutAntiplateletReason(
  ctx: RuleContext,
): { af: ConditionItem; strokeOrTia: string | undefined } | undefined {
  const af = ctx.conditions("atrial-fibrillation")[0];
  if (af === undefined) return undefined;
  const conditions = ctx.model.conditions.filter((c) => !/refuted|entered-in-error/i.test(c.verification ?? ""));
  if (conditions.some((c) => CORONARY.test(c.name) || NON_CEREBRAL_ANTIPLATELET_REASON.test(c.name))) return undefined;
  if (stated(ctx, CORONARY) !== undefined || stated(ctx, NON_CEREBRAL_ANTIPLATELET_REASON) !== undefined)
    return undefined;
  return { af, strokeOrTia: strokeOrTiaStated(ctx) };
}

/** What adds to bleeding risk on an anticoagulant with an antiplatelet, as found in the record. */
function antithromboticBleedingRisks(ctx: RuleContext): { parts: string[]; refs: string[]; anaemia: boolean } {
  const parts: string[] = [];
  const refs: string[] = [];
  if (ctx.age !== undefined && ctx.age >= 75) parts.push(`age ${formatNumber(ctx.age)}`);
  const hb = ctx.lab("hemoglobin");
  const anaemia = hb?.status === "low" || hb?.status === "critical-low";
  if (hb !== undefined && anaemia) {
    parts.push(`haemoglobin ${ctx.show(hb)}, below the range (look for blood loss, including from the gut)`);
    refs.push(hb.ref);
  }
  const falls = fallsOrFractures(ctx);
  if (falls !== undefined) {
    parts.push("falls recorded");
    refs.push(...ctx.refs(...falls.conditions));
  }
  const egfr = ctx.value("egfr");
  if (egfr !== undefined && egfr < 60) {
    parts.push(`eGFR ${ctx.showValue("egfr")}`);
    refs.push(...ctx.refs(ctx.lab("egfr")));
  }
  return { parts, refs, anaemia };
}

/** The antiplatelet medicines a patient takes (aspirin, clopidogrel and the other P2Y12 inhibitors). */
const ANTIPLATELETS = ["aspirin", "clopidogrel", "antiplatelet"] as const;

/** What the sources say of macrolides with warfarin; the older-adult study only for a patient it was done in. */
function macrolideWarfarinNote(ctx: RuleContext): string {
  const older = fittingSources(ctx, ["baillargeon-2012-warfarin-antibiotics"]).length > 0;
  return `With clarithromycin, an INR of 16.8 has been reported in a patient previously stable on warfarin${older ? ", and in warfarin users aged 65 or over a recent macrolide was linked with hospital admission for bleeding" : ""}.`;
}

/**
 * Simvastatin above the label's dose limit for a medicine taken with it: the dose, the lowest limit
 * exceeded, the medicines over their limit with the names they were recognised by, and the limits
 * worded ("10 mg a day with diltiazem and 20 mg a day with amlodipine"). Undefined when the dose
 * cannot be read or is within every limit.
 */
function simvastatinOverLimit(
  ctx: RuleContext,
):
  | { simva: MedicationItem[]; dose: number; limit: number; meds: MedicationItem[]; names: string[]; limits: string }
  | undefined {
  const simva = statinsOf(ctx, SIMVASTATIN);
  const dose = strengthMg(simva);
  if (dose === undefined) return undefined;
  const over = simvastatinLimiters(ctx).filter((l) => dose > l.limit);
  if (over.length === 0) return undefined;
  const named = (l: { med: MedicationItem; limit: number }) => {
    const listed = SIMVASTATIN_LIMITS.find((s) => s.limit === l.limit)?.drugs ?? [];
    return l.med.drugs.filter((d) => listed.includes(genericName(d))).map((d) => drugWord(d, l.med.name));
  };
  const limits = [...new Set(over.map((l) => l.limit))]
    .sort((a, b) => a - b)
    .map(
      (limit) =>
        `${limit} mg a day with ${joinList([...new Set(over.filter((l) => l.limit === limit).flatMap(named))])}`,
    );
  return {
    simva,
    dose,
    limit: Math.min(...over.map((l) => l.limit)),
    meds: over.map((l) => l.med),
    names: [...new Set(over.flatMap(named))],
    limits: joinList(limits),
  };
}

/**
 * Above this multiple of its upper limit an ALT on a statin is worth reporting whatever else explains
 * it; below it the statin is continued (NICE: stopped only when transaminases rise to and stay at 3 times).
 */
const ALT_STATIN_CONCERN = 3;

/** A raised ALT dated before the earliest start of the current statin. */
function altBeforeStatin(ctx: RuleContext, statins: readonly MedicationItem[]): boolean {
  const starts = statins
    .flatMap((m) => (m.startDate === undefined ? [] : [Date.parse(m.startDate)]))
    .filter((t) => !Number.isNaN(t));
  if (starts.length === 0) return false;
  const start = Math.min(...starts);
  return ctx.labs("alt").some((o) => {
    const t = o.date === undefined ? Number.NaN : Date.parse(o.date);
    return t < start && (o.status === "high" || o.status === "critical-high");
  });
}

/** Notes saying the liver tests have been stable ("statin started 2018 with ALT stable since"). */
const LIVER_TESTS_STABLE =
  /\b(?:alt|lfts?|liver\s+(?:tests?|enzymes?|function(?:\s+tests?)?))\b[^.;]{0,60}\bstable\b|\bstable\b[^.;]{0,30}\b(?:alt|lfts?|liver\s+(?:tests?|enzymes?))\b/;

function altStableOnStatin(ctx: RuleContext): boolean {
  return stated(ctx, LIVER_TESTS_STABLE) !== undefined;
}

const STEATOSIS = /\b(?:steatos[ie]s|steatotic|fatty\s+(?:liver|infiltration|change)|masld|nafld|mafld|nash|mash)\b/i;

/**
 * Fatty liver named in a condition, a scan report or the notes, or its metabolic risk factors in the
 * record (diabetes, obesity): the groups in which AASLD 2023 looks for steatotic liver disease.
 */
function steatoticLiverLikely(ctx: RuleContext): boolean {
  if (ctx.model.conditions.some((c) => isActiveCondition(c.status) && STEATOSIS.test(c.name))) return true;
  if (ctx.model.imaging.some((i) => STEATOSIS.test(i.text))) return true;
  if (stated(ctx, STEATOSIS) !== undefined) return true;
  const bmi = ctx.vitals("bmi")[0]?.value;
  const populations = patientPopulations(ctx);
  return (
    populations.has(Population.diabetes) || ctx.conditions("obesity").length > 0 || (bmi !== undefined && bmi >= 30)
  );
}

/**
 * The statin ALT finding read beside a raised CK that can explain the ALT (muscle-ast.ts): injured
 * muscle releases ALT and AST, so the ALT is read again once CK has settled rather than put down to
 * the liver or the statin. While the CK finding stops or pauses the statin for muscle symptoms,
 * "continue the statin" would contradict it, so the statin is left to that finding (review 19,
 * statin-muscle-2: "Stop atorvastatin now" beside "Continue the statin"). Undefined without such a CK.
 */
function altFromRaisedCk(
  ctx: RuleContext,
  meds: readonly MedicationItem[],
  times: number,
  values: Record<string, string>,
): RuleMatch | undefined {
  // Only a CK in the rhabdomyolysis range (above 5× its limit) is read as explaining the ALT here: a
  // minor CK rise beside a raised ALT keeps the usual liver work-up (review 15, primary-care-labs 04).
  const ck = altMayBeMuscle(ctx);
  const ckValue = ctx.valueOf(ck);
  const ckUln = ctx.upperLimit("ck");
  if (ck === undefined || ckValue === undefined || ckUln === undefined || ckValue <= MUSCLE_ALT_CK_ULN * ckUln)
    return undefined;
  const statinHeld = ckFindingHoldsStatin(ctx);
  const continueStatin = !statinHeld && times < ALT_STATIN_CONCERN;
  return {
    refs: ctx.refs(ctx.lab("alt"), ck, ...meds),
    values: {
      ...values,
      reading: `CK ${ctx.show(ck)} is raised too, and injured muscle releases ALT and AST, so this ALT cannot yet be put down to the liver or the statin; it is read again once CK has settled.${statinHeld ? " The statin is managed as the CK finding advises." : ""}`,
      patientReading:
        "Your muscle test (CK) is raised too, and injured muscle releases this enzyme as well, so it will be checked again once the muscle test has settled.",
    },
    severity: Severity.low,
    nextSteps: [
      "Repeat ALT with AST once CK has settled; assess the liver only if ALT stays raised then",
      ...(continueStatin
        ? ["Continue the statin for this ALT: a rise below 3 times the upper limit is not a reason to stop it"]
        : []),
    ],
    evidence: ["lim-2020-rhabdomyolysis-liver-tests", ...(continueStatin ? ["nice-cg181-lipid-modification"] : [])],
  };
}

/**
 * Whether the statin CK finding stops or pauses the statin: a raised CK with muscle symptoms in the
 * notes, unless it is a minor rise after exercise, which is repeated first (statin-ck-exercise.ts).
 */
export function ckFindingHoldsStatin(ctx: RuleContext): boolean {
  const ck = ctx.value("ck");
  const uln = ctx.upperLimit("ck");
  if (ck === undefined || uln === undefined || ck <= uln || statedNames(ctx, MUSCLE_SYMPTOMS).length === 0)
    return false;
  return statinMyopathy(ctx) || statinCkAfterExercise(ctx, ck / uln, "") === undefined;
}

/** A raised CK with the AST above the ALT and the ALT at most twice its limit: the ALT likely comes from muscle too. */
function altFromMuscle(ctx: RuleContext): boolean {
  // The muscle reading of muscle-ast.ts, which also covers a clearly raised ALT with CK in the rhabdomyolysis range.
  return transaminasesFromMuscle(ctx) !== undefined;
}

/**
 * A medicine that can harm an unborn baby: which current medicines count, and what each report
 * says of it in pregnancy, as its label or regulator puts it.
 */
interface Teratogen {
  id: string;
  title: string;
  name: (meds: readonly MedicationItem[]) => string;
  meds: (ctx: RuleContext) => MedicationItem[];
  clinician: (ctx: RuleContext) => string;
  patient: string;
  step: (ctx: RuleContext) => string;
  evidence: string;
  /** What a US record reads instead, when the UK text names a UK-only route (readsAsUsUnits). */
  us?: { clinician: string; step: string; evidence: string };
  /** What the report says instead when the stage of pregnancy makes the change a same-day one. */
  sameDay?: (
    ctx: RuleContext,
    weeks: number | undefined,
  ) => { clinician: string; step: string; evidence: string } | undefined;
}

const WARFARIN_PREGNANCY =
  "Warfarin: its label contraindicates it in pregnancy except with a mechanical heart valve, where the benefit may outweigh the risk; first-trimester exposure caused a pattern of malformations in about 5% of exposed babies.";

const TERATOGENS: readonly Teratogen[] = [
  {
    id: "valproate-in-pregnancy",
    title: "Valproate in pregnancy: a medicine that can harm an unborn baby",
    name: () => "valproate",
    meds: (ctx) => ctx.meds("valproate"),
    clinician: () =>
      "Valproate: the MHRA restricts it in pregnancy (for epilepsy, only when no other treatment works); UK summaries give about 1 in 10 exposed babies a malformation and 30–40% of exposed children developmental disorders. It must not be stopped abruptly or without specialist advice.",
    patient: "Do not stop valproate suddenly or on your own: stopping it without advice can be harmful.",
    step: () =>
      "Urgent review by the specialist who manages the epilepsy or mood disorder; do not stop valproate abruptly",
    evidence: "mhra-2018-valproate-ppp",
  },
  {
    id: "ace-inhibitor-arb-in-pregnancy",
    title: "ACE inhibitor or ARB in pregnancy: a medicine that can harm an unborn baby",
    name: (meds) => drugNames(meds, ["ace-inhibitor", "arb"]) || medNames(meds),
    meds: (ctx) => ctx.medsOf("ace-inhibitor", "arb"),
    clinician: () =>
      "ACE inhibitors and ARBs: drugs acting directly on the renin–angiotensin system can cause injury and death to the developing fetus, and the label says to stop them as soon as possible once pregnancy is detected.",
    patient:
      "This kind of blood pressure medicine is usually switched to one that is safe in pregnancy; do not stop it until you have talked with your doctor.",
    step: () =>
      "Stop the ACE inhibitor or ARB as soon as possible and switch to a blood-pressure medicine suited to pregnancy",
    evidence: "fda-2012-prinivil-fetal-toxicity",
  },
  {
    id: "isotretinoin-in-pregnancy",
    title: "Isotretinoin in pregnancy: a medicine that can harm an unborn baby",
    name: () => "isotretinoin",
    meds: oralIsotretinoin,
    clinician: () =>
      "Isotretinoin: contraindicated in pregnancy; its UK product information says treatment must be stopped and the patient referred to a specialist in teratology.",
    patient: "Do not take any more isotretinoin until you have spoken with your doctor.",
    step: () => "Stop isotretinoin and refer to a specialist in teratology",
    evidence: "isotretinoin-smpc-uk",
    // A US record was sent to the UK product information (review 26, pregnancy-26b case 05).
    us: {
      clinician:
        "Isotretinoin: its US label (boxed warning) contraindicates it in pregnancy, since any exposure carries a very high risk of severe birth defects; it is stopped at once and the patient referred to an obstetrician-gynecologist experienced in reproductive toxicity, with the exposure reported to iPLEDGE and FDA MedWatch.",
      step: "Stop isotretinoin now, refer to an obstetrician-gynecologist experienced in reproductive toxicity, and report the pregnancy to iPLEDGE and FDA MedWatch",
      evidence: "isotretinoin-label-us",
    },
  },
  {
    id: "methotrexate-in-pregnancy",
    title: "Methotrexate in pregnancy: a medicine that can harm an unborn baby",
    name: () => "methotrexate",
    // In cancer treatment the label weighs the benefit against the risk; that choice is the oncologist's.
    meds: (ctx) => (ctx.conditions("cancer").length > 0 ? [] : ctx.meds("methotrexate")),
    clinician: () =>
      "Methotrexate: can cause embryo-fetal toxicity including fetal death, and is contraindicated in pregnancy for conditions other than cancer.",
    patient: "Do not take another dose of methotrexate until you have spoken with your doctor.",
    step: () => "Stop methotrexate and seek specialist advice urgently",
    evidence: "methotrexate-injection-label",
  },
  {
    id: "warfarin-in-pregnancy",
    title: "Warfarin in pregnancy: a medicine that can harm an unborn baby",
    name: () => "warfarin",
    meds: (ctx) => ctx.meds("warfarin"),
    clinician: (ctx) =>
      mechanicalValve(ctx)
        ? `${WARFARIN_PREGNANCY} With a mechanical valve, anticoagulation in pregnancy needs a specialist plan.`
        : WARFARIN_PREGNANCY,
    patient: "Do not stop warfarin on your own: your doctor will plan a blood thinner that suits pregnancy.",
    step: (ctx) =>
      mechanicalValve(ctx)
        ? "Plan anticoagulation in pregnancy with cardiology and obstetrics urgently (mechanical heart valve)"
        : "Review anticoagulation urgently and change to one suited to pregnancy",
    evidence: "warfarin-label",
    sameDay: warfarinEmbryopathyWindow,
  },
];

/** UKTIS: the critical period for warfarin embryopathy is thought to be weeks 6–12. */
const EMBRYOPATHY_TO_WEEKS = 12;

/**
 * Warfarin up to 12 weeks, or at an unknown stage (a new positive test is early), without a
 * mechanical valve: every day of exposure in weeks 6–12 risks warfarin embryopathy, so the change to
 * a low molecular weight heparin is made the same day (review 39, pregnancy-neonatal-39 case 05: at 9
 * weeks in Bristol the step was "review urgently" and the patient was told "within the next day or
 * two"). A valve keeps its specialist plan, which UKTIS asks for within a day or two.
 */
function warfarinEmbryopathyWindow(
  ctx: RuleContext,
  weeks: number | undefined,
): { clinician: string; step: string; evidence: string } | undefined {
  if (mechanicalValve(ctx) || (weeks !== undefined && weeks > EMBRYOPATHY_TO_WEEKS)) return undefined;
  // A US record keeps its label's words and citation; the first trimester is its window too.
  if (readsAsUsUnits(ctx))
    return {
      clinician: WARFARIN_PREGNANCY,
      step: WARFARIN_SAME_DAY.replace("the obstetric (maternal medicine) team", "maternal-fetal medicine"),
      evidence: "warfarin-label",
    };
  return {
    clinician: `Warfarin: UKTIS puts the critical period for warfarin embryopathy (nasal hypoplasia, stippled epiphyses) at weeks 6–12, with a risk of about 6–10% in recent studies${weeks === undefined ? "" : `, and at ${weeks} weeks she is ${weeks < 6 ? "before" : "within"} it`}; a woman found to be pregnant on warfarin is usually switched to a low molecular weight heparin. Warfarin is not simply stopped: she stays anticoagulated.`,
    step: WARFARIN_SAME_DAY,
    evidence: "uktis-2017-warfarin-pregnancy",
  };
}

const WARFARIN_SAME_DAY =
  "Change warfarin to a low molecular weight heparin today, at the dose her indication needs and without a gap in anticoagulation, and refer to the obstetric (maternal medicine) team";

/** A rule for one medicine that can harm an unborn baby, taken in pregnancy. */
function teratogenRule(t: Teratogen): Rule {
  return {
    id: t.id,
    family: F,
    severity: Severity.high,
    problem: "Medicines in pregnancy",
    title: t.title,
    clinician: "{pregnant} and taking {med}. {why}",
    patient:
      "{pregnantAndTake} {drug}, a medicine that can harm an unborn baby. Contact the doctor who prescribes it, or your midwife or {gp}, {when} so that it can be reviewed. {own}",
    nextSteps: ["Review the medicine with the prescriber now"],
    patientQuestions: ["Which of my medicines are safe to take while I am pregnant?"],
    evidence: [t.evidence],
    keywords: ["pregnancy", "teratogen", "fetal toxicity"],
    match: (ctx) => {
      const preg = pregnancy(ctx);
      // Before the pregnancy is recorded, a positive test is enough to act on (pregnancy-test.ts).
      const test = preg === undefined ? positivePregnancyTest(ctx) : undefined;
      const meds = preg === undefined && test === undefined ? [] : t.meds(ctx);
      if (meds.length === 0) return undefined;
      const weeks = preg?.weeks === undefined ? "" : ` (${preg.weeks} weeks)`;
      const us = t.us !== undefined && readsAsUsUnits(ctx) ? t.us : undefined;
      const sameDay = t.sameDay?.(ctx, preg?.weeks);
      return {
        refs: [...ctx.refs(...meds, ...ctx.conditions("pregnancy")), ...(test?.refs ?? [])],
        values: {
          pregnant: test?.what ?? `Pregnant${weeks}`,
          pregnantAndTake:
            test === undefined ? "You are pregnant and take" : "Your pregnancy test is positive and you take",
          med: medNames(meds),
          why: sameDay?.clinician ?? us?.clinician ?? t.clinician(ctx),
          drug: t.name(meds),
          own: t.patient,
          when: sameDay === undefined ? "within the next day or two" : "today",
        },
        nextSteps: [sameDay?.step ?? us?.step ?? t.step(ctx)],
        ...(us !== undefined && { evidence: [us.evidence], evidenceReplacesRule: true as const }),
        ...(sameDay !== undefined && { evidence: [sameDay.evidence], evidenceReplacesRule: true as const }),
      };
    },
  };
}

/**
 * Strong CYP3A4 inhibitors taken long term (HIV or hepatitis C protease inhibitors and their boosters,
 * nefazodone): suspending the statin "for the course" does not fit them (review 12, deep case 05).
 */
const LONG_TERM_INHIBITOR =
  /\b(?:ritonavir|cobicistat|darunavir|atazanavir|lopinavir|saquinavir|indinavir|nelfinavir|tipranavir|fosamprenavir|elvitegravir|nefazodone)\b/i;

/** The statins whose labels contraindicate strong CYP3A4 inhibitors, each with what its label adds. */
const CONTRAINDICATED_STATINS = [
  {
    id: "simvastatin-contraindicated-combination",
    statin: "simvastatin",
    names: SIMVASTATIN,
    nonCyp: true,
    evidence: "zocor-label",
    raise: "simvastatin levels and the risk of myopathy and rhabdomyolysis",
    suspend:
      " If a short course of one of these antibiotics or antifungals cannot be avoided, the label says to suspend simvastatin for the course.",
  },
  {
    id: "lovastatin-contraindicated-combination",
    statin: "lovastatin",
    names: LOVASTATIN,
    nonCyp: false,
    // The Utah alert on the 2012 label change (the label itself was seen only on a mirror). It
    // names the risk of serious muscle damage, not raised lovastatin levels.
    raise: "the risk of serious muscle damage (myopathy and rhabdomyolysis)",
    evidence: "utah-2012-lovastatin-alert",
    suspend: "",
  },
] as const;

/*
 * The medicines the MHRA's 2012 update contraindicates with simvastatin (mhra-2012-simvastatin-interactions):
 * the azoles, macrolides and HIV protease inhibitors (suspended for a short course), nefazodone,
 * ciclosporin, danazol and gemfibrozil.
 */
const MHRA_2012_SIMVASTATIN = new Set([
  "itraconazole",
  "ketoconazole",
  "posaconazole",
  "erythromycin",
  "clarithromycin",
  "telithromycin",
  "ritonavir",
  "darunavir",
  "atazanavir",
  "lopinavir",
  "saquinavir",
  "indinavir",
  "nelfinavir",
  "tipranavir",
  "fosamprenavir",
  "nefazodone",
  "ciclosporin",
  "danazol",
  "gemfibrozil",
]);

/**
 * On a UK record, the MHRA's 2012 simvastatin advice where it names every interacting medicine, cited
 * before the US label (review 40, country-40 case 06: clarithromycin with simvastatin in Bristol cited
 * the US label alone).
 */
function mhraSimvastatin(ctx: RuleContext, others: readonly MedicationItem[]): Partial<RuleMatch> {
  const drugs = others.flatMap((m) => m.drugs.filter((d) => MHRA_2012_SIMVASTATIN.has(d)).slice(0, 1));
  if (patientScope(ctx).country !== "uk" || drugs.length < others.length) return {};
  return {
    clinicianExtra: `The MHRA's 2012 advice for the UK also contraindicates simvastatin with ${joinList([...new Set(drugs)])}.`,
    evidence: ["mhra-2012-simvastatin-interactions", "zocor-label"],
    evidenceReplacesRule: true,
  };
}

/**
 * Simvastatin or lovastatin with a medicine its label contraindicates: strong CYP3A4 inhibitors for
 * both, and for simvastatin also gemfibrozil, ciclosporin and danazol.
 */
const STATIN_CONTRAINDICATION_RULES: readonly Rule[] = CONTRAINDICATED_STATINS.map((s) => ({
  id: s.id,
  family: F,
  severity: Severity.high,
  problem: "Muscle and medicines",
  title: `${capitalise(s.statin)} with a medicine its label contraindicates`,
  clinician: `{statin} with {others}: the ${s.statin} label contraindicates it with {kind}, because {they} ${s.raise}.{suspend}`,
  patient:
    "You take {statinDrug} and {otherDrugs}. Together they make muscle damage from the statin much more likely, so they should not be taken together. {advice}",
  nextSteps: [
    `Suspend ${s.statin} while the interacting medicine is taken, or choose a medicine that does not interact`,
    "Ask about muscle pain, weakness and dark urine; check CK if any are present",
  ],
  patientQuestions: ["Should I pause my statin while I take this medicine?"],
  evidence: [s.evidence],
  keywords: [s.statin, "cyp3a4 inhibitor", "clarithromycin", "contraindicated", "rhabdomyolysis"],
  match: (ctx: RuleContext): RuleMatch | undefined => {
    const statins = statinsOf(ctx, s.names);
    const others =
      statins.length === 0
        ? []
        : [...strongCyp3a4Inhibitors(ctx), ...(s.nonCyp ? ctx.meds("statin-contraindicated-other") : [])];
    // With statin myopathy the CK finding stops the statin and names this medicine as the trigger.
    if (others.length === 0 || statinMyopathy(ctx)) return undefined;
    const strong = others.some(isStrongCyp3a4Inhibitor);
    const nonCyp = others.some((m) => m.classes.includes("statin-contraindicated-other"));
    const symptoms = statedNames(ctx, MUSCLE_SYMPTOMS);
    // With a CK in the record the CK finding speaks for the muscle; stated symptoms make the checks current.
    const check =
      ctx.lab("ck") !== undefined
        ? []
        : symptoms.length > 0
          ? [`${capitalise(joinList(symptoms))} in the notes: check CK, kidney function and a urinalysis today`]
          : ["Ask about muscle pain, weakness and dark urine; check CK if any are present"];
    const longTerm = others.filter((m) => LONG_TERM_INHIBITOR.test(`${m.name} ${m.drugs.join(" ")}`));
    // With rhabdomyolysis its own advice already says not to take more of the statin; "do not
    // stop either on your own" would contradict it (review 12, cardiometabolic case 06).
    const muscleBreakdown = rhabdomyolysis(ctx) !== undefined;
    return {
      refs: ctx.refs(...statins, ...others),
      ...(muscleBreakdown && { patientQuestions: [] }),
      ...(s.statin === "simvastatin" && mhraSimvastatin(ctx, others)),
      values: {
        advice: muscleBreakdown
          ? "Your muscle test already shows muscle damage: follow the advice given for it, and do not take more of the statin until you have spoken with a doctor."
          : "Ask your doctor or pharmacist today which one to pause or change; do not stop either on your own. Contact your doctor straight away if you get muscle pain, weakness or dark urine.",
        // Pausing the statin "for the course" fits a short antibiotic or antifungal course, not a
        // long-term medicine such as gemfibrozil (review 14, drug monitoring 15).
        suspend:
          longTerm.length > 0
            ? ` ${medNames(longTerm)} is long-term treatment, so pausing ${s.statin} for a course does not apply: change to a statin that may be used with it, chosen with the HIV team or pharmacist after a drug-interaction check.`
            : strong
              ? s.suspend
              : "",
        statin: medNames(statins),
        others: medNames(others),
        kind:
          strong && nonCyp
            ? "strong CYP3A4 inhibitors and with gemfibrozil, ciclosporin and danazol"
            : strong
              ? "strong CYP3A4 inhibitors such as these"
              : "gemfibrozil, ciclosporin and danazol",
        they: others.length > 1 ? "they raise" : "it raises",
        statinDrug: drugNames(statins, ["statin"]) || medNames(statins),
        otherDrugs: drugNames(others, STATIN_INTERACTING_CLASSES) || medNames(others),
      },
      nextSteps: [
        longTerm.length > 0
          ? `Stop ${s.statin} and change to a statin that may be taken with ${medNames(longTerm)}, checked for interactions with the HIV team or pharmacist`
          : strong
            ? `Suspend ${s.statin} while the interacting medicine is taken, or choose a medicine that does not interact`
            : `Stop taking ${s.statin} with ${medNames(others)}: with the prescriber, stop one of them or change to a combination that does not interact`,
        ...check,
      ],
    };
  },
}));

/**
 * The subclinical hypothyroidism finding reads a raised TSH on lithium or amiodarone itself, naming
 * the medicine as the likely cause and what to do about it; the medicine's own finding then leaves
 * the TSH to it (review 20: a patient on lithium was told of lithium and the thyroid three times in
 * one report; review 21: amiodarone's thyroid change was told twice).
 */
function subclinicalHypothyroidismRead(ctx: RuleContext): boolean {
  return PATTERN_RULES.some((r) => r.id === "subclinical-hypothyroidism" && r.match(ctx) !== undefined);
}

/** The overt hypothyroidism finding names amiodarone as the likely cause too (review 23, medicines-thyroid-23). */
function overtHypothyroidismRead(ctx: RuleContext): boolean {
  return PATTERN_RULES.some((r) => r.id === "overt-hypothyroidism" && r.match(ctx) !== undefined);
}

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
      "Metformin{med} with eGFR {egfr}: at 30–44 mL/min/1.73 m² the metformin dose is kept reduced (commonly to a maximum of 1000 mg a day) and eGFR followed closely.",
    // "Your kidney test is lower than normal" named no test, beside a kidney point that did (review 30,
    // wording-30 case 09): the eGFR is named, and the dose sentence says why.
    patient: "Your kidney filtering rate (eGFR) is lower than normal. {dosePatient}",
    nextSteps: ["Reduce metformin dose for eGFR 30–44", METFORMIN_EGFR_STEP],
    patientQuestions: ["Does my metformin dose need to change?"],
    evidence: ["kdigo-2022-diabetes-ckd"],
    keywords: ["metformin", "egfr", "dose reduction"],
    match: (ctx) => {
      const match = metforminEgfr(30, 45)(ctx);
      if (match === undefined) return undefined;
      // A recorded total already at or under the ceiling needs no reduction (review 12, case 12).
      const doses = ctx.meds("metformin").map(dailyDoseMg);
      const total = doses.every((d) => d !== undefined) ? doses.reduce((a, d) => a + (d ?? 0), 0) : undefined;
      if (total === undefined || total > METFORMIN_CEILING_MG)
        return {
          ...match,
          values: {
            ...match.values,
            dosePatient: "At this level a smaller top dose of metformin is used, so your dose may need to be reduced.",
          },
          // The dose in the record is named, so the reader sees it is over the limit (review 17,
          // us-panels 03: 1000 mg twice daily at eGFR 38 read as a general reminder).
          ...(total !== undefined && {
            clinicianExtra: `The recorded dose, about ${total} mg a day, is above that limit.`,
          }),
        };
      return {
        ...match,
        severity: Severity.low,
        values: {
          ...match.values,
          dosePatient:
            "Your current metformin dose is already within the usual limit for this level of kidney function, so it does not need to be lowered now; your kidney test should be repeated regularly.",
        },
        clinicianExtra: `The recorded dose, about ${total} mg a day, is already within that limit, so no reduction is needed now.`,
        nextSteps: ["Keep the metformin dose at or below 1000 mg a day while eGFR is 30–44", METFORMIN_EGFR_STEP],
      };
    },
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
    nextSteps: [B12_BORDERLINE_MMA_STEP, B12_REPLACE_IF_DEFICIENT_STEP, B12_CAUSE_STEP],
    patientQuestions: ["Do I need a vitamin B12 supplement?"],
    evidence: ["aroda-2016-metformin-b12", "bsh-2014-b12-folate"],
    keywords: ["metformin", "vitamin b12 deficiency"],
    match: (ctx) => {
      const meds = ctx.meds("metformin");
      const level = b12Level(ctx);
      if (meds.length === 0 || level === undefined) return undefined;
      const nerves = statedMention(ctx.freeText, NEUROPATHY_SYMPTOMS);
      const match: RuleMatch = {
        refs: ctx.refs(ctx.lab("vitamin-b12"), ...meds),
        values: { b12: ctx.showValue("vitamin-b12"), med: metforminListed(meds), level, Level: capitalise(level) },
        ...b12Carried(ctx, level),
        ...metforminB12UsSources(ctx),
        // Injections are already advised when the low B12 has neurological features.
        ...(neurologicalB12(ctx) !== undefined && { patientQuestions: [] }),
        // A clearly low result needs replacing, not a test of whether it is low.
        ...(level === "low" ? { nextSteps: [lowB12ReplaceStep(ctx, nerves !== undefined), B12_CAUSE_STEP] } : {}),
      };
      // A vegan or vegetarian diet without B12 adds a second cause beside metformin (review 22, haem-22).
      const diet = dietaryB12Cause(ctx);
      if (diet !== undefined) {
        match.clinicianExtra =
          `${match.clinicianExtra ?? ""} The notes also record a ${diet} diet with no B12 supplement in the record, a second ${dietCauseStrength(diet)} cause.`.trim();
        match.patientExtra =
          `${match.patientExtra ?? ""} Your ${diet} diet, without a B12 supplement or B12-fortified foods, can add to this, as B12 comes mainly from animal foods.`.trim();
        match.evidence = [...(match.evidence ?? []), "nice-ng239-b12"];
      }
      // Tingling or numbness in the feet in the notes: neuropathy from the low B12, from diabetes, or both.
      if (nerves === undefined) return match;
      // Review 24, haem-onc-24b case 01: beside the injections and cause tests of the neurological B12
      // finding, "Replace B12" and "Look for the cause" repeated them, and a foot examination the
      // notes already recorded (monofilament, vibration) was asked for again.
      const neuro = neurologicalB12(ctx) !== undefined;
      const examined = statedMention(ctx.freeText, FEET_EXAMINED) !== undefined;
      return {
        ...match,
        clinicianExtra:
          `${match.clinicianExtra ?? ""} The notes record "${nerves}": this may be peripheral neuropathy from the low B12, from diabetes, or both, so ${examined ? "the foot examination is read with both in mind" : "examine the feet"} and treat the B12.`.trim(),
        nextSteps: [
          ...(examined
            ? []
            : ["Examine the feet for neuropathy (monofilament, vibration sense) and check for foot-ulcer risk"]),
          ...(neuro ? [] : (match.nextSteps ?? [])),
        ],
        patientExtra:
          `${match.patientExtra ?? ""} The tingling in your feet may come from the low B12 or from diabetes${examined ? "" : ": ask your doctor to check your feet"}.`.trim(),
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
      if (meds.length === 0 || ctx.anyLab("vitamin-b12") !== undefined || hyperglycaemicCrisis(ctx)) return undefined;
      // A B12 result the notes record ("B12 checked 2026-05: normal") is a result in the record too
      // (review 19, quiet panels 10: the annual review note said so and the finding still asked).
      if (b12InNotes(ctx.freeText)) return undefined;
      // Below eGFR 30 metformin is stopped (metformin-egfr-contraindicated): monitoring on long-term
      // use no longer applies (review 19, medicines-3 case 11).
      if (metforminEgfr(0, 30)(ctx) !== undefined) return undefined;
      return { refs: ctx.refs(...meds), values: { med: metforminListed(meds) }, ...metforminB12UsSources(ctx) };
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
    patientQuestions: [POTASSIUM_MEDICINES_QUESTION, "Should I avoid salt substitutes that contain potassium?"],
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
      // The UK Kidney Association's moderate band (6.0–6.4) is urgent, not an emergency: high, as the
      // hyperkalaemia finding without a medicine grades it (review 30b, engine-30b case 01: 6.2 on
      // lisinopril was critical here, 6.3 high there). Severe (6.5 or more) or with ECG changes is
      // the emergency (withHyperkalaemiaEmergency). With acute kidney injury or volume depletion the
      // moderate band goes to hospital the same day (acuteKidneyWithhold, NHS Highland): critical.
      const sameDayHospital = k >= MODERATE_HYPERKALAEMIA && acuteKidneyStress(ctx) !== undefined;
      const severity = sameDayHospital ? Severity.critical : k >= 5.5 ? Severity.high : Severity.moderate;
      const egfr = ctx.value("egfr");
      // In heart failure the MRA is named first (medicine-review.ts): kept up to 5.5, reduced or held
      // above, unless the kidneys are acutely stressed, when all RAAS blockers are withheld.
      const hfMra = acuteKidneyStress(ctx) === undefined ? heartFailureMraHyperkalaemia(ctx, k) : undefined;
      // A recorded dose rise of the antagonist outside heart failure is the likely cause and is reviewed
      // first (mra-dose-rise.ts), unless the kidneys are acutely stressed and everything is withheld.
      const doseRise = acuteKidneyStress(ctx) === undefined ? mraDoseRiseHyperkalaemia(ctx, meds) : undefined;
      const ckd = hfMra ?? doseRise ?? ckdRasContinuation(ctx, meds, k) ?? acuteKidneyWithhold(ctx);
      const tmp = trimethoprimContribution(ctx, ckd?.nextSteps ?? HYPERKALAEMIA_STEPS, severity);
      const salt = saltSubstitute(ctx, meds);
      const extra = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ") || undefined;
      // At 6.5 or more the emergency wording (hyperkalaemia-emergency.ts) says the band instead.
      const moderateBand = k >= MODERATE_HYPERKALAEMIA && k < SEVERE_HYPERKALAEMIA;
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
        clinicianExtra: extra(
          // In the record's own unit: "6.0–6.4 mEq/L" beside a potassium in mEq/L (review 31, engine-31 case 04).
          moderateBand
            ? inMonovalentUnit(
                patientScope(ctx).country === "uk" ? MODERATE_BAND_TEXT : MODERATE_BAND_TEXT_NEUTRAL,
                monovalentUnit(ctx.lab("potassium")),
              )
            : undefined,
          haemolysedSameDay(ctx),
          ckd?.clinicianExtra,
          tmp?.clinicianExtra,
          salt?.clinicianExtra,
        ),
        patientExtra: extra(ckd?.patientExtra, tmp?.patientExtra, salt?.patientExtra),
        ...(salt && {
          nextSteps: [...(tmp?.nextSteps ?? ckd?.nextSteps ?? HYPERKALAEMIA_STEPS), ...(salt.nextSteps ?? [])],
          // The patient text already says to ask about the recorded substitute (review 38,
          // meds-wording-38 case 07), so the salt substitute question is not asked again.
          patientQuestions: [POTASSIUM_MEDICINES_QUESTION],
        }),
        evidence: [
          ...new Set([
            ...potassiumSources(ctx, meds),
            ...(ckd?.evidence ?? []),
            ...(tmp?.evidence ?? []),
            ...(salt?.evidence ?? []),
            ...(moderateBand ? hyperkalaemiaSources(ctx) : []),
          ]),
        ],
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
      // With potassium already high, raas-hyperkalaemia names both medicines and what to do now; a
      // routine "check within a week of a dose change" beside "stop them now" reads wrongly.
      const k = ctx.value("potassium");
      if (k !== undefined && k > (ctx.upperLimit("potassium") ?? 5.0)) return undefined;
      // In HFrEF both are guideline therapy: a monitoring reminder, not a combination to avoid (review 12).
      const hfref = ctx.conditions("hfref");
      return {
        refs: [...ctx.refs(...raas, ...mra), ...ctx.refs(...hfref)],
        values: { med: medNames([...raas, ...mra]) },
        evidence: potassiumSources(ctx, [...raas, ...mra]),
        ...(hfref.length > 0
          ? {
              severity: Severity.low,
              clinicianExtra:
                "In heart failure with reduced ejection fraction this is intended treatment (both are recommended disease-modifying medicines); with potassium in range the point is routine potassium and creatinine monitoring, not stopping either.",
            }
          : {}),
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
      // A high potassium has its own finding and steps; "review the potassium" beside them repeats
      // it (review 21, electrolytes case 02: potassium 6.4 with ECG changes on spironolactone).
      const k = ctx.lab("potassium");
      if (k !== undefined && (k.status === "high" || k.status === "critical-high"))
        match.nextSteps = ["Review the mineralocorticoid antagonist"];
      if (extra.length > 0) match.clinicianExtra = extra.join(" ");
      return match;
    },
  }),
  {
    id: "warfarin-major-bleeding",
    family: F,
    severity: Severity.critical,
    problem: "Anticoagulation",
    title: "Bleeding on warfarin: emergency reversal",
    clinician:
      "{evidence}, on warfarin{inr}: treat as warfarin-associated major bleeding. Stop warfarin, resuscitate and find the source now. {reversal}",
    patient:
      "You take warfarin, a blood thinner, and {what}. With warfarin this can be serious bleeding that needs treatment in hospital now. Go to an emergency department now or call your local emergency number, and tell them you take warfarin.",
    nextSteps: [...WARFARIN_MAJOR_STEPS],
    patientQuestions: ["When and how can my blood thinner be restarted safely?"],
    evidence: ["warfarin-label"],
    keywords: [
      "warfarin",
      "major bleeding",
      "gastrointestinal bleeding",
      "prothrombin complex concentrate",
      "vitamin k",
      "reversal",
    ],
    match: (ctx) => {
      const found = warfarinBleeding(ctx);
      if (found === undefined) return undefined;
      const { bleeds, condition, fall } = found;
      const inrObs = ctx.lab("inr");
      const target = warfarinTarget(ctx);
      const strain = circulationStrain(ctx);
      const current = ctx.lab("hemoglobin");
      const said: string[] = [];
      if (bleeds.length > 0) said.push(`${joinList(bleeds)} in the notes`);
      if (condition !== undefined) said.push(`${condition.name} recorded as a current condition`);
      if (fall !== undefined)
        said.push(
          `haemoglobin ${ctx.show(current)}, down ${formatNumber(fall.fall, 1)} g/dL from ${ctx.show(fall.from)}${fall.from.date === undefined ? " (undated)" : ""}`,
        );
      said.push(...strain.text);
      const overt = bleeds.length > 0 || condition !== undefined;
      const raising = ctx.medsOf(...INR_RAISING);
      const extra: string[] = [];
      if (overt && fall !== undefined)
        extra.push(
          "Overt bleeding with a haemoglobin fall of 2 g/dL or more meets the ISTH definition of major bleeding.",
        );
      if (!overt)
        extra.push(
          "No bleeding is named in the notes, but a haemoglobin fall of 2 g/dL or more with a high INR calls for an urgent search for hidden bleeding.",
        );
      // Amiodarone is kept for the rhythm, with a lower warfarin dose when it restarts (review 23).
      const replaceable = raising.filter((m) => !m.classes.includes("amiodarone"));
      const amiodarone = raising.filter((m) => m.classes.includes("amiodarone"));
      if (replaceable.length > 0)
        extra.push(
          `${capitalise(medNames(replaceable))} can raise the INR on warfarin and ${severalMedicines(replaceable) ? "are likely causes" : "is the likely cause"} of a rise: stop or replace ${severalMedicines(replaceable) ? "them" : "it"}.`,
        );
      if (amiodarone.length > 0)
        extra.push(
          `${capitalise(medNames(amiodarone))} raises the INR on warfarin and is usually continued: plan a lower warfarin dose and closer INR checks when warfarin restarts.`,
        );
      if (target.low === 2.5)
        extra.push(
          "With a mechanical mitral valve, plan the reversal and when to restart anticoagulation with cardiology and haematology.",
        );
      const inr = ctx.valueOf(inrObs);
      // The NSAID and any bridging heparin are named here, as the other bleeding findings do.
      const nsaids = ctx.meds("nsaid");
      const heparins = ctx.meds("heparin");
      const bsh = bshWarfarinAdvice(ctx);
      const steps: string[] = bsh ? [WARFARIN_MAJOR_STEPS[0], WARFARIN_MAJOR_STEP_BSH] : [...WARFARIN_MAJOR_STEPS];
      if (heparins.length > 0)
        steps.push(
          `Stop ${medNames(heparins)} too and record the time of the last dose; ${heparinReversal(heparins)} (BCSH 2013)`,
        );
      if (nsaids.length > 0)
        steps.push(`Stop ${medNames(nsaids)}: an NSAID adds to bleeding on warfarin; use {paracetamol} for pain`);
      return {
        nextSteps: steps,
        refs: [
          ...ctx.refs(
            inrObs,
            current,
            fall?.from,
            condition,
            ...ctx.meds("warfarin"),
            ...heparins,
            ...nsaids,
            ...raising,
          ),
          ...strain.refs,
          ...(target.valve ? [target.valve.ref] : []),
        ],
        values: {
          evidence: capitalise(joinList(said)),
          inr:
            inr === undefined
              ? " (no INR in the record: check it now)"
              : ` with INR ${ctx.show(inrObs)}${inr > target.high ? `, above ${target.text}` : ""}`,
          what: overt
            ? `your notes record ${joinList(bleeds.length > 0 ? bleeds : ["bleeding from the gut"])}`
            : "your blood count has dropped while your INR is high, which can mean bleeding inside the body",
          reversal: bsh
            ? "For major bleeding on warfarin, the BSH guideline advises emergency reversal with four-factor prothrombin complex concentrate 25–50 units/kg and vitamin K 5 mg intravenously (1B), with fresh frozen plasma only if no concentrate is available (1C)."
            : "For major bleeding on a vitamin K antagonist, ACCP 2012 suggests rapid reversal with four-factor prothrombin complex concentrate rather than plasma, with vitamin K 5–10 mg by slow intravenous injection added rather than coagulation factors alone (both grade 2C).",
        },
        ...(extra.length > 0 ? { clinicianExtra: extra.join(" ") } : {}),
        // The reversal's source is the record's country's (review 30, sources-30 cases 02-03).
        evidenceReplacesRule: true,
        evidence: [
          warfarinMajorReversal(ctx).evidence,
          "warfarin-label",
          ...(overt && fall !== undefined ? ["schulman-2005-isth-major-bleeding"] : []),
          ...inrRaisingSources(ctx, raising),
          ...afGuideline(ctx),
          ...(heparins.length > 0 ? ["bcsh-2013-antithrombotic-bleeding"] : []),
          ...(nsaids.length > 0 ? ["penner-2022-oac-nsaid"] : []),
        ],
      };
    },
  },
  {
    id: "warfarin-bleeding",
    family: F,
    severity: Severity.high,
    problem: "Anticoagulation",
    title: "Bleeding on warfarin",
    clinician: BLEEDING_CLINICIAN,
    patient: BLEEDING_PATIENT,
    nextSteps: ["Assess the bleeding today, hold warfarin and check the INR"],
    patientQuestions: ["When and how can my blood thinner be restarted safely?"],
    evidence: ["acc-2020-oac-bleeding"],
    keywords: ["warfarin", "bleeding", "haematuria", "inr", "vitamin k", "prothrombin complex concentrate"],
    match: (ctx) => {
      const bleed = warfarinSiteBleeding(ctx);
      return bleed && bleedingMatch(ctx, bleed);
    },
  },
  {
    id: "warfarin-inr-high",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "INR above the warfarin target",
    clinician: "INR {inr} on warfarin, above {target}; bleeding risk rises with INR.",
    patient:
      "Your INR is higher than the usual goal for warfarin. This means your blood clots more slowly, so the risk of bleeding is higher. Get medical help straight away if you have signs of bleeding: black or bloody stools, blood in your urine, coughing or vomiting blood, a bad headache, or bleeding that will not stop.",
    nextSteps: [
      "Adjust or hold warfarin per protocol; look for interacting drugs, illness or diet change",
      "Assess for bleeding; repeat INR",
    ],
    patientQuestions: ["Should I change my warfarin dose?", "What signs of bleeding should I watch for?"],
    evidence: ["warfarin-sodium-label-2014"],
    keywords: ["warfarin", "inr", "bleeding", "vitamin k"],
    match: (ctx) => {
      const meds = ctx.meds("warfarin");
      const inr = ctx.value("inr");
      const target = warfarinTarget(ctx);
      // Bleeding that needs emergency reversal is said by warfarin-major-bleeding instead.
      if (meds.length === 0 || inr === undefined || inr <= target.high || warfarinBleeding(ctx) !== undefined)
        return undefined;
      // Non-major bleeding with strain on the circulation is major: warfarin-bleeding reports it.
      if (warfarinSiteBleeding(ctx)?.critical) return undefined;
      const adders = ctx.medsOf(...WARFARIN_BLEEDING_ADDERS);
      const raising = ctx.medsOf(...INR_RAISING);
      // A course the notes name but the list does not (often just finished) is named as the likely cause too.
      const noted = raising.length === 0 ? notedInrRaiser(ctx, INR_RAISING) : undefined;
      const look =
        raising.length > 0 || noted
          ? "look for illness or diet change"
          : "look for interacting drugs, illness or diet change";
      // Non-major bleeding in the notes: withhold and reverse today (BSH 2011), never "without bleeding".
      const minor = warfarinMinorBleeding(ctx);
      const plan =
        minor.length > 0 ? minorBleedingPlan(minor, inr, formatNumber(inr), look, readsAsUsUnits(ctx)) : undefined;
      // A UK record follows the BSH thresholds (5 and 8), not ACCP's (4.5 and 10) (review 30, sources-30 case 01).
      const bsh = bshWarfarinAdvice(ctx);
      const steps = plan
        ? plan.steps
        : bsh && inr > 8
          ? [
              "Withhold warfarin; the BSH guideline advises 1–5 mg oral vitamin K for an INR above 8 without bleeding (1B), repeating the INR at 24 hours",
              `Assess for bleeding today; ${look}`,
            ]
          : bsh && inr >= 5
            ? [
                `Withhold 1–2 doses of warfarin and reduce the maintenance dose (BSH 2011, 1B); recheck the INR and ${look}`,
                "Assess for bleeding",
              ]
            : bsh
              ? [`Adjust or hold warfarin per protocol; ${look}`, "Assess for bleeding; repeat INR"]
              : inr > 10
                ? [
                    "Withhold warfarin; ACCP 2012 suggests oral vitamin K for an INR above 10 without bleeding (grade 2C)",
                    `Assess for bleeding today and recheck the INR; ${look}`,
                  ]
                : inr > 4.5
                  ? [
                      `Withhold or reduce warfarin and recheck the INR; ${look}`,
                      "Routine vitamin K is not suggested for an INR of 4.5–10 without bleeding (ACCP 2012, grade 2B); assess for bleeding",
                    ]
                  : [`Adjust or hold warfarin per protocol; ${look}`, "Assess for bleeding; repeat INR"];
      // Amiodarone is usually kept for the rhythm: the warfarin dose is lowered to it (its
      // requirement falls by 25-50%, amiodarone-warfarin-1988), where a short antibiotic or
      // antifungal course can often be stopped or replaced (review 23, deep-23 case 07).
      const amiodarone = raising.filter((m) => m.classes.includes("amiodarone"));
      const replaceable = raising.filter((m) => !m.classes.includes("amiodarone"));
      if (replaceable.length > 0)
        steps.push(
          !severalMedicines(replaceable)
            ? `Review ${medNames(replaceable)}, which can raise the INR on warfarin and is a likely cause: stop or replace it if possible, and check the INR more often while it is taken`
            : `Review ${medNames(replaceable)}, which can raise the INR on warfarin and are likely causes: stop or replace them where possible, and check the INR more often while they are taken`,
        );
      if (amiodarone.length > 0)
        steps.push(
          `${capitalise(medNames(amiodarone))} lowers the warfarin dose needed (typically by 25–50%, building over weeks): it is usually continued, with the warfarin dose reduced and the INR checked at least weekly for the first month; discuss with the prescriber before stopping it`,
        );
      if (noted)
        steps.push(
          `The notes name ${noted.drug} ("${noted.quote}"), which can raise the INR on warfarin, also after a short course has ended: check the INR more often until it settles, and plan closer checks with any future course`,
        );
      const extra: string[] = [];
      const patientExtra: string[] = [];
      if (target.low === 2.5)
        extra.push("With a mechanical mitral valve the INR is judged against the valve's higher range, not 2.0–3.0.");
      if (noted) {
        extra.push(
          `The notes name ${noted.drug}, which can raise the INR on warfarin and is a likely cause of this rise.`,
        );
        patientExtra.push(
          `Your notes mention ${noted.drug}, a medicine that can make warfarin work more strongly, even for a while after the course ends, and may explain this result.`,
        );
      }
      if (raising.length > 0) {
        extra.push(
          `${capitalise(medNames(raising))} can raise the INR on warfarin and ${severalMedicines(raising) ? "are likely causes" : "is a likely cause"} of this rise.`,
        );
        patientExtra.push(
          `Your ${drugNames(raising, INR_RAISING) || medNames(raising)} can make warfarin work more strongly and may explain this result.`,
        );
      }
      if (adders.length > 0) {
        extra.push(
          `Also taking ${medNames(adders)}, which ${severalMedicines(adders) ? "add" : "adds"} to the bleeding risk on warfarin.`,
        );
        patientExtra.push(
          `You also take ${drugNames(adders, WARFARIN_BLEEDING_ADDERS)}, which can add to the bleeding risk with warfarin.`,
        );
      }
      if (plan) {
        extra.unshift(plan.clinician);
        patientExtra.push(plan.patient);
      } else if (inr > 4.5)
        patientExtra.push("Contact your doctor or anticoagulation clinic today about your warfarin dose.");
      return {
        refs: [
          ...ctx.refs(ctx.lab("inr"), ...meds, ...adders, ...raising),
          ...(target.valve ? [target.valve.ref] : []),
        ],
        values: { inr: ctx.showValue("inr"), target: target.text },
        severity: inr > 4.5 || plan ? Severity.high : Severity.moderate,
        nextSteps: steps,
        ...(extra.length > 0 ? { clinicianExtra: extra.join(" ") } : {}),
        ...(patientExtra.length > 0 ? { patientExtra: patientExtra.join(" ") } : {}),
        evidence: [
          ...(plan
            ? plan.evidence
            : bsh && inr >= 5
              ? ["bcsh-2011-warfarin"]
              : !bsh && inr > 4.5
                ? ["accp-2012-vka-management"]
                : []),
          ...(target.low === 2.5 ? ["warfarin-label"] : []),
          ...inrRaisingSources(ctx, raising, noted),
          ...afGuideline(ctx),
          ...(adders.some((m) => m.classes.includes("nsaid")) ? ["penner-2022-oac-nsaid"] : []),
        ],
      };
    },
  },
  {
    id: "warfarin-inr-low",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "INR below the warfarin target",
    clinician: "INR {inr} on warfarin, below {target}; protection against thromboembolism is reduced.",
    patient: "Your INR is below the usual goal for warfarin. This means less protection against clots.",
    nextSteps: ["Check adherence, interacting drugs and diet; adjust dose and repeat INR"],
    evidence: ["warfarin-sodium-label-2014"],
    keywords: ["warfarin", "inr", "subtherapeutic"],
    match: (ctx) => {
      const meds = ctx.meds("warfarin");
      const inr = ctx.value("inr");
      const target = warfarinTarget(ctx);
      if (meds.length === 0 || inr === undefined || inr >= target.low) return undefined;
      // Heparin cover already listed: the bridging finding reads the low INR.
      if (heparinBridge(ctx) !== undefined) return undefined;
      // A mechanical valve clots within days when under-anticoagulated: same-day action, not routine.
      const valve = mechanicalValve(ctx);
      return {
        refs: [...ctx.refs(ctx.lab("inr"), ...meds), ...(target.valve ? [target.valve.ref] : [])],
        values: { inr: ctx.showValue("inr"), target: target.text },
        ...(valve
          ? {
              severity: Severity.high,
              clinicianExtra:
                "With a mechanical heart valve a low INR risks valve thrombosis and embolic stroke: contact the anticoagulation service today, look for the cause (missed doses, an interacting medicine) and agree with the valve team whether heparin cover is needed until the INR is back in range.",
              patientExtra:
                "Because you have a mechanical heart valve, please contact your anticoagulation clinic or doctor today. Seek emergency help for sudden weakness, difficulty speaking, breathlessness or chest pain.",
              nextSteps: [
                "Contact the anticoagulation service today; find the cause of the low INR and adjust the warfarin dose",
                "Agree with the valve or cardiology team whether heparin cover is needed until the INR is in range",
                "Recheck the INR within a few days",
              ],
            }
          : {}),
        evidence: [...(target.low === 2.5 ? ["warfarin-label"] : []), ...afGuideline(ctx)],
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
    nextSteps: ["Avoid NSAIDs where possible; prefer {paracetamol} for pain"],
    patientQuestions: ["What pain medicine is safe with my blood thinner?"],
    evidence: ["penner-2022-oac-nsaid"],
    keywords: ["anticoagulant", "nsaid", "bleeding risk"],
    match: (ctx) => {
      const ac = ctx.medsOf("warfarin", "doac");
      const nsaid = ctx.meds("nsaid");
      if (ac.length === 0 || nsaid.length === 0) return undefined;
      // Bleeding already under way: the bleeding finding leads and says to stop the NSAID.
      if (
        giBleedPicture(ctx) !== undefined ||
        anticoagulantBleeding(ctx) !== undefined ||
        warfarinBleeding(ctx) !== undefined ||
        warfarinSiteBleeding(ctx) !== undefined
      )
        return undefined;
      return {
        refs: ctx.refs(...ac, ...nsaid),
        values: { med: medNames([...ac, ...nsaid]) },
        evidence: afGuideline(ctx),
      };
    },
  },
  {
    id: "anticoagulant-antiplatelet-af-stable-cad",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Anticoagulant with an antiplatelet in atrial fibrillation with stable coronary disease",
    clinician:
      "{med} in atrial fibrillation ({af}) with stable coronary disease ({cad}) and no recent coronary event or procedure in the record.{stroke} The 2023 ACC/AHA/ACCP/HRS guideline recommends oral anticoagulant monotherapy over an anticoagulant plus a single antiplatelet in AF with chronic coronary disease (beyond 1 year after revascularisation, or coronary disease not needing it) without stent thrombosis, to reduce major bleeding (class 1). In the AFIRE trial, rivaroxaban alone was non-inferior for cardiovascular events and caused less major bleeding than rivaroxaban with an antiplatelet.",
    patient:
      "You take a blood thinner ({oac}) and also {antiplatelet}. For atrial fibrillation with stable heart disease, doctors usually advise the blood thinner on its own, because adding {antiplatelet} raises the chance of serious bleeding without clear extra protection. Ask your doctor whether you still need the {antiplatelet}. Do not stop it on your own.",
    nextSteps: [
      "Review whether the antiplatelet is still needed: confirm there has been no coronary event, stent or bypass in the past year and no stent thrombosis, and if so consider anticoagulant monotherapy",
    ],
    patientQuestions: ["Do I still need aspirin as well as my blood thinner?"],
    evidence: ["yasuda-2019-afire"],
    keywords: [
      "atrial fibrillation",
      "stable coronary artery disease",
      "aspirin",
      "anticoagulant monotherapy",
      "bleeding",
    ],
    match: (ctx) => {
      const oac = ctx.medsOf("warfarin", "doac");
      const antiplatelet = ctx.medsOf(...ANTIPLATELETS);
      // Two antiplatelets with an anticoagulant is triple therapy after an event, which this finding does not judge.
      if (oac.length === 0 || antiplatelet.length !== 1) return undefined;
      const found = afStableCoronary(ctx);
      if (found === undefined) return undefined;
      const risk: string[] = [];
      const refs = ctx.refs(...oac, ...antiplatelet, found.af, found.cad);
      if (ctx.age !== undefined && ctx.age >= 75) risk.push(`age ${formatNumber(ctx.age)}`);
      const egfr = ctx.value("egfr");
      if (egfr !== undefined && egfr < 60) {
        risk.push(`eGFR ${ctx.showValue("egfr")}`);
        refs.push(...ctx.refs(ctx.lab("egfr")));
      }
      const bruising = stated(
        ctx,
        /\b(?:bruis(?:es|ing|ed)?\s+easily|easy\s+bruising|bleeds?\s+easily|nose\s*bleeds?|epistaxis|bleeding\s+gums)\b/,
      );
      if (bruising !== undefined) risk.push(`"${bruising}" in the notes`);
      return {
        refs,
        values: {
          med: medNames([...oac, ...antiplatelet]),
          af: found.af.name,
          cad: found.cad.name,
          stroke: strokeInAfSentence(found.strokeOrTia),
          oac: drugNames(oac, ["warfarin", "doac"]) || medNames(oac),
          antiplatelet: drugNames(antiplatelet, ANTIPLATELETS) || medNames(antiplatelet),
        },
        ...(risk.length > 0
          ? { clinicianExtra: `Adding to the bleeding risk in this record: ${joinList(risk)}.` }
          : {}),
        evidence: [
          ...afGuideline(ctx),
          "yasuda-2019-afire",
          ...(found.strokeOrTia === undefined ? [] : ["esc-ehra-af-oac-antiplatelet"]),
        ],
      };
    },
  },
  {
    id: "anticoagulant-antiplatelet-af-no-indication",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title:
      "Anticoagulant with an antiplatelet in atrial fibrillation, with no other reason for the antiplatelet recorded",
    clinician:
      "{med} in atrial fibrillation ({af}), with no coronary disease, recent coronary event or stent, or peripheral or carotid arterial disease in the record.{stroke} The ESC/EHRA guidance advises avoiding an oral anticoagulant with an antiplatelet in AF unless there is another indication for platelet inhibition, because the combination raises bleeding risk.",
    patient:
      "You take a blood thinner ({oac}) and also {antiplatelet}. For atrial fibrillation the blood thinner on its own usually protects against stroke, and adding {antiplatelet} raises the chance of serious bleeding. Ask your doctor whether you still need the {antiplatelet}. Do not stop it on your own.",
    nextSteps: [
      "Review why the antiplatelet was started and whether any indication remains; if none, consider stopping it and continuing the anticoagulant alone",
    ],
    patientQuestions: ["Do I still need aspirin as well as my blood thinner?"],
    evidence: ["esc-ehra-af-oac-antiplatelet"],
    keywords: ["atrial fibrillation", "aspirin", "anticoagulant", "antiplatelet", "bleeding"],
    match: (ctx) => {
      const oac = ctx.medsOf("warfarin", "doac");
      const antiplatelet = ctx.medsOf(...ANTIPLATELETS);
      if (oac.length === 0 || antiplatelet.length !== 1) return undefined;
      const found = afWithoutAntiplateletReason(ctx);
      if (found === undefined) return undefined;
      const risk = antithromboticBleedingRisks(ctx);
      const steps = [
        "Review why the antiplatelet was started and whether any indication remains; if none, consider stopping it and continuing the anticoagulant alone",
        ...(risk.anaemia
          ? [
              "Investigate the low haemoglobin for blood loss (history, iron studies, stool or endoscopic assessment as appropriate)",
            ]
          : []),
      ];
      return {
        refs: [...new Set([...ctx.refs(...oac, ...antiplatelet, found.af), ...risk.refs])],
        values: {
          med: medNames([...oac, ...antiplatelet]),
          af: found.af.name,
          stroke: strokeInAfSentence(found.strokeOrTia),
          oac: drugNames(oac, ["warfarin", "doac"]) || medNames(oac),
          antiplatelet: drugNames(antiplatelet, ANTIPLATELETS) || medNames(antiplatelet),
        },
        severity: risk.anaemia || risk.parts.length >= 2 ? Severity.high : Severity.moderate,
        ...(risk.parts.length > 0
          ? { clinicianExtra: `Adding to the bleeding risk in this record: ${joinList(risk.parts)}.` }
          : {}),
        nextSteps: steps,
        evidence: ["esc-ehra-af-oac-antiplatelet", ...accAhaAfGuideline(ctx)],
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
      // "Report signs of bleeding" reads wrongly once they are recorded: the bleeding's finding leads.
      if (giBleedPicture(ctx) !== undefined || anticoagulantBleeding(ctx) !== undefined) return undefined;
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
    id: "warfarin-heparin-bridging",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Warfarin with heparin cover until the INR is in range",
    clinician:
      "{med}: read as heparin cover (bridging) while warfarin takes effect, not as a duplicate anticoagulant. {inrReading} The heparin is stopped once the INR has been in the target range for the required time: for venous thromboembolism, at least 24 hours at an INR of 2.0 or more and after at least 5 days of overlap; with a mechanical valve, when the valve team's target range is reached.",
    patient:
      "You are taking warfarin together with heparin injections. This is usually planned: the injections protect you until the warfarin is working fully, which your INR blood test shows. The injections are stopped once your INR has been in range long enough. Do not stop either one on your own.",
    nextSteps: [
      "Check the INR daily (or as the local protocol says) while both are given",
      "Stop the heparin once the INR has been in range for the required time (for VTE: at least 24 hours at INR 2.0 or more, and at least 5 days of overlap)",
      "Ask about and look for bleeding while both are given",
    ],
    patientQuestions: ["When can I stop the injections, and when is my next INR test?"],
    evidence: ["nice-ng158-vte"],
    keywords: ["warfarin", "heparin", "bridging", "enoxaparin", "inr"],
    match: (ctx) => {
      const bridge = heparinBridge(ctx);
      if (bridge === undefined) return undefined;
      const inr = ctx.value("inr");
      const target = warfarinTarget(ctx);
      const inrReading =
        inr === undefined
          ? "No INR is in the record."
          : inr < target.low
            ? `INR ${ctx.showValue("inr")} is below ${target.text}, so the heparin is still needed.`
            : inr > target.high
              ? `INR ${ctx.showValue("inr")} is above ${target.text}: the heparin adds to the bleeding risk and can usually stop.`
              : `INR ${ctx.showValue("inr")} is in ${target.text}.`;
      return {
        refs: [
          ...ctx.refs(ctx.lab("inr"), ...bridge.warfarin, ...bridge.heparin),
          ...(target.valve ? [target.valve.ref] : []),
        ],
        values: { med: medNames([...bridge.warfarin, ...bridge.heparin]), inrReading },
        ...(inr !== undefined && inr > target.high ? { severity: Severity.high } : {}),
        evidence: [...(target.low === 2.5 ? ["warfarin-label"] : []), ...afGuideline(ctx)],
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
    nextSteps: DOAC_CRCL_STEPS,
    evidence: ["ting-2021-doac-renal-dosing"],
    keywords: ["rivaroxaban", "dabigatran", "edoxaban", "renal dosing"],
    match: (ctx) => {
      const egfr = ctx.value("egfr");
      if (egfr === undefined || egfr >= 50) return undefined;
      // Apixaban in atrial fibrillation is dosed by the label's age, weight and creatinine criteria,
      // not by creatinine clearance: the apixaban-af-dose rules speak for it, and this finding only
      // when the record lacks what they need (apixabanUnjudged).
      // Dabigatran at an eGFR below 30 has its own, drug-specific finding (doac-kidney.ts).
      const spokenFor = new Set([...apixabanMeds(ctx), ...dabigatranBelow30ByEgfr(ctx)]);
      const meds = ctx.meds("doac").filter((m) => !spokenFor.has(m));
      // With a creatinine clearance and the doses known, doac-dosing.ts judges each drug by its label.
      const others = meds.length > 0 && !doseJudgedByClearance(ctx, meds) ? meds : [];
      const apixaban = apixabanUnjudged(ctx, egfr);
      if (others.length === 0 && apixaban === undefined) return undefined;
      const reviewed = [...others, ...(apixaban?.meds ?? [])];
      return {
        refs: ctx.refs(ctx.lab("egfr"), ...reviewed),
        values: { med: medNames(reviewed), egfr: ctx.showValue("egfr") },
        evidence: [...afGuideline(ctx), ...(apixaban?.evidence ?? [])],
        ...(apixaban === undefined
          ? {}
          : {
              clinicianExtra: apixaban.clinician,
              patientExtra:
                "For apixaban, the right dose also depends on your age, your weight and a kidney blood test called creatinine. Your record does not show all of these, so ask your doctor or pharmacist to check your dose. Keep taking it as prescribed until you have talked with them.",
              nextSteps: [...(others.length > 0 ? DOAC_CRCL_STEPS : []), ...apixaban.steps],
            }),
      };
    },
  },
  {
    id: "apixaban-af-dose-low",
    ...APIXABAN_RULE,
    title: "Apixaban 2.5 mg without the label's dose-reduction criteria",
    clinician: `{med}: the reduced apixaban dose. For atrial fibrillation {label} reserves 2.5 mg twice daily for patients with at least two of: ${APIXABAN_CRITERIA_TEXT}. With {shown}, {met}, so the dose may be lower than the label recommends for atrial fibrillation.{indication}`,
    patient:
      "Your medicine list shows apixaban at the lower 2.5 mg dose. For atrial fibrillation, the lower dose is meant for people who meet at least two of three checks: age 80 or over, weight 60 kg or less, and a high creatinine (a kidney test). Your record shows fewer than two. Ask your doctor or pharmacist to check that your dose fits the reason you take it. Keep taking it as prescribed until you have talked with them.",
    match: (ctx) => {
      const meds = apixabanMeds(ctx);
      if (meds.length === 0 || apixabanStrength(meds) !== 2.5) return undefined;
      const c = apixabanCriteria(ctx);
      // Fewer than two criteria means anything only when all three could be checked.
      if (c.known < 3 || c.met >= 2) return undefined;
      // A UK record gets the UK SmPC, as apixaban-af-dose-high does (review 37, older-adults-37).
      const uk = readsAsUk(ctx);
      return {
        refs: [...ctx.refs(...meds), ...c.refs],
        ...(uk && { evidence: ["eliquis-smpc-renal"], evidenceReplacesRule: true as const }),
        values: {
          med: medNames(meds),
          label: uk ? "the UK SmPC" : "the FDA label",
          shown: c.shown,
          met: c.metText,
          indication: hasAf(ctx) ? "" : ` ${APIXABAN_INDICATION}`,
        },
        ...(hasAf(ctx) ? { nextSteps: APIXABAN_AF_STEPS } : {}),
      };
    },
  },
  {
    id: "apixaban-af-dose-high",
    ...APIXABAN_RULE,
    title: "Apixaban 5 mg with the label's dose-reduction criteria",
    clinician: `{med}: the standard apixaban dose. For atrial fibrillation {label} recommends 2.5 mg twice daily for patients with at least two of: ${APIXABAN_CRITERIA_TEXT}. With {shown}, {met}, so the dose {verdict} higher than the label recommends for atrial fibrillation.{indication}`,
    patient:
      "Your medicine list shows apixaban at the 5 mg dose. For atrial fibrillation, a lower dose is advised for people who meet at least two of three checks: age 80 or over, weight 60 kg or less, and a high creatinine (a kidney test). Your record shows at least two. Ask your doctor or pharmacist to check that your dose fits the reason you take it. Keep taking it as prescribed until you have talked with them.",
    match: (ctx) => {
      const meds = apixabanMeds(ctx);
      if (meds.length === 0 || apixabanStrength(meds) !== 5) return undefined;
      if (apixabanTooHighForCrCl(ctx) !== undefined) return undefined;
      const c = apixabanCriteria(ctx);
      if (c.met < 2) return undefined;
      // A UK record gets the UK SmPC, which sets the same three criteria (review 28, psych-elderly-28
      // case 12: an 82-year-old in Cardiff was told what the FDA label recommends).
      const uk = readsAsUk(ctx);
      return {
        refs: [...ctx.refs(...meds), ...c.refs],
        ...(uk && { evidence: ["eliquis-smpc-renal"], evidenceReplacesRule: true as const }),
        values: {
          med: medNames(meds),
          label: uk ? "the UK SmPC" : "the FDA label",
          shown: c.shown,
          met: c.metText,
          // With atrial fibrillation recorded the label's criteria settle it: two met is 2.5 mg, so
          // "may be" is kept for a record whose indication is not known (review 48, leftovers-48 case 10).
          verdict: hasAf(ctx) ? "is" : "may be",
          indication: hasAf(ctx) ? "" : ` ${APIXABAN_INDICATION}`,
        },
        ...(hasAf(ctx) ? { nextSteps: APIXABAN_AF_STEPS } : {}),
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
      "{med} taken with warfarin: {drugs} can raise the INR on warfarin, sometimes markedly, which adds to bleeding risk. The INR should be checked more closely while they are taken together.",
    patient:
      "You take warfarin and also {drugs}. {these} can make warfarin work more strongly, which raises the chance of bleeding. You may need INR blood tests more often while you take both. Do not stop either medicine on your own; ask your doctor or pharmacist.",
    nextSteps: [
      "Check the INR more often while the interacting medicine is taken (with amiodarone the rise can build over several weeks)",
      "Review whether the interacting medicine is still needed, and adjust warfarin to the INR",
      "Ask about and look for bleeding",
    ],
    patientQuestions: ["How often should my INR be checked while I take both medicines?"],
    evidence: ["warfarin-label"],
    keywords: [
      "warfarin",
      "inr",
      "drug interaction",
      "amiodarone",
      "fluconazole",
      "metronidazole",
      "trimethoprim-sulfamethoxazole",
      "clarithromycin",
      "erythromycin",
      "ciprofloxacin",
      "levofloxacin",
    ],
    match: (ctx) => {
      const warfarin = ctx.meds("warfarin");
      const others = ctx.medsOf(...INR_RAISING);
      if (warfarin.length === 0 || others.length === 0) return undefined;
      const inr = ctx.value("inr");
      // An INR already above its target, or bleeding, is reported with the medicine named as its likely cause.
      if ((inr !== undefined && inr > warfarinTarget(ctx).high) || warfarinBleeding(ctx) !== undefined)
        return undefined;
      const drugs = drugNames(others, INR_RAISING);
      const many = drugs.includes(" and ");
      const match: RuleMatch = {
        refs: ctx.refs(...warfarin, ...others, inr === undefined ? undefined : ctx.lab("inr")),
        values: { med: medNames(others), drugs, verb: many ? "are" : "is", these: many ? "These" : "This" },
        evidence: inrRaisingSources(ctx, others),
      };
      if (others.some((m) => m.classes.includes("macrolide"))) match.clinicianExtra = macrolideWarfarinNote(ctx);
      return match;
    },
  },
  {
    id: "statin-alt-elevated",
    family: F,
    severity: Severity.low,
    problem: "Liver tests and medicines",
    title: "Raised ALT on a statin",
    clinician: "ALT {alt} ({times}) on {med}. {reading}",
    patient: "A liver test (ALT) is raised. You take a statin for cholesterol. {patientReading}",
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
      // A mild rise the record explains otherwise does not point to the statin: one already there
      // before it, one stable on it, one beside fatty liver or its metabolic risk factors (for which
      // AASLD 2023 recommends statins), or one from injured muscle.
      if (
        times < ALT_STATIN_CONCERN &&
        (altBeforeStatin(ctx, meds) || altStableOnStatin(ctx) || steatoticLiverLikely(ctx))
      )
        return undefined;
      if (altFromMuscle(ctx) || rhabdomyolysis(ctx) !== undefined) return undefined;
      // Statins rarely cause a cholestatic injury; after co-amoxiclav, the commonest culprit, the
      // statin is not the one to question (review 13 hepatology-gi 10), nor after flucloxacillin
      // (review 24, infection-liver-24b case 06).
      if (coAmoxiclavCholestasis(ctx) || flucloxacillinCholestasis(ctx) !== undefined) return undefined;
      const values = {
        alt: ctx.showValue("alt"),
        times: timesUpperLimit(times),
        med: medNames(meds),
        reading:
          "Medicines are one cause of a raised ALT, but fatty liver, alcohol and hepatitis are common ones; the pattern of the liver tests guides the work-up.",
        patientReading: "Your doctor can check whether the statin plays a part.",
      };
      const muscle = altFromRaisedCk(ctx, meds, times, values);
      if (muscle !== undefined) return muscle;
      const sinceStart = altRiseSinceStatinStart(ctx);
      return {
        refs: [...new Set([...ctx.refs(ctx.lab("alt"), ...meds), ...(sinceStart?.refs ?? [])])],
        values,
        // NICE's line is "3 times or more": at exactly 3 times (138 on a limit of 46) the stop-if-it-
        // persists advice was given at low priority (review 27, organs-27 case 03).
        severity: times >= ALT_STATIN_CONCERN ? Severity.moderate : Severity.low,
        // At 3 times the limit or more NICE stops the statin if the rise persists; a rise that
        // followed the start is said so, and an ALP already measured is not asked for again (review
        // 17, us-panels 05).
        ...(times >= ALT_STATIN_CONCERN && {
          ...(sinceStart && {
            clinicianExtra: `ALT was ${ctx.show(sinceStart.before)} before the statin was started (${sinceStart.start}): the rise followed the start.`,
          }),
          nextSteps: [
            ctx.lab("alp") !== undefined
              ? "Repeat ALT soon to see whether the rise persists; review alcohol, fatty liver and other drugs"
              : "Repeat ALT with ALP soon to classify the pattern; review alcohol, fatty liver and other drugs",
            "Stop the statin if ALT stays at 3 times the upper limit or more on the repeat, and reconsider lipid treatment once it has settled",
          ],
          evidence: ["acg-2017-liver-chemistries", "nice-cg181-lipid-modification", "insight:alt"],
        }),
        // NICE: a transaminase rise under 3 times the limit is no reason to stop or withhold a statin
        // (review 13 hepatology-gi 11: the advice to "review the statin" invited stopping it).
        // While the CK finding stops or pauses the statin for muscle symptoms, "continue the statin"
        // would contradict it (review 19, statin-muscle-2).
        ...(times < ALT_STATIN_CONCERN && {
          nextSteps: [
            // With an ALP already measured the pattern is known (review 15, primary-care-labs 04).
            ctx.lab("alp") !== undefined
              ? "Repeat ALT to see whether the rise persists; review alcohol, fatty liver and other drugs"
              : "Repeat ALT with ALP to classify the pattern; review alcohol, fatty liver and other drugs",
            ckFindingHoldsStatin(ctx)
              ? "This ALT rise alone would not stop the statin; for the muscle symptoms, follow the CK finding"
              : "Continue the statin: a rise below 3 times the upper limit is not a reason to stop it; stop only if ALT rises to and stays at 3 times or more",
          ],
          patientExtra: ckFindingHoldsStatin(ctx)
            ? "A small rise like this would not on its own be a reason to stop a statin; follow the advice given for your muscle test."
            : "A small rise like this is not a reason to stop a statin, so keep taking it unless your doctor advises otherwise.",
          evidence: ["acg-2017-liver-chemistries", "nice-cg181-lipid-modification", "insight:alt"],
        }),
      };
    },
  },
  withTestsInRecord(STATIN_CK_ELEVATED_TESTS, {
    id: "statin-ck-elevated",
    family: F,
    severity: Severity.moderate,
    problem: "Muscle and medicines",
    title: "Raised CK on a statin",
    clinician: "CK {ck} ({times}) on {med}; {reading}",
    patient: "A muscle test (CK) is raised{how}. You take a statin ({drugs}), which can affect the muscles. {advice}",
    nextSteps: [
      "Ask about muscle symptoms and exercise; repeat CK",
      "Check kidney function; review statin and interacting drugs",
    ],
    patientQuestions: ["Could my statin be causing muscle problems?"],
    evidence: ["eas-2015-statin-muscle", "insight:ck"],
    keywords: ["statin", "creatine kinase", "myopathy", "rhabdomyolysis", "myoglobin"],
    match: (ctx) => {
      const meds = ctx.meds("statin");
      const ck = ctx.value("ck");
      const uln = ctx.upperLimit("ck");
      if (meds.length === 0 || ck === undefined || uln === undefined || ck <= uln) return undefined;
      // Rhabdomyolysis (rules/rhabdomyolysis.ts) names the statin as a possible contributor and stops it.
      if (rhabdomyolysis(ctx) !== undefined) return undefined;
      const times = ck / uln;
      const symptoms = statedNames(ctx, MUSCLE_SYMPTOMS);
      const dark = stated(ctx, DARK_URINE);
      const aki = kidneyFunctionUnstable(ctx);
      const myopathy = times >= MYOPATHY_CK_ULN && symptoms.length > 0;
      // Review 13 pharmacogenomics 11: "they may pause the statin" beside a 7× CK with aching thighs
      // left the reader taking it; a symptomatic rise past the EAS 4× band is stopped, as the label
      // advises when myopathy is suspected.
      const symptomaticRise = !myopathy && symptoms.length > 0 && times > SYMPTOMATIC_STOP_CK_ULN;
      // Weakness with a CK past the 4× band: the autoimmune myopathy is told apart by what follows stopping.
      const weak = (myopathy || symptomaticRise) && symptoms.includes("muscle weakness");
      const drugs = drugNames(meds, ["statin"]) || medNames(meds);
      const simva = statinsOf(ctx, SIMVASTATIN);
      const { others } = contraindicatedWithStatin(ctx);
      const limited = simvastatinOverLimit(ctx);
      const extra: string[] = [];
      if (ctx.genes("SLCO1B1").length > 0)
        extra.push("Simvastatin with reduced SLCO1B1 function carries a higher risk.");

      if (myopathy && (dark !== undefined || aki || times >= RHABDO_CK_ULN)) {
        const signs = [
          dark !== undefined ? `"${dark}" in the notes` : "",
          aki ? "a rising creatinine" : "",
          times >= RHABDO_CK_ULN ? `CK at ${RHABDO_CK_ULN}× the upper limit or more` : "",
        ].filter(Boolean);
        extra.push(
          `${capitalise(signs.join(" and "))} ${signs.length > 1 ? "raise" : "raises"} concern for rhabdomyolysis.`,
        );
      }
      if (others.length > 0)
        extra.push(
          `${capitalise(medNames(others))} is contraindicated with ${drugNames(statinsOf(ctx, new Set([...SIMVASTATIN, ...LOVASTATIN])), ["statin"])} and is the likely trigger.`,
        );
      // Atorvastatin is dose-limited, not contraindicated, with strong CYP3A4 inhibitors; the
      // inhibitor is named as the trigger of a symptomatic rise (review 19, statin-muscle-2).
      const atorva = atorvastatinInhibitors(ctx);
      if (atorva !== undefined) {
        const over = atorva.dose !== undefined && atorva.dose > ATORVASTATIN_INHIBITOR_MG;
        extra.push(
          `${capitalise(medNames(atorva.meds))}, a strong CYP3A4 inhibitor that raises atorvastatin levels, ${myopathy || symptomaticRise ? "is the likely trigger" : "may contribute"}${over ? `: atorvastatin ${formatNumber(atorva.dose ?? 0)} mg is above the dose its product information allows with it (${atorva.advice})` : ""}.`,
        );
      }
      const raisers = [...new Set([...others, ...(atorva?.meds ?? [])])];
      if (limited !== undefined)
        extra.push(`Simvastatin ${formatNumber(limited.dose)} mg is above the label's limit of ${limited.limits}.`);
      if (symptoms.length > 0 && simva.length > 0 && strengthMg(simva) === 80)
        extra.push(
          "Simvastatin 80 mg carries the highest myopathy risk: since 2011 the FDA keeps it for patients who have taken it for 12 months or more without muscle problems, so it should not be restarted at this dose.",
        );
      // Hypothyroidism raises CK on its own and predisposes to statin myopathy, with or without symptoms.
      const tshStep = ctx.value("tsh") === undefined ? ["Check TSH (hypothyroidism raises CK and the risk)"] : [];
      // What the notes already answer, either way, is not asked again ("No muscle aches or weakness").
      const questions = [
        ...(MUSCLE_SYMPTOMS_NAMED.test(ctx.freeText) ? [] : ["muscle symptoms"]),
        ...(EXERCISE_NAMED.test(ctx.freeText) ? [] : ["exercise"]),
      ];
      const ask = questions.length > 0 ? `Ask about ${questions.join(" and ")}; repeat CK` : "Repeat CK";
      // A minor rise after exercise the notes record: repeat after rest first (statin-ck-exercise.ts).
      const afterExercise = myopathy ? undefined : statinCkAfterExercise(ctx, times, drugs);
      const steps = afterExercise
        ? afterExercise.steps
        : myopathy
          ? [
              stopForMyopathyStep(ctx, drugs),
              // Dark urine or a rising creatinine with a CK this high: assessed the same day, not
              // left to a routine check (review 19); tests already in the record are not asked again.
              ...(dark !== undefined || aki
                ? [
                    `${dark !== undefined ? `Dark urine ("${dark}" in the notes)` : "A rising creatinine"} with CK ${formatNumber(times, 1)}× the upper limit: same-day assessment for rhabdomyolysis, in hospital if it cannot be done in time`,
                  ]
                : []),
              checkMissing(ctx, STATIN_MYOPATHY_TESTS) ?? reviewWording(ctx, STATIN_MYOPATHY_TESTS),
              atorva !== undefined
                ? `Recheck CK until it settles; once recovered, review the statin and its dose with ${joinList(atorva.names)} in mind`
                : "Recheck CK until it settles; once recovered, review the statin, its dose and interacting medicines",
              ...tshStep,
              ...(weak ? [IMNM_STEP] : []),
            ]
          : symptomaticRise
            ? [
                `Muscle symptoms with CK above ${SYMPTOMATIC_STOP_CK_ULN}× the upper limit: stop ${drugs} until symptoms and CK settle, and repeat CK`,
                "Check kidney function; review statin and interacting drugs",
                ctx.value("tsh") === undefined
                  ? "Check TSH (hypothyroidism raises the risk) and a urinalysis for myoglobin"
                  : "Check a urinalysis for myoglobin",
                ...(weak ? [IMNM_STEP] : []),
              ]
            : symptoms.length > 0
              ? [
                  `Muscle symptoms are in the notes: pause ${drugs} while they are assessed, and repeat CK`,
                  "Check kidney function; review statin and interacting drugs",
                  ...tshStep,
                ]
              : [ask, "Check kidney function; review statin and interacting drugs", ...tshStep];
      const how = myopathy
        ? `, to more than ${MYOPATHY_CK_ULN} times the upper limit, and your notes mention ${joinList(symptoms)}`
        : symptoms.length > 0
          ? `, and your notes mention ${joinList(symptoms)}`
          : "";
      const severe = myopathy && (dark !== undefined || aki);
      const advice = afterExercise
        ? afterExercise.advice
        : severe
          ? `This can be serious muscle damage that can harm the kidneys. Contact your doctor now, or go to an emergency department if you cannot reach them. Do not take more ${drugs} until you have spoken with a doctor.`
          : myopathy
            ? `This can be muscle damage caused by the statin. Contact your doctor today: they will usually stop the statin and check your kidneys with blood and urine tests. Do not take more ${drugs} until you have spoken with them. Get emergency care if your urine turns dark or brown, or you become much weaker.`
            : symptomaticRise
              ? `This can be muscle damage caused by the statin. Contact your doctor in the next day or two, and do not take more ${drugs} until you have spoken with them. Get urgent care if your urine turns dark or brown (like cola), you become much weaker, or you pass much less urine.`
              : symptoms.length > 0
                ? "This can be a side effect of the statin. Contact your doctor soon; they may pause the statin while this is checked."
                : "Tell your doctor about any muscle pain or weakness.";
      return {
        refs: ctx.refs(
          ctx.lab("ck"),
          ...meds,
          ...raisers,
          ...(limited?.meds ?? []),
          aki ? ctx.lab("creatinine") : undefined,
        ),
        values: {
          ck: ctx.showValue("ck"),
          times: timesUpperLimit(times),
          med: medNames(meds),
          reading: afterExercise
            ? afterExercise.reading
            : myopathy
              ? `with ${joinList(symptoms)} in the notes, this is statin myopathy by the EAS consensus definition (muscle symptoms with CK above ${MYOPATHY_CK_ULN}× the upper limit).`
              : symptoms.length > 0
                ? `with ${joinList(symptoms)} in the notes, statin-associated muscle symptoms are likely; exercise, trauma and other causes are considered too.`
                : "statin-associated muscle injury should be considered alongside exercise and trauma.",
          drugs,
          how,
          advice,
        },
        severity: severe
          ? Severity.critical
          : myopathy || symptomaticRise || times > MYOPATHY_CK_ULN
            ? Severity.high
            : times > 4
              ? Severity.moderate
              : Severity.low,
        nextSteps: steps,
        ...(extra.length > 0 ? { clinicianExtra: extra.join(" ") } : {}),
        ...(raisers.length > 0
          ? {
              patientExtra: `You also take ${drugNames(raisers, STATIN_INTERACTING_CLASSES) || medNames(raisers)}, which can raise the level of the statin in the blood and make muscle damage more likely.`,
            }
          : {}),
        evidence: [
          ...(ctx.genes("SLCO1B1").length > 0 ? ["cpic-statins-2022"] : []),
          ...(simva.length > 0 || others.length > 0 || limited !== undefined ? ["zocor-label"] : []),
          ...(statinsOf(ctx, LOVASTATIN).length > 0 && others.length > 0 ? ["utah-2012-lovastatin-alert"] : []),
          ...(myopathy || symptomaticRise ? ["seehusen-2006-statin-complications"] : []),
          ...(weak ? ["tiniakou-2020-statin-autoimmune-myopathy"] : []),
          // The stop step cites the label of the statin named, or both labels for another statin.
          ...(atorva !== undefined || (myopathy && simva.length === 0) ? ["lipitor-label"] : []),
          ...(myopathy && !onlyAtorvastatin(ctx) ? ["zocor-label"] : []),
        ],
      };
    },
  }),
  ...STATIN_CONTRAINDICATION_RULES,
  {
    id: "simvastatin-dose-limit",
    family: F,
    severity: Severity.moderate,
    problem: "Muscle and medicines",
    title: "Simvastatin dose above its limit with an interacting medicine",
    clinician:
      "Simvastatin {dose} mg with {others}: the simvastatin label limits the dose to {limits}, because these raise simvastatin levels and the risk of myopathy.{eighty}",
    patient:
      "Your simvastatin dose ({dose} mg a day) is higher than advised with {drugs}, which you also take. Together they make muscle side effects more likely. {advice}",
    nextSteps: [
      "Lower simvastatin to within the label's limit, or change to a statin without this interaction at the intensity needed",
    ],
    patientQuestions: ["Should my statin dose or statin be changed?"],
    evidence: ["zocor-label"],
    keywords: ["simvastatin", "diltiazem", "verapamil", "amlodipine", "amiodarone", "dose limit", "myopathy"],
    match: (ctx) => {
      const found = simvastatinOverLimit(ctx);
      // With statin myopathy the CK finding stops the statin and names the dose limit.
      if (found === undefined || statinMyopathy(ctx)) return undefined;
      const symptoms = statedNames(ctx, MUSCLE_SYMPTOMS);
      const ckObs = ctx.lab("ck");
      const ck = ctx.valueOf(ckObs);
      const ckUln = ctx.upperLimit("ck");
      const ckHigh = ck !== undefined && ckUln !== undefined && ck > ckUln;
      const drugs = joinList(found.names);
      // A reduced-function SLCO1B1 result already argues against simvastatin (see the pharmacogenomic finding).
      const slco1b1Reduced = ctx
        .genes("SLCO1B1")
        .some((g) => /poor|decreased|reduced|intermediate/i.test(g.interpretation));
      const steps = [
        slco1b1Reduced
          ? "Change to a statin without this interaction that also suits the SLCO1B1 result, at the intensity needed"
          : `Lower simvastatin to ${found.limit} mg a day or less, or change to a statin without this interaction at the intensity needed`,
        // With a raised CK the CK finding (statin-ck-elevated) writes the pause step; two would repeat it.
        ...(symptoms.length > 0 && !ckHigh
          ? [
              ckObs === undefined
                ? `${capitalise(joinList(symptoms))} in the notes: pause simvastatin and check CK and kidney function`
                : `${capitalise(joinList(symptoms))} in the notes: pause simvastatin while the symptoms are assessed (CK ${ctx.show(ckObs)})`,
            ]
          : []),
      ];
      return {
        refs: ctx.refs(...found.simva, ...found.meds, ckObs),
        values: {
          dose: formatNumber(found.dose),
          limits: found.limits,
          others: medNames(found.meds),
          drugs,
          eighty:
            found.dose >= 80
              ? " The label also keeps the 80 mg dose for patients who have taken it for 12 months or more without muscle problems."
              : "",
          advice:
            symptoms.length > 0
              ? `Your notes mention ${joinList(symptoms)}, which can be one of these side effects. Contact your doctor soon about lowering the dose or changing the statin; do not stop any medicine on your own.`
              : "Ask your doctor or pharmacist soon about lowering the dose or changing the statin; do not stop any medicine on your own.",
        },
        severity: symptoms.length > 0 || ckHigh ? Severity.high : Severity.moderate,
        nextSteps: steps,
        ...(symptoms.length > 0
          ? {
              clinicianExtra: `${capitalise(joinList(symptoms))} in the notes${ckObs === undefined ? "" : ` (CK ${ctx.show(ckObs)})`}: statin muscle symptoms are possible.`,
            }
          : {}),
      };
    },
  },
  {
    // Review 19, statin-muscle-2: atorvastatin above 20 mg with clarithromycin went unremarked.
    // Its label does not contraindicate strong CYP3A4 inhibitors (as simvastatin's does) but warns of
    // myopathy at higher doses with them; its product information sets the 20 mg dose point.
    id: "atorvastatin-inhibitor-dose",
    family: F,
    severity: Severity.moderate,
    problem: "Muscle and medicines",
    title: "Atorvastatin dose above 20 mg with a strong CYP3A4 inhibitor",
    clinician:
      "{statin} with {others}: strong CYP3A4 inhibitors raise atorvastatin levels, and the atorvastatin label warns that higher doses with them raise the risk of myopathy and rhabdomyolysis; its product information advises {advice}.",
    patient:
      "You take atorvastatin at {dose} mg a day with {otherDrugs}. {otherCap} {raises} the level of the statin in the blood, which makes muscle side effects more likely at this dose. {advice2}",
    nextSteps: [
      "While the interacting medicine is taken, lower atorvastatin to 20 mg a day or less, or choose a medicine that does not interact",
      "Ask about muscle pain, weakness and dark urine; check CK if any are present",
    ],
    patientQuestions: ["Should my statin dose be lowered while I take this medicine?"],
    evidence: ["lipitor-label"],
    keywords: ["atorvastatin", "clarithromycin", "itraconazole", "cyp3a4 inhibitor", "dose limit", "myopathy"],
    match: (ctx) => {
      const found = atorvastatinAboveInhibitorDose(ctx);
      // With statin myopathy the CK finding stops the statin and names the inhibitor as the trigger.
      if (found === undefined || statinMyopathy(ctx)) return undefined;
      const symptoms = statedNames(ctx, MUSCLE_SYMPTOMS);
      const ck = ctx.lab("ck");
      const otherDrugs = joinList(found.names);
      return {
        refs: ctx.refs(...found.atorvastatin, ...found.meds, ck),
        values: {
          statin: medNames(found.atorvastatin),
          others: medNames(found.meds),
          advice: found.advice,
          dose: formatNumber(found.dose ?? 0),
          otherDrugs,
          otherCap: capitalise(otherDrugs),
          raises: found.names.length > 1 ? "raise" : "raises",
          advice2:
            symptoms.length > 0
              ? `Your notes mention ${joinList(symptoms)}, which can be a sign of this. Contact your doctor today; do not change any medicine on your own.`
              : "Ask your doctor or pharmacist soon whether to lower the statin dose while you take it; do not stop any medicine on your own. Contact your doctor straight away if you get muscle pain, weakness or dark urine.",
        },
        severity: symptoms.length > 0 ? Severity.high : Severity.moderate,
        // With a CK in the record the CK finding speaks for the muscle.
        nextSteps: [
          // Itraconazole alone carries a caution above 20 mg, not a limit.
          found.advice.includes("not above")
            ? "While the interacting medicine is taken, lower atorvastatin to 20 mg a day or less, or choose a medicine that does not interact"
            : "While the interacting medicine is taken, consider lowering atorvastatin to 20 mg a day or less, or choose a medicine that does not interact",
          // With a CK in the record the CK finding speaks for the muscle.
          ...(ck !== undefined ? [] : ["Ask about muscle pain, weakness and dark urine; check CK if any are present"]),
        ],
      };
    },
  },
  {
    id: "antituberculosis-liver-injury",
    family: F,
    severity: Severity.high,
    problem: "Liver tests and medicines",
    title: "Liver injury on antituberculosis treatment",
    clinician:
      "{enzyme} {value} ({times}× the upper limit){with} on {med} ({drugs}): likely antituberculosis drug-induced liver injury. The ATS statement advises interrupting treatment, generally with a modified or alternative regimen, when ALT is more than 3× the upper limit with hepatitis symptoms and/or jaundice, or 5× without symptoms; this result meets that threshold.",
    patient:
      "Your liver tests are much higher than normal while you take TB medicines ({drugs}){symptoms}. TB medicines can inflame the liver, and this can become serious. Contact your TB team or doctor today, before your next dose: they will usually pause these medicines and check you the same day. Get emergency help if you become confused or very sleepy.",
    nextSteps: [
      "Stop the antituberculosis drugs now and assess the same day: symptoms, INR, bilirubin and mental state",
      "Exclude other causes: hepatitis A, B and C serology, alcohol and other liver-toxic medicines",
      "Agree with the TB specialist whether interim treatment without these drugs is needed (for example in infectious TB), and reintroduce the drugs one at a time once liver tests recover",
    ],
    patientQuestions: ["When can my TB medicines be restarted, and how?"],
    evidence: ["ats-2006-tb-hepatotoxicity"],
    keywords: [
      "isoniazid",
      "rifampicin",
      "pyrazinamide",
      "drug-induced liver injury",
      "tuberculosis",
      "hepatotoxicity",
    ],
    match: (ctx) => {
      const meds = ctx.meds("antituberculosis-hepatotoxic");
      if (meds.length === 0) return undefined;
      // ALT is the test the ATS thresholds use; AST stands in only when no ALT was sent.
      const id = ctx.lab("alt") !== undefined ? "alt" : "ast";
      const obs = ctx.lab(id);
      const value = ctx.valueOf(obs);
      const uln = ctx.upperLimit(id);
      if (obs === undefined || value === undefined || uln === undefined) return undefined;
      const times = value / uln;
      const symptoms = statedNames(ctx, HEPATITIS_SYMPTOMS);
      const jaundice = stated(ctx, JAUNDICE_STATED);
      const symptomatic = symptoms.length > 0 || jaundice !== undefined;
      if (times < TB_DILI_WITH_SYMPTOMS || (!symptomatic && times < TB_DILI_WITHOUT_SYMPTOMS)) return undefined;
      const bili = ctx.lab("bilirubin-total");
      const biliHigh = bili?.status === "high" || bili?.status === "critical-high";
      const named = [...(jaundice !== undefined ? ["jaundice"] : []), ...symptoms];
      const withText = [
        named.length > 0 ? `, with ${joinList(named)} in the notes` : "",
        biliHigh ? `${named.length > 0 ? " and" : ","} bilirubin ${ctx.show(bili)}` : "",
        named.length > 0 || biliHigh ? "," : "",
      ].join("");
      const drugs = joinList(tbDrugs(ctx, meds));
      return {
        refs: ctx.refs(obs, ...meds, biliHigh ? bili : undefined),
        nextSteps: [
          `Stop ${drugs} now and assess the same day: symptoms, INR, bilirubin and mental state`,
          "Exclude other causes: hepatitis A, B and C serology, alcohol and other liver-toxic medicines",
          "Agree with the TB specialist whether interim treatment without these drugs is needed (for example in infectious TB), and reintroduce the drugs one at a time once liver tests recover",
        ],
        values: {
          enzyme: id === "alt" ? "ALT" : "AST",
          value: ctx.show(obs),
          times: formatNumber(times, 1),
          with: withText,
          med: medNames(meds),
          drugs,
          symptoms: named.length > 0 ? `, and your notes mention ${joinList(named)}` : "",
        },
        clinicianExtra: otherLiverSuspects(ctx, "antituberculosis-hepatotoxic"),
      };
    },
  },
  {
    id: "isotretinoin-effects",
    family: F,
    severity: Severity.moderate,
    problem: "Isotretinoin treatment",
    title: "Possible isotretinoin effects: {what}",
    clinician:
      "On {med}: {items}. Isotretinoin often raises triglycerides and liver enzymes, so liver tests and fasting lipids are checked before and during treatment. Its label also warns of depression and, rarely, suicidal thoughts{mhra}. {continues}",
    patient: "You take isotretinoin for acne. {patientItems} Isotretinoin can cause these changes. {doseTalk} {safety}",
    nextSteps: ["Review the isotretinoin dose with the prescribing dermatologist in light of these results"],
    patientQuestions: ["Can I keep taking isotretinoin at my current dose?"],
    evidence: ["alajaji-2021-isotretinoin-laboratory", "fda-1998-isotretinoin-psychiatric", "mhra-2023-isotretinoin"],
    keywords: ["isotretinoin", "hypertriglyceridemia", "alanine aminotransferase", "depression", "acne"],
    match: (ctx) => {
      const meds = oralIsotretinoin(ctx);
      if (meds.length === 0) return undefined;
      const clin: string[] = [];
      const pat: string[] = [];
      const what: string[] = [];
      const refs = ctx.refs(...meds);
      // In pregnancy isotretinoin is stopped (isotretinoin-in-pregnancy), so no dose is left to review.
      const stopping = pregnancy(ctx) !== undefined || positivePregnancyTest(ctx) !== undefined;
      const steps = stopping
        ? []
        : ["Review the isotretinoin dose with the prescribing dermatologist in light of these results"];
      // The clinician text always names the psychiatric warnings, so their sources are always cited.
      // The MHRA's UK regulatory advice is not a US record's (review 32, paeds-geri-32 case 09: a
      // 16-year-old in Atlanta on iPLEDGE was cited GOV.UK); the label's warning stays.
      const us = readsAsUsUnits(ctx);
      const evidence = [
        "alajaji-2021-isotretinoin-laboratory",
        "fda-1998-isotretinoin-psychiatric",
        ...(us ? [] : ["mhra-2023-isotretinoin"]),
      ];
      const tg = ctx.lab("triglycerides");
      if (tg?.status === "high" || tg?.status === "critical-high") {
        const firstRef = ctx.series("triglycerides")?.points[0]?.labRef;
        const first = ctx.labs("triglycerides").find((o) => o.ref === firstRef && o !== tg);
        clin.push(`triglycerides ${ctx.show(tg)}${first !== undefined ? `, up from ${ctx.show(first)}` : ""}`);
        pat.push("Your blood fats (triglycerides) have gone up.");
        what.push("raised triglycerides");
        refs.push(tg.ref);
        steps.push(
          "Repeat fasting lipids; tell the patient to seek urgent care for severe abdominal pain or vomiting (possible pancreatitis)",
        );
      }
      const alt = ctx.lab("alt");
      const altValue = ctx.valueOf(alt);
      const uln = ctx.upperLimit("alt");
      if (alt !== undefined && altValue !== undefined && uln !== undefined && altValue > uln) {
        clin.push(`ALT ${ctx.show(alt)} (${formatNumber(altValue / uln, 1)}× the upper limit)`);
        pat.push("A liver test (ALT) is raised.");
        what.push("raised ALT");
        refs.push(alt.ref);
        steps.push("Repeat liver tests, and ask about alcohol and other medicines or supplements");
        evidence.push("livertox-isotretinoin");
      }
      const mood = stated(ctx, LOW_MOOD);
      const suicidal = stated(ctx, SUICIDAL);
      if (mood !== undefined || suicidal !== undefined) {
        clin.push(
          `${[mood, suicidal]
            .filter(Boolean)
            .map((q) => `"${q}"`)
            .join(" and ")} in the notes`,
        );
        pat.push("Your notes also mention changes in your mood.");
        what.push("low mood");
        steps.push(
          suicidal !== undefined
            ? "Assess suicide risk today and arrange urgent mental-health care; stop isotretinoin and involve the prescriber"
            : "Assess mood today, including thoughts of self-harm or suicide, and involve the prescriber and mental-health services",
        );
      }
      if (what.length === 0) return undefined;
      // The pancreatitis step and the default safety line: sudden severe abdominal pain needs help at once.
      if (what.includes("raised triglycerides") || (mood === undefined && suicidal === undefined))
        evidence.push("nidirect-acute-pancreatitis");
      const safety =
        suicidal !== undefined
          ? "If you have thoughts of harming yourself, get help now: call your local emergency number or go to an emergency department."
          : mood !== undefined
            ? "Isotretinoin can affect mood. If you have thoughts of harming yourself, get help straight away: call your local emergency number or go to an emergency department."
            : "Get urgent care if you have severe stomach pain or vomiting.";
      return {
        refs,
        values: {
          med: medNames(meds),
          items: clin.join("; "),
          patientItems: pat.join(" "),
          what: joinList(what),
          safety,
          mhra: us ? "" : ", and the MHRA (2023) asks for mental health to be checked during treatment",
          continues: stopping
            ? "With the pregnancy it is stopped; these results are followed up once it is."
            : "Whether it continues at this dose is for the prescriber to decide with these results.",
          doseTalk: stopping
            ? "They will be checked again once isotretinoin has been stopped."
            : "Please talk to the doctor who prescribes it soon, before your next prescription, about whether the dose should change.",
        },
        ...(stopping && { patientQuestions: [] }),
        severity: suicidal !== undefined ? Severity.critical : mood !== undefined ? Severity.high : Severity.moderate,
        nextSteps: steps,
        // The match's list holds the rule's sources, less the MHRA's on a US record.
        evidence,
        evidenceReplacesRule: true,
      };
    },
  },
  {
    id: "lithium-level-high",
    family: F,
    severity: Severity.high,
    problem: "Lithium treatment",
    title: "Lithium level above the range, or symptoms of lithium toxicity",
    clinician:
      "On lithium: {reading} Lithium toxicity relates closely to the serum level, but it can occur at levels within the usual range, so symptoms count as much as the number.{cause}",
    patient:
      "You take lithium. {patientReading} Too much lithium can make you shaky, sick, give you diarrhoea, or make you confused or unsteady.",
    nextSteps: ["Confirm a 12-hour trough sample; review dose, fluids, kidney function and interacting drugs"],
    patientQuestions: ["Do I need to change my lithium dose?"],
    evidence: ["fda-lithium-label", "nice-qs95-lithium"],
    keywords: ["lithium", "lithium toxicity", "serum level"],
    match: lithiumToxicity,
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
    nextSteps: [
      "Check lithium level, eGFR, TSH and calcium; review the need for and dose of lithium with the prescriber",
    ],
    evidence: ["fda-lithium-label"],
    keywords: ["lithium", "egfr", "hypothyroidism"],
    match: lithiumKidneyThyroidChange,
  }),
  withTestsInRecord(LITHIUM_MONITORING_GAP_TESTS, {
    id: "lithium-monitoring-gap",
    family: F,
    severity: Severity.info,
    problem: "Lithium treatment",
    title: "Lithium without recent level, kidney or thyroid tests",
    clinician:
      "On lithium with no {missing} in the record; lithium level, kidney function and thyroid function are monitored regularly (every 6 months once stable, with calcium).",
    patient: "You take lithium. It needs regular blood tests for the lithium level, kidneys and thyroid.",
    nextSteps: ["Check lithium level, creatinine/eGFR, TSH and calcium"],
    evidence: ["fda-lithium-label", "sps-lithium-monitoring"],
    keywords: ["lithium monitoring"],
    match: (ctx) => {
      const meds = ctx.meds("lithium");
      // A kidney or thyroid change on lithium already asks for the missing tests in its own step.
      if (meds.length === 0 || lithiumKidneyThyroidChange(ctx) !== undefined) return undefined;
      // Once stable, level, eGFR and thyroid function are checked every 6 months (SPS); a result
      // older than 7 months (a month's grace, an engine choice) is out of date, not a current check
      // (review 22, medicines-22 case 16: eGFR and TSH from 16 months before read as monitored).
      const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
      const stale = (o: LabObservation | undefined): boolean =>
        o?.time !== undefined && !Number.isNaN(now) && now - o.time > LITHIUM_RECHECK_MS;
      const gap = (ids: readonly string[], name: string): string | undefined => {
        const newest = ids
          .map((id) => ctx.anyLab(id))
          .filter((o): o is LabObservation => o !== undefined)
          .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
        if (newest === undefined) return name;
        return stale(newest) ? `${name} since ${newest.date?.slice(0, 10) ?? "over 7 months ago"}` : undefined;
      };
      const missing = [
        gap(["lithium"], "lithium level"),
        gap(["egfr", "creatinine"], "kidney function"),
        gap(["tsh"], "TSH"),
      ].filter((x): x is string => x !== undefined);
      return missing.length === 0
        ? undefined
        : {
            refs: ctx.refs(...meds),
            values: {
              missing:
                missing.length > 1 ? `${missing.slice(0, -1).join(", ")} or ${missing.at(-1)}` : missing.join(""),
            },
          };
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
      // A raised level's finding already names these as its likely cause, to stop or replace: a
      // general "check the level after starting it" beside it reads as the lesser advice (review 23,
      // medicines-thyroid-23 case 02: lithium 1.3 mmol/L on naproxen).
      const toxicity = lithiumToxicity(ctx);
      if (toxicity !== undefined && ctx.refs(...other).every((r) => toxicity.refs.includes(r))) return undefined;
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
      // Calcium, iron or food taken with the tablets, or a PPI: named as the likely cause (levothyroxine.ts).
      const clue = levothyroxineAbsorption(ctx);
      const refs = ctx.refs(tsh, ...meds, ...(clue?.binders ?? []), ...(clue?.ppis ?? []));
      const values = { tsh: ctx.show(tsh), med: medNames(meds) };
      return clue === undefined ? { refs, values } : { refs, values, ...absorptionMatch(clue) };
    },
  },
  withTestsInRecord(LEVOTHYROXINE_TSH_LOW_TESTS, {
    id: "levothyroxine-tsh-low",
    family: F,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "TSH below range on thyroid hormone",
    clinician: "TSH {tsh} on {med}: {assessment}",
    patient: "Your TSH is low while you take thyroid medicine. The dose may be too high.",
    nextSteps: ["Check free T4; consider reducing the dose and recheck TSH in 6–8 weeks"],
    patientQuestions: ["Is my thyroid dose too high?"],
    evidence: ["ata-2014-hypothyroidism-tx", "ata-2016-hyperthyroidism", "racgp-2021-thyroid-long-term"],
    keywords: ["levothyroxine", "over-replacement", "low tsh"],
    match: (ctx) => {
      const meds = ctx.meds("thyroid-hormone");
      const tsh = ctx.lab("tsh");
      if (meds.length === 0 || !tsh || (tsh.status !== "low" && tsh.status !== "critical-low")) return undefined;
      if (pregnancy(ctx) !== undefined) return undefined; // pregnancy-thyroid.ts covers thyroid hormone in pregnancy
      if (biotinThyroidPattern(ctx)) return undefined; // biotin can cause it: assay-interference.ts asks for a repeat first
      // After thyroid cancer a suppressed TSH may be the plan: endocrine-oncology.ts says so instead.
      if (thyroidCancerMention(ctx) !== undefined) return undefined;
      // A raised free T4 makes it overt; age, bone loss and AF are named (levothyroxine.ts).
      const over = overReplacementMatch(ctx, tsh);
      return {
        ...over,
        refs: [...ctx.refs(tsh, ...meds), ...over.refs],
        values: { tsh: ctx.show(tsh), med: medNames(meds), assessment: POSSIBLE_OVER_REPLACEMENT, ...over.values },
      };
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
      // A diuretic started after the sample cannot explain it (review 47, mental-health-47 case 08:
      // hydrochlorothiazide started two days after a sodium of 131 was asked "Could my water pill be
      // lowering my sodium?").
      const sample = ctx.lab("sodium");
      const meds = sodiumLoweringDiuretics(ctx).filter((m) => !startedAfterSample(ctx, m, sample));
      const na = ctx.value("sodium");
      if (meds.length === 0 || na === undefined || na >= (ctx.lowerLimit("sodium") ?? 135)) return undefined;
      // Normal once corrected for a high glucose, the sodium is not the diuretic's (review 24, deep-24
      // case 08: glucose 14.8 mmol/L, sodium 131 read as "not a true hyponatraemia" and as thiazide-caused).
      if (sodiumExplainedByGlucose(ctx)) return undefined;
      const why = diureticSodiumWhy(meds);
      const hf = [...ctx.conditions("heart-failure"), ...ctx.conditions("hfref")];
      // Below the hyponatraemia finding's limit that finding asks for the osmolality tests; asked
      // here too, the clinician read the same tests twice (review 21, multimorbidity case 02).
      const missing = na < hyponatraemiaLimit(ctx) ? [] : missingSodiumTests(ctx);
      const check = missing.length > 0 ? `; check ${joinList(missing)} if the cause is unclear` : "";
      // A thiazide behind a moderate sodium, or one started just before it, is stopped (medicine-review.ts).
      const stop = thiazidesToStop(ctx);
      return {
        refs: ctx.refs(ctx.lab("sodium"), ...meds, hf[0]),
        nextSteps: [
          stop.length > 0
            ? stopThiazideStep(ctx, stop, check)
            : cirrhosisDiureticSodium(ctx)
              ? CIRRHOSIS_DIURETIC_SODIUM_STEP
              : // Named, so that a step withholding the same medicine outdoes it (compose/medicine-plan.ts).
                `Review the diuretic (${medNames(meds)})${check}`,
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
      // Misused as purging, the diuretic is stopped, not balanced by a second one (purging-hypokalaemia.ts).
      if (purgingMisuse(ctx) !== undefined) return undefined;
      // On digoxin, digoxin-low-potassium names the diuretic as the cause: one potassium point, not
      // two (review 20, older-adults-meds case 05; review 21, cardio-meds-leftovers case 04).
      if (lowPotassiumOnDigoxin(ctx)) return undefined;
      const magnesium = magnesiumBehindLowPotassium(ctx);
      return {
        refs: ctx.refs(ctx.lab("potassium"), ...meds, ...(magnesium === undefined ? [] : [ctx.lab("magnesium")])),
        values: { k: ctx.showValue("potassium"), med: medNames(meds) },
        severity: k < 3.0 ? Severity.high : Severity.moderate,
        ...(magnesium === undefined
          ? { nextSteps: [potassiumReplacementStep(ctx), "Repeat potassium"] }
          : {
              clinicianExtra: magnesium.clinician,
              // This finding already says the potassium is low, so it is not said again.
              patientExtra:
                "Your magnesium is low too, which makes the kidneys lose potassium, so potassium tablets alone often do not bring it up until the magnesium is corrected.",
              // Below 0.5 mmol/L with symptoms or a low calcium the intravenous plan already puts
              // magnesium first and rechecks potassium (hypomagnesaemia-severe.ts): not said again.
              nextSteps:
                severeHypomagnesaemia(ctx) === undefined
                  ? [magnesium.step, "Review the diuretic dose; repeat potassium"]
                  : ["Replace potassium alongside the magnesium", "Review the diuretic dose"],
              evidence: ["insight:potassium", "huang-2007-hypokalaemia-magnesium"],
            }),
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
    patient: "Your magnesium is low. Long-term use of stomach-acid medicines like your {drugs} can lower magnesium.",
    nextSteps: PPI_MAGNESIUM_STEPS,
    patientQuestions: ["Do I still need my stomach-acid medicine?"],
    evidence: ["fda-2011-ppi-hypomagnesaemia"],
    keywords: ["proton pump inhibitor", "hypomagnesemia"],
    match: (ctx) => {
      const meds = ctx.meds("ppi");
      const mg = ctx.lab("magnesium");
      if (meds.length === 0 || !mg || (mg.status !== "low" && mg.status !== "critical-low")) return undefined;
      const potassium = magnesiumBehindLowPotassium(ctx);
      const carrier = potassiumFindingCarryingMagnesium(ctx);
      // Just below the limit, with nothing else wrong: repeat first (rules/magnesium-borderline.ts).
      const borderline = potassium === undefined ? borderlineMagnesium(ctx, mg) : undefined;
      // With Barrett's or severe oesophagitis the PPI stays (ppi-indicated.ts).
      return keepIndicatedPpi(
        ctx,
        {
          refs: ctx.refs(mg, ...meds, ...(potassium?.refs ?? [])),
          values: { mg: ctx.show(mg), med: medNames(meds), drugs: drugNames(meds, ["ppi"]) },
          ...borderline,
          ...(potassium === undefined
            ? {}
            : {
                // On a diuretic or digoxin too, that finding explains the potassium: not said twice.
                ...(carrier !== undefined
                  ? {
                      clinicianExtra: `Potassium ${ctx.showValue("potassium")} is low too, and the low magnesium keeps it from correcting (see the ${carrier} finding).`,
                      patientExtra: "Your potassium is also low, and correcting the magnesium helps bring it back up.",
                    }
                  : { clinicianExtra: potassium.clinician, patientExtra: potassium.patient }),
                // The intravenous plan covers magnesium first and the calcium and potassium rechecks.
                nextSteps:
                  severeHypomagnesaemia(ctx) === undefined
                    ? [
                        potassium.step,
                        "Review the need for and dose of the PPI",
                        ...[calciumStepWithLowMagnesium(ctx)].filter((x): x is string => x !== undefined),
                      ]
                    : ["Review the need for and dose of the PPI"],
                evidence: ["fda-2011-ppi-hypomagnesaemia", "huang-2007-hypokalaemia-magnesium"],
              }),
        },
        PPI_MAGNESIUM_STEPS,
        "magnesium",
      );
    },
  }),
  {
    id: "ppi-b12-low",
    family: F,
    severity: Severity.low,
    problem: "Vitamin B12",
    title: "{Level} B12 on acid suppression",
    clinician:
      "Vitamin B12 {b12} ({state}) on {med}; two years or more of PPI or H2-blocker use is associated with B12 deficiency, so the acid suppression may be contributing.",
    patient:
      "Your vitamin B12 is {state}. Taking stomach-acid medicines such as your {drugs} for a long time can make B12 harder to absorb. Do not stop it on your own: talk to your doctor first.",
    nextSteps: PPI_B12_STEPS,
    patientQuestions: ["Could my stomach-acid medicine be lowering my B12?"],
    evidence: ["lam-2013-acid-suppression-b12"],
    keywords: ["proton pump inhibitor", "h2 blocker", "vitamin b12"],
    match: (ctx) => {
      const meds = ctx.medsOf(...ACID_SUPPRESSION);
      // Low or borderline exactly as the B12 finding grades it (b12.ts), which names acid
      // suppression among the causes: the patient's own medicine is named here.
      const level = b12Level(ctx);
      if (meds.length === 0 || level === undefined) return undefined;
      // After a gastric bypass the operation, not the PPI, is the cause (bariatric-nutrition.ts).
      if (bariatricSurgery(ctx).length > 0) return undefined;
      const low = level === "low";
      // With metformin too, metformin-b12-low already says what the B12 finding would have said.
      const carried = b12Carried(ctx, level);
      const carries = ctx.meds("metformin").length === 0;
      // With Barrett's or severe oesophagitis the PPI stays (ppi-indicated.ts).
      return keepIndicatedPpi(
        ctx,
        {
          refs: ctx.refs(ctx.lab("vitamin-b12"), ...meds),
          values: {
            b12: ctx.showValue("vitamin-b12"),
            med: medNames(meds),
            drugs: drugNames(meds, ACID_SUPPRESSION),
            state: level,
            Level: capitalise(level),
          },
          ...(carries
            ? {
                ...carried,
                // A US record's B12 source is AAFP's, not the BSH's (review 26, us-sources-26b).
                evidence: [readsAsUsUnits(ctx) ? "aafp-2017-b12" : "bsh-2014-b12-folate"],
                // Injections are already advised when the low B12 has neurological features.
                patientQuestions: [
                  "Could my stomach-acid medicine be lowering my B12?",
                  ...(neurologicalB12(ctx) === undefined ? ["Do I need B12 injections or tablets?"] : []),
                ],
              }
            : { severity: carried.severity }),
          // With metformin too, metformin-b12-low gives the replacement and the cause; a second
          // "Replace B12…" only repeated it (review 23, haem-23 case 11).
          ...(low
            ? carries
              ? {}
              : { nextSteps: ["Review the ongoing need for the acid suppression"] }
            : {
                nextSteps: [
                  B12_BORDERLINE_MMA_STEP,
                  "Review the ongoing need for the acid suppression",
                  B12_CAUSE_STEP,
                  B12_REPLACE_IF_DEFICIENT_STEP,
                ],
              }),
        },
        PPI_B12_STEPS,
        "B12",
      );
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
      const inNotes = meds.length === 0 ? statedCreatine(ctx) : undefined;
      if ((meds.length === 0 && inNotes === undefined) || (!crHigh && !egfrLow)) return undefined;
      const shown = [crHigh ? `Creatinine ${ctx.show(cr)}` : "", egfrLow ? `eGFR ${ctx.show(egfr)}` : ""];
      // Tests the record already holds are read, not advised again (rules/creatine-record.ts).
      const held = creatineRecordTests(ctx);
      return {
        refs: ctx.refs(crHigh ? cr : undefined, egfrLow ? egfr : undefined, ...meds, ...held.obs),
        values: {
          kidney: joinList(shown.filter(Boolean)),
          med: inNotes === undefined ? medNames(meds) : "stated in the notes",
        },
        ...creatineChildSteps(ctx),
        ...held.match,
      };
    },
  },
  {
    id: "nsaid-ckd",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "NSAID with reduced kidney function",
    clinician: "{med} in a patient with {kidney}{why}",
    patient: "You take {nsaid}. {patientWhy}",
    nextSteps: ["Stop or limit the NSAID; prefer {paracetamol} or topical options", "Recheck eGFR and potassium"],
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
      // The patient is told the medicine they take by name (review 18, everyday-sweep case 08: naproxen).
      const drug = meds.length === 1 ? meds[0]?.drugs[0] : undefined;
      const illness = ckd.length === 0 && lowEgfrNotShownChronic(ctx) ? illnessAtEgfr(ctx) : undefined;
      if (illness !== undefined) return nsaidLowEgfrInIllness(ctx, meds, drug, illness);
      return {
        refs: ctx.refs(...meds, egfr !== undefined && egfr < 60 ? ctx.lab("egfr") : ckd[0]),
        values: {
          med: medNames(meds),
          kidney,
          why: "; prolonged NSAID use should be avoided in CKD because it can worsen kidney function and raise potassium.",
          nsaid: drug !== undefined ? `${drug}, an anti-inflammatory pain medicine` : "a pain medicine like ibuprofen",
          patientWhy: "With your kidney results, this kind of medicine can harm the kidneys.",
        },
        ...(drug !== undefined && { patientQuestions: [`What can I take for pain instead of ${drug}?`] }),
        ...(creatinineRiseFound(ctx) && NSAID_IN_AKI_ON_CKD),
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
      "{count} of your medicines together can strain the kidneys. Ask your doctor whether you still need the pain medicine.",
    nextSteps: ["Avoid the NSAID; check creatinine and potassium"],
    // The CKD guideline only for a patient in its scope: the combination harms kidneys whatever their function.
    evidence: ["kdigo-2012-aki"],
    keywords: ["nsaid", "ace inhibitor", "diuretic", "acute kidney injury"],
    match: (ctx) => {
      const n = ctx.meds("nsaid");
      const r = ctx.medsOf("ace-inhibitor", "arb");
      const d = ctx.medsOf("thiazide", "loop-diuretic", "mra");
      if (n.length === 0 || r.length === 0 || d.length === 0) return undefined;
      // Counted, not "three": two diuretics make four medicines, a combination tablet one (review 23,
      // deep-23 case 01).
      const count = new Set([...n, ...r, ...d].map((m) => m.ref)).size;
      return {
        refs: ctx.refs(...n, ...r, ...d),
        values: {
          med: medNames([...n, ...r, ...d]),
          count: ["Two", "Three", "Four", "Five", "Six"][count - 2] ?? String(count),
        },
        evidence: fittingSources(ctx, ["kdigo-2024-ckd"]),
        // With the kidney injury already under way, the creatinine-rise finding holds these medicines
        // and repeats the tests; a second "avoid the NSAID; check creatinine" only repeated it
        // (review 23, fresh sweep 03).
        ...(creatinineRiseFound(ctx) && {
          clinicianExtra:
            "Creatinine has already risen acutely, and this combination is a likely contributor: the acute creatinine rise finding sets out which medicines to hold and the repeat tests.",
          nextSteps: [],
        }),
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
      if (amiodaroneThyrotoxicosis(ctx)) return undefined; // amiodarone-thyrotoxicosis.ts names it
      if (earlyAmiodaroneTshRise(ctx)) return undefined; // amiodarone-early-thyroid.ts: expected early effect
      if (subclinicalHypothyroidismRead(ctx) || overtHypothyroidismRead(ctx)) return undefined; // name amiodarone as the likely cause
      return { refs: ctx.refs(tsh, ...meds), values: { tsh: ctx.show(tsh) } };
    },
  }),
  {
    id: "hypoglycaemia-on-glucose-lowering",
    family: F,
    severity: Severity.high,
    problem: "Diabetes",
    title: "Low glucose on insulin or a sulfonylurea",
    clinician: "Glucose {glucose} on {med}; {definition}, most often caused by these drugs.",
    patient:
      "Your blood sugar was low. Some diabetes medicines can push blood sugar too low. Low sugar can make you shaky, sweaty or confused.",
    nextSteps: ["Review insulin/sulfonylurea doses and hypoglycaemia history; consider a less hypoglycaemic agent"],
    patientQuestions: ["What should I do if my blood sugar goes low?"],
    evidence: ["ada-soc-2026-s6"],
    keywords: ["hypoglycemia", "insulin", "sulfonylurea"],
    match: (ctx) => {
      const meds = ctx.medsOf("insulin", "sulfonylurea");
      const g = ctx.value("glucose");
      const uk = patientScope(ctx).country === "uk";
      // JBDS-IP's line is 4.0 mmol/L (72 mg/dL), so a UK 3.9 mmol/L counts; ADA's is 70 mg/dL.
      if (meds.length === 0 || g === undefined || g >= (uk ? 72 : 70)) return undefined;
      // A sulfonylurea keeps releasing insulin after the low is treated (gliclazide for 10-24 h with
      // normal kidneys, far longer in CKD), so the low can last or come back and needs prolonged
      // observation (mifsud-bmj-case-relapsing-sulfonylurea-hypoglycaemia; review 11 endocrine 09).
      const su = ctx.meds("sulfonylurea");
      // Level 2 (below 54 mg/dL, 3.0 mmol/L; ADA): the first step is making sure the person is safe
      // today, and the patient is told how to treat a low now, before any dose review.
      const level2 = g < 54;
      const treatNow =
        "If you feel shaky, sweaty or confused, take glucose tablets or a sugary drink straight away and check your sugar again after 15 minutes.";
      const contactNow =
        "Contact the patient now: check the low has been treated and glucose has recovered, and that the patient (and those around them) can treat a low with fast-acting glucose";
      return {
        refs: ctx.refs(ctx.lab("glucose"), ...meds),
        values: {
          glucose: ctx.showValue("glucose"),
          med: medNames(meds),
          definition: hypoglycaemiaDefinition(uk, /mmol/i.test(ctx.lab("glucose")?.unit ?? "")),
        },
        ...(uk && { evidence: hypoglycaemiaEvidence(uk, su.length > 0), evidenceReplacesRule: true as const }),
        severity: level2 ? Severity.critical : Severity.high,
        ...(level2 && {
          // Critical: the report's urgent section says "straight away", and this point agrees.
          patientExtra: `A level this low needs attention now: contact your doctor or diabetes team straight away. ${treatNow}`,
          nextSteps: [
            contactNow,
            "Review insulin/sulfonylurea doses and hypoglycaemia history; consider a less hypoglycaemic agent",
          ],
        }),
        ...(su.length > 0 && {
          // The 10–24 hour figure is gliclazide's (mifsud case report); no source seen gives one for
          // glipizide or glimepiride, so other sulfonylureas get no figure (review 15, US wording).
          clinicianExtra: su.some((m) => m.drugs.includes("gliclazide"))
            ? `A low on a sulfonylurea (${medNames(su)}) can last or come back for many hours after it is treated: gliclazide acts for 10–24 hours with normal kidney function, and much longer with chronic kidney disease or a long-acting sulfonylurea, so glucose is checked often for at least 24 hours.`
            : `A low on a sulfonylurea (${medNames(su)}) can last or come back for many hours after it is treated, for longer with chronic kidney disease or a long-acting sulfonylurea, so glucose is checked often for at least 24 hours.`,
          patientExtra: `A low from this kind of diabetes tablet can come back hours later, so your blood sugar needs checking often for the next day. Contact your doctor ${level2 ? "straight away" : "today"} about your diabetes tablets.${level2 ? ` ${treatNow}` : ""}`,
          // The sulfonylurea steps replace the level-2 ones, so a critical low keeps "contact now" first
          // (review 42, diabetes-42 01/02: gliclazide 2.6 mmol/L and glipizide 47 mg/dL lost it).
          nextSteps: [
            ...(level2 ? [contactNow] : []),
            `Withhold ${medNames(su)} today and review whether it should continue; check glucose often for at least 24 hours, as a sulfonylurea low can recur (longer with kidney disease)`,
            "If glucose cannot be checked, the person cannot eat, or lows recur, arrange same-day assessment, in hospital if needed",
          ],
          evidence: hypoglycaemiaEvidence(uk, true),
        }),
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
      // An eGFR taken during vomiting or diarrhoea now sets no dose (sick-day-medicines.ts).
      if (meds.length === 0 || egfr === undefined || egfr >= 60 || egfrDuringSickDay(ctx) !== undefined)
        return undefined;
      const hyposNoted = statedMention(ctx.freeText, HYPO_NOTES) !== undefined;
      // Glipizide is cleared by the liver to inactive metabolites and needs no dose change for kidney
      // function (pages, seen 2026-11-30, leftovers-26b review26: Munar and Singh, Am Fam Physician
      // 2007;75:1487, table of antidiabetic dosing in CKD at aafp.org/pubs/afp/issues/2007/0515/p1487,
      // unlike glyburide, not advised below a creatinine clearance of 50). At eGFR 30-59 it is left
      // alone unless lows are noted; below 30 the general risk of lows in advanced CKD still applies.
      const glipizideOnly = meds.every(
        (m) => m.drugs.some((d) => /glipizide/i.test(d)) && !m.drugs.some((d) => OTHER_SULFONYLUREA.test(d)),
      );
      if (glipizideOnly && egfr >= 30 && !hyposNoted) return undefined;
      const match: RuleMatch = {
        refs: ctx.refs(ctx.lab("egfr"), ...meds),
        values: { med: medNames(meds), egfr: ctx.showValue("egfr") },
      };
      // Hypos already stated show the accumulation happening (review 20, deep-sweep case 01: "hypoglycaemia
      // twice this month on gliclazide" at eGFR 36 was not tied to this finding).
      if (!hyposNoted) return match;
      match.clinicianExtra = `Hypoglycaemia is already recorded in the notes, so the dose is reduced or the sulfonylurea replaced now rather than at the next review.`;
      match.patientExtra = "Your notes mention low blood sugars, so please ask about this soon.";
      match.nextSteps = [
        "Reduce the sulfonylurea dose or replace it with an agent with lower hypoglycaemia risk now, as hypoglycaemia is already recorded",
      ];
      return match;
    },
  },
  {
    // The label's limit is a creatinine clearance below 35 mL/min; an eGFR below 35 prompts the check.
    id: "alendronate-low-egfr",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "Alendronate with eGFR below 35",
    clinician:
      "{med} with eGFR {egfr}; the alendronate label does not recommend it when creatinine clearance is below 35 mL/min, as there is no experience of it in renal failure.",
    patient: "Your kidney test is low. {patientReading}",
    // The action verb leads each clause, so the deep report's plan by medicine reads it
    // (compose/medicine-plan.ts; "below 35 mL/min, stop ..." was missed: review 15, deep-multimorbid case 02).
    nextSteps: [
      "Calculate creatinine clearance (Cockcroft–Gault); stop alendronate if it is below 35 mL/min, and review bone protection with the prescriber",
    ],
    patientQuestions: ["Is my bone medicine still right for my kidneys?"],
    evidence: ["fosamax-label"],
    keywords: ["alendronate", "alendronic acid", "egfr", "creatinine clearance"],
    match: (ctx) => {
      const meds = ctx.meds("alendronate");
      const egfr = ctx.value("egfr");
      if (meds.length === 0 || egfr === undefined || egfr >= 35) return undefined;
      const match: RuleMatch = {
        refs: ctx.refs(ctx.lab("egfr"), ...meds),
        values: {
          med: medNames(meds),
          egfr: ctx.showValue("egfr"),
          patientReading:
            "Your bone medicine alendronic acid is not usually recommended when kidney function is this low.",
        },
      };
      // With the clearance known, the step says what it means instead of asking for it.
      const crcl = creatinineClearance(ctx);
      if (crcl === undefined) return match;
      match.refs.push(...crcl.refs);
      match.clinicianExtra = `Creatinine clearance ${crcl.text}.`;
      if (crcl.mlMin >= 35) {
        match.severity = Severity.low;
        // "Not usually recommended" beside "can continue" told the patient the opposite of the plan
        // (review 23, Synthea records: eGFR 18 with a clearance of about 102 mL/min).
        match.values = {
          ...match.values,
          patientReading:
            "The limit for your bone medicine alendronic acid is set by a second measure of kidney function, worked out from your creatinine, age and weight, and that measure is high enough for you to keep taking it. Your kidney tests will be checked again.",
        };
      }
      match.nextSteps =
        crcl.mlMin < 35
          ? [
              `Stop ${medNames(meds)}: creatinine clearance is below 35 mL/min; review bone protection with the prescriber`,
            ]
          : [
              "Creatinine clearance is 35 mL/min or more, so alendronate can continue; recheck kidney function and stop it if clearance falls below 35 mL/min",
            ];
      return match;
    },
  },
  {
    id: "digoxin-level-high",
    family: F,
    severity: Severity.high,
    problem: "Digoxin treatment",
    title: "Digoxin level above the usual range: possible digoxin toxicity",
    clinician:
      "Digoxin level {level}, above {limit}: possible digoxin toxicity. About two-thirds of adults with clinical digoxin toxicity have levels above 2.0 ng/mL (2.0 µg/L) and about one-third have lower levels, so the level is read together with the clinical picture. Toxicity is more likely with symptoms such as nausea, vomiting, confusion, visual disturbance or a slow pulse, and in older age, low body weight, reduced kidney function, or electrolyte disturbances such as low potassium or magnesium.",
    patient:
      "Your digoxin level is higher than the usual range. Too much digoxin can cause feeling sick, confusion, changes in your vision or a slow heartbeat. {act}",
    nextSteps: DIGOXIN_LEVEL_HIGH_STEPS,
    patientQuestions: ["Is my digoxin level too high, and does my dose need to change?"],
    evidence: ["lanoxin-label"],
    keywords: ["digoxin", "digoxin toxicity", "serum digoxin concentration", "bradycardia"],
    match: (ctx) => {
      const obs = currentDigoxin(ctx);
      if (obs === undefined) return undefined;
      const upper = digoxinUpperLimit(obs);
      if (upper === undefined || !digoxinAbove(obs, upper.limit, upper.inclusive)) return undefined;
      const risk = digoxinRiskFactors(ctx);
      // Symptoms with a high level are toxicity until shown otherwise (review 13 cardiology case 12):
      // the dose is withheld, not "withheld or reviewed", and potassium and magnesium are part of treatment.
      const symptomatic = digoxinSymptoms(ctx).length > 0;
      // A dose above what the kidney function supports is the likely reason for the level (digoxin-dose-kidney.ts).
      const dose = digoxinDoseAboveKidney(ctx);
      const extra = [risk.text === "" ? "" : `In this record: ${risk.text}.`, dose?.text ?? ""]
        .filter(Boolean)
        .join(" ");
      // A slow pulse, heart block or a high potassium makes it life-threatening (digoxin-emergency.ts).
      const emergency = digoxinEmergency(ctx, symptomatic);
      if (emergency !== undefined) {
        const signs = joinList(emergency.signs);
        return {
          refs: [
            ...new Set([
              obs.ref,
              ...ctx.refs(...ctx.meds("digoxin")),
              ...risk.refs,
              ...emergency.refs,
              ...(dose?.refs ?? []),
            ]),
          ],
          values: {
            level: ctx.show(obs),
            limit: upper.what,
            act: `Your record also shows ${signs.replace(/"([^"]*)" in the notes/g, "$1")}. With this digoxin level, that can mean digoxin poisoning affecting your heart rhythm: go to an emergency department or call an ambulance now, and do not take any more digoxin until a doctor has seen you.`,
          },
          severity: Severity.critical,
          clinicianExtra: [
            `With ${signs}, this is potentially life-threatening digoxin toxicity and needs emergency assessment.`,
            extra,
          ]
            .filter(Boolean)
            .join(" "),
          nextSteps: [
            `Emergency assessment now: ${signs} with a digoxin level of ${ctx.show(obs)} is potentially life-threatening digoxin toxicity`,
            "Withhold digoxin; 12-lead ECG and cardiac monitoring; urgent potassium, magnesium and kidney function",
            "Consider digoxin-specific antibody fragments (DigiFab) for a progressive slow rhythm or heart block, severe ventricular arrhythmia or potassium above 5.5 mmol/L; seek senior or poisons advice",
            // With the potassium high, "correct low potassium" read against the record (review 25, deep-25 case 01).
            ctx.lab("potassium")?.status === "high" || ctx.lab("potassium")?.status === "critical-high"
              ? "Correct a low magnesium with monitoring"
              : "Correct low potassium and magnesium with monitoring",
            ...(dose ? [dose.step] : []),
          ],
          evidence: ["digifab-life-threatening-digoxin-toxicity"],
        };
      }
      // Results sent with the level are named, not asked for again (digoxin-tests.ts).
      const { toCheck, inRecord } = digoxinTests(ctx);
      const steps = symptomatic
        ? [
            "Same-day assessment: symptoms in the notes with a high level point to digoxin toxicity",
            `Withhold digoxin; ECG; ${toCheck.length > 0 ? `check ${joinList(toCheck)}, and ` : ""}correct low potassium and magnesium${inRecord.length > 0 ? ` (${joinList(inRecord)} already in the record)` : ""}`,
            "Confirm the sample was taken at least 6–8 hours after the last dose",
          ]
        : undefined;
      // A sampling time in the notes answers the step that asks for it (review 28, psych-elderly-28 case 10).
      const time = digoxinSampleTime(ctx, obs);
      // Beside digoxin-toxicity-interaction, which holds the same-day assessment and the withholding,
      // only the sample's timing and the dose are this finding's (review 48, leftovers-48 cases 08 and
      // 09: digoxin with amiodarone and a level of 2.4 gave two near-identical plans and dose questions).
      const withRaiser = digoxinToxicityWithRaiser(ctx);
      const ownSteps = [
        ...(withRaiser ? [CONFIRM_SAMPLE_TIME_STEP] : (steps ?? DIGOXIN_LEVEL_HIGH_STEPS)),
        ...(dose ? [dose.step] : []),
      ];
      const clinicianExtra = [extra, time === undefined ? "" : sampleTimeText(time)].filter(Boolean).join(" ");
      // Sampled too early with no symptom, slow pulse or low potassium: the level reads high from
      // distribution, so the timed repeat comes first and the finding is not high priority (review 29,
      // leftovers-29). With any of those it stays high: toxicity cannot wait for the repeat.
      const pulse = ctx.vitals("heart-rate")[0]?.value;
      if (time?.early === true && !symptomatic && !(pulse !== undefined && pulse < 60) && !lowPotassiumOnDigoxin(ctx)) {
        const [repeat, ...rest] = withSampleTime([CONFIRM_SAMPLE_TIME_STEP], time);
        return {
          refs: [...new Set([obs.ref, ...ctx.refs(...ctx.meds("digoxin")), ...risk.refs, ...(dose?.refs ?? [])])],
          severity: Severity.moderate,
          values: { level: ctx.show(obs), limit: upper.what, act: DIGOXIN_ACT_REPEAT },
          clinicianExtra,
          patientExtra: EARLY_SAMPLE_PATIENT,
          nextSteps: [
            ...(repeat === undefined ? [] : [repeat]),
            ...rest,
            "Ask about nausea, vomiting, visual change and confusion and check the pulse meanwhile; with any of them, or a slow pulse, assess the same day with an ECG",
            "Check potassium, magnesium and kidney function with the repeat level",
            ...(dose ? [dose.step] : []),
          ],
          evidence: ["bernard-1996-digoxin-sampling"],
        };
      }
      return {
        refs: [...new Set([obs.ref, ...ctx.refs(...ctx.meds("digoxin")), ...risk.refs, ...(dose?.refs ?? [])])],
        values: {
          level: ctx.show(obs),
          limit: upper.what,
          act: withRaiser ? DIGOXIN_ACT_TODAY_HELP : DIGOXIN_ACT_TODAY,
        },
        ...(clinicianExtra === "" ? {} : { clinicianExtra }),
        ...(time?.early === true && { patientExtra: EARLY_SAMPLE_PATIENT }),
        ...((steps !== undefined || dose !== undefined || time !== undefined || withRaiser) && {
          nextSteps: time === undefined ? ownSteps : withSampleTime(ownSteps, time),
        }),
        ...(withRaiser && { patientQuestions: [] }),
        ...(time !== undefined && { evidence: ["bernard-1996-digoxin-sampling"] }),
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
      // With the potassium low too, digoxin-low-potassium names both (one digoxin point, not two).
      if (lowPotassiumOnDigoxin(ctx)) return undefined;
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
      if (!lowPotassiumOnDigoxin(ctx) || k === undefined) return undefined;
      // A digoxin level already on record makes "check a digoxin level" stale (review 13 cardiology case 12).
      const level = currentDigoxin(ctx);
      // A magnesium already measured is replaced when low and not asked for again (review 18, everyday-sweep case 04).
      const mg = ctx.lab("magnesium");
      const mgLow = mg?.status === "low" || mg?.status === "critical-low";
      // A thiazide or loop diuretic in the list is the likely cause, told here rather than in a
      // second potassium finding (diuretic-hypokalaemia steps aside on digoxin).
      const diuretics = ctx.medsOf(...DIURETICS);
      const cause =
        diuretics.length > 0
          ? "review the diuretic dose; repeat potassium"
          : "look for the cause (diuretics, vomiting or diarrhoea)";
      const replace = `Replace potassium${mgLow ? " and magnesium" : ""} and ${cause}${mg === undefined ? "; check magnesium" : ""}`;
      const clinicianExtra = [
        diuretics.length > 0
          ? `${medNames(diuretics)} is a likely cause: thiazide and loop diuretics cause potassium loss.`
          : "",
        mgLow
          ? `Magnesium ${ctx.show(mg)} is low too, which adds to the risk; magnesium deficiency also increases potassium loss by the kidney and makes a low potassium resistant to replacement, so magnesium needs replacing as well for the potassium to correct.`
          : "",
      ]
        .filter(Boolean)
        .join(" ");
      const patientExtra = [
        diuretics.length > 0 ? "Your water pill can wash potassium out of the body." : "",
        mgLow
          ? "Your magnesium is low too, which adds to this, and potassium tablets alone often do not bring potassium up until the magnesium is corrected."
          : "",
      ]
        .filter(Boolean)
        .join(" ");
      // Symptoms of toxicity with a level not above its limit (or none): toxicity within the range
      // is common with low potassium, and digoxin is withheld whatever the level (review 27,
      // heart-27 case 05: nausea, halos and a pulse of 52 at 1.8 ng/mL with potassium 3.2 were
      // left to "ECG if there are symptoms").
      const felt = level !== undefined && levelAboveLimit(level) ? [] : digoxinSymptoms(ctx);
      const hr = felt.length > 0 ? ctx.vitals("heart-rate")[0] : undefined;
      const slow = hr?.value !== undefined && hr.value < 60 ? `, heart rate ${formatNumber(hr.value)}/min` : "";
      const toxic =
        felt.length === 0
          ? undefined
          : {
              clinician: `${capitalise(joinList(felt))} in the notes${slow}${level === undefined ? "" : ` with a digoxin level of ${ctx.show(level)}`}: possible digoxin toxicity, which can occur within the therapeutic range, especially with low potassium; with potassium depletion and suspected toxicity digoxin is withheld whatever the level.`,
              patient:
                "The symptoms in your notes can be signs of too much digoxin, which can happen even when the level looks within range, especially when potassium is low. Contact your doctor today about this. Get urgent help if you faint or your heartbeat is very slow or irregular.",
              step: `Assess today with an ECG${level === undefined ? " and a digoxin level" : ""}; withhold digoxin while toxicity is assessed`,
            };
      const clinicianText = [clinicianExtra, toxic?.clinician ?? ""].filter(Boolean).join(" ");
      const patientText = [patientExtra, toxic?.patient ?? ""].filter(Boolean).join(" ");
      return {
        refs: ctx.refs(ctx.lab("potassium"), ...(mgLow ? [mg] : []), ...meds, ...diuretics, level, hr),
        values: { k: ctx.showValue("potassium") },
        severity: k < 3.0 || toxic !== undefined ? Severity.high : Severity.moderate,
        ...(clinicianText !== "" && { clinicianExtra: clinicianText, patientExtra: patientText }),
        ...((diuretics.length > 0 || mgLow || toxic !== undefined) && {
          evidence: [
            "lanoxin-label",
            ...(diuretics.length > 0 ? ["insight:potassium"] : []),
            ...(mgLow ? ["huang-2007-hypokalaemia-magnesium"] : []),
            ...(toxic === undefined ? [] : ["gpnotebook-digoxin-toxicity"]),
          ],
        }),
        nextSteps: [
          ...(toxic === undefined ? [] : [toxic.step]),
          replace,
          // Above its limit the level is digoxin-level-high's, whose steps already hold the ECG
          // (review 20, older-adults-meds case 05: the ECG was asked for twice).
          ...(toxic !== undefined
            ? []
            : level === undefined
              ? ["Check a digoxin level and an ECG if there are symptoms of toxicity"]
              : levelAboveLimit(level)
                ? []
                : [`ECG if there are symptoms of toxicity (digoxin level ${ctx.show(level)} on record)`]),
        ],
      };
    },
  },
  ...TERATOGENS.map(teratogenRule),
];

/** A B12 test the notes record as done: "B12 checked 2026-05: normal", "vitamin B12 normal in May". */
const B12_DONE = /\b(?:vitamin\s*)?b12\b[^.;\n]{0,30}?\b(?:checked|tested|measured|normal|done)\b/i;
/** Words that make it a plan, not a result: "B12 to be checked", "B12 due". */
const B12_PLANNED = /\b(?:to be|due|will|request(?:ed)?|order(?:ed)?|needs?|plan(?:ned)?|pending|await\w*)\b/i;

function b12InNotes(text: string): boolean {
  const quote = statedMention(text, B12_DONE);
  return quote !== undefined && !B12_PLANNED.test(quote);
}
