import { eventually, type SpawnedServer, spawnNats, spawnRedis } from "@hds/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConnectionWatch, watchConnections } from "./connections.ts";
import { connectNats } from "./nats.ts";
import { connectRedis, type Redis } from "./redis.ts";

describe("watching the connections a replica needs", () => {
  let nats: SpawnedServer;
  let redisServer: SpawnedServer;
  let redis: Redis;
  let watch: ConnectionWatch;
  let close: () => Promise<void>;

  beforeAll(async () => {
    nats = await spawnNats();
    redisServer = await spawnRedis();
    const nc = await connectNats(nats.url, "connections-test");
    redis = await connectRedis(redisServer.url, "connections-test");
    watch = watchConnections(nc, redis, { intervalMs: 100, staleAfterMs: 500 });
    close = async () => {
      watch.stop();
      await nc.close();
      redis.disconnect();
    };
  });
  afterAll(async () => {
    nats.resume();
    redisServer.resume();
    await close();
    await Promise.all([nats.stop(), redisServer.stop()]);
  });

  it("is ready while both servers answer", async () => {
    expect(watch.ready).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(watch.ready).toBe(true);
  });

  it("is not ready while Redis is frozen with its connection still open, and ready again once it answers", async () => {
    redisServer.pause();
    await eventually(() => !watch.ready, 5_000, "not ready with Redis frozen");
    expect(redis.status).toBe("ready");
    redisServer.resume();
    await eventually(() => watch.ready, 5_000, "ready once Redis answers");
  });

  it("is not ready while NATS is frozen with its connection still open, and ready again once it answers", async () => {
    nats.pause();
    await eventually(() => !watch.ready, 5_000, "not ready with NATS frozen");
    nats.resume();
    await eventually(() => watch.ready, 5_000, "ready once NATS answers");
  });
});
