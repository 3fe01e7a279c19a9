import { busNames } from "@hds/contracts";
import {
  DiscardPolicy,
  type JetStreamManager,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";
import { connect, type NatsConnection } from "@nats-io/transport-node";

/** A connection for a long-lived service: it reconnects forever instead of giving up after 10 tries. */
export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({
    servers: url.split(","),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    timeout: 5000,
    // Each request would otherwise capture a stack trace up front, in case it fails: a large
    // share of the gateway's CPU per accepted run. Failures are logged by type and code anyway.
    noAsyncTraces: true,
  });
}

const SECOND_NS = 1_000_000_000;
const ns = (ms: number) => ms * 1_000_000;

export interface BusProvisioning {
  /** How long an undelivered event may wait; longer than the final retry schedule with jitter (~33 h). */
  eventsMaxAgeMs?: number;
  runsMaxAgeMs?: number;
  /** Copies of each stream and of the accounts bucket (NATS_REPLICAS); a cluster needs this many servers. */
  replicas?: number;
}

/**
 * Creates or updates the streams and the accounts bucket of architecture.md. Every stream that
 * carries health data uses memory storage and work-queue retention, so a message is gone once
 * acknowledged and never touches disk. Safe to call from every service at start: it adds what is
 * missing and updates what differs (re-adding a stream with another config fails with 10058).
 */
export async function provisionBus(nc: NatsConnection, namespace: string, options: BusProvisioning = {}) {
  const names = busNames(namespace);
  const jsm = await jetstreamManager(nc);
  const replicas = options.replicas ?? 1;
  const healthData = {
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.Memory,
    discard: DiscardPolicy.Old,
    num_replicas: replicas,
    // No per-stream byte reservation: memory streams would each reserve it up front. The server's
    // JetStream memory limit and max_age bound them instead.
    max_bytes: -1,
    duplicate_window: ns(120_000),
  } satisfies Partial<StreamConfig>;
  await ensureStream(jsm, {
    ...healthData,
    name: names.streams.runs,
    subjects: [names.subjects.allRuns],
    // A run waits here while no replica of its agent runs. The gateway ends a run that waited
    // RUN_MAX_WAIT_MS (at most 50 min) with its error webhook; this max age is only the backstop.
    max_age: ns(options.runsMaxAgeMs ?? 24 * 3_600_000),
  });
  await ensureStream(jsm, {
    ...healthData,
    name: names.streams.events,
    subjects: [names.subjects.allEvents],
    max_age: ns(options.eventsMaxAgeMs ?? 36 * 3_600_000),
  });
  await ensureStream(jsm, {
    ...healthData,
    name: names.streams.research,
    subjects: [names.subjects.allResearch],
    max_age: ns(3_600_000),
  });
  await ensureStream(jsm, {
    name: names.streams.opslog,
    subjects: [names.subjects.opslog],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    num_replicas: replicas,
    max_age: ns(90 * 24 * 3_600_000),
    duplicate_window: 120 * SECOND_NS,
  });
  const kvm = new Kvm(nc);
  await kvm.create(names.kv.accounts, { history: 1, storage: StorageType.File, replicas });
  return names;
}

async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }) {
  try {
    const info = await jsm.streams.info(config.name);
    const current = info.config as unknown as Record<string, unknown>;
    const differs = Object.entries(config).some(([k, v]) => JSON.stringify(current[k]) !== JSON.stringify(v));
    if (differs) await jsm.streams.update(config.name, config);
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await jsm.streams.add(config);
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; code?: unknown; api_error?: { err_code?: number } };
  return (
    e?.name === "StreamNotFoundError" ||
    e?.api_error?.err_code === 10059 ||
    /not found/i.test(String((err as Error)?.message))
  );
}
