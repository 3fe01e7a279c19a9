import { randomUUID } from "node:crypto";
import { type ApiKeyRecord, DEFAULT_CONCURRENCY_LIMIT } from "@hds/accounts";
import {
  type AcceptanceBody,
  type Agent,
  busNames,
  countUndatedHealthData,
  countUndatedLabResults,
  INPUT_CAPS,
  OpsErrorCode,
  type RunMessage,
  requestSchemas,
  type TooManyRequestsBody,
} from "@hds/contracts";
import { type AcquireResult, publishJson } from "@hds/platform";
import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, trace } from "@opentelemetry/api";
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import type { GatewayDeps } from "../deps.ts";
import { logRejected } from "../opslog.ts";
import { validate } from "../validation.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The authenticated key of an analysis request. */
    apiKey?: ApiKeyRecord;
    /** The request's SERVER span: the root of a run's trace. */
    span?: Span;
  }
}

const tracer = trace.getTracer("@hds/gateway");

/**
 * The body was within the API's limit but, even compressed, larger than the message bus takes
 * (NATS max_payload); answered as a 413 by the error handler.
 */
export class PayloadTooLargeForBus extends Error {
  readonly code = "HDS_BODY_TOO_LARGE_FOR_BUS";
}

/** Seconds a client is told to wait after a 429: runs here take seconds, not minutes. */
const RETRY_AFTER_429_S = 5;

export const UNAUTHORIZED = {
  error: "Unauthorized",
  message: "The API key is invalid or missing. Send a valid key in the x-api-key header.",
} as const;

/** The agent a request to `path` is about, as far as can be told before its body is valid. */
export function agentOf(request: FastifyRequest): Agent | null {
  if (request.routeOptions.url === "/api/v1/lab-results") return "lab-results";
  const agentType = (request.body as { agentType?: unknown } | undefined)?.agentType;
  return agentType === "light" || agentType === "deep" ? agentType : null;
}

/**
 * X-Concurrent-* on every response to an authenticated request (contract.md item 8; a 401 gets the
 * defaults, see authenticate). Without a
 * count (Redis down) the answer is the cautious one: no slot free.
 */
export async function concurrencyHeaders(
  deps: GatewayDeps,
  reply: FastifyReply,
  companyId: string,
  agent: Agent,
  known?: number,
): Promise<void> {
  const limit = deps.accounts.limit(companyId, agent);
  const active = known ?? (await deps.slots.active(companyId, agent).catch(() => limit));
  reply.headers({
    "x-concurrent-limit": limit,
    "x-concurrent-active": active,
    "x-concurrent-remaining": Math.max(0, limit - active),
  });
}

