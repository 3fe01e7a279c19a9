import { analyzeEhr } from "@hds/clinical";
import { type ResearchHandoff, researchHandoffSchema } from "@hds/contracts";
import { typicalEhrRequest } from "@hds/lab-results/src/test-fixtures.ts";
import type { Steps } from "@hds/pipeline";
import { ehrRunMessage } from "@hds/pipeline/testing";
import { describe, expect, it } from "vitest";
import { clinicalStages } from "./analyse.ts";
import { ehrDeepStage, runDeadline } from "./pipeline.ts";

const NOW = new Date("2026-11-01T00:00:00Z");

function recordingSteps() {
  const started: number[] = [];
  const steps: Steps = {
    signal: new AbortController().signal,
    async run(step, work) {
      started.push(step);
      return work(this.signal);
    },
    count() {},
  };
  return { steps, started };
}

describe("EHR deep stage (steps 1-4)", () => {
  it("walks steps 1-3, then hands the engine's model, findings and selection to research", async () => {
    const run = { ...ehrRunMessage(typicalEhrRequest().data), agent: "deep" as const };
    const published: ResearchHandoff[] = [];
    const stage = ehrDeepStage(
      clinicalStages,
      async (h) => void published.push(h),
      15 * 60_000,
      () => NOW,
    );
    const { steps, started } = recordingSteps();
    const value = await stage.execute(run, steps);
    expect(started).toEqual([1, 2, 3]);
    expect([stage.firstStep, stage.lastStep]).toEqual([1, 4]);
    await stage.handOff(run, value);

    expect(published).toHaveLength(1);
    const handoff = researchHandoffSchema.parse(JSON.parse(JSON.stringify(published[0])));
    const reference = analyzeEhr(run.data, { now: NOW, mode: "light" });
    expect(handoff).toMatchObject({
      runId: run.runId,
      agent: "deep",
      companyId: run.companyId,
      keyId: run.keyId,
      webhookUrl: run.webhookUrl,
      acceptedAt: run.acceptedAt,
      deadlineAt: runDeadline(run.acceptedAt, 15 * 60_000).toISOString(),
      elementsAnalyzed: reference.counts.elementsAnalyzed,
      selectedElements: reference.result.selectedElements,
    });
    expect(handoff.findings.map((f) => f.id)).toEqual(reference.findings.map((f) => f.id));
    // The raw request does not travel on: only what the engine made of it.
    expect(handoff).not.toHaveProperty("data");
  });
});
