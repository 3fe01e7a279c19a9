import { agentEnvSchema } from "@hds/pipeline";
import type { z } from "zod";

/** The EHR light agent's environment: the base variables plus the agent settings every agent shares. */
export const ehrLightEnvSchema = agentEnvSchema.extend({});
export type EhrLightEnv = z.infer<typeof ehrLightEnvSchema>;
