import { z } from "zod";

/** The three kinds of analysis run. The word is used on the wire, in subjects and in 429 messages. */
export const Agent = { light: "light", deep: "deep", labResults: "lab-results" } as const;
export type Agent = (typeof Agent)[keyof typeof Agent];
export const agentSchema = z.enum([Agent.light, Agent.deep, Agent.labResults]);
export const AGENTS: readonly Agent[] = agentSchema.options;

/**
 * The progress steps of each agent, in the spec's order and words ("States and transitions").
 * Step k of an agent is sent with sequenceNumber k; the final outcome is totalSteps + 1.
 */
export const STEPS = {
  light: [
    "Processing started",
    "Analyzing health data",
    "Selecting relevant elements",
    "Researching medical literature and clinical guidelines",
    "Generating patient response",
    "Generating clinician response",
    "Finalizing results",
    "Delivering final results",
  ],
  deep: [
    "Processing started (request received and validated)",
    "Analyzing health data",
    "Selecting relevant elements",
    "Routing to the deep research agent",
    "Starting research tasks (parallel literature and guideline research)",
    "Research complete",
    "Generating responses (clinician and patient reports)",
    "Finalizing results",
  ],
  "lab-results": [
    "Processing started",
    "Analyzing lab results",
    "Prioritizing findings",
    "Generating search queries",
    "Searching medical literature and clinical guidelines",
    "Processing search results",
    "Generating responses",
    "Final webhook delivered",
  ],
} as const satisfies Record<Agent, readonly string[]>;

/** Number of progress steps of an agent (8 for each today). */
export function totalSteps(agent: Agent): number {
  return STEPS[agent].length;
}

/** The spec's message for step `step` (1-based) of `agent`. */
export function stepMessage(agent: Agent, step: number): string {
  const message = STEPS[agent][step - 1];
  if (message === undefined) throw new RangeError(`agent ${agent} has no step ${step}`);
  return message;
}

/** sequenceNumber of the final outcome (completed or error) of a run of `agent`. */
export function finalSequenceNumber(agent: Agent): number {
  return totalSteps(agent) + 1;
}
