import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { INPUT_CAPS } from "@hds/contracts";
import { jetStreamSink, watchOverdueRuns } from "@hds/pipeline";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import type { GatewayDeps } from "./deps.ts";
import { DEFAULT_RUN_MAX_WAIT_MS } from "./env.ts";
import { answerClientError, answerClosing, installErrorHandlers } from "./errors.ts";
import { openApiDocument } from "./openapi.ts";
import { adminRoutes } from "./routes/admin.ts";
import { analysisRoutes } from "./routes/analysis.ts";

/**
 * The gateway's HTTP app: the two analysis endpoints, the OpenAPI document and its docs page,
 * health endpoints and, when a token is configured, the admin API. Built with its dependencies
 * so tests can drive it through `inject()` over real NATS and Redis.
 */
export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // Requests are logged by the gateway itself (ids and codes only), never by Fastify.
    logController: new LogController({ disableRequestLogging: true }),
    // Nothing logs through request.log, so no per-request child logger is built (a pino child
    // with redaction is a visible share of a request's CPU time).
    childLoggerFactory: (logger) => logger,
    bodyLimit: INPUT_CAPS.bodyBytes,
    // contract.md item 2: unknown members are dropped, and so are prototype-poisoning ones.
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
    // Answered by the onRequest hook below instead, in the spec's error shape.
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
  });
  // JSON only: anything else, text included, is a 415 (contract.md item 3).
  app.removeContentTypeParser("text/plain");
  installErrorHandlers(app, deps);
  // Registered before every route, so it runs ahead of authentication and of the 404 handler.
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (closing) answerClosing(deps, request, reply);
    else done();
  });

  const document = openApiDocument();
  app.get("/api/v1/openapi.json", async () => document);
  await app.register(fastifySwagger, { mode: "static", specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: "/docs" });

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) =>
    deps.ready() ? { status: "ok" } : reply.code(503).send({ status: "unavailable" }),
  );

  await app.register(async (scope) => analysisRoutes(scope, deps));
  // The gateway accepted every run, so it also makes sure none is left waiting unanswered.
  const runMaxWaitMs = deps.runMaxWaitMs ?? DEFAULT_RUN_MAX_WAIT_MS;
  const overdue = watchOverdueRuns({
    jsm: await deps.js.jetstreamManager(),
    namespace: deps.namespace,
    sink: jetStreamSink(deps.js),
    logger: deps.logger,
    maxWaitMs: runMaxWaitMs,
    isWithdrawn: (runId) => deps.slots.isWithdrawn(runId),
    withdraw: (run) => deps.slots.withdraw(run.companyId, run.agent, run.runId),
    intervalMs: Math.min(30_000, Math.max(250, runMaxWaitMs / 10)),
  });
  app.addHook("onClose", () => overdue.stop());
  const { adminToken } = deps;
  if (adminToken)
    await app.register(async (scope) => adminRoutes(scope, { ...deps, adminToken }), { prefix: "/admin/v1" });
  return app;
}
