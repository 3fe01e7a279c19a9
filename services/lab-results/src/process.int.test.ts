import { resolve } from "node:path";
import { completedPayloadSchema } from "@hds/contracts";
import { streamCount } from "@hds/pipeline/testing";
import { eventually } from "@hds/testing";
import { describe, expect } from "vitest";
import { typicalLabRequest } from "./test-fixtures.ts";
import { PROCESS_TEST_TIMEOUT, withProcessStack } from "./test-stack.ts";

const SERVICE_DIR = resolve(import.meta.dirname, "..");

/**
 * The service's own process, run as in production, over the test's NATS and Redis. A replica
 * connected through the delay proxy waits ~800 ms for every publish acknowledgement, so its
 * runs last seconds and can be interrupted between steps.
 */
const withStack = withProcessStack(SERVICE_DIR, 800);

describe("lab-results agent processes", () => {
  withStack(
    "a replica killed mid-run (SIGKILL) costs only time: another finishes it, same numbers, one result",
    PROCESS_TEST_TIMEOUT,
    async ({ stack }) => {
      const doomed = await stack.spawnReplica({
        slow: true,
        env: { AGENT_ACK_WAIT_MS: "2s", SHUTDOWN_GRACE_MS: "3s" },
      });
      const runId = await stack.accept("/api/v1/lab-results", typicalLabRequest());
      await stack.receiver.waitFor(() => stack.acknowledgedSequence(runId).includes(3), 10_000);
      doomed.child.kill("SIGKILL");
      expect(await doomed.exited).toBe("SIGKILL");
      const before = stack.acknowledgedSequence(runId);
      expect(before).not.toContain(9);

      const survivor = await stack.spawnReplica({
        slow: false,
        env: { AGENT_ACK_WAIT_MS: "2s", SHUTDOWN_GRACE_MS: "3s" },
      });
      await stack.waitForRun(runId, 15_000);
      // Every step and the final result exactly once, whichever replica published it.
      await eventually(async () => (await streamCount(stack.js, stack.names.streams.events)) === 0, 5_000);
      expect(stack.acknowledgedSequence(runId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const finals = stack.receiver.forRun(runId).filter((d) => d.body.status !== "processing");
      expect(finals).toHaveLength(1);
      expect(completedPayloadSchema.parse(finals[0]!.body).status).toBe("completed");
      expect(survivor.lines.some((l) => l.includes('"run completed"') && l.includes(runId))).toBe(true);
      expect(await streamCount(stack.js, stack.names.streams.runs)).toBe(0);
      await eventually(async () => (await stack.slots.active(stack.companyId, "lab-results")) === 0, 5_000);

      survivor.child.kill("SIGTERM");
      expect(await survivor.exited).toBe(0);
    },
  );

  withStack(
    "SIGTERM hands a run that outlasts the grace period back to another replica at once",
    PROCESS_TEST_TIMEOUT,
    async ({ stack }) => {
      // With a 30 s ack wait, only a hand-back (nak) lets the other replica finish within seconds.
      const leaving = await stack.spawnReplica({
        slow: true,
        env: { AGENT_ACK_WAIT_MS: "30s", SHUTDOWN_GRACE_MS: "200ms" },
      });
      const runId = await stack.accept("/api/v1/lab-results", typicalLabRequest());
      // The other replica joins once the run is taken, so the run can only come to it handed back.
      await eventually(() => leaving.lines.some((l) => l.includes('"run started"')), 10_000, "run taken");
      const staying = await stack.spawnReplica({
        slow: false,
        env: { AGENT_ACK_WAIT_MS: "30s", SHUTDOWN_GRACE_MS: "3s" },
      });
      expect(stack.acknowledgedSequence(runId)).not.toContain(9);
      const stoppedAt = Date.now();
      leaving.child.kill("SIGTERM");
      expect(await leaving.exited).toBe(0);
      expect(leaving.lines.some((l) => l.includes('"run handed back"'))).toBe(true);

      await stack.waitForRun(runId, 10_000);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      expect(stack.acknowledgedSequence(runId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(staying.lines.some((l) => l.includes('"run completed"') && l.includes(runId))).toBe(true);
    },
  );
});
