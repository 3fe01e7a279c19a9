import { resolve } from "node:path";
import { completedPayloadSchema } from "@hds/contracts";
import { typicalEhrRequest } from "@hds/lab-results/src/test-fixtures.ts";
import { PROCESS_TEST_TIMEOUT, withProcessStack } from "@hds/lab-results/src/test-stack.ts";
import { streamCount } from "@hds/pipeline/testing";
import { eventually } from "@hds/testing";
import { describe, expect } from "vitest";

const SERVICE_DIR = resolve(import.meta.dirname, "..");

/**
 * The service's own process, run as in production, over the test's NATS and Redis. A replica
 * connected through the delay proxy waits ~300 ms for every publish acknowledgement, so its runs
 * last seconds and can be killed between steps.
 */
const withStack = withProcessStack(SERVICE_DIR, 300);

describe("EHR light agent processes", () => {
  withStack(
    "a replica killed mid-run (SIGKILL) costs only time: another finishes it, same numbers, one result",
    PROCESS_TEST_TIMEOUT,
    async ({ stack }) => {
      const doomed = await stack.spawnReplica({ slow: true });
      const runId = await stack.accept("/api/v1/agent", typicalEhrRequest());
      await stack.receiver.waitFor(() => stack.acknowledgedSequence(runId).includes(3), 10_000);
      doomed.child.kill("SIGKILL");
      expect(await doomed.exited).toBe("SIGKILL");
      expect(stack.acknowledgedSequence(runId)).not.toContain(9);

      const survivor = await stack.spawnReplica({ slow: false });
      await stack.waitForRun(runId, 15_000);
      await eventually(async () => (await streamCount(stack.js, stack.names.streams.events)) === 0, 5_000);
      expect(stack.acknowledgedSequence(runId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const finals = stack.receiver.forRun(runId).filter((d) => d.body.status !== "processing");
      expect(finals).toHaveLength(1);
      expect(completedPayloadSchema.parse(finals[0]!.body).status).toBe("completed");
      expect(survivor.lines.some((l) => l.includes('"run completed"') && l.includes(runId))).toBe(true);
      expect(await streamCount(stack.js, stack.names.streams.runs)).toBe(0);

      survivor.child.kill("SIGTERM");
      expect(await survivor.exited).toBe(0);
    },
  );
});
