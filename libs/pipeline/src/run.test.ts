import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { type LabResultsResult, type RunEvent, runEventSchema } from "@hds/contracts";
import { Outcome } from "@hds/platform";
import { captureLogger } from "@hds/testing";
import { describe, expect, it } from "vitest";
import type { EventSink } from "./events.ts";
import { RUN_ERROR_MESSAGES, RunFailure } from "./failure.ts";
import { retryDelayMs } from "./failure.ts";
import { type Delivery, executeRun, type PipelineDefinition, type RunOutput } from "./run.ts";

const CANARY = "CANARY-7f3a-health-data";

function labMessage(overrides: Record<string, unknown> = {}) {
  return {
    runId: randomUUID(),
    agent: "lab-results" as const,
    companyId: "co_1",
    keyId: "key_1",
    webhookUrl: "https://hooks.example.com/x",
    acceptedAt: new Date().toISOString(),
    labResults: [{ name: `HbA1c ${CANARY}`, value: "6.1 %" }],
    ...overrides,
  };
}

function labOutput(): RunOutput {
  const result: LabResultsResult = {
    labResults: [{ name: "HbA1c", value: "6.1 %" }],
    patientResponse: "p",
    clinicianResponse: "c",
    citations: { patient: {}, clinician: {} },
    metadata: { labsReceived: 1, labsAnalyzed: 1, insightsMatched: 0 },
  };
  return { result, counts: { elementsAnalyzed: 1, citationsGenerated: 0 } };
}

interface Published {
  subject: string;
  event: RunEvent;
  msgID: string;
}

function collectingSink(trace: string[] = [], failOn?: (e: RunEvent) => boolean) {
  const published: Published[] = [];
  const sink: EventSink = {
    async publish(subject, event, msgID) {
      if (failOn?.(event)) throw new Error("publish failed");
      published.push({ subject, event, msgID });
      trace.push(event.kind === "progress" ? `event ${event.step}` : `event ${event.kind}`);
    },
  };
  return { sink, published };
}

function fakeSlots() {
  const calls: { runId: string; leaseMs: number }[] = [];
  const withdrawn = new Set<string>();
  return {
    calls,
    withdrawn,
    slots: {
      async extend(_companyId: string, _agent: string, runId: string, leaseMs: number) {
        calls.push({ runId, leaseMs });
        return true;
      },
      async isWithdrawn(runId: string) {
        return withdrawn.has(runId);
      },
    },
  };
}

function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    deliveryCount: 1,
    isLastDelivery: false,
    signal: new AbortController().signal,
    ...overrides,
  };
}

/** A lab-results pipeline whose step k does `work[k]` (nothing by default) and records it. */
function labPipeline(
  trace: string[],
  work: Record<number, (signal: AbortSignal) => unknown> = {},
  output: () => RunOutput = labOutput,
): PipelineDefinition<"lab-results"> {
  return {
    agent: "lab-results",
    async execute(_message, steps) {
      for (let step = 1; step <= 7; step++) {
        await steps.run(step, async (signal) => {
          trace.push(`work ${step}`);
          await work[step]?.(signal);
        });
      }
      return output();
    },
  };
}

function setup(opts: { failOn?: (e: RunEvent) => boolean; deadlineMs?: number } = {}) {
  const order: string[] = [];
  const { sink, published } = collectingSink(order, opts.failOn);
  const { slots, calls, withdrawn } = fakeSlots();
  const log = captureLogger("test");
  const deps = {
    namespace: "hds",
    sink,
    slots,
    slotLeaseMs: 300,
    deadlineMs: opts.deadlineMs ?? 5_000,
    logger: log.logger,
  };
  return { order, published, calls, withdrawn, deps, lines: log.lines };
}

