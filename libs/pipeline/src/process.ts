import {
  type Bus,
  connectNats,
  connectRedis,
  createLogger,
  loadEnvOrExit,
  type Logger,
  maintainBus,
  onShutdown,
  Slots,
  startHealthServer,
  watchConnections,
} from "@hds/platform";
import type { NatsConnection } from "@nats-io/transport-node";
import type { z } from "zod";
import type { AgentService } from "./agent.ts";
import type { agentEnvSchema } from "./env.ts";

/** What every agent process hands its service: connections and the settings all agents share. */
export interface AgentProcessDeps {
  nc: NatsConnection;
  /** The provisioned bus, put back after a NATS restart; the agent's workers restore through it. */
  bus: Bus;
  slots: Slots;
  logger: Logger;
  namespace: string;
  concurrency: number;
  ackWaitMs: number;
  maxDeliver: number;
  deadlineMs: number;
  slotLeaseMs: number;
}

export interface AgentProcess<S extends typeof agentEnvSchema> {
  service: string;
  envSchema: S;
  /** The service's app, from the shared dependencies and its own environment. */
  build(deps: AgentProcessDeps, env: z.infer<S>): AgentService;
  shutdownTelemetry: () => Promise<void>;
}

/**
 * The process concerns of an analysis agent's main.ts: read the environment, connect NATS (and
 * provision the streams, again after every reconnect) and Redis, start the service and its
 * /healthz and /readyz, and on SIGTERM stop taking runs and hand unfinished ones back while NATS
 * is still up to carry the naks, then drain NATS, quit Redis, and flush telemetry last so the
 * shutdown's spans go too.
 */
export async function runAgentProcess<S extends typeof agentEnvSchema>(p: AgentProcess<S>): Promise<void> {
  const env = loadEnvOrExit(p.envSchema) as z.infer<typeof agentEnvSchema> & z.infer<S>;
  const logger = createLogger({ service: p.service, level: env.LOG_LEVEL });
  const nc = await connectNats(env.NATS_URL, p.service);
  const bus = await maintainBus(nc, env.HDS_NAMESPACE, { logger, replicas: env.NATS_REPLICAS });
  const redis = await connectRedis(env.REDIS_URL, p.service);
  const connections = watchConnections(nc, redis);
  let stopping = false;

  const agent = p.build(
    {
      nc,
      bus,
      slots: new Slots(redis, env.HDS_NAMESPACE),
      logger,
      namespace: env.HDS_NAMESPACE,
      concurrency: env.AGENT_CONCURRENCY,
      ackWaitMs: env.AGENT_ACK_WAIT_MS,
      maxDeliver: env.AGENT_MAX_DELIVER,
      deadlineMs: env.ANALYSIS_DEADLINE_MS,
      slotLeaseMs: env.SLOT_LEASE_MS,
    },
    env,
  );
  await agent.start();
  const health = await startHealthServer(
    env.HEALTH_PORT,
    () => !stopping && agent.started && bus.ready && connections.ready,
  );
  logger.info(
    { namespace: env.HDS_NAMESPACE, healthPort: health.port, concurrency: env.AGENT_CONCURRENCY },
    `${p.service} agent ready`,
  );

  onShutdown(logger, env.SHUTDOWN_GRACE_MS, async () => {
    stopping = true;
    await agent.stop(env.SHUTDOWN_GRACE_MS);
    await health.close();
    connections.stop();
    await nc.drain();
    await redis.quit();
    await p.shutdownTelemetry();
  });
}
