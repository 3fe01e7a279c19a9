export * from "./agents.ts";
export * from "./bus.ts";
export * from "./dates.ts";
export * from "./errors.ts";
export * from "./limits.ts";
export * from "./requests.ts";
export * from "./results.ts";
export * from "./webhooks.ts";
