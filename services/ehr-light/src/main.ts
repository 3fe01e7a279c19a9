import { runAgentProcess } from "@hds/pipeline";
import { build } from "./app.ts";
import { ehrLightEnvSchema } from "./env.ts";
import { shutdownTelemetry } from "./instrumentation.ts";

await runAgentProcess({ service: "ehr-light", envSchema: ehrLightEnvSchema, build, shutdownTelemetry });
