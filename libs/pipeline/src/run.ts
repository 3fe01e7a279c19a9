import {
  type Agent,
  type RunCounts,
  RunErrorCode,
  type RunMessage,
  type RunResult,
  runEventSchema,
  runMessageSchema,
  stepMessage,
  type TokenUsage,
  totalSteps,
} from "@hds/contracts";
import { type Logger, Outcome, type Slots } from "@hds/platform";
import { SpanStatusCode, trace } from "@opentelemetry/api";
import { type EventSink, type RunEnvelope, RunEvents } from "./events.ts";
import { DeadlineExceeded, HandedBack, RunFailure } from "./failure.ts";
import { keepLeaseAlive } from "./lease.ts";

/** The run message of one agent. */
export type RunMessageOf<A extends Agent> = Extract<RunMessage, { agent: A }>;

/** What an agent's analysis produces. Token usage is zero when no model was called. */
export interface RunOutput {
  result: RunResult;
  counts: RunCounts;
  usage?: TokenUsage;
}

/**
 * How an agent's analysis walks through its steps. `run(k, work)` publishes the progress event of
 * step k (so the client hears of a step when its work starts), then does the work in a span of
 * its own. Steps go one by one in the catalogue's order.
 */
export interface Steps {
  /** Aborted when the run's deadline passes or the worker stops; long work should watch it. */
  readonly signal: AbortSignal;
  run<T>(step: number, work: (signal: AbortSignal) => T | Promise<T>): Promise<T>;
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
  slots: Pick<Slots, "extend">;
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
  /** Aborted when the worker stops: the run is handed back. */
  signal: AbortSignal;
}

const tracer = trace.getTracer("@hds/pipeline");

/**
 * Delay before a run that failed unexpectedly is tried again: short, because a run is cheap and
 * its client is waiting, and growing, so a failing dependency is not hammered.
 */
export function retryDelayMs(deliveryCount: number): number {
  return Math.min(200 * 2 ** (deliveryCount - 1), 5_000);
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
  raw: RunEnvelope & Record<string, unknown>,
  delivery: Delivery,
  deps: RunDeps,
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
    deliveryCount: delivery.deliveryCount,
  };
  let lastStep = 0;
  let finalSent = false;

  const parsed = runMessageSchema.safeParse(raw);
  if (!parsed.success || parsed.data.agent !== agent) {
    // The gateway validated this message, so this is a bug; its content is not logged.
    logger.error({ ...log, issues: parsed.success ? 0 : parsed.error.issues.length }, "run message unreadable");
    return finishWithError(RunErrorCode.analysisFailed, Outcome.ack);
  }
  const message = parsed.data as RunMessageOf<A>;
  logger.info(log, "run started");

  const lease = keepLeaseAlive(deps.slots, { companyId: raw.companyId, agent, runId }, deps.slotLeaseMs, logger);
  const deadline = new AbortController();
  const deadlineTimer = setTimeout(() => deadline.abort(new DeadlineExceeded("deadline")), deps.deadlineMs);
  deadlineTimer.unref();
  // One signal for the step work: aborted by the deadline or by the worker stopping. A listener
  // (removed at the end) rather than AbortSignal.any, so nothing of the run stays attached to the
  // worker's long-lived signal.
  const stop = new AbortController();
  const onStop = () => stop.abort(new HandedBack("worker stopping"));
  delivery.signal.addEventListener("abort", onStop, { once: true });
  deadline.signal.addEventListener("abort", () => stop.abort(deadline.signal.reason), { once: true });
  if (delivery.signal.aborted) onStop();
  const signal = stop.signal;
  const total = totalSteps(agent);

  /** Throws the reason the run must stop now, if there is one. */
  const checkpoint = () => {
    if (deadline.signal.aborted) throw new DeadlineExceeded("deadline");
    if (delivery.signal.aborted) throw new HandedBack("worker stopping");
  };

  /**
   * Step `step`: its event, then its work, raced against the deadline and the worker stopping. The
   * delivery step is not raced (`interruptible` false): once the final event is on its way, the
   * run is as good as done, and abandoning it would only make another replica repeat it.
   */
  const runStep = async <T>(
    step: number,
    work: (signal: AbortSignal) => T | Promise<T>,
    interruptible = true,
  ): Promise<T> => {
    if (step !== lastStep + 1 || step > total) throw new Error(`step ${step} out of order`);
    checkpoint();
    return tracer.startActiveSpan(
      `${agent} step ${step}`,
      {
        attributes: {
          "hds.run.id": runId,
          "hds.agent": agent,
          "hds.step": step,
          "hds.step.total": total,
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
          span.setStatus({
            code: SpanStatusCode.ERROR,
            message: errorName(err),
          });
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
    const output = await definition.execute(message, steps);
    Object.assign(counts, output.counts);
    if (lastStep !== total - 1) throw new Error(`pipeline ended at step ${lastStep}`);
    await runStep(
      total,
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
        finalSent = true;
      },
      false,
    );
    logger.info(
      {
        ...log,
        durationMs: Math.round(performance.now() - started),
        ...output.counts,
      },
      "run completed",
    );
    return Outcome.ack;
  } catch (err) {
    if (finalSent) return Outcome.ack;
    if (deadline.signal.aborted) {
      return finishWithError(RunErrorCode.analysisTimeout, Outcome.ack, err);
    }
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
    return finishWithError(RunErrorCode.analysisFailed, Outcome.ack, err);
  } finally {
    clearTimeout(deadlineTimer);
    delivery.signal.removeEventListener("abort", onStop);
    lease.stop();
  }

  /**
   * Publishes the error event, then settles the message with `outcome`. If even the error event
   * cannot be published, the message goes back: a later delivery (or, once deliveries are
   * exhausted, the exhausted-run listener) publishes it, so the run is never dropped silently.
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
      {
        ...log,
        err,
        errorCode: code,
        step: lastStep,
        durationMs: Math.round(performance.now() - started),
      },
      "run failed",
    );
    return outcome;
  }
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
