import {
  AGENTS,
  completedPayloadSchema,
  errorPayloadSchema,
  progressPayloadSchema,
  type RunEvent,
  STEPS,
  webhookId,
} from "@hds/contracts";
import { describe, expect, test } from "vitest";
import { buildPayload, hasKnownStep, sequenceNumberOf } from "./payload.ts";

const envelope = {
  runId: "0b6c3f0e-4a8e-4c52-9d55-3d1f1c2a9e10",
  companyId: "co_1",
  keyId: "key_1",
  webhookUrl: "https://example.com/hook",
  acceptedAt: "2026-01-31T11:55:00.000Z",
  emittedAt: "2026-01-31T12:00:00Z",
} as const;
const usage = { prompt: 10, completion: 5, total: 15 };
const counts = { elementsAnalyzed: 12, citationsGenerated: 3 };
const result = {
  labResults: [{ name: "Glucose", value: "5.4" }],
  patientResponse: "p",
  clinicianResponse: "c",
  citations: { patient: {}, clinician: {} },
  metadata: { labsReceived: 1, labsAnalyzed: 1, insightsMatched: 0 },
};

describe("webhook payloads", () => {
  test("progress step k is sequenceNumber k with the spec's step message", () => {
    for (const agent of AGENTS) {
      STEPS[agent].forEach((message, i) => {
        const event: RunEvent = { ...envelope, agent, kind: "progress", step: i + 1 };
        const payload = buildPayload(event);
        expect(progressPayloadSchema.parse(payload)).toEqual(payload);
        expect(payload).toEqual({
          runId: envelope.runId,
          status: "processing",
          agent,
          timestamp: "2026-01-31T12:00:00.000Z",
          sequenceNumber: i + 1,
          progress: { step: i + 1, totalSteps: 8, message },
        });
      });
    }
  });

  test("the final result and the final error are totalSteps + 1, in the spec's member order", () => {
    const completed: RunEvent = { ...envelope, agent: "lab-results", kind: "completed", result, usage, counts };
    const failed: RunEvent = {
      ...envelope,
      agent: "deep",
      kind: "error",
      error: { code: "ANALYSIS_FAILED", message: "The analysis could not be completed." },
      usage,
      counts,
    };
    const c = buildPayload(completed);
    const e = buildPayload(failed);
    expect(completedPayloadSchema.parse(c)).toEqual(c);
    expect(errorPayloadSchema.parse(e)).toEqual(e);
    expect(Object.keys(c)).toEqual(["runId", "status", "agent", "timestamp", "sequenceNumber", "result"]);
    expect(Object.keys(e)).toEqual(["runId", "status", "agent", "timestamp", "sequenceNumber", "error"]);
    expect([sequenceNumberOf(completed), sequenceNumberOf(failed)]).toEqual([9, 9]);
    expect(e).toMatchObject({ status: "error", error: { code: "ANALYSIS_FAILED" } });
    expect(webhookId(envelope.runId, 9)).toBe("msg_0b6c3f0e4a8e4c529d553d1f1c2a9e10_9");
  });

  test("an error webhook's code is ANALYSIS_FAILED whatever failed; the message says what", () => {
    for (const code of ["ANALYSIS_TIMEOUT", "RESEARCH_FAILED"] as const) {
      const message = `${code}: what failed, in words`;
      const failed: RunEvent = { ...envelope, agent: "deep", kind: "error", error: { code, message }, usage, counts };
      expect(buildPayload(failed)).toMatchObject({ error: { code: "ANALYSIS_FAILED", message } });
    }
  });

  test("the same event serialises to the same bytes every time", () => {
    const event: RunEvent = { ...envelope, agent: "lab-results", kind: "completed", result, usage, counts };
    expect(JSON.stringify(buildPayload(event))).toBe(JSON.stringify(buildPayload(structuredClone(event))));
  });

  test("a progress event past its agent's last step is recognised as undeliverable", () => {
    expect(hasKnownStep({ ...envelope, agent: "light", kind: "progress", step: 8 })).toBe(true);
    expect(hasKnownStep({ ...envelope, agent: "light", kind: "progress", step: 9 })).toBe(false);
  });
});
