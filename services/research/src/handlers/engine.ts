import {
  citationCount,
  composeDeepReport,
  type EvidenceSet,
  type Finding,
  type PatientModel,
  researchEvidence,
  researchQuestions,
  retrieveEvidence,
} from "@hds/clinical";
import type { ResearchHandoff, ResearchHit } from "@hds/contracts";
import type { MaybeAsync, RunOutput } from "@hds/pipeline";

/** A research question of a run: one per problem, with the findings it should resolve. */
export interface ResearchQuestion {
  id: string;
  query: string;
  findingIds: string[];
}

/**
 * The research service's use of the clinical engine; the only module that calls it. Tests swap
 * `research` for a slow or failing one.
 */
export interface ResearchEngine {
  /** The questions a clinician would ask about this patient's findings (the research tasks). */
  questions(handoff: ResearchHandoff): ResearchQuestion[];
  /** One task: retrieval over the evidence library, ranking, and the passages that answer it. */
  research(query: string, signal: AbortSignal): MaybeAsync<ResearchHit[]>;
  /** Steps 6-7: the tasks' results as one evidence set, then the deep report. */
  evidence(
    handoff: ResearchHandoff,
    answered: ReadonlyMap<string, { query: string; hits: ResearchHit[] }>,
  ): EvidenceSet;
  compose(handoff: ResearchHandoff, evidence: EvidenceSet): RunOutput;
}

function engineInput(handoff: ResearchHandoff): { model: PatientModel; findings: Finding[] } {
  // ehr-deep wrote these from the engine's own PatientModel and Finding[] (plain JSON by design).
  return {
    model: handoff.model as unknown as PatientModel,
    findings: handoff.findings as unknown as Finding[],
  };
}

export const evidenceEngine: ResearchEngine = {
  questions(handoff) {
    const { model, findings } = engineInput(handoff);
    return researchQuestions(model, findings);
  },
  research(query) {
    return researchEvidence(query).map((h) => ({
      id: h.id,
      score: h.score,
      title: h.title,
      url: h.url,
      citation: h.citation,
      passage: h.passage,
    }));
  },
  evidence(handoff, answered) {
    const { model, findings } = engineInput(handoff);
    // Each finding's own sources, chosen as the in-process analysis chooses them (no search: the
    // tasks' hits are the search), so both paths give the same report.
    const { byFinding } = retrieveEvidence(model, findings, []);
    const queries: string[] = [];
    const related: EvidenceSet["related"] = {};
    for (const { query, hits } of answered.values()) {
      if (!queries.includes(query)) queries.push(query);
      related[query] = hits;
    }
    return { byFinding, queries, related };
  },
  compose(handoff, evidence) {
    const { model, findings } = engineInput(handoff);
    const report = composeDeepReport(model, findings, evidence, handoff.selectedElements);
    // researchTasks lists the queries that actually ran as tasks.
    const result = { ...report, researchTasks: [...evidence.queries] };
    return {
      result,
      counts: { elementsAnalyzed: handoff.elementsAnalyzed, citationsGenerated: citationCount(result) },
    };
  },
};
