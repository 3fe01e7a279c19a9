import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { DEFAULT_CONCURRENCY_LIMIT } from "@hds/accounts";
import { type ErrorBody, OpsErrorCode } from "@hds/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GatewayDeps } from "./deps.ts";
import { logRejected } from "./opslog.ts";
import { agentOf, concurrencyHeaders } from "./routes/analysis.ts";
import { bodyError } from "./validation.ts";

/** Seconds to wait after a 500: long enough for NATS or Redis to come back. */
const RETRY_AFTER_500_S = 2;
/**
 * How much of an oversized body is read (and thrown away) before the 413 is sent, and for how
 * long. A client still sending when the answer came and the connection closed would see a broken
 * pipe instead of the 413 (Node's fetch does); beyond these bounds it may.
 */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** The methods a 405 may name (Fastify adds a HEAD route to every GET route). */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

interface Mapped {
  status: number;
  body: unknown;
  code: OpsErrorCode;
  type: string;
}

/**
 * The one place where an error becomes an HTTP answer. Known client errors keep their 4xx in the
 * spec's shapes; anything else is a 500 whose body says nothing about the cause (the cause is
 * logged by type and code only, never by message, which may quote input).
 */
export function mapError(error: FastifyError): Mapped {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return {
        status: 415,
        body: {
          error: "Unsupported Media Type",
          message: "Send the body as JSON with Content-Type: application/json.",
        },
        code: OpsErrorCode.unsupportedMediaType,
        type: "Unsupported Media Type",
      };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return {
        status: 413,
        body: { error: "Payload Too Large", message: "The request body is larger than 5 MiB." },
        code: OpsErrorCode.payloadTooLarge,
        type: "Payload Too Large",
      };
    case "HDS_BODY_TOO_LARGE_FOR_BUS":
      return {
        status: 413,
        body: {
          error: "Payload Too Large",
          message: "The request body is too large to process; send fewer or shorter items.",
        },
        code: OpsErrorCode.payloadTooLarge,
        type: "Payload Too Large",
      };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return validation("The request body is empty.");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return validation("The Content-Length header does not match the body.");
  }
  // The JSON parser's own errors (SyntaxError, or a RangeError from absurd nesting) carry 400.
  if (error.statusCode === 400 || error instanceof SyntaxError || error instanceof RangeError) {
    return validation("The request body is not valid JSON.");
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const body: ErrorBody = { error: "Bad Request", message: "The request could not be processed." };
    return { status: error.statusCode, body, code: OpsErrorCode.validation, type: "Bad Request" };
  }
  const body: ErrorBody = {
    error: "Internal server error",
    message: "An unexpected error occurred. Please retry later.",
  };
  return { status: 500, body, code: OpsErrorCode.internal, type: error.name || "Error" };
}

function validation(message: string): Mapped {
  return { status: 400, body: bodyError(message), code: OpsErrorCode.validation, type: "Validation error" };
}

export function installErrorHandlers(app: FastifyInstance, deps: GatewayDeps): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = mapError(error);
    if (mapped.status === 500) {
      deps.logger.error({ err: error, route: request.routeOptions.url }, "request failed");
      reply.header("retry-after", RETRY_AFTER_500_S);
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") await drainBody(request);
    const key = request.apiKey;
    if (key) {
      const agent = agentOf(request);
      // Already set where Redis failed: asking it again would only wait out another time-out.
      if (!reply.hasHeader("x-concurrent-limit"))
        await concurrencyHeaders(deps, reply, key.companyId, agent ?? "light");
      logRejected(deps, {
        keyId: key.keyId,
        companyId: key.companyId,
        agentType: agent,
        durationMs: reply.elapsedTime,
        errorCode: mapped.code,
        errorType: mapped.type,
        // Known once the body was read (a 500 after validation); a 413 or 415 has none.
        webhookUrl: (request.body as { webhookUrl?: unknown } | null | undefined)?.webhookUrl,
      });
    }
    return reply.code(mapped.status).send(mapped.body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    // A known path asked with a method it does not take is a 405 naming the ones it does (RFC 9110).
    const path = request.url.split("?", 1)[0]!;
    const allowed = METHODS.filter((method) => app.hasRoute({ method, url: path }));
    if (allowed.length > 0) {
      const body: ErrorBody = { error: "Method Not Allowed", message: `This endpoint takes ${allowed.join(", ")}.` };
      return reply.code(405).header("allow", allowed.join(", ")).send(body);
    }
    const body: ErrorBody = { error: "Not Found", message: "No such endpoint. See /api/v1/openapi.json." };
    return reply.code(404).send(body);
  });
}

/**
 * The answer to a request that reaches a replica shutting down, on a connection it already had
 * open: a 503 in the spec's error shape, with Retry-After and, as for a 401, the concurrency
 * headers of an unknown caller (neither the key nor the body is read). Fastify's own answer has
 * neither and a body member the spec does not have. The connection is closed after it (Fastify
 * sets that). A request to an analysis endpoint gets its operational-log entry like any other.
 */
export function answerClosing(deps: GatewayDeps, request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorBody = {
    error: "Service Unavailable",
    message: "This server is restarting. Please retry; another one will take the request.",
  };
  if (ANALYSIS_ROUTES.has(request.routeOptions.url ?? ""))
    logRejected(deps, {
      keyId: null,
      companyId: null,
      agentType: request.routeOptions.url === "/api/v1/lab-results" ? "lab-results" : null,
      durationMs: reply.elapsedTime,
      errorCode: OpsErrorCode.unavailable,
      errorType: body.error,
    });
  reply
    .code(503)
    .headers({
      "retry-after": RETRY_AFTER_500_S,
      "x-concurrent-limit": DEFAULT_CONCURRENCY_LIMIT,
      "x-concurrent-active": 0,
      "x-concurrent-remaining": DEFAULT_CONCURRENCY_LIMIT,
    })
    .send(body);
}

const ANALYSIS_ROUTES = new Set(["/api/v1/agent", "/api/v1/lab-results"]);

/** Reads the rest of a request body without keeping it, within the bounds above. */
function drainBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off("data", onData).off("end", done).off("error", done).off("close", done);
      raw.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on("data", onData).on("end", done).on("error", done).on("close", done);
    raw.resume();
  });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before any route sees it
 * (a control character in a header, both Content-Length and Transfer-Encoding, headers too large).
 * It gets the spec's error shape and the concurrency headers of an unknown caller, like a 401,
 * instead of Fastify's default body; the connection is closed, as the parser cannot go on.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body: ErrorBody = {
    error: STATUS_CODES[status] ?? "Bad Request",
    message:
      status === 431
        ? "The request headers are too large."
        : status === 408
          ? "The request was not received in time."
          : "The request is not valid HTTP.",
  };
  const json = JSON.stringify(body);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      "Connection: close",
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(json)}`,
      `X-Concurrent-Limit: ${DEFAULT_CONCURRENCY_LIMIT}`,
      "X-Concurrent-Active: 0",
      `X-Concurrent-Remaining: ${DEFAULT_CONCURRENCY_LIMIT}`,
      "",
      json,
    ].join("\r\n"),
  );
}
