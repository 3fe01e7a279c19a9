import { resolve } from "node:path";
import { completedPayloadSchema, ehrResultSchema } from "@hds/contracts";
import { PROCESS_TEST_TIMEOUT, withProcessStack } from "@hds/lab-results/src/test-stack.ts";
import { streamCount } from "@hds/pipeline/testing";
import { eventually } from "@hds/testing";
import { describe, expect } from "vitest";
import { build as buildResearch } from "./app.ts";
import { deepSampleRequest } from "./test-support.ts";

const EHR_DEEP_DIR = resolve(import.meta.dirname, "../../ehr-deep");

/**
 * ehr-deep as its own process (src/main.ts), with research, the gateway and the dispatcher
 * in-process. Through the delay proxy every reply from NATS takes ~300 ms, so steps 1-4 last
 * long enough to kill the process between them.
 */
const withStack = withProcessStack(EHR_DEEP_DIR, 300);

describe("EHR deep agent processes", () => {
  withStack(
    "an ehr-deep replica killed before its hand-off (SIGKILL): another one hands the run over, one result",
    PROCESS_TEST_TIMEOUT,
    async ({ stack }) => {
      await stack.addReplica({ agent: "deep", service: "research", build: buildResearch });
      const doomed = await stack.spawnReplica({ slow: true });
      const runId = await stack.accept("/api/v1/agent", deepSampleRequest());
      await stack.receiver.waitFor(() => stack.acknowledgedSequence(runId, { distinct: true }).includes(2), 10_000);
      doomed.child.kill("SIGKILL");
      expect(await doomed.exited).toBe("SIGKILL");
      expect(stack.acknowledgedSequence(runId, { distinct: true })).not.toContain(5);

      const survivor = await stack.spawnReplica({ slow: false });
      await stack.waitForRun(runId, 15_000);
      await eventually(async () => (await streamCount(stack.js, stack.names.streams.events)) === 0, 5_000);
      expect(stack.acknowledgedSequence(runId, { distinct: true })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const finals = stack.receiver.forRun(runId).filter((d) => d.body.status !== "processing");
      expect(finals).toHaveLength(1);
      const result = ehrResultSchema.parse(completedPayloadSchema.parse(finals[0]!.body).result);
      expect(result.researchTasks).toHaveLength(3);
      expect(survivor.lines.some((l) => l.includes('"run handed off"') && l.includes(runId))).toBe(true);
      expect(await streamCount(stack.js, stack.names.streams.runs)).toBe(0);
      await eventually(async () => (await streamCount(stack.js, stack.names.streams.research)) === 0, 5_000);

      survivor.child.kill("SIGTERM");
      expect(await survivor.exited).toBe(0);
    },
  );
});
