import { setTimeout as sleep } from "node:timers/promises";
import { spawnNats, spawnRedis, test } from "@hds/testing";
import { afterEach, describe, expect } from "vitest";
import { ehrBody, type Harness, startGateway } from "./test-harness.ts";

const harnesses: Harness[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close().catch(() => undefined)));
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

function post(h: Harness, key = h.apiKey) {
  return h.app.inject({
    method: "POST",
    url: "/api/v1/agent",
    headers: { "content-type": "application/json", "x-api-key": key },
    payload: JSON.stringify(ehrBody()),
  });
}

describe("concurrency slots across restarts", () => {
  test("survive a gateway restart", async ({ infra, namespace }) => {
    const first = await startGateway(infra, namespace);
    for (let i = 0; i < 7; i++) expect((await post(first)).statusCode).toBe(200);
    const { apiKey } = first;
    await first.close();
    const second = await startGateway(infra, namespace);
    harnesses.push(second);
    const res = await post(second, apiKey);
    expect(res.statusCode).toBe(429);
    expect(res.json().activeCount).toBe(7);
  });

  test("expire when their lease lapses", async ({ infra, namespace }) => {
    const h = await startGateway(infra, namespace, { slotLeaseMs: 300 });
    harnesses.push(h);
    for (let i = 0; i < 7; i++) expect((await post(h)).statusCode).toBe(200);
    expect((await post(h)).statusCode).toBe(429);
    await sleep(350);
    const res = await post(h);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-concurrent-active"]).toBe("1");
  });
});

describe("infrastructure failures", () => {
  test("answers 500 with Retry-After within two seconds when Redis is unreachable", async ({ infra, namespace }) => {
    const redis = await spawnRedis();
    const h = await startGateway({ ...infra, redisUrl: redis.url }, namespace);
    harnesses.push(h);
    await redis.stop();
    const started = Date.now();
    const res = await post(h);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: "Internal server error", message: expect.any(String) });
    expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(res.headers["x-concurrent-remaining"]).toBe("0");
  });

  test("answers 500 within two seconds and frees the slot when NATS is unreachable", async ({ infra, namespace }) => {
    const nats = await spawnNats();
    const h = await startGateway({ ...infra, natsUrl: nats.url }, namespace);
    await nats.stop();
    cleanups.push(() => h.close().catch(() => undefined));
    const started = Date.now();
    const res = await post(h);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/nats|timeout|stack|jetstream/i);
    expect(await h.deps.slots.active(h.companyId, "light")).toBe(0);
  });
});
