import {
  type Analysed,
  citationCount,
  type ComposedText,
  composeClinicianReport,
  composePatientReport,
  type EvidenceSet,
  evaluate,
  finalizeEhrResult,
  normalizeEhr,
  retrieveEvidence,
  selectElements,
} from "@hds/clinical";
import type { EhrResult, RunCounts, RunMessage, SelectedElement } from "@hds/contracts";
import type { MaybeAsync } from "@hds/pipeline";

export type EhrLightRun = Extract<RunMessage, { agent: "light" }>;

/**
 * The clinical engine's work for an EHR light run, one stage per progress step, so that each
 * step's event goes out as that step's work starts. This module is the only one that calls the
 * engine; a test swaps a stage to force a failure or a slow step.
 */
export interface EhrLightStages {
  /** Step 2, "Analyzing health data": normalise (element limits applied) and evaluate. */
  analyse(run: EhrLightRun, now: Date): MaybeAsync<Analysed>;
  /** Step 3, "Selecting relevant elements". */
  select(analysed: Analysed): MaybeAsync<SelectedElement[]>;
  /** Step 4, "Researching medical literature and clinical guidelines". */
  research(analysed: Analysed): MaybeAsync<EvidenceSet>;
  /** Step 5, "Generating patient response". */
  patientReport(analysed: Analysed, evidence: EvidenceSet): MaybeAsync<ComposedText>;
  /** Step 6, "Generating clinician response". */
  clinicianReport(analysed: Analysed, evidence: EvidenceSet): MaybeAsync<ComposedText>;
  /** Step 7, "Finalizing results": numbered citations and the result. */
  finalize(
    analysed: Analysed,
    selected: SelectedElement[],
    patient: ComposedText,
    clinician: ComposedText,
  ): MaybeAsync<{ result: EhrResult; counts: RunCounts }>;
}

export const clinicalStages: EhrLightStages = {
  analyse(run, now) {
    const model = normalizeEhr(run.data, { now });
    return { model, findings: evaluate(model) };
  },
  select({ model, findings }) {
    return selectElements(model, findings);
  },
  research({ model, findings }) {
    return retrieveEvidence(model, findings);
  },
  patientReport({ model, findings }, evidence) {
    return composePatientReport(model, findings, evidence);
  },
  clinicianReport({ model, findings }, evidence) {
    return composeClinicianReport(model, findings, evidence);
  },
  finalize({ model }, selected, patient, clinician) {
    const result = finalizeEhrResult(selected, patient, clinician);
    return {
      result,
      counts: { elementsAnalyzed: model.counts.analysed, citationsGenerated: citationCount(result) },
    };
  },
};
