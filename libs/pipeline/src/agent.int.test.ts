import { setTimeout as sleep } from "node:timers/promises";
import { busNames, type LabResultsResult } from "@hds/contracts";
import { connectNats, connectRedis, type Logger, provisionBus, Slots } from "@hds/platform";
import { captureLogger, eventually, type Infra, test } from "@hds/testing";
import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { afterEach, describe, expect } from "vitest";
import { type AgentDeps, type AgentService, createAgent } from "./agent.ts";
import type { PipelineDefinition, RunOutput } from "./run.ts";
import { labRunMessage, publishRun, storedEvents, streamCount } from "./testing.ts";

function output(): RunOutput {
  const result: LabResultsResult = {
    labResults: [{ name: "HbA1c", value: "6.1 %" }],
    patientResponse: "p",
    clinicianResponse: "c",
    citations: { patient: {}, clinician: {} },
    metadata: { labsReceived: 1, labsAnalyzed: 1, insightsMatched: 0 },
  };
  return { result, counts: { elementsAnalyzed: 1, citationsGenerated: 0 } };
}

/** A lab-results pipeline whose step 4 does `step4` (nothing by default). */
function pipeline(step4: (signal: AbortSignal) => unknown = () => undefined): PipelineDefinition<"lab-results"> {
  return {
    agent: "lab-results",
    async execute(_message, steps) {
      for (let step = 1; step <= 7; step++) await steps.run(step, (signal) => (step === 4 ? step4(signal) : undefined));
      return output();
    },
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
});

interface Replica {
  agent: AgentService;
  nc: NatsConnection;
  lines: string[];
}

async function replica(
  infra: Infra,
  namespace: string,
  definition: PipelineDefinition<"lab-results">,
  overrides: Partial<AgentDeps> = {},
): Promise<Replica> {
  const nc = await connectNats(infra.natsUrl, "agent-test");
  await provisionBus(nc, namespace);
  const redis = await connectRedis(infra.redisUrl, "agent-test");
  const { logger, lines } = captureLogger("agent");
  const agent = createAgent(definition, {
    nc,
    slots: new Slots(redis, namespace),
    logger: logger as Logger,
    namespace,
    concurrency: 4,
    ackWaitMs: 1_000,
    maxDeliver: 3,
    deadlineMs: 10_000,
    slotLeaseMs: 60_000,
    ...overrides,
  });
  await agent.start();
  closers.push(async () => {
    await agent.stop(200);
    if (!nc.isClosed()) await nc.close();
    await redis.quit();
  });
  return { agent, nc, lines };
}

async function bus(infra: Infra, namespace: string) {
  const nc = await connectNats(infra.natsUrl, "test-client");
  await provisionBus(nc, namespace);
  closers.push(() => nc.close());
  return { js: jetstream(nc), names: busNames(namespace) };
}

const stepsOf = (events: { kind: string; step?: number }[]) =>
  events.map((e) => (e.kind === "progress" ? e.step : e.kind));

