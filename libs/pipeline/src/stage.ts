import { type Agent, type RunCounts, RunErrorCode, runEventSchema, stepMessage, totalSteps } from "@hds/contracts";
import { type Bus, type Logger, Outcome, type Slots, startWorker, type Worker } from "@hds/platform";
import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection, Subscription } from "@nats-io/transport-node";
import { SpanStatusCode, trace } from "@opentelemetry/api";
import type { z } from "zod";
import type { AgentService } from "./agent.ts";
import { type RunEnvelopeMessage, runEnvelopeSchema } from "./envelope.ts";
import { type EventSink, jetStreamSink, RunEvents } from "./events.ts";
import { watchExhaustedRuns } from "./exhausted.ts";
import { DeadlineExceeded, HandedBack, RunFailure, RunWithdrawn, retryDelayMs } from "./failure.ts";
import { keepLeaseAlive } from "./lease.ts";
import type { Delivery, RunOutput, Steps } from "./run.ts";

/**
 * A run whose steps are split between services (deep mode: steps 1-4 in ehr-deep, 5-8 and the
 * result in research). Each service runs one stage: a contiguous range of the agent's steps.
 *
 * The stage's last step is run by this library without interruption, like the delivery step of
 * {@link executeRun}: either it publishes the final event (a stage that ends the run), or its work
 * is `handOff` (a stage that passes the run on). Once the hand-off or the final event is out, the
 * run is as good as done here, and abandoning it would only make another replica repeat it.
 */
interface StageBase<M> {
  agent: Agent;
  /** First and last step (1-based, inclusive) of the agent's catalogue that this stage runs. */
  firstStep: number;
  lastStep: number;
  /** What a message of this stage must look like; one that does not is answered with an error event. */
  schema: z.ZodType<M>;
  /** Code of the error event when the stage fails for good (a bug, every delivery failing). */
  failureCode: RunErrorCode;
  /**
   * Called once the run's outcome (final or error event) has been published by this stage: free
   * what the run held outside the message (best effort; failures are logged).
   */
  ended?(message: M): Promise<void>;
}

/** A stage that ends the run: `execute` runs steps firstStep..lastStep-1 and returns the result. */
export interface FinalStage<M> extends StageBase<M> {
  execute(message: M, steps: Steps): Promise<RunOutput>;
  handOff?: undefined;
}

/**
 * A stage that passes the run on: `execute` runs steps firstStep..lastStep-1, and the last step's
 * work is `handOff(message, value)` (publishing to the next service, with an idempotent id).
 */
export interface HandoffStage<M, T> extends StageBase<M> {
  execute(message: M, steps: Steps): Promise<T>;
  handOff(message: M, value: T): Promise<void>;
}

export type StageDefinition<M, T = unknown> = FinalStage<M> | HandoffStage<M, T>;

export interface StageDeps {
  namespace: string;
  sink: EventSink;
  slots: Pick<Slots, "extend" | "isWithdrawn">;
  slotLeaseMs: number;
  logger: Logger;
  /** When this delivery must have ended (ANALYSIS_TIMEOUT otherwise), as an absolute time. */
  deadlineAt: Date;
  now?: () => Date;
}

const tracer = trace.getTracer("@hds/pipeline");

/**
 * Runs one delivery of a stage's message and says what to do with the message ({@link executeRun}
 * is the stage from the first step to the last, and its comment explains the outcomes): success
 * and known-final failures (RunFailure, the deadline) are acknowledged after their event; a
 * stopping worker hands the message back; anything else is tried again, and on the last delivery
 * becomes the error event of `failureCode`.
 *
 * The deadline is absolute (`deps.deadlineAt`): for a deep run it is the run's deadline, carried
 * from service to service, so a run never outlives it whoever holds it. A message that arrives
 * after it ends at once with ANALYSIS_TIMEOUT.
 */
