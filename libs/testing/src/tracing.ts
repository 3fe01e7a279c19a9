import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";

/**
 * A bare tracer provider that keeps finished spans in memory, with W3C propagation and
 * async-hooks context as the services' SDK has: call once at the top of a test file, then assert
 * on `getFinishedSpans()`.
 */
export function installTestTracing(): InMemorySpanExporter {
  const spans = new InMemorySpanExporter();
  trace.setGlobalTracerProvider(new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: spans })] }));
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return spans;
}
