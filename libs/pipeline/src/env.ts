import { baseEnvSchema, envDurationMs } from "@hds/platform";
import { z } from "zod";

/**
 * What every analysis agent reads besides the base variables. Each service's env.ts extends this
 * schema, so the agents are configured alike.
 */
export const agentEnvSchema = baseEnvSchema.extend({
  /** Runs one replica analyses at once. */
  AGENT_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /**
   * How long JetStream waits for a silent replica before giving its run to another one. A live
   * worker heartbeats well within it, so this is the price of a killed worker, not a limit on
   * runs.
   */
  AGENT_ACK_WAIT_MS: envDurationMs.pipe(z.number().int().min(500)).default(15_000),
  /** Deliveries of one run before it ends in the error event. */
  AGENT_MAX_DELIVER: z.coerce.number().int().min(2).max(20).default(5),
  /** Time one delivery of a run may take before it ends with ANALYSIS_TIMEOUT. */
  ANALYSIS_DEADLINE_MS: envDurationMs.pipe(z.number().int().min(100)).default(120_000),
});
export type AgentEnv = z.infer<typeof agentEnvSchema>;
