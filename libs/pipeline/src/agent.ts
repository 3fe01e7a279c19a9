import { type Agent, busNames } from "@hds/contracts";
import { type Logger, type Slots, startWorker, type Worker } from "@hds/platform";
import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection, Subscription } from "@nats-io/transport-node";
import { runEnvelopeSchema } from "./envelope.ts";
import { type EventSink, jetStreamSink } from "./events.ts";
import { watchExhaustedRuns } from "./exhausted.ts";
import { executeRun, type PipelineDefinition } from "./run.ts";

/** What an analysis agent needs from the outside world; tests build it over real NATS and Redis. */
export interface AgentDeps {
  nc: NatsConnection;
  slots: Pick<Slots, "extend">;
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
}

export interface AgentService {
  /** Joins the agent's durable consumer and starts taking runs. */
  start(): Promise<void>;
  /**
   * Stops taking runs. Runs in flight stop at their next step and go back to JetStream (nak) for
   * another replica; after `graceMs` whatever is left is handed back regardless.
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
  const js = jetstream(deps.nc);
  const sink = deps.sink ?? jetStreamSink(js);
  let worker: Worker | undefined;
  let exhausted: Subscription | undefined;

  return {
    get inFlight() {
      return worker?.inFlight ?? 0;
    },
    get started() {
      return worker !== undefined;
    },
    async start() {
      if (worker) return;
      const consumer = names.consumers.agent(definition.agent);
      exhausted = watchExhaustedRuns({
        nc: deps.nc,
        jsm: await js.jetstreamManager(),
        stream: names.streams.runs,
        consumer,
        namespace: deps.namespace,
        sink,
        logger: deps.logger,
      });
      worker = await startWorker({
        js,
        stream: names.streams.runs,
        consumer,
        filterSubject: names.subjects.runs(definition.agent),
        schema: runEnvelopeSchema,
        concurrency: deps.concurrency,
        ackWaitMs: deps.ackWaitMs,
        maxDeliver: deps.maxDeliver,
        logger: deps.logger,
        spanName: `${definition.agent} run`,
        attributes: (m) => ({
          "hds.run.id": m.runId,
          "hds.agent": m.agent,
          "hds.company.id": m.companyId,
        }),
        handle: (message, ctx) =>
          executeRun(definition, message, ctx, {
            namespace: deps.namespace,
            sink,
            slots: deps.slots,
            slotLeaseMs: deps.slotLeaseMs,
            deadlineMs: deps.deadlineMs,
            logger: deps.logger,
          }),
      });
      deps.logger.info(
        {
          agent: definition.agent,
          consumer,
          concurrency: deps.concurrency,
          ackWaitMs: deps.ackWaitMs,
        },
        "agent started",
      );
    },
    async stop(graceMs = 10_000) {
      await worker?.stop(graceMs);
      exhausted?.unsubscribe();
      worker = undefined;
      exhausted = undefined;
    },
  };
}
