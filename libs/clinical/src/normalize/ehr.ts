import type { HealthData } from "@hds/contracts";
import { inertInput } from "../inert.ts";
import { countUndated, limitIndexesByDate, undatedByKind } from "../limits.ts";
import { ELEMENT_LIMITS } from "@hds/contracts";
import type {
  ConditionItem,
  GeneticItem,
  ImagingItem,
  LabObservation,
  MedicationItem,
  PatientModel,
} from "../model.ts";
import { parseDate } from "../parse/date.ts";
import { rangePhaseOf } from "../parse/range.ts";
import { releaseRunMemory } from "../memo.ts";
import { cleanText } from "../text.ts";
import { buildSeries } from "../trends.ts";
import { conditionConcepts, isActiveCondition } from "../vocab/conditions.ts";
import { geneSymbol } from "../vocab/genetics.ts";
import { pregnancyEndedBy } from "../vocab/pregnancy.ts";
import { classifyMedication, isActiveMedication } from "../vocab/medications.ts";
import {
  buildFamily,
  buildVital,
  focusWords,
  ambiguousBirthAgeDays,
  babyWordsInNotes,
  notedInfantAgeDays,
  notedInfantAgeMonths,
  parseSex,
  PLANNED,
} from "./common.ts";
import { deriveEgfr } from "./egfr.ts";
import { readNotedBmi } from "./bmi-notes.ts";
import { readNotedChildHeight } from "./child-height-notes.ts";
import { readNotedConditions } from "./condition-notes.ts";
import { readNotedStoppedMedicines } from "./medicine-notes.ts";
import { readNotedWeight } from "./weight-notes.ts";
import { readNotedVitals } from "./vital-notes.ts";
import { readBpLabs } from "./bp-labs.ts";
import { readTemperatureLabs } from "./temperature-labs.ts";
import { readNotedFamilyHistory } from "./family-notes.ts";
import { readKidneyFailureLevels } from "./kidney-failure.ts";
import { buildGahtObservation, gahtFrom } from "./gaht.ts";
import {
  dropRepeatedResults,
  type RawLab,
  requestDecimalMark,
  setAsideAdultRange,
  withUrinalysisHint,
} from "./labs.ts";
import { readShorthand } from "../rules/notes.ts";

/** Options of the normalisers. `now` is only used for statements about how old a result is. */
export interface NormalizeOptions {
  now?: Date;
}

/** A pregnancy condition dated too long ago to be the current pregnancy, whatever its status says. */
function endedPregnancy(c: HealthData["pastMedicalHistory"][number], now: Date | undefined): boolean {
  return (
    conditionConcepts(c.display, c.code).includes("pregnancy") &&
    pregnancyEndedBy(parseDate(c.onsetDate ?? c.recordedDate)?.time, now)
  );
}

function countItems(d: HealthData): number {
  return (
    d.recentAbnormalLabs.length +
    d.recentNormalLabs.length +
    d.labTrends.length +
    d.pastMedicalHistory.length +
    d.medications.length +
    d.familyHistory.length +
    d.imagingStudies.length +
    d.geneticData.length +
    d.vitalSigns.length
  );
}

/** Fills the array defaults the contract schema would add, so callers may pass un-parsed data. */
function withDefaults(data: Partial<HealthData>): HealthData {
  return {
    ...data,
    recentAbnormalLabs: data.recentAbnormalLabs ?? [],
    recentNormalLabs: data.recentNormalLabs ?? [],
    labTrends: data.labTrends ?? [],
    pastMedicalHistory: data.pastMedicalHistory ?? [],
    medications: data.medications ?? [],
    familyHistory: data.familyHistory ?? [],
    imagingStudies: data.imagingStudies ?? [],
    geneticData: data.geneticData ?? [],
    vitalSigns: data.vitalSigns ?? [],
  };
}

