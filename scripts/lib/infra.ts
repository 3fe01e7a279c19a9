import { execFileSync } from "node:child_process";
import { connect } from "node:net";
import { spawnNats, spawnRedis } from "@hds/testing/servers";

export interface RunningInfra {
  natsUrl: string;
  redisUrl: string;
  /** Which of the two were started here (and are stopped by `stop`). */
  started: string[];
  stop(): Promise<void>;
}

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ""));
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function onPath(binary: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${binary}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const HOW_TO = {
  nats: "install nats-server (Debian: apt-get install nats-server) or set NATS_URL to a NATS server with JetStream",
  redis: "install redis-server (Debian: apt-get install redis-server) or set REDIS_URL to a Redis server",
};

/**
 * NATS and Redis for a local run: the ones at the configured URLs when they answer; otherwise
 * private ones on loopback (temp directory, JetStream on, nothing kept) when the binaries are on
 * PATH; otherwise a clear failure that says how to get them.
 */
export async function ensureInfra(natsUrl: string, redisUrl: string): Promise<RunningInfra> {
  const started: string[] = [];
  const stops: (() => Promise<void>)[] = [];
  let nats = natsUrl;
  let redis = redisUrl;
  if (!(await reachable(natsUrl))) {
    if (!onPath("nats-server")) throw new Error(`NATS is not reachable at ${natsUrl}: ${HOW_TO.nats}`);
    const s = await spawnNats();
    nats = s.url;
    started.push(`nats-server (${s.url})`);
    stops.push(s.stop);
  }
  if (!(await reachable(redisUrl))) {
    if (!onPath("redis-server")) throw new Error(`Redis is not reachable at ${redisUrl}: ${HOW_TO.redis}`);
    const s = await spawnRedis();
    redis = s.url;
    started.push(`redis-server (${s.url})`);
    stops.push(s.stop);
  }
  return {
    natsUrl: nats,
    redisUrl: redis,
    started,
    stop: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
