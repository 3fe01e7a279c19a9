import { z } from "zod";
import { citationSchema, selectedElementSchema } from "./results.ts";

/**
 * Deep mode on the bus (architecture.md): ehr-deep hands a run over to research, whose
 * coordinator fans research tasks out to every research replica and gathers their results. All
 * three messages carry health data (clinical terms at least), so they live only on the memory
 * stream RESEARCH (`busNames(ns).streams.research`).
 */

const runEnvelope = {
  runId: z.uuid(),
  companyId: z.string(),
  keyId: z.string(),
  webhookUrl: z.string(),
  acceptedAt: z.iso.datetime(),
};

/**
 * ehr-deep → research (`subjects.researchHandoff`), after steps 1-4. The envelope members sit at
 * the top, as in a run message, so the generic run tooling (the exhausted-run listener, the
 * worker's span attributes) reads a hand-off as it reads a run.
 *
 * `model` and `findings` are the clinical engine's PatientModel and Finding[] as plain JSON; this
 * package does not depend on the engine, so it keeps them opaque and the research service gives
 * them their type.
 */
export const researchHandoffSchema = z.object({
  ...runEnvelope,
  agent: z.literal("deep"),
  /** When the whole run must have ended (acceptance + the deep deadline), whoever holds it. */
  deadlineAt: z.iso.datetime(),
  model: z.record(z.string(), z.unknown()),
  findings: z.array(z.record(z.string(), z.unknown())),
  selectedElements: z.array(selectedElementSchema),
  /** Elements analysed by ehr-deep (after the spec's limits), for the ops-log counts. */
  elementsAnalyzed: z.number().int().min(0),
});
export type ResearchHandoff = z.infer<typeof researchHandoffSchema>;

/** Research coordinator → any research replica (`subjects.researchTask`): one question to research. */
export const researchTaskSchema = z.object({
  runId: z.uuid(),
  companyId: z.string(),
  taskId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  query: z.string().min(1),
  findingIds: z.array(z.string()),
  /** The run's deadline: a task found after it is dropped (its run has ended). */
  deadlineAt: z.iso.datetime(),
});
export type ResearchTask = z.infer<typeof researchTaskSchema>;

/** One piece of evidence a task found: a ranked source and the passage of it that answers the query. */
export const researchHitSchema = z.object({
  id: z.string(),
  score: z.number(),
  title: z.string(),
  url: z.string(),
  citation: citationSchema,
  passage: z.string(),
});
export type ResearchHit = z.infer<typeof researchHitSchema>;

/**
 * Research replica → the run's coordinator (`subjects.researchResult(runId)`). `replica` names the
 * replica that ran the task (an instance id, no data). A `failed` result is sent on the task's
 * last delivery, so the coordinator ends the run with RESEARCH_FAILED instead of waiting.
 */
export const researchResultSchema = z.discriminatedUnion("status", [
  z.object({
    runId: z.uuid(),
    taskId: z.string(),
    status: z.literal("completed"),
    replica: z.string(),
    query: z.string(),
    hits: z.array(researchHitSchema),
  }),
  z.object({
    runId: z.uuid(),
    taskId: z.string(),
    status: z.literal("failed"),
    replica: z.string(),
    /** A constant phrase (never input or an exception's text). */
    reason: z.string(),
  }),
]);
export type ResearchResult = z.infer<typeof researchResultSchema>;

/**
 * JetStream message ids of deep mode: a hand-off, task or result published again (a redelivered
 * run, a replacement coordinator) is stored once within the stream's duplicate window.
 */
export const researchMsgId = {
  handoff: (runId: string) => `${runId}:handoff`,
  task: (runId: string, taskId: string) => `${runId}:task:${taskId}`,
  result: (runId: string, taskId: string) => `${runId}:result:${taskId}`,
};

/**
 * The durable consumer through which a run's coordinator gathers its task results. One per run,
 * named after it, so a replacement coordinator binds to the same consumer and finds the results
 * the dead one had not settled; its filter (`researchResult(runId)`) overlaps no other consumer
 * of the work-queue stream.
 */
export function researchResultConsumer(namespace: string, runId: string): string {
  return `${namespace}-research-result-${runId}`;
}
