import { busNames, researchMsgId } from "@hds/contracts";
import { type AgentDeps, type AgentService, createStageAgent } from "@hds/pipeline";
import { publishJson } from "@hds/platform";
import { jetstream } from "@nats-io/jetstream";
import { clinicalStages, type EhrDeepStages } from "./handlers/analyse.ts";
import { ehrDeepStage, runDeadline } from "./handlers/pipeline.ts";

export interface EhrDeepDeps extends AgentDeps {
  /** Time from acceptance by which the whole deep run must have ended (DEEP_RUN_DEADLINE_MS). */
  runDeadlineMs?: number;
  /** The clinical engine's stages; a test replaces one to force a failure. */
  stages?: EhrDeepStages;
  /** The clock the analysis reads (how old a result is); the system's by default. */
  now?: () => Date;
}

export const DEFAULT_RUN_DEADLINE_MS = 15 * 60_000;

/**
 * The EHR deep agent's first half: takes runs from RUNS `deep` through the durable consumer all its
 * replicas share, runs steps 1-3 (intake, analysis, element selection) and, as step 4, hands the
 * run to research on the RESEARCH stream. One delivery may take ANALYSIS_DEADLINE_MS (`deadlineMs`),
 * and never past the run's own deadline.
 */
export function build(deps: EhrDeepDeps): AgentService {
  const names = busNames(deps.namespace);
  const js = jetstream(deps.nc);
  const runDeadlineMs = deps.runDeadlineMs ?? DEFAULT_RUN_DEADLINE_MS;
  const stage = ehrDeepStage(
    deps.stages ?? clinicalStages,
    async (handoff) => {
      await publishJson(js, names.subjects.researchHandoff, handoff, { msgID: researchMsgId.handoff(handoff.runId) });
    },
    runDeadlineMs,
    deps.now,
  );
  return createStageAgent(stage, {
    ...deps,
    stream: names.streams.runs,
    consumer: names.consumers.agent("deep"),
    filterSubject: names.subjects.runs("deep"),
    spanName: "deep run",
    deadlineAt: (message) =>
      new Date(Math.min(runDeadline(message.acceptedAt, runDeadlineMs).getTime(), Date.now() + deps.deadlineMs)),
  });
}
