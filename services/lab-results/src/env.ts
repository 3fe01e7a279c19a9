import { agentEnvSchema } from "@hds/pipeline";
import type { z } from "zod";

/** The lab-results agent's environment: the base variables plus the agent settings every agent shares. */
export const labResultsEnvSchema = agentEnvSchema.extend({});
export type LabResultsEnv = z.infer<typeof labResultsEnvSchema>;
