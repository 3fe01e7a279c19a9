import { setTimeout as sleep } from "node:timers/promises";
import { AccountStore } from "@hds/accounts";
import {
  connectNats,
  connectRedis,
  createLogger,
  loadEnvOrExit,
  maintainBus,
  onShutdown,
  Slots,
  StreamPublisher,
  watchConnections,
} from "@hds/platform";
import { jetstream } from "@nats-io/jetstream";
import { buildGateway } from "./app.ts";
import { gatewayEnvSchema } from "./env.ts";
import { shutdownTelemetry } from "./instrumentation.ts";

const env = loadEnvOrExit(gatewayEnvSchema);
const logger = createLogger({ service: "gateway", level: env.LOG_LEVEL });

const nc = await connectNats(env.NATS_URL, "gateway");
// Provisioned again after every reconnect: a restarted NATS has lost its memory streams.
const bus = await maintainBus(nc, env.HDS_NAMESPACE, { logger, replicas: env.NATS_REPLICAS });
// Slot scripts of concurrent requests go out in one write.
const redis = await connectRedis(env.REDIS_URL, "gateway", { autoPipelining: true });
const accounts = await AccountStore.open(nc, env.HDS_NAMESPACE);
const connections = watchConnections(nc, redis);
let stopping = false;

const app = await buildGateway({
  js: jetstream(nc),
  publisher: new StreamPublisher(nc),
  accounts,
  slots: new Slots(redis, env.HDS_NAMESPACE),
  logger,
  namespace: env.HDS_NAMESPACE,
  allowInsecureWebhooks: env.ALLOW_INSECURE_WEBHOOKS,
  slotLeaseMs: env.SLOT_LEASE_MS,
  adminToken: env.ADMIN_TOKEN,
  runMaxWaitMs: env.RUN_MAX_WAIT_MS,
  ready: () => !stopping && bus.ready && connections.ready,
});
await app.listen({ port: env.PORT, host: env.HOST });
logger.info(
  { port: env.PORT, namespace: env.HDS_NAMESPACE, admin: env.ADMIN_TOKEN !== undefined },
  "gateway listening",
);

onShutdown(logger, env.SHUTDOWN_GRACE_MS, async () => {
  stopping = true;
  // /readyz answers 503 from here on; requests are still served until the delay is over.
  if (env.SHUTDOWN_DELAY_MS > 0) await sleep(env.SHUTDOWN_DELAY_MS);
  // Stop taking requests and finish the ones in flight before the connections they need go.
  await app.close();
  connections.stop();
  await accounts.close();
  await nc.drain();
  await redis.quit();
  await shutdownTelemetry();
});
