import { test } from "@hds/testing";
import { afterEach, describe, expect } from "vitest";
import { ADMIN_TOKEN, ehrBody, type Harness, startGateway } from "../test-harness.ts";

const harnesses: Harness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});

async function gateway(...args: Parameters<typeof startGateway>) {
  const h = await startGateway(...args);
  harnesses.push(h);
  return h;
}

function admin(h: Harness, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
  return h.app.inject({
    method,
    url: `/admin/v1${url}`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(payload ? { "content-type": "application/json" } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

function analyse(h: Harness, key: string) {
  return h.app.inject({
    method: "POST",
    url: "/api/v1/agent",
    headers: { "content-type": "application/json", "x-api-key": key },
    payload: JSON.stringify(ehrBody()),
  });
}

describe("admin API", () => {
  test("refuses requests without the admin token", async ({ infra, namespace }) => {
    const h = await gateway(infra, namespace);
    const res = await h.app.inject({ method: "POST", url: "/admin/v1/companies", payload: { name: "x" } });
    expect(res.statusCode).toBe(401);
    const wrong = await h.app.inject({
      method: "GET",
      url: `/admin/v1/companies/${h.companyId}/keys`,
      headers: { authorization: "Bearer wrong" },
    });
    expect(wrong.statusCode).toBe(401);
  });

  test("is off when no admin token is configured", async ({ infra, namespace }) => {
    const h = await gateway(infra, namespace, { adminToken: undefined });
    const res = await admin(h, "POST", "/companies", { name: "x" });
    expect(res.statusCode).toBe(404);
  });

  test("creates a company and a key that works at once, shown once and stored only as a hash", async ({
    infra,
    namespace,
  }) => {
    const h = await gateway(infra, namespace);
    const company = await admin(h, "POST", "/companies", { name: "Clinic" });
    expect(company.statusCode).toBe(201);
    const { companyId, name, webhookSecret } = company.json();
    expect(name).toBe("Clinic");
    expect(webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(webhookSecret.slice(6), "base64")).toHaveLength(32);

    const created = await admin(h, "POST", `/companies/${companyId}/keys`, { name: "production" });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key).toEqual({
      keyId: expect.any(String),
      name: "production",
      key: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(key.key).toMatch(/^sk_live_[0-9A-Za-z]{32,}$/);
    expect((await analyse(h, key.key)).statusCode).toBe(200);

    const listed = await admin(h, "GET", `/companies/${companyId}/keys`);
    expect(listed.statusCode).toBe(200);
    const [entry] = listed.json().keys;
    expect(entry).toEqual({
      keyId: key.keyId,
      name: "production",
      preview: `sk_live_…${key.key.slice(-4)}`,
      createdAt: key.createdAt,
      lastUsedAt: expect.any(String),
      revokedAt: null,
    });
    expect(listed.body).not.toContain(key.key);

    const kv = await h.deps.js.jetstreamManager();
    const bucket = await kv.streams.info(`KV_${namespace}_accounts`);
    for (let seq = bucket.state.first_seq; seq <= bucket.state.last_seq; seq++) {
      const m = await kv.streams.getMessage(`KV_${namespace}_accounts`, { seq }).catch(() => null);
      if (m) expect(m.string()).not.toContain(key.key);
    }
    expect(h.logLines.join("\n")).not.toContain(key.key);
    expect(h.logLines.join("\n")).not.toContain(webhookSecret);
  });

  test("revokes one key at once and all keys with a count", async ({ infra, namespace }) => {
    const h = await gateway(infra, namespace);
    const a = (await admin(h, "POST", `/companies/${h.companyId}/keys`, { name: "a" })).json();
    const b = (await admin(h, "POST", `/companies/${h.companyId}/keys`, { name: "b" })).json();
    expect((await admin(h, "DELETE", `/companies/${h.companyId}/keys/${a.keyId}`)).statusCode).toBe(204);
    expect((await analyse(h, a.key)).statusCode).toBe(401);
    expect((await analyse(h, b.key)).statusCode).toBe(200);
    const all = await admin(h, "POST", `/companies/${h.companyId}/keys/revoke-all`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ revoked: 2 });
    expect((await analyse(h, b.key)).statusCode).toBe(401);
    expect((await analyse(h, h.apiKey)).statusCode).toBe(401);
    expect((await admin(h, "DELETE", `/companies/${h.companyId}/keys/key_missing`)).statusCode).toBe(404);
  });

  test("refuses a revoked key within one second on another gateway replica", async ({ infra, namespace }) => {
    const first = await gateway(infra, namespace);
    const second = await gateway(infra, namespace);
    const { key, keyId } = (await admin(first, "POST", `/companies/${first.companyId}/keys`, { name: "k" })).json();
    await expect.poll(async () => (await analyse(second, key)).statusCode, { timeout: 1000, interval: 20 }).toBe(200);
    expect((await admin(first, "DELETE", `/companies/${first.companyId}/keys/${keyId}`)).statusCode).toBe(204);
    const revokedAt = Date.now();
    await expect.poll(async () => (await analyse(second, key)).statusCode, { timeout: 1000, interval: 20 }).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
  });

  test("regenerates the webhook secret", async ({ infra, namespace }) => {
    const h = await gateway(infra, namespace);
    const res = await admin(h, "POST", `/companies/${h.companyId}/webhook-secret`);
    expect(res.statusCode).toBe(201);
    const { webhookSecret } = res.json();
    expect(webhookSecret).toMatch(/^whsec_/);
    expect(webhookSecret).not.toBe(h.webhookSecret);
    expect(h.accounts.company(h.companyId)?.webhookSecret).toBe(webhookSecret);
  });

  test("sets concurrency limits that the next request obeys", async ({ infra, namespace }) => {
    const h = await gateway(infra, namespace);
    const res = await admin(h, "PUT", `/companies/${h.companyId}/limits`, { light: 1, deep: 3, "lab-results": 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ light: 1, deep: 3, "lab-results": 7 });
    expect((await analyse(h, h.apiKey)).headers["x-concurrent-limit"]).toBe("1");
    expect((await analyse(h, h.apiKey)).statusCode).toBe(429);
    const bad = await admin(h, "PUT", `/companies/${h.companyId}/limits`, { light: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe("light");
    expect((await admin(h, "PUT", "/companies/co_missing/limits", { light: 2 })).statusCode).toBe(404);
  });

  test("reports usage per agent from the operational log", async ({ infra, namespace }) => {
    const h = await gateway(infra, namespace);
    const { writeOpsLog } = await import("@hds/platform");
    const entry = (agentType: "light" | "deep", status: "success" | "error") => ({
      runId: crypto.randomUUID(),
      keyId: h.keyId,
      companyId: h.companyId,
      agentType,
      durationMs: 100,
      tokenUsage: { prompt: 0, completion: 0, total: 0 },
      status,
      counts: { elementsAnalyzed: 3, citationsGenerated: 2 },
      errorCode: null,
      errorType: null,
      webhookUrlHash: "0123456789abcdef",
    });
    await writeOpsLog(h.deps.js, namespace, entry("light", "success"), h.deps.logger);
    await writeOpsLog(h.deps.js, namespace, entry("light", "success"), h.deps.logger);
    await writeOpsLog(h.deps.js, namespace, entry("deep", "success"), h.deps.logger);
    await writeOpsLog(h.deps.js, namespace, entry("deep", "error"), h.deps.logger);
    const res = await admin(h, "GET", `/companies/${h.companyId}/usage?from=2020-01-01`);
    expect(res.statusCode).toBe(200);
    const usage = res.json();
    expect(usage.agents.light).toEqual({ runs: 2, succeeded: 2, failed: 0, costUsd: 1.3 });
    expect(usage.agents.deep).toEqual({ runs: 2, succeeded: 1, failed: 1, costUsd: 3.5 });
    expect(usage.totalCostUsd).toBe(4.8);
  });
});
