import { type Analysed, evaluate, normalizeEhr, selectElements } from "@hds/clinical";
import type { ResearchHandoff, RunMessage, SelectedElement } from "@hds/contracts";
import type { MaybeAsync } from "@hds/pipeline";

export type EhrDeepRun = Extract<RunMessage, { agent: "deep" }>;

/**
 * The clinical engine's work in ehr-deep, one stage per progress step; the only module that
 * calls the engine. A test swaps a stage to force a failure or a slow step.
 */
export interface EhrDeepStages {
  /** Step 2, "Analyzing health data": normalise (element limits applied) and evaluate. */
  analyse(run: EhrDeepRun, now: Date): MaybeAsync<Analysed>;
  /** Step 3, "Selecting relevant elements". */
  select(analysed: Analysed): MaybeAsync<SelectedElement[]>;
}

export const clinicalStages: EhrDeepStages = {
  analyse(run, now) {
    const model = normalizeEhr(run.data, { now });
    return { model, findings: evaluate(model) };
  },
  select({ model, findings }) {
    return selectElements(model, findings);
  },
};

/**
 * The hand-off to research: the run's envelope, its deadline, and the engine's model, findings and
 * selected elements as plain JSON (the engine's types are JSON by design). The raw request data
 * does not travel on: research needs only what the engine made of it.
 */
export function handoffMessage(
  run: EhrDeepRun,
  analysed: Analysed,
  selected: SelectedElement[],
  deadlineAt: Date,
): ResearchHandoff {
  return {
    runId: run.runId,
    agent: "deep",
    companyId: run.companyId,
    keyId: run.keyId,
    webhookUrl: run.webhookUrl,
    acceptedAt: run.acceptedAt,
    deadlineAt: deadlineAt.toISOString(),
    model: analysed.model as unknown as Record<string, unknown>,
    findings: analysed.findings as unknown as Record<string, unknown>[],
    selectedElements: selected,
    elementsAnalyzed: analysed.model.counts.analysed,
  };
}
