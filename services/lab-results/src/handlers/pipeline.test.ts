import { analyzeLabResults } from "@hds/clinical";
import type { RunCounts } from "@hds/contracts";
import type { Steps } from "@hds/pipeline";
import { labRunMessage } from "@hds/pipeline/testing";
import { describe, expect, it } from "vitest";
import { typicalLabRequest } from "../test-fixtures.ts";
import { clinicalStages } from "./analyse.ts";
import { labResultsPipeline } from "./pipeline.ts";

const NOW = new Date("2026-11-01T00:00:00Z");

/** Steps that run each step's work at once and record the order. */
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

describe("lab-results pipeline", () => {
  it("walks steps 1-7 in order and leaves step 8 (delivery) to the pipeline library", async () => {
    const { steps, started } = recordingSteps();
    await labResultsPipeline(clinicalStages, () => NOW).execute(labRunMessage(typicalLabRequest()), steps);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("computes, step by step, exactly what the engine computes in one call", async () => {
    const request = typicalLabRequest();
    const { steps } = recordingSteps();
    const output = await labResultsPipeline(clinicalStages, () => NOW).execute(labRunMessage(request), steps);
    const reference = analyzeLabResults(request.labResults, request.patientContext, { now: NOW });
    expect(output.result).toEqual(reference.result);
    expect(output.counts).toEqual(reference.counts);
  });

  it("reports 250 labs received and the 200 analysed, and counts them once known", async () => {
    const labResults = Array.from({ length: 250 }, (_, i) => ({
      name: `Glucose ${i}`,
      value: "5.1 mmol/L",
      date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    }));
    const { steps, counts } = recordingSteps();
    const output = await labResultsPipeline(clinicalStages, () => NOW).execute(labRunMessage({ labResults }), steps);
    expect(output.result).toMatchObject({
      metadata: { labsReceived: 250, labsAnalyzed: 200 },
    });
    expect(output.counts.elementsAnalyzed).toBe(200);
    expect(counts[0]).toEqual({ elementsAnalyzed: 200 });
  });
});
