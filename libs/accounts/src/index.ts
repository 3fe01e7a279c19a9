export * from "./schemas.ts";
export * from "./secrets.ts";
export * from "./store.ts";
