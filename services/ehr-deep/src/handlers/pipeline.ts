import type { Analysed } from "@hds/clinical";
import {
  type ResearchHandoff,
  RunErrorCode,
  type RunMessage,
  runMessageSchema,
  type SelectedElement,
} from "@hds/contracts";
import { type HandoffStage, RunFailure } from "@hds/pipeline";
import { type EhrDeepStages, handoffMessage } from "./analyse.ts";

/** Publishes a hand-off on the RESEARCH stream with its idempotent id (`${runId}:handoff`). */
export type PublishHandoff = (handoff: ResearchHandoff) => Promise<void>;

/** When a deep run accepted at `acceptedAt` must have ended, research included. */
export function runDeadline(acceptedAt: string, runDeadlineMs: number): Date {
  return new Date(Date.parse(acceptedAt) + runDeadlineMs);
}

/**
 * Steps 1-4 of a deep run (spec "States and transitions"): each `steps.run(k, …)` tells the client
 * step k has started and then does its work. Step 4, "Routing to the deep research agent", is the
 * hand-off itself, run by the pipeline library without interruption: once research has the run,
 * this service's part is over and its run message is acknowledged.
 */
export function ehrDeepStage(
  stages: EhrDeepStages,
  publish: PublishHandoff,
  runDeadlineMs: number,
  now: () => Date = () => new Date(),
): HandoffStage<RunMessage, { analysed: Analysed; selected: SelectedElement[] }> {
  return {
    agent: "deep",
    firstStep: 1,
    lastStep: 4,
    schema: runMessageSchema,
    failureCode: RunErrorCode.analysisFailed,
    async execute(run, steps) {
      if (run.agent !== "deep") throw new RunFailure(RunErrorCode.analysisFailed, "not a deep run");
      // Step 1: the run message has been read and checked against the contract.
      await steps.run(1, () => undefined);
      const analysed = await steps.run(2, () => stages.analyse(run, now()));
      steps.count({ elementsAnalyzed: analysed.model.counts.analysed });
      const selected = await steps.run(3, () => stages.select(analysed));
      return { analysed, selected };
    },
    async handOff(run, { analysed, selected }) {
      if (run.agent !== "deep") throw new RunFailure(RunErrorCode.analysisFailed, "not a deep run");
      await publish(handoffMessage(run, analysed, selected, runDeadline(run.acceptedAt, runDeadlineMs)));
    },
  };
}
