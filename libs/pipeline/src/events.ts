import {
  busNames,
  NO_TOKENS,
  type RunCounts,
  type RunErrorCode,
  type RunEvent,
  type RunMessage,
  type RunResult,
  type TokenUsage,
} from "@hds/contracts";
import { publishJson } from "@hds/platform";
import type { JetStreamClient } from "@nats-io/jetstream";
import { RUN_ERROR_MESSAGES } from "./failure.ts";

/** The run members every event repeats (what the dispatcher needs to address and number it). */
export type RunEnvelope = Pick<RunMessage, "runId" | "agent" | "companyId" | "keyId" | "webhookUrl" | "acceptedAt">;

/** Where events go. The default publishes to EVENTS; unit tests collect them instead. */
export interface EventSink {
  /** Stores `event` once: a repeat with the same `msgID` (a re-run after redelivery) is dropped. */
  publish(subject: string, event: RunEvent, msgID: string): Promise<void>;
}

/** An {@link EventSink} over JetStream; the active span's trace context travels in the headers. */
export function jetStreamSink(js: JetStreamClient): EventSink {
  return {
    async publish(subject, event, msgID) {
      await publishJson(js, subject, event, { msgID });
    },
  };
}

/** Message ids of a run's events: one per step and one for the final outcome (completed or error). */
export const eventMsgId = {
  progress: (runId: string, step: number) => `${runId}:${step}`,
  final: (runId: string) => `${runId}:final`,
};

/**
 * The events of one run, each carrying the run's envelope. Ids are derived from the run and the
 * step, so a replica that runs a redelivered message again publishes events JetStream recognises
 * as duplicates, and the final id is shared by "completed" and "error": a run has one outcome.
 */
export class RunEvents {
  private readonly envelope: RunEnvelope;
  private readonly subject: string;
  private readonly sink: EventSink;
  private readonly now: () => Date;

  constructor(envelope: RunEnvelope, namespace: string, sink: EventSink, now: () => Date = () => new Date()) {
    this.envelope = {
      runId: envelope.runId,
      agent: envelope.agent,
      companyId: envelope.companyId,
      keyId: envelope.keyId,
      webhookUrl: envelope.webhookUrl,
      acceptedAt: envelope.acceptedAt,
    };
    this.subject = busNames(namespace).subjects.events(envelope.agent);
    this.sink = sink;
    this.now = now;
  }

  private head() {
    return { ...this.envelope, emittedAt: this.now().toISOString() };
  }

  progress(step: number): Promise<void> {
    return this.sink.publish(
      this.subject,
      { ...this.head(), kind: "progress", step },
      eventMsgId.progress(this.envelope.runId, step),
    );
  }

  /** The completed event, built here so the caller can validate it before it is sent. */
  completedEvent(output: { result: RunResult; counts: RunCounts; usage?: TokenUsage | undefined }): RunEvent {
    return {
      ...this.head(),
      kind: "completed",
      result: output.result,
      usage: output.usage ?? NO_TOKENS,
      counts: output.counts,
    };
  }

  publishFinal(event: RunEvent): Promise<void> {
    return this.sink.publish(this.subject, event, eventMsgId.final(this.envelope.runId));
  }

  /** The error event: a code and the code's fixed message, never anything from the run's data. */
  failed(code: RunErrorCode, counts: RunCounts, usage: TokenUsage = NO_TOKENS): Promise<void> {
    return this.publishFinal({
      ...this.head(),
      kind: "error",
      error: { code, message: RUN_ERROR_MESSAGES[code] },
      usage,
      counts,
    });
  }
}
