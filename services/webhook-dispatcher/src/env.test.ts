import { ConfigError, loadEnv } from "@hds/platform";
import { describe, expect, test } from "vitest";
import { dispatcherConfig, dispatcherEnvSchema } from "./env.ts";

describe("dispatcher environment", () => {
  test("defaults to the schedules, limits and time-outs of webhooks.md", () => {
    const config = dispatcherConfig(loadEnv(dispatcherEnvSchema, {}));
    expect(config).toEqual({
      namespace: "hds",
      schedules: {
        final: [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
        progress: [0, 5_000, 30_000, 120_000],
      },
      concurrency: 64,
      maxPerHost: 8,
      connectTimeoutMs: 5_000,
      attemptTimeoutMs: 15_000,
      ackWaitMs: 30_000,
      allowInsecureWebhooks: false,
    });
  });

  test("reads schedules and time-outs as durations", () => {
    const env = loadEnv(dispatcherEnvSchema, {
      WEBHOOK_RETRY_SCHEDULE_FINAL: "0, 100ms, 1s",
      WEBHOOK_RETRY_SCHEDULE_PROGRESS: "0",
      WEBHOOK_ATTEMPT_TIMEOUT_MS: "300ms",
      ALLOW_INSECURE_WEBHOOKS: "true",
    });
    expect(env.WEBHOOK_RETRY_SCHEDULE_FINAL).toEqual([0, 100, 1000]);
    expect(env.WEBHOOK_RETRY_SCHEDULE_PROGRESS).toEqual([0]);
    expect(env.WEBHOOK_ATTEMPT_TIMEOUT_MS).toBe(300);
    expect(env.ALLOW_INSECURE_WEBHOOKS).toBe(true);
  });

  test("stops at start on a bad value, naming the variable", () => {
    expect(() => loadEnv(dispatcherEnvSchema, { WEBHOOK_RETRY_SCHEDULE_FINAL: "5s,5m" })).toThrow(
      /WEBHOOK_RETRY_SCHEDULE_FINAL/,
    );
    expect(() => loadEnv(dispatcherEnvSchema, { WEBHOOK_RETRY_SCHEDULE_PROGRESS: "0,soon" })).toThrow(ConfigError);
    expect(() => loadEnv(dispatcherEnvSchema, { WEBHOOK_MAX_PER_HOST: "0" })).toThrow(/WEBHOOK_MAX_PER_HOST/);
  });
});
