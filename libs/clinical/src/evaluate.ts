import { isRaceEgfr, raceEgfrNote, setAsideRow } from "./compose/aside-rows.ts";
import { type LabDefinition, labById } from "./catalogue/index.ts";
import { MEANINGS_IN_CONTEXT, type MeaningInContext } from "./catalogue/overlay.ts";
import { labMeaning } from "./lab-causes.ts";
import { liverClottingMeaning } from "./rules/alcohol-hepatitis.ts";
import { checkpointInhibitors } from "./rules/adrenal-crisis-suspected.ts";
import { chemotherapyInRecord } from "./rules/oncology-haematology.ts";
import { findEvidence } from "./evidence/library.ts";
import {
  type Finding,
  FindingFamily,
  type LabObservation,
  type LabSeries,
  LabStatus,
  NotComparable,
  type PatientModel,
  SEVERITY_RANK,
  Severity,
  type TrendPoint,
} from "./model.ts";
import { matchesFocus } from "./normalize/common.ts";
import { criticalLimitSide, isCriticalFlag, normaliseFlag } from "./normalize/labs.ts";
import { RETAINED_IN_KIDNEY_FAILURE, inKidneyFailure } from "./normalize/kidney-failure.ts";
import { implausibleForUnit } from "./normalize/plausibility.ts";
import type { DecimalMark } from "./parse/number.ts";
import { codedAnswerSubject, isMeasured, parseValue } from "./parse/value.ts";
import { derivationText } from "./normalize/egfr.ts";
import { isCensored } from "./rules/context.ts";
import {
  SAMPLE_REPEAT_KEYWORD,
  sampleProblem,
  sampleProblemEvidence,
  sampleProblemForPatient,
  sampleProblemSaid,
  trueHyperkalaemiaReasons,
  withSampleCaveat,
} from "./rules/haemolysis.ts";
import { withPlateletClumping } from "./rules/pseudothrombocytopenia.ts";
import { supersededBySoundRepeat, supersededNote } from "./superseded.ts";
import {
  NOT_CALCULATED,
  NOT_PERFORMED,
  NOT_YET_REPORTED,
  SAMPLE_NOT_TESTED,
  SEE_COMMENT,
} from "./normalize/result-words.ts";
import { historicalNote, normalisedSince } from "./historical-result.ts";
import { undatedFurtherOut, undatedFurtherOutFinding } from "./rules/undated-lab.ts";
import { belowNewbornPhototherapyLine, bilirubinInBaby } from "./rules/infant-jaundice.ts";
import { highMeaningOnMedicine } from "./rules/explained-high-results.ts";
import { mineralResultOnDialysis } from "./rules/dialysis-mineral-results.ts";
import { onDialysis } from "./rules/ckd-complications.ts";
import { mildProlactinMeaning, prolactinInPregnancyMeaning } from "./rules/hyperprolactinaemia.ts";
import { markerWithCellulitis } from "./rules/cellulitis.ts";
import { nearOptimalLdl } from "./rules/ldl-near-optimal.ts";
import { glucoseWithNormalHba1c } from "./rules/glucose-normal-hba1c.ts";
import { glucoseInFrailOlderAdult } from "./rules/glucose-frail-older.ts";
import { liverTestAfterLiverTransplant } from "./rules/liver-transplant-liver-tests.ts";
import { highCalciumForAlbumin } from "./rules/calcium-high-albumin.ts";
import { lowCalciumForAlbumin } from "./rules/calcium-low-albumin.ts";
import { hivConfirmed } from "./rules/hiv.ts";
import { ferritinInHaemochromatosis } from "./rules/hfe-iron-context.ts";
import { recordedCoeliac } from "./rules/coeliac-known.ts";
import { cholestasisOfPregnancy, itchAwaitingBileAcids } from "./rules/pregnancy-cholestasis.ts";
import { PLACENTAL_ALP_MAX_ULN, placentalAlp, whiteCellsUsualInPregnancy } from "./rules/pregnancy-labs.ts";
import { inPreEclampsiaSetting } from "./rules/pregnancy-emergencies.ts";
import { phosphateAboveAdultRangeInMinor, pregnancyHbCutoff } from "./rules/patterns.ts";
import { adjustForAcuteIllness } from "./rules/acute-context.ts";
import { adjustForInpatient } from "./rules/in-hospital.ts";
import { adjustForComfortCare, adjustForEscalationPlan } from "./rules/comfort-care.ts";
import { adjustForStaleResults } from "./stale-results.ts";
import { withEgfrCreatinineDoubt } from "./rules/egfr-creatinine-mismatch.ts";
import { withSameTimeDoubt } from "./rules/same-time-disagreement.ts";
import { leadWithExplainingFinding } from "./rules/lead-finding.ts";
import { genericNamesLowered, recordedText } from "./rules/medicine-case.ts";
import { childSchwartzEgfr } from "./rules/child-schwartz-egfr.ts";
import { withPlannedSetAside } from "./rules/planned-medicines.ts";
import { transaminaseWithMuscleCk } from "./rules/muscle-ast.ts";
import { lowCreatinineInPregnancy } from "./rules/pregnancy-low-creatinine.ts";
import { glycosuriaInPregnancy } from "./rules/pregnancy-glycosuria.ts";
import { highLipidInPregnancy } from "./rules/pregnancy-statin.ts";
import { rubellaNonImmuneInPregnancy } from "./rules/live-vaccines-pregnancy.ts";
import {
  highClottingTestInPregnancy,
  lowAlbuminInPregnancy,
  lowUreaInPregnancy,
} from "./rules/pregnancy-physiology-labs.ts";
import { lowCalciumWithLowMagnesium } from "./rules/calcium-low-magnesium.ts";
import { phosphateAfterFcm } from "./rules/iv-iron-hypophosphataemia.ts";
import { sodiumAfterExertion } from "./rules/exercise-hyponatraemia.ts";
import { hypoparathyroidMeaning } from "./rules/hypoparathyroidism-acute.ts";
import { centralHypothyroidMeaning } from "./rules/central-hypothyroidism.ts";
import { endocrineLabReading } from "./rules/endocrine-lab-readings.ts";
import { amaInKnownPbc } from "./rules/pbc-treated.ts";
import { linkedToAcromegaly } from "./rules/acromegaly-links.ts";
import { linkedToTacrolimus } from "./rules/tacrolimus-diabetes-links.ts";
import { linkedToPhaeochromocytoma } from "./rules/phaeochromocytoma-links.ts";
import { sglt2Once } from "./rules/sglt2-once.ts";
import { sameDaySoundPotassium, withPotassiumRepeatDone } from "./rules/potassium-repeat-done.ts";
import { thrombocytosisWithInflammation, thrombocytosisWithIronDeficiency } from "./rules/thrombocytosis-iron.ts";
import { countsAfterSplenectomy } from "./rules/post-splenectomy-counts.ts";
import { ferritinOnKidneyTreatment } from "./rules/ckd-iron.ts";
import { currentFirstCombinedEgfr } from "./rules/egfr-equation.ts";
import { countsInHypersplenism } from "./rules/hypersplenism-counts.ts";
import { raisedWithFluidLoss } from "./rules/relative-erythrocytosis.ts";
import { countInKnownCll } from "./rules/cll-known-counts.ts";
import { lowVitaminDInItsUnit } from "./rules/vitamin-d-unit.ts";
import { RULES, RuleContext, type Rule, type RuleMatch } from "./rules/index.ts";
import {
  type RecordWords,
  emergencyCountry,
  forClinician,
  forPatient,
  recordWords,
  withCountryWords,
  withRecordWords,
} from "./rules/record-words.ts";
import { formatNumber, formatThreshold, isPluralName, midSentence, nameKey } from "./text.ts";
import { thresholdText } from "./threshold-unit.ts";
import { positiveWord, resultText } from "./qualitative-wording.ts";
import { grownOrganism } from "./vocab/culture.ts";
import { ckAfterExercise } from "./rules/statin-ck-exercise.ts";
import { SLIGHT_PATIENT_MEANING, slightlyOutsideRange } from "./slight-flag.ts";
import { parseUnit, type Unit, unitSuffix } from "./units.ts";
import { withoutOwnedTrends } from "./trend-owners.ts";
import {
  clearOfTwoPointNoise,
  formatReported,
  type SeriesDisplay,
  seriesDisplay,
  summariseSeries,
  trendLevel,
  type TrendSummary,
} from "./trends.ts";

function fill(template: string, values: Record<string, string | number> = {}): string {
  return (
    template
      .replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""))
      .replace(/\s+([.,;])/g, "$1")
      // A medicine listed by the bare drug name repeats it: "on methotrexate (Methotrexate)" reads
      // "on methotrexate" (review 32, medcase-32 case 06).
      .replace(/\b([A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,2}) \((\1)\)/gi, "$1")
      .trim()
  );
}

/** A rule's finding, with the record's UK or US words (rules/record-words.ts) in every text. */
function fromRule(rule: Rule, match: RuleMatch, words: RecordWords): Finding {
  const values = { ...words, ...match.values };
  const w = (text: string) => withRecordWords(text, words);
  const toPatient = (text: string) => forPatient(withRecordWords(text, words), words);
  const clinician = [fill(rule.clinician, values), match.clinicianExtra ?? ""].filter(Boolean).join(" ");
  const patient = [fill(rule.patient, values), match.patientExtra ?? ""].filter(Boolean).join(" ");
  return {
    id: rule.id,
    code: rule.id,
    family: rule.family,
    severity: match.severity ?? rule.severity,
    problem: match.problem ?? rule.problem,
    title: w(fill(rule.title, values)),
    clinician: w(clinician),
    patient: toPatient(patient),
    nextSteps: (match.nextSteps ?? rule.nextSteps).map(w),
    patientQuestions: (match.patientQuestions ?? rule.patientQuestions ?? []).map(toPatient),
    evidenceIds: [
      ...new Set([...(match.evidenceReplacesRule && match.evidence ? [] : rule.evidence), ...(match.evidence ?? [])]),
    ],
    refs: [...new Set(match.refs)],
    keywords: [...rule.keywords],
  };
}

/** Each test's results, current first (see {@link currentFirstCombinedEgfr}). */
function resultsPerTest(labs: readonly LabObservation[]): LabObservation[][] {
  const groups = new Map<string, LabObservation[]>();
  for (const obs of labs) {
    const key = obs.analyteId ?? nameKey(obs.name);
    const list = groups.get(key) ?? [];
    list.push(obs);
    groups.set(key, list);
  }
  return [...groups.values()].map((list) => list.sort(currentFirstCombinedEgfr));
}

function isCritical(obs: LabObservation): boolean {
  return obs.critical || obs.status === "critical-high" || obs.status === "critical-low";
}

const DAY_MS = 86_400_000;

/**
 * Critical results other than the current one that are still reported: undated ones, which may be
 * the newest, and those within a day before the current one, since a quick repeat does not show the
 * critical value was spurious or dealt with.
 */
function otherRecentCriticals(current: LabObservation, others: readonly LabObservation[]): LabObservation[] {
  return others.filter(
    (o) => isCritical(o) && (o.time === undefined || current.time === undefined || current.time - o.time <= DAY_MS),
  );
}

