import { analyzeEhr } from "@hds/clinical";
import type { RunCounts } from "@hds/contracts";
import { typicalEhrRequest } from "@hds/lab-results/src/test-fixtures.ts";
import type { Steps } from "@hds/pipeline";
import { ehrRunMessage } from "@hds/pipeline/testing";
import { describe, expect, it } from "vitest";
import { clinicalStages } from "./analyse.ts";
import { ehrLightPipeline } from "./pipeline.ts";

const NOW = new Date("2026-11-01T00:00:00Z");

function recordingSteps() {
  const started: number[] = [];
  const counts: Partial<RunCounts>[] = [];
  const steps: Steps = {
    signal: new AbortController().signal,
    async run(step, work) {
      started.push(step);
      return work(this.signal);
    },
    count(partial) {
      counts.push(partial);
    },
  };
  return { steps, started, counts };
}

describe("EHR light pipeline", () => {
  it("walks steps 1-7 in order and leaves step 8 (delivery) to the pipeline library", async () => {
    const { steps, started } = recordingSteps();
    await ehrLightPipeline(clinicalStages, () => NOW).execute(ehrRunMessage(typicalEhrRequest().data), steps);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("computes, step by step, exactly what the engine computes in one call, with no research tasks", async () => {
    const message = ehrRunMessage(typicalEhrRequest().data);
    const { steps, counts } = recordingSteps();
    const output = await ehrLightPipeline(clinicalStages, () => NOW).execute(message, steps);
    const reference = analyzeEhr(message.data, { now: NOW, mode: "light" });
    expect(output.result).toEqual(reference.result);
    expect(output.counts).toEqual(reference.counts);
    expect(output.result).not.toHaveProperty("researchTasks");
    expect(counts[0]).toEqual({
      elementsAnalyzed: reference.counts.elementsAnalyzed,
    });
  });
});
