import type { Agent } from "@hds/contracts";
import { busNames } from "@hds/contracts";
import { type KV, Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";
import {
  type ApiKeyRecord,
  apiKeyRecordSchema,
  type Company,
  companySchema,
  DEFAULT_CONCURRENCY_LIMIT,
  type Limits,
} from "./schemas.ts";
import { generateApiKey, generateWebhookSecret, hashApiKey, keyPreview, newId } from "./secrets.ts";

export class AccountError extends Error {
  readonly code: "COMPANY_NOT_FOUND" | "KEY_NOT_FOUND";
  constructor(code: AccountError["code"]) {
    super(code === "COMPANY_NOT_FOUND" ? "Company not found" : "API key not found");
    this.code = code;
  }
}

const COMPANY = "companies.";
const KEY = "keys.";
/** lastUsedAt is written at most this often per key, so authentication stays a memory lookup. */
const LAST_USED_WRITE_INTERVAL_MS = 60_000;

/**
 * Companies, API key hashes, webhook secrets and limits in a NATS KV bucket, with an in-memory
 * copy kept current by a watch. Every gateway and dispatcher replica holds one, so a revocation
 * or a new secret written by any replica takes effect on all of them within moments.
 */
export class AccountStore {
  private readonly companies = new Map<string, Company>();
  private readonly keys = new Map<string, ApiKeyRecord>();
  private readonly keysByHash = new Map<string, ApiKeyRecord>();
  private readonly lastUsedWritten = new Map<string, number>();
  /** Bucket revision of each key record, for writes that must not overwrite a newer one. */
  private readonly keyRevisions = new Map<string, number>();
  private watcher: Awaited<ReturnType<KV["watch"]>> | undefined;

  private readonly kv: KV;

  private constructor(kv: KV) {
    this.kv = kv;
  }

  /** Opens the bucket and resolves once the in-memory copy holds everything stored. */
  static async open(nc: NatsConnection, namespace: string): Promise<AccountStore> {
    const kv = await new Kvm(nc).open(busNames(namespace).kv.accounts);
    const store = new AccountStore(kv);
    await store.startWatch();
    return store;
  }

  private async startWatch(): Promise<void> {
    const { values } = await this.kv.status();
    let initialised!: () => void;
    const ready = new Promise<void>((resolve) => {
      initialised = resolve;
    });
    if (values === 0) initialised();
    this.watcher = await this.kv.watch({ key: ">" });
    (async () => {
      for await (const entry of this.watcher!) {
        this.apply(entry.key, entry.operation === "PUT" ? entry.json<unknown>() : undefined, entry.revision);
        if (entry.delta === 0) initialised();
      }
    })().catch(() => undefined);
    await ready;
  }

  private apply(key: string, value: unknown, revision?: number): void {
    if (key.startsWith(COMPANY)) {
      const id = key.slice(COMPANY.length);
      const parsed = companySchema.safeParse(value);
      if (parsed.success) this.companies.set(id, parsed.data);
      else this.companies.delete(id);
    } else if (key.startsWith(KEY)) {
      const id = key.slice(KEY.length);
      if (revision !== undefined) this.keyRevisions.set(id, revision);
      const previous = this.keys.get(id);
      if (previous) this.keysByHash.delete(previous.hash);
      const parsed = apiKeyRecordSchema.safeParse(value);
      if (parsed.success) {
        this.keys.set(id, parsed.data);
        this.keysByHash.set(parsed.data.hash, parsed.data);
      } else this.keys.delete(id);
    }
  }

  async close(): Promise<void> {
    this.watcher?.stop();
  }

  /** The key's record if the key is known, not revoked and its company exists. */
  authenticate(apiKey: string): ApiKeyRecord | undefined {
    const record = this.keysByHash.get(hashApiKey(apiKey));
    if (!record || record.revokedAt !== null || !this.companies.has(record.companyId)) return undefined;
    return record;
  }

  company(companyId: string): Company | undefined {
    return this.companies.get(companyId);
  }

  listCompanies(): Company[] {
    return [...this.companies.values()];
  }

  limit(companyId: string, agent: Agent): number {
    return this.companies.get(companyId)?.limits[agent] ?? DEFAULT_CONCURRENCY_LIMIT;
  }

  /** Records a key's use, writing to the bucket at most once a minute per key. */
  touchKey(keyId: string, now = new Date()): void {
    const last = this.lastUsedWritten.get(keyId) ?? 0;
    if (now.getTime() - last < LAST_USED_WRITE_INTERVAL_MS) return;
    this.lastUsedWritten.set(keyId, now.getTime());
    const record = this.keys.get(keyId);
    if (!record) return;
    const revision = this.keyRevisions.get(keyId);
    if (revision === undefined) return;
    const touched = { ...record, lastUsedAt: now.toISOString() };
    this.apply(KEY + keyId, touched);
    // Only over the revision this copy has seen: a stale write must never undo a revocation made
    // meanwhile on another replica. Fire and forget: a lost last-used time must not slow a request.
    this.kv.update(KEY + keyId, JSON.stringify(touched), revision).catch(() => undefined);
  }

  async createCompany(name: string, limits?: Partial<Limits>): Promise<Company> {
    const company: Company = {
      companyId: newId("co"),
      name,
      webhookSecret: generateWebhookSecret(),
      limits: {
        light: DEFAULT_CONCURRENCY_LIMIT,
        deep: DEFAULT_CONCURRENCY_LIMIT,
        "lab-results": DEFAULT_CONCURRENCY_LIMIT,
        ...limits,
      },
      createdAt: new Date().toISOString(),
    };
    await this.putCompany(company);
    return company;
  }

  /** Creates a key; the returned `key` is the only time its value exists outside the client. */
  async createKey(companyId: string, name: string): Promise<{ key: string; record: ApiKeyRecord }> {
    this.requireCompany(companyId);
    const key = generateApiKey();
    const record: ApiKeyRecord = {
      keyId: newId("key"),
      companyId,
      name,
      hash: hashApiKey(key),
      preview: keyPreview(key),
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.putKey(record);
    return { key, record };
  }

  listKeys(companyId: string): ApiKeyRecord[] {
    this.requireCompany(companyId);
    return [...this.keys.values()]
      .filter((k) => k.companyId === companyId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async revokeKey(companyId: string, keyId: string): Promise<void> {
    const record = this.keys.get(keyId);
    if (!record || record.companyId !== companyId) throw new AccountError("KEY_NOT_FOUND");
    if (record.revokedAt === null) await this.putKey({ ...record, revokedAt: new Date().toISOString() });
  }

  async revokeAllKeys(companyId: string): Promise<number> {
    const live = this.listKeys(companyId).filter((k) => k.revokedAt === null);
    const revokedAt = new Date().toISOString();
    await Promise.all(live.map((k) => this.putKey({ ...k, revokedAt })));
    return live.length;
  }

  async regenerateWebhookSecret(companyId: string): Promise<string> {
    const company = this.requireCompany(companyId);
    const webhookSecret = generateWebhookSecret();
    await this.putCompany({ ...company, webhookSecret });
    return webhookSecret;
  }

  async setLimits(companyId: string, limits: Partial<Limits>): Promise<Limits> {
    const company = this.requireCompany(companyId);
    const merged = { ...company.limits, ...limits };
    await this.putCompany({ ...company, limits: merged });
    return merged;
  }

  private requireCompany(companyId: string): Company {
    const company = this.companies.get(companyId);
    if (!company) throw new AccountError("COMPANY_NOT_FOUND");
    return company;
  }

  /** Writes through to the bucket and to this replica's copy, so a caller reads its own write. */
  private async putCompany(company: Company): Promise<void> {
    companySchema.parse(company);
    await this.kv.put(COMPANY + company.companyId, JSON.stringify(company));
    this.apply(COMPANY + company.companyId, company);
  }

  private async putKey(record: ApiKeyRecord): Promise<void> {
    const revision = await this.kv.put(KEY + record.keyId, JSON.stringify(record));
    this.apply(KEY + record.keyId, record, revision);
  }
}
