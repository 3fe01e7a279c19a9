import {
  finalSequenceNumber,
  type RunEvent,
  RunErrorCode,
  stepMessage,
  totalSteps,
  type WebhookPayload,
} from "@hds/contracts";

/**
 * contract.md item 13: progress step k is k, the final result or error is totalSteps + 1, so
 * the same event always gets the same number.
 */
export function sequenceNumberOf(event: RunEvent): number {
  return event.kind === "progress" ? event.step : finalSequenceNumber(event.agent);
}

/** Whether a progress event names a step its agent has (an event that does not can never be delivered). */
export function hasKnownStep(event: RunEvent): boolean {
  return event.kind !== "progress" || event.step <= totalSteps(event.agent);
}

/**
 * The webhook body of an event (contract.md items 12-15), members in the spec's order. Its
 * `timestamp` is when the event happened, so it is the same on every attempt.
 */
export function buildPayload(event: RunEvent): WebhookPayload {
  switch (event.kind) {
    case "progress":
      return {
        ...head(event, "processing"),
        progress: {
          step: event.step,
          totalSteps: totalSteps(event.agent),
          message: stepMessage(event.agent, event.step),
        },
      };
    case "completed":
      return { ...head(event, "completed"), result: event.result };
    case "error":
      // contract.md item 14 gives the error body's code as ANALYSIS_FAILED; what failed (a time-out,
      // the research step) is in the message, and the ops log keeps the run's own code.
      return {
        ...head(event, "error"),
        error: { code: RunErrorCode.analysisFailed, message: event.error.message },
      };
  }
}

function head<S extends WebhookPayload["status"]>(event: RunEvent, status: S) {
  return {
    runId: event.runId,
    status,
    agent: event.agent,
    timestamp: new Date(event.emittedAt).toISOString(),
    sequenceNumber: sequenceNumberOf(event),
  };
}