/**
 * The result a failed repeat leaves standing: when the current result is a sample the laboratory
 * could not test ("See comment: haemolysed, please recollect"), the newest earlier numeric result of
 * the test, if abnormal and taken within a week before (our own window, no source), is still the
 * latest value there is (review 27, labs-27b 01: a haemolysed potassium of 6.1 vanished behind it).
 * Critical ones within a day are already reported by {@link otherRecentCriticals}.
 */
function standingBeforeFailedRepeat(
  current: LabObservation,
  others: readonly LabObservation[],
): LabObservation | undefined {
  if (current.value.kind === "number" || current.notComparable !== NotComparable.notNumeric) return undefined;
  const said = SEE_COMMENT.test(current.rawValue) ? (current.notes ?? "") : current.rawValue;
  if (!SAMPLE_NOT_TESTED.test(said)) return undefined;
  const before = others.find((o) => o.value.kind === "number");
  if (before === undefined || before.status === LabStatus.normal || before.status === LabStatus.unknown)
    return undefined;
  if (before.time !== undefined && current.time !== undefined && current.time - before.time > 7 * DAY_MS)
    return undefined;
  if (otherRecentCriticals(current, [before]).length > 0) return undefined;
  return before;
}

/**
 * The finding for a result a failed repeat left standing, saying the repeat failed and must be done
 * again. A low-priority flag becomes moderate (our own choice, no source): the repeat asked for has
 * not happened, so someone has to arrange a new sample.
 */
function standingFinding(f: Finding, current: LabObservation): Finding {
  const when = current.date ? ` on ${current.date.slice(0, 10)}` : "";
  return {
    ...f,
    severity: f.severity === Severity.low ? Severity.moderate : f.severity,
    clinician: `${f.clinician} The repeat${when} could not be tested by the laboratory, so this remains the latest value; repeat it promptly.`,
    patient: `${f.patient} A repeat test${when} could not be done on the sample, so this result still needs checking with a new blood test soon.`,
    refs: [...f.refs, current.ref],
  };
}

/**
 * Abnormal results taken at the same time as the current one that point the other way (potassium
 * 3.2 and 5.4 from one draw): the current one is the more concerning only by a tie-break, so both
 * are reported. Critical ones are already reported by {@link otherRecentCriticals}.
 */
function sameTimeOpposites(current: LabObservation, others: readonly LabObservation[]): LabObservation[] {
  const direction = (o: LabObservation) => (o.status === "high" ? 1 : o.status === "low" ? -1 : 0);
  if (current.time === undefined || direction(current) === 0) return [];
  return others.filter((o) => o.time === current.time && !isCritical(o) && direction(o) === -direction(current));
}

function describeStatus(obs: LabObservation): string {
  switch (obs.status) {
    case "critical-high":
      return "critically high";
    case "critical-low":
      return "critically low";
    case "high":
      return obs.borderline ? "in the borderline-high band" : "above the reference range";
    case "low":
      return "below the reference range";
    case "abnormal":
      return "abnormal";
    default:
      return obs.status;
  }
}

/** A count given as a band ("11-30" red cells per field), judged by its lower end. */
const COUNT_BAND = /^\s*\d+\s*-\s*\d+\s*$/;

function showLab(obs: LabObservation): string {
  const v =
    obs.value.kind === "number"
      ? // The band is quoted as printed: "11 /hpf" misquoted an "11-30 /hpf" (review 17, us-panels 09).
        COUNT_BAND.test(obs.rawValue)
        ? obs.rawValue.trim()
        : `${obs.value.comparator ?? ""}${formatReported(obs.value.value)}`
      : resultText(obs);
  return `${v}${isMeasured(obs.value) ? unitSuffix(obs.unit) : ""}`;
}

function onDate(obs: LabObservation): string {
  return obs.date ? ` on ${obs.date.slice(0, 10)}` : "";
}

/** Names and texts shared by the findings about one result. */
function labTexts(obs: LabObservation) {
  const def = obs.analyteId ? labById(obs.analyteId) : undefined;
  return {
    def,
    name: def?.name ?? obs.name,
    plain: midSentence(def?.plain ?? obs.name),
    insight: def && findEvidence(`insight:${def.id}`) ? [`insight:${def.id}`] : [],
    range: obs.range?.text
      ? ` (reference ${obs.range.text}${obs.rangeSource === "catalogue" ? ", adult range from our catalogue" : ""})`
      : "",
  };
}

/**
 * A critical result. When it is not the current result of its test, the texts say which one is, so
 * the reader can tell whether the critical value still stands.
 */
function criticalFinding(obs: LabObservation, current: LabObservation, ctx: RuleContext): Finding {
  const { model } = ctx;
  const { def, name, plain, insight, range } = labTexts(obs);
  const side = def ? criticalLimitSide(obs, def) : undefined;
  // The laboratory called it critical only when its flag said so: a "Low" flag on a value beyond the
  // engine's limit is the engine's call (review 12, young adults 5 and 7).
  const labCalledCritical = obs.statusSource === "caller" && isCriticalFlag(obs.callerFlag);
  if (labCalledCritical && side === "within" && def) return labFlaggedCriticalFinding(obs, current, def, ctx);
  // Say whose call it is: the engine's limit, the laboratory's flag, or both (review 11, lab-panels #7).
  const whose = !labCalledCritical
    ? "beyond a commonly used critical limit"
    : side === "high" || side === "low"
      ? "beyond a commonly used critical limit and flagged critical by the laboratory"
      : "flagged critical by the laboratory";
  const key = obs.status === "critical-low" ? "low" : "high";
  const settled = meaningInContext(obs, ctx);
  const meaning = settled?.text ?? labMeaning(def, key, model, "clinician");
  const patientMeaning = settled?.patient ?? settled?.text ?? labMeaning(def, key, model, "patient");
  const lead = obs.status === "critical-low" ? "A low value" : "A high value";
  const isCurrent = obs === current;
  const other = `${name} ${showLab(current)}${onDate(current)}`;
  const standing = isCurrent
    ? ""
    : obs.time === undefined && current.time !== undefined
      ? ` It has no date, so it may be newer than the latest dated result, ${other}.`
      : ` ${other} is taken as the current result; check that this critical value has been dealt with.`;
  return {
    id: `lab-critical:${obs.ref}`,
    code: "lab-critical",
    family: FindingFamily.labFlag,
    severity: Severity.critical,
    problem: "Critical results",
    title: `Critical ${name}`,
    clinician: `${name} ${showLab(obs)}${onDate(obs)} is ${describeStatus(obs)}${range}, ${whose}.${meaning ? ` ${lead} ${meaning}.` : ""}${standing}`,
    patient: isCurrent
      ? `Your ${plain} result is at a level that needs urgent attention.${patientMeaning ? ` A result like this ${patientMeaning}.` : ""}`
      : `One of your ${plain} results is at a level that needs urgent attention.${patientMeaning ? ` A result like this ${patientMeaning}.` : ""} You have another ${plain} result too. Ask your doctor which one is current.`,
    nextSteps: [
      isCurrent
        ? `Act on the critical ${name} now: confirm the result and treat as clinically indicated; do not let a repeat test delay treatment`
        : `Confirm now whether the critical ${name} is current and, if so, act on it at once; do not let a repeat test delay treatment`,
    ],
    patientQuestions: [],
    evidenceIds: [...insight, ...(settled?.evidence ?? [])],
    refs: [obs.ref],
    keywords: [name, "critical value"],
  };
}

/**
 * A result the laboratory flagged critical that lies inside the engine's own critical limits
 * (glucose 212 mg/dL flagged "Critical" against a limit of 450; review 11, lab-panels #7). The
 * laboratory may know more than the number (its own limits, the clinical setting), so its flag is
 * kept and returned as sent, and the clinician is asked to review the result the same day. But the
 * engine does not call it critical itself: it is graded high, worded as the laboratory's flag, and
 * the patient is asked to contact their doctor today rather than sent to an emergency department
 * for a value the engine judges only high (or, flagged against the numbers, not out of range).
 */
function labFlaggedCriticalFinding(
  obs: LabObservation,
  current: LabObservation,
  def: LabDefinition,
  ctx: RuleContext,
): Finding {
  const { name, plain, insight, range } = labTexts(obs);
  const up = obs.status === LabStatus.criticalHigh;
  const down = obs.status === LabStatus.criticalLow;
  const read = up ? LabStatus.high : down ? LabStatus.low : undefined;
  const settled = read === undefined ? undefined : meaningInContext({ ...obs, status: read }, ctx);
  const key = up ? "high" : "low";
  const meaning = read === undefined ? undefined : (settled?.text ?? labMeaning(def, key, ctx.model, "clinician"));
  const patientMeaning =
    read === undefined ? undefined : (settled?.patient ?? settled?.text ?? labMeaning(def, key, ctx.model, "patient"));
  const crit = def.critical;
  const limits = [
    up || read === undefined ? crit?.high : undefined,
    down || read === undefined ? crit?.low : undefined,
  ];
  // The limits are read in the result's unit: "below 20 10^9/L", not 10^3/µL, beside platelets in 10^9/L.
  const inUnit = (v: number) => thresholdText(obs, v, crit?.unit ?? "");
  const limitText = [
    limits[0] == null ? undefined : `above ${inUnit(limits[0])}`,
    limits[1] == null ? undefined : `below ${inUnit(limits[1])}`,
  ]
    .filter((t) => t !== undefined)
    .join(" or ");
  const where = up
    ? "above the reference range"
    : down
      ? "below the reference range"
      : "not outside the reference range";
  const isCurrent = obs === current;
  const standing = isCurrent ? "" : ` ${name} ${showLab(current)}${onDate(current)} is taken as the current result.`;
  return {
    id: `lab-critical:${obs.ref}`,
    code: "lab-critical",
    family: FindingFamily.labFlag,
    severity: Severity.high,
    problem: "Results flagged by the laboratory",
    title: `${name} flagged critical by the laboratory`,
    clinician: `${name} ${showLab(obs)}${onDate(obs)} was flagged critical by the laboratory; it is ${where}${range} but not beyond the commonly used critical limit (${limitText}), so this report grades it high rather than critical. The laboratory's flag is kept: review the result and the patient today.${meaning ? ` A ${key} value ${meaning}.` : ""}${standing}`,
    patient: `The laboratory marked your ${plain} result for prompt attention. ${read === undefined ? "The number itself is within the usual range, so your doctor will check the result" : `It is ${up ? "higher" : "lower"} than the usual range${settled?.urgent === true ? "" : ", but not at a level that is usually an emergency on its own"}`}.${patientMeaning ? ` A ${key} level ${patientMeaning}.` : ""}${settled?.urgent === true ? " If you have any such symptoms, go to an emergency department now; otherwise contact your doctor today." : " Contact your doctor today to talk about it. If you feel very unwell, do not wait: get medical help the same day."}`,
    nextSteps: [
      `Review the ${name} flagged critical by the laboratory today: contact the patient, ask about symptoms, and repeat or act on it as the clinical picture requires`,
    ],
    patientQuestions: [],
    evidenceIds: [...insight, ...(settled?.evidence ?? [])],
    refs: [obs.ref],
    keywords: [name, "flagged critical by the laboratory"],
  };
}

/** The meaning of a low result that lies at or above the test's `mildLow` bound, if it does. */
function mildLowMeaning(
  def: LabDefinition | undefined,
  obs: LabObservation,
  reader: "clinician" | "patient" = "clinician",
): string | undefined {
  const mild = def?.meaning.mildLow;
  const value = obs.standard?.value;
  return obs.status === "low" && mild !== undefined && value !== undefined && value >= mild.from
    ? reader === "patient"
      ? (mild.patient ?? mild.text)
      : mild.text
    : undefined;
}

