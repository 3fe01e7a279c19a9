import {
  AckPolicy,
  type ConsumerMessages,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from "@nats-io/jetstream";
import type { MsgHdrs } from "@nats-io/transport-node";
import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { Logger } from "pino";
import type { z } from "zod";
import type { Bus } from "./bus.ts";
import { decodeJson } from "./codec.ts";
import { extractTraceContext } from "./telemetry.ts";

/** What a handler decides about a message, instead of throwing across the bus. */
export type Outcome =
  | { readonly type: "ack" }
  | { readonly type: "retry"; readonly delayMs: number }
  | { readonly type: "term"; readonly reason: string };

export const Outcome = {
  ack: { type: "ack" } as Outcome,
  retry: (delayMs: number): Outcome => ({ type: "retry", delayMs }),
  term: (reason: string): Outcome => ({ type: "term", reason }),
};

export interface WorkContext {
  deliveryCount: number;
  /** This is the consumer's last delivery of the message: the handler must finish it now. */
  isLastDelivery: boolean;
  /** Aborted when the worker stops: stop waiting for anything but the work in hand. */
  signal: AbortSignal;
  /**
   * Aborted when the stop's grace period runs out: hand the message back (retry) now. Until then
   * work under way may finish, so a run is not repeated elsewhere for want of a few seconds.
   */
  handBack: AbortSignal;
  subject: string;
  headers: MsgHdrs | undefined;
}

export interface WorkerOptions<S extends z.ZodType> {
  js: JetStreamClient;
  stream: string;
  /** Durable consumer name, shared by every replica of the service. */
  consumer: string;
  filterSubject: string;
  schema: S;
  /** Messages handled at once by this replica. */
  concurrency: number;
  logger: Logger;
  /** Name of the CONSUMER span that wraps each delivery. */
  spanName: string;
  ackWaitMs?: number;
  maxDeliver?: number;
  handle: (message: z.output<S>, ctx: WorkContext) => Promise<Outcome>;
  /** Span attributes from a message (ids only, never health data). */
  attributes?: (message: z.output<S>) => Record<string, string | number>;
  /**
   * Puts the durable consumer back and resumes taking messages each time the bus is provisioned
   * again (after a NATS reconnect), and asks for that when the consume() iterator ends by itself.
   */
  bus?: Pick<Bus, "onRestore" | "restore">;
}

export interface Worker {
  /** Stops taking messages; waits up to `graceMs` for in-flight ones, then hands the rest back. */
  stop(graceMs: number): Promise<void>;
  readonly inFlight: number;
}

const tracer = trace.getTracer("@hds/platform");

/**
 * A bounded-concurrency JetStream worker. Replicas share one durable pull consumer, so work
 * spreads over them; while a handler runs, the message's ack timer is kept alive with
 * `working()`, so a long run is not redelivered, but a run whose process died is redelivered to
 * another replica after `ackWaitMs`.
 */
export async function startWorker<S extends z.ZodType>(options: WorkerOptions<S>): Promise<Worker> {
  const { js, logger } = options;
  const ackWaitMs = options.ackWaitMs ?? 30_000;
  const maxDeliver = options.maxDeliver ?? 5;
  const jsm = await js.jetstreamManager();
  const consumerConfig = {
    durable_name: options.consumer,
    filter_subject: options.filterSubject,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: ackWaitMs * 1_000_000,
    max_deliver: maxDeliver,
    max_ack_pending: -1,
  };
  async function subscribe(): Promise<ConsumerMessages> {
    await ensureConsumer(jsm, options.stream, consumerConfig);
    const consumer = await js.consumers.get(options.stream, options.consumer);
    // With a bus, a consume() whose consumer or stream is gone ends instead of retrying on its
    // own (every 30 s or so, never creating it): the loop then asks the bus to put it back.
    return consumer.consume({
      max_messages: options.concurrency,
      abort_on_missing_resource: options.bus !== undefined,
    });
  }
  let messages = await subscribe();
  const abort = new AbortController();
  const handBack = new AbortController();
  const running = new Map<JsMsg, Promise<void>>();
  /** Wakes the loop when a handler finishes while all `concurrency` slots are taken. */
  let slotFreed: (() => void) | undefined;
  /** Wakes the loop, parked after its iterator ended, when a new iterator is in place or on stop. */
  let replaced: (() => void) | undefined;

  /**
   * A fresh iterator on the consumer, created again if it is gone. The old one is closed, not
   * awaited: what it already holds is still handled by the loop before it moves to the new one.
   */
  async function resubscribe(): Promise<void> {
    const next = await subscribe();
    if (abort.signal.aborted) {
      await next.close().catch(() => undefined);
      return;
    }
    const previous = messages;
    messages = next;
    void previous.close().catch(() => undefined);
    replaced?.();
    replaced = undefined;
  }
  const unregister = options.bus?.onRestore(resubscribe);

  const loop = (async () => {
    while (!abort.signal.aborted) {
      const current = messages;
      try {
        await consume(current);
      } catch (err) {
        logger.warn({ err, consumer: options.consumer }, "consumer iterator failed");
      }
      if (abort.signal.aborted || !options.bus) return;
      if (messages !== current) continue;
      // It ended by itself (not replaced, not stopped): the bus puts the consumer back.
      logger.warn({ consumer: options.consumer }, "consumer iterator ended, restoring");
      const wait = new Promise<void>((resolve) => (replaced = resolve));
      options.bus.restore();
      await wait;
    }
  })();

  async function consume(current: ConsumerMessages): Promise<void> {
    for await (const m of current) {
      if (abort.signal.aborted) {
        m.nak();
        continue;
      }
      const done = handleOne(m).finally(() => {
        running.delete(m);
        slotFreed?.();
        slotFreed = undefined;
      });
      running.set(m, done);
      // One waiter, woken by whichever handler finishes first (Promise.race over every running
      // handler would cost a reaction per handler for every message).
      if (running.size >= options.concurrency) await new Promise<void>((resolve) => (slotFreed = resolve));
    }
  }

  async function handleOne(m: JsMsg): Promise<void> {
    // A heartbeat on a closing connection throws; the message is then redelivered, nothing to do.
    const heartbeat = setInterval(() => ignoreClosed(() => m.working()), Math.max(250, Math.floor(ackWaitMs / 3)));
    const deliveryCount = m.info.deliveryCount;
    const parent = extractTraceContext(m.headers);
    const span = tracer.startSpan(
      options.spanName,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          "messaging.system": "nats",
          "messaging.destination.name": m.subject,
          "messaging.consumer.group.name": options.consumer,
          "messaging.message.delivery_count": deliveryCount,
        },
      },
      parent,
    );
    try {
      const parsed = options.schema.safeParse(decodeJson(m));
      if (!parsed.success) {
        // A message we cannot read will never succeed: drop it (its content is not logged).
        logger.error(
          { subject: m.subject, seq: m.seq, issues: parsed.error.issues.length },
          "unreadable message dropped",
        );
        m.term("unreadable");
        span.setStatus({ code: SpanStatusCode.ERROR, message: "unreadable message" });
        return;
      }
      if (options.attributes) span.setAttributes(options.attributes(parsed.data));
      const outcome = await context.with(trace.setSpan(parent, span), () =>
        options.handle(parsed.data, {
          deliveryCount,
          isLastDelivery: deliveryCount >= maxDeliver,
          signal: abort.signal,
          handBack: handBack.signal,
          subject: m.subject,
          headers: m.headers,
        }),
      );
      settle(m, outcome);
    } catch (err) {
      span.recordException({ name: (err as Error)?.name ?? "Error", message: "handler failed" });
      span.setStatus({ code: SpanStatusCode.ERROR, message: "handler failed" });
      logger.error({ err, subject: m.subject, seq: m.seq, deliveryCount }, "message handler failed");
      ignoreClosed(() => {
        if (deliveryCount >= maxDeliver) m.term("handler failed on last delivery");
        else m.nak(Math.min(1000 * 2 ** (deliveryCount - 1), 30_000));
      });
    } finally {
      clearInterval(heartbeat);
      span.end();
    }
  }

  function settle(m: JsMsg, outcome: Outcome) {
    if (outcome.type === "ack") m.ack();
    else if (outcome.type === "retry") m.nak(outcome.delayMs);
    else m.term(outcome.reason);
  }

  return {
    get inFlight() {
      return running.size;
    },
    async stop(graceMs: number) {
      abort.abort();
      unregister?.();
      replaced?.();
      // Not awaited: an iterator resolves its close only once the loop reads up to it, and the
      // loop, still busy with a replaced iterator, may never reach this one. The loop hands back
      // what it reads from now on, and is awaited last.
      void messages.close().catch(() => undefined);
      const all = Promise.allSettled([...running.values()]);
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs).unref()),
      ]);
      if (timedOut) {
        handBack.abort();
        for (const m of running.keys()) ignoreClosed(() => m.nak());
      }
      await loop.catch(() => undefined);
    },
  };
}

/** Acks on a closed or draining connection throw; JetStream redelivers the message after ack wait. */
function ignoreClosed(ack: () => void): void {
  try {
    ack();
  } catch {
    // The connection is going away; the unacknowledged message is redelivered to another replica.
  }
}

async function ensureConsumer(
  jsm: JetStreamManager,
  stream: string,
  config: Parameters<JetStreamManager["consumers"]["add"]>[1] & { durable_name: string },
) {
  try {
    await jsm.consumers.info(stream, config.durable_name);
    await jsm.consumers.update(stream, config.durable_name, config);
  } catch (err) {
    if (!/not found/i.test(String((err as Error)?.message))) throw err;
    await jsm.consumers.add(stream, config);
  }
}
