import {
  type Agent,
  type RunCounts,
  RunErrorCode,
  type RunMessage,
  type RunResult,
  runMessageSchema,
  type TokenUsage,
  totalSteps,
} from "@hds/contracts";
import type { Logger, Outcome, Slots } from "@hds/platform";
import type { z } from "zod";
import type { RunEnvelopeMessage } from "./envelope.ts";
import type { EventSink } from "./events.ts";
import { executeStage, type StageDefinition } from "./stage.ts";

/** The run message of one agent. */
export type RunMessageOf<A extends Agent> = Extract<RunMessage, { agent: A }>;

/** What an agent's analysis produces. Token usage is zero when no model was called. */
export interface RunOutput {
  result: RunResult;
  counts: RunCounts;
  usage?: TokenUsage;
}

/** A step's work, or a stage of it, may finish at once or later. */
export type MaybeAsync<T> = T | Promise<T>;

/**
 * How an agent's analysis walks through its steps. `run(k, work)` publishes the progress event of
 * step k (so the client hears of a step when its work starts), then does the work in a span of
 * its own. Steps go one by one in the catalogue's order.
 */
export interface Steps {
  /** Aborted when the run's deadline passes or the worker stops; long work should watch it. */
  readonly signal: AbortSignal;
  run<T>(step: number, work: (signal: AbortSignal) => MaybeAsync<T>): Promise<T>;
  /** Counts known so far; an error event reports them (ops log), so record them as they are known. */
  count(counts: Partial<RunCounts>): void;
}

/**
 * An agent's pipeline. `execute` runs every step of the agent's catalogue but the last and
 * returns the result; the last step ("Delivering final results", "Final webhook delivered") is
 * the delivery, which the pipeline runs itself: it checks the result against the contract and
 * publishes the final event.
 */
export interface PipelineDefinition<A extends Agent> {
  agent: A;
  execute(message: RunMessageOf<A>, steps: Steps): Promise<RunOutput>;
}

export interface RunDeps {
  namespace: string;
  sink: EventSink;
  slots: Pick<Slots, "extend" | "isWithdrawn">;
  slotLeaseMs: number;
  /** Time one delivery of a run may take before it ends with ANALYSIS_TIMEOUT. */
  deadlineMs: number;
  logger: Logger;
  now?: () => Date;
}

/** What the worker tells about the delivery being handled. */
export interface Delivery {
  deliveryCount: number;
  isLastDelivery: boolean;
  /** Aborted when the run must be handed back (the worker's stop grace has run out). */
  signal: AbortSignal;
}

/**
 * Runs one delivery of a run message through `definition` and says what to do with the message.
 *
 * Why the outcomes are what they are:
 * - success: the final event is published (idempotent id), then the message is acked (removed).
 * - a known-final failure ({@link RunFailure}, the deadline): the error event, then ack. Trying
 *   again would give the same answer later.
 * - the worker is stopping: the message goes back (nak) for another replica, which runs it again;
 *   the events it re-publishes carry the same ids, so the client sees each step once.
 * - anything else (a bug, NATS or Redis hiccup): tried again after a short delay, since it may be
 *   transient; on the last delivery it becomes the error event, so a poison message ends in an
 *   error webhook instead of lingering or vanishing.
 *
 * Every run that reached its outcome (result or error event) is acknowledged, failures included:
 * an ack removes the message from the work-queue stream at once, while a term leaves it in the
 * stream on nats-server 2.9 until it is cleaned up (see watchExhaustedRuns).
 */
export async function executeRun<A extends Agent>(
  definition: PipelineDefinition<A>,
  raw: RunEnvelopeMessage,
  delivery: Delivery,
  deps: RunDeps,
): Promise<Outcome> {
  const now = deps.now?.() ?? new Date();
  return executeStage(runStage(definition), raw, delivery, {
    ...deps,
    deadlineAt: new Date(now.getTime() + deps.deadlineMs),
  });
}

/** A run in one service: the stage from the first step to the last, ending in the final event. */
export function runStage<A extends Agent>(definition: PipelineDefinition<A>): StageDefinition<RunMessageOf<A>> {
  const agent = definition.agent;
  return {
    agent,
    firstStep: 1,
    lastStep: totalSteps(agent),
    schema: runMessageSchema.refine((m) => m.agent === agent) as unknown as z.ZodType<RunMessageOf<A>>,
    failureCode: RunErrorCode.analysisFailed,
    execute: definition.execute,
  };
}