/**
 * What a panel the catalogue does not know found, as its answer names it (": Influenza A DETECTED"
 * under "SARS-CoV-2/Flu A/B/RSV PCR"): without it the patient reads only that the panel was positive.
 */
function panelTarget(obs: LabObservation): string {
  return obs.analyteId === undefined && codedAnswerSubject(obs.rawValue) !== undefined ? ` (${resultText(obs)})` : "";
}

function abnormalFinding(obs: LabObservation, ctx: RuleContext): Finding {
  const { model } = ctx;
  const { def, name, plain, insight, range } = labTexts(obs);
  // "Reactive", "Detected", "2+" read as reactive, detected or positive, never as above a range.
  const positive = positiveWord(obs);
  const key = obs.status === "low" ? "low" : obs.status === "high" && !positive ? "high" : "positive";
  const settled = meaningInContext(obs, ctx);
  const mild = settled?.text ?? mildLowMeaning(def, obs);
  // A positive result of a test that only has a "high" meaning is read with that one.
  const read = (reader: "clinician" | "patient") =>
    labMeaning(def, key, model, reader) ?? (positive ? labMeaning(def, "high", model, reader) : undefined);
  const meaning = mild ?? read("clinician");
  // Just outside the range in a test where that is common in well people: "slightly", and what the
  // range means rather than the causes of a clearly abnormal result (slight-flag.ts).
  const slight = settled === undefined && mild === undefined && slightlyOutsideRange(obs);
  const patientMeaning =
    settled?.patient ??
    (settled?.text === undefined ? mildLowMeaning(def, obs, "patient") : settled.text) ??
    (slight ? undefined : read("patient"));
  // A dipstick or other present/absent test reads as positive (or trace), not as out of a range.
  const qualitative =
    positive ??
    (obs.status === "abnormal" && obs.value.kind === "qualitative" && obs.value.result !== "negative"
      ? obs.value.result
      : undefined);
  // A result that is only the word itself is not repeated: "… on 2026-11-10 is reactive".
  const shown = positive && resultText(obs).toLowerCase() === positive ? "" : ` ${showLab(obs)}`;
  // A strip's trace is weaker than its first positive grade and is not called positive (review 18,
  // leftovers 02: "Trace … A positive result can come from…").
  // "A trace usually means blood sugar is high" gave a trace a clear positive's meaning (review 30b,
  // endo-infect-30b case 02): the meaning is that of a clear positive, and a trace is weaker evidence.
  const abnormalWord =
    qualitative === "trace" ? "A trace is weaker evidence than a clear positive, which" : "A positive result";
  // For the patient, "showed a trace. A result like this usually means blood sugar is high" gave a
  // trace the meaning of a clear positive (review 30, wording-30 case 04): a trace is said to be a
  // very small amount, and the usual meaning is given for a larger one.
  const patientMeaningSentence = !patientMeaning
    ? ""
    : qualitative === "trace" && settled === undefined
      ? ` This is less than a clear positive result; a larger amount ${patientMeaning}.`
      : ` A ${obs.status === "abnormal" || positive ? "result like this" : `${obs.status} level`} ${patientMeaning}.`;
  const organism = grownOrganism(obs);
  if (organism !== undefined) return cultureFinding(obs, name, plain, organism, range);
  return {
    id: `lab-abnormal:${obs.ref}`,
    code: obs.status === "high" ? "lab-high" : obs.status === "low" ? "lab-low" : "lab-abnormal",
    family: FindingFamily.labFlag,
    severity: Severity.low,
    problem: "Other results",
    title: `${name} ${positive ?? (qualitative === "trace" ? "trace" : describeStatus(obs))}`,
    clinician: positive
      ? `${name}${shown}${onDate(obs)} is ${positive}${range || " (expected negative)"}.${meaning ? ` A positive result ${meaning}.` : ""}`
      : `${name} ${showLab(obs)}${onDate(obs)} is ${qualitative === "trace" ? "a trace reading, weaker than a positive grade" : describeStatus(obs)}${range}.${meaning ? ` ${obs.status === "abnormal" ? abnormalWord : `A ${obs.status} value`} ${meaning}.` : ""}`,
    patient: `${qualitative ? `Your test for ${plain} ${qualitative === "trace" ? "showed a trace (a very small amount)" : `was positive${panelTarget(obs)}`}` : `Your ${plain} ${isPluralName(plain) ? "are" : "is"} ${obs.borderline ? "a little above the desirable level" : obs.status === "high" ? `${slight ? "slightly " : ""}higher than the usual range` : obs.status === "low" ? `${slight ? "slightly " : ""}lower than the usual range` : "not in the usual range"}`}.${patientMeaningSentence}${slight ? ` ${SLIGHT_PATIENT_MEANING}` : ""}`,
    nextSteps: [],
    patientQuestions: [],
    evidenceIds: [...insight, ...(settled?.evidence ?? []), ...(slight ? ["bennett-2019-reference-ranges"] : [])],
    refs: [obs.ref],
    keywords: [name],
  };
}

/**
 * A culture flagged for the organism it grew: said as what grew, not as a level above a range; what
 * it means (infection, contamination or colonisation) is for the rules that read the symptoms.
 */
function cultureFinding(obs: LabObservation, name: string, plain: string, organism: string, range: string): Finding {
  return {
    id: `lab-abnormal:${obs.ref}`,
    code: obs.status === "high" ? "lab-high" : "lab-abnormal",
    family: FindingFamily.labFlag,
    severity: Severity.low,
    problem: "Other results",
    title: `${name}: ${organism} grown`,
    clinician: `${name}${onDate(obs)} grew ${showLab(obs)}${range}.`,
    patient: `Your ${plain} grew bacteria (${organism}).`,
    nextSteps: [],
    patientQuestions: [],
    evidenceIds: [],
    refs: [obs.ref],
    keywords: [name],
  };
}

/** Acetylcholine receptor antibody ("AChR binding antibody"), and a recorded myasthenia gravis. */
const ACHR_ANTIBODY = /\b(?:acetylcholine receptor|achr)\b/i;
const MYASTHENIA = /\bmyasthenia\b/i;

/** A calcium the laboratory has already adjusted for albumin ("Adjusted calcium", "Corrected Ca"). */
const ADJUSTED_CALCIUM = /\b(?:adjusted|corrected|albumin[- ]corrected)\b/i;

const isHigh = (status: string | undefined) => status === "high" || status === "critical-high";
const isLow = (status: string | undefined) => status === "low" || status === "critical-low";

const NEWBORN_RED_CELLS: ReadonlySet<string> = new Set(["hemoglobin", "hematocrit"]);

/**
 * The meaning of an abnormal result that the record's other current results settle (see
 * MEANINGS_IN_CONTEXT), or undefined to keep the test's own text.
 */
