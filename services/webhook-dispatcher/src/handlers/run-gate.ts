/** Gives back what {@link RunGate.hold} took; later calls do nothing. */
export type Done = () => void;

interface RunState {
  /** Progress updates of the run in this replica's hands. */
  held: number;
  /** Final outcomes waiting for them. */
  waiters: Array<() => void>;
}

/**
 * Keeps a run's final outcome behind its progress updates where this replica can: the updates of
 * a run go out side by side (a slow receiver then costs one round trip, not one per step), and
 * the final outcome waits, for a bounded time, until the updates in hand have been settled. A
 * receiver still orders by sequenceNumber; this makes the final outcome arrive last in the
 * common case. An update handed back to JetStream is not waited for: it is sent when it returns.
 */
export class RunGate {
  private readonly runs = new Map<string, RunState>();

  /** Marks a progress update of `runId` as in hand until the returned function is called. */
  hold(runId: string): Done {
    const state = this.runs.get(runId) ?? { held: 0, waiters: [] };
    this.runs.set(runId, state);
    state.held++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      state.held--;
      if (state.held > 0) return;
      this.runs.delete(runId);
      for (const wake of state.waiters.splice(0)) wake();
    };
  }

  /** Resolves once no progress update of `runId` is in hand, after `maxWaitMs` at most, or when `signal` aborts. */
  settled(runId: string, maxWaitMs: number, signal: AbortSignal): Promise<void> {
    const state = this.runs.get(runId);
    if (state === undefined || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", finish);
        const at = state.waiters.indexOf(finish);
        if (at >= 0) state.waiters.splice(at, 1);
        resolve();
      };
      const timer = setTimeout(finish, maxWaitMs);
      signal.addEventListener("abort", finish, { once: true });
      state.waiters.push(finish);
    });
  }

  /** Runs with progress updates in hand (for tests: nothing is left behind). */
  get trackedRuns(): number {
    return this.runs.size;
  }
}
