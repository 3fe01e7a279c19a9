import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, spawnRedis } from "@hds/testing/servers";
import { afterAll, describe, expect, test } from "vitest";
import { ensureInfra } from "./infra.ts";

async function listening(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, "127.0.0.1");
      s.once("connect", () => (s.destroy(), resolve(true)));
      s.once("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("nats-server did not start");
}

describe("local infrastructure for npm start", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  test("does not use a NATS whose max_payload cannot carry a 5 MiB request, and starts its own", async () => {
    // A NATS with its defaults (1 MiB max_payload), as a distribution's package runs it.
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), "hds-small-nats-"));
    const small = spawn("nats-server", ["-js", "-a", "127.0.0.1", "-p", String(port), "-sd", dir], { stdio: "ignore" });
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cleanups.push(() => void small.kill("SIGTERM"));
    await listening(port);
    const redis = await spawnRedis();
    cleanups.push(redis.stop);

    const infra = await ensureInfra(`nats://127.0.0.1:${port}`, redis.url);
    cleanups.push(infra.stop);
    expect(infra.natsUrl).not.toBe(`nats://127.0.0.1:${port}`);
    expect(infra.started.join(" ")).toMatch(/max_payload is 1048576 bytes/);
    expect(infra.redisUrl).toBe(redis.url);
  });
});
