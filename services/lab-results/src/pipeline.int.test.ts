import { busNames } from "@hds/contracts";
import { build as buildEhrLight } from "@hds/ehr-light/src/app.ts";
import { streamCount } from "@hds/pipeline/testing";
import { connectNats } from "@hds/platform";
import { eventually, installTestTracing, test } from "@hds/testing";
import { Kvm } from "@nats-io/kv";
import { SpanKind } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace";
import { describe, expect } from "vitest";
import { build as buildLabResults } from "./app.ts";
import { typicalLabRequest } from "./test-fixtures.ts";
import { Stack } from "./test-stack.ts";

// Every span of every component in this file's process goes to memory.
const spans = installTestTracing();

const labResults = { agent: "lab-results" as const, build: buildLabResults };
const ehrLight = { agent: "light" as const, service: "ehr-light", build: buildEhrLight };

const withStack = test.extend("stack", async ({ infra, namespace }, { onCleanup }) => {
  const stack = await Stack.start(infra, namespace, { logLevel: "debug" });
  onCleanup(() => stack.close());
  await stack.addReplica(labResults);
  await stack.addReplica(ehrLight);
  return stack;
});

const CANARY = "CNRY";
let counter = 0;
const c = () => `${CANARY}${String(++counter).padStart(3, "0")}x`;

/** An EHR light request with a canary in every free-text member of the health data. */
function canaryEhr() {
  return {
    agentType: "light",
    data: {
      patientInfo: { age: 61, gender: "male", name: c() },
      recentAbnormalLabs: [
        {
          display: c(),
          value: c(),
          unit: c(),
          date: c(),
          id: c(),
          code: c(),
          referenceRange: c(),
          interpretation: c(),
        },
        {
          display: `Potassium ${c()}`,
          value: "5.9",
          unit: "mmol/L",
          date: "2026-10-01",
          referenceRange: "3.5-5.0",
          id: c(),
        },
      ],
      recentNormalLabs: [
        {
          display: c(),
          value: c(),
          unit: c(),
          date: c(),
          referenceRange: c(),
          interpretation: c(),
        },
      ],
      labTrends: [
        {
          code: c(),
          display: c(),
          values: [{ date: c(), value: c(), unit: c(), interpretation: c() }],
        },
      ],
      pastMedicalHistory: [
        {
          display: `Type 2 diabetes ${c()}`,
          clinicalStatus: "active",
          id: c(),
          code: c(),
          onsetDate: c(),
          recordedDate: c(),
          verificationStatus: c(),
        },
      ],
      medications: [
        {
          medication: `Spironolactone ${c()}`,
          status: "active",
          id: c(),
          dosage: c(),
          frequency: c(),
          startDate: c(),
          endDate: c(),
        },
      ],
      familyHistory: [{ relationship: c(), condition: c(), onsetAge: c(), id: c() }],
      imagingStudies: [
        {
          type: c(),
          description: c(),
          date: c(),
          modality: c(),
          findings: c(),
          conclusion: c(),
          reportText: c(),
          id: c(),
        },
      ],
      geneticData: [
        {
          geneCode: c(),
          geneDisplay: c(),
          interpretation: c(),
          value: c(),
          method: c(),
          date: c(),
          id: c(),
        },
      ],
      vitalSigns: [
        {
          display: c(),
          value: c(),
          unit: c(),
          date: c(),
          referenceRange: c(),
          interpretation: c(),
          id: c(),
        },
      ],
      additionalContext: c(),
      userInstructions: c(),
    },
  };
}

/** A lab-results request with a canary in every free-text member of the labs and the patient context. */
function canaryLab() {
  return {
    labResults: [
      {
        name: c(),
        value: c(),
        referenceRange: c(),
        date: c(),
        unit: c(),
        category: c(),
        notes: c(),
      },
      {
        name: `Potassium ${c()}`,
        value: "5.9",
        unit: "mmol/L",
        flag: "High",
        referenceRange: "3.5-5.0",
        notes: c(),
      },
    ],
    patientContext: {
      name: c(),
      age: c(),
      gender: c(),
      conditions: [{ name: c(), status: c() }],
      medications: [{ name: c(), dosage: c(), frequency: c() }],
      allergies: [c(), { name: c(), reaction: c(), severity: c() }],
      familyHistory: [c(), { relationship: c(), condition: c(), onsetAge: c() }],
      vitalSigns: [c(), { name: c(), value: c(), unit: c(), date: c() }],
      socialHistory: c(),
      clinicalNotes: c(),
    },
  };
}

/** Every key and value in Redis, as text. */
async function redisDump(stack: Stack): Promise<string> {
  const out: string[] = [];
  let cursor = "0";
  do {
    const [next, keys] = await stack.redis.scan(cursor, "COUNT", 500);
    cursor = next;
    for (const key of keys) {
      out.push(key);
      const type = await stack.redis.type(key);
      if (type === "string") out.push(String(await stack.redis.get(key)));
      else if (type === "zset") out.push(...(await stack.redis.zrange(key, 0, -1, "WITHSCORES")));
      else if (type === "hash") out.push(JSON.stringify(await stack.redis.hgetall(key)));
      else if (type === "list") out.push(...(await stack.redis.lrange(key, 0, -1)));
      else if (type === "set") out.push(...(await stack.redis.smembers(key)));
      else out.push(`<${type}>`);
    }
  } while (cursor !== "0");
  return out.join("\n");
}

function spanText(span: ReadableSpan): string {
  return JSON.stringify({
    name: span.name,
    attributes: span.attributes,
    events: span.events.map((e) => ({
      name: e.name,
      attributes: e.attributes,
    })),
    status: span.status,
    links: span.links.map((l) => l.attributes),
  });
}

