import {
  connectNats,
  connectRedis,
  createLogger,
  loadEnv,
  onShutdown,
  provisionBus,
  Slots,
  startHealthServer,
} from "@hds/platform";
import { build } from "./app.ts";
import { researchEnvSchema } from "./env.ts";
import { shutdownTelemetry } from "./instrumentation.ts";

const env = loadEnv(researchEnvSchema);
const logger = createLogger({ service: "research", level: env.LOG_LEVEL });

const nc = await connectNats(env.NATS_URL, "research");
await provisionBus(nc, env.HDS_NAMESPACE);
const redis = await connectRedis(env.REDIS_URL, "research");
let stopping = false;

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
});
await service.start();
const health = await startHealthServer(
  env.HEALTH_PORT,
  () => !stopping && service.started && !nc.isClosed() && redis.status === "ready",
);
logger.info(
  {
    namespace: env.HDS_NAMESPACE,
    healthPort: health.port,
    replica: service.replica,
    concurrency: env.AGENT_CONCURRENCY,
    taskConcurrency: env.RESEARCH_TASK_CONCURRENCY,
  },
  "research agent ready",
);

onShutdown(logger, env.SHUTDOWN_GRACE_MS, async () => {
  stopping = true;
  // Hand unfinished hand-offs and tasks back (nak) while NATS is still up to carry the naks.
  await service.stop(env.SHUTDOWN_GRACE_MS);
  await health.close();
  await nc.drain();
  await redis.quit();
  // Last, so spans of the shutdown itself are flushed.
  await shutdownTelemetry();
});
