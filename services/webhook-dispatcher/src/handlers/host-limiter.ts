/** Gives a permit back; call it once (later calls do nothing). */
export type Release = () => void;

/** A permit, or how long the host looks busy for (come back then), or the wait was aborted. */
export type Admission =
  | { readonly type: "permit"; readonly release: Release }
  | { readonly type: "busy"; readonly forMs: number }
  | { readonly type: "aborted" };

export interface HostLimiterOptions {
  /** Attempts in flight per host (WEBHOOK_MAX_PER_HOST). */
  maxActive: number;
  /** Longest an event may wait for its host's turn before it is handed back instead. */
  maxWaitMs: number;
  /** Idle hosts whose pace is remembered (10,000 by default), so memory stays bounded. */
  maxIdleKeys?: number;
  now?: () => number;
}

interface HostState {
  /** Start times of the attempts in flight. */
  active: Set<{ startedAt: number }>;
  /** Events waiting for a turn, first come first served. */
  waiting: Array<(release: Release) => void>;
  /** Moving average of attempt durations, ms. */
  averageMs: number;
}

/** Weight of the newest duration in the moving average. */
const SMOOTHING = 0.2;
const MAX_IDLE_KEYS = 10_000;

/**
 * At most `maxActive` attempts in flight per destination host (webhooks.md "Delivery"). An event
 * whose host is full waits for a turn only if the wait looks short (a fast receiver frees turns
 * every few ms); otherwise it is told how long the host looks busy and is handed back to JetStream
 * meanwhile. A waiting event holds one of the replica's handler slots, so this is what keeps a
 * slow receiver from holding more than its `maxActive` slots and starving the other receivers.
 */
export class HostLimiter {
  private readonly hosts = new Map<string, HostState>();
  private readonly maxActive: number;
  private readonly maxWaitMs: number;
  private readonly maxIdleKeys: number;
  private readonly now: () => number;

  constructor(options: HostLimiterOptions) {
    this.maxActive = options.maxActive;
    this.maxWaitMs = options.maxWaitMs;
    this.maxIdleKeys = options.maxIdleKeys ?? MAX_IDLE_KEYS;
    this.now = options.now ?? Date.now;
  }

  /**
   * A turn for `host`. With `mustWait` (the event's last delivery) it waits however long it takes;
   * only `signal` ends the wait early.
   */
  acquire(host: string, signal: AbortSignal, mustWait = false): Promise<Admission> {
    if (signal.aborted) return Promise.resolve({ type: "aborted" });
    const state = this.hosts.get(host) ?? { active: new Set(), waiting: [], averageMs: 0 };
    this.hosts.set(host, state);
    if (state.active.size < this.maxActive)
      return Promise.resolve({ type: "permit", release: this.start(host, state) });
    const expected = this.expectedWaitMs(state);
    if (!mustWait && expected > this.maxWaitMs) return Promise.resolve({ type: "busy", forMs: expected });

    return new Promise((resolve) => {
      const leave = (admission: Admission) => {
        const at = state.waiting.indexOf(grant);
        if (at >= 0) state.waiting.splice(at, 1);
        clearTimeout(timer);
        signal.removeEventListener("abort", onAbort);
        resolve(admission);
      };
      const grant = (release: Release) => leave({ type: "permit", release });
      const onAbort = () => leave({ type: "aborted" });
      const timer = mustWait
        ? undefined
        : setTimeout(() => leave({ type: "busy", forMs: this.expectedWaitMs(state) }), this.maxWaitMs);
      signal.addEventListener("abort", onAbort, { once: true });
      state.waiting.push(grant);
    });
  }

  /** Keys with a record, busy or remembered. */
  get trackedKeys(): number {
    return this.hosts.size;
  }

  /** Attempts in flight to `host`. */
  active(host: string): number {
    return this.hosts.get(host)?.active.size ?? 0;
  }

  /**
   * How long a newcomer would wait: the queue ahead of it, served `maxActive` at a time at the
   * pace of recent attempts. A receiver that has just started hanging has no slow attempts on
   * record yet, so an attempt running longer than anyone may wait also marks the host as busy.
   */
  private expectedWaitMs(state: HostState): number {
    const now = this.now();
    let oldest = now;
    for (const attempt of state.active) oldest = Math.min(oldest, attempt.startedAt);
    const stalled = now - oldest;
    const queued = ((state.waiting.length + 1) / this.maxActive) * state.averageMs;
    return Math.max(queued, stalled > this.maxWaitMs ? stalled : 0);
  }

  /** Starts an attempt; its release hands the turn straight to the next waiter, if any. */
  private start(host: string, state: HostState): Release {
    const attempt = { startedAt: this.now() };
    state.active.add(attempt);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const took = this.now() - attempt.startedAt;
      state.averageMs = state.averageMs === 0 ? took : state.averageMs + SMOOTHING * (took - state.averageMs);
      state.active.delete(attempt);
      const next = state.waiting.shift();
      if (next) next(this.start(host, state));
      // An idle key's record is kept (its pace matters next time) unless there are too many.
      else if (state.active.size === 0 && this.hosts.size > this.maxIdleKeys) this.hosts.delete(host);
    };
    return release;
  }
}
