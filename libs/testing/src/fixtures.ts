import { randomBytes } from "node:crypto";
import { test as base } from "vitest";
import { startInfra } from "./servers.ts";

/**
 * `infra`: real NATS (JetStream) and Redis, started once per test worker.
 * `namespace`: a fresh HDS_NAMESPACE per test, so tests never see each other's streams, consumers,
 * buckets or Redis keys even on a shared server.
 */
export const test = base
  .extend(
    "infra",
    { scope: "worker" },
    // vitest reads a fixture's dependencies from its destructuring pattern, so it must be one.
    async ({}, { onCleanup }) => {
      const infra = await startInfra();
      onCleanup(() => infra.stop());
      return infra;
    },
  )
  .extend("namespace", async () => `t${randomBytes(5).toString("hex")}`);
