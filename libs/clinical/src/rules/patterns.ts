import { inMonovalentUnit, monovalentUnit } from "./equivalent-units.ts";
import { hba1cLikelyLowered } from "./hba1c-unreliable-known-diabetes.ts";
import { medicineWord } from "../vocab/brands.ts";
import { analyteUnits, labById, ruleUnit } from "../catalogue/index.ts";
import { criticalLimitSide } from "../normalize/labs.ts";
import { bpReadings, notedClinicBp, showBp } from "./bp-readings.ts";
import {
  ascvdLdlStep,
  injectableAppraisals,
  ckdStatinStep,
  maximalStatin,
  secondaryPreventionStatinStep,
  withVeryOldStatinChoice,
} from "./statin-intensity.ts";
import { statinIntoleranceRecorded } from "./statin-intolerance.ts";
import { veryHighRiskAscvd } from "./ascvd-very-high-risk.ts";
import { peptideShown, suspectedNewHeartFailure } from "./heart-failure.ts";
import { niceNtProBnpBelowReferral, niceNtProBnpReferral, usNtProBnpPrompt } from "./hf-suspected-nice.ts";
import { referralWithoutSymptoms } from "./np-symptoms.ts";
import { a1cDiscordantWithIronDeficiency, a1cIronDeficiency, withA1cIronCaveatRule } from "./hba1c-iron-deficiency.ts";
import {
  type ConditionItem,
  type FamilyHistoryItem,
  FindingFamily,
  type ImagingItem,
  type LabObservation,
  LabStatus,
  type MedicationItem,
  Severity,
} from "../model.ts";
import { valueInterval } from "../parse/value.ts";
import { articleForNumber, capitalise, formatNumber, joinList, midSentence } from "../text.ts";
import { seriesDisplay, summariseSeries } from "../trends.ts";
import { thresholdText } from "../threshold-unit.ts";
import { vitaminDDeficiencyThreshold, vitaminDInNmol } from "./vitamin-d-unit.ts";
import { convert, hba1cMmolMolToPercent, parseUnit } from "../units.ts";
import { fittingSources, patientScope } from "../evidence/populations.ts";
import { inKidneyFailure } from "../normalize/kidney-failure.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import {
  approximateWeeks,
  gestationInText,
  trimesterInConditionName,
  weeksFromLmp,
  weeksInConditionName,
} from "../vocab/pregnancy.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import {
  adrenalCrisisExplains,
  glucoseInAdrenalCrisis,
  potassiumInAdrenalCrisis,
  sodiumInAdrenalCrisis,
} from "./adrenal.ts";
import { biotinThyroidPattern } from "./assay-interference.ts";
import { alcoholHepatitis, CIRRHOSIS_SCAN_STEP, statedAlcohol } from "./alcohol-hepatitis.ts";
import { coAmoxiclavExposure, coAmoxiclavLiverInjury } from "./co-amoxiclav-liver-injury.ts";
import { dilatedDuctSeen, gallstoneDuctObstruction } from "./bile-duct-stones.ts";
import { adultEgfrInChild, orthostaticAcrNote } from "./child-kidney-staging.ts";
import { childSchwartzEgfr } from "./child-schwartz-egfr.ts";
import { masldBesideDmard } from "./masld-dmard.ts";
import { withLowPlateletReading } from "./fib4-low-platelets.ts";
import { enlargedSpleen } from "./spleen-size.ts";
import { liverTestsInPancreatitis } from "./pancreatitis-liver-tests.ts";
import { INTRAVENOUS_IRON, IRON_MEDICINE, idaGiReferralDue } from "./ida-gi-referral.ts";
import { babyWordsWithoutAge } from "./infant-jaundice.ts";
import { withOralIronResponse } from "./oral-iron-response.ts";
import { cirrhosisDiureticSodium, hccSurveillance, knownCirrhosis } from "./cirrhosis.ts";
import { decompensatedCirrhosis } from "./cirrhosis-medicines.ts";
import { withCirrhosisAki } from "./cirrhosis-aki.ts";
import { albuminCorrectedCalcium } from "./calcium-correction.ts";
import { highCalciumForAlbumin } from "./calcium-high-albumin.ts";
import { knownGilbert } from "./known-gilbert.ts";
import { ACUTE_ILLNESS, acuteIllnessTiming, akiWithholdForPressure } from "./aki-acute-illness.ts";
import { recordedPbc } from "./autoimmune-liver.ts";
import { referenceNow } from "./past-mention.ts";
import { glutenCutSerology } from "./coeliac-gluten-cut-serology.ts";
import { negativeTtgWithLowIga } from "./coeliac.ts";
import { probablePbc } from "./pbc-probable.ts";
import { pbcWorkup } from "./pbc-workup.ts";
import { pbcUdcaAdequateResponse } from "./pbc-treated.ts";
import { HAEMOLYSIS_WORK_UP_STEP, notedHaemolysis } from "./anaemia-haemolysis-notes.ts";
import { recordedEatingDisorder } from "./eating-disorder.ts";
import { lowB12Steps } from "./b12-low-steps.ts";
import {
  B12_BORDERLINE_MMA_STEP,
  B12_REPLACE_IF_DEFICIENT_STEP,
  b12DrugFindingCarries,
  b12Grade,
  b12Level,
  dietCauseStrength,
  dietaryB12Cause,
} from "./b12.ts";
import { NEURO, neurologicalB12 } from "./b12-neuropathy.ts";
import { meetsProteinuriaReferral } from "./proteinuria-referral.ts";
import { glucoseCorrectedSodium, hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { isType1 } from "./diabetes-ketosis.ts";
import {
  adaDiabetesStatinText,
  ukCkdDiabetesStatinText,
  ukDiabetesStatin,
  ukDiabetesStatinAge,
} from "./statin-diabetes-uk.ts";
import { type NiceType2A1c, niceAboveOwnTarget, withNiceType2A1c } from "./a1c-target-nice-t2.ts";
import { autoimmuneDiabetesMarkers } from "./autoimmune-diabetes-type-review.ts";
import { kdigoAkiStage } from "./acute-context.ts";
import { readsAsTumourLysis, severeCytopenias } from "./oncology-haematology.ts";
import { isCensored, medNames, type RuleContext, severalMedicines } from "./context.ts";
import { justBeyondRange, slightlyOutsideRange } from "../slight-flag.ts";
import { egfrCreatinineMismatch } from "./egfr-creatinine-mismatch.ts";
import { psaRisingOnAdt } from "./psa-on-adt.ts";
import { brca2PsaMatch, brca2PsaRaised, brca2Result } from "./psa-brca2.ts";
import { oralIsotretinoin } from "./isotretinoin.ts";
import {
  HEAVY_PERIODS,
  MENSTRUATING_BELOW_AGE,
  heavyPeriodsSources,
  heavyPeriodsStep,
  menstrualIronLoss,
} from "./ida-heavy-periods.ts";
import { fhVariant, hfeOverloadConfirmed, slco1b1Reduced } from "./genetics.ts";
import {
  type AnaemiaCause,
  hfeC282yHomozygous,
  hfeResult,
  knownActiveCancer,
  knownHaemochromatosis,
  bloodBlasts,
  statedAnaemiaCauses,
  whiteCellLoweringMedicines,
} from "./haematology-context.ts";
import { OLDER_ADULT_AGE } from "./older-adults.ts";
import { placentalAlp } from "./pregnancy-labs.ts";
import { alpFromBone } from "./alp-bone-source.ts";
import { OSTEOMALACIA_RULES } from "./osteomalacia.ts";
import { acuteLiverInjury, hepatitisVirusFound } from "./acute-liver-injury.ts";
import { afterBirth, hellpWithHaemolysis, inPreEclampsiaSetting } from "./pregnancy-emergencies.ts";
import { earlyPostnatalHba1c, pastGdm } from "./post-gdm-hba1c.ts";
import { sameDateEgfrNote } from "./egfr-equation.ts";
import { cholestasisOfPregnancy, itchAwaitingBileAcids } from "./pregnancy-cholestasis.ts";
import { thyrotoxicosisSetting, trab } from "./pregnancy-thyrotoxicosis.ts";
import { thyroiditisHypothyroidPhase } from "./thyroiditis-hypothyroid-phase.ts";
import { bpDeprescribing } from "./bp-deprescribing-falls.ts";
import { orthostaticDrop } from "./orthostatic.ts";
import { planningPregnancy } from "./pregnancy-thyroid.ts";
import {
  checkMissing,
  inRecordNote,
  isInRecord,
  KIDNEY_FUNCTION,
  LIVER_TESTS,
  BILE_DUCT_ULTRASOUND_FINDING,
  LIVER_ULTRASOUND_FINDING,
  reviewWording,
  scanInRecord,
  type TestsStep,
  type WantedTest,
  withTestsInRecord,
} from "./tests-in-record.ts";
import { sentenceAround, statedMatches, statedMention } from "./notes.ts";
import { childRickets } from "./nutritional-rickets.ts";
import { transientHyperphosphatasaemia } from "./transient-hyperphosphatasaemia.ts";
import { akiDiabetesMedicineSteps } from "./aki-sick-day-diabetes.ts";
import { akiAntimicrobialSteps } from "./aki-antimicrobial-levels.ts";
import { a1cGoalForComplexHealth, complexHealth } from "./a1c-goal-older.ts";
import { fib4WithHarmfulDrinking } from "./fib4-alcohol.ts";
import { a1cBeforeNewTreatment, a1cSettlingOnNewTreatment } from "./a1c-settling.ts";
import { psaConfounders } from "./psa-confounders.ts";
import { psaDuringRetention } from "./urinary-retention-notes.ts";
import { onDialysis } from "./ckd-complications.ts";
import {
  CKD_IRON_FERRITIN_CEILING,
  ckdIronDeficiency,
  esaTreatedAnaemia,
  onEsa,
  onEsaOrHaemodialysis,
} from "./ckd-iron.ts";
import { hfIronDeficiency } from "./hf-iron-deficiency.ts";
import { expectedHfCreatinineRise, hfEgfrFallAfterMedicine, recentChange } from "./hf-kidney-dip.ts";
import { rasEgfrFallBeyondLimit } from "./ras-egfr-fall.ts";
import { withPsaFamilyHistory } from "./psa-family-history.ts";
import { lateCardiacDysfunction } from "./cardiotoxicity-late.ts";
import { survivorPeptide } from "./np-cancer-survivor.ts";
import { URATE_TARGET_MGDL, URATE_TARGET_TOPHI_MGDL, tophaceousGout } from "./gout-target.ts";
import { macrocytosisContext } from "./macrocytosis-context.ts";
import { hyperkalaemiaSources, potassiumEmergency, withHyperkalaemiaEmergency } from "./hyperkalaemia-emergency.ts";
import { profoundSodiumWithMentalChange, severeSymptomaticSodium } from "./hyponatraemia-severe.ts";
import { sodiumInKnownSiadh } from "./known-siadh.ts";
import { acutePancreatitis, pancreaticPain } from "./acute-pancreatitis.ts";
import { inHospitalMention } from "./in-hospital.ts";
import { fhNotesSupport } from "./fh-notes.ts";
import { severelyFrailOlder } from "./frail-statin-review.ts";
import { olderManScreeningPsa } from "./psa-older-screening.ts";
import { cirrhosisOnImaging, cirrhosisSignsText, liverImaging } from "./imaging-abdomen.ts";
import {
  menstrualNsaidNote,
  nsaidTreatsMenstrualLoss,
  symptomaticSodiumSteps,
  urateLoweringSteps,
  goutReview,
  PROPHYLAXIS,
  PROPHYLAXIS_NO_NSAID,
  atGoalDeintensification,
} from "./medicine-review.ts";
import { recentAntidepressantStart } from "./ssri-sodium-timing.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { kidneyMarkerNotYetCkd, lowEgfrNotYetCkd } from "./ckd-unconfirmed.ts";
import { albuminuriaLastingByResults, latestAcrRaised, statedEarlierRaisedAcr } from "./albuminuria-persistence.ts";
import { statedLdlBaseline } from "./ldl-baseline-notes.ts";
import { type NotedCreatinineBaseline, notedCreatinineBaseline } from "./creatinine-baseline-notes.ts";
import { singleEgfrInSevereBp } from "./bp-severe-context.ts";
import { vitaminDToxicity } from "./vitamin-d-toxicity.ts";
import { fhhReading, readAsFhh } from "./fhh.ts";
import { rhabdomyolysis } from "./rhabdomyolysis.ts";
import { fibrosisStagingDeferred } from "./fib4-deferral.ts";
import { recordedAlcohol, type RecordedAlcohol } from "./masld-alcohol-recorded.ts";
import { declinesInjections } from "./injection-preference.ts";
import { fib4IronOverload, IRON_OVERLOAD_FIB4_EVIDENCE } from "./fib4-iron-overload.ts";
import { altMayBeMuscle, transaminasesFromMuscle } from "./muscle-ast.ts";
import { symptomaticPsaAboveThreshold } from "./psa-symptomatic.ts";
import {
  freePsaNote,
  olderManBelowAgeBand,
  psaThresholdText,
  REPEAT_PSA,
  ukPsaEvidence,
  ukPsaReferral,
  withAddition,
} from "./psa-nhs-threshold.ts";
import { macrocyticCytopenia } from "./macrocytic-cytopenia.ts";
import { knownMyelomaKidneyInjury, myelomaExtras, myelomaKidneyPicture } from "./myeloma-context.ts";
import { paraproteinMeasured } from "./mgus-monitoring.ts";
import { ckdStageInTransplant, egfrDeclineInTransplant, kidneyTransplant } from "./kidney-transplant.ts";
import {
  STABLE_OLDER_STEPS,
  stableOlderG3aA1Years,
  stableOlderPatientKidney,
  statedEarlierLowEgfr,
} from "./ckd-stable-older.ts";
import { HYPO_NOTES, tightDiabetesControlInFrailty } from "./geriatric-safety.ts";
import { amiodaroneThyrotoxicosis } from "./amiodarone-thyrotoxicosis.ts";
import { knownGraves, treatedOvertHyperthyroidism } from "./antithyroid-treatment.ts";
import { IMPENDING_SCORE, STORM_SCORE, thyroidStormReading } from "./thyroid-storm.ts";
import { mildAmiodaroneTransaminaseRise } from "./amiodarone-liver.ts";
import { ICI_CORTISOL_FIRST_STEP, iciHypothyroidism, iciThyrotoxicosis } from "./ici-endocrine.ts";
import { likelyLowerUti } from "./uti-dipstick.ts";
import { possiblePyelonephritis } from "./uti-upper-dipstick.ts";
import { possibleWilson } from "./wilson-disease.ts";
import { alcoholMacrocytosis } from "./macrocytosis-alcohol.ts";
import { macrocytosisTestsNormal } from "./macrocytosis-normal-tests.ts";
import { possibleDecompensatedCirrhosis } from "./decompensated-liver-disease.ts";
import { haemolysisPattern } from "./haemolysis-pattern.ts";
import { glucoseSampleDoubt } from "./haemolysis.ts";
import { pseudohyperkalaemiaClues } from "./pseudohyperkalaemia-clues.ts";
import { type1AboveNiceTarget } from "./young-adults.ts";
import { activeGranulomatousDisease, vitaminDCaution } from "./sarcoidosis-vitamin-d.ts";
import { suspectedSarcoidosis } from "./sarcoidosis-suspected-calcium.ts";
import { phptVitaminD } from "./phpt-vitamin-d.ts";
import { hypoparathyroidism } from "./hypoparathyroidism-acute.ts";
import { boneDensityInRecord, boneFragility } from "./bone.ts";
import { malignancyCalcium, pastCancerCalcium, pastCancers } from "./malignancy-hypercalcaemia.ts";
import { withStatinContinued } from "./statin-alt-fatty-liver.ts";
import { eatingDisorderSodium } from "./sodium-eating-disorder.ts";
import { sodiumWithOvertHypothyroidism } from "./sodium-hypothyroid-siadh.ts";
import { coeliacFolicAcidNow, coeliacLiver, probableCoeliac } from "./coeliac-context.ts";
import { recordedCoeliac } from "./coeliac-known.ts";
import { bypassBone, bypassIron } from "./bariatric-bypass-iron-bone.ts";
import { ibdIron } from "./ibd-iron.ts";
import { veryOldOrFrail } from "./very-old-age.ts";
import { isHigh, isLow } from "./lab-status.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { jaundicePathway, NG12_JAUNDICE_STEP } from "./jaundice-cancer-pathway.ts";
import { statinAutoimmuneMyopathy } from "./statin-autoimmune-myopathy.ts";
import { ckFindingHoldsStatin, metforminToStop, TRIMETHOPRIM } from "./drug-lab.ts";
import { trimethoprimExplainsCreatinine } from "./trimethoprim-creatinine.ts";
import { siadhPattern } from "./sodium-siadh-pattern.ts";
import { recordWords } from "./record-words.ts";

const F = FindingFamily.pattern;

/**
 * A baby with a high TSH and a low free T4 has congenital (or early) hypothyroidism until shown
 * otherwise, whatever the newborn screen said: the adult plan (a low starting dose, a recheck in 6–8
 * weeks) would lose weeks of brain development. AAP, ESPE and ATA start levothyroxine at 10–15
 * µg/kg a day as soon as possible, under a paediatric endocrinologist (review 18, children 10).
 */
const INFANT_HYPOTHYROIDISM = {
  severity: Severity.high,
  clinicianExtra:
    "In a baby this is congenital or early hypothyroidism until shown otherwise, even after a normal or missing newborn screen, and treatment is urgent: levothyroxine is started at 10–15 µg/kg once a day as soon as the diagnosis is confirmed, without waiting for thyroid imaging, with TSH and free T4 rechecked 2–4 weeks after starting.",
  nextSteps: [
    "Same-day referral to paediatric endocrinology",
    "Start levothyroxine 10–15 µg/kg once daily without waiting for imaging; recheck TSH and free T4 2–4 weeks after starting",
  ],
  evidence: ["medscape-2023-congenital-hypothyroidism-guidelines"],
} as const satisfies Omit<RuleMatch, "refs">;

/**
 * Within a year of birth an underactive thyroid may be the hypothyroid phase of postpartum
 * thyroiditis, which often recovers: ATA 2017 treats it when symptomatic, breastfeeding or trying
 * to conceive and tries stopping levothyroxine after 12 months (review 20, obstetrics-postpartum 10).
 */
function postpartumHypothyroidPhase(ctx: RuleContext): Pick<RuleMatch, "clinicianExtra" | "patientExtra" | "evidence"> {
  if (thyrotoxicosisSetting(ctx)?.kind !== "postpartum") return {};
  return {
    clinicianExtra:
      "Within a year of birth this may be the hypothyroid phase of postpartum thyroiditis: ATA 2017 advises levothyroxine if she has symptoms, is breastfeeding or is trying to conceive, and an attempt to stop it after 12 months.",
    patientExtra:
      "In the year after having a baby this can be a passing phase of thyroid inflammation (postpartum thyroiditis); if you start a tablet, your doctor may later try stopping it to see whether you still need it.",
    evidence: ["ata-2017-pregnancy-quickref"],
  };
}

const INFANT_PATIENT = {
  patientLead: "The baby's",
  patientText:
    "A baby needs thyroid hormone for the brain to grow and develop, so treatment with a daily dose of it is started straight away, and a children's hormone specialist should see the baby today.",
};

/**
 * A child's or teenager's overt hypothyroidism goes to paediatric endocrinology, with a call, since
 * treatment usually starts before the clinic visit; the adult plan (a lower start in older or cardiac
 * patients, cited to adult guidelines) does not fit (review 26, children-26b case 05: a 13-year-old).
 */
const CHILD_HYPOTHYROIDISM = {
  clinicianExtra:
    "In a child or young person a low free T4 with a raised TSH is referred to paediatric endocrinology with a phone call to the on-call paediatric endocrinologist, because treatment is usually started before the clinic appointment; the levothyroxine dose is one for the child's age and weight, under specialist advice, not the adult plan.",
  nextSteps: [
    "Refer to paediatric endocrinology and phone the on-call paediatric endocrinologist: treatment usually starts before the clinic visit",
    "Agree the levothyroxine dose for the child's age and weight, and when to recheck TSH and free T4, with the paediatric endocrinologist",
  ],
  evidence: ["rch-kidsconnect-hypothyroidism-referral"],
  evidenceReplacesRule: true,
} as const satisfies Omit<RuleMatch, "refs">;

const CHILD_PATIENT = {
  patientLead: "Your",
  patientText:
    "This can cause tiredness, feeling cold and slower growth. It is treated with a daily tablet, and a children's hormone specialist usually guides the treatment.",
};

const isNormal = (o: LabObservation | undefined) => o !== undefined && o.status === "normal";

const START_LEVOTHYROXINE =
  "Start levothyroxine (lower starting dose in older or cardiac patients); recheck TSH in 6–8 weeks";

/** The repeat interval the subclinical-hypothyroidism finding asks for. */
const TSH_CONFIRM_DAYS = 42;

/**
 * The earliest of the raised TSH results running unbroken up to the current one, when it is at
 * least the repeat interval older: the rise is then already confirmed, and asking for a repeat
 * to confirm it would ask twice (review 20, oncology-3: TSH 6.9 then 7.8 three months later).
 */
function earlierRaisedTsh(ctx: RuleContext, tsh: LabObservation): LabObservation | undefined {
  if (tsh.time === undefined) return undefined;
  let earliest: LabObservation | undefined;
  for (const o of ctx.labs("tsh")) {
    if (o === tsh || o.time === undefined || o.time >= tsh.time) continue;
    if (!isHigh(o)) break;
    earliest = o;
  }
  return earliest !== undefined && tsh.time - earliest.time! >= TSH_CONFIRM_DAYS * 86_400_000 ? earliest : undefined;
}

/** Under this age the catalogue's adult ranges do not apply (as in normalize/labs.ts). */
const ADULT_AGE = 18;

const isMinor = (ctx: RuleContext) => ctx.age !== undefined && ctx.age < ADULT_AGE;

/**
 * A child's or teenager's phosphate flagged high against an adult range, which a growing child's
 * phosphate can exceed (phosphate-raised-minor; the one-by-one line, evaluate.ts). A range reaching
 * above 1.6 mmol/L is the laboratory's range for children (adult ranges end near 1.5; an engine
 * choice): a value above it is high for the age, not "normal for age".
 */
export function phosphateAboveAdultRangeInMinor(ctx: RuleContext): LabObservation | undefined {
  const obs = ctx.lab("phosphorus");
  if (!isMinor(ctx) || obs?.status !== "high") return undefined;
  const uln = ctx.upperLimit("phosphorus");
  const adultTop = siInRuleUnit("phosphorus", 1.6);
  if (obs.rangeSource === "caller" && uln !== undefined && adultTop !== undefined && uln > adultTop) return undefined;
  return obs;
}

/**
 * A first raised TSH (no earlier raised one confirming it): the repeat decides what follows. In a
 * child too, since a mild, antibody-negative rise is not treated (review 23, paeds-23: 4.7 mIU/L
 * once at 16 came out moderate where an adult's is low).
 */
const firstRaisedTsh = (ctx: RuleContext, earlier: LabObservation | undefined) =>
  earlier === undefined && ctx.age !== undefined;

/**
 * HbA1c above goal in a child or young person: NICE NG18 calls 48 mmol/mol (6.5%) or lower ideal,
 * with a target agreed with the family, as a strict one can cause distress; ISPAD 2024 sets 48 or
 * lower where advanced diabetes technology is available and 53 otherwise. Care is planned by the
 * children's diabetes team, with HbA1c at least every 3 months.
 */
const CHILD_A1C = {
  clinicianExtra:
    "For children and young people NICE calls an HbA1c of 48 mmol/mol (6.5%) or lower ideal, with the target agreed with the child and family; ISPAD sets 48 mmol/mol or lower where continuous glucose monitoring and automated insulin delivery are available, and 53 mmol/mol otherwise.",
  patientExtra:
    "Your diabetes team will agree a goal with you and your family and look at what would help, such as changes to insulin or glucose monitoring.",
  nextSteps: [
    "Review with the children's diabetes team: the insulin regimen and doses, glucose monitoring (including continuous monitoring) and support for the child and family",
    "Recheck HbA1c within 3 months (at least every 3 months under 18)",
  ],
  evidence: ["nice-ng18-diabetes-cyp", "ispad-2024-glycaemic-targets"],
  // The rule's adult ADA source was cited first on a UK child (review 30, paeds-obs-30 case 05).
  evidenceReplacesRule: true as const,
};

/*
 * A US child is read against ADA's children and adolescents section, not NICE NG18 (review 30,
 * country-30 case 06: a Minneapolis boy of 11 was told "NICE calls 48 mmol/mol ideal";
 * FACTS_SEEN["ada-soc-2026-s14"]: below 7% for many, individualized; below 7.5% where hypoglycaemia
 * cannot be recognized or monitoring is limited; below 6.5% where it is reached safely).
 */
const CHILD_A1C_US = {
  ...CHILD_A1C,
  clinicianExtra:
    "For children and adolescents the ADA Standards of Care set an A1C goal below 7% (53 mmol/mol) for many, individualized with the child and family: below 7.5% where hypoglycemia cannot be recognized or glucose cannot be checked often, and below 6.5% where it is reached without hypoglycemia; ISPAD sets 48 mmol/mol (6.5%) or lower where continuous glucose monitoring and automated insulin delivery are available, and 53 mmol/mol otherwise.",
  evidence: ["ada-soc-2026-s14", "ispad-2024-glycaemic-targets"],
};

/** Another autoimmune condition recorded beside a child's raised TSH (type 1 diabetes, coeliac disease). */
const CHILD_AUTOIMMUNE = /\btype\s*(?:1|i|one)\s+diabet|\bt1dm?\b|\bcoeliac|\bceliac/i;

/**
 * Down or Turner syndrome, in which the paediatric review weighs treating a mild raised TSH
 * (crisafulli-2019-paediatric-subclinical-hypothyroidism; review 23, paeds-23 case 09).
 */
const CHILD_THYROID_SYNDROME = /\bdown(?:'s)?\s+syndrome|\btrisomy\s*21\b|\bturner(?:'s)?\s+syndrome/i;

/**
 * A child's mild subclinical hypothyroidism, read as the paediatric review does
 * (crisafulli-2019-paediatric-subclinical-hypothyroidism; review 15, paediatric case 07): treatment
 * is weighed for Hashimoto's thyroiditis with worsening tests, above all with a goitre, symptoms or
 * another autoimmune disease; an untreated child is reviewed about every 6 months.
 */
function childSubclinicalHypothyroidism(
  ctx: RuleContext,
  above10: boolean,
  tpo: LabObservation | undefined,
): { text?: string; refs: string[]; followUp?: true } {
  if (!isMinor(ctx)) return { refs: [] };
  // An 8-year-old with TSH 12 was read by the adults' guideline alone (review 28, paeds-obs-28 case 03).
  if (above10)
    return {
      refs: [],
      text: "In children, too, there is general agreement to treat a TSH above 10 mIU/L with a normal free T4 (severe subclinical hypothyroidism); it is the milder rise, 4.5–10 mIU/L, that is managed case by case.",
    };
  const autoimmune = ctx.model.conditions.filter((c) => CHILD_AUTOIMMUNE.test(c.name));
  const syndrome = ctx.model.conditions.filter((c) => CHILD_THYROID_SYNDROME.test(c.name));
  const antibodies = tpo !== undefined && isHigh(tpo) ? "positive TPO antibodies (autoimmune thyroiditis)" : undefined;
  const features = [
    antibodies,
    autoimmune.length > 0 ? `another autoimmune condition (${autoimmune.map((c) => c.name).join(", ")})` : undefined,
    syndrome.length > 0 ? syndrome.map((c) => c.name).join(", ") : undefined,
  ].filter((f): f is string => f !== undefined);
  const here = features.length > 0 ? ` The record shows ${joinList(features)}, so follow-up matters.` : "";
  return {
    ...(features.length > 0 ? { followUp: true as const } : {}),
    refs: [...autoimmune, ...syndrome].map((c) => c.ref),
    text: `In children, treatment of mild subclinical hypothyroidism is weighed mainly when it comes from Hashimoto's thyroiditis and the thyroid tests worsen, above all with a goitre, hypothyroid symptoms or another autoimmune disease; it is not advised for a mild, antibody-negative rise without goitre or symptoms. An untreated child has thyroid tests and a clinical review about every 6 months, less often after 2 stable years.${here} TSH runs highest in the first month of life and falls through childhood, so an adult reference range does not fit a child: confirm the TSH is above the laboratory's range for the child's age before calling it raised.`,
  };
}

/** A WHO 2024 haemoglobin cut-off (g/dL), who it applies to, and how its grade is named. */
interface HbCutoff {
  value: number;
  group: string;
  adult: boolean;
  /** Set in pregnancy: the trimester the cut-off is for, when the gestational age was read. */
  pregnancy?: { trimester?: 1 | 2 | 3; weeks?: number };
  /** Set for an adult of unknown sex, judged by the women's value: the men's is higher. */
  sexUnknown?: true;
  /** Set within six weeks after birth, when the BSH/RCOG postpartum cut-off is used instead of WHO's. */
  postpartum?: true;
  /** Set in the second or third trimester on a UK record, when the BSH/RCOG cut-off is used instead of WHO's. */
  ukLatePregnancy?: true;
  /**
   * Set after birth on a US record: the same 10.0 g/dL is used, but not cited to the UK guideline
   * (review 30b, older-obs-30b case 12b: a Chicago record was judged by "the BSH/RCOG cut-off"; no
   * ACOG or CDC postpartum cut-off was found).
   */
  us?: true;
}

/** WHO 2024's haemoglobin cut-off for men from 15 years (g/dL); women's is 12.0. */
const MEN_HB = 13;

/**
 * Whether the patient is pregnant, and the gestational age in weeks when it can be read. Pregnancy
 * is a current pregnancy condition (as the smoking-cessation rule reads it), or free text that
 * states a gestational age ("11 weeks pregnant", "G2P1 at 26+2 weeks"); a bare mention of the word
 * in notes is not enough, and a man is never read as pregnant.
 */
export function pregnancy(ctx: RuleContext): { weeks?: number; trimester?: 1 | 2 | 3 } | undefined {
  if (ctx.sex === "male") return undefined;
  const conditions = ctx.conditions("pregnancy");
  let weeks: number | undefined;
  for (const c of conditions) weeks ??= weeksInConditionName(c.name);
  weeks ??= gestationInText(ctx.freeText);
  if (conditions.length === 0 && weeks === undefined) return undefined;
  // Looser forms (a last menstrual period date, "approx 10 weeks", a trimester in the condition's
  // name) only once a pregnancy is recorded (review 11 endocrine, case 01; vocab/pregnancy.ts).
  const now = ctx.model.now ? Date.parse(ctx.model.now) : Number.NaN;
  weeks ??= weeksFromLmp(ctx.freeText, now) ?? approximateWeeks(ctx.freeText);
  if (weeks !== undefined) return { weeks };
  const trimester = conditions.map((c) => trimesterInConditionName(c.name)).find((t) => t !== undefined);
  return trimester === undefined ? {} : { trimester };
}

/**
 * WHO 2024 cut-offs in pregnancy: 11.0 g/dL in the first and third trimesters and 10.5 g/dL in the
 * second (checked 2026-11-22 on ntro.it.com's summary of the 2024 guideline, already in this
 * source's seenAt, and a stethoprep.com teaching page giving the same second-trimester value). The
 * trimesters are taken as the usual obstetric ones: up to 13 completed weeks, 14–27, then 28 on.
 * Without a gestational age the 11.0 g/dL cut-off is used and the text says it depends on the
 * trimester.
 */
function pregnancyCutoff(weeks: number | undefined): HbCutoff {
  if (weeks === undefined) return { value: 11, group: "pregnancy", adult: true, pregnancy: {} };
  const trimester = weeks < 14 ? 1 : weeks < 28 ? 2 : 3;
  const name = trimester === 1 ? "first" : trimester === 2 ? "second" : "third";
  return {
    value: trimester === 2 ? 10.5 : 11,
    group: `pregnancy in the ${name} trimester, at ${weeks} weeks`,
    adult: true,
    pregnancy: { trimester, weeks },
  };
}

/**
 * In the six weeks after birth WHO's non-pregnant 12.0 g/dL would call the usual dilution and
 * blood loss of delivery anaemia; the BSH and RCOG define postpartum anaemia as below 100 g/L
 * (NHS Blood and Transplant's obstetric anaemia toolkit, seen 2026-11-29; bsh-2020-iron-pregnancy).
 */
const POSTPARTUM_CUTOFF: HbCutoff = { value: 10, group: "the six weeks after birth", adult: true, postpartum: true };

/**
 * Iron-deficiency anaemia in pregnancy on a US record, read with ACOG Practice Bulletin 233: the UK
 * guideline (BSH 2020) was cited on US records (review 25, deep-25 case 04).
 */
const US_PREGNANCY_IDA = {
  ferritinRule: "a low ferritin shows depleted iron stores (WHO 2020)",
  cause:
    "In pregnancy, iron deficiency is the leading cause of anaemia (USPSTF 2024; ACOG Practice Bulletin 233, 2021).",
  patientCause:
    "In pregnancy, iron treatment is the usual first step, with a blood test a few weeks later to check that it is working.",
} as const;
const US_PREGNANCY_IRON_STEPS = [
  "Start oral iron treatment; alternate days or a lower dose if it causes nausea or stomach upset",
  "Recheck haemoglobin after a few weeks to confirm a response; if it is poor, check adherence and other causes",
  "Consider intravenous iron if oral iron is not tolerated or does not work, or later in pregnancy (ACOG 2021)",
] as const;

/** Who set a cut-off, as the text names it, and the source that gives it. */
function cutoffSource(cutoff: HbCutoff): { by: string; evidence: string } {
  return cutoff.postpartum || cutoff.ukLatePregnancy
    ? { by: "BSH/RCOG", evidence: "bsh-2020-iron-pregnancy" }
    : { by: "WHO", evidence: "who-2024-hb-cutoffs" };
}

/**
 * The anaemia cut-off (g/dL) for pregnancy or the six weeks after birth (from age 10), the group it
 * is for, who set it and the source; else undefined. evaluate.ts reads a haemoglobin flagged low by
 * a non-pregnant range against it.
 */
export function pregnancyHbCutoff(
  ctx: RuleContext,
): { value: number; group: string; setting: string; by: string; evidence: string } | undefined {
  const c = hbCutoff(ctx);
  // After birth on a US record no cited cut-off calls a result "not anaemia": the laboratory's range stands.
  if ((c?.pregnancy === undefined && !c?.postpartum) || c.us) return undefined;
  const setting = c.postpartum ? "the weeks after birth" : "pregnancy";
  return { value: c.value, group: c.group, setting, ...cutoffSource(c) };
}

/**
 * A haemoglobin in the third trimester at or above the BSH/RCOG cut-off of 105 g/L for the second
 * and third trimesters (NHS Blood and Transplant's obstetric anaemia toolkit, seen 2026-11-29) but
 * below WHO's 110 g/L: anaemia by one definition and not the other, so it is read as mild. A UK
 * record takes the UK cut-off (hbCutoff); on any other record both are named.
 */
function belowWhoOnlyInLatePregnancy(hb: number, cutoff: HbCutoff): boolean {
  return cutoff.pregnancy?.trimester === 3 && hb >= 10.5;
}

/**
 * WHO 2024 sets cut-offs by age: 6–23 months 10.5, 24–59 months 11.0, 5–11 years 11.5, 12–14 years
 * 12.0, then from 15 women 12.0 and men 13.0 (unknown sex takes the lower; unknown age is read as
 * adult, unless the notes read as a baby's, whose cut-off depends on the age: review 48,
 * leftovers-48 case 01, a preterm baby on a neonatal unit was given the women's cut-off). Before the first birthday only an age given in months tells a baby of 6 months or more
 * from a younger one, for whom WHO sets no cut-off: without it, no cut-off is used. In pregnancy
 * (from age 10; the 12–14 cut-off is for non-pregnant children) the pregnancy cut-offs apply.
 */
function hbCutoff(ctx: RuleContext): HbCutoff | undefined {
  const age = ctx.age;
  if (age === undefined && babyWordsWithoutAge(ctx) !== undefined) return undefined;
  if (age === undefined || age >= 10) {
    if (afterBirth(ctx)) return readsAsUsUnits(ctx) ? { ...POSTPARTUM_CUTOFF, us: true } : POSTPARTUM_CUTOFF;
    const pregnant = pregnancy(ctx);
    if (pregnant !== undefined) {
      const who = pregnancyCutoff(pregnant.weeks);
      // A UK record is judged by the UK cut-off, 105 g/L in the second and third trimesters: 109 g/L
      // at 28 weeks in Norwich was called anaemia, then "not anaemia" by the UK cut-off in the same
      // line (review 28, paeds-obs-28 case 09). In the second trimester WHO's value is the same, but a
      // UK record (105 g/L at 22 weeks in Glasgow) cited WHO only (review 30, paeds-obs-30 case 11).
      return (who.pregnancy?.trimester ?? 0) >= 2 && readsAsUk(ctx) && !readsAsUsUnits(ctx)
        ? { ...who, value: 10.5, ukLatePregnancy: true }
        : who;
    }
  }
  if (age === undefined || age >= 15) {
    if (ctx.sex === "male") return { value: MEN_HB, group: "men", adult: true };
    if (ctx.sex === "female") return { value: 12, group: "women", adult: true };
    return { value: 12, group: "adults of unknown sex (women's value)", adult: true, sexUnknown: true };
  }
  if (age < 1) {
    const months = ctx.ageMonths;
    return months !== undefined && months >= 6
      ? { value: 10.5, group: "children aged 6–23 months", adult: false }
      : undefined;
  }
  if (age < 2) return { value: 10.5, group: "children aged 6–23 months", adult: false };
  if (age < 5) return { value: 11, group: "children aged 24–59 months", adult: false };
  if (age < 12) return { value: 11.5, group: "children aged 5–11 years", adult: false };
  return { value: 12, group: "children aged 12–14 years", adult: false };
}

/**
 * With the sex unknown, a haemoglobin at or above the women's cut-off but below the men's: it is
 * anaemia in a man and not in a woman, so neither "anaemia" nor "without anaemia" can be said.
 */
function anaemicOnlyIfMale(ctx: RuleContext): number | undefined {
  const hb = ctx.value("hemoglobin");
  const cutoff = hbCutoff(ctx);
  return cutoff?.sexUnknown && hb !== undefined && hb >= cutoff.value && hb < MEN_HB ? hb : undefined;
}

/**
 * The latest haemoglobin when it is below the cut-off for the patient's age and sex, or, in a
 * child, below a laboratory range for children: normalisation keeps a child's "low" against the
 * laboratory's range only when WHO's cut-off agrees or the range is one for children (see
 * childRangeSent in normalize/labs.ts), so a low status from the laboratory's range is anaemia.
 */
function anaemic(ctx: RuleContext): number | undefined {
  const hb = ctx.value("hemoglobin");
  const cutoff = hbCutoff(ctx);
  if (hb === undefined || cutoff === undefined) return undefined;
  if (hb < cutoff.value) return hb;
  const obs = ctx.lab("hemoglobin");
  const lowForChild = !cutoff.adult && obs?.status === "low" && obs.rangeSource === "caller";
  return lowForChild ? hb : undefined;
}

/**
 * Ferritin (µg/L) below which iron stores are called low. Under 18, WHO 2020's cut-offs for
 * iron deficiency: in apparently healthy people below 12 µg/L under 5 years and below 15 µg/L from
 * 5 years; with infection or inflammation (here a CRP above its range), which raises ferritin,
 * below 30 and 70 µg/L. From 18 (or with the age unknown) the engine keeps its adult level of 30 µg/L.
 */
function lowFerritinCutoff(ctx: RuleContext): { value: number; group?: string } {
  const age = ctx.age;
  if (age === undefined || age >= ADULT_AGE) return { value: 30 };
  const inflamed = isHigh(ctx.lab("crp")) || isHigh(ctx.lab("hs-crp"));
  const ages = age < 5 ? "children under 5 years" : "people from 5 years";
  if (inflamed) return { value: age < 5 ? 30 : 70, group: `${ages} with infection or inflammation (CRP raised)` };
  return { value: age < 5 ? 12 : 15, group: `apparently healthy ${ages}` };
}

/**
 * Low iron stores in pregnancy, by the record's country: the BSH treats a ferritin below 30 µg/L as
 * iron deficiency in pregnancy; ACOG's bulletin (US records) stresses the rising need for iron.
 */
function pregnantIronWords(ctx: RuleContext): { clinician: string; patient: string; step: string; evidence: string[] } {
  const hb = ctx.lab("hemoglobin");
  const hbNote =
    hb?.status === LabStatus.low
      ? ` The haemoglobin ${ctx.show(hb)} is below the laboratory's non-pregnant range but not below the pregnancy cut-off for this stage.`
      : "";
  return readsAsUk(ctx) && !readsAsUsUnits(ctx)
    ? {
        clinician: `In pregnancy the BSH takes a ferritin below 30 µg/L as iron deficiency, treated with oral iron.${hbNote}`,
        patient: "Pregnancy raises the body's need for iron, so low iron stores are usually treated with iron tablets.",
        step: "Offer oral iron (BSH: ferritin below 30 µg/L in pregnancy is iron deficiency); recheck haemoglobin and ferritin",
        evidence: ["bsh-2020-iron-pregnancy"],
      }
    : {
        clinician: `Iron needs rise through pregnancy, and too little iron can harm mother and baby (ACOG Practice Bulletin 233).${hbNote}`,
        patient: "Pregnancy raises the body's need for iron, so your doctor may suggest iron tablets.",
        step: "Offer iron replacement, as iron needs rise through pregnancy; recheck haemoglobin and ferritin",
        evidence: ["acog-pb233-anemia-pregnancy"],
      };
}

/**
 * In a UK pregnancy small red cells are most often iron deficiency, which the BSH treats with oral
 * iron and judges by the haemoglobin 2–3 weeks on; a haemoglobinopathy is looked for when iron does
 * not explain them, and the booking screen for sickle cell and thalassaemia already holds the answer
 * (review 39, pregnancy-neonatal-39 case 06: at 20 weeks electrophoresis was offered before iron).
 */
const PREGNANT_UK_MICROCYTIC = {
  nextSteps: [
    "Check ferritin and offer oral iron (BSH: in pregnancy a ferritin below 30 µg/L is iron deficiency), rechecking haemoglobin after 2–3 weeks",
    "Look up the antenatal sickle cell and thalassaemia screening result; if the anaemia does not respond to iron, look for other causes, a haemoglobinopathy among them",
  ],
  evidence: ["bsh-2020-iron-pregnancy"],
};

/**
 * An adult's 30 µg/L is a clinical cut-off (NHS Lothian), not WHO's: WHO 2020 puts iron deficiency in
 * apparently healthy adults below 15 µg/L, so a ferritin between the two says so (review 25,
 * labs-25b case 02: 18 µg/L was called low against 30 while citing WHO alone).
 */
function adultFerritinCutoffWords(ferritin: number): string {
  const ours = "which adult guidance takes as showing iron deficiency (NHS Lothian)";
  return ferritin < 15
    ? ours
    : `${ours}; WHO 2020's cut-off for iron deficiency in apparently healthy adults is lower, below 15 µg/L, so this is a borderline low store`;
}

/**
 * WHO's adult grades for non-pregnant adults; children's grades differ by age group and the
 * pregnancy grades differ from the non-pregnant ones, so for both only the word anaemia is used.
 */
/**
 * Mild anaemia (WHO: from 11.0 g/dL to the cut-off, in non-pregnant adults) with nothing to raise
 * it: no fall of 2 g/dL or more from an earlier haemoglobin. It is low priority (review 10, #10);
 * the grades do not apply in pregnancy or childhood, which keep the usual priority.
 */
function mildOnly(ctx: RuleContext, hb: number, cutoff: HbCutoff): boolean {
  if (cutoff.pregnancy !== undefined || !cutoff.adult || hb < 11) return false;
  const current = ctx.lab("hemoglobin");
  return !ctx.labs("hemoglobin").some((o) => o !== current && (ctx.valueOf(o) ?? 0) - hb >= 2);
}

function anaemiaGrade(hb: number, cutoff: HbCutoff): string {
  if (cutoff.pregnancy !== undefined) return "anaemia in pregnancy (the non-pregnant severity grades do not apply)";
  if (cutoff.postpartum) return "anaemia after birth (the non-pregnant severity grades do not apply)";
  if (!cutoff.adult) return "anaemia";
  return `${hb < 8 ? "severe" : hb < 11 ? "moderate" : "mild"} anaemia`;
}

/**
 * A threshold a guideline gives in both units (LDL-C 190 mg/dL or 4.9 mmol/L), in the rule unit.
 * The SI figure is rounded, so converted it can fall just short (4.9 mmol/L is 189.5 mg/dL); the
 * lower of the two lets a result that meets either published figure qualify. It is converted the
 * way results are, so a result of exactly the SI figure lands on it.
 */
function dualThreshold(id: string, conventional: number, si: number): number {
  return Math.min(conventional, siInRuleUnit(id, si) ?? conventional);
}

/** The SI figure of a threshold in the analyte's rule unit, converted the way results are. */
function siInRuleUnit(id: string, si: number): number | undefined {
  const def = labById(id);
  const units = analyteUnits(def);
  const target = ruleUnit(def);
  return units.si && target ? convert(si, units.si, target, units) : undefined;
}

/** A {@link dualThreshold} for a strict "above": the higher of the two figures, so neither is above itself. */
function strictDualThreshold(id: string, conventional: number, si: number): number {
  return Math.max(conventional, siInRuleUnit(id, si) ?? conventional);
}

export const LDL_SEVERE = dualThreshold("ldl-c", 190, 4.9);
/** LDL-C at or above which secondary prevention is intensified: 70 mg/dL or 1.8 mmol/L, whichever is met. */
export const LDL_SECONDARY_GOAL = dualThreshold("ldl-c", 70, 1.8);
/**
 * ACC/AHA's primary-prevention figure starts a high-intensity statin at LDL-C 190 mg/dL or more
 * without a risk calculation (acc-aha-2019-primary-prevention, seenAt). Read for US adults of 20 to
 * 75 only, an engine choice: younger and older people keep the general step.
 */
const US_SEVERE_LDL_START =
  "Start a high-intensity statin (atorvastatin 40–80 mg or rosuvastatin 20–40 mg): at LDL-C 190 mg/dL or more ACC/AHA starts one without a 10-year risk calculation";
const usAdultForSevereLdl = (ctx: RuleContext): boolean =>
  readsAsUsUnits(ctx) &&
  ctx.age !== undefined &&
  ctx.age >= 20 &&
  ctx.age <= 75 &&
  // Someone who could not take statins, or already on another LDL-lowering medicine, has another plan.
  statinIntoleranceRecorded(ctx) === undefined &&
  !ctx.model.medications.some((m) => m.active && NON_STATIN_LDL_LOWERING.test(m.name));
const NON_STATIN_LDL_LOWERING =
  /\b(?:ezetimibe|zetia|evolocumab|repatha|alirocumab|praluent|inclisiran|leqvio|bempedoic|nexletol|nexlizet)\b/i;
const FH_STATIN_STEP_SI =
  "Start a high-intensity statin, in most cases with ezetimibe, aiming for at least a 50% fall in LDL-C from baseline and LDL-C below 1.8 mmol/L (70 mg/dL); below 1.4 mmol/L (55 mg/dL) with ASCVD or another major risk factor";
const FH_STATIN_STEP_US =
  "Start a high-intensity statin, in most cases with ezetimibe, aiming for at least a 50% fall in LDL-C from baseline and LDL-C below 70 mg/dL (1.8 mmol/L); below 55 mg/dL (1.4 mmol/L) with ASCVD or another major risk factor";
const FH_DEFINITE_STEPS = [
  "Refer to an FH specialist (lipid) service for DNA testing and cascade testing of relatives",
  FH_STATIN_STEP_SI,
  "Check TSH, liver tests and urine protein for secondary causes",
];
const SEVERE_LDL_STEPS = [
  "Start or intensify LDL-lowering treatment towards a risk-based LDL-C goal",
  "Check TSH, liver tests and urine protein for secondary causes",
  "Assess for familial hypercholesterolaemia and screen first-degree relatives",
];
const UK_SEVERE_LDL_START =
  "Offer a high-intensity statin without a QRISK3 calculation (NICE CG71), aiming first for at least a 50% fall in LDL-C from this untreated level";
/** NICE NG238's secondary-prevention LDL-C target, 2.0 mmol/L or less, in the rule unit. */
const NICE_LDL_SECONDARY = siInRuleUnit("ldl-c", 2.0);
/** The lower goal at very high risk: 55 mg/dL or 1.4 mmol/L (2026 ACC/AHA; ESC/EAS 2019 in all ASCVD). */
export const LDL_VERY_HIGH_RISK_GOAL = dualThreshold("ldl-c", 55, 1.4);

/**
 * The 2026 ACC/AHA dyslipidemia guideline recommends measuring lipoprotein(a) at least once in every
 * adult (FACTS_SEEN["acc-aha-2026-dyslipidemia"]); where an adult's LDL-C needs action and no result
 * is in the record, the step is named there rather than as a finding for every lipid panel.
 */
function lpaOnceStep(ctx: RuleContext): string[] {
  if (ctx.labs("lpa").length > 0 || ctx.age === undefined || ctx.age < 18) return [];
  return ["Measure lipoprotein(a) once if it has never been measured (it is not in the record)"];
}
const TG_VERY_HIGH = dualThreshold("triglycerides", 500, 5.6);
/**
 * Triglycerides above 10 mmol/L carry a risk of pancreatitis (specialist advice), above 20 mmol/L
 * urgent referral unless alcohol or poor glucose control explain them (NHS Lothian RefHelp, NICE
 * wording). The guidance gives mmol/L only; the mg/dL figures are converted.
 */
const TG_PANCREATITIS = siInRuleUnit("triglycerides", 10) ?? 885;
const TG_URGENT = siInRuleUnit("triglycerides", 20) ?? 1770;
/**
 * A US record (mg/dL, not reading as UK) is graded by the Endocrine Society's cut-offs instead of
 * NHS Lothian's converted ones (review 24, labs-24 case 03: "above 1770 mg/dL" on a US panel):
 * severe from 1000 mg/dL, very severe from 2000 mg/dL, both a risk of pancreatitis, with a fibrate
 * first-line (endo-soc-2012-hypertriglyceridemia).
 */
const TG_SEVERE_US = dualThreshold("triglycerides", 1000, 11.2);
const TG_VERY_SEVERE_US = dualThreshold("triglycerides", 2000, 22.4);
const TG_US_FIBRATE_STEP =
  "A fibrate is the first-line drug at this level, with dietary fat and simple carbohydrates cut";

/** A triglyceride threshold in the result's own units (mg/dL figures rounded to 5). */
function tgFigure(obs: LabObservation, mgDl: number, mmolL: number): string {
  return parseUnit(obs.unit)?.dim === "mol/vol" ? `${formatNumber(mmolL)} mmol/L` : `${mgDl} mg/dL`;
}

/**
 * Alcohol intake stated in the notes or conditions ("45 units a week", "alcohol excess"), not denied;
 * drinks counted in pints, bottles, glasses or cans count too ("6-8 pints at weekends"), and the US
 * record's beers or drinks a day ("6-8 beers most evenings"; review 24, statins-24 case 08).
 */
const ALCOHOL_INTAKE =
  /\b[1-9]\d*\s*units?\b|\b[1-9]\d*(?:\s*(?:-|–|to)\s*\d+)?\s*(?:pints?\b|beers\b(?!\s+(?:criteria|list))|(?:drinks|shots)\s+(?:a|per|each|every)\s+(?:day|night|evening)\b|(?:bottles?|glasses|cans) of (?:wine|beer|lager|cider|spirits?)\b)|\balcohol (?:excess|misuse|dependence|use disorder|abuse)\b|\bheavy (?:drink\w*|alcohol)\b|\bdrinks? (?:heavily|daily|every day|most days)\b|\bbinge\w*/;

function alcoholIntake(ctx: RuleContext): { quote: string } | undefined {
  const noted = statedMention(ctx.freeText, ALCOHOL_INTAKE);
  if (noted !== undefined) return { quote: `The notes record alcohol ("${noted}")` };
  const condition = ctx.model.conditions.find((c) => isActiveCondition(c.status) && /\balcohol/i.test(c.name));
  return condition ? { quote: `${condition.name} is recorded` } : undefined;
}

const VENESECTION_SIBLINGS_STEP = "Start venesection (induction target ferritin below 50 µg/L); screen siblings";
const HAEMOCHROMATOSIS_LIVER_STEPS = [
  "Stage liver fibrosis with hepatology (liver biopsy is offered at a ferritin above 1000 µg/L or a raised AST)",
  "If fibrosis is advanced: hepatocellular carcinoma surveillance",
  VENESECTION_SIBLINGS_STEP,
];

/**
 * What the record adds to the haemochromatosis liver plan (EASL 2022): a liver scan that already
 * suggests cirrhosis (hepatology now and 6-monthly HCC surveillance, not "if fibrosis is
 * advanced"), a scan already done (it is not asked for again), and alcohol or vitamin C
 * supplements, which add to liver injury and iron absorption.
 */
function haemochromatosisLiverPlan(ctx: RuleContext, match: RuleMatch): RuleMatch {
  const cirrhosis = cirrhosisOnImaging(ctx.model.imaging);
  const scan = liverImaging(ctx.model.imaging);
  const alcohol = alcoholIntake(ctx);
  const vitaminC = ctx.model.medications.filter((m) => m.active && /\b(vitamin c|ascorbic acid)\b/i.test(m.name));
  const plt = ctx.lab("platelets");
  const lowPlt = plt?.status === "low";
  const clinician: string[] = [];
  const patient: string[] = [];
  const steps: string[] = [];
  if (cirrhosis !== undefined) {
    clinician.push(
      `${cirrhosis.name} reports ${joinList(cirrhosis.signs)}${lowPlt ? `, and platelets are ${ctx.show(plt)}` : ""}: this suggests cirrhosis, so refer to hepatology now to confirm the stage, and start hepatocellular carcinoma surveillance every 6 months (ultrasound with or without AFP).`,
    );
    patient.push(
      "Your liver scan suggests the liver may already be scarred (cirrhosis). A liver specialist should see you soon, and a liver scan every 6 months is usually advised to find any problems early.",
    );
    steps.push(
      "Refer to hepatology now: the liver imaging suggests cirrhosis",
      "Hepatocellular carcinoma surveillance every 6 months (ultrasound with or without AFP)",
      VENESECTION_SIBLINGS_STEP,
    );
  }
  if (alcohol !== undefined || vitaminC.length > 0) {
    const what = [
      ...(alcohol
        ? [
            `${alcohol.quote}: alcohol adds to iron-related liver injury, so it should be cut down${cirrhosis ? ", and stopped with cirrhosis" : ""}`,
          ]
        : []),
      ...(vitaminC.length > 0
        ? [`${medNames(vitaminC)} should be stopped: vitamin C supplements increase iron absorption`]
        : []),
    ];
    clinician.push(`${capitalise(what.join("; "))}.`);
    patient.push(
      [
        alcohol ? "Alcohol adds to the liver damage that iron causes, so cutting down (or stopping) helps." : "",
        vitaminC.length > 0 ? "Stop your vitamin C supplement, because it helps the body take up more iron." : "",
      ]
        .filter(Boolean)
        .join(" "),
    );
    if (alcohol)
      steps.push(cirrhosis ? "Advise stopping alcohol (cirrhosis on imaging)" : "Advise cutting down alcohol");
    if (vitaminC.length > 0) steps.push(`Stop ${medNames(vitaminC)} (vitamin C supplements increase iron absorption)`);
  }
  if (clinician.length === 0 && scan === undefined) return match;
  return {
    ...match,
    refs: [...match.refs, ...(cirrhosis ? [cirrhosis.study.ref] : []), ...(cirrhosis && lowPlt ? [plt.ref] : [])],
    ...(clinician.length > 0 ? { clinicianExtra: clinician.join(" "), patientExtra: patient.join(" ") } : {}),
    ...(steps.length > 0
      ? {
          nextSteps: cirrhosis ? steps : [...HAEMOCHROMATOSIS_LIVER_STEPS, ...steps],
        }
      : {}),
    // A liver scan is on record, so the patient is not told to ask for one.
    ...(scan !== undefined
      ? {
          patientQuestions: [
            "What does my liver scan show, and how often will my liver need checking?",
            "When can venesection start?",
          ],
        }
      : {}),
    ...(cirrhosis ? { evidence: ["aasld-2023-hcc"] } : {}),
  };
}

/**
 * Non-HDL cholesterol (total minus HDL) when no LDL value could be reported, as with very high
 * triglycerides, in the total cholesterol's units.
 */
function nonHdlWhenLdlMissing(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const ldl = ctx.anyLab("ldl-c");
  if (ldl?.value.kind === "number") return undefined;
  const tc = ctx.lab("cholesterol-total");
  const hdl = ctx.lab("hdl-c");
  const tcValue = ctx.valueOf(tc);
  const hdlValue = ctx.valueOf(hdl);
  if (
    tc === undefined ||
    hdl === undefined ||
    tcValue === undefined ||
    hdlValue === undefined ||
    isCensored(tc) ||
    isCensored(hdl)
  )
    return undefined;
  const def = labById("cholesterol-total");
  const from = ruleUnit(def);
  const to = parseUnit(tc.unit);
  const diff = tcValue - hdlValue;
  const shown = from && to ? convert(diff, from, to, analyteUnits(def)) : undefined;
  const text =
    shown !== undefined && to
      ? `${formatNumber(shown, to.dim === "mol/vol" ? 1 : 0)} ${tc.unit}`
      : `${formatNumber(diff, 0)} mg/dL`;
  return {
    text: `No LDL cholesterol could be calculated; non-HDL cholesterol (total minus HDL) is ${text}.`,
    refs: [tc.ref, hdl.ref],
  };
}

/**
 * Simon Broome's adult lipid entry criteria: total cholesterol above 7.5 mmol/L (290 mg/dL) or
 * LDL-C above 4.9 mmol/L (190 mg/dL). "Above" is strict, so the higher of the two figures is the
 * bound: a result of exactly either published figure is not above it.
 */
const SIMON_BROOME_TC = strictDualThreshold("cholesterol-total", 290, 7.5);
const SIMON_BROOME_LDL = strictDualThreshold("ldl-c", 190, 4.9);
/**
 * Tendon xanthomata named as such, or described as yellow lumps on the Achilles or extensor tendons
 * (not xanthelasma, nor eruptive xanthomas of high triglycerides).
 */
const TENDON_XANTHOMA =
  /\b(?:tendon|tendinous|achilles|extensor)\s+(?:tendon\s+)?xanthom\w*|\bxanthom\w*\s+(?:of|on|over|in)\s+(?:the\s+)?(?:\w+\s+)?tendons?\b|\bthicken(?:ed|ing)(?:\s+of\s+the)?\s+achilles\s+tendons?\b|\byellow(?:ish)?\s+(?:lumps?|bumps?|nodules?|deposits?|swellings?)\s+(?:on|over|in)\s+(?:the\s+|both\s+|(?:her|his|their)\s+(?:both\s+)?)?(?:achilles|extensor)\s+tendons?\b/i;

/**
 * Definite familial hypercholesterolaemia by the Simon Broome criteria (NICE CG71): the adult lipid
 * criterion with tendon xanthomata stated in the notes, the patient's or a relative's (both
 * count). The adult thresholds are above the children's, so using them never over-calls a child.
 */
function simonBroomeDefinite(ctx: RuleContext): { quote: string; lipid: string } | undefined {
  const ldl = ctx.value("ldl-c");
  const tc = ctx.value("cholesterol-total");
  const lipid =
    ldl !== undefined && ldl > SIMON_BROOME_LDL
      ? `LDL-C ${ctx.showValue("ldl-c")}`
      : tc !== undefined && tc > SIMON_BROOME_TC
        ? `total cholesterol ${ctx.showValue("cholesterol-total")}`
        : undefined;
  if (lipid === undefined) return undefined;
  const quote =
    statedMention(ctx.freeText, TENDON_XANTHOMA, true) ??
    ctx.model.conditions.find((c) => TENDON_XANTHOMA.test(c.name.toLowerCase()))?.name;
  return quote === undefined ? undefined : { quote, lipid };
}

/**
 * Medicines that make bleeding more likely, by the kind named in reports, with the sources for
 * that: aspirin and NSAIDs (ACC/AHA 2019 primary prevention, on aspirin's bleeding risk and the
 * medicines that add to it), antiplatelet drugs and anticoagulants (ACC/AHA 2023 AF guideline,
 * cited only for a patient with atrial fibrillation), warfarin (its label's bleeding warning).
 */
const BLEEDING_RISK_MEDICINES: readonly {
  kind: string;
  classes: readonly string[];
  evidence: readonly string[];
  /** A source for one class of the group only, cited when a medicine of that class is taken. */
  byClass?: Readonly<Record<string, string>>;
}[] = [
  { kind: "NSAIDs", classes: ["nsaid"], evidence: ["acc-aha-2019-primary-prevention"] },
  { kind: "aspirin", classes: ["aspirin"], evidence: ["acc-aha-2019-primary-prevention"] },
  { kind: "antiplatelet drugs", classes: ["antiplatelet", "clopidogrel"], evidence: ["acc-aha-2023-af"] },
  {
    kind: "anticoagulants",
    classes: ["warfarin", "doac", "heparin"],
    evidence: ["acc-aha-2023-af"],
    byClass: { warfarin: "warfarin-label" },
  },
];

/** A current hepatitis C infection: HCV RNA detected, or chronic hepatitis C among the conditions. */
function currentHepatitisC(ctx: RuleContext): boolean {
  const rna = ctx.anyLab("hcv-rna");
  const detected =
    rna !== undefined &&
    (rna.value.kind === "qualitative"
      ? rna.value.result === "positive"
      : rna.value.kind === "number" && (rna.status === "high" || rna.status === "critical-high"));
  return detected || ctx.conditions("liver-disease").some((c) => /\bhepatitis c\b|\bhcv\b/i.test(c.name));
}

/**
 * With the AF guideline cited (an anticoagulant or antiplatelet in atrial fibrillation), it already
 * says that aspirin and NSAIDs add to the bleeding risk; the primary-prevention guideline, whose
 * discussion is about cardiovascular risk factors, is then left out (review 10, infection #9).
 */
function withoutPrimaryPreventionInAf(ids: readonly string[]): string[] {
  return ids.includes("acc-aha-2023-af") ? ids.filter((id) => id !== "acc-aha-2019-primary-prevention") : [...ids];
}

/**
 * In iron-deficiency anaemia, names the current medicines that make bleeding more likely as
 * possible contributors to blood loss for the clinician to consider (stopped ones are not
 * current, so never named); the search for the source of iron loss still stands.
 */
function bleedingRiskMedicines(ctx: RuleContext): Partial<RuleMatch> & { refs: string[] } {
  // With heavy menstrual bleeding and nothing pointing to the gut, an NSAID treats the loss (NICE NG88).
  const menstrual = nsaidTreatsMenstrualLoss(ctx) ? ctx.meds("nsaid") : [];
  // Low-dose aspirin in pregnancy is there to prevent pre-eclampsia, and the pregnancy plan (BSH 2020)
  // is iron and a recheck, not a search for a bleeding source, so it is not named as one (review 25,
  // deep-25 case 04: the patient was told her doctor may check whether it plays a part).
  const pregnant = ctx.conditions("pregnancy").length > 0;
  const groups = BLEEDING_RISK_MEDICINES.filter((g) => !(pregnant && g.classes.includes("aspirin")))
    .map((g) => ({
      ...g,
      meds: ctx.medsOf(...g.classes).filter((m) => !(g.classes.includes("nsaid") && menstrual.includes(m))),
    }))
    .filter((g) => g.meds.length > 0);
  const meds = [...new Set(groups.flatMap((g) => g.meds))];
  const nsaidNote = menstrualNsaidNote(menstrual, readsAsUsUnits(ctx));
  const note: Partial<RuleMatch> & { refs: string[] } =
    menstrual.length === 0
      ? { refs: [] }
      : {
          refs: menstrual.map((m) => m.ref),
          clinicianExtra: nsaidNote.text,
          evidence: [nsaidNote.evidence],
        };
  if (meds.length === 0) return note;
  const one = meds.length === 1;
  const kinds = groups.map((g) => g.kind);
  const kindText = kinds.length <= 1 ? (kinds[0] ?? "") : `${kinds.slice(0, -1).join(", ")} and ${kinds.at(-1)}`;
  const listed = new Set(groups.flatMap((g) => g.classes.flatMap((c) => DRUG_CLASSES[c] ?? [])));
  const drugs = [...new Set(meds.flatMap((m) => m.drugs.filter((d) => listed.has(d))))];
  const drugText = drugs.length <= 1 ? (drugs[0] ?? "") : `${drugs.slice(0, -1).join(", ")} and ${drugs.at(-1)}`;
  return {
    refs: [...meds.map((m) => m.ref), ...note.refs],
    clinicianExtra: `Currently taking ${medNames(meds)}: ${kindText} can make bleeding more likely, so ${one ? "it" : "each"} should be considered as a possible contributor to blood loss; this does not replace the search for the source.${note.clinicianExtra ? ` ${note.clinicianExtra}` : ""}`,
    patientExtra: `You take ${drugText}. ${one ? "This medicine" : "These medicines"} can make bleeding more likely, so your doctor may check whether ${one ? "it plays" : "they play"} a part. Do not stop ${one ? "it" : "them"} without talking to your doctor first.`,
    // Condition guidelines only for a patient they are written for (see evidence/populations.ts).
    evidence: [
      ...new Set([
        ...withoutPrimaryPreventionInAf(
          fittingSources(
            ctx,
            groups.flatMap((g) => g.evidence),
          ),
        ),
        ...groups.flatMap((g) =>
          Object.entries(g.byClass ?? {})
            .filter(([cls]) => g.meds.some((m) => m.classes.includes(cls)))
            .map(([, id]) => id),
        ),
        ...(note.evidence ?? []),
      ]),
    ],
  };
}

/**
 * Next steps for each liver-test pattern, from the ACG 2017 guideline on abnormal liver
 * chemistries: a hepatocellular pattern calls for the causes of liver-cell injury, a cholestatic
 * one for confirming that a raised ALP comes from the liver and imaging the bile ducts, a mixed
 * one for both. A GGT already in the results answers the first cholestatic step, so it is read
 * rather than requested.
 */
const HEPATOCELLULAR_STEPS = [
  "Hepatocellular pattern: ask about alcohol and about prescribed and over-the-counter medicines",
  "Test for viral hepatitis (A, B and C) and assess for fatty liver disease",
  "If these do not explain it, consider haemochromatosis, autoimmune hepatitis, Wilson disease and alpha-1 antitrypsin deficiency",
] as const;
/**
 * The "ask about alcohol" step with the intake already recorded: it is named, not asked for (review
 * 36, liver-gi-36 case 08: "ask about alcohol" beside "Non-drinker").
 */
function alcoholAskedStep(ctx: RuleContext, step: string): string {
  const ask = /\b([Aa])sk about alcohol and about (prescribed and over-the-counter medicines)/.exec(step);
  const drinking = ask === null ? undefined : recordedAlcohol(ctx);
  if (ask === null || drinking === undefined) return step;
  const said = drinking.kind === "none" ? "the notes record no alcohol" : "alcohol intake recorded";
  return step.replace(ask[0], `${ask[1]}sk about ${ask[2]} (${said}: "${drinking.quote}")`);
}

const WITHOUT_WILSON =
  "If these do not explain it, consider haemochromatosis, autoimmune hepatitis and alpha-1 antitrypsin deficiency";

/**
 * A negative hepatitis test stated in the notes: "Hepatitis B and C negative", "hep A/B/C neg",
 * "HBsAg negative" (review 22, liver-gi-22 case 10 was asked to test for the hepatitis B and C the
 * notes gave as negative). `letter` is the virus's letter in a list of them, `codes` its own names.
 */
function statedNegative(letter: string, codes: string): RegExp {
  const list = `(?:[abcde]\\s*(?:,|and|&|/|or)?\\s*)*`;
  return new RegExp(
    `\\b(?:(?:hepatitis|hep\\.?)\\s*${list}${letter}(?:\\s*(?:,|and|&|/|or)?\\s*[abcde])*|${codes})\\b[^.;\\n]{0,25}?\\b(?:negative|neg|not detected|non-?reactive)\\b`,
    "i",
  );
}

/**
 * The viral hepatitis tests of the hepatocellular step: a result from the past year in the record
 * (a non-reactive one included) is not asked for again.
 */
const VIRAL_HEPATITIS: TestsStep = {
  verb: "Test for",
  tests: [
    { words: "hepatitis A", ids: ["hav-igm"], withinDays: 365, stated: statedNegative("a", "hav") },
    { words: "hepatitis B", ids: ["hbsag"], withinDays: 365, stated: statedNegative("b", "hbv|hbsag") },
    { words: "hepatitis C", ids: ["hcv-ab", "hcv-rna"], withinDays: 365, stated: statedNegative("c", "hcv|anti-?hcv") },
  ],
  tail: " and assess for fatty liver disease",
};

/** Steatotic liver disease already on record: an active condition naming it, or an imaging report finding it. */
function steatosisOnRecord(ctx: RuleContext): boolean {
  const { finding } = LIVER_ULTRASOUND_FINDING;
  return (
    ctx.model.conditions.some((c) => isActiveCondition(c.status) && finding.test(c.name)) ||
    ctx.model.imaging.some((s) => finding.test(`${s.description}. ${s.text}`))
  );
}

/** The step for the viral hepatitis tests the record lacks; `own` when it holds none of them. */
function viralHepatitisStep(ctx: RuleContext, own: string): string {
  // Fatty liver already seen on ultrasound is not "assessed for" again (review 22, liver-gi-22 case 10),
  // nor when it is on the problem list or in an imaging report (review 24, infection-liver-24b case 04:
  // MASLD recorded, steatosis on an ultrasound report, still "assess for fatty liver disease").
  const fatty = scanInRecord(ctx, LIVER_ULTRASOUND_FINDING) !== undefined || steatosisOnRecord(ctx);
  const step = fatty ? { ...VIRAL_HEPATITIS, tail: "" } : VIRAL_HEPATITIS;
  const worded = !VIRAL_HEPATITIS.tests.some((t) => isInRecord(ctx, t))
    ? own
    : (checkMissing(ctx, step) ?? reviewWording(ctx, step));
  return fatty ? worded.replace(VIRAL_HEPATITIS.tail ?? "", "") : worded;
}

/** What the GGT in the results says about where a raised ALP comes from. */
type GgtReading = "raised" | "normal" | "absent";

const GGT_STEP: Record<GgtReading, string> = {
  absent: "check GGT to confirm that the raised ALP comes from the liver",
  raised: "the raised GGT supports a liver source for the raised ALP",
  normal: "a normal GGT argues against a liver source for the raised ALP",
};

function cholestaticSteps(ggt: GgtReading): string[] {
  return [
    `Cholestatic pattern: ${GGT_STEP[ggt]}`,
    "Liver and bile duct ultrasound to look for dilated or blocked bile ducts",
    "If the ALP is of liver origin, consider testing for primary biliary cholangitis and primary sclerosing cholangitis",
  ];
}

function liverSteps(pattern: "hepatocellular" | "cholestatic" | "mixed", ggt: GgtReading): readonly string[] {
  if (pattern === "hepatocellular") return HEPATOCELLULAR_STEPS;
  if (pattern === "cholestatic") return cholestaticSteps(ggt);
  return [
    "Mixed pattern: look for both liver-cell and bile-duct causes",
    ...HEPATOCELLULAR_STEPS.map((s) => s.replace(/^Hepatocellular pattern: a/, "A")),
    ...cholestaticSteps(ggt).map((s) => s.replace(/^Cholestatic pattern: (.)/, (_, c: string) => c.toUpperCase())),
  ];
}

/** The current GGT against the laboratory's upper limit (else the catalogue's); "absent" if unreadable. */
function ggtReading(ctx: RuleContext): { reading: GgtReading; obs: LabObservation | undefined } {
  const obs = ctx.lab("ggt");
  const ggt = ctx.valueOf(obs);
  const uln = ctx.upperLimit("ggt");
  if (ggt === undefined || uln === undefined) return { reading: "absent", obs: undefined };
  return { reading: ggt > uln ? "raised" : "normal", obs };
}

/**
 * In a child or adolescent, a raised ALP with ALT normal and AST, total bilirubin and GGT normal
 * or not measured: ALP runs far above adult values with growth and puberty (Zierk 2017), so the
 * rise is read as bone, not liver. Each test must be judged normal; an unjudged one (no range)
 * does not count as normal.
 */
function isolatedAlpInMinor(ctx: RuleContext): boolean {
  // An ALT not measured does not make the rise a liver one (review 11, lab panels 5: ALP 320 at 7
  // with no other liver test was explained as bile ducts or bone against an adult range).
  const alt = ctx.lab("alt");
  if (!isMinor(ctx) || !isHigh(ctx.lab("alp")) || (alt !== undefined && !isNormal(alt))) return false;
  return ["ast", "bilirubin-total", "ggt"].every((id) => {
    const obs = ctx.lab(id);
    return obs === undefined || obs.status === "normal" || obs.status === "low";
  });
}

/** An ALP upper limit (U/L) above which the laboratory's range is taken as one for children. */
const CHILD_ALP_RANGE_TOP = 250;

/** The age below which a mild isolated ALP rise is not read as a liver pattern: kept narrow, to the young adults of review 12. */
const YOUNG_ADULT_AGE = 25;
/** A mild ALP rise: up to this multiple of its upper limit. */
const MILD_ALP_ULN = 1.5;

/**
 * In a young adult, a mild ALP rise with ALT normal and AST and GGT not raised. ACG 2017 reads a
 * cholestatic pattern from an ALP rise of liver origin; this one is not shown to come from the
 * liver, and bone is the other main source, so it is left to its own lab line rather than given an
 * ultrasound and PBC/PSC work-up (review 12, young adults 15: ALP 142 at 20 with ALT 24).
 */
function mildIsolatedAlpInYoungAdult(ctx: RuleContext, altNormal: boolean, alpTimesUln: number): boolean {
  if (ctx.age === undefined || ctx.age >= YOUNG_ADULT_AGE || !altNormal || alpTimesUln > MILD_ALP_ULN) return false;
  return ["ast", "ggt"].every((id) => {
    const obs = ctx.lab(id);
    return obs === undefined || !isHigh(obs);
  });
}

/**
 * At any age, an ALP just outside the laboratory's range (slight-flag.ts) with ALT normal and AST
 * and GGT not raised. As for the young adult above, no pattern, ultrasound or PBC/PSC work-up is
 * read from it; its own lab line tells it as slightly outside the range (review 19, deep sweep
 * case 04: ALP 132 against 30–130 at 71 with ALT 22 came out as a moderate cholestatic pattern).
 */
function slightAlpOnly(ctx: RuleContext, altNormal: boolean): boolean {
  const alp = ctx.lab("alp");
  if (!altNormal || alp === undefined || !slightlyOutsideRange(alp)) return false;
  return ["ast", "ggt"].every((id) => {
    const obs = ctx.lab(id);
    return obs === undefined || !isHigh(obs);
  });
}

/** A liver-test pattern, with the R ratio that named it when the ALP is raised. */
interface LiverPattern {
  pattern: "hepatocellular" | "cholestatic" | "mixed";
  r?: number;
  /** A child's ALP raised only against an adult range, so not read as a liver rise (see liverPattern). */
  childAlp?: true;
}

/**
 * The liver-test pattern when ALT or ALP is raised. ACG 2017 defines cholestatic injury as an ALP
 * rise out of proportion to the ALT and AST: with the ALP within its range there is no such rise,
 * so a raised ALT with it is hepatocellular, however low the R ratio (ALT/ULN over ALP/ULN) comes
 * out. With the ALP raised the R ratio names the pattern. In a child the limits must be the
 * laboratory's own (the catalogue's are adults'), and an isolated ALP rise is no liver pattern
 * (see {@link isolatedAlpInMinor}).
 */
export function liverPattern(ctx: RuleContext): LiverPattern | undefined {
  // A baby's liver tests are not read by the adult R ratio and its work-up (PBC, PSC): conjugated
  // jaundice in a young baby has its own rule (infant-jaundice.ts).
  if (ctx.age !== undefined && ctx.age < 1) return undefined;
  if (isMinor(ctx)) {
    const printed = ["alt", "alp"].every((id) => ctx.lab(id)?.range?.high !== undefined);
    if (!printed || isolatedAlpInMinor(ctx)) return undefined;
    // An ALP raised only against an adult range (its top at or below 250 U/L) gives no R ratio in a
    // growing child, whose ALP runs well above it, nor the adult cholestatic work-up (PBC, PSC) that
    // follows: with the ALT raised the pattern is read from the ALT (review 31b, deep-paeds-31b case
    // 03: ALT 92 and ALP 265 against 40-129 at 9 read as "cholestatic" beside the child's fatty-liver
    // finding). With the ALT normal, a raised GGT still reads the ALP as the liver's (below).
    const alpUpper = ctx.upperLimit("alp");
    const altUpper = ctx.upperLimit("alt");
    const altValue = ctx.value("alt");
    if (
      isHigh(ctx.lab("alp")) &&
      alpUpper !== undefined &&
      alpUpper <= CHILD_ALP_RANGE_TOP &&
      altValue !== undefined &&
      altUpper !== undefined &&
      altValue > altUpper
    )
      return { pattern: "hepatocellular", childAlp: true };
  }
  // In later pregnancy a raised ALP with normal ALT and other liver tests is the placenta's (pregnancy-labs.ts).
  if (placentalAlp(ctx) === "normal") return undefined;
  // Intrahepatic cholestasis of pregnancy has its own rule, without the adult imaging and PBC/PSC work-up.
  if (cholestasisOfPregnancy(ctx) !== undefined || itchAwaitingBileAcids(ctx) !== undefined) return undefined;
  const alt = ctx.value("alt");
  const alp = ctx.value("alp");
  const altUln = ctx.upperLimit("alt");
  const alpUln = ctx.upperLimit("alp");
  if (alt === undefined || alp === undefined || altUln === undefined || alpUln === undefined) return undefined;
  if (alt <= altUln && alp <= alpUln) return undefined;
  if (alp <= alpUln) return { pattern: "hepatocellular" };
  if (mildIsolatedAlpInYoungAdult(ctx, alt <= altUln, alp / alpUln)) return undefined;
  if (slightAlpOnly(ctx, alt <= altUln)) return undefined;
  // An adult's ALP rise with a normal GGT points to bone: no cholestatic pattern or liver work-up
  // is derived from it (alp-bone-source.ts reads it; review 19, liver-2 case 03).
  if (alpFromBone(ctx) !== undefined) return undefined;
  const r = alt / altUln / (alp / alpUln);
  return { r, pattern: r >= 5 ? "hepatocellular" : r <= 2 ? "cholestatic" : "mixed" };
}

/** A mild ALT rise: under this multiple of its upper limit. */
const MILD_ALT_ULN = 2;

/**
 * A bilirubin only just above its limit: under this multiple of it. An engine choice: at a health
 * check, ALT 42 (limit 40) beside bilirubin 22 (limit 21) is still the mildest picture and was told
 * at moderate priority (review 19, quiet panels 01); the bilirubin keeps its own line.
 */
const SLIGHT_BILIRUBIN_ULN = 1.5;

/**
 * ALT raised under twice its limit, with AST and GGT each measured or absent and neither raised, and
 * bilirubin not raised or only slightly (SLIGHT_BILIRUBIN_ULN).
 */
function mildIsolatedAlt(ctx: RuleContext): boolean {
  const alt = ctx.value("alt");
  const uln = ctx.upperLimit("alt");
  if (alt === undefined || uln === undefined || alt > MILD_ALT_ULN * uln) return false;
  const bili = ctx.value("bilirubin-total");
  const biliUln = ctx.upperLimit("bilirubin-total");
  const slightBili =
    !isHigh(ctx.lab("bilirubin-total")) ||
    (bili !== undefined && biliUln !== undefined && bili < SLIGHT_BILIRUBIN_ULN * biliUln);
  return slightBili && ["ast", "ggt"].every((id) => !isHigh(ctx.lab(id)));
}

/** The liver tests a patient is told are raised, counted. */
const LIVER_PANEL = ["alt", "ast", "alp", "ggt", "bilirubin-total"] as const;
/** By count of raised tests; none flagged (a value above the limit used, without a flag) reads as one. */
const COUNT_WORDS = [
  "A liver test is",
  "One liver test is",
  "Two liver tests are",
  "Three liver tests are",
  "Four liver tests are",
  "Five liver tests are",
];

/** "One liver test is raised.", "Two liver tests are raised.": the raised tests of the panel, counted. */
function raisedLiverTests(ctx: RuleContext): string {
  const n = LIVER_PANEL.filter((id) => isHigh(ctx.lab(id))).length;
  return `${COUNT_WORDS[n] ?? COUNT_WORDS[0]} raised.`;
}

const JAUNDICE_STEPS = [
  "Urgent imaging of the liver, bile ducts and pancreas: ultrasound first, CT if needed",
  NG12_JAUNDICE_STEP,
] as const;
/** The imaging step once a dilated duct has been seen (review 32, infect-liver-32b case 05). */
const DILATED_DUCT_STEP = "Urgent CT of the pancreas and bile ducts: the imaging already shows a dilated bile duct";

/** Known PBC with an adequate response to UDCA (pbc-treated.ts): BSG/UK-PBC 2018 and EASL 2017 keep UDCA for life. */
const PBC_RESPONDING_STEP =
  "Continue ursodeoxycholic acid long term, and keep ALP and bilirubin under review at least yearly with the PBC follow-up plan";
const FRACTIONATE_STEP =
  "Fractionate the raised total bilirubin (conjugated and unconjugated): a raised conjugated bilirubin points to liver or bile-duct disease";

/** AASLD 2023: a FIB-4 below 1.3 means a low risk of advanced fibrosis. */
const FIB4_LOW = 1.3;
/** Above this FIB-4 the risk of advanced fibrosis is high. */
const FIB4_HIGH = 2.67;

/**
 * A FIB-4 to two decimals, or three where two would put it on the other side of a cut-off it is
 * read against: 1.298 is "1.298, below 1.3", not "1.3, below 1.3" (review 22, liver-meds-22b case 01).
 * Trailing zeros are kept, as a laboratory prints the score: a score of 4.0 read "FIB-4 = 4", like a
 * whole-number count beside the 2.67 it is compared with (review 35, liver-35 case 01).
 */
function fib4Text(value: number): string {
  const shown = Number(formatNumber(value, 2));
  const crosses = [FIB4_LOW, FIB4_HIGH].some((cut) => value < cut !== shown < cut || value > cut !== shown > cut);
  return value.toFixed(crosses ? 3 : 2);
}
/** A laboratory result that is itself a FIB-4 score ("FIB-4 index", "FIB4 score"). */
const REPORTED_FIB4 = /\bfib-?4\b/i;
/** Below this age FIB-4 performs poorly (validated from 35 to 65; mcpherson-2017-age-fibrosis-scores). */
const FIB4_MIN_AGE = 35;

/**
 * FIB-4, (age × AST) / (platelets × √ALT), with what it was computed from; adults only, since the
 * AASLD 2023 guidance that sets its cut-offs leaves children's fatty liver disease to a separate document.
 */
export function fib4(
  ctx: RuleContext,
): { value: number; age: number; refs: string[]; values: Record<string, string | number> } | undefined {
  const age = ctx.age;
  const ast = ctx.value("ast");
  const alt = ctx.value("alt");
  const plt = ctx.value("platelets");
  if (age === undefined || age < ADULT_AGE || ast === undefined || alt === undefined || plt === undefined)
    return undefined;
  // Pregnancy changes platelets and transaminases for reasons of its own (HELLP among them), so
  // the score is not read then.
  if (alt <= 0 || plt <= 0 || pregnancy(ctx) !== undefined) return undefined;
  const value = (age * ast) / (plt * Math.sqrt(alt));
  // A FIB-4 the laboratory reported as a result of its own is the same score: the finding reads it,
  // so it is not repeated as a generic result line (review 21, kidney-preg-onc leftovers case 06).
  const reported = ctx.model.labs.filter((o) => REPORTED_FIB4.test(o.name));
  return {
    value,
    age,
    refs: ctx.refs(ctx.lab("ast"), ctx.lab("alt"), ctx.lab("platelets"), ...reported),
    values: {
      fib4: fib4Text(value),
      age,
      ast: ctx.showValue("ast"),
      alt: ctx.showValue("alt"),
      plt: ctx.showValue("platelets"),
    },
  };
}

/**
 * An ultrasound in the record that images the liver: named as of the liver, or of the abdomen
 * (an aortic scan excepted, which does not look at the liver).
 */
function liverUltrasound(ctx: RuleContext): ImagingItem | undefined {
  return ctx.model.imaging.find((study) => {
    const name = `${study.type} ${study.description} ${study.modality ?? ""}`;
    if (!/ultrasound|sonograph|\bus\b|\buss\b/i.test(name)) return false;
    return /liver|hepat/i.test(name) || (/abdom/i.test(name) && !/aort/i.test(name));
  });
}

/** How recent a liver ultrasound must be to stand for the one a new liver pattern asks for (an engine choice). */
const RECENT_SCAN_DAYS = 180;

/** A liver ultrasound in the record taken within {@link RECENT_SCAN_DAYS} days (an undated one counts). */
export function recentLiverUltrasound(ctx: RuleContext): boolean {
  const study = liverUltrasound(ctx);
  const now = referenceNow(ctx);
  const when = study?.date === undefined ? undefined : Date.parse(study.date);
  if (study === undefined) return false;
  return when === undefined || now === undefined || Number.isNaN(when) || now - when <= RECENT_SCAN_DAYS * 86_400_000;
}

/** A metabolic risk factor for MASLD: its clinical name, and how the patient is told what was found. */
interface MasldRisk {
  name: string;
  patient: string;
}

/**
 * A raised ALT with the metabolic risk factors that make MASLD likely; undefined without. Obesity
 * read from the BMI alone is told to the patient as a BMI, not as a recorded condition.
 */
function masldRisks(ctx: RuleContext): MasldRisk[] | undefined {
  if (!isHigh(ctx.lab("alt"))) return undefined;
  const bmi = ctx.vitals("bmi")[0]?.value;
  const obesity =
    ctx.conditions("obesity").length > 0
      ? { name: "obesity", patient: "obesity" }
      : bmi !== undefined && bmi >= 30
        ? { name: "obesity", patient: "a BMI in the obesity range" }
        : undefined;
  const risks = [
    hasDiabetes(ctx) ? { name: "diabetes", patient: "diabetes" } : undefined,
    obesity,
    ctx.conditions("prediabetes").length > 0 ? { name: "prediabetes", patient: "prediabetes" } : undefined,
  ].filter((r): r is MasldRisk => r !== undefined);
  return risks.length > 0 ? risks : undefined;
}

/** Steatotic liver disease (MASLD, NAFLD, fatty liver) among the active conditions. */
function recordedSteatoticLiver(ctx: RuleContext): ConditionItem | undefined {
  return ctx.model.conditions.find((c) => isActiveCondition(c.status) && LIVER_ULTRASOUND_FINDING.finding.test(c.name));
}

/** Grams of alcohol a week (women, men) above which the 2023 nomenclature leaves MASLD for MetALD, and leaves MetALD for ALD. */
const METALD_GRAMS = { female: [140, 350], male: [210, 420] } as const;
/** Grams of alcohol in one UK unit. */
const GRAMS_PER_UK_UNIT = 8;

/**
 * Alcohol stated with an amount above the MASLD limit for the sex: under the 2023 multisociety
 * nomenclature steatotic liver disease with a metabolic risk factor is MetALD at 140–350 g a week
 * in women or 210–420 g in men, and alcohol-related liver disease above that (review 22,
 * liver-meds-22b: "MASLD is likely" was said of a man drinking 30 units a week). Undefined without
 * an amount, a known sex, or intake above the limit.
 */
function metaldClass(
  ctx: RuleContext,
): { kind: "MetALD" | "ALD"; quote: string; grams: number; limit: number; sex: string } | undefined {
  const intake = statedAlcohol(ctx);
  if (intake?.unitsPerWeek === undefined || (ctx.sex !== "female" && ctx.sex !== "male")) return undefined;
  const [low, high] = METALD_GRAMS[ctx.sex];
  const grams = intake.unitsPerWeek * GRAMS_PER_UK_UNIT;
  if (grams <= low) return undefined;
  return {
    kind: grams > high ? "ALD" : "MetALD",
    quote: intake.quote,
    grams,
    limit: grams > high ? high : low,
    sex: ctx.sex === "female" ? "women" : "men",
  };
}

/** The recorded intake as the MASLD finding reads it: none, or an amount within the MASLD limit. */
function alcoholReadText(ctx: RuleContext, drinking: RecordedAlcohol): string {
  if (drinking.kind === "none") return `The notes record no alcohol ("${drinking.quote}").`;
  const grams = `about ${formatNumber(Math.round(drinking.unitsPerWeek * GRAMS_PER_UK_UNIT))} g a week`;
  const limit =
    ctx.sex === "female" || ctx.sex === "male"
      ? `, within the MASLD limit of ${METALD_GRAMS[ctx.sex][0]} g a week for ${ctx.sex === "female" ? "women" : "men"}`
      : "";
  return `The notes record alcohol ("${drinking.quote}", ${grams})${limit}.`;
}

/**
 * Whether liver fibrosis is in question beyond the FIB-4 itself: raised liver enzymes, low platelets,
 * known liver disease, alcohol, or a metabolic risk for MASLD. AASLD 2023 applies the score to people
 * at risk; without any of these an indeterminate score mostly reflects age, which is a term of the
 * formula (review 18 us-clinic-sweep 02: FIB-4 1.42 at 72 with normal AST, ALT and platelets).
 */
function fibrosisInQuestion(ctx: RuleContext): boolean {
  return (
    isHigh(ctx.lab("alt")) ||
    isHigh(ctx.lab("ast")) ||
    isHigh(ctx.lab("ggt")) ||
    isLow(ctx.lab("platelets")) ||
    fibrosisRiskBesideTests(ctx)
  );
}

/** The part of fibrosisInQuestion that is not a blood test: liver disease, alcohol, metabolic risk. */
function fibrosisRiskBesideTests(ctx: RuleContext): boolean {
  const bmi = ctx.vitals("bmi")[0]?.value;
  return (
    ctx.conditions("liver-disease").length > 0 ||
    currentHepatitisC(ctx) ||
    alcoholIntake(ctx) !== undefined ||
    hasDiabetes(ctx) ||
    ctx.conditions("prediabetes").length > 0 ||
    ctx.conditions("obesity").length > 0 ||
    (bmi !== undefined && bmi >= 30)
  );
}

/** Whether free text states a feature and does not deny it (see rules/notes.ts). */
function statesFeature(text: string, re: RegExp): boolean {
  return statedMention(text, re, true) !== undefined;
}

/** Jaundice named in free text or a condition: "jaundiced", "icterus", "yellowing of the eyes". */
const JAUNDICE = /\b(jaundice[d]?|icter(us|ic)|yellow(ing)?\s+(of\s+the\s+)?(skin|eyes))\b/;

/** Features in the notes that, with a raised conjugated bilirubin, point to obstruction or cancer. */
const JAUNDICE_FEATURES: readonly (readonly [string, RegExp])[] = [
  ["jaundice", JAUNDICE],
  // "Lost 7 kg over three months" names the loss by its amount (review 19, liver-2 case 08).
  [
    "weight loss",
    /\b(weight\s+loss|lost\s+(\d+\s*(kg|lbs?|pounds?|stone)\s+)?(in\s+)?weight|losing\s+weight|lost\s+\d+(\.\d+)?\s*(kg|lbs?|pounds?|stone)\b)/,
  ],
  ["pale stools", /\b(pale|clay[- ]colou?red|light[- ]colou?red)\s+(stools?|faeces|feces|poo)\b/],
  ["dark urine", /\bdark\s+urine\b/],
  ["itching", /\b(itch(ing|y)?|prurit(us|ic))\b/],
];

/**
 * Jaundice the record states: a current condition that names it, else a mention in the notes that
 * is not denied ("not jaundiced" does not count; see notes.ts).
 */
function statedJaundice(ctx: RuleContext): { condition?: ConditionItem; quote: string } | undefined {
  const condition = ctx.model.conditions.find(
    (c) => isActiveCondition(c.status) && JAUNDICE.test(c.name.toLowerCase()),
  );
  if (condition !== undefined) return { condition, quote: condition.name };
  const quote = statedMention(ctx.freeText, JAUNDICE);
  return quote === undefined ? undefined : { quote };
}

/**
 * What makes a raised bilirubin at 40 or over possible obstructive jaundice for NICE NG12: a raised
 * conjugated (direct) bilirubin, or a raised total bilirubin with jaundice stated. A raised
 * conjugated fraction with a normal total is not jaundice; the R ratio alone never stands in for
 * the conjugated fraction.
 */
function obstructiveJaundice(
  ctx: RuleContext,
): { total?: LabObservation; direct?: LabObservation; jaundice?: ReturnType<typeof statedJaundice> } | undefined {
  if (ctx.age === undefined || ctx.age < 40) return undefined;
  const total = ctx.lab("bilirubin-total");
  const direct = ctx.lab("bilirubin-direct");
  const conjugated = isHigh(direct) && (total === undefined || isHigh(total));
  const jaundice = isHigh(total) ? (statedJaundice(ctx) ?? cholestasisWithFeatures(ctx)) : undefined;
  if (!conjugated && jaundice === undefined) return undefined;
  return { total, direct: isHigh(direct) ? direct : undefined, jaundice };
}

/**
 * A raised total bilirubin read as obstructive jaundice without the word "jaundice": a cholestatic
 * or mixed liver pattern (the R ratio) with features of obstruction or cancer stated in the notes
 * (pale stools, dark urine, itching, weight loss). Review 11 (lab panels) 1: bilirubin 62 µmol/L,
 * ALP 480, weight loss and pale stools at 72 got only a routine ultrasound. The R ratio alone,
 * with nothing in the notes, still does not stand in for the conjugated fraction.
 */
function cholestasisWithFeatures(ctx: RuleContext): { quote: string } | undefined {
  const pattern = liverPattern(ctx)?.pattern;
  if (pattern !== "cholestatic" && pattern !== "mixed") return undefined;
  const stated = JAUNDICE_FEATURES.filter(([name, re]) => name !== "jaundice" && statesFeature(ctx.freeText, re));
  return stated.length > 0 ? { quote: joinList(stated.map(([name]) => name)) } : undefined;
}

/** A result present and not above its range (a low one counts: only a rise matters here). */
const notRaised = (o: LabObservation | undefined) => o !== undefined && (o.status === "normal" || o.status === "low");

/** Above this multiple of its upper limit a raised bilirubin is not read as Gilbert syndrome (primary-care heuristic). */
const GILBERT_MAX_ULN = 3;

/**
 * A raised total bilirubin, up to 3× its upper limit, in an adult with nothing else to explain it:
 * ALT and ALP measured and not raised, AST and GGT not raised when measured, the conjugated
 * fraction not raised when measured, no anaemia, and no obstructive-jaundice finding. This is
 * where Gilbert syndrome is the commonest cause; with any of those abnormal it does not fit.
 */
export function isolatedRaisedBilirubin(
  ctx: RuleContext,
): { total: LabObservation; others: LabObservation[]; direct?: LabObservation } | undefined {
  const total = ctx.lab("bilirubin-total");
  const value = ctx.valueOf(total);
  const uln = ctx.upperLimit("bilirubin-total");
  if (isMinor(ctx) || total === undefined || !isHigh(total) || value === undefined || uln === undefined)
    return undefined;
  if (value > GILBERT_MAX_ULN * uln) return undefined;
  const alt = ctx.lab("alt");
  const alp = ctx.lab("alp");
  if (!notRaised(alt) || !notRaised(alp)) return undefined;
  const optional = ["ast", "ggt", "bilirubin-direct"].map((id) => ctx.lab(id));
  if (optional.some((o) => o !== undefined && !notRaised(o))) return undefined;
  if (anaemic(ctx) !== undefined || obstructiveJaundice(ctx) !== undefined) return undefined;
  const [ast, ggt, direct] = optional;
  const others = [alt, alp, ast, ggt].filter((o): o is LabObservation => o !== undefined);
  return { total, others, ...(direct ? { direct } : {}) };
}

const BILIRUBIN_UMOL_PER_MG_DL = 17.1;
const INDIRECT_BILIRUBIN_NOTED = /\b(?:indirect|unconjugated) bilirubin:?\s*(\d+(?:\.\d+)?)\s*(mg\/dl|[µu]mol\/l)/i;

/**
 * The indirect (unconjugated) bilirubin sent beside a raised total, as its own result or in the
 * laboratory comment ("Indirect bilirubin 1.1 mg/dL."), worded; only when it is most of the total, the
 * Gilbert pattern (review 25, liver-25b case 01: a fractionated result was asked to be fractionated).
 */
function indirectBilirubin(
  ctx: RuleContext,
  total: LabObservation,
): { text: string; sent?: LabObservation } | undefined {
  const totalValue = ctx.valueOf(total);
  if (totalValue === undefined) return undefined;
  const day = total.date?.slice(0, 10);
  // Both in the rule unit (mg/dL): a UK 10 µmol/L fraction of a 40 µmol/L total is not most of it.
  const sent = ctx.model.labs.find((o) => o.analyteId === "bilirubin-indirect" && o.date?.slice(0, 10) === day);
  const sentValue = ctx.valueOf(sent);
  if (sent !== undefined && sentValue !== undefined)
    return sentValue > totalValue / 2 ? { text: ctx.show(sent), sent } : undefined;
  const noted = INDIRECT_BILIRUBIN_NOTED.exec(total.notes ?? "");
  if (noted === null) return undefined;
  const notedMgDl = Number(noted[1]) / (/mol/i.test(noted[2] ?? "") ? BILIRUBIN_UMOL_PER_MG_DL : 1);
  return notedMgDl > totalValue / 2 ? { text: `${noted[1]} ${noted[2]} (in the laboratory comment)` } : undefined;
}

/** Generic names, among a class list, that the patient's medicines were recognised by ("sertraline"). */
function drugsOf(meds: readonly MedicationItem[], classes: readonly string[]): string {
  const listed = new Set(classes.flatMap((c) => DRUG_CLASSES[c] ?? []));
  return joinList([...new Set(meds.flatMap((m) => m.drugs.filter((d) => listed.has(d))))]);
}

/**
 * Hepatic encephalopathy in the conditions, current or past: confusion or drowsiness beside a low
 * sodium may then be its return, which the sodium can bring on (review 24, deep-24 case 02: the
 * confusion was put down to the sodium alone).
 */
function recordedHepaticEncephalopathy(ctx: RuleContext) {
  return ctx.model.conditions.find((c) => /\bhepatic encephalopathy\b|\bportosystemic encephalopathy\b/i.test(c.name));
}

/** Falls, which go with a long-standing low sodium rather than mark an emergency. */
const FALL = "a fall";
/** A fit, which makes any low sodium an emergency. */
const SEIZURE = "a seizure";
/**
 * Notes that, with a low sodium, may be its symptoms: confusion, nausea, a fall, a fit, vomiting or
 * drowsiness. ESE 2014 counts nausea without vomiting, like confusion, as a moderately severe symptom.
 */
const SODIUM_SYMPTOMS: readonly (readonly [string, RegExp])[] = [
  ["confusion", /\b(confus(ed|ion)|disorient(ed|ation)|delirium|delirious|muddled)\b/],
  ["nausea", /\b(nause(a|ated|ous)|queasy)\b/],
  [FALL, /\b(falls|fell|fallen|(?:a|one|had|recent) fall)\b/],
  [SEIZURE, /\b(seizures?|fits?|convuls(ion|ions|ing))\b/],
  ["vomiting", /\b(vomit(ing|ed|s)?|being sick)\b/],
  // "Sleepy" and "lethargic" are how a child's drowsiness is written (review 45, paeds-45 case 11).
  ["drowsiness", /\b(drows(y|iness)|somnolen(t|ce)|hard to rouse|obtunded|sleepy|letharg(ic|y))\b/],
];

/** Urine tests the lab catalogue does not define, so they are found by name. */
const URINE_SODIUM = /\burine\b.*\b(sodium|na)\b|\b(sodium|na)\b.*\burine\b|\bu[- ]?na\b/i;
const URINE_OSMOLALITY = /\burine\b.*\bosmol/i;

/**
 * The sodium below which the hyponatraemia finding reads it as low: 135 mmol/L (ESE), unless the
 * laboratory's own range reaches lower; the catalogue's lower limit (136) never raises it.
 */
export function hyponatraemiaLimit(ctx: RuleContext): number {
  return Math.min(135, ctx.lowerLimit("sodium") ?? 135);
}

/** The hyponatraemia tests not yet in the record: a test already done is not asked for again. */
export function missingSodiumTests(ctx: RuleContext): string[] {
  if (cirrhosisDiureticSodium(ctx)) return [];
  return [
    ctx.anyLab("osmolality-serum") ? "" : "serum osmolality",
    ctx.model.labs.some((o) => URINE_OSMOLALITY.test(o.name)) ? "" : "urine osmolality",
    ctx.model.labs.some((o) => URINE_SODIUM.test(o.name)) ? "" : "urine sodium",
  ].filter(Boolean);
}

/** Spironolactone by generic or brand name: its label lists hyponatraemia among its effects (aldactone-label). */
const SPIRONOLACTONE = new Set(["spironolactone", "aldactone"]);

/**
 * Current diuretics the cited sources tie to a low sodium: thiazides (ESE 2014), loop diuretics
 * (long matched as diuretics) and spironolactone (its label). Eplerenone, finerenone and amiloride
 * are left out: no source seen names hyponatraemia for them.
 */
export function sodiumLoweringDiuretics(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter(
    (m) =>
      m.active &&
      (m.classes.includes("thiazide") ||
        m.classes.includes("loop-diuretic") ||
        m.drugs.some((d) => SPIRONOLACTONE.has(d))),
  );
}

/**
 * The hyponatraemia step on medicines: the patient's own sodium-lowering medicines when there are
 * some, classes to ask about only when no medicines are listed, and neither otherwise (naming
 * thiazides for a patient on none reads as if they took one).
 */
/** A mild low sodium at or above this (mmol/L) is only just below 135 (see the hyponatraemia rule). */
const MARGINAL_LOW_SODIUM = 133;

function sodiumDrugStep(ctx: RuleContext, ssri: readonly MedicationItem[]): string {
  // A diuretic behind a low sodium is reviewed (or a thiazide stopped) by the diuretic finding's own
  // step, so it is not also "reviewed" here: "Review the diuretic" and "Review drugs that can lower
  // sodium (hydrochlorothiazide ...)" stood side by side (review 21, multimorbidity-21 cases 02-03).
  const diuretics = sodiumLoweringDiuretics(ctx);
  // Carbamazepine and oxcarbazepine cause SIADH-like low sodium too (review 10, cases 08–09; rules/antiepileptic-levels.ts).
  const lowering = [...new Set([...ssri, ...ctx.medsOf("carbamazepine", "oxcarbazepine")])];
  if (lowering.length > 0) return `Review drugs that can lower sodium (${medNames(lowering)}) and fluid intake`;
  if (diuretics.length > 0) return "Review fluid intake and any other medicines that can lower sodium";
  return ctx.model.medications.length === 0 && !isMinor(ctx)
    ? "Review medicines (such as thiazides and SSRIs) and fluid intake"
    : "Review medicines and fluid intake";
}

/** Gut losses in a child's notes: the low sodium is then read with the fluid losses of the illness. */
const GUT_LOSSES = /\b(diarrh(o)?ea|vomit(ing|ed|s)?|being sick|gastroenteritis|d\s?(&|and)\s?v)\b/;

/**
 * A child's low sodium with diarrhoea or vomiting: hydration and rehydration under the paediatric
 * team, not the adult osmolality work-up and medicine review (review 46, paeds-46 cases 01-02: a
 * sleepy 2-year-old with diarrhoea, vomiting and a sodium of 128 was given the adult steps). No
 * paediatric fluids source is held, so the words stay general.
 */
function childLossesSodiumSteps(ctx: RuleContext, urgent: boolean): string[] {
  // A child already in hospital (a paediatric assessment unit, case 03) is reviewed where they are.
  const where = inHospitalMention(ctx) === undefined ? "Same-day hospital assessment" : "Urgent review";
  return [
    ...(urgent
      ? [`${where} by the paediatric team: a low sodium with diarrhoea or vomiting and symptoms that may be from it`]
      : []),
    "Assess hydration and the fluids the child has been given; rehydrate with oral rehydration solution, or intravenous fluids under paediatric care if needed, avoiding hypotonic (low-sodium) fluids",
    "Recheck the sodium and potassium during rehydration, and look for another cause if the sodium does not settle as the child recovers",
  ];
}

function sodiumWorkUp(ctx: RuleContext): string {
  if (cirrhosisDiureticSodium(ctx)) return "";
  const missing = missingSodiumTests(ctx);
  if (missing.length > 0) return `; check ${joinList(missing)}`;
  // Results that meet the SIADH criteria are read, not handed back (review 34, kidney-lytes-34 case 07).
  const siadh = siadhPattern(ctx, sodiumLoweringDiuretics(ctx).length > 0);
  return siadh === undefined ? "; read the osmolality and urine sodium in the record" : `; ${siadh.step}`;
}

/** Patient words for a low sodium, by grade; symptoms in the notes make it an emergency at any grade. */
function sodiumPatientText(
  ctx: RuleContext,
  grade: "mild" | "moderate" | "profound",
  urgency: "emergency" | "today" | undefined,
): { level: string; advice: string } {
  // Unsteadiness and falls are an older adult's signs: a child is told of the sleepiness, vomiting
  // and headache that ESE 2014 also lists (review 45, paeds-45 case 11: a sleepy 2-year-old with
  // diarrhoea and a sodium of 128 was warned of "unsteadiness, falls or confusion").
  const child = ctx.age !== undefined && ctx.age < 18;
  const [level, lead] =
    grade === "mild"
      ? ["a little low", "A slightly low sodium often causes no symptoms, but its cause should be found."]
      : grade === "moderate"
        ? [
            "low",
            `At this level it can cause ${child ? "vomiting, headache, sleepiness or confusion" : "unsteadiness, falls or confusion"}${urgency === undefined ? ", so your doctor should see you soon" : ""}.`,
          ]
        : [
            "very low",
            `A level this low can cause confusion, ${child ? "sleepiness" : "falls"} or ${recordWords(ctx).fit}s and needs to be dealt with today.`,
          ];
  // A safety net for a sodium below 130 that is not already an emergency: the symptoms that make it one.
  const safetyNet =
    grade === "mild"
      ? ""
      : ` Get medical help at once if you become confused or very drowsy, keep vomiting or have a ${recordWords(ctx).fit}.`;
  const advice =
    urgency === "emergency"
      ? `${lead} Your notes mention symptoms that low sodium can cause: get medical help now, and go to an emergency department if you cannot reach your doctor today.`
      : urgency === "today"
        ? `${lead} Your notes mention symptoms that low sodium can sometimes cause, though they may have other causes: see your doctor today.${safetyNet}`
        : `${lead}${safetyNet}`;
  return { level, advice };
}

/** SNRIs among the SSRI/SNRI class (vocab/medications.ts), by generic and brand name. */
const SNRIS = new Set(["venlafaxine", "desvenlafaxine", "duloxetine", "efexor", "effexor", "cymbalta"]);

/** "is an SSRI", "is an SNRI" or "are SSRIs or SNRIs", as the patient's antidepressants are. */
function antidepressantKind(meds: readonly MedicationItem[]): string {
  const snri = meds.map((m) => m.drugs.some((d) => SNRIS.has(d)));
  if (meds.length === 1) return snri[0] ? "is an SNRI" : "is an SSRI";
  return snri.every(Boolean) ? "are SNRIs" : snri.some(Boolean) ? "are SSRIs or SNRIs" : "are SSRIs";
}

/** "Lipaemic", "lipemic", "lipaemia", "L-index 2+" in a laboratory comment. */
const LIPAEMIC = /\blip(?:a)?emi(?:c|a)\b|\bl-?index\s*[:=]?\s*[1-9]/i;

/**
 * The laboratory's comment calling the sodium's sample lipaemic, on the sodium itself or on another
 * result from the same sample (review 24, labs-24 case 03: triglycerides >2000 mg/dL "grossly
 * lipemic" and a sodium of 131 sent for a hyponatraemia work-up; fortgens-2011-pseudohyponatraemia).
 */
function lipaemicSodiumSample(ctx: RuleContext): { quote: string; ref: string } | undefined {
  const sodium = ctx.lab("sodium");
  if (sodium === undefined) return undefined;
  const sameSample = ctx.model.labs.filter((o) => o !== sodium && sodium.date !== undefined && o.date === sodium.date);
  for (const o of [sodium, ...sameSample]) {
    const notes = o.notes?.trim();
    if (notes && statedMention(notes.toLowerCase(), LIPAEMIC, true) !== undefined) return { quote: notes, ref: o.ref };
  }
  return undefined;
}

/**
 * The sodium corrected for a glucose of 200 mg/dL (11.1 mmol/L) or more taken within a day of it
 * (Katz 1973; see glucoseCorrectedSodium): such a glucose dilutes the sodium by drawing water out
 * of the cells, and the corrected value tells that apart from a true hyponatraemia.
 */
function sodiumCorrectedForGlucose(
  ctx: RuleContext,
  na: number,
): { value: number; glucose: LabObservation } | undefined {
  const sodium = ctx.lab("sodium");
  const glucose = ctx.lab("glucose");
  const g = ctx.valueOf(glucose);
  if (sodium === undefined || glucose === undefined || g === undefined || g < 200) return undefined;
  if (sodium.time !== undefined && glucose.time !== undefined && Math.abs(sodium.time - glucose.time) > 86_400_000)
    return undefined;
  return { value: glucoseCorrectedSodium(na, g), glucose };
}

/** Whether a low sodium is the glucose's dilution, normal once corrected for it (the hyponatraemia finding says so). */
export function sodiumExplainedByGlucose(ctx: RuleContext): boolean {
  const na = ctx.value("sodium");
  if (na === undefined) return false;
  const corrected = sodiumCorrectedForGlucose(ctx, na);
  return corrected !== undefined && corrected.value >= hyponatraemiaLimit(ctx);
}

/** A low sodium that the glucose explains: said so, with no SIADH work-up. */
function dilutionalSodium(ctx: RuleContext, corrected: { value: number; glucose: LabObservation }): RuleMatch {
  const value = formatNumber(corrected.value, 0);
  return {
    refs: ctx.refs(ctx.lab("sodium"), corrected.glucose),
    severity: Severity.low,
    values: {
      na: ctx.showValue("sodium"),
      reading: `low because of the glucose of ${ctx.show(corrected.glucose)}, which draws water out of the cells and dilutes the sodium; corrected for the glucose it is about ${value} ${monovalentUnit(ctx.lab("sodium"))}, within the normal range. This is not a true hyponatraemia, and no SIADH work-up is needed.`,
      level: "low on this test",
      advice: `This is because your very high blood sugar draws water into the blood and dilutes the sodium. Allowing for the sugar, your sodium is about ${value} ${monovalentUnit(ctx.lab("sodium"))}, which is normal, and the reading should settle as your sugar comes down.`,
    },
    nextSteps: [
      "Follow the glucose-corrected sodium while the glucose is treated; no osmolality or urine sodium work-up is needed for a low sodium the glucose explains",
    ],
    patientQuestions: [],
    evidence: ["katz-1973-glucose-sodium"],
  };
}

/**
 * Medicines whose raised potassium drug-lab.ts judges (its POTASSIUM_RAISING and TRIMETHOPRIM
 * classes; importing them would make a module cycle, since drug-lab.ts imports this file).
 */
const POTASSIUM_RAISING_CLASSES = [
  "ace-inhibitor",
  "arb",
  "mra",
  "potassium-sparing",
  "potassium-supplement",
  "co-trimoxazole",
  "trimethoprim",
  // Tacrolimus and ciclosporin: their high potassium is judged in rules/transplant-cni.ts.
  "calcineurin-inhibitor",
] as const;
/** A laboratory comment calling the sample haemolysed, or one saying it was not. */
const HAEMOLYSED = /\bh(?:a)?emoly[sz]\w*/;

/**
 * Hyperkalaemia grades used in UK primary care (NHS Highland, acutegpcornwall): mild 5.5–5.9,
 * moderate 6.0–6.4, severe 6.5 mmol/L or more. A grade only, never a cause.
 */
function potassiumGrade(k: number): "mild" | "moderate" | "severe" {
  return k >= 6.5 ? "severe" : k >= 6 ? "moderate" : "mild";
}

/**
 * Below this intact PTH (2.6 pmol/L, 24.5 pg/mL) a result inside its range still reads as
 * appropriately suppressed by a high calcium: one UK laboratory's guidance for its 1.6–6.9 pmol/L
 * assay (teveritt.co.uk test directory, seen 2026-11-23; above 7.0 pmol/L diagnostic of primary
 * hyperparathyroidism, 2.6–7.0 primary hyperparathyroidism or familial hypocalciuric hypercalcaemia).
 * It only keeps a low-normal PTH from being read as PTH-dependent, the cautious direction.
 */
const PTH_SUPPRESSED_BELOW = 2.6 / 0.106;

/** The current PTH read against a high calcium: suppressed, low-normal, inappropriately normal or high. */
function pthReading(
  ctx: RuleContext,
): { obs: LabObservation; kind: "suppressed" | "low-normal" | "inappropriately-normal" | "high" } | undefined {
  const obs = ctx.lab("pth-intact");
  const value = ctx.valueOf(obs);
  if (obs === undefined || value === undefined) return undefined;
  if (isLow(obs)) return { obs, kind: "suppressed" };
  if (isHigh(obs)) return { obs, kind: "high" };
  return { obs, kind: value < PTH_SUPPRESSED_BELOW ? "low-normal" : "inappropriately-normal" };
}

/**
 * The hypercalcaemia work-up step; tests already in the record are not asked for again, nor a PTH
 * another step already asks for (the repeat with PTH on lithium).
 */
function calciumWorkUp(
  ctx: RuleContext,
  pthAsked = false,
  stopped: readonly string[] = [],
  granulomatous = false,
): string {
  // Beside granulomatous (1,25-dihydroxyvitamin D) hypercalcaemia the 25-hydroxyvitamin D is kept,
  // with its reason: on a vitamin D supplement it tells excess taken by mouth (very high 25-hydroxy-
  // vitamin D) from the granulomas' 1,25-dihydroxyvitamin D ("tebben-2016-vitamin-d-hypercalcaemia";
  // review 31b, resp-31b case 12, after wave 1 asked whether it was needed at all).
  const vitaminD25 = granulomatous
    ? "25-hydroxyvitamin D (a very high level points to vitamin D taken by mouth, a high 1,25-dihydroxyvitamin D with a lower one to the granulomas)"
    : "25-hydroxyvitamin D";
  const missing = [
    ctx.lab("pth-intact") || pthAsked ? "" : "PTH",
    ctx.lab("vitamin-d-25oh") ? "" : vitaminD25,
    ctx.lab("creatinine") || ctx.lab("egfr") ? "" : "creatinine",
  ].filter(Boolean);
  const review = calciumDrugsToReview(ctx).filter((name) => !stopped.includes(name));
  const reviewText = review.length > 0 ? `review ${joinList(review)}` : "";
  if (missing.length === 0) return reviewText === "" ? "" : capitalise(reviewText);
  return `Check ${joinList(missing)}${reviewText ? `; ${reviewText}` : ""}`;
}

/**
 * Medicines that raise calcium, to review unless the notes say they are not taken ("not on thiazide
 * or lithium"). Thiazides and lithium are prescribed, so a medication list without them answers the
 * question too; supplements are often bought and missing from the list (review 23, fresh sweep 02).
 */
const CALCIUM_DRUGS: readonly (readonly [string, RegExp, string?])[] = [
  ["thiazides", /\b(?:thiazides?|bendroflumethiazide|hydrochlorothiazide|indapamide|chlortalidone)\b/, "thiazide"],
  ["lithium", /\blithium\b/, "lithium"],
  ["calcium supplements", /\bcalcium (?:(?:or|and|\/|\+) vitamin d3? )?(?:supplements?|tablets?|carbonate)\b/],
  ["vitamin D supplements", /\bvitamin d (?:supplements?|tablets?)\b|\bcolecalciferol\b|\bcholecalciferol\b/],
];

function calciumDrugsToReview(ctx: RuleContext): string[] {
  const text = ctx.freeText;
  const listed = ctx.model.medications.length > 0;
  return CALCIUM_DRUGS.filter(([, re, prescribed]) => {
    if (prescribed !== undefined && listed && ctx.meds(prescribed).length === 0) return false;
    const mentioned = re.test(text);
    return !mentioned || statedMention(text, re, true) !== undefined;
  }).map(([name]) => name);
}

/**
 * Steps once hypercalcaemia is PTH-dependent (NICE NG132): referral, end-organ assessment, and a
 * urine calcium to tell familial hypocalciuric hypercalcaemia, which needs no surgery, from primary
 * hyperparathyroidism. A renal stone or osteoporosis in the record are among the reasons for surgery;
 * so are, in the international consensus, a calcium more than 1 mg/dL (0.25 mmol/L) above the upper
 * limit, an eGFR below 60 and an age under 50 (review 24, resp-endo-24 case 06: calcium 11.4 mg/dL
 * and eGFR 54 went unnamed; "khan-2017-phpt-consensus"). `excess` is calcium minus its upper limit, mg/dL.
 */
function parathyroidSteps(ctx: RuleContext, excess: number): { steps: string[]; evidence: string[] } {
  const record = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  const organ = [
    statedMention(
      record,
      /\b(?:renal|kidney|ureteric) (?:stones?|calculus|calculi)\b|\bnephrolithiasis\b|\bnephrocalcinosis\b/,
      true,
    )
      ? "a kidney stone"
      : "",
    // A T-score of −2.5 or less is osteoporosis even when the word is not written (review 19, case 01).
    statedMention(record, /\bosteoporo(?:sis|tic)\b|\bfragility fracture\b/, true) || boneFragility(ctx) !== undefined
      ? "osteoporosis or a fragility fracture"
      : "",
  ].filter(Boolean);
  const egfr = ctx.lab("egfr");
  const egfrValue = ctx.valueOf(egfr);
  const consensus = [
    excess > 1
      ? `a calcium more than ${ctx.lab("calcium")?.unit === "mmol/L" ? "0.25 mmol/L" : "1 mg/dL"} above the upper limit`
      : "",
    egfr !== undefined && egfrValue !== undefined && egfrValue < 60 ? `an eGFR below 60 (${ctx.show(egfr)})` : "",
    ctx.age !== undefined && ctx.age < 50 ? "an age under 50" : "",
  ].filter(Boolean);
  organ.push(...consensus);
  // A DXA already in the record is not asked for again.
  const dxa = boneDensityInRecord(ctx);
  const kidney = ctx.lab("egfr") ?? ctx.lab("creatinine");
  const wanted = [dxa === undefined ? "DXA" : "", "renal tract ultrasound", kidney === undefined ? "eGFR" : ""];
  const held = [dxa && `DXA with ${dxa}`, kidney && `kidney function: ${ctx.show(kidney)}`].filter(Boolean);
  return {
    steps: [
      `Refer to endocrinology or a parathyroid surgeon${organ.length > 0 ? `: ${joinList(organ)} in the record ${organ.length > 1 ? "are indications" : "is an indication"} for surgery` : ""}`,
      `Assess end-organ effects: ${joinList(wanted.filter(Boolean))}${held.length > 0 ? ` (in the record: ${held.join("; ")})` : ""}; measure urine calcium (calcium:creatinine clearance ratio) to exclude familial hypocalciuric hypercalcaemia`,
    ],
    // A US record is given the international consensus, which holds stones and osteoporosis too, in
    // place of NICE NG132 (review 27, endocrine case 06).
    evidence: consensus.length > 0 || (organ.length > 0 && readsAsUsUnits(ctx)) ? ["khan-2017-phpt-consensus"] : [],
  };
}

/** Back or bone pain, or a fracture, stated in the notes. */
const BONE_PAIN = /\b(back\s+pain|bone\s+pain|backache|fracture[sd]?)\b/;

/**
 * Features of a high calcium in the notes that make it urgent from 3.0 mmol/L and rule out advice
 * to drink more: confusion and drowsiness (SfE 2016: cognitive dysfunction, confusion, coma) and
 * vomiting (SfE: anorexia, nausea). SfE's thirst and passing much urine count too: the water loss
 * that makes a high calcium climb (review 32, hyperk-32 case 14: adjusted calcium 3.21 with thirst
 * and a raised creatinine got "drink enough fluids" and no treatment step, where SfE asks for
 * prompt treatment of a symptomatic 3.0–3.5). Constipation, common and seldom from the calcium
 * alone, is left out.
 */
const CALCIUM_SYMPTOMS: readonly (readonly [string, RegExp])[] = [
  ["confusion", /\b(confus(ed|ion)|disorient(ed|ation)|delirium|delirious)\b/],
  ["drowsiness", /\b(drows(y|iness)|somnolen(t|ce)|hard to rouse|obtunded)\b/],
  ["vomiting", /\b(vomit(ing|ed|s)?|being sick)\b/],
  ["thirst", /\b(thirst(y)?|polydipsia|polyuria)\b/],
];

/** A calcium result the laboratory has already adjusted for albumin ("Adjusted Calcium", "Calcium (corrected)"). */
const ADJUSTED_CALCIUM = /\b(adjusted|corrected|albumin[- ]adjusted)\b/i;

/**
 * The step that confirms a high calcium, read against the record: none when the result is already
 * albumin-adjusted or an ionised calcium is there; with an albumin from the same time, adjusting
 * for it rather than asking for it again. On lithium the expert algorithm (Kovacs 2022) repeats
 * calcium with PTH after about two weeks.
 */
function calciumRepeatStep(
  ctx: RuleContext,
  onLithium: boolean,
  adjustedInText: boolean,
  referralStep: boolean,
): string | undefined {
  // With a PTH-dependent reading the referral is its own step, which then waits for this repeat.
  if (onLithium)
    return `Repeat albumin-adjusted calcium with PTH in about 2 weeks${referralStep ? "" : "; refer to endocrinology if both stay abnormal"}`;
  // The finding already states the albumin-adjusted value: asking to adjust it again repeats it (review 21).
  if (adjustedInText) return undefined;
  const caObs = ctx.lab("calcium");
  if (caObs === undefined || ADJUSTED_CALCIUM.test(caObs.name) || ctx.lab("calcium-ionized")) return undefined;
  const albumin = ctx.lab("albumin");
  const sameTime =
    albumin !== undefined &&
    (albumin.time === undefined || caObs.time === undefined || Math.abs(albumin.time - caObs.time) <= 2 * 86_400_000);
  // An albumin within its range changes the calcium by a tenth or two (0.8 mg/dL per g/dL, rules/calcium-correction.ts):
  // adjusting for it is no step worth listing (review 19, bone-calcium-plan case 01: albumin 4.2 g/dL).
  if (sameTime && albumin.status === "normal") return undefined;
  return sameTime
    ? `Adjust the calcium for the albumin in the record (${ctx.show(albumin)}), or check ionised calcium`
    : "Repeat calcium with albumin (or ionised calcium)";
}

/** The texts both myeloma findings share; they differ in what triggered them, and so in their problem heading. */
const MYELOMA_RULE = {
  family: F,
  severity: Severity.moderate,
  title: "Possible myeloma at 60 or over: very urgent protein electrophoresis and Bence-Jones test",
  // {guidance} and {when} are NICE NG12's, or on a US record plain urgency (MYELOMA_WORDS).
  clinician: "{trigger} at age {age}{features}. {guidance}",
  patient:
    "{patientTrigger} At your age, doctors check for a bone-marrow condition called myeloma with a blood test and a urine test. {when}",
  nextSteps: [
    "Very urgent (within 48 hours) serum protein electrophoresis and urine Bence-Jones protein test",
    "If the results suggest myeloma, refer to haematology on a suspected cancer pathway",
  ],
  patientQuestions: ["Should I have the blood and urine tests for myeloma?"],
  evidence: ["nice-ng12-suspected-cancer"],
  keywords: ["myeloma", "hypercalcaemia", "protein electrophoresis", "bence-jones protein"],
} as const;

/**
 * The myeloma finding's words by country. A US record has no NG12 pathway (review 29b, country-29b:
 * a Tucson record was told of NICE's 48 hours and a "suspected cancer pathway"): the urgency is
 * given in plain terms and the tests are the optimal care pathway's (myeloma-context.ts).
 */
const MYELOMA_WORDS = {
  uk: {
    guidance:
      "NICE NG12 advises very urgent (within 48 hours) serum protein electrophoresis and a urine Bence-Jones protein test to look for myeloma when someone aged 60 or over has a high calcium or a low white cell count and the presentation could fit myeloma.",
    when: "These should be done urgently, within 2 days, so please contact your doctor soon.",
  },
  us: {
    guidance:
      "At 60 or over, a high calcium or a low white cell count in a presentation that could fit myeloma calls for urgent tests for a paraprotein, within days: serum protein electrophoresis with immunofixation, serum free light chains and a urine Bence-Jones protein test.",
    when: "These tests are urgent, so please contact your doctor soon.",
  },
} as const;

/**
 * NICE NG12's very urgent myeloma tests at 60 or over, for a high calcium or a low white cell count
 * when the presentation could fit myeloma. The calcium finding fires on a high calcium (naming a
 * low white cell count too); the white-cell finding only when the calcium does not trigger.
 *
 * NG12 is for recognising a cancer not yet known, so a current cancer (myeloma included) in the
 * record stops both. A high calcium does not fit myeloma when it is PTH-dependent, or explained
 * by lithium or vitamin D toxicity, with none of myeloma's other features; a low white cell count
 * does not when a current medicine is known to lower it (chemotherapy, methotrexate, a
 * thiopurine, clozapine, an antithyroid drug). A reduced eGFR counts as a feature unless known
 * CKD with stable kidney function explains it.
 */
/** Whether a result was taken more than a year before the analysis (stale-results.ts: then it describes the patient then). */
function olderThanAYear(ctx: RuleContext, obs: LabObservation): boolean {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  return obs.time !== undefined && now - obs.time > 365 * 86_400_000;
}

function myelomaMatch(ctx: RuleContext, trigger: "calcium" | "white-cells"): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age < 60 || knownActiveCancer(ctx).length > 0) return undefined;
  // The electrophoresis NG12 asks for is done when a paraprotein is measured: the paraprotein finding
  // leads (review 28, haem-onc-28 case 06: "very urgent protein electrophoresis" beside an M-spike).
  if (paraproteinMeasured(ctx)) return undefined;
  const caObs = ctx.lab("calcium");
  const ca = ctx.valueOf(caObs);
  const caUln = ctx.upperLimit("calcium");
  const wbc = ctx.lab("wbc");
  const lowWbc = isLow(wbc) && whiteCellLoweringMedicines(ctx).length === 0;
  const hb = anaemic(ctx);
  const egfrObs = ctx.lab("egfr");
  const egfr = ctx.valueOf(egfrObs);
  // An eGFR its own day's creatinine contradicts is no feature to lean on (review 23, Synthea).
  const kidney =
    egfr !== undefined &&
    egfr < 60 &&
    (ctx.conditions("ckd").length === 0 || kidneyFunctionUnstable(ctx)) &&
    egfrCreatinineMismatch(ctx)?.egfr !== egfrObs;
  const protein = ctx.lab("total-protein");
  const backPain = statesFeature(ctx.freeText, BONE_PAIN);
  const features = [
    hb !== undefined ? `anaemia (haemoglobin ${ctx.showValue("hemoglobin")})` : "",
    kidney ? `reduced kidney function (eGFR ${ctx.show(egfrObs)})` : "",
    isHigh(protein) ? `raised total protein (${ctx.show(protein)})` : "",
    backPain ? "back pain, bone pain or a fracture mentioned in the notes" : "",
  ].filter(Boolean);
  const pth = pthReading(ctx);
  const pthDependent = pth?.kind === "high" || pth?.kind === "inappropriately-normal";
  // A PTH-driven high calcium, vitamin D toxicity and lithium can each harm the kidneys, and a mildly
  // reduced eGFR is common in old age, so a reduced eGFR alone does not make such a calcium fit
  // myeloma (whose calcium suppresses PTH); anaemia, a raised total protein or bone pain does
  // (review 18 us-clinic-sweep 06: calcium 10.9 mg/dL, PTH 88 pg/mL, eGFR 58 at 80).
  const vitaminD = vitaminDToxicity(ctx) !== undefined;
  const lithium = ctx.meds("lithium").length > 0 && pth?.kind !== "suppressed";
  // A white cell count just below its range with nothing else of myeloma is not "a presentation
  // consistent with possible myeloma" (NG12): 1 in 20 well people fall outside a range (review 23,
  // Synthea: 4.37 against 4.5-11.0 at 64 read as very urgent myeloma tests).
  // Nor is a low count more than a year old with nothing else of myeloma: the count now is unknown,
  // so it is repeated, not sent for tests within 48 hours (review 26, Synthea: a count of 3.76 from
  // 13 months before, told "urgently, within 2 days" beside "may not show how things are now").
  const fitsWbc =
    lowWbc &&
    !(
      wbc !== undefined &&
      (justBeyondRange(wbc) || olderThanAYear(ctx, wbc)) &&
      features.length === 0 &&
      !isLow(ctx.lab("platelets"))
    );
  const unexplained = features.length - (kidney ? 1 : 0);
  const explained = (pthDependent || vitaminD || lithium) && unexplained === 0;
  const highCa = ca !== undefined && caUln !== undefined && ca > caUln && !explained;
  if (trigger === "calcium" ? !highCa : highCa || !fitsWbc) return undefined;
  // Low counts in two or more lines with one severe call for a film and haematology first
  // (rules/oncology-haematology.ts, which names myeloma among the causes); the screen is not the headline.
  if (trigger === "white-cells" && severeCytopenias(ctx) !== undefined) return undefined;
  const triggers = [
    highCa ? `Calcium ${ctx.show(caObs)} above the laboratory's limit` : "",
    lowWbc ? `white cell count ${ctx.show(wbc)} below the laboratory's limit` : "",
  ]
    .filter(Boolean)
    .join(" and ");
  const extras: Partial<RuleMatch> = myelomaExtras(ctx, highCa); // myeloma-context.ts: globulin, free light chains, same-day discussion
  const marrow = !highCa && macrocyticCytopenia(ctx) !== undefined;
  return {
    refs: ctx.refs(
      highCa ? caObs : undefined,
      lowWbc ? wbc : undefined,
      hb !== undefined ? ctx.lab("hemoglobin") : undefined,
      kidney ? egfrObs : undefined,
      isHigh(protein) ? protein : undefined,
    ),
    values: {
      trigger: capitalise(triggers),
      age,
      features: features.length > 0 ? `; also in the record: ${joinList(features)}` : "",
      ...MYELOMA_WORDS[readsAsUsUnits(ctx) ? "us" : "uk"],
      patientTrigger: highCa
        ? lowWbc
          ? "Your calcium is high and your white blood cell count is low."
          : "Your calcium level is high."
        : "Your white blood cell count is low.",
    },
    // With other features that can go with myeloma the presentation fits better: higher priority.
    // Beside large red cells and two or more low counts, myelodysplasia is the likelier marrow cause
    // and its finding (film, haematology referral) leads: the myeloma screen led at 80 with MCV 104
    // and pancytopenia (review 30b, older-obs-30b case 03), so it steps down a grade and says why.
    severity: features.length > 0 && !marrow ? Severity.high : Severity.moderate,
    ...extras,
    ...(marrow && {
      clinicianExtra: [
        extras.clinicianExtra,
        "With large red cells and two or more low counts at this age, myelodysplasia is the likelier cause (see the marrow finding): these tests go with the blood film and haematology referral, not in place of them.",
      ]
        .filter(Boolean)
        .join(" "),
    }),
  };
}

/*
 * Hypoglycaemia without diabetes is evaluated once Whipple's triad is documented: symptoms, a low
 * glucose, and their resolution when glucose is raised (Endocrine Society 2009). The cause is then
 * found from a sample taken during hypoglycaemia, at a spontaneous episode or in a supervised fast
 * (Endotext): glucose, insulin, C-peptide, proinsulin, beta-hydroxybutyrate and a screen for
 * sulfonylureas, which someone may take by accident from a relative's supply.
 */
const HYPO_SYMPTOMS =
  /\b(?:confus\w*|slurred speech|sweat\w*|shak(?:y|ing|iness)|trembl\w*|tremor|palpitations?|seizure|collaps\w*|loss of consciousness|unconscious|odd behaviour)\b/;
const HYPO_RESOLVED =
  /\b(?:resolved|improved|recovered|relieved|settled|better)\b[^.;]{0,40}\b(?:glucose|dextrose|sugar|eating|food|glucagon|sweets)\b|\b(?:glucose|dextrose|glucagon|eating)\b[^.;]{0,20}\b(?:resolved|relieved)\b/;
const HOUSEHOLD_HYPOGLYCAEMIC =
  /\b(?:husband|wife|partner|mother|father|son|daughter|household|family member|relative|flatmate|carer)\b[^.;]{0,60}\b(?:gliclazide|glipizide|glibenclamide|glimepiride|tolbutamide|sulfonylureas?|sulphonylureas?|insulin|repaglinide|nateglinide)\b/;

interface WhippleTriad {
  symptoms: string;
  resolved: string;
  household?: string;
}

function whippleTriad(ctx: RuleContext): WhippleTriad | undefined {
  const text = ctx.freeText;
  const symptoms = statedMention(text, HYPO_SYMPTOMS, true);
  const resolved = statedMention(text, HYPO_RESOLVED, true);
  if (symptoms === undefined || resolved === undefined) return undefined;
  const household = statedMention(text, HOUSEHOLD_HYPOGLYCAEMIC, true);
  return household === undefined ? { symptoms, resolved } : { symptoms, resolved, household };
}

function whippleMatch(base: RuleMatch, t: WhippleTriad): RuleMatch {
  const screen = t.household
    ? `a sulfonylurea and meglitinide screen (the notes record access in the household: "${t.household}")`
    : "a sulfonylurea and meglitinide screen";
  return {
    ...base,
    severity: Severity.high,
    values: {
      ...base.values,
      patientPlan:
        "Your notes describe symptoms that went away when your sugar was raised. That needs checking by a hormone (endocrine) specialist, and it is not something to put down to anxiety. Keep glucose tablets or a sugary drink with you, take them at once if the symptoms come back and then eat, and ask your doctor whether it is safe to drive until the cause is found.",
    },
    clinicianExtra: `The notes document Whipple's triad: symptoms ("${t.symptoms}"), a low glucose, and resolution when glucose was raised ("${t.resolved}"). Without diabetes this calls for evaluation, not only a repeat: in a person who otherwise seems well the causes include endogenous hyperinsulinism (insulinoma) and accidental, surreptitious or factitious insulin or sulfonylurea; in the unwell, adrenal insufficiency, critical illness and non-islet-cell tumours.`,
    nextSteps: [
      "Refer to endocrinology for evaluation of hypoglycaemia without diabetes",
      `At the next spontaneous episode (or in a supervised fast of up to 72 hours), take a sample during hypoglycaemia before treating it: glucose, insulin, C-peptide, proinsulin, beta-hydroxybutyrate and ${screen}`,
      "Advise carrying fast-acting glucose and treating symptoms at once; discuss driving safety until the cause is found",
    ],
    evidence: [...(base.evidence ?? []), "endotext-non-diabetic-hypoglycaemia"],
  };
}

function hasDiabetes(ctx: RuleContext): boolean {
  return ctx.conditions("diabetes").length > 0;
}

/**
 * The non-acute rule-out levels in the unit the record reports the peptide in: ng/L and pg/mL are
 * the same number, and a UK record in ng/L was told "NT-proBNP 125 pg/mL" beside its own 1650 ng/L
 * (review 33, cardio-33 case 07).
 */
function ruleOutLevels(obs: LabObservation | undefined): string {
  const unit = /^ng\/l$/i.test(obs?.unit ?? "") ? "ng/L" : "pg/mL";
  return `NT-proBNP 125 ${unit}, BNP 35 ${unit}`;
}

/** The latest NT-proBNP (above 125 pg/mL) or BNP (above 35 pg/mL), graded against the acute cut-offs. */
function raisedNatriureticPeptide(
  ctx: RuleContext,
): { id: string; test: string; obs: LabObservation | undefined; severity: Severity } | undefined {
  const nt = ctx.value("nt-probnp");
  if (nt !== undefined && nt > 125) {
    const acuteCut = (ctx.age ?? 60) < 50 ? 450 : (ctx.age ?? 60) <= 75 ? 900 : 1800;
    return {
      id: "nt-probnp",
      test: "NT-proBNP",
      obs: ctx.lab("nt-probnp"),
      severity: nt >= acuteCut ? Severity.high : Severity.moderate,
    };
  }
  const bnp = ctx.value("bnp");
  if (bnp !== undefined && bnp > 35) {
    return { id: "bnp", test: "BNP", obs: ctx.lab("bnp"), severity: bnp > 400 ? Severity.high : Severity.moderate };
  }
  return undefined;
}

/**
 * An HbA1c in % to the one decimal it is reported with, for comparison with a % goal: 53 mmol/mol
 * converts to 6.9995%, which is the 7.0% goal itself, not below it (review 11, lab-panels #10:
 * "HbA1c 53 mmol/mol … within the common goal of below 53 mmol/mol").
 */
function a1cPercentAsReported(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.round(value * 10) / 10;
}

/** HbA1c above 7% in known diabetes, with the values both HbA1c-goal rules quote. */
function aboveA1cTarget(ctx: RuleContext): RuleMatch | undefined {
  const a1c = a1cPercentAsReported(ctx.value("hba1c"));
  // Strictly above: 53 mmol/mol is 7.0%, at the goal, not above it (review 15, deep-multimorbid case 01).
  if (!hasDiabetes(ctx) || a1c === undefined || a1c <= 7) return undefined;
  // In a hyperglycaemic crisis the HbA1c goal is discussed once it is over.
  if (hyperglycaemicCrisis(ctx)) return undefined;
  const series = ctx.series("hba1c");
  const s = series ? summariseSeries(series, ctx.model) : undefined;
  // The goal and the earlier result in the units the laboratory reported (a UK HbA1c in mmol/mol
  // read against "7%" left the reader to convert; review 15, primary-care-labs 02).
  const firstObs = s ? ctx.model.labs.find((o) => o.ref === s.first.labRef) : undefined;
  const trend =
    s && s.direction === "rising"
      ? `, rising from ${firstObs ? ctx.show(firstObs) : `${formatNumber(s.first.value)}% (${s.first.date.slice(0, 10)})`}`
      : "";
  return {
    refs: ctx.refs(ctx.lab("hba1c"), ...ctx.conditions("diabetes")),
    values: {
      a1c: showA1c(ctx, ctx.lab("hba1c")),
      trend,
      goal: a1cFigure(ctx, ctx.lab("hba1c"), 7, 53),
      goalLead: `the common goal of below ${a1cFigure(ctx, ctx.lab("hba1c"), 7, 53)}`,
      // Titles in the result's units too: "above 7%" on a UK report in mmol/mol (review 25, labs-25b case 05).
      titleGoal: a1cFigure(ctx, ctx.lab("hba1c"), 7, 53).replace("7.0%", "7%"),
    },
    severity: a1c >= 9 ? Severity.high : Severity.moderate,
  };
}

/** diabetes-above-target in an adult with type 1 diabetes (NICE NG17's target, insulin review). */
const TYPE_1_ABOVE_TARGET: Partial<RuleMatch> = {
  clinicianExtra:
    "In adults with type 1 diabetes NICE NG17 supports aiming for 48 mmol/mol (6.5%) or lower, with an individual target agreed.",
  nextSteps: [
    "Review glucose records, insulin doses and carbohydrate counting with the diabetes team; agree an individual HbA1c target (NICE: 48 mmol/mol or lower)",
    "Recheck HbA1c in 3 months",
  ],
  evidence: ["nice-ng17-2015"],
};

/** Add-on classes the intensify advice may name; one the patient already takes is not suggested. */
const UNUSED_ADD_ON: readonly (readonly [string, string])[] = [
  ["sglt2i", "an SGLT2 inhibitor"],
  ["glp1-ra", "a GLP-1 receptor agonist"],
];

const ADVANCED_CKD = /\b(stage\s*(4|5|iv|v)|g[45](a[1-3])?|end[- ]stage|eskd|esrd)\b/i;
const OLDER_AGE = 65;

/** Advanced CKD (G4–G5): an eGFR below 30 or a condition recorded at that stage. */
function advancedCkd(ctx: RuleContext): { ref: string } | undefined {
  const egfr = ctx.lab("egfr");
  const value = ctx.valueOf(egfr);
  if (egfr && value !== undefined && value < 30) return egfr;
  return ctx.conditions("ckd").find((c) => ADVANCED_CKD.test(c.name));
}

/**
 * Why tighter glucose control could do harm: a low glucose on insulin or a sulfonylurea, or an
 * older patient with advanced CKD. ADA then individualises the HbA1c goal rather than intensifying.
 */
function hypoglycaemiaRisk(ctx: RuleContext): { refs: string[]; clinician: string; patient: string } | undefined {
  const drugs = ctx.medsOf("insulin", "sulfonylurea");
  const low = ctx.labs("glucose").find((o) => (ctx.valueOf(o) ?? Infinity) < 70);
  if (drugs.length > 0 && low) {
    return {
      refs: ctx.refs(low, ...drugs),
      clinician: `glucose ${ctx.show(low)} on ${medNames(drugs)}`,
      patient: "your blood sugar has also been too low",
    };
  }
  // Lows told in the notes count as a measured one does (review 25, labs-25b case 05: "two hypos,
  // one needing help" on gliclazide was read only against the frailty goal).
  const noted = drugs.length > 0 ? statedMention(ctx.freeText, HYPOGLYCAEMIA_IN_NOTES) : undefined;
  if (noted !== undefined) {
    return {
      refs: ctx.refs(...drugs),
      clinician: `hypoglycaemia in the notes ("${noted}") on ${medNames(drugs)}`,
      patient: "your notes say your blood sugar has been going too low",
    };
  }
  const ckd = ctx.age !== undefined && ctx.age >= OLDER_AGE ? advancedCkd(ctx) : undefined;
  if (!ckd) return undefined;
  return {
    refs: ctx.refs(ckd),
    clinician: `age ${ctx.age} and advanced chronic kidney disease`,
    patient: "your age and kidney function make low blood sugar more likely",
  };
}

/** Hypoglycaemia stated in the notes, not denied: the same reading as the frailty rule's. */
const HYPOGLYCAEMIA_IN_NOTES = HYPO_NOTES;

/** Another person's help with a low: paramedics, glucagon or dextrose, or someone close who gave or fetched help. */
const HYPO_HELP =
  /\b(?:paramedics?|ambulance|999|911|ems)\b|\bglucagon\b|\b(?:iv|intravenous) dextrose\b|\b(?:husband|wife|partner|son|daughter|carer|caregiver|family|friend|neighbou?r|mother|father|mum|mom|dad)\b[^.;]{0,40}?\b(?:gave|given|fed|helped|called|injected|rang)\b|\bneed(?:ed|ing)? (?:help|assistance)\b|\b(?:required|requiring) (?:third[- ]party )?(?:help|assistance)\b/i;

/**
 * A severe hypoglycaemic episode in the notes: a low on insulin or a sulfonylurea in a sentence that
 * also says another person had to help (review 43, wording-43 cases 03 and 04: "woke confused, husband
 * gave her juice" and "paramedics called" were read as any low). ADA calls it level 3 hypoglycaemia
 * (altered mental or physical state needing another person's help), whatever the glucose, and
 * recommends glucagon for everyone at risk of level 2 or 3 lows. The sentence is quoted.
 */
function severeHypoglycaemiaNoted(ctx: RuleContext): string | undefined {
  if (ctx.medsOf("insulin", "sulfonylurea").length === 0) return undefined;
  const text = ctx.freeText;
  for (const m of statedMatches(text, HYPOGLYCAEMIA_IN_NOTES)) {
    // The whole sentence, across semicolons ("wife gave him juice; hypoglycaemia, 2.6 on his meter").
    const start = Math.max(text.lastIndexOf(". ", m.index), text.lastIndexOf("\n", m.index));
    const end = text.slice(m.index).search(/\.(?:\s|$)|\n/);
    const sentence = text.slice(start < 0 ? 0 : start + 1, end < 0 ? text.length : m.index + end).trim();
    if (statedMention(sentence, HYPO_HELP) !== undefined) return sentence;
  }
  return undefined;
}

/** The step, and the clinician's and patient's words, for a severe (level 3) low in the notes. */
const SEVERE_HYPO_STEP = "Prescribe glucagon and make sure those close to the patient know how and when to give it";
function severeHypoglycaemiaText(quote: string): { clinicianExtra: string; patientExtra: string } {
  return {
    clinicianExtra: `The notes describe a severe episode ("${quote}"): a low needing another person's help is level 3 hypoglycaemia in the ADA's classification, whatever the glucose, and glucagon is recommended for everyone at risk of level 2 or 3 lows.`,
    patientExtra:
      "Your notes say someone had to help you during a low. Ask your doctor about glucagon, an emergency treatment the people close to you can give if you cannot treat a low yourself.",
  };
}
/** Conditions that make an older adult's health complex or intermediate in ADA's framework, named for the texts. */
const COMPLEX_HEALTH = /\bcognitive impairment\b|\bdementia\b|\bfalls?\b|\bfrail\w*/i;

const inMmolMol = (obs: LabObservation | undefined): boolean => parseUnit(obs?.unit)?.dim === "mmol/mol";

/**
 * An HbA1c figure in the result's own units: mmol/mol when reported so, else percent. US clinicians
 * read HbA1c in % (NGSP), so a US record whose laboratory reports mmol/mol (IFCC) gets % first with
 * the reported figure after it (review 44, us-wording-44 case 04: a Denver record with 64 mmol/mol
 * was read against "53 mmol/mol" with no % anywhere).
 */
function a1cFigure(ctx: RuleContext, obs: LabObservation | undefined, percent: number, mmolMol: number): string {
  if (!inMmolMol(obs)) return `${percent.toFixed(1)}%`;
  return readsAsUsUnits(ctx) ? `${percent.toFixed(1)}% (${mmolMol} mmol/mol)` : `${mmolMol} mmol/mol`;
}

/** An HbA1c as quoted; on a US record reported in mmol/mol, with its NGSP % first (see a1cFigure). */
function showA1c(ctx: RuleContext, obs: LabObservation | undefined): string {
  if (obs?.value.kind !== "number" || !inMmolMol(obs) || !readsAsUsUnits(ctx)) return ctx.show(obs);
  const percent = hba1cMmolMolToPercent(obs.value.value).toFixed(1);
  const date = obs.date ? `; ${obs.date.slice(0, 10)}` : "";
  return `${percent}% (${formatNumber(obs.value.value)} mmol/mol${date})`;
}

/** diabetes-at-goal's wording for an HbA1c within the common goal of below 7.0% (53 mmol/mol). */
function atCommonGoal(ctx: RuleContext, a1c: LabObservation, value: number): Record<string, string> {
  const goal = a1cFigure(ctx, a1c, 7, 53);
  // Inside brackets a US record's "7.0% (53 mmol/mol)" reads "7.0%, or 53 mmol/mol", not nested brackets.
  const bracketed = goal.replace(/ \((.+)\)$/, ", or $1");
  // Exactly 7.0% (53 mmol/mol) sits at the goal's upper limit, not below it.
  const atLimit = value === 7;
  return {
    title: "HbA1c within the usual goal for diabetes",
    a1c: showA1c(ctx, a1c),
    goal,
    goalPhrase: atLimit
      ? `at the upper limit of the common goal (${bracketed})`
      : `within the common goal of below ${goal}`,
    patientLead: `but within the usual goal for people with diabetes (${atLimit ? `at its upper limit of ${bracketed}` : `below ${bracketed}`}). ${atLimit ? "Keep to your current plan and have it checked again as advised." : "This shows your diabetes is well controlled."}`,
  };
}

/** diabetes-at-goal's wording on a UK record whose HbA1c is above the person's NICE target (a1c-target-nice-t2.ts). */
function aboveNiceTarget(ctx: RuleContext, nice: NiceType2A1c, metforminStops = false): Record<string, string> {
  return {
    title: "HbA1c above the NICE target for type 2 diabetes",
    a1c: ctx.show(nice.a1c),
    goal: `${nice.target} mmol/mol`,
    goalPhrase: `not above the common goal of 53 mmol/mol (7%) but above the NICE target of ${nice.target} mmol/mol`,
    patientLead: `and a little above the level of ${nice.target} mmol/mol usually aimed for when type 2 diabetes is treated with diet or with medicines that do not cause low blood sugar, such as metformin. ${metforminStops ? "Because your kidney results mean metformin needs to stop, your doctor will go through your diabetes medicines and agree the right target with you." : "The usual next step is to keep working on diet, activity and taking your medicines regularly rather than adding a new medicine; your doctor can agree the right target with you."}`,
  };
}

/** A glucose figure in the result's own units: mmol/L when reported so, else mg/dL. */
function glucoseFigure(obs: LabObservation | undefined, mgDl: number, mmolL: number): string {
  return parseUnit(obs?.unit)?.dim === "mol/vol" ? `${mmolL.toFixed(1)} mmol/L` : `${mgDl} mg/dL`;
}

/**
 * Overtreatment in an older adult: known diabetes at 65 or over, insulin or a sulfonylurea,
 * hypoglycaemia (a glucose below 70 mg/dL in the record, or lows stated in the notes) and an HbA1c
 * below 8.0% (64 mmol/mol), ADA's goal for complex or intermediate health. ADA deintensifies
 * hypoglycaemia-causing treatment when this can be done within the individual goal.
 */
function overtreatedOlderAdult(ctx: RuleContext):
  | {
      a1c: LabObservation;
      drugs: MedicationItem[];
      low?: LabObservation;
      noted?: string;
      complex: ConditionItem[];
    }
  | undefined {
  const age = ctx.age;
  const a1c = ctx.lab("hba1c");
  const value = ctx.valueOf(a1c);
  const drugs = ctx.medsOf("insulin", "sulfonylurea");
  if (!hasDiabetes(ctx) || age === undefined || age < OLDER_AGE || drugs.length === 0) return undefined;
  if (a1c === undefined || value === undefined || value >= 8) return undefined;
  const low = ctx.labs("glucose").find((o) => (ctx.valueOf(o) ?? Infinity) < 70);
  const noted = statedMention(ctx.freeText, HYPOGLYCAEMIA_IN_NOTES);
  if (low === undefined && noted === undefined) return undefined;
  const complex = ctx.model.conditions.filter((c) => isActiveCondition(c.status) && COMPLEX_HEALTH.test(c.name));
  return { a1c, drugs, ...(low && { low }), ...(noted !== undefined && { noted }), complex };
}

/** Fasting glucose: named fasting, or a glucose the caller flagged as fasting in notes. */
function fastingGlucose(ctx: RuleContext): LabObservation | undefined {
  return (
    ctx
      .labs("glucose")
      // "Non-fasting" names a random glucose (catalogue synonyms), never a fasting one.
      .find((o) => o.standard !== undefined && /(?<!\bnon[- ]?)fast|fpg|fbg/i.test(`${o.name} ${o.notes ?? ""}`))
  );
}

/** Fasting glucose at or above the diabetes cut-off (mg/dL), ADA's and UK's alike (7.0 mmol/L). */
const FPG_DIABETES = 126;

/** diabetes-range-undiagnosed's title and patient lead when a blood sugar test is in the diabetes range. */
const IN_RANGE_TITLE = "Blood sugar in the diabetes range without a diagnosis";

const STEROID_HYPERGLYCAEMIA = /\b(?:steroid|glucocorticoid|corticosteroid)[- ]induced hyperglyc/i;

/**
 * An active steroid-induced hyperglycaemia in the conditions (not diabetes, which would end the
 * finding): the diabetes-range finding then names it rather than reading as if nothing were on
 * record (review 24, deep-24 case 05: fasting glucose 131 mg/dL on prednisone 7.5 mg).
 */
function recordedSteroidHyperglycaemia(ctx: RuleContext) {
  return ctx.model.conditions.find((c) => isActiveCondition(c.status) && STEROID_HYPERGLYCAEMIA.test(c.name));
}
const IN_RANGE_PATIENT = "Your blood sugar test is in the range seen in diabetes.";

/**
 * A second fasting glucose in the diabetes range taken on another day than the latest one: ADA
 * confirms an abnormal result by repeat testing, so two such results on different days make the
 * diagnosis.
 */
function repeatDiabeticFasting(ctx: RuleContext, latest: LabObservation): LabObservation | undefined {
  const day = latest.date?.slice(0, 10);
  if (day === undefined) return undefined;
  return ctx
    .labs("glucose")
    .find(
      (o) =>
        o !== latest &&
        o.date !== undefined &&
        o.date.slice(0, 10) !== day &&
        /fast|fpg|fbg/i.test(`${o.name} ${o.notes ?? ""}`) &&
        (ctx.valueOf(o) ?? 0) >= FPG_DIABETES,
    );
}

/** An earlier HbA1c of 6.5% or more on another day than the current one. */
function repeatDiabeticA1c(ctx: RuleContext): LabObservation | undefined {
  const [latest, ...earlier] = ctx.labs("hba1c");
  const day = latest?.date?.slice(0, 10);
  if (day === undefined) return undefined;
  return earlier.find((o) => o.date !== undefined && o.date.slice(0, 10) !== day && (ctx.valueOf(o) ?? 0) >= 6.5);
}

/**
 * Conditions that make HbA1c misleading, as stated in the conditions or notes. Shortened red-cell
 * survival (haemolysis, sickle cell disease) lowers HbA1c falsely, and ADA uses only plasma glucose
 * to diagnose diabetes in sickle cell disease and G6PD deficiency; a haemoglobin variant (such as
 * sickle cell trait) can interfere with some HbA1c assays, so ADA asks for glucose criteria or an
 * assay without interference when HbA1c and glucose disagree.
 */
const A1C_UNRELIABLE: readonly [RegExp, string][] = [
  [
    /\bha?emoly(?:sis|tic)\b|hereditary spherocytosis|\bsickle[- ]cell (?:disease|ana?emia)\b|\bhb ?s[sc]\b|\bg6pd deficiency\b/,
    "shortened red-cell survival lowers HbA1c falsely",
  ],
  [
    /\bsickle[- ]cell trait\b|\bhbas\b|\bha?emoglobin variant\b|\bha?emoglobinopathy\b|\bthalass?a?emia\b/,
    "a haemoglobin variant can interfere with some HbA1c assays",
  ],
];

/**
 * Why HbA1c cannot be relied on here, from the conditions and notes (see A1C_UNRELIABLE); else
 * undefined. Cirrhosis counts too: HbA1c misrepresents glycaemia in cirrhosis and is often falsely
 * low, most of all when decompensated or with anaemia, and fructosamine did not do better there
 * (review 22, liver-meds-22b), so `liver` tells the caller not to offer fructosamine.
 */
function a1cUnreliable(ctx: RuleContext): { reasons: string[]; refs: string[]; liver: boolean } | undefined {
  const reasons: string[] = [];
  const refs: string[] = [];
  const cirrhosis = knownCirrhosis(ctx);
  if (cirrhosis !== undefined) {
    reasons.push(
      `${cirrhosis.name}: HbA1c often reads falsely low in cirrhosis, most of all when decompensated or with anaemia`,
    );
    refs.push(cirrhosis.ref);
  }
  for (const [re, reason] of A1C_UNRELIABLE) {
    const listed = ctx.model.conditions.filter((c) => re.test(c.name.toLowerCase()));
    const stated = listed.length > 0 ? listed[0]!.name : statedMention(ctx.freeText, re, true);
    if (stated === undefined) continue;
    reasons.push(`${stated}: ${reason}`);
    refs.push(...ctx.refs(...listed));
  }
  // Iron deficiency shown by the labs raises HbA1c without raising glucose (English et al. 2015).
  const iron = a1cIronDeficiency(ctx);
  if (iron !== undefined) {
    reasons.push(`iron deficiency (${iron.text}) can raise HbA1c without a rise in glucose`);
    refs.push(...iron.refs);
  }
  return reasons.length === 0 ? undefined : { reasons, refs, liver: cirrhosis !== undefined };
}

/** Glycaemic cut-offs of one unit system: prediabetes from `low`, diabetes from `diabetes`. */
interface GlycaemicBands {
  low: number;
  diabetes: number;
  prediabetes: string;
  diabetic: string;
  uk: boolean;
}

/**
 * ADA's prediabetes starts at HbA1c 5.7% and fasting glucose 100 mg/dL; UK guidance (NICE PH38,
 * SIGN) puts non-diabetic hyperglycaemia at HbA1c 42–47 mmol/mol (6.0–6.4%) and fasting glucose
 * 6.1–6.9 mmol/L. Both agree on diabetes (6.5% = 48 mmol/mol; 126 mg/dL = 7.0 mmol/L). A result is
 * judged by the system whose units it was reported in, so an HbA1c of 39 mmol/mol (5.7%), normal
 * to its UK laboratory, is not called prediabetes, and the cut-offs quoted are in the report's units.
 */
const GLYCAEMIC_BANDS = {
  hba1c: {
    "mmol/mol": {
      low: 42,
      diabetes: 48,
      prediabetes: "HbA1c 42–47 mmol/mol",
      diabetic: "HbA1c ≥48 mmol/mol",
      uk: true,
    },
    default: { low: 5.7, diabetes: 6.5, prediabetes: "HbA1c 5.7–6.4%", diabetic: "HbA1c ≥6.5%", uk: false },
  },
  glucose: {
    "mol/vol": {
      low: 6.1,
      diabetes: 7.0,
      prediabetes: "fasting glucose 6.1–6.9 mmol/L",
      diabetic: "fasting glucose ≥7.0 mmol/L",
      uk: true,
    },
    default: {
      low: 100,
      diabetes: 126,
      prediabetes: "fasting glucose 100–125 mg/dL",
      diabetic: "fasting glucose ≥126 mg/dL",
      uk: false,
    },
  },
} as const satisfies Record<string, Record<string, GlycaemicBands>>;

/** A glucose or HbA1c result read in the units it was reported in, with that system's cut-offs. */
function glycaemicReading(
  ctx: RuleContext,
  test: keyof typeof GLYCAEMIC_BANDS,
  obs: LabObservation | undefined,
): { value: number | undefined; bands: GlycaemicBands } {
  const systems: Record<string, GlycaemicBands> = GLYCAEMIC_BANDS[test];
  const dim = parseUnit(obs?.unit)?.dim;
  const own = dim !== undefined && dim in systems && dim !== "default" ? systems[dim] : undefined;
  const standard = ctx.valueOf(obs);
  if (own === undefined || standard === undefined || obs?.standard === undefined || obs.value.kind !== "number")
    return { value: standard, bands: systems.default as GlycaemicBands };
  // The rule reading (a censored value at its bound or far end) carried back to the reported unit.
  const reported = obs.standard.value === 0 ? obs.value.value : (standard * obs.value.value) / obs.standard.value;
  return { value: Math.round(reported * 1e6) / 1e6, bands: own };
}

/** Days within which an HbA1c is read as from the same panel as a glucose (an engine choice). */
const SAME_PANEL_DAYS = 14;

/** An HbA1c below its prediabetes band, taken within SAME_PANEL_DAYS of the glucose. */
function a1cBelowBesideGlucose(
  ctx: RuleContext,
  a1c: ReturnType<typeof glycaemicReading>,
  glucose: LabObservation | undefined,
): boolean {
  const a1cTime = ctx.lab("hba1c")?.time;
  if (a1c.value === undefined || a1c.value >= a1c.bands.low) return false;
  if (a1cTime === undefined || glucose?.time === undefined) return false;
  return Math.abs(a1cTime - glucose.time) <= SAME_PANEL_DAYS * DAY_MS;
}

/**
 * The diabetes cut-offs, each in the units its test was reported in, and whether a UK one is quoted.
 * With no fasting glucose the patient's other glucose (a random one) shows the laboratory's units,
 * and a test not on record at all is quoted in the units of the one that is (review 18,
 * kidney-diabetes: a random glucose of 15.2 mmol/L drew "fasting glucose ≥126 mg/dL").
 */
function diabetesCutOffs(ctx: RuleContext, fpg: LabObservation | undefined): { text: string; uk: boolean } {
  const a1cObs = ctx.lab("hba1c");
  const glucoseObs = fpg ?? fastingGlucose(ctx) ?? ctx.lab("glucose");
  const a1cOwn = glycaemicReading(ctx, "hba1c", a1cObs).bands;
  const glucoseOwn = glycaemicReading(ctx, "glucose", glucoseObs).bands;
  const a1c = a1cObs === undefined && glucoseOwn.uk ? GLYCAEMIC_BANDS.hba1c["mmol/mol"] : a1cOwn;
  const glucose = glucoseObs === undefined && a1cOwn.uk ? GLYCAEMIC_BANDS.glucose["mol/vol"] : glucoseOwn;
  return { text: `${a1c.diabetic} or ${glucose.diabetic}`, uk: a1c.uk || glucose.uk };
}

/**
 * Whether an eGFR fall is sustained (KDIGO 2012, 2.1.2–2.1.3): three or more results, each no
 * higher than the one before by more than 5%, or a "certain drop" between the first and last, a fall
 * in GFR category with a fall of 25% or more. Two results close together are within the common
 * fluctuation of GFR.
 */
/**
 * The smallest eGFR fall beyond random variation: a meta-analysis of creatinine's biological
 * variation gave a reference change value for eGFR of ±16.5% overall and ±12.5% at the least
 * (added source "frontiers-2022-egfr-rcv"); the smaller, conservative figure is used.
 */
export const EGFR_REFERENCE_CHANGE = 0.125;

export function sustainedEgfrDecline(points: readonly { value: number }[]): boolean {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return false;
  const certainDrop = gfrCategory(last.value) !== gfrCategory(first.value) && last.value <= 0.75 * first.value;
  const steady =
    points.length >= 3 && points.every((p, i) => i === 0 || p.value <= (points[i - 1]?.value ?? p.value) * 1.05);
  return certainDrop || steady;
}

/**
 * An eGFR fall of 25% or more with a drop in GFR category within six months, too soon for a yearly
 * rate (review 24, labs-24 case 09: 69 to 47 in 3 months on ramipril with naproxen, with no kidney
 * wording). Sustained, NICE NG203 calls it accelerated progression and KDIGO a certain drop; a large
 * fall is repeated within 2 weeks to exclude an acute cause first (nice-ng203-ckd,
 * kdigo-2012-ckd-progression).
 */
function fastEgfrFall(
  ctx: RuleContext,
  s: NonNullable<ReturnType<typeof summariseSeries>>,
  series: NonNullable<ReturnType<RuleContext["series"]>>,
): RuleMatch | undefined {
  const days = (s.last.time - s.first.time) / 86_400_000;
  if (days >= 180 || !sustainedEgfrDecline([s.first, s.last])) return undefined;
  const uk = readsAsUk(ctx);
  const months = Math.max(1, Math.round(days / 30.4));
  const drop = formatNumber((1 - s.last.value / s.first.value) * 100, 0);
  // Trimethoprim lowers a creatinine-based eGFR without lowering true filtration: the repeat waits
  // for it to stop, and the fall is not ranked as a likely progression (review 34, kidney-lytes-34 case 11).
  const trimethoprim = trimethoprimExplainsCreatinine(ctx);
  return {
    refs: series.points
      .map((p) => p.labRef)
      .filter((r): r is string => r !== undefined)
      .slice(-2),
    severity: trimethoprim ? Severity.low : Severity.moderate,
    values: {
      from: `${formatNumber(s.first.value)} (${s.first.date.slice(0, 10)})`,
      to: `${formatNumber(s.last.value)} (${s.last.date.slice(0, 10)})`,
      rate: "",
      title: "Large fall in eGFR within months: repeat to confirm",
      reading: `a fall of ${drop}% in ${months === 1 ? "about a month" : `about ${months} months`}, from GFR category ${gfrCategory(s.first.value)} to ${gfrCategory(s.last.value)}. ${uk ? "If it is sustained, NICE NG203 calls this accelerated progression (a fall of 25% or more with a change in category within 12 months)" : "If it is sustained, KDIGO counts this as a certain drop in GFR (a fall of 25% or more with a change in category)"}; a fall this large is first repeated${uk ? " within 2 weeks" : " soon"} to exclude an acute cause, such as acute kidney injury or a medicine.${trimethoprim ? " Here trimethoprim is taken, which raises creatinine by blocking its secretion without lowering true filtration (see its own finding): the repeat is taken once it has stopped." : ""}`,
      patientReading: trimethoprim
        ? "has dropped, but your antibiotic can make this test look worse than it really is. A repeat test after the antibiotic has stopped will show whether the drop is real."
        : "has dropped a lot over a few months. A repeat test soon will show whether the drop lasts, and your doctor will look for causes that can be put right, such as some medicines.",
    },
    nextSteps: [
      trimethoprim
        ? "Repeat eGFR once trimethoprim has stopped, as it lowers a creatinine-based eGFR without lowering true filtration; refer to nephrology if the fall is then sustained"
        : `Repeat eGFR ${uk ? "within 2 weeks" : "soon"} to exclude an acute cause (acute kidney injury, a medicine such as an NSAID, volume depletion, obstruction); refer to nephrology if the fall is sustained`,
    ],
    evidence: [uk ? "nice-ng203-ckd" : "kdigo-2012-ckd-progression"],
  };
}

/** ACR 2020's urate target (below 6 mg/dL) in the result's own units: about 360 µmol/L or 0.36 mmol/L. */
/** A start date a medication's own text gives ("once daily (started 2026-10-07)"). */
const STARTED_ON = /\bstarted\s+(?:on\s+)?(\d{4}-\d{2}(?:-\d{2})?)\b/i;

/** When a medicine was started: its start date, else a date its text gives. */
function medicationStart(m: MedicationItem): number | undefined {
  const text = m.startDate ?? STARTED_ON.exec(`${m.name} ${m.dosage ?? ""} ${m.frequency ?? ""}`)?.[1];
  const t = text === undefined ? Number.NaN : Date.parse(text);
  return Number.isNaN(t) ? undefined : t;
}

/** An eGFR fall soon after starting one of these is expected within its limit (a fraction of baseline). */
const DIP_MEDICINES = [
  { classes: ["sglt2i"], limit: 0.3, evidence: "sglt2i-practical-egfr-dip" },
  { classes: ["ace-inhibitor", "arb"], limit: 0.25, evidence: "nice-ckd-ras-creatinine-rise" },
] as const;
/** How long after a start a fall in eGFR is read as the start's expected dip. */
const DIP_WINDOW_DAYS = 90;

/** An eGFR fall after starting an SGLT2 inhibitor, ACE inhibitor or ARB, within the expected limit. */
export interface ExpectedDip {
  meds: MedicationItem[];
  sglt2i: boolean;
  baseline: { value: number; date: string };
  latest: { value: number; date: string };
  fall: number;
  evidence: string;
}

/**
 * The latest eGFR against the last one before a start of an SGLT2 inhibitor, ACE inhibitor or ARB in
 * the preceding three months, when it is lower by less than the limit for that medicine (KDIGO and
 * NICE treat such a fall as the medicine's expected haemodynamic effect); undefined otherwise.
 */
export function expectedEgfrDip(ctx: RuleContext): ExpectedDip | undefined {
  const points = ctx.series("egfr")?.points ?? [];
  const latest = points[points.length - 1];
  if (latest === undefined) return undefined;
  for (const kind of DIP_MEDICINES) {
    const meds = ctx.medsOf(...kind.classes).filter((m) => {
      const start = medicationStart(m);
      return start !== undefined && start <= latest.time && latest.time - start <= DIP_WINDOW_DAYS * 86_400_000;
    });
    // With no start date (a lab-results request has none), a start or dose rise the notes state
    // ("dapagliflozin started 4 weeks ago") takes the eGFR before the latest, within 3 months, as
    // the baseline (review 29, renal-29 case 09: a 19% dip on dapagliflozin read as a falling trend).
    const latestObs = ctx.labs("egfr").find((o) => o.ref === latest.labRef);
    const stated = meds.length === 0 && latestObs ? recentChange(ctx, latestObs, "egfr", kind.classes) : undefined;
    if (meds.length === 0 && stated === undefined) continue;
    const start = Math.min(...meds.map((m) => medicationStart(m) ?? latest.time));
    const baseline = stated
      ? points.find((p) => p.labRef === stated.baseline.ref)
      : points.filter((p) => p.time <= start).at(-1);
    if (baseline === undefined || baseline.value <= 0) continue;
    const fall = 1 - latest.value / baseline.value;
    if (fall <= 0 || fall >= kind.limit) continue;
    return {
      meds: stated ? [stated.med] : meds,
      sglt2i: kind.classes.includes("sglt2i" as never),
      baseline: { value: baseline.value, date: baseline.date.slice(0, 10) },
      latest: { value: latest.value, date: latest.date.slice(0, 10) },
      fall,
      evidence: kind.evidence,
    };
  }
  return undefined;
}

/**
 * A medicine's record name inside a sentence: a generic drug's capital is lowered ("after starting
 * dapagliflozin 10 mg"), a brand's kept (review 29b, kidney-29b: "starting Dapagliflozin").
 */
function genericMidSentence(m: MedicationItem): string {
  const drug = m.drugs[0];
  const generic = drug !== undefined && medicineWord(m) === drug && m.name.toLowerCase().startsWith(drug);
  return generic && /^[A-Z][a-z]/.test(m.name) ? `${m.name.charAt(0).toLowerCase()}${m.name.slice(1)}` : m.name;
}

/** The egfr-rapid-decline finding read as a start's expected dip: reassurance and a recheck, no referral. */
function expectedDipMatch(ctx: RuleContext, dip: ExpectedDip): RuleMatch {
  const names = medNames(dip.meds.map((m) => ({ ...m, name: genericMidSentence(m) })));
  const pct = formatNumber(dip.fall * 100, 0);
  const reading = dip.sglt2i
    ? `${articleForNumber(pct)} ${pct}% fall within 3 months of starting ${names}. An early, reversible eGFR dip is expected with an SGLT2 inhibitor and a fall of less than 30% is not a reason to stop it; this is not rapid progression.`
    : `${articleForNumber(pct)} ${pct}% fall within 3 months of starting ${names}. After starting or increasing an ACE inhibitor or ARB, NICE advises no dose change when eGFR falls by less than 25% (or creatinine rises by less than 30%) from the pre-treatment baseline, with a repeat test in 1–2 weeks; this is the medicine's expected effect, not rapid progression, and titration can continue with the same check after each increase.`;
  const potassium = ctx.value("potassium");
  const kHigh = potassium !== undefined && potassium > (ctx.upperLimit("potassium") ?? 5.0);
  return {
    refs: ctx.refs(ctx.lab("egfr"), ...dip.meds),
    values: {
      from: `${formatNumber(dip.baseline.value)} (${dip.baseline.date})`,
      to: `${formatNumber(dip.latest.value)} (${dip.latest.date})`,
      rate: "",
      title: `eGFR dip after starting ${names}: expected`,
      reading,
      // Named (review 24, cardio-24b case 03): dapagliflozin for heart failure is no "kidney or blood
      // pressure medicine" to the one taking it.
      patientReading: `is a little lower since you started ${names}. A small drop like this is expected when it starts working and is not a reason to stop it. Keep taking it unless your doctor says otherwise; a repeat test will check it.`,
    },
    severity: Severity.low,
    nextSteps: [
      dip.sglt2i
        ? `Continue ${names}; recheck eGFR at the next planned test, sooner if unwell or dehydrated`
        : `No dose change needed for this result; recheck creatinine, eGFR and potassium 1–2 weeks after any dose increase`,
      ...(kHigh ? ["Potassium is above the range: recheck it before any dose increase"] : []),
    ],
    patientQuestions: ["Is the small drop in my kidney test expected with my new medicine?"],
    evidence: [dip.evidence],
  };
}

function urateTarget(obs: LabObservation, mgdl: number = URATE_TARGET_MGDL): string {
  const unit = parseUnit(obs.unit);
  if (unit?.dim !== "mol/vol") return `${mgdl} mg/dL`;
  const def = labById("uric-acid");
  const from = ruleUnit(def);
  const si = from ? convert(mgdl, from, unit, analyteUnits(def)) : undefined;
  if (si === undefined) return `${mgdl} mg/dL`;
  // Rounded as the target is usually quoted: 357 µmol/L as 360, 0.357 mmol/L as 0.36.
  const step = si >= 100 ? 10 : 0.01;
  return `about ${formatNumber(Math.round(si / step) * step)} ${obs.unit} (${mgdl} mg/dL)`;
}

/**
 * A TSH persistently below 0.1 mU/L (this result and an earlier one) with a reason ATA 2016
 * recommends treating subclinical hyperthyroidism (recommendation 83): age 65 or over, heart disease
 * (including atrial fibrillation) or osteoporosis.
 */
function suppressedTshNeedingTreatment(
  ctx: RuleContext,
  tsh: LabObservation | undefined,
): { earlier: string; risks: string; patientRisks: string; refs: string[] } | undefined {
  const value = ctx.valueOf(tsh);
  if (tsh === undefined || value === undefined || value >= 0.1) return undefined;
  const earlier = ctx
    .labs("tsh")
    .find((o) => o !== tsh && (ctx.valueOf(o) ?? Infinity) < 0.1 && (o.time ?? Infinity) < (tsh.time ?? -Infinity));
  if (earlier === undefined) return undefined;
  const heart = [
    ...ctx.conditions("atrial-fibrillation"),
    ...ctx.conditions("ascvd"),
    ...ctx.conditions("heart-failure"),
  ];
  const bones = ctx.model.conditions.filter((c) => isActiveCondition(c.status) && /osteopor/i.test(c.name));
  const older = ctx.age !== undefined && ctx.age >= OLDER_AGE;
  const risks = [
    older ? `age ${ctx.age}` : "",
    heart[0] ? heart[0].name.toLowerCase() : "",
    bones[0] ? bones[0].name.toLowerCase() : "",
  ].filter(Boolean);
  if (risks.length === 0) return undefined;
  const patientRisks = [
    older ? "your age" : "",
    heart.length > 0 ? "your heart condition" : "",
    bones.length > 0 ? "your bone thinning" : "",
  ].filter(Boolean);
  return {
    earlier: ctx.show(earlier),
    risks: joinList(risks),
    patientRisks: joinList(patientRisks),
    refs: ctx.refs(earlier, heart[0], bones[0]),
  };
}

/** Classic symptoms of hyperglycaemia stated in the notes: thirst, passing a lot of urine, weight loss. */
const HYPERGLYCAEMIA_SYMPTOMS: readonly (readonly [string, RegExp])[] = [
  ["thirst", /\b(?:thirst\w*|polydipsi\w*)/],
  [
    "passing a lot of urine",
    /\b(?:polyuri\w*|nocturia|passing (?:a lot of |more )?urine|urinating (?:a lot|more|often))/,
  ],
  ["weight loss", /\b(?:weight loss|losing weight|lost weight)\b/],
];

/**
 * A glucose of 200 mg/dL (11.1 mmol/L) or more with classic symptoms of hyperglycaemia in the notes,
 * which ADA takes as diagnostic of diabetes without a repeat test; the cut-off in the result's units.
 */
export function symptomaticHyperglycaemia(
  ctx: RuleContext,
): { glucose: LabObservation; symptoms: string; cutOff: string } | undefined {
  const glucose = ctx.lab("glucose");
  if ((ctx.valueOf(glucose) ?? 0) < 200 || glucose === undefined) return undefined;
  const symptoms = HYPERGLYCAEMIA_SYMPTOMS.filter(([, re]) => statedMention(ctx.freeText, re) !== undefined);
  if (symptoms.length === 0) return undefined;
  const molar = parseUnit(glucose.unit)?.dim === "mol/vol";
  return {
    glucose,
    symptoms: joinList(symptoms.map(([name]) => name)),
    cutOff: molar ? "11.1 mmol/L or more" : "200 mg/dL or more",
  };
}

/**
 * The raised creatinine of the same day as the eGFR it gives: the staging reads it, so it is not
 * told again as a result of its own (review 18, everyday-sweep: "Your creatinine is higher than the
 * usual range" stood beside the kidney finding in three of twelve everyday cases).
 */
function creatinineBehindEgfr(ctx: RuleContext): LabObservation | undefined {
  const creatinine = ctx.lab("creatinine");
  const egfr = ctx.lab("egfr");
  if (creatinine?.status !== "high" || egfr?.date === undefined) return undefined;
  return creatinine.date?.slice(0, 10) === egfr.date.slice(0, 10) ? creatinine : undefined;
}

/**
 * The results of a test's series, for a finding that states its trend itself: the generic trend
 * line on the same results then drops out of the patient text as a repeat (compose/patient.ts).
 */
export function seriesRefs(ctx: RuleContext, id: string): string[] {
  return (ctx.series(id)?.points ?? []).map((p) => p.labRef).filter((r): r is string => r !== undefined);
}

/** Upper limit, as a multiple of the laboratory's range, of a urea read as part of a kidney finding. */
const UREA_WITH_KIDNEY_MAX = 2;

/**
 * A mildly raised urea of the same day as a low eGFR: the reduced filtering the kidney finding
 * stages raises it too, so that finding reads it rather than the patient being told of it again
 * (review 18, kidney-diabetes; everyday-sweep case 04: urea 8.9 mmol/L stood beside the kidney and
 * diuretic points). A urea more than twice the upper limit is out of step with a kidney cause alone
 * (dehydration, bleeding in the gut) and keeps its own line.
 */
function ureaBehindEgfr(ctx: RuleContext): LabObservation | undefined {
  const urea = ctx.lab("urea") ?? ctx.lab("bun");
  const egfr = ctx.lab("egfr");
  const high = urea?.range?.high;
  if (urea?.status !== "high" || urea.value.kind !== "number" || high === undefined || egfr?.date === undefined)
    return undefined;
  if (urea.value.value > UREA_WITH_KIDNEY_MAX * high) return undefined;
  return urea.date?.slice(0, 10) === egfr.date.slice(0, 10) ? urea : undefined;
}

/**
 * A low MCH beside small red cells is the same iron-deficient picture the MCV gives, so the anaemia
 * finding reads it too (review 18, everyday-sweep case 06: "Your MCH is lower than the usual range"
 * stood alone after the iron-deficiency anaemia point).
 */
function lowMch(ctx: RuleContext): LabObservation | undefined {
  const mch = ctx.lab("mch");
  return mch?.status === "low" ? mch : undefined;
}

function gfrCategory(egfr: number): string {
  if (egfr >= 90) return "G1";
  if (egfr >= 60) return "G2";
  if (egfr >= 45) return "G3a";
  if (egfr >= 30) return "G3b";
  if (egfr >= 15) return "G4";
  return "G5";
}

/**
 * KDIGO albuminuria category, in the unit the result was reported in: mg/mmol results are staged by
 * the mg/mmol cut-offs (3 and 30), not by a conversion to mg/g, which moves the boundaries.
 */
function albuminuriaCategory(ctx: RuleContext, acr: number): string {
  const obs = ctx.lab("uacr");
  const mgMmol = /mg\s*\/\s*mmol/i.test(obs?.unit ?? "") ? ctx.reportedValueOf(obs) : undefined;
  const [value, a2, a3] = mgMmol === undefined ? [acr, 30, 300] : [mgMmol, 3, 30];
  if (value < a2) return "A1";
  if (value <= a3) return "A2";
  return "A3";
}

/**
 * Tests that look for the cause of an anaemia count only from about the time it was found: within
 * this many days of the newest result. An engine choice, not a guideline figure.
 */
const ANAEMIA_WORK_UP_DAYS = 90;

/**
 * A ferritin result when it was taken within the anaemia work-up window of the current haemoglobin,
 * before or after: iron stores years before say nothing of the blood count now. An undated result
 * cannot be judged old, so it counts. By default the current ferritin with a value.
 */
function ferritinWithHb(ctx: RuleContext, ferritin = ctx.lab("ferritin")): LabObservation | undefined {
  const hb = ctx.lab("hemoglobin");
  if (ferritin?.time === undefined || hb?.time === undefined) return ferritin;
  return Math.abs(hb.time - ferritin.time) <= ANAEMIA_WORK_UP_DAYS * 86_400_000 ? ferritin : undefined;
}

// Tests the next steps ask for, read against the record (see tests-in-record.ts).
const B12 = { words: "B12", ids: ["vitamin-b12"] } as const;
const FOLATE = { words: "folate", ids: ["folate"] } as const;
const TSH = { words: "TSH", ids: ["tsh"] } as const;
const LIVER = { words: "liver tests", ids: LIVER_TESTS } as const;
const CRP = { words: "CRP", ids: ["crp", "hs-crp"] } as const;

const ANAEMIA_WORK_UP: TestsStep = {
  tests: [
    { words: "MCV", ids: ["mcv"] },
    { words: "ferritin", ids: ["ferritin"] },
    B12,
    FOLATE,
    { words: "kidney function", ids: KIDNEY_FUNCTION },
  ].map((t) => ({ ...t, withinDays: ANAEMIA_WORK_UP_DAYS })),
  tail: " to find the cause",
};

/** The MCV alone, for an anaemia whose other tests a more specific finding asks for. */
const MCV_WORK_UP: TestsStep = {
  tests: [{ words: "MCV", ids: ["mcv"], withinDays: ANAEMIA_WORK_UP_DAYS }],
  tail: " to find the cause",
};

/** A result taken within the anaemia work-up window of the current haemoglobin (see {@link ferritinWithHb}). */
function nearHb(ctx: RuleContext, obs: LabObservation | undefined): LabObservation | undefined {
  return obs === undefined ? undefined : ferritinWithHb(ctx, obs);
}

/**
 * Red cell size from the MCV taken with the haemoglobin. From 18 (or with the age unknown) below
 * 80 fL is microcytic and above 100 fL macrocytic; a child's MCV is lower than an adult's, so under
 * 18 it is called microcytic only when the laboratory's own range, sent with it, calls it low.
 */
function redCellSize(
  ctx: RuleContext,
): { kind: "microcytic" | "normocytic" | "macrocytic"; obs: LabObservation } | undefined {
  const obs = nearHb(ctx, ctx.lab("mcv"));
  const mcv = ctx.valueOf(obs);
  if (obs === undefined || mcv === undefined) return undefined;
  if (mcv > 100) return { kind: "macrocytic", obs };
  const small = isMinor(ctx) ? isLow(obs) && obs.rangeSource === "caller" : mcv < 80;
  return { kind: small ? "microcytic" : "normocytic", obs };
}

/**
 * BSH 2020 (UK guideline on iron deficiency in pregnancy, its key recommendations as tabled in
 * Obstet Med 2020, PMC8358243): a ferritin below 30 µg/L in pregnancy indicates iron deficiency.
 */
const PREGNANCY_IRON_DEFICIENT_BELOW = 30;

/**
 * The ferritin (µg/L, the same as ng/mL) below which an anaemia is called iron-deficiency
 * anaemia: under 18 WHO 2020's cut-off for the age (see {@link lowFerritinCutoff}); in pregnancy
 * BSH 2020's 30 µg/L; otherwise from 18, or with the age unknown, 45 ng/mL, the AGA's cut-off in
 * anaemia.
 */
/** Ferritin (µg/L) below which NHS Lothian's referral guidance reads iron deficiency, with or without anaemia. */
const UK_IRON_DEFICIENT_BELOW = 30;

/**
 * What an adult's ferritin is read by in iron-deficiency anaemia, and the source: AGA 2020's 45 in
 * anaemia, or on a UK record below 30, NHS Lothian's referral guidance (review 39, country-39 case
 * 04: a Norwich record with a ferritin of 9 was read by the US guideline's 45 alone).
 */
function adultFerritinReading(ctx: RuleContext, ferritin: number): { rule: string; evidence: string } {
  const obs = ctx.lab("ferritin");
  if (readsAsUk(ctx) && !readsAsUsUnits(ctx) && ferritin < UK_IRON_DEFICIENT_BELOW)
    return {
      rule: `ferritin below ${thresholdText(obs, UK_IRON_DEFICIENT_BELOW, "ng/mL")} shows iron deficiency (NHS Lothian referral guidance)`,
      evidence: "nhs-lothian-refhelp-iron-deficiency",
    };
  return {
    rule: `ferritin below ${thresholdText(obs, 45, "ng/mL")} in anaemia supports iron deficiency`,
    evidence: "aga-2020-ida",
  };
}

function ironDeficientBelow(ctx: RuleContext): number {
  if (isMinor(ctx)) return lowFerritinCutoff(ctx).value;
  return hbCutoff(ctx)?.pregnancy !== undefined ? PREGNANCY_IRON_DEFICIENT_BELOW : 45;
}

/** A haemoglobinopathy named in a condition, or a haemoglobinopathy test already in the record. */
const HAEMOGLOBINOPATHY = /\b(?:thalass(?:a)?emi\w*|sickle|ha?emoglobinopath\w*|ha?emoglobin\s+[cdeh]\b|hb\s?[cdeh]\b)/;
const HAEMOGLOBINOPATHY_TEST = /electrophoresis|\bhba2\b|\bhplc\b|ha?emoglobinopath|\bsickle/i;

/** A raised blood lead, which makes red cells small as well (the lead itself is left to its own finding). */
function raisedLead(ctx: RuleContext): boolean {
  return ctx.model.labs.some((o) => /\blead\b/i.test(o.name) && (o.status === "high" || o.status === "critical-high"));
}

/** Plans for a pregnancy stated in the notes ("planning pregnancy next year", "pre-conception check"). */
const PREGNANCY_PLAN =
  /\b(?:planning|plans?|trying|hoping|wish(?:es|ing)?|wants?)\s+(?:to\s+)?(?:for\s+)?(?:a\s+)?(?:get\s+)?(?:pregnan\w*|conceive|baby|family)\b|\bpre-?conception\b/;

/** The Mentzer index below which thalassaemia trait is favoured over iron deficiency. */
const MENTZER_TRAIT_BELOW = 13;

/**
 * The Mentzer index (MCV in fL over the red cell count in 10¹²/L) of small red cells whose count is
 * not low, when it is below 13. Review 23 (haem-23 case 01): MCV 63 fL with a red cell count of
 * 5.6 ×10¹²/L (index 11.3) was told "this often means low iron". In thalassaemia trait the marrow
 * makes many small cells, so the count stays normal or high; in iron deficiency it falls with the
 * MCV. In children the index was the most reliable of twelve red cell indices for telling
 * beta-thalassaemia trait from iron deficiency (vehapoglu-2014-mentzer-index), but it is a pointer,
 * not a diagnosis, and the two can coexist.
 */
function mentzerFavoursTrait(
  ctx: RuleContext,
  mcvObs: LabObservation,
): { index: number; rbc: LabObservation } | undefined {
  const rbc = nearHb(ctx, ctx.lab("rbc"));
  const count = ctx.valueOf(rbc);
  const mcv = ctx.valueOf(mcvObs);
  if (rbc === undefined || count === undefined || mcv === undefined || count <= 0 || isLow(rbc)) return undefined;
  const index = mcv / count;
  return index < MENTZER_TRAIT_BELOW ? { index, rbc } : undefined;
}

/** The microcytic anaemia without iron studies, read with a Mentzer index that favours a trait. */
function mentzerRead(
  ctx: RuleContext,
  match: RuleMatch,
  mentzer: { index: number; rbc: LabObservation },
  crpInRecord: boolean,
): RuleMatch {
  const pregnant = pregnancy(ctx) !== undefined;
  const plan = pregnant ? undefined : statedMention(ctx.freeText, PREGNANCY_PLAN);
  const planned = pregnant || plan !== undefined;
  return {
    ...match,
    refs: [...match.refs, ...ctx.refs(mentzer.rbc)],
    values: {
      ...match.values,
      patientRead: `Your red cell count is not low, though, and many small red cells like this often come from an inherited carrier trait such as thalassaemia trait, which is usually harmless, rather than from low iron. Testing your iron (ferritin) and your type of haemoglobin at the same time can tell these apart.${
        planned
          ? pregnant
            ? " Because you are pregnant, it helps to test the baby's father too if you are found to carry a trait."
            : " Because you are planning a pregnancy, it helps to test your partner too, before you conceive, if you are found to carry a trait."
          : ""
      }`,
    },
    clinicianExtra: `Red cell count ${ctx.show(mentzer.rbc)} is not low: Mentzer index (MCV/red cell count) ${formatNumber(mentzer.index, 1)}, below 13, which favours thalassaemia trait over iron deficiency. The index is a pointer, not a diagnosis, and the two can coexist, so the haemoglobinopathy screen is sent with the ferritin rather than after it.${
      planned
        ? ` ${pregnant ? "She is pregnant" : `A pregnancy is planned ("${plan}")`}: if a carrier state is found, the partner is tested too.`
        : ""
    }`,
    nextSteps: [
      `Check ferritin${crpInRecord ? " (CRP already in the record)" : " and CRP"} with a haemoglobinopathy screen (HPLC or haemoglobin electrophoresis, with HbA2) at the same time`,
      ...(planned
        ? [
            pregnant
              ? "If a carrier state is found, test the baby's father as early in the pregnancy as possible"
              : "If a carrier state is found, test the partner before conception",
          ]
        : []),
    ],
    evidence: [
      ...(match.evidence ?? []),
      "vehapoglu-2014-mentzer-index",
      ...(planned ? ["racgp-haemoglobinopathies"] : []),
    ],
  };
}

/**
 * Small red cells (MCV below 80 fL or MCH below 27 pg from 18; a low MCV by the laboratory's range
 * under 18) with a ferritin that does not show iron deficiency: the pattern in which a
 * haemoglobinopathy such as thalassaemia trait is looked for. Not when one is already known or
 * tested for, nor with a raised blood lead (another cause of small red cells).
 */
function haemoglobinopathyPattern(ctx: RuleContext):
  | {
      size: LabObservation;
      mch?: LabObservation;
      ferritin: LabObservation;
      crp?: LabObservation;
      plan?: string;
      pregnant: boolean;
    }
  | undefined {
  const ferritin = nearHb(ctx, ctx.lab("ferritin"));
  const value = ctx.valueOf(ferritin);
  if (ferritin === undefined || value === undefined) return undefined;
  const mcvObs = ctx.lab("mcv");
  const mchObs = ctx.lab("mch");
  const mch = ctx.value("mch");
  const adultSmall = !isMinor(ctx) && ((ctx.value("mcv") ?? Infinity) < 80 || (mch ?? Infinity) < 27);
  const childSmall = isMinor(ctx) && isLow(mcvObs) && mcvObs?.rangeSource === "caller";
  const size = mcvObs ?? mchObs;
  if (size === undefined || (!adultSmall && !childSmall)) return undefined;
  const threshold = anaemic(ctx) !== undefined ? ironDeficientBelow(ctx) : lowFerritinCutoff(ctx).value;
  if (value < threshold || raisedLead(ctx)) return undefined;
  if (ctx.model.conditions.some((c) => HAEMOGLOBINOPATHY.test(c.name.toLowerCase()))) return undefined;
  if (ctx.model.labs.some((o) => HAEMOGLOBINOPATHY_TEST.test(o.name))) return undefined;
  const crp = [ctx.lab("crp"), ctx.lab("hs-crp")].find(isHigh);
  const pregnant = pregnancy(ctx) !== undefined;
  const plan = pregnant ? undefined : statedMention(ctx.freeText, PREGNANCY_PLAN);
  return {
    size,
    ...(mch !== undefined && mch < 27 && mchObs ? { mch: mchObs } : {}),
    ferritin,
    ...(crp ? { crp } : {}),
    ...(plan ? { plan } : {}),
    pregnant,
  };
}

/**
 * The causes of small red cells to look for when no more specific finding reads them (NHS Lothian
 * RefHelp; the RCPA manual adds lead, named when a raised blood lead is in the record).
 */
function microcyticCauseStep(ctx: RuleContext): string {
  return `Find the cause of the small red cells: iron deficiency, inflammation (anaemia of chronic disease)${raisedLead(ctx) ? ", the raised blood lead in the record" : ""} or a haemoglobinopathy such as thalassaemia trait`;
}

/**
 * Whether a more specific finding already reads a microcytic anaemia: no recent ferritin (the
 * iron-studies finding asks for it), a ferritin showing iron deficiency (iron-deficiency anaemia),
 * or the haemoglobinopathy pattern.
 */
function microcyticAnaemiaRead(ctx: RuleContext): boolean {
  const ferritin = ctx.valueOf(ferritinWithHb(ctx));
  if (ferritinWithHb(ctx, ctx.anyLab("ferritin")) === undefined) return true;
  if (ferritin !== undefined && ferritin < ironDeficientBelow(ctx)) return true;
  return haemoglobinopathyPattern(ctx) !== undefined;
}

/**
 * An anaemia in pregnancy whose ferritin is below BSH 2020's 30 µg/L: the cause is settled, and the
 * iron-deficiency finding's haemoglobin check at 2–3 weeks turns to other causes only if iron fails,
 * so no haematinic screen is asked for beside it (review 24, deep-24 case 06: MCV, B12 and folate
 * asked for beside a ferritin of 11).
 */
function ironDeficientInPregnancy(ctx: RuleContext): boolean {
  const ferritin = ctx.valueOf(ferritinWithHb(ctx));
  return (
    !isMinor(ctx) &&
    hbCutoff(ctx)?.pregnancy !== undefined &&
    ferritin !== undefined &&
    ferritin < PREGNANCY_IRON_DEFICIENT_BELOW
  );
}

/**
 * A child's anaemia with a ferritin below WHO's cut-off for the age: the iron-deficiency finding treats
 * it and looks further only if the haemoglobin does not rise, so the adult haematinic and kidney screen
 * is not asked for (review 26, children-26b case 09: a 3-year-old with ferritin 9 was sent for B12,
 * folate and kidney function).
 */
function ironDeficientChild(ctx: RuleContext): boolean {
  const ferritin = ctx.valueOf(ferritinWithHb(ctx));
  return isMinor(ctx) && ferritin !== undefined && ferritin < lowFerritinCutoff(ctx).value;
}

/** Short words for a stated cause of anaemia, to make the work-up conditional on it. */
const CAUSE_WORDS: Record<AnaemiaCause["kind"], string> = {
  bleeding: "the blood loss",
  surgery: "the operation",
  haematological: "the blood disorder",
  chemotherapy: "the chemotherapy",
  "marrow-drug": "the medicine",
};

/**
 * The generic anaemia's next steps, read against the red cell size and the other anaemia
 * findings; undefined keeps the rule's own work-up step. Small or large red cells have their own
 * findings (the iron, haemoglobinopathy and macrocytosis work-ups), so B12 and folate are not
 * asked for small cells, nor ferritin for large ones; with reduced kidney function the CKD
 * anaemia finding asks for the haematinics. A stated cause (bleeding, surgery, chemotherapy, a
 * blood disorder, marrow suppression) makes the remaining work-up conditional on the anaemia
 * being more than it explains.
 */
function anaemiaSteps(
  ctx: RuleContext,
  size: ReturnType<typeof redCellSize>,
  causes: readonly AnaemiaCause[],
): readonly string[] | undefined {
  const egfr = ctx.value("egfr");
  let step: TestsStep | undefined = ANAEMIA_WORK_UP;
  let own: string[] = [];
  if (size?.kind === "macrocytic") step = undefined;
  else if (size?.kind === "microcytic") {
    step = undefined;
    if (!microcyticAnaemiaRead(ctx)) own = [microcyticCauseStep(ctx)];
  } else if (ironDeficientInPregnancy(ctx) || ironDeficientChild(ctx)) step = undefined;
  else if (egfr !== undefined && egfr < 60) step = MCV_WORK_UP;
  // Blood loss stated in the weeks after birth is the delivery's, as in the iron-deficiency finding.
  const bleeding = causes.some(
    (c) => c.kind === "bleeding" && !KNOWN_SOURCE_BLEEDING.test(c.text.toLowerCase()) && !afterBirth(ctx),
  )
    ? ["Follow the haemoglobin with repeat counts while the blood loss is assessed"]
    : [];
  // Blasts in the blood send the anaemia to haematology with them; a haematinic screen adds nothing now.
  if (bloodBlasts(ctx) !== undefined) step = undefined;
  if (causes.length === 0) {
    if (step === ANAEMIA_WORK_UP) return undefined;
    const missing = step ? checkMissing(ctx, step) : undefined;
    return [...(missing ? [missing] : []), ...own];
  }
  const because = causes.length === 1 ? CAUSE_WORDS[causes[0]!.kind] : "these causes";
  const conditional = step
    ? checkMissing(ctx, { ...step, tail: ` only if the anaemia is more than ${because} explains or does not recover` })
    : undefined;
  return [...bleeding, ...(conditional ? [conditional] : []), ...own];
}

/**
 * iron-deficiency-without-anaemia's words on the haemoglobin: "without anaemia", or, with the sex
 * unknown and a haemoglobin between the women's and the men's cut-offs, that it depends on the sex.
 */
function anaemiaWords(ctx: RuleContext): Record<"anaemia" | "hbRead" | "patientHb", string> {
  if (anaemicOnlyIfMale(ctx) === undefined)
    return {
      anaemia: "without anaemia",
      hbRead: "without anaemia: low iron stores (iron deficiency without anaemia).",
      patientHb: ", but your blood count is not low yet",
    };
  return {
    anaemia: "(anaemia depends on the sex, which is not given)",
    hbRead: `with haemoglobin ${ctx.showValue("hemoglobin")}: low iron stores. The sex is not given: this haemoglobin is anaemia in a man (WHO cut-off ${hbCutoffText(ctx, MEN_HB)}) but not in a non-pregnant woman (${hbCutoffText(ctx, 12)}).`,
    patientHb: ". Whether your blood count is low depends on whether you are a man or a woman, which we were not told",
  };
}

/**
 * An eGFR below 60, or kidney failure on record when no eGFR is given: dialysis units often report
 * none (review 20, kidney-pregnancy-leftovers case 09: haemodialysis on darbepoetin with Hb 109 g/L
 * was worked up as a new anaemia because no eGFR came with it).
 */
function reducedKidneyFunction(ctx: RuleContext): boolean {
  const egfr = ctx.value("egfr");
  return egfr === undefined ? inKidneyFailure(ctx.model) : egfr < 60;
}

/** A haemoglobin cut-off in the unit the haemoglobin was reported in (110 g/L for a result in g/L). */
function hbCutoffText(ctx: RuleContext, value: number): string {
  return ctx.lab("hemoglobin")?.unit?.toLowerCase() === "g/l"
    ? `${formatNumber(value * 10)} g/L`
    : `${value.toFixed(1)} g/dL`;
}

/**
 * Cow's milk intake stated in the notes ("1.2 litres of cow's milk a day"), with its volume in mL when
 * given, also after the milk in the same clause (review 24, paeds-24 case 03: "switched to whole cow's
 * milk at 9 months, drinking about 32 oz a day" was not read). "Whole" and "cow's" can come together
 * (review 32, paeds-geri-32 case 02: "40 oz of whole cow's milk a day" was not read, and the step
 * asked how much milk the child drinks).
 */
const MILK_INTAKE =
  /\b(\d+(?:[.,]\d+)?)\s*(l|litres?|liters?|ml|oz|ounces?|cups?)\b(?:\s+of)?\s+(?:(?:whole|full[- ]fat)\s+)?(?:cow'?s\s+)?milk\b|\b(?:lots\s+of|a\s+lot\s+of|large\s+amounts?\s+of|excess(?:ive)?)\s+(?:cow'?s\s+)?milk\b|(?<=\b(?:cow'?s|whole|full[- ]fat)\s+milk\b[^.;\n]{0,40}?)\b\d+(?:[.,]\d+)?\s*(?:l|litres?|liters?|ml|oz|ounces?|cups?)\s+(?:a|per|each)\s+day\b/;

/**
 * A large cow's milk intake stated for a child: a volume above 500 mL a day (the intake Parkin
 * 2015 found linked with severe iron-deficiency anaemia in young children), or words for a lot.
 */
function largeMilkIntake(ctx: RuleContext): string | undefined {
  const quote = statedMention(ctx.freeText, MILK_INTAKE);
  if (quote === undefined) return undefined;
  const m = /(\d+(?:[.,]\d+)?)\s*(l|litres?|liters?|ml|oz|ounces?|cups?)\b/.exec(quote);
  if (m === null) return quote;
  const n = Number(m[1]!.replace(",", "."));
  const unit = m[2]!;
  const ml = unit === "ml" ? n : /^l/.test(unit) ? n * 1000 : /^(oz|ounce)/.test(unit) ? n * 29.57 : n * 240;
  return ml > 500 ? quote : undefined;
}

/** A haemorrhage whose source is known: at delivery, or at an operation. */
const KNOWN_SOURCE_BLEEDING = /\b(?:post-?partum|obstetric|pph|delivery|caesarean|surgical|operative)\b/;

/** A blood sample the notes say was taken fasting ("fasting labs", "fasted overnight", "NPO after midnight"). */
// Review 42 (primary-care-42 case 05): "bloods taken during Ramadan fast" went unremarked; a religious or
// other fast the sample was taken in is named too.
const FASTED_SAMPLE =
  /\b(?:fasting (?:labs?|bloods?|blood tests?|samples?)|fasted(?: overnight)?|(?:npo|nil by mouth) after midnight|after an overnight fast|(?:during|while|whilst) (?:a |the |his |her )?(?:ramadan |religious )?fast(?:ing)?|(?:ramadan|religious) fast(?:ing)?)\b/i;

/** A first-degree relative with haemochromatosis, as the notes state it. */
const RELATIVE_WITH_HAEMOCHROMATOSIS =
  /\b(?:mother|father|brother|sister|sibling|parent|son|daughter)\b[^.;\n]{0,30}\bha?emochromatosis\b/i;
/** The liver tests an iron overload screen asks for, from the past year. */
const IRON_OVERLOAD_LIVER_TESTS: WantedTest = { words: "liver tests", ids: LIVER_TESTS, withinDays: 365 };

/** Coeliac serology: a tTG-IgA from the past year in the record (a negative one included) is not asked for again. */
const COELIAC_SEROLOGY: WantedTest = { words: "coeliac serology", ids: ["ttg-iga"], withinDays: 365 };

/** The step to find the cause of iron loss, without coeliac serology when the record holds it. */
function idaSourceStep(ctx: RuleContext): string {
  // A normal tTG-IgA taken with gluten cut down settles nothing: its own finding asks for the repeat
  // on gluten (coeliac-gluten-cut-serology.ts), so it is neither quoted here nor asked for twice
  // (review 21, gastro-hepatology case 07).
  // Nor is a negative tTG-IgA beside a low total IgA, whose finding asks for an IgG-based test
  // (coeliac.ts; review 22, liver-gi-22 case 06 quoted it as "coeliac serology ... normal").
  const glutenCut = glutenCutSerology(ctx) !== undefined || negativeTtgWithLowIga(ctx);
  const note = inRecordNote(ctx, [COELIAC_SEROLOGY]);
  const step = glutenCut
    ? IDA_SOURCE_STEPS[0].replace(", coeliac serology", "")
    : note === undefined
      ? IDA_SOURCE_STEPS[0]
      : `Find the cause: menstrual loss, diet; bidirectional endoscopy in men and postmenopausal women ${note}`;
  // Menstrual loss is a cause to ask about in women only, and not after the menopause.
  return ctx.sex === "male" || pastMenopause(ctx) ? step.replace("menstrual loss, ", "") : step;
}

/** The menopause stated in the notes ("postmenopausal", "after the menopause"). */
const POSTMENOPAUSAL = /\bpost-?menopaus\w*|\bafter (?:the |her )?menopause\b/i;
/** Most women have reached the menopause by this age (the average is about 51). */
const MENOPAUSE_BY_AGE = 55;

/**
 * A woman past the menopause, by the notes or from 55, with no heavy periods of her own recorded:
 * "menstrual loss" was asked about for a postmenopausal woman of 67 (review 30b, older-obs-30b case 12).
 */
function pastMenopause(ctx: RuleContext): boolean {
  if (ctx.sex !== "female" || ownHeavyPeriods(ctx) !== undefined) return false;
  return (ctx.age ?? 0) >= MENOPAUSE_BY_AGE || statedMention(ctx.freeText, POSTMENOPAUSAL) !== undefined;
}

/** The adult iron-deficiency anaemia steps after the first (starting iron). */
const IDA_SOURCE_STEPS = [
  "Find the cause: menstrual loss, diet, coeliac serology; bidirectional endoscopy in men and postmenopausal women",
  "Recheck haemoglobin and ferritin after 2–3 months",
] as const;

/** A relative named in the sentence: the heavy periods are then the family history, not the patient's. */
const RELATIVE = /\b(?:mother|mum|mom|sister|aunt|grandmother|cousin|family)\b/;

/**
 * The patient's own heavy periods, from a recorded condition or the notes (a sentence about a
 * relative's periods is family history and does not count), quoted when from the notes.
 */
function ownHeavyPeriods(ctx: RuleContext): string | undefined {
  if (ctx.conditions("heavy-menstrual-bleeding").length > 0) return "heavy menstrual bleeding";
  for (const m of statedMatches(ctx.freeText, HEAVY_PERIODS)) {
    if (!RELATIVE.test(sentenceAround(ctx.freeText, m.index, m.length))) return m.quote;
  }
  return undefined;
}

/**
 * An adolescent's own heavy periods beside low iron: the likely source of the loss, and possibly the
 * first sign of a bleeding disorder (ACOG CO 785, evidence acog-co785-bleeding-disorders-adolescent-hmb).
 */
const ADOLESCENT_HEAVY_PERIODS = {
  clinician:
    "Heavy periods are recorded, the likely source of the iron loss. In an adolescent, heavy periods can be the first sign of a bleeding disorder such as von Willebrand disease, which should be tested for.",
  patient:
    "Heavy periods are a likely reason for the low iron. Your doctor may also test for a blood clotting problem, as this can cause heavy periods.",
  ask: "Heavy periods are recorded: ask about other bleeding (nosebleeds, easy bruising, bleeding after dental work or surgery) and bleeding in the family, and test for a bleeding disorder such as von Willebrand disease with a haematologist's advice",
  treat: "Treat the heavy periods (usually hormonal treatment), with gynaecology advice",
};

/** A girl of 10 to 17 whose own heavy periods the record names (see ownHeavyPeriods). */
const adolescentHeavyPeriods = (ctx: RuleContext) =>
  isMinor(ctx) && ctx.sex === "female" && (ctx.age ?? 0) >= 10 ? ownHeavyPeriods(ctx) : undefined;

/**
 * A woman from 18 to 49, not pregnant, whose own heavy periods the record names: the likely source
 * of low iron stores, treated alongside the iron (review 26, haem-26b case 08: ferritin 9 with heavy
 * periods since her teens was told only "consider the cause").
 */
const adultHeavyPeriods = (ctx: RuleContext) =>
  !isMinor(ctx) &&
  ctx.sex === "female" &&
  (ctx.age ?? MENSTRUATING_BELOW_AGE) < MENSTRUATING_BELOW_AGE &&
  pregnancy(ctx) === undefined
    ? ownHeavyPeriods(ctx)
    : undefined;

/**
 * Iron-deficiency anaemia in a child: WHO's ferritin cut-off for the age, and a child's steps in
 * place of the adult search for a source of loss (menstrual loss, endoscopy in men and
 * postmenopausal women). A large cow's milk intake stated for a child under 5 is named as the
 * likely cause. The AAP report, written for children up to 3 years, is cited up to that age.
 */
function childIronDeficiency(ctx: RuleContext, small: boolean): RuleMatch {
  const cutoff = lowFerritinCutoff(ctx);
  const age = ctx.age ?? 0;
  const milk = age < 5 ? largeMilkIntake(ctx) : undefined;
  // ACOG CO 785: heavy periods in an adolescent can be the first sign of a bleeding disorder.
  const heavy = adolescentHeavyPeriods(ctx);
  const ask =
    heavy !== undefined
      ? ADOLESCENT_HEAVY_PERIODS.ask
      : age < 5
        ? "Ask about diet, including how much cow's milk the child drinks, and about blood loss"
        : ctx.sex !== "male" && age >= 10
          ? "Ask about diet and about blood loss, including heavy periods"
          : "Ask about diet and about blood loss";
  return {
    refs: ctx.refs(ctx.lab("hemoglobin"), ctx.lab("ferritin"), small ? ctx.lab("mcv") : undefined),
    values: {
      hb: ctx.showValue("hemoglobin"),
      ferritin: ctx.showValue("ferritin"),
      ferritinRule: `below ${cutoff.value} µg/L, WHO's cut-off for iron deficiency in ${cutoff.group ?? "children"}, so with the anaemia this is iron-deficiency anaemia`,
      mcvText: small ? `; MCV ${ctx.showValue("mcv")} is low for the laboratory's range` : "",
      cause: milk
        ? `The notes record ${milk}: a cow's milk intake above about 500 mL a day is linked with iron-deficiency anaemia in young children.`
        : heavy
          ? ADOLESCENT_HEAVY_PERIODS.clinician
          : "The cause should be found.",
      patientCause: milk
        ? "Drinking a lot of cow's milk is linked with low iron in young children, so your doctor may suggest cutting down."
        : heavy
          ? ADOLESCENT_HEAVY_PERIODS.patient
          : "Finding out why the iron is low is important.",
    },
    nextSteps: [
      "Start oral iron at a dose for the child's weight, and recheck haemoglobin after about 4 weeks to confirm the response",
      // The quote can name the milk itself ("1.2 litres of cow's milk"): the step names it once
      // (review 31b, deep-paeds-31b case 01: "Cut down the cow's milk (1.2 litres of cow's milk)").
      milk
        ? `Cut down the cow's milk (${milk.replace(/\s+of\s+(?:(?:whole|full[- ]fat)\s+)?(?:cow'?s\s+)?milk\b/i, "")}) and offer iron-rich foods`
        : ask,
      ...(heavy ? [ADOLESCENT_HEAVY_PERIODS.treat] : []),
      "If the haemoglobin does not rise with iron, look for another cause",
    ],
    patientQuestions: ["What could be causing the low iron?", "How long will the iron be needed?"],
    evidence: [
      ...(age < 4 ? ["aap-2010-iron-deficiency-infants"] : []),
      ...(milk ? ["parkin-2015-cow-milk-ida"] : []),
      ...(heavy ? ["acog-co785-bleeding-disorders-adolescent-hmb"] : []),
    ],
  };
}

const ANAEMIA_CKD_WORK_UP: TestsStep = {
  tests: [
    { words: "ferritin", ids: ["ferritin"] },
    { words: "transferrin saturation", ids: ["tsat"] },
    B12,
    FOLATE,
  ].map((t) => ({ ...t, withinDays: ANAEMIA_WORK_UP_DAYS })),
};

const SECONDARY_DYSLIPIDAEMIA: TestsStep = {
  tests: [TSH, LIVER, { words: "urine protein", ids: ["urine-protein", "uacr"] }],
  tail: " for secondary causes",
};

const MACROCYTOSIS_WORK_UP: TestsStep = { tests: [B12, FOLATE, LIVER, TSH] };

const B12_BEFORE_FOLATE: TestsStep = { tests: [B12], tail: " before replacing folate; review diet and alcohol" };

const MMA_STEP: TestsStep = {
  tests: [{ words: "methylmalonic acid", ids: ["mma"] }],
  tail: " if borderline; look for the cause (diet, pernicious anaemia, metformin, acid suppression)",
};

/**
 * The low-B12 finding's sources on a record that reads as US: AAFP's B12 review in place of the
 * British Society for Haematology's (review 26, us-sources-26b); `extra` keeps a match's own sources.
 */
function usB12Sources(
  ctx: RuleContext,
  extra: readonly string[],
): Pick<RuleMatch, "evidence" | "evidenceReplacesRule"> {
  return readsAsUsUnits(ctx) ? { evidence: ["aafp-2017-b12", ...extra], evidenceReplacesRule: true } : {};
}

const CALCIUM_STEP: TestsStep = { tests: [{ words: "calcium", ids: ["calcium", "calcium-ionized"] }] };

/** A rise in creatinine the aki-creatinine-rise rule reports, with the results it compares. */
interface CreatinineRise {
  latest: LabObservation;
  /** The result the rise is measured from; for a median baseline, the pooled results' newest. */
  baseline: LabObservation;
  /** How the baseline is quoted: the result itself, or the median of the pooled results. */
  baselineText: string;
  /** Every result the baseline was taken from, for the finding's references. */
  baselineRefs: string[];
  ratio: number;
  days: number;
  /** 1.5× the baseline within 7 days, or a rise of 0.3 mg/dL within 2 days: KDIGO's AKI criteria. */
  meetsRatio: boolean;
  meetsAbsolute: boolean;
  /** Set when the baseline is one the notes state, with no earlier result on record; `baseline` is then the latest. */
  noted?: NotedCreatinineBaseline;
}

/** A rise against the baseline the notes state, when the record has no earlier creatinine. */
function notedCreatinineRise(
  ctx: RuleContext,
  latest: LabObservation,
  latestValue: number,
): CreatinineRise | undefined {
  const noted = notedCreatinineBaseline(ctx);
  if (noted === undefined) return undefined;
  const ratio = latestValue / noted.mgdl;
  if (ratio < 1.5) return undefined;
  return {
    latest,
    baseline: latest,
    baselineText: `${noted.shown} (the baseline given in the notes: "${noted.quote}")`,
    baselineRefs: [],
    ratio,
    days: 0,
    meetsRatio: false,
    meetsAbsolute: false,
    noted,
  };
}

/** The notes' creatinine at the start of this stay ("creatinine 0.9 mg/dL on admission"). */
const ADMISSION_BASELINE = /\badmission\b|\badmitted\b/i;

/** The timing sentence of a rise against a baseline from the notes, whose date the record does not give. */
function notedBaselineTiming(ctx: RuleContext, noted: NotedCreatinineBaseline, stage: number): string {
  // An admission result dates the rise to this stay: its date needs no confirming (review 36,
  // kidney-36 case 01: 0.9 mg/dL on admission and 2.1 on day 4 was told to confirm when it was measured).
  if (ADMISSION_BASELINE.test(noted.quote))
    return `against that admission result alone, as no earlier result is on record: the rise came during this stay, so treat this as acute kidney injury (KDIGO stage ${stage} by the size of the rise) until a repeat creatinine shows otherwise`;
  const illness = statedMention(ctx.freeText, ACUTE_ILLNESS);
  return illness === undefined
    ? "against that baseline alone, as no earlier result is on record: confirm when it was measured and repeat creatinine, as a rise of 1.5× or more needs prompt assessment"
    : `against that baseline alone, as no earlier result is on record; the notes record "${illness}", an acute illness that dates the rise to the last few days, so treat this as acute kidney injury (KDIGO stage ${stage} by the size of the rise) until a repeat creatinine or the earlier results show otherwise`;
}

/**
 * The acute kidney injury finding's sources: KDIGO everywhere; the NHS England algorithm, and with
 * medicines withheld the RCGP toolkit, on a UK record only. A US record, and one of neither country,
 * cited both English sources (review 36, kidney-36 cases 01 and 03); there the withholding rests on
 * CCJM's advice to stop an ACE inhibitor or ARB and diuretics during illness or dehydration.
 */
function akiSources(ctx: RuleContext, withheld: boolean): string[] {
  if (readsAsUk(ctx)) return ["kdigo-2012-aki", "nhs-england-aki-algorithm", ...(withheld ? ["rcgp-aki-toolkit"] : [])];
  return ["kdigo-2012-aki", ...(withheld ? ["momoniat-2019-acei-arb-potassium"] : [])];
}

const DAY_MS = 86_400_000;

/**
 * The baseline follows the NHS England AKI algorithm (patient safety alert, June 2014;
 * nhs-england-aki-algorithm): the lowest creatinine of the previous 7 days when there is one,
 * otherwise the median of the results from 8 to 365 days before. The rise of 0.3 mg/dL
 * (26.5 µmol/L) is read against the lowest result of the previous 48 hours, as in KDIGO. A median
 * of older results, unlike their lowest, does not turn the ordinary scatter of a stable CKD
 * creatinine into an alert.
 */
function creatinineBaseline(
  ctx: RuleContext,
  latest: LabObservation & { time: number },
  earlier: LabObservation[],
): { baseline: LabObservation; value: number; text: string; refs: string[] } | undefined {
  const ageDays = (o: LabObservation) => (latest.time - (o.time ?? 0)) / DAY_MS;
  const recent = earlier.filter((o) => ageDays(o) <= 7);
  if (recent.length > 0) {
    const lowest = recent.reduce((min, o) => ((ctx.valueOf(o) ?? Infinity) < (ctx.valueOf(min) ?? Infinity) ? o : min));
    const value = ctx.valueOf(lowest);
    return value === undefined ? undefined : { baseline: lowest, value, text: ctx.show(lowest), refs: [lowest.ref] };
  }
  const pool = earlier.filter((o) => ageDays(o) > 7 && ctx.valueOf(o) !== undefined);
  if (pool.length === 0) return undefined;
  const value = median(pool.map((o) => ctx.valueOf(o) ?? 0));
  const newest = pool.reduce((a, o) => ((o.time ?? 0) > (a.time ?? 0) ? o : a));
  if (pool.length === 1) return { baseline: newest, value, text: ctx.show(newest), refs: [newest.ref] };
  // Quoted in the results' own unit when they share one, else in the rule unit.
  const units = new Set(pool.map((o) => (o.value.kind === "number" && o.value.comparator === undefined ? o.unit : "")));
  const [unit] = units;
  const shown =
    units.size === 1 && unit
      ? `${formatNumber(median(pool.map((o) => (o.value.kind === "number" ? o.value.value : 0))))} ${unit}`
      : `${formatNumber(value)} mg/dL`;
  const dates = pool
    .map((o) => o.date?.slice(0, 10) ?? "")
    .filter(Boolean)
    .sort();
  const span = dates.length > 0 ? `, ${dates[0]} to ${dates[dates.length - 1]}` : "";
  return {
    baseline: newest,
    value,
    text: `a median of ${shown} (${pool.length} results${span})`,
    refs: pool.map((o) => o.ref),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Whether the aki-creatinine-rise rule has a rise to report (used by vancomycin-level-high.ts). */
export const creatinineRiseFound = (ctx: RuleContext): boolean => creatinineRise(ctx) !== undefined;

/**
 * The latest creatinine against its baseline (creatinineBaseline), when the rise is one the
 * aki-creatinine-rise rule reports: KDIGO's criteria, or 1.5× a median baseline from 8 to 365
 * days before, whose timing the finding asks to be clarified.
 */
function creatinineRise(ctx: RuleContext): CreatinineRise | undefined {
  const obs = ctx.labs("creatinine").filter((o) => o.standard !== undefined && o.time !== undefined);
  const latest = obs[0];
  if (!latest?.standard || latest.time === undefined) return undefined;
  const latestTime = latest.time;
  const earlier = obs.slice(1).filter((o) => latestTime - (o.time ?? 0) <= 365 * DAY_MS && latestTime > (o.time ?? 0));
  const latestValue = ctx.valueOf(latest);
  if (latestValue === undefined) return undefined;
  if (earlier.length === 0) return notedCreatinineRise(ctx, latest, latestValue);
  const base = creatinineBaseline(ctx, { ...latest, time: latestTime }, earlier);
  if (base === undefined || base.baseline.time === undefined) return undefined;
  const days = (latestTime - base.baseline.time) / DAY_MS;
  const ratio = latestValue / base.value;
  const meetsRatio = ratio >= 1.5 && days <= 7;
  // KDIGO's absolute rise, against the lowest result of the previous 48 hours.
  const within48h = earlier.filter((o) => latestTime - (o.time ?? 0) <= 2 * DAY_MS);
  const low48 =
    within48h.length === 0
      ? undefined
      : within48h.reduce((min, o) => ((ctx.valueOf(o) ?? Infinity) < (ctx.valueOf(min) ?? Infinity) ? o : min));
  const low48Value = ctx.valueOf(low48);
  const meetsAbsolute = low48Value !== undefined && latestValue - low48Value >= 0.3;
  if (ratio >= 1.5) {
    return {
      latest,
      baseline: base.baseline,
      baselineText: base.text,
      baselineRefs: base.refs,
      ratio,
      days,
      meetsRatio,
      meetsAbsolute,
    };
  }
  if (meetsAbsolute && low48 !== undefined && low48Value !== undefined && low48.time !== undefined) {
    return {
      latest,
      baseline: low48,
      baselineText: ctx.show(low48),
      baselineRefs: [low48.ref],
      ratio: latestValue / low48Value,
      days: (latestTime - low48.time) / DAY_MS,
      meetsRatio: false,
      meetsAbsolute,
    };
  }
  return undefined;
}

/** How far above an earlier creatinine the latest may be and still be "within" it: the trends' two-point noise band. */
const STEADY_CREATININE_RATIO = 1.1;

/**
 * A first low eGFR whose creatinine was already about as high at least 3 months before, and no
 * lower since within two years: "Creatinine 104 µmol/L is no more than 10% above an earlier 100 µmol/L".
 * Only earlier eGFR values used to count, so a creatinine stable for a year still drew "repeat to
 * exclude AKI" (review 16, older over-calls; hf-af case 08).
 */
function steadyCreatinine(ctx: RuleContext): string | undefined {
  const obs = ctx.labs("creatinine").filter((o) => o.time !== undefined && ctx.valueOf(o) !== undefined);
  const latest = obs[0];
  const latestValue = ctx.valueOf(latest);
  if (latest?.time === undefined || latestValue === undefined) return undefined;
  const earlier = obs
    .slice(1)
    .filter((o) => (o.time ?? 0) < latest.time! && latest.time! - (o.time ?? 0) <= 730 * DAY_MS);
  const old = earlier.find((o) => latest.time! - (o.time ?? 0) >= 90 * DAY_MS);
  if (old === undefined || earlier.some((o) => latestValue > (ctx.valueOf(o) ?? 0) * STEADY_CREATININE_RATIO))
    return undefined;
  return `Creatinine ${ctx.show(latest)} is no more than 10% above an earlier ${ctx.show(old)}, more than 3 months before`;
}

/**
 * Whether kidney function is unstable: the aki-creatinine-rise rule fires, or the results show a
 * hyperglycaemic crisis (rules/metabolic-emergencies.ts), whose dehydration raises creatinine. An
 * eGFR from a creatinine still changing does not measure a stable GFR, so while this holds the rules
 * do not stage CKD from it, and advice to start a kidney-protecting medicine waits until kidney
 * function is stable.
 */
export function kidneyFunctionUnstable(ctx: RuleContext): boolean {
  // An adrenal crisis (rules/adrenal.ts) depletes volume and raises creatinine as well.
  return creatinineRise(ctx) !== undefined || hyperglycaemicCrisis(ctx) !== undefined || adrenalCrisisExplains(ctx);
}

/**
 * When a new long-term medicine (an SGLT2 inhibitor) should wait, worded to follow "once": while
 * a potassium or sodium is critical, and while kidney function is still changing. An engine
 * choice: the emergency comes first, and a medicine started meanwhile confuses the picture.
 */
export function deferUntil(ctx: RuleContext): string | undefined {
  const flagged = (["potassium", "sodium"] as const).filter((id) => {
    const obs = ctx.lab(id);
    return obs !== undefined && (obs.critical || obs.status === "critical-high" || obs.status === "critical-low");
  });
  // "Critical" only where the report grades it so (review 31, engine-31 cases 01-02: "once the
  // critical potassium has been corrected" beside no critical finding). A value the laboratory
  // flagged critical inside the engine's own limit is graded high (evaluate.ts,
  // labFlaggedCriticalFinding), and a high potassium below 6.5 mmol/L without ECG changes is graded
  // by the hyperkalaemia findings in the UK Kidney Association bands, not as an emergency
  // (lead-finding.ts; hyperkalaemia-emergency.ts). Such a value still waits, named by its direction.
  const named = flagged.map((id) => {
    const obs = ctx.lab(id)!;
    const def = obs.analyteId === undefined ? undefined : labById(obs.analyteId);
    const side = def === undefined ? undefined : criticalLimitSide(obs, def);
    const high = !(obs.status === "critical-low" || obs.status === "low");
    const critical =
      side !== undefined && side !== "within" && !(id === "potassium" && high && potassiumEmergency(ctx) === undefined);
    return `${critical ? "critical" : high ? "high" : "low"} ${id}`;
  });
  const parts = [
    named.length > 0 ? `the ${joinList(named)} ${named.length > 1 ? "have" : "has"} been corrected` : "",
    kidneyFunctionUnstable(ctx) ? "kidney function is stable" : "",
  ].filter(Boolean);
  return parts.length === 0 ? undefined : parts.join(" and ");
}

/** What a deferred opportunity adds to its texts, with its lower severity and its step worded for later. */
export function deferred(until: string, step: string): Partial<RuleMatch> {
  return {
    severity: Severity.low,
    nextSteps: [step],
    clinicianExtra: `Not for now: consider it once ${until}.`,
    patientExtra: "This is for later, once the more urgent results have been dealt with.",
  };
}

const CKD_MONITOR_STEP = "Monitor eGFR and urine ACR at a frequency set by the G/A category";
const CKD_BP_DRUGS_STEP = "Control blood pressure; review kidney-cleared drugs";

/** ckd-stage's next steps. */
const CKD_STEPS = ["Confirm chronicity (>3 months) if not already", CKD_MONITOR_STEP, CKD_BP_DRUGS_STEP];

/**
 * ckd-stage's first step for a low eGFR not yet shown to last (review 11, lab-panels #13: eGFR 44
 * with no earlier result went straight to "confirm chronicity > 3 months"): KDIGO 2024 does not
 * take a single low eGFR as chronic, since it can be acute kidney injury or acute kidney disease,
 * so it is repeated first (SUMMARIES["kdigo-2024-ckd"]).
 */
const CKD_REPEAT_STEP =
  "Repeat creatinine and eGFR soon to exclude acute kidney injury: a single low eGFR can be acute, not chronic";

/**
 * ckd-stage's next steps for a result not yet shown to last (review 43, wording-43 case 10: a first
 * eGFR of 52 was told to "monitor at a frequency set by the G/A category" beside "repeat to confirm"):
 * KDIGO 2024 (practice points 1.1.3.1-2) does not assume chronicity from one result and shows it by
 * repeat measurements within and beyond the 3-month point, so the repeat is the step, and category-based
 * monitoring follows only once CKD is confirmed.
 */
const CKD_CONFIRM_STEP =
  "Repeat eGFR and urine ACR within and beyond 3 months of this result to confirm whether the abnormality lasts; monitor by G/A category only once CKD is confirmed";

/** ckd-stage's next steps once chronicity is established: its default list without "confirm chronicity". */
const CKD_KNOWN_STEPS = [CKD_MONITOR_STEP, CKD_BP_DRUGS_STEP];

const CONTROL_BP = /^Control blood pressure;/;

/** Any blood pressure stated in the notes, in figures or words ("BP well controlled"), not denied. */
const BP_STATED = /\b(?:bp|blood pressures?)\b/i;

/**
 * ckd-stage's "Control blood pressure" step made to fit the record (review 31, engine-31 case 01:
 * "control blood pressure" with no blood pressure recorded, so nothing to control against): with no
 * reading and no mention in the notes it asks for one first; with a recorded reading it names the
 * latest, so the step says what is being controlled.
 */
function withBpToControl(ctx: RuleContext, m: RuleMatch): RuleMatch {
  // Only a recorded reading is named: a figure in the notes may be a home average or an old value.
  const latest = bpReadings(ctx)[0];
  const stated =
    latest !== undefined || notedClinicBp(ctx).length > 0 || statedMention(ctx.freeText, BP_STATED) !== undefined;
  const step = latest
    ? `Control blood pressure (latest ${showBp({ sys: latest.sys, dia: latest.dia })}${latest.date ? ` on ${latest.date.slice(0, 10)}` : ""});`
    : stated
      ? undefined
      : "Measure blood pressure (none is recorded here) and control it;";
  if (step === undefined) return m;
  return { ...m, nextSteps: m.nextSteps?.map((s) => s.replace(CONTROL_BP, step)) };
}
const REVIEW_BP_MEDICINES =
  "Review the blood-pressure medicines for reducing rather than lowering blood pressure further;";
const REVIEW_BP_STANDING =
  "Review blood-pressure treatment with the fall on standing in mind (see the orthostatic hypotension finding) before lowering it further;";

/** ckd-stage's step in recorded kidney failure, where eGFR and ACR monitoring no longer stage anything. */
const KIDNEY_FAILURE_STEP =
  "Care with the kidney team (dialysis or its planning); review kidney-cleared drugs and their doses";

/** The eGFR check the metformin rules (drug-lab.ts) ask for at eGFR 30–59; ckd-stage words it the same. */
export const METFORMIN_EGFR_STEP = "Monitor eGFR every 3–6 months while on metformin";

/**
 * In G3 on metformin, eGFR already has its own step (every 3–6 months): ckd-stage then leaves eGFR
 * to that one step and sets only the urine ACR frequency by category, so monitoring is not advised
 * three ways.
 */
function withMetforminEgfrStep(steps: readonly string[], onMetforminInG3: boolean): readonly string[] {
  if (!onMetforminInG3) return steps;
  return steps.flatMap((s) =>
    s === CKD_MONITOR_STEP ? [METFORMIN_EGFR_STEP, "Monitor urine ACR at a frequency set by the G/A category"] : [s],
  );
}

/** Bisphosphonates and denosumab by name: the anti-resorptives the ROS guideline names. */
const ANTIRESORPTIVE =
  /\b(?:alendron\w*|risedron\w*|ibandron\w*|zoledron\w*|pamidron\w*|aclasta|fosamax|actonel|denosumab|prolia)\b/i;
const OSTEOPOROSIS_OR_FRACTURE = /\bosteoporo(?:sis|tic)\b|\b(?:fragility|low[- ]trauma) fractures?\b/;

/**
 * What in the record makes vitamin D replacement advised rather than optional: the Royal
 * Osteoporosis Society treats a 25OHD below 30 nmol/L, and 30–50 nmol/L with a fragility fracture,
 * documented osteoporosis, anti-resorptive treatment or a raised PTH. Osteoporosis is read from the
 * conditions and scan reports, a fracture also from the notes ("mother had osteoporosis" is not hers).
 */
function vitaminDBoneReasons(ctx: RuleContext): { texts: string[]; refs: string[] } {
  const texts: string[] = [];
  const refs: string[] = [];
  const listed = ctx.model.conditions.filter((c) => OSTEOPOROSIS_OR_FRACTURE.test(c.name.toLowerCase()));
  const scan = ctx.model.imaging.find((s) => statedMention(s.text.toLowerCase(), OSTEOPOROSIS_OR_FRACTURE, true));
  const fracture = statedMention(ctx.freeText, /\b(?:fragility|low[- ]trauma) fractures?\b/, true);
  if (listed.length > 0) texts.push(joinList(listed.map((c) => c.name)));
  else if (scan) texts.push("osteoporosis on a scan report");
  else if (fracture) texts.push(`${fracture} in the notes`);
  refs.push(...ctx.refs(...listed, scan));
  const drugs = ctx.model.medications.filter((m) => m.active && ANTIRESORPTIVE.test(m.name));
  if (drugs.length > 0) texts.push(`anti-resorptive treatment (${medNames(drugs)})`);
  refs.push(...ctx.refs(...drugs));
  const pth = ctx.lab("pth-intact");
  if (isHigh(pth)) {
    texts.push(`a raised PTH (${ctx.show(pth)})`);
    refs.push(...ctx.refs(pth));
  }
  return { texts, refs };
}

/** Low vitamin D in pregnancy: treated, not left to a pregnancy multivitamin (see {@link vitaminDInPregnancy}). */
const VITAMIN_D_PREGNANCY_STEPS = [
  "Treat the deficiency: a course of oral vitamin D3 (colecalciferol) at a treatment dose, avoiding very high single doses in pregnancy, then a daily maintenance dose for the rest of the pregnancy and breastfeeding",
  "Check calcium",
];

/** The clinician and patient texts for a low vitamin D in pregnancy. */
function vitaminDInPregnancy(ctx: RuleContext): { why: string; patientExtra: string; evidence: string[] } {
  const multivitamin = ctx.model.medications.some(
    (m) =>
      m.active &&
      /\b(?:pregnacare|pregnancy multi|prenatal|antenatal)\b|\bvitamin d\b|colecalciferol|cholecalciferol/i.test(
        m.name,
      ),
  );
  return {
    why: `In pregnancy this is treated: the Endocrine Society (2024) suggests vitamin D for everyone who is pregnant, and a deficiency found on testing is corrected with a treatment course, then a maintenance dose. The 10 micrograms a day in a pregnancy supplement is the preventive dose NICE advises for all pregnant women, not treatment${multivitamin ? " (a supplement is listed)" : ""}. A mother's low vitamin D puts her newborn at risk of low calcium (RCOG).`,
    patientExtra:
      "In pregnancy, low vitamin D is treated with a course of vitamin D at a higher dose than the one in pregnancy vitamins, then a daily dose after that. Ask your doctor or midwife which dose to take.",
    evidence: ["nice-ph56-vitamin-d", "rcog-sip43-vitamin-d-pregnancy"],
  };
}

/** sglt2i-opportunity-diabetic-kidney while a low eGFR is not yet shown to be CKD (see lowEgfrNotYetCkd). */
const NOT_YET_CKD: Partial<RuleMatch> = {
  severity: Severity.low,
  clinicianExtra:
    "Kidney disease is not yet established (KDIGO needs the low eGFR, or albuminuria, to last more than 3 months), so this is for once it is confirmed.",
  patientExtra: "This is for later, if repeat kidney tests confirm a lasting problem.",
  nextSteps: [
    "Repeat eGFR and check urine ACR; if chronic kidney disease is confirmed, consider an SGLT2 inhibitor if eGFR ≥20 and no contraindication",
  ],
};

/**
 * sglt2i-opportunity-diabetic-kidney when a raised urine ACR (with or without a low eGFR) is not yet
 * shown to last (see kidneyMarkerNotYetCkd): the finding waits on the repeat, as ckd-stage does.
 */
const ALBUMINURIA_NOT_YET_CKD: Partial<RuleMatch> = {
  severity: Severity.low,
  clinicianExtra:
    "Kidney disease is not yet established: KDIGO 2024 does not take a single raised ACR (or low eGFR) as chronic and needs the abnormality to last more than 3 months, so the ACR is repeated to confirm it; this is for once it is confirmed.",
  patientExtra: "This is for later, if repeat kidney tests confirm a lasting problem.",
  nextSteps: [
    "Repeat urine ACR (with eGFR) to confirm the abnormality persists beyond 3 months; if chronic kidney disease is confirmed, consider an SGLT2 inhibitor if eGFR ≥20 and no contraindication",
  ],
  evidence: ["kdigo-2024-ckd"],
};

/** Premature ASCVD in a first-degree relative as the US guidelines count it: men before 55, women before 65. */
function prematureAscvd(f: FamilyHistoryItem): boolean {
  return f.degree === 1 && f.onsetAge !== undefined && f.onsetAge < (f.relativeSex === "female" ? 65 : 55);
}

const CORONARY = /\b(?:heart attack|myocardial|mi|coronary|ihd|chd|cad)\b/i;
/**
 * The Simon Broome criteria for possible FH (NICE CG71) count a relative's MI before 60 in a
 * first-degree or before 50 in a second-degree relative, which reaches a father's MI at 55 to 59 that
 * the US cut-off leaves out (review 21, lipids-21).
 */
function simonBroomeFamilyMi(f: FamilyHistoryItem): boolean {
  if (f.onsetAge === undefined || !CORONARY.test(f.condition)) return false;
  return (f.degree === 1 && f.onsetAge < 60) || (f.degree === 2 && f.onsetAge < 50);
}

const TG_FIBRATE_STEP = "If triglycerides stay at 500 mg/dL (5.6 mmol/L) or more despite diet, consider a fibrate";
const TG_STEPS = [
  "Look for secondary causes (alcohol, uncontrolled diabetes, hypothyroidism, drugs)",
  "Treat to lower triglycerides; dietary fat restriction",
  TG_FIBRATE_STEP,
];
/** Vitamin D alone or in a calcium combination ("Adcal-D3", "calcium carbonate + vitamin D3"). */
const VITAMIN_D_PRODUCT =
  /\b(?:colecalciferol|cholecalciferol|ergocalciferol|calciferol|vitamin d[23]?|fultium|invita|adcal-?d3|calcichew-?d3|accrete d3|calceos|theical-?d3)\b/i;
const FIBRATE = /\b(?:fenofibrate|bezafibrate|gemfibrozil|ciprofibrate|tricor|trilipix|lopid|lipantil|supralip)\b/i;

/*
 * A UK record's reading of the same lows (review 40, country-40 case 05: a Sheffield man of 74 on
 * gliclazide with glucose 3.1 was read by ADA alone). NICE NG28 relaxes the HbA1c target case by case
 * for older or frail adults with type 2 diabetes, especially when a low would put them at high risk;
 * it leads on a UK record, and ADA stays for the goal the text gives.
 */
function ng28RelaxedTarget(ctx: RuleContext): Partial<RuleMatch> {
  if (patientScope(ctx).country !== "uk" || isType1(ctx)) return {};
  return {
    clinicianExtra:
      "NICE NG28 likewise relaxes the HbA1c target case by case for older or frail adults with type 2 diabetes, especially when hypoglycaemia would put them at high risk (for example of falls).",
    evidence: ["nice-ng28-t2d-adults"],
  };
}

/** vitamin-d-deficiency's patient line beside osteomalacia, whose finding sets the treatment dose. */
const OSTEOMALACIA_SUPPLEMENT =
  "It needs treating with vitamin D at a treatment dose, as explained with your bone results (osteomalacia).";

export const PATTERN_RULES: readonly Rule[] = [
  {
    id: "sglt2i-opportunity-diabetic-kidney",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "Diabetes with {kidneyTitle} and no SGLT2 inhibitor",
    clinician:
      "Type 2 diabetes with {kidney} and no SGLT2 inhibitor listed; an SGLT2 inhibitor is recommended for kidney and heart protection when eGFR is 20 or more.",
    patient:
      "You have diabetes and signs of kidney strain. A type of medicine called an SGLT2 inhibitor can help protect the kidneys and heart.",
    nextSteps: ["Consider an SGLT2 inhibitor if eGFR ≥20 and no contraindication"],
    patientQuestions: ["Would an SGLT2 inhibitor help protect my kidneys?"],
    evidence: ["kdigo-2022-diabetes-ckd", "ada-soc-2026-s11"],
    keywords: ["sglt2 inhibitor", "diabetic kidney disease", "albuminuria"],
    match: (ctx) => {
      // During a hyperglycaemic crisis (possibly from an SGLT2 inhibitor) no long-term medicine is suggested.
      // KDIGO and ADA recommend it in type 2 diabetes; in type 1 it is not a routine kidney medicine
      // because of ketoacidosis (review 18, kidney-diabetes case 07 was offered one).
      if (!hasDiabetes(ctx) || isType1(ctx) || ctx.meds("sglt2i").length > 0 || hyperglycaemicCrisis(ctx))
        return undefined;
      // Kidney transplant recipients were outside the SGLT2 inhibitor kidney trials and the KDIGO
      // guidance (sglt2i-kidney-transplant): the graft's medicines are the transplant team's call
      // (review 27, leftovers-27 case 01).
      if (kidneyTransplant(ctx) !== undefined) return undefined;
      // An eGFR from a creatinine still changing shows no kidney disease (see kidneyFunctionUnstable).
      const unstable = kidneyFunctionUnstable(ctx);
      const until = deferUntil(ctx);
      const egfr = unstable ? undefined : ctx.value("egfr");
      const lowGfr = egfr !== undefined && egfr >= 20 && egfr < 60;
      // In the unit reported: 3.0–3.3 mg/mmol is under 30 mg/g once converted (albuminuria-persistence.ts).
      const albuminuria = latestAcrRaised(ctx) && (egfr === undefined || egfr >= 20);
      if (!lowGfr && !albuminuria) return undefined;
      const kidney = [
        lowGfr ? `eGFR ${ctx.showValue("egfr")}` : "",
        albuminuria ? `urine ACR ${ctx.showValue("uacr")}` : "",
      ]
        .filter(Boolean)
        .join(" and ");
      const notYet =
        until !== undefined
          ? undefined
          : !albuminuria
            ? lowEgfrNotYetCkd(ctx) && NOT_YET_CKD
            : kidneyMarkerNotYetCkd(ctx, egfr) && ALBUMINURIA_NOT_YET_CKD;
      return {
        refs: ctx.refs(
          lowGfr ? ctx.lab("egfr") : undefined,
          albuminuria ? ctx.lab("uacr") : undefined,
          ...ctx.conditions("diabetes"),
        ),
        values: {
          kidney,
          kidneyTitle: notYet ? "a kidney result not yet confirmed as kidney disease" : "kidney disease",
        },
        ...(until !== undefined &&
          deferred(until, `Consider an SGLT2 inhibitor once ${until}, if eGFR ≥20 and no contraindication`)),
        ...(notYet || undefined),
      };
    },
  },
  {
    id: "raas-opportunity-albuminuria",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "Albuminuria without an ACE inhibitor or ARB",
    clinician:
      "Urine ACR {acr} with diabetes or hypertension and no ACE inhibitor or ARB listed; renin–angiotensin blockade is recommended for albuminuria.",
    patient:
      "Your urine shows a protein leak. A blood-pressure medicine of the ACE inhibitor or ARB type can protect the kidneys.",
    nextSteps: [
      "Consider an ACE inhibitor or ARB titrated to the highest tolerated dose; check potassium and creatinine after starting",
    ],
    // Albuminuria is in the CKD guideline's scope; the diabetes standards only with diabetes.
    evidence: ["kdigo-2024-ckd"],
    keywords: ["albuminuria", "ace inhibitor", "arb"],
    match: (ctx) => {
      if (!latestAcrRaised(ctx) || ctx.medsOf("ace-inhibitor", "arb").length > 0) return undefined;
      if (!hasDiabetes(ctx) && ctx.conditions("hypertension").length === 0) return undefined;
      return {
        refs: ctx.refs(ctx.lab("uacr")),
        values: { acr: ctx.showValue("uacr") },
        evidence: fittingSources(ctx, ["ada-soc-2026-s11"]),
        ...(kidneyFunctionUnstable(ctx) && {
          nextSteps: [
            "Once kidney function is stable, consider an ACE inhibitor or ARB titrated to the highest tolerated dose; check potassium and creatinine after starting",
          ],
        }),
      };
    },
  },
  {
    id: "statin-opportunity-diabetes",
    family: F,
    severity: Severity.moderate,
    problem: "Cardiovascular risk",
    // The wording is in the values: ADA's by default, NICE's for a UK record (statin-diabetes-uk.ts).
    title: "{title}",
    clinician: "{kind} at age {age} with no statin listed{detail}",
    patient: "{patientLead} You do not seem to take one{patientTail}.",
    nextSteps: ["Discuss starting at least a moderate-intensity statin"],
    patientQuestions: ["Should I take a statin?"],
    evidence: ["ada-soc-2026-s10"],
    keywords: ["statin", "diabetes", "primary prevention"],
    match: (ctx) => {
      const age = ctx.age;
      if (!hasDiabetes(ctx) || age === undefined || ctx.meds("statin").length > 0) return undefined;
      // A statin stopped for a myopathy that has not settled is not restarted (statin-autoimmune-myopathy.ts).
      if (statinAutoimmuneMyopathy(ctx) !== undefined) return undefined;
      // ADA's ages are 40 to 75; a UK record is read at NICE's ages instead (statin-diabetes-uk.ts).
      const adaAge = age >= 40 && age <= 75;
      if (!adaAge && !ukDiabetesStatinAge(ctx, age)) return undefined;
      if (hyperglycaemicCrisis(ctx)) return undefined; // routine prevention waits until the crisis is over
      // KDIGO's 2013 lipid guideline suggests not starting a statin on dialysis, though one already
      // taken is continued: the choice is the renal team's (review 20, ckd-mineral-acid case 04; seen
      // 2026-11-29 in summaries at kidney-group-of-south-florida.com and the KDOQI commentary's abstract).
      if (onDialysis(ctx)) return undefined;
      // Review 45 (older-45 case 01): a care-home resident at Clinical Frailty Scale 7 was asked for a
      // QRISK score and offered atorvastatin; the PATH review (frail-statin-review.ts) finds no reason
      // to start a statin for primary prevention in severe frailty, and one for secondary prevention
      // probably unnecessary there.
      if (severelyFrailOlder(ctx)) return undefined;
      // Decompensated cirrhosis: the simvastatin label contraindicates it there and cirrhosis-statin
      // leaves a statin already taken to the liver team, so one is not offered (review 24, deep-24
      // case 02: Child-Pugh C with ascites and encephalopathy was told to start a statin).
      if (decompensatedCirrhosis(ctx) !== undefined) return undefined;
      // Established ASCVD makes it secondary prevention: a high-intensity statin (statin-intensity.ts).
      const ascvd = ctx.everHad("ascvd");
      // Outside 40 to 75 (a UK record) vascular disease and CKD are left to their own findings,
      // except that NICE's type 1 question counts nephropathy itself (statin-diabetes-uk.ts, review 23).
      if (!adaAge && (ascvd.length > 0 || (ckdStatinStep(ctx) !== undefined && !isType1(ctx)))) return undefined;
      if (ascvd.length > 0) {
        return {
          refs: ctx.refs(...ctx.conditions("diabetes"), ascvd[0]),
          values: adaDiabetesStatinText(age),
          clinicianExtra: `With established vascular disease (${ascvd[0]?.name ?? ""}) this is secondary prevention, which calls for a high-intensity statin.`,
          patientExtra: "Because you have had heart or blood-vessel disease, a stronger dose is usually advised.",
          nextSteps: [secondaryPreventionStatinStep(ctx)],
          evidence: ["nice-cg181-lipid-modification"],
        };
      }
      const ckdStep = adaAge ? ckdStatinStep(ctx) : undefined;
      if (ckdStep !== undefined)
        return {
          refs: ctx.refs(...ctx.conditions("diabetes"), ...ctx.conditions("ckd"), ctx.lab("egfr")),
          values: adaDiabetesStatinText(age),
          clinicianExtra: "Chronic kidney disease adds to the cardiovascular risk.",
          // NICE's atorvastatin 20 mg is UK practice; a US record keeps ADA's step (review 23, uk-us-23).
          ...(readsAsUk(ctx) && {
            values: ukCkdDiabetesStatinText(age),
            nextSteps: [ckdStep],
            evidence: ["nice-cg181-lipid-modification"],
          }),
        };
      // A UK record gets NICE's question for its type of diabetes (review 22, cardiometabolic-22).
      const uk = ukDiabetesStatin(ctx, age);
      if (uk === "quiet") return undefined;
      if (uk !== undefined) return { refs: ctx.refs(...ctx.conditions("diabetes")), ...uk };
      return { refs: ctx.refs(...ctx.conditions("diabetes")), values: adaDiabetesStatinText(age) };
    },
  },
  // An SGLT2 inhibitor in HFrEF is named with the other missing HFrEF medicines (rules/hfref-pillars.ts).
  {
    id: "ldl-above-goal-ascvd",
    family: F,
    severity: Severity.moderate,
    problem: "Cholesterol",
    title: "LDL cholesterol above goal with established vascular disease",
    clinician:
      "LDL-C {ldl} with established atherosclerotic disease ({condition}); {niceFirst}{aha} ESC/EAS 2019 sets {escGoalKind} goal in secondary prevention: LDL-C below {escGoal} with a fall of at least 50% from the untreated baseline.{nice}",
    patient:
      "Your LDL ('bad') cholesterol is above the {goalKind} for people who have had heart or blood-vessel disease.",
    nextSteps: ["Maximise statin intensity; consider ezetimibe or a PCSK9 inhibitor if LDL-C remains ≥70 mg/dL"],
    evidence: ["aha-acc-2023-ccd", "acc-aha-2026-dyslipidemia", "esc-eas-2019-dyslipidaemias"],
    keywords: ["ldl goal", "secondary prevention", "coronary disease"],
    match: (ctx) => {
      const ascvd = ctx.everHad("ascvd");
      const ldl = ctx.value("ldl-c");
      // At very high risk the 2026 ACC/AHA goal is the lower one (ascvd-very-high-risk.ts).
      const veryHigh = veryHighRiskAscvd(ctx);
      if (ascvd.length === 0 || ldl === undefined || ldl < (veryHigh ? LDL_VERY_HIGH_RISK_GOAL : LDL_SECONDARY_GOAL))
        return undefined;
      // The threshold is written in the unit of the result (70 mg/dL is 1.8 mmol/L).
      const mmol = /mmol/i.test(ctx.lab("ldl-c")?.unit ?? "");
      // Review 13 cardiology case 04: the 1.8 threshold is AHA/ACC's; the cited ESC/EAS goal is lower (FACTS_SEEN).
      const escGoal = mmol ? "1.4 mmol/L" : "55 mg/dL";
      const goal = veryHigh ? escGoal : mmol ? "1.8 mmol/L" : "70 mg/dL";
      // The 2026 guideline gives non-HDL-C goals beside the LDL-C ones; they were seen in mg/dL only.
      const nonHdlGoal = mmol ? "" : veryHigh ? " and non-HDL-C below 85 mg/dL" : " and non-HDL-C below 100 mg/dL";
      const aha = veryHigh
        ? `this is very high risk by the 2026 ACC/AHA dyslipidemia guideline (${[...veryHigh.events, ...veryHigh.features].join(", ")}), which sets goals of LDL-C below ${goal}${nonHdlGoal}, adding ezetimibe and/or a PCSK9 antibody to the statin to reach them.`
        : `AHA/ACC advise intensifying when LDL-C stays at ${goal} or more; the 2026 ACC/AHA dyslipidemia guideline sets goals of LDL-C below ${goal}${nonHdlGoal}.`;
      // An SI report may be from the UK, where NICE NG238's own, higher target applies: it is named
      // beside the US and European goals, not replaced by them (review 18, lipids-2 case 02).
      const niceMet = mmol && NICE_LDL_SECONDARY !== undefined && ldl <= NICE_LDL_SECONDARY;
      const niceVerdict = (also: string) =>
        niceMet
          ? "which this LDL-C meets: going lower is a decision to share with the patient"
          : `which this LDL-C is ${also}above`;
      // A record that reads as UK leads with NICE, the US and European goals following as other
      // guidelines' (review 30, country-30 case 07: a Nottingham GP record opened with AHA/ACC and
      // ESC, NICE coming last as "In the UK").
      const ukLead = mmol && readsAsUk(ctx);
      const nice =
        !mmol || ukLead
          ? ""
          : ` In the UK, NICE NG238 aims for LDL-C 2.0 mmol/L or less (or non-HDL-C 2.6 mmol/L or less) in secondary prevention, ${niceVerdict("also ")}.`;
      const niceFirst = ukLead
        ? `NICE NG238 aims for LDL-C 2.0 mmol/L or less (or non-HDL-C 2.6 mmol/L or less) in secondary prevention, ${niceVerdict("")}. Other guidelines set lower goals: `
        : "";
      // With reduced SLCO1B1 function the most intensive statin is not always the right one (CPIC 2022).
      const slco1b1 = slco1b1Reduced(ctx);
      // "Add ezetimibe to the maximal statin" beside "stop the statin now" (review 24, statins-24 case 01):
      // the statin question waits for the muscle problem to settle (NICE; NLA 2022 for a US record).
      const heldForMuscle = ctx.meds("statin").length > 0 && ckFindingHoldsStatin(ctx);
      const match = {
        refs: ctx.refs(ctx.lab("ldl-c"), ascvd[0]),
        values: {
          ldl: ctx.showValue("ldl-c"),
          condition: ascvd[0]?.name ?? "",
          niceFirst,
          aha,
          escGoal,
          escGoalKind: veryHigh ? "the same" : "a lower",
          nice,
          goalKind: niceMet ? "lower goal some guidelines set" : "goal",
        },
        ...(niceMet && { severity: Severity.low }),
        // A result the laboratory calls normal reads as reassurance unless the lower goal is said.
        ...(ctx.lab("ldl-c")?.status === "normal" && {
          patientExtra:
            "The laboratory's usual range is for people without heart or blood-vessel disease; after a heart attack or stroke the goal is lower, so a result marked normal can still be too high.",
        }),
        nextSteps: [
          slco1b1
            ? `Intensify LDL-lowering with a statin and dose that suit the SLCO1B1 result (see the pharmacogenomic finding); consider ezetimibe or a PCSK9 inhibitor if LDL-C remains ≥${goal}`
            : heldForMuscle
              ? `The statin is being stopped or paused for muscle symptoms with a raised CK (see the CK finding): once they settle, review LDL-lowering (a different statin or a lower dose, or a non-statin such as ezetimibe) to reach LDL-C below ${goal}`
              : ascvdLdlStep(ctx, goal),
          ...lpaOnceStep(ctx),
        ],
        evidence: slco1b1
          ? ["cpic-statins-2022"]
          : heldForMuscle && !readsAsUk(ctx)
            ? ["nla-2022-statin-intolerance"]
            : [
                "nice-cg181-lipid-modification",
                ...injectableAppraisals(ctx),
                ...(ctx.meds("statin").length === 0 && statinIntoleranceRecorded(ctx) !== undefined
                  ? ["nla-2022-statin-intolerance"]
                  : []),
                // A UK record's citations lead with NICE too, as its text does (review 30b,
                // nations-30b case 12; cardio-30 case 04: AHA/ACC and ESC were cited first).
                ...(ukLead ? ["aha-acc-2023-ccd", "acc-aha-2026-dyslipidemia", "esc-eas-2019-dyslipidaemias"] : []),
              ],
        ...(ukLead && !slco1b1 && { evidenceReplacesRule: true as const }),
      };
      // Very old or frail: whether to intensify is decided with the patient (review 16, very-old-age case 01).
      const old = veryOldOrFrail(ctx);
      return old === undefined || slco1b1 ? match : withVeryOldStatinChoice(ctx, match, old);
    },
  },
  withTestsInRecord(SECONDARY_DYSLIPIDAEMIA, {
    id: "severe-hypercholesterolaemia",
    family: F,
    severity: Severity.high,
    problem: "Cholesterol",
    // Unit-free: the threshold in both units is in the text, and a UK record read "190 mg/dL" as its
    // title (review 30, cardio-30 case 01).
    title: "Very high LDL cholesterol",
    clinician:
      "LDL-C {ldl} (≥190 mg/dL, 4.9 mmol/L): severe hypercholesterolaemia, which suggests familial hypercholesterolaemia and {treatment}; exclude secondary causes (hypothyroidism, nephrotic syndrome, cholestasis).",
    patient: "Your LDL ('bad') cholesterol is very high. {patientTreatment} It can also run in families.",
    nextSteps: SEVERE_LDL_STEPS,
    patientQuestions: ["Should my family members have their cholesterol checked?"],
    evidence: ["nla-2015-part1", "acc-aha-2026-dyslipidemia", "esc-eas-2019-dyslipidaemias"],
    keywords: ["severe hypercholesterolemia", "ldl 190", "familial hypercholesterolemia"],
    match: (ctx) => {
      const ldl = ctx.value("ldl-c");
      // Genetically confirmed FH explains the LDL-C and its finding carries the value, so the reader
      // gets one cholesterol point and no search for secondary causes (fh-genetic-context.ts).
      if (ldl === undefined || ldl < LDL_SEVERE || fhVariant(ctx)) return undefined;
      const match = {
        refs: ctx.refs(ctx.lab("ldl-c")),
        values: {
          ldl: ctx.showValue("ldl-c"),
          treatment: "needs LDL-lowering treatment",
          patientTreatment: "At this level, a strong cholesterol medicine is usually advised.",
        },
        // A UK record cites NICE CG71 first, not the NLA and ACC/AHA (review 30, cardio-30 case 01: a
        // Leeds GP record with LDL-C 5.4 mmol/L cited three US and European sources before NICE).
        ...(readsAsUk(ctx) && {
          evidence: ["nice-cg71-fh", "esc-eas-2019-dyslipidaemias"],
          evidenceReplacesRule: true as const,
        }),
      };
      // Definite FH has its own finding, which names the LDL-C, the treatment, the referral and the
      // secondary causes: a second "very high LDL" point only repeated it (review 18, everyday-sweep case 09).
      if (simonBroomeDefinite(ctx)) return undefined;
      // Under 18 an adult risk-based goal does not apply: FH assessment leads (rules/fh-notes.ts).
      if (ctx.age !== undefined && ctx.age < 18)
        return {
          ...match,
          // The adult "strong medicine" wording does not fit a child (review 15, paediatric case 11).
          values: {
            ...match.values,
            treatment:
              "in a child or young person is assessed by a paediatric lipid or FH service, which plans any treatment",
            patientTreatment: "In a child or young person, a specialist clinic checks this and plans any treatment.",
          },
          nextSteps: [
            "Assess for familial hypercholesterolaemia with a paediatric lipid or FH service",
            "Check TSH, liver tests and urine protein for secondary causes",
          ],
        };
      // Already on a statin short of the top dose (review 13 cardiology case 15, rosuvastatin 5 mg):
      // "start or intensify" does not say what to; ESC/EAS and NICE CG71 go to a high-intensity statin, then ezetimibe.
      // An untreated LDL-C in the notes is the baseline the ESC/EAS 50% fall is measured from (ldl-baseline-notes.ts).
      const baseline = statedLdlBaseline(ctx);
      const withBaseline = baseline
        ? {
            ...match,
            clinicianExtra: `The notes give the untreated LDL-C ("${baseline.quote}"): ${baseline.shown} is the baseline for FH criteria and for the ESC/EAS goal of a fall of at least 50%, to ${baseline.half} or lower, as well as below the risk-based level; the current value is on treatment.`,
          }
        : match;
      return ctx.meds("statin").length > 0 && maximalStatin(ctx) === undefined
        ? {
            ...withBaseline,
            nextSteps: [
              "Increase to a high-intensity statin (atorvastatin 40–80 mg or rosuvastatin 20–40 mg) at the highest tolerated dose; add ezetimibe if LDL-C stays above goal",
              "Check TSH, liver tests and urine protein for secondary causes",
              "Assess for familial hypercholesterolaemia and screen first-degree relatives",
              ...lpaOnceStep(ctx),
            ],
          }
        : ctx.meds("statin").length === 0 && usAdultForSevereLdl(ctx)
          ? {
              ...withBaseline,
              nextSteps: [US_SEVERE_LDL_START, ...SEVERE_LDL_STEPS.slice(1), ...lpaOnceStep(ctx)],
              // US sources for a US record; ESC/EAS only where its 50% fall is quoted (review 36,
              // cardio-36 case 10: a Minneapolis LDL-C of 196 mg/dL cited ESC/EAS and was told to
              // "start or intensify" towards an unnamed goal).
              evidence: [
                "nla-2015-part1",
                "acc-aha-2026-dyslipidemia",
                "acc-aha-2019-primary-prevention",
                ...(baseline ? ["esc-eas-2019-dyslipidaemias"] : []),
              ],
              evidenceReplacesRule: true as const,
            }
          : ctx.meds("statin").length === 0 && readsAsUk(ctx)
            ? {
                ...withBaseline,
                // NICE CG71 treats possible FH without a risk calculator: "a risk-based LDL-C goal" gave a
                // UK GP no target (review 44, cardio-sweep-44 case 04, LDL-C 5.4 mmol/L at 35).
                nextSteps: [UK_SEVERE_LDL_START, ...SEVERE_LDL_STEPS.slice(1), ...lpaOnceStep(ctx)],
              }
            : { ...withBaseline, nextSteps: [...SEVERE_LDL_STEPS, ...lpaOnceStep(ctx)] };
    },
  }),
  withTestsInRecord(SECONDARY_DYSLIPIDAEMIA, {
    id: "familial-hypercholesterolaemia-definite",
    family: F,
    severity: Severity.high,
    problem: "Cholesterol",
    title: "Definite familial hypercholesterolaemia (Simon Broome)",
    clinician:
      '{lipid} with tendon xanthomata in the record ("{quote}"): this meets the Simon Broome criteria for definite familial hypercholesterolaemia, once secondary causes are excluded. FH is treated as high cardiovascular risk without a risk calculator (very high with ASCVD or another major risk factor), and treatment starts with a high-intensity statin, in most cases with ezetimibe.',
    patient:
      "Your cholesterol level, with cholesterol deposits in the tendons (tendon xanthomata) noted in your record, points to an inherited high-cholesterol condition (familial hypercholesterolaemia). It is treated with strong cholesterol medicine, and your close family should be tested too.",
    nextSteps: FH_DEFINITE_STEPS,
    patientQuestions: ["Should my family members have their cholesterol checked?"],
    evidence: ["nice-cg71-fh", "esc-eas-2019-dyslipidaemias"],
    keywords: ["familial hypercholesterolemia", "simon broome", "tendon xanthoma", "cascade screening"],
    match: (ctx) => {
      const definite = simonBroomeDefinite(ctx);
      // A pathogenic LDLR/APOB/PCSK9 variant already confirms it (rules/genetics.ts says so).
      if (!definite || fhVariant(ctx)) return undefined;
      // The raised total and non-HDL cholesterol are the same inherited excess, read here rather than
      // as results whose summary offers a risk calculation FH does not need.
      const alsoHigh = [ctx.lab("cholesterol-total"), ctx.lab("non-hdl-c")].filter((o) => o?.status === "high");
      const match = {
        refs: ctx.refs(ctx.lab("ldl-c") ?? ctx.lab("cholesterol-total"), ...alsoHigh),
        values: { lipid: definite.lipid, quote: definite.quote },
      };
      if (!readsAsUsUnits(ctx)) return match;
      // US laboratories and guidelines give LDL-C in mg/dL (review 44, us-wording-44 case 10: a
      // Raleigh record with LDL-C 248 mg/dL was given its goals in mmol/L first).
      return { ...match, nextSteps: FH_DEFINITE_STEPS.map((s) => (s === FH_STATIN_STEP_SI ? FH_STATIN_STEP_US : s)) };
    },
  }),
  {
    id: "familial-hypercholesterolaemia-suspected",
    family: F,
    severity: Severity.high,
    problem: "Cholesterol",
    title: "Possible familial hypercholesterolaemia",
    clinician:
      "LDL-C {ldl} with {support}: familial hypercholesterolaemia should be suspected; confirm with clinical criteria or genetic testing and cascade-screen first-degree relatives.",
    patient:
      "Your cholesterol pattern and family history suggest an inherited high-cholesterol condition. Your close family may need tests too.",
    nextSteps: [
      "Apply clinical FH criteria; consider genetic testing (LDLR, APOB, PCSK9)",
      "Cascade screening of first-degree relatives",
    ],
    patientQuestions: ["Could my high cholesterol be inherited?"],
    evidence: ["nla-2015-part1", "esc-eas-2019-dyslipidaemias"],
    keywords: ["familial hypercholesterolemia", "cascade screening", "premature coronary disease"],
    match: (ctx) => {
      const ldl = ctx.value("ldl-c");
      if (ldl === undefined || ldl < LDL_SEVERE || simonBroomeDefinite(ctx) || fhVariant(ctx)) return undefined;
      // Relatives read from the notes are weighed by fhNotesSupport below, which quotes them.
      const given = (f: FamilyHistoryItem) => f.fromNotes !== true;
      const premature = ctx.family("ascvd").filter((f) => given(f) && (prematureAscvd(f) || simonBroomeFamilyMi(f)));
      const fhChol = ctx.family("hypercholesterolaemia").filter(given);
      // The notes count too: a lab-results request has no family-history field (rules/fh-notes.ts).
      const notes = fhNotesSupport(ctx);
      const support = [
        premature.length > 0 ? "a family history of premature heart disease" : "",
        fhChol.length > 0 ? "a family history of high cholesterol" : "",
        // The structured history already says what the notes repeat; a relative's variant is new.
        ...(premature.length > 0 || fhChol.length > 0 ? (notes?.variantSupport ?? []) : (notes?.support ?? [])),
      ].filter(Boolean);
      if (support.length === 0) return undefined;
      const child = ctx.age !== undefined && ctx.age < 18;
      // An LDL-C in mg/dL on a record with no UK sign is a US one: NICE's pathway is not its own (review 23).
      const us = /mg\s*\/\s*dl/i.test(ctx.lab("ldl-c")?.unit ?? "") && !readsAsUk(ctx);
      // As with definite FH: the raised total and non-HDL cholesterol are the same excess, read here,
      // not as results whose summary offers a risk calculation FH does not need (review 21, lipids-21).
      const alsoHigh = [ctx.lab("cholesterol-total"), ctx.lab("non-hdl-c")].filter((o) => o?.status === "high");
      return {
        refs: ctx.refs(ctx.lab("ldl-c"), ...alsoHigh, ...premature, ...fhChol),
        values: { ldl: ctx.showValue("ldl-c"), support: support.join(" and ") },
        nextSteps: [
          notes?.familyVariant
            ? "Refer to an FH specialist service for targeted DNA testing for the family's variant"
            : us
              ? "Apply clinical FH criteria; consider genetic testing (LDLR, APOB, PCSK9)"
              : "Refer to an FH specialist service for DNA testing (NICE: Simon Broome possible or definite FH)",
          ...(child ? ["Refer to a paediatric lipid or FH service; 10-year risk calculators do not apply"] : []),
          "Cascade screening of first-degree relatives",
        ],
        evidence: [
          ...(us && !notes?.familyVariant ? [] : ["nice-cg71-fh"]),
          "nla-2015-part1",
          "esc-eas-2019-dyslipidaemias",
        ],
        // The NICE pathway is cited first where it is the one advised, not after the NLA (review 30,
        // cardio-30 case 01: "[3][2][1]" with NICE CG71 last on a Leeds record).
        ...(!us && { evidenceReplacesRule: true as const }),
      };
    },
  },
  {
    id: "lpa-elevated",
    family: F,
    severity: Severity.moderate,
    problem: "Cardiovascular risk",
    title: "Raised lipoprotein(a)",
    clinician:
      "Lipoprotein(a) {lpa}, at or above the risk-enhancing threshold (50 mg/dL or 125 nmol/L, the figure used by NLA and by the 2026 ACC/AHA dyslipidemia guideline); mass and molar results are not interconverted.",
    patient:
      "Your lipoprotein(a) is high. This is mostly inherited and adds to heart risk, so managing other risks matters more.",
    nextSteps: [
      "Count as a risk enhancer when deciding on statin intensity",
      "Offer testing of first-degree relatives for high lipoprotein(a) (cascade testing)",
    ],
    evidence: ["nla-2024-lpa", "acc-aha-2026-dyslipidemia"],
    keywords: ["lipoprotein(a)", "risk enhancer"],
    match: (ctx) => {
      const obs = ctx.labs("lpa").find((o) => o.value.kind === "number");
      if (!obs || obs.value.kind !== "number") return undefined;
      const unit = obs.unit ?? "";
      // In the unit reported (mass and molar are not interconverted), and only when certain: "<60" is not.
      const least = valueInterval(obs.value).low;
      const high = (unit === "mg/dL" && least >= 50) || (unit === "nmol/L" && least >= 125);
      if (!high) return undefined;
      const match = { refs: [obs.ref], values: { lpa: ctx.show(obs) } };
      if (!readsAsUk(ctx) || unit !== "nmol/L") return match;
      // A UK record is read against HEART UK's nmol/L risk bands, and relatives are tested above 200
      // nmol/L, not from the US 125 (review 30, cardio-30 case 03: a Bristol record with 180 nmol/L was
      // told only the NLA and ACC/AHA "risk enhancer" and "10-year ASCVD risk discussion").
      const band = least > 400 ? "very high" : least >= 200 ? "high" : "moderate";
      return {
        ...match,
        clinicianExtra: `HEART UK (2019) grades the added risk by level, 90–200 nmol/L moderate, 200–400 high and above 400 very high: this is ${band}, and care aims at lowering overall risk, with a desirable non-HDL cholesterol below 2.5 mmol/L.`,
        nextSteps: [
          "Lower overall cardiovascular risk, aiming for a non-HDL cholesterol below 2.5 mmol/L (HEART UK)",
          ...(least > 200
            ? ["Offer lipoprotein(a) testing to first-degree relatives (HEART UK: above 200 nmol/L)"]
            : []),
        ],
        evidence: ["heart-uk-2019-lpa", "nla-2024-lpa", "acc-aha-2026-dyslipidemia"],
        evidenceReplacesRule: true as const,
      };
    },
  },
  {
    id: "severe-hypertriglyceridaemia",
    family: F,
    severity: Severity.high,
    problem: "Cholesterol",
    title: "{title}",
    clinician: "Triglycerides {tg}{sample}: {reading}{causes}{nonHdl}",
    patient: "Your triglycerides (a blood fat) are very high{patientDetail}",
    nextSteps: TG_STEPS,
    patientQuestions: ["What changes to food and alcohol would help my triglycerides?"],
    evidence: ["nhs-lothian-hypertriglyceridaemia", "acc-aha-2026-dyslipidemia"],
    keywords: ["hypertriglyceridemia", "pancreatitis", "alcohol"],
    match: (ctx) => {
      const obs = ctx.lab("triglycerides");
      const tg = ctx.valueOf(obs);
      if (obs === undefined || tg === undefined || tg < TG_VERY_HIGH) return undefined;
      // In acute pancreatitis the triglycerides are named as a cause there (rules/acute-pancreatitis.ts):
      // a routine repeat within 2 weeks and diet advice do not lead.
      if (acutePancreatitis(ctx) !== undefined) return undefined;
      const us = /mg\s*\/\s*dl/i.test(obs.unit ?? "") && !readsAsUk(ctx);
      const tier = us
        ? tg >= TG_VERY_SEVERE_US
          ? 3
          : tg >= TG_SEVERE_US
            ? 2
            : 1
        : tg > TG_URGENT
          ? 3
          : tg > TG_PANCREATITIS
            ? 2
            : 1;
      const figure = (mgDl: number, mmolL: number) => tgFigure(obs, mgDl, mmolL);
      const nonFasting = /\bnon[- ]?fasting\b/.test(`${ctx.freeText} ${(obs.notes ?? "").toLowerCase()}`);
      const alcohol = alcoholIntake(ctx);
      const ggt = ctx.lab("ggt");
      const mcv = ctx.lab("mcv");
      const ggtRaised = alcohol !== undefined && isHigh(ggt);
      const mcvRaised = alcohol !== undefined && (ctx.valueOf(mcv) ?? 0) > 100;
      const a1c = ctx.lab("hba1c");
      const poorControl = hasDiabetes(ctx) && (a1cPercentAsReported(ctx.valueOf(a1c)) ?? 0) > 7;
      const isotretinoin = oralIsotretinoin(ctx);
      // Tamoxifen can raise triglycerides, at times to pancreatitis (review 21, onc-treatment 10: 164 to
      // 612 mg/dL in the year after starting it, with "drugs" left unnamed).
      const tamoxifen = ctx.meds("tamoxifen");
      // A fibrate already taken is not offered again (review 24, deep-24 case 07: fenofibrate on the
      // list and "consider a fibrate").
      const fibrates = ctx.model.medications.filter((m) => m.active && FIBRATE.test(m.name));
      const causes = [
        alcohol !== undefined
          ? `${alcohol.quote}${ggtRaised ? `, with GGT ${ctx.show(ggt)}` : ""}${mcvRaised ? `${ggtRaised ? " and" : ", with"} MCV ${ctx.show(mcv)}` : ""}: alcohol is a likely contributor, and stopping it is the first step`
          : "",
        poorControl ? `HbA1c ${ctx.show(a1c)}: poor glucose control raises triglycerides` : "",
        isotretinoin.length > 0
          ? `${medNames(isotretinoin)} raises triglycerides and is a likely contributor; its dose is for the prescriber to review (see the isotretinoin finding)`
          : "",
        tamoxifen.length > 0
          ? `${medNames(tamoxifen)} can raise triglycerides, occasionally far enough to cause pancreatitis, so it is a possible contributor; any change to it is for the oncology team`
          : "",
      ].filter(Boolean);
      const nonHdl = nonHdlWhenLdlMissing(ctx);
      // Typical pain in the notes at the pancreatitis level is possible acute pancreatitis now, not a
      // safety-net for later (review 44, cardio-sweep-44 case 08: pain going to the back with 1060
      // mg/dL drew "repeat fasting" and "safety-net for pancreatitis" only).
      const pain = tier > 1 ? pancreaticPain(ctx) : undefined;
      const ward = pain === undefined ? undefined : inHospitalMention(ctx);
      const painText =
        pain === undefined
          ? ""
          : ` The notes describe "${pain}": with triglycerides this high this is possible acute pancreatitis, to be assessed today, before any routine repeat; the revised Atlanta criteria confirm it with two of typical pain, lipase or amylase at least 3 times the upper limit, and typical imaging.`;
      const painStep =
        ward === undefined
          ? "Emergency assessment today for possible acute pancreatitis: lipase (or amylase), and admission if it is 3 times the upper limit or more or the patient is unwell"
          : `Already in hospital ("${ward}" in the notes): check lipase (or amylase) now for acute pancreatitis`;
      const explained = alcohol !== undefined || poorControl;
      const usReading =
        !us || tier === 1
          ? undefined
          : `${tier === 3 ? "very severe hypertriglyceridemia (2000 mg/dL or more" : "severe hypertriglyceridemia (1000 to 1999 mg/dL"} in the Endocrine Society grades), a level that carries a risk of acute pancreatitis; ${explained ? "alcohol or poor glucose control may explain it, so deal with both now and repeat fasting" : "neither alcohol nor poor glucose control is recorded to explain it, so look for other secondary and genetic causes"}.`;
      const reading =
        usReading !== undefined
          ? usReading
          : tier === 3
            ? `above ${figure(1770, 20)}, with a high risk of acute pancreatitis; ${explained ? "alcohol or poor glucose control may explain it, so deal with both now and repeat, referring urgently if it stays this high" : "refer urgently to a lipid clinic, since neither alcohol nor poor glucose control is recorded to explain it"}.`
            : tier === 2
              ? `above ${figure(885, 10)}, a level associated with pancreatitis; seek specialist (lipid clinic) advice and repeat fasting within 2 weeks.`
              : `${figure(500, 5.6)} or more: very high triglycerides, which add to cardiovascular risk and, higher still, to the risk of pancreatitis.`;
      const isotretinoinStep =
        "Review isotretinoin with the prescriber: it raises triglycerides, and its prescribing information stops it if they cannot be controlled";
      const tamoxifenStep =
        "Tell the oncology team about the rise on tamoxifen: lipid-lowering treatment, a lower dose or another endocrine treatment are their options; do not stop it without them";
      const drugSteps = [
        ...(isotretinoin.length > 0 ? [isotretinoinStep] : []),
        ...(tamoxifen.length > 0 ? [tamoxifenStep] : []),
      ];
      const steps =
        tier === 1
          ? drugSteps.length > 0
            ? [
                ...drugSteps,
                "Look for other secondary causes (alcohol, uncontrolled diabetes, hypothyroidism)",
                // Tamoxifen usually continues, so lowering the triglycerides stays the plan (review 21, onc-treatment 10).
                ...(tamoxifen.length > 0
                  ? ["Treat to lower triglycerides; dietary fat restriction", TG_FIBRATE_STEP]
                  : []),
              ]
            : undefined
          : us
            ? [
                ...drugSteps,
                explained
                  ? "Stop alcohol and improve glucose control now; repeat fasting triglycerides"
                  : "Repeat fasting triglycerides; ask about a family history of lipid disorders or pancreatitis",
                explained
                  ? "Look for other secondary causes (hypothyroidism, drugs)"
                  : "Look for secondary causes (alcohol, uncontrolled diabetes, hypothyroidism, drugs)",
                TG_US_FIBRATE_STEP,
                "Safety-net for pancreatitis (sudden severe upper abdominal pain, vomiting)",
              ]
            : [
                ...drugSteps,
                tier === 3 && !explained
                  ? "Refer urgently to a lipid clinic (no alcohol excess or poor glucose control is recorded to explain this level)"
                  : tier === 3
                    ? `Stop alcohol and improve glucose control now; repeat fasting triglycerides within 2 weeks, seek specialist advice if still above ${figure(885, 10)} and refer urgently if still above ${figure(1770, 20)}`
                    : `Repeat triglycerides fasting, after 5 days and within 2 weeks, and seek specialist advice if still above ${figure(885, 10)}`,
                explained
                  ? "Look for other secondary causes (hypothyroidism, drugs)"
                  : "Look for secondary causes (alcohol, uncontrolled diabetes, hypothyroidism, drugs)",
                "Very low-fat diet while triglycerides are this high; safety-net for pancreatitis (sudden severe upper abdominal pain, vomiting)",
              ];
      const finalSteps =
        steps === undefined || pain === undefined
          ? steps
          : [
              painStep,
              ...steps
                .filter((x) => !x.startsWith("Safety-net"))
                .map((x) => x.replace(/; safety-net for pancreatitis \([^)]*\)$/, "")),
            ];
      const advice = [
        alcohol !== undefined
          ? "Alcohol raises triglycerides a lot, so stopping drinking is the most important step now."
          : "",
        poorControl ? "Better blood sugar control also brings them down." : "",
      ]
        .filter(Boolean)
        .join(" ");
      // "{tummy}" is filled with the record's word, belly on a US record (rules/record-words.ts).
      const patient =
        tier === 1
          ? `. Very high levels can inflame the pancreas, which causes bad {tummy} pain.`
          : pain !== undefined
            ? `, at a level that can inflame the pancreas (pancreatitis), and your notes describe {tummy} pain that could come from it. ${ward === undefined ? "Get medical help now, today: you need a blood test for pancreatitis and may need hospital care." : "The team looking after you can check a blood test for pancreatitis now."}${advice ? ` ${advice}` : ""}`
            : `, at a level that can inflame the pancreas (pancreatitis).${advice ? ` ${advice}` : ""} Your doctor will probably repeat the test${nonFasting ? " after you have fasted" : ""} and ${us ? "talk with you about a medicine to lower them" : tier === 3 ? "ask a specialist clinic to see you soon" : "ask a specialist for advice"}. Get medical help at once if you suddenly get severe pain at the top of your {tummy}, often spreading to your back, or you keep vomiting.`;
      const patientTamoxifen =
        tamoxifen.length > 0
          ? " Tamoxifen can raise triglycerides in some people, so let your cancer team know about this result; do not stop it on your own."
          : "";
      return {
        refs: [
          ...ctx.refs(obs, ggtRaised ? ggt : undefined, mcvRaised ? mcv : undefined, poorControl ? a1c : undefined),
          ...(nonHdl?.refs ?? []),
          ...ctx.refs(...tamoxifen),
        ],
        ...(pain !== undefined && ward === undefined ? { severity: Severity.critical } : {}),
        values: {
          title:
            pain !== undefined
              ? "Very high triglycerides with typical pain: possible acute pancreatitis"
              : us && tier > 1
                ? `${tier === 3 ? "Very severe" : "Severe"} hypertriglyceridemia: risk of pancreatitis`
                : tier === 3
                  ? `Triglycerides above ${figure(1770, 20)}: urgent specialist review`
                  : tier === 2
                    ? `Triglycerides above ${figure(885, 10)}: risk of pancreatitis`
                    : `Triglycerides ${figure(500, 5.6)} or more`,
          tg: ctx.show(obs),
          sample: nonFasting ? " on a non-fasting sample" : "",
          reading: `${reading}${painText}`,
          causes: `${causes.length > 0 ? ` ${capitalise(causes.join("; "))}.` : ""}${fibrates.length > 0 ? ` Already taking ${medNames(fibrates)}.` : ""}`,
          nonHdl: nonHdl ? ` ${nonHdl.text}` : "",
          patientDetail: `${patient}${patientTamoxifen}`,
        },
        ...(finalSteps || fibrates.length > 0
          ? {
              nextSteps: (finalSteps ?? TG_STEPS).map((x) =>
                (x === TG_FIBRATE_STEP || x === TG_US_FIBRATE_STEP) && fibrates.length > 0
                  ? `Already on ${medNames(fibrates)}: check that it is being taken; treat the secondary causes and diet`
                  : x,
              ),
            }
          : {}),
        ...(us && tier > 1 ? { evidenceReplacesRule: true as const } : {}),
        ...(tier > 1 || isotretinoin.length > 0 || tamoxifen.length > 0
          ? {
              evidence: [
                ...(us && tier > 1 ? ["endo-soc-2012-hypertriglyceridemia", "acc-aha-2026-dyslipidemia"] : []),
                ...(tier > 1 ? ["nidirect-acute-pancreatitis"] : []),
                ...(pain !== undefined ? ["banks-2013-atlanta-pancreatitis"] : []),
                ...(isotretinoin.length > 0 ? ["alajaji-2021-isotretinoin-laboratory"] : []),
                ...(tamoxifen.length > 0 ? ["tamoxifen-hypertriglyceridaemia-1997"] : []),
              ],
            }
          : {}),
      };
    },
  },
  withOralIronResponse({
    id: "iron-deficiency-anaemia",
    family: F,
    severity: Severity.high,
    problem: "Anaemia",
    title: "Iron-deficiency anaemia",
    clinician: "Haemoglobin {hb} with ferritin {ferritin}: {ferritinRule}{mcvText}. {cause}",
    patient:
      "You have anaemia, which means a low level of red blood cells. Your iron stores are also low. This is the most common cause of anaemia. {patientCause}",
    nextSteps: [
      "Start iron replacement",
      "Find the cause: menstrual loss, diet, coeliac serology; bidirectional endoscopy in men and postmenopausal women",
      "Recheck haemoglobin and ferritin after 2–3 months",
    ],
    patientQuestions: ["What could be causing my low iron?", "How long should I take iron?"],
    // The AGA guideline (adults) is cited by each adult match; a child's cites the AAP report.
    evidence: ["who-2020-ferritin", "who-2024-hb-cutoffs"],
    keywords: ["iron deficiency anemia", "ferritin", "microcytic"],
    match: (ctx) => {
      const hb = anaemic(ctx);
      const ferritin = ctx.valueOf(ferritinWithHb(ctx));
      if (hb === undefined || ferritin === undefined || ferritin >= ironDeficientBelow(ctx)) return undefined;
      const size = redCellSize(ctx);
      const small = size?.kind === "microcytic";
      if (isMinor(ctx)) return childIronDeficiency(ctx, small);
      const bleeding = bleedingRiskMedicines(ctx);
      const pregnant = hbCutoff(ctx)?.pregnancy !== undefined;
      const reading = adultFerritinReading(ctx, ferritin);
      const refs = [
        ...ctx.refs(ctx.lab("hemoglobin"), ctx.lab("ferritin"), ...(small ? [size.obs, lowMch(ctx)] : [])),
        ...bleeding.refs,
      ];
      const values = {
        hb: ctx.showValue("hemoglobin"),
        ferritin: ctx.showValue("ferritin"),
        ferritinRule: reading.rule,
        mcvText: small ? `; MCV ${ctx.showValue("mcv")} is microcytic` : "",
        cause: "The source of iron loss should be found.",
        patientCause: "Finding out why the iron is low is important.",
      };
      const evidence = [reading.evidence, ...(bleeding.evidence ?? [])];
      const onIron = ctx.model.medications.filter((m) => m.active && IRON_MEDICINE.test(m.name.toLowerCase()));
      // Oral iron stopped before (often for side effects) is not simply restarted: BSG 2021 offers
      // one tablet every other day, another oral preparation or intravenous iron when it is not tolerated.
      const stoppedOral = ctx.model.medications.filter(
        (m) => !m.active && IRON_MEDICINE.test(m.name.toLowerCase()) && !INTRAVENOUS_IRON.test(m.name.toLowerCase()),
      );
      const ironStep =
        onIron.length > 0
          ? `Continue the iron already prescribed (${medNames(onIron)}); check that it is being taken and tolerated`
          : stoppedOral.length > 0
            ? `Restart iron replacement: ${medNames(stoppedOral)} was stopped; if it was not tolerated, offer one tablet every other day, another oral preparation or intravenous iron (BSG 2021)`
            : "Start iron replacement";
      if (onIron.length === 0 && stoppedOral.length > 0) evidence.push("bsg-2021-ida");
      // A source of loss the record already names (an operation, a haemorrhage at delivery) is not
      // searched for again; a gastrointestinal bleed still is, since its source needs finding. Blood
      // loss stated in the weeks after birth is the delivery's (review 20, obstetrics-postpartum 06).
      const known = statedAnaemiaCauses(ctx).find(
        (c) =>
          c.kind === "surgery" ||
          (c.kind === "bleeding" && (KNOWN_SOURCE_BLEEDING.test(c.text.toLowerCase()) || afterBirth(ctx))),
      );
      // With the source known, medicines that add to bleeding are not offered as another source to look for.
      if (!pregnant && known !== undefined)
        return {
          refs: [
            ...ctx.refs(ctx.lab("hemoglobin"), ctx.lab("ferritin"), ...(small ? [size.obs, lowMch(ctx)] : [])),
            ...known.refs,
            ...ctx.refs(...onIron),
          ],
          values: {
            ...values,
            cause: `The record states ${known.text}, which explains the iron loss.`,
            patientCause: known.patient,
          },
          nextSteps: [
            ironStep,
            "Look for another source of iron loss only if the iron deficiency does not recover",
            "Recheck haemoglobin and ferritin after 2–3 months",
          ],
          evidence: [reading.evidence, ...known.evidence],
        };
      // After a gastric bypass, malabsorption is the likely cause (rules/bariatric-bypass-iron-bone.ts).
      const bypassed = pregnant ? undefined : bypassIron(ctx);
      if (bypassed !== undefined)
        return {
          ...bleeding,
          refs: [...refs, ...bypassed.refs, ...ctx.refs(...onIron)],
          values: { ...values, cause: bypassed.cause, patientCause: bypassed.patientCause },
          nextSteps: [onIron.length > 0 ? ironStep : bypassed.steps[0]!, bypassed.steps[1]!, IDA_SOURCE_STEPS[1]],
          evidence: [...evidence, "gesquiere-2014-iron-rygb"],
        };
      // Known inflammatory bowel disease under 60 is the likely source (rules/ibd-iron.ts).
      const ibd = pregnant ? undefined : ibdIron(ctx);
      if (ibd !== undefined)
        return {
          ...bleeding,
          refs: [...refs, ...ibd.refs, ...ctx.refs(...onIron)],
          values: { ...values, cause: ibd.cause, patientCause: ibd.patientCause },
          nextSteps: [...ibd.steps, IDA_SOURCE_STEPS[1]],
          evidence: [...evidence, ...ibd.evidence],
        };
      // Her own heavy periods, nothing pointing to the gut, under 50 (rules/ida-heavy-periods.ts). A
      // raised tTG or coeliac disease on record does point to the gut (review 30b, hepato-30b case 13).
      const gutPointer = probableCoeliac(ctx) !== undefined || recordedCoeliac(ctx) !== undefined;
      const heavy =
        !pregnant &&
        !gutPointer &&
        (ctx.age ?? MENSTRUATING_BELOW_AGE) < MENSTRUATING_BELOW_AGE &&
        nsaidTreatsMenstrualLoss(ctx)
          ? ownHeavyPeriods(ctx)
          : undefined;
      if (heavy !== undefined) {
        const menstrual = menstrualIronLoss(ctx, heavy, ironStep, COELIAC_SEROLOGY, IDA_SOURCE_STEPS[1]);
        return {
          ...bleeding,
          refs: [...refs, ...ctx.refs(...onIron)],
          values: { ...values, cause: menstrual.cause, patientCause: menstrual.patientCause },
          nextSteps: menstrual.nextSteps,
          evidence: [...evidence, ...menstrual.evidence],
        };
      }
      // The gut finding (ida-gi-referral.ts) carries the source search, coeliac serology and the
      // iron step, so they are not listed twice (review 14, haematology case 09).
      if (!pregnant && idaGiReferralDue(ctx))
        return {
          ...bleeding,
          refs: [...refs, ...ctx.refs(...onIron)],
          values: { ...values, cause: "The source of iron loss should be found (see the gut finding)." },
          evidence,
          nextSteps: [IDA_SOURCE_STEPS[1]],
        };
      if (!pregnant)
        return {
          ...bleeding,
          refs: [...refs, ...ctx.refs(...onIron)],
          values,
          evidence,
          ...(onIron.length > 0 || isInRecord(ctx, COELIAC_SEROLOGY) || ctx.sex === "male" || pastMenopause(ctx)
            ? { nextSteps: [ironStep, idaSourceStep(ctx), IDA_SOURCE_STEPS[1]] }
            : {}),
        };
      // In pregnancy the AGA work-up for a source of loss (endoscopy in men and postmenopausal
      // women) is not the question. USPSTF 2024 calls iron deficiency the leading cause of anaemia
      // in pregnancy; the treatment steps are BSH 2020's (review 12, pregnancy 11).
      if (readsAsUsUnits(ctx))
        return {
          ...bleeding,
          refs: [...refs, ...ctx.refs(...ctx.conditions("pregnancy"))],
          values: { ...values, ...US_PREGNANCY_IDA },
          nextSteps: [onIron.length > 0 ? ironStep : US_PREGNANCY_IRON_STEPS[0], ...US_PREGNANCY_IRON_STEPS.slice(1)],
          evidence: [...evidence, "acog-pb233-anemia-pregnancy", "uspstf-2024-ida-pregnancy"],
        };
      const weeks = hbCutoff(ctx)?.pregnancy?.weeks;
      return {
        ...bleeding,
        refs: [...refs, ...ctx.refs(...ctx.conditions("pregnancy"))],
        values: {
          ...values,
          ferritinRule: "ferritin below 30 µg/L in pregnancy indicates iron deficiency (BSH 2020)",
          cause: "In pregnancy, iron deficiency is the leading cause of anaemia.",
          patientCause:
            "In pregnancy, iron tablets are the usual first treatment, with a blood test after 2 to 3 weeks to check that they are working.",
        },
        nextSteps: [
          onIron.length > 0
            ? ironStep
            : "Start oral iron, 40–80 mg of elemental iron each morning (BSH 2020); alternate days or a lower dose if it causes nausea or stomach upset",
          "Recheck haemoglobin after 2–3 weeks to confirm a response; if it is poor, check adherence and other causes",
          ...(weeks !== undefined && weeks >= 34 && hb < 10
            ? ["After 34 weeks with haemoglobin below 100 g/L, consider intravenous iron (BSH 2020)"]
            : ["Consider intravenous iron if oral iron is not tolerated or does not work, or later in pregnancy"]),
          "Once haemoglobin is normal, continue iron for 3 months and until at least 6 weeks after birth",
        ],
        evidence: [...evidence, "uspstf-2024-ida-pregnancy", "bsh-2020-iron-pregnancy"],
      };
    },
  }),
  {
    id: "iron-deficiency-without-anaemia",
    family: F,
    severity: Severity.low,
    problem: "Anaemia",
    title: "Low iron stores {anaemia}",
    clinician: "Ferritin {ferritin} {hbRead}",
    patient: "Your iron stores are low{patientHb}. Iron can often be built back up.",
    nextSteps: ["Consider the cause and iron replacement; recheck ferritin"],
    evidence: ["who-2020-ferritin"],
    keywords: ["iron deficiency", "ferritin"],
    match: (ctx) => {
      const ferritin = ctx.valueOf(ferritinWithHb(ctx));
      const hb = ctx.value("hemoglobin");
      const cutoff = lowFerritinCutoff(ctx);
      // Without a cut-off for the age, "without anaemia" cannot be said.
      if (ferritin === undefined || ferritin >= cutoff.value || hb === undefined || hbCutoff(ctx) === undefined)
        return undefined;
      if (anaemic(ctx) !== undefined) return undefined;
      // A raised haemoglobin or haematocrit is not "without anaemia" but an erythrocytosis, whose
      // cause is sought before any iron is suggested (iron can drive the count up further).
      if (isHigh(ctx.lab("hemoglobin")) || isHigh(ctx.lab("hematocrit"))) return undefined;
      const obs = ctx.lab("ferritin");
      // A value the laboratory calls normal is called low only with the reason given.
      const inRange = obs?.status === "normal" && obs.range?.text ? ` (reference ${obs.range.text})` : undefined;
      const why =
        inRange !== undefined || cutoff.group !== undefined
          ? `The ferritin is ${inRange ? `inside the reference range${inRange} but ` : ""}below ${cutoff.value} µg/L, ${cutoff.group ? `WHO's cut-off for iron deficiency in ${cutoff.group}` : adultFerritinCutoffWords(ferritin)}.`
          : undefined;
      // Iron already taken is continued, not offered again (review 23, deep-23 case 04: "consider
      // iron replacement" beside ferrous fumarate on the medication list).
      const onIron = ctx.model.medications.filter((m) => m.active && IRON_MEDICINE.test(m.name.toLowerCase()));
      // An adolescent's heavy periods are read as with anaemia (review 23, paeds-23 case 11: a
      // 16-year-old with heavy periods and ferritin 9 was told only "consider the cause").
      const heavy = adolescentHeavyPeriods(ctx) !== undefined;
      const adultHeavy = heavy ? undefined : adultHeavyPeriods(ctx);
      // Pregnancy raises the need for iron: a ferritin of 12 at 16 weeks was given the generic
      // "consider the cause" (review 28, paeds-obs-28 case 10).
      const pregnant = onIron.length === 0 && pregnancy(ctx) !== undefined ? pregnantIronWords(ctx) : undefined;
      const clinicianExtra = [
        why,
        pregnant?.clinician,
        heavy ? ADOLESCENT_HEAVY_PERIODS.clinician : undefined,
        adultHeavy === undefined
          ? undefined
          : `Heavy periods are recorded ("${adultHeavy}"), the likely source of the iron loss: treating them alongside the iron stops the stores running down again.`,
      ]
        .filter(Boolean)
        .join(" ");
      const evidence = [
        ...(cutoff.group === undefined ? ["nhs-lothian-refhelp-iron-deficiency"] : []),
        ...(anaemicOnlyIfMale(ctx) !== undefined ? ["who-2024-hb-cutoffs"] : []),
        ...(heavy ? ["acog-co785-bleeding-disorders-adolescent-hmb"] : []),
        ...(adultHeavy === undefined ? [] : heavyPeriodsSources(ctx)),
        ...(pregnant?.evidence ?? []),
      ];
      return {
        refs: ctx.refs(obs, ctx.lab("hemoglobin"), ...onIron, ...(pregnant ? ctx.conditions("pregnancy") : [])),
        values: { ferritin: ctx.showValue("ferritin"), ...anaemiaWords(ctx) },
        ...(clinicianExtra ? { clinicianExtra } : {}),
        ...(pregnant && { patientExtra: pregnant.patient }),
        ...(heavy && { patientExtra: ADOLESCENT_HEAVY_PERIODS.patient }),
        ...(adultHeavy !== undefined && {
          patientExtra:
            "Your heavy periods are the most likely reason. Treating them, as well as taking iron, helps keep your iron up.",
        }),
        ...((onIron.length > 0 || heavy || adultHeavy !== undefined || pregnant) && {
          nextSteps: [
            onIron.length > 0
              ? `Continue the iron already prescribed (${medNames(onIron)}); check that it is being taken and tolerated, and recheck ferritin`
              : (pregnant?.step ?? "Consider iron replacement; recheck ferritin"),
            ...(heavy ? [ADOLESCENT_HEAVY_PERIODS.ask, ADOLESCENT_HEAVY_PERIODS.treat] : []),
            ...(adultHeavy === undefined ? [] : [heavyPeriodsStep(ctx)]),
          ],
        }),
        ...(evidence.length > 0 && { evidence }),
      };
    },
  },
  {
    id: "microcytic-anaemia-iron-studies",
    family: F,
    severity: Severity.moderate,
    problem: "Anaemia",
    title: "Microcytic anaemia without iron studies",
    clinician:
      "Haemoglobin {hb} with MCV {mcv} (microcytic) and no {recent}ferritin in the record{last}; ferritin is the first test for iron deficiency.",
    patient: "You have anaemia with small red blood cells. {patientRead}",
    nextSteps: ["Check ferritin (and CRP); consider haemoglobin electrophoresis if iron studies are normal"],
    // The AGA guideline (adults) is cited by an adult's match.
    evidence: ["who-2020-ferritin", "nhs-lothian-refhelp-microcytic-anaemia"],
    keywords: ["microcytic anemia", "ferritin"],
    match: (ctx) => {
      const hb = anaemic(ctx);
      const size = redCellSize(ctx);
      // A ferritin asked for but not yet back ("pending") counts as in the record; an old one does not.
      const old = ctx.lab("ferritin");
      if (hb === undefined || size?.kind !== "microcytic" || ferritinWithHb(ctx, ctx.anyLab("ferritin")))
        return undefined;
      const crpInRecord = isInRecord(ctx, CRP);
      const match: RuleMatch = {
        ...(isMinor(ctx) ? {} : { evidence: ["aga-2020-ida"] }),
        refs: ctx.refs(ctx.lab("hemoglobin"), size.obs),
        values: {
          hb: ctx.showValue("hemoglobin"),
          mcv: ctx.showValue("mcv"),
          recent: old ? "recent " : "",
          last: old
            ? ` (the last, ${ctx.show(old)}, is more than ${ANAEMIA_WORK_UP_DAYS} days from the haemoglobin)`
            : "",
          patientRead: "This often means low iron. A test called ferritin can check this.",
        },
        ...(crpInRecord && {
          nextSteps: [
            "Check ferritin (CRP already in the record); consider haemoglobin electrophoresis if iron studies are normal",
          ],
        }),
      };
      const mentzer = mentzerFavoursTrait(ctx, size.obs);
      if (mentzer === undefined && pregnancy(ctx) !== undefined && readsAsUk(ctx) && !readsAsUsUnits(ctx))
        return { ...match, ...PREGNANT_UK_MICROCYTIC };
      return mentzer === undefined ? match : mentzerRead(ctx, match, mentzer, crpInRecord);
    },
  },
  {
    id: "microcytosis-haemoglobinopathy-screen",
    family: F,
    severity: Severity.low,
    problem: "Blood count",
    title: "{title}",
    clinician: "{size} with ferritin {ferritin}{reading}{plan}",
    patient: "{patientReading}{patientPlan}",
    nextSteps: ["Haemoglobinopathy screen (HPLC or haemoglobin electrophoresis, with HbA2)"],
    patientQuestions: ["Should I have a haemoglobin screen for thalassaemia trait?"],
    evidence: ["hee-genomics-microcytic-normal-ferritin", "nhs-lothian-refhelp-microcytic-anaemia"],
    keywords: ["thalassaemia trait", "haemoglobinopathy", "microcytosis", "hba2"],
    match: (ctx) => {
      const found = haemoglobinopathyPattern(ctx);
      if (found === undefined) return undefined;
      const size = [
        found.size.analyteId === "mcv" ? `MCV ${ctx.show(found.size)}` : "",
        found.mch ? `MCH ${ctx.show(found.mch)}` : "",
      ]
        .filter(Boolean)
        .join(" and ");
      const planned = found.pregnant || found.plan !== undefined;
      // Review 33, haem-bleed-33 case 06: a transferrin saturation already in the record (9%) was
      // asked for again ("check transferrin saturation first"). Its low value fits iron deficiency,
      // but inflammation also lowers it, so it is read, not re-ordered, and does not settle the cause.
      const tsat = found.crp ? nearHb(ctx, ctx.lab("tsat")) : undefined;
      const tsatLow = tsat !== undefined && isLow(tsat);
      const steps = [
        ...(found.crp && tsat !== undefined
          ? [
              `Transferrin saturation ${ctx.show(tsat)} is in the record${tsatLow ? " and low" : ""}: read it with the ferritin and CRP (inflammation lowers it too) before deciding on iron`,
              "Haemoglobinopathy screen (HPLC or haemoglobin electrophoresis, with HbA2) if the iron studies do not explain the small cells",
            ]
          : []),
        ...(found.crp && tsat === undefined
          ? [
              "Check transferrin saturation: with a raised CRP, a normal ferritin does not exclude iron deficiency",
              "Haemoglobinopathy screen (HPLC or haemoglobin electrophoresis, with HbA2) if the iron studies do not explain the small cells",
            ]
          : found.crp
            ? []
            : ["Haemoglobinopathy screen (HPLC or haemoglobin electrophoresis, with HbA2)"]),
        ...(planned
          ? [
              found.pregnant
                ? "If a carrier state is found, test the baby's father as early in the pregnancy as possible"
                : "If a carrier state is found, test the partner before conception",
            ]
          : []),
      ];
      return {
        refs: ctx.refs(found.size, found.mch, found.ferritin, found.crp, tsat, ...ctx.conditions("pregnancy")),
        values: {
          size: capitalise(size || `Small red cells (${ctx.show(found.size)})`),
          ferritin: ctx.show(found.ferritin),
          // Review 22, haem-22 case 02: with a raised CRP the ferritin is not "normal iron" and the
          // inflammation is itself a cause of small cells, so the iron question comes first
          // (nhs-lothian-refhelp-microcytic-anaemia, rcpa-manual-anaemia).
          title:
            found.crp && tsat !== undefined
              ? `Small red cells with inflammation that may hide low iron${tsatLow ? ", and a low transferrin saturation" : ""}`
              : found.crp
                ? "Small red cells with inflammation that may hide low iron: check transferrin saturation, then a haemoglobinopathy screen"
                : "Small red cells with normal iron stores: screen for a haemoglobinopathy",
          reading:
            found.crp && tsat !== undefined
              ? `, within range, but CRP ${ctx.show(found.crp)} is raised. Ferritin rises with inflammation, so iron deficiency is not excluded by it, and inflammation itself (anaemia of chronic disease) makes red cells small. Transferrin saturation ${ctx.show(tsat)} is ${tsatLow ? "low, which fits iron deficiency, though inflammation lowers it too" : "not low"}: read the iron studies together; if they do not explain the small cells, a haemoglobinopathy such as thalassaemia trait is looked for with a haemoglobinopathy screen (HPLC or haemoglobin electrophoresis, with HbA2).`
              : found.crp
                ? `, within range, but CRP ${ctx.show(found.crp)} is raised. Ferritin rises with inflammation, so iron deficiency is not excluded by it, and inflammation itself (anaemia of chronic disease) makes red cells small. Check transferrin saturation first; if the iron studies do not explain the small cells, a haemoglobinopathy such as thalassaemia trait is looked for with a haemoglobinopathy screen (HPLC or haemoglobin electrophoresis, with HbA2).`
                : ", which does not show iron deficiency: a haemoglobinopathy such as thalassaemia trait is the cause to look for, alongside anaemia of chronic disease. A haemoglobinopathy screen (HPLC or haemoglobin electrophoresis, with HbA2) settles it; iron supplements may not help and are not needed unless iron deficiency is also shown.",
          patientReading:
            found.crp && tsat !== undefined
              ? `Your red blood cells are smaller than usual. Your ferritin (the test of iron stores) is in the usual range, but ferritin goes up with inflammation, which your raised CRP shows, so it may hide low iron. Your other iron test (transferrin saturation) is ${tsatLow ? "low, which can mean low iron, though inflammation can also lower it" : "not low"}. Your doctor can read these together; if they do not explain the small cells, a blood test for an inherited change in haemoglobin, such as thalassaemia trait, can be done.`
              : found.crp
                ? "Your red blood cells are smaller than usual. Your ferritin (the test of iron stores) is in the usual range, but ferritin goes up with inflammation, which your raised CRP shows, so it may hide low iron. Inflammation itself can also make red cells small. Another iron test (transferrin saturation) can help tell these apart; if it does not explain the small cells, a blood test for an inherited change in haemoglobin, such as thalassaemia trait, can be done."
                : "Your red blood cells are smaller than usual, but your iron level is normal. An inherited change in haemoglobin, often a harmless carrier trait such as thalassaemia trait, is a common reason. A blood test called a haemoglobin screen can check this. Iron tablets may not help this kind of small red cells.",
          plan: planned
            ? ` ${found.pregnant ? "She is pregnant" : `A pregnancy is planned ("${found.plan}")`}: if a carrier state is found, the partner is tested too, since two carriers can have a child with a major haemoglobin disorder.`
            : "",
          patientPlan: planned
            ? found.pregnant
              ? " Because you are pregnant, it helps to test the baby's father too if you are found to carry a trait."
              : " Because you are planning a pregnancy, it helps to test your partner too, before you conceive, if you are found to carry a trait."
            : "",
        },
        severity: planned ? Severity.moderate : Severity.low,
        nextSteps: steps,
        evidence: [...(planned ? ["racgp-haemoglobinopathies"] : []), ...(found.crp ? ["rcpa-manual-anaemia"] : [])],
      };
    },
  },
  withTestsInRecord(ANAEMIA_WORK_UP, {
    id: "anaemia",
    family: F,
    severity: Severity.moderate,
    problem: "Anaemia",
    title: "Anaemia",
    clinician: "Haemoglobin {hb}, below {below}: {grade}.",
    patient: "{patientLead} It can make you tired or short of breath.",
    nextSteps: ["Check MCV, ferritin, B12, folate and kidney function to find the cause"],
    patientQuestions: ["What is causing my anaemia?"],
    evidence: ["who-2024-hb-cutoffs"],
    keywords: ["anemia", "hemoglobin"],
    match: (ctx) => {
      const hb = anaemic(ctx);
      const cutoff = hbCutoff(ctx);
      if (hb === undefined || cutoff === undefined) return undefined;
      // Anaemia of CKD already on an ESA is read once, against its treatment range, by anaemia-ckd.
      if (onEsa(ctx) && reducedKidneyFunction(ctx) && !myelomaKidneyPicture(ctx)) return undefined;
      const size = redCellSize(ctx);
      const causes = statedAnaemiaCauses(ctx);
      const obs = ctx.lab("hemoglobin");
      // The laboratory's own range calls it normal while WHO's cut-off does not: both are said, so the
      // reader is not told "low" beside a table that says "normal", nor is the WHO reading dropped.
      const labRangeNormal =
        cutoff.adult &&
        cutoff.pregnancy === undefined &&
        !cutoff.postpartum &&
        hb < cutoff.value &&
        obs?.rangeSource === "caller" &&
        obs.status === LabStatus.normal;
      const match: RuleMatch = {
        refs: [
          ...ctx.refs(
            ctx.lab("hemoglobin"),
            ...(cutoff.pregnancy ? ctx.conditions("pregnancy") : []),
            size && size.kind !== "normocytic" ? size.obs : undefined,
          ),
          ...causes.flatMap((c) => c.refs),
        ],
        values: {
          hb: ctx.showValue("hemoglobin"),
          // A child anaemic by the laboratory's range for children, though not below WHO's cut-off.
          below:
            hb < cutoff.value
              ? cutoff.us
                ? `${hbCutoffText(ctx, cutoff.value)}, the level commonly taken as anaemia in ${cutoff.group}`
                : `the ${cutoffSource(cutoff).by} cut-off for ${cutoff.group} (${hbCutoffText(ctx, cutoff.value)})`
              : `the laboratory's range for the child's age (${ctx.lab("hemoglobin")?.range?.text ?? ""}; WHO's cut-off for ${cutoff.group} is ${hbCutoffText(ctx, cutoff.value)})`,
          grade: anaemiaGrade(hb, cutoff),
          patientLead: labRangeNormal
            ? "Your haemoglobin is inside the normal range printed by the laboratory, but just below the level the World Health Organization uses to define anaemia, so at most this is mild anaemia."
            : "Your haemoglobin is low. This is called anaemia.",
        },
        severity:
          hb < 8
            ? Severity.high
            : mildOnly(ctx, hb, cutoff) || belowWhoOnlyInLatePregnancy(hb, cutoff)
              ? Severity.low
              : Severity.moderate,
      };
      if ((cutoff.postpartum && !cutoff.us) || cutoff.ukLatePregnancy) match.evidence = [cutoffSource(cutoff).evidence];
      const extras: string[] = [];
      if (labRangeNormal)
        extras.push(
          `The laboratory's own range (${obs.rangeText ?? obs.range?.text ?? "as sent"}) puts it within normal limits: anaemia by the WHO cut-off only, so borderline.`,
        );
      if (belowWhoOnlyInLatePregnancy(hb, cutoff)) {
        extras.push(
          `The UK cut-off (BSH/RCOG) in the second and third trimesters is lower, ${hbCutoffText(ctx, 10.5)}: by it this is not anaemia, so it is mild at most.`,
        );
        match.patientExtra =
          "Guidelines differ at this level late in pregnancy: by the cut-off used in the UK it is not anaemia, so at most it is mild.";
        match.evidence = ["who-2024-hb-cutoffs", "bsh-2020-iron-pregnancy"];
      }
      if (cutoff.pregnancy !== undefined && cutoff.pregnancy.trimester === undefined)
        extras.push(
          "The pregnancy cut-off depends on the trimester (11.0 g/dL in the first and third, 10.5 g/dL in the second); no gestational age was found, so 11.0 g/dL was used.",
        );
      if (size && size.kind !== "normocytic") extras.push(`MCV ${ctx.show(size.obs)}: ${size.kind}.`);
      if (causes.length > 0) {
        extras.push(
          `The record states ${joinList(causes.map((c) => c.text))}, which can explain the anaemia; tests for other causes matter if the anaemia is more than this explains or does not recover.`,
        );
        match.patientExtra = causes[0]!.patient;
        match.patientQuestions = [];
        match.evidence = [...new Set([...(match.evidence ?? []), ...causes.flatMap((c) => c.evidence)])];
      }
      // Small or large red cells have their own finding, which carries the question of the cause.
      if (size?.kind === "macrocytic" || (size?.kind === "microcytic" && microcyticAnaemiaRead(ctx))) {
        match.patientQuestions = [];
        match.evidence = [...new Set([...(match.evidence ?? []), "rcpa-manual-anaemia"])];
      }
      // HELLP names the haemolysis behind the anaemia and asks for the tests that follow it.
      const hellp = hellpWithHaemolysis(ctx);
      if (hellp) {
        extras.push(
          "The haemolysis of HELLP syndrome (critical finding) can explain it; look for another cause if the haemoglobin does not recover after delivery.",
        );
        match.patientQuestions = [];
        match.nextSteps = [];
      }
      // Haemolysis the notes record points the work-up at red cell destruction before haematinics.
      const haemolysis = hellp ? undefined : notedHaemolysis(ctx);
      if (haemolysis !== undefined) {
        extras.push(`The notes record "${haemolysis}": this points to haemolysis as the cause.`);
        match.evidence = [...new Set([...(match.evidence ?? []), "gpnotebook-haemolytic-anaemia-investigations"])];
      }
      if (extras.length > 0) match.clinicianExtra = extras.join(" ");
      const steps = hellp ? undefined : anaemiaSteps(ctx, size, causes);
      if (steps !== undefined) match.nextSteps = steps;
      // The iron-deficiency finding asks what is causing the low iron.
      if (ironDeficientInPregnancy(ctx)) match.patientQuestions = [];
      if (haemolysis !== undefined)
        match.nextSteps = [
          HAEMOLYSIS_WORK_UP_STEP,
          ...(match.nextSteps ?? ["Check MCV, ferritin, B12, folate and kidney function to find the cause"]),
        ];
      return match;
    },
  }),
  withTestsInRecord(ANAEMIA_CKD_WORK_UP, {
    id: "anaemia-ckd",
    family: F,
    severity: Severity.moderate,
    problem: "Anaemia",
    title: "Anaemia with reduced kidney function",
    clinician: "Anaemia (Hb {hb}) with eGFR {egfr}; {reading}",
    patient: "You have anaemia{patientLead}",
    nextSteps: ["Check ferritin, transferrin saturation, B12 and folate"],
    evidence: ["kdigo-2026-anemia-ckd"],
    keywords: ["anemia of ckd", "iron studies"],
    match: (ctx) => {
      const hb = anaemic(ctx);
      const egfr = ctx.value("egfr");
      if (hb === undefined || !reducedKidneyFunction(ctx)) return undefined;
      if (myelomaKidneyPicture(ctx)) return undefined; // read in the myeloma finding (myeloma-context.ts)
      const refs = ctx.refs(ctx.lab("hemoglobin"), ctx.lab("egfr"));
      const values = {
        hb: ctx.showValue("hemoglobin"),
        egfr: egfr === undefined ? "not reported (kidney failure on record)" : ctx.showValue("egfr"),
      };
      // Already on an ESA the anaemia of CKD is known and treated: it is read against the range aimed
      // for, not worked up again (review 20, ckd-mineral-acid case 04).
      const treated = onEsa(ctx) ? esaTreatedAnaemia(ctx, hb) : undefined;
      // Ferritin and TSAT under the CKD thresholds are iron deficiency, even in the lab's range (ckd-iron.ts).
      const iron = ckdIronDeficiency(ctx);
      if (treated !== undefined)
        return {
          ...treated,
          ...(iron && {
            clinicianExtra: iron.clinicianExtra,
            patientExtra: iron.patientExtra,
            nextSteps: iron.nextSteps,
          }),
          refs: [...refs, ...treated.refs, ...(iron?.refs ?? [])],
          values: { ...values, ...treated.values },
        };
      return {
        ...iron,
        refs: [...refs, ...(iron?.refs ?? [])],
        values: {
          ...values,
          reading: "anaemia of CKD is considered after iron, B12 and folate deficiency are excluded.",
          patientLead:
            " and lower kidney function. Weak kidneys can cause anaemia, but other causes are checked first.",
        },
      };
    },
  }),
  withTestsInRecord(MMA_STEP, {
    id: "b12-deficiency",
    family: F,
    severity: Severity.moderate,
    problem: "Vitamin B12",
    title: "{Level} vitamin B12",
    clinician: "Vitamin B12 {b12}: {grade}.",
    patient: "Your vitamin B12 is {level}. Low B12 can cause tiredness, anaemia or tingling in the hands and feet.",
    nextSteps: [
      "Check methylmalonic acid if borderline; look for the cause (diet, pernicious anaemia, metformin, acid suppression)",
      "Replace B12 if deficient",
    ],
    patientQuestions: ["Do I need B12 injections or tablets?"],
    evidence: ["bsh-2014-b12-folate"],
    keywords: ["vitamin b12 deficiency", "methylmalonic acid"],
    match: (ctx) => {
      const b12 = ctx.value("vitamin-b12");
      const level = b12Level(ctx);
      // A metformin or acid-suppression finding reports this B12 with its grade and steps.
      if (b12 === undefined || level === undefined || b12DrugFindingCarries(ctx)) return undefined;
      const grade = b12Grade(b12, level, ctx.lab("vitamin-b12"));
      // A vegan or vegetarian diet without B12 in the record is named as the likely cause (review 22).
      const diet = dietaryB12Cause(ctx);
      // A borderline result beside symptoms that fit is not reassurance (BSH 2014); a low one with
      // enough of them is read by b12-neuropathy.ts.
      const symptom =
        level === "borderline"
          ? [...statedMatches(ctx.freeText, NEURO)].map((m) => m.quote.toLowerCase())[0]
          : undefined;
      return {
        // Injections are already advised when the low B12 has neurological features (b12-neuropathy.ts).
        ...(neurologicalB12(ctx) !== undefined && { patientQuestions: [] }),
        ...((diet !== undefined || symptom !== undefined) && {
          clinicianExtra: [
            diet !== undefined
              ? `The notes record a ${diet} diet with no B12 supplement or injection in the record, a ${dietCauseStrength(diet)} dietary cause.`
              : "",
            symptom !== undefined
              ? `The notes record "${symptom}", which can come from B12 deficiency: a borderline result does not exclude it, so it is not taken as normal.`
              : "",
          ]
            .filter(Boolean)
            .join(" "),
          patientExtra: [
            diet !== undefined
              ? `A ${diet} diet without a B12 supplement or B12-fortified foods is a ${dietCauseStrength(diet)} reason, as B12 comes mainly from animal foods.`
              : "",
            symptom !== undefined
              ? "Because your notes mention symptoms that low B12 can cause, a further test is worth doing rather than taking this result as normal."
              : "",
          ]
            .filter(Boolean)
            .join(" "),
          evidence: diet !== undefined ? ["nice-ng239-b12"] : [],
        }),
        ...usB12Sources(ctx, diet !== undefined ? ["nice-ng239-b12"] : []),
        refs: ctx.refs(ctx.lab("vitamin-b12")),
        values: { b12: ctx.showValue("vitamin-b12"), grade, level, Level: capitalise(level) },
        severity: level === "low" ? Severity.moderate : Severity.low,
        // Methylmalonic acid settles an indeterminate result; below 200 pg/mL the cause is what is sought.
        // After a bariatric operation its finding names the cause and the lifelong injections (b12-low-steps.ts).
        ...(b12 < 200 ? { nextSteps: lowB12Steps(ctx) } : {}),
        ...(diet !== undefined && {
          nextSteps: [
            ...(b12 < 200 ? ["Replace B12"] : [B12_BORDERLINE_MMA_STEP, B12_REPLACE_IF_DEFICIENT_STEP]),
            `Discuss a regular B12 source for the ${diet} diet (B12-fortified foods or a B12 supplement)`,
          ],
        }),
      };
    },
  }),
  withTestsInRecord(B12_BEFORE_FOLATE, {
    id: "folate-deficiency",
    family: F,
    severity: Severity.moderate,
    problem: "Anaemia",
    title: "Low folate",
    clinician: "Folate {folate} below the reference range; {plan}.",
    patient: "Your folate, a B vitamin, is low. It is needed to make healthy red blood cells.",
    nextSteps: ["Check B12 before replacing folate; review diet and alcohol"],
    evidence: ["bsh-2014-b12-folate"],
    keywords: ["folate deficiency"],
    match: (ctx) => {
      const obs = ctx.lab("folate");
      if (!isLow(obs)) return undefined;
      const match = {
        refs: ctx.refs(obs),
        values: { folate: ctx.show(obs), plan: "replace after B12 deficiency is excluded" },
        // Review 23 (haem-23 case 07): a low folate beside a normal haemoglobin stood under "Anaemia".
        ...(anaemic(ctx) === undefined && { problem: "Folate" }),
      };
      // The coeliac finding starts folic acid 5 mg now for a planned pregnancy; B12 goes in the same request.
      if (!coeliacFolicAcidNow(ctx)) return match;
      return {
        ...match,
        values: {
          ...match.values,
          plan: "folic acid 5 mg is started now for the planned pregnancy (see the coeliac finding), with B12 checked in the same request; if B12 is also low, B12 is replaced as well",
        },
        nextSteps: ["Check B12 in the same request as starting folic acid, not before it; review diet"],
      };
    },
  }),
  withTestsInRecord(MACROCYTOSIS_WORK_UP, {
    id: "macrocytosis",
    family: F,
    severity: Severity.low,
    problem: "Anaemia",
    title: "Large red cells (macrocytosis)",
    clinician: "MCV {mcv} (macrocytosis); {causes}",
    patient: "Your red blood cells are larger than usual. {patientCauses}",
    nextSteps: ["Check B12, folate, liver tests and TSH"],
    evidence: ["bsh-2014-b12-folate"],
    keywords: ["macrocytosis", "mcv"],
    match: (ctx) => {
      const mcv = ctx.value("mcv");
      if (macrocyticCytopenia(ctx) !== undefined) return undefined; // macrocytic-cytopenia.ts: film and referral
      if (mcv === undefined || mcv <= 100) return undefined;
      // Methotrexate named as the likely cause; B12/folate the notes call normal not asked for again.
      const { refs, ...context } = macrocytosisContext(ctx);
      const tested = macrocytosisTestsNormal(ctx);
      const alcohol = alcoholMacrocytosis(ctx, tested !== undefined);
      return {
        refs: [...ctx.refs(ctx.lab("mcv")), ...refs, ...(tested?.refs ?? [])],
        values: {
          mcv: ctx.showValue("mcv"),
          causes:
            tested?.clinician ??
            "causes include B12 or folate deficiency, alcohol, liver disease, hypothyroidism and drugs.",
          patientCauses: tested?.patient ?? "Low B12 or folate, alcohol, or some medicines can cause this.",
        },
        // Large red cells without anaemia are a blood count finding, not "Anaemia" (review 23, haem-23 case 04).
        ...(anaemic(ctx) === undefined && { problem: "Blood count" }),
        ...context,
        ...(alcohol !== undefined && {
          clinicianExtra: [alcohol.clinician, context.clinicianExtra].filter(Boolean).join(" "),
          patientExtra: alcohol.patient,
          evidence: [...(context.evidence ?? []), "jsa-1996-macrocytosis-general-practice"],
        }),
        ...(readsAsUsUnits(ctx) && {
          evidence: [
            "aafp-2009-macrocytosis",
            ...(context.evidence ?? []),
            ...(alcohol !== undefined ? ["jsa-1996-macrocytosis-general-practice"] : []),
          ],
          evidenceReplacesRule: true as const,
        }),
      };
    },
  }),
  {
    id: "subclinical-hypothyroidism",
    family: F,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "Subclinical hypothyroidism",
    clinician: "TSH {tsh} with normal free T4 {ft4}: subclinical hypothyroidism{above10}. {confirm}",
    patient:
      "Your TSH (the hormone that tells the thyroid how hard to work) is {patientLevel} but your thyroid hormone level is normal. {patientPlan}{patientLithium}",
    nextSteps: [
      "Repeat TSH with free T4 and TPO antibodies in 6–12 weeks",
      "Treatment is usually considered if TSH stays above 10 mIU/L or with symptoms",
    ],
    patientQuestions: ["When should my thyroid be checked again?"],
    evidence: ["aace-ata-2012-hypothyroidism"],
    keywords: ["subclinical hypothyroidism", "tsh", "free t4"],
    match: (ctx) => {
      const tsh = ctx.lab("tsh");
      const ft4 = ctx.lab("free-t4");
      if (!isHigh(tsh) || !isNormal(ft4) || ctx.meds("thyroid-hormone").length > 0) return undefined;
      if (pregnancy(ctx) !== undefined) return undefined; // pregnancy-thyroid.ts judges TSH in pregnancy
      if (planningPregnancy(ctx) !== undefined) return undefined; // and before a planned pregnancy
      const above10 = (ctx.valueOf(tsh) ?? 0) > 10;
      // NICE NG145: TPO antibodies are not repeated once measured, and the symptomatic trial of
      // levothyroxine below a TSH of 10 is for adults under 65.
      const tpo = ctx.lab("tpo-ab") ?? ctx.anyLab("tpo-ab");
      const older = ctx.age !== undefined && ctx.age >= 65;
      const tpoText =
        tpo === undefined ? "" : `TPO antibodies ${ctx.show(tpo)} are already measured and need not be repeated`;
      const earlier = tsh === undefined ? undefined : earlierRaisedTsh(ctx, tsh);
      const repeat =
        earlier !== undefined
          ? tpo === undefined
            ? "Check TPO antibodies once (the raised TSH is already confirmed on two results)"
            : undefined
          : tpo === undefined
            ? "Repeat TSH with free T4 and TPO antibodies in 6–12 weeks"
            : `Repeat TSH with free T4 in 6–12 weeks; ${tpoText}`;
      const confirm =
        earlier !== undefined
          ? `TSH was already raised at ${ctx.show(earlier)}, so the rise is persistent and needs no repeat to confirm it${tpo === undefined ? "; check TPO antibodies once" : `; ${tpoText}`}.`
          : `Confirm with a repeat TSH in 6–12 weeks${tpo === undefined ? " (and TPO antibodies)" : `; ${tpoText}`}.`;
      const treatment = above10
        ? earlier !== undefined && (ctx.valueOf(earlier) ?? 0) > 10
          ? "TSH is above 10 mIU/L on two results: consider levothyroxine"
          : "If TSH stays above 10 mIU/L on the repeat, consider levothyroxine"
        : older
          ? "At 65 or over with TSH below 10 mIU/L, watch and wait rather than treat; consider levothyroxine only if TSH rises above 10 mIU/L"
          : ctx.age !== undefined && ctx.age < 18
            ? "Consider levothyroxine if TSH stays above 10 mIU/L; below that, the symptomatic trial used in adults does not apply to a child or young person, so seek paediatric endocrinology advice"
            : earlier !== undefined
              ? "TSH raised but below 10 mIU/L on two results: a 6-month trial of levothyroxine can be considered with symptoms in adults under 65; consider levothyroxine if TSH rises above 10 mIU/L"
              : "Consider levothyroxine if TSH stays above 10 mIU/L; below that, a 6-month trial can be considered with symptoms in adults under 65";
      // Lithium is a common cause; reviews treat the thyroid with levothyroxine during lithium maintenance.
      const lithium = ctx.meds("lithium").filter((m) => m.active);
      const onLithium =
        lithium.length > 0
          ? ` On lithium (${lithium.map((m) => m.name).join(", ")}), the likely cause: lithium-associated hypothyroidism is common and, when it needs treatment, is treated with levothyroxine while lithium maintenance continues; any change to lithium is for its prescriber.`
          : "";
      // Amiodarone is the other drug cause to name (review 20 cardiology-2, case 01: "common with age"
      // on amiodarone). ETA 2018: amiodarone-induced hypothyroidism does not need amiodarone stopped;
      // overt forms take levothyroxine, subclinical forms can be followed untreated.
      const amiodarone = ctx.meds("amiodarone").filter((m) => m.active);
      const onAmiodarone =
        amiodarone.length > 0
          ? ` On amiodarone, a likely cause: amiodarone-induced hypothyroidism does not need amiodarone stopped; subclinical forms can be followed without treatment, overt ones are treated with levothyroxine.`
          : "";
      const child = childSubclinicalHypothyroidism(ctx, above10, tpo);
      return {
        refs: [...ctx.refs(tsh, earlier, ft4, tpo, ...lithium, ...amiodarone), ...child.refs],
        ...(child.text ? { clinicianExtra: child.text } : {}),
        values: {
          tsh: ctx.show(tsh),
          ft4: ctx.show(ft4),
          above10: above10 ? " with TSH above 10 mIU/L, where treatment is generally favoured" : "",
          confirm: `${confirm}${onLithium}${onAmiodarone}`,
          patientLevel: above10 ? "clearly raised" : "a bit high",
          patientPlan:
            earlier !== undefined
              ? "It was also raised on an earlier test, so it is a lasting change. Your doctor can talk with you about whether a daily thyroid tablet would help."
              : above10
                ? "It is usually checked again, and if it stays this high, treatment with a daily thyroid tablet is often advised."
                : older && amiodarone.length === 0
                  ? "This is a mild thyroid change that is common with age. It is usually checked again rather than treated."
                  : "This is a mild thyroid change. It is usually checked again before any treatment.",
          patientLithium:
            lithium.length > 0
              ? " Lithium often causes this. If treatment is needed, it is a thyroid tablet taken alongside lithium. Do not stop lithium on your own."
              : amiodarone.length > 0
                ? " Amiodarone, your heart-rhythm medicine, can cause this, and it does not usually need stopping for it. Do not stop amiodarone on your own."
                : "",
        },
        // At 65 or over with TSH under 10 the plan is to watch and wait, not treat (NICE NG145): a
        // routine point, not a moderate one (an engine choice; review 19, quiet panels 04: TSH 4.6 in
        // a well 75-year-old came out moderate). So is a first raised TSH under 10 in an adult, with
        // no medicine named as its cause and no positive TPO antibodies (which predict progression):
        // nothing is done before the repeat at 3 months, and many mild rises settle by then (NICE
        // NG145 pathways; review 21, quiet-borderline-21 case 06: TSH 4.6 once at 52 came out moderate).
        severity: above10
          ? Severity.high
          : older ||
              (firstRaisedTsh(ctx, earlier) &&
                !isHigh(tpo) &&
                child.followUp === undefined &&
                lithium.length === 0 &&
                amiodarone.length === 0)
            ? Severity.low
            : Severity.moderate,
        nextSteps: repeat === undefined ? [treatment] : [repeat, treatment],
        // The rule's own source is the adults' guideline; a child's reading rests on NICE NG145,
        // which covers children, and the paediatric sources (review 23, paeds-23).
        ...(child.text ? { evidenceReplacesRule: true } : {}),
        evidence:
          lithium.length > 0
            ? [
                "nice-ng145-thyroid-disease",
                "jclinpsych-1999-lithium-subclinical-hypothyroidism",
                "bocchetta-2006-lithium-thyroid",
              ]
            : [
                "nice-ng145-thyroid-disease",
                ...(amiodarone.length > 0 ? ["eta-2018-amiodarone-thyroid"] : []),
                ...(child.text
                  ? above10
                    ? ["apem-2021-paediatric-subclinical-hypothyroidism"]
                    : [
                        "crisafulli-2019-paediatric-subclinical-hypothyroidism",
                        "kapelari-2008-paediatric-thyroid-ranges",
                      ]
                  : []),
              ],
      };
    },
  },
  {
    id: "overt-hypothyroidism",
    family: F,
    severity: Severity.high,
    problem: "Thyroid",
    title: "Overt hypothyroidism",
    clinician: "TSH {tsh} with low free T4 {ft4}: overt primary hypothyroidism.",
    patient: "{patientLead} thyroid is underactive. {patientText}",
    nextSteps: [START_LEVOTHYROXINE],
    evidence: ["aace-ata-2012-hypothyroidism", "ata-2014-hypothyroidism-tx"],
    keywords: ["hypothyroidism", "levothyroxine"],
    match: (ctx) => {
      const tsh = ctx.lab("tsh");
      const ft4 = ctx.lab("free-t4");
      if (!isHigh(tsh) || !isLow(ft4) || ctx.meds("thyroid-hormone").length > 0) return undefined;
      if (pregnancy(ctx) !== undefined) return undefined; // pregnancy-thyroid.ts judges TSH in pregnancy
      const values = { tsh: ctx.show(tsh), ft4: ctx.show(ft4) };
      if (ctx.age === 0)
        return { refs: ctx.refs(tsh, ft4), values: { ...values, ...INFANT_PATIENT }, ...INFANT_HYPOTHYROIDISM };
      if (ctx.age !== undefined && ctx.age < 18)
        return { refs: ctx.refs(tsh, ft4), values: { ...values, ...CHILD_PATIENT }, ...CHILD_HYPOTHYROIDISM };
      // On a checkpoint inhibitor the cortisol check comes before levothyroxine, so the steps say it
      // in that order (review 20, oncology-3: "Start levothyroxine" stood above the cortisol step).
      const ici = iciHypothyroidism(ctx);
      const levothyroxine =
        ici === undefined
          ? [START_LEVOTHYROXINE]
          : [
              // A cortisol noted only in the notes is confirmed rather than taken again (ici-endocrine.ts).
              ici.nextSteps?.[0] ?? ICI_CORTISOL_FIRST_STEP,
              `Once the cortisol is known (and hydrocortisone started if it is low): ${START_LEVOTHYROXINE.charAt(0).toLowerCase()}${START_LEVOTHYROXINE.slice(1)}`,
            ];
      const match: RuleMatch = {
        refs: ctx.refs(tsh, ft4),
        nextSteps: levothyroxine,
        values: {
          ...values,
          patientLead: "Your",
          patientText: "This can cause tiredness, weight gain and feeling cold. It is treated with a daily tablet.",
        },
        ...postpartumHypothyroidPhase(ctx),
      };
      const thyroiditis = ici === undefined ? thyroiditisHypothyroidPhase(ctx, START_LEVOTHYROXINE) : undefined;
      if (thyroiditis !== undefined) {
        match.refs = [...match.refs, ...thyroiditis.refs];
        match.clinicianExtra = [match.clinicianExtra, thyroiditis.clinicianExtra].filter(Boolean).join(" ");
        match.patientExtra = [match.patientExtra, thyroiditis.patientExtra].filter(Boolean).join(" ");
        match.nextSteps = thyroiditis.nextSteps;
        match.evidence = [...(match.evidence ?? []), ...(thyroiditis.evidence ?? [])];
        // "It is treated with a daily tablet" would contradict a phase that often needs none.
        if (thyroiditis.mayNotNeedTablet)
          match.values = { ...match.values, patientText: "This can cause tiredness, weight gain and feeling cold." };
      }
      // On amiodarone the likely cause is named, with the drug kept, so the separate "abnormal TSH on
      // amiodarone" line steps aside (drug-lab.ts; review 23, medicines-thyroid-23 case 05).
      if (ici === undefined && ctx.meds("amiodarone").length > 0) {
        match.clinicianExtra = [
          match.clinicianExtra,
          "On amiodarone this is likely amiodarone-induced hypothyroidism: ETA 2018 treats overt forms with levothyroxine and does not require amiodarone to be stopped.",
        ]
          .filter(Boolean)
          .join(" ");
        match.patientExtra = [
          match.patientExtra,
          "Amiodarone, your heart-rhythm medicine, can cause this, and it does not usually need stopping for it. Do not stop amiodarone on your own.",
        ]
          .filter(Boolean)
          .join(" ");
        match.evidence = [...(match.evidence ?? []), "eta-2018-amiodarone-thyroid"];
      }
      // A raised LDL-C beside untreated overt hypothyroidism is judged again once euthyroid, not
      // treated first (Endocrine Society 2020; review 17, us-panels 08: LDL-C 158 mg/dL stood as a
      // separate cardiovascular line).
      const ldl = ctx.lab("ldl-c");
      if (!isHigh(ldl) || ctx.meds("statin").length > 0) return match;
      return {
        ...match,
        refs: [...match.refs, ...ctx.refs(ldl)],
        clinicianExtra: [
          match.clinicianExtra,
          `LDL-C ${ctx.show(ldl)} is raised: hypothyroidism raises cholesterol, which falls with treatment, so the lipid profile is judged again once the patient is euthyroid rather than treated now.`,
        ]
          .filter(Boolean)
          .join(" "),
        patientExtra: [
          match.patientExtra,
          "An underactive thyroid also raises cholesterol, so your cholesterol will be checked again once your thyroid treatment is working, before deciding about cholesterol medicine.",
        ]
          .filter(Boolean)
          .join(" "),
        nextSteps: [
          ...(match.nextSteps ?? levothyroxine),
          "Repeat the lipid profile once euthyroid before deciding on lipid-lowering treatment",
        ],
        evidence: [...(match.evidence ?? []), "endosoc-2020-lipids-endocrine"],
      };
    },
  },
  {
    id: "subclinical-hyperthyroidism",
    family: F,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "Subclinical hyperthyroidism",
    clinician:
      "TSH {tsh} with normal free T4 {ft4}: subclinical hyperthyroidism; persistent TSH below 0.1 mIU/L, older age, heart disease or osteoporosis favour treatment.",
    patient:
      "Your TSH (the hormone that tells the thyroid how hard to work) is low but your thyroid hormone level is normal. This can be a mild overactive thyroid. {plan}",
    nextSteps: ["Repeat TSH, free T4 and T3 in 6–12 weeks; look for a cause if it persists"],
    evidence: ["ata-2016-hyperthyroidism"],
    keywords: ["subclinical hyperthyroidism", "low tsh"],
    match: (ctx) => {
      const tsh = ctx.lab("tsh");
      const ft4 = ctx.lab("free-t4");
      if (!isLow(tsh) || !isNormal(ft4) || ctx.medsOf("thyroid-hormone", "amiodarone").length > 0) return undefined;
      // On an antithyroid drug the TSH lags behind a normal free T4: treated hyperthyroidism, not a new diagnosis.
      if (ctx.meds("antithyroid").length > 0) return undefined;
      if (biotinThyroidPattern(ctx)) return undefined; // biotin can cause it: assay-interference.ts asks for a repeat first
      // A raised free T3 makes it overt (T3 toxicosis), read in overt-hyperthyroidism outside pregnancy
      // and after birth; "subclinical" and "thyroid hormone normal" were wrong beside it (review 21, thyroid-21 01).
      if (isHigh(ctx.lab("free-t3")) && thyrotoxicosisSetting(ctx) === undefined) return undefined;
      // Before the third trimester pregnancy-thyroid.ts judges a low TSH against pregnancy limits.
      const pregnant = pregnancy(ctx);
      if (pregnant !== undefined && (pregnant.weeks ?? 0) < 28) return undefined;
      const base = {
        refs: ctx.refs(tsh, ft4),
        values: { tsh: ctx.show(tsh), ft4: ctx.show(ft4), plan: "It is usually checked again." },
      };
      const treat = suppressedTshNeedingTreatment(ctx, tsh);
      if (!treat) return base;
      const ft3 = ctx.lab("free-t3");
      const goitre = ctx.model.conditions.find((c) => isActiveCondition(c.status) && /goit/i.test(c.name));
      return {
        refs: [...base.refs, ...treat.refs, ...ctx.refs(isNormal(ft3) ? ft3 : undefined, goitre)],
        values: {
          ...base.values,
          plan: `Your TSH has stayed very low on more than one test. Because of ${treat.patientRisks}, guidelines advise treating it rather than only checking it again, and your doctor will likely refer you to a thyroid specialist to find the cause.`,
        },
        severity: Severity.high,
        clinicianExtra: `TSH has stayed below 0.1 mU/L (also ${treat.earlier})${isNormal(ft3) ? `, with a normal free T3 ${ctx.show(ft3)}` : ""}. With ${treat.risks}, ATA 2016 recommends treatment (strong recommendation), chosen by the cause${goitre ? `; ${goitre.name.toLowerCase()} is recorded` : ""}.`,
        nextSteps: [
          "Refer to endocrinology to confirm the cause (TSH-receptor antibodies, thyroid uptake scan) and plan treatment",
        ],
      };
    },
  },
  {
    id: "overt-hyperthyroidism",
    family: F,
    severity: Severity.high,
    problem: "Thyroid",
    title: "Overt hyperthyroidism{storm}",
    clinician: "TSH {tsh} with {hormones}: overt hyperthyroidism.",
    patient:
      "Your thyroid is overactive. This can cause a fast heartbeat, weight loss and shaking. It needs treatment.",
    nextSteps: [
      "Determine the cause (TRAb, uptake scan); consider a beta-blocker for symptoms; refer to endocrinology",
    ],
    evidence: ["ata-2016-hyperthyroidism", "uptodate-subclinical-hyperthyroidism"],
    keywords: ["hyperthyroidism", "thyrotoxicosis", "t3 toxicosis"],
    match: (ctx): RuleMatch | undefined => {
      const tsh = ctx.lab("tsh");
      const ft4 = ctx.lab("free-t4");
      const ft3 = ctx.lab("free-t3");
      // Overt is a low TSH with a raised free T4, free T3 or both: a raised free T3 with a normal
      // free T4 (T3 toxicosis) is overt too, often the earliest phase (review 21, thyroid-21 01).
      const t3Only = isNormal(ft4) && isHigh(ft3);
      if (!isLow(tsh) || !(isHigh(ft4) || t3Only) || ctx.meds("thyroid-hormone").length > 0) return undefined;
      // On an antithyroid drug a raised T3 with normal T4 is treated disease, not a new diagnosis; on
      // amiodarone the thyroid tests are read in amiodarone-thyrotoxicosis.ts and amiodarone-early-thyroid.ts.
      if (t3Only && ctx.medsOf("antithyroid", "amiodarone").length > 0) return undefined;
      if (biotinThyroidPattern(ctx)) return undefined; // biotin can cause it: assay-interference.ts asks for a repeat first
      if (amiodaroneThyrotoxicosis(ctx)) return undefined; // named and triaged in amiodarone-thyrotoxicosis.ts
      if (iciThyrotoxicosis(ctx)) return undefined; // a checkpoint-inhibitor thyroiditis: ici-endocrine.ts (no Graves work-up)
      // In pregnancy, after birth or while breastfeeding: pregnancy-thyrotoxicosis.ts (no uptake scan there).
      if (thyrotoxicosisSetting(ctx) !== undefined) return undefined;
      const t3High = isHigh(ft3);
      const hormones = t3Only
        ? `normal free T4 ${ctx.show(ft4)} and raised free T3 ${ctx.show(ft3)} (T3 toxicosis)`
        : `raised free T4 ${ctx.show(ft4)}${t3High ? ` and free T3 ${ctx.show(ft3)}` : ""}`;
      // A raised TRAb already names Graves' disease, so the work-up no longer asks for it (review 21,
      // thyroid-21 02); ATA 2016 recommends a beta-blocker, not merely "consider", with a resting
      // heart rate above 90 or heart disease such as atrial fibrillation.
      const ab = trab(ctx);
      const graves = isHigh(ab);
      // Graves' disease already recorded needs no work-up for the cause either (review 30b,
      // endo-infect-30b case 01).
      const gravesKnown = graves || knownGraves(ctx) !== undefined;
      const af = ctx.conditions("atrial-fibrillation")[0];
      // A beta-blocker already listed is reviewed, not started again (review 43, ehr-sweep-43 case 01:
      // "Start a beta-blocker" beside propranolol started for thyrotoxic atrial fibrillation).
      const onBeta = ctx.meds("beta-blocker")[0];
      const betaStep = (start: string) =>
        onBeta === undefined ? start : `Already on ${onBeta.name}: review the dose for the heart rate and symptoms`;
      const hr = ctx
        .vitals("heart-rate")
        .filter((v) => v.value !== undefined)
        .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
      const fast = hr?.value !== undefined && hr.value > 90 ? hr : undefined;
      const heart = [
        fast?.value !== undefined ? `heart rate ${formatNumber(fast.value)}/min` : "",
        af ? af.name.toLowerCase() : "",
      ]
        .filter(Boolean)
        .join(" and ");
      // A UK record follows the NHS referral pathway: antibodies and bloods before a routine
      // endocrinology referral, no uptake scan from primary care, propranolol for symptoms (review 24,
      // uk-us-24b case 07: ATA 2016 and UpToDate were its only sources; nhs-cornwall-thyrotoxicosis-rms).
      // With atrial fibrillation the firmer ATA 2016 recommendation stands on a UK record too.
      const uk = readsAsUk(ctx);
      const extra = [
        graves ? `TSH-receptor antibodies ${ctx.show(ab)} are raised: the cause is Graves' disease.` : "",
        heart
          ? uk && !af
            ? `With ${heart}, the NHS pathway considers propranolol for symptoms while awaiting endocrinology, unless contraindicated.`
            : `With ${heart}, ATA 2016 recommends a beta-blocker (strong recommendation).`
          : "",
      ].filter(Boolean);
      // Fever, a very fast heart rate and agitation beside it score as thyroid storm: an emergency, not a
      // routine referral (review 29, endo-29 case 06; thyroid-storm.ts).
      const storm = thyroidStormReading(ctx);
      if (storm.score >= STORM_SCORE)
        return {
          refs: [...ctx.refs(tsh, ft4, t3High ? ft3 : undefined, graves ? ab : undefined, af, fast), ...storm.refs],
          severity: Severity.critical,
          values: { tsh: ctx.show(tsh), hormones, storm: ": features of thyroid storm" },
          clinicianExtra: `${graves ? `${extra[0]} ` : ""}With ${joinList(storm.features)}, the record scores at least ${storm.score} on the Burch-Wartofsky point scale (${STORM_SCORE} or more is highly suggestive of thyroid storm; ${IMPENDING_SCORE}-${STORM_SCORE - 1} of impending storm): treat as a possible thyroid storm, a life-threatening emergency, not a routine referral.`,
          patientExtra:
            "Your notes also describe signs that, with an overactive thyroid, can mean a dangerous flare called thyroid storm. Go to {emergencyDepartment} now, or call {emergencyNumber}.",
          nextSteps: [
            "Emergency assessment now for possible thyroid storm: admit, with urgent endocrinology advice; do not wait for further thyroid tests",
            "Look for a precipitating event such as an infection",
          ],
          evidence: [
            uk ? "nhs-cornwall-thyrotoxicosis-rms" : "ata-2016-hyperthyroidism",
            "burch-wartofsky-point-scale",
          ],
          evidenceReplacesRule: true,
        };
      // The 25-44 band the same scale calls impending storm was a routine referral (review 30,
      // engine-30 case 04): it needs a same-day assessment, short of the storm's emergency.
      if (storm.score >= IMPENDING_SCORE && storm.beyondHeart)
        return {
          refs: [...ctx.refs(tsh, ft4, t3High ? ft3 : undefined, graves ? ab : undefined, af, fast), ...storm.refs],
          severity: Severity.high,
          values: { tsh: ctx.show(tsh), hormones, storm: ": possible impending thyroid storm" },
          clinicianExtra: `${extra.map((e) => `${e} `).join("")}With ${joinList(storm.features)}, the record scores at least ${storm.score} on the Burch-Wartofsky point scale (${IMPENDING_SCORE}-${STORM_SCORE - 1} suggests impending storm; ${STORM_SCORE} or more is highly suggestive of thyroid storm): assess the same day, not as a routine referral; whether to treat as storm is a clinical judgement.`,
          patientExtra:
            "Your notes also describe signs that, with an overactive thyroid, can be the start of a dangerous flare called thyroid storm. You need to be seen by a doctor today.",
          nextSteps: [
            "Same-day assessment for possible impending thyroid storm, with endocrinology advice; admit if worsening (fever, a faster heart rate, confusion)",
            "Start a beta-blocker for the heart rate unless contraindicated, and look for a precipitating event such as an infection",
          ],
          evidence: [
            uk ? "nhs-cornwall-thyrotoxicosis-rms" : "ata-2016-hyperthyroidism",
            "burch-wartofsky-point-scale",
          ],
          evidenceReplacesRule: true,
        };
      // Already on an antithyroid drug it is treated disease not yet controlled: monitoring, read in
      // antithyroid-treatment.ts, not "It needs treatment" and a work-up (review 30b, endo-infect-30b case 01).
      if (treatedOvertHyperthyroidism(ctx)) return undefined;
      if (uk)
        return {
          refs: ctx.refs(tsh, ft4, t3High ? ft3 : undefined, graves ? ab : undefined, af, fast),
          values: { tsh: ctx.show(tsh), hormones },
          ...(extra.length > 0 ? { clinicianExtra: extra.join(" ") } : {}),
          ...(graves && { patientExtra: "Your antibody test points to Graves' disease as the cause." }),
          nextSteps: [
            gravesKnown
              ? "Refer to endocrinology to plan treatment of Graves' disease (routine; the same day if very unwell)"
              : "Check TSH-receptor antibodies, full blood count, kidney and liver tests, then refer to endocrinology (routine; the same day if very unwell); no thyroid ultrasound or uptake scan first",
            betaStep(
              af
                ? "Start a beta-blocker for the heart rate and symptoms unless contraindicated"
                : "Consider propranolol for tremor or a fast heart rate, unless contraindicated",
            ),
          ],
          evidence: ["nhs-cornwall-thyrotoxicosis-rms", ...(af ? ["ata-2016-hyperthyroidism"] : [])],
          evidenceReplacesRule: true,
        };
      return {
        refs: ctx.refs(tsh, ft4, t3High ? ft3 : undefined, graves ? ab : undefined, af, fast),
        values: { tsh: ctx.show(tsh), hormones },
        ...(extra.length > 0 ? { clinicianExtra: extra.join(" ") } : {}),
        ...(graves || heart
          ? {
              patientExtra: [
                graves ? "Your antibody test points to Graves' disease as the cause." : "",
                heart
                  ? onBeta === undefined
                    ? "With your heart rhythm or rate, a tablet to slow the heart (a beta-blocker) is usually started while the thyroid is treated."
                    : "With your heart rhythm or rate, your doctor will check that your heart-slowing tablet (a beta-blocker) is at the right dose while the thyroid is treated."
                  : "",
              ]
                .filter(Boolean)
                .join(" "),
            }
          : {}),
        ...(gravesKnown || heart
          ? {
              nextSteps: [
                gravesKnown
                  ? "Refer to endocrinology to plan treatment of Graves' disease (antithyroid drug, radioiodine or surgery)"
                  : "Determine the cause (TRAb, uptake scan); refer to endocrinology",
                betaStep(
                  heart
                    ? "Start a beta-blocker for the heart rate and symptoms unless contraindicated"
                    : "Consider a beta-blocker for symptoms",
                ),
              ],
            }
          : {}),
      };
    },
  },
  {
    id: "ckd-stage",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "{ckdTitle}",
    clinician: "Kidney staging: {stage}. {chronicity}",
    patient: "Your kidney {patientKidney}",
    nextSteps: CKD_STEPS,
    patientQuestions: ["What stage is my kidney disease and how often should it be checked?"],
    evidence: ["kdigo-2024-ckd"],
    keywords: ["chronic kidney disease", "egfr", "albuminuria", "staging"],
    match: (ctx) => {
      // While creatinine is changing, its eGFR gives no GFR category (see kidneyFunctionUnstable).
      if (myelomaKidneyPicture(ctx)) return undefined; // a kidney injury read in the myeloma finding
      if (singleEgfrInSevereBp(ctx)) return undefined; // rechecked as organ damage in bp-severe (bp-severe-context.ts)
      const egfr = kidneyFunctionUnstable(ctx) ? undefined : ctx.value("egfr");
      const acr = ctx.value("uacr");
      // Under 18 a laboratory eGFR comes from an adult equation: no GFR category (child-kidney-staging.ts).
      const adultEquation = adultEgfrInChild(ctx.lab("egfr"));
      const lowGfr = egfr !== undefined && egfr < 60;
      const albuminuria = acr !== undefined && albuminuriaCategory(ctx, acr) !== "A1";
      if (!lowGfr && !albuminuria) return undefined;
      // A fall after a heart-failure medicine or an ACE inhibitor or ARB is read in its own finding,
      // which asks for the category to wait until kidney function settles; staging that same eGFR
      // here said the opposite (review 21, deep sweep 03: known CKD 3a "G3b" after spironolactone).
      const dipAfterMedicine =
        lowGfr && (hfEgfrFallAfterMedicine(ctx) !== undefined || rasEgfrFallBeyondLimit(ctx) !== undefined);
      const g = egfr !== undefined && !dipAfterMedicine && !adultEquation ? gfrCategory(egfr) : undefined;
      const a = acr !== undefined ? albuminuriaCategory(ctx, acr) : undefined;
      const stage = [
        g ? `eGFR ${ctx.showValue("egfr")} is GFR category ${g}` : "",
        lowGfr && adultEquation
          ? `eGFR ${ctx.showValue("egfr")} comes from an adult equation, which does not apply under 18, so no GFR category is given; ${childSchwartzEgfr(ctx) === undefined ? "estimate GFR with the bedside Schwartz equation, which needs the height" : "the bedside Schwartz estimate from the height is the reading to use"}`
          : "",
        dipAfterMedicine
          ? `eGFR ${ctx.showValue("egfr")} follows a recent medicine change (read in its own finding), so its GFR category waits until kidney function settles`
          : "",
        a ? `urine ACR ${ctx.showValue("uacr")} is albuminuria category ${a}` : "",
      ]
        .filter(Boolean)
        .join("; ");
      // Chronic when the low eGFR, or the albuminuria, was present at least 3 months apart.
      const lasting = (id: string, abnormal: (v: number) => boolean) => {
        const points = ctx.series(id)?.points.filter((p) => abnormal(p.value)) ?? [];
        const first = points[0];
        const last = points[points.length - 1];
        return first !== undefined && last !== undefined && last.time - first.time >= 90 * 86_400_000;
      };
      // Earlier low values stated in the notes also show chronicity (ckd-stable-older.ts).
      const stated = lowGfr ? statedEarlierLowEgfr(ctx) : undefined;
      // Each ACR judged in its reported unit; an earlier raised ACR in the notes also counts.
      const statedAcr = albuminuria && !albuminuriaLastingByResults(ctx) ? statedEarlierRaisedAcr(ctx) : undefined;
      const chronicByResults =
        (lowGfr && lasting("egfr", (v) => v < 60)) || (albuminuria && albuminuriaLastingByResults(ctx));
      const chronic = chronicByResults || stated !== undefined || statedAcr !== undefined;
      // A low eGFR with no earlier low one: it may be acute (CKD_REPEAT_STEP), unless a heart-failure
      // medicine just started explains the dip (hf-kidney-dip.ts, review 16 hf-af case 02).
      const steady = lowGfr && stated === undefined ? steadyCreatinine(ctx) : undefined;
      const firstLowGfr =
        lowGfr &&
        stated === undefined &&
        steady === undefined &&
        (ctx.series("egfr")?.points.filter((p) => p.value < 60).length ?? 0) <= 1 &&
        expectedHfCreatinineRise(ctx) === undefined;
      const failure = inKidneyFailure(ctx.model);
      const known = failure || ctx.conditions("ckd").length > 0;
      // A new fall after a heart-failure medicine change is read as such (hf-kidney-dip.ts), not
      // staged from a single result (review 20, cardiology-2: eGFR 54 -> 38 after spironolactone).
      // The same for an ACE inhibitor or ARB outside heart failure (ras-egfr-fall.ts, review 21).
      if (lowGfr && !albuminuria && !chronic && !known && dipAfterMedicine) return undefined;
      // A child's low adult-equation eGFR beside a bedside Schwartz estimate: that estimate is the
      // reading (child-egfr-schwartz-low), not a second kidney finding (review 22, paeds-ranges-22).
      const schwartz = lowGfr && adultEquation ? childSchwartzEgfr(ctx) : undefined;
      if (schwartz !== undefined && !albuminuria) return undefined;
      const chronicity = failure
        ? "Kidney failure is on record: its creatinine and urea are read against the patient's own earlier results, and on dialysis an eGFR from creatinine does not measure remaining kidney function."
        : chronic || known
          ? // The stage sentence already names each category; the combined one adds only when both are known.
            "This meets the KDIGO definition of CKD (abnormality for more than 3 months)" +
            (g && a ? ` (${g}${a}).` : ".") +
            (!chronicByResults && (stated ?? statedAcr) !== undefined
              ? ` Earlier values from the notes: ${[stated, statedAcr]
                  .filter((q) => q !== undefined)
                  .map((q) => `"${q.quote}"`)
                  .join("; ")}.`
              : "")
          : `A single result does not establish CKD; KDIGO requires the abnormality to persist for more than 3 months.${firstLowGfr ? " With no earlier low eGFR on record, acute kidney injury has to be excluded by a repeat first." : steady !== undefined ? ` ${steady}, so this is not a new, acute fall; a repeat confirms whether it lasts.` : ""}`;
      const equations = lowGfr ? sameDateEgfrNote(ctx, gfrCategory) : undefined;
      const severe = g === "G4" || g === "G5" || a === "A3";
      // A school-age child's raised daytime ACR: a first-morning repeat first (child-kidney-staging.ts).
      const orthostatic = albuminuria && !lowGfr && !failure ? orthostaticAcrNote(ctx, chronic || known) : undefined;
      const childExtras: Partial<RuleMatch> = {
        ...(lowGfr && adultEquation ? { evidence: ["nkf-bedside-schwartz-2009"] } : {}),
        ...(orthostatic && {
          clinicianExtra: orthostatic.clinician,
          patientExtra: orthostatic.patient,
          nextSteps: [orthostatic.step, ...CKD_STEPS.slice(0, 1)],
          evidence: ["brandt-2010-orthostatic-proteinuria"],
          ...(severe ? {} : { severity: Severity.low }),
        }),
      };
      const onMetforminInG3 = (g === "G3a" || g === "G3b") && ctx.meds("metformin").length > 0;
      const stableYears = failure || onMetforminInG3 ? undefined : stableOlderG3aA1Years(ctx, g, a);
      const staged: RuleMatch = {
        refs: ctx.refs(
          lowGfr ? ctx.lab("egfr") : undefined,
          lowGfr ? creatinineBehindEgfr(ctx) : undefined,
          lowGfr ? ureaBehindEgfr(ctx) : undefined,
          albuminuria ? ctx.lab("uacr") : undefined,
          ...ctx.conditions("ckd"),
          ...ctx.conditions("kidney-failure"),
        ),
        values: {
          // A result not yet shown to last 3 months is not titled as CKD, which KDIGO defines by
          // duration (review 42, notes-42 cases 04 and 05: a first eGFR of 52 at a yearly review).
          ckdTitle:
            failure || chronic || known
              ? "Chronic kidney disease category"
              : `${lowGfr && albuminuria ? "Low eGFR and raised urine ACR" : lowGfr ? "Low eGFR" : "Raised urine ACR"}, not yet shown to last 3 months: repeat to confirm`,
          stage,
          chronicity: equations === undefined ? chronicity : `${chronicity} ${equations}`,
          // A single result is not called kidney disease, as the clinician text says (review 10).
          // Not with heavy protein in the urine, which is a sign of kidney damage on its own (review 14, kidney case 07).
          patientKidney: failure
            ? "results fit the kidney failure already on record, which your kidney team looks after."
            : chronic || known
              ? "tests show the kidneys are not working as well as they should. Doctors call this chronic kidney disease when it lasts three months or more."
              : meetsProteinuriaReferral(ctx)
                ? "test result is outside the usual range, and your urine shows protein leaking from the kidneys. Together these need a kidney specialist's check; the blood test will be repeated to see how the kidneys are working over time."
                : "test result is outside the usual range. A single result does not mean kidney disease. The test needs repeating to see whether the change lasts three months or more.",
        },
        ...(chronic || known ? {} : { patientQuestions: ["When should my kidney test be repeated?"] }),
        // Known kidney failure is no new stage to act on: the staging question and a high priority
        // belong to CKD being found or advancing (review 20, ckd-mineral-acid case 04, on dialysis).
        ...(failure && { patientQuestions: [] }),
        severity: severe && !failure ? Severity.high : Severity.moderate,
        // Chronicity already shown (by dates or a recorded CKD diagnosis): no step to confirm it.
        ...(failure
          ? { nextSteps: [KIDNEY_FAILURE_STEP] }
          : chronic || known
            ? { nextSteps: withMetforminEgfrStep(CKD_KNOWN_STEPS, onMetforminInG3) }
            : {
                // Metformin's own eGFR monitoring does not wait for CKD to be confirmed.
                nextSteps: [
                  ...(firstLowGfr ? [CKD_REPEAT_STEP] : []),
                  CKD_CONFIRM_STEP,
                  ...(onMetforminInG3 ? [METFORMIN_EGFR_STEP] : []),
                  CKD_BP_DRUGS_STEP,
                ],
              }),
        ...childExtras,
      };
      // Stable G3aA1 for years in an older person: yearly checks, said calmly (ckd-stable-older.ts).
      const shown: RuleMatch =
        stableYears === undefined
          ? staged
          : {
              ...staged,
              values: { ...staged.values, patientKidney: stableOlderPatientKidney(stableYears) },
              severity: Severity.low,
              nextSteps: STABLE_OLDER_STEPS,
              patientQuestions: ["Is once a year the right time to check my kidney tests again?"],
            };
      // With a low-normal pressure on several blood-pressure medicines and falls, "control blood
      // pressure" would push the wrong way: the medicines are reviewed for reducing instead
      // (bp-deprescribing-falls.ts; review 23, medicines-thyroid-23 case 08).
      // A measured postural drop is as much a reason not to say "control blood pressure" (review 30,
      // cardio-30 case 12: 138/72 sitting, 106/60 standing and two falls at 85 on four medicines).
      const posturalDrop = orthostaticDrop(ctx) !== undefined;
      const reviewBp =
        bpDeprescribing(ctx) === undefined && !posturalDrop
          ? withBpToControl(ctx, shown)
          : {
              ...shown,
              nextSteps: shown.nextSteps?.map((s) =>
                s.replace(CONTROL_BP, bpDeprescribing(ctx) === undefined ? REVIEW_BP_STANDING : REVIEW_BP_MEDICINES),
              ),
            };
      // A transplant recipient's categories describe the graft, followed by the transplant team.
      return failure ? staged : ckdStageInTransplant(ctx, reviewBp);
    },
  },
  {
    id: "egfr-rapid-decline",
    family: F,
    severity: Severity.high,
    problem: "Kidney function",
    title: "{title}",
    clinician: "eGFR fell from {from} to {to}{rate}; {reading}",
    patient: "Your kidney filtering number {patientReading}",
    nextSteps: ["Look for reversible causes (NSAIDs, volume depletion, obstruction); consider nephrology referral"],
    patientQuestions: ["Why is my kidney function going down, and can it be slowed?"],
    evidence: ["kdigo-2024-ckd"],
    keywords: ["egfr decline", "ckd progression"],
    match: (ctx) => {
      const series = ctx.series("egfr");
      if (!series) return undefined;
      // A fall soon after starting an SGLT2 inhibitor, ACE inhibitor or ARB, within its limit, is expected.
      const dip = kidneyFunctionUnstable(ctx) ? undefined : expectedEgfrDip(ctx);
      if (dip !== undefined) return expectedDipMatch(ctx, dip);
      // An acute creatinine rise is reported by aki-creatinine-rise: read as a yearly rate it would
      // call an acute kidney injury chronic progression and ask for nephrology (review 11, case 08).
      if (creatinineRise(ctx) !== undefined) return undefined;
      if (myelomaKidneyPicture(ctx)) return undefined; // a kidney injury read in the myeloma finding
      const s = summariseSeries(series, ctx.model);
      const fast = s ? fastEgfrFall(ctx, s, series) : undefined;
      if (fast !== undefined) return fast;
      if (!s || s.perYear === undefined || s.perYear > -5 || s.last.time - s.first.time < 180 * 86_400_000)
        return undefined;
      const values = {
        from: `${formatNumber(s.first.value)} (${s.first.date.slice(0, 10)})`,
        to: `${formatNumber(s.last.value)} (${s.last.date.slice(0, 10)})`,
        rate: ` (${formatNumber(s.perYear, 1)} mL/min/1.73 m² per year)`,
      };
      const refs = series.points.map((p) => p.labRef).filter((r): r is string => r !== undefined);
      if (sustainedEgfrDecline(series.points)) {
        // In a kidney transplant the fall goes to the transplant team (kidney-transplant.ts).
        return egfrDeclineInTransplant(ctx, {
          refs: refs.slice(-3),
          values: {
            ...values,
            title: "Rapid fall in eGFR",
            reading: "a sustained decline of more than 5 per year is rapid progression.",
            patientReading: "has been dropping faster than expected over time.",
          },
        });
      }
      // Two results close together: within the common fluctuation of GFR until a repeat shows more.
      const fall = 1 - s.last.value / s.first.value;
      // A fall smaller than eGFR's reference change value is what the same kidney function gives on
      // another day (analytical and within-person variation), so it is not remarked on (review 22,
      // cardiometabolic-22 case 04: 88 to 85 over six months, both normal, read as "may be falling").
      if (fall < EGFR_REFERENCE_CHANGE) return undefined;
      const drop = formatNumber(fall * 100, 0);
      return {
        refs: refs.slice(-2),
        values: {
          ...values,
          title: "Possible fall in eGFR: repeat to confirm",
          reading: `this rests on ${series.points.length} results ${drop}% apart without a fall in GFR category of 25% or more. Small fluctuations in GFR are common; only a sustained decline of more than 5 per year is rapid progression, so repeat to see whether it is sustained.`,
          patientReading:
            "is a little lower than last time. Small changes between tests are common, and a repeat test will show whether this is a real, lasting change.",
        },
        severity: Severity.low,
        nextSteps: ["Repeat eGFR (with urine ACR) to see whether the decline is sustained"],
        patientQuestions: ["When should my kidney test be repeated?"],
        evidence: ["kdigo-2012-ckd-progression"],
      };
    },
  },
  // In cirrhosis with ascites the rise is read by the ICA criteria, with HRS-AKI in view (cirrhosis-aki.ts).
  withCirrhosisAki({
    id: "aki-creatinine-rise",
    family: F,
    severity: Severity.high,
    problem: "Kidney function",
    title: "Acute rise in creatinine",
    clinician: "Creatinine rose from {from} to {to} ({ratio}× baseline) {when}.",
    patient:
      "A kidney test (creatinine) has gone up quickly compared with before. This can mean the kidneys are under sudden strain. It needs prompt review.",
    nextSteps: [
      "Repeat creatinine urgently; assess volume status, urine output, obstruction and nephrotoxic drugs",
      "Hold NSAIDs; review ACE inhibitor/ARB, diuretics and metformin while kidney function is unstable",
    ],
    patientQuestions: ["Do any of my medicines need to be paused while my kidneys recover?"],
    evidence: ["kdigo-2012-aki", "nhs-england-aki-algorithm"],
    keywords: ["acute kidney injury", "creatinine rise"],
    match: (ctx) => {
      const found = creatinineRise(ctx);
      if (!found) return undefined;
      const { latest, baselineText, baselineRefs, ratio, days, meetsRatio, meetsAbsolute } = found;
      const when = found.noted
        ? notedBaselineTiming(ctx, found.noted, kdigoAkiStage(ratio, ctx.valueOf(latest) ?? 0))
        : meetsRatio || meetsAbsolute
          ? `within ${formatNumber(days, 1)} days, meeting KDIGO criteria for acute kidney injury, KDIGO stage ${kdigoAkiStage(ratio, ctx.valueOf(latest) ?? 0)}`
          : (acuteIllnessTiming(ctx, days, kdigoAkiStage(ratio, ctx.valueOf(latest) ?? 0)) ??
            `over ${Math.round(days)} days; KDIGO AKI criteria need the rise within 7 days, so timing should be clarified, but a rise of 1.5× or more needs prompt assessment`);
      // Name the medicines the record lists rather than a list the patient may not take.
      const nsaids = ctx.medsOf("nsaid");
      // With a low pressure or fluid loss, RAS blockers and diuretics are withheld, not reviewed (aki-acute-illness.ts).
      const withhold = akiWithholdForPressure(ctx);
      const held = new Set(withhold?.meds.map((m) => m.ref) ?? []);
      const review = ctx
        .medsOf("ace-inhibitor", "arb", "mra", "thiazide", "loop-diuretic", "lithium")
        .filter((m) => !held.has(m.ref));
      // Metformin, an SGLT2 inhibitor and a GLP-1 receptor agonist are paused by name (aki-sick-day-diabetes.ts).
      const diabetes = akiDiabetesMedicineSteps(ctx);
      // Vancomycin and aminoglycosides, with any level above range (aki-antimicrobial-levels.ts).
      const antimicrobial = akiAntimicrobialSteps(ctx);
      // Trimethoprim raises creatinine without lowering filtration, but a rise that meets the KDIGO
      // criteria is not put down to it; it is named, as it also raises potassium (review 34,
      // kidney-lytes-34 case 12: 1.7-fold on trimethoprim with urea rising and less urine, no mention).
      const trimethoprim = ctx.medsOf(...TRIMETHOPRIM);
      const medicineSteps = [
        ...(nsaids.length > 0 ? [`Hold ${medNames(nsaids)}`] : []),
        ...(trimethoprim.length > 0
          ? [
              `Review ${medNames(trimethoprim)}: trimethoprim raises creatinine by blocking its secretion and may explain part of this rise, but a rise of this size is treated as acute kidney injury until a repeat shows otherwise; it also raises potassium, so recheck it`,
            ]
          : []),
        ...(withhold ? [withhold.step] : []),
        ...(review.length > 0 ? [`Review ${medNames(review)} while kidney function is unstable`] : []),
        ...diabetes.steps,
        ...antimicrobial.steps,
      ];
      const sudden =
        meetsRatio || meetsAbsolute ? "A rise like this over a few days is called a sudden (acute) kidney injury." : "";
      // One "ask your doctor today" for all the medicines paused (review 37, cardio-renal-37 case 09:
      // it was said once for the blood pressure tablets and again for metformin).
      const ask = withhold?.ask ?? diabetes.ask;
      const patientExtra = [sudden, withhold?.patient ?? "", diabetes.patient, ask].filter((x) => x !== "").join(" ");
      return {
        // The medicines its steps name are referenced, so the clinician report's medicine list points
        // here rather than saying no drug–laboratory interaction was found (review 21, case 04).
        refs: [
          latest.ref,
          ...baselineRefs,
          ...(withhold?.refs ?? []),
          ...ctx.refs(...nsaids, ...trimethoprim, ...(withhold?.meds ?? []), ...review),
          ...diabetes.refs,
          ...antimicrobial.refs,
        ],
        values: { from: baselineText, to: ctx.show(latest), ratio: formatNumber(ratio, 1), when },
        ...(patientExtra !== "" && { patientExtra }),
        ...(withhold && { clinicianExtra: withhold.clinician }),
        evidence: [
          ...akiSources(ctx, withhold !== undefined),
          ...diabetes.evidence,
          ...antimicrobial.evidence,
          ...(trimethoprim.length > 0 ? ["nephron-2011-trimethoprim-creatinine"] : []),
        ],
        evidenceReplacesRule: true,
        severity: ratio >= 3 || meetsRatio ? Severity.critical : Severity.high,
        nextSteps: [
          "Repeat creatinine urgently; assess volume status, urine output, obstruction and nephrotoxic drugs",
          ...(medicineSteps.length > 0
            ? medicineSteps
            : ["Ask about NSAIDs and other medicines bought without a prescription that can harm the kidneys"]),
        ],
      };
    },
  }),
  {
    id: "liver-injury-pattern",
    family: F,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "Pattern of liver test abnormality",
    clinician: "ALT {alt} and ALP {alp}: {reading}.",
    patient: "{raised} The pattern of the results helps your doctor find the cause.",
    // The match gives the steps for the computed pattern; these apply when none is known.
    nextSteps: ["Work up by pattern: hepatocellular causes, or GGT and liver ultrasound for a cholestatic pattern"],
    evidence: ["acg-2017-liver-chemistries"],
    keywords: ["liver injury pattern", "r ratio", "hepatocellular", "cholestatic"],
    match: (ctx) => {
      const found = liverPattern(ctx);
      // Acute hepatitis A has named the cause (hepatitis-a-acute.ts): no pattern work-up for other
      // liver diseases beside it (review 19, liver-2 case 06). Nor beside an acute liver injury with
      // paracetamol in the record, treated as paracetamol toxicity (acute-liver-injury.ts), where the
      // chronic work-up (haemochromatosis, Wilson disease) only crowded the emergency steps (review
      // 21, gastro-hepatology case 03).
      // A hepatitis E IgM or RNA names the cause in the same way (hepatitis-e.ts; review 22, liver-gi-22).
      if (found === undefined || hepatitisVirusFound(ctx) || acuteLiverInjury(ctx)?.paracetamol === true)
        return undefined;
      const { r, pattern } = found;
      // A hepatocellular picture that muscle explains (ast-muscle-source, muscle-ast.ts: CK and AST
      // raised, ALT below the AST) is repeated once the CK has settled, and the liver assessed only if
      // the enzymes stay raised; a hepatitis and haemochromatosis work-up beside it contradicted that
      // (review 21, quiet-borderline-21 case 02: ALT 48, CK 650 three days after a marathon).
      if (pattern === "hepatocellular" && transaminasesFromMuscle(ctx) !== undefined) return undefined;
      const ggt = pattern === "hepatocellular" ? { reading: "absent" as const, obs: undefined } : ggtReading(ctx);
      const reading =
        r === undefined
          ? found.childAlp
            ? "a raised ALT; the ALP is above an adult reference range, which a growing child's ALP normally exceeds, so it is not read as a liver rise and no R ratio is derived: a hepatocellular pattern"
            : "a raised ALT with the ALP within its reference range, a hepatocellular pattern"
          : `R ratio ${formatNumber(r, 1)} indicates a ${pattern} pattern`;
      // ACG 2017: a raised total bilirubin is fractionated; a raised conjugated fraction means liver or bile-duct disease.
      const unfractionated = isHigh(ctx.lab("bilirubin-total")) && ctx.lab("bilirubin-direct") === undefined;
      // The pattern names its likeliest cause when co-amoxiclav was taken, and does not ask again
      // for an ultrasound that already showed undilated ducts (review 13 hepatology-gi 10).
      const drug = coAmoxiclavExposure(ctx);
      // A bile duct stone already read from the scan (bile-duct-stones.ts) needs neither the
      // ultrasound again nor PBC/PSC tests for now (review 14, diabetes case 02).
      // So too a dilated duct already seen: the blockage is outside the liver, imaged already, and
      // PBC and PSC testing is not the next step (review 32, infect-liver-32b case 05).
      const ductStone = gallstoneDuctObstruction(ctx) !== undefined || dilatedDuctSeen(ctx) !== undefined;
      // An ultrasound already done (an imaging study, or its ducts or liver reported in the notes) is
      // not asked for again (review 21, gastro-hepatology case 02).
      const imaged =
        ductStone ||
        coAmoxiclavLiverInjury(ctx) !== undefined ||
        recentLiverUltrasound(ctx) ||
        scanInRecord(ctx, BILE_DUCT_ULTRASOUND_FINDING) !== undefined;
      // The PBC work-up with its own ultrasound step (pbc-workup.ts) is not repeated here (review 27).
      const pbc = probablePbc(ctx) !== undefined || pbcWorkup(ctx) !== undefined;
      // Wilson disease, once its own finding fires (wilson-disease.ts), is not suggested again (review 13, case 02).
      const wilson = possibleWilson(ctx) !== undefined;
      // Known PBC responding to UDCA: the raised ALP is the treated disease, not a new cholestasis (review 13, overcall 01).
      const treatedPbc = pbcUdcaAdequateResponse(ctx);
      // A lone ALT rise under twice its limit, every other liver test measured in range, is the
      // mildest hepatocellular picture: the work-up stands, at low priority (an engine choice;
      // review 19, liver-2 case 07: ALT 45 in a well 30-year-old came out moderate).
      const mildLoneAlt = r === undefined && mildIsolatedAlt(ctx);
      // A mild ALT rise on amiodarone names the medicine as a likely cause (review 20 cardiology-2, case 01).
      const alt = ctx.lab("alt");
      const amiodarone =
        drug === undefined && treatedPbc === undefined && alt !== undefined && mildAmiodaroneTransaminaseRise(ctx, alt);
      // In acute pancreatitis the liver tests are read for its cause (review 34, pancreatitis-liver-tests.ts).
      return liverTestsInPancreatitis(ctx, {
        ...(mildLoneAlt && treatedPbc === undefined ? { severity: Severity.low } : {}),
        refs: ctx.refs(ctx.lab("alt"), ctx.lab("alp"), ggt.obs),
        ...(treatedPbc !== undefined && {
          severity: Severity.low,
          clinicianExtra: `This fits the primary biliary cholangitis on record: on ursodeoxycholic acid (UDCA), ALP ${treatedPbc.ratio} times the upper limit with a normal bilirubin is an adequate biochemical response (treatment failure is usually taken as ALP above 1.67 times the upper limit or a raised bilirubin, BSG/UK-PBC 2018), so no new cholestasis work-up is needed.`,
          patientExtra:
            "These results fit your known primary biliary cholangitis (PBC), and they show your treatment is working.",
          evidence: ["bsg-2018-pbc", "easl-2017-pbc"],
        }),
        values: {
          alt: ctx.showValue("alt"),
          alp: ctx.showValue("alp"),
          reading,
          // The mildest picture is told as such: "Two liver tests are only mildly raised."
          raised: mildLoneAlt
            ? raisedLiverTests(ctx).replace(/raised\.$/, "only mildly raised.")
            : raisedLiverTests(ctx),
        },
        ...(drug !== undefined && {
          clinicianExtra: `${drug.named} is the commonest cause of clinically apparent drug-induced liver injury, usually cholestatic or mixed: ${drug.undated === true ? "weigh it once the date is known" : "consider it first"}.`,
          evidence: ["livertox-amoxicillin-clavulanate"],
        }),
        ...(amiodarone && {
          clinicianExtra:
            "On amiodarone, a likely cause: mild symptom-free transaminase rises are common on it, and below 3 times the upper limit it is not stopped for this alone; repeat the liver tests while the other causes are considered, and review amiodarone with cardiology if ALT goes above 3 times the upper limit.",
          patientExtra:
            "Amiodarone, your heart-rhythm medicine, often causes a mild rise like this. Do not stop it on your own.",
          evidence: ["lewis-1989-amiodarone-hepatotoxicity", "medicinetoday-2009-amiodarone-liver"],
        }),
        nextSteps: [
          ...liverSteps(pattern, ggt.reading)
            // A recorded PBC is not tested for again (its treatment response: autoimmune-liver.ts), nor
            // a probable one, whose finding (pbc-probable.ts) asks for the ultrasound itself.
            // Nor while probable co-amoxiclav injury is left to settle on repeat tests: PBC and PSC
            // testing in a man of 71 three weeks after the course was premature (review 30, gastro-30 case 14).
            .filter(
              (s) =>
                !(
                  (recordedPbc(ctx) || pbc || ductStone || coAmoxiclavLiverInjury(ctx) !== undefined) &&
                  /testing for primary biliary cholangitis/.test(s)
                ),
            )
            .filter((s) => !((imaged || pbc || treatedPbc) && /^Liver and bile duct ultrasound/.test(s)))
            .map((s) => (s === HEPATOCELLULAR_STEPS[1] ? viralHepatitisStep(ctx, s) : s))
            .map((s) => (wilson && s === HEPATOCELLULAR_STEPS[2] ? WITHOUT_WILSON : s))
            .map((s) => alcoholAskedStep(ctx, s)),
          ...(unfractionated ? [FRACTIONATE_STEP] : []),
          ...(treatedPbc === undefined ? [] : [PBC_RESPONDING_STEP]),
        ],
      });
    },
  },
  {
    id: "alp-raised-growth",
    family: F,
    severity: Severity.low,
    // Not "Liver tests": the finding reads the rise as bone growth, and a well teenager's summary
    // named the liver as the main issue (review 20, children 6-18 cases 03 and 10).
    problem: "Alkaline phosphatase and growth",
    title: "Raised ALP in a child or teenager with normal liver tests: probably from bone",
    clinician:
      "ALP {alp} at age {age} is above the reference range given ({range}), {normal}: an isolated ALP rise. In children and adolescents ALP runs well above adult values and changes with growth and puberty, so the rise most likely comes from bone (growth) rather than the liver, and no liver pattern (R ratio) is derived.",
    patient:
      "The alkaline phosphatase result is above the range given. This enzyme comes from bone as well as the liver, and it is normally much higher in children and teenagers while they grow. {others}",
    nextSteps: ["Compare the ALP with an age- and sex-specific paediatric reference range"],
    evidence: ["zierk-2017-paediatric-alp"],
    keywords: ["alkaline phosphatase", "bone growth", "paediatric reference range"],
    match: (ctx) => {
      // With a deficient vitamin D and a raised PTH or a low calcium or phosphate the ALP is rickets,
      // not growth (nutritional-rickets.ts; review 21, infants-children case 08).
      // An ALP above 1000 U/L in a young child is not growth either (transient-hyperphosphatasaemia.ts).
      if (!isolatedAlpInMinor(ctx) || childRickets(ctx) !== undefined || transientHyperphosphatasaemia(ctx))
        return undefined;
      const alp = ctx.lab("alp");
      // A range reaching above 250 U/L is the laboratory's range for children (adult ranges end near
      // 100–150; an engine choice): it already allows for growth, so "probably growth" is not said.
      const uln = ctx.upperLimit("alp");
      if (alp?.rangeSource === "caller" && uln !== undefined && uln > CHILD_ALP_RANGE_TOP) return undefined;
      const normal = ["alt", "ast", "bilirubin-total", "ggt"].filter((id) => ctx.lab(id) !== undefined);
      const names: Record<string, string> = { alt: "ALT", ast: "AST", "bilirubin-total": "bilirubin", ggt: "GGT" };
      return {
        refs: ctx.refs(alp, ...normal.map((id) => ctx.lab(id))),
        values: {
          alp: ctx.show(alp),
          // A baby's age in months, not "age 0" (review 17, paediatrics 01).
          age: ctx.ageMonths !== undefined && ctx.ageMonths < 24 ? `${ctx.ageMonths} months` : (ctx.age ?? ""),
          range: alp?.range?.text ?? "",
          normal:
            normal.length > 0
              ? `with ${joinList(normal.map((id) => names[id] ?? id))} normal`
              : "with no other liver test measured",
          others:
            normal.length > 0
              ? "The other liver tests are normal, so growth is the most likely reason."
              : "Growth is the most likely reason; comparing it with the usual range for this age will show whether it is raised.",
        },
      };
    },
  },
  {
    id: "phosphate-raised-minor",
    family: F,
    severity: Severity.low,
    problem: "Other results",
    title: "Phosphate above the range given, in a child or teenager",
    clinician:
      "Phosphate {phosphate} at age {age} is above the reference range given ({range}). Phosphate is higher in children and adolescents than in adults and falls with age until growth ends, so a value above an adult range can be normal for age; judge it against an age- and sex-specific range before reading it as high.",
    patient:
      "The phosphate result is above the range given. Children and teenagers normally have more phosphate in the blood than adults while they grow, so it needs comparing with a range for their age.",
    nextSteps: ["Compare the phosphate with an age- and sex-specific paediatric reference range"],
    evidence: ["danish-2021-paediatric-bone-markers"],
    keywords: ["phosphate", "paediatric reference range"],
    match: (ctx) => {
      const obs = phosphateAboveAdultRangeInMinor(ctx);
      if (obs === undefined) return undefined;
      return {
        refs: [obs.ref],
        values: {
          phosphate: ctx.show(obs),
          age: ctx.ageMonths !== undefined && ctx.ageMonths < 24 ? `${ctx.ageMonths} months` : (ctx.age ?? ""),
          range: obs.range?.text ?? "",
        },
      };
    },
  },
  {
    id: "jaundice-suspected-cancer",
    family: F,
    severity: Severity.high,
    problem: "Liver tests",
    title: "Raised conjugated bilirubin or jaundice at 40 or over: possible obstructive jaundice",
    clinician:
      "{bili} at age {age}{pattern}{features}: this may be obstructive (cholestatic) jaundice. {imaging} {pathway}",
    patient:
      "Your bilirubin is raised in a way that can mean bile is not draining from the liver properly. At your age this needs urgent checks, usually a scan and a quick referral to a specialist, so that a blockage, including a cancer, can be found or ruled out. Please contact your doctor soon about it.",
    nextSteps: JAUNDICE_STEPS,
    patientQuestions: ["How soon can I have a scan and see a specialist?"],
    evidence: ["nice-ng12-suspected-cancer", "acg-2017-liver-chemistries"],
    keywords: ["obstructive jaundice", "conjugated bilirubin", "pancreatic cancer", "suspected cancer referral"],
    match: (ctx) => {
      const found = obstructiveJaundice(ctx);
      // Heavy drinking with an AST-led hepatitis is alcohol-related hepatitis (rules/alcohol-hepatitis.ts):
      // it is not sent down a 2-week cancer pathway, and its finding asks for the ultrasound.
      if (found === undefined || alcoholHepatitis(ctx) !== undefined) return undefined;
      // Jaundice with a hepatocellular pattern and a hepatitis A IgM or hepatitis E IgM or RNA in the
      // record is viral hepatitis, whose finding follows it: not a 2-week pancreatic cancer pathway
      // (review 22, liver-gi-22 case 01). A cholestatic pattern beside the virus keeps the pathway.
      if (hepatitisVirusFound(ctx) && liverPattern(ctx)?.pattern === "hepatocellular") return undefined;
      // Gallstones with a duct stone, or a dilated duct with biliary pain, are read as a bile duct
      // stone first (rules/bile-duct-stones.ts), whose finding keeps the cancer pathway if none is found.
      if (gallstoneDuctObstruction(ctx) !== undefined) return undefined;
      const { total, direct, jaundice } = found;
      const liver = liverPattern(ctx);
      const pathway = jaundicePathway(ctx);
      // An ultrasound already showing a dilated duct is not asked for again (review 32, infect-liver-32b case 05).
      const duct = dilatedDuctSeen(ctx);
      // A bilirubin rise that the haemolysis pattern explains, with no raised conjugated fraction and
      // no cholestatic liver tests, is red cell breakdown: rules/haemolysis-pattern.ts speaks for it.
      const conjugatedHigh = direct?.status === "high" || direct?.status === "critical-high";
      if (!conjugatedHigh && liver?.pattern !== "cholestatic" && haemolysisPattern(ctx) !== undefined) return undefined;
      const cholestatic = liver?.pattern === "cholestatic" && liver.r !== undefined ? liver.r : undefined;
      const bili = [
        total ? `Bilirubin ${ctx.show(total)}` : "",
        direct ? `${total ? "direct (conjugated) " : "Direct (conjugated) bilirubin "}${ctx.show(direct)}` : "",
      ]
        .filter(Boolean)
        .join(", ");
      const features = JAUNDICE_FEATURES.filter(([, re]) => statesFeature(ctx.freeText, re)).map(([name]) => name);
      const condition = jaundice?.condition;
      const match: RuleMatch = {
        refs: ctx.refs(total, direct, cholestatic !== undefined ? ctx.lab("alp") : undefined, condition),
        values: {
          bili,
          age: ctx.age ?? "",
          pattern:
            cholestatic !== undefined
              ? `, with a cholestatic liver pattern (R ratio ${formatNumber(cholestatic, 1)})`
              : "",
          imaging:
            duct === undefined
              ? "Image the bile ducts and pancreas urgently (ultrasound first, CT if needed)."
              : `The imaging already shows a dilated bile duct ("${duct}"): go on urgently to CT of the pancreas and bile ducts to find the level and cause of the blockage.`,
          pathway: pathway.guidance,
          features: [
            condition ? `, with ${condition.name} recorded as a condition` : "",
            features.length > 0 ? `, with ${joinList(features)} in the notes` : "",
          ].join(""),
        },
        // Jaundice without a conjugated fraction: the fraction still tells obstruction from Gilbert syndrome or haemolysis.
        ...(direct === undefined || !pathway.named || duct !== undefined
          ? {
              nextSteps: [
                duct === undefined ? JAUNDICE_STEPS[0] : DILATED_DUCT_STEP,
                pathway.step,
                ...(direct === undefined ? [FRACTIONATE_STEP] : []),
              ],
            }
          : {}),
        // Outside England and Wales NG12 is not cited (jaundicePathway).
        ...(pathway.named ? {} : { evidence: ["acg-2017-liver-chemistries"], evidenceReplacesRule: true }),
      };
      // Ducts already imaged as not dilated after co-amoxiclav: the drug finding
      // (co-amoxiclav-liver-injury.ts) leads, and this one stays as the cancer safety net.
      if (coAmoxiclavLiverInjury(ctx) !== undefined) {
        match.values = {
          ...match.values,
          imaging:
            "The imaging recorded shows no bile duct dilatation and amoxicillin-clavulanate was taken recently, so drug-induced liver injury is the likelier cause (see that finding); go on to CT or MRCP of the pancreas and bile ducts if the liver tests do not improve.",
        };
        match.severity = Severity.moderate;
        match.patientExtra =
          "A scan has already shown that the bile ducts are not widened, and the antibiotic co-amoxiclav is the more likely cause, so your doctor will decide whether more scans or a referral are needed.";
        // The drug finding carries the CT or MRCP step; it read twice (review 30b, hepato-30b case 07).
        match.nextSteps = [
          `${pathway.step} if the drug does not explain the jaundice`,
          ...(direct === undefined ? [FRACTIONATE_STEP] : []),
        ];
        match.evidence = ["livertox-amoxicillin-clavulanate"];
        return match;
      }
      const drug = coAmoxiclavExposure(ctx);
      if (drug !== undefined) {
        match.refs.push(...drug.refs);
        match.clinicianExtra = `${drug.named} is the commonest cause of clinically apparent drug-induced liver injury in the United States and Europe, so consider drug-induced liver injury as well; this does not replace the imaging and referral.`;
        match.patientExtra =
          "The antibiotic co-amoxiclav (amoxicillin-clavulanate) can sometimes cause this kind of liver problem, so your doctor will think about that too.";
        match.evidence = [...(pathway.named ? [] : ["acg-2017-liver-chemistries"]), "livertox-amoxicillin-clavulanate"];
      }
      return match;
    },
  },
  {
    id: "isolated-raised-bilirubin",
    family: F,
    severity: Severity.low,
    problem: "Liver tests",
    title: "Raised bilirubin with normal liver enzymes: Gilbert syndrome is the commonest cause",
    clinician:
      "Bilirubin {bili} with {normal} not raised{direct}{hb}: an isolated raised bilirubin. The commonest cause is Gilbert syndrome, an inherited reduction in bilirubin conjugation in which the unconjugated bilirubin rises with fasting, intercurrent illness or dehydration. It is confirmed as a mainly unconjugated rise on repeat testing, with no haemolysis and normal liver enzymes.",
    patient:
      "Your bilirubin (a yellow pigment from the normal breakdown of red blood cells) is raised, while your other liver tests are not. The most common reason is Gilbert syndrome, a common inherited condition that needs no treatment. In Gilbert syndrome the level goes up with fasting or illness. A repeat blood test can check this.",
    nextSteps: [
      "Fractionate the bilirubin (conjugated and unconjugated) and repeat it",
      "If the rise is mainly unconjugated with a normal blood count and liver enzymes, it fits Gilbert syndrome: no treatment, and no further tests unless the bilirubin keeps rising",
    ],
    patientQuestions: ["Could this be Gilbert syndrome, and do I need a repeat test?"],
    evidence: [
      "acg-2017-liver-chemistries",
      "rcpa-manual-gilbert-syndrome",
      "hee-genomics-unconjugated-hyperbilirubinaemia",
      "pcn-gilbert-syndrome-diagnosis",
    ],
    keywords: ["gilbert syndrome", "isolated hyperbilirubinaemia", "unconjugated bilirubin"],
    match: (ctx) => {
      const found = isolatedRaisedBilirubin(ctx);
      // A recorded Gilbert syndrome explains it (rules/known-gilbert.ts): no "could this be" question.
      if (found === undefined || knownGilbert(ctx) !== undefined) return undefined;
      const { total, others, direct } = found;
      const hb = ctx.lab("hemoglobin");
      const fasted = statedMention(ctx.freeText, FASTED_SAMPLE, true);
      const names: Record<string, string> = { alt: "ALT", alp: "ALP", ast: "AST", ggt: "GGT" };
      const indirect = indirectBilirubin(ctx, total);
      const steps = [
        direct || indirect
          ? "Repeat the bilirubin with its fractions to confirm a persistent, mainly unconjugated rise"
          : "Fractionate the bilirubin (conjugated and unconjugated) and repeat it",
        ...(hb === undefined ? ["Full blood count and blood film to exclude haemolysis"] : []),
        ...(ctx.lab("ggt") === undefined ? ["Check GGT to complete the liver tests"] : []),
        "If the rise is mainly unconjugated with a normal blood count and liver enzymes, it fits Gilbert syndrome: no treatment, and no further tests unless the bilirubin keeps rising",
      ];
      return {
        refs: ctx.refs(total, direct, indirect?.sent, ...others, hb),
        values: {
          bili: ctx.show(total),
          normal: joinList(others.map((o) => names[o.analyteId ?? ""] ?? o.name)),
          direct: `${direct ? `, direct (conjugated) bilirubin ${ctx.show(direct)} not raised` : ""}${indirect ? `, indirect (unconjugated) bilirubin ${indirect.text} making up most of the total` : ""}`,
          hb: hb ? ` and haemoglobin ${ctx.show(hb)} not low` : "",
        },
        // A fasting sample, as the notes say, is the setting in which Gilbert syndrome shows
        // (review 21, gastro-hepatology case 01: "Fasting labs (NPO after midnight)" went unremarked).
        ...(fasted !== undefined && {
          clinicianExtra: `The notes say the sample was taken fasting ("${fasted}"), which fits this pattern.`,
        }),
        // A UK record cites the NHS genomics teaching first, not the US ACG guideline (review 30b, hepato-30b case 09).
        ...(readsAsUk(ctx) && {
          evidence: [
            "hee-genomics-unconjugated-hyperbilirubinaemia",
            "pcn-gilbert-syndrome-diagnosis",
            "rcpa-manual-gilbert-syndrome",
          ],
          evidenceReplacesRule: true as const,
        }),
        nextSteps: steps,
      };
    },
  },
  {
    id: "fib4-fibrosis-risk",
    family: F,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "FIB-4 score above the low-risk cut-off",
    // Not "(age…, AST 52 U/L (date))": each value carries its own dated bracket, so a bracket
    // around them nested one in another (review 32, bp-renal-32 case 08).
    clinician: "FIB-4 = {fib4}, from age {age}, AST {ast}, ALT {alt} and platelets {plt}; {band}.",
    patient: "A score made from your age and blood tests {patient}",
    nextSteps: ["Arrange elastography (or ELF test); refer to hepatology if high risk"],
    evidence: ["aasld-2023-nafld"],
    keywords: ["fib-4", "liver fibrosis", "masld"],
    match: (ctx) => {
      const score = fib4(ctx);
      // In known cirrhosis fibrosis staging has no role (rules/cirrhosis.ts scores it instead).
      if (score === undefined || score.value < FIB4_LOW || knownCirrhosis(ctx) !== undefined) return undefined;
      // An acute or muscle-driven transaminase rise leaves the score unreadable: fib4-deferred speaks.
      if (fibrosisStagingDeferred(ctx) !== undefined) return undefined;
      // During alcohol-related hepatitis the inflamed liver raises AST and stiffness alike, so neither
      // FIB-4 nor elastography stages fibrosis; alcohol-hepatitis.ts directs care (review 13 hepatology-gi 09).
      if (alcoholHepatitis(ctx) !== undefined) return undefined;
      // Likewise with ascites and failing liver tests: the cirrhosis is shown clinically, not staged
      // (decompensated-liver-disease.ts directs care; review 13 hepatology-gi 09).
      if (possibleDecompensatedCirrhosis(ctx) !== undefined) return undefined;
      // FIB-4 was validated from 35 to 65 and barely separates fibrosis stages below 35, so a
      // young adult's value is not banded and fibrosis is measured directly.
      if (score.age < FIB4_MIN_AGE)
        return {
          refs: score.refs,
          values: {
            ...score.values,
            band: `not interpretable at age ${score.age}: the score was validated from 35 to 65 and performs poorly below 35, where age and transient rises in AST distort it, so it neither confirms nor excludes advanced fibrosis here`,
            // The patient is told the same: the score says nothing either way (review 12, immunosuppression 2).
            patient:
              "to look for liver scarring cannot be read reliably at your age, so it does not show whether there is scarring or not. Your doctor will decide whether a liver scan is needed.",
          },
          nextSteps: ["Assess fibrosis directly with elastography (or an ELF test) if liver disease is suspected"],
          evidence: ["mcpherson-2017-age-fibrosis-scores"],
        };
      if (score.value <= FIB4_HIGH && !fibrosisInQuestion(ctx)) return undefined;
      const alcohol = fib4WithHarmfulDrinking(ctx);
      const scan = cirrhosisOnImaging(ctx.model.imaging);
      // Alcohol above the MASLD limit but below harmful drinking: not a fatty-liver score alone, so the
      // fatty-liver sources do not carry it (review 35, liver-35 case 05: 50 units a week with AST above
      // ALT cited the NAFLD guidance only).
      const drinking =
        alcohol === undefined && scan === undefined && !currentHepatitisC(ctx) ? metaldClass(ctx) : undefined;
      // Iron overload: the fibrosis stage is the haemochromatosis guidance's (fib4-iron-overload.ts).
      const iron =
        alcohol === undefined && drinking === undefined && scan === undefined && !currentHepatitisC(ctx)
          ? fib4IronOverload(ctx)
          : undefined;
      // A UK record whose score is read as a fatty-liver one: no hepatitis C, alcohol, iron or scan reading instead.
      const ukFattyLiverScore =
        readsAsUk(ctx) &&
        !readsAsUsUnits(ctx) &&
        !currentHepatitisC(ctx) &&
        alcohol === undefined &&
        drinking === undefined &&
        iron === undefined &&
        scan === undefined;
      const hcc = hccSurveillance(ctx);
      const band =
        score.value > FIB4_HIGH
          ? "above 2.67, a high risk of advanced fibrosis"
          : "between 1.3 and 2.67, an indeterminate result that calls for elastography";
      // A low platelet count inside a high score is read as the liver's, not a blood disorder (review 34).
      const match: RuleMatch = {
        refs: score.refs,
        values: {
          ...score.values,
          band,
          patient:
            score.value > FIB4_HIGH
              ? "suggests a high chance of scarring in your liver. A liver specialist should check this."
              : "suggests your liver should be checked for scarring. A simple scan can do this.",
        },
        severity: score.value > 2.67 ? Severity.high : Severity.moderate,
        // A high-risk score goes to hepatology (AASLD 2023), not only to a scan (review 13 hepatology-gi 06).
        ...(score.value > 2.67 && {
          nextSteps: [
            "Refer to hepatology for assessment of advanced fibrosis or cirrhosis, with elastography (or an ELF test) as part of it",
          ],
        }),
        // A UK record with an indeterminate score follows the NHS route, the ELF test of NICE NG49 with
        // its 10.51 referral threshold, not the AASLD guidance cited alone before (review 30, gastro-30 case 04).
        ...(score.value <= FIB4_HIGH &&
          ukFattyLiverScore && {
            nextSteps: [
              "Arrange an ELF test (NICE NG49: 10.51 or above is advanced fibrosis, refer to hepatology; below it, reassess every 3 years), or transient elastography where the local pathway uses it",
            ],
            evidence: ["nice-dg50-nafld-fibrosis-tests", "easl-easd-easo-2024-masld"],
            evidenceReplacesRule: true as const,
          }),
        // A UK record with a high score is referred as the BASL/BSG quality standards set out, not on
        // the US AASLD guidance cited alone (review 35, liver-35 case 01).
        ...(score.value > FIB4_HIGH &&
          ukFattyLiverScore && {
            evidence: ["basl-bsg-2022-nafld-quality-standards", "nice-dg50-nafld-fibrosis-tests"],
            evidenceReplacesRule: true as const,
          }),
        ...(drinking && {
          clinicianExtra: `The notes record about ${formatNumber(Math.round(drinking.grams))} g of alcohol a week ("${drinking.quote}"), above the ${drinking.kind === "MetALD" ? "MASLD" : "MetALD"} limit of ${drinking.limit} g a week for ${drinking.sex}, so alcohol is part of the cause; FIB-4 was banded for viral hepatitis and fatty liver disease and is less reliable with alcohol, where elastography or the ELF test is the better-validated check.`,
          evidence: readsAsUk(ctx)
            ? ["hadefi-2020-ald-noninvasive", "nice-ng50-cirrhosis"]
            : ["hadefi-2020-ald-noninvasive", "metald-alcohol-thresholds"],
          evidenceReplacesRule: true as const,
        }),
        ...(iron && {
          refs: [...score.refs, ...iron.refs],
          clinicianExtra: iron.clinician,
          ...(score.value <= FIB4_HIGH && { nextSteps: [iron.step] }),
          evidence: IRON_OVERLOAD_FIB4_EVIDENCE,
          evidenceReplacesRule: true as const,
        }),
        // In current hepatitis C the fibrosis staging is the HCV guidance's, not the fatty-liver one's.
        ...(currentHepatitisC(ctx) && { evidence: ["aasld-idsa-2023-hcv"] }),
        // With harmful drinking the score is less reliable (fib4-alcohol.ts, review 26).
        ...(alcohol && { clinicianExtra: alcohol.clinician(false), evidence: alcohol.evidence }),
        // A liver scan that already suggests cirrhosis: the score adds to it, and the plan is the
        // cirrhosis one (NICE NG50 hepatology referral; AASLD 2023 six-monthly ultrasound with AFP
        // once it is confirmed), not a scan to look for fibrosis (review 22, deep sweep 04).
        ...(scan && {
          refs: [...score.refs, scan.study.ref],
          clinicianExtra: `${scan.name} already reports ${cirrhosisSignsText(scan.signs)}, which suggests cirrhosis.`,
          patientExtra: "Your liver scan also suggests scarring.",
          nextSteps: [
            CIRRHOSIS_SCAN_STEP,
            `If cirrhosis is confirmed: ${hcc.method.startsWith("hepatic") ? "" : "liver "}${hcc.method} every 6 months to look for liver cancer${hcc.named}`,
          ],
          evidence: [
            ...(currentHepatitisC(ctx) ? ["aasld-idsa-2023-hcv"] : ["aasld-2023-nafld"]),
            "nice-ng50-cirrhosis",
            ...(hcc.uk ? hcc.evidence : ["aasld-2023-hcc"]),
          ],
        }),
      };
      // An enlarged spleen on a scan or in the notes, with no scan already read as cirrhosis: beside
      // the score it suggests portal hypertension, so the plan is hepatology, not an ELF test or a
      // scan to look for fibrosis (spleen-size.ts; review 35, liver-35 case 03).
      const spleen = scan === undefined ? enlargedSpleen(ctx) : undefined;
      if (spleen !== undefined) {
        match.refs = [...match.refs, ...(spleen.ref === undefined ? [] : [spleen.ref])];
        match.severity = Severity.high;
        match.clinicianExtra = [
          match.clinicianExtra,
          `The spleen is enlarged (${spleen.text}): beside this score that suggests portal hypertension, so advanced fibrosis or cirrhosis is likely.`,
        ]
          .filter(Boolean)
          .join(" ");
        match.patientExtra =
          "Your spleen was also found to be larger than usual, which can happen when the liver is scarred.";
        match.values = {
          ...match.values,
          ...(score.value <= FIB4_HIGH && { band: "between 1.3 and 2.67, indeterminate on its own" }),
          patient: "suggests your liver should be checked for scarring, and a liver specialist should see you.",
        };
        // A high score already goes to hepatology; an indeterminate one now does too.
        if (score.value <= FIB4_HIGH)
          match.nextSteps = [
            "Refer to hepatology: the enlarged spleen with this score suggests portal hypertension (elastography as part of that assessment)",
          ];
        match.evidence = [...(match.evidence ?? ["aasld-2023-nafld"]), "accessmedicine-cirrhosis-hypersplenism"];
        match.evidenceReplacesRule = true;
      }
      return withLowPlateletReading(ctx, score.value, match);
    },
  },
  {
    // The score during an acute or muscle-driven transaminase rise (fib4-deferral.ts): not banded,
    // low or high, and staging repeated once the tests settle (drug-monitoring review 14, case 09).
    id: "fib4-deferred",
    family: F,
    severity: Severity.low,
    problem: "Liver tests",
    title: "FIB-4 score not readable at present",
    clinician: "FIB-4 = {fib4}, from age {age}, AST {ast}, ALT {alt} and platelets {plt}; {band}.",
    patient: "A score made from your age and blood tests {patient}",
    nextSteps: ["Repeat FIB-4 once the liver tests have settled"],
    evidence: ["aasld-2023-nafld"],
    keywords: ["fib-4", "liver fibrosis", "acute hepatitis"],
    match: (ctx) => {
      const score = fib4(ctx);
      if (score === undefined || knownCirrhosis(ctx) !== undefined) return undefined;
      // The same stand-downs as fib4-fibrosis-risk: other rules direct care then.
      if (alcoholHepatitis(ctx) !== undefined || possibleDecompensatedCirrhosis(ctx) !== undefined) return undefined;
      const deferred = fibrosisStagingDeferred(ctx);
      if (deferred === undefined) return undefined;
      // Transaminases read as muscle (ast-muscle-source, muscle-ast.ts) with no other reason to stage
      // fibrosis: that finding already asks for the repeat once CK settles, and a deferred liver-scarring
      // score was the only thing a fit marathon runner was told (review 21, quiet-borderline-21 case 02).
      if (transaminasesFromMuscle(ctx) !== undefined && !fibrosisRiskBesideTests(ctx)) return undefined;
      return {
        refs: [...score.refs, ...deferred.refs],
        values: { ...score.values, band: deferred.band, patient: deferred.patient },
        nextSteps: [deferred.step],
        evidence: deferred.evidence,
      };
    },
  },
  {
    id: "fib4-low-risk",
    family: F,
    severity: Severity.low,
    problem: "Liver tests",
    title: "{title}",
    clinician:
      "FIB-4 = {fib4}, from age {age}, AST {ast}, ALT {alt} and platelets {plt}; below 1.3, a low risk of advanced fibrosis{lowRiskTail}.",
    patient: "A score made from your age and blood tests {patient}",
    nextSteps: [
      "Repeat FIB-4 every 1–2 years with prediabetes, type 2 diabetes or two or more metabolic risk factors, otherwise every 2–3 years",
    ],
    evidence: ["aasld-2023-nafld"],
    keywords: ["fib-4", "liver fibrosis", "masld"],
    match: (ctx) => {
      // Reported where fibrosis is in question (the MASLD rule fires), not for every set of liver tests.
      const score = fib4(ctx);
      if (
        score === undefined ||
        score.value >= FIB4_LOW ||
        fibrosisStagingDeferred(ctx) !== undefined ||
        // Steatotic liver disease on the problem list puts fibrosis in question by itself (review 35,
        // liver-35 case 13: recorded MASLD with a BMI of 29 and a computable FIB-4 of 0.78 had no
        // fibrosis reading, as overweight is not among the risks masldRisks counts).
        (masldRisks(ctx) === undefined && recordedSteatoticLiver(ctx) === undefined) ||
        knownCirrhosis(ctx) !== undefined
      )
        return undefined;
      // With harmful drinking a low score is no reassurance (fib4-alcohol.ts, review 26).
      const alcohol = fib4WithHarmfulDrinking(ctx);
      if (alcohol !== undefined)
        return {
          refs: score.refs,
          values: {
            ...score.values,
            title: "FIB-4 score low, but not reassuring with harmful drinking",
            lowRiskTail: " in the populations it was validated in",
            patient: alcohol.patientLow,
          },
          clinicianExtra: alcohol.clinician(true),
          nextSteps: [alcohol.step],
          evidence: alcohol.evidence,
        };
      return {
        refs: score.refs,
        values: {
          ...score.values,
          title: "FIB-4 score in the low-risk range",
          lowRiskTail: "",
          patient: "shows a low risk of scarring in the liver. The score is usually worked out again every few years.",
        },
        ...(currentHepatitisC(ctx) && { evidence: ["aasld-idsa-2023-hcv"] }),
      };
    },
  },
  // A modest ALT rise on a statin: the statin carries on (rules/statin-alt-fatty-liver.ts).
  withStatinContinued({
    id: "masld-risk",
    family: F,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "Raised ALT with metabolic risk factors",
    clinician: "ALT {alt} with {risk}: {judgement}{staging}.",
    patient: "{raised}{patientCause}",
    nextSteps: ["Calculate FIB-4; liver ultrasound; review alcohol intake"],
    evidence: ["aasld-2023-nafld", "easl-easd-easo-2024-masld"],
    keywords: ["masld", "fatty liver", "alt"],
    match: (ctx) => {
      // A child's raised ALT is read by masld-risk-child (paediatric-masld.ts): FIB-4 is an adult score.
      if (isMinor(ctx)) return undefined;
      // Known cirrhosis is already staged (cirrhosis.ts): "stage fibrosis with FIB-4" and "fat in the
      // liver is a common cause" misread it, as for alcohol-related cirrhosis with diabetes (review 21,
      // multimorbidity case 03), as the FIB-4 findings above already stand down for it.
      if (knownCirrhosis(ctx) !== undefined) return undefined;
      // From 20 weeks with high blood pressure or HELLP, a raised ALT is read as pre-eclampsia's, where
      // the HELLP finding says FIB-4 does not apply (review 24, deep-24 case 06: HELLP at 34 weeks was
      // also told "MASLD is likely; stage fibrosis with FIB-4").
      if (inPreEclampsiaSetting(ctx)) return undefined;
      const risks = masldRisks(ctx);
      if (risks === undefined) return undefined;
      const alt = ctx.lab("alt");
      // With the FIB-4 computable it is reported on its own, so it is not asked for; nor is an
      // ultrasound already in the record.
      const study = liverUltrasound(ctx);
      // A fatty liver recorded as seen on ultrasound (a condition, the notes) counts as the scan done.
      const seen = study ? undefined : scanInRecord(ctx, LIVER_ULTRASOUND_FINDING);
      const scan = study ?? seen;
      const scanNote = study
        ? ` (liver ultrasound already in the record: ${study.type}${study.date ? `, ${study.date.slice(0, 10)}` : ""})`
        : seen
          ? ` (liver ultrasound already in the record: ${seen.text})`
          : "";
      // Intake already recorded is read, not asked for again (masld-alcohol-recorded.ts); an amount
      // above the MASLD limit is read below as MetALD or alcohol-related disease.
      const drinking = recordedAlcohol(ctx);
      const alcoholRead = drinking !== undefined && metaldClass(ctx) === undefined ? drinking : undefined;
      const parts = [
        ...(fib4(ctx) ? [] : ["calculate FIB-4"]),
        ...(scan ? [] : ["liver ultrasound"]),
        ...(alcoholRead ? [] : ["review alcohol intake"]),
      ];
      const steps = parts.length > 0 ? [capitalise(`${parts.join("; ")}${scanNote}`)] : [];
      // The liver-pattern finding already tells the patient how many liver tests are raised.
      const counted = liverPattern(ctx) !== undefined;
      // A FIB-4 already worked out is read in its own finding, not asked for (review 36, liver-gi-36 case 01).
      const scored = fib4(ctx) !== undefined && fibrosisStagingDeferred(ctx) === undefined;
      const match: RuleMatch = {
        refs: [...ctx.refs(alt, study), ...(seen?.ref ? [seen.ref] : [])],
        values: {
          raised: counted ? "" : "A liver test is raised. ",
          alt: ctx.show(alt),
          risk: risks.map((r) => r.name).join(" and "),
          judgement: "metabolic dysfunction-associated steatotic liver disease is likely",
          staging: scored
            ? "; its fibrosis risk is read from the FIB-4 (see that finding)"
            : "; stage fibrosis with FIB-4",
          patientCause: `With ${joinList(risks.map((r) => r.patient))}, fat in the liver is a common cause${counted ? " of raised liver tests" : ""}. Weight loss and exercise help.`,
        },
        nextSteps: steps,
        ...(alcoholRead && {
          clinicianExtra: alcoholReadText(ctx, alcoholRead),
          evidence: ["aasld-2023-nafld", "easl-easd-easo-2024-masld", "metald-alcohol-thresholds"],
        }),
      };
      // MASLD already on the problem list is not "likely", and a FIB-4 already worked out is read,
      // not asked for (review 24, infection-liver-24b case 04).
      const recorded = ctx.model.conditions.find(
        (c) => isActiveCondition(c.status) && LIVER_ULTRASOUND_FINDING.finding.test(c.name),
      );
      if (recorded !== undefined) {
        match.refs.push(recorded.ref);
        match.values = {
          ...match.values,
          judgement: `${midSentence(recorded.name)} is already recorded, and the raised ALT fits it`,
          staging: scored
            ? "; its fibrosis risk is read from the FIB-4 (see that finding)"
            : "; stage fibrosis with FIB-4",
        };
      }
      // Alcohol above the MASLD limit: the fatty liver is MetALD or alcohol-related, not MASLD.
      const metald = metaldClass(ctx);
      if (metald !== undefined) {
        const grams = `about ${formatNumber(Math.round(metald.grams))} g of alcohol a week ("${metald.quote}")`;
        match.values = {
          ...match.values,
          judgement:
            metald.kind === "MetALD"
              ? `with ${grams}, above the MASLD limit of ${metald.limit} g a week for ${metald.sex}, steatotic liver disease here would be MetALD (metabolic and alcohol-related liver disease), not MASLD, and cutting down alcohol is part of treatment`
              : `with ${grams}, above the MetALD upper limit of ${metald.limit} g a week for ${metald.sex}, alcohol-related liver disease is the leading cause to consider, with the metabolic risk adding to it`,
          patientCause: `With ${joinList(risks.map((r) => r.patient))} and the amount of alcohol you drink, both fat in the liver and alcohol can raise liver tests. Cutting down alcohol, weight loss and exercise help.`,
        };
        match.evidence = ["aasld-2023-nafld", "easl-easd-easo-2024-masld", "metald-alcohol-thresholds"];
        // Harmful drinking: fibrosis is measured, not scored (fib4-alcohol.ts, review 26).
        if (fib4WithHarmfulDrinking(ctx) !== undefined && recorded === undefined) {
          match.values.staging =
            "; stage fibrosis with transient elastography (or an ELF test), as FIB-4 is less reliable with this alcohol intake";
          match.evidence = [...match.evidence, "hadefi-2020-ald-noninvasive"];
        }
      }
      // CK raised with an ALT muscle can explain (muscle-ast.ts): the ALT is not read as fatty liver
      // until it is repeated once the CK has settled (drug-monitoring review 14, case 15).
      const ck = altMayBeMuscle(ctx);
      if (ck !== undefined)
        return {
          ...match,
          refs: [...match.refs, ...ctx.refs(ck)],
          severity: Severity.low,
          values: {
            ...match.values,
            judgement: `CK ${ctx.show(ck)} is raised as well, and injured muscle releases ALT, so the ALT cannot be put down to steatotic liver disease yet; it is read again once the CK has settled`,
            staging: "",
            patientCause: `A muscle test (CK) is raised too, and muscle can raise this liver test, so it will be checked again once the muscle test has settled. With ${joinList(risks.map((r) => r.patient))}, fat in the liver is a possible cause if it stays raised.`,
          },
          nextSteps: [
            "Repeat ALT (with AST) once the CK has settled; if ALT stays raised, assess for steatotic liver disease (FIB-4, liver ultrasound, alcohol intake)",
          ],
          evidence: ["lim-2020-rhabdomyolysis-liver-tests"],
        };
      // Cholestatic tests with a bile duct stone (bile-duct-stones.ts): the liver tests are read
      // again once the duct is dealt with before the ALT is put down to fatty liver (review 14,
      // diabetes case 02).
      const duct = gallstoneDuctObstruction(ctx);
      if (duct !== undefined)
        return {
          ...match,
          severity: Severity.low,
          values: {
            ...match.values,
            judgement:
              "the liver tests are led by a cholestatic picture with gallstones on imaging (see the bile duct finding), so steatotic liver disease is judged on liver tests repeated once that is treated",
            staging: "",
            patientCause: `The gallstone problem comes first. With ${joinList(risks.map((r) => r.patient))}, fat in the liver is also possible, and your liver tests will be checked again once the gallstones are dealt with.`,
          },
          nextSteps: [
            "Repeat the liver tests once the bile duct problem is treated; if ALT stays raised, assess for steatotic liver disease (FIB-4, alcohol intake)",
          ],
          evidence: ["bsg-2017-bile-duct-stones"],
        };
      const dmard = masldBesideDmard(ctx, match, joinList(risks.map((r) => r.patient)));
      if (dmard !== undefined) return dmard;
      const coeliac = coeliacLiver(ctx);
      if (coeliac !== undefined)
        return {
          ...match,
          refs: [...match.refs, ...coeliac.ref],
          values: { ...match.values, judgement: coeliac.judgement, patientCause: coeliac.patientCause, staging: "" },
          nextSteps: coeliac.nextSteps,
          evidence: ["jcth-2021-coeliac-liver-enzymes"],
        };
      // Known haemochromatosis is itself a disease of iron loading that mainly affects the liver
      // (EASL 2022), so the raised ALT is not put down to fatty liver as the likely cause.
      const haemochromatosis = knownHaemochromatosis(ctx);
      if (haemochromatosis === undefined) return match;
      return {
        ...match,
        refs: [...match.refs, haemochromatosis.ref],
        values: {
          ...match.values,
          judgement: `with ${haemochromatosis.text} in the record, iron overload is a cause of the raised ALT in its own right, and steatotic liver disease may add to it`,
          patientCause: `Your haemochromatosis (too much stored iron) can affect the liver, and with ${joinList(risks.map((r) => r.patient))}, fat in the liver can add to it. Your doctor will check your liver.`,
        },
        evidence: ["easl-2022-haemochromatosis"],
      };
    },
  }),
  {
    id: "prediabetes-range",
    family: F,
    severity: Severity.moderate,
    problem: "Blood sugar",
    title: "Blood sugar in the prediabetes range",
    clinician: "{evidence} {be} in the prediabetes range ({cutOffs}) with no diabetes diagnosis recorded.",
    patient:
      "Your blood sugar is higher than normal, but not in the diabetes range. This is called prediabetes. Healthy food, activity and weight loss can lower the risk of diabetes.",
    nextSteps: [
      "Offer lifestyle intervention (diet, activity, weight loss); consider metformin in higher-risk people",
      "Recheck HbA1c yearly",
    ],
    patientQuestions: ["What can I do to stop prediabetes turning into diabetes?"],
    // USPSTF's screening statement is added by the match where it fits the patient's age (populations.ts).
    evidence: ["ada-soc-2026-s2"],
    keywords: ["prediabetes", "hba1c", "impaired fasting glucose"],
    match: (ctx) => {
      if (hasDiabetes(ctx) || pregnancy(ctx) !== undefined) return undefined; // pregnancy-glucose.ts judges glucose in pregnancy
      if (hyperglycaemicCrisis(ctx)) return undefined;
      const fpg = fastingGlucose(ctx);
      const a1c = glycaemicReading(ctx, "hba1c", ctx.lab("hba1c"));
      const glucose = glycaemicReading(ctx, "glucose", fpg);
      const inBand = (r: typeof a1c) => r.value !== undefined && r.value >= r.bands.low && r.value < r.bands.diabetes;
      // An HbA1c too soon after a birth that followed gestational diabetes is not read (post-gdm-hba1c.ts).
      const a1cIn = inBand(a1c) && earlyPostnatalHba1c(ctx) === undefined;
      const fpgIn = inBand(glucose);
      if (!a1cIn && !fpgIn) return undefined;
      const diabetic = (r: typeof a1c) => r.value !== undefined && r.value >= r.bands.diabetes;
      if (diabetic(a1c) || diabetic(glucose)) return undefined;
      const evidence = [a1cIn ? `HbA1c ${ctx.showValue("hba1c")}` : "", fpgIn ? `fasting glucose ${ctx.show(fpg)}` : ""]
        .filter(Boolean)
        .join(" and ");
      const used = [a1cIn ? a1c.bands : undefined, fpgIn ? glucose.bands : undefined].filter((b) => b !== undefined);
      const cutOffs = used.map((b) => b.prediabetes).join(", ");
      const uk = used.some((b) => b.uk);
      // A result its laboratory calls normal is called prediabetes only with the reason why.
      const labNormal = [a1cIn ? ctx.lab("hba1c") : undefined, fpgIn ? fpg : undefined].some(
        (o) => o?.status === "normal",
      );
      // After gestational diabetes the follow-up is NICE NG3's (review 20, obstetrics-postpartum 05).
      const gdm = pastGdm(ctx);
      // A raised fasting glucose beside a normal HbA1c of the same panel: ADA repeats the raised test
      // of two that disagree (review 21, leftovers-21i 03).
      const discordant = !a1cIn && fpgIn && a1cBelowBesideGlucose(ctx, a1c, fpg);
      const extras = [
        discordant
          ? {
              clinician: `The HbA1c of ${ctx.showValue("hba1c")} from the same time is below the prediabetes range: when two different tests disagree, the raised one is repeated to confirm it.`,
              patient:
                "Your HbA1c (average blood sugar over about three months) is normal, so the fasting sugar test is usually repeated to confirm this.",
            }
          : undefined,
        labNormal
          ? {
              clinician:
                "The laboratory's reference range includes this result; the prediabetes cut-off quoted lies inside it.",
              patient:
                "Your laboratory's normal range includes this result, but it is at the level guidelines call prediabetes.",
            }
          : undefined,
        gdm
          ? {
              clinician:
                "Past gestational diabetes is recorded: NICE NG3 reads an HbA1c of 39–47 mmol/mol or a fasting glucose of 6.0–6.9 mmol/L after it as a high risk of type 2 diabetes, with prevention advice, referral to a diabetes prevention programme and a yearly HbA1c.",
              patient:
                "Having had diabetes in pregnancy adds to the chance of type 2 diabetes, which is why a yearly HbA1c test and help to lower the risk are advised.",
            }
          : undefined,
      ].filter((e) => e !== undefined);
      // ADA's metformin for prevention is written for adults; a 14-year-old with an HbA1c of 5.9% was
      // offered it (review 28, paeds-obs-28 case 12). In young people the evidence is for lifestyle change.
      const child = ctx.age !== undefined && ctx.age < 18;
      return {
        ...(child
          ? {
              nextSteps: [
                "Offer lifestyle support for the young person and family (eating, activity, weight), through the children's team; metformin for prevention is adult advice, with little evidence in young people",
                "Recheck HbA1c yearly",
              ],
            }
          : uk
            ? {
                // Review 46 (endocrine-sweep-46 case 12): a UK HbA1c of 44 mmol/mol was given ADA's
                // "metformin in higher-risk people"; NICE PH38 refers to a lifestyle-change programme
                // first and keeps metformin for a rise despite it, or for those who cannot take part.
                nextSteps: [
                  "Refer to an intensive lifestyle-change programme (in England, the NHS Diabetes Prevention Programme); consider metformin only if HbA1c or fasting glucose rises despite taking part, or if the person cannot take part, particularly with a BMI over 35 kg/m² (NICE PH38)",
                  "Recheck HbA1c yearly",
                ],
              }
            : {}),
        refs: [...ctx.refs(a1cIn ? ctx.lab("hba1c") : undefined, fpgIn ? fpg : undefined), ...(gdm?.refs ?? [])],
        values: {
          evidence: capitalise(evidence),
          // Two results are plural (review 12 cardiometabolic case 07).
          be: evidence.includes(" and ") ? "are" : "is",
          cutOffs: uk ? `UK non-diabetic hyperglycaemia: ${cutOffs}` : cutOffs,
        },
        ...(uk || gdm || child || fittingSources(ctx, ["uspstf-2021-prediabetes-t2d"]).length > 0
          ? {
              evidence: [
                // Written for adults 35 to 70 (review 27, leftovers-27 case 08: cited for a 24-year-old).
                ...fittingSources(ctx, ["uspstf-2021-prediabetes-t2d"]),
                ...(uk ? ["nice-ph38-t2d-prevention", "sign-t2d-prevention-remission"] : []),
                ...(gdm ? ["nice-ng3-diabetes-pregnancy"] : []),
                ...(child ? ["ada-2025-prevention-metformin-adults", "haemer-2014-prediabetes-youth"] : []),
              ],
            }
          : {}),
        ...(extras.length > 0
          ? {
              clinicianExtra: extras.map((e) => e.clinician).join(" "),
              patientExtra: extras.map((e) => e.patient).join(" "),
            }
          : {}),
      };
    },
  },
  {
    id: "diabetes-range-undiagnosed",
    family: F,
    severity: Severity.high,
    problem: "Blood sugar",
    title: "{title}",
    clinician: "{evidence} {be} in the diabetes range ({cutOffs}) and no diabetes diagnosis is recorded; {confirm}",
    patient: "{patientLead} {patientConfirm}",
    nextSteps: [
      "Repeat HbA1c or fasting glucose to confirm",
      "If confirmed, start diabetes care including kidney, eye and foot checks",
    ],
    patientQuestions: ["Do I need another test to check for diabetes?"],
    evidence: ["ada-soc-2026-s2"],
    keywords: ["diabetes diagnosis", "hba1c 6.5"],
    match: (ctx) => {
      // A hyperglycaemic crisis makes the diagnosis itself (rules/metabolic-emergencies.ts).
      if (hasDiabetes(ctx) || hyperglycaemicCrisis(ctx)) return undefined;
      const a1c = ctx.value("hba1c");
      const pregnant = pregnancy(ctx) !== undefined;
      const fpg = pregnant ? undefined : fastingGlucose(ctx); // pregnancy-glucose.ts judges glucose in pregnancy
      const a1cIn = a1c !== undefined && a1c >= 6.5;
      const fpgIn = (ctx.valueOf(fpg) ?? 0) >= FPG_DIABETES;
      const symptomatic = pregnant ? undefined : symptomaticHyperglycaemia(ctx);
      if (!a1cIn && !fpgIn && !symptomatic) return undefined;
      // HbA1c alone, with iron deficiency and a fasting glucose below the range: rules/hba1c-iron-deficiency.ts.
      if (!fpgIn && !symptomatic && a1cDiscordantWithIronDeficiency(ctx) !== undefined) return undefined;
      const evidence = [
        a1cIn ? `HbA1c ${ctx.showValue("hba1c")}` : "",
        fpgIn ? `fasting glucose ${ctx.show(fpg)}` : "",
        symptomatic && symptomatic.glucose !== fpg ? `glucose ${ctx.show(symptomatic.glucose)}` : "",
      ]
        .filter(Boolean)
        .join(" and ");
      const cutOffs = diabetesCutOffs(ctx, fpg);
      const refs = ctx.refs(a1cIn ? ctx.lab("hba1c") : undefined, fpgIn ? fpg : undefined, symptomatic?.glucose);
      if (symptomatic) {
        return {
          refs,
          values: {
            title: IN_RANGE_TITLE,
            patientLead: IN_RANGE_PATIENT,
            evidence: capitalise(evidence),
            be: evidence.includes(" and ") ? "are" : "is",
            cutOffs: `${cutOffs.text}, or a glucose of ${symptomatic.cutOff} with symptoms`,
            confirm: `the notes state ${symptomatic.symptoms}, classic symptoms of hyperglycaemia, and with a glucose of ${symptomatic.cutOff} this diagnoses diabetes without a confirmatory test.`,
            patientConfirm:
              "Your notes also mention symptoms of high blood sugar. Together with this result, that is enough to diagnose diabetes without a second test.",
          },
          nextSteps: [
            "Diagnose diabetes now (no confirmatory test is needed with classic symptoms); assess the type of diabetes and start treatment",
            "Start diabetes care including kidney, eye and foot checks",
          ],
          patientQuestions: ["What treatment do I need for diabetes?"],
          ...(cutOffs.uk ? { evidence: ["nice-ph38-t2d-prevention"] } : {}),
        };
      }
      const unreliable = a1c === undefined ? undefined : a1cUnreliable(ctx);
      // ADA: the same test repeated on another day and again in range also confirms it (review 12).
      const repeat =
        (fpgIn && fpg !== undefined ? repeatDiabeticFasting(ctx, fpg) : undefined) ??
        (a1cIn && unreliable === undefined ? repeatDiabeticA1c(ctx) : undefined);
      const repeatTest = repeat?.analyteId === "hba1c" ? "HbA1c" : "fasting glucose";
      // ADA: two different tests both above their cut-offs confirm the diagnosis, same sample or not.
      const concordant = repeat === undefined && a1cIn && fpgIn && unreliable === undefined;
      // Only an HbA1c this record says cannot be relied on, beside a fasting glucose below the range:
      // the blood sugar itself is not in the diabetes range (review 21, endocrine-pituitary case 07:
      // sickle cell trait, HbA1c 7.2% with a fasting glucose of 94 mg/dL, was a "high" finding).
      const discordant = unreliable !== undefined && !fpgIn && fpg !== undefined && repeat === undefined;
      const match: RuleMatch = {
        refs: [
          ...refs,
          ...ctx.refs(repeat),
          ...(unreliable ? ctx.refs(ctx.lab("hba1c")) : []),
          ...(unreliable?.refs ?? []),
          ...(discordant ? ctx.refs(fpg) : []),
        ],
        values: {
          title: discordant
            ? "HbA1c in the diabetes range but unreliable here, with a fasting glucose below it: not diagnostic"
            : IN_RANGE_TITLE,
          patientLead: discordant
            ? "Your HbA1c (long-term sugar) test is in the range seen in diabetes, but your fasting blood sugar is not."
            : IN_RANGE_PATIENT,
          evidence: capitalise(evidence),
          be: evidence.includes(" and ") ? "are" : "is",
          cutOffs: cutOffs.text,
          confirm: repeat
            ? `an earlier ${repeatTest} of ${ctx.show(repeat)}, on another day, was also in the diabetes range, which confirms the diagnosis.`
            : discordant
              ? `fasting glucose ${ctx.show(fpg)} is below its cut-off, so the two tests disagree and neither makes the diagnosis; the abnormal one is repeated (ADA), here as a glucose-based test.`
              : concordant
                ? "two different tests both in the diabetes range, from the same sample or not, confirm the diagnosis without a repeat (ADA)."
                : "confirm with a repeat test unless symptomatic.",
          patientConfirm: repeat
            ? "An earlier test on another day was also in this range, and two such results confirm diabetes."
            : discordant
              ? "On their own, these results do not show diabetes."
              : concordant
                ? "Two different sugar tests are both in this range, and that confirms diabetes without another test."
                : "A second test is usually done to confirm it.",
        },
        ...(cutOffs.uk ? { evidence: ["nice-ph38-t2d-prevention"] } : {}),
        ...(discordant ? { severity: Severity.low } : {}),
      };
      if (concordant) {
        match.nextSteps = [
          "Diagnose diabetes (HbA1c and fasting glucose both in the diabetes range); assess the type of diabetes and start treatment",
          "Start diabetes care including kidney, eye and foot checks",
        ];
        match.patientQuestions = ["What treatment do I need for diabetes?"];
      }
      if (repeat) {
        match.nextSteps = [
          "Diagnose diabetes (two diagnostic-range results on different days); assess the type of diabetes and start treatment",
          "Start diabetes care including kidney, eye and foot checks",
        ];
        match.patientQuestions = ["What treatment do I need for diabetes?"];
      }
      // An HbA1c alone in range under 13 weeks after a birth that followed gestational diabetes
      // (review 21): not dismissed, but confirmed with the fasting glucose NICE NG3 uses then.
      const postnatal =
        a1cIn && !fpgIn && repeat === undefined && unreliable === undefined ? earlyPostnatalHba1c(ctx) : undefined;
      if (postnatal !== undefined) {
        match.refs = [...new Set([...match.refs, ...postnatal.refs])];
        match.clinicianExtra = `It was taken ${postnatal.weeks} weeks after a birth that followed gestational diabetes: NICE NG3 tests then with a fasting plasma glucose (6–13 weeks after the birth) and keeps HbA1c for after 13 weeks, so the fasting glucose is the confirming test here; one of 7.0 mmol/L or above beside this HbA1c makes two different tests in range, which confirms diabetes (ADA).`;
        match.patientExtra =
          "You had diabetes in pregnancy, and in the first 13 weeks after the birth the usual check is a fasting blood sugar test, so that is the test likely to be used to confirm this result.";
        match.nextSteps = [
          "Confirm with a fasting plasma glucose now, the NICE NG3 test 6–13 weeks after a birth that followed gestational diabetes",
          "If confirmed, start diabetes care including kidney, eye and foot checks",
        ];
        match.evidence = [...(match.evidence ?? []), "nice-ng3-diabetes-pregnancy"];
      }
      if (unreliable) {
        // In cirrhosis fructosamine fared no better than HbA1c, so glucose readings are named instead.
        const liverOnly = unreliable.liver && unreliable.reasons.length === 1;
        match.patientExtra = liverOnly
          ? "Your HbA1c (long-term sugar) test can read too low in people with cirrhosis of the liver, so blood sugar tests are used instead."
          : "Your HbA1c (long-term sugar) test may read wrongly because of a condition of your red blood cells, so blood sugar tests are used instead.";
        match.clinicianExtra = `HbA1c ${ctx.showValue("hba1c")} is not reliable here (${unreliable.reasons.join("; ")}): do not use it to diagnose or monitor diabetes; use plasma glucose${unreliable.liver ? " (fructosamine is no better in cirrhosis; capillary or continuous glucose monitoring to follow control)" : ", and fructosamine to follow control"}.`;
        match.nextSteps = [
          ...(match.nextSteps ?? [
            discordant ? "Repeat fasting glucose to confirm or exclude diabetes" : "Repeat fasting glucose to confirm",
            "If confirmed, start diabetes care including kidney, eye and foot checks",
          ]),
          unreliable.liver
            ? "Do not rely on HbA1c for diagnosis or monitoring; follow plasma glucose, with capillary or continuous glucose monitoring for longer-term control"
            : "Do not rely on HbA1c for diagnosis or monitoring; follow plasma glucose, with fructosamine for longer-term control",
        ];
        if (unreliable.liver) match.evidence = [...(match.evidence ?? []), "addepally-2018-hba1c-cirrhosis"];
      }
      const steroid = discordant ? undefined : recordedSteroidHyperglycaemia(ctx);
      if (steroid !== undefined) {
        match.refs = [...new Set([...match.refs, steroid.ref])];
        match.values = {
          ...match.values,
          title: `${fpgIn ? "Fasting glucose" : "HbA1c"} in the diabetes range beside recorded steroid-induced hyperglycaemia`,
        };
        // A morning glucocorticoid lifts glucose later in the day and lets it fall back overnight, so a
        // fasting value in range is more than the recorded steroid pattern.
        match.clinicianExtra = [
          match.clinicianExtra,
          `The conditions list ${steroid.name}, which is not a diagnosis of diabetes${fpgIn ? ": after a morning dose the steroid's rise in glucose is mostly later in the day and back to baseline by the next morning, so a fasting glucose in the diabetes range is more than that pattern and is confirmed as any new diabetes is" : "; confirm as for any new diabetes"}.`,
        ]
          .filter(Boolean)
          .join(" ");
        match.patientExtra = [
          match.patientExtra,
          fpgIn
            ? "Your record notes that your steroid medicine has raised your blood sugar before; a morning (fasting) result this high is more than that usually explains, so it is worth checking again."
            : "Your record notes that your steroid medicine has raised your blood sugar before; a second test will show whether this has become diabetes.",
        ]
          .filter(Boolean)
          .join(" ");
        if (fpgIn) match.evidence = [...(match.evidence ?? []), "steroid-hyperglycaemia-incidence-2013"];
      }
      return match;
    },
  },
  // Iron deficiency in the labs adds a caveat: it raises HbA1c without glucose (review 32, endo-32).
  withA1cIronCaveatRule({
    id: "diabetes-above-target",
    family: F,
    severity: Severity.moderate,
    problem: "Diabetes",
    title: "{title}",
    clinician: "HbA1c {a1c} in known diabetes, above {goalLead}{trend}.",
    patient: "Your HbA1c shows your average blood sugar has been above the usual goal{patientTrend}.",
    nextSteps: [
      "Review adherence, diet and activity; intensify therapy, choosing the added medicine by comorbidities",
      "Recheck HbA1c in 3 months",
    ],
    patientQuestions: ["What is my HbA1c goal?", "Would a change in my diabetes medicines help?"],
    evidence: ["ada-soc-2026-s6"],
    keywords: ["hba1c target", "glycemic control"],
    match: (ctx) => {
      const found = aboveA1cTarget(ctx);
      if (found === undefined || hypoglycaemiaRisk(ctx) !== undefined) return undefined;
      // A rise this finding states ("rising from …") is its own point, not a second trend bullet.
      const rising = found.values?.trend ? seriesRefs(ctx, "hba1c") : [];
      const above = {
        ...found,
        refs: [...found.refs, ...rising],
        values: {
          ...found.values,
          title: "HbA1c above target",
          patientTrend: rising.length > 0 ? " and has been rising over your recent tests" : "",
        },
      };
      // Still falling fast on a recently started medicine: let it work and recheck (a1c-settling.ts).
      const settling = a1cSettlingOnNewTreatment(ctx, above);
      if (settling !== undefined) return settling;
      const before = a1cBeforeNewTreatment(ctx, above);
      if (before !== undefined) return before;
      // An older adult with frailty or dementia is read against ADA's less strict goals (a1c-goal-older.ts).
      const older = a1cGoalForComplexHealth(ctx, above, a1cPercentAsReported(ctx.value("hba1c")) ?? 0);
      if (older !== above) return older;
      // Under 18 the children's goals apply and the adult add-on classes are not offered (review
      // 15d, paediatric 01: a 12-year-old on insulin was offered an SGLT2 inhibitor).
      if (isMinor(ctx)) {
        if (readsAsUsUnits(ctx)) return { ...above, ...CHILD_A1C_US };
        // A UK 15-year-old's 75 mmol/mol was read against "the common goal of below 53 mmol/mol", the
        // adult ADA figure, before NICE's 48 for children (review 30, paeds-obs-30 case 05).
        const goalLead = `the ideal for children and young people of ${a1cFigure(ctx, ctx.lab("hba1c"), 6.5, 48)} or lower`;
        return { ...above, ...CHILD_A1C, values: { ...above.values, goalLead } };
      }
      // Type 1 is treated with insulin: its own NICE target and an insulin review, not the type 2
      // add-on classes (review 21, diabetes-metabolic 01: HbA1c 86 in type 1 was offered an SGLT2 inhibitor).
      if (isType1(ctx)) return { ...above, ...TYPE_1_ABOVE_TARGET };
      // Antibodies or a low C-peptide put the type 2 label in doubt: the type is settled first
      // (autoimmune-diabetes-type-review.ts), not a type 2 add-on offered (review 21, diabetes-metabolic 04).
      if (autoimmuneDiabetesMarkers(ctx) !== undefined) return { ...above, nextSteps: ["Recheck HbA1c in 3 months"] };
      // After a kidney transplant an SGLT2 inhibitor is the transplant team's choice (sglt2i-kidney-transplant).
      const graft = kidneyTransplant(ctx) !== undefined;
      // An injected class the patient has said no to is left out, and the preference named (injection-preference.ts).
      const noInjections = declinesInjections(ctx);
      const unused = UNUSED_ADD_ON.filter(
        ([cls]) => ctx.meds(cls).length === 0 && !(graft && cls === "sglt2i") && !(noInjections && cls === "glp1-ra"),
      ).map(([, name]) => name);
      const preference =
        noInjections && ctx.meds("glp1-ra").length === 0
          ? ` Injected treatments are not suggested: the notes record the patient's preference ("${noInjections}").`
          : "";
      const addOn =
        unused.length === 0 && preference === ""
          ? undefined
          : `${unused.length === 0 ? "" : `Classes not yet used that could be added: ${unused.join(" or ")}.`}${preference}`.trim();
      // A UK record is read against NICE NG28's targets and its point for adding a medicine (review 22).
      return withNiceType2A1c(ctx, above, addOn);
    },
  }),
  {
    id: "diabetes-above-target-hypoglycaemia-risk",
    family: F,
    severity: Severity.moderate,
    problem: "Diabetes",
    title: "HbA1c above {titleGoal} with hypoglycaemia or a high risk of it",
    clinician:
      "HbA1c {a1c} in known diabetes, above the common goal of below {goal}{trend}, with {risk}: the HbA1c goal should be individualised and may be less strict, and hypoglycaemia addressed before any intensification.",
    patient:
      "Your HbA1c is above the usual goal, but {patientRisk}. Avoiding low blood sugar comes first, and your goal may need to be less strict.",
    nextSteps: [
      "Ask about hypoglycaemia and address it first, reviewing insulin and sulfonylurea doses",
      "Agree an individualised, less strict HbA1c goal before any change that could cause hypoglycaemia",
      "Recheck HbA1c in 3 months",
    ],
    patientQuestions: ["What is the right HbA1c goal for me?", "What should I do if my blood sugar goes low?"],
    evidence: ["ada-soc-2026-s6"],
    keywords: ["hba1c target", "individualised goal", "hypoglycemia", "older adults", "chronic kidney disease"],
    match: (ctx) => {
      const above = aboveA1cTarget(ctx);
      const risk = hypoglycaemiaRisk(ctx);
      // Below 8.0% in an older adult with lows, diabetes-overtreatment-older-adult says to deintensify.
      if (above === undefined || risk === undefined || overtreatedOlderAdult(ctx)) return undefined;
      // Only doses the list holds are reviewed: on sitagliptin alone there is no insulin or
      // sulfonylurea to review (review 25, medicine-names case 01).
      const dosed = ctx.medsOf("insulin", "sulfonylurea");
      const severe = severeHypoglycaemiaNoted(ctx);
      return {
        ...above,
        refs: [...above.refs, ...risk.refs],
        values: { ...above.values, risk: risk.clinician, patientRisk: risk.patient },
        ...(severe !== undefined && { severity: Severity.high, ...severeHypoglycaemiaText(severe) }),
        nextSteps: [
          dosed.length > 0
            ? `Ask about hypoglycaemia and address it first, reviewing the dose of ${medNames(dosed)}`
            : "Ask about hypoglycaemia and address it first",
          ...(severe !== undefined ? [SEVERE_HYPO_STEP] : []),
          "Agree an individualised, less strict HbA1c goal before any change that could cause hypoglycaemia",
          "Recheck HbA1c in 3 months",
        ],
        // The guideline on diabetes in CKD only when the kidneys are in its scope.
        evidence: fittingSources(ctx, ["kdigo-2022-diabetes-ckd"]),
      };
    },
  },
  {
    id: "diabetes-overtreatment-older-adult",
    family: F,
    severity: Severity.high,
    problem: "Diabetes",
    title: "Low blood sugars with an HbA1c below goal: reduce diabetes treatment",
    clinician:
      "HbA1c {a1c} at age {age} on {meds}, with hypoglycaemia ({hypo}){complex}: the glucose-lowering treatment is stronger than this person needs. ADA advises deintensifying hypoglycaemia-causing medicines (insulin, sulfonylureas) in older adults when this can be done within the individual HbA1c goal; with complex or intermediate health (mild to moderate cognitive impairment, several chronic illnesses) a reasonable goal is below {goal}, and in very poor health HbA1c is not relied on and avoiding hypoglycaemia comes first.",
    patient:
      "Your HbA1c (average blood sugar) is lower than it needs to be for you, and your blood sugar has been going too low. This usually means your diabetes medicines are now stronger than you need, especially your {drugs}. Contact your doctor today: the dose will probably be lowered or one medicine stopped. Do not change doses on your own before then. If you feel shaky, sweaty or confused, take a sugary drink or glucose tablets straight away, check again after 15 minutes and take more if you are still low. If you are very drowsy or cannot swallow, someone with you should get emergency help.",
    nextSteps: ["Stop or reduce the sulfonylurea or insulin and agree a less strict individual HbA1c goal"],
    patientQuestions: [
      "Which of my diabetes medicines should be lowered or stopped?",
      "What should I do if my blood sugar goes low?",
    ],
    evidence: ["ada-soc-2026-s13", "ada-soc-2026-s6"],
    keywords: ["hypoglycemia", "deintensification", "older adults", "sulfonylurea", "insulin", "hba1c goal"],
    match: (ctx) => {
      const found = overtreatedOlderAdult(ctx);
      if (!found) return undefined;
      const { a1c, drugs, low, noted, complex } = found;
      const su = drugs.filter((m) => m.classes.includes("sulfonylurea"));
      const insulin = drugs.filter((m) => m.classes.includes("insulin"));
      const dose = (m: MedicationItem) => [m.dosage, m.frequency].filter(Boolean).join(" ");
      const named = (meds: readonly MedicationItem[]) =>
        joinList(meds.map((m) => (dose(m) ? `${m.name} (${dose(m)})` : m.name)));
      const hypo = [
        low
          ? `glucose ${ctx.show(low)}, below ${glucoseFigure(low, 70, 3.9)} (below ${glucoseFigure(low, 54, 3.0)} is clinically significant)`
          : "",
        noted !== undefined ? `"${noted}" in the notes` : "",
      ]
        .filter(Boolean)
        .join("; ");
      const steps = [
        ...(su.length > 0 ? [`Stop or reduce the sulfonylurea first: ${named(su)}`] : []),
        ...(insulin.length > 0
          ? [
              `Reduce the insulin dose${su.length > 0 ? " if lows continue after the sulfonylurea change" : ""} and review its timing against when the lows happen: ${named(insulin)}`,
            ]
          : []),
        `Agree a less strict individual HbA1c goal (below ${a1cFigure(ctx, a1c, 8, 64)} with complex or intermediate health) and recheck glucose readings after each change`,
        "Make sure the patient and carers know how to treat a low: 15–20 g of fast-acting glucose, rechecked after 15 minutes",
      ];
      // A severe (level 3) low in the notes adds glucagon (review 43, wording-43 case 12).
      const severe = severeHypoglycaemiaNoted(ctx);
      const relaxed = ng28RelaxedTarget(ctx);
      const severeText = severe !== undefined ? severeHypoglycaemiaText(severe) : undefined;
      return {
        refs: ctx.refs(a1c, low, ...drugs, ...ctx.conditions("diabetes"), ...complex),
        values: {
          a1c: ctx.show(a1c),
          age: ctx.age ?? "",
          meds: medNames(drugs),
          hypo,
          complex: complex.length > 0 ? `, and ${joinList(complex.map((c) => c.name.toLowerCase()))} recorded` : "",
          goal: a1cFigure(ctx, a1c, 8, 64),
          drugs: joinList([...new Set((su.length > 0 ? su : drugs).map(medicineWord))]),
        },
        nextSteps: severe !== undefined ? [...steps, SEVERE_HYPO_STEP] : steps,
        ...relaxed,
        ...(severeText !== undefined && {
          clinicianExtra: [relaxed.clinicianExtra, severeText.clinicianExtra].filter(Boolean).join(" "),
          patientExtra: severeText.patientExtra,
        }),
      };
    },
  },
  {
    id: "diabetes-at-goal",
    family: F,
    severity: Severity.low,
    problem: "Diabetes",
    title: "{title}",
    clinician:
      "HbA1c {a1c} in known diabetes is {goalPhrase}{trend}; the laboratory's flag reflects the range for people without diabetes.{glucose}",
    patient:
      "Your HbA1c (average blood sugar) is above the range for people without diabetes, {patientLead}{patientGlucose}",
    nextSteps: ["Continue current treatment; check HbA1c at least twice a year while at goal"],
    patientQuestions: ["Is my current HbA1c goal still the right one for me?"],
    evidence: ["ada-soc-2026-s6"],
    keywords: ["hba1c goal", "glycemic control", "diabetes"],
    match: (ctx) => {
      const a1c = ctx.lab("hba1c");
      const value = a1cPercentAsReported(ctx.valueOf(a1c));
      if (!hasDiabetes(ctx) || isMinor(ctx) || a1c === undefined || value === undefined || value > 7) return undefined;
      if (a1c.status !== "high" || pregnancy(ctx) !== undefined || hyperglycaemicCrisis(ctx)) return undefined;
      // An adult with type 1 diabetes above NICE's 48 mmol/mol target is not "at goal" (young-adults.ts).
      if (type1AboveNiceTarget(ctx)) return undefined;
      // With lows on record the HbA1c is no sign of good control (see diabetes-overtreatment-older-adult).
      if (ctx.labs("glucose").some((o) => (ctx.valueOf(o) ?? Infinity) < 70) || overtreatedOlderAdult(ctx))
        return undefined;
      // Frail on insulin or a sulfonylurea, the same HbA1c is too tight, not "well controlled" (older over-calls 04).
      if (tightDiabetesControlInFrailty(ctx)) return undefined;
      // An HbA1c that cirrhosis or anaemia treatment lowers is judged on glucose readings instead.
      if (hba1cLikelyLowered(ctx)) return undefined;
      const series = ctx.series("hba1c");
      const s = series ? summariseSeries(series, ctx.model) : undefined;
      const shown = series ? seriesDisplay(series, ctx.model.labs) : undefined;
      const trend =
        s && shown && s.direction === "falling" && s.first.value >= 7
          ? `, down from ${formatNumber(shown.value(s.first.value))} ${shown.unit} (${s.first.date.slice(0, 10)})`
          : "";
      const review = atGoalDeintensification(ctx);
      // An older adult with frailty or dementia is not held to NICE's 48 mmol/mol: NG28 relaxes the
      // target case by case for older or frail people (review 42, diabetes-42 case 06: CFS 7 in a care
      // home, weight loss, HbA1c 50 mmol/mol was told to "keep working on diet, activity").
      const complex = complexHealth(ctx);
      const nice = complex === undefined ? niceAboveOwnTarget(ctx) : undefined;
      const relaxed = complex !== undefined && niceAboveOwnTarget(ctx) !== undefined;
      // Metformin that has to stop for an eGFR below 30 is not a plan to reinforce (review 42,
      // diabetes-42 case 10: "keep ... taking your medicines regularly" beside "stop metformin").
      const stopping = nice !== undefined && metforminToStop(ctx);
      const fpg = fastingGlucose(ctx);
      const g = ctx.valueOf(fpg);
      const fastingAtGoal = fpg !== undefined && g !== undefined && g >= 80 && g <= 130 && fpg.status === "high";
      const range = !fastingAtGoal ? "" : parseUnit(fpg.unit)?.dim === "mol/vol" ? "4.4–7.2 mmol/L" : "80–130 mg/dL";
      return {
        refs: ctx.refs(a1c, nice?.a1c, fastingAtGoal ? fpg : undefined, ...ctx.conditions("diabetes")),
        values: {
          ...(nice === undefined ? atCommonGoal(ctx, a1c, value) : aboveNiceTarget(ctx, nice, stopping)),
          trend,
          glucose: fastingAtGoal
            ? ` Fasting glucose ${ctx.show(fpg)} is within the usual goal before meals (${range}).`
            : "",
          patientGlucose: fastingAtGoal
            ? ` Your fasting blood sugar is also within the usual goal for people with diabetes (${range}).`
            : "",
        },
        // A UK record above its NICE target: NICE's step (reinforce, recheck), not "continue".
        ...(nice && { nextSteps: nice.nextSteps, clinicianExtra: nice.clinicianExtra, evidence: nice.evidence }),
        ...(stopping &&
          nice && {
            clinicianExtra: `${nice.clinicianExtra} Here, though, metformin is to stop at this eGFR (see the metformin and kidney finding), so the glucose plan is reviewed with whatever replaces it rather than reinforced as it stands.`,
            nextSteps: [
              "Review the glucose plan with the medicine that replaces metformin, against the agreed target; NICE intensifies drug treatment if HbA1c reaches 58 mmol/mol or more",
              "Recheck HbA1c in 3 to 6 months (NICE)",
            ],
          }),
        ...(relaxed &&
          complex && {
            clinicianExtra: `With ${complex.text} at age ${ctx.age}, NICE NG28's usual target of 48 mmol/mol is relaxed case by case for older or frail people, especially when a low would put them at high risk (for example of falls) or long-term benefit is unlikely; this HbA1c is not a reason to add or increase glucose-lowering treatment.`,
            nextSteps: [
              "Agree an individual HbA1c target with the person and those close to them; do not intensify treatment to reach 48 mmol/mol",
              "Check HbA1c at least twice a year",
            ],
            evidence: ["nice-ng28-t2d-adults"],
          }),
        // An older adult on a sulfonylurea or insulin: reviewed, not continued (medicine-review.ts).
        ...(review && {
          nextSteps: [review.step],
          clinicianExtra: review.clinician,
          patientExtra: review.patient,
          evidence: review.evidence,
        }),
      };
    },
  },
  {
    id: "hypoglycaemia",
    family: F,
    severity: Severity.moderate,
    problem: "Blood sugar",
    title: "Low blood glucose",
    clinician: "Glucose {glucose}, below 70 mg/dL (3.9 mmol/L){level2}, without insulin or a sulfonylurea listed.",
    patient: "Your blood sugar was low. {patientPlan}",
    nextSteps: ["Confirm (sample handling can lower glucose); ask about symptoms; evaluate if confirmed"],
    // The Endocrine Society guideline covers adults with or without diabetes; the ADA standards,
    // whose levels of hypoglycaemia are for people with diabetes, only with diabetes.
    evidence: ["endosoc-2009-hypoglycaemia"],
    keywords: ["hypoglycemia"],
    match: (ctx) => {
      const g = ctx.value("glucose");
      if (g === undefined || g >= 70 || ctx.medsOf("insulin", "sulfonylurea").length > 0) return undefined;
      const ada = fittingSources(ctx, ["ada-soc-2026-s6"]);
      const level2 = g < 54 ? `, and below 54 mg/dL${ada.length > 0 ? " (level 2)" : ""}` : "";
      const critical = ctx.lab("glucose")?.status === "critical-low";
      const base: RuleMatch = {
        refs: ctx.refs(ctx.lab("glucose")),
        values: {
          glucose: ctx.showValue("glucose"),
          level2,
          // Below 54 mg/dL (3.0 mmol/L) the ADA calls a low clinically significant (level 2): the
          // patient is told to act today and how to treat a low, not only to mention symptoms
          // (review 15, critical values case 02 and the bare 2.8 mmol/L the laboratory phones through).
          // Below the laboratory's critical limit the report's urgent section already says "straight
          // away", so this point must not offer "today".
          patientPlan:
            g < 54
              ? `A level this low needs checking ${critical ? "straight away: contact your doctor now" : "today: contact your doctor today"}. If you feel shaky, sweaty or confused, take glucose tablets or a sugary drink straight away and then eat.`
              : "If you felt shaky, sweaty or confused, tell your doctor.",
        },
        severity: g < 54 ? Severity.high : Severity.moderate,
        ...(g < 54 && {
          nextSteps: [
            `Contact the patient ${critical ? "now" : "today"}: ask about symptoms now and since the sample, and make sure they can treat a low with fast-acting glucose`,
            "Confirm with a repeat glucose (sample handling can lower glucose); evaluate if confirmed",
          ],
        }),
        evidence: ada,
      };
      // A value in the laboratory's range from 55 mg/dL without diabetes is not called low (see below),
      // also beside suspected adrenal insufficiency, where 3.6 mmol/L against 3.5-7.8 was told "treat
      // the low glucose now" (review 29, endo-29 case 04); the adrenal finding still quotes it.
      if (
        recordedEatingDisorder(ctx) === undefined &&
        !hasDiabetes(ctx) &&
        g >= 55 &&
        ctx.lab("glucose")?.status === "normal"
      )
        return undefined;
      // In an adrenal crisis, lack of cortisol explains it: treated now, not confirmed first.
      const adrenal = glucoseInAdrenalCrisis(ctx);
      if (adrenal !== undefined) return { ...base, ...adrenal, values: { ...base.values, ...adrenal.values } };
      const triad = hasDiabetes(ctx) ? undefined : whippleTriad(ctx);
      if (triad !== undefined) return whippleMatch(base, triad);
      // A low glucose from a sample the laboratory says was delayed or not in fluoride is likely the
      // cells' own use of glucose in the tube: repeated properly, not called a low blood sugar
      // (review 24, labs-24 case 02; mft-biochemistry-preanalytical).
      const doubt = glucoseSampleDoubt(ctx.lab("glucose"));
      if (doubt !== undefined && !critical) {
        return {
          ...base,
          severity: Severity.low,
          values: {
            ...base.values,
            patientPlan:
              "The laboratory says the sample took too long to be processed, which can make glucose read falsely low, so it should be repeated. If you felt shaky, sweaty or confused, tell your doctor.",
          },
          clinicianExtra: `The laboratory questions the sample ("${doubt}"): glucose keeps falling in a delayed or unpreserved sample, so this may not reflect the blood level.`,
          nextSteps: [
            "Repeat glucose on a fluoride (grey-top) sample processed promptly before acting on this result; ask about symptoms",
          ],
          evidence: [...ada, "mft-biochemistry-preanalytical"],
        };
      }
      // With an eating disorder, undernutrition is the cause to consider first, not the causes of
      // hypoglycaemia in a well adult without diabetes.
      const ed = recordedEatingDisorder(ctx);
      // 70 mg/dL is the alert level for people with diabetes. Without diabetes, the Endocrine Society
      // evaluates a low glucose only with Whipple's triad, and Endotext puts hypoglycaemia there below
      // 55 mg/dL: a value from 55 mg/dL inside the laboratory's own range is not called low (review 21,
      // adolescents-21: 3.6 mmol/L against 3.5-6.0 read "Your blood sugar was low").
      if (ed === undefined && !hasDiabetes(ctx) && g >= 55 && ctx.lab("glucose")?.status === "normal") return undefined;
      return ed === undefined
        ? base
        : {
            ...base,
            refs: [...base.refs, ...ed.refs],
            clinicianExtra: `An eating disorder is recorded (${ed.text}): read this low glucose with the eating-disorder finding, where starvation is the cause to consider first.`,
          };
    },
  },
  {
    id: "hyponatraemia",
    family: F,
    severity: Severity.moderate,
    problem: "Sodium",
    title: "Low sodium",
    clinician: "Sodium {na}: {reading}",
    patient: "Your sodium (a body salt) is {level}. {advice}",
    nextSteps: [
      "Assess symptoms and volume status; check serum osmolality, urine osmolality and urine sodium",
      "Review medicines (such as thiazides and SSRIs) and fluid intake",
    ],
    evidence: ["ese-erbp-2014-hyponatraemia"],
    keywords: ["hyponatremia", "sodium", "severity"],
    match: (ctx) => {
      const na = ctx.value("sodium");
      const limit = hyponatraemiaLimit(ctx);
      if (na === undefined || na >= limit) return undefined;
      const corrected = sodiumCorrectedForGlucose(ctx, na);
      if (corrected !== undefined && corrected.value >= limit) return dilutionalSodium(ctx, corrected);
      const lipaemia = lipaemicSodiumSample(ctx);
      // An adrenal crisis explains it (rules/adrenal.ts): no SIADH work-up.
      const adrenal = sodiumInAdrenalCrisis(ctx);
      if (adrenal !== undefined) return adrenal;
      // A recorded SIADH with a stable or rising sodium and no symptoms: the known cause (known-siadh.ts).
      const knownSiadh = sodiumInKnownSiadh(ctx);
      if (knownSiadh !== undefined) return knownSiadh;
      const grade = na < 125 ? "profound" : na < 130 ? "moderate" : "mild";
      const symptoms = SODIUM_SYMPTOMS.filter(([, re]) => statesFeature(ctx.freeText, re)).map(([name]) => name);
      const acute = symptoms.some((name) => name !== FALL);
      // A fit is an emergency with any low sodium. Confusion, vomiting or drowsiness make it one below
      // 130 mmol/L; with a slightly low sodium they may well have another cause (sedatives, an
      // infection), so they ask for review today, as does a fall with a sodium below 130. A lower
      // sodium is never less urgent than a higher one with the same notes, and the patient is told
      // the same urgency as the clinician.
      const urgency =
        na < 125 || symptoms.includes(SEIZURE) || (acute && na < 130)
          ? ("emergency" as const)
          : acute || (symptoms.length > 0 && na < 130)
            ? ("today" as const)
            : undefined;
      const ssri = ctx.meds("ssri-snri");
      // The source that names SSRIs and SNRIs (Beers 2023) is written for people of 65 and over;
      // younger patients' SSRIs are still named among the drugs to review.
      const beers = ssri.length > 0 && (ctx.age ?? 0) >= OLDER_ADULT_AGE;
      // A UK record reads an NHS prescribing page, not the US Beers Criteria (review 48, us-sources-48
      // case 02: an Exeter record on sertraline cited only Beers for the antidepressant).
      const ukAntidepressant = beers && readsAsUk(ctx);
      const when =
        urgency === "emergency" ? "so assess at once" : urgency === "today" ? "so assess today" : "so review it soon";
      // A slightly low sodium with strongly anticholinergic medicines on board: they are the likelier
      // cause of confusion or falls, so the sodium is not blamed or ranked high (review 10, case 14).
      // Only confusion, drowsiness or a fall: an antiemetic such as doxylamine is not "a likelier cause"
      // of vomiting (review 31, obs-med-31 case 02, hyperemesis on doxylamine-pyridoxine).
      const anticholinergic =
        grade === "mild" && symptoms.some((s) => s === "confusion" || s === "drowsiness" || s === FALL)
          ? ctx.meds("strong-anticholinergic")
          : [];
      const encephalopathy = symptoms.some((s) => s === "confusion" || s === "drowsiness")
        ? recordedHepaticEncephalopathy(ctx)
        : undefined;
      // Confusion in known cirrhosis is not put down to the sodium alone (review 30b, hepato-30b case 01).
      const cirrhosisMental =
        symptoms.some((s) => s === "confusion" || s === "drowsiness") && knownCirrhosis(ctx) !== undefined;
      const extras = [
        anticholinergic.length > 0
          ? `The notes mention ${joinList(symptoms)}; a sodium this slightly low may well not explain them, and the strongly anticholinergic ${medNames(anticholinergic)} ${severalMedicines(anticholinergic) ? "are a likelier cause" : "is a likelier cause"}. Look for other causes and review these medicines; ${when.replace(/^so /, "")}.`
          : encephalopathy !== undefined
            ? `The notes mention ${joinList(symptoms)}, which may be symptoms of the low sodium or of the hepatic encephalopathy on record${na < 130 ? ", to which a sodium below 130 mmol/L is itself a recognised risk factor in cirrhosis" : ""}: assess for encephalopathy and its other triggers too; symptoms decide how urgently the sodium is treated, ${when}.`
            : symptoms.length > 0
              ? `The notes mention ${joinList(symptoms)}, which may be symptoms of the low sodium${cirrhosisMental ? " or of hepatic encephalopathy in the cirrhosis on record" : ""}: symptoms decide how urgently it is treated, ${when}.`
              : "",
        corrected !== undefined
          ? `Corrected for the glucose of ${ctx.show(corrected.glucose)}, sodium is about ${formatNumber(corrected.value, 0)} ${monovalentUnit(ctx.lab("sodium"))}, so the glucose does not explain it.`
          : "",
        ukAntidepressant
          ? `${medNames(ssri)} ${antidepressantKind(ssri)}; NHS Somerset's prescribing advice notes that hyponatraemia, usually in older people and possibly through SIADH, has been reported with all antidepressants and more often with SSRIs; ${na < 125 ? "below 125 mmol/L it advises stopping the antidepressant at once and seeking specialist care" : "above 125 mmol/L it advises following the sodium and symptoms first rather than switching an antidepressant that is working"}.${recentAntidepressantStart(ctx, ssri)}`
          : beers
            ? `${medNames(ssri)} ${antidepressantKind(ssri)}; these can cause SIADH and hyponatraemia, and the 2023 Beers Criteria advise close sodium monitoring in adults 65 and over when one is started or its dose changed.${recentAntidepressantStart(ctx, ssri)}`
            : "",
      ].filter(Boolean);
      // Moderately severe or severe symptoms below 130 mmol/L: hospital, a limited rise, and the causes stopped (ESE 2014).
      // A child's mildly low sodium without symptoms is read with the fluid balance of the illness,
      // not with the adult osmolality work-up, and is low priority (paediatric review 10).
      const childMild = ctx.age !== undefined && ctx.age < 18 && grade === "mild" && symptoms.length === 0;
      // An adult's sodium within 2 mmol/L of 135, without symptoms or a diuretic: mild asymptomatic
      // hyponatraemia is managed in primary care by repeating the sodium to see it is not falling
      // (SUMMARIES["bnssg-remedy-hyponatraemia"]); the full work-up waits for a fall (review 12,
      // overcall case 04 and psychiatry case 16). The 2 mmol/L band is an engine choice.
      // In an eating disorder the sodium is followed with the refeeding checks (rules/sodium-eating-disorder.ts).
      const edSodium = grade === "mild" && symptoms.length === 0 ? eatingDisorderSodium(ctx) : undefined;
      const marginal =
        edSodium === undefined &&
        !childMild &&
        grade === "mild" &&
        na >= MARGINAL_LOW_SODIUM &&
        symptoms.length === 0 &&
        sodiumLoweringDiuretics(ctx).length === 0;
      // Under 16, the age children's fluid care covers; 16- and 17-year-olds keep the adult steps.
      const childLosses = ctx.age !== undefined && ctx.age < 16 && statesFeature(ctx.freeText, GUT_LOSSES);
      const steps = childMild
        ? ["Assess hydration and fluid intake and losses, and recheck the sodium if it does not settle with recovery"]
        : childLosses
          ? childLossesSodiumSteps(ctx, urgency !== undefined && na < 130)
          : marginal
            ? [
                "Repeat the sodium with the next routine bloods (within a few weeks) to check it is not falling; check serum and urine osmolality and urine sodium only if it falls or symptoms appear",
                sodiumDrugStep(ctx, ssri),
              ]
            : acute && na < 130
              ? symptomaticSodiumSteps(
                  ctx,
                  [
                    ...new Set([
                      ...sodiumLoweringDiuretics(ctx),
                      ...ssri,
                      ...ctx.medsOf("carbamazepine", "oxcarbazepine"),
                    ]),
                  ],
                  sodiumWorkUp(ctx),
                )
              : [
                  ...(edSodium ? [edSodium.step] : []),
                  `Assess symptoms and volume status${sodiumWorkUp(ctx)}`,
                  sodiumDrugStep(ctx, ssri),
                ];
      // A fall with osteoporosis on record: a fracture is more likely and may not be the first thing said.
      const brittle = symptoms.includes(FALL)
        ? ctx.model.conditions.find((c) => isActiveCondition(c.status) && /\bosteoporo/i.test(c.name))
        : undefined;
      if (brittle !== undefined) {
        steps.splice(1, 0, "Examine for injury after the fall and image any painful bone: osteoporosis is recorded");
        extras.push("With osteoporosis recorded, the fall needs a check for fracture.");
      }
      // Overt hypothyroidism: SIADH cannot be called yet (rules/sodium-hypothyroid-siadh.ts).
      const thyroid = sodiumWithOvertHypothyroidism(ctx);
      if (thyroid !== undefined) {
        steps.unshift(thyroid.step);
        extras.push(thyroid.text);
      }
      // An osmolality and urine sodium work-up in the record that fits SIADH (sodium-siadh-pattern.ts).
      const siadh = thyroid === undefined ? siadhPattern(ctx, sodiumLoweringDiuretics(ctx).length > 0) : undefined;
      if (siadh !== undefined) extras.push(siadh.text);
      const match: RuleMatch = {
        refs: [
          ...ctx.refs(ctx.lab("sodium"), ...ssri, corrected?.glucose, brittle),
          ...(edSodium?.refs ?? []),
          ...(thyroid?.refs ?? []),
          ...(siadh?.refs ?? []),
        ],
        values: {
          na: ctx.showValue("sodium"),
          reading: `${grade} hyponatraemia (mild 130–135, moderate 125–129, profound below 125 ${monovalentUnit(ctx.lab("sodium"))}).`,
          ...sodiumPatientText(ctx, grade, symptoms.length > 0 ? urgency : undefined),
          ...(edSodium ? { advice: edSodium.advice } : {}),
          ...(marginal
            ? {
                advice:
                  "It is only just below the usual range and often means nothing; a repeat test with your next routine bloods is usually all that is needed.",
              }
            : {}),
        },
        severity:
          urgency === "emergency"
            ? Severity.critical
            : na < 130 || (symptoms.length > 0 && anticholinergic.length === 0)
              ? Severity.high
              : childMild || marginal || edSodium !== undefined
                ? Severity.low
                : Severity.moderate,
        nextSteps: steps,
        // Every medicine suspected, not only a water pill (whose own finding asks about it).
        ...(ssri.length > 0
          ? { patientQuestions: [`Could my ${drugsOf(ssri, ["ssri-snri"])} be lowering my sodium?`] }
          : {}),
      };
      // A lipaemic sample reads sodium falsely low on the usual analysers: confirmed another way before
      // any work-up, unless the low sodium is already an emergency.
      if (lipaemia !== undefined && urgency !== "emergency") {
        extras.unshift(
          `The laboratory reports the sample lipaemic ("${lipaemia.quote}"): lipid displaces plasma water and the usual indirect ion-selective electrode method then reads sodium falsely low (pseudohyponatraemia), so confirm it by direct ion-selective electrode (a blood gas analyser) or a measured serum osmolality before investigating further.`,
        );
        steps.unshift(
          "Confirm the sodium by direct ion-selective electrode (blood gas analyser) or a measured serum osmolality before investigating hyponatraemia (lipaemic sample)",
        );
        if (urgency === undefined) match.severity = Severity.low;
        match.refs = [...new Set([...match.refs, lipaemia.ref])];
        // Not "its cause should be found" first: the first step is to see whether it is low at all.
        const checked =
          "The laboratory says the sample was cloudy with fat, which can make sodium read falsely low, so it should be checked with a different test.";
        const advice = String(match.values?.advice ?? "");
        match.values = {
          ...match.values,
          advice: grade === "mild" && urgency === undefined ? checked : `${checked} ${advice}`,
        };
      }
      if (extras.length > 0) match.clinicianExtra = extras.join(" ");
      const evidence = corrected !== undefined ? ["katz-1973-glucose-sodium"] : [];
      if (lipaemia !== undefined && urgency !== "emergency") evidence.push("fortgens-2011-pseudohyponatraemia");
      if (marginal) evidence.push("bnssg-remedy-hyponatraemia");
      if (edSodium) evidence.push(...edSodium.evidence);
      if (thyroid) evidence.push(...thyroid.evidence);
      if (siadh) evidence.push("gpnotebook-siadh-diagnosis");
      const patientExtras: string[] = [];
      if (encephalopathy !== undefined && anticholinergic.length === 0) {
        patientExtras.push(
          "Confusion or drowsiness can also come from your liver condition, and low sodium can bring that on, so the team will look at both.",
        );
        match.refs = [...new Set([...match.refs, encephalopathy.ref])];
        if (na < 130) evidence.push("guevara-2009-hyponatraemia-hepatic-encephalopathy");
      }
      if (beers) {
        patientExtras.push(
          `Some antidepressants, such as your ${drugsOf(ssri, ["ssri-snri"])}, can lower sodium. Do not stop it on your own: talk to your doctor first.`,
        );
        evidence.push(ukAntidepressant ? "nhs-somerset-antidepressant-hyponatraemia" : "ags-beers-2023");
      }
      if (brittle !== undefined)
        patientExtras.push(
          "You have thin bones (osteoporosis), so your doctor should also check you for a broken bone after your fall.",
        );
      if (patientExtras.length > 0) match.patientExtra = patientExtras.join(" ");
      if (evidence.length > 0) match.evidence = evidence;
      // A fit, reduced consciousness or coma: hypertonic saline now; new confusion or drowsiness below
      // 125 mmol/L: emergency care now (rules/hyponatraemia-severe.ts).
      const result =
        severeSymptomaticSodium(ctx, match, na) ?? profoundSodiumWithMentalChange(ctx, match, na, symptoms) ?? match;
      // The sodium limits in the record's own unit: "10 mEq/L in the first 24 hours" beside a sodium
      // in mEq/L (review 32, hyperk-32 case 18). Steps about glucose keep its mmol/L.
      const naUnit = monovalentUnit(ctx.lab("sodium"));
      if (naUnit === "mmol/L") return result;
      return {
        ...result,
        ...(result.nextSteps && {
          nextSteps: result.nextSteps.map((s) => (/glucose/i.test(s) ? s : inMonovalentUnit(s, naUnit))),
        }),
      };
    },
  },
  withHyperkalaemiaEmergency({
    id: "hyperkalaemia",
    family: F,
    severity: Severity.moderate,
    problem: "Potassium",
    title: "High potassium",
    clinician:
      "Potassium {k}: {grade} hyperkalaemia (mild 5.5–5.9, moderate 6.0–6.4, severe 6.5 {kUnit} or more), with no potassium-raising medicine listed.{context}",
    patient:
      "{lead} Your doctor may ask you to cut down on foods high in potassium and to avoid salt substitutes. Get medical help at once if you have a fluttering or irregular heartbeat, chest pain or new muscle weakness.",
    nextSteps: [
      "Repeat potassium within 3 days; same-day assessment if unwell or kidney function is falling",
      "Review diet (high-potassium foods, potassium-containing salt substitutes) and medicines that raise potassium, including over-the-counter NSAIDs",
    ],
    patientQuestions: ["Should I cut down on foods high in potassium or avoid salt substitutes?"],
    evidence: ["nhs-highland-hyperkalaemia"],
    keywords: ["hyperkalemia", "potassium", "chronic kidney disease", "ecg"],
    match: (ctx) => {
      const obs = ctx.lab("potassium");
      const k = ctx.valueOf(obs);
      // Severe (6.5 or more) is made an emergency by withHyperkalaemiaEmergency (review 11, 3: a
      // critical potassium with no medicine listed got only "treat as clinically indicated");
      // children's ranges differ; a medicine that raises potassium has its own finding
      // (drug-lab.ts), as does a crisis (metabolic-emergencies.ts).
      if (obs === undefined || k === undefined || k < 5.5 || isMinor(ctx)) return undefined;
      // Tumour lysis (rules/oncology-haematology.ts) explains and treats the potassium itself.
      // So does an adrenal crisis (rules/adrenal.ts), whose finding names the potassium.
      if (
        ctx.medsOf(...POTASSIUM_RAISING_CLASSES).length > 0 ||
        hyperglycaemicCrisis(ctx) ||
        readsAsTumourLysis(ctx) ||
        potassiumInAdrenalCrisis(ctx) ||
        // Rhabdomyolysis (rules/rhabdomyolysis.ts) names and treats the potassium as an emergency.
        rhabdomyolysis(ctx) !== undefined
      )
        return undefined;
      const notes = (obs.notes ?? "").toLowerCase();
      const haemolysisNoted = HAEMOLYSED.test(notes);
      // A sample the laboratory calls haemolysed is judged in evaluate.ts (withSampleProblem).
      if (haemolysisNoted && statedMention(notes, HAEMOLYSED, true) !== undefined) return undefined;
      const grade = potassiumGrade(k);
      const earlier = ctx
        .labs("potassium")
        .filter((o) => o !== obs && o.standard !== undefined && (o.time ?? 0) < (obs.time ?? 0));
      const previous = earlier[0];
      const prevValue = ctx.valueOf(previous);
      // Rising: 0.3 mmol/L or more above the previous result, or 0.5 or more above one in the past year.
      const yearAgo = (obs.time ?? 0) - 365 * 86_400_000;
      const rising =
        (prevValue !== undefined && k - prevValue >= 0.3 - 1e-9) ||
        earlier.some((o) => (o.time ?? 0) >= yearAgo && k - (ctx.valueOf(o) ?? k) >= 0.5 - 1e-9);
      const knownHigh = prevValue !== undefined && prevValue >= 5.5 && !rising;
      const egfr = ctx.lab("egfr");
      const egfrValue = ctx.valueOf(egfr);
      const ckd = ctx.conditions("ckd");
      // A raised creatinine with no eGFR (age or sex not given) shows the kidneys too (review 11, 3).
      const creatinine = ctx.lab("creatinine");
      const kidney = ckd.length > 0 || (egfrValue !== undefined && egfrValue < 60) || isHigh(creatinine);
      const bicarbonate = ctx.lab("bicarbonate");
      const acidosis = bicarbonate !== undefined && isLow(bicarbonate);
      const unstable = kidneyFunctionUnstable(ctx);
      // A high platelet or white count, or a delayed sample, named as the likely artefact (review 21).
      const clues = knownHigh ? undefined : pseudohyperkalaemiaClues(ctx);
      const context = [
        previous
          ? ` ${rising ? "Rising: earlier" : "Earlier"} ${joinList(earlier.slice(0, 2).map((o) => ctx.show(o)))}.`
          : "",
        kidney
          ? ` Reduced kidney function, ${egfr && egfrValue !== undefined ? `eGFR ${ctx.show(egfr)}` : (ckd[0]?.name ?? (creatinine ? `creatinine ${ctx.show(creatinine)}` : ""))}, is a common cause.`
          : "",
        acidosis
          ? ` Bicarbonate ${ctx.show(bicarbonate)} is low: metabolic acidosis raises potassium and can be treated.`
          : "",
        clues !== undefined
          ? clues.text
          : haemolysisNoted
            ? " The laboratory reports the sample was not haemolysed, so a sample artefact is unlikely."
            : !kidney && !knownHigh && grade !== "severe"
              ? " An isolated, unexpected rise without kidney disease is often spurious (pseudohyperkalaemia); repeat on a fresh sample."
              : "",
        unstable ? " Kidney function is changing: consider same-day assessment." : "",
      ].join("");
      // On dialysis the potassium and the acidosis are the dialysis unit's to act on (review 20,
      // ckd-mineral-acid case 04 was told "repeat within 3 days" and "treat the acidosis of CKD").
      const dialysis = onDialysis(ctx);
      // NHS Highland's "via secondary care" route is the UK's; a US or other record is told the same
      // timing without it and cited its own country's hyperkalaemia source (review 32, hyperk-32 case 17).
      const uk = patientScope(ctx).country === "uk";
      const repeat =
        grade === "moderate"
          ? uk
            ? "Repeat potassium urgently, within 1 working day (within 24 hours via secondary care if needed), with an ECG; refer to hospital if unwell or the ECG is abnormal"
            : "Repeat potassium urgently, within 1 working day, with an ECG; same-day hospital assessment if unwell or the ECG is abnormal"
          : dialysis
            ? "Share the result with the dialysis unit; same-day assessment if unwell"
            : knownHigh && !unstable
              ? "Repeat potassium within 14 days while well; sooner, or same-day assessment, if unwell or kidney function falls"
              : "Repeat potassium within 3 days; same-day assessment if unwell or kidney function is falling";
      const steps = [
        repeat,
        ...(clues !== undefined ? [clues.step] : []),
        "Review diet (high-potassium foods, potassium-containing salt substitutes) and medicines that raise potassium, including over-the-counter NSAIDs",
        // With kidney function changing the acidosis belongs to the acute injury, not to CKD (review 14,
        // kidney-urology case 10: retention with AKI was told to treat "the metabolic acidosis of CKD").
        ...(acidosis && kidney && !unstable && !dialysis
          ? ["Consider treating the metabolic acidosis of CKD, which raises potassium"]
          : []),
      ];
      const lead =
        grade === "moderate"
          ? "Your potassium (a body salt that keeps the heart rhythm steady) is high. You need a repeat blood test and a heart tracing (ECG) within a day, so contact your doctor today."
          : dialysis
            ? `Your potassium (a body salt that keeps the heart rhythm steady) is a little high${rising ? " and has been going up" : ""}. Your dialysis team looks after this, so let them know about this result.`
            : `Your potassium (a body salt that keeps the heart rhythm steady) is a little high${rising ? " and has been going up" : ""}. You need a repeat blood test ${knownHigh && !unstable ? "in the next week or two" : "within the next few days"}.`;
      return {
        refs: [
          ...ctx.refs(
            obs,
            ...earlier.slice(0, 2),
            kidney ? egfr : undefined,
            acidosis ? bicarbonate : undefined,
            ...ckd,
          ),
          ...(clues?.refs ?? []),
        ],
        severity: grade === "moderate" || unstable ? Severity.high : Severity.moderate,
        values: {
          k: ctx.show(obs),
          kUnit: monovalentUnit(obs),
          grade,
          context,
          lead: `${lead}${kidney ? " Kidneys that work less well are a common reason." : ""}${clues?.patient ?? ""}`,
        },
        nextSteps: steps,
        evidence: [
          ...(kidney ? fittingSources(ctx, ["kdigo-2024-ckd"]) : []),
          ...(clues?.evidence ?? []),
          ...(grade === "moderate" && !uk ? hyperkalaemiaSources(ctx) : []),
        ],
      };
    },
  }),
  {
    id: "hypercalcaemia",
    family: F,
    severity: Severity.moderate,
    problem: "Calcium",
    title: "High calcium",
    clinician: "Calcium {ca}{grade}. {pth}",
    patient: "Your calcium level is high. {cause} {advice}",
    nextSteps: [
      "Repeat calcium with albumin (or ionised calcium)",
      "Check PTH, 25-hydroxyvitamin D, creatinine; review thiazides, lithium, calcium and vitamin D supplements",
    ],
    patientQuestions: ["Do I need a parathyroid hormone (PTH) test?"],
    evidence: ["statpearls-primary-hyperparathyroidism"],
    keywords: ["hypercalcemia", "parathyroid hormone", "primary hyperparathyroidism"],
    match: (ctx) => {
      const ca = ctx.value("calcium");
      const caObs = ctx.lab("calcium");
      const uln = ctx.upperLimit("calcium") ?? 10.2;
      if (ca === undefined || ca <= Math.max(uln, 10.2)) return undefined;
      // Normal once adjusted for a high-normal albumin: the generic result text says so instead.
      if (highCalciumForAlbumin(caObs, ctx, ADJUSTED_CALCIUM) !== undefined) return undefined;
      const reading = pthReading(ctx);
      const pthObs = reading?.obs;
      const suppressed = reading?.kind === "suppressed";
      const pthDependent = reading?.kind === "high" || reading?.kind === "inappropriately-normal";
      // A current cancer with a PTH that does not point to the parathyroid glands: hypercalcaemia of malignancy.
      const cancer = pthDependent ? [] : knownActiveCancer(ctx);
      const malignancy = cancer.length > 0;
      const cancerNames = cancer.map((c) => c.name).join("; ");
      // A past cancer with a PTH that is low or not measured: recurrence is looked for first (review 15).
      const past =
        !malignancy && !pthDependent && (reading === undefined || suppressed)
          ? (() => {
              const cancers = pastCancers(ctx);
              return cancers.length > 0
                ? pastCancerCalcium(
                    cancers,
                    pthObs && ctx.show(pthObs),
                    suppressed
                      ? "Your parathyroid hormone is low, which points away from the parathyroid glands. "
                      : "",
                  )
                : undefined;
            })()
          : undefined;
      // Beside the myeloma finding the generic parathyroid framing would contradict it (review 11, onc-haem 07).
      const myeloma = reading === undefined && !malignancy && myelomaMatch(ctx, "calcium") !== undefined;
      // A measured paraprotein beside it makes a plasma-cell cause the first to look for (review 28).
      const paraproteinFirst = reading === undefined && !malignancy && !myeloma && paraproteinMeasured(ctx);
      // Sarcoidosis on the problem list is the likely PTH-independent cause (review 12, respiratory 04).
      const granulomas = suppressed && !malignancy ? activeGranulomatousDisease(ctx) : [];
      const granulomaNames = granulomas.map((c) => c.name).join("; ");
      // Sarcoidosis not yet listed but read from hilar nodes or erythema nodosum (sarcoidosis-suspected-calcium.ts).
      const sarcoid =
        suppressed &&
        !malignancy &&
        past === undefined &&
        granulomas.length === 0 &&
        vitaminDToxicity(ctx) === undefined
          ? suspectedSarcoidosis(ctx)
          : undefined;
      const pth = past
        ? past.pth
        : reading === undefined
          ? malignancy
            ? `PTH is not in the record; with ${cancerNames} in the record, hypercalcaemia of malignancy is likely, and a PTH separates it from a parathyroid cause.`
            : myeloma
              ? "PTH is not in the record. With the other features named in the myeloma finding, myeloma is the cause to look for first, with the very urgent tests set out there; a PTH taken with them separates a parathyroid cause from the others."
              : paraproteinFirst
                ? "PTH is not in the record. With the paraprotein in the record (see the paraprotein finding), myeloma is the cause to look for first; a PTH separates a parathyroid cause from the others."
                : "PTH is not in the record; it separates parathyroid from non-parathyroid causes."
          : suppressed
            ? malignancy
              ? `PTH ${ctx.show(pthObs)} is suppressed: with ${cancerNames} in the record, this is hypercalcaemia of malignancy until shown otherwise.`
              : granulomas.length > 0
                ? `PTH ${ctx.show(pthObs)} is suppressed: with ${granulomaNames} in the record, granulomatous hypercalcaemia (active vitamin D, 1,25-dihydroxyvitamin D, made by the granulomas) is the likely cause.`
                : sarcoid !== undefined
                  ? `PTH ${ctx.show(pthObs)} is suppressed: with ${joinList(sarcoid.clues)}, sarcoidosis is likely, and granulomatous hypercalcaemia (active vitamin D, 1,25-dihydroxyvitamin D, made by the granulomas) the likely cause; sarcoidosis is not on the problem list, and its diagnosis is confirmed, with other causes excluded, by the respiratory team.`
                  : `PTH ${ctx.show(pthObs)} is suppressed, pointing to a PTH-independent cause such as malignancy or vitamin D excess.`
            : reading.kind === "low-normal"
              ? `PTH ${ctx.show(pthObs)} is in range but near its lower end, so it does not clearly separate parathyroid from other causes${malignancy ? `; ${cancerNames} is in the record` : ""}.`
              : `PTH ${ctx.show(pthObs)} is ${reading.kind === "high" ? "high" : "inappropriately normal (not suppressed)"}: PTH-dependent hypercalcaemia, consistent with primary hyperparathyroidism.`;
      const mmol = caObs?.unit === "mmol/L";
      // A total calcium is graded on its albumin-corrected value (rules/calcium-correction.ts).
      const corrected = albuminCorrectedCalcium(ctx, caObs, ca, ADJUSTED_CALCIUM);
      const severe = (corrected?.value ?? ca) >= 14;
      const moderate = (corrected?.value ?? ca) >= 12;
      const grade =
        (corrected?.text ?? "") +
        (severe
          ? mmol
            ? " (severe, 3.5 mmol/L or more)"
            : " (severe, 14 mg/dL or more)"
          : moderate
            ? mmol
              ? " (moderate, 3.0–3.5 mmol/L)"
              : " (moderate, 12–14 mg/dL)"
            : "");
      const symptoms = CALCIUM_SYMPTOMS.filter(([, re]) => statesFeature(ctx.freeText, re)).map(([name]) => name);
      // SfE 2016: above 3.5 mmol/L urgent correction; from 3.0 with symptoms, prompt treatment.
      // Known myeloma with a kidney injury beside the high calcium goes to hospital the same day too.
      const myelomaKidney = malignancy ? knownMyelomaKidneyInjury(ctx, cancer) : undefined;
      const urgent = severe || (moderate && symptoms.length > 0) || myelomaKidney !== undefined;
      const thiazides = ctx.meds("thiazide");
      const lithium = suppressed ? [] : ctx.meds("lithium");
      const vitaminD = vitaminDToxicity(ctx) !== undefined;
      const cause = vitaminD
        ? "Your very high vitamin D level is the likely cause."
        : past
          ? past.cause
          : malignancy
            ? `${suppressed ? "Your parathyroid hormone is low, which points away from the parathyroid glands. " : ""}In people with cancer, a high calcium is often caused by the cancer itself, and it can be treated.`
            : myeloma
              ? // The myeloma finding's tests come first; "overactive parathyroid gland" would contradict it.
                "The most common cause is an overactive parathyroid gland, but with your other results the urgent blood and urine tests for myeloma come first; a parathyroid hormone test taken with them tells the two apart."
              : paraproteinFirst
                ? "With the abnormal protein (paraprotein) found in your blood, your doctors will first check whether a bone-marrow condition such as myeloma is raising it; a parathyroid hormone test helps tell the causes apart."
                : granulomas.length > 0
                  ? "Your parathyroid hormone is low, which points away from the parathyroid glands; sarcoidosis can raise calcium by making extra active vitamin D, and is the likely cause."
                  : sarcoid !== undefined
                    ? "Your parathyroid hormone is low, which points away from the parathyroid glands. Your other results fit a condition called sarcoidosis, which can raise calcium by making extra active vitamin D; a lung specialist can confirm it."
                    : suppressed
                      ? "Your parathyroid hormone is low, which points away from the parathyroid glands; your doctor will look for other causes."
                      : lithium.length > 0
                        ? "Lithium, which you take, can raise calcium by acting on the parathyroid glands."
                        : "The most common cause is an overactive parathyroid gland.";
      // Thirst alone leaves a myeloma patient with a kidney injury the myeloma team's same-day route.
      const advice =
        myelomaKidney !== undefined && !severe && symptoms.every((s) => s === "thirst")
          ? "Your kidney test is also much worse than before. With myeloma, this needs checking in hospital today: please contact your myeloma team now, or go to an emergency department if you cannot reach them."
          : urgent
            ? `${symptoms.length > 0 ? `With the ${joinList(symptoms)} in your notes, this` : "A calcium this high"} needs treatment in hospital today. Please go to an emergency department now.`
            : symptoms.length > 0
              ? `Because your notes mention ${joinList(symptoms)}, please contact your doctor today.`
              : moderate
                ? "Drink enough fluids, and contact your doctor today about treatment."
                : "Drink enough fluids and ask your doctor about next tests.";
      // With cancer a calcium can climb between tests, so the patient is told what to look out for
      // (SfE 2016 features of hypercalcaemia; review 21, kidney-preg-onc leftovers case 05).
      const watch =
        (malignancy || myeloma) && !urgent && symptoms.length === 0
          ? ` Contact ${malignancy ? "your cancer team or doctor" : "your doctor"} the same day if you become very thirsty, pass much more urine than usual, or become constipated, sick, confused or drowsy: these can be signs of a rising calcium.`
          : "";
      const extras: string[] = [];
      const evidence: string[] = watch === "" ? [] : ["sfe-2016-acute-hypercalcaemia"];
      if (myelomaKidney !== undefined) {
        extras.push(
          `With ${cancerNames}, ${myelomaKidney.text}: a kidney injury with hypercalcaemia in myeloma needs same-day hospital assessment with the haematology team. Besides the calcium and fluid loss, light-chain cast nephropathy (myeloma kidney), the main cause of kidney failure in myeloma, is looked for with serum free light chains: lowering the light chains is what lets the kidney recover.`,
        );
        evidence.push("ocp-multiple-myeloma", "ackd-2012-myeloma-acute-renal-failure");
        if (myelomaKidney.lenalidomide.length > 0) {
          extras.push(
            `On ${medNames(myelomaKidney.lenalidomide)}: lenalidomide is cleared by the kidney, so its dose is reviewed against the kidney function.`,
          );
          evidence.push("mikhael-2018-lenalidomide-renal");
        }
      }
      if (urgent && (severe || symptoms.length > 0)) {
        extras.push(
          severe
            ? `Above 3.5 mmol/L (14 mg/dL) a high calcium needs urgent correction for the risk of dysrhythmia and coma${symptoms.length > 0 ? `, and the notes record ${joinList(symptoms)}` : ""}: same-day hospital treatment.`
            : `The notes record ${joinList(symptoms)}, features of hypercalcaemia: at 3.0–3.5 mmol/L (12–14 mg/dL) with symptoms, prompt treatment is indicated, so this needs same-day hospital treatment.`,
        );
        evidence.push("sfe-2016-acute-hypercalcaemia");
      }
      if (malignancy) {
        extras.push(
          "Adults with hypercalcaemia of malignancy are treated with intravenous fluids and an intravenous bisphosphonate or denosumab (Endocrine Society 2022).",
        );
        evidence.push("endosoc-2022-hypercalcaemia-malignancy");
      }
      if (thiazides.length > 0) {
        if (suppressed || malignancy) {
          extras.push(
            `On ${medNames(thiazides)}: thiazides are among the recognised causes of a high calcium, so it is ${malignancy ? "stopped" : "reviewed"}${suppressed ? "; with PTH suppressed, the primary hyperparathyroidism often found under thiazide-associated hypercalcaemia is not suggested" : ""}.`,
          );
          evidence.push("sfe-2016-acute-hypercalcaemia");
        } else {
          extras.push(
            `On ${medNames(thiazides)}: thiazides are commonly associated with hypercalcaemia, and many people with thiazide-associated hypercalcaemia have underlying primary hyperparathyroidism, often staying hypercalcaemic after the thiazide is stopped.`,
          );
          evidence.push("griebeler-2016-thiazide-hypercalcaemia");
        }
      }
      if (lithium.length > 0) {
        extras.push(
          `On ${medNames(lithium)}: lithium is associated with hypercalcaemia and a raised PTH; an expert algorithm repeats calcium and PTH after about two weeks and refers to endocrinology if both stay abnormal, with a more acute approach above ${mmol ? "2.8 mmol/L" : "11.2 mg/dL (2.8 mmol/L)"}.`,
        );
        evidence.push("kovacs-2022-lithium-hypercalcaemia", "fda-lithium-label");
      }
      const steps: string[] = [];
      if (urgent)
        steps.push(
          malignancy
            ? `Same-day hospital treatment with the ${myelomaKidney !== undefined ? "haematology" : "oncology"} team: intravenous fluids, then an intravenous bisphosphonate or denosumab`
            : "Same-day hospital assessment and treatment of the high calcium",
        );
      if (myelomaKidney !== undefined) {
        steps.push("Serum free light chains to look for myeloma kidney (light-chain cast nephropathy)");
        if (myelomaKidney.lenalidomide.length > 0)
          steps.push(
            `Review the ${medNames(myelomaKidney.lenalidomide)} dose against the kidney function with the haematology team`,
          );
      } else if (malignancy && !urgent)
        // When urgent, the same-day step above already names the team and the treatment.
        steps.push(
          "Discuss with the oncology team: hypercalcaemia of malignancy is treated with an intravenous bisphosphonate or denosumab",
        );
      // Stop the thiazide, PTHrP, and a raised creatinine read as AKI (rules/malignancy-hypercalcaemia.ts).
      const cancerCalcium = malignancy
        ? malignancyCalcium(ctx, thiazides, suppressed, myelomaKidney !== undefined)
        : undefined;
      if (cancerCalcium !== undefined) {
        steps.push(...cancerCalcium.steps);
        extras.push(...cancerCalcium.extras);
        evidence.push(...cancerCalcium.evidence);
      }
      if (past) {
        steps.push(past.step);
        evidence.push(...past.evidence);
      }
      // A suppressed PTH with no cause in the record: most hypercalcaemia of malignancy is humoral
      // (PTHrP), the rest mainly bone metastases (review 21, electrolytes case 06 got only "check vitamin D").
      if (suppressed && !malignancy && past === undefined && granulomas.length === 0 && !vitaminD && !sarcoid) {
        steps.push(
          "Measure PTH-related protein (PTHrP) and look for a cancer, as a tumour making PTHrP or bone metastases",
        );
        evidence.push("sternlicht-2015-hypercalcaemia-malignancy");
      }
      if (granulomas.length > 0) {
        steps.push(
          "Measure 1,25-dihydroxyvitamin D; stop vitamin D supplements; discuss treatment of the sarcoidosis with the respiratory or sarcoidosis team",
        );
        evidence.push("sarcoidosis-vitamin-d-2016", "capolongo-2016-sarcoidosis-vitamin-d");
      }
      if (sarcoid !== undefined) {
        steps.push(
          "Measure 1,25-dihydroxyvitamin D; stop vitamin D supplements; refer to the respiratory team to confirm sarcoidosis and exclude other causes",
        );
        evidence.push(
          "ats-2020-sarcoidosis-diagnosis",
          "sarcoidosis-vitamin-d-2016",
          "capolongo-2016-sarcoidosis-vitamin-d",
        );
      }
      const repeat = urgent
        ? undefined
        : calciumRepeatStep(ctx, lithium.length > 0, corrected !== undefined, pthDependent);
      if (repeat !== undefined) steps.push(repeat);
      // A medicine already stopped above is not left "to review" in the work-up.
      // With granulomatous hypercalcaemia the step above stops vitamin D, so it is not also left "to review".
      const workUp = calciumWorkUp(
        ctx,
        repeat !== undefined && lithium.length > 0,
        granulomas.length > 0 || sarcoid !== undefined
          ? [...(cancerCalcium?.stopped ?? []), "vitamin D supplements"]
          : cancerCalcium?.stopped,
        granulomas.length > 0 || sarcoid !== undefined,
      );
      if (workUp !== "") steps.push(workUp);
      if (/taken by mouth/.test(workUp)) evidence.push("tebben-2016-vitamin-d-hypercalcaemia");
      // On lithium the referral waits for the repeat: "refer if both stay abnormal" stood beside
      // "Refer to endocrinology or a parathyroid surgeon" (review 38, meds-wording-38 case 06).
      const lithiumRepeat = repeat !== undefined && lithium.length > 0;
      if (pthDependent) {
        const parathyroid = parathyroidSteps(ctx, (corrected?.value ?? ca) - uln);
        steps.push(
          ...parathyroid.steps.map((s) =>
            lithiumRepeat && s.startsWith("Refer to endocrinology")
              ? `If calcium and PTH stay abnormal on the repeat, r${s.slice(1)}`
              : s,
          ),
        );
        const us = readsAsUsUnits(ctx) && parathyroid.evidence.length > 0;
        evidence.push(...(us ? [] : ["nice-ng132-primary-hyperparathyroidism"]), ...parathyroid.evidence);
      }
      const match: RuleMatch = {
        refs: [
          ...ctx.refs(caObs, corrected?.albumin, pthObs, ...cancer, ...granulomas, ...thiazides, ...lithium),
          ...(cancerCalcium?.refs ?? []),
          ...(myelomaKidney?.refs ?? []),
          ...(past?.refs ?? []),
          ...(sarcoid?.refs ?? []),
        ],
        values: { ca: ctx.show(caObs), grade, pth, cause, advice: `${advice}${watch}` },
        severity: urgent ? Severity.critical : moderate ? Severity.high : Severity.moderate,
        nextSteps: steps,
      };
      if (pthObs || urgent) match.patientQuestions = [];
      if (pthDependent) {
        // The referral the clinician text recommends, and why when the record gives a reason for surgery.
        const stone = steps.some((s) => /\brefer to endocrinology/i.test(s) && s.includes("a kidney stone"));
        match.patientExtra = `Your parathyroid hormone (PTH) result fits an overactive parathyroid gland. ${lithiumRepeat ? "If a repeat test is still high, your doctor" : "Your doctor"} will likely refer you to a hormone specialist or a parathyroid surgeon${stone ? ": kidney stones are one of the reasons an operation on the gland is offered" : ", who can talk with you about whether an operation would help"}.`;
      }
      // A urine calcium:creatinine clearance ratio below 0.02 already in the record (rules/fhh.ts).
      const fhh = pthDependent ? fhhReading(ctx) : undefined;
      if (fhh !== undefined) evidence.push(...readAsFhh(match, fhh, ctx));
      if (extras.length > 0) match.clinicianExtra = extras.join(" ");
      if (corrected !== undefined) evidence.push("medscape-calcium-albumin-correction");
      if (evidence.length > 0) match.evidence = [...new Set(evidence)];
      return match;
    },
  },
  {
    ...MYELOMA_RULE,
    id: "myeloma-investigations",
    problem: "Calcium",
    match: (ctx) => myelomaMatch(ctx, "calcium"),
  },
  {
    ...MYELOMA_RULE,
    id: "myeloma-investigations-low-white-cells",
    problem: "Blood count",
    match: (ctx) => myelomaMatch(ctx, "white-cells"),
  },
  withTestsInRecord(CALCIUM_STEP, {
    id: "vitamin-d-deficiency",
    family: F,
    severity: Severity.low,
    problem: "Vitamin D",
    title: "Low vitamin D",
    clinician: "25-hydroxyvitamin D {vitd}: {grade}. {why}",
    patient: "Your vitamin D is low. Vitamin D helps keep bones and muscles strong. {supplement}",
    nextSteps: ["Consider vitamin D replacement, particularly below 12 ng/mL or with bone disease", "Check calcium"],
    patientQuestions: ["Should I take a vitamin D supplement, and how much?"],
    // The thresholds are the IOM's; the Endocrine Society 2024 guideline sets none (it is cited for
    // its advice against routine testing).
    evidence: ["iom-2011-vitamin-d-dri", "endosoc-2024-vitamin-d", "insight:vitamin-d-25oh"],
    keywords: ["vitamin d deficiency", "25-hydroxyvitamin d"],
    match: (ctx) => {
      const d = ctx.value("vitamin-d-25oh");
      if (d === undefined || d >= 20) return undefined;
      // In the result's unit first: 12 and 20 ng/mL are 30 and 50 nmol/L.
      const nmol = ctx.lab("vitamin-d-25oh")?.unit === "nmol/L";
      const at = (ngml: number, nmolL: number) =>
        nmol ? `${nmolL} nmol/L (${ngml} ng/mL)` : `${ngml} ng/mL (${nmolL} nmol/L)`;
      const grade =
        d < 12
          ? `below ${at(12, 30)}, where the Institute of Medicine places people at risk of deficiency`
          : `below ${at(20, 50)}: some but not all people at this level are at risk of deficiency, and practically everyone has enough from ${nmol ? "50 nmol/L" : "20 ng/mL"} (Institute of Medicine 2011)`;
      const bone = vitaminDBoneReasons(ctx);
      // A calcium already in the record is not asked for again; only a low one is worth a step.
      const calcium = [ctx.lab("calcium"), ctx.lab("calcium-ionized")].find((o) => o && o.value.kind !== "text");
      const withoutCalcium = (steps: readonly string[]) =>
        calcium === undefined || isLow(calcium) ? steps : steps.filter((s) => s !== "Check calcium");
      const pregnant = pregnancy(ctx);
      // A supplement already taken is named, not suggested as if new (review 24, deep-24 case 03:
      // Adcal-D3 twice daily and "your doctor may suggest a supplement").
      const taken = ctx.model.medications.filter((m) => m.active && VITAMIN_D_PRODUCT.test(m.name));
      // Review 47 (endo-bone-47-review47 case 04): beside osteomalacia's "a treatment dose, not just a
      // small supplement", "may suggest a supplement" read as the lesser plan; the dose is that finding's.
      const osteomalacia = OSTEOMALACIA_RULES.some((r) => r.match(ctx) !== undefined);
      const match: RuleMatch = {
        refs: [...ctx.refs(ctx.lab("vitamin-d-25oh")), ...bone.refs, ...ctx.refs(...taken)],
        values: {
          vitd: ctx.showValue("vitamin-d-25oh"),
          grade,
          why: "The Endocrine Society (2024) advises against routine testing of healthy adults, so the reason for testing matters.",
          supplement: osteomalacia
            ? OSTEOMALACIA_SUPPLEMENT
            : taken.length > 0
              ? `You already take a supplement with vitamin D (${medNames(taken)}), yet the level is low, so your doctor may check how you take it or change the dose.`
              : "Your doctor may suggest a supplement.",
        },
        ...(osteomalacia
          ? { patientQuestions: [] }
          : taken.length > 0 && {
              patientQuestions: ["Is my vitamin D supplement enough, or does the dose need changing?"],
            }),
        severity: d < 12 ? Severity.moderate : Severity.low,
        nextSteps: withoutCalcium([
          `Consider vitamin D replacement, particularly below ${vitaminDDeficiencyThreshold(ctx.lab("vitamin-d-25oh"))} or with bone disease`,
          "Check calcium",
        ]),
      };
      // A low calcium with a low PTH is treated in the hypocalcaemia finding, with activated vitamin D there:
      // the plain vitamin D is decided with it, not as a separate plan (review 19, bone-calcium-plan case 04).
      const hypopara = hypoparathyroidism(ctx);
      if (hypopara !== undefined)
        return {
          ...match,
          refs: [...new Set([...match.refs, ...ctx.refs(hypopara.calcium, hypopara.pth)])],
          values: {
            ...match.values,
            why: `With calcium ${ctx.show(hypopara.calcium)} and PTH ${ctx.show(hypopara.pth)} both low (hypoparathyroidism, see the hypocalcaemia finding), vitamin D is decided with the treatment of the low calcium.`,
            supplement: "Your doctor will decide on vitamin D together with the treatment for your low calcium.",
          },
          nextSteps: [
            "Decide vitamin D replacement with the treatment of the low calcium (see the hypocalcaemia finding)",
          ],
          patientQuestions: [],
        };
      // In a child whose bone tests show rickets, the vitamin D is treated in that finding
      // (nutritional-rickets.ts), not by the adult thresholds below (review 21, infants-children 08).
      if (childRickets(ctx) !== undefined)
        return {
          ...match,
          values: {
            ...match.values,
            why: "With the bone tests in a child, it is treated as nutritional rickets (see that finding).",
            supplement: "Its treatment is explained with the bone results.",
          },
          nextSteps: [],
          patientQuestions: [],
        };
      // Replacement can raise a calcium that is already high (review 12, respiratory 04).
      const caution = vitaminDCaution(ctx);
      if (caution !== undefined)
        return {
          ...match,
          refs: [...new Set([...match.refs, ...caution.refs])],
          values: { ...match.values, why: caution.why, supplement: caution.patient },
          nextSteps: caution.nextSteps,
          patientQuestions: [],
          evidence: caution.evidence,
        };
      if (pregnant !== undefined) {
        const p = vitaminDInPregnancy(ctx);
        return {
          ...match,
          values: { ...match.values, why: p.why },
          patientExtra: p.patientExtra,
          evidence: p.evidence,
          nextSteps: withoutCalcium(VITAMIN_D_PREGNANCY_STEPS),
          severity: Severity.moderate,
        };
      }
      // A child's level is read by the paediatric bands, not the adult bone-health thresholds and
      // loading regimens below (review 21, infants-children).
      if (isMinor(ctx))
        return {
          ...match,
          values: {
            ...match.values,
            why:
              d < 12
                ? "In children, the Scottish Paediatric Endocrine Group counts a level below 30 nmol/L as deficiency, so replacement is advised."
                : "In children, the Scottish Paediatric Endocrine Group counts 30–50 nmol/L as insufficiency and above 50 nmol/L as sufficient.",
            supplement:
              d < 12
                ? "Treating it with vitamin D at a dose for the child's age is recommended."
                : "The doctor may suggest a vitamin D supplement.",
          },
          nextSteps: withoutCalcium([
            d < 12
              ? "Treat with oral vitamin D at a dose for the child's age, then maintenance"
              : "Consider a vitamin D supplement at a dose for the child's age",
            "Check calcium",
          ]),
          evidence: ["speg-vitamin-d-deficiency-children"],
        };
      // Primary hyperparathyroidism: a steady dose with calcium watched, not a loading regimen (rules/phpt-vitamin-d.ts).
      const phpt = phptVitaminD(ctx);
      // The Royal Osteoporosis Society's thresholds are in nmol/L: a result in ng/mL is given in them once.
      const inNmol = vitaminDInNmol(ctx.lab("vitamin-d-25oh"));
      // Below 30 nmol/L the Royal Osteoporosis Society treats without a bone reason, as the bone branches below say.
      if (bone.texts.length === 0 && phpt === undefined && d < 12)
        return {
          ...match,
          values: {
            ...match.values,
            why: "Replacement is advised: the Royal Osteoporosis Society treats a level below 30 nmol/L.",
            supplement: osteomalacia
              ? OSTEOMALACIA_SUPPLEMENT
              : "Treating it with a vitamin D supplement is recommended.",
          },
          nextSteps: withoutCalcium([
            "Start vitamin D replacement (oral vitamin D3), then maintenance",
            "Check calcium",
          ]),
          evidence: ["iom-2011-vitamin-d-dri", "ros-2018-vitamin-d-bone-health", "insight:vitamin-d-25oh"],
        };
      if (bone.texts.length === 0 && phpt === undefined) return match;
      const pthOnly = bone.texts.length === 1 && isHigh(ctx.lab("pth-intact"));
      // After a gastric bypass the raised PTH is secondary (rules/bariatric-bypass-iron-bone.ts).
      const bypassed = phpt ? undefined : bypassBone(ctx);
      if (bypassed !== undefined)
        return {
          ...match,
          refs: [...new Set([...match.refs, ...bypassed.refs])],
          values: {
            ...match.values,
            why: `With ${joinList(bone.texts)}, replacement is advised: the Royal Osteoporosis Society treats a level below 30 nmol/L, and 30–50 nmol/L with a fragility fracture, osteoporosis, anti-resorptive treatment or a raised PTH${inNmol}.${bypassed.why}`,
          },
          severity: Severity.moderate,
          nextSteps: withoutCalcium(bypassed.nextSteps),
          patientExtra: bypassed.patientExtra,
          evidence: ["ros-2018-vitamin-d-bone-health", "hewitt-2013-shpt-gastric-bypass"],
        };
      // A raised PTH with the low vitamin D and a calcium that is not high is secondary
      // hyperparathyroidism, not primary: said so, with PTH rechecked once vitamin D is replete
      // (review 22, sexual-health-bone case 11; StatPearls, statpearls-normocalcaemic-hyperparathyroidism).
      const pthObs = ctx.lab("pth-intact");
      const secondary =
        phpt === undefined && isHigh(pthObs) && calcium !== undefined && !isHigh(calcium) && !isLow(calcium);
      const secondaryWhy = secondary
        ? ` With a normal calcium (${ctx.show(calcium)}), the raised PTH reads as secondary hyperparathyroidism, the glands' response to the low vitamin D, not primary hyperparathyroidism: such a rise lasts while its cause does and settles once it is corrected, and normocalcaemic primary hyperparathyroidism is considered only after secondary causes are excluded.`
        : "";
      const secondaryStep =
        "Recheck calcium and PTH once vitamin D is replete: a PTH that stays raised then needs other causes, including normocalcaemic primary hyperparathyroidism, looked for";
      return {
        ...match,
        ...(phpt && { refs: [...new Set([...match.refs, ...phpt.refs])] }),
        ...(secondary && { refs: [...new Set([...match.refs, ...ctx.refs(calcium)])] }),
        values: {
          ...match.values,
          why:
            bone.texts.length === 0
              ? `Replacement is advised.${phpt?.why ?? ""}`
              : `With ${joinList(bone.texts)}, replacement is advised: the Royal Osteoporosis Society treats a level below 30 nmol/L, and 30–50 nmol/L with a fragility fracture, osteoporosis, anti-resorptive treatment or a raised PTH${inNmol}.${phpt?.why ?? ""}${secondaryWhy}`,
        },
        severity: Severity.moderate,
        nextSteps:
          phpt?.nextSteps ??
          withoutCalcium([
            // Review 48 (leftovers-48 case 07): beside osteomalacia's treatment-dose step this was a
            // second, different plan to start vitamin D; that finding's step stands alone.
            ...(osteomalacia
              ? []
              : [
                  "Start vitamin D replacement (oral vitamin D3); where rapid correction is needed, as before zoledronate or denosumab, use a loading regimen, then maintenance",
                ]),
            "Check calcium",
            ...(secondary ? [secondaryStep] : []),
          ]),
        patientExtra:
          bone.texts.length === 0
            ? "Because of your calcium and parathyroid hormone (PTH) results, treating the low vitamin D carefully, with calcium checked, is recommended."
            : // Beside osteomalacia the line has already said the treatment dose is needed (review 48,
              // leftovers-48 case 07: "Because your PTH is raised, treating ... is recommended" followed it).
              `${osteomalacia ? "" : pthOnly ? "Because your parathyroid hormone (PTH) is raised, treating the low vitamin D is recommended." : "Because of your bones, treating the low vitamin D is recommended."}${secondary ? ` The raised ${pthOnly && !osteomalacia ? "PTH" : "parathyroid hormone (PTH)"} is most likely your body's response to the low vitamin D rather than a problem with the parathyroid glands themselves; a repeat test once your vitamin D is back up checks that it has settled.` : ""}`.trim(),
        evidence: [
          ...(bone.texts.length === 0 ? [] : ["ros-2018-vitamin-d-bone-health"]),
          ...(phpt?.evidence ?? []),
          ...(secondary ? ["statpearls-normocalcaemic-hyperparathyroidism"] : []),
        ],
      };
    },
  }),
  {
    id: "gout-urate-above-target",
    family: F,
    severity: Severity.moderate,
    problem: "Gout",
    title: "Urate above the gout treatment target",
    clinician: "Serum urate {urate} in gout, above the treat-to-target goal of below {target}.",
    patient:
      "Your uric acid is above the goal for people with gout (below {target}). Lowering it helps prevent gout attacks.",
    nextSteps: ["Start or titrate urate-lowering therapy to urate below 6 mg/dL"],
    evidence: ["acr-2020-gout"],
    keywords: ["gout", "urate target", "allopurinol"],
    match: (ctx) => {
      const gout = ctx.conditions("gout");
      const obs = ctx.lab("uric-acid");
      const u = ctx.valueOf(obs);
      // With tophi EULAR 2016 sets the lower target of 5 mg/dL until they dissolve (rules/gout-target.ts).
      const tophi = gout.length === 0 ? undefined : tophaceousGout(ctx, gout);
      const targetMgdl = tophi ? URATE_TARGET_TOPHI_MGDL : URATE_TARGET_MGDL;
      if (gout.length === 0 || obs === undefined || u === undefined || u < targetMgdl) return undefined;
      const target = urateTarget(obs, targetMgdl);
      // Already on allopurinol: the dose is raised to the target, not a treatment started (medicine-review.ts).
      // With HLA-B*58:01 an alternative to allopurinol; a urate from before its start is a baseline.
      const allopurinol = ctx.meds("allopurinol");
      const plan = urateLoweringSteps(ctx, obs, target);
      // An NSAID for flares with reduced kidney function, and alcohol in the notes (medicine-review.ts).
      const review = goutReview(ctx);
      const noNsaid = review.noNsaid;
      const steps = plan.steps.map((s) => (noNsaid ? s.replace(PROPHYLAXIS, PROPHYLAXIS_NO_NSAID) : s));
      const tophiText = tophi
        ? `Tophi are recorded ("${tophi.quote}"): EULAR 2016 sets the lower target of below ${target} until they have dissolved, then below ${urateTarget(obs)}.`
        : "";
      const clinician = [tophiText, plan.clinician, ...review.clinician].filter(Boolean).join(" ");
      const patient = [plan.patient, ...review.patient].filter(Boolean).join(" ");
      const evidence = [
        ...(tophi ? ["eular-2016-gout"] : []),
        ...plan.evidence,
        ...review.evidence,
        ...(noNsaid && !review.evidence.includes("kdigo-2024-ckd") ? ["kdigo-2024-ckd"] : []),
      ];
      // A UK record cites NICE NG219 before ACR 2020 when both are cited (review 29b, country-29b).
      const niceFirst = readsAsUk(ctx) && evidence.includes("nice-ng219-gout");
      return {
        refs: [...ctx.refs(obs, ...gout, ...allopurinol), ...review.refs],
        values: { urate: ctx.show(obs), target },
        nextSteps: [...steps, ...review.steps],
        ...(clinician ? { clinicianExtra: clinician } : {}),
        ...(patient ? { patientExtra: patient } : {}),
        ...(niceFirst
          ? {
              evidence: [...new Set(["nice-ng219-gout", "acr-2020-gout", ...evidence])],
              evidenceReplacesRule: true as const,
            }
          : evidence.length > 0
            ? { evidence }
            : {}),
      };
    },
  },
  {
    id: "gout-thiazide",
    family: F,
    severity: Severity.moderate,
    problem: "Gout",
    title: "Gout on a thiazide diuretic",
    clinician:
      "Gout with {med}, a thiazide-type diuretic, which raises urate{urate}. For people with gout, ACR 2020 conditionally recommends switching hydrochlorothiazide to another antihypertensive when feasible, and choosing losartan preferentially.",
    patient:
      "Your water tablet ({drugs}) can raise uric acid and make gout attacks more likely. Ask your doctor whether a different blood pressure medicine would suit you. Do not stop it on your own.",
    nextSteps: [
      "Consider replacing the thiazide with another antihypertensive (losartan preferred where suitable) if blood pressure control allows",
    ],
    patientQuestions: ["Could a different blood pressure medicine help my gout?"],
    evidence: ["acr-2020-gout"],
    keywords: ["gout", "thiazide", "hydrochlorothiazide", "losartan"],
    match: (ctx) => {
      const gout = ctx.conditions("gout");
      const thiazides = ctx.meds("thiazide");
      if (gout.length === 0 || thiazides.length === 0) return undefined;
      const urate = ctx.lab("uric-acid");
      return {
        refs: ctx.refs(...thiazides, ...gout, isHigh(urate) ? urate : undefined),
        values: {
          med: medNames(thiazides),
          drugs: joinList([...new Set(thiazides.map(medicineWord))]),
          urate: isHigh(urate) ? ` (urate ${ctx.show(urate)})` : "",
        },
      };
    },
  },
  {
    id: "natriuretic-peptide-elevated",
    family: F,
    severity: Severity.moderate,
    problem: "Heart failure",
    title: "Raised natriuretic peptide",
    clinician:
      "{test} {value} is above the level that makes heart failure unlikely ({rulesOut} in the non-acute setting){echo}.",
    patient: "A heart-strain blood test is raised. This can be a sign of heart failure.{scan}",
    nextSteps: ["Echocardiogram; ECG; review symptoms, kidney function and age, which also raise the level"],
    patientQuestions: ["Do I need a heart scan?"],
    evidence: ["esc-2021-hf", "aha-acc-hfsa-2022-hf"],
    keywords: ["nt-probnp", "bnp", "heart failure diagnosis"],
    match: (ctx) => {
      if (ctx.conditions("heart-failure").length > 0) return undefined;
      // The echo is already done and shows cardiotoxic dysfunction: cardiotoxicity-late.ts refers.
      if (lateCardiacDysfunction(ctx) !== undefined) return undefined;
      // Congestion in the record: the possible-new-heart-failure finding reads the peptide.
      if (suspectedNewHeartFailure(ctx)) return undefined;
      const np = raisedNatriureticPeptide(ctx);
      if (!np) return undefined;
      // NICE's referral timing by NT-proBNP band (hf-suspected-nice.ts).
      const nice = np.id === "nt-probnp" ? niceNtProBnpReferral(ctx) : undefined;
      const below = np.id === "nt-probnp" ? niceNtProBnpBelowReferral(ctx, readsAsUk(ctx)) : undefined;
      // A survivor of anthracycline or chest radiotherapy is not sent to look elsewhere first
      // (np-cancer-survivor.ts; review 31b, deep-paeds-31b case 10).
      const survivor = survivorPeptide(ctx);
      const rulesOut = ruleOutLevels(np.obs);
      if (survivor !== undefined)
        return {
          refs: ctx.refs(np.obs),
          values: { test: np.test, value: peptideShown(ctx, np.id, np.obs), echo: "", scan: "", rulesOut },
          severity: np.severity,
          ...survivor,
        };
      if (below !== undefined)
        return {
          refs: ctx.refs(np.obs),
          values: { test: np.test, value: peptideShown(ctx, np.id, np.obs), echo: "", scan: "", rulesOut },
          severity: np.severity,
          clinicianExtra: below.clinician,
          patientExtra: below.patient,
          nextSteps: [below.step, "ECG; review symptoms, kidney function and age, which also raise the level"],
          evidence: ["nice-qs9-heart-failure", "esc-2021-hf"],
        };
      // No symptom stated: the referral waits for a clinical review (np-symptoms.ts).
      // A US record has no NICE band but the same "review for symptoms first" (usNtProBnpPrompt).
      const usPrompt = nice === undefined && np.id === "nt-probnp" ? usNtProBnpPrompt(ctx) : undefined;
      const quietUs = usPrompt === undefined ? undefined : referralWithoutSymptoms(ctx, usPrompt);
      const quiet = nice === undefined ? quietUs : referralWithoutSymptoms(ctx, nice);
      // With no symptom stated, echocardiography waits for the review that finds one (review 12
      // cardiometabolic case 10); NICE's own patient text names the scan once.
      const scanNow = quiet === undefined;
      const scanText = scanNow && nice === undefined;
      return {
        refs: ctx.refs(np.obs),
        values: {
          test: np.test,
          value: peptideShown(ctx, np.id, np.obs),
          echo: scanNow ? "; echocardiography is indicated if not already known" : "",
          scan: scanText ? " A heart scan (echocardiogram) can check how well the heart pumps." : "",
          rulesOut,
        },
        severity: np.severity,
        ...(nice === undefined
          ? quietUs === undefined
            ? {}
            : { clinicianExtra: quietUs.clinician, patientExtra: quietUs.patient, nextSteps: [quietUs.step] }
          : quiet !== undefined
            ? {
                clinicianExtra: `${nice.clinician} ${quiet.clinician}`,
                patientExtra: quiet.patient,
                nextSteps: [quiet.step],
                evidence: ["nice-qs9-heart-failure"],
              }
            : {
                clinicianExtra: nice.clinician,
                patientExtra: nice.patient,
                nextSteps: [nice.step, "ECG; review symptoms, kidney function and age, which also raise the level"],
                evidence: ["nice-qs9-heart-failure"],
              }),
      };
    },
  },
  {
    id: "natriuretic-peptide-known-hf",
    family: F,
    severity: Severity.moderate,
    problem: "Heart failure",
    title: "Raised natriuretic peptide in known heart failure",
    clinician:
      "{test} {value} in known heart failure{trend}. In established heart failure the level helps judge risk and progress rather than diagnose; compare it with the patient's previous values and review with the heart-failure team.",
    patient:
      "A heart-strain blood test is raised. You already have heart failure, so this result is best compared with your earlier results. Your heart-failure team can explain what it means for your care.",
    nextSteps: [
      "Compare with previous NT-proBNP/BNP results and review with the heart-failure team",
      "Review symptoms, weight and fluid status, kidney function and heart-failure medicines",
    ],
    patientQuestions: ["How does this result compare with my earlier ones?"],
    evidence: ["aha-acc-hfsa-2022-hf"],
    keywords: ["nt-probnp", "bnp", "heart failure", "risk stratification"],
    match: (ctx) => {
      const hf = ctx.conditions("heart-failure");
      const np = hf.length === 0 ? undefined : raisedNatriureticPeptide(ctx);
      if (!np) return undefined;
      const series = ctx.series(np.id);
      const s = series ? summariseSeries(series, ctx.model) : undefined;
      const rising = s !== undefined && s.direction === "rising" && s.percentChange >= 10;
      // A fall of a tenth or more is the comparison already made (review 16 hf-af case 04: 1420 -> 640 pg/mL on full treatment).
      const falling = s !== undefined && s.direction === "falling" && s.percentChange <= -10;
      const match: RuleMatch = {
        refs: ctx.refs(np.obs, hf[0]),
        values: {
          test: np.test,
          value: peptideShown(ctx, np.id, np.obs),
          trend:
            (rising || falling) && series
              ? `, ${rising ? "rising" : "down"} from ${formatNumber(s.first.value)} ${series.unit} (${s.first.date.slice(0, 10)})`
              : "",
        },
        // Moderate at least, so a rise in known heart failure is never left as a low-priority trend.
        // The high band comes from the acute rule-in cut-offs, which diagnose and do not apply once heart
        // failure is known: without a rise, the level is for comparison and ranks below the medicines
        // that change outcome (review 13 cardiology case 02).
        severity: rising ? np.severity : falling ? Severity.low : Severity.moderate,
      };
      if (falling) {
        match.clinicianExtra =
          "Compared with the earlier results the level has fallen. ESC 2021 reads natriuretic peptides as prognostic markers but does not support measuring them routinely to guide the titration of treatment: decisions rest on symptoms, signs, kidney function and potassium.";
        match.patientExtra = "It has come down compared with your earlier results.";
        match.nextSteps = ["Review symptoms, weight and fluid status, kidney function and heart-failure medicines"];
        match.evidence = ["esc-2021-hf"];
        match.patientQuestions = [];
      }
      if (rising) {
        match.patientExtra =
          "It has gone up compared with before, so let your heart-failure team know soon, especially if you are more short of breath or your ankles are more swollen.";
      }
      return match;
    },
  },
  {
    id: "psa-elevated",
    family: F,
    severity: Severity.moderate,
    problem: "Prostate",
    title: "Raised PSA",
    clinician: "PSA {psa}, above {threshold}{history}. {plan}",
    patient: "Your PSA (a prostate test) is raised. {patientReading}",
    nextSteps: [
      "Repeat PSA (avoid recent ejaculation, cycling, infection); shared decision about MRI or urology referral",
    ],
    patientQuestions: ["Should I repeat the PSA test?"],
    evidence: ["uspstf-2018-prostate"],
    keywords: ["psa", "prostate cancer screening"],
    match: (ctx) => {
      const psa = ctx.value("psa");
      // A BRCA2 carrier's PSA is read from IMPACT's level, above 3.0 at 40 to 69 (psa-brca2.ts).
      if (ctx.sex === "female" || psa === undefined || (psa < 4.0 && !brca2PsaRaised(ctx, psa))) return undefined;
      if (ctx.meds("5-ari").length > 0) return undefined; // assay-interference.ts reads PSA on a 5-alpha-reductase inhibitor
      if (symptomaticPsaAboveThreshold(ctx) !== undefined) return undefined; // psa-symptomatic.ts: a diagnostic PSA
      const treated = ctx.everHad("prostate-cancer").length > 0;
      // On androgen deprivation the PSA is a measure of response, read by psa-on-adt.ts.
      if (treated && psaRisingOnAdt(ctx)) return undefined;
      const uk = ukPsaEvidence(ctx, psa);
      const history = treated ? " in a man with treated prostate cancer, where any rise needs urology review" : "";
      // Screening words ("many things besides cancer", "shared decision about MRI") do not fit a man
      // whose cancer is known (review 23, Synthea records).
      const known: Partial<RuleMatch> = treated
        ? {
            nextSteps: [
              "Tell the urology or oncology team that follows the prostate cancer, with the earlier PSA results",
            ],
            patientQuestions: ["Does my prostate cancer team know about this result?"],
            // A screening guideline says nothing of a rise after treatment; the recurrence source does.
            evidence: ["eau-2023-bcr-definition-table"],
            evidenceReplacesRule: true,
          }
        : {};
      const patientReading = treated
        ? "Because you have been treated for prostate cancer, the team that looks after it should see this result."
        : "Many things besides cancer can raise it. The test is usually repeated first.";
      // A BRCA2 carrier's raised PSA is more often an early, aggressive cancer (IMPACT study, review 12 deep 11).
      const brca2 = history ? undefined : brca2Result(ctx);
      if (treated && psa < 4.0) return undefined;
      if (brca2 === undefined) {
        // A sample taken during a UTI or after cycling is repeated, not acted on (psa-confounders.ts),
        // and so is one taken during urinary retention (urinary-retention-notes.ts).
        const confounded = history ? undefined : (psaConfounders(ctx) ?? psaDuringRetention(ctx));
        // A free-to-total ratio sent with it is read, not left as a bare "low" (psa-nhs-threshold.ts).
        const free = history || confounded ? undefined : freePsaNote(ctx, psa);
        // From 70 to 79 a PSA below 5 is under the UK age band for referral (psa-nhs-threshold.ts).
        const older = history || confounded ? undefined : olderManBelowAgeBand(ctx, psa);
        // A UK record is referred without a repeat once the pre-test conditions are met (psa-nhs-threshold.ts).
        const ukPlan = history || confounded ? undefined : ukPsaReferral(ctx, psa);
        const screening = history || confounded ? undefined : olderManScreeningPsa(ctx);
        return withPsaFamilyHistory(
          ctx,
          withAddition(
            withAddition(
              {
                ...confounded,
                refs: [...ctx.refs(ctx.lab("psa")), ...(confounded?.refs ?? [])],
                values: {
                  psa: ctx.showValue("psa"),
                  history,
                  threshold: psaThresholdText(ctx, psa),
                  patientReading:
                    ukPlan?.patientReading ?? (screening ? "Many things besides cancer can raise it." : patientReading),
                  plan: ukPlan?.plan ?? REPEAT_PSA,
                },
                ...(uk && {
                  evidence: [...(confounded?.evidence ?? []), ...uk.evidence],
                  evidenceReplacesRule: uk.evidenceReplacesRule,
                }),
                ...(ukPlan && {
                  nextSteps: ukPlan.nextSteps,
                  patientQuestions: ukPlan.patientQuestions,
                  evidence: ukPlan.evidence,
                }),
                ...known,
              },
              older ?? screening,
            ),
            free,
          ),
        );
      }
      const carrier = brca2PsaMatch(ctx, brca2, psa, psaThresholdText(ctx, psa));
      return {
        ...carrier,
        evidence: [...(carrier.evidence ?? []), ...(uk?.evidence ?? [])],
        ...(uk && { evidenceReplacesRule: uk.evidenceReplacesRule }),
      };
    },
  },
  {
    id: "iron-overload-screen",
    family: F,
    severity: Severity.moderate,
    problem: "Iron",
    title: "High transferrin saturation with raised ferritin",
    clinician:
      "Transferrin saturation {tsat} with ferritin {ferritin}: meets the screening threshold for iron overload (TSAT ≥45%); HFE genotyping is indicated.",
    patient:
      "Your iron tests suggest you may store too much iron. A genetic test for a condition called haemochromatosis can check this.",
    nextSteps: ["Repeat fasting TSAT; HFE genotyping (C282Y, H63D); liver tests"],
    evidence: ["acg-2019-hemochromatosis"],
    keywords: ["iron overload", "transferrin saturation", "hemochromatosis"],
    match: (ctx) => {
      const tsat = ctx.value("tsat");
      const ferritin = ctx.lab("ferritin");
      if (tsat === undefined || tsat < 45 || !isHigh(ferritin)) return undefined;
      // A C282Y homozygous result is read by the genetics finding; genotyping is not asked for again.
      if (hfeC282yHomozygous(ctx)) return undefined;
      // Nor for haemochromatosis already diagnosed, which the haemochromatosis findings read (review 36,
      // liver-gi-36 case 05: "HFE genotyping is indicated" beside "HFE C282Y homozygous" on the problem list).
      if (knownHaemochromatosis(ctx) !== undefined) return undefined;
      const refs = ctx.refs(ctx.lab("tsat"), ferritin);
      const values = { tsat: ctx.showValue("tsat"), ferritin: ctx.show(ferritin) };
      const hfe = hfeResult(ctx);
      // Liver tests already in the record are named, not asked for again (review 21, gastro-hepatology case 09).
      const liver = inRecordNote(ctx, [IRON_OVERLOAD_LIVER_TESTS]);
      // A saturation already taken fasting is not repeated fasting (review 26, haem-26b case 09).
      const tsatName = ctx.lab("tsat")?.name ?? "";
      const fasting =
        statedMention(ctx.freeText, FASTED_SAMPLE) ?? (/\bfasting\b/i.test(tsatName) ? tsatName : undefined);
      const first =
        fasting === undefined
          ? "Repeat fasting TSAT; HFE genotyping (C282Y, H63D)"
          : `HFE genotyping (C282Y, H63D); the TSAT was already taken fasting ("${fasting}"), so it is not repeated first`;
      if (hfe === undefined) {
        // Before the genotype: a ferritin above 1000 µg/L or a raised AST already marks the liver at
        // risk if C282Y homozygosity is confirmed, and a relative with haemochromatosis makes it likelier
        // (review 35, liver-35 case 09: ferritin 1150 with AST 45 and a brother with haemochromatosis
        // read only as "HFE genotyping is indicated").
        const ferritinValue = ctx.valueOf(ferritin) ?? 0;
        const ast = ctx.lab("ast");
        const liverRisk = [
          ferritinValue > 1000
            ? `a ferritin above 1000 ${/ng\/ml/i.test(ferritin?.unit ?? "") ? "ng/mL" : "µg/L"}`
            : "",
          isHigh(ast) ? `a raised AST (${ctx.show(ast)})` : "",
        ].filter(Boolean);
        const relative = statedMention(ctx.freeText, RELATIVE_WITH_HAEMOCHROMATOSIS);
        const extra = [
          relative === undefined
            ? ""
            : `A first-degree relative has haemochromatosis ("${relative}"), which makes HFE haemochromatosis more likely.`,
          liverRisk.length === 0
            ? ""
            : `With ${joinList(liverRisk)}, the liver is assessed for fibrosis if C282Y homozygosity is confirmed: EASL 2010 suggests liver biopsy may be offered to C282Y homozygotes with either.`,
        ].filter(Boolean);
        return {
          refs: [...refs, ...(isHigh(ast) ? ctx.refs(ast) : [])],
          values,
          ...((liver !== undefined || fasting !== undefined) && {
            nextSteps: [`${first}${liver === undefined ? "; liver tests" : ` ${liver}`}`],
          }),
          ...(extra.length > 0 && {
            clinicianExtra: extra.join(" "),
            evidence: ["acg-2019-hemochromatosis", ...(liverRisk.length > 0 ? ["easl-2010-hfe-haemochromatosis"] : [])],
          }),
        };
      }
      // EASL 2022: with high TSAT and ferritin but another HFE genotype, iron overload is shown by
      // liver iron (MRI or biopsy); EASL 2010: other causes of a raised ferritin are looked for first.
      return {
        refs: [...refs, hfe.gene.ref],
        values,
        clinicianExtra: `The HFE genotype is already in the record (${hfe.text}) and is not C282Y homozygous, so genotyping is not repeated: other causes of a raised ferritin are looked for first, and iron overload with this genotype is shown by liver iron on MRI or biopsy.`,
        patientExtra:
          "Your gene test is already done and does not show the usual haemochromatosis pattern, so your doctor will look for other reasons for the iron results.",
        nextSteps: [
          "Look for other causes of the raised ferritin (alcohol, inflammation, liver disease, metabolic syndrome); if iron overload is still suspected, assess liver iron by MRI with hepatology or haematology",
        ],
        evidence: ["easl-2022-haemochromatosis", "easl-2010-hfe-haemochromatosis"],
      };
    },
  },
  {
    id: "haemochromatosis-liver-assessment",
    family: F,
    severity: Severity.high,
    problem: "Iron",
    title: "Haemochromatosis with signs of liver risk: stage liver fibrosis",
    clinician:
      "{hfe} with {risk}: EASL offers liver biopsy to C282Y homozygotes with a ferritin above 1000 µg/L or a raised AST, stages liver fibrosis at diagnosis, and screens for hepatocellular carcinoma when fibrosis is advanced. Iron overload is shown, so venesection is indicated (induction target ferritin below 50 µg/L).",
    patient:
      "Your results show haemochromatosis with a lot of stored iron{liverText}. Too much iron can scar the liver over time, so your liver should be checked, and treatment to remove iron (regular blood removal, called venesection) is usually started.",
    nextSteps: HAEMOCHROMATOSIS_LIVER_STEPS,
    patientQuestions: ["Do I need a liver scan or other liver test?", "When can venesection start?"],
    evidence: ["easl-2022-haemochromatosis", "easl-2010-hfe-haemochromatosis"],
    keywords: ["haemochromatosis", "liver fibrosis", "ferritin", "venesection"],
    match: (ctx) => {
      const known = knownHaemochromatosis(ctx);
      const ferritinObs = ctx.lab("ferritin");
      const ferritin = ctx.valueOf(ferritinObs);
      // Only a C282Y homozygote (or a stated diagnosis) with raised iron indices; a genotype alone is not iron overload.
      if (known === undefined || ferritin === undefined || !isHigh(ferritinObs)) return undefined;
      const ast = ctx.lab("ast");
      const alt = ctx.lab("alt");
      const risks = [
        ferritin > 1000 ? `ferritin ${ctx.show(ferritinObs)}, above 1000 µg/L` : "",
        isHigh(ast) ? `raised AST ${ctx.show(ast)}` : "",
      ].filter(Boolean);
      if (risks.length === 0) return undefined;
      const liver = isHigh(alt) || isHigh(ast);
      const match: RuleMatch = {
        refs: [known.ref, ...ctx.refs(ferritinObs, isHigh(ast) ? ast : undefined, isHigh(alt) ? alt : undefined)],
        values: {
          hfe: capitalise(known.text),
          risk: `${joinList(risks)}${isHigh(alt) ? ` (ALT ${ctx.show(alt)} is raised too)` : ""}`,
          liverText: liver ? ", and a raised liver test" : "",
        },
      };
      const plan = haemochromatosisLiverPlan(ctx, match);
      // The genotype finding (genetics.ts) gives venesection with its targets and relative screening
      // when the indices confirm overload, so they are not listed twice (review 14, haematology case 15).
      if (!hfeOverloadConfirmed(ctx)) return plan;
      const steps = plan.nextSteps ?? HAEMOCHROMATOSIS_LIVER_STEPS;
      return { ...plan, nextSteps: steps.filter((x) => x !== VENESECTION_SIBLINGS_STEP) };
    },
  },
  {
    id: "raised-ferritin-tsat-below-45",
    family: F,
    severity: Severity.low,
    problem: "Iron",
    title: "Raised ferritin with transferrin saturation below 45%",
    clinician:
      "Ferritin {ferritin} with transferrin saturation {tsat}: the saturation is below the 45% threshold used to screen for iron overload. Besides iron overload, a raised ferritin comes from inflammation, liver disease (including fatty liver), kidney disease, cancer and the metabolic syndrome, so the cause is looked for among these.{alcohol}",
    patient:
      "Your ferritin (a protein that stores iron) is raised, but your iron saturation is not high. A raised ferritin can come from inflammation, fatty liver and some other conditions, not only from too much iron.",
    nextSteps: [
      "Look for the cause of the raised ferritin: inflammation, liver disease including fatty liver, kidney disease, metabolic syndrome",
    ],
    evidence: ["bsh-2018-raised-ferritin", "acg-2019-hemochromatosis"],
    keywords: ["raised ferritin", "hyperferritinaemia", "transferrin saturation"],
    match: (ctx) => {
      const tsat = ctx.value("tsat");
      const ferritin = ctx.lab("ferritin");
      if (tsat === undefined || tsat >= 45 || !isHigh(ferritin)) return undefined;
      // On an ESA or dialysis a ferritin up to 500 µg/L is where iron is still given (KDIGO 2012; NICE
      // NG8 reviews the iron dose above 500), not an unexplained raised ferritin (review 20, ckd case 04).
      if (
        (onEsaOrHaemodialysis(ctx) || onDialysis(ctx)) &&
        (ctx.valueOf(ferritin) ?? Infinity) <= CKD_IRON_FERRITIN_CEILING
      )
        return undefined;
      // In heart failure such a ferritin with a low TSAT is iron deficiency (hf-iron-deficiency.ts, review 16 hf-af case 05).
      if (hfIronDeficiency(ctx) !== undefined) return undefined;
      // Stated drinking is named as a likely contributor (review 12, haematology 15).
      const alcohol = alcoholIntake(ctx);
      return {
        refs: ctx.refs(ferritin, ctx.lab("tsat")),
        values: {
          tsat: ctx.showValue("tsat"),
          ferritin: ctx.show(ferritin),
          alcohol: alcohol
            ? ` ${alcohol.quote}: alcohol raises ferritin too, and the level usually falls once drinking stops, so it is rechecked after a period without alcohol.`
            : "",
        },
        ...(alcohol
          ? {
              evidence: ["acb-1995-alcohol-iron-status"],
              patientExtra: "Alcohol can also raise ferritin, and it usually comes down when drinking stops.",
            }
          : {}),
      };
    },
  },
  {
    id: "proteinuria-dipstick-confirm",
    family: F,
    severity: Severity.low,
    problem: "Kidney function",
    title: "Protein on urine dipstick",
    clinician:
      "Urine dipstick protein {result}; quantify with a urine albumin-to-creatinine ratio, which stages albuminuria.",
    patient: "A urine strip test found some protein. A more exact urine test can measure it.",
    nextSteps: ["Urine albumin-to-creatinine ratio on an early-morning sample"],
    evidence: ["kdigo-2024-ckd"],
    keywords: ["proteinuria", "urine albumin creatinine ratio"],
    match: (ctx) => {
      const obs = ctx.anyLab("urine-protein");
      // A measured protein or albumin ratio already quantifies it; in pregnancy the protein:creatinine
      // ratio is the test (rules/pregnancy-emergencies.ts reads it).
      if (!obs || obs.value.kind !== "qualitative" || obs.value.result === "negative") return undefined;
      if (ctx.anyLab("uacr") || ctx.anyLab("upcr") || pregnancy(ctx) !== undefined) return undefined;
      // With a likely urine infection the protein is read again after treatment (rules/uti-dipstick.ts).
      if (likelyLowerUti(ctx) !== undefined || possiblePyelonephritis(ctx) !== undefined) return undefined;
      // A trace during rhabdomyolysis: the urine is read with the muscle injury (rules/rhabdomyolysis.ts),
      // and a test that stages chronic kidney disease is not the next step in that acute illness
      // (review 21, urology case 08). An engine choice; more than a trace is still quantified.
      if (/^\s*trace\b/i.test(obs.rawValue) && rhabdomyolysis(ctx) !== undefined) return undefined;
      return { refs: [obs.ref], values: { result: obs.rawValue.trim() } };
    },
  },
  {
    id: "diabetes-kidney-monitoring",
    family: F,
    severity: Severity.info,
    problem: "Diabetes",
    title: "Kidney screening in diabetes",
    clinician:
      "Diabetes without a urine albumin-to-creatinine ratio in the record; UACR and eGFR are checked at least yearly.",
    patient: "People with diabetes should have a yearly urine test and blood test for the kidneys.",
    nextSteps: ["Urine ACR and eGFR at least yearly"],
    evidence: ["ada-soc-2026-s11"],
    keywords: ["diabetes", "uacr screening"],
    match: (ctx) => {
      const dm = ctx.conditions("diabetes");
      if (dm.length === 0 || ctx.anyLab("uacr") || hyperglycaemicCrisis(ctx)) return undefined;
      // On dialysis kidney failure is established: screening for kidney disease no longer applies.
      if (onDialysis(ctx)) return undefined;
      // Under 18 the children's rule speaks instead (diabetes-kidney-child.ts).
      if (ctx.age !== undefined && ctx.age < 18) return undefined;
      return { refs: ctx.refs(...dm) };
    },
  },
];
