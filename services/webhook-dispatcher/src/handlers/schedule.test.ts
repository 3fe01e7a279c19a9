import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { attemptsWithin, MAX_JITTER, nextAttempt, parseRetryAfter } from "./schedule.ts";

const FINAL = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
const now = Date.parse("2026-01-31T12:00:00.000Z");

describe("retry schedule", () => {
  test("waits the schedule's next delay after each failed attempt, and stops after the last", () => {
    const delays = FINAL.map((_, i) => nextAttempt({ schedule: FINAL, attempt: i + 1, random: 0, nowMs: now }));
    expect(delays).toEqual([...FINAL.slice(1).map((delayMs) => ({ type: "retry", delayMs })), { type: "exhausted" }]);
  });

  test("adds 0-20 % jitter and is never early", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: FINAL.length - 1 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, random) => {
          const next = nextAttempt({ schedule: FINAL, attempt, random, nowMs: now });
          const base = FINAL[attempt]!;
          expect(next.type).toBe("retry");
          if (next.type !== "retry") return;
          expect(next.delayMs).toBeGreaterThanOrEqual(base);
          expect(next.delayMs).toBeLessThanOrEqual(Math.ceil(base * (1 + MAX_JITTER)));
        },
      ),
    );
  });

  test("honours a Retry-After up to the event's deadline, and makes one last attempt there", () => {
    const schedule = [0, 5_000, 120_000];
    const deadlineMs = now + 36 * 3_600_000;
    expect(nextAttempt({ schedule, attempt: 1, random: 0, nowMs: now, retryAfterMs: 600_000, deadlineMs })).toEqual({
      type: "retry",
      delayMs: 600_000,
    });
    expect(
      nextAttempt({ schedule, attempt: 1, random: 0, nowMs: now, retryAfterMs: 48 * 3_600_000, deadlineMs }),
    ).toEqual({ type: "retry", delayMs: 36 * 3_600_000 });
  });

  test("without a deadline, lets Retry-After push an attempt later, never earlier, and no later than the longest wait", () => {
    const schedule = [0, 5_000, 300_000];
    expect(nextAttempt({ schedule, attempt: 1, random: 0, nowMs: now, retryAfterMs: 60_000 })).toEqual({
      type: "retry",
      delayMs: 60_000,
    });
    expect(nextAttempt({ schedule, attempt: 1, random: 0, nowMs: now, retryAfterMs: 1_000 })).toEqual({
      type: "retry",
      delayMs: 5_000,
    });
    expect(nextAttempt({ schedule, attempt: 1, random: 0, nowMs: now, retryAfterMs: 86_400_000 })).toEqual({
      type: "retry",
      delayMs: 300_000,
    });
  });

  test("plans no attempt after the event would have expired from its stream", () => {
    const schedule = [0, 5_000, 60_000];
    // The jitter is cut short rather than carry the attempt past the deadline...
    expect(nextAttempt({ schedule, attempt: 2, random: 0.99, nowMs: now, deadlineMs: now + 61_000 })).toEqual({
      type: "retry",
      delayMs: 61_000,
    });
    // ...but the schedule's own delay is never shortened: the event is given up instead.
    expect(nextAttempt({ schedule, attempt: 2, random: 0, nowMs: now, deadlineMs: now + 59_000 })).toEqual({
      type: "exhausted",
    });
  });

  test("reads Retry-After as seconds or an HTTP date, and ignores anything else", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter(["7"], now)).toBe(7_000);
    expect(parseRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(parseRetryAfter(new Date(now - 90_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-5", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  test("counts the attempts the schedule can have made within a time since the event", () => {
    expect(attemptsWithin(FINAL, 0)).toBe(1);
    expect(attemptsWithin(FINAL, 4_999)).toBe(1);
    expect(attemptsWithin(FINAL, 5_000)).toBe(2);
    expect(attemptsWithin(FINAL, 6 * 60_000)).toBe(3);
    expect(attemptsWithin(FINAL, 40 * 60_000)).toBe(4);
    expect(attemptsWithin(FINAL, 100 * 3_600_000)).toBe(FINAL.length);
  });
});
