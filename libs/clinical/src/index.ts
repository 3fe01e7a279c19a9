/**
 * @hds/clinical — the offline clinical analysis engine: pure functions, no I/O, deterministic.
 *
 * The agents call the stages one by one so that they can emit a progress webhook per step:
 * EHR: normalizeEhr → evaluate → selectElements → retrieveEvidence → composePatientReport /
 * composeClinicianReport → finalizeEhrResult (deep: composeDeepReport).
 * Lab results: normalizeLabResults → evaluate → prioritizeFindings → buildSearchQueries →
 * retrieveEvidence → compose… → finalizeLabResultsResult.
 * Models, findings and evidence sets are plain JSON so deep mode can pass them across the bus.
 */
export { normalizeEhr, type NormalizeOptions } from "./normalize/ehr.ts";
export { normalizeLabResults } from "./normalize/lab-results.ts";
export { evaluate, prioritizeFindings } from "./evaluate.ts";
export { selectElements, ElementCategory, MAX_SELECTED } from "./select.ts";
export { retrieveEvidence, buildSearchQueries, researchQuestions, type EvidenceSet } from "./research.ts";
export { composePatientReport } from "./compose/patient.ts";
export { composeClinicianReport } from "./compose/clinician.ts";
export { composeDeepReport } from "./compose/deep.ts";
export { type ComposedText } from "./compose/citations.ts";
export {
  type Analysed,
  analyzeEhr,
  analyzeLabResults,
  analysedLabResults,
  citationCount,
  finalizeEhrResult,
  finalizeLabResultsResult,
  insightsMatched,
  type RunCounts,
} from "./pipeline.ts";
export { researchEvidence, searchEvidence, type EvidenceHit } from "./retrieval/index.ts";
export { EVIDENCE_LIBRARY, findEvidence, type EvidenceEntry } from "./evidence/library.ts";
export { LAB_CATALOGUE, findLab, type LabDefinition } from "./catalogue/index.ts";
export { RULES } from "./rules/index.ts";
export { countUndated, applyEhrLimits, applyLabResultsLimits, limitByDate } from "./limits.ts";
export { parseValue, type ParsedValue } from "./parse/value.ts";
export { parseRange, type ParsedRange } from "./parse/range.ts";
export { parseDate, type ParsedDate } from "./parse/date.ts";
export { convert, parseUnit, type Unit } from "./units.ts";
export type { Finding, FindingFamily, LabObservation, LabSeries, PatientModel, Severity } from "./model.ts";
