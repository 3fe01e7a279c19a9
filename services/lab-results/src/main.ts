import { runAgentProcess } from "@hds/pipeline";
import { build } from "./app.ts";
import { labResultsEnvSchema } from "./env.ts";
import { shutdownTelemetry } from "./instrumentation.ts";

await runAgentProcess({ service: "lab-results", envSchema: labResultsEnvSchema, build, shutdownTelemetry });
