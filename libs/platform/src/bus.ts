import { setTimeout as sleep } from "node:timers/promises";
import type { NatsConnection } from "@nats-io/transport-node";
import type { Logger } from "pino";
import { type BusProvisioning, provisionBus } from "./nats.ts";

/**
 * A service's part of the bus (streams, accounts bucket, its workers' durable consumers), kept
 * in place across NATS restarts.
 *
 * Why: the streams that carry health data use memory storage, so a restarted nats-server comes
 * back without them and without the consumers on them. The client reconnects by itself, but
 * nothing would put them back: every publish would fail and every worker would wait for good
 * (consume() only retries a missing consumer, every 30 s or so, and never creates it). So after
 * each reconnect the bus is provisioned again (idempotent, as at start), then every registered
 * restore runs (a worker puts back its durable consumer and a fresh consume() iterator); until
 * all of that has succeeded `ready` is false, so /readyz takes the replica out of rotation.
 */
export interface Bus {
  /** Connected, and the streams, bucket and every restore are in place since the last reconnect. */
  readonly ready: boolean;
  /** Registers work to redo after each re-provisioning; returns the function that unregisters it. */
  onRestore(restore: () => Promise<void>): () => void;
  /** Provisions again and runs every restore, retrying until it succeeds; not ready meanwhile. */
  restore(): void;
}

export interface BusOptions extends BusProvisioning {
  logger: Logger;
  /**
   * Waits between failed attempts, the last one repeating: JetStream may answer only a moment
   * after the server takes connections again.
   */
  retryDelaysMs?: readonly number[];
}

const RETRY_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * Provisions the bus now (throwing if that fails, as a service cannot start without it), then
 * provisions it again after every reconnect of `nc` for as long as the connection lives.
 */
export async function maintainBus(nc: NatsConnection, namespace: string, options: BusOptions): Promise<Bus> {
  const { logger, retryDelaysMs = RETRY_DELAYS_MS, ...provisioning } = options;
  await provisionBus(nc, namespace, provisioning);
  const restores = new Set<() => Promise<void>>();
  let connected = true;
  /** A reconnect (or a restore request) came after the last successful provisioning. */
  let stale = false;
  let repairing: Promise<void> | undefined;

  async function repair(): Promise<void> {
    let failures = 0;
    while (stale && !nc.isClosed()) {
      stale = false;
      try {
        await provisionBus(nc, namespace, provisioning);
        for (const restore of restores) await restore();
        logger.info({ restores: restores.size, failures }, "bus provisioned again");
        failures = 0;
      } catch (err) {
        stale = true;
        logger.warn({ err, failures }, "bus provisioning failed, retrying");
        const delayMs = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 1_000;
        await sleep(delayMs, undefined, { ref: false });
        failures += 1;
      }
    }
  }

  function restore(): void {
    stale = true;
    repairing ??= repair().finally(() => {
      repairing = undefined;
    });
  }

  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === "disconnect") connected = false;
      else if (s.type === "reconnect") {
        connected = true;
        logger.warn({ restores: restores.size }, "NATS reconnected, provisioning the bus again");
        restore();
      }
    }
  })().catch(() => undefined);

  return {
    get ready() {
      return connected && !stale && repairing === undefined && !nc.isClosed();
    },
    onRestore(fn) {
      restores.add(fn);
      return () => void restores.delete(fn);
    },
    restore,
  };
}
