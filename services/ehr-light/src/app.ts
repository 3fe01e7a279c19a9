import { type AgentDeps, type AgentService, createAgent } from "@hds/pipeline";
import { clinicalStages, type EhrLightStages } from "./handlers/analyse.ts";
import { ehrLightPipeline } from "./handlers/pipeline.ts";

export interface EhrLightDeps extends AgentDeps {
  /** The clinical engine's stages; a test replaces one to force a failure. */
  stages?: EhrLightStages;
  /** The clock the analysis reads (how old a result is); the system's by default. */
  now?: () => Date;
}

/**
 * The EHR light agent: takes runs from RUNS `light` through the durable consumer all its replicas
 * share and walks each through the spec's eight steps onto EVENTS.
 */
export function build(deps: EhrLightDeps): AgentService {
  return createAgent(ehrLightPipeline(deps.stages ?? clinicalStages, deps.now), deps);
}
