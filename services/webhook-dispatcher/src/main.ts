import { AccountStore } from "@hds/accounts";
import {
  connectNats,
  connectRedis,
  createLogger,
  loadEnvOrExit,
  maintainBus,
  onShutdown,
  StreamPublisher,
  startHealthServer,
  watchConnections,
} from "@hds/platform";
import { jetstream } from "@nats-io/jetstream";
import { build } from "./app.ts";
import { dispatcherConfig, dispatcherEnvSchema } from "./env.ts";
import { shutdownTelemetry } from "./instrumentation.ts";

const env = loadEnvOrExit(dispatcherEnvSchema);
const logger = createLogger({ service: "webhook-dispatcher", level: env.LOG_LEVEL });

const nc = await connectNats(env.NATS_URL, "webhook-dispatcher");
const bus = await maintainBus(nc, env.HDS_NAMESPACE, { logger, replicas: env.NATS_REPLICAS });
// Events arrive from JetStream in batches and their Redis commands are issued together: sending
// them in one write instead of one each roughly halves the dispatcher's syscalls per event.
const redis = await connectRedis(env.REDIS_URL, "webhook-dispatcher", { autoPipelining: true });
const accounts = await AccountStore.open(nc, env.HDS_NAMESPACE);
const connections = watchConnections(nc, redis);
let stopping = false;

const dispatcher = build({
  js: jetstream(nc),
  publisher: new StreamPublisher(nc),
  bus,
  redis,
  accounts,
  logger,
  config: dispatcherConfig(env),
});
await dispatcher.start();
const health = await startHealthServer(env.HEALTH_PORT, () => !stopping && bus.ready && connections.ready);
logger.info(
  { namespace: env.HDS_NAMESPACE, healthPort: health.port, insecureWebhooks: env.ALLOW_INSECURE_WEBHOOKS },
  "webhook dispatcher started",
);

onShutdown(logger, env.SHUTDOWN_GRACE_MS, async () => {
  stopping = true;
  // Finish or hand back the attempts in flight while NATS and Redis, which they need, are still up.
  await dispatcher.stop(env.SHUTDOWN_GRACE_MS);
  await health.close();
  connections.stop();
  await accounts.close();
  await nc.drain();
  await redis.quit();
  await shutdownTelemetry();
});
