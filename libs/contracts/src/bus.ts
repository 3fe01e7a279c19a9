import { z } from "zod";
import { type Agent, agentSchema } from "./agents.ts";
import { OpsErrorCode, RunErrorCode } from "./errors.ts";
import { healthDataSchema, labTestSchema, patientContextSchema } from "./requests.ts";
import { ehrResultSchema, labResultsResultSchema } from "./results.ts";

/**
 * Names on the bus, all prefixed by the namespace (HDS_NAMESPACE) so that several deployments,
 * or several test files, can share one NATS server without seeing each other.
 */
export function busNames(namespace: string) {
  const ns = namespace;
  const NS = namespace.toUpperCase().replaceAll(/[^A-Z0-9_-]/g, "_");
  return {
    streams: {
      runs: `${NS}_RUNS`,
      events: `${NS}_EVENTS`,
      research: `${NS}_RESEARCH`,
      opslog: `${NS}_OPSLOG`,
    },
    subjects: {
      runs: (agent: Agent) => `${ns}.runs.${agent}`,
      allRuns: `${ns}.runs.>`,
      events: (agent: Agent) => `${ns}.events.${agent}`,
      allEvents: `${ns}.events.>`,
      researchHandoff: `${ns}.research.handoff`,
      researchTask: `${ns}.research.task`,
      researchResult: (runId: string) => `${ns}.research.result.${runId}`,
      allResearch: `${ns}.research.>`,
      opslog: `${ns}.opslog`,
    },
    consumers: {
      agent: (agent: Agent) => `${ns}-agent-${agent}`,
      dispatcher: `${ns}-dispatcher`,
      researchHandoff: `${ns}-research-handoff`,
      researchTask: `${ns}-research-task`,
    },
    kv: { accounts: `${ns}_accounts` },
  } as const;
}
export type BusNames = ReturnType<typeof busNames>;

const runEnvelope = {
  runId: z.uuid(),
  companyId: z.string(),
  keyId: z.string(),
  webhookUrl: z.string(),
  acceptedAt: z.iso.datetime(),
};

/** A run accepted by the gateway, on RUNS (memory storage: it carries health data). */
export const runMessageSchema = z.discriminatedUnion("agent", [
  z.object({ ...runEnvelope, agent: z.literal("light"), data: healthDataSchema }),
  z.object({ ...runEnvelope, agent: z.literal("deep"), data: healthDataSchema }),
  z.object({
    ...runEnvelope,
    agent: z.literal("lab-results"),
    labResults: z.array(labTestSchema),
    patientContext: patientContextSchema.optional(),
  }),
]);
export type RunMessage = z.infer<typeof runMessageSchema>;

export const tokenUsageSchema = z.object({
  prompt: z.number().int().min(0),
  completion: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type TokenUsage = z.infer<typeof tokenUsageSchema>;
export const NO_TOKENS: TokenUsage = { prompt: 0, completion: 0, total: 0 };

export const runCountsSchema = z.object({
  elementsAnalyzed: z.number().int().min(0),
  citationsGenerated: z.number().int().min(0),
});
export type RunCounts = z.infer<typeof runCountsSchema>;

const eventEnvelope = {
  runId: z.uuid(),
  agent: agentSchema,
  companyId: z.string(),
  keyId: z.string(),
  webhookUrl: z.string(),
  acceptedAt: z.iso.datetime(),
  /** When the event happened; it becomes the webhook's `timestamp`, the same on every attempt. */
  emittedAt: z.iso.datetime(),
};

/**
 * What an agent tells the dispatcher, on EVENTS. The dispatcher turns it into the webhook payload
 * and stamps the sequenceNumber, so the numbering rule lives in one place.
 */
export const runEventSchema = z.discriminatedUnion("kind", [
  z.object({ ...eventEnvelope, kind: z.literal("progress"), step: z.number().int().min(1) }),
  z.object({
    ...eventEnvelope,
    kind: z.literal("completed"),
    result: z.union([ehrResultSchema, labResultsResultSchema]),
    usage: tokenUsageSchema,
    counts: runCountsSchema,
  }),
  z.object({
    ...eventEnvelope,
    kind: z.literal("error"),
    error: z.object({ code: z.enum(Object.values(RunErrorCode)), message: z.string() }),
    usage: tokenUsageSchema,
    counts: runCountsSchema,
  }),
]);
export type RunEvent = z.infer<typeof runEventSchema>;
export type ProgressEvent = Extract<RunEvent, { kind: "progress" }>;
export type FinalEvent = Exclude<RunEvent, ProgressEvent>;

/**
 * contract.md "Operational log": exactly these members, none of them health data. The time of
 * an entry is its JetStream message time.
 */
export const opsLogEntrySchema = z.object({
  runId: z.uuid().nullable(),
  keyId: z.string().nullable(),
  companyId: z.string().nullable(),
  agentType: agentSchema.nullable(),
  durationMs: z.number().min(0),
  tokenUsage: tokenUsageSchema,
  status: z.enum(["success", "error"]),
  counts: runCountsSchema,
  errorCode: z.enum(Object.values(OpsErrorCode)).nullable(),
  errorType: z.string().nullable(),
  webhookUrlHash: z.string().nullable(),
});
export type OpsLogEntry = z.infer<typeof opsLogEntrySchema>;