function meaningInContext(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  const status = (id: string) => ctx.lab(id)?.status;
  const baby = bilirubinInBaby(obs, ctx);
  if (baby !== undefined) return MEANINGS_IN_CONTEXT[baby];
  if (isHigh(obs.status) && RETAINED_IN_KIDNEY_FAILURE.has(obs.analyteId ?? "") && inKidneyFailure(ctx.model)) {
    return MEANINGS_IN_CONTEXT.kidneyFailureRetained;
  }
  const onDialysisMineral = mineralResultOnDialysis(obs, ctx);
  if (onDialysisMineral !== undefined) return onDialysisMineral;
  if (obs.status === "critical-high" && obs.analyteId === "glucose") return MEANINGS_IN_CONTEXT.criticalHighGlucose;
  // In the first month (an age in days or weeks) a newborn's red cell values are read as a newborn's.
  if (isHigh(obs.status) && NEWBORN_RED_CELLS.has(obs.analyteId ?? "") && ctx.ageMonths === 0)
    return MEANINGS_IN_CONTEXT.redCellsHighInNewborn;
  // The diagnostic antibody in someone known to have myasthenia (review 12, neurology case 09).
  if (isHigh(obs.status) && ACHR_ANTIBODY.test(obs.name) && ctx.model.conditions.some((c) => MYASTHENIA.test(c.name)))
    return MEANINGS_IN_CONTEXT.achrInKnownMyasthenia;
  if (obs.analyteId === "hiv-ag-ab" && hivConfirmed(ctx)) return MEANINGS_IN_CONTEXT.hivScreenConfirmed;
  // The diagnostic antibody in coeliac disease already on record follows the diet (review 31, engine-31 case 05).
  if (isHigh(obs.status) && obs.analyteId === "ttg-iga" && recordedCoeliac(ctx) !== undefined)
    return MEANINGS_IN_CONTEXT.ttgInKnownCoeliac;
  const pbcAntibody = amaInKnownPbc(obs, ctx);
  if (pbcAntibody !== undefined) return pbcAntibody;
  const hfeFerritin = ferritinInHaemochromatosis(obs, ctx);
  if (hfeFerritin !== undefined) return hfeFerritin;
  const liverClotting = liverClottingMeaning(obs, ctx);
  if (liverClotting !== undefined) return liverClotting;
  if (obs.status === "high" && obs.analyteId === "glucose" && ctx.conditions("diabetes").length > 0)
    return highInPregnancy(obs, ctx) ?? glucoseInFrailOlderAdult(obs, ctx) ?? MEANINGS_IN_CONTEXT.highGlucoseInDiabetes;
  // Calcium, PTH and phosphate read together when both calcium and PTH are low (review 13, case 10).
  const hypopara = hypoparathyroidMeaning(obs, ctx);
  if (hypopara !== undefined) return hypopara;
  const endocrine = endocrineLabReading(obs, ctx);
  if (endocrine !== undefined) return endocrine;
  const glycosuria = glycosuriaInPregnancy(obs, ctx);
  if (glycosuria !== undefined) return glycosuria;
  if (obs.status === "high")
    return (
      liverTestAfterLiverTransplant(obs, ctx) ??
      highCalciumForAlbumin(obs, ctx, ADJUSTED_CALCIUM) ??
      transaminaseWithMuscleCk(obs, ctx) ??
      highMeaningOnMedicine(obs, ctx) ??
      mildProlactinMeaning(obs, ctx) ??
      prolactinInPregnancyMeaning(obs, ctx) ??
      markerWithCellulitis(obs, ctx) ??
      ckAfterExercise(obs, ctx) ??
      nearOptimalLdl(obs, ctx) ??
      glucoseWithNormalHba1c(obs, ctx) ??
      highLipidInPregnancy(obs, ctx) ??
      highInPregnancy(obs, ctx) ??
      highClottingTestInPregnancy(obs, ctx) ??
      thrombocytosisWithIronDeficiency(obs, ctx) ??
      thrombocytosisWithInflammation(obs, ctx) ??
      countsAfterSplenectomy(obs, ctx) ??
      ferritinOnKidneyTreatment(obs, ctx) ??
      raisedWithFluidLoss(obs, ctx) ??
      countInKnownCll(obs, ctx) ??
      (obs.analyteId === "phosphorus" && phosphateAboveAdultRangeInMinor(ctx) !== undefined
        ? MEANINGS_IN_CONTEXT.highPhosphateInGrowingChild
        : undefined)
    );
  if (!isLow(obs.status)) return undefined;
  const spleen = countsInHypersplenism(obs, ctx);
  if (spleen !== undefined) return spleen;
  switch (obs.analyteId) {
    case "calcium": {
      // A total calcium read after the albumin correction (rules/calcium-low-albumin.ts); with a low
      // magnesium, that is named as the cause to correct first (rules/calcium-low-magnesium.ts).
      const forAlbumin = lowCalciumForAlbumin(obs, ctx, ADJUSTED_CALCIUM);
      return (
        lowCalciumWithLowMagnesium(obs, ctx, forAlbumin) ??
        forAlbumin ??
        (ADJUSTED_CALCIUM.test(obs.name) || status("albumin") === "normal"
          ? MEANINGS_IN_CONTEXT.trueLowCalcium
          : undefined)
      );
    }
    case "tsh": {
      const ft4 = status("free-t4");
      if (isHigh(ft4)) return MEANINGS_IN_CONTEXT.lowTshHighFt4;
      if (isLow(ft4))
        return checkpointInhibitors(ctx).length > 0
          ? MEANINGS_IN_CONTEXT.lowTshLowFt4OnCheckpoint
          : MEANINGS_IN_CONTEXT.lowTshLowFt4;
      if (ft4 !== "normal") return undefined;
      // Treated hyperthyroidism: the TSH lags behind the free T4 (rules/patterns.ts skips "subclinical").
      if (ctx.meds("antithyroid").length > 0) return MEANINGS_IN_CONTEXT.lowTshNormalFt4OnAntithyroid;
      // With a raised free T3 it is not "mild (subclinical)" but T3 toxicosis, an overt overactive
      // thyroid (rules/patterns.ts): the test's own "usually means the thyroid is overactive" stands
      // (review 22, coherence-22 case 09).
      return isHigh(status("free-t3")) ? undefined : MEANINGS_IN_CONTEXT.lowTshNormalFt4;
    }
    case "free-t4": {
      // A low free T4 reads as an underactive thyroid only with a raised TSH (review 10, women's health 6).
      const tsh = status("tsh");
      if (tsh !== "normal" && !isLow(tsh)) return undefined;
      // On a checkpoint inhibitor the pituitary comes first, as in the TSH row (review 12, deep case 02).
      return checkpointInhibitors(ctx).length > 0
        ? MEANINGS_IN_CONTEXT.lowFt4TshNotRaisedOnCheckpoint
        : (centralHypothyroidMeaning(ctx) ?? MEANINGS_IN_CONTEXT.lowFt4TshNotRaised);
    }
    case "acth": {
      // A low ACTH beside a low cortisol is pituitary failure, not cortisol made on its own (review 12).
      const cortisol = status("cortisol-am");
      if (isLow(cortisol)) return MEANINGS_IN_CONTEXT.lowActhLowCortisol;
      // On a checkpoint inhibitor a cortisol that is not raised leaves hypophysitis open (review 37).
      return checkpointInhibitors(ctx).length > 0 &&
        !isHigh(cortisol) &&
        ctx.meds("systemic-glucocorticoid").length === 0
        ? MEANINGS_IN_CONTEXT.lowActhOnCheckpoint
        : undefined;
    }
    case "phosphorus":
      return (
        phosphateAfterFcm(ctx) ?? (isHigh(status("pth-intact")) ? MEANINGS_IN_CONTEXT.lowPhosphateHighPth : undefined)
      );
    case "sodium":
      return sodiumAfterExertion(ctx);
    case "hemoglobin":
      return obs.status === "low" ? hbUsualInPregnancy(obs, ctx) : undefined;
    case "creatinine":
      return lowCreatinineInPregnancy(obs, ctx);
    case "albumin":
      return lowAlbuminInPregnancy(obs, ctx);
    case "bun":
    case "urea":
      return lowUreaInPregnancy(obs, ctx);
    case "rubella-igg":
      return rubellaNonImmuneInPregnancy(obs, ctx);
    case "vitamin-d-25oh":
      return lowVitaminDInItsUnit(obs);
    case "anc":
    case "wbc":
      // A critical count is read by the neutropenic-sepsis and critical-value findings; the fever advice
      // is given once, on the neutrophils when they are low too.
      if (obs.status !== "low" || chemotherapyInRecord(ctx) === undefined) return undefined;
      return obs.analyteId === "wbc" && isLow(status("anc"))
        ? MEANINGS_IN_CONTEXT.lowWhiteCountWithNeutrophilsOnChemotherapy
        : MEANINGS_IN_CONTEXT.lowCountOnChemotherapy;
    case "testosterone-total":
      return ctx.meds("androgen-deprivation").length > 0 ? MEANINGS_IN_CONTEXT.lowTestosteroneOnAdt : undefined;
    default:
      return undefined;
  }
}

/**
 * A haemoglobin below a non-pregnant range but at or above WHO's cut-off for pregnancy (11.0 g/dL,
 * 10.5 in the second trimester), or the BSH/RCOG 10.0 g/dL in the six weeks after birth: the usual
 * dilution of pregnancy, not anaemia (rules/patterns.ts).
 */
function hbUsualInPregnancy(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  const cutoff = pregnancyHbCutoff(ctx);
  const value = ctx.valueOf(obs);
  if (cutoff === undefined || value === undefined || value < cutoff.value || obs !== ctx.lab("hemoglobin"))
    return undefined;
  return {
    text: `of this size is within the range for ${cutoff.setting}: it is at or above ${obs.unit?.toLowerCase() === "g/l" ? `${formatNumber(cutoff.value * 10)} g/L` : `${formatNumber(cutoff.value)} g/dL`}, the ${cutoff.by} cut-off for anaemia in ${cutoff.group}, so it is not anaemia`,
    evidence: [cutoff.evidence],
  };
}

/** Raised results read as part of pre-eclampsia in its setting (see inPreEclampsiaSetting). */
const PRE_ECLAMPSIA_MEANINGS: Partial<Record<string, MeaningInContext>> = {
  ast: MEANINGS_IN_CONTEXT.transaminaseInPreEclampsia,
  alt: MEANINGS_IN_CONTEXT.transaminaseInPreEclampsia,
  upcr: MEANINGS_IN_CONTEXT.proteinuriaInPreEclampsia,
  uacr: MEANINGS_IN_CONTEXT.proteinuriaInPreEclampsia,
  "uric-acid": MEANINGS_IN_CONTEXT.urateInPreEclampsia,
};

/** A raised result that is usual in pregnancy (see rules/pregnancy-labs.ts), read as such; else undefined. */
function highInPregnancy(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  const inPreEclampsia = PRE_ECLAMPSIA_MEANINGS[obs.analyteId ?? ""];
  if (inPreEclampsia !== undefined && inPreEclampsiaSetting(ctx)) return inPreEclampsia;
  if (obs.analyteId === "wbc")
    return whiteCellsUsualInPregnancy(ctx, obs) ? MEANINGS_IN_CONTEXT.wbcInPregnancy : undefined;
  if (obs.analyteId === "anc")
    return whiteCellsUsualInPregnancy(ctx, obs) ? MEANINGS_IN_CONTEXT.neutrophilsInPregnancy : undefined;
  if (obs.analyteId !== "alp" || obs !== ctx.lab("alp")) return undefined;
  const placental = placentalAlp(ctx);
  if (placental === "normal") return MEANINGS_IN_CONTEXT.alpInLaterPregnancy;
  if (placental === "alt-unmeasured") return MEANINGS_IN_CONTEXT.alpInPregnancyLiverUnchecked;
  const value = ctx.valueOf(obs);
  const uln = ctx.upperLimit("alp");
  const withinPlacental = value !== undefined && uln !== undefined && value <= PLACENTAL_ALP_MAX_ULN * uln;
  const itchFinding = cholestasisOfPregnancy(ctx) !== undefined || itchAwaitingBileAcids(ctx) !== undefined;
  return withinPlacental && itchFinding ? MEANINGS_IN_CONTEXT.alpInPregnancyWithItch : undefined;
}

/** Why a result could not be judged, for the clinician, the patient and the next step. */
const UNJUDGED = {
  [NotComparable.noUnit]: {
    why: "no unit was given",
    patient: "because no unit was given",
    next: "Confirm the unit of the {name} result",
  },
  [NotComparable.unitMismatch]: {
    why: "its unit does not match the reference range and no safe conversion exists",
    patient: "because the units did not match",
    next: "Confirm the unit of the {name} result",
  },
  [NotComparable.implausibleUnit]: {
    why: "the value is impossible for this test in its stated unit, which suggests a mislabelled unit or a typing error",
    patient: "because the number does not fit its unit",
    next: "Confirm the value and unit of the {name} result",
  },
  [NotComparable.notNumeric]: {
    why: "the result is not a number that can be compared with the reference range",
    patient: "because it was not written as a number",
    next: "Confirm the {name} result with the laboratory",
  },
  [NotComparable.adultRangeOnly]: {
    why: "the patient is under 18 and only adult reference ranges are on file; children's ranges differ by age",
    patient: "because normal ranges for children differ from adults'",
    next: "Judge the {name} result against the laboratory's age-specific range",
  },
  [NotComparable.adultEgfrInChild]: {
    why: "the patient is under 18, and a laboratory eGFR comes from an equation made for adults, which does not apply to children, so it is no reassurance about kidney function; estimate GFR with a paediatric equation, which needs the child's height",
    patient: "because kidney filtering rates worked out for adults do not apply to children",
    next: "Estimate the child's GFR with a paediatric equation (it needs the height) instead of the {name} result",
  },
  // Review 29b, kidney-29b: the same reason as the data note on a creatinine in pregnancy (normalize/egfr.ts).
  [NotComparable.egfrInPregnancy]: {
    why: "a current pregnancy is recorded, and a laboratory eGFR comes from a creatinine-based equation, which is not valid in pregnancy, when GFR rises by about half and creatinine falls; judge the creatinine against pregnancy ranges",
    patient: "because kidney filtering rates worked out from a blood test do not apply in pregnancy",
    next: "Judge kidney function from the creatinine against pregnancy ranges, not from the {name} result",
  },
  [NotComparable.ambiguousNumber]: {
    why: "the number can be read two ways, and nothing in the request shows which decimal mark it uses; confirm the decimal mark",
    patient: "because the number could be read in two ways",
    next: "Confirm the {name} value and its decimal mark with the laboratory",
  },
  // Review 21 (minimal-requests 02): a result the sex would decide was shown unjudged in the
  // clinician's table only, so the patient text never said it had not been checked.
  [NotComparable.sexUnknown]: {
    why: "the men's and women's ranges judge it differently and the patient's sex was not given",
    patient: "because its normal range differs for men and women, and we were not told your sex",
    next: "Judge the {name} result against the laboratory's range for the patient's sex",
  },
  [NotComparable.phaseUnknown]: {
    why: "the laboratory printed ranges for several phases (menstrual cycle phase, menopause, pregnancy) that judge it differently, and the record does not show which applies",
    patient: "because its normal range depends on the stage of your cycle or menopause, which we did not know",
    next: "Judge the {name} result against the laboratory's range for the patient's cycle phase or menopausal status",
  },
  // Review 29b (labapi-29b): age-group or risk bands with no way to tell the patient's were
  // described to the patient as depending on "the stage of your cycle or menopause".
  [NotComparable.groupUnknown]: {
    why: "the laboratory printed several ranges (by age group or another grouping) that judge it differently, and the record does not show which applies",
    patient: "because the laboratory gave more than one normal range for it, and we could not tell which one is yours",
    next: "Judge the {name} result against the laboratory's range that applies to the patient",
  },
} satisfies Partial<Record<NotComparable, { why: string; patient: string; next: string }>>;
type UnjudgedReason = keyof typeof UNJUDGED;
const isUnjudgedReason = (r: NotComparable | undefined): r is UnjudgedReason => r !== undefined && r in UNJUDGED;

