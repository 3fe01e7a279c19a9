import {
  completedPayloadSchema,
  ehrResultSchema,
  errorPayloadSchema,
  progressPayloadSchema,
  STEPS,
  webhookId,
} from "@hds/contracts";
import { Stack } from "@hds/lab-results/src/test-stack.ts";
import { RUN_ERROR_MESSAGES } from "@hds/pipeline";
import { streamCount } from "@hds/pipeline/testing";
import { eventually, test } from "@hds/testing";
import { Webhook } from "standardwebhooks";
import { describe, expect } from "vitest";
import type { ResearchService } from "./app.ts";
import { evidenceEngine } from "./handlers/engine.ts";
import { deepSampleRequest, ehrDeepFactory, failingEngine, researchFactory, slowEngine } from "./test-support.ts";

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const withStack = test.extend("stack", async ({ infra, namespace }, { onCleanup }) => {
  const stack = await Stack.start(infra, namespace, { logLevel: "info" });
  onCleanup(() => stack.close());
  return stack;
});

/** Nothing of the run is left on RESEARCH: hand-off, tasks and results are gone, and so is its result consumer. */
async function researchDrained(stack: Stack): Promise<void> {
  await eventually(
    async () => (await streamCount(stack.js, stack.names.streams.research)) === 0,
    5_000,
    "RESEARCH empty",
  );
  const jsm = await stack.js.jetstreamManager();
  const consumers: string[] = [];
  for await (const c of jsm.consumers.list(stack.names.streams.research)) consumers.push(c.name);
  expect(consumers.sort()).toEqual([stack.names.consumers.researchHandoff, stack.names.consumers.researchTask].sort());
}

