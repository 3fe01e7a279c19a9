import { setTimeout as sleep } from "node:timers/promises";
import { test } from "@hds/testing";
import { describe, expect } from "vitest";
import { connectRedis } from "./redis.ts";
import { Slots } from "./slots.ts";

describe("concurrency slots", () => {
  test("counts runs per company and agent and refuses past the limit", async ({ infra, namespace }) => {
    const redis = await connectRedis(infra.redisUrl, "test");
    const slots = new Slots(redis, namespace);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => slots.acquire("co1", "light", `run-${i}`, 7, 60_000)),
    );
    expect(results.filter((r) => r.acquired)).toHaveLength(7);
    expect(await slots.active("co1", "light")).toBe(7);
    expect(await slots.active("co1", "deep")).toBe(0);
    expect((await slots.acquire("co1", "deep", "run-d", 7, 60_000)).acquired).toBe(true);
    await slots.release("co1", "light", "run-0");
    expect(await slots.active("co1", "light")).toBe(6);
    await redis.quit();
  });

  test("frees a slot whose lease lapsed and keeps one that was extended", async ({ infra, namespace }) => {
    const redis = await connectRedis(infra.redisUrl, "test");
    const slots = new Slots(redis, namespace);
    await slots.acquire("co1", "light", "a", 7, 150);
    await slots.acquire("co1", "light", "b", 7, 150);
    await sleep(80);
    expect(await slots.extend("co1", "light", "b", 1000)).toBe(true);
    await sleep(120);
    expect(await slots.active("co1", "light")).toBe(1);
    expect(await slots.extend("co1", "light", "a", 1000)).toBe(false);
    await redis.quit();
  });
});
