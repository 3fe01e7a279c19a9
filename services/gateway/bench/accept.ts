/**
 * Benchmark: accepted requests/s and p50/p99 latency of POST /api/v1/lab-results with a 30-lab
 * body, for the real gateway (its own process, real NATS and Redis) and for a bare Fastify route
 * with the same body parsing, side by side in one run. Prints both and writes
 * .bench/gateway-accept.json.
 *
 *   node services/gateway/bench/accept.ts [--connections 50] [--duration 10] [--rounds 3]
 *
 * - saturated: autocannon, every connection sending its next request as soon as the last is
 *   answered. Latency there is mostly the queue: 50 requests in flight take 50/throughput. The
 *   bare route and the gateway take turns for `rounds` rounds and each side's median round is
 *   reported: on a shared 2-core machine one round of either can swing by a third.
 * - steady load: half the gateway's saturated rate, sent at even intervals over the same number
 *   of connections, latency counted from when each request was due (so a stalled server is not
 *   flattered). Not autocannon's rate mode: it sends each second's quota at the start of the
 *   second, as fast as the server answers, and adds made-up samples for every response slower
 *   than 1 ms, so its "steady" latency is the saturated one.
 *
 * Each saturated round also prints the server process's CPU time per accepted request, which
 * drifts less than throughput with the machine's speed, and that of nats-server, redis-server and
 * the load generator, which share the machine's cores with it. BENCH_PROF=1 writes a CPU profile of the
 * gateway to /tmp/prof; BENCH_NODE_FLAGS="--flag ..." starts the gateway with extra Node flags.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { AccountStore } from "@hds/accounts";
import { busNames } from "@hds/contracts";
import { connectNats, provisionBus } from "@hds/platform";
import { cpuUsPer, processCpuMs } from "@hds/testing/cpu";
import { freePort, startInfra } from "@hds/testing/servers";
import { jetstreamManager } from "@nats-io/jetstream";
import autocannon from "autocannon";
import { Pool } from "undici";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
  },
});
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const duration = Number(values.duration);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");

const labs = Array.from({ length: 30 }, (_, i) => ({
  name: ["Sodium", "Potassium", "Creatinine", "Glucose", "HbA1c", "ALT"][i % 6],
  value: String(4 + (i % 5) * 0.3),
  unit: "mmol/L",
  referenceRange: "3.5-5.0",
  date: `2026-0${1 + (i % 9)}-1${i % 10}`,
  flag: i % 4 === 0 ? "High" : "Normal",
}));
const body = JSON.stringify({ webhookUrl: "https://hooks.example.com/bench", labResults: labs });

function start(script: string, env: Record<string, string>, readyLine?: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      env: { ...process.env, ...env },
      execArgv: script.endsWith("main.ts")
        ? [
            ...(process.env.BENCH_PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : []),
            ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(" ") : []),
            "--import",
            join(root, "services/gateway/src/instrumentation.ts"),
          ]
        : [],
      stdio: ["ignore", "pipe", "inherit", "ipc"],
    });
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on("message", (m) => m === "ready" && resolve(child));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (readyLine && chunk.toString().includes(readyLine)) resolve(child);
    });
  });
}

/** Saturated load on `server`, with the server process's CPU time per accepted request. */
async function measure(name: string, url: string, headers: Record<string, string>, server: ChildProcess) {
  const before = machineCpuMs(server.pid);
  const r = await autocannon({ url, method: "POST", connections, duration, headers, body });
  const after = machineCpuMs(server.pid);
  const accepted = r.requests.total - r.non2xx;
  const per = (k: keyof typeof before) => cpuUsPer(before[k], after[k], accepted);
  const result = {
    name,
    acceptedPerSecond: Math.round(accepted / duration),
    cpuUsPerRequest: per("server"),
    otherCpuUsPerRequest: { nats: per("nats"), redis: per("redis"), loadGenerator: per("bench") },
    requestsPerSecond: Math.round(r.requests.average),
    non2xx: r.non2xx,
    errors: r.errors,
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
  };
  console.log(
    `${name.padEnd(12)} accepted/s ${String(result.acceptedPerSecond).padStart(7)}  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  server CPU ${result.cpuUsPerRequest ?? "?"} µs/request`,
  );
  const other = result.otherCpuUsPerRequest;
  console.log(
    `${"".padEnd(12)} CPU per request elsewhere: nats-server ${other.nats ?? "?"} µs, redis-server ${other.redis ?? "?"} µs, load generator ${other.loadGenerator} µs`,
  );
  return result;
}

/**
 * CPU time so far of the server under test, both servers (when started here) and this process
 * (the load generator), in ms: on a 2-core machine they all share the same cores.
 */
function machineCpuMs(serverPid: number | undefined) {
  const pids = infra.pids();
  const { user, system } = process.cpuUsage();
  return {
    server: processCpuMs(serverPid),
    nats: processCpuMs(pids.nats),
    redis: processCpuMs(pids.redis),
    bench: (user + system) / 1000,
  };
}

