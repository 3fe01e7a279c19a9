import { busNames, RunErrorCode } from "@hds/contracts";
import { connectNats, type Logger, provisionBus, publishJson } from "@hds/platform";
import { captureLogger, eventually, test } from "@hds/testing";
import { jetstream } from "@nats-io/jetstream";
import { afterEach, describe, expect } from "vitest";
import { jetStreamSink } from "./events.ts";
import { endOverdueRuns, watchOverdueRuns } from "./overdue.ts";
import { ehrRunMessage, labRunMessage, publishRun, storedEvents, streamCount } from "./testing.ts";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
});

const HOUR_MS = 3_600_000;
/** Runs the test has the gateway withdraw. */
const withdrawn = new Set<string>();
const CANARY = "CANARY-overdue-7f3a";

async function bus(natsUrl: string, namespace: string) {
  const nc = await connectNats(natsUrl, "overdue-test");
  closers.push(() => nc.close());
  await provisionBus(nc, namespace);
  const js = jetstream(nc);
  const { logger, lines } = captureLogger("overdue");
  const options = {
    jsm: await js.jetstreamManager(),
    namespace,
    sink: jetStreamSink(js),
    logger: logger as Logger,
    maxWaitMs: HOUR_MS / 2,
    isWithdrawn: async (runId: string) => withdrawn.has(runId),
    withdraw: async (run: { runId: string }) => void withdrawn.add(run.runId),
  };
  return { js, names: busNames(namespace), options, lines };
}

const errorCodes = async (js: ReturnType<typeof jetstream>, namespace: string, runId: string) =>
  (await storedEvents(js, namespace, runId)).flatMap((e) => (e.kind === "error" ? [e.error.code] : []));

describe("runs that waited too long", () => {
  test("a run no agent took up ends with ANALYSIS_TIMEOUT once overdue, and leaves RUNS", async ({
    infra,
    namespace,
  }) => {
    const { js, names, options, lines } = await bus(infra.natsUrl, namespace);
    const run = labRunMessage({ labResults: [{ name: "Potassium", value: CANARY }] });
    await publishRun(js, namespace, run);

    expect(await endOverdueRuns(options)).toBe(0);
    expect(await streamCount(js, names.streams.runs)).toBe(1);

    const later = { ...options, now: () => Date.now() + HOUR_MS };
    expect(await endOverdueRuns(later)).toBe(1);
    expect(await errorCodes(js, namespace, run.runId)).toEqual([RunErrorCode.analysisTimeout]);
    expect(await streamCount(js, names.streams.runs)).toBe(0);
    // A replica that still holds the run drops it rather than send steps after the error.
    expect(withdrawn.has(run.runId)).toBe(true);
    // A second sweep (another gateway replica) finds nothing left to end.
    expect(await endOverdueRuns(later)).toBe(0);
    expect(await errorCodes(js, namespace, run.runId)).toHaveLength(1);
    expect(lines.some((l) => l.includes("overdue run ended") && l.includes(run.runId))).toBe(true);
    expect(lines.join("\n")).not.toContain(CANARY);
  });

  test("a deep hand-off research never finished ends its run; overdue research tasks go without an event", async ({
    infra,
    namespace,
  }) => {
    const { js, names, options } = await bus(infra.natsUrl, namespace);
    const deep = { ...ehrRunMessage(), agent: "deep" as const };
    const { data: _data, ...envelope } = deep;
    await publishJson(js, names.subjects.researchHandoff, { ...envelope, findings: [], selectedElements: [] });
    await publishJson(js, names.subjects.researchTask, { runId: deep.runId, taskId: "t1", query: "q" });

    expect(await endOverdueRuns({ ...options, now: () => Date.now() + HOUR_MS })).toBe(1);
    expect(await errorCodes(js, namespace, deep.runId)).toEqual([RunErrorCode.analysisTimeout]);
    expect(await streamCount(js, names.streams.research)).toBe(0);
    expect(await streamCount(js, names.streams.events)).toBe(1);
  });

  test("a withdrawn run that is overdue is deleted without an event: its client was told it failed", async ({
    infra,
    namespace,
  }) => {
    const { js, names, options } = await bus(infra.natsUrl, namespace);
    const run = labRunMessage();
    withdrawn.add(run.runId);
    await publishRun(js, namespace, run);
    expect(await endOverdueRuns({ ...options, now: () => Date.now() + HOUR_MS })).toBe(0);
    expect(await streamCount(js, names.streams.runs)).toBe(0);
    expect(await streamCount(js, names.streams.events)).toBe(0);
  });

  test("the watch sweeps by itself and ends a run once it is overdue", async ({ infra, namespace }) => {
    const { js, options } = await bus(infra.natsUrl, namespace);
    const watch = watchOverdueRuns({ ...options, maxWaitMs: 400, intervalMs: 100 });
    closers.push(() => watch.stop());
    const run = labRunMessage();
    await publishRun(js, namespace, run);
    await eventually(async () => (await errorCodes(js, namespace, run.runId)).length === 1, 5_000, "error event");
    expect(await errorCodes(js, namespace, run.runId)).toEqual([RunErrorCode.analysisTimeout]);
  });
});
