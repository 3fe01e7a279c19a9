import { setTimeout as sleep } from "node:timers/promises";
import type { NatsConnection } from "@nats-io/transport-node";
import type { Redis } from "ioredis";

export interface ConnectionWatch {
  /** Redis is connected, and NATS and Redis have both answered a round trip lately. */
  readonly ready: boolean;
  stop(): void;
}

export interface ConnectionWatchOptions {
  /** Time between round trips to each server. */
  intervalMs?: number;
  /** A server that has not answered for this long counts as away. */
  staleAfterMs?: number;
}

/**
 * Whether the servers a replica needs are answering, for /readyz. Being connected is not enough:
 * a server that stalls (a frozen process, a paused container, a host out of memory) keeps its
 * connections open, so both clients go on reporting themselves connected while every request
 * waits for its time-out and ends in a 500. So each server is asked for a round trip (NATS PING,
 * Redis PING) every `intervalMs`, one at a time, and counts as away once none has come back for
 * `staleAfterMs`: a round trip that hangs is noticed without a time-out of its own.
 */
export function watchConnections(
  nc: NatsConnection,
  redis: Redis,
  { intervalMs = 1_000, staleAfterMs = 3_000 }: ConnectionWatchOptions = {},
): ConnectionWatch {
  let stopped = false;
  const started = performance.now();
  const answered = { nats: started, redis: started };

  async function probe(server: keyof typeof answered, roundTrip: () => Promise<unknown>): Promise<void> {
    while (!stopped) {
      try {
        await roundTrip();
        answered[server] = performance.now();
      } catch {
        // Away (or closed): `answered` stays as it was and ages.
      }
      await sleep(intervalMs, undefined, { ref: false });
    }
  }
  void probe("nats", () => nc.flush());
  void probe("redis", () => redis.ping());

  return {
    get ready() {
      const now = performance.now();
      return redis.status === "ready" && now - answered.nats <= staleAfterMs && now - answered.redis <= staleAfterMs;
    },
    stop() {
      stopped = true;
    },
  };
}