/** `rate` requests/s at even intervals for `duration` s over `connections` keep-alive connections. */
async function measureSteady(name: string, url: string, headers: Record<string, string>, rate: number) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections });
  const send = async (due: number, latencies: number[] | undefined, failures: { count: number }) => {
    try {
      const res = await pool.request({ path: target.pathname, method: "POST", headers, body });
      await res.body.dump();
      if (res.statusCode !== 200) failures.count++;
    } catch {
      failures.count++;
    }
    latencies?.push(performance.now() - due);
  };
  const run = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    const failures = { count: 0 };
    const inFlight: Promise<void>[] = [];
    const total = Math.round(rate * seconds);
    const start = performance.now();
    for (let sent = 0; sent < total;) {
      // Timers are late by a millisecond or so: send everything that is due, then wait for the next.
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now)
        inFlight.push(send(start + (sent++ * 1000) / rate, record ? latencies : undefined, failures));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + (sent * 1000) / rate - now)));
    }
    await Promise.all(inFlight);
    return { latencies: latencies.sort((a, b) => a - b), failures: failures.count, total };
  };
  await run(2, false); // warm-up
  const { latencies, failures, total } = await run(duration, true);
  await pool.close();
  const at = (q: number) =>
    Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(2));
  const result = {
    name,
    acceptedPerSecond: Math.round((total - failures) / duration),
    requestsPerSecond: rate,
    non2xx: failures,
    latencyMs: { p50: at(0.5), p99: at(0.99), max: at(1) },
  };
  console.log(
    `${name.padEnd(12)} accepted/s ${String(result.acceptedPerSecond).padStart(7)}  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms  non-2xx ${failures}`,
  );
  return result;
}

const infra = await startInfra({});
const namespace = `bench${Date.now().toString(36)}`;
const nc = await connectNats(infra.natsUrl, "bench");
await provisionBus(nc, namespace);
const accounts = await AccountStore.open(nc, namespace);
const company = await accounts.createCompany("bench", { light: 10_000, deep: 10_000, "lab-results": 10_000 });
const { key } = await accounts.createKey(company.companyId, "bench");
const jsm = await jetstreamManager(nc);
/**
 * No agent takes the runs here, so they would pile up by the hundred thousand in the RUNS memory
 * stream, which a running system keeps near empty; each gateway phase starts with it empty.
 */
const emptyRuns = () => jsm.streams.purge(busNames(namespace).streams.runs);

const barePort = await freePort();
const gatewayPort = await freePort();
const bare = await start(join(here, "bare-server.ts"), { PORT: String(barePort) });
const gateway = await start(
  join(root, "services/gateway/src/main.ts"),
  {
    PORT: String(gatewayPort),
    HOST: "127.0.0.1",
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    HDS_NAMESPACE: namespace,
    LOG_LEVEL: "info",
    // Runs are never finished here, so short leases keep the slot count below the limit (10,000,
    // the most a company may have): at ~9,000 accepted/s, 1 s leases came close enough to it for
    // some requests to get a 429.
    SLOT_LEASE_MS: "500",
  },
  "gateway listening",
);
const headers = { "content-type": "application/json", "x-api-key": key };
console.log(`POST /api/v1/lab-results, 30 labs (${body.length} bytes), ${connections} connections, ${duration} s`);
const bareUrl = `http://127.0.0.1:${barePort}/api/v1/lab-results`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}/api/v1/lab-results`;
for (const url of [bareUrl, gatewayUrl])
  await autocannon({ url, method: "POST", connections, duration: 2, headers, body }); // warm-up
const bareRounds: Awaited<ReturnType<typeof measure>>[] = [];
const gatewayRounds: typeof bareRounds = [];
for (let round = 1; round <= rounds; round++) {
  console.log(`saturated (as fast as the server answers), round ${round} of ${rounds}:`);
  bareRounds.push(await measure("bare route", bareUrl, headers, bare));
  await emptyRuns();
  gatewayRounds.push(await measure("gateway", gatewayUrl, headers, gateway));
}
const median = (results: typeof bareRounds) =>
  [...results].sort((a, b) => a.acceptedPerSecond - b.acceptedPerSecond)[Math.floor(results.length / 2)]!;
const bareResult = median(bareRounds);
const gatewayResult = median(gatewayRounds);
const ratio = gatewayResult.acceptedPerSecond / bareResult.acceptedPerSecond;
console.log(
  `median rounds: bare route ${bareResult.acceptedPerSecond}/s, gateway ${gatewayResult.acceptedPerSecond}/s`,
);
// Latency at a steady load both can carry: saturated latency only measures the queue.
const steadyRate = Math.max(100, Math.floor(gatewayResult.acceptedPerSecond * 0.5));
console.log(`steady load (${steadyRate} requests/s):`);
const bareSteady = await measureSteady("bare route", bareUrl, headers, steadyRate);
await emptyRuns();
const gatewaySteady = await measureSteady("gateway", gatewayUrl, headers, steadyRate);
console.log(
  `gateway/bare throughput ${(ratio * 100).toFixed(1)} % (target ≥ 40 %); gateway p99 ${gatewayResult.latencyMs.p99} ms saturated, ${gatewaySteady.latencyMs.p99} ms at ${steadyRate}/s (target < 10 ms)`,
);

mkdirSync(join(root, ".bench"), { recursive: true });
writeFileSync(
  join(root, ".bench/gateway-accept.json"),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      connections,
      durationS: duration,
      saturated: {
        bare: bareResult,
        gateway: gatewayResult,
        ratio,
        rounds: { bare: bareRounds, gateway: gatewayRounds },
      },
      steady: { rate: steadyRate, bare: bareSteady, gateway: gatewaySteady },
    },
    null,
    2,
  )}\n`,
);
bare.kill("SIGTERM");
gateway.kill("SIGTERM");
await accounts.close();
await nc.drain();
await infra.stop();
