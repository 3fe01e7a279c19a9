import { errorPayloadSchema, RunErrorCode } from "@hds/contracts";
import { RUN_ERROR_MESSAGES } from "@hds/pipeline";
import { streamCount } from "@hds/pipeline/testing";
import { eventually, test } from "@hds/testing";
import { describe, expect } from "vitest";
import { typicalLabRequest } from "./test-fixtures.ts";
import { Stack } from "./test-stack.ts";

const withStack = test.extend("stack", async ({ infra, namespace }, { onCleanup }) => {
  const stack = await Stack.start(infra, namespace, { logLevel: "info", runMaxWaitMs: 1_000 });
  onCleanup(() => stack.close());
  return stack;
});

describe("a run no agent takes up", () => {
  withStack(
    "ends in the ANALYSIS_TIMEOUT error webhook after RUN_MAX_WAIT_MS, frees its slot and leaves no data",
    async ({ stack }) => {
      // No lab-results replica runs: the agent service is down.
      const runId = await stack.accept("/api/v1/lab-results", typicalLabRequest());
      expect(await stack.slots.active(stack.companyId, "lab-results")).toBe(1);

      await stack.receiver.waitFor(() => stack.delivered(runId).length === 1, 10_000);
      const [final] = stack.delivered(runId);
      const payload = errorPayloadSchema.parse(final!.body);
      expect(payload).toMatchObject({
        runId,
        status: "error",
        agent: "lab-results",
        sequenceNumber: 9,
        error: { code: RunErrorCode.analysisFailed, message: RUN_ERROR_MESSAGES[RunErrorCode.analysisTimeout] },
      });

      expect(await stack.slots.active(stack.companyId, "lab-results")).toBe(0);
      expect(await streamCount(stack.js, stack.names.streams.runs)).toBe(0);
      await eventually(async () => (await streamCount(stack.js, stack.names.streams.events)) === 0, 5_000);
      await eventually(async () => (await stack.opsLog(runId)).length === 1, 5_000);
      expect((await stack.opsLog(runId))[0]).toMatchObject({
        status: "error",
        errorCode: RunErrorCode.analysisTimeout,
      });
    },
  );
});
