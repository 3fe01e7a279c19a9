import {
  completedPayloadSchema,
  errorPayloadSchema,
  labResultsResultSchema,
  progressPayloadSchema,
  STEPS,
  webhookId,
} from "@hds/contracts";
import { RUN_ERROR_MESSAGES } from "@hds/pipeline";
import { streamCount } from "@hds/pipeline/testing";
import { eventually, test } from "@hds/testing";
import { Webhook } from "standardwebhooks";
import { describe, expect } from "vitest";
import { build } from "./app.ts";
import { clinicalStages } from "./handlers/analyse.ts";
import { typicalLabRequest } from "./test-fixtures.ts";
import { Stack } from "./test-stack.ts";

const labResults = { agent: "lab-results" as const, build };
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const withStack = test.extend("stack", async ({ infra, namespace }, { onCleanup }) => {
  const stack = await Stack.start(infra, namespace, { logLevel: "info" });
  onCleanup(() => stack.close());
  return stack;
});

function labs(count: number) {
  // Dates run from 2025-01-01 upwards, one day apart: lab i is newer than lab i - 1.
  return Array.from({ length: count }, (_, i) => ({
    name: `Glucose ${i}`,
    value: `${(4 + (i % 30) / 10).toFixed(1)} mmol/L`,
    date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
  }));
}

