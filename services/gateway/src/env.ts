import { baseEnvSchema, envDurationMs } from "@hds/platform";
import { z } from "zod";

export const DEFAULT_RUN_MAX_WAIT_MS = 30 * 60_000;

export const gatewayEnvSchema = baseEnvSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default("0.0.0.0"),
    /** Bearer token of the admin API; without it the admin API is off. */
    ADMIN_TOKEN: z.string().min(16, "at least 16 characters").optional(),
    /**
     * How long after acceptance a run may be unfinished (its agent down, or a deep run's research)
     * before it ends with ANALYSIS_TIMEOUT. Below the RESEARCH stream's one-hour max age, so a
     * hand-off cannot expire first.
     */
    RUN_MAX_WAIT_MS: envDurationMs.default(DEFAULT_RUN_MAX_WAIT_MS).pipe(
      z
        .number()
        .min(1_000, "at least 1s")
        .max(50 * 60_000, "at most 50m"),
    ),
    /**
     * How long a replica told to stop keeps serving with /readyz at 503, so that load balancers
     * polling it stop sending new connections before the listener closes. Counted within
     * SHUTDOWN_GRACE_MS.
     */
    SHUTDOWN_DELAY_MS: envDurationMs.default(0),
  })
  .refine((env) => env.SHUTDOWN_DELAY_MS === 0 || env.SHUTDOWN_DELAY_MS < env.SHUTDOWN_GRACE_MS, {
    message: "must be shorter than SHUTDOWN_GRACE_MS",
    path: ["SHUTDOWN_DELAY_MS"],
  });
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
