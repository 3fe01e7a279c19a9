import { busNames, type ResearchResult, type ResearchTask, researchMsgId, researchTaskSchema } from "@hds/contracts";
import { decodeJson, extractTraceContext, type Logger, Outcome, publishJson, type WorkContext } from "@hds/platform";
import type { JetStreamClient, JetStreamManager } from "@nats-io/jetstream";
import type { NatsConnection, Subscription } from "@nats-io/transport-node";
import { context, trace } from "@opentelemetry/api";
import type { ResearchEngine } from "./engine.ts";
import { runIsGathering } from "./gather.ts";

export interface TaskDeps {
  js: JetStreamClient;
  namespace: string;
  engine: ResearchEngine;
  /** This replica's id, carried in results and spans (no data). */
  replica: string;
  logger: Logger;
  /** Called after each task this replica completed (statistics, tests). */
  onCompleted?: (task: ResearchTask) => void;
  now?: () => number;
}

/** Delay before a failed task is tried again: short and growing. */
export function taskRetryDelayMs(deliveryCount: number): number {
  return Math.min(250 * 2 ** (deliveryCount - 1), 5_000);
}

/** The reason a failed result carries (a constant phrase, never an exception's text). */
export const TASK_FAILED_REASON = "research task failed on every delivery";

/** Publishes a task's result to its run's result subject, with the idempotent result id. */
export async function publishResult(js: JetStreamClient, namespace: string, result: ResearchResult): Promise<void> {
  await publishJson(js, busNames(namespace).subjects.researchResult(result.runId), result, {
    msgID: researchMsgId.result(result.runId, result.taskId),
  });
}

/**
 * The task role: runs one research task (retrieval, ranking, passages) and publishes its result
 * for the run's coordinator, on whichever replica took the task. A failure is tried again; on
 * the last delivery a `failed` result goes out instead, so the coordinator ends the run with
 * RESEARCH_FAILED rather than waiting for its deadline.
 */
export function createTaskHandler(deps: TaskDeps) {
  const now = deps.now ?? Date.now;
  return async function handleTask(task: ResearchTask, ctx: WorkContext): Promise<Outcome> {
    const log = { runId: task.runId, taskId: task.taskId, replica: deps.replica, deliveryCount: ctx.deliveryCount };
    trace.getActiveSpan()?.setAttributes({ "hds.research.task.id": task.taskId, "hds.research.replica": deps.replica });
    // A task of a run that has ended (its deadline passed, or its coordinator discarded the
    // results) would only leave a result nobody reads: it is dropped.
    if (Date.parse(task.deadlineAt) <= now() || !(await runIsGathering(deps.js, deps.namespace, task.runId))) {
      deps.logger.info(log, "research task of an ended run dropped");
      return Outcome.ack;
    }
    try {
      const hits = await deps.engine.research(task.query, ctx.signal);
      await publishResult(deps.js, deps.namespace, {
        runId: task.runId,
        taskId: task.taskId,
        status: "completed",
        replica: deps.replica,
        query: task.query,
        hits,
      });
      deps.onCompleted?.(task);
      deps.logger.info({ ...log, hits: hits.length }, "research task completed");
      return Outcome.ack;
    } catch (err) {
      if (ctx.signal.aborted) return Outcome.retry(0);
      if (!ctx.isLastDelivery) {
        const delayMs = taskRetryDelayMs(ctx.deliveryCount);
        deps.logger.warn({ ...log, err, delayMs }, "research task failed, will be tried again");
        return Outcome.retry(delayMs);
      }
      await publishResult(deps.js, deps.namespace, {
        runId: task.runId,
        taskId: task.taskId,
        status: "failed",
        replica: deps.replica,
        reason: TASK_FAILED_REASON,
      });
      deps.logger.error({ ...log, err }, "research task failed on its last delivery");
      return Outcome.ack;
    }
  };
}

/**
 * The net under a task's last delivery: when the replica running it died (a task that crashes
 * its process every time), JetStream announces MAX_DELIVERIES and keeps the message without
 * delivering it again. One replica (a queue group) then publishes the task's `failed` result, so
 * the run ends with RESEARCH_FAILED instead of waiting for its deadline, and deletes the task.
 */
export function watchExhaustedTasks(options: {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  namespace: string;
  replica: string;
  logger: Logger;
}): Subscription {
  const names = busNames(options.namespace);
  const stream = names.streams.research;
  const consumer = names.consumers.researchTask;
  return options.nc.subscribe(`$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.${stream}.${consumer}`, {
    queue: `${consumer}-exhausted`,
    callback: (err, msg) => {
      if (err) return;
      let seq: number;
      try {
        seq = Number((msg.json() as { stream_seq?: unknown }).stream_seq);
      } catch {
        return;
      }
      if (!Number.isSafeInteger(seq) || seq <= 0) return;
      handle(seq).catch((e: unknown) => options.logger.error({ err: e, seq }, "exhausted research task not handled"));
    },
  });

  async function handle(seq: number) {
    const stored = await options.jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (!stored) return;
    const task = researchTaskSchema.safeParse(decodeJson(stored));
    if (task.success) {
      await context.with(extractTraceContext(stored.header), () =>
        publishResult(options.js, options.namespace, {
          runId: task.data.runId,
          taskId: task.data.taskId,
          status: "failed",
          replica: options.replica,
          reason: TASK_FAILED_REASON,
        }),
      );
      options.logger.error(
        { runId: task.data.runId, taskId: task.data.taskId, seq },
        "research task exhausted its deliveries",
      );
    }
    await options.jsm.streams.deleteMessage(stream, seq, false);
  }
}
