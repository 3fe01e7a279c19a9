import type { PipelineDefinition } from "@hds/pipeline";
import type { LabResultsStages } from "./analyse.ts";

/**
 * The lab-results agent's steps (spec "States and transitions"). Each `steps.run(k, …)` tells the
 * client step k has started and then does its work; step 8, "Final webhook delivered", is the
 * delivery of the result, which the pipeline library runs.
 */
export function labResultsPipeline(
  stages: LabResultsStages,
  now: () => Date = () => new Date(),
): PipelineDefinition<"lab-results"> {
  return {
    agent: "lab-results",
    async execute(run, steps) {
      // Step 1: the run message has been read and checked against the contract.
      await steps.run(1, () => undefined);
      const analysed = await steps.run(2, () => stages.analyse(run, now()));
      steps.count({ elementsAnalyzed: analysed.model.counts.analysed });
      const prioritized = await steps.run(3, () => stages.prioritize(analysed));
      const queries = await steps.run(4, () => stages.searchQueries(analysed, prioritized));
      const searched = await steps.run(5, () => stages.search(analysed, queries));
      const evidence = await steps.run(6, () => stages.processResults(analysed, prioritized, searched));
      return steps.run(7, () => stages.compose(analysed, prioritized, evidence));
    },
  };
}
