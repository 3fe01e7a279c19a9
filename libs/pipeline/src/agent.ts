import { type Agent, busNames } from "@hds/contracts";
import type { Bus, Logger, Slots } from "@hds/platform";
import type { NatsConnection } from "@nats-io/transport-node";
import type { EventSink } from "./events.ts";
import { type PipelineDefinition, runStage } from "./run.ts";
import { createStageAgent } from "./stage.ts";

/** What an analysis agent needs from the outside world; tests build it over real NATS and Redis. */
export interface AgentDeps {
  nc: NatsConnection;
  slots: Pick<Slots, "extend" | "isWithdrawn">;
  logger: Logger;
  namespace: string;
  /** Runs this replica analyses at once. */
  concurrency: number;
  ackWaitMs: number;
  maxDeliver: number;
  deadlineMs: number;
  slotLeaseMs: number;
  /** Where events go; JetStream EVENTS unless a test says otherwise. */
  sink?: EventSink;
  /** Puts the agent's consumer back after a NATS restart (see {@link Bus}). */
  bus?: Bus;
}

export interface AgentService {
  /** Joins the agent's durable consumer and starts taking runs. */
  start(): Promise<void>;
  /**
   * Stops taking runs. Runs in flight may finish within `graceMs`; those still going then stop at
   * their next step (or at once) and go back to JetStream (nak) for another replica.
   */
  stop(graceMs?: number): Promise<void>;
  /** Runs being analysed by this replica now. */
  readonly inFlight: number;
  readonly started: boolean;
}

/**
 * An analysis agent on the bus: a bounded-concurrency worker on the agent's RUNS subject, through
 * the durable consumer every replica of the agent shares, running each run through `definition`
 * (steps, events, lease, deadline, failures: see {@link executeRun}), plus the listener for runs
 * that exhausted their deliveries.
 */
export function createAgent<A extends Agent>(definition: PipelineDefinition<A>, deps: AgentDeps): AgentService {
  const names = busNames(deps.namespace);
  return createStageAgent(runStage(definition), {
    ...deps,
    stream: names.streams.runs,
    consumer: names.consumers.agent(definition.agent),
    filterSubject: names.subjects.runs(definition.agent),
    spanName: `${definition.agent} run`,
    // Each delivery of a run gets the whole analysis deadline from when it starts.
    deadlineAt: () => new Date(Date.now() + deps.deadlineMs),
  });
}
