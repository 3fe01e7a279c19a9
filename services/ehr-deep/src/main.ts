import { runAgentProcess } from "@hds/pipeline";
import { build } from "./app.ts";
import { ehrDeepEnvSchema } from "./env.ts";
import { shutdownTelemetry } from "./instrumentation.ts";

await runAgentProcess({
  service: "ehr-deep",
  envSchema: ehrDeepEnvSchema,
  build: (deps, env) => build({ ...deps, runDeadlineMs: env.DEEP_RUN_DEADLINE_MS }),
  shutdownTelemetry,
});