export async function executeStage<M, T>(
  definition: StageDefinition<M, T>,
  raw: RunEnvelopeMessage,
  delivery: Delivery,
  deps: StageDeps,
): Promise<Outcome> {
  const { logger } = deps;
  const agent = definition.agent;
  const runId = raw.runId;
  const events = new RunEvents({ ...raw, agent }, deps.namespace, deps.sink, deps.now);
  const counts: RunCounts = { elementsAnalyzed: 0, citationsGenerated: 0 };
  const started = performance.now();
  const log = {
    runId,
    agent,
    companyId: raw.companyId,
    steps: `${definition.firstStep}-${definition.lastStep}`,
    deliveryCount: delivery.deliveryCount,
  };
  let lastStep = definition.firstStep - 1;
  let passedOn = false;

  const parsed = definition.schema.safeParse(raw);
  if (!parsed.success || raw.agent !== agent) {
    // The previous service wrote this message, so this is a bug; its content is not logged.
    logger.error({ ...log, issues: parsed.success ? 0 : parsed.error.issues.length }, "stage message unreadable");
    return finishWithError(definition.failureCode, Outcome.ack);
  }
  const message = parsed.data;
  if (await isWithdrawn()) {
    logger.info(log, "withdrawn run dropped");
    return Outcome.ack;
  }
  const remainingMs = deps.deadlineAt.getTime() - (deps.now?.() ?? new Date()).getTime();
  if (remainingMs <= 0) return finishWithError(RunErrorCode.analysisTimeout, Outcome.ack);
  logger.info(log, "run started");

  const lease = keepLeaseAlive(deps.slots, { companyId: raw.companyId, agent, runId }, deps.slotLeaseMs, logger);
  const deadline = new AbortController();
  const deadlineTimer = setTimeout(() => deadline.abort(new DeadlineExceeded("deadline")), remainingMs);
  deadlineTimer.unref();
  const stop = new AbortController();
  const onStop = () => stop.abort(new HandedBack("worker stopping"));
  delivery.signal.addEventListener("abort", onStop, { once: true });
  deadline.signal.addEventListener("abort", () => stop.abort(deadline.signal.reason), { once: true });
  if (delivery.signal.aborted) onStop();
  const signal = stop.signal;

  const checkpoint = () => {
    if (deadline.signal.aborted) throw new DeadlineExceeded("deadline");
    if (delivery.signal.aborted) throw new HandedBack("worker stopping");
  };

  const runStep = async <R>(
    step: number,
    work: (signal: AbortSignal) => R | Promise<R>,
    interruptible = true,
  ): Promise<R> => {
    if (step !== lastStep + 1 || step > definition.lastStep) throw new Error(`step ${step} out of order`);
    checkpoint();
    if (await isWithdrawn()) throw new RunWithdrawn();
    return tracer.startActiveSpan(
      `${agent} step ${step}`,
      {
        attributes: {
          "hds.run.id": runId,
          "hds.agent": agent,
          "hds.step": step,
          "hds.step.total": totalSteps(agent),
          "hds.step.name": stepMessage(agent, step),
        },
      },
      async (span) => {
        try {
          await events.progress(step);
          lastStep = step;
          if (!interruptible) return await work(signal);
          checkpoint();
          return await untilAborted(
            Promise.resolve().then(() => work(signal)),
            signal,
          );
        } catch (err) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: errorName(err) });
          throw err;
        } finally {
          span.end();
        }
      },
    );
  };

  const steps: Steps = {
    signal,
    run: (step, work) => runStep(step, work),
    count(partial) {
      Object.assign(counts, partial);
    },
  };

  try {
    const value = await definition.execute(message, steps);
    if (lastStep !== definition.lastStep - 1) throw new Error(`stage ended at step ${lastStep}`);
    if (definition.handOff) {
      const handOff = definition.handOff;
      await runStep(
        definition.lastStep,
        async () => {
          await handOff(message, value as T);
          passedOn = true;
        },
        false,
      );
      logger.info({ ...log, durationMs: Math.round(performance.now() - started) }, "run handed off");
      return Outcome.ack;
    }
    const output = value as RunOutput;
    Object.assign(counts, output.counts);
    await runStep(
      definition.lastStep,
      async () => {
        const event = events.completedEvent(output);
        if (!runEventSchema.safeParse(event).success) {
          throw new RunFailure(RunErrorCode.analysisFailed, "result does not match the contract");
        }
        trace.getActiveSpan()?.setAttributes({
          "hds.elements_analyzed": output.counts.elementsAnalyzed,
          "hds.citations_generated": output.counts.citationsGenerated,
        });
        await events.publishFinal(event);
        passedOn = true;
      },
      false,
    );
    logger.info({ ...log, durationMs: Math.round(performance.now() - started), ...output.counts }, "run completed");
    await runEnded();
    return Outcome.ack;
  } catch (err) {
    if (passedOn) {
      if (!definition.handOff) await runEnded();
      return Outcome.ack;
    }
    if (err instanceof RunWithdrawn) {
      logger.info({ ...log, step: lastStep }, "withdrawn run dropped");
      return Outcome.ack;
    }
    if (deadline.signal.aborted) return finishWithError(RunErrorCode.analysisTimeout, Outcome.ack, err);
    if (delivery.signal.aborted) {
      logger.info({ ...log, step: lastStep }, "run handed back");
      return Outcome.retry(0);
    }
    if (err instanceof RunFailure) return finishWithError(err.code, Outcome.ack, err);
    if (!delivery.isLastDelivery) {
      const delayMs = retryDelayMs(delivery.deliveryCount);
      logger.warn({ ...log, err, step: lastStep, delayMs }, "run failed, will be tried again");
      return Outcome.retry(delayMs);
    }
    return finishWithError(definition.failureCode, Outcome.ack, err);
  } finally {
    clearTimeout(deadlineTimer);
    delivery.signal.removeEventListener("abort", onStop);
    lease.stop();
  }

  /**
   * Whether the run was withdrawn: the gateway answered its request with an error before the
   * message arrived, or the overdue sweep ended it with its error event while this replica held it
   * (a stalled process that woke up). Its outcome is already out, so nothing more is sent. Asked
   * before every step; Redis being away does not stop a run.
   */
  function isWithdrawn(): Promise<boolean> {
    return deps.slots.isWithdrawn(runId).catch(() => false);
  }

  async function runEnded(): Promise<void> {
    if (!definition.ended || !parsed.success) return;
    await definition.ended(parsed.data).catch((err: unknown) => logger.warn({ ...log, err }, "run clean-up failed"));
  }

  /**
   * Publishes the error event, then settles the message with `outcome`. If even the error event
   * cannot be published, the message goes back so a later delivery (or the exhausted-run
   * listener) reports the run.
   */
  async function finishWithError(code: RunErrorCode, outcome: Outcome, err?: unknown): Promise<Outcome> {
    try {
      await events.failed(code, counts);
    } catch (publishErr) {
      logger.error({ ...log, err: publishErr, errorCode: code }, "error event not published");
      return Outcome.retry(retryDelayMs(delivery.deliveryCount));
    }
    const span = trace.getActiveSpan();
    span?.setStatus({ code: SpanStatusCode.ERROR, message: code });
    span?.setAttribute("hds.error.code", code);
    logger.error(
      { ...log, err, errorCode: code, step: lastStep, durationMs: Math.round(performance.now() - started) },
      "run failed",
    );
    await runEnded();
    return outcome;
  }
}

