import { busNames, type ResearchResult, researchResultConsumer, researchResultSchema } from "@hds/contracts";
import { decodeJson, type Logger } from "@hds/platform";
import { AckPolicy, type ConsumerMessages, DeliverPolicy, type JetStreamClient, type JsMsg } from "@nats-io/jetstream";

/**
 * Gathers the task results of one run from `researchResult(runId)` on the RESEARCH work-queue
 * stream, through a durable consumer named after the run.
 *
 * Why a durable per-run consumer whose messages are held, not acknowledged, until the run ends:
 * - a replacement coordinator (the first one died, the hand-off was redelivered) binds to the
 *   same consumer and receives every result the dead one had seen, once their ack wait lapses,
 *   plus those it never saw; an acknowledged result would be gone from the work queue;
 * - its filter, the run's own subject, overlaps no other consumer of the stream (a work-queue
 *   stream allows one consumer per subject), and nats-server 2.9 needs no multi-filter feature;
 * - the coordinator keeps the held results alive with `working()`, like the worker does for the
 *   message it handles; when the run has its outcome, {@link discardRunResults} deletes the
 *   consumer and purges the run's subject, so no health data stays in memory.
 */
export class ResultGatherer {
  private readonly held = new Map<number, JsMsg>();
  private readonly results = new Map<string, ResearchResult>();
  private readonly messages: ConsumerMessages;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly logger: Logger;
  private wake: (() => void) | undefined;
  private failure: unknown;
  private readonly loop: Promise<void>;

  private constructor(messages: ConsumerMessages, ackWaitMs: number, logger: Logger) {
    this.messages = messages;
    this.logger = logger;
    this.heartbeat = setInterval(() => this.keepAlive(), Math.max(250, Math.floor(ackWaitMs / 3)));
    this.heartbeat.unref();
    this.loop = this.read();
  }

  /** Creates (or binds to) the run's result consumer and starts reading. */
  static async open(
    js: JetStreamClient,
    namespace: string,
    runId: string,
    options: { ackWaitMs: number; deadlineAt: Date; logger: Logger },
  ): Promise<ResultGatherer> {
    const names = busNames(namespace);
    const stream = names.streams.research;
    const durable = researchResultConsumer(namespace, runId);
    const jsm = await js.jetstreamManager();
    const exists = await jsm.consumers.info(stream, durable).then(
      () => true,
      (err: unknown) => {
        if (/not found/i.test(String((err as Error)?.message))) return false;
        throw err;
      },
    );
    if (!exists) {
      await jsm.consumers.add(stream, {
        durable_name: durable,
        filter_subject: names.subjects.researchResult(runId),
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: options.ackWaitMs * 1_000_000,
        max_deliver: -1,
        max_ack_pending: -1,
        // A consumer left behind by a run that never ended here disappears on its own.
        inactive_threshold: Math.max(60_000, options.deadlineAt.getTime() - Date.now() + 60_000) * 1_000_000,
      });
    }
    const consumer = await js.consumers.get(stream, durable);
    const messages = await consumer.consume({ max_messages: 64 });
    return new ResultGatherer(messages, options.ackWaitMs, options.logger);
  }

  private async read(): Promise<void> {
    try {
      for await (const m of this.messages) {
        this.held.set(m.seq, m);
        let result: ResearchResult;
        try {
          result = researchResultSchema.parse(decodeJson(m));
        } catch {
          // Never readable: settle it now (its content is not logged).
          this.logger.error({ seq: m.seq }, "unreadable research result dropped");
          this.held.delete(m.seq);
          m.term("unreadable");
          continue;
        }
        // The first result of a task wins; a repeat (a task run twice) is held, then purged.
        if (!this.results.has(result.taskId)) this.results.set(result.taskId, result);
        this.wake?.();
      }
    } catch (err) {
      this.failure = err;
      this.wake?.();
    }
  }

  private keepAlive(): void {
    for (const m of this.held.values()) {
      try {
        m.working();
      } catch {
        // The connection is going away; the results are redelivered to the next coordinator.
      }
    }
  }

  /**
   * Resolves with the results of `taskIds` once all have arrived, or as soon as one of them
   * failed; rejects with the signal's reason when `signal` aborts (deadline, worker stopping).
   */
  async until(taskIds: readonly string[], signal: AbortSignal): Promise<Map<string, ResearchResult>> {
    const wanted = new Set(taskIds);
    for (;;) {
      if (signal.aborted) throw signal.reason;
      if (this.failure !== undefined) throw this.failure;
      const got = [...wanted].flatMap((id) => {
        const r = this.results.get(id);
        return r ? [r] : [];
      });
      if (got.length === wanted.size || got.some((r) => r.status === "failed")) {
        return new Map(got.map((r) => [r.taskId, r]));
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          signal.removeEventListener("abort", done);
          this.wake = undefined;
          resolve();
        };
        this.wake = done;
        signal.addEventListener("abort", done, { once: true });
      });
    }
  }

  /** Results received so far (task id → result). */
  get received(): ReadonlyMap<string, ResearchResult> {
    return this.results;
  }

  /** Stops reading without settling anything: the results stay for whoever finishes the run. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.messages.close().catch(() => undefined);
    await this.loop;
  }
}

/**
 * Deletes the run's result consumer and purges its results from the stream. Called once the run
 * has its outcome (final or error event published), never before: until then a replacement
 * coordinator may still need them.
 */
export async function discardRunResults(js: JetStreamClient, namespace: string, runId: string): Promise<void> {
  const names = busNames(namespace);
  const jsm = await js.jetstreamManager();
  await jsm.consumers.delete(names.streams.research, researchResultConsumer(namespace, runId)).catch((err: unknown) => {
    if (!/not found/i.test(String((err as Error)?.message))) throw err;
  });
  await jsm.streams.purge(names.streams.research, { filter: names.subjects.researchResult(runId) });
}

/** Whether the run is still gathering results (its result consumer exists). */
export async function runIsGathering(js: JetStreamClient, namespace: string, runId: string): Promise<boolean> {
  const jsm = await js.jetstreamManager();
  return jsm.consumers.info(busNames(namespace).streams.research, researchResultConsumer(namespace, runId)).then(
    () => true,
    (err: unknown) => {
      if (/not found/i.test(String((err as Error)?.message))) return false;
      throw err;
    },
  );
}
