/**
 * The whole pipeline in one process, for end-to-end tests and the benchmark: the real gateway
 * (authentication, validation, slots, RUNS), the analysis agents under test, the real webhook
 * dispatcher (EVENTS, numbering, signing, slot release) and a real HTTP receiver, over real NATS
 * and Redis. Every component gets its own connections, as separate processes would.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { connect, createServer, type Socket } from "node:net";
import { resolve } from "node:path";
import { Writable } from "node:stream";
import { type Agent, busNames, type OpsLogEntry, opsLogEntrySchema } from "@hds/contracts";
import { startGateway } from "@hds/gateway/src/test-harness.ts";
import type { AgentDeps, AgentService } from "@hds/pipeline";
import { streamMessages } from "@hds/pipeline/testing";
import {
  connectNats,
  connectRedis,
  createLogger,
  decodeJson,
  type Logger,
  type Redis,
  Slots,
  StreamPublisher,
} from "@hds/platform";
import { type Delivery, type Infra, test, WebhookReceiver } from "@hds/testing";
import { build as buildDispatcher, type Dispatcher } from "@hds/webhook-dispatcher/src/app.ts";
import { testConfig } from "@hds/webhook-dispatcher/src/test-harness.ts";
import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";

/** How to build one replica of an agent service (its app's `build`). */
export interface AgentFactory<D extends AgentDeps = AgentDeps> {
  agent: Agent;
  /** The service name its logger uses (the agent word when not given). */
  service?: string;
  build(deps: D): AgentService;
}

export interface StackOptions {
  /** Log level of every component; captured lines are kept for canary checks. */
  logLevel?: string;
  /** Settings of every agent replica (ack wait, deadline, concurrency…). */
  agentDeps?: Partial<AgentDeps>;
  /** Serve the gateway on a real loopback port as well (benchmark). */
  listen?: boolean;
  /** Concurrency limits of the test company, per agent. */
  limits?: Partial<Record<Agent, number>>;
  /** How long a run may wait for its agent before the gateway ends it (RUN_MAX_WAIT_MS). */
  runMaxWaitMs?: number;
}

interface Closeable {
  close(): Promise<void>;
}

/** A real service logger whose JSON lines are also kept in `lines` (for canary checks). */
function linesLogger(service: string, level: string, lines: string[]): Logger {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return createLogger({ service, level, destination });
}

export class Stack {
  readonly receiver: WebhookReceiver;
  /** Every log line of every component (gateway, dispatcher, agents). */
  readonly logLines: string[] = [];
  readonly replicas = new Map<Agent, AgentService[]>();
  baseUrl = "";
  private readonly closers: Closeable[] = [];
  private readonly infra: Infra;
  private readonly namespace: string;
  private readonly options: StackOptions;
  private gatewayHarness!: Awaited<ReturnType<typeof startGateway>>;
  private redisForChecks!: Redis;
  private checksNc!: NatsConnection;

  private constructor(infra: Infra, namespace: string, options: StackOptions, receiver: WebhookReceiver) {
    this.infra = infra;
    this.namespace = namespace;
    this.options = options;
    this.receiver = receiver;
  }

  static async start(infra: Infra, namespace: string, options: StackOptions = {}): Promise<Stack> {
    const receiver = await new WebhookReceiver().start();
    const stack = new Stack(infra, namespace, options, receiver);
    await stack.init();
    return stack;
  }

  private get level(): string {
    return this.options.logLevel ?? "debug";
  }

  private async init() {
    this.gatewayHarness = await startGateway(this.infra, this.namespace, {
      allowInsecureWebhooks: true,
      slotLeaseMs: 60_000,
      logger: linesLogger("gateway", this.level, this.logLines),
      runMaxWaitMs: this.options.runMaxWaitMs,
    });
    const h = this.gatewayHarness;
    if (this.options.limits) await h.accounts.setLimits(h.companyId, this.options.limits);
    if (this.options.listen) {
      await h.app.listen({ port: 0, host: "127.0.0.1" });
      const address = h.app.server.address();
      this.baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    }
    this.closers.push({ close: () => h.close() });

    const nc = await connectNats(this.infra.natsUrl, "dispatcher-test");
    const redis = await connectRedis(this.infra.redisUrl, "dispatcher-test");
    const dispatcher: Dispatcher = buildDispatcher({
      js: jetstream(nc),
      publisher: new StreamPublisher(nc),
      redis,
      accounts: h.accounts,
      logger: linesLogger("webhook-dispatcher", this.level, this.logLines),
      config: testConfig(this.namespace, { concurrency: 256, maxPerHost: 64 }),
    });
    await dispatcher.start();
    this.closers.push({
      close: async () => {
        await dispatcher.stop(1_000);
        await nc.drain();
        await redis.quit();
      },
    });
    this.checksNc = await connectNats(this.infra.natsUrl, "checks");
    this.redisForChecks = await connectRedis(this.infra.redisUrl, "checks");
    this.closers.push({
      close: async () => {
        await this.checksNc.drain();
        await this.redisForChecks.quit();
      },
    });
    this.closers.push(this.receiver);
  }

