import { baseEnvSchema } from "@hds/platform";
import { z } from "zod";

export const gatewayEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  /** Bearer token of the admin API; without it the admin API is off. */
  ADMIN_TOKEN: z.string().min(16, "at least 16 characters").optional(),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
