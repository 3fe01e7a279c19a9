/**
 * Benchmark: end-to-end latency of a deep run (POST accepted → final webhook received) with one
 * and with two research replicas, and the speed-up from the second. Every service runs in its own
 * process as in production (gateway, webhook dispatcher, ehr-deep, research; real NATS and Redis)
 * with a plain HTTP receiver here. Prints a table and writes .bench/deep.json.
 *
 *   node_modules/.bin/node services/research/bench/deep.ts [--runs 40] [--inflight 1,7] [--latency 0,200]
 *
 * `--latency` is the time each research task spends waiting on retrieval (ms). 0 is the offline
 * engine as shipped (a task takes about a millisecond, so fan-out has little to win); a positive
 * value stands for a remote literature search, where spreading a run's tasks over replicas pays.
 * Research replicas run with RESEARCH_TASK_CONCURRENCY=2, so one replica can take only two of a
 * run's three tasks at once.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { AccountStore } from "@hds/accounts";
import { connectNats, provisionBus } from "@hds/platform";
import { freePort, startInfra } from "@hds/testing/servers";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "40" },
    inflight: { type: "string", default: "1,7" },
    latency: { type: "string", default: "0,200" },
  },
});
const RUNS = Number(values.runs);
const IN_FLIGHT = values.inflight.split(",").map(Number);
const LATENCIES = values.latency.split(",").map(Number);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const node = join(root, "node_modules/.bin/node");
const sample = JSON.parse(readFileSync(join(root, "samples/ehr-deep-anaemia-brca.json"), "utf8")) as {
  data: unknown;
};

// --- the receiver: records when each run's final webhook arrives -------------------------------
const finals = new Map<string, (at: number, status: string) => void>();
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    res.writeHead(200).end();
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { runId: string; status: string };
    if (body.status !== "processing") finals.get(body.runId)?.(performance.now(), body.status);
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

// --- infrastructure and services, each in its own process --------------------------------------
const infra = await startInfra({});
const nc = await connectNats(infra.natsUrl, "bench");
const children: ChildProcess[] = [];
const logDir = join(root, ".bench/logs");
mkdirSync(logDir, { recursive: true });

function startProcess(
  cwd: string,
  args: string[],
  env: Record<string, string>,
  readyLine: string,
  log: string,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { cwd, env, stdio: ["ignore", "pipe", "inherit"] });
    children.push(child);
    child.stdout?.pipe(createWriteStream(join(logDir, `${log}-${children.length}.log`)));
    child.once("exit", (code) => reject(new Error(`${log} exited with ${code}`)));
    let seen = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      if (seen.includes(readyLine)) return;
      seen += chunk.toString();
      if (seen.includes(readyLine)) resolve(child);
    });
  });
}

async function stopAll() {
  for (const child of children.splice(0)) {
    child.removeAllListeners("exit");
    if (child.exitCode === null) child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const round = (n: number) => Math.round(n * 10) / 10;

/** A fresh deployment (own namespace): gateway, dispatcher, ehr-deep and `replicas` research replicas. */
async function deploy(replicas: number, latencyMs: number) {
  const namespace = `bench${Date.now().toString(36)}`;
  await provisionBus(nc, namespace);
  const accounts = await AccountStore.open(nc, namespace);
  const company = await accounts.createCompany("bench", { light: 1_000, deep: 1_000, "lab-results": 1_000 });
  const { key } = await accounts.createKey(company.companyId, "bench");
  await accounts.close();
  const env = {
    PATH: process.env.PATH ?? "",
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    HDS_NAMESPACE: namespace,
    LOG_LEVEL: "info",
    ALLOW_INSECURE_WEBHOOKS: "true",
  };
  const service = (name: string) => join(root, "services", name);
  const main = ["--import", "./src/instrumentation.ts", "src/main.ts"];
  const port = await freePort();
  await startProcess(
    service("gateway"),
    main,
    { ...env, PORT: String(port), HOST: "127.0.0.1" },
    "gateway listening",
    "gateway",
  );
  await startProcess(
    service("webhook-dispatcher"),
    main,
    { ...env, WEBHOOK_MAX_PER_HOST: "64", DISPATCH_CONCURRENCY: "256" },
    "webhook dispatcher started",
    "dispatcher",
  );
  await startProcess(service("ehr-deep"), main, env, "agent ready", "ehr-deep");
  for (let i = 0; i < replicas; i++) {
    await startProcess(
      service("research"),
      ["bench/replica.ts"],
      { ...env, RESEARCH_TASK_CONCURRENCY: "2", BENCH_TASK_LATENCY_MS: String(latencyMs) },
      "agent ready",
      "research",
    );
  }
  return { gateway: `http://127.0.0.1:${port}`, key };
}