/** POST /api/v1/agent and POST /api/v1/lab-results (spec "Endpoints"). */
export async function analysisRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const schemas = requestSchemas({ allowInsecureWebhooks: deps.allowInsecureWebhooks });
  const subjects = busNames(deps.namespace).subjects;

  /**
   * contract.md item 1: authentication comes first, before the body is even read. The hooks here
   * take a callback rather than returning a promise: they run on every request, and the promise
   * Fastify would wait on is a measurable share of an accepted request's CPU time.
   */
  function authenticate(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const header = request.headers["x-api-key"];
    const record = typeof header === "string" ? deps.accounts.authenticate(header) : undefined;
    if (record) {
      request.apiKey = record;
      done();
      return;
    }
    logRejected(deps, {
      keyId: null,
      companyId: null,
      agentType: request.routeOptions.url === "/api/v1/lab-results" ? "lab-results" : null,
      durationMs: reply.elapsedTime,
      errorCode: OpsErrorCode.unauthorized,
      errorType: "Unauthorized",
    });
    // The spec puts the three headers on every API response (contract.md item 8 says none on a
    // 401, and the spec wins). No company is known: the default limit, nothing active.
    reply.headers({
      "x-concurrent-limit": DEFAULT_CONCURRENCY_LIMIT,
      "x-concurrent-active": 0,
      "x-concurrent-remaining": DEFAULT_CONCURRENCY_LIMIT,
    });
    // Answered here: the route is not reached, so `done` is not called.
    reply.code(401).send(UNAUTHORIZED);
  }

  async function accept(
    request: FastifyRequest,
    reply: FastifyReply,
    agent: Agent,
    message: RunMessage,
    undated: number,
  ) {
    const key = request.apiKey!;
    const limit = deps.accounts.limit(key.companyId, agent);
    let slot: AcquireResult;
    try {
      slot = await deps.slots.acquire(key.companyId, agent, message.runId, limit, deps.slotLeaseMs);
    } catch (err) {
      // Redis did not answer in time, but the script may still run once it does: the withdrawal,
      // queued behind it on the same connection, frees that slot. Not waited for, and the headers
      // say what can be said without Redis, so the 500 goes out within the time allowed.
      void deps.slots.withdraw(key.companyId, agent, message.runId).catch(() => undefined);
      await concurrencyHeaders(deps, reply, key.companyId, agent, limit);
      throw err;
    }
    if (!slot.acquired) {
      await concurrencyHeaders(deps, reply, key.companyId, agent, slot.active);
      logRejected(deps, {
        keyId: key.keyId,
        companyId: key.companyId,
        agentType: agent,
        durationMs: reply.elapsedTime,
        errorCode: OpsErrorCode.tooManyConcurrent,
        errorType: "Too many concurrent requests",
        webhookUrl: message.webhookUrl,
      });
      const body: TooManyRequestsBody = {
        error: "Too many concurrent requests",
        message: `You have ${slot.active} active ${agent} requests. Maximum is ${limit}.`,
        activeCount: slot.active,
        limit,
      };
      return reply.code(429).header("retry-after", RETRY_AFTER_429_S).send(body);
    }
    try {
      // The run id is the message id: a publish retried after a lost ack is stored once.
      const spanContext = request.span ? trace.setSpan(context.active(), request.span) : context.active();
      await context.with(spanContext, () =>
        publishJson(deps.publisher, subjects.runs(agent), message, { msgID: message.runId, timeoutMs: 1500 }),
      );
      request.span?.setAttribute("hds.run_id", message.runId);
    } catch (err) {
      // No phantom run and no leaked slot: a publish that timed out may still be stored once NATS
      // recovers, so the run is withdrawn (an agent that receives it drops it) and its slot freed.
      await deps.slots.withdraw(key.companyId, agent, message.runId).catch(() => undefined);
      if (/max_payload/.test(String((err as Error)?.message))) throw new PayloadTooLargeForBus();
      throw err;
    }
    deps.accounts.touchKey(key.keyId);
    await concurrencyHeaders(deps, reply, key.companyId, agent, slot.active);
    deps.logger.debug({ runId: message.runId, companyId: key.companyId, keyId: key.keyId, agent }, "run accepted");
    const body: AcceptanceBody = {
      runId: message.runId,
      status: "accepted",
      message: acceptanceMessage(undated),
    };
    return reply.code(200).send(body);
  }

  async function rejectInvalid(request: FastifyRequest, reply: FastifyReply, agent: Agent | null, body: unknown) {
    const key = request.apiKey!;
    await concurrencyHeaders(deps, reply, key.companyId, agent ?? "light");
    logRejected(deps, {
      keyId: key.keyId,
      companyId: key.companyId,
      agentType: agent,
      durationMs: reply.elapsedTime,
      errorCode: OpsErrorCode.validation,
      errorType: "Validation error",
      webhookUrl: (request.body as { webhookUrl?: unknown } | null)?.webhookUrl,
    });
    return reply.code(400).send(body);
  }

  /**
   * The SERVER span of an analysis request, continuing a caller's trace context if it sent one.
   * Its attributes are the method, route and status: never the body, the key or the webhook URL.
   */
  function startSpan(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
    const route = request.routeOptions.url ?? "";
    request.span = tracer.startSpan(
      `POST ${route}`,
      { kind: SpanKind.SERVER, attributes: { "http.request.method": "POST", "http.route": route } },
      propagation.extract(ROOT_CONTEXT, request.headers),
    );
    done();
  }

  app.addHook("onResponse", (request, reply, done) => {
    request.span?.setAttribute("http.response.status_code", reply.statusCode);
    request.span?.end();
    done();
  });

  const routeOptions = { onRequest: [startSpan, authenticate], bodyLimit: INPUT_CAPS.bodyBytes };

  app.post("/api/v1/agent", routeOptions, async (request, reply) => {
    const result = validate(schemas.agent, request.body);
    if (!result.ok) return rejectInvalid(request, reply, agentOf(request), result.body);
    const { webhookUrl, agentType, data } = result.value;
    return accept(
      request,
      reply,
      agentType,
      { ...envelope(request.apiKey!, webhookUrl), agent: agentType, data },
      countUndatedHealthData(data),
    );
  });

  app.post("/api/v1/lab-results", routeOptions, async (request, reply) => {
    const result = validate(schemas.labResults, request.body);
    if (!result.ok) return rejectInvalid(request, reply, "lab-results", result.body);
    const { webhookUrl, labResults, patientContext } = result.value;
    return accept(
      request,
      reply,
      "lab-results",
      {
        ...envelope(request.apiKey!, webhookUrl),
        agent: "lab-results",
        labResults,
        ...(patientContext ? { patientContext } : {}),
      },
      countUndatedLabResults(labResults),
    );
  });
}

function envelope(key: ApiKeyRecord, webhookUrl: string) {
  return {
    runId: randomUUID(),
    companyId: key.companyId,
    keyId: key.keyId,
    webhookUrl,
    acceptedAt: new Date().toISOString(),
  };
}

function acceptanceMessage(undated: number): string {
  const base = "Analysis accepted. Progress updates and the result will be delivered to your webhook.";
  if (undated === 0) return base;
  const items = undated === 1 ? "1 item has" : `${undated} items have`;
  return `${base} ${items} no usable date and ${undated === 1 ? "was" : "were"} treated as undated.`;
}
