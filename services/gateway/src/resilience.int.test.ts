import { setTimeout as sleep } from "node:timers/promises";
import { busNames, type LabResultsResult } from "@hds/contracts";
import { createAgent, type PipelineDefinition } from "@hds/pipeline";
import { streamCount } from "@hds/pipeline/testing";
import { connectNats, connectRedis, Slots } from "@hds/platform";
import { captureLogger, eventually, type SpawnedServer, spawnNats, spawnRedis, test } from "@hds/testing";
import { jetstream } from "@nats-io/jetstream";
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

  test("answers 500 within two seconds when Redis stalls, and the slot script that runs late leaves no slot", async ({
    infra,
    namespace,
  }) => {
    const redis = await spawnRedis();
    cleanups.push(() => redis.stop());
    const h = await startGateway({ ...infra, redisUrl: redis.url }, namespace);
    harnesses.push(h);
    const { res, tookMs } = await postWhileStalled(h, redis);
    expect(tookMs).toBeLessThan(2000);
    expect(res.statusCode).toBe(500);
    expect(res.headers["x-concurrent-remaining"]).toBe("0");
    // Redis now runs what waited on the connection, in order: the slot script, then the withdrawal.
    expect(await h.deps.slots.active(h.companyId, "light")).toBe(0);
    const next = await post(h);
    expect(next.statusCode).toBe(200);
    expect(next.headers["x-concurrent-active"]).toBe("1");
  });

  test("answers 500 within two seconds when NATS stalls, and the run never starts if its message lands late", async ({
    infra,
    namespace,
  }) => {
    const nats = await spawnNats();
    cleanups.push(() => nats.stop());
    const h = await startGateway({ ...infra, natsUrl: nats.url }, namespace);
    harnesses.push(h);
    const { res, tookMs } = await postWhileStalled(h, nats);
    expect(tookMs).toBeLessThan(2000);
    expect(res.statusCode).toBe(500);

    const nc = await connectNats(nats.url, "checks");
    cleanups.push(() => nc.close());
    const js = jetstream(nc);
    const names = busNames(namespace);
    // The publish the gateway gave up on is stored after all.
    await eventually(async () => (await streamCount(js, names.streams.runs)) === 1, 5_000, "late run stored");

    const redis = await connectRedis(infra.redisUrl, "agent");
    const agent = createAgent(lightPipeline(), {
      nc,
      slots: new Slots(redis, namespace),
      logger: captureLogger("agent").logger,
      namespace,
      concurrency: 2,
      ackWaitMs: 2_000,
      maxDeliver: 2,
      deadlineMs: 10_000,
      slotLeaseMs: 60_000,
    });
    await agent.start();
    cleanups.push(async () => {
      await agent.stop(200);
      await redis.quit();
    });
    await eventually(async () => (await streamCount(js, names.streams.runs)) === 0, 5_000, "run taken");
    // Dropped: no webhook for a run whose client was told it failed, and no slot held.
    expect(await streamCount(js, names.streams.events)).toBe(0);
    expect(await h.deps.slots.active(h.companyId, "light")).toBe(0);
  });
});

/** One request while `server` is frozen, and how long its answer took; the server is resumed after. */
async function postWhileStalled(h: Harness, server: SpawnedServer) {
  server.pause();
  const started = Date.now();
  const res = await post(h);
  const tookMs = Date.now() - started;
  server.resume();
  return { res, tookMs };
}

/** An EHR light pipeline that walks its steps and returns an empty result. */
function lightPipeline(): PipelineDefinition<"light"> {
  return {
    agent: "light",
    async execute(_message, steps) {
      for (let step = 1; step <= 7; step++) await steps.run(step, () => undefined);
      const result: LabResultsResult = {
        labResults: [],
        patientResponse: "p",
        clinicianResponse: "c",
        citations: { patient: {}, clinician: {} },
        metadata: { labsReceived: 0, labsAnalyzed: 0, insightsMatched: 0 },
      };
      return { result, counts: { elementsAnalyzed: 0, citationsGenerated: 0 } };
    },
  };
}
