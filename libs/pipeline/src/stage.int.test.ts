import { busNames, RunErrorCode } from "@hds/contracts";
import { connectNats, connectRedis, type Logger, provisionBus, Slots } from "@hds/platform";
import { captureLogger, eventually, type Infra, test } from "@hds/testing";
import { jetstream } from "@nats-io/jetstream";
import { afterEach, describe, expect } from "vitest";
import { type RunEnvelopeMessage, runEnvelopeSchema } from "./envelope.ts";
import { createStageAgent, type FinalStage } from "./stage.ts";
import { ehrRunMessage, publishRun, storedEvents, streamCount } from "./testing.ts";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
});

/** The research stage of a deep run (steps 5-8), whose step 5 runs `step5`. */
function researchStage(step5: () => unknown): FinalStage<RunEnvelopeMessage> {
  return {
    agent: "deep",
    firstStep: 5,
    lastStep: 8,
    schema: runEnvelopeSchema,
    failureCode: RunErrorCode.researchFailed,
    async execute(_message, steps) {
      await steps.run(5, step5);
      throw new Error("unreachable in this test");
    },
  };
}

async function stageReplica(infra: Infra, namespace: string, stage: FinalStage<RunEnvelopeMessage>) {
  const nc = await connectNats(infra.natsUrl, "stage-test");
  await provisionBus(nc, namespace);
  const redis = await connectRedis(infra.redisUrl, "stage-test");
  const names = busNames(namespace);
  const agent = createStageAgent(stage, {
    nc,
    slots: new Slots(redis, namespace),
    logger: captureLogger("stage").logger as Logger,
    namespace,
    concurrency: 2,
    ackWaitMs: 1_000,
    maxDeliver: 2,
    slotLeaseMs: 60_000,
    stream: names.streams.runs,
    consumer: names.consumers.agent("deep"),
    filterSubject: names.subjects.runs("deep"),
    spanName: "deep stage",
    deadlineAt: () => new Date(Date.now() + 10_000),
  });
  await agent.start();
  closers.push(async () => {
    await agent.stop(200);
    if (!nc.isClosed()) await nc.close();
    await redis.quit();
  });
  return { nc };
}

describe("a stage of a run on the bus", () => {
  test("a stage whose every delivery dies ends the run with the stage's own error code", async ({
    infra,
    namespace,
  }) => {
    const nc = await connectNats(infra.natsUrl, "test-client");
    closers.push(() => nc.close());
    await provisionBus(nc, namespace);
    const js = jetstream(nc);
    const message = { ...ehrRunMessage(), agent: "deep" as const };
    for (let i = 0; i < 2; i++) {
      let reached = false;
      const victim = await stageReplica(
        infra,
        namespace,
        researchStage(() => {
          reached = true;
          return new Promise(() => {});
        }),
      );
      if (i === 0) await publishRun(js, namespace, message);
      await eventually(() => reached, 10_000, `delivery ${i + 1} reached step 5`);
      await victim.nc.close();
    }
    // The server will not deliver the run a third time; a live replica hears its advisory.
    await stageReplica(
      infra,
      namespace,
      researchStage(() => undefined),
    );
    await eventually(
      async () => (await storedEvents(js, namespace, message.runId)).some((e) => e.kind === "error"),
      10_000,
      "error event",
    );
    const final = (await storedEvents(js, namespace, message.runId)).find((e) => e.kind === "error");
    expect(final?.kind === "error" && final.error.code).toBe(RunErrorCode.researchFailed);
    await eventually(async () => (await streamCount(js, busNames(namespace).streams.runs)) === 0, 5_000, "RUNS empty");
  });
});
