import { busNames } from "@hds/contracts";
import { captureLogger, eventually, type SpawnedNats, spawnNats, test } from "@hds/testing";
import { jetstream, jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { afterEach, describe, expect } from "vitest";
import { z } from "zod";
import { type Bus, maintainBus } from "./bus.ts";
import type { Logger } from "./logger.ts";
import { connectNats, provisionBus } from "./nats.ts";
import { publishJson } from "./publish.ts";
import { Outcome, startWorker } from "./worker.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** A private nats-server (it gets restarted) and a service's connection to it. */
async function privateNats(): Promise<{ nats: SpawnedNats; nc: NatsConnection }> {
  const nats = await spawnNats();
  cleanups.push(() => nats.stop());
  const nc = await connectNats(nats.url, "bus-test");
  cleanups.push(() => nc.close());
  return { nats, nc };
}

/** Samples `ready()` every few milliseconds, keeping each change. */
function watchReadiness(ready: () => boolean): { changes: boolean[]; stop(): void } {
  const changes = [ready()];
  const sample = () => {
    const now = ready();
    if (now !== changes.at(-1)) changes.push(now);
  };
  const timer = setInterval(sample, 5);
  return {
    changes,
    stop: () => {
      clearInterval(timer);
      sample();
    },
  };
}

/** A worker on the light agent's RUNS consumer that records the `n` of every message it takes. */
async function recordingWorker(nc: NatsConnection, namespace: string, bus: Bus, logger: Logger) {
  const names = busNames(namespace);
  const js = jetstream(nc);
  const handled: number[] = [];
  const worker = await startWorker({
    js,
    bus,
    stream: names.streams.runs,
    consumer: names.consumers.agent("light"),
    filterSubject: names.subjects.runs("light"),
    schema: z.object({ n: z.number() }),
    concurrency: 2,
    logger,
    spanName: "test message",
    handle: async ({ n }) => {
      handled.push(n);
      return Outcome.ack;
    },
  });
  cleanups.push(() => worker.stop(100));
  return { names, js, handled };
}

describe("a bus kept in place", () => {
  test("puts back the streams and the worker's consumer, and the worker takes new messages", async ({ namespace }) => {
    const { nats, nc } = await privateNats();
    const { logger, lines } = captureLogger("bus-test");
    const bus = await maintainBus(nc, namespace, { logger });
    const { names, js, handled } = await recordingWorker(nc, namespace, bus, logger);
    await publishJson(js, names.subjects.runs("light"), { n: 1 });
    await eventually(() => handled.includes(1), 5_000, "message before the restart handled");
    expect(bus.ready).toBe(true);

    const readiness = watchReadiness(() => bus.ready);
    cleanups.push(async () => readiness.stop());
    const restartedAt = Date.now();
    await nats.restart();
    await eventually(() => bus.ready, 10_000, "bus ready again");
    readiness.stop();
    expect(readiness.changes).toEqual([true, false, true]);

    const jsm = await jetstreamManager(nc);
    for (const stream of [names.streams.runs, names.streams.events, names.streams.research]) {
      const info = await jsm.streams.info(stream);
      // Created anew: the old process's memory streams went with it.
      expect(Date.parse(info.created)).toBeGreaterThanOrEqual(restartedAt);
    }
    const consumer = await jsm.consumers.info(names.streams.runs, names.consumers.agent("light"));
    expect(Date.parse(consumer.created)).toBeGreaterThanOrEqual(restartedAt);

    const started = Date.now();
    await publishJson(js, names.subjects.runs("light"), { n: 2 });
    await eventually(() => handled.includes(2), 5_000, "message after the restart handled");
    // Well inside consume()'s own retry of a missing consumer (30 s or more).
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(handled).toEqual([1, 2]);
    expect(lines.some((l) => l.includes("bus provisioned again"))).toBe(true);
  });

  test("stays not ready and keeps trying while JetStream does not answer, then recovers", async ({ namespace }) => {
    const { nats, nc } = await privateNats();
    const { logger, lines } = captureLogger("bus-test");
    const bus = await maintainBus(nc, namespace, { logger, retryDelaysMs: [50, 100] });
    let failing = 2;
    const restored: number[] = [];
    bus.onRestore(async () => {
      restored.push(Date.now());
      if (failing-- > 0) throw new Error("not yet");
    });

    await nats.restart();
    await eventually(() => restored.length === 1, 10_000, "first attempt after the reconnect");
    expect(bus.ready).toBe(false);
    await eventually(() => bus.ready, 5_000, "bus ready after retries");
    expect(restored).toHaveLength(3);
    expect(lines.filter((l) => l.includes("bus provisioning failed, retrying"))).toHaveLength(2);
    // Ids and counts only: the error is logged by type, never by message.
    expect(lines.join("\n")).not.toContain("not yet");
  });

  test("puts back a stream and consumer lost without a reconnect, once the worker's consumer ends", async ({
    namespace,
  }) => {
    // As when a cluster node holding a memory stream restarts while this client stays connected
    // to another node: no reconnect, yet the stream and its consumers are gone.
    const { nc } = await privateNats();
    const { logger, lines } = captureLogger("bus-test");
    const bus = await maintainBus(nc, namespace, { logger });
    const { names, js, handled } = await recordingWorker(nc, namespace, bus, logger);
    const jsm = await jetstreamManager(nc);

    await jsm.streams.delete(names.streams.runs);
    await eventually(() => lines.some((l) => l.includes("bus provisioned again")), 10_000, "bus restored");
    await jsm.consumers.info(names.streams.runs, names.consumers.agent("light"));
    await publishJson(js, names.subjects.runs("light"), { n: 3 });
    await eventually(() => handled.includes(3), 5_000, "message after the loss handled");
    expect(bus.ready).toBe(true);
  });
});

describe("stream replicas", () => {
  test("provisions one copy by default, and asks the server for the configured number", async ({ namespace }) => {
    const { nc } = await privateNats();
    const names = await provisionBus(nc, namespace);
    const jsm = await jetstreamManager(nc);
    for (const stream of [names.streams.runs, names.streams.events, names.streams.research, names.streams.opslog]) {
      expect((await jsm.streams.info(stream)).config.num_replicas).toBe(1);
    }
    // A single server cannot hold three copies: the request reaching it is what this proves.
    await expect(provisionBus(nc, `${namespace}-r3`, { replicas: 3 })).rejects.toThrow(/replicas|clustered/i);
  });
});
