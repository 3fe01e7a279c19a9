import { resolve } from "node:path";
import { completedPayloadSchema, ehrResultSchema } from "@hds/contracts";
import { PROCESS_TEST_TIMEOUT, withProcessStack } from "@hds/lab-results/src/test-stack.ts";
import { streamCount } from "@hds/pipeline/testing";
import { eventually } from "@hds/testing";
import { describe, expect } from "vitest";
import { deepSampleRequest, ehrDeepFactory } from "./test-support.ts";

const SERVICE_DIR = resolve(import.meta.dirname, "..");

/**
 * research as its own process (src/main.ts, as in production) over the test's NATS and Redis,
 * with ehr-deep, the gateway and the dispatcher in-process. A replica connected through the delay
 * proxy waits ~300 ms for every reply from NATS, so its part of a run lasts seconds and can be
 * killed in the middle of it.
 */
const withStack = withProcessStack(SERVICE_DIR, 300);

/** The ids of the tasks a replica's log lines say it completed. */
const completedTasks = (lines: readonly string[]): Set<string> =>
  new Set(
    lines
      .filter((l) => l.includes('"research task completed"'))
      .map((l) => (JSON.parse(l) as { taskId: string }).taskId),
  );

describe("research processes", () => {
  withStack(
    "a research replica killed mid-run (SIGKILL) costs only time: another finishes the run, one result",
    PROCESS_TEST_TIMEOUT,
    async ({ stack }) => {
      await stack.addReplica(ehrDeepFactory);
      const doomed = await stack.spawnReplica({ slow: true });
      const runId = await stack.accept("/api/v1/agent", deepSampleRequest());
      // The doomed replica coordinates the run and has stored the result of at least one of its
      // tasks: the run is in the middle of its research.
      await eventually(() => doomed.lines.some((l) => l.includes('"research task completed"')), 15_000);
      // The task is acknowledged just after that line is logged; kill only once JetStream has the
      // acknowledgement (the task left the work queue), or the survivor rightly does it again.
      const jsm = await stack.js.jetstreamManager();
      const taskSubject = stack.names.subjects.researchTask;
      const tasksQueued = async () =>
        (await jsm.streams.info(stack.names.streams.research, { subjects_filter: taskSubject })).state.subjects?.[
          taskSubject
        ] ?? 0;
      await eventually(async () => (await tasksQueued()) < 3, 5_000, "a task acknowledged");
      doomed.child.kill("SIGKILL");
      expect(await doomed.exited).toBe("SIGKILL");
      expect(stack.acknowledgedSequence(runId, { distinct: true })).not.toContain(9);

      const survivor = await stack.spawnReplica({ slow: false });
      await stack.waitForRun(runId, 20_000);
      // Late repeats (if any) would be de-duplicated by the dispatcher; give them a moment to show.
      await eventually(async () => (await streamCount(stack.js, stack.names.streams.events)) === 0, 5_000);
      expect(stack.acknowledgedSequence(runId, { distinct: true })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const finals = stack.receiver.forRun(runId).filter((d) => d.body.status !== "processing");
      expect(finals).toHaveLength(1);
      const result = ehrResultSchema.parse(completedPayloadSchema.parse(finals[0]!.body).result);
      expect(result.researchTasks).toHaveLength(3);
      expect(survivor.lines.some((l) => l.includes('"run completed"') && l.includes(runId))).toBe(true);
      // The survivor's coordinator found the results the dead replica had stored, not only its own.
      // Counted as distinct tasks: on a loaded machine a task the survivor is slow to finish can be
      // delivered to it again, which costs time but proves nothing about the dead replica's results.
      expect(completedTasks(doomed.lines).size).toBeGreaterThanOrEqual(1);
      expect(completedTasks(survivor.lines).size).toBeLessThan(3);
      await eventually(async () => (await streamCount(stack.js, stack.names.streams.research)) === 0, 5_000);
      expect(await streamCount(stack.js, stack.names.streams.runs)).toBe(0);

      survivor.child.kill("SIGTERM");
      expect(await survivor.exited).toBe(0);
    },
  );
});
