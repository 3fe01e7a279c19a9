import { ConfigError, loadEnv } from "@hds/platform";
import { describe, expect, test } from "vitest";
import { gatewayEnvSchema } from "./env.ts";

describe("gateway environment", () => {
  test("a run may wait 30 minutes for its agent unless RUN_MAX_WAIT_MS says otherwise", () => {
    expect(loadEnv(gatewayEnvSchema, {}).RUN_MAX_WAIT_MS).toBe(1_800_000);
    expect(loadEnv(gatewayEnvSchema, { RUN_MAX_WAIT_MS: "10m" }).RUN_MAX_WAIT_MS).toBe(600_000);
  });

  test("refuses a run wait the RESEARCH stream would not outlast, or none at all", () => {
    expect(() => loadEnv(gatewayEnvSchema, { RUN_MAX_WAIT_MS: "2h" })).toThrow(ConfigError);
    expect(() => loadEnv(gatewayEnvSchema, { RUN_MAX_WAIT_MS: "10ms" })).toThrow(/RUN_MAX_WAIT_MS/);
  });

  test("serves on after SIGTERM only if SHUTDOWN_DELAY_MS says so, and never for the whole grace period", () => {
    expect(loadEnv(gatewayEnvSchema, {}).SHUTDOWN_DELAY_MS).toBe(0);
    expect(loadEnv(gatewayEnvSchema, { SHUTDOWN_DELAY_MS: "5s" }).SHUTDOWN_DELAY_MS).toBe(5_000);
    expect(() => loadEnv(gatewayEnvSchema, { SHUTDOWN_DELAY_MS: "10s" })).toThrow(/SHUTDOWN_DELAY_MS/);
    expect(loadEnv(gatewayEnvSchema, { SHUTDOWN_GRACE_MS: "0" }).SHUTDOWN_DELAY_MS).toBe(0);
  });
});
