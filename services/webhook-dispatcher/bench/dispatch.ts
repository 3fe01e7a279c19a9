/**
 * Benchmark: webhook deliveries per second and latency from an event being published on EVENTS
 * to the receiver acknowledging its webhook, through the real dispatcher (its own process, real
 * NATS and Redis), next to a plain undici POST loop to the same local receiver, in one run.
 * Prints both and writes .bench/webhook-dispatcher.json.
 *
 *   node_modules/.bin/node services/webhook-dispatcher/bench/dispatch.ts [--runs 300] [--rounds 3] [--rate 200] [--seconds 10]
 *
 * - plain loop: the webhook bodies of `runs` runs POSTed with undici, WEBHOOK_MAX_PER_HOST (8) at
 *   a time, which is as many as the dispatcher keeps in flight to one receiver.
 * - burst: the same number of events (8 progress updates and the result per run) waiting in
 *   EVENTS for the dispatcher; deliveries/s from its first acknowledged webhook to its last. The
 *   dispatcher is frozen (SIGSTOP) while the stream is filled, so that publishing does not compete
 *   with it for CPU, and thawed (SIGCONT) to take the burst: a warm process, as in production.
 *   Both sides first run one untimed round of the same size, so neither is measured cold.
 * - paced: `rate` events/s for `seconds` ("moderate load"): latency from publish to acknowledgement.
 *
 * On a shared 2-core machine deliveries/s swing from run to run; the dispatcher's CPU time per
 * delivery in a burst (from /proc) is the steadier figure to compare changes by. The CPU time of
 * every process a delivery costs (nats-server and redis-server when started here, and the receiver)
 * is printed next to the plain loop's, because on a machine this size they share the same cores.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { AccountStore } from "@hds/accounts";
import { busNames, type RunEvent, webhookId } from "@hds/contracts";
import { connectNats, provisionBus, publishJson } from "@hds/platform";
import { cpuUsPer, processCpuMs } from "@hds/testing/cpu";
import { startInfra } from "@hds/testing/servers";
import { jetstream } from "@nats-io/jetstream";
import { Agent, request } from "undici";
import { buildPayload, sequenceNumberOf } from "../src/handlers/payload.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "300" },
    rate: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
  },
});
const RUNS = Number(values.runs);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const PER_HOST = 8;
/** As the dispatcher is started everywhere else (package.json, Dockerfile, scripts/lib/services.ts). */
const DISPATCHER_NODE_FLAGS = ["--max-semi-space-size=4"];
const here = dirname(fileURLToPath(import.meta.url));
const serviceDir = join(here, "..");
const root = join(here, "../../..");

// --- receiver: answers 200 at once and notes when each webhook-id arrived -------------------
const arrivals = new Map<string, number>();
const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const id = req.headers["webhook-id"];
    if (typeof id === "string" && !arrivals.has(id)) arrivals.set(id, performance.now());
    res.writeHead(200, { "content-type": "text/plain" }).end("ok");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

// --- bus, accounts, dispatcher process -----------------------------------------------------
const infra = await startInfra({});
const namespace = `bench${Date.now().toString(36)}`;
const nc = await connectNats(infra.natsUrl, "bench");
await provisionBus(nc, namespace);
const js = jetstream(nc);
const jsm = await js.jetstreamManager();
const accounts = await AccountStore.open(nc, namespace);
const company = await accounts.createCompany("bench");

