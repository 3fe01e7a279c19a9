import { randomUUID } from "node:crypto";
import type { Redis } from "@hds/platform";

/**
 * How a run's deliveries ended, once they have: its final outcome was `delivered`, or delivery
 * stopped because the receiver answered 410 (`gone`), the SSRF guard refused the destination
 * (`forbidden`) or the final outcome's schedule ran out (`failed`).
 */
export type RunFate = "delivered" | "gone" | "forbidden" | "failed";

/** What to do with an event that has just arrived (or come back). */
export type LedgerState =
  | { readonly type: "delivered" }
  | { readonly type: "stopped"; readonly fate: RunFate }
  /** Another delivery of the same event is being attempted right now; come back after `forMs`. */
  | { readonly type: "busy"; readonly forMs: number }
  /**
   * Make attempt number `attempt`; the event is leased to this handler until it reports back.
   * `firstSeen`: the ledger had no record of the event, so this is its first attempt unless the
   * record was lost (Redis restarted empty): see the dispatcher's use of it.
   */
  | { readonly type: "attempt"; readonly attempt: number; readonly lease: string; readonly firstSeen: boolean };

const FATES: readonly string[] = ["delivered", "gone", "forbidden", "failed"] satisfies RunFate[];

/**
 * One round trip: an event the receiver acknowledged is never sent again; an event of a run whose
 * deliveries have ended is not sent, except a progress update (ARGV[3] = '1') never attempted
 * whose run ended with its final outcome delivered, if it was emitted before that final outcome
 * (ARGV[4] against KEYS[5], both epoch ms): only an update's retries stop then, while an update
 * emitted after the final outcome (a stalled replica that woke up) is stale; an event
 * another handler is attempting is left to it (a JetStream redelivery can overlap the delivery
 * still at work when that one's process stalls); otherwise the event is leased and this is the
 * attempt after the failed ones.
 */
const BEGIN = `
if redis.call('EXISTS', KEYS[1]) == 1 then return {'delivered'} end
local recorded = redis.call('GET', KEYS[3])
local failed = tonumber(recorded or '0')
local fate = redis.call('GET', KEYS[2])
if fate then
  local finalAt = tonumber(redis.call('GET', KEYS[5]) or '0')
  if not (fate == 'delivered' and ARGV[3] == '1' and failed == 0 and tonumber(ARGV[4]) <= finalAt) then
    return {'stopped', fate}
  end
end
if not redis.call('SET', KEYS[4], ARGV[1], 'PX', ARGV[2], 'NX') then return {'busy', redis.call('PTTL', KEYS[4])} end
if not recorded then
  redis.call('SET', KEYS[3], '0', 'PX', ARGV[5])
  return {'attempt', 1, 1}
end
return {'attempt', failed + 1, 0}
`;

/** Frees the lease if it is still the caller's. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

/** Records that attempt ARGV[3] failed (a number, not an increment: the attempt may have been estimated). */
const FAILED = `
redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[1])
if redis.call('GET', KEYS[2]) == ARGV[2] then redis.call('DEL', KEYS[2]) end
return 1
`;

/** The receiver acknowledged the event; a final outcome also ends the run's deliveries. */
const DELIVERED = `
redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
redis.call('DEL', KEYS[3])
if ARGV[2] == '1' and redis.call('SET', KEYS[2], 'delivered', 'PX', ARGV[1], 'NX') then
  redis.call('SET', KEYS[5], ARGV[4], 'PX', ARGV[1])
end
if redis.call('GET', KEYS[4]) == ARGV[3] then redis.call('DEL', KEYS[4]) end
return 1
`;

type LedgerCommands = {
  webhookBegin(
    ...keysAndArgs: [string, string, string, string, string, string, number, "1" | "0", number, number]
  ): Promise<[string, string | number | undefined, number | undefined]>;
  webhookDelivered(
    ...keysAndArgs: [string, string, string, string, string, number, "1" | "0", string, number]
  ): Promise<number>;
  webhookFailed(...keysAndArgs: [string, string, number, string, number]): Promise<number>;
  webhookRelease(...keysAndArgs: [string, string]): Promise<number>;
};

export interface LedgerOptions {
  /** How long bookkeeping is kept: longer than an event can live in its stream. */
  ttlMs: number;
  /** How long an attempt may hold its event: the wait for the host's turn, the attempt, the rest. */
  leaseMs: number;
}