describe("executeRun", () => {
  it("announces each of the eight steps as its work starts, then publishes the final result", async () => {
    const s = setup();
    const message = labMessage();
    const outcome = await executeRun(labPipeline(s.order), message, delivery(), s.deps);
    expect(outcome).toEqual(Outcome.ack);
    expect(s.order).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7].flatMap((k) => [`event ${k}`, `work ${k}`]),
      "event 8",
      "event completed",
    ]);
    expect(s.published.map((p) => p.msgID)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => `${message.runId}:${k}`),
      `${message.runId}:final`,
    ]);
    for (const { subject, event } of s.published) {
      expect(subject).toBe("hds.events.lab-results");
      expect(runEventSchema.parse(event)).toMatchObject({
        runId: message.runId,
        agent: "lab-results",
        companyId: "co_1",
        keyId: "key_1",
        webhookUrl: message.webhookUrl,
        acceptedAt: message.acceptedAt,
      });
    }
    expect(s.published.at(-1)!.event).toMatchObject({
      kind: "completed",
      usage: { prompt: 0, completion: 0, total: 0 },
      counts: { elementsAnalyzed: 1, citationsGenerated: 0 },
    });
  });

  it("ends a known-final failure at once with the error event and acks", async () => {
    const s = setup();
    const pipeline = labPipeline(s.order, {
      3: () => {
        throw new RunFailure("ANALYSIS_FAILED", "bad value");
      },
    });
    const outcome = await executeRun(pipeline, labMessage(), delivery(), s.deps);
    expect(outcome).toEqual(Outcome.ack);
    expect(s.order.filter((e) => e.startsWith("event"))).toEqual(["event 1", "event 2", "event 3", "event error"]);
    expect(s.published.at(-1)!.event).toMatchObject({
      kind: "error",
      error: {
        code: "ANALYSIS_FAILED",
        message: RUN_ERROR_MESSAGES.ANALYSIS_FAILED,
      },
    });
  });

  it("tries an unexpected failure again, and on the last delivery ends it with the error event", async () => {
    const failing = () => {
      throw new Error(`engine exploded on ${CANARY}`);
    };
    const first = setup();
    const message = labMessage();
    expect(await executeRun(labPipeline(first.order, { 2: failing }), message, delivery(), first.deps)).toEqual(
      Outcome.retry(retryDelayMs(1)),
    );
    expect(first.published.map((p) => p.event.kind)).toEqual(["progress", "progress"]);

    const last = setup();
    const outcome = await executeRun(
      labPipeline(last.order, { 2: failing }),
      message,
      delivery({ deliveryCount: 5, isLastDelivery: true }),
      last.deps,
    );
    expect(outcome).toEqual(Outcome.ack);
    const error = last.published.at(-1)!;
    expect(error.msgID).toBe(`${message.runId}:final`);
    expect(error.event).toMatchObject({
      kind: "error",
      error: { code: "ANALYSIS_FAILED" },
    });
    expect(JSON.stringify(error.event)).not.toContain(CANARY);
    expect([...first.lines, ...last.lines].join("\n")).not.toContain(CANARY);
  });

  it("ends a run that passes its deadline with ANALYSIS_TIMEOUT", async () => {
    const s = setup({ deadlineMs: 100 });
    const pipeline = labPipeline(s.order, {
      5: (signal) => sleep(10_000, undefined, { signal }).catch(() => {}),
    });
    const started = Date.now();
    const outcome = await executeRun(pipeline, labMessage(), delivery(), s.deps);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(outcome).toEqual(Outcome.ack);
    expect(s.published.at(-1)!.event).toMatchObject({
      kind: "error",
      error: { code: "ANALYSIS_TIMEOUT" },
    });
    expect(s.published.filter((p) => p.event.kind === "progress")).toHaveLength(5);
  });

  it("hands the run back when the worker stops, without an error event", async () => {
    const s = setup();
    const stop = new AbortController();
    const pipeline = labPipeline(s.order, {
      4: async () => {
        stop.abort();
      },
    });
    const outcome = await executeRun(pipeline, labMessage(), delivery({ signal: stop.signal }), s.deps);
    expect(outcome).toEqual(Outcome.retry(0));
    expect(s.published.map((p) => p.event.kind)).not.toContain("error");
    expect(s.published.filter((p) => p.event.kind === "progress")).toHaveLength(4);
  });

  it("drops a run withdrawn while it works (its error is already out) at the next step, sending nothing more", async () => {
    const s = setup();
    const message = labMessage();
    const pipeline = labPipeline(s.order, {
      4: async () => {
        s.withdrawn.add(message.runId);
      },
    });
    const outcome = await executeRun(pipeline, message, delivery(), s.deps);
    expect(outcome).toEqual(Outcome.ack);
    expect(s.published.map((p) => (p.event.kind === "progress" ? p.event.step : p.event.kind))).toEqual([1, 2, 3, 4]);
    expect(s.lines.some((l) => l.includes("withdrawn run dropped"))).toBe(true);
  });

  it("refuses a result that breaks the contract with ANALYSIS_FAILED after step 8", async () => {
    const s = setup();
    const bad = () => ({
      ...labOutput(),
      result: { patientResponse: 1 } as never,
    });
    const outcome = await executeRun(labPipeline(s.order, {}, bad), labMessage(), delivery(), s.deps);
    expect(outcome).toEqual(Outcome.ack);
    expect(s.order.slice(-2)).toEqual(["event 8", "event error"]);
  });

  it("answers an unreadable run message with the error event", async () => {
    const s = setup();
    const message = labMessage({ labResults: "not a list" });
    const outcome = await executeRun(labPipeline(s.order), message, delivery(), s.deps);
    expect(outcome).toEqual(Outcome.ack);
    expect(s.published).toHaveLength(1);
    expect(s.published[0]!.event).toMatchObject({
      kind: "error",
      runId: message.runId,
    });
    expect(s.order).not.toContain("work 1");
  });

  it("treats a pipeline that skips a step as a bug", async () => {
    const s = setup();
    const skipping: PipelineDefinition<"lab-results"> = {
      agent: "lab-results",
      async execute(_m, steps) {
        await steps.run(1, () => undefined);
        await steps.run(3, () => undefined);
        return labOutput();
      },
    };
    const outcome = await executeRun(skipping, labMessage(), delivery({ isLastDelivery: true }), s.deps);
    expect(outcome).toEqual(Outcome.ack);
    expect(s.published.map((p) => p.event.kind)).toEqual(["progress", "error"]);
  });

  it("reports counts known before a failure in the error event", async () => {
    const s = setup();
    const pipeline: PipelineDefinition<"lab-results"> = {
      agent: "lab-results",
      async execute(_m, steps) {
        await steps.run(1, () => undefined);
        await steps.run(2, () => steps.count({ elementsAnalyzed: 12 }));
        await steps.run(3, () => {
          throw new RunFailure("ANALYSIS_FAILED", "bad value");
        });
        return labOutput();
      },
    };
    await executeRun(pipeline, labMessage(), delivery(), s.deps);
    expect(s.published.at(-1)!.event).toMatchObject({
      counts: { elementsAnalyzed: 12, citationsGenerated: 0 },
    });
  });

  it("keeps the slot's lease alive while the run works", async () => {
    const s = setup();
    const message = labMessage();
    const pipeline = labPipeline(s.order, { 2: () => sleep(450) });
    await executeRun(pipeline, message, delivery(), s.deps);
    // At once, then every third of the 300 ms lease while step 2 works.
    expect(s.calls.length).toBeGreaterThanOrEqual(4);
    expect(s.calls.every((c) => c.runId === message.runId && c.leaseMs === 300)).toBe(true);
    const after = s.calls.length;
    await sleep(250);
    expect(s.calls.length).toBe(after);
  });

  it("hands the message back when not even the error event can be published", async () => {
    const s = setup({ failOn: (e) => e.kind === "error" });
    const pipeline = labPipeline(s.order, {
      2: () => {
        throw new RunFailure("ANALYSIS_FAILED", "bad value");
      },
    });
    const outcome = await executeRun(pipeline, labMessage(), delivery({ isLastDelivery: true }), s.deps);
    expect(outcome.type).toBe("retry");
  });
});
