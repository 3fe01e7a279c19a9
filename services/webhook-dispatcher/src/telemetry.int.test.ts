import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { context, propagation, SpanKind, trace } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { MeterProvider, MetricReader } from "@opentelemetry/sdk-metrics";
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { captureLogger, eventually, test } from "@hds/testing";
import { describe, expect } from "vitest";
import { completedEvent, errorEvent, Harness, labResult, progressEvent } from "./test-harness.ts";

// A bare SDK for this file (its own process): spans to memory, metrics read on demand.
const spans = new InMemorySpanExporter();
trace.setGlobalTracerProvider(new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: spans })] }));
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
propagation.setGlobalPropagator(new W3CTraceContextPropagator());

class OnDemandReader extends MetricReader {
  protected override async onForceFlush() {}
  protected override async onShutdown() {}
}

const withHarness = test.extend("h", async ({ infra, namespace }, { onCleanup }) => {
  const h = await Harness.open(infra, namespace);
  onCleanup(() => h.close());
  return h;
});

describe("dispatcher telemetry", () => {
  withHarness("opens one span per attempt under the delivery's CONSUMER span, in the run's trace", async ({ h }) => {
    spans.reset();
    h.receiver.respondWith((_d, attempt) => ({ status: attempt === 1 ? 500 : 200 }));
    await h.startDispatcher();
    const run = h.run();
    const producer = trace.getTracer("agent").startSpan("publish event", { kind: SpanKind.PRODUCER });
    await context.with(trace.setSpan(context.active(), producer), () => h.publish(completedEvent(run)));
    producer.end();

    await h.receiver.waitForFinal(run.runId);
    // Two deliveries of the message (the 500, then the 200), each with its attempt.
    const named = (name: string) => spans.getFinishedSpans().filter((s) => s.name === name);
    await eventually(
      () => named("webhook event").length === 2 && named("webhook attempt").length === 2,
      5_000,
      "spans ended",
    );
    const consumers = named("webhook event");
    const attempts = named("webhook attempt");
    const traceId = producer.spanContext().traceId;
    for (const consumer of consumers) {
      expect(consumer.kind).toBe(SpanKind.CONSUMER);
      expect(consumer.spanContext().traceId).toBe(traceId);
      expect(consumer.parentSpanContext?.spanId).toBe(producer.spanContext().spanId);
    }
    const consumerIds = new Set(consumers.map((c) => c.spanContext().spanId));
    expect(attempts.map((a) => a.attributes["webhook.attempt"]).sort()).toEqual([1, 2]);
    for (const attempt of attempts) {
      expect(attempt.kind).toBe(SpanKind.CLIENT);
      expect(attempt.spanContext().traceId).toBe(traceId);
      expect(consumerIds.has(attempt.parentSpanContext?.spanId ?? "")).toBe(true);
      expect(attempt.attributes["webhook.attempt.duration_ms"]).toBeTypeOf("number");
      expect(attempt.attributes["webhook.sequence_number"]).toBe(9);
    }
    expect(attempts.map((a) => a.attributes["http.response.status_code"]).sort()).toEqual([200, 500]);
    const allAttributes = JSON.stringify(spans.getFinishedSpans().map((s) => s.attributes));
    expect(allAttributes).not.toContain(new URL(h.receiver.url).pathname);
    expect(allAttributes).not.toContain("127.0.0.1");
  });

  withHarness(
    "canary strings in results, error messages and webhook URLs reach the receiver and nowhere else",
    async ({ h }) => {
      spans.reset();
      const canaries = ["CANARY-RESULT-7f3a19", "CANARY-ERROR-c04e5d", "CANARY-URL-91bc2e", "CANARY-QUERY-5d7e80"];
      const [inResult, inError, inPath, inQuery] = canaries as [string, string, string, string];
      const { logger, lines } = captureLogger("webhook-dispatcher");
      const reader = new OnDemandReader();
      const meter = new MeterProvider({ readers: [reader] }).getMeter("test");
      // The first attempt of every event fails, so retry and failure paths log and trace too.
      h.receiver.respondWith((_d, attempt) => ({ status: attempt === 1 ? 500 : 200 }));
      await h.startDispatcher({}, { logger, meter });

      const url = `${h.receiver.url}/${inPath}?token=${inQuery}`;
      const completedRun = h.run("lab-results", url);
      const failedRun = h.run("light", url);
      await h.publish(
        progressEvent(completedRun, 1),
        completedEvent(completedRun, labResult(`Glucose is high ${inResult}`)),
        errorEvent(failedRun, `analysis failed ${inError}`),
      );
      await h.receiver.waitForFinal(completedRun.runId);
      await h.receiver.waitForFinal(failedRun.runId);
      await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
      const opsLog = await eventually(
        async () => {
          const entries = await h.opsLog();
          return entries.length === 2 && entries;
        },
        5_000,
        "two ops-log entries",
      );

      // The canaries did travel: to the client, and only there.
      const received = h.receiver.deliveries.map((d) => d.rawBody).join("\n");
      expect(received).toContain(inResult);
      expect(received).toContain(inError);

      const places: Record<string, string> = {
        logs: lines.join("\n"),
        spans: JSON.stringify(
          spans
            .getFinishedSpans()
            .map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, status: s.status })),
        ),
        metrics: JSON.stringify(
          (await reader.collect()).resourceMetrics.scopeMetrics.flatMap((s) =>
            s.metrics.map((m) => m.dataPoints.map((p) => p.attributes)),
          ),
        ),
        redis: await dumpRedis(h),
        opsLog: JSON.stringify(opsLog),
      };
      expect(lines.length).toBeGreaterThan(0);
      expect(places.metrics).toContain("outcome");
      for (const [where, text] of Object.entries(places)) {
        for (const canary of canaries) expect({ where, found: text.includes(canary) }).toEqual({ where, found: false });
      }
    },
  );
});

/** Every key in Redis and every value under it, as text. */
async function dumpRedis(h: Harness): Promise<string> {
  const out: string[] = [];
  for (const key of await h.redis.keys("*")) {
    out.push(key);
    const type = await h.redis.type(key);
    if (type === "string") out.push(String(await h.redis.get(key)));
    else if (type === "zset") out.push(...(await h.redis.zrange(key, 0, -1, "WITHSCORES")));
    else if (type === "hash") out.push(JSON.stringify(await h.redis.hgetall(key)));
    else if (type === "set") out.push(...(await h.redis.smembers(key)));
    else if (type === "list") out.push(...(await h.redis.lrange(key, 0, -1)));
  }
  return out.join("\n");
}
