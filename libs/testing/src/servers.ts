import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** A server process of a test's own, which the test may stop or freeze. */
export interface SpawnedServer {
  url: string;
  stop(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open and nothing answers, as in a stall. */
  pause(): void;
  resume(): void;
  /** The server's process id now (benchmarks read its CPU time from /proc). */
  pid(): number | undefined;
}

/** A nats-server of a test's own, which the test may also restart. */
export interface SpawnedNats extends SpawnedServer {
  /**
   * Stops the server and starts a new process on the same port and store directory, as an
   * orchestrator restarts a crashed NATS: memory streams and consumers are gone, file ones stay.
   */
  restart(): Promise<void>;
}

export interface Infra {
  natsUrl: string;
  redisUrl: string;
  /** Process ids of servers started here (none for servers named in the environment or in containers). */
  pids(): { nats?: number; redis?: number };
  stop(): Promise<void>;
}

/** A port the OS says is free now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
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

async function waitForPort(port: number, child: ChildProcess, name: string): Promise<void> {
  const { connect } = await import("node:net");
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (ok) return;
    await sleep(25);
  }
  throw new Error(`${name} did not start on port ${port}`);
}

/** SIGSTOP/SIGCONT for the server's current process. */
function freezable(child: () => ChildProcess): Pick<SpawnedServer, "pause" | "resume" | "pid"> {
  return {
    pause: () => void child().kill("SIGSTOP"),
    resume: () => void child().kill("SIGCONT"),
    pid: () => child().pid,
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    // A frozen process would keep the SIGTERM pending.
    child.kill("SIGCONT");
  });
}

/** A private nats-server with JetStream, on a free loopback port, storing in a temp directory. */
export async function spawnNats(): Promise<SpawnedNats> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "hds-nats-"));
  // The API takes bodies of up to 5 MiB; NATS's default max_payload is 1 MiB.
  const config = join(dir, "nats.conf");
  writeFileSync(
    config,
    `listen: "127.0.0.1:${port}"\nmax_payload: 8388608\njetstream { store_dir: "${join(dir, "js")}" }\n`,
  );
  const start = async () => {
    const started = spawn("nats-server", ["-c", config], { stdio: "ignore" });
    await waitForPort(port, started, "nats-server");
    return started;
  };
  let child = await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
    restart: async () => {
      await stopChild(child);
      child = await start();
    },
    ...freezable(() => child),
  };
}

/** A private redis-server that keeps nothing on disk, on a free loopback port. */
export async function spawnRedis(): Promise<SpawnedServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "hds-redis-"));
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: "ignore" },
  );
  await waitForPort(port, child, "redis-server");
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
    ...freezable(() => child),
  };
}

async function containerNats(): Promise<{ url: string; stop(): Promise<void> }> {
  const { GenericContainer } = await import("testcontainers");
  const c = await new GenericContainer("nats:2.10").withCommand(["-js"]).withExposedPorts(4222).start();
  return { url: `nats://${c.getHost()}:${c.getMappedPort(4222)}`, stop: async () => void (await c.stop()) };
}

async function containerRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const { GenericContainer } = await import("testcontainers");
  const c = await new GenericContainer("redis:7").withExposedPorts(6379).start();
  return { url: `redis://${c.getHost()}:${c.getMappedPort(6379)}`, stop: async () => void (await c.stop()) };
}

/**
 * Real NATS and Redis for a test worker: the servers named by NATS_URL/REDIS_URL when set,
 * otherwise private ones spawned from the binaries on PATH, otherwise containers (where Docker
 * runs). Tests isolate themselves from each other by namespace, not by server.
 */
export async function startInfra(env: NodeJS.ProcessEnv = process.env): Promise<Infra> {
  type Started = Pick<SpawnedServer, "url" | "stop"> & Partial<Pick<SpawnedServer, "pid">>;
  const nats: Started = env.NATS_URL
    ? { url: env.NATS_URL, stop: async () => {} }
    : onPath("nats-server")
      ? await spawnNats()
      : await containerNats();
  const redis: Started = env.REDIS_URL
    ? { url: env.REDIS_URL, stop: async () => {} }
    : onPath("redis-server")
      ? await spawnRedis()
      : await containerRedis();
  return {
    natsUrl: nats.url,
    redisUrl: redis.url,
    pids: () => ({ nats: nats.pid?.(), redis: redis.pid?.() }),
    stop: async () => {
      await Promise.all([nats.stop(), redis.stop()]);
    },
  };
}
