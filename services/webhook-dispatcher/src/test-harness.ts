import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { AccountStore } from "@hds/accounts";
import type { Company } from "@hds/accounts";
import {
  type Agent,
  busNames,
  WebhookHeader,
  type OpsLogEntry,
  opsLogEntrySchema,
  type RunEvent,
  type RunResult,
} from "@hds/contracts";
import {
  connectNats,
  connectRedis,
  createLogger,
  provisionBus,
  publishJson,
  type Redis,
  StreamPublisher,
} from "@hds/platform";
import { type Infra, WebhookReceiver } from "@hds/testing";
import { type JetStreamClient, jetstream, jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { build, type Dispatcher, type DispatcherConfig, type DispatcherDeps } from "./app.ts";

/** Short schedules and time-outs, so retries take milliseconds (webhooks.md: the schedule is configuration). */
export function testConfig(namespace: string, overrides: Partial<DispatcherConfig> = {}): DispatcherConfig {
  return {
    namespace,
    schedules: { final: [0, 100, 100, 100], progress: [0, 100, 100] },
    concurrency: 16,
    maxPerHost: 8,
    connectTimeoutMs: 1_000,
    attemptTimeoutMs: 2_000,
    ackWaitMs: 5_000,
    allowInsecureWebhooks: true,
    ...overrides,
  };
}

/**
 * The verifier a client would write from the spec's headers and webhooks.md alone: check the
 * timestamp is within 5 minutes, HMAC the raw body, compare in constant time.
 */
export function verifyByHand(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowSec = Math.floor(Date.now() / 1000),
): boolean {
  const id = String(headers[WebhookHeader.id] ?? "");
  const timestamp = String(headers[WebhookHeader.timestamp] ?? "");
  if (Math.abs(nowSec - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const expected = Buffer.from(createHmac("sha256", key).update(`${id}.${timestamp}.${rawBody}`).digest("base64"));
  return String(headers[WebhookHeader.signature] ?? "")
    .split(" ")
    .some((candidate) => {
      const given = Buffer.from(candidate.replace(/^v1,/, ""));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** The envelope of one run's events. */
export interface TestRun {
  runId: string;
  agent: Agent;
  companyId: string;
  keyId: string;
  webhookUrl: string;
  acceptedAt: string;
}

/** A lab-results result; `text` goes into its free-text members (canary tests put markers there). */
export function labResult(text = "Your results look fine."): RunResult {
  return {
    labResults: [{ name: "Glucose", value: "5.4 mmol/L", notes: text }],
    patientResponse: text,
    clinicianResponse: text,
    citations: { patient: {}, clinician: {} },
    metadata: { labsReceived: 1, labsAnalyzed: 1, insightsMatched: 0 },
  };
}

export function progressEvent(run: TestRun, step: number): RunEvent {
  return { ...run, kind: "progress", step, emittedAt: new Date().toISOString() };
}

export function completedEvent(run: TestRun, result: RunResult = labResult()): RunEvent {
  return {
    ...run,
    kind: "completed",
    result,
    usage: { prompt: 120, completion: 80, total: 200 },
    counts: { elementsAnalyzed: 1, citationsGenerated: 0 },
    emittedAt: new Date().toISOString(),
  };
}

export function errorEvent(run: TestRun, message = "The analysis could not be completed."): RunEvent {
  return {
    ...run,
    kind: "error",
    error: { code: "ANALYSIS_FAILED", message },
    usage: { prompt: 10, completion: 0, total: 10 },
    counts: { elementsAnalyzed: 0, citationsGenerated: 0 },
    emittedAt: new Date().toISOString(),
  };
}

/**
 * Real NATS, Redis, accounts and a loopback webhook receiver for one test, with helpers to
 * publish events as the agents do and to read back what the dispatcher left behind.
 */
export class Harness {
  readonly nc: NatsConnection;
  readonly js: JetStreamClient;
  readonly redis: Redis;
  readonly accounts: AccountStore;
  readonly company: Company;
  readonly receiver: WebhookReceiver;
  readonly namespace: string;
  private readonly dispatchers: Dispatcher[] = [];

  private constructor(fields: {
    nc: NatsConnection;
    redis: Redis;
    accounts: AccountStore;
    company: Company;
    receiver: WebhookReceiver;
    namespace: string;
  }) {
    this.nc = fields.nc;
    this.js = jetstream(fields.nc);
    this.redis = fields.redis;
    this.accounts = fields.accounts;
    this.company = fields.company;
    this.receiver = fields.receiver;
    this.namespace = fields.namespace;
  }

  static async open(infra: Infra, namespace: string): Promise<Harness> {
    const nc = await connectNats(infra.natsUrl, "test");
    await provisionBus(nc, namespace);
    const redis = await connectRedis(infra.redisUrl, "test");
    const accounts = await AccountStore.open(nc, namespace);
    const company = await accounts.createCompany("Test clinic");
    const receiver = await new WebhookReceiver().start();
    return new Harness({ nc, redis, accounts, company, receiver, namespace });
  }

  /** Builds and starts a dispatcher in-process; it is stopped by close(). */
  async startDispatcher(
    overrides: Partial<DispatcherConfig> = {},
    deps: Partial<Omit<DispatcherDeps, "config">> = {},
  ): Promise<Dispatcher> {
    const dispatcher = build({
      js: this.js,
      publisher: new StreamPublisher(this.nc),
      redis: this.redis,
      accounts: this.accounts,
      logger: createLogger({ service: "webhook-dispatcher", level: "silent" }),
      ...deps,
      config: testConfig(this.namespace, overrides),
    });
    await dispatcher.start();
    this.dispatchers.push(dispatcher);
    return dispatcher;
  }

  run(agent: Agent = "lab-results", webhookUrl = this.receiver.url): TestRun {
    return {
      runId: randomUUID(),
      agent,
      companyId: this.company.companyId,
      keyId: "key_test",
      webhookUrl,
      acceptedAt: new Date(Date.now() - 60_000).toISOString(),
    };
  }

  async publish(...events: RunEvent[]): Promise<void> {
    for (const event of events)
      await publishJson(this.js, busNames(this.namespace).subjects.events(event.agent), event);
  }

  /** Everything on the OPSLOG stream. */
  async opsLog(): Promise<OpsLogEntry[]> {
    const jsm = await jetstreamManager(this.nc);
    const stream = busNames(this.namespace).streams.opslog;
    const { state } = await jsm.streams.info(stream);
    const entries: OpsLogEntry[] = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
      const message = await jsm.streams.getMessage(stream, { seq });
      if (message) entries.push(opsLogEntrySchema.parse(message.json()));
    }
    return entries;
  }

  /** Messages still in EVENTS (health data not yet discarded). */
  async eventsLeft(): Promise<number> {
    const jsm = await jetstreamManager(this.nc);
    return (await jsm.streams.info(busNames(this.namespace).streams.events)).state.messages;
  }

  async close(): Promise<void> {
    for (const dispatcher of this.dispatchers) await dispatcher.stop(1_000);
    await this.receiver.close();
    await this.accounts.close();
    await this.nc.drain();
    await this.redis.quit();
  }
}
