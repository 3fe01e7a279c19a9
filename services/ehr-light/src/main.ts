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
import { ehrLightEnvSchema } from "./env.ts";
import { shutdownTelemetry } from "./instrumentation.ts";

const env = loadEnv(ehrLightEnvSchema);
const logger = createLogger({ service: "ehr-light", level: env.LOG_LEVEL });

const nc = await connectNats(env.NATS_URL, "ehr-light");
await provisionBus(nc, env.HDS_NAMESPACE);
const redis = await connectRedis(env.REDIS_URL, "ehr-light");
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
  slotLeaseMs: env.SLOT_LEASE_MS,
});
await agent.start();
const health = await startHealthServer(
  env.HEALTH_PORT,
  () => !stopping && agent.started && !nc.isClosed() && redis.status === "ready",
);
logger.info(
  {
    namespace: env.HDS_NAMESPACE,
    healthPort: health.port,
    concurrency: env.AGENT_CONCURRENCY,
  },
  "ehr-light agent ready",
);

onShutdown(logger, env.SHUTDOWN_GRACE_MS, async () => {
  stopping = true;
  // Hand unfinished runs back (nak) while NATS is still up to carry the naks and events.
  await agent.stop(env.SHUTDOWN_GRACE_MS);
  await health.close();
  await nc.drain();
  await redis.quit();
  await shutdownTelemetry();
});
