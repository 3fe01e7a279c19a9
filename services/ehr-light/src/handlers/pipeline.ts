import type { PipelineDefinition } from "@hds/pipeline";
import type { EhrLightStages } from "./analyse.ts";

/**
 * The EHR light agent's steps (spec "States and transitions"). Each `steps.run(k, …)` tells the
 * client step k has started and then does its work; step 8, "Delivering final results", is the
 * delivery of the result, which the pipeline library runs.
 */
export function ehrLightPipeline(
  stages: EhrLightStages,
  now: () => Date = () => new Date(),
): PipelineDefinition<"light"> {
  return {
    agent: "light",
    async execute(run, steps) {
      // Step 1: the run message has been read and checked against the contract.
      await steps.run(1, () => undefined);
      const analysed = await steps.run(2, () => stages.analyse(run, now()));
      steps.count({ elementsAnalyzed: analysed.model.counts.analysed });
      const selected = await steps.run(3, () => stages.select(analysed));
      const evidence = await steps.run(4, () => stages.research(analysed));
      const patient = await steps.run(5, () => stages.patientReport(analysed, evidence));
      const clinician = await steps.run(6, () => stages.clinicianReport(analysed, evidence));
      return steps.run(7, () => stages.finalize(analysed, selected, patient, clinician));
    },
  };
}
