import type { RunErrorCode } from "@hds/contracts";
import { decodeJson, extractTraceContext, type Logger } from "@hds/platform";
import type { JetStreamManager } from "@nats-io/jetstream";
import type { NatsConnection, Subscription } from "@nats-io/transport-node";
import { context } from "@opentelemetry/api";
import { runEnvelopeSchema } from "./envelope.ts";
import { type EventSink, RunEvents } from "./events.ts";

export interface ExhaustedRunsOptions {
  nc: NatsConnection;
  jsm: JetStreamManager;
  stream: string;
  consumer: string;
  namespace: string;
  sink: EventSink;
  logger: Logger;
  /** Code of the error event: the stage's own (RESEARCH_FAILED for a deep run's research stage). */
  failureCode: RunErrorCode;
}

/**
 * The net under the last delivery. A run whose handler never settled its last delivery (the
 * process died on it, as a poison message that crashes its worker does every time) is neither
 * acknowledged nor terminated, and JetStream would keep it in the work-queue stream without ever
 * delivering it again. The server announces that with a MAX_DELIVERIES advisory; one replica (a
 * queue group) turns it into the run's error event and deletes the message, so the client hears
 * of the failure and the health data leaves memory. The error event shares the final id with a
 * completed event, so a run that did finish is not reported twice.
 */
export function watchExhaustedRuns(options: ExhaustedRunsOptions): Subscription {
  const { nc, jsm, stream, consumer, logger } = options;
  return nc.subscribe(`$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.${stream}.${consumer}`, {
    queue: `${consumer}-exhausted`,
    callback: (err, msg) => {
      if (err) return;
      let seq: number;
      try {
        seq = Number((msg.json() as { stream_seq?: unknown }).stream_seq);
      } catch {
        return;
      }
      if (!Number.isSafeInteger(seq) || seq <= 0) return;
      handle(seq).catch((e: unknown) => logger.error({ err: e, seq }, "exhausted run not handled"));
    },
  });

  async function handle(seq: number) {
    const stored = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (!stored) return;
    const envelope = runEnvelopeSchema.safeParse(decodeJson(stored));
    if (envelope.success) {
      const events = new RunEvents(envelope.data, options.namespace, options.sink);
      // The error event continues the run's trace.
      await context.with(extractTraceContext(stored.header), () =>
        events.failed(options.failureCode, {
          elementsAnalyzed: 0,
          citationsGenerated: 0,
        }),
      );
      logger.error(
        {
          runId: envelope.data.runId,
          agent: envelope.data.agent,
          errorCode: options.failureCode,
          seq,
        },
        "run exhausted its deliveries",
      );
    } else {
      logger.error({ seq }, "unreadable run exhausted its deliveries");
    }
    await jsm.streams.deleteMessage(stream, seq, false);
  }
}
