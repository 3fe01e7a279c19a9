import { type AgentDeps, type AgentService, createAgent } from "@hds/pipeline";
import { clinicalStages, type LabResultsStages } from "./handlers/analyse.ts";
import { labResultsPipeline } from "./handlers/pipeline.ts";

export interface LabResultsDeps extends AgentDeps {
  /** The clinical engine's stages; a test replaces one to force a failure. */
  stages?: LabResultsStages;
  /** The clock the analysis reads (how old a result is); the system's by default. */
  now?: () => Date;
}

/**
 * The lab-results agent: takes runs from RUNS `lab-results` through the durable consumer all its
 * replicas share and walks each through the spec's eight steps onto EVENTS.
 */
export function build(deps: LabResultsDeps): AgentService {
  return createAgent(labResultsPipeline(deps.stages ?? clinicalStages, deps.now), deps);
}
