/**
 * A retry schedule (webhooks.md "Retries"): entry i is the wait before attempt i + 1, so entry 0
 * is 0 and the schedule's length is the number of attempts.
 */
export type Schedule = readonly number[];

/** Each wait is lengthened by up to this fraction, so receivers that failed together are not retried together. */
export const MAX_JITTER = 0.2;

export type NextAttempt = { readonly type: "retry"; readonly delayMs: number } | { readonly type: "exhausted" };

export interface RetryInput {
  schedule: Schedule;
  /** The number of the attempt that just failed (1 for the first). */
  attempt: number;
  /** The receiver's Retry-After (429/503), in ms from now. */
  retryAfterMs?: number | undefined;
  /** A uniform random number in [0, 1), for the jitter. */
  random: number;
  nowMs: number;
  /**
   * The latest time an attempt can still start: the event expires from its stream then. An
   * attempt the schedule puts later is not made; the event is settled as failed instead, so its
   * operational-log entry is still written.
   */
  deadlineMs?: number | undefined;
}

/**
 * When to make the next attempt, if any. Never earlier than the schedule says: jitter only adds,
 * and Retry-After can only push the attempt later. A receiver cannot park an event beyond the
 * time it may live: a Retry-After reaching past the event's deadline gets one last attempt at the
 * deadline rather than none, and where the stream sets no deadline it is capped at the schedule's
 * longest wait.
 */
export function nextAttempt(input: RetryInput): NextAttempt {
  const base = input.schedule[input.attempt];
  if (base === undefined) return { type: "exhausted" };
  let delay = base * (1 + MAX_JITTER * input.random);
  if (input.retryAfterMs !== undefined) {
    const cap = input.deadlineMs === undefined ? Math.max(...input.schedule) : Number.POSITIVE_INFINITY;
    delay = Math.max(delay, Math.min(input.retryAfterMs, cap));
  }
  if (input.deadlineMs !== undefined) {
    const left = input.deadlineMs - input.nowMs;
    if (base > left) return { type: "exhausted" };
    delay = Math.min(delay, left);
  }
  return { type: "retry", delayMs: Math.ceil(delay) };
}

/**
 * The most attempts the schedule can have made within `elapsedMs` of the event's emission: the
 * first, and each whose waits (without jitter, which only adds) have all passed by then.
 */
export function attemptsWithin(schedule: Schedule, elapsedMs: number): number {
  let count = 0;
  let at = 0;
  for (const wait of schedule) {
    at += wait;
    if (at > elapsedMs) break;
    count++;
  }
  return Math.max(1, count);
}

/**
 * A Retry-After header (RFC 9110: delay in seconds or an HTTP date) as ms from now; undefined when
 * absent or unreadable.
 */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP date form starts with the day's name; Date.parse alone would take "-5" for a year.
  const at = /^[A-Za-z]+,? /.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
