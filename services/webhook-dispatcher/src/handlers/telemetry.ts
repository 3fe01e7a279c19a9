import { type Counter, type Histogram, type Meter, metrics, type Tracer, trace } from "@opentelemetry/api";

const SCOPE = "@hds/webhook-dispatcher";

/**
 * The dispatcher's spans and metrics. Metric labels are agent, event kind, outcome and status
 * class: never an id, a URL or anything from a payload.
 */
export interface DispatchTelemetry {
  tracer: Tracer;
  /** Attempts made, by outcome and status class. */
  attempts: Counter;
  /** Duration of an attempt, in ms. */
  attemptDuration: Histogram;
  /** Events settled (acknowledged), by how: delivered, dropped, gone, forbidden, failed. */
  settled: Counter;
  /** From the event happening to the receiver acknowledging it, in ms. */
  deliveryLatency: Histogram;
}

export function createDispatchTelemetry(
  meter: Meter = metrics.getMeter(SCOPE),
  tracer: Tracer = trace.getTracer(SCOPE),
): DispatchTelemetry {
  return {
    tracer,
    attempts: meter.createCounter("webhook.attempts", { description: "Webhook delivery attempts" }),
    attemptDuration: meter.createHistogram("webhook.attempt.duration", {
      description: "Duration of a webhook delivery attempt",
      unit: "ms",
    }),
    settled: meter.createCounter("webhook.events.settled", { description: "Webhook events settled, by outcome" }),
    deliveryLatency: meter.createHistogram("webhook.delivery.latency", {
      description: "From an event being emitted to its webhook being acknowledged",
      unit: "ms",
    }),
  };
}

/** `2xx`…`5xx`, or `none` when no response came. */
export function statusClass(status: number | undefined): string {
  return status === undefined ? "none" : `${Math.floor(status / 100)}xx`;
}