/**
 * The dispatcher's bookkeeping in Redis (ids, counts and fate words only, all with a TTL):
 * - `delivered:<webhookId>`: the receiver acknowledged this event. Written before the JetStream
 *   ack, so a dispatcher that dies in between does not send it again.
 * - `attempts:<webhookId>`: attempts that failed (0 from the event's first arrival), so the
 *   schedule advances by attempts, not by redeliveries (a hand-back at shutdown or when the host is
 *   busy is not an attempt). An attempt cut short by the dispatcher dying is not counted either:
 *   it is not the receiver's failure. A redelivered event without this record lost it to a Redis
 *   restart; the dispatcher then assumes the schedule ran as planned (see `firstSeen`).
 * - `lease:<webhookId>`: the handler attempting this event now; no other may until it reports.
 * - `run:<runId>`: how the run's deliveries ended; its other events are dropped (but a progress
 *   update not yet attempted when the final outcome was delivered: see BEGIN).
 * - `final:<runId>`: when the delivered final outcome was emitted (epoch ms).
 */
export class DeliveryLedger {
  private readonly redis: Redis & LedgerCommands;
  private readonly prefix: string;
  private readonly ttlMs: number;
  private readonly leaseMs: number;

  constructor(redis: Redis, namespace: string, options: LedgerOptions) {
    // Sent once, then run by their SHA (EVALSHA) on every event.
    if (!("webhookBegin" in redis)) {
      redis.defineCommand("webhookBegin", { numberOfKeys: 5, lua: BEGIN });
      redis.defineCommand("webhookDelivered", { numberOfKeys: 5, lua: DELIVERED });
      redis.defineCommand("webhookFailed", { numberOfKeys: 2, lua: FAILED });
      redis.defineCommand("webhookRelease", { numberOfKeys: 1, lua: RELEASE });
    }
    this.redis = redis as Redis & LedgerCommands;
    this.prefix = `${namespace}:webhooks`;
    this.ttlMs = options.ttlMs;
    this.leaseMs = options.leaseMs;
  }

  /** Redis keys of an event and its run (exported for tests). */
  keys(webhookId: string, runId: string) {
    return {
      delivered: `${this.prefix}:delivered:${webhookId}`,
      run: `${this.prefix}:run:${runId}`,
      attempts: `${this.prefix}:attempts:${webhookId}`,
      lease: `${this.prefix}:lease:${webhookId}`,
      finalAt: `${this.prefix}:final:${runId}`,
    };
  }

  /**
   * Decides an event's next step: settle it, leave it to the handler at it, or attempt it.
   * `emittedAtMs` is when the event was emitted (a progress update's, to compare with the final's).
   */
  async begin(webhookId: string, runId: string, progress: boolean, emittedAtMs: number): Promise<LedgerState> {
    const k = this.keys(webhookId, runId);
    const lease = randomUUID();
    const [type, value, firstSeen] = await this.redis.webhookBegin(
      k.delivered,
      k.run,
      k.attempts,
      k.lease,
      k.finalAt,
      lease,
      this.leaseMs,
      progress ? "1" : "0",
      emittedAtMs,
      this.ttlMs,
    );
    if (type === "delivered") return { type };
    if (type === "stopped") return { type, fate: FATES.includes(String(value)) ? (value as RunFate) : "failed" };
    if (type === "busy") return { type, forMs: Math.max(0, Number(value)) };
    return { type: "attempt", attempt: Number(value), lease, firstSeen: firstSeen === 1 };
  }

  /**
   * Records the receiver's acknowledgement; for a final outcome (emitted at `emittedAtMs`), also
   * that the run's deliveries are over.
   */
  async markDelivered(
    webhookId: string,
    runId: string,
    final: boolean,
    lease: string,
    emittedAtMs: number,
  ): Promise<void> {
    const k = this.keys(webhookId, runId);
    await this.redis.webhookDelivered(
      k.delivered,
      k.run,
      k.attempts,
      k.lease,
      k.finalAt,
      this.ttlMs,
      final ? "1" : "0",
      lease,
      emittedAtMs,
    );
  }

  /** Records that attempt number `attempt` failed and gives the event up for its next one. */
  async recordFailure(webhookId: string, runId: string, lease: string, attempt: number): Promise<void> {
    const k = this.keys(webhookId, runId);
    await this.redis.webhookFailed(k.attempts, k.lease, this.ttlMs, lease, attempt);
  }

  /** Gives the event up without an attempt (handed back), so another handler can take it at once. */
  async release(webhookId: string, runId: string, lease: string): Promise<void> {
    await this.redis.webhookRelease(this.keys(webhookId, runId).lease, lease);
  }

  /** Ends the run's deliveries; the first reason recorded stays. */
  async endRun(runId: string, fate: RunFate): Promise<void> {
    await this.redis.set(`${this.prefix}:run:${runId}`, fate, "PX", this.ttlMs, "NX");
  }
}