describe("the whole pipeline", () => {
  withStack(
    "health data reaches the webhook and nowhere else: no log line, Redis entry, KV entry, stream or span",
    async ({ stack, infra, namespace }) => {
      spans.reset();
      const hook = `${stack.receiver.url}/${c()}`;
      const ehrRun = await stack.post("/api/v1/agent", {
        webhookUrl: hook,
        ...canaryEhr(),
      });
      const labRun = await stack.post("/api/v1/lab-results", {
        webhookUrl: hook,
        ...canaryLab(),
      });
      expect([ehrRun.status, labRun.status]).toEqual([200, 200]);
      const runIds = [String(ehrRun.body.runId), String(labRun.body.runId)];
      for (const runId of runIds) {
        const deliveries = await stack.waitForRun(runId);
        expect(deliveries.at(-1)!.body.status).toBe("completed");
        await eventually(async () => (await stack.opsLog(runId)).length === 1, 5_000, "ops log entry");
      }
      // The canaries did travel: the client gets its own data back in the results.
      const finals = runIds.map((id) => stack.delivered(id).at(-1)!.rawBody).join("\n");
      expect(finals).toContain(CANARY);

      const names = busNames(namespace);
      for (const stream of [names.streams.runs, names.streams.events, names.streams.research]) {
        await eventually(async () => (await streamCount(stack.js, stream)) === 0, 5_000, `${stream} empty`);
      }
      const opsLog = JSON.stringify(await Promise.all(runIds.map((id) => stack.opsLog(id))));
      expect(opsLog).not.toContain(CANARY);

      const services = new Set(stack.logLines.map((line) => (JSON.parse(line) as { service: string }).service));
      expect([...services].sort()).toEqual(["ehr-light", "gateway", "lab-results", "webhook-dispatcher"]);
      const leaking = stack.logLines.filter((line) => line.includes(CANARY));
      expect(leaking).toEqual([]);

      expect(await redisDump(stack)).not.toContain(CANARY);

      const nc = await connectNats(infra.natsUrl, "kv-check");
      const kv = await new Kvm(nc).open(names.kv.accounts);
      const entries: string[] = [];
      for await (const key of await kv.keys()) {
        entries.push(key, (await kv.get(key))?.string() ?? "");
      }
      await nc.close();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.join("\n")).not.toContain(CANARY);

      const finished = spans.getFinishedSpans();
      expect(finished.length).toBeGreaterThan(30);
      expect(finished.map(spanText).filter((text) => text.includes(CANARY))).toEqual([]);
    },
  );

  withStack(
    "one trace per run: the request, the consumer, a span per step, and every webhook attempt",
    async ({ stack }) => {
      spans.reset();
      const res = await stack.post("/api/v1/lab-results", { webhookUrl: stack.receiver.url, ...typicalLabRequest() });
      const runId = String(res.body.runId);
      await stack.waitForRun(runId);
      // The gateway's SERVER span is the root of the run's trace.
      const http = spans
        .getFinishedSpans()
        .find((s) => s.name === "POST /api/v1/lab-results" && s.attributes["hds.run_id"] === runId);
      expect(http).toBeDefined();
      expect(http!.kind).toBe(SpanKind.SERVER);
      expect(http!.parentSpanContext).toBeUndefined();
      expect(http!.attributes).toEqual({
        "http.request.method": "POST",
        "http.route": "/api/v1/lab-results",
        "http.response.status_code": 200,
        "hds.run_id": runId,
      });
      const traceId = http!.spanContext().traceId;
      const inTrace = () => spans.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
      const named = (name: string) => inTrace().filter((s) => s.name === name);
      // Spans end when their work is settled: an event's after its attempt's, the run's after its
      // final event is published, so wait for all of them.
      await eventually(
        () =>
          named("webhook attempt").length >= 9 &&
          named("webhook event").length >= 9 &&
          named("lab-results run").length >= 1,
        5_000,
        "delivery spans ended",
      );

      const [consumer] = named("lab-results run");
      expect(consumer).toBeDefined();
      expect(consumer!.kind).toBe(SpanKind.CONSUMER);
      expect(consumer!.parentSpanContext?.spanId).toBe(http!.spanContext().spanId);
      expect(consumer!.attributes).toMatchObject({
        "hds.run.id": runId,
        "hds.agent": "lab-results",
      });

      const steps = inTrace()
        .filter((s) => s.name.startsWith("lab-results step "))
        .sort((a, b) => Number(a.attributes["hds.step"]) - Number(b.attributes["hds.step"]));
      expect(steps.map((s) => s.attributes["hds.step"])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      for (const step of steps) {
        expect(step.parentSpanContext?.spanId).toBe(consumer!.spanContext().spanId);
        expect(Object.keys(step.attributes).every((k) => k.startsWith("hds."))).toBe(true);
      }
      expect(steps[7]!.attributes["hds.elements_analyzed"]).toBe(6);

      // Each event is delivered under the step that published it; each attempt under its delivery.
      const stepIds = new Set(steps.map((s) => s.spanContext().spanId));
      const deliveries = named("webhook event");
      expect(deliveries.length).toBeGreaterThanOrEqual(9);
      for (const d of deliveries) expect(stepIds.has(d.parentSpanContext?.spanId ?? "")).toBe(true);
      const deliveryIds = new Set(deliveries.map((s) => s.spanContext().spanId));
      for (const a of named("webhook attempt")) expect(deliveryIds.has(a.parentSpanContext?.spanId ?? "")).toBe(true);
    },
  );
});