describe("an agent on the bus", () => {
  test("runs each message once across replicas sharing one durable consumer, and leaves RUNS empty", async ({
    infra,
    namespace,
  }) => {
    const { js, names } = await bus(infra, namespace);
    const handled: string[][] = [[], []];
    const a = await replica(infra, namespace, pipeline());
    const b = await replica(infra, namespace, pipeline());
    const messages = Array.from({ length: 20 }, () => labRunMessage());
    await Promise.all(messages.map((m) => publishRun(js, namespace, m)));
    await eventually(
      async () => (await storedEvents(js, namespace)).filter((e) => e.kind === "completed").length === 20,
    );
    for (const m of messages) {
      expect(stepsOf(await storedEvents(js, namespace, m.runId))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, "completed"]);
    }
    await eventually(async () => (await streamCount(js, names.streams.runs)) === 0, 5_000, "RUNS empty");
    for (const [i, r] of [a, b].entries()) {
      handled[i] = r.lines.filter((l) => l.includes('"run completed"'));
    }
    expect(handled[0]!.length + handled[1]!.length).toBe(20);
  });

  test("a run whose replica dies mid-run is finished by another, with each event once", async ({
    infra,
    namespace,
  }) => {
    const { js, names } = await bus(infra, namespace);
    let started = false;
    // The first replica hangs in step 4, as a process that is about to be killed would.
    const doomed = await replica(
      infra,
      namespace,
      pipeline(() => {
        started = true;
        return new Promise(() => {});
      }),
    );
    const message = labRunMessage();
    await publishRun(js, namespace, message);
    await eventually(() => started, 5_000, "step 4 reached");
    await doomed.nc.close(); // the server sees the client vanish, as after SIGKILL
    await replica(infra, namespace, pipeline());
    await eventually(
      async () => (await storedEvents(js, namespace, message.runId)).some((e) => e.kind === "completed"),
      10_000,
      "completed",
    );
    expect(stepsOf(await storedEvents(js, namespace, message.runId))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, "completed"]);
    await eventually(async () => (await streamCount(js, names.streams.runs)) === 0, 5_000, "RUNS empty");
  });

  test("stopping a replica lets the run in hand finish within the grace period, not handed back", async ({
    infra,
    namespace,
  }) => {
    const { js } = await bus(infra, namespace);
    let reached = false;
    const leaving = await replica(
      infra,
      namespace,
      pipeline(async (signal) => {
        reached = true;
        await sleep(500, undefined, { signal });
      }),
      { ackWaitMs: 20_000 },
    );
    const message = labRunMessage();
    await publishRun(js, namespace, message);
    await eventually(() => reached, 5_000, "step 4 reached");
    await leaving.agent.stop(5_000);
    expect(leaving.lines.some((l) => l.includes('"run handed back"'))).toBe(false);
    expect(leaving.lines.some((l) => l.includes('"run completed"'))).toBe(true);
    expect(stepsOf(await storedEvents(js, namespace, message.runId))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, "completed"]);
  });

  test("stopping a replica hands a run that outlasts the grace period to another at once, not after ack wait", async ({
    infra,
    namespace,
  }) => {
    const { js } = await bus(infra, namespace);
    let reached = false;
    const slow = await replica(
      infra,
      namespace,
      pipeline(async (signal) => {
        reached = true;
        await sleep(30_000, undefined, { signal }).catch(() => undefined);
      }),
      { ackWaitMs: 20_000 },
    );
    const message = labRunMessage();
    await publishRun(js, namespace, message);
    await eventually(() => reached, 5_000, "step 4 reached");
    await replica(infra, namespace, pipeline(), { ackWaitMs: 20_000 });
    const before = Date.now();
    await slow.agent.stop(1_000);
    expect(slow.lines.some((l) => l.includes('"run handed back"'))).toBe(true);
    await eventually(
      async () => (await storedEvents(js, namespace, message.runId)).some((e) => e.kind === "completed"),
      5_000,
      "completed by the other replica",
    );
    expect(Date.now() - before).toBeLessThan(5_000);
    expect(stepsOf(await storedEvents(js, namespace, message.runId))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, "completed"]);
  });

  test("a poison message ends in the error event on its last delivery and is removed", async ({ infra, namespace }) => {
    const { js, names } = await bus(infra, namespace);
    let attempts = 0;
    await replica(
      infra,
      namespace,
      pipeline(() => {
        attempts++;
        throw new Error("boom");
      }),
    );
    const message = labRunMessage();
    await publishRun(js, namespace, message);
    await eventually(
      async () => (await storedEvents(js, namespace, message.runId)).some((e) => e.kind === "error"),
      10_000,
      "error event",
    );
    expect(attempts).toBe(3);
    const events = await storedEvents(js, namespace, message.runId);
    expect(stepsOf(events)).toEqual([1, 2, 3, 4, "error"]);
    expect(events.at(-1)).toMatchObject({ error: { code: "ANALYSIS_FAILED" } });
    await eventually(async () => (await streamCount(js, names.streams.runs)) === 0, 5_000, "RUNS empty");
  });

  test("a run that kills every replica it lands on still ends in the error event", async ({ infra, namespace }) => {
    const { js, names } = await bus(infra, namespace);
    const message = labRunMessage();
    for (let i = 0; i < 2; i++) {
      let reached = false;
      const victim = await replica(
        infra,
        namespace,
        pipeline(() => {
          reached = true;
          return new Promise(() => {});
        }),
        { maxDeliver: 2 },
      );
      if (i === 0) await publishRun(js, namespace, message);
      await eventually(() => reached, 10_000, `delivery ${i + 1} reached step 4`);
      await victim.nc.close();
    }
    // A healthy replica arrives; the server will not deliver the run a third time but says so.
    await replica(infra, namespace, pipeline(), { maxDeliver: 2 });
    await eventually(
      async () => (await storedEvents(js, namespace, message.runId)).some((e) => e.kind === "error"),
      10_000,
      "error event",
    );
    expect(stepsOf(await storedEvents(js, namespace, message.runId)).at(-1)).toBe("error");
    await eventually(async () => (await streamCount(js, names.streams.runs)) === 0, 5_000, "RUNS empty");
  });

  test("keeps the run's slot alive past its lease while the run works", async ({ infra, namespace }) => {
    const { js } = await bus(infra, namespace);
    const redis = await connectRedis(infra.redisUrl, "slots-test");
    closers.push(async () => void (await redis.quit()));
    const slots = new Slots(redis, namespace);
    const message = labRunMessage();
    await slots.acquire(message.companyId, "lab-results", message.runId, 7, 600);
    let done = false;
    await replica(
      infra,
      namespace,
      pipeline(async () => {
        await sleep(1_500);
        done = true;
      }),
      { slotLeaseMs: 600 },
    );
    await publishRun(js, namespace, message);
    await sleep(1_200);
    expect(done).toBe(false);
    expect(await slots.active(message.companyId, "lab-results")).toBe(1);
    await eventually(() => done, 5_000);
  });
});
