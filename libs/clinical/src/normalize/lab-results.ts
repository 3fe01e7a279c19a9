import type { LabTest, PatientContext } from "@hds/contracts";
import { applyLabResultsLimits, countUndated, undatedByKind } from "../limits.ts";
import type { ConditionItem, GeneticItem, LabObservation, MedicationItem, PatientModel } from "../model.ts";
import { parseDate } from "../parse/date.ts";
import { rangePhaseOf } from "../parse/range.ts";
import { releaseRunMemory } from "../memo.ts";
import { cleanText } from "../text.ts";
import { buildSeries } from "../trends.ts";
import { conditionConcepts, isActiveCondition } from "../vocab/conditions.ts";
import { geneSymbol, knownGene } from "../vocab/genetics.ts";
import { classifyMedication, isActiveMedication } from "../vocab/medications.ts";
import {
  buildAllergy,
  buildFamily,
  buildVital,
  familyFromText,
  focusWords,
  parseAge,
  parseAgeDays,
  parseAgeMonths,
  ambiguousBirthAgeDays,
  babyWordsInNotes,
  notedInfantAgeDays,
  notedInfantAgeMonths,
  parseSex,
  PLANNED,
} from "./common.ts";
import { deriveEgfr } from "./egfr.ts";
import { readNotedBmi } from "./bmi-notes.ts";
import { readNotedConditions } from "./condition-notes.ts";
import { readNotedStoppedMedicines } from "./medicine-notes.ts";
import { readNotedChildHeight } from "./child-height-notes.ts";
import { readNotedWeight } from "./weight-notes.ts";
import { readNotedVitals } from "./vital-notes.ts";
import { readBpLabs } from "./bp-labs.ts";
import { readTemperatureLabs } from "./temperature-labs.ts";
import { readNotedFamilyHistory } from "./family-notes.ts";
import { readKidneyFailureLevels } from "./kidney-failure.ts";
import type { NormalizeOptions } from "./ehr.ts";
import { buildGahtObservation, gahtFrom } from "./gaht.ts";
import {
  type buildObservation,
  dropRepeatedResults,
  requestDecimalMark,
  setAsideAdultRange,
  withUrinalysisHint,
} from "./labs.ts";
import { readShorthand } from "../rules/notes.ts";

/** Words of a test name that make its non-numeric result a genotype ("CYP2C19 genotype", "MTHFR mutation analysis"). */
const GENETIC_NAME = /\b(?:genotyp\w*|mutations?|variants?|alleles?|polymorphisms?|pharmacogen\w*|pgx)\b/i;

/**
 * A gene test sent as a lab result ("Factor V Leiden mutation analysis: Heterozygous", "CYP2C19
 * genotype: *2/*2", "TPMT activity: low"): a result that is not a number, for a gene the rules
 * know or under a genotype name. A measured enzyme activity ("TPMT activity 4.1 U/mL") stays a
 * lab result; the rules read it as such.
 */
function asGeneticResult(lab: LabTest, obs: LabObservation, index: number): GeneticItem | undefined {
  if (obs.value.kind === "number" || obs.value.kind === "pair") return undefined;
  if (knownGene(lab.name) === undefined && !GENETIC_NAME.test(lab.name)) return undefined;
  const item: GeneticItem = {
    ref: `gene:${index}`,
    index,
    gene: geneSymbol(lab.name, "", lab.value),
    geneCode: "",
    interpretation: cleanText(lab.value),
    // The test name goes with the result, so "Low" reads as "Low TPMT activity".
    value: cleanText([lab.name, lab.notes].filter(Boolean).join("; ")),
  };
  if (lab.category !== undefined) item.method = lab.category;
  const date = parseDate(lab.date);
  if (date) item.date = date.iso;
  return item;
}

/**
 * A gene test is no number to judge against a range: it keeps its place among the labs (the
 * returned lab list is matched to them by position) but carries no flag, range or status.
 */
function withoutJudgement(obs: LabObservation): LabObservation {
  const { callerFlag: _flag, notComparable: _reason, borderline: _borderline, range: _range, ...rest } = obs;
  return { ...rest, status: "unknown", statusSource: "none", critical: false };
}

