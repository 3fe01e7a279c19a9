/** Helpers for the deep-mode tests and the benchmark: the sample request and the two agent factories. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { build as buildEhrDeep } from "@hds/ehr-deep/src/app.ts";
import type { AgentDeps } from "@hds/pipeline";
import { type ResearchDeps, type ResearchService, build } from "./app.ts";
import { evidenceEngine, type ResearchEngine } from "./handlers/engine.ts";

/** The spec's deep sample (samples/ehr-deep-anaemia-brca.json) as a request body without its webhookUrl. */
export function deepSampleRequest(): { agentType: "deep"; data: Record<string, unknown> } {
  const path = resolve(import.meta.dirname, "../../../samples/ehr-deep-anaemia-brca.json");
  const sample = JSON.parse(readFileSync(path, "utf8")) as { data: Record<string, unknown> };
  return { agentType: "deep", data: sample.data };
}

/** ehr-deep replicas for the test stack. */
export const ehrDeepFactory = { agent: "deep" as const, service: "ehr-deep", build: buildEhrDeep };

/** research replicas for the test stack; extra settings (engine, task concurrency) through `addReplica`. */
export const researchFactory = {
  agent: "deep" as const,
  service: "research",
  build: (deps: AgentDeps & Partial<ResearchDeps>): ResearchService => build(deps),
};

/** The real engine, with each task taking `delayMs` longer (as a remote literature search would). */
export function slowEngine(delayMs: number, base: ResearchEngine = evidenceEngine): ResearchEngine {
  return {
    ...base,
    async research(query, signal) {
      await new Promise((r) => setTimeout(r, delayMs));
      signal.throwIfAborted();
      return base.research(query, signal);
    },
  };
}

/** An engine whose every task fails. */
export const failingEngine: ResearchEngine = {
  ...evidenceEngine,
  research() {
    throw new Error("literature index unavailable");
  },
};
