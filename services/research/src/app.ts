import { randomBytes } from "node:crypto";
import { busNames, researchTaskSchema } from "@hds/contracts";
import { type AgentService, createStageAgent, type EventSink } from "@hds/pipeline";
import { type Bus, type Logger, type Slots, startWorker, type Worker } from "@hds/platform";
import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection, Subscription } from "@nats-io/transport-node";
import { coordinatorStage } from "./handlers/coordinator.ts";
import { evidenceEngine, type ResearchEngine } from "./handlers/engine.ts";
import { createTaskHandler, watchExhaustedTasks } from "./handlers/task.ts";

export interface ResearchDeps {
  nc: NatsConnection;
  /** Puts both roles' consumers back after a NATS restart (see {@link Bus}). */
  bus?: Bus;
  slots: Pick<Slots, "extend" | "isWithdrawn">;
  logger: Logger;
  namespace: string;
  /** Hand-offs (deep runs) this replica coordinates at once. */
  concurrency: number;
  /** Ack wait of hand-offs, tasks and per-run results: how soon a dead replica's work moves on. */
  ackWaitMs: number;
  /** Deliveries of one hand-off before the run ends in its error event. */
  maxDeliver: number;
  slotLeaseMs: number;
  /** Research tasks this replica runs at once. */
  taskConcurrency?: number;
  /** Deliveries of one task; its last failing delivery reports the task as failed. */
  taskMaxDeliver?: number;
  /** The clinical engine as research uses it; a test swaps in a slow or failing one. */
  engine?: ResearchEngine;
  /** This replica's id in results, spans and logs; random by default. */
  replica?: string;
  sink?: EventSink;
  /** Accepted for symmetry with the other agents; a deep run's deadline comes with its hand-off. */
  deadlineMs?: number;
}

export interface ResearchService extends AgentService {
  readonly replica: string;
  /** Research tasks this replica has completed since it started. */
  readonly tasksCompleted: number;
}

/** A hand-off without a readable deadline is still bounded (the spec's longest deep run). */
const FALLBACK_DEADLINE_MS = 16 * 60_000;

/**
 * The research service: both roles on every replica.
 * - Coordinator: takes deep hand-offs from RESEARCH through the durable consumer all research
 *   replicas share and runs steps 5-8 (see coordinatorStage).
 * - Task: takes research tasks from RESEARCH through a second shared durable consumer, with its
 *   own bounded concurrency, so the tasks of one run spread over every replica.
 */
export function build(deps: ResearchDeps): ResearchService {
  const names = busNames(deps.namespace);
  const js = jetstream(deps.nc);
  const engine = deps.engine ?? evidenceEngine;
  const replica = deps.replica ?? `research-${randomBytes(4).toString("hex")}`;
  const logger = deps.logger.child({ replica });
  let tasksCompleted = 0;
  let tasks: Worker | undefined;
  let exhaustedTasks: Subscription | undefined;

  const coordinator = createStageAgent(
    coordinatorStage({ js, namespace: deps.namespace, engine, ackWaitMs: deps.ackWaitMs, logger }),
    {
      nc: deps.nc,
      bus: deps.bus,
      slots: deps.slots,
      logger,
      namespace: deps.namespace,
      concurrency: deps.concurrency,
      ackWaitMs: deps.ackWaitMs,
      maxDeliver: deps.maxDeliver,
      slotLeaseMs: deps.slotLeaseMs,
      ...(deps.sink ? { sink: deps.sink } : {}),
      stream: names.streams.research,
      consumer: names.consumers.researchHandoff,
      filterSubject: names.subjects.researchHandoff,
      spanName: "deep research",
      deadlineAt: (message) => {
        const at = typeof message.deadlineAt === "string" ? Date.parse(message.deadlineAt) : Number.NaN;
        return new Date(Number.isFinite(at) ? at : Date.parse(message.acceptedAt) + FALLBACK_DEADLINE_MS);
      },
    },
  );

  return {
    replica,
    get tasksCompleted() {
      return tasksCompleted;
    },
    get inFlight() {
      return coordinator.inFlight + (tasks?.inFlight ?? 0);
    },
    get started() {
      return coordinator.started && tasks !== undefined;
    },
    async start() {
      if (tasks) return;
      exhaustedTasks = watchExhaustedTasks({
        nc: deps.nc,
        js,
        jsm: await js.jetstreamManager(),
        namespace: deps.namespace,
        replica,
        logger,
      });
      tasks = await startWorker({
        js,
        stream: names.streams.research,
        consumer: names.consumers.researchTask,
        filterSubject: names.subjects.researchTask,
        schema: researchTaskSchema,
        concurrency: deps.taskConcurrency ?? 4,
        ackWaitMs: deps.ackWaitMs,
        maxDeliver: deps.taskMaxDeliver ?? 3,
        logger,
        spanName: "research task",
        bus: deps.bus,
        attributes: (t) => ({ "hds.run.id": t.runId, "hds.company.id": t.companyId, "hds.research.task.id": t.taskId }),
        handle: createTaskHandler({
          js,
          namespace: deps.namespace,
          engine,
          replica,
          logger,
          onCompleted: () => {
            tasksCompleted += 1;
          },
        }),
      });
      await coordinator.start();
      logger.info({ taskConcurrency: deps.taskConcurrency ?? 4 }, "research roles started");
    },
    async stop(graceMs = 10_000) {
      // Both roles hand their unfinished work back; tasks first would starve a coordinator that
      // waits on them, so they stop together.
      await Promise.all([coordinator.stop(graceMs), tasks?.stop(graceMs)]);
      exhaustedTasks?.unsubscribe();
      tasks = undefined;
      exhaustedTasks = undefined;
    },
  };
}
