import {
  completedPayloadSchema,
  ehrResultSchema,
  errorPayloadSchema,
  progressPayloadSchema,
  STEPS,
  selectedElementSchema,
  webhookId,
} from "@hds/contracts";
import { typicalEhrRequest } from "@hds/lab-results/src/test-fixtures.ts";
import { Stack } from "@hds/lab-results/src/test-stack.ts";
import { RUN_ERROR_MESSAGES } from "@hds/pipeline";
import { streamCount } from "@hds/pipeline/testing";
import { eventually, test } from "@hds/testing";
import { Webhook } from "standardwebhooks";
import { describe, expect } from "vitest";
import { build } from "./app.ts";
import { clinicalStages } from "./handlers/analyse.ts";

const ehrLight = { agent: "light" as const, service: "ehr-light", build };
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const withStack = test.extend("stack", async ({ infra, namespace }, { onCleanup }) => {
  const stack = await Stack.start(infra, namespace, { logLevel: "info" });
  onCleanup(() => stack.close());
  return stack;
});

const day = (i: number) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);

describe("EHR light agent, end to end", () => {
  withStack("delivers steps 1-8 with the spec's messages, then the result as sequence 9, signed", async ({ stack }) => {
    await stack.addReplica(ehrLight);
    const runId = await stack.accept("/api/v1/agent", typicalEhrRequest());
    const deliveries = await stack.waitForRun(runId);

    expect(deliveries.map((d) => d.body.sequenceNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const [i, d] of deliveries.slice(0, 8).entries()) {
      expect(Object.keys(d.body).sort()).toEqual(
        ["agent", "progress", "runId", "sequenceNumber", "status", "timestamp"].sort(),
      );
      expect(progressPayloadSchema.parse(d.body)).toEqual({
        runId,
        status: "processing",
        agent: "light",
        timestamp: expect.stringMatching(ISO_MS),
        sequenceNumber: i + 1,
        progress: { step: i + 1, totalSteps: 8, message: STEPS.light[i] },
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
      agent: "light",
      sequenceNumber: 9,
    });
    expect(payload.timestamp).toMatch(ISO_MS);
    const result = ehrResultSchema.strict().parse(final.body.result);
    // Light runs carry no researchTasks (deep only).
    expect(Object.keys(result).sort()).toEqual(
      ["citations", "clinicianResponse", "patientResponse", "selectedElements"].sort(),
    );
    expect(result.selectedElements.length).toBeGreaterThan(0);
    for (const element of result.selectedElements) {
      expect(Object.keys(selectedElementSchema.strict().parse(element)).sort()).toEqual(
        [
          "category",
          "ehr_element_description",
          "ehr_element_id",
          "item",
          "matching_reason",
          "patient_value",
          "relevance",
        ].sort(),
      );
    }
    expect(result.patientResponse.length).toBeGreaterThan(0);
    expect(result.clinicianResponse.length).toBeGreaterThan(0);
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
      agentType: "light",
      status: "success",
      tokenUsage: { prompt: 0, completion: 0, total: 0 },
      // 4 abnormal + 2 normal labs, 1 trend, 3 conditions, 3 medications, 1 family member, 1 vital sign.
      counts: {
        elementsAnalyzed: 15,
        citationsGenerated: cited.length + Object.keys(result.citations.patient).length,
      },
    });
  });

  withStack("applies the element limits, keeping the most recent items of each category", async ({ stack }) => {
    await stack.addReplica(ehrLight);
    // Over every limited category; item i is newer than item i - 1, so the oldest are the ones to go.
    const abnormal = Array.from({ length: 60 }, (_, i) => ({
      display: i < 10 ? `Dropped lab ${i}` : "Potassium",
      value: "6.1",
      unit: "mmol/L",
      referenceRange: "3.5-5.0",
      date: day(i),
    }));
    const normal = Array.from({ length: 20 }, (_, i) => ({
      display: "Sodium",
      value: "140",
      unit: "mmol/L",
      date: day(i),
    }));
    const conditions = Array.from({ length: 110 }, (_, i) => ({
      display: `Condition ${i}`,
      clinicalStatus: "active",
      onsetDate: day(i),
    }));
    const medications = Array.from({ length: 35 }, (_, i) => ({
      medication: `Medication ${i}`,
      status: "active",
      startDate: day(i),
    }));
    const family = Array.from({ length: 20 }, (_, i) => ({
      relationship: "mother",
      condition: `Condition ${i}`,
    }));
    const imaging = Array.from({ length: 18 }, (_, i) => ({
      type: "X-ray",
      description: `Study ${i}`,
      date: day(i),
    }));
    const runId = await stack.accept("/api/v1/agent", {
      agentType: "light",
      data: {
        recentAbnormalLabs: abnormal,
        recentNormalLabs: normal,
        pastMedicalHistory: conditions,
        medications,
        familyHistory: family,
        imagingStudies: imaging,
      },
    });
    const final = await stack.receiver.waitForFinal(runId);
    const result = ehrResultSchema.parse(completedPayloadSchema.parse(final.body).result);
    const labs = result.selectedElements.filter((e) => e.category === "Laboratory Value");
    expect(labs.length).toBeGreaterThan(0);
    expect(JSON.stringify(result.selectedElements)).not.toContain("Dropped lab");
    const [entry] = await eventually(async () => {
      const entries = await stack.opsLog(runId);
      return entries.length > 0 && entries;
    });
    // 50 abnormal labs + 15 normal + 100 conditions + 30 medications + 15 family + 15 imaging.
    expect(entry!.counts.elementsAnalyzed).toBe(225);
  });

  withStack("frees each run's slot when it ends: seven runs, then seven more, all accepted", async ({ stack }) => {
    await stack.addReplica(ehrLight);
    for (let round = 0; round < 2; round++) {
      const responses = await Promise.all(
        Array.from({ length: 7 }, () =>
          stack.post("/api/v1/agent", {
            webhookUrl: stack.receiver.url,
            ...typicalEhrRequest(),
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(7).fill(200));
      await Promise.all(responses.map((r) => stack.waitForRun(String(r.body.runId))));
      await eventually(async () => (await stack.slots.active(stack.companyId, "light")) === 0, 5_000, "slots free");
    }
  });

  withStack("a failing analysis ends in the error webhook, with a code and no health data", async ({ stack }) => {
    await stack.addReplica(ehrLight, {
      stages: {
        ...clinicalStages,
        clinicianReport: () => {
          throw new Error("engine bug on Potassium 5.6");
        },
      },
      maxDeliver: 2,
    });
    const runId = await stack.accept("/api/v1/agent", typicalEhrRequest());
    const final = await stack.receiver.waitForFinal(runId);
    expect(errorPayloadSchema.parse(final.body)).toMatchObject({
      runId,
      status: "error",
      agent: "light",
      sequenceNumber: 9,
      error: {
        code: "ANALYSIS_FAILED",
        message: RUN_ERROR_MESSAGES.ANALYSIS_FAILED,
      },
    });
    expect(stack.delivered(runId).map((d) => d.body.sequenceNumber)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(final.rawBody).not.toContain("Potassium");
    await eventually(async () => (await stack.slots.active(stack.companyId, "light")) === 0, 5_000, "slot freed");
    await eventually(async () => (await streamCount(stack.js, stack.names.streams.runs)) === 0, 5_000);
    const [entry] = await eventually(async () => {
      const entries = await stack.opsLog(runId);
      return entries.length > 0 && entries;
    });
    expect(entry).toMatchObject({
      status: "error",
      errorCode: "ANALYSIS_FAILED",
    });
  });
});
