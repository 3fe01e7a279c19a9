import type { AccountStore } from "@hds/accounts";
import type { Logger, Slots, StreamPublish } from "@hds/platform";
import type { JetStreamClient } from "@nats-io/jetstream";

/** What the gateway needs from the outside world; tests build it over real NATS and Redis. */
export interface GatewayDeps {
  js: JetStreamClient;
  /** Publishes runs and operational-log entries: a StreamPublisher over the same connection as `js`. */
  publisher: StreamPublish;
  accounts: AccountStore;
  slots: Slots;
  logger: Logger;
  namespace: string;
  allowInsecureWebhooks: boolean;
  slotLeaseMs: number;
  /** Admin API bearer token; the admin API is off without it. */
  adminToken?: string | undefined;
  /**
   * How long after acceptance a run may still be waiting for (or at) its agent, or a deep run for
   * research, before the gateway ends it with ANALYSIS_TIMEOUT (RUN_MAX_WAIT_MS); 30 min unless set.
   */
  runMaxWaitMs?: number | undefined;
  /** Whether NATS and Redis are connected and the bus is provisioned (for /readyz). */
  ready: () => boolean;
}