/** What a stage worker needs; like {@link AgentDeps}, plus where its messages come from. */
export interface StageAgentDeps {
  nc: NatsConnection;
  slots: Pick<Slots, "extend" | "isWithdrawn">;
  logger: Logger;
  namespace: string;
  concurrency: number;
  ackWaitMs: number;
  maxDeliver: number;
  slotLeaseMs: number;
  sink?: EventSink;
  bus?: Bus;
  /** The stream, durable consumer (shared by the service's replicas) and subject of the stage's messages. */
  stream: string;
  consumer: string;
  filterSubject: string;
  /** Name of the CONSUMER span of each delivery. */
  spanName: string;
  /** When a delivery of `message` must have ended. */
  deadlineAt(message: RunEnvelopeMessage): Date;
}

/**
 * A stage of a run on the bus: a bounded-concurrency worker on the stage's durable consumer
 * running each message through `definition` (see {@link executeStage}), plus the listener that
 * turns a message whose every delivery died with its process into the run's error event.
 */
export function createStageAgent<M, T>(definition: StageDefinition<M, T>, deps: StageAgentDeps): AgentService {
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
      exhausted = watchExhaustedRuns({
        nc: deps.nc,
        jsm: await js.jetstreamManager(),
        stream: deps.stream,
        consumer: deps.consumer,
        namespace: deps.namespace,
        sink,
        logger: deps.logger,
        failureCode: definition.failureCode,
      });
      worker = await startWorker({
        js,
        stream: deps.stream,
        consumer: deps.consumer,
        filterSubject: deps.filterSubject,
        schema: runEnvelopeSchema,
        concurrency: deps.concurrency,
        ackWaitMs: deps.ackWaitMs,
        maxDeliver: deps.maxDeliver,
        logger: deps.logger,
        spanName: deps.spanName,
        bus: deps.bus,
        attributes: (m) => ({ "hds.run.id": m.runId, "hds.agent": m.agent, "hds.company.id": m.companyId }),
        // Runs in hand may finish within the stop's grace; they are handed back only when it ends.
        handle: (message, ctx) =>
          executeStage(
            definition,
            message,
            { deliveryCount: ctx.deliveryCount, isLastDelivery: ctx.isLastDelivery, signal: ctx.handBack },
            {
              namespace: deps.namespace,
              sink,
              slots: deps.slots,
              slotLeaseMs: deps.slotLeaseMs,
              logger: deps.logger,
              deadlineAt: deps.deadlineAt(message),
            },
          ),
      });
      deps.logger.info(
        {
          agent: definition.agent,
          steps: `${definition.firstStep}-${definition.lastStep}`,
          consumer: deps.consumer,
          concurrency: deps.concurrency,
          ackWaitMs: deps.ackWaitMs,
        },
        "agent worker started",
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

/** `promise`, or a rejection with the signal's reason as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(err);
      },
    );
  });
}

function errorName(err: unknown): string {
  return err instanceof Error ? err.name : "Error";
}
