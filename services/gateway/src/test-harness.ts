import { AccountStore } from "@hds/accounts";
import { busNames } from "@hds/contracts";
import { connectNats, connectRedis, type Logger, provisionBus, Slots, StreamPublisher } from "@hds/platform";
import { captureLogger, type Infra } from "@hds/testing";
import { jetstream, type StoredMsg } from "@nats-io/jetstream";
import type { FastifyInstance } from "fastify";
import { buildGateway } from "./app.ts";
import type { GatewayDeps } from "./deps.ts";

export const ADMIN_TOKEN = "test-admin-token-0123456789";

export interface Harness {
  app: FastifyInstance;
  deps: GatewayDeps;
  accounts: AccountStore;
  logLines: string[];
  companyId: string;
  apiKey: string;
  keyId: string;
  webhookSecret: string;
  /** Every message on the RUNS stream, read without consuming them. */
  runMessages(): Promise<StoredMsg[]>;
  close(): Promise<void>;
}

/** A gateway built in-process over real NATS and Redis, with one company and one key. */
export async function startGateway(
  infra: Infra,
  namespace: string,
  overrides: Partial<GatewayDeps> & { logger?: Logger } = {},
): Promise<Harness> {
  const nc = await connectNats(infra.natsUrl, "gateway-test");
  await provisionBus(nc, namespace);
  const redis = await connectRedis(infra.redisUrl, "gateway-test", { autoPipelining: true });
  const accounts = await AccountStore.open(nc, namespace);
  const captured = captureLogger("gateway");
  const deps: GatewayDeps = {
    js: jetstream(nc),
    publisher: new StreamPublisher(nc),
    accounts,
    slots: new Slots(redis, namespace),
    logger: captured.logger,
    namespace,
    allowInsecureWebhooks: false,
    slotLeaseMs: 60_000,
    adminToken: ADMIN_TOKEN,
    ready: () => true,
    ...overrides,
  };
  const app = await buildGateway(deps);
  await app.ready();
  const company = await accounts.createCompany("Acme Health");
  const { key, record } = await accounts.createKey(company.companyId, "test");
  const names = busNames(namespace);
  return {
    app,
    deps,
    accounts,
    logLines: captured.lines,
    companyId: company.companyId,
    apiKey: key,
    keyId: record.keyId,
    webhookSecret: company.webhookSecret,
    async runMessages() {
      const jsm = await deps.js.jetstreamManager();
      const { state } = await jsm.streams.info(names.streams.runs);
      const out: StoredMsg[] = [];
      if (state.messages === 0) return out;
      for (let seq = state.first_seq; seq <= state.last_seq; seq++) {
        const m = await jsm.streams.getMessage(names.streams.runs, { seq }).catch(() => null);
        if (m) out.push(m);
      }
      return out;
    },
    async close() {
      await app.close();
      await accounts.close();
      await nc.drain();
      await redis.quit();
    },
  };
}

/** A small valid EHR request body. */
export function ehrBody(overrides: Record<string, unknown> = {}) {
  return {
    webhookUrl: "https://hooks.example.com/hds",
    agentType: "light",
    data: {
      patientInfo: { age: 54, gender: "female" },
      recentAbnormalLabs: [
        { display: "Potassium", value: "5.4", unit: "mmol/L", date: "2026-10-01", referenceRange: "3.5-5.0" },
      ],
      medications: [{ medication: "Ramipril 10 mg", status: "active", startDate: "2024-02-01" }],
    },
    ...overrides,
  };
}

/** A small valid lab-results request body. */
export function labBody(overrides: Record<string, unknown> = {}) {
  return {
    webhookUrl: "https://hooks.example.com/hds",
    labResults: [{ name: "HbA1c", value: "6.1 %", flag: "High", date: "2026-10-01" }],
    ...overrides,
  };
}
