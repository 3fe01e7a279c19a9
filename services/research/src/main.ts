import { runAgentProcess } from "@hds/pipeline";
import { build } from "./app.ts";
import { researchEnvSchema } from "./env.ts";
import { shutdownTelemetry } from "./instrumentation.ts";

await runAgentProcess({
  service: "research",
  envSchema: researchEnvSchema,
  build: (deps, env) =>
    build({ ...deps, taskConcurrency: env.RESEARCH_TASK_CONCURRENCY, taskMaxDeliver: env.RESEARCH_TASK_MAX_DELIVER }),
  shutdownTelemetry,
});