const TRIGLYCERIDE_WORDS = /\btriglycerides?\b|\btrigs?\b|\btg\b/i;

/**
 * The laboratory's words when it withheld a calculated LDL (review 25, lipids-25 case 05: value
 * "Comment", comment "LDL not calculated: triglycerides > 400 mg/dL", was told to be confirmed with
 * the laboratory, which had already said why).
 */
function ldlNotCalculatedNote(obs: LabObservation): string | undefined {
  if (obs.analyteId !== "ldl-c") return undefined;
  return [obs.rawValue, obs.notes ?? ""].map((t) => t.trim()).find((t) => NOT_CALCULATED.test(t));
}

/** A unit of the test, other than the stated one, in which the value (and its range, when it is) is plausible. */
function likelyUnit(obs: LabObservation): { unit: string; rangeToo: boolean } | undefined {
  const def = obs.analyteId ? labById(obs.analyteId) : undefined;
  const value = obs.value;
  if (def === undefined || value.kind !== "number") return undefined;
  const stated = parseUnit(obs.unit)?.key;
  const fits = (v: number, unit: Unit) => !implausibleForUnit(def, { kind: "number", value: v }, unit);
  for (const text of [def.siUnit, def.conventionalUnit]) {
    const unit = parseUnit(text);
    if (text === undefined || unit === undefined || unit.key === stated || !fits(value.value, unit)) continue;
    const bounds = [obs.range?.low, obs.range?.high].filter((b): b is number => b !== undefined);
    return { unit: text, rangeToo: bounds.length > 0 && bounds.every((b) => fits(b, unit)) };
  }
  return undefined;
}

/** The two readings of a number whose decimal mark is unknown ("1234 or 1.234"). */
function twoReadings(raw: string): string {
  const read = (mark: DecimalMark) => {
    const v = parseValue(raw, mark);
    return v.kind === "number" ? formatNumber(v.value, 4) : raw.trim();
  };
  return `${read("point")} or ${read("comma")}`;
}

/** Why a result could not be judged, in the words that fit this result. */
function unjudgedText(obs: LabObservation, reason: UnjudgedReason): { why: string; patient: string; next: string } {
  const text = UNJUDGED[reason];
  // A unit was given but is not one we know: say so, rather than that none was given.
  if (reason === NotComparable.noUnit && obs.rawUnit) {
    return {
      ...text,
      why: `its unit "${obs.rawUnit}" was not recognised`,
      patient: "because we did not recognise its unit",
    };
  }
  if (reason === NotComparable.ambiguousNumber) {
    return {
      ...text,
      why: `it reads as ${twoReadings(obs.rawValue)} depending on the decimal mark; confirm the decimal mark`,
    };
  }
  const likely = reason === NotComparable.implausibleUnit ? likelyUnit(obs) : undefined;
  if (likely !== undefined) {
    const subject = likely.rangeToo ? "the value and its range look" : "the value looks";
    return { ...text, why: `${subject} like ${likely.unit}, not ${obs.unit ?? "the stated unit"}; confirm the unit` };
  }
  // Review 15 (us-units 12): "TNP" was told to the patient as "not written as a number".
  if (reason === NotComparable.notNumeric && NOT_PERFORMED.test(obs.rawValue)) {
    return {
      why: "the laboratory reported the test as not performed",
      patient: "because the test was not performed",
      next: "Ask the laboratory why the {name} test was not performed, and repeat it if it is still needed",
    };
  }
  if (reason === NotComparable.notNumeric && NOT_YET_REPORTED.test(obs.rawValue)) {
    return {
      why: "the result is not yet available (reported as pending)",
      patient: "because the result is not back yet",
      next: "Check the {name} result when the laboratory reports it",
    };
  }
  // Review 21 (lab-quirks 05): "QNS" and "see comment" (the comment: haemolysed, unable to report)
  // were told as "not written as a number", which asks for an explanation rather than a new sample.
  const comment = SEE_COMMENT.test(obs.rawValue) ? obs.notes?.trim() : undefined;
  const said = comment ?? obs.rawValue.trim();
  if (reason === NotComparable.notNumeric && SAMPLE_NOT_TESTED.test(said)) {
    return {
      why: `the laboratory could not test the sample ("${said}")`,
      patient: "because the laboratory could not test the sample",
      next: "Repeat the {name} test on a new sample",
    };
  }
  const ldlNotCalculated = ldlNotCalculatedNote(obs);
  if (reason === NotComparable.notNumeric && ldlNotCalculated !== undefined) {
    // The triglyceride reason is given only when the laboratory gave it: an HDL below the
    // reportable range also stops the calculation (review 25, labs-25b case 03, triglycerides 148).
    const triglycerides = TRIGLYCERIDE_WORDS.test(ldlNotCalculated);
    return {
      why: `the laboratory withheld a calculated LDL${ldlNotCalculated === obs.rawValue.trim() ? "" : ` ("${ldlNotCalculated}")`}${triglycerides ? ", which is not valid with triglycerides this high" : ""}`,
      patient: triglycerides
        ? "because the laboratory does not work it out when triglycerides (a blood fat) are this high"
        : "because the laboratory could not work it out from this sample's other cholesterol results",
      next: "Judge the need for LDL-lowering on non-HDL cholesterol (total minus HDL), or ask for a direct LDL",
    };
  }
  if (reason === NotComparable.notNumeric && comment) {
    return { ...text, why: `the laboratory sent a comment in place of a value ("${comment}")` };
  }
  return text;
}

/**
 * A flag the laboratory sent with a result the engine could not judge is returned as sent in
 * `labResults` (pipeline.ts, README): the data note says so, so the reader knows whose flag it is.
 */
function sentFlagKept(obs: LabObservation): string {
  const flag = obs.callerFlag?.trim();
  return flag ? ` The laboratory's flag ("${flag}") is returned as sent, unchecked.` : "";
}

function notComparableFinding(obs: LabObservation, reason: UnjudgedReason): Finding {
  const { name, plain } = labTexts(obs);
  const text = unjudgedText(obs, reason);
  return {
    id: `lab-not-comparable:${obs.ref}`,
    code: "lab-not-comparable",
    family: FindingFamily.labFlag,
    severity: Severity.info,
    problem: "Other results",
    title: `${name}: not judged`,
    clinician: `${name} ${obs.rawValue.trim()}${obs.rawUnit && isMeasured(obs.value) ? ` ${obs.rawUnit}` : ""}${onDate(obs)} could not be judged, so no flag was derived: ${text.why}.${sentFlagKept(obs)}`,
    patient: `We could not compare your ${plain} result with a normal range ${text.patient}. Ask your doctor about it.`,
    nextSteps: [text.next.replace("{name}", name)],
    patientQuestions: [],
    evidenceIds: [],
    refs: [obs.ref],
    keywords: [name],
  };
}

/**
 * A normal result the laboratory flagged high or low (sodium 140 flagged low against its printed
 * 135–145; a child's haemoglobin flagged low against an adult range but normal for age): the
 * numbers were taken over the flag, and the report says so rather than leave the reader to find
 * the flag on the laboratory's own report and wonder.
 */
function overruledFlagFinding(obs: LabObservation, model: PatientModel): Finding | undefined {
  const flag = normaliseFlag(obs.callerFlag);
  if (obs.status !== LabStatus.normal) return flaggedNormalFinding(obs, flag);
  if (flag !== LabStatus.low && flag !== LabStatus.high) return undefined;
  // An immunity test flagged high is above its protective cut-off: the flag is right, not overruled.
  if (flag === LabStatus.high && obs.analyteId !== undefined && labById(obs.analyteId).expected === "positive") {
    return undefined;
  }
  const { name, plain } = labTexts(obs);
  const forAge = obs.rangeSource === "catalogue" && model.patient.age !== undefined && model.patient.age < 18;
  const against = obs.range?.text ? ` against ${obs.range.text}` : "";
  return {
    id: `lab-flag-overruled:${obs.ref}`,
    code: "lab-flag-overruled",
    family: FindingFamily.labFlag,
    severity: Severity.info,
    problem: "Other results",
    title: `${name}: flagged ${flag}, but normal`,
    clinician: `${name} ${showLab(obs)}${onDate(obs)} was flagged ${flag} by the laboratory, but it is normal${forAge ? " for age" : ""}${against}; it is read as normal. ${forAge ? "No action is needed for it." : "Check the flag or the value with the laboratory."}`,
    patient: `Your ${plain} result was marked ${flag} on the lab report, but the number is within the normal range${forAge ? " for this age" : ""}.`,
    nextSteps: forAge ? [] : [`Check the ${name} flag or value with the laboratory`],
    patientQuestions: [],
    evidenceIds: [],
    refs: [obs.ref],
    keywords: [name],
  };
}

/**
 * The reverse of {@link overruledFlagFinding}: a result the laboratory flagged normal that the
 * numbers put outside the range printed with it (review 11, lab panels 7: TSH 6.8 flagged
 * "Normal" against 0.4–4.0 came back "High" with no word about the flag). Its abnormal finding
 * says what it means; this one, a data note, says that the flag was not followed.
 */
function flaggedNormalFinding(obs: LabObservation, flag: ReturnType<typeof normaliseFlag>): Finding | undefined {
  const read =
    obs.status === LabStatus.high || obs.status === LabStatus.criticalHigh
      ? "above"
      : obs.status === LabStatus.low || obs.status === LabStatus.criticalLow
        ? "below"
        : undefined;
  if (flag !== LabStatus.normal || read === undefined || obs.statusSource === "caller") return undefined;
  const { name, plain } = labTexts(obs);
  const against = obs.range?.text ? ` ${obs.range.text}` : " its range";
  return {
    id: `lab-flag-overruled:${obs.ref}`,
    code: "lab-flag-overruled",
    family: FindingFamily.labFlag,
    severity: Severity.info,
    problem: "Other results",
    title: `${name}: flagged normal, but ${read} the range`,
    clinician: `${name} ${showLab(obs)}${onDate(obs)} was flagged normal by the laboratory, but it is ${read}${against}; it is read as ${read} the range. Check the flag or the value with the laboratory.`,
    patient: `Your ${plain} result was marked normal on the lab report, but the number is ${read} the range printed with it.`,
    nextSteps: [`Check the ${name} flag or value with the laboratory`],
    patientQuestions: [],
    evidenceIds: [],
    refs: [obs.ref],
    keywords: [name],
  };
}

/** The flag finding for a test's current result, if it has one. */
function currentFinding(obs: LabObservation, ctx: RuleContext): Finding | undefined {
  // A newborn's bilirubin below NICE CG98's phototherapy line is read as high, not critical (review 25, ages-25b).
  if (isCritical(obs) && belowNewbornPhototherapyLine(obs, ctx))
    return abnormalFinding({ ...obs, status: LabStatus.high, critical: false }, ctx);
  if (isCritical(obs)) return criticalFinding(obs, obs, ctx);
  if (obs.status === LabStatus.normal) return overruledFlagFinding(obs, ctx.model);
  if (obs.status === "high" || obs.status === "low" || obs.status === "abnormal") return abnormalFinding(obs, ctx);
  // Free text of a test we do not know ("Clear", "Yellow") is left alone; a known test's is not.
  const unjudged = obs.notComparable !== NotComparable.notNumeric || obs.analyteId !== undefined;
  if (unjudged && isUnjudgedReason(obs.notComparable)) {
    const f = notComparableFinding(obs, obs.notComparable);
    return obs.notComparable === NotComparable.adultEgfrInChild ? withChildSchwartz(f, ctx) : f;
  }
  return undefined;
}

