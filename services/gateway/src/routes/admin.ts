import { timingSafeEqual } from "node:crypto";
import { AccountError, limitsSchema } from "@hds/accounts";
import { AGENTS, type Agent, busNames, type OpsLogEntry, opsLogEntrySchema } from "@hds/contracts";
import { DeliverPolicy } from "@nats-io/jetstream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { GatewayDeps } from "../deps.ts";
import { validate } from "../validation.ts";

/** Price per run in USD (spec "What the service does"). */
export const PRICE_USD: Record<Agent, number> = { light: 0.65, deep: 3.5, "lab-results": 0.65 };

const nameBody = z.object({ name: z.string().trim().min(1).max(200) });
const companyParams = z.object({ companyId: z.string().min(1).max(100) });
const keyParams = companyParams.extend({ keyId: z.string().min(1).max(100) });
const usageQuery = z.object({
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

/**
 * The dashboard actions of the spec as an HTTP API (contract.md "Accounts and the dashboard
 * actions"), authorised by `Authorization: Bearer <ADMIN_TOKEN>`. Registered only when a token is
 * configured.
 */
export async function adminRoutes(app: FastifyInstance, deps: GatewayDeps & { adminToken: string }): Promise<void> {
  const expected = Buffer.from(`Bearer ${deps.adminToken}`);

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).send({ error: "Unauthorized", message: "A valid admin bearer token is required." });
    }
  });

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof AccountError) return reply.code(404).send({ error: "Not Found", message: error.message });
    throw error;
  });

  const parse = <S extends z.ZodType>(schema: S, input: unknown, reply: FastifyReply) => {
    const result = validate(schema, input);
    if (!result.ok) {
      reply.code(400).send(result.body);
      return undefined;
    }
    return result.value;
  };

  app.post("/companies", async (request, reply) => {
    const body = parse(nameBody, request.body, reply);
    if (!body) return reply;
    const company = await deps.accounts.createCompany(body.name);
    deps.logger.info({ companyId: company.companyId }, "company created");
    return reply
      .code(201)
      .send({ companyId: company.companyId, name: company.name, webhookSecret: company.webhookSecret });
  });

  app.post("/companies/:companyId/keys", async (request, reply) => {
    const params = parse(companyParams, request.params, reply);
    const body = params && parse(nameBody, request.body, reply);
    if (!params || !body) return reply;
    const { key, record } = await deps.accounts.createKey(params.companyId, body.name);
    deps.logger.info({ companyId: params.companyId, keyId: record.keyId }, "api key created");
    return reply.code(201).send({ keyId: record.keyId, name: record.name, key, createdAt: record.createdAt });
  });

  app.get("/companies/:companyId/keys", async (request, reply) => {
    const params = parse(companyParams, request.params, reply);
    if (!params) return reply;
    const keys = deps.accounts
      .listKeys(params.companyId)
      .map(({ keyId, name, preview, createdAt, lastUsedAt, revokedAt }) => ({
        keyId,
        name,
        preview,
        createdAt,
        lastUsedAt,
        revokedAt,
      }));
    return { keys };
  });

  app.delete("/companies/:companyId/keys/:keyId", async (request, reply) => {
    const params = parse(keyParams, request.params, reply);
    if (!params) return reply;
    await deps.accounts.revokeKey(params.companyId, params.keyId);
    deps.logger.info({ companyId: params.companyId, keyId: params.keyId }, "api key revoked");
    return reply.code(204).send();
  });

  app.post("/companies/:companyId/keys/revoke-all", async (request, reply) => {
    const params = parse(companyParams, request.params, reply);
    if (!params) return reply;
    const revoked = await deps.accounts.revokeAllKeys(params.companyId);
    deps.logger.info({ companyId: params.companyId, revoked }, "all api keys revoked");
    return { revoked };
  });

  app.post("/companies/:companyId/webhook-secret", async (request, reply) => {
    const params = parse(companyParams, request.params, reply);
    if (!params) return reply;
    const webhookSecret = await deps.accounts.regenerateWebhookSecret(params.companyId);
    deps.logger.info({ companyId: params.companyId }, "webhook secret regenerated");
    return reply.code(201).send({ webhookSecret });
  });

  app.put("/companies/:companyId/limits", async (request, reply) => {
    const params = parse(companyParams, request.params, reply);
    const body = params && parse(limitsSchema.partial(), request.body, reply);
    if (!params || !body) return reply;
    const limits = await deps.accounts.setLimits(params.companyId, body);
    deps.logger.info({ companyId: params.companyId, limits }, "concurrency limits set");
    return limits;
  });

  app.get("/companies/:companyId/usage", async (request, reply) => {
    const params = parse(companyParams, request.params, reply);
    const query = params && parse(usageQuery, request.query, reply);
    if (!params || !query) return reply;
    if (!deps.accounts.company(params.companyId))
      return reply.code(404).send({ error: "Not Found", message: "Company not found" });
    const from = query.from ? new Date(query.from) : new Date(0);
    const to = query.to ? new Date(query.to) : new Date();
    return usage(deps, params.companyId, from, to);
  });
}

/** Runs and cost per agent from the operational log: accepted runs are the entries with a runId. */
async function usage(deps: GatewayDeps, companyId: string, from: Date, to: Date) {
  const names = busNames(deps.namespace);
  const totals = Object.fromEntries(AGENTS.map((a) => [a, { runs: 0, succeeded: 0, failed: 0, costUsd: 0 }])) as Record<
    Agent,
    { runs: number; succeeded: number; failed: number; costUsd: number }
  >;
  // OPSLOG holds one subject; no filter (several filter subjects need NATS 2.10).
  const consumer = await deps.js.consumers.get(names.streams.opslog, {
    deliver_policy: DeliverPolicy.StartTime,
    opt_start_time: from.toISOString(),
  });
  const pending = (await consumer.info(true)).num_pending;
  if (pending > 0) {
    const messages = await consumer.consume();
    for await (const m of messages) {
      if (m.info.timestampNanos / 1e6 > to.getTime()) break;
      const entry = opsLogEntrySchema.safeParse(m.json());
      if (entry.success) count(entry.data);
      if (m.info.pending === 0) break;
    }
  }
  function count(entry: OpsLogEntry) {
    if (entry.companyId !== companyId || entry.runId === null || entry.agentType === null) return;
    const t = totals[entry.agentType];
    t.runs += 1;
    if (entry.status === "success") {
      t.succeeded += 1;
      t.costUsd = Math.round((t.costUsd + PRICE_USD[entry.agentType]) * 100) / 100;
    } else t.failed += 1;
  }
  const costUsd = Math.round(AGENTS.reduce((sum, a) => sum + totals[a].costUsd, 0) * 100) / 100;
  return { companyId, from: from.toISOString(), to: to.toISOString(), agents: totals, totalCostUsd: costUsd };
}
