/**
 * Benchmark: end-to-end latency of an analysis run (POST accepted → final webhook received) and
 * runs completed per second, for the lab-results and EHR light agents, with every service in its
 * own process as in production (gateway, webhook dispatcher, agents; real NATS and Redis) and a
 * plain HTTP receiver here. Measured at 1, 10 and 50 runs in flight (closed loop: a new run is
 * posted as soon as one finishes), with one and then two replicas of each agent. Prints a table
 * and writes .bench/agents-e2e.json.
 *
 *   node_modules/.bin/node services/lab-results/bench/e2e.ts [--runs 300] [--inflight 1,10,50] [--replicas 1,2]
 *
 * Two measurements:
 * - end to end, through gateway, agents and dispatcher. "Replicas" scales the agents and the
 *   dispatcher together: every run is 9 webhooks, so the dispatcher is the first limit.
 * - agents alone: `--burst` runs put on RUNS at once (as the gateway would) and counted as their
 *   final events reach EVENTS, with 1 and 2 replicas of the agent and no dispatcher, so what the
 *   agent itself gains from a second replica is visible.
 *
 * Target: p50 under 150 ms for a typical record with one replica each; throughput that grows
 * with replicas.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { AccountStore } from "@hds/accounts";
import { busNames } from "@hds/contracts";
import { connectNats, provisionBus, publishJson } from "@hds/platform";
import { labRunMessage, ehrRunMessage } from "@hds/pipeline/testing";
import { jetstream } from "@nats-io/jetstream";
import { freePort, startInfra } from "@hds/testing/servers";
import { typicalEhrRequest, typicalLabRequest } from "../src/test-fixtures.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "300" },
    inflight: { type: "string", default: "1,10,50" },
    replicas: { type: "string", default: "1,2" },
    burst: { type: "string", default: "1000" },
  },
});
const RUNS = Number(values.runs);
const IN_FLIGHT = values.inflight.split(",").map(Number);
const REPLICAS = values.replicas.split(",").map(Number);
const BURST = Number(values.burst);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const node = join(root, "node_modules/.bin/node");

// --- the receiver: records when each run's final webhook arrives -------------------------------
const finals = new Map<string, (at: number) => void>();
const early = new Map<string, number>();
let deliveries = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    deliveries++;
    res.writeHead(200).end();
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { runId: string; status: string };
    if (body.status === "processing") return;
    // A fast run's final webhook can beat the POST's response to this loop: keep its time.
    const waiting = finals.get(body.runId);
    if (waiting) waiting(performance.now());
    else early.set(body.runId, performance.now());
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

// --- infrastructure and services, each in its own process --------------------------------------
const infra = await startInfra({});
const namespace = `bench${Date.now().toString(36)}`;
const nc = await connectNats(infra.natsUrl, "bench");
await provisionBus(nc, namespace);
const accounts = await AccountStore.open(nc, namespace);
const company = await accounts.createCompany("bench", { light: 10_000, deep: 10_000, "lab-results": 10_000 });
const { key } = await accounts.createKey(company.companyId, "bench");
const commonEnv = {
  PATH: process.env.PATH ?? "",
  NATS_URL: infra.natsUrl,
  REDIS_URL: infra.redisUrl,
  HDS_NAMESPACE: namespace,
  LOG_LEVEL: "warn",
  ALLOW_INSECURE_WEBHOOKS: "true",
};
const children: ChildProcess[] = [];
// Whatever happens, no service process outlives the benchmark.
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});
for (const event of ["uncaughtException", "unhandledRejection"] as const) {
  process.on(event, (err) => {
    console.error(err);
    void infra.stop().finally(() => process.exit(1));
  });
}
const logDir = join(root, ".bench/logs/agents-e2e");
mkdirSync(logDir, { recursive: true });

function startService(
  service: string,
  env: Record<string, string>,
  readyLine: string,
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const dir = join(root, "services", service);
    const child = spawn(node, ["--import", "./src/instrumentation.ts", "src/main.ts"], {
      cwd: dir,
      env: { ...commonEnv, LOG_LEVEL: "info", ...env, ...extraEnv },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(child);
    // Every service's log goes to .bench/logs, for when a number needs explaining.
    child.stdout?.pipe(createWriteStream(join(logDir, `${children.length}-${service}.log`)));
    child.once("exit", (code) => reject(new Error(`${service} exited with ${code}`)));
    let seen = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      if (seen.includes(readyLine)) return;
      seen += chunk.toString();
      if (seen.includes(readyLine)) resolve(child);
    });
  });
}

const gatewayPort = await freePort();
await startService("gateway", { PORT: String(gatewayPort), HOST: "127.0.0.1" }, "gateway listening");
let dispatchers = 0;
async function addDispatcher() {
  await startService(
    "webhook-dispatcher",
    { WEBHOOK_MAX_PER_HOST: "64", DISPATCH_CONCURRENCY: "256" },
    "webhook dispatcher started",
  );
  dispatchers++;
}
const agentServices = { "lab-results": "lab-results", light: "ehr-light" } as const;
type BenchAgent = keyof typeof agentServices;
const replicaCount: Record<BenchAgent, number> = { "lab-results": 0, light: 0 };
async function addReplica(agent: BenchAgent) {
  await startService(agentServices[agent], {}, "agent ready");
  replicaCount[agent]++;
}

// --- one run: POST, then wait for its final webhook --------------------------------------------
const gateway = `http://127.0.0.1:${gatewayPort}`;
const bodies: Record<BenchAgent, { path: string; body: string }> = {
  "lab-results": { path: "/api/v1/lab-results", body: JSON.stringify({ webhookUrl, ...typicalLabRequest() }) },
  light: { path: "/api/v1/agent", body: JSON.stringify({ webhookUrl, ...typicalEhrRequest() }) },
};

async function oneRun(agent: BenchAgent): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${gateway}${bodies[agent].path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": key },
    body: bodies[agent].body,
  });
  const { runId } = (await res.json()) as { runId?: string };
  if (res.status !== 200 || !runId) throw new Error(`POST answered ${res.status}`);
  const arrived = early.get(runId);
  early.delete(runId);
  const finishedAt =
    arrived ??
    (await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no final webhook within 30 s")), 30_000);
      finals.set(runId, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    }));
  finals.delete(runId);
  return finishedAt - started;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function scenario(agent: BenchAgent, inFlight: number, runs: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < runs) {
        next++;
        latencies.push(await oneRun(agent));
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = {
    agent,
    replicas: replicaCount[agent],
    dispatchers,
    inFlight,
    runs,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    maxMs: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
    runsPerSecond: Math.round((runs / elapsedS) * 10) / 10,
  };
  console.log(
    `${agent.padEnd(11)} replicas ${result.replicas}  in flight ${String(inFlight).padStart(2)}  runs ${String(runs).padStart(4)}` +
      `  p50 ${String(result.p50Ms).padStart(6)} ms  p99 ${String(result.p99Ms).padStart(6)} ms` +
      `  ${String(result.runsPerSecond).padStart(6)} runs/s`,
  );
  return result;
}

const results: Awaited<ReturnType<typeof scenario>>[] = [];
console.log(`end to end: POST → final webhook; ${cpus().length} CPU cores shared by every process`);
for (const replicas of REPLICAS) {
  for (const agent of Object.keys(agentServices) as BenchAgent[]) {
    while (replicaCount[agent] < replicas) await addReplica(agent);
    while (dispatchers < replicas) await addDispatcher();
    await scenario(agent, 10, 30); // warm-up (JIT, connections), not reported
    for (const inFlight of IN_FLIGHT) {
      results.push(await scenario(agent, inFlight, inFlight === 1 ? Math.min(RUNS, 100) : RUNS));
    }
  }
}

// --- agents alone: a burst of runs on RUNS, counted as their final events reach EVENTS ---------
const agentOnly: { agent: BenchAgent; replicas: number; runs: number; runsPerSecond: number }[] = [];
{
  const ns = `${namespace}-agents`;
  await provisionBus(nc, ns);
  const names = busNames(ns);
  const js = jetstream(nc);
  let finalsSeen = 0;
  let onFinal: (() => void) | undefined;
  nc.subscribe(names.subjects.allEvents, {
    callback: (_err, msg) => {
      if (msg.headers?.get("Nats-Msg-Id")?.endsWith(":final")) {
        finalsSeen++;
        onFinal?.();
      }
    },
  });
  const counts: Record<BenchAgent, number> = { "lab-results": 0, light: 0 };
  for (const replicas of REPLICAS) {
    for (const agent of Object.keys(agentServices) as BenchAgent[]) {
      while (counts[agent] < replicas) {
        await startService(agentServices[agent], {}, "agent ready", { HDS_NAMESPACE: ns });
        counts[agent]++;
      }
      const messages = Array.from({ length: BURST }, () =>
        agent === "lab-results" ? labRunMessage(typicalLabRequest()) : ehrRunMessage(typicalEhrRequest().data),
      );
      finalsSeen = 0;
      const done = new Promise<void>((resolve) => {
        onFinal = () => finalsSeen >= BURST && resolve();
      });
      const started = performance.now();
      await Promise.all(
        messages.map((m) => publishJson(js, names.subjects.runs(agent), m, { msgID: m.runId, timeoutMs: 10_000 })),
      );
      await done;
      const runsPerSecond = Math.round((BURST / ((performance.now() - started) / 1000)) * 10) / 10;
      agentOnly.push({ agent, replicas, runs: BURST, runsPerSecond });
      console.log(`${agent.padEnd(11)} agent alone, replicas ${replicas}  ${BURST} runs  ${runsPerSecond} runs/s`);
      // Nothing consumes EVENTS here: empty it for the next burst.
      await (await js.jetstreamManager()).streams.purge(names.streams.events);
    }
  }
}

const summary = (Object.keys(agentServices) as BenchAgent[]).map((agent) => {
  const at = (replicas: number) =>
    Math.max(0, ...results.filter((r) => r.agent === agent && r.replicas === replicas).map((r) => r.runsPerSecond));
  const one = results.find((r) => r.agent === agent && r.replicas === 1 && r.inFlight === 1);
  return {
    agent,
    p50OneInFlightMs: one?.p50Ms,
    targetP50Met: one !== undefined && one.p50Ms < 150,
    peakRunsPerSecond: Object.fromEntries(REPLICAS.map((r) => [r, at(r)])),
    agentAloneRunsPerSecond: Object.fromEntries(
      agentOnly.filter((a) => a.agent === agent).map((a) => [a.replicas, a.runsPerSecond]),
    ),
  };
});
for (const s of summary) {
  console.log(
    `${s.agent.padEnd(11)} p50 at 1 in flight ${s.p50OneInFlightMs} ms (target < 150 ms: ${s.targetP50Met ? "met" : "missed"});` +
      ` end-to-end peak runs/s by replicas ${JSON.stringify(s.peakRunsPerSecond)};` +
      ` agent alone runs/s by replicas ${JSON.stringify(s.agentAloneRunsPerSecond)}`,
  );
}

mkdirSync(join(root, ".bench"), { recursive: true });
writeFileSync(
  join(root, ".bench/agents-e2e.json"),
  `${JSON.stringify({ at: new Date().toISOString(), cpus: cpus().length, deliveries, results, agentOnly, summary }, null, 2)}\n`,
);
for (const child of children) {
  child.removeAllListeners("exit");
  child.kill("SIGTERM");
}
await Promise.all(
  children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once("exit", resolve)))),
);
receiver.close();
await accounts.close();
await nc.drain();
await infra.stop();