/**
 * A child's adult-equation eGFR beside a height on file: the note asked for "the child's height" that
 * the record already gives, while the bedside Schwartz estimate was worked out from it (review 22,
 * coherence-22b). With an estimate, the note names it instead (rules/child-schwartz-egfr.ts, which
 * reports a reduced one as its own finding).
 */
function withChildSchwartz(f: Finding, ctx: RuleContext): Finding {
  const estimate = childSchwartzEgfr(ctx);
  if (estimate === undefined) return f;
  const { egfr } = estimate;
  const read =
    egfr < 90
      ? "which is reduced and is read in the kidney function finding"
      : "which is within the range of normal kidney function (90 or more)";
  return {
    ...f,
    clinician: f.clinician.replace(
      "estimate GFR with a paediatric equation, which needs the child's height",
      `with the child's height on file, the bedside Schwartz estimate (a paediatric equation: 0.413 × height ÷ creatinine in mg/dL) is ${egfr} mL/min/1.73 m², ${read}, and is used instead`,
    ),
    nextSteps: f.nextSteps.map((s) =>
      s.startsWith("Estimate the child's GFR with a paediatric equation")
        ? `Use the bedside Schwartz estimate (${egfr} mL/min/1.73 m²) rather than the adult-equation eGFR; repeat it with the next creatinine and height`
        : s,
    ),
    evidenceIds: [...f.evidenceIds, "nkf-bedside-schwartz-2009"],
    refs: [...f.refs, estimate.creatinine.ref, estimate.height.ref].filter((r, i, all) => all.indexOf(r) === i),
  };
}

/**
 * A raised result from a sample the laboratory calls unsound (haemolysed, or a repeat asked for; see
 * rules/haemolysis.ts) stays visible and says so. A critical potassium from such a sample is more
 * likely false than true unless the record gives a reason for a true one (kidney failure, a
 * potassium-raising medicine, ECG changes): without one it is graded high, not critical, and asks
 * for a same-day repeat rather than emergency treatment; with one it stays critical and says why.
 */
function withSampleProblem(f: Finding, obs: LabObservation, ctx: RuleContext): Finding {
  const problem = sampleProblem(obs);
  if (problem === undefined || (obs.status !== "high" && obs.status !== "critical-high")) return f;
  const { name, plain, range } = labTexts(obs);
  const said = sampleProblemSaid(problem);
  const damaged = sampleProblemForPatient(problem);
  const evidenceIds = [...f.evidenceIds, ...sampleProblemEvidence(obs)];
  if (obs.analyteId !== "potassium" || !isCritical(obs)) {
    return {
      ...f,
      clinician: `${f.clinician} ${said}: ${problem.haemolysed ? "haemolysis releases it from red cells and can raise the result falsely" : "the result may not reflect the blood level"}; repeat on a fresh sample before acting on it.`,
      patient: `${f.patient} The laboratory says ${damaged}, so the test should be repeated.`,
      // The repeat the texts ask for is a step too (review 15, primary-care-labs case 13).
      nextSteps: [
        ...f.nextSteps,
        `Repeat ${midSentence(name)} on a fresh${problem.haemolysed ? ", non-haemolysed" : ""} sample before acting on this result`,
      ],
      evidenceIds,
      keywords: [...f.keywords, SAMPLE_REPEAT_KEYWORD],
    };
  }
  const reasons = trueHyperkalaemiaReasons(ctx);
  if (reasons.length > 0) {
    return {
      ...f,
      clinician: `${f.clinician} ${said}, which can raise potassium falsely, but with ${reasons.join(" and ")} it is treated as true until a repeat on a fresh sample shows otherwise.`,
      patient: `${f.patient} The laboratory says ${damaged}, but because of your other results, conditions or medicines it is treated as real until a repeat test shows otherwise.`,
      evidenceIds,
    };
  }
  // A delayed sample is repeated as one separated promptly, not as one "without haemolysis" (review
  // 24, labs-24b: the delay the laboratory named was not the fault the repeat avoided).
  const cause = problem.haemolysed
    ? "haemolysis releases potassium from red cells into the sample and can raise the result falsely (pseudohyperkalaemia)"
    : problem.delayed
      ? "potassium leaks out of the red cells while a sample waits to be separated, which can raise the result falsely"
      : "a potassium from a sample the laboratory doubts may not reflect the blood level";
  const fresh = problem.delayed
    ? "a fresh sample that reaches the laboratory and is separated without delay"
    : "a fresh sample taken without haemolysis";
  // A sound potassium the same day, with no time on either, may be the repeat asked for: both are
  // named by value, so the reader can tell which sample was questioned (review 31, engine-31 case 03).
  const sound = sameDaySoundPotassium(obs, ctx);
  const soundText = sound === undefined ? "" : showLab(sound);
  return {
    ...f,
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Potassium",
    title: `${name} ${showLab(obs)} from a sample the laboratory questions`,
    clinician: `${name} ${showLab(obs)}${onDate(obs)} is ${describeStatus(obs)}${range}. ${said}: ${cause}. No kidney failure, potassium-raising medicine or ECG change is recorded, so repeat potassium urgently, today, on ${fresh}, rather than treating this result as an emergency; treat at once if the repeat confirms it or if symptoms or ECG changes appear.${sound === undefined ? "" : ` The other potassium of the same day, ${soundText}, has no sample comment and no time is given for either: if it is the repeat on a fresh sample, it is the value to go by; confirm the order with the laboratory.`}`,
    patient: `Your ${plain} result${sound === undefined ? "" : ` of ${showLab(obs)}`} was very high, but the laboratory says ${damaged}. ${sound === undefined ? "You need a repeat blood test today to check it, so contact your doctor today." : `Another potassium test the same day, ${soundText}, had no problem noted with the sample; contact your doctor today to check which was taken later and whether a new test is needed.`} If you feel unwell, with a fluttering or irregular heartbeat, chest pain or new muscle weakness, get medical help at once.`,
    nextSteps: [
      sound === undefined
        ? `Repeat potassium today on ${fresh}; act at once if it is confirmed high or if symptoms or ECG changes appear`
        : `Confirm with the laboratory whether potassium ${soundText} is the repeat of the questioned ${showLab(obs)} sample; if it is not, repeat potassium today on ${fresh}; act at once if symptoms or ECG changes appear`,
    ],
    evidenceIds,
    keywords: [...f.keywords, "haemolysis"],
  };
}

/**
 * Findings for each test's current result (abnormal, critical or not comparable), and for any other
 * recent critical result of the test, which must not be hidden by a newer or same-time result.
 */
function labFindings(model: PatientModel, ctx: RuleContext): Finding[] {
  const out: Finding[] = [];
  const add = (f: Finding | undefined, obs: LabObservation) => {
    if (f) out.push(withPlateletClumping(withSampleProblem(f, obs, ctx), obs, ctx));
  };
  for (const [current, ...others] of resultsPerTest(model.labs)) {
    if (current === undefined) continue;
    if (setAsideRow(current, model)) {
      if (isRaceEgfr(current)) out.push(raceEgfrNote(current));
      continue;
    }
    const since = normalisedSince(current, model);
    if (since !== undefined) out.push(historicalNote(current, since));
    else add(currentFinding(current, ctx), current);
    // A normal flag the numbers overruled: a note beside the abnormal finding (no sample-problem rewrite).
    const flaggedNormal = current.status === LabStatus.normal ? undefined : overruledFlagFinding(current, model);
    if (flaggedNormal) out.push(flaggedNormal);
    const standing = standingBeforeFailedRepeat(current, others);
    const standingF = standing && currentFinding(standing, ctx);
    if (standing && standingF) add(standingFinding(standingF, current), standing);
    for (const obs of otherRecentCriticals(current, others)) {
      if (!supersededBySoundRepeat(obs, current)) add(criticalFinding(obs, current, ctx), obs);
    }
    for (const obs of sameTimeOpposites(current, others)) add(abnormalFinding(obs, ctx), obs);
    for (const obs of undatedFurtherOut(current, others)) add(undatedFurtherOutFinding(obs, current), obs);
    for (const obs of others) if (supersededBySoundRepeat(obs, current)) out.push(supersededNote(obs, current));
  }
  return withProthrombinFolded(out, model);
}

/**
 * A critical INR and a critical prothrombin time from the same day are one clotting test reported two
 * ways (review 10, infection #10): the INR, which is what warfarin is dosed on, carries the critical
 * finding, and the prothrombin time is named in it rather than raised as a second one.
 */
function withProthrombinFolded(findings: Finding[], model: PatientModel): Finding[] {
  const byRef = new Map(model.labs.map((o) => [o.ref, o]));
  const critical = (id: string) =>
    findings.filter((f) => f.code === "lab-critical" && byRef.get(f.refs[0] ?? "")?.analyteId === id);
  const day = (f: Finding) => byRef.get(f.refs[0] ?? "")?.date?.slice(0, 10) ?? "";
  const folded = new Map<Finding, Finding>();
  for (const pt of critical("pt")) {
    const inr = critical("inr").find((f) => day(f) === day(pt));
    if (inr === undefined) continue;
    const obs = byRef.get(pt.refs[0] ?? "");
    const base = folded.get(inr) ?? inr;
    const fold = `${obs ? `${labTexts(obs).name} ${showLab(obs)}` : "The prothrombin time"} from the same day is critically high too: the same clotting test, of which the INR is the reading to act on`;
    // Joined to the value's own sentence, which stays when a finding that reads the INR
    // (lead-finding.ts) keeps only that sentence of the line.
    const first = /^.*?\.(?=\s+[A-Z]|$)/s.exec(base.clinician)?.[0] ?? base.clinician;
    folded.set(inr, {
      ...base,
      clinician: `${first.replace(/\.$/, "")}; ${fold}.${base.clinician.slice(first.length)}`,
      refs: [...base.refs, ...pt.refs],
    });
    folded.set(pt, pt);
  }
  return findings.flatMap((f) => {
    const g = folded.get(f);
    if (g === undefined) return [f];
    return g === f ? [] : [g];
  });
}

/**
 * Categories whose levels are regulated from hour to hour rather than drifting over years: a yearly
 * rate of a potassium or a sodium says nothing. Nor does one of a hormone, which follows its gland or
 * its dose within weeks: a TSH from 5.8 to 0.04 is no "-6 mIU/L per year".
 */
const NO_YEARLY_RATE = new Set(["electrolyte", "thyroid", "hormones"]);

/** A rate of change to two significant figures when one decimal would round it to nothing (0.04, not 0). */
function rateText(v: number): string {
  const size = Math.abs(v);
  return formatNumber(v, size === 0 || size >= 0.95 ? 1 : 1 - Math.floor(Math.log10(size)));
}

