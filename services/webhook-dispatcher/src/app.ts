import type { AccountStore } from "@hds/accounts";
import { busNames, runEventSchema } from "@hds/contracts";
import { type Bus, type Logger, type Redis, Slots, startWorker, type StreamPublish, type Worker } from "@hds/platform";
import type { JetStreamClient } from "@nats-io/jetstream";
import type { Meter, Tracer } from "@opentelemetry/api";
import type { buildConnector } from "undici";
import { WebhookClient } from "./handlers/delivery.ts";
import { createEventHandler } from "./handlers/dispatch.ts";
import { HostLimiter } from "./handlers/host-limiter.ts";
import { DeliveryLedger } from "./handlers/ledger.ts";
import { sequenceNumberOf } from "./handlers/payload.ts";
import { RunGate } from "./handlers/run-gate.ts";
import type { Schedule } from "./handlers/schedule.ts";
import { type Resolve, systemResolve } from "./handlers/ssrf.ts";
import { createDispatchTelemetry } from "./handlers/telemetry.ts";

export interface DispatcherConfig {
  namespace: string;
  schedules: { final: Schedule; progress: Schedule };
  /** Events handled at once by this replica. */
  concurrency: number;
  /** Attempts in flight per destination host. */
  maxPerHost: number;
  connectTimeoutMs: number;
  attemptTimeoutMs: number;
  /** How long JetStream waits for a silent replica before redelivering its events elsewhere. */
  ackWaitMs: number;
  /** Turns the SSRF guard off (local development and tests with loopback receivers). */
  allowInsecureWebhooks: boolean;
}

/** What the dispatcher needs from the outside world; tests build it in-process over real NATS and Redis. */
export interface DispatcherDeps {
  js: JetStreamClient;
  /** Writes the operational log (a {@link StreamPublisher} in production: cheaper than js.publish per run). */
  publisher: StreamPublish;
  redis: Redis;
  accounts: Pick<AccountStore, "company">;
  logger: Logger;
  config: DispatcherConfig;
  /** Puts the durable consumer back after a NATS restart (see {@link Bus}). */
  bus?: Bus;
  clock?: { now(): number };
  /** Resolver of the SSRF guard (the system's by default). */
  resolve?: Resolve;
  /** Opens delivery sockets (undici's connector by default; SSRF tests put a tripwire here). */
  connector?: buildConnector.connector;
  random?: () => number;
  meter?: Meter;
  tracer?: Tracer;
}

export interface Dispatcher {
  /** Provisions the durable consumer (shared by all replicas) and starts taking events. */
  start(): Promise<void>;
  /**
   * Stops taking events; attempts in flight finish, or are handed back to JetStream shortly
   * before `graceMs` is up, so stop() ends within the grace period and nothing is lost.
   */
  stop(graceMs: number): Promise<void>;
}

/**
 * JetStream's own redelivery limit is only a backstop: the schedule is counted in attempts (see
 * DeliveryLedger), and hand-backs when a host is busy are redeliveries too, so it is set far
 * above any schedule. On the last delivery the handler settles the event whatever happens.
 */
const MAX_DELIVER = 1000;
/** Attempts still in flight this long before the grace period ends are handed back. */
const HAND_BACK_MARGIN_MS = 500;
const HOUR_MS = 3_600_000;
/**
 * An event waits this long at most for its host's turn before being handed back:
 * long enough that a burst to one fast receiver queues instead of churning through JetStream,
 * short enough that a slow receiver's events hold few handler slots.
 */
const HOST_MAX_WAIT_MS = 2_000;
/** Time for the bookkeeping around an attempt, within an event's lease. */
const LEASE_MARGIN_MS = 2_000;

/** The webhook dispatcher (webhooks.md) as an object with a lifecycle. */
export function build(deps: DispatcherDeps): Dispatcher {
  const { config, logger } = deps;
  const names = busNames(config.namespace);
  const abortInFlight = new AbortController();
  const clock = deps.clock ?? Date;
  const now = () => clock.now();
  const client = new WebhookClient({
    connectTimeoutMs: config.connectTimeoutMs,
    attemptTimeoutMs: config.attemptTimeoutMs,
    resolve: config.allowInsecureWebhooks ? undefined : (deps.resolve ?? systemResolve),
    connect: deps.connector,
    now,
  });
  let worker: Worker | undefined;

  return {
    async start() {
      const jsm = await deps.js.jetstreamManager();
      const eventMaxAgeMs = (await jsm.streams.info(names.streams.events)).config.max_age / 1_000_000;
      // Bookkeeping must outlive every event it is about, but no longer.
      const ledgerTtlMs =
        (eventMaxAgeMs > 0 ? eventMaxAgeMs : 2 * config.schedules.final.reduce((a, b) => a + b, 0)) + HOUR_MS;
      // A final outcome waits at most as long as a progress update in hand can take.
      const finalWaitMs = HOST_MAX_WAIT_MS + config.attemptTimeoutMs;
      const handle = createEventHandler({
        publisher: deps.publisher,
        namespace: config.namespace,
        accounts: deps.accounts,
        slots: new Slots(deps.redis, config.namespace),
        ledger: new DeliveryLedger(deps.redis, config.namespace, {
          ttlMs: ledgerTtlMs,
          leaseMs: finalWaitMs + HOST_MAX_WAIT_MS + config.attemptTimeoutMs + LEASE_MARGIN_MS,
        }),
        client,
        hosts: new HostLimiter({ maxActive: config.maxPerHost, maxWaitMs: HOST_MAX_WAIT_MS, now }),
        runs: new RunGate(),
        finalWaitMs,
        logger,
        telemetry: createDispatchTelemetry(deps.meter, deps.tracer),
        schedules: config.schedules,
        eventMaxAgeMs,
        abortInFlight: abortInFlight.signal,
        now,
        random: deps.random ?? Math.random,
      });
      worker = await startWorker({
        js: deps.js,
        stream: names.streams.events,
        consumer: names.consumers.dispatcher,
        filterSubject: names.subjects.allEvents,
        schema: runEventSchema,
        concurrency: config.concurrency,
        logger,
        spanName: "webhook event",
        bus: deps.bus,
        ackWaitMs: config.ackWaitMs,
        maxDeliver: MAX_DELIVER,
        handle,
        attributes: (event) => ({
          "hds.run_id": event.runId,
          "hds.agent": event.agent,
          "webhook.kind": event.kind,
          "webhook.sequence_number": sequenceNumberOf(event),
        }),
      });
    },

    async stop(graceMs) {
      const handBack = setTimeout(() => abortInFlight.abort(), Math.max(0, graceMs - HAND_BACK_MARGIN_MS));
      try {
        await worker?.stop(graceMs);
      } finally {
        clearTimeout(handBack);
        // Nothing is in flight any more; destroy rather than close so a straggler cannot hold stop() up.
        await client.destroy();
      }
    },
  };
}