/**
 * Normalises the EHR agent's `data` into the patient model: applies the spec's element limits,
 * parses every lab value, range and date, recognises tests, drugs, conditions and genes, and
 * builds lab series from trends and repeated labs.
 */
export function normalizeEhr(input: HealthData, opts: NormalizeOptions = {}): PatientModel {
  releaseRunMemory();
  const data = withDefaults(inertInput(input));
  const L = ELEMENT_LIMITS.ehr;
  // Limits of the spec, keeping each item's position in the request: element ids number items
  // as the caller sent them, so a selected element can be traced back.
  const pick = <T>(items: readonly T[], dateOf: (t: T) => string | undefined, max?: number) =>
    limitIndexesByDate(items, dateOf, max).map((i) => ({ item: items[i] as T, index: i }));
  const abnormal = pick(data.recentAbnormalLabs, (l) => l.date, L.recentAbnormalLabs);
  const normal = pick(data.recentNormalLabs, (l) => l.date, L.recentNormalLabs);
  const conditionsIn = pick(data.pastMedicalHistory, (c) => c.onsetDate ?? c.recordedDate, L.pastMedicalHistory);
  const medsIn = pick(data.medications, (m) => m.startDate, L.medications);
  const imagingIn = pick(data.imagingStudies, (i) => i.date, L.imagingStudies);
  const geneticsIn = pick(data.geneticData, (g) => g.date);
  const vitalsIn = pick(data.vitalSigns, (v) => v.date);
  const familyIn = data.familyHistory.slice(0, L.familyHistory);
  const sex = parseSex(data.patientInfo?.gender);
  // Whole years of 0 (or none) leave a baby's age to the notes, which pick children's ranges by the
  // month; a baby in its first month counts as half a month old (see lab-results.ts).
  const years = data.patientInfo?.age;
  const months =
    years === undefined || years === 0 ? notedInfantAgeMonths([data.additionalContext], opts.now) : undefined;
  const rangeAge = months !== undefined && months < 12 ? Math.max(months, 0.5) / 12 : years;
  const raws: RawLab[] = [];
  const push = (r: Omit<RawLab, "ref">) => raws.push({ ...r, ref: `lab:${raws.length}` });
  const normalOffset = data.recentAbnormalLabs.length;
  let trendOffset = normalOffset + data.recentNormalLabs.length;
  for (const { item, index } of abnormal) push(labFields(item, "abnormal", index));
  for (const { item, index } of normal) push(labFields(item, "normal", normalOffset + index));
  for (const t of data.labTrends) {
    t.values.forEach((p, pi) => {
      const raw: Omit<RawLab, "ref"> = {
        source: "trend",
        index: trendOffset + pi,
        name: t.display,
        code: t.code,
        value: p.value,
        unit: p.unit,
        date: p.date,
      };
      if (p.interpretation !== undefined) raw.flag = p.interpretation;
      push(raw);
    });
    trendOffset += t.values.length;
  }
  // A trend's last point often repeats a listed result: one result is counted once.
  // The request's own decimal mark ("5,4" elsewhere) decides "1,234", as on the lab-results path.
  const mark = requestDecimalMark(raws);
  // Postmenopausal or pregnant, as the record says, picks a laboratory's band for that phase.
  const phase = rangePhaseOf(
    conditionsIn
      .filter(({ item: c }) => isActiveCondition(c.clinicalStatus) && !endedPregnancy(c, opts.now))
      .map(({ item: c }) => c.display),
    [data.additionalContext],
  );
  const gaht = gahtFrom(
    medsIn.filter(({ item: m }) => isActiveMedication(m.status, m.medication)).map(({ item: m }) => m.medication),
    [
      ...conditionsIn
        .filter(({ item: c }) => isActiveCondition(c.clinicalStatus))
        .flatMap(({ item: c }) => [c.display, c.code]),
      data.additionalContext,
    ],
  );
  const babyOfUnknownAge =
    years === undefined &&
    months === undefined &&
    babyWordsInNotes(readShorthand((data.additionalContext ?? "").toLowerCase())) !== undefined;
  const labs: LabObservation[] = dropRepeatedResults(
    withUrinalysisHint(raws).map((r) => {
      const obs = buildGahtObservation(r, sex, gaht, rangeAge, mark, phase);
      return babyOfUnknownAge ? setAsideAdultRange(obs) : obs;
    }),
  );

  // A diagnosis refuted or entered in error (FHIR verificationStatus) is not the patient's: no rule may rest on it.
  const conditions: ConditionItem[] = conditionsIn
    .filter(({ item: c }) => !isWithdrawnDiagnosis(c.verificationStatus))
    .map(({ item: c, index }) => {
      const item: ConditionItem = {
        ref: `condition:${index}`,
        index,
        name: cleanText(c.display),
        status: c.clinicalStatus,
        concepts: conditionConcepts(c.display, c.code).filter(
          (concept) => concept !== "pregnancy" || !endedPregnancy(c, opts.now),
        ),
      };
      if (c.code !== undefined) item.code = c.code;
      const date = parseDate(c.onsetDate ?? c.recordedDate);
      if (date) item.date = date.iso;
      if (c.verificationStatus !== undefined) item.verification = c.verificationStatus;
      return item;
    });
  const medications: MedicationItem[] = medsIn.map(({ item: m, index }) => {
    const { classes, drugs } = classifyMedication(m.medication);
    const text = [m.medication, m.dosage, m.frequency].join(" ");
    const item: MedicationItem = {
      ref: `med:${index}`,
      index,
      name: cleanText(m.medication),
      // "Methotrexate (planned)" listed as active is not taken yet, as on the lab-results path (review 20).
      status: isActiveMedication(m.status, text) && PLANNED.test(text) ? "planned" : m.status,
      // Callers may pass un-parsed data without a status; then the text decides.
      active: isActiveMedication(m.status, text),
      classes,
      drugs,
    };
    if (m.dosage !== undefined) item.dosage = m.dosage;
    if (m.frequency !== undefined) item.frequency = m.frequency;
    const date = parseDate(m.startDate);
    if (date) item.startDate = date.iso;
    const end = parseDate(m.endDate);
    if (end) item.endDate = end.iso;
    return item;
  });
  const imaging: ImagingItem[] = imagingIn.map(({ item: s, index }) => {
    const item: ImagingItem = {
      ref: `imaging:${index}`,
      index,
      type: cleanText(s.type),
      description: cleanText(s.description),
      text: cleanText(sentences([s.description, s.findings, s.conclusion, s.reportText])),
    };
    const date = parseDate(s.date);
    if (date) item.date = date.iso;
    if (s.modality !== undefined) item.modality = s.modality;
    return item;
  });
  const genetics: GeneticItem[] = geneticsIn.map(({ item: g, index }) => {
    const item: GeneticItem = {
      ref: `gene:${index}`,
      index,
      gene: geneSymbol(g.geneDisplay, g.geneCode, g.value),
      geneCode: g.geneCode,
      interpretation: cleanText(g.interpretation),
    };
    // An allele named only in the display ("HLA-B*15:02", interpretation "Positive") must reach
    // the rules, which read interpretation and value.
    const allele = /\*\d/.test(g.geneDisplay) ? cleanText(g.geneDisplay) : undefined;
    // Not repeated when the value already names it ("HLA-B*57:01 detected").
    const named = allele !== undefined && g.value?.toLowerCase().includes(allele.toLowerCase()) === true;
    const value = [g.value, named ? undefined : allele].filter((v) => v !== undefined && v !== "").join("; ");
    if (value !== "") item.value = value;
    if (g.method !== undefined) item.method = g.method;
    const date = parseDate(g.date);
    if (date) item.date = date.iso;
    return item;
  });
  const analysed =
    abnormal.length +
    normal.length +
    data.labTrends.length +
    conditionsIn.length +
    medsIn.length +
    familyIn.length +
    imagingIn.length +
    geneticsIn.length +
    vitalsIn.length;
  const model: PatientModel = {
    agent: "ehr",
    patient: {},
    labs,
    series: buildSeries(labs),
    conditions,
    medications,
    allergies: [],
    familyHistory: familyIn.map((f, i) => buildFamily(f, i)),
    imaging,
    genetics,
    vitals: vitalsIn.map(({ item, index }) => buildVital(item, index)),
    notes: {},
    focus: focusWords(data.userInstructions),
    counts: { received: countItems(data), analysed, undated: countUndated(data), undatedKinds: undatedByKind(data) },
  };
  if (opts.now) model.now = opts.now.toISOString();
  if (years !== undefined) model.patient.age = years;
  else if (months !== undefined) model.patient.age = Math.floor(months / 12);
  if (months !== undefined) model.patient.ageMonths = months;
  // A newborn's age in days, as the notes give it, places its bilirubin on NICE CG98's lines.
  const days = months === undefined ? undefined : notedInfantAgeDays([data.additionalContext], opts.now);
  if (days !== undefined) model.patient.ageDays = days;
  const either = months === undefined ? undefined : ambiguousBirthAgeDays([data.additionalContext], opts.now);
  if (either !== undefined) model.patient.ageDaysEither = either;
  if (sex) model.patient.sex = sex;
  if (data.patientInfo?.gender !== undefined) model.patient.genderText = data.patientInfo.gender;
  if (data.additionalContext !== undefined) model.notes.additionalContext = data.additionalContext;
  if (data.userInstructions !== undefined) model.notes.userInstructions = data.userInstructions;
  // A diagnosis the list refutes is not brought back by the notes' mention of it.
  readNotedConditions(
    model,
    conditionsIn
      .filter(({ item: c }) => isWithdrawnDiagnosis(c.verificationStatus))
      .flatMap(({ item: c }) => conditionConcepts(c.display, c.code)),
  );
  readKidneyFailureLevels(model);
  readNotedStoppedMedicines(model);
  readNotedFamilyHistory(model);
  readNotedBmi(model);
  readNotedChildHeight(model);
  readNotedWeight(model);
  readTemperatureLabs(model);
  readBpLabs(model);
  // Vital signs written only in the additional context ("HR 124, temp 38.6") join the vitals when
  // none of their kind is sent as data, as for a lab request (review 30b, engine-30b case 06).
  readNotedVitals(model);
  const derived = deriveEgfr(model);
  if (derived.length > 0) model.derivedLabs = derived;
  return model;
}

function labFields(
  l: HealthData["recentAbnormalLabs"][number],
  source: RawLab["source"],
  index: number,
): Omit<RawLab, "ref"> {
  const raw: Omit<RawLab, "ref"> = { source, index, name: l.display, value: l.value, unit: l.unit };
  if (l.code !== undefined) raw.code = l.code;
  if (l.date !== undefined) raw.date = l.date;
  if (l.referenceRange !== undefined) raw.referenceRange = l.referenceRange;
  if (l.interpretation !== undefined) raw.flag = l.interpretation;
  return raw;
}

/** FHIR verification statuses that withdraw a diagnosis ("refuted", "entered-in-error", or the same in words). */
function isWithdrawnDiagnosis(status: string | undefined): boolean {
  return status !== undefined && /^(refuted|entered[\s-]*in[\s-]*error|ruled[\s-]*out|excluded)$/i.test(status.trim());
}

/** Report parts as one text: a part that already ends a sentence is not given a second full stop. */
function sentences(parts: readonly (string | undefined)[]): string {
  return parts
    .map((p) => p?.trim() ?? "")
    .filter((p) => p !== "")
    .reduce((text, p) => (text === "" ? p : `${text}${/[.!?]$/.test(text) ? " " : ". "}${p}`), "");
}
