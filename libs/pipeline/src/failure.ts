import { RunErrorCode } from "@hds/contracts";

/**
 * The client-facing message of each error code. Messages are fixed sentences chosen by code, never
 * built from an exception or from input, so an error webhook cannot carry health data.
 */
export const RUN_ERROR_MESSAGES: Record<RunErrorCode, string> = {
  [RunErrorCode.analysisFailed]: "The analysis could not be completed. No result was produced for this run.",
  [RunErrorCode.analysisTimeout]: "The analysis did not finish within the time allowed. No result was produced.",
  [RunErrorCode.researchFailed]: "The research step could not be completed. No result was produced for this run.",
};

/**
 * A failure that is known to be final: retrying the run cannot help (a value found unusable late,
 * a result that breaks the contract). The run ends at once with the error event of `code`.
 *
 * `reason` is a constant phrase for the service log (never input); the client sees only the
 * fixed message of the code.
 */
export class RunFailure extends Error {
  override readonly name = "RunFailure";
  readonly code: RunErrorCode;

  constructor(code: RunErrorCode, reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.code = code;
  }
}

/** The run's analysis deadline passed (ANALYSIS_DEADLINE_MS). */
export class DeadlineExceeded extends Error {
  override readonly name = "DeadlineExceeded";
  readonly code = RunErrorCode.analysisTimeout;
}

/** The worker is stopping: the run is handed back to JetStream for another replica. */
export class HandedBack extends Error {
  override readonly name = "HandedBack";
}

/** The run was withdrawn while being worked on: its outcome is already out, so it is dropped. */
export class RunWithdrawn extends Error {
  override readonly name = "RunWithdrawn";
}

/**
 * Delay before a run that failed unexpectedly is tried again: short, because a run is cheap and
 * its client is waiting, and growing, so a failing dependency is not hammered.
 */
export function retryDelayMs(deliveryCount: number): number {
  return Math.min(200 * 2 ** (deliveryCount - 1), 5_000);
}
