import {
  type EhrResult,
  type HealthData,
  type LabResultsResult,
  type LabTest,
  LAB_FLAGS,
  type PatientContext,
  type SelectedElement,
} from "@hds/contracts";
import { type ComposedText, finalizeTexts } from "./compose/citations.ts";
import { composeClinicianReport } from "./compose/clinician.ts";
import { composeDeepReport } from "./compose/deep.ts";
import { composePatientReport } from "./compose/patient.ts";
import { findEvidence } from "./evidence/library.ts";
import { evaluate } from "./evaluate.ts";
import type { Finding, LabObservation, PatientModel } from "./model.ts";
import { type NormalizeOptions, normalizeEhr } from "./normalize/ehr.ts";
import { normalizeLabResults } from "./normalize/lab-results.ts";
import { retrieveEvidence } from "./research.ts";
import { selectElements } from "./select.ts";

/** Aggregate counts for the operational log (no health data). */
export interface RunCounts {
  elementsAnalyzed: number;
  citationsGenerated: number;
}

/** The patient model (element limits applied) and what the engine found in it. */
export interface Analysed {
  model: PatientModel;
  findings: Finding[];
}

/** Numbered citations of a result, both texts together (the ops log's citationsGenerated). */
export function citationCount(result: { citations: { patient: object; clinician: object } }): number {
  return Object.keys(result.citations.patient).length + Object.keys(result.citations.clinician).length;
}

/** Numbers both texts and assembles the EHR result (research tasks only for deep runs). */
export function finalizeEhrResult(
  selected: readonly SelectedElement[],
  patient: ComposedText,
  clinician: ComposedText,
  researchTasks?: readonly string[],
): EhrResult {
  const texts = finalizeTexts(patient, clinician);
  const result: EhrResult = {
    selectedElements: [...selected],
    patientResponse: texts.patientResponse,
    clinicianResponse: texts.clinicianResponse,
    citations: texts.citations,
  };
  if (researchTasks !== undefined) result.researchTasks = [...researchTasks];
  return result;
}

/**
 * Runs the whole EHR pipeline offline. `mode: "deep"` adds the detailed discussion and research
 * tasks (the research service may instead call the stages itself).
 */
export function analyzeEhr(
  data: HealthData,
  opts: NormalizeOptions & { mode?: "light" | "deep" } = {},
): { result: EhrResult; counts: RunCounts; model: PatientModel; findings: Finding[] } {
  const model = normalizeEhr(data, opts);
  const findings = evaluate(model);
  const selected = selectElements(model, findings);
  const evidence = retrieveEvidence(model, findings);
  const result =
    opts.mode === "deep"
      ? composeDeepReport(model, findings, evidence, selected)
      : finalizeEhrResult(
          selected,
          composePatientReport(model, findings, evidence),
          composeClinicianReport(model, findings, evidence),
        );
  return {
    result,
    counts: { elementsAnalyzed: model.counts.analysed, citationsGenerated: citationCount(result) },
    model,
    findings,
  };
}

/** The wire flag for an observation's status, when one can be stated. */
function wireFlag(obs: LabObservation): LabTest["flag"] {
  if (obs.critical) return "Critical";
  switch (obs.status) {
    case "high":
      return "High";
    // A positive (or trace) qualitative result where negative is expected: the wire has no
    // "Abnormal", and laboratories flag a positive dipstick "High", so every such result is sent
    // "High" alike (review 11, lab panels 4: leucocytes 2+ came back "High" as sent, while
    // nitrite "Positive", protein 1+ and blood trace came back with no flag).
    case "abnormal":
      return "High";
    case "low":
      return "Low";
    case "normal":
      return "Normal";
    default:
      return undefined;
  }
}

/**
 * The labs as analysed: the caller's lab tests after limiting, unchanged except for `flag`, which
 * says how the result was read. A missing flag is filled in when the engine could derive one from
 * the range (never guessed); a flag the numbers overruled (sodium 140 flagged low against 135–145,
 * a value beyond a critical limit flagged high) gives way to the reading the reports are built on,
 * so the list and the reports never disagree. A flag the engine could not check stays as sent.
 */
export function analysedLabResults(model: PatientModel): LabTest[] {
  // By position in the request, not in model.labs: a result sent twice is analysed once, so the
  // two lists need not line up (a repeat keeps its flag as sent).
  const byIndex = new Map(model.labs.filter((o) => o.source === "lab-results").map((o) => [o.index, o]));
  return (model.labResults ?? []).map((lab, i) => {
    const obs = byIndex.get(i);
    const flag = obs ? wireFlag(obs) : undefined;
    return flag !== undefined && LAB_FLAGS.includes(flag) ? { ...lab, flag } : { ...lab };
  });
}

/** Curated insights matched to the analysed labs (metadata.insightsMatched). */
export function insightsMatched(model: PatientModel): number {
  return new Set(
    model.labs.map((o) => o.analyteId).filter((id) => id !== undefined && findEvidence(`insight:${id}`) !== undefined),
  ).size;
}

/** Assembles the lab-results agent's result from the composed texts. */
export function finalizeLabResultsResult(
  model: PatientModel,
  patient: ComposedText,
  clinician: ComposedText,
): LabResultsResult {
  const texts = finalizeTexts(patient, clinician);
  return {
    labResults: analysedLabResults(model),
    patientResponse: texts.patientResponse,
    clinicianResponse: texts.clinicianResponse,
    citations: texts.citations,
    metadata: {
      labsReceived: model.counts.received,
      labsAnalyzed: model.counts.analysed,
      insightsMatched: insightsMatched(model),
    },
  };
}

/** Runs the whole lab-results pipeline offline. */
export function analyzeLabResults(
  labResults: readonly LabTest[],
  patientContext?: PatientContext,
  opts: NormalizeOptions = {},
): { result: LabResultsResult; counts: RunCounts; model: PatientModel; findings: Finding[] } {
  const model = normalizeLabResults(labResults, patientContext, opts);
  const findings = evaluate(model);
  const evidence = retrieveEvidence(model, findings);
  const result = finalizeLabResultsResult(
    model,
    composePatientReport(model, findings, evidence),
    composeClinicianReport(model, findings, evidence),
  );
  return {
    result,
    counts: { elementsAnalyzed: model.counts.analysed, citationsGenerated: citationCount(result) },
    model,
    findings,
  };
}