/**
 * Normalises the lab-results agent's request into the patient model: keeps the 200 most recent
 * labs (undated ones in the order received), limits the patient-context lists, and reads the
 * context (conditions, medications, allergies, family history, vital signs, notes) with the same
 * vocabularies as the EHR agent.
 */
export function normalizeLabResults(
  labResults: readonly LabTest[],
  patientContext?: PatientContext,
  opts: NormalizeOptions = {},
): PatientModel {
  releaseRunMemory();
  const limited = applyLabResultsLimits(labResults, patientContext);
  const ctx = limited.patientContext;
  const sex = parseSex(ctx?.gender);
  // Whole years of 0 cannot tell a newborn from an 11-month-old, so they too leave the age to the
  // notes, as in ehr.ts (review 24, paeds-24 case 03: "age": 0 with "11-month-old" in the notes got
  // no anaemia finding, as no infant cut-off was picked).
  const yearsOnly = ctx?.age === undefined || (parseAge(ctx.age) === 0 && parseAgeMonths(ctx.age) === undefined);
  const noted = yearsOnly ? notedInfantAgeMonths([ctx?.clinicalNotes], opts.now) : undefined;
  const age = noted !== undefined ? Math.floor(noted / 12) : parseAge(ctx?.age);
  // A baby's age given in months, weeks or days picks children's cut-offs by the month (WHO's
  // haemoglobin cut-off starts at 6 months); ranges are otherwise chosen by whole years. A baby in
  // its first month counts as half a month old, so the newborn limits can tell it from whole years of 0.
  const months = noted ?? parseAgeMonths(ctx?.age);
  const rangeAge = months !== undefined && months < 12 ? Math.max(months, 0.5) / 12 : age;
  const genetics: GeneticItem[] = [];
  const mark = requestDecimalMark(limited.labResults);
  // Postmenopausal or pregnant, as the context says, picks a laboratory's band for that phase.
  const phase = rangePhaseOf(
    (ctx?.conditions ?? []).filter((c) => isActiveCondition(c.status)).map((c) => c.name),
    [ctx?.clinicalNotes, ctx?.socialHistory],
  );
  const gaht = gahtFrom(
    (ctx?.medications ?? [])
      .filter((m) => isActiveMedication(undefined, [m.name, m.dosage, m.frequency].join(" ")))
      .map((m) => m.name),
    [
      ...(ctx?.conditions ?? []).filter((c) => isActiveCondition(c.status)).map((c) => c.name),
      ctx?.clinicalNotes,
      ctx?.socialHistory,
    ],
  );
  // One result sent twice (same test, date, value and unit) is counted once.
  const raws = withUrinalysisHint(
    limited.labResults.map((l, index) => {
      const raw: Parameters<typeof buildObservation>[0] = {
        ref: `lab:${index}`,
        source: "lab-results",
        index,
        name: l.name,
        value: l.value,
      };
      if (l.unit !== undefined) raw.unit = l.unit;
      if (l.date !== undefined) raw.date = l.date;
      if (l.referenceRange !== undefined) raw.referenceRange = l.referenceRange;
      if (l.flag !== undefined) raw.flag = l.flag;
      if (l.category !== undefined) raw.category = l.category;
      if (l.notes !== undefined) raw.notes = l.notes;
      return raw;
    }),
  );
  const babyOfUnknownAge =
    ctx?.age === undefined &&
    months === undefined &&
    babyWordsInNotes(readShorthand((ctx?.clinicalNotes ?? "").toLowerCase())) !== undefined;
  const labs = dropRepeatedResults(
    limited.labResults.map((l, index) => {
      const built = buildGahtObservation(raws[index]!, sex, gaht, rangeAge, mark, phase);
      const obs = babyOfUnknownAge ? setAsideAdultRange(built) : built;
      const gene = asGeneticResult(l, obs, genetics.length);
      if (gene === undefined) return obs;
      genetics.push(gene);
      return withoutJudgement(obs);
    }),
  );
  const conditions: ConditionItem[] = (ctx?.conditions ?? []).map((c, index) => ({
    ref: `condition:${index}`,
    index,
    name: cleanText(c.name),
    status: isActiveCondition(c.status) ? (c.status ?? "active") : (c.status ?? "inactive"),
    concepts: conditionConcepts(c.name),
  }));
  const medications: MedicationItem[] = (ctx?.medications ?? []).map((m, index) => {
    const { classes, drugs } = classifyMedication(m.name);
    // The context list has no status field; "warfarin (stopped)" says it in the text.
    const text = [m.name, m.dosage, m.frequency].join(" ");
    const active = isActiveMedication(undefined, text);
    const item: MedicationItem = {
      ref: `med:${index}`,
      index,
      name: cleanText(m.name),
      // "Azathioprine (planned)" is not taken yet: the status says so, as an EHR record's status
      // would, so findings say "not yet started" rather than "currently taking"; it stays listed
      // (active) because a planned medicine still needs its drug-gene and interaction checks.
      status: !active ? "stopped" : PLANNED.test(text) ? "planned" : "active",
      active,
      classes,
      drugs,
    };
    if (m.dosage !== undefined) item.dosage = m.dosage;
    if (m.frequency !== undefined) item.frequency = m.frequency;
    return item;
  });
  const vitals = (ctx?.vitalSigns ?? []).flatMap((v, index) => {
    if (typeof v === "string") {
      const m = /^\s*([^:]+?)\s*[:=]\s*(.+)$/.exec(v);
      return m ? [buildVital({ display: m[1] ?? "", value: m[2] ?? "" }, index)] : [];
    }
    const display = v.display ?? v.name;
    if (display === undefined || v.value === undefined) return [];
    const vital: Parameters<typeof buildVital>[0] = { display, value: String(v.value) };
    if (v.unit !== undefined) vital.unit = v.unit;
    if (v.date !== undefined) vital.date = v.date;
    return [buildVital(vital, index)];
  });
  const model: PatientModel = {
    agent: "lab-results",
    patient: {},
    labs,
    series: buildSeries(labs),
    conditions,
    medications,
    allergies: (ctx?.allergies ?? []).map((a, i) => buildAllergy(a, i)),
    familyHistory: (ctx?.familyHistory ?? []).map((f, i) =>
      typeof f === "string"
        ? familyFromText(f, i)
        : buildFamily({ ...f, onsetAge: f.onsetAge === undefined ? undefined : String(f.onsetAge) }, i),
    ),
    imaging: [],
    genetics,
    vitals,
    notes: {},
    focus: focusWords(ctx?.clinicalNotes),
    counts: {
      received: labResults.length,
      analysed: limited.labResults.length,
      undated: countUndated({ labResults }),
      undatedKinds: undatedByKind({ labResults }),
    },
    labResults: limited.labResults,
  };
  if (opts.now) model.now = opts.now.toISOString();
  if (age !== undefined) model.patient.age = age;
  if (months !== undefined) model.patient.ageMonths = months;
  // An age in days in the notes counts as it does in the age field ("age": 0, "5 days old").
  const days = noted !== undefined ? notedInfantAgeDays([ctx?.clinicalNotes], opts.now) : parseAgeDays(ctx?.age);
  if (days !== undefined) model.patient.ageDays = days;
  const either = noted !== undefined ? ambiguousBirthAgeDays([ctx?.clinicalNotes], opts.now) : undefined;
  if (either !== undefined) model.patient.ageDaysEither = either;
  if (sex) model.patient.sex = sex;
  if (ctx?.gender !== undefined) model.patient.genderText = ctx.gender;
  if (ctx?.socialHistory !== undefined) model.notes.socialHistory = ctx.socialHistory;
  if (ctx?.clinicalNotes !== undefined) model.notes.clinicalNotes = ctx.clinicalNotes;
  readNotedConditions(model);
  readNotedStoppedMedicines(model);
  readKidneyFailureLevels(model);
  readNotedFamilyHistory(model);
  readNotedBmi(model);
  readNotedChildHeight(model);
  readNotedWeight(model);
  readTemperatureLabs(model);
  readBpLabs(model);
  readNotedVitals(model);
  const derived = deriveEgfr(model);
  if (derived.length > 0) model.derivedLabs = derived;
  return model;
}
