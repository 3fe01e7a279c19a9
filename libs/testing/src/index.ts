export * from "./fixtures.ts";
export * from "./logs.ts";
export * from "./receiver.ts";
export * from "./servers.ts";
export * from "./wait.ts";
export * from "./tracing.ts";
