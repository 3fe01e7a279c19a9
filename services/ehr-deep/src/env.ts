import { agentEnvSchema } from "@hds/pipeline";
import { envDurationMs } from "@hds/platform";
import { z } from "zod";

/**
 * The deep agent's environment: the settings every agent shares (ANALYSIS_DEADLINE_MS bounds one
 * delivery of ehr-deep's own steps 1-4), plus the deadline of the whole deep run.
 */
export const ehrDeepEnvSchema = agentEnvSchema.extend({
  /**
   * Time from acceptance by which a deep run must have ended, research included. The spec says a
   * deep run may last up to 16 minutes; the default leaves a minute of that for delivery.
   */
  DEEP_RUN_DEADLINE_MS: envDurationMs.pipe(z.number().int().min(1_000)).default(15 * 60_000),
});
export type EhrDeepEnv = z.infer<typeof ehrDeepEnvSchema>;