  get companyId(): string {
    return this.gatewayHarness.companyId;
  }

  get apiKey(): string {
    return this.gatewayHarness.apiKey;
  }

  get webhookSecret(): string {
    return this.gatewayHarness.webhookSecret;
  }

  get names() {
    return busNames(this.namespace);
  }

  get js() {
    return jetstream(this.checksNc);
  }

  get redis(): Redis {
    return this.redisForChecks;
  }

  get slots(): Slots {
    return new Slots(this.redisForChecks, this.namespace);
  }

  /** Starts one more replica of an agent, on its own NATS and Redis connections. */
  async addReplica<D extends AgentDeps>(factory: AgentFactory<D>, extra: Partial<D> = {}): Promise<AgentService> {
    const nc = await connectNats(this.infra.natsUrl, `${factory.agent}-test`);
    const redis = await connectRedis(this.infra.redisUrl, `${factory.agent}-test`);
    const deps = {
      nc,
      slots: new Slots(redis, this.namespace),
      logger: linesLogger(factory.service ?? factory.agent, this.level, this.logLines),
      namespace: this.namespace,
      concurrency: 8,
      ackWaitMs: 2_000,
      maxDeliver: 3,
      deadlineMs: 20_000,
      slotLeaseMs: 60_000,
      ...this.options.agentDeps,
      ...extra,
    } as D;
    const service = factory.build(deps);
    await service.start();
    const list = this.replicas.get(factory.agent) ?? [];
    list.push(service);
    this.replicas.set(factory.agent, list);
    this.closers.push({
      close: async () => {
        await service.stop(1_000);
        if (!nc.isClosed()) await nc.drain();
        await redis.quit();
      },
    });
    return service;
  }

  /** POST through the gateway in-process (or over its port when `listen` was set and `overHttp`). */
  async post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await this.gatewayHarness.app.inject({
      method: "POST",
      url: path,
      headers: {
        "content-type": "application/json",
        "x-api-key": this.gatewayHarness.apiKey,
      },
      payload: JSON.stringify(body),
    });
    return {
      status: res.statusCode,
      body: res.json() as Record<string, unknown>,
    };
  }

  /** The operational-log entries of a run (written by the dispatcher when its final outcome settles). */
  async opsLog(runId: string): Promise<OpsLogEntry[]> {
    const messages = await streamMessages(this.js, this.names.streams.opslog);
    return messages.map((m) => opsLogEntrySchema.parse(decodeJson(m))).filter((e) => e.runId === runId);
  }

  /** Accepts a run and returns its id (fails the test on anything but 200). */
  async accept(path: "/api/v1/lab-results" | "/api/v1/agent", body: Record<string, unknown>): Promise<string> {
    const res = await this.post(path, {
      webhookUrl: this.receiver.url,
      ...body,
    });
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status}`);
    return String(res.body.runId);
  }

  /** The acknowledged deliveries of a run, one per webhook-id, in sequence order. */
  delivered(runId: string): Delivery[] {
    const seen = new Map<string, Delivery>();
    for (const d of this.receiver.forRun(runId)) {
      if (d.status < 300) seen.set(String(d.headers["webhook-id"]), d);
    }
    return [...seen.values()].sort((a, b) => Number(a.body.sequenceNumber) - Number(b.body.sequenceNumber));
  }

  /**
   * The sequence numbers of a run's acknowledged deliveries, in order. Every delivery is counted, so
   * an event delivered twice shows twice, unless `distinct` (one per sequence number).
   */
  acknowledgedSequence(runId: string, { distinct = false } = {}): number[] {
    const numbers = this.receiver
      .forRun(runId)
      .filter((d) => d.status < 300)
      .map((d) => Number(d.body.sequenceNumber));
    return (distinct ? [...new Set(numbers)] : numbers).sort((a, b) => a - b);
  }

  /** Waits until all nine deliveries of a run (eight steps and the final) have been acknowledged. */
  async waitForRun(runId: string, timeoutMs = 15_000): Promise<Delivery[]> {
    await this.receiver.waitFor(() => this.delivered(runId).length >= 9, timeoutMs);
    return this.delivered(runId);
  }

  async close(): Promise<void> {
    for (const closer of this.closers.splice(0).reverse()) await closer.close().catch(() => undefined);
  }
}

/**
 * A TCP relay to NATS that holds every server-to-client chunk back by `delayMs`: a process
 * connected through it waits that long for each publish acknowledgement, so its runs take
 * seconds instead of milliseconds and can be killed mid-run, with no switch in the service.
 */
export async function startDelayProxy(
  natsUrl: string,
  delayMs: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(natsUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const nats = connect(Number(upstream.port), upstream.hostname);
    sockets.add(client).add(nats);
    client.pipe(nats);
    nats.on("data", (chunk: Buffer) => {
      setTimeout(() => {
        if (!client.destroyed) client.write(chunk);
      }, delayMs);
    });
    const end = () => {
      client.destroy();
      nats.destroy();
    };
    client.on("close", end).on("error", end);
    nats.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `nats://127.0.0.1:${port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A service process started from its real main.ts, as `npm start` would, with its log lines kept. */
