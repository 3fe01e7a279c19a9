import { connectRedis } from "@hds/platform";
import { test } from "@hds/testing";
import { describe, expect } from "vitest";
import { DeliveryLedger } from "./ledger.ts";

const withLedger = test.extend("ledger", async ({ infra, namespace }, { onCleanup }) => {
  const redis = await connectRedis(infra.redisUrl, "test");
  onCleanup(() => redis.quit().then(() => undefined));
  return new DeliveryLedger(redis, namespace, { ttlMs: 60_000, leaseMs: 5_000 });
});

/** When the events in these tests were emitted (epoch ms): progress updates, then the final outcome. */
const T = 1_790_000_000_000;
const FINAL_AT = T + 1_000;

describe("delivery ledger", () => {
  withLedger("counts failed attempts and leases an event to one handler at a time", async ({ ledger }) => {
    const first = await ledger.begin("msg_a_1", "a", true, T);
    expect(first).toMatchObject({ type: "attempt", attempt: 1, firstSeen: true });
    // A redelivery overlapping the handler still at work is told to come back later.
    const overlapping = await ledger.begin("msg_a_1", "a", true, T);
    expect(overlapping.type).toBe("busy");
    expect(overlapping.type === "busy" && overlapping.forMs).toBeGreaterThan(4_000);
    if (first.type !== "attempt") return;
    await ledger.recordFailure("msg_a_1", "a", first.lease, 1);
    const second = await ledger.begin("msg_a_1", "a", true, T);
    expect(second).toMatchObject({ type: "attempt", attempt: 2, firstSeen: false });
    if (second.type !== "attempt") return;
    // Handed back without an attempt: the next handler may start at once, on the same number.
    await ledger.release("msg_a_1", "a", second.lease);
    expect(await ledger.begin("msg_a_1", "a", true, T)).toMatchObject({ type: "attempt", attempt: 2 });
  });

  withLedger("goes on from an estimated attempt number once its record was lost", async ({ ledger }) => {
    const after = await ledger.begin("msg_d_9", "d", false, T);
    if (after.type !== "attempt") throw new Error("expected an attempt");
    // The dispatcher estimated attempt 3 (the record was gone); its failure is recorded as such.
    await ledger.recordFailure("msg_d_9", "d", after.lease, 3);
    expect(await ledger.begin("msg_d_9", "d", false, T)).toMatchObject({ attempt: 4, firstSeen: false });
  });

  withLedger(
    "never attempts an acknowledged event again, and ends the run's retries with its final outcome",
    async ({ ledger }) => {
      const progress = await ledger.begin("msg_b_3", "b", true, T);
      const final = await ledger.begin("msg_b_9", "b", false, FINAL_AT);
      if (progress.type !== "attempt" || final.type !== "attempt") throw new Error("expected attempts");
      await ledger.markDelivered("msg_b_3", "b", false, progress.lease, T);
      expect(await ledger.begin("msg_b_3", "b", true, T)).toEqual({ type: "delivered" });
      expect((await ledger.begin("msg_b_4", "b", true, T)).type).toBe("attempt");
      await ledger.markDelivered("msg_b_9", "b", true, final.lease, FINAL_AT);
      expect(await ledger.begin("msg_b_9", "b", false, FINAL_AT)).toEqual({ type: "delivered" });
      // An update never attempted is still sent once; one whose attempt failed is not retried.
      expect((await ledger.begin("msg_b_5", "b", true, T)).type).toBe("attempt");
      const failing = await ledger.begin("msg_b_6", "b", true, T);
      if (failing.type !== "attempt") throw new Error("expected an attempt");
      await ledger.recordFailure("msg_b_6", "b", failing.lease, 1);
      expect(await ledger.begin("msg_b_6", "b", true, T)).toEqual({ type: "stopped", fate: "delivered" });
      // An update emitted after the final outcome (a stalled replica that woke up) is stale.
      expect(await ledger.begin("msg_b_7", "b", true, FINAL_AT + 1)).toEqual({ type: "stopped", fate: "delivered" });
    },
  );

  withLedger("keeps the first reason a run's deliveries ended", async ({ ledger }) => {
    await ledger.endRun("c", "gone");
    await ledger.endRun("c", "failed");
    expect(await ledger.begin("msg_c_2", "c", true, T)).toEqual({ type: "stopped", fate: "gone" });
  });
});