describe("lab-results agent, end to end", () => {
  withStack("delivers steps 1-8 with the spec's messages, then the result as sequence 9, signed", async ({ stack }) => {
    await stack.addReplica(labResults);
    const runId = await stack.accept("/api/v1/lab-results", typicalLabRequest());
    const deliveries = await stack.waitForRun(runId);

    expect(deliveries.map((d) => d.body.sequenceNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const [i, d] of deliveries.slice(0, 8).entries()) {
      const payload = progressPayloadSchema.parse(d.body);
      expect(Object.keys(d.body).sort()).toEqual(
        ["agent", "progress", "runId", "sequenceNumber", "status", "timestamp"].sort(),
      );
      expect(payload).toEqual({
        runId,
        status: "processing",
        agent: "lab-results",
        timestamp: expect.stringMatching(ISO_MS),
        sequenceNumber: i + 1,
        progress: {
          step: i + 1,
          totalSteps: 8,
          message: STEPS["lab-results"][i],
        },
      });
    }
    const final = deliveries[8]!;
    expect(Object.keys(final.body).sort()).toEqual(
      ["agent", "result", "runId", "sequenceNumber", "status", "timestamp"].sort(),
    );
    const payload = completedPayloadSchema.parse(final.body);
    expect(payload).toMatchObject({
      runId,
      status: "completed",
      agent: "lab-results",
      sequenceNumber: 9,
    });
    expect(payload.timestamp).toMatch(ISO_MS);
    const result = labResultsResultSchema.strict().parse(final.body.result);
    expect(Object.keys(result).sort()).toEqual(
      ["citations", "clinicianResponse", "labResults", "metadata", "patientResponse"].sort(),
    );
    expect(result.metadata).toMatchObject({
      labsReceived: 6,
      labsAnalyzed: 6,
    });
    expect(Number.isInteger(result.metadata.insightsMatched)).toBe(true);
    expect(result.labResults).toHaveLength(6);
    expect(result.patientResponse.length).toBeGreaterThan(0);
    expect(result.clinicianResponse.length).toBeGreaterThan(0);
    for (const map of [result.citations.patient, result.citations.clinician]) {
      for (const [n, citation] of Object.entries(map)) {
        expect(n).toMatch(/^[1-9]\d*$/);
        expect(citation.metadata.type).toBeTypeOf("string");
      }
    }

    const verifier = new Webhook(stack.webhookSecret);
    for (const d of deliveries) {
      expect(d.headers["webhook-id"]).toBe(webhookId(runId, Number(d.body.sequenceNumber)));
      expect(verifier.verify(d.rawBody, d.headers as Record<string, string>)).toEqual(d.body);
    }
  });

  withStack("analyses the 200 most recent of 250 labs and says so in the metadata", async ({ stack }) => {
    await stack.addReplica(labResults);
    const sent = labs(250).reverse(); // newest first, so order alone does not decide
    const runId = await stack.accept("/api/v1/lab-results", {
      labResults: sent,
    });
    const final = await stack.receiver.waitForFinal(runId);
    const result = labResultsResultSchema.parse(completedPayloadSchema.parse(final.body).result);
    expect(result.metadata.labsReceived).toBe(250);
    expect(result.metadata.labsAnalyzed).toBe(200);
    expect(result.labResults).toHaveLength(200);
    // The 50 oldest (Glucose 0-49) are the ones left out.
    const kept = new Set(result.labResults.map((l) => l.name));
    expect(kept.has("Glucose 49")).toBe(false);
    expect(kept.has("Glucose 50")).toBe(true);
    expect(kept.has("Glucose 249")).toBe(true);
  });

  withStack(
    "a request of several megabytes (2,000 labs with long notes) still ends in its result",
    async ({ stack }) => {
      await stack.addReplica(labResults);
      const notes = "Sample slightly haemolysed; repeat advised if clinically indicated. ".repeat(30);
      const big = labs(2000).map((lab) => ({ ...lab, notes }));
      expect(JSON.stringify(big).length).toBeGreaterThan(4_000_000);
      const runId = await stack.accept("/api/v1/lab-results", { labResults: big });
      const deliveries = await stack.waitForRun(runId, 30_000);
      const result = labResultsResultSchema.parse(completedPayloadSchema.parse(deliveries[8]!.body).result);
      expect(result.metadata).toMatchObject({ labsReceived: 2000, labsAnalyzed: 200 });
      expect(result.labResults[0]!.notes).toBe(notes);
    },
  );

  withStack("frees each run's slot when it ends: seven runs, then seven more, all accepted", async ({ stack }) => {
    await stack.addReplica(labResults);
    for (let round = 0; round < 2; round++) {
      const responses = await Promise.all(
        Array.from({ length: 7 }, () =>
          stack.post("/api/v1/lab-results", {
            webhookUrl: stack.receiver.url,
            ...typicalLabRequest(),
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(7).fill(200));
      await Promise.all(responses.map((r) => stack.waitForRun(String(r.body.runId))));
      await eventually(
        async () => (await stack.slots.active(stack.companyId, "lab-results")) === 0,
        5_000,
        "slots free",
      );
    }
  });

  withStack("a failing analysis ends in the error webhook, with a code and no health data", async ({ stack }) => {
    await stack.addReplica(labResults, {
      stages: {
        ...clinicalStages,
        prioritize: () => {
          throw new Error("engine bug on Glucose 5.4");
        },
      },
      maxDeliver: 2,
    });
    const runId = await stack.accept("/api/v1/lab-results", typicalLabRequest());
    const final = await stack.receiver.waitForFinal(runId);
    const payload = errorPayloadSchema.parse(final.body);
    expect(Object.keys(final.body).sort()).toEqual(
      ["agent", "error", "runId", "sequenceNumber", "status", "timestamp"].sort(),
    );
    expect(payload).toMatchObject({
      runId,
      status: "error",
      agent: "lab-results",
      sequenceNumber: 9,
      error: {
        code: "ANALYSIS_FAILED",
        message: RUN_ERROR_MESSAGES.ANALYSIS_FAILED,
      },
    });
    expect(stack.delivered(runId).map((d) => d.body.sequenceNumber)).toEqual([1, 2, 3, 9]);
    expect(final.rawBody).not.toContain("Glucose");
    expect(final.rawBody).not.toContain("HbA1c");
    await eventually(async () => (await stack.slots.active(stack.companyId, "lab-results")) === 0, 5_000, "slot freed");
    await eventually(async () => (await streamCount(stack.js, stack.names.streams.runs)) === 0, 5_000);
  });

  withStack("a run that outlives its deadline ends with ANALYSIS_TIMEOUT", async ({ stack }) => {
    await stack.addReplica(labResults, {
      deadlineMs: 300,
      stages: {
        ...clinicalStages,
        search: async (...args: Parameters<typeof clinicalStages.search>) => {
          await new Promise((resolve) => setTimeout(resolve, 2_000));
          return clinicalStages.search(...args);
        },
      },
    });
    const runId = await stack.accept("/api/v1/lab-results", typicalLabRequest());
    const final = await stack.receiver.waitForFinal(runId);
    expect(errorPayloadSchema.parse(final.body).error).toEqual({
      code: "ANALYSIS_FAILED",
      message: RUN_ERROR_MESSAGES.ANALYSIS_TIMEOUT,
    });
    expect(stack.delivered(runId).map((d) => d.body.sequenceNumber)).toEqual([1, 2, 3, 4, 5, 9]);
  });
});