export interface AgentProcess {
  child: ChildProcess;
  lines: string[];
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Spawns `node --import ./src/instrumentation.ts src/main.ts` in `serviceDir` with Node 24 from
 * node_modules, and resolves once it says it is ready.
 */
export async function spawnAgent(serviceDir: string, env: Record<string, string>): Promise<AgentProcess> {
  const node = resolve(import.meta.dirname, "../../../node_modules/.bin/node");
  const child = spawn(node, ["--import", "./src/instrumentation.ts", "src/main.ts"], {
    cwd: serviceDir,
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "info",
      HEALTH_PORT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let buffered = "";
  const collect = (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    lines.push(...parts.filter(Boolean));
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | string>((done) =>
    child.once("exit", (code, signal) => done(code ?? signal ?? "unknown")),
  );
  const deadline = Date.now() + 20_000;
  while (!lines.some((l) => l.includes("agent ready"))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`agent process did not start:\n${lines.slice(-20).join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, lines, exited };
}

/** A {@link Stack} that can also start replicas of one service as real processes. */
export type ProcessStack = Stack & {
  /**
   * Starts a replica from the service's main.ts. A `slow` one reaches NATS through the delay
   * proxy, so its runs last seconds and can be interrupted between steps; `env` adds to or
   * overrides the defaults (a 2 s ack wait).
   */
  spawnReplica(options: { slow: boolean; env?: Record<string, string> }): Promise<AgentProcess>;
};

/**
 * The time a process test may take. Each replica is a fresh Node process that loads the whole
 * clinical engine before it is ready; on a busy 2-core machine two such starts and a run took
 * over 30 s (the default), though the run itself needs a few seconds.
 */
export const PROCESS_TEST_TIMEOUT = { timeout: 90_000 } as const;

/**
 * A test with a `stack` fixture whose replicas of the service in `serviceDir` run as processes,
 * over the test's NATS and Redis; every process it started is killed at the end.
 */
export function withProcessStack(serviceDir: string, delayMs: number) {
  return test.extend("stack", async ({ infra, namespace }, { onCleanup }): Promise<ProcessStack> => {
    const stack = await Stack.start(infra, namespace, { logLevel: "info" });
    const processes: AgentProcess[] = [];
    const proxy = await startDelayProxy(infra.natsUrl, delayMs);
    let closed = false;
    const spawnReplica = async (options: { slow: boolean; env?: Record<string, string> }) => {
      const p = await spawnAgent(serviceDir, {
        NATS_URL: options.slow ? proxy.url : infra.natsUrl,
        REDIS_URL: infra.redisUrl,
        HDS_NAMESPACE: namespace,
        AGENT_ACK_WAIT_MS: "2s",
        ...options.env,
      });
      processes.push(p);
      // A test body that outlived its time-out goes on running after the clean-up below; a replica
      // it starts then would outlive the test run (one did, after a timed-out SIGKILL test).
      if (closed) {
        p.child.kill("SIGKILL");
        throw new Error("replica started after the test's clean-up");
      }
      return p;
    };
    onCleanup(async () => {
      closed = true;
      for (const p of processes) if (p.child.exitCode === null) p.child.kill("SIGKILL");
      await Promise.all(processes.map((p) => p.exited));
      await proxy.close();
      await stack.close();
    });
    return Object.assign(stack, { spawnReplica });
  });
}
