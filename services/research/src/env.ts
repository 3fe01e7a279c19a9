import { agentEnvSchema } from "@hds/pipeline";
import { z } from "zod";

/**
 * The research service's environment. The agent settings apply to the coordinator role
 * (AGENT_CONCURRENCY hand-offs at once, AGENT_ACK_WAIT_MS, AGENT_MAX_DELIVER); AGENT_ACK_WAIT_MS
 * also applies to research tasks and to the per-run result consumer, so a dead replica's work
 * moves to another one after that long. ANALYSIS_DEADLINE_MS does not apply: a deep run's
 * deadline comes with its hand-off (set by ehr-deep from DEEP_RUN_DEADLINE_MS).
 */
export const researchEnvSchema = agentEnvSchema.extend({
  /** Research tasks one replica runs at once (task role). */
  RESEARCH_TASK_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  /** Deliveries of one research task; the last failing one reports the task as failed. */
  RESEARCH_TASK_MAX_DELIVER: z.coerce.number().int().min(2).max(20).default(3),
});
export type ResearchEnv = z.infer<typeof researchEnvSchema>;