describe("EHR deep agent, end to end (ehr-deep → research)", () => {
  withStack(
    "delivers steps 1-8 with the spec's deep messages, then the result with researchTasks as sequence 9",
    async ({ stack }) => {
      await stack.addReplica(ehrDeepFactory);
      await stack.addReplica(researchFactory);
      const runId = await stack.accept("/api/v1/agent", deepSampleRequest());
      const deliveries = await stack.waitForRun(runId);

      expect(deliveries.map((d) => d.body.sequenceNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const [i, d] of deliveries.slice(0, 8).entries()) {
        expect(progressPayloadSchema.parse(d.body)).toEqual({
          runId,
          status: "processing",
          agent: "deep",
          timestamp: expect.stringMatching(ISO_MS),
          sequenceNumber: i + 1,
          progress: { step: i + 1, totalSteps: 8, message: STEPS.deep[i] },
        });
      }
      expect(deliveries.slice(0, 8).map((d) => (d.body.progress as { message: string }).message)).toEqual([
        "Processing started (request received and validated)",
        "Analyzing health data",
        "Selecting relevant elements",
        "Routing to the deep research agent",
        "Starting research tasks (parallel literature and guideline research)",
        "Research complete",
        "Generating responses (clinician and patient reports)",
        "Finalizing results",
      ]);
      const final = deliveries[8]!;
      expect(Object.keys(final.body).sort()).toEqual(
        ["agent", "result", "runId", "sequenceNumber", "status", "timestamp"].sort(),
      );
      expect(completedPayloadSchema.parse(final.body)).toMatchObject({
        runId,
        status: "completed",
        agent: "deep",
        sequenceNumber: 9,
      });
      const result = ehrResultSchema.strict().parse(final.body.result);
      // One research task per problem of the record: anaemia, the BRCA variant, FVL with the pill.
      expect(result.researchTasks).toHaveLength(3);
      expect(result.researchTasks!.map((q) => q.split(":")[0]).sort()).toEqual(
        ["Anaemia", "Clotting risk", "Hereditary cancer risk"].sort(),
      );
      expect(result.selectedElements.length).toBeGreaterThan(0);
      expect(result.clinicianResponse).toContain("# Detailed discussion");
      // The sample is in US units, so the report's heading is spelt the US way; the task keeps the problem's key.
      for (const problem of ["## Anemia", "## Hereditary cancer risk", "## Clotting risk"]) {
        expect(result.clinicianResponse).toContain(problem);
      }
      const cited = Object.keys(result.citations.clinician);
      expect(cited.length).toBeGreaterThan(0);
      for (const n of cited) expect(result.clinicianResponse).toContain(`[${n}]`);

      const verifier = new Webhook(stack.webhookSecret);
      for (const d of deliveries) {
        expect(d.headers["webhook-id"]).toBe(webhookId(runId, Number(d.body.sequenceNumber)));
        expect(verifier.verify(d.rawBody, d.headers as Record<string, string>)).toEqual(d.body);
      }
      const [entry] = await eventually(async () => {
        const entries = await stack.opsLog(runId);
        return entries.length > 0 && entries;
      });
      expect(entry).toMatchObject({
        agentType: "deep",
        status: "success",
        counts: { citationsGenerated: cited.length + Object.keys(result.citations.patient).length },
      });
      expect(entry!.counts.elementsAnalyzed).toBeGreaterThan(0);
      await eventually(async () => (await stack.slots.active(stack.companyId, "deep")) === 0, 5_000, "slot freed");
      await researchDrained(stack);
      expect(await streamCount(stack.js, stack.names.streams.runs)).toBe(0);
    },
  );

  withStack("shares the research tasks of one run between two research replicas", async ({ stack }) => {
    await stack.addReplica(ehrDeepFactory);
    const extra = { engine: slowEngine(300), taskConcurrency: 1 };
    const a = (await stack.addReplica(researchFactory, extra)) as ResearchService;
    const b = (await stack.addReplica(researchFactory, extra)) as ResearchService;
    const runId = await stack.accept("/api/v1/agent", deepSampleRequest());
    const final = await stack.receiver.waitForFinal(runId, 15_000);
    const result = ehrResultSchema.parse(completedPayloadSchema.parse(final.body).result);
    expect(result.researchTasks).toHaveLength(3);
    expect(a.tasksCompleted).toBeGreaterThanOrEqual(1);
    expect(b.tasksCompleted).toBeGreaterThanOrEqual(1);
    expect(a.tasksCompleted + b.tasksCompleted).toBe(3);
    const completedBy = stack.logLines
      .filter((l) => l.includes('"research task completed"') && l.includes(runId))
      .map((l) => (JSON.parse(l) as { replica: string }).replica);
    expect(new Set(completedBy)).toEqual(new Set([a.replica, b.replica]));
  });

  withStack(
    "a research task that always fails ends the run in the RESEARCH_FAILED error webhook",
    async ({ stack }) => {
      await stack.addReplica(ehrDeepFactory);
      await stack.addReplica(researchFactory, { engine: failingEngine, taskMaxDeliver: 2 });
      const runId = await stack.accept("/api/v1/agent", deepSampleRequest());
      const final = await stack.receiver.waitForFinal(runId, 15_000);
      expect(errorPayloadSchema.parse(final.body)).toMatchObject({
        runId,
        status: "error",
        agent: "deep",
        sequenceNumber: 9,
        error: { code: "ANALYSIS_FAILED", message: RUN_ERROR_MESSAGES.RESEARCH_FAILED },
      });
      await eventually(() => stack.delivered(runId).length === 6, 5_000, "deliveries settled");
      expect(stack.delivered(runId).map((d) => d.body.sequenceNumber)).toEqual([1, 2, 3, 4, 5, 9]);
      expect(final.rawBody).not.toMatch(/ferritin|brca|leiden/i);
      await eventually(async () => (await stack.slots.active(stack.companyId, "deep")) === 0, 5_000, "slot freed");
      await researchDrained(stack);
      const [entry] = await eventually(async () => {
        const entries = await stack.opsLog(runId);
        return entries.length > 0 && entries;
      });
      expect(entry).toMatchObject({ status: "error", errorCode: "RESEARCH_FAILED" });
    },
  );

  withStack(
    "a deep run that would outlive its deadline ends in the ANALYSIS_TIMEOUT error webhook",
    async ({ stack }) => {
      await stack.addReplica(ehrDeepFactory, { runDeadlineMs: 1_500 });
      await stack.addReplica(researchFactory, { engine: slowEngine(60_000, evidenceEngine) });
      const started = Date.now();
      const runId = await stack.accept("/api/v1/agent", deepSampleRequest());
      const final = await stack.receiver.waitForFinal(runId, 10_000);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(errorPayloadSchema.parse(final.body)).toMatchObject({
        runId,
        status: "error",
        sequenceNumber: 9,
        error: { code: "ANALYSIS_FAILED", message: RUN_ERROR_MESSAGES.ANALYSIS_TIMEOUT },
      });
      await eventually(async () => (await stack.slots.active(stack.companyId, "deep")) === 0, 5_000, "slot freed");
    },
  );
});