async function oneRun(target: { gateway: string; key: string }): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${target.gateway}/api/v1/agent`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": target.key },
    body: JSON.stringify({ webhookUrl, agentType: "deep", data: sample.data }),
  });
  const { runId } = (await res.json()) as { runId?: string };
  if (res.status !== 200 || !runId) throw new Error(`POST answered ${res.status}`);
  const finishedAt = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no final webhook within 60 s")), 60_000);
    finals.set(runId, (at, status) => {
      clearTimeout(timer);
      if (status === "completed") resolve(at);
      else reject(new Error(`run ended with ${status}`));
    });
  });
  finals.delete(runId);
  return finishedAt - started;
}

async function scenario(target: { gateway: string; key: string }, inFlight: number, runs: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < runs) {
        next++;
        latencies.push(await oneRun(target));
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    inFlight,
    runs,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(latencies.at(-1) ?? 0),
    runsPerSecond: round(runs / elapsedS),
  };
}

type Row = Awaited<ReturnType<typeof scenario>> & { taskLatencyMs: number; replicas: number };
const rows: Row[] = [];
console.log(`deep runs end to end: POST → final webhook; ${cpus().length} CPU cores shared by every process`);
for (const latencyMs of LATENCIES) {
  for (const replicas of [1, 2]) {
    const target = await deploy(replicas, latencyMs);
    await scenario(target, 4, 8); // warm-up (JIT, connections), not reported
    for (const inFlight of IN_FLIGHT) {
      const r = {
        taskLatencyMs: latencyMs,
        replicas,
        ...(await scenario(target, inFlight, inFlight === 1 ? Math.min(RUNS, 20) : RUNS)),
      };
      rows.push(r);
      console.log(
        `task latency ${String(latencyMs).padStart(4)} ms  research replicas ${replicas}  in flight ${String(inFlight).padStart(2)}` +
          `  runs ${String(r.runs).padStart(3)}  p50 ${String(r.p50Ms).padStart(7)} ms  p95 ${String(r.p95Ms).padStart(7)} ms` +
          `  ${String(r.runsPerSecond).padStart(6)} runs/s`,
      );
    }
    await stopAll();
  }
}

const speedUp = LATENCIES.flatMap((latencyMs) =>
  IN_FLIGHT.map((inFlight) => {
    const one = rows.find((r) => r.taskLatencyMs === latencyMs && r.inFlight === inFlight && r.replicas === 1);
    const two = rows.find((r) => r.taskLatencyMs === latencyMs && r.inFlight === inFlight && r.replicas === 2);
    return {
      taskLatencyMs: latencyMs,
      inFlight,
      p50SpeedUp: one && two ? Math.round((one.p50Ms / two.p50Ms) * 100) / 100 : null,
      throughputSpeedUp: one && two ? Math.round((two.runsPerSecond / one.runsPerSecond) * 100) / 100 : null,
    };
  }),
);
for (const s of speedUp) {
  console.log(
    `speed-up from the second research replica: task latency ${s.taskLatencyMs} ms, in flight ${s.inFlight}:` +
      ` p50 ×${s.p50SpeedUp}, throughput ×${s.throughputSpeedUp}`,
  );
}
mkdirSync(join(root, ".bench"), { recursive: true });
writeFileSync(
  join(root, ".bench/deep.json"),
  `${JSON.stringify({ at: new Date().toISOString(), cpus: cpus().length, rows, speedUp }, null, 2)}\n`,
);
receiver.close();
await nc.drain();
await infra.stop();
