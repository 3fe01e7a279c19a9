import { startTelemetry } from "@hds/platform";

/** Loaded first (`node --import`), so the SDK is in place before anything else is imported. */
export const shutdownTelemetry = startTelemetry("research");