/** The rate part of a trend text, where a yearly rate means something. */
function trendRate(s: TrendSummary, shown: SeriesDisplay, def: LabDefinition | undefined): string {
  if (s.perYear === undefined || s.last.comparator !== undefined || NO_YEARLY_RATE.has(def?.category ?? "")) return "";
  return `; about ${rateText(shown.change(s.perYear, s.first.value))}${unitSuffix(shown.unit)} per year`;
}

/** What was left out of a series, for the trend text. */
function leftOut(series: LabSeries): string {
  const notes = [
    series.excludedPoints > 0 ? `${series.excludedPoints} value(s) in non-convertible units` : "",
    series.unsoundPoints ? `${series.unsoundPoints} value(s) from samples the laboratory called unsound` : "",
  ].filter(Boolean);
  return notes.length > 0 ? `. ${notes.join(" and ")} were left out` : "";
}

const isAbove = (o: LabObservation | undefined) => o?.status === LabStatus.high || o?.status === LabStatus.criticalHigh;
const isBelow = (o: LabObservation | undefined) => o?.status === LabStatus.low || o?.status === LabStatus.criticalLow;

/**
 * An earlier point read only against the catalogue range that lies inside the range the latest
 * result came with (an INR of 2.5 next to a warfarin range of 2.0–3.0) is not "above the range".
 */
function withinLatestRange(first: LabObservation | undefined, last: LabObservation | undefined): boolean {
  if (first === undefined || first.rangeSource === "caller" || last?.rangeSource !== "caller") return false;
  const high = last.range?.high;
  if (high === undefined || first.unit !== last.unit || first.value.kind !== "number") return false;
  return first.value.value <= high;
}

/**
 * A trend that starts on one side of the reference range and ends on the other (a TSH too high
 * before a dose rise, too low after it) is said to cross the whole range, which its direction alone
 * does not tell the reader.
 */
function acrossRange(s: TrendSummary, labs: readonly LabObservation[]): "down" | "up" | undefined {
  const at = (p: TrendPoint) => labs.find((o) => o.ref === p.labRef);
  const [first, last] = [at(s.first), at(s.last)];
  if (s.direction === "falling" && isAbove(first) && isBelow(last) && !withinLatestRange(first, last)) return "down";
  if (s.direction === "rising" && isBelow(first) && isAbove(last)) return "up";
  return undefined;
}

/**
 * A series that stays out of range on one side and moves back toward the range: an HbA1c of 64 then
 * 53 mmol/mol in treated diabetes is improving, and grading it with worsening trends (moderate) read
 * as a concern (review 25, labs-25 case 05). The result itself is still read by its own findings.
 */
function towardRange(s: TrendSummary, labs: readonly LabObservation[]): boolean {
  const at = (p: TrendPoint) => labs.find((o) => o.ref === p.labRef);
  const [first, last] = [at(s.first), at(s.last)];
  // A series that has turned back away from the range is not improving now.
  if (s.turn !== undefined) return false;
  return s.direction === "falling" ? isAbove(first) && isAbove(last) : isBelow(first) && isBelow(last);
}

/** Of the laboratory's reference interval, the share two in-range results must move apart to make a trend. */
const IN_RANGE_SHARE = 0.25;

/**
 * Two results, both inside the laboratory's own reference interval and crossing no limit, that
 * moved by less than a quarter of its width: an ALT of 18 then 21 U/L (range 0–41) is 17% "up" but
 * says nothing, and reporting it as "rising" worried a well 86-year-old (review 16, older
 * over-calls 02, 08). An engine choice: analyte-specific reference change values were not verified.
 */
function smallMoveInsideRange(
  series: LabSeries,
  s: TrendSummary,
  labs: readonly LabObservation[],
  shown: SeriesDisplay,
): boolean {
  if (series.points.length > 2 || s.crossings.length > 0) return false;
  const [first, last] = [s.first, s.last].map((p) => labs.find((o) => o.ref === p.labRef));
  if (first?.status !== LabStatus.normal || last?.status !== LabStatus.normal || last.rangeSource !== "caller")
    return false;
  const { low, high } = last.range ?? {};
  if (low === undefined || high === undefined || high <= low) return false;
  return Math.abs(shown.value(s.last.value) - shown.value(s.first.value)) < (high - low) * IN_RANGE_SHARE;
}

/** Trend findings: a threshold crossed, or a change of 10% or more, between first and last value. */
function trendFindings(model: PatientModel): Finding[] {
  const out: Finding[] = [];
  for (const series of model.series) {
    const s = summariseSeries(series, model);
    if (!s || s.direction === "stable") continue;
    if (s.crossings.length === 0 && Math.abs(s.percentChange) < 10) continue;
    // A test outside the catalogue sent with no range has nothing to say whether its change matters
    // (a platelet distribution width 154 -> 241 fL, review 16 Synthea records): a trend would be noise.
    if (series.analyteId === undefined && model.labs.find((o) => o.ref === s.last.labRef)?.range === undefined)
      continue;
    const def = series.analyteId ? labById(series.analyteId) : undefined;
    const name = def?.name ?? series.name;
    const shown = seriesDisplay(series, model.labs);
    // Of the limits crossed (the lab's, ours, a grade's), the one furthest from the start says most.
    const furthest = [...s.crossings].sort(
      (a, b) => Math.abs(b.threshold - s.first.value) - Math.abs(a.threshold - s.first.value),
    )[0];
    // A limit in the series' own unit is shown as the laboratory printed it: rounded as a converted
    // figure, an RDW limit of 14.5 % read "crossing 15 %" for a rise to 14.9 (review 16).
    const limit = shown.value(furthest?.threshold ?? 0);
    const limitText = shown.unit === series.unit ? formatReported(limit) : formatThreshold(limit);
    const crossing = furthest !== undefined ? `, crossing ${limitText}${unitSuffix(shown.unit)}` : "";
    // A newest result that reports only a limit makes the change at least what it shows at that limit.
    const percent = formatNumber(shown.percent(s.first.value, s.last.value), 0);
    const change = s.last.comparator !== undefined ? "" : `, ${percent}%`;
    // A trend matters more when it ends outside the normal range than when it ends inside it.
    const lastObs = model.labs.find((o) => o.ref === s.last.labRef);
    const endsAbnormal = lastObs !== undefined && lastObs.status !== "normal" && lastObs.status !== "unknown";
    // A first result on the limit itself (creatinine 1.2 against 0.6–1.2) is inside the range, though
    // no threshold is "crossed" from it.
    const leftRange = s.crossings.length > 0 || model.labs.find((o) => o.ref === s.first.labRef)?.status === "normal";
    const across = acrossRange(s, model.labs);
    if (smallMoveInsideRange(series, s, model.labs, shown)) continue;
    const plain = def?.plain ?? midSentence(name);
    // A series that has turned back says so: the overall direction alone would tell the opposite of the recent course.
    const back = s.direction === "rising" ? "falling" : "rising";
    out.push({
      id: `lab-trend:${series.ref}`,
      code: s.direction === "rising" ? "trend-rising" : "trend-falling",
      family: FindingFamily.trend,
      severity:
        leftRange && endsAbnormal && clearOfTwoPointNoise(series, s) && !towardRange(s, model.labs)
          ? Severity.moderate
          : Severity.low,
      problem: "Trends",
      title:
        s.turn === undefined
          ? `${name} ${s.direction}`
          : `${name} ${s.direction} overall, ${back} since ${s.turn.date.slice(0, 7)}`,
      clinician: `${name} ${across === undefined ? s.direction : `${across === "down" ? "fell from above the reference range to below it" : "rose from below the reference range to above it"},`} from ${trendLevel(s.first, shown)} (${s.first.date.slice(0, 10)}) to ${trendLevel(s.last, shown)}${unitSuffix(shown.unit)} (${s.last.date.slice(0, 10)})${change}${crossing}${trendRate(s, shown, def)}${leftOut(series)}.${s.turn === undefined ? "" : ` It turned at ${trendLevel(s.turn, shown)}${unitSuffix(shown.unit)} (${s.turn.date.slice(0, 10)}) and has been ${back} since.`}`,
      patient:
        across === undefined
          ? `Your ${plain} ${isPluralName(plain) ? "have" : "has"} been ${s.direction === "rising" ? "going up" : "going down"} over time${s.turn === undefined ? "" : `, but ${isPluralName(plain) ? "have" : "has"} been ${back === "rising" ? "going up" : "coming down"} in your recent tests`}.`
          : `Your ${plain} ${across === "down" ? "went from above the usual range to below it" : "went from below the usual range to above it"}.`,
      nextSteps: [],
      patientQuestions: [],
      evidenceIds: def && findEvidence(`insight:${def.id}`) ? [`insight:${def.id}`] : [],
      refs: [...series.points, ...(series.censoredLatest ? [series.censoredLatest] : [])]
        .map((p) => p.labRef)
        .filter((r): r is string => r !== undefined),
      keywords: [name, "trend"],
    });
  }
  return out;
}

function graver(a: Severity, b: Severity): Severity {
  return SEVERITY_RANK[a] >= SEVERITY_RANK[b] ? a : b;
}

/**
 * A match whose grading changes across the range a censored result stands for ("eGFR <45" could be
 * G3b or G5): the wording stays at the reported limit, which the result shows for certain, the
 * severity is the graver so the uncertainty never lowers triage, and the text says so.
 */
function censoredGrading(rule: Rule, atBound: RuleMatch, atFar: RuleMatch, model: PatientModel): RuleMatch {
  const censored = atBound.refs
    .map((ref) => model.labs.find((o) => o.ref === ref))
    .filter((o): o is LabObservation => isCensored(o))
    .map((o) => `${o.analyteId ? labById(o.analyteId).name : o.name} ${showLab(o)}`);
  const note = `${censored.join(" and ") || "A result"} reports only a limit, so any grade stated here is read at that limit; the true value may lie beyond it, and the finding is ranked as the worse case.`;
  return {
    ...atBound,
    severity: graver(atBound.severity ?? rule.severity, atFar.severity ?? rule.severity),
    clinicianExtra: [atBound.clinicianExtra, note].filter(Boolean).join(" "),
  };
}

/**
 * A rule's match with censored values ("<15", ">7.0") read at their bound. Such a value stands for a
 * range, so the rule must also match at the far end of it (see CensoredReading in rules/context.ts):
 * "eGFR <45" then never passes for a rule about eGFR 45–59.
 */
function matchRule(rule: Rule, ctx: RuleContext, far: RuleContext | undefined): RuleMatch | undefined {
  const atBound = rule.match(ctx);
  if (!atBound || !far) return atBound;
  const atFar = rule.match(far);
  if (!atFar) return undefined;
  const same =
    (atBound.severity ?? rule.severity) === (atFar.severity ?? rule.severity) &&
    JSON.stringify(atBound.values) === JSON.stringify(atFar.values);
  return same ? atBound : censoredGrading(rule, atBound, atFar, ctx.model);
}

/** What the patient is told when a finding rests on an eGFR the engine calculated. */
const DERIVATION_PATIENT =
  "Your results did not include a kidney filtering rate (eGFR), so it was worked out from your creatinine blood test, your age and your sex.";

/**
 * The findings with the patient told once how the eGFR was worked out: by the first finding that
 * says it in priority order, the order the patient report reads them in, so a later finding on the
 * same eGFR does not repeat it.
 */
function derivationToldOnce(findings: readonly Finding[]): Finding[] {
  let told = false;
  return findings.map((f) => {
    if (!f.patient.includes(DERIVATION_PATIENT)) return f;
    if (!told) {
      told = true;
      return f;
    }
    return {
      ...f,
      patient: f.patient
        .replace(DERIVATION_PATIENT, "")
        .replace(/\s{2,}/g, " ")
        .trim(),
    };
  });
}

