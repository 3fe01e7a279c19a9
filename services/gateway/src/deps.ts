import type { AccountStore } from "@hds/accounts";
import type { Logger, Slots } from "@hds/platform";
import type { JetStreamClient } from "@nats-io/jetstream";

/** What the gateway needs from the outside world; tests build it over real NATS and Redis. */
export interface GatewayDeps {
  js: JetStreamClient;
  accounts: AccountStore;
  slots: Slots;
  logger: Logger;
  namespace: string;
  allowInsecureWebhooks: boolean;
  slotLeaseMs: number;
  /** Admin API bearer token; the admin API is off without it. */
  adminToken?: string | undefined;
  /** Whether NATS and Redis are connected (for /readyz). */
  ready: () => boolean;
}
