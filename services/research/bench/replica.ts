/**
 * A research replica for the benchmark: src/main.ts's wiring, with the research engine's task
 * step slowed by BENCH_TASK_LATENCY_MS (0: the real engine as is). The offline engine answers a
 * task in about a millisecond; a deep research task in production waits on literature and
 * guideline searches, and this is how the benchmark shows what fan-out across replicas does then.
 */
import { connectNats, connectRedis, createLogger, loadEnv, Slots } from "@hds/platform";
import { build } from "../src/app.ts";
import { researchEnvSchema } from "../src/env.ts";
import { slowEngine } from "../src/test-support.ts";

const env = loadEnv(researchEnvSchema);
const latencyMs = Number(process.env.BENCH_TASK_LATENCY_MS ?? "0");
const logger = createLogger({ service: "research", level: env.LOG_LEVEL });
const nc = await connectNats(env.NATS_URL, "research-bench");
const redis = await connectRedis(env.REDIS_URL, "research-bench");
const service = build({
  nc,
  slots: new Slots(redis, env.HDS_NAMESPACE),
  logger,
  namespace: env.HDS_NAMESPACE,
  concurrency: env.AGENT_CONCURRENCY,
  ackWaitMs: env.AGENT_ACK_WAIT_MS,
  maxDeliver: env.AGENT_MAX_DELIVER,
  slotLeaseMs: env.SLOT_LEASE_MS,
  taskConcurrency: env.RESEARCH_TASK_CONCURRENCY,
  taskMaxDeliver: env.RESEARCH_TASK_MAX_DELIVER,
  ...(latencyMs > 0 ? { engine: slowEngine(latencyMs) } : {}),
});
await service.start();
console.log(JSON.stringify({ msg: "research agent ready", latencyMs }));
process.once("SIGTERM", () => {
  void service
    .stop(2_000)
    .then(() => nc.drain())
    .then(() => redis.quit())
    .finally(() => process.exit(0));
});
