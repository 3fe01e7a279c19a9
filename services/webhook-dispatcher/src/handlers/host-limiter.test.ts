import { describe, expect, test } from "vitest";
import { type Admission, HostLimiter, type Release } from "./host-limiter.ts";

const never = new AbortController().signal;

/** A clock the test moves by hand. */
function manualClock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

function permit(admission: Admission): Release {
  if (admission.type !== "permit") throw new Error(`expected a permit, got ${admission.type}`);
  return admission.release;
}

describe("per-host limit", () => {
  test("lets at most maxActive attempts in per host and serves waiters in order", async () => {
    const clock = manualClock();
    const limiter = new HostLimiter({ maxActive: 2, maxWaitMs: 1_000, now: clock.now });
    const a = permit(await limiter.acquire("a.test", never));
    const b = permit(await limiter.acquire("a.test", never));
    const order: string[] = [];
    const third = limiter.acquire("a.test", never).then((r) => (order.push("third"), r));
    const fourth = limiter.acquire("a.test", never).then((r) => (order.push("fourth"), r));
    // Another host is not held up by the busy one.
    permit(await limiter.acquire("b.test", never));
    expect(limiter.active("a.test")).toBe(2);
    a();
    a();
    b();
    permit(await third);
    permit(await fourth);
    expect(order).toEqual(["third", "fourth"]);
    expect(limiter.active("a.test")).toBe(2);
  });

  test("remembers idle hosts, but forgets an idle key at once with maxIdleKeys 0", async () => {
    const hosts = new HostLimiter({ maxActive: 1, maxWaitMs: 1_000 });
    permit(await hosts.acquire("a.test", never))();
    expect(hosts.trackedKeys).toBe(1);

    const runs = new HostLimiter({ maxActive: 1, maxWaitMs: 1_000, maxIdleKeys: 0 });
    const first = permit(await runs.acquire("run-1", never));
    const second = runs.acquire("run-1", never);
    first();
    // Still in use by the waiter that was handed the turn.
    expect(runs.trackedKeys).toBe(1);
    permit(await second)();
    expect(runs.trackedKeys).toBe(0);
  });

  test("hands an event back at once when its host has been slow, saying for how long", async () => {
    const clock = manualClock();
    const limiter = new HostLimiter({ maxActive: 1, maxWaitMs: 1_000, now: clock.now });
    const first = permit(await limiter.acquire("slow.test", never));
    clock.advance(5_000);
    first();
    const second = permit(await limiter.acquire("slow.test", never));
    // One attempt on record took 5 s: a newcomer would wait about that long.
    expect(await limiter.acquire("slow.test", never)).toEqual({ type: "busy", forMs: 5_000 });
    second();
  });

  test("notices a receiver that has just started hanging by the age of its attempts", async () => {
    const clock = manualClock();
    const limiter = new HostLimiter({ maxActive: 2, maxWaitMs: 1_000, now: clock.now });
    permit(await limiter.acquire("hung.test", never));
    permit(await limiter.acquire("hung.test", never));
    clock.advance(3_000);
    expect(await limiter.acquire("hung.test", never)).toEqual({ type: "busy", forMs: 3_000 });
  });

  test("stops waiting after maxWaitMs, unless it must wait", async () => {
    const limiter = new HostLimiter({ maxActive: 1, maxWaitMs: 30 });
    const first = permit(await limiter.acquire("a.test", never));
    expect((await limiter.acquire("a.test", never)).type).toBe("busy");
    const forced = limiter.acquire("a.test", never, true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    first();
    expect((await forced).type).toBe("permit");
  });

  test("gives up waiting when the signal aborts", async () => {
    const limiter = new HostLimiter({ maxActive: 1, maxWaitMs: 1_000 });
    const first = permit(await limiter.acquire("a.test", never));
    const stop = new AbortController();
    const waiting = limiter.acquire("a.test", stop.signal);
    stop.abort();
    expect(await waiting).toEqual({ type: "aborted" });
    first();
    expect(limiter.active("a.test")).toBe(0);
    expect(await limiter.acquire("a.test", stop.signal)).toEqual({ type: "aborted" });
  });
});
