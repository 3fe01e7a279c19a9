import type { MsgHdrs } from "@nats-io/transport-node";
import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type TextMapGetter,
  type TextMapSetter,
} from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { NodeSDK } from "@opentelemetry/sdk-node";
import { BatchSpanProcessor } from "@opentelemetry/sdk-trace";

/**
 * Starts the OpenTelemetry SDK for a service (W3C trace context, async-hooks context). Spans are
 * exported over OTLP/HTTP only when OTEL_EXPORTER_OTLP_ENDPOINT (or its traces variant) is set, so
 * a developer's machine without a collector stays quiet. Returns the shutdown function, which
 * flushes pending spans and should run last.
 */
export function startTelemetry(serviceName: string, env: NodeJS.ProcessEnv = process.env): () => Promise<void> {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    spanProcessors: endpoint ? [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] : [],
    instrumentations: [],
    // Without an endpoint the SDK would still default metrics and logs to OTLP on localhost,
    // exporting to nothing and holding shutdown() up for seconds.
    ...(endpoint ? {} : { metricReaders: [], logRecordProcessors: [] }),
  });
  sdk.start();
  return () => sdk.shutdown();
}

const natsSetter: TextMapSetter<MsgHdrs> = { set: (headers, key, value) => headers.set(key, value) };
const natsGetter: TextMapGetter<MsgHdrs | undefined> = {
  get: (headers, key) => headers?.get(key) || undefined,
  keys: (headers) => (headers ? [...headers.keys()] : []),
};

/** Writes the active span's context (traceparent, tracestate) into NATS message headers. */
export function injectTraceContext(headers: MsgHdrs, ctx: Context = context.active()): MsgHdrs {
  propagation.inject(ctx, headers, natsSetter);
  return headers;
}

/** Reads a producer's context from NATS message headers, for a CONSUMER span's parent. */
export function extractTraceContext(headers: MsgHdrs | undefined): Context {
  return propagation.extract(ROOT_CONTEXT, headers, natsGetter);
}
