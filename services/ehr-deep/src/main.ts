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
import { ehrDeepEnvSchema } from "./env.ts";
import { shutdownTelemetry } from "./instrumentation.ts";

const env = loadEnv(ehrDeepEnvSchema);
const logger = createLogger({ service: "ehr-deep", level: env.LOG_LEVEL });

const nc = await connectNats(env.NATS_URL, "ehr-deep");
await provisionBus(nc, env.HDS_NAMESPACE);
const redis = await connectRedis(env.REDIS_URL, "ehr-deep");
let stopping = false;

const agent = build({
  nc,
  slots: new Slots(redis, env.HDS_NAMESPACE),
  logger,
  namespace: env.HDS_NAMESPACE,
  concurrency: env.AGENT_CONCURRENCY,
  ackWaitMs: env.AGENT_ACK_WAIT_MS,
  maxDeliver: env.AGENT_MAX_DELIVER,
  deadlineMs: env.ANALYSIS_DEADLINE_MS,
  runDeadlineMs: env.DEEP_RUN_DEADLINE_MS,
  slotLeaseMs: env.SLOT_LEASE_MS,
});
await agent.start();
const health = await startHealthServer(
  env.HEALTH_PORT,
  () => !stopping && agent.started && !nc.isClosed() && redis.status === "ready",
);
logger.info(
  { namespace: env.HDS_NAMESPACE, healthPort: health.port, concurrency: env.AGENT_CONCURRENCY },
  "ehr-deep agent ready",
);

onShutdown(logger, env.SHUTDOWN_GRACE_MS, async () => {
  stopping = true;
  // Hand unfinished runs back (nak) while NATS is still up to carry the naks and events.
  await agent.stop(env.SHUTDOWN_GRACE_MS);
  await health.close();
  await nc.drain();
  await redis.quit();
  // Last, so spans of the shutdown itself are flushed.
  await shutdownTelemetry();
});