function startDispatcher(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(root, "node_modules/.bin/node"),
      [
        // BENCH_PROF=1 writes a CPU profile of the dispatcher to /tmp/prof.
        ...(process.env.BENCH_PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : []),
        ...DISPATCHER_NODE_FLAGS,
        "--import",
        "./src/instrumentation.ts",
        "src/main.ts",
      ],
      {
        cwd: serviceDir,
        env: {
          PATH: process.env.PATH ?? "",
          NATS_URL: infra.natsUrl,
          REDIS_URL: infra.redisUrl,
          HDS_NAMESPACE: namespace,
          ALLOW_INSECURE_WEBHOOKS: "true",
          WEBHOOK_MAX_PER_HOST: String(PER_HOST),
          ...(process.env.DISPATCH_CONCURRENCY ? { DISPATCH_CONCURRENCY: process.env.DISPATCH_CONCURRENCY } : {}),
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    child.once("exit", (code) => reject(new Error(`dispatcher exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("webhook dispatcher started")) resolve(child);
    });
  });
}

/** The events of one run as an agent publishes them: 8 steps, then the result (a few KB). */
function runEvents(): RunEvent[] {
  const envelope = {
    runId: randomUUID(),
    agent: "lab-results" as const,
    companyId: company.companyId,
    keyId: "key_bench",
    webhookUrl: receiverUrl,
    acceptedAt: new Date().toISOString(),
    emittedAt: new Date().toISOString(),
  };
  const text = "Your potassium is slightly above the reference range [1]. ".repeat(30);
  return [
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((step): RunEvent => ({ ...envelope, kind: "progress", step })),
    {
      ...envelope,
      kind: "completed",
      result: {
        labResults: Array.from({ length: 20 }, (_, i) => ({
          name: `Test ${i}`,
          value: String(4 + i / 10),
          unit: "mmol/L",
        })),
        patientResponse: text,
        clinicianResponse: text,
        citations: {
          patient: {
            "1": { url: "https://pubmed.ncbi.nlm.nih.gov/1/", title: "A study", metadata: { type: "pubmed" } },
          },
          clinician: {
            "1": { url: "https://pubmed.ncbi.nlm.nih.gov/1/", title: "A study", metadata: { type: "pubmed" } },
          },
        },
        metadata: { labsReceived: 20, labsAnalyzed: 20, insightsMatched: 2 },
      },
      usage: { prompt: 1000, completion: 500, total: 1500 },
      counts: { elementsAnalyzed: 20, citationsGenerated: 2 },
    },
  ];
}

const idOf = (event: RunEvent) => webhookId(event.runId, sequenceNumberOf(event));
const subject = busNames(namespace).subjects.events("lab-results");

/** This process's CPU time so far, in ms: the receiver's (and, in the plain loop, the client's). */
function benchCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU time so far of every process a delivery costs: the dispatcher, both servers, the receiver. */
function machineCpuMs(dispatcherPid: number | undefined) {
  const pids = infra.pids();
  return {
    dispatcher: processCpuMs(dispatcherPid),
    nats: processCpuMs(pids.nats),
    redis: processCpuMs(pids.redis),
    bench: benchCpuMs(),
  };
}

function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

/** Resolves once EVENTS is empty: every event delivered, or dropped as webhooks.md says. */
async function settled(): Promise<void> {
  const stream = busNames(namespace).streams.events;
  while ((await jsm.streams.info(stream)).state.messages > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Publishes events, at `rate` per second if given, recording when each was published. */
async function publish(events: RunEvent[], rate?: number): Promise<Map<string, number>> {
  const published = new Map<string, number>();
  const started = performance.now();
  const pending: Promise<unknown>[] = [];
  for (const [i, event] of events.entries()) {
    if (rate) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    published.set(idOf(event), performance.now());
    pending.push(publishJson(js, subject, event));
    if (pending.length >= 256) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  return published;
}

/**
 * What became of published events once EVENTS is empty. A progress update whose run's result was
 * delivered first is dropped by design (webhooks.md), so drops are counted, and only deliveries
 * are timed.
 */
async function outcome(published: Map<string, number>) {
  await settled();
  const delivered = [...published.keys()].filter((id) => arrivals.has(id));
  const times = delivered.map((id) => arrivals.get(id)!);
  return {
    events: published.size,
    delivered: delivered.length,
    dropped: published.size - delivered.length,
    deliveriesPerSecond: Math.round(delivered.length / ((Math.max(...times) - Math.min(...times)) / 1000)),
    latencyMs: percentiles(delivered.map((id) => arrivals.get(id)! - published.get(id)!)),
  };
}

/** The baseline: the same bodies POSTed with undici, PER_HOST at a time. */
async function plainLoop(events: RunEvent[]) {
  const agent = new Agent();
  const bodies = events.map((e) => JSON.stringify(buildPayload(e)));
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = benchCpuMs();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PER_HOST }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const t0 = performance.now();
        const res = await request(receiverUrl, {
          method: "POST",
          body,
          headers: { "content-type": "application/json" },
          dispatcher: agent,
        });
        await res.body.dump();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const cpuUsPerRequest = cpuUsPer(cpuBefore, benchCpuMs(), events.length);
  await agent.close();
  return {
    events: events.length,
    deliveriesPerSecond: Math.round(events.length / (elapsed / 1000)),
    latencyMs: percentiles(latencies),
    cpuUsPerRequest,
  };
}

const line = (
  name: string,
  r: { deliveriesPerSecond: number; latencyMs?: { p50: number; p99: number } | undefined; dropped?: number },
) =>
  console.log(
    `${name.padEnd(22)} deliveries/s ${String(r.deliveriesPerSecond).padStart(6)}${r.latencyMs ? `  p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms` : ""}${r.dropped ? `  (${r.dropped} stale progress updates dropped)` : ""}`,
  );

let dispatcher: ChildProcess | undefined;
async function stopDispatcher(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.removeAllListeners("exit");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // A frozen process would not act on SIGTERM until thawed.
  child.kill("SIGCONT");
  child.kill("SIGTERM");
  await exited;
}
// The servers and the dispatcher are child processes: never leave them behind.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    dispatcher?.kill("SIGKILL");
    void infra.stop().finally(() => process.exit(130));
  });
}
try {
  console.log(
    `${RUNS} runs × 9 events, ${ROUNDS} rounds (medians); paced ${RATE} events/s for ${SECONDS} s; ${PER_HOST} in flight per host`,
  );
  const running = await startDispatcher();
  dispatcher = running;
  /** One burst round: the events wait in EVENTS while the dispatcher is frozen, then it takes them. */
  async function burstRound() {
    running.kill("SIGSTOP");
    const waiting = await publish(Array.from({ length: RUNS }, runEvents).flat());
    const before = machineCpuMs(running.pid);
    running.kill("SIGCONT");
    const result = await outcome(waiting);
    const after = machineCpuMs(running.pid);
    const per = (k: keyof typeof before) => cpuUsPer(before[k], after[k], result.delivered);
    return {
      ...result,
      cpuUsPerDelivery: per("dispatcher"),
      machineCpuUs: { dispatcher: per("dispatcher"), nats: per("nats"), redis: per("redis"), receiver: per("bench") },
    };
  }
  await plainLoop(Array.from({ length: RUNS }, runEvents).flat()); // warm-up
  await burstRound(); // warm-up

  // The machine is shared, so the plain loop and the dispatcher take turns, round by round.
  const plainRounds: Awaited<ReturnType<typeof plainLoop>>[] = [];
  const burstRounds: Awaited<ReturnType<typeof burstRound>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    plainRounds.push(await plainLoop(Array.from({ length: RUNS }, runEvents).flat()));
    burstRounds.push(await burstRound());
  }
  const median = <T extends { deliveriesPerSecond: number }>(rounds: T[]) =>
    [...rounds].sort((a, b) => a.deliveriesPerSecond - b.deliveriesPerSecond)[Math.floor(rounds.length / 2)]!;
  const plain = median(plainRounds);
  const burst = median(burstRounds);
  line("plain undici loop", plain);
  line("dispatcher, burst", { ...burst, latencyMs: undefined });
  if (burst.cpuUsPerDelivery !== undefined)
    console.log(`dispatcher CPU per delivery: ${burstRounds.map((r) => r.cpuUsPerDelivery).join(", ")} µs (rounds)`);
  const m = burst.machineCpuUs;
  console.log(
    `CPU per delivery, all processes (µs): dispatcher ${m.dispatcher ?? "?"}, nats-server ${m.nats ?? "?"}, redis-server ${m.redis ?? "?"}, receiver ${m.receiver}; plain loop (client and receiver) ${plain.cpuUsPerRequest}`,
  );
  const paced = await outcome(
    await publish(Array.from({ length: Math.ceil((RATE * SECONDS) / 9) }, runEvents).flat(), RATE),
  );
  line(`dispatcher, ${RATE}/s`, paced);

  const ratio = burst.deliveriesPerSecond / plain.deliveriesPerSecond;
  console.log(
    `dispatcher/plain throughput ${(ratio * 100).toFixed(1)} % (target ≥ 50 %), p99 at ${RATE}/s ${paced.latencyMs.p99} ms (target < 20 ms)`,
  );
  console.log(
    `rounds: plain ${plainRounds.map((r) => r.deliveriesPerSecond).join(", ")}; dispatcher ${burstRounds.map((r) => r.deliveriesPerSecond).join(", ")}`,
  );
  mkdirSync(join(root, ".bench"), { recursive: true });
  writeFileSync(
    join(root, ".bench/webhook-dispatcher.json"),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        perHost: PER_HOST,
        rounds: ROUNDS,
        plain,
        burst: {
          events: burst.events,
          delivered: burst.delivered,
          dropped: burst.dropped,
          deliveriesPerSecond: burst.deliveriesPerSecond,
          cpuUsPerDelivery: burst.cpuUsPerDelivery,
          machineCpuUsPerDelivery: burst.machineCpuUs,
        },
        paced: { ratePerSecond: RATE, ...paced },
        ratio,
        samples: {
          plain: plainRounds.map((r) => r.deliveriesPerSecond),
          dispatcher: burstRounds.map((r) => r.deliveriesPerSecond),
        },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  if (dispatcher) await stopDispatcher(dispatcher);
  await accounts.close();
  await nc.drain();
  receiver.close();
  await infra.stop();
}
