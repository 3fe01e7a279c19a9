import {
  type Analysed,
  buildSearchQueries,
  citationCount,
  composeClinicianReport,
  composePatientReport,
  type EvidenceSet,
  evaluate,
  type Finding,
  finalizeLabResultsResult,
  normalizeLabResults,
  prioritizeFindings,
  retrieveEvidence,
} from "@hds/clinical";
import type { LabResultsResult, RunCounts, RunMessage } from "@hds/contracts";
import type { MaybeAsync } from "@hds/pipeline";

export type LabResultsRun = Extract<RunMessage, { agent: "lab-results" }>;

/**
 * The clinical engine's work for a lab-results run, one stage per progress step, so that each
 * step's event goes out as that step's work starts. This module is the only one that calls the
 * engine; a test swaps a stage to force a failure or a slow step.
 */
export interface LabResultsStages {
  /** Step 2, "Analyzing lab results": normalise (element limits applied) and evaluate. */
  analyse(run: LabResultsRun, now: Date): MaybeAsync<Analysed>;
  /** Step 3, "Prioritizing findings". */
  prioritize(analysed: Analysed): MaybeAsync<Finding[]>;
  /** Step 4, "Generating search queries" (clinical terms only, no identifiers). */
  searchQueries(analysed: Analysed, prioritized: Finding[]): MaybeAsync<string[]>;
  /** Step 5, "Searching medical literature and clinical guidelines": ranked hits per query. */
  search(analysed: Analysed, queries: string[]): MaybeAsync<EvidenceSet>;
  /** Step 6, "Processing search results": each finding linked to its sources, with the hits. */
  processResults(analysed: Analysed, prioritized: Finding[], searched: EvidenceSet): MaybeAsync<EvidenceSet>;
  /** Step 7, "Generating responses": patient and clinician reports, numbered citations. */
  compose(
    analysed: Analysed,
    prioritized: Finding[],
    evidence: EvidenceSet,
  ): MaybeAsync<{ result: LabResultsResult; counts: RunCounts }>;
}

export const clinicalStages: LabResultsStages = {
  analyse(run, now) {
    const model = normalizeLabResults(run.labResults, run.patientContext, {
      now,
    });
    return { model, findings: evaluate(model) };
  },
  prioritize({ model, findings }) {
    return prioritizeFindings(model, findings);
  },
  searchQueries({ model }, prioritized) {
    return buildSearchQueries(model, prioritized);
  },
  search({ model }, queries) {
    // Searching only: no findings, so this is the query hits and nothing else.
    return retrieveEvidence(model, [], queries);
  },
  processResults({ model }, prioritized, searched) {
    // Each finding's own sources, checked against the evidence library, next to the hits.
    const linked = retrieveEvidence(model, prioritized, []);
    return {
      byFinding: linked.byFinding,
      queries: searched.queries,
      related: searched.related,
    };
  },
  compose({ model }, prioritized, evidence) {
    const result = finalizeLabResultsResult(
      model,
      composePatientReport(model, prioritized, evidence),
      composeClinicianReport(model, prioritized, evidence),
    );
    return {
      result,
      counts: { elementsAnalyzed: model.counts.analysed, citationsGenerated: citationCount(result) },
    };
  },
};
