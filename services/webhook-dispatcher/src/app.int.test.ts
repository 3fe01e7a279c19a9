import { AccountStore } from "@hds/accounts";
import { webhookId, webhookPayloadSchema } from "@hds/contracts";
import { Slots } from "@hds/platform";
import { eventually, test } from "@hds/testing";
import { Webhook } from "standardwebhooks";
import { describe, expect } from "vitest";
import { DeliveryLedger } from "./handlers/ledger.ts";
import { USER_AGENT } from "./handlers/signing.ts";
import { completedEvent, errorEvent, Harness, progressEvent, verifyByHand } from "./test-harness.ts";

const withHarness = test.extend("h", async ({ infra, namespace }, { onCleanup }) => {
  const h = await Harness.open(infra, namespace);
  onCleanup(() => h.close());
  return h;
});

describe("webhook dispatcher", () => {
  withHarness("delivers every step and the final result, numbered and signed, then discards the run", async ({ h }) => {
    const run = h.run("light");
    const slots = new Slots(h.redis, h.namespace);
    await slots.acquire(run.companyId, run.agent, run.runId, 7, 60_000);
    await h.startDispatcher();
    await h.publish(...[1, 2, 3, 4, 5, 6, 7, 8].map((step) => progressEvent(run, step)), completedEvent(run));

    await h.receiver.waitFor((all) => all.length === 9);
    const deliveries = h.receiver.forRun(run.runId);
    // The progress updates go out side by side (the receiver orders them by sequenceNumber); the
    // final outcome follows them.
    expect(deliveries.map((d) => d.body.sequenceNumber).sort((a, b) => Number(a) - Number(b))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(deliveries.at(-1)!.body.sequenceNumber).toBe(9);
    for (const d of deliveries) {
      expect(webhookPayloadSchema.parse(d.body)).toEqual(d.body);
      expect(d.headers["webhook-id"]).toBe(webhookId(run.runId, Number(d.body.sequenceNumber)));
      expect(d.headers["content-type"]).toBe("application/json");
      expect(d.headers["user-agent"]).toBe(USER_AGENT);
      expect(d.headers["x-service-signature"]).toBe(d.headers["webhook-signature"]);
      expect(d.headers["x-service-timestamp"]).toBe(d.headers["webhook-timestamp"]);
      expect(new Webhook(h.company.webhookSecret).verify(d.rawBody, d.headers as Record<string, string>)).toEqual(
        d.body,
      );
      expect(verifyByHand(h.company.webhookSecret, d.headers, d.rawBody)).toBe(true);
    }
    const final = deliveries.find((d) => d.body.sequenceNumber === 9)!;
    expect(final.body).toMatchObject({ runId: run.runId, status: "completed", agent: "light" });

    await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
    expect(await slots.active(run.companyId, run.agent)).toBe(0);
    const log = await eventually(async () => {
      const entries = await h.opsLog();
      return entries.length > 0 && entries;
    });
    expect(log).toEqual([
      expect.objectContaining({
        runId: run.runId,
        companyId: run.companyId,
        keyId: "key_test",
        agentType: "light",
        status: "success",
        errorCode: null,
      }),
    ]);
  });

  withHarness(
    "retries on the schedule: 500 twice then 200 is delivered on attempt 3 with the same id, number and body",
    async ({ h }) => {
      h.receiver.respondWith((_d, attempt) => ({ status: attempt < 3 ? 500 : 200 }));
      await h.startDispatcher({ schedules: { final: [0, 200, 200, 200], progress: [0] } });
      const run = h.run();
      await h.publish(completedEvent(run));

      await h.receiver.waitForFinal(run.runId);
      const attempts = h.receiver.forRun(run.runId);
      expect(attempts.map((d) => d.status)).toEqual([500, 500, 200]);
      expect(new Set(attempts.map((d) => d.headers["webhook-id"]))).toEqual(new Set([webhookId(run.runId, 9)]));
      expect(new Set(attempts.map((d) => d.rawBody)).size).toBe(1);
      expect(attempts.every((d) => d.body.sequenceNumber === 9)).toBe(true);
      // Never early: each retry waits at least the configured delay.
      expect(attempts[1]!.receivedAt - attempts[0]!.receivedAt).toBeGreaterThanOrEqual(200);
      expect(attempts[2]!.receivedAt - attempts[1]!.receivedAt).toBeGreaterThanOrEqual(200);
      await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
    },
  );

  withHarness("410 Gone stops every further delivery of the run", async ({ h }) => {
    h.receiver.respondWith(() => ({ status: 410 }));
    await h.startDispatcher();
    const run = h.run();
    await h.publish(progressEvent(run, 1));
    await h.receiver.waitFor((all) => all.length === 1);
    await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "step 1 settled");

    h.receiver.respondWith(() => ({ status: 200 }));
    await h.publish(progressEvent(run, 2), completedEvent(run));
    const [entry] = await eventually(async () => {
      const entries = await h.opsLog();
      return entries.length > 0 && entries;
    });
    expect(entry).toMatchObject({ runId: run.runId, status: "error", errorCode: "WEBHOOK_GONE" });
    expect(await h.eventsLeft()).toBe(0);
    expect(h.receiver.deliveries).toHaveLength(1);
  });

  withHarness("after a 410, no event of the run still waiting is sent, the final outcome included", async ({ h }) => {
    h.receiver.respondWith(() => ({ status: 410 }));
    // Two attempts per host at a time: the rest wait, and find the run stopped when their turn comes.
    await h.startDispatcher({ maxPerHost: 2 });
    const run = h.run();
    await h.publish(...[1, 2, 3, 4, 5, 6, 7, 8].map((step) => progressEvent(run, step)), completedEvent(run));

    const [entry] = await eventually(async () => {
      const entries = await h.opsLog();
      return entries.length > 0 && entries;
    });
    expect(entry).toMatchObject({ runId: run.runId, status: "error", errorCode: "WEBHOOK_GONE" });
    await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
    expect(h.receiver.deliveries.length).toBeLessThanOrEqual(2);
    expect(h.receiver.deliveries.map((d) => d.body.sequenceNumber)).not.toContain(9);
  });

  withHarness("a slow receiver gets every progress update, and the final outcome after them", async ({ h }) => {
    h.receiver.respondWith(() => ({ status: 200, delayMs: 400 }));
    await h.startDispatcher();
    const run = h.run();
    await h.publish(...[1, 2, 3, 4, 5, 6, 7, 8].map((step) => progressEvent(run, step)), completedEvent(run));

    await h.receiver.waitFor((all) => all.length === 9, 8_000);
    const numbers = h.receiver.forRun(run.runId).map((d) => Number(d.body.sequenceNumber));
    expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(numbers.at(-1)).toBe(9);
    await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
  });

  withHarness("cuts a receiver that hangs at the attempt time-out and tries again", async ({ h }) => {
    const arrivals: number[] = [];
    h.receiver.respondWith((_d, attempt) => {
      arrivals.push(Date.now());
      return attempt === 1 ? { status: 200, delayMs: 5_000 } : { status: 200 };
    });
    await h.startDispatcher({ attemptTimeoutMs: 300, schedules: { final: [0, 100], progress: [0] } });
    const run = h.run();
    await h.publish(completedEvent(run));

    // The hung first attempt is recorded only once the receiver answers (after 5 s), so the
    // delivery seen here is the second attempt.
    const second = await h.receiver.waitForFinal(run.runId, 4_000);
    expect(second.headers["webhook-id"]).toBe(webhookId(run.runId, 9));
    expect(arrivals).toHaveLength(2);
    const gap = arrivals[1]! - arrivals[0]!;
    expect(gap).toBeGreaterThanOrEqual(300 + 100);
    expect(gap).toBeLessThan(2_000);
    await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
    expect((await h.opsLog())[0]).toMatchObject({ status: "success" });
  });

  withHarness("honours Retry-After on 503 and 429 even beyond the schedule's longest wait", async ({ h }) => {
    h.receiver.respondWith((_d, attempt) =>
      attempt === 1
        ? { status: 503, headers: { "retry-after": "1" } }
        : attempt === 2
          ? { status: 429, headers: { "retry-after": "1" } }
          : { status: 200 },
    );
    // The stream's age limit, not the schedule (50 ms at most here), bounds how long a receiver may ask for.
    await h.startDispatcher({ schedules: { final: [0, 50, 50], progress: [0] } });
    const run = h.run();
    await h.publish(completedEvent(run));

    await h.receiver.waitForFinal(run.runId, 8_000);
    const [first, second, third] = h.receiver.forRun(run.runId);
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(1_000);
    expect(third!.receivedAt - second!.receivedAt).toBeGreaterThanOrEqual(1_000);
  });

  withHarness(
    "gives the final outcome up when its schedule is exhausted and records WEBHOOK_DELIVERY_FAILED",
    async ({ h }) => {
      h.receiver.respondWith(() => ({ status: 500 }));
      await h.startDispatcher({ schedules: { final: [0, 100, 100], progress: [0] } });
      const run = h.run();
      await h.publish(errorEvent(run));

      const [entry] = await eventually(async () => {
        const entries = await h.opsLog();
        return entries.length > 0 && entries;
      });
      expect(entry).toMatchObject({ runId: run.runId, status: "error", errorCode: "WEBHOOK_DELIVERY_FAILED" });
      expect(h.receiver.forRun(run.runId)).toHaveLength(3);
      expect(await h.eventsLeft()).toBe(0);
    },
  );

  withHarness("drops a progress update still being retried once the final outcome is delivered", async ({ h }) => {
    h.receiver.respondWith((d) => ({ status: d.body.status === "processing" ? 500 : 200 }));
    await h.startDispatcher({ schedules: { final: [0, 100], progress: [0, 400, 400, 400] } });
    const run = h.run();
    await h.publish(progressEvent(run, 1));
    await h.receiver.waitFor((all) => all.length === 1);
    await h.publish(completedEvent(run));

    await h.receiver.waitForFinal(run.runId);
    await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
    expect(h.receiver.forRun(run.runId).filter((d) => d.body.status === "processing")).toHaveLength(1);
  });

  withHarness(
    "sends no progress update emitted after the run's final outcome (a replica that woke up after its run was ended)",
    async ({ h }) => {
      await h.startDispatcher();
      const run = h.run();
      await h.publish(errorEvent(run, "The analysis did not finish within the time allowed."));
      await h.receiver.waitForFinal(run.runId);
      await h.publish(...[1, 2, 3].map((step) => progressEvent(run, step)));

      await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
      expect(h.receiver.forRun(run.runId).map((d) => d.body.status)).toEqual(["error"]);
    },
  );

  withHarness("releases the run's slot before the first attempt, whatever the delivery's fate", async ({ h }) => {
    h.receiver.respondWith(() => ({ status: 500, delayMs: 1_500 }));
    const run = h.run();
    const slots = new Slots(h.redis, h.namespace);
    await slots.acquire(run.companyId, run.agent, run.runId, 7, 60_000);
    await h.startDispatcher();
    await h.publish(completedEvent(run));

    await eventually(async () => (await slots.active(run.companyId, run.agent)) === 0, 1_000, "slot released");
    // The first attempt has not been answered yet.
    expect(h.receiver.deliveries).toHaveLength(0);
  });

  withHarness("signs the next delivery with a regenerated secret", async ({ h }) => {
    // The dispatcher reads secrets from its own watched copy of the accounts, as in production.
    const accounts = await AccountStore.open(h.nc, h.namespace);
    try {
      await h.startDispatcher({}, { accounts });
      const run = h.run();
      const oldSecret = h.company.webhookSecret;
      await h.publish(progressEvent(run, 1));
      await h.receiver.waitFor((all) => all.length === 1);

      const newSecret = await h.accounts.regenerateWebhookSecret(h.company.companyId);
      await eventually(() => accounts.company(h.company.companyId)?.webhookSecret === newSecret, 2_000, "secret seen");
      await h.publish(progressEvent(run, 2));
      await h.receiver.waitFor((all) => all.length === 2);

      const [first, second] = h.receiver.deliveries;
      expect(verifyByHand(oldSecret, first!.headers, first!.rawBody)).toBe(true);
      expect(verifyByHand(newSecret, second!.headers, second!.rawBody)).toBe(true);
      expect(verifyByHand(oldSecret, second!.headers, second!.rawBody)).toBe(false);
      expect(() => new Webhook(oldSecret).verify(second!.rawBody, second!.headers as Record<string, string>)).toThrow();
    } finally {
      await accounts.close();
    }
  });

  withHarness("goes on with the schedule, never early, after Redis lost the delivery bookkeeping", async ({ h }) => {
    h.receiver.respondWith(() => ({ status: 500 }));
    await h.startDispatcher({ schedules: { final: [0, 300, 2_500], progress: [0] } });
    const run = h.run();
    await h.publish(completedEvent(run));
    await h.receiver.waitFor((all) => all.length === 2, 5_000);
    // Redis restarted empty: attempt counts and leases are gone, the event is still in JetStream.
    const keys = await h.redis.keys(`${h.namespace}:webhooks:*`);
    if (keys.length > 0) await h.redis.del(...keys);

    await eventually(async () => (await h.eventsLeft()) === 0, 10_000, "EVENTS empty");
    const times = h.receiver.forRun(run.runId).map((d) => d.receivedAt);
    expect(times).toHaveLength(3);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(2_500);
  });

  withHarness("does not send again an event the receiver acknowledged before the dispatcher died", async ({ h }) => {
    const run = h.run();
    const event = completedEvent(run);
    // What a dispatcher leaves behind when it dies after the receiver's 200 and before the ack:
    // the marker is written, the message is still in the stream.
    const ledger = new DeliveryLedger(h.redis, h.namespace, { ttlMs: 60_000, leaseMs: 5_000 });
    await h.redis.set(ledger.keys(webhookId(run.runId, 9), run.runId).delivered, "1", "PX", 60_000);
    await h.publish(event);
    await h.startDispatcher();

    await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
    expect(h.receiver.deliveries).toHaveLength(0);
    expect(await h.opsLog()).toEqual([expect.objectContaining({ runId: run.runId, status: "success" })]);
  });

  withHarness("keeps at most WEBHOOK_MAX_PER_HOST attempts in flight to one host", async ({ h }) => {
    let inFlight = 0;
    let peak = 0;
    h.receiver.respondWith(() => {
      peak = Math.max(peak, ++inFlight);
      setTimeout(() => inFlight--, 150);
      return { status: 200, delayMs: 150 };
    });
    await h.startDispatcher({ maxPerHost: 2, concurrency: 16 });
    const runs = Array.from({ length: 8 }, () => h.run());
    await h.publish(...runs.map((run) => completedEvent(run)));

    await h.receiver.waitFor((all) => all.length === 8, 10_000);
    expect(peak).toBe(2);
    await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
    expect(new Set(h.receiver.deliveries.map((d) => d.headers["webhook-id"])).size).toBe(8);
  });

  withHarness(
    "hands an attempt that outlasts the shutdown grace back, and another replica delivers it",
    async ({ h }) => {
      let arrived!: () => void;
      const firstArrival = new Promise<void>((resolve) => (arrived = resolve));
      h.receiver.respondWith((_d, attempt) => {
        arrived();
        return attempt === 1 ? { status: 200, delayMs: 10_000 } : { status: 200 };
      });
      const first = await h.startDispatcher();
      const run = h.run();
      await h.publish(completedEvent(run));
      await firstArrival;

      const stopping = Date.now();
      await first.stop(1_000);
      expect(Date.now() - stopping).toBeLessThan(1_500);
      await h.startDispatcher();
      const final = await h.receiver.waitForFinal(run.runId, 5_000);
      expect(final.headers["webhook-id"]).toBe(webhookId(run.runId, 9));
      await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
    },
  );

  withHarness("lets an attempt in flight finish during shutdown, so it is not sent twice", async ({ h }) => {
    let arrived!: () => void;
    const firstArrival = new Promise<void>((resolve) => (arrived = resolve));
    h.receiver.respondWith(() => {
      arrived();
      return { status: 200, delayMs: 300 };
    });
    const first = await h.startDispatcher();
    const run = h.run();
    await h.publish(completedEvent(run));
    await firstArrival;

    await first.stop(3_000);
    expect(await h.eventsLeft()).toBe(0);
    await h.startDispatcher();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.receiver.forRun(run.runId)).toHaveLength(1);
  });
});