/** Evidence for a value the engine calculated: the equation's publication and KDIGO's use of it. */
const DERIVATION_EVIDENCE = ["inker-2021-ckd-epi-race-free", "kdigo-2024-ckd"] as const;

/**
 * A match that rests on a value the engine calculated (an eGFR from creatinine; see
 * normalize/egfr.ts) says so, cites the equation, and asks for confirmation. Only calculated values
 * the rule read and whose source result the finding rests on count.
 */
function withDerivation(rule: Rule, match: RuleMatch, read: readonly LabObservation[], ctx: RuleContext): RuleMatch {
  const used = read.filter((o) => match.refs.includes(o.ref));
  if (used.length === 0) return match;
  const text = fill(rule.clinician, match.values);
  const unstated = used.filter((o) => !text.includes(derivationText(o)));
  const values =
    unstated.length > 0
      ? ` It rests on eGFR ${unstated
          .slice(0, 3)
          .map((o) => ctx.show(o))
          .join(", ")}.`
      : "";
  // On dialysis a creatinine-based eGFR measures nothing that a laboratory eGFR would confirm
  // (review 26, immuno case 04): it is named as the engine's and not offered for confirmation.
  if (onDialysis(ctx))
    return text.includes("on dialysis")
      ? match
      : {
          ...match,
          clinicianExtra: [
            match.clinicianExtra,
            `${values} That eGFR was calculated by the engine from a creatinine taken on dialysis, where it does not measure kidney function.`.trim(),
          ]
            .filter(Boolean)
            .join(" "),
        };
  const note = `${values} No eGFR was reported for ${used.length > 1 ? "these dates" : "that date"}: the engine calculated it from creatinine, age and sex (race-free CKD-EPI 2021); confirm with a laboratory eGFR or a repeat creatinine before acting on it.`;
  return {
    ...match,
    clinicianExtra: [match.clinicianExtra, note.trim()].filter(Boolean).join(" "),
    patientExtra: [match.patientExtra, DERIVATION_PATIENT].filter(Boolean).join(" "),
    evidence: [...(match.evidence ?? []), ...DERIVATION_EVIDENCE],
  };
}

/**
 * Runs flags, trends and every rule over the model. Findings come back in priority order
 * (see {@link prioritizeFindings}); each carries the model references it rests on.
 */
export function evaluate(model: PatientModel): Finding[] {
  const ctx = new RuleContext(model);
  const far = ctx.hasCensoredValues ? new RuleContext(model, "far") : undefined;
  // Drug–laboratory rules read the medicines taken now, not the planned ones (planned-medicines.ts).
  const takenModel = withPlannedSetAside(ctx);
  const taken = takenModel === undefined ? undefined : new RuleContext(takenModel);
  const takenFar = takenModel === undefined || far === undefined ? far : new RuleContext(takenModel, "far");
  const findings: Finding[] = [];
  const words = recordWords(ctx);
  for (const rule of RULES) {
    const [at, atFar] = rule.family === FindingFamily.drugLab && taken !== undefined ? [taken, takenFar] : [ctx, far];
    at.clearDerivedRead();
    const match = matchRule(rule, at, atFar);
    if (match)
      findings.push(withSampleCaveat(fromRule(rule, withDerivation(rule, match, at.derivedRead, at), words), ctx));
  }
  findings.push(
    // In the rules' spelling too, so that "Your hemoglobin is low" and its trend still read as one point.
    ...[
      ...withoutFlagsReadAsExpected(withoutOverruledLowFlags(labFindings(model, ctx), findings), findings),
      ...withoutOwnedTrends(trendFindings(model), findings, model),
    ].map((f) => ({
      ...f,
      patient: forPatient(f.patient, words),
      patientQuestions: f.patientQuestions.map((q) => forPatient(q, words)),
    })),
  );
  const ordered = adjustForInpatient(
    derivationToldOnce(
      leadWithExplainingFinding(
        prioritizeFindings(
          model,
          adjustForStaleResults(
            adjustForEscalationPlan(
              adjustForComfortCare(
                adjustForAcuteIllness(
                  withSameTimeDoubt(
                    withEgfrCreatinineDoubt(
                      withPotassiumRepeatDone(
                        sglt2Once(
                          linkedToTacrolimus(linkedToAcromegaly(linkedToPhaeochromocytoma(findings)), ctx),
                          ctx,
                        ),
                        ctx,
                      ),
                      ctx,
                    ),
                    ctx,
                  ),
                  ctx,
                ),
                ctx,
              ),
              ctx,
            ),
            model,
          ),
        ),
        ctx,
      ),
    ),
    ctx,
  );
  // Last, so that the steps above, which add to and compare clinician texts, all read the rules'
  // spelling. The problem heading stays a key (compose/deep.ts); the reports spell it on printing.
  // Generic medicine names as sent ("Metformin") read in lower case mid-sentence for the patient
  // (review 30, wording-30 case 02) and for the clinician too: title, text and next steps, so every
  // report built from them (light and deep) reads "Withhold metformin" (review 31, medcase-31; always
  // on since medcase-31b). A name opening a sentence or step keeps its capital; a brand and a quoted
  // passage the record holds stay as written.
  const lower = genericNamesLowered(model.medications, recordedText(model));
  const country = emergencyCountry(ctx);
  return ordered.map((f) => ({
    ...f,
    title: lower(forClinician(f.title, words)),
    clinician: lower(forClinician(f.clinician, words)),
    // The emergency number by country, last too: the in-hospital and emergency checks above read the
    // rules' neutral "call your local emergency number" (review 31b, acute-31b; record-words.ts).
    // UK patients' "water tablets" come here too (review 46, us-words-46).
    patient: withCountryWords(lower(f.patient), country),
    nextSteps: f.nextSteps.map((s) => lower(forClinician(s, words))),
    patientQuestions: f.patientQuestions.map((q) => withCountryWords(lower(q), country)),
  }));
}

/**
 * Rules that call a result low by a cut-off stricter than the range it was judged against, naming
 * it first among their results: ferritin 22 µg/L at 2 years is above WHO's 12 µg/L but below its 30
 * µg/L with inflammation (review 17, paediatrics 02).
 */
const LOW_BY_OWN_CUTOFF = new Set(["iron-deficiency-without-anaemia"]);

/** Drops the "flagged low, but normal" note on a result such a rule reads as low: it would say no action is needed. */
function withoutOverruledLowFlags(labFlags: readonly Finding[], ruleFindings: readonly Finding[]): Finding[] {
  const readLow = new Set(ruleFindings.filter((f) => LOW_BY_OWN_CUTOFF.has(f.code)).map((f) => f.refs[0]));
  return labFlags.filter((f) => f.code !== "lab-flag-overruled" || !readLow.has(f.refs[0]));
}

/**
 * Rules that read a flagged result as expected for how the sample was taken, naming it first among
 * their results: a cortisol below a morning range on a sample taken at 16:40 (review 21,
 * leftovers-21d case 06). The plain "below the reference range" line beside it said the opposite
 * in the findings list; the results table still shows the laboratory's flag.
 */
const FLAG_READ_AS_EXPECTED = new Set(["cortisol-low-afternoon-sample"]);

/**
 * Rules that say all a plain flag would about the results they name, where the flag line has no
 * meaning of its own to add: "Vancomycin trough … is above the reference range" beside the
 * vancomycin finding repeated it with no source (review 23, medicines-thyroid-23 case 07); "Your
 * test for chlamydia trachomatis NAAT was positive" beside the chlamydia finding (review 24,
 * notes-reports case 03); the aminoglycoside finding likewise (review 24, renal-meds-24 case 05).
 * Their other references are medicines, never a lab flag's result.
 */
const FLAG_SAID_BY_RULE = new Set([
  "vancomycin-level-high",
  "aminoglycoside-level-high",
  "chlamydia-positive",
  "gonorrhoea-positive",
  // Isolated anti-HBc (review 29, infection-29 case 04): the anti-HBs flag line offered a vaccine.
  "hbv-isolated-core-antibody",
  // Resolved hepatitis B before rituximab (review 33, infect-resp-33 case 12): the anti-HBs flag line
  // said "no sign of protection … from a past infection" and offered a vaccine beside anti-HBc detected.
  "hbv-reactivation-anti-cd20",
]);

/** Drops the plain lab-flag line on a result such a rule reads as expected for the sample, or already says. */
function withoutFlagsReadAsExpected(labFlags: readonly Finding[], ruleFindings: readonly Finding[]): Finding[] {
  const expected = new Set([
    ...ruleFindings.filter((f) => FLAG_READ_AS_EXPECTED.has(f.code)).map((f) => f.refs[0]),
    ...ruleFindings.filter((f) => FLAG_SAID_BY_RULE.has(f.code)).flatMap((f) => f.refs),
  ]);
  return labFlags.filter(
    (f) => !(f.code === "lab-high" || f.code === "lab-low" || f.code === "lab-abnormal") || !expected.has(f.refs[0]),
  );
}

const FAMILY_ORDER: Record<string, number> = {
  "lab-flag": 0,
  "drug-lab": 1,
  pharmacogenomics: 2,
  pattern: 3,
  genetics: 4,
  vitals: 5,
  "family-history": 6,
  imaging: 7,
  trend: 8,
  screening: 9,
};

/** How many focus words (from userInstructions / additionalContext) a finding touches. */
export function focusScore(model: PatientModel, finding: Finding): number {
  if (model.focus.length === 0) return 0;
  const text = nameKey(`${finding.problem} ${finding.title} ${finding.keywords.join(" ")}`);
  return model.focus.filter((w) => matchesFocus(text, w)).length;
}

/**
 * Findings whose harm can come within hours go before review items of the same grade: a low glucose on a
 * sulfonylurea or insulin at 81 stood after the metformin and NSAID dose notes (review 13, deep coherence 6),
 * and medicines to pause during a vomiting illness stood after a statin offer (review 18).
 * A fever to check for sepsis stood after an HbA1c target line (review 20, infection-child-leftovers 01).
 * A code list, not the patient text's "today": that text is on many review findings and reordered them.
 */
// A child's fever check is the same kind of risk (review 48, fever-child-48).
const SAME_DAY_RISK = new Set([
  "hypoglycaemia-on-glucose-lowering",
  "sick-day-medicines",
  "fever-sepsis-check",
  "fever-young-child-check",
]);
const sameDayRisk = (f: Finding): boolean => SAME_DAY_RISK.has(f.code);

/**
 * Orders findings: critical first, then by severity, then by how well they match the caller's
 * instructions, then risks of harm within hours, then by family. Stable for equal keys, so the output is deterministic.
 */
export function prioritizeFindings(model: PatientModel, findings: readonly Finding[]): Finding[] {
  return findings
    .map((f, i) => ({ f, i, focus: focusScore(model, f) }))
    .sort(
      (a, b) =>
        SEVERITY_RANK[b.f.severity] - SEVERITY_RANK[a.f.severity] ||
        b.focus - a.focus ||
        Number(sameDayRisk(b.f)) - Number(sameDayRisk(a.f)) ||
        (FAMILY_ORDER[a.f.family] ?? 99) - (FAMILY_ORDER[b.f.family] ?? 99) ||
        a.i - b.i,
    )
    .map((x) => x.f);
}
