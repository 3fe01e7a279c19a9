import { randomUUID } from "node:crypto";
import { busNames, type ResearchResult, researchResultConsumer } from "@hds/contracts";
import { streamCount } from "@hds/pipeline/testing";
import { connectNats, createLogger, provisionBus } from "@hds/platform";
import { test } from "@hds/testing";
import { jetstream } from "@nats-io/jetstream";
import { describe, expect } from "vitest";
import { discardRunResults, ResultGatherer, runIsGathering } from "./gather.ts";
import { publishResult } from "./task.ts";

const logger = createLogger({ service: "research", level: "silent" });

function completed(runId: string, taskId: string): ResearchResult {
  return { runId, taskId, status: "completed", replica: "r1", query: `q ${taskId}`, hits: [] };
}

describe("gathering a run's research results", () => {
  test("a replacement coordinator finds the results its dead predecessor had received", async ({
    infra,
    namespace,
  }) => {
    const setup = await connectNats(infra.natsUrl, "setup");
    await provisionBus(setup, namespace);
    const js = jetstream(setup);
    const runId = randomUUID();
    const deadlineAt = new Date(Date.now() + 60_000);
    const never = new AbortController().signal;

    // The first coordinator receives two of three results, then its process dies (connection gone,
    // nothing acknowledged).
    const doomedNc = await connectNats(infra.natsUrl, "doomed");
    const first = await ResultGatherer.open(jetstream(doomedNc), namespace, runId, {
      ackWaitMs: 1_000,
      deadlineAt,
      logger,
    });
    await publishResult(js, namespace, completed(runId, "rq-1"));
    await publishResult(js, namespace, completed(runId, "rq-2"));
    // A task that ran twice publishes its result twice: stored once.
    await publishResult(js, namespace, completed(runId, "rq-2"));
    await expect(first.until(["rq-1", "rq-2"], never).then((m) => [...m.keys()].sort())).resolves.toEqual([
      "rq-1",
      "rq-2",
    ]);
    await doomedNc.close();

    // The replacement binds to the same durable consumer: the held results come back after their
    // ack wait, and the last one arrives.
    const nc = await connectNats(infra.natsUrl, "replacement");
    const second = await ResultGatherer.open(jetstream(nc), namespace, runId, { ackWaitMs: 1_000, deadlineAt, logger });
    await publishResult(js, namespace, completed(runId, "rq-3"));
    const started = Date.now();
    const all = await second.until(["rq-1", "rq-2", "rq-3"], AbortSignal.timeout(10_000));
    expect([...all.keys()].sort()).toEqual(["rq-1", "rq-2", "rq-3"]);
    expect(Date.now() - started).toBeLessThan(5_000);
    await second.close();

    // Once the run has its outcome, nothing of it stays on the stream.
    expect(await runIsGathering(js, namespace, runId)).toBe(true);
    await discardRunResults(js, namespace, runId);
    expect(await runIsGathering(js, namespace, runId)).toBe(false);
    expect(await streamCount(js, busNames(namespace).streams.research)).toBe(0);
    const jsm = await js.jetstreamManager();
    await expect(
      jsm.consumers.info(busNames(namespace).streams.research, researchResultConsumer(namespace, runId)),
    ).rejects.toThrow();
    await nc.drain();
    await setup.drain();
  });

  test("stops waiting as soon as one task reports failure", async ({ infra, namespace }) => {
    const nc = await connectNats(infra.natsUrl, "coordinator");
    await provisionBus(nc, namespace);
    const js = jetstream(nc);
    const runId = randomUUID();
    const gatherer = await ResultGatherer.open(js, namespace, runId, {
      ackWaitMs: 5_000,
      deadlineAt: new Date(Date.now() + 60_000),
      logger,
    });
    await publishResult(js, namespace, { runId, taskId: "rq-2", status: "failed", replica: "r1", reason: "x" });
    const results = await gatherer.until(["rq-1", "rq-2", "rq-3"], AbortSignal.timeout(5_000));
    expect([...results.values()].map((r) => r.status)).toEqual(["failed"]);
    await gatherer.close();
    await discardRunResults(js, namespace, runId);
    await nc.drain();
  });
});
