import { execFileSync } from "node:child_process";
import { connect } from "node:net";
import { INPUT_CAPS } from "@hds/contracts";
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

/** What a NATS server says of itself in the INFO line it sends first (undefined if it says nothing in time). */
function natsInfo(url: string): Promise<{ max_payload?: number; jetstream?: boolean } | undefined> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ""));
    let text = "";
    const done = (info: { max_payload?: number; jetstream?: boolean } | undefined) => {
      socket.destroy();
      resolve(info);
    };
    socket.setTimeout(1000, () => done(undefined));
    socket.once("error", () => done(undefined));
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const end = text.indexOf("\r\n");
      if (end < 0) return;
      try {
        done(JSON.parse(text.slice(0, end).replace(/^INFO\s+/, "")) as { max_payload?: number; jetstream?: boolean });
      } catch {
        done(undefined);
      }
    });
  });
}

/**
 * Why a reachable NATS cannot carry this system's runs, if it cannot: a run message holds a whole
 * request body (up to 5 MiB), and NATS's default max_payload is 1 MiB; the streams need JetStream.
 */
async function natsShortfall(url: string): Promise<string | undefined> {
  const info = await natsInfo(url);
  if (info === undefined) return undefined;
  if (info.jetstream === false) return "JetStream is off";
  const needed = INPUT_CAPS.bodyBytes + 64 * 1024;
  if (info.max_payload !== undefined && info.max_payload < needed)
    return `its max_payload is ${info.max_payload} bytes, below the ${needed} a 5 MiB request needs (deploy/nats.conf sets 8MB)`;
  return undefined;
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
  const up = await reachable(natsUrl);
  const shortfall = up ? await natsShortfall(natsUrl) : undefined;
  if (!up || (shortfall !== undefined && onPath("nats-server"))) {
    if (!onPath("nats-server")) throw new Error(`NATS is not reachable at ${natsUrl}: ${HOW_TO.nats}`);
    const s = await spawnNats();
    nats = s.url;
    started.push(`nats-server (${s.url}${shortfall ? `; the one at ${natsUrl} cannot be used: ${shortfall}` : ""})`);
    stops.push(s.stop);
  } else if (shortfall !== undefined) {
    console.warn(`warning: the NATS at ${natsUrl} is in use although ${shortfall}; large requests will be refused.`);
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
