import { type Agent, busNames, RunErrorCode } from "@hds/contracts";
import { decodeJson, extractTraceContext, type Logger } from "@hds/platform";
import type { JetStreamManager, StoredMsg } from "@nats-io/jetstream";
import { context } from "@opentelemetry/api";
import { runEnvelopeSchema } from "./envelope.ts";
import { type EventSink, RunEvents } from "./events.ts";

export interface OverdueRunsOptions {
  jsm: JetStreamManager;
  namespace: string;
  sink: EventSink;
  logger: Logger;
  /** How long a message may wait in RUNS or RESEARCH before its run is ended (RUN_MAX_WAIT_MS). */
  maxWaitMs: number;
  /** Runs the gateway withdrew (their client was answered with an error): deleted without an event. */
  isWithdrawn(runId: string): Promise<boolean>;
  /**
   * Withdraws a run this sweep ended, so that a replica still holding it (a stalled process that
   * wakes up) drops it instead of sending steps after the error (see executeStage).
   */
  withdraw(run: { companyId: string; agent: Agent; runId: string }): Promise<void>;
  now?: () => number;
}

/** Messages ended per stream in one sweep at most, so that a sweep stays short; the next one goes on. */
const MAX_PER_SWEEP = 100;

/**
 * Ends the runs that have waited too long: a run no agent has finished (its agent service is down,
 * or every replica died on it and none is left to hear the advisory) and a deep run's hand-off that
 * research has not finished. Each gets its ANALYSIS_TIMEOUT error event, so the client hears of it
 * and the slot is freed, and is deleted, so its health data leaves memory. Left alone, such a
 * message would vanish silently when its stream's max age ran out.
 *
 * Streams keep their messages in arrival order, so only the oldest ones are looked at: one stream
 * info per stream when nothing is overdue. Research tasks and results that are overdue belong to
 * runs long past their deadline and are deleted without an event. A run an agent finishes while it
 * is being ended here still has one outcome: the error event shares the final id with "completed".
 * Several gateway replicas may sweep at once; event ids and deletes make that harmless.
 * Returns how many runs were ended.
 */
export async function endOverdueRuns(options: OverdueRunsOptions): Promise<number> {
  const { jsm, logger } = options;
  const names = busNames(options.namespace);
  const now = options.now ?? Date.now;
  let ended = 0;
  for (const stream of [names.streams.runs, names.streams.research]) {
    for (let i = 0; i < MAX_PER_SWEEP; i++) {
      const { state } = await jsm.streams.info(stream);
      if (state.messages === 0) break;
      const waitedMs = now() - Date.parse(state.first_ts);
      if (Number.isNaN(waitedMs) || waitedMs < options.maxWaitMs) break;
      const stored = await jsm.streams.getMessage(stream, { seq: state.first_seq }).catch(() => null);
      // Gone meanwhile (finished and acknowledged): look at the new oldest one.
      if (!stored) continue;
      if (stream === names.streams.runs || stored.subject === names.subjects.researchHandoff) {
        if (await endRun(stored, waitedMs)) ended++;
      }
      await jsm.streams.deleteMessage(stream, stored.seq, false).catch(() => false);
    }
  }
  return ended;

  /** Publishes the run's error event; false for a message that names no run (it is deleted all the same). */
  async function endRun(stored: StoredMsg, waitedMs: number): Promise<boolean> {
    let body: unknown;
    try {
      body = decodeJson(stored);
    } catch {
      body = undefined;
    }
    const envelope = runEnvelopeSchema.safeParse(body);
    if (!envelope.success) {
      logger.error({ subject: stored.subject, seq: stored.seq }, "unreadable overdue message deleted");
      return false;
    }
    if (await options.isWithdrawn(envelope.data.runId)) {
      logger.info({ runId: envelope.data.runId, agent: envelope.data.agent }, "overdue withdrawn run deleted");
      return false;
    }
    const events = new RunEvents(envelope.data, options.namespace, options.sink);
    // The error event continues the run's trace. If it cannot be published, the sweep stops here
    // and the message stays for the next one.
    await context.with(extractTraceContext(stored.header), () =>
      events.failed(RunErrorCode.analysisTimeout, { elementsAnalyzed: 0, citationsGenerated: 0 }),
    );
    await options
      .withdraw(envelope.data)
      .catch((err: unknown) => logger.warn({ err, runId: envelope.data.runId }, "overdue run not marked withdrawn"));
    logger.warn(
      {
        runId: envelope.data.runId,
        agent: envelope.data.agent,
        errorCode: RunErrorCode.analysisTimeout,
        waitedMs: Math.round(waitedMs),
      },
      "overdue run ended",
    );
    return true;
  }
}

export interface OverdueRunsWatch {
  /** Stops sweeping and waits for a sweep under way. */
  stop(): Promise<void>;
}

/** Sweeps every `intervalMs` (see {@link endOverdueRuns}); a failed sweep is logged and tried again next time. */
export function watchOverdueRuns(options: OverdueRunsOptions & { intervalMs: number }): OverdueRunsWatch {
  let sweeping: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = endOverdueRuns(options)
      .then(
        () => undefined,
        (err: unknown) => options.logger.error({ err }, "overdue-run sweep failed"),
      )
      .finally(() => {
        sweeping = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
