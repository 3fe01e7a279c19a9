import { createHash } from "node:crypto";
import { type FinalEvent, opsLogEntrySchema } from "@hds/contracts";
import { describe, expect, test } from "vitest";
import { runOpsLogEntry, webhookUrlHash } from "./opslog.ts";

const completed: FinalEvent = {
  runId: "0b6c3f0e-4a8e-4c52-9d55-3d1f1c2a9e10",
  agent: "light",
  companyId: "co_1",
  keyId: "key_1",
  webhookUrl: "https://hooks.example.com/a?b=c",
  acceptedAt: "2026-01-31T12:00:00.000Z",
  emittedAt: "2026-01-31T12:06:30.250Z",
  kind: "completed",
  result: {
    selectedElements: [],
    patientResponse: "p",
    clinicianResponse: "c",
    citations: { patient: {}, clinician: {} },
  },
  usage: { prompt: 100, completion: 50, total: 150 },
  counts: { elementsAnalyzed: 20, citationsGenerated: 4 },
};

describe("operational log entry of a run", () => {
  test("a delivered completed run is a success with its duration, usage, counts and URL hash", () => {
    const entry = runOpsLogEntry(completed, "delivered");
    expect(opsLogEntrySchema.parse(entry)).toEqual(entry);
    expect(entry).toEqual({
      runId: completed.runId,
      keyId: "key_1",
      companyId: "co_1",
      agentType: "light",
      durationMs: 390_250,
      tokenUsage: completed.usage,
      status: "success",
      counts: completed.counts,
      errorCode: null,
      errorType: null,
      webhookUrlHash: createHash("sha256").update(completed.webhookUrl).digest("hex").slice(0, 16),
    });
    expect(webhookUrlHash(completed.webhookUrl)).toMatch(/^[0-9a-f]{16}$/);
  });

  test("a delivered error carries the analysis error code", () => {
    const failed: FinalEvent = {
      ...completed,
      kind: "error",
      error: { code: "ANALYSIS_TIMEOUT", message: "m" },
    } as FinalEvent;
    expect(runOpsLogEntry(failed, "delivered")).toMatchObject({ status: "error", errorCode: "ANALYSIS_TIMEOUT" });
  });

  test("a delivery that failed, was refused or gone is an error with the delivery's code", () => {
    expect(runOpsLogEntry(completed, "failed")).toMatchObject({
      status: "error",
      errorCode: "WEBHOOK_DELIVERY_FAILED",
    });
    expect(runOpsLogEntry(completed, "forbidden")).toMatchObject({
      status: "error",
      errorCode: "WEBHOOK_TARGET_FORBIDDEN",
    });
    expect(runOpsLogEntry(completed, "gone")).toMatchObject({ status: "error", errorCode: "WEBHOOK_GONE" });
  });
});
