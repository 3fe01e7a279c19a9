import { SpanKind } from "@opentelemetry/api";
import { Stack } from "@hds/lab-results/src/test-stack.ts";
import { eventually, installTestTracing, test } from "@hds/testing";
import { describe, expect } from "vitest";
import type { ResearchService } from "./app.ts";
import { deepSampleRequest, ehrDeepFactory, researchFactory, slowEngine } from "./test-support.ts";

// Every span of every component in this file's process goes to memory.
const spans = installTestTracing();

const withStack = test.extend("stack", async ({ infra, namespace }, { onCleanup }) => {
  const stack = await Stack.start(infra, namespace, { logLevel: "info" });
  onCleanup(() => stack.close());
  return stack;
});

describe("deep run traces", () => {
  withStack(
    "show the fan-out: one CONSUMER span per research task, on the replica that ran it, in the run's trace",
    async ({ stack }) => {
      spans.reset();
      await stack.addReplica(ehrDeepFactory);
      const extra = { engine: slowEngine(200), taskConcurrency: 1 };
      const a = (await stack.addReplica(researchFactory, extra)) as ResearchService;
      const b = (await stack.addReplica(researchFactory, extra)) as ResearchService;
      const runId = await stack.accept("/api/v1/agent", deepSampleRequest());
      await stack.waitForRun(runId, 15_000);

      const named = (name: string) =>
        spans.getFinishedSpans().filter((s) => s.name === name && s.attributes["hds.run.id"] === runId);
      const [run] = await eventually(() => named("deep run").length === 1 && named("deep run"), 5_000, "run span");
      const [research] = await eventually(
        () => named("deep research").length === 1 && named("deep research"),
        5_000,
        "research span",
      );
      const tasks = await eventually(() => named("research task").length === 3 && named("research task"), 5_000);
      const traceId = run!.spanContext().traceId;
      expect(run!.kind).toBe(SpanKind.CONSUMER);
      expect(research!.kind).toBe(SpanKind.CONSUMER);
      expect(research!.spanContext().traceId).toBe(traceId);
      // The coordinator's step 5 published the tasks: each task span's parent is that step.
      const step5 = spans
        .getFinishedSpans()
        .find((s) => s.name === "deep step 5" && s.attributes["hds.run.id"] === runId);
      expect(step5?.spanContext().traceId).toBe(traceId);
      for (const t of tasks) {
        expect(t.kind).toBe(SpanKind.CONSUMER);
        expect(t.spanContext().traceId).toBe(traceId);
        expect(t.parentSpanContext?.spanId).toBe(step5!.spanContext().spanId);
      }
      expect(tasks.map((t) => t.attributes["hds.research.task.id"]).sort()).toEqual(["rq-1", "rq-2", "rq-3"]);
      expect(new Set(tasks.map((t) => t.attributes["hds.research.replica"]))).toEqual(new Set([a.replica, b.replica]));
      // Steps 1-8 all belong to the run's trace.
      const steps = spans
        .getFinishedSpans()
        .filter((s) => /^deep step \d$/.test(s.name) && s.attributes["hds.run.id"] === runId);
      expect(steps.map((s) => s.attributes["hds.step"]).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      for (const s of steps) expect(s.spanContext().traceId).toBe(traceId);

      // No health data in any span attribute or log line: not the record's terms, not the queries.
      const attributes = JSON.stringify(spans.getFinishedSpans().map((s) => s.attributes));
      const logs = stack.logLines.join("\n");
      for (const text of [attributes, logs]) {
        expect(text).not.toMatch(/ferritin|brca|leiden|haemoglobin|hemoglobin|contraceptive|anaemia|anemia/i);
      }
    },
  );
});
