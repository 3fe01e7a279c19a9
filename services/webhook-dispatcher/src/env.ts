import { baseEnvSchema, envDurationList, envDurationMs } from "@hds/platform";
import { z } from "zod";
import type { DispatcherConfig } from "./app.ts";

/** webhooks.md "Retries": entry i is the wait before attempt i + 1, so the first must be 0. */
const retrySchedule = envDurationList.refine(
  (delays) => delays[0] === 0,
  "the first entry must be 0 (the first attempt is immediate)",
);

/** The dispatcher's environment (contract.md "Configuration" plus webhooks.md). */
export const dispatcherEnvSchema = baseEnvSchema.extend({
  WEBHOOK_RETRY_SCHEDULE_FINAL: retrySchedule.prefault("0,5s,5m,30m,2h,5h,10h,10h"),
  WEBHOOK_RETRY_SCHEDULE_PROGRESS: retrySchedule.prefault("0,5s,30s,2m"),
  /** Events handled at once by one replica (attempts in flight plus those waiting for their host). */
  DISPATCH_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(64),
  /** Attempts in flight to one destination host, per replica. */
  WEBHOOK_MAX_PER_HOST: z.coerce.number().int().min(1).max(256).default(8),
  WEBHOOK_CONNECT_TIMEOUT_MS: envDurationMs.default(5_000),
  /** The whole attempt: connect, send, response headers and the (bounded) response body. */
  WEBHOOK_ATTEMPT_TIMEOUT_MS: envDurationMs.default(15_000),
  /**
   * How long JetStream waits before handing a silent replica's events to another one. Keep it
   * above WEBHOOK_ATTEMPT_TIMEOUT_MS + 4 s (an event's lease), or a dead replica's events wait
   * out their lease once more on the replica that takes them over.
   */
  DISPATCH_ACK_WAIT_MS: envDurationMs.default(30_000),
});
export type DispatcherEnv = z.infer<typeof dispatcherEnvSchema>;

/** The part of the environment `build()` needs, in its own terms. */
export function dispatcherConfig(env: DispatcherEnv): DispatcherConfig {
  return {
    namespace: env.HDS_NAMESPACE,
    schedules: { final: env.WEBHOOK_RETRY_SCHEDULE_FINAL, progress: env.WEBHOOK_RETRY_SCHEDULE_PROGRESS },
    concurrency: env.DISPATCH_CONCURRENCY,
    maxPerHost: env.WEBHOOK_MAX_PER_HOST,
    connectTimeoutMs: env.WEBHOOK_CONNECT_TIMEOUT_MS,
    attemptTimeoutMs: env.WEBHOOK_ATTEMPT_TIMEOUT_MS,
    ackWaitMs: env.DISPATCH_ACK_WAIT_MS,
    allowInsecureWebhooks: env.ALLOW_INSECURE_WEBHOOKS,
  };
}
