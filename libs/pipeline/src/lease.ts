import type { Agent } from "@hds/contracts";
import type { Logger, Slots } from "@hds/platform";

export interface LeaseKeeper {
  stop(): void;
}

/**
 * Keeps a run's concurrency slot alive while the run is worked on. The gateway takes the slot
 * as a lease of SLOT_LEASE_MS; the worker pushes it forward at once (a redelivered run may find
 * it half spent) and then every third of the lease, so a live run never loses its slot and a
 * run whose worker died frees it within one lease. The slot itself is released by the
 * dispatcher when the final outcome reaches it (webhooks.md), so this only ever extends.
 *
 * Extending is best effort: Redis being briefly away must not fail an analysis, so errors are
 * logged and the next tick tries again.
 */
export function keepLeaseAlive(
  slots: Pick<Slots, "extend">,
  run: { companyId: string; agent: Agent; runId: string },
  leaseMs: number,
  logger: Logger,
): LeaseKeeper {
  let stopped = false;
  const extend = () => {
    if (stopped) return;
    slots.extend(run.companyId, run.agent, run.runId, leaseMs).then(
      (extended) => {
        if (!extended && !stopped) logger.debug({ runId: run.runId }, "run slot no longer held");
      },
      (err: unknown) => logger.warn({ err, runId: run.runId }, "run slot lease not extended"),
    );
  };
  extend();
  const timer = setInterval(extend, Math.max(100, Math.floor(leaseMs / 3)));
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
