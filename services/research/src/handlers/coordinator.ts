import {
  busNames,
  type ResearchHandoff,
  type ResearchHit,
  type ResearchTask,
  RunErrorCode,
  researchHandoffSchema,
  researchMsgId,
} from "@hds/contracts";
import { type FinalStage, RunFailure } from "@hds/pipeline";
import { type Logger, publishJson } from "@hds/platform";
import type { JetStreamClient } from "@nats-io/jetstream";
import type { ResearchEngine } from "./engine.ts";
import { discardRunResults, ResultGatherer } from "./gather.ts";

export interface CoordinatorDeps {
  js: JetStreamClient;
  namespace: string;
  engine: ResearchEngine;
  /** Ack wait of the per-run result consumer: how soon a dead coordinator's results move on. */
  ackWaitMs: number;
  logger: Logger;
}

/**
 * Steps 5-8 of a deep run, from its hand-off (spec: "steps 5-8 and the final result come from a
 * separate research processor"):
 * 5. "Starting research tasks": one task per research question, published on `researchTask`
 *    for any research replica to take, then the results are gathered until all are in;
 * 6. "Research complete": the results become one evidence set;
 * 7. "Generating responses": the deep report, with `researchTasks`;
 * 8. "Finalizing results": the final event (run by the pipeline library).
 *
 * Everything a replacement coordinator needs is on the bus, never in this process: the hand-off
 * (redelivered if this replica dies), the tasks (same ids, so publishing them again stores them
 * once) and the results (held in the run's durable consumer until the run has its outcome).
 */
export function coordinatorStage(deps: CoordinatorDeps): FinalStage<ResearchHandoff> {
  const names = busNames(deps.namespace);
  return {
    agent: "deep",
    firstStep: 5,
    lastStep: 8,
    schema: researchHandoffSchema,
    failureCode: RunErrorCode.researchFailed,
    async execute(handoff, steps) {
      steps.count({ elementsAnalyzed: handoff.elementsAnalyzed });
      const questions = deps.engine.questions(handoff);
      const results = await steps.run(5, async (signal) => {
        const gatherer = await ResultGatherer.open(deps.js, deps.namespace, handoff.runId, {
          ackWaitMs: deps.ackWaitMs,
          deadlineAt: new Date(handoff.deadlineAt),
          logger: deps.logger,
        });
        try {
          // Published in this step's span, so each task's CONSUMER span joins the run's trace.
          await Promise.all(
            questions.map((q) => {
              const task: ResearchTask = {
                runId: handoff.runId,
                companyId: handoff.companyId,
                taskId: q.id,
                query: q.query,
                findingIds: q.findingIds,
                deadlineAt: handoff.deadlineAt,
              };
              return publishJson(deps.js, names.subjects.researchTask, task, {
                msgID: researchMsgId.task(handoff.runId, q.id),
              });
            }),
          );
          deps.logger.info({ runId: handoff.runId, tasks: questions.length }, "research tasks published");
          return await gatherer.until(
            questions.map((q) => q.id),
            signal,
          );
        } finally {
          await gatherer.close();
        }
      });
      const failed = [...results.values()].filter((r) => r.status === "failed");
      if (failed.length > 0) {
        deps.logger.warn({ runId: handoff.runId, failedTasks: failed.map((r) => r.taskId) }, "research task failed");
        throw new RunFailure(RunErrorCode.researchFailed, "research task failed");
      }
      const evidence = await steps.run(6, () => {
        // In the questions' order, whatever order the results arrived in.
        const answered = new Map<string, { query: string; hits: ResearchHit[] }>();
        for (const q of questions) {
          const r = results.get(q.id);
          if (r?.status === "completed") answered.set(q.id, { query: r.query, hits: r.hits });
        }
        return deps.engine.evidence(handoff, answered);
      });
      return steps.run(7, () => deps.engine.compose(handoff, evidence));
    },
    async ended(handoff) {
      await discardRunResults(deps.js, deps.namespace, handoff.runId);
    },
  };
}
