import { hash } from "node:crypto";
import type { AccountStore } from "@hds/accounts";
import { type ProgressEvent, type RunEvent, webhookId } from "@hds/contracts";
import { type Logger, Outcome, type Slots, type StreamPublish, type WorkContext, writeOpsLog } from "@hds/platform";
import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import type { AttemptResult, WebhookClient } from "./delivery.ts";
import type { HostLimiter } from "./host-limiter.ts";
import type { DeliveryLedger, RunFate } from "./ledger.ts";
import { opsLogMsgId, runOpsLogEntry } from "./opslog.ts";
import { buildPayload, hasKnownStep, sequenceNumberOf } from "./payload.ts";
import type { RunGate } from "./run-gate.ts";
import { attemptsWithin, nextAttempt, type Schedule } from "./schedule.ts";
import { signedHeaders } from "./signing.ts";
import { type DispatchTelemetry, statusClass } from "./telemetry.ts";

export interface DispatchDeps {
  publisher: StreamPublish;
  namespace: string;
  accounts: Pick<AccountStore, "company">;
  slots: Pick<Slots, "release">;
  ledger: DeliveryLedger;
  client: WebhookClient;
  hosts: HostLimiter;
  /** Keeps a run's final outcome behind the run's progress updates in this replica's hands. */
  runs: RunGate;
  /** Longest a final outcome waits for them. */
  finalWaitMs: number;
  logger: Logger;
  telemetry: DispatchTelemetry;
  schedules: { final: Schedule; progress: Schedule };
  /** How long an event lives in its stream (0: no limit); no attempt is planned after that. */
  eventMaxAgeMs: number;
  /** Aborted when attempts still in flight must be handed back (the end of the shutdown grace). */
  abortInFlight: AbortSignal;
  now: () => number;
  random: () => number;
}

/** Room left before an event expires, so the last attempt planned can still start and finish. */
const EXPIRY_MARGIN_MS = 5 * 60_000;
/** Bounds of the wait before an event whose host (or whose other delivery) was busy comes back; not an attempt. */
const HOST_BUSY_MIN_DELAY_MS = 250;
const HOST_BUSY_MAX_DELAY_MS = 10_000;
/** Runs whose deliveries this replica ended, remembered for the events of theirs still in hand. */
const MAX_REMEMBERED_ENDS = 10_000;

/**
 * Handles one event from EVENTS (webhooks.md): numbers it, frees the run's slot if it is the final
 * outcome, and makes one delivery attempt, unless the receiver already acknowledged it or the
 * run's deliveries have ended. Retries are JetStream redeliveries after the schedule's delay, so a
 * dispatcher that dies loses nothing. The event is acknowledged (and so deleted) once delivered or
 * given up.
 */
export function createEventHandler(deps: DispatchDeps) {
  const { ledger, logger, telemetry } = deps;
  /**
   * How runs ended here, by run id. The ledger is asked when an event arrives, but a run's other
   * events may be waiting for their host's turn by then: this is checked again just before each
   * attempt, so nothing follows a 410 (or a delivered final outcome) from this replica.
   */
  const endedHere = new Map<string, { fate: RunFate; finalAtMs?: number }>();
  const endedRun = (runId: string, fate: RunFate, finalAtMs?: number) => {
    if (endedHere.size >= MAX_REMEMBERED_ENDS) endedHere.delete(endedHere.keys().next().value!);
    endedHere.set(runId, { fate, finalAtMs });
  };

  return async function handleEvent(event: RunEvent, ctx: WorkContext): Promise<Outcome> {
    if (!hasKnownStep(event)) {
      // It can never be delivered; acknowledging it deletes it, like any event given up.
      logger.error({ runId: event.runId, agent: event.agent }, "progress event with an unknown step dropped");
      return Outcome.ack;
    }
    const id = webhookId(event.runId, sequenceNumberOf(event));
    const url = deliverableUrl(event.webhookUrl);
    if (!url) {
      await Promise.all([ledger.endRun(event.runId, "forbidden"), releaseSlot(event)]);
      return settle(event, "forbidden");
    }
    // Both commands go out in one write, as the Redis client pipelines automatically (main.ts).
    const emittedAtMs = Date.parse(event.emittedAt);
    const [state] = await Promise.all([
      ledger.begin(id, event.runId, event.kind === "progress", emittedAtMs),
      releaseSlot(event),
    ]);
    if (state.type === "delivered") return settle(event, "delivered");
    if (state.type === "stopped") return stopped(event, state.fate);
    if (state.type === "busy") return Outcome.retry(busyDelay(state.forMs, deps.random()));
    const attempt = attemptNumber(state, event, ctx.deliveryCount);

    // A run's progress updates go out side by side; its final outcome follows those in hand.
    const done = event.kind === "progress" ? deps.runs.hold(event.runId) : undefined;
    try {
      if (event.kind !== "progress") await deps.runs.settled(event.runId, deps.finalWaitMs, ctx.signal);
      // The host's turn covers the HTTP exchange only, so bookkeeping never holds a receiver up.
      const turn = await deps.hosts.acquire(url.hostname, ctx.signal, ctx.isLastDelivery);
      if (turn.type !== "permit") {
        await ledger.release(id, event.runId, state.lease);
        return Outcome.retry(turn.type === "busy" ? busyDelay(turn.forMs, deps.random()) : 0);
      }
      const ended = endedHere.get(event.runId);
      if (ended && !sentDespite(ended, event, attempt)) {
        turn.release();
        await ledger.release(id, event.runId, state.lease);
        return stopped(event, ended.fate);
      }
      let result: AttemptResult;
      try {
        result = await attemptOnce(event, url, id, attempt);
      } finally {
        turn.release();
      }
      return await afterAttempt(event, url, id, { attempt, lease: state.lease }, result, ctx);
    } finally {
      done?.();
    }
  };

  /**
   * The number of this attempt. The ledger counts failed attempts; an event it has no record of
   * that JetStream has delivered before lost its record to a Redis restart, and is taken to have
   * been attempted as the schedule planned (at most once per delivery), so retries go on from
   * there, never earlier than planned, rather than start the schedule again.
   */
  function attemptNumber(state: { attempt: number; firstSeen: boolean }, event: RunEvent, deliveryCount: number) {
    if (!state.firstSeen || deliveryCount <= 1) return state.attempt;
    const schedule = event.kind === "progress" ? deps.schedules.progress : deps.schedules.final;
    return Math.min(deliveryCount, attemptsWithin(schedule, deps.now() - Date.parse(event.emittedAt)));
  }

  /** An event of a run whose deliveries have ended: a progress update is dropped, a final outcome settled. */
  function stopped(event: RunEvent, fate: RunFate): Promise<Outcome> | Outcome {
    return event.kind === "progress" ? drop(event, fate) : settle(event, fate);
  }

  /**
   * The slot counts runs being analysed, not receivers that are down, so it is freed when the
   * final outcome arrives, before the first attempt. Freeing is idempotent: a redelivered final
   * outcome does it again harmlessly.
   */
  async function releaseSlot(event: RunEvent): Promise<void> {
    if (event.kind !== "progress") await deps.slots.release(event.companyId, event.agent, event.runId);
  }

  async function afterAttempt(
    event: RunEvent,
    url: URL,
    id: string,
    { attempt, lease }: { attempt: number; lease: string },
    result: AttemptResult,
    ctx: WorkContext,
  ) {
    const final = event.kind !== "progress";
    const sequenceNumber = sequenceNumberOf(event);
    switch (result.outcome) {
      case "delivered":
        // Recorded before any await: the host's turn has just passed to the next event, maybe this run's.
        if (final) endedRun(event.runId, "delivered", Date.parse(event.emittedAt));
        await ledger.markDelivered(id, event.runId, final, lease, Date.parse(event.emittedAt));
        telemetry.deliveryLatency.record(deps.now() - Date.parse(event.emittedAt), { kind: kindOf(event) });
        logger.debug({ runId: event.runId, sequenceNumber, attempt, status: result.status }, "webhook delivered");
        return settle(event, "delivered");
      case "gone":
      case "forbidden":
        endedRun(event.runId, result.outcome);
        await ledger.endRun(event.runId, result.outcome);
        logger.warn(
          { runId: event.runId, sequenceNumber, attempt, outcome: result.outcome },
          "run's webhook deliveries stopped",
        );
        return settle(event, result.outcome);
      case "aborted":
        await ledger.release(id, event.runId, lease);
        return Outcome.retry(0);
      case "failed": {
        await ledger.recordFailure(id, event.runId, lease, attempt);
        const next = ctx.isLastDelivery
          ? ({ type: "exhausted" } as const)
          : nextAttempt({
              schedule: final ? deps.schedules.final : deps.schedules.progress,
              attempt,
              retryAfterMs: result.retryAfterMs,
              random: deps.random(),
              nowMs: deps.now(),
              deadlineMs:
                deps.eventMaxAgeMs > 0
                  ? Date.parse(event.emittedAt) + deps.eventMaxAgeMs - EXPIRY_MARGIN_MS
                  : undefined,
            });
        logger.warn(
          {
            runId: event.runId,
            sequenceNumber,
            attempt,
            status: result.status,
            errorType: result.errorType,
            hostHash: hostHash(url),
            retryInMs: next.type === "retry" ? next.delayMs : undefined,
          },
          next.type === "retry" ? "webhook attempt failed" : "webhook attempts exhausted",
        );
        if (next.type === "retry") return Outcome.retry(next.delayMs);
        if (final) await ledger.endRun(event.runId, "failed");
        return settle(event, "failed");
      }
    }
  }

  /** One signed POST, in a CLIENT span under the delivery's CONSUMER span (no URL, no body). */
  async function attemptOnce(event: RunEvent, url: URL, id: string, attempt: number): Promise<AttemptResult> {
    const started = performance.now();
    const span = telemetry.tracer.startSpan("webhook attempt", {
      kind: SpanKind.CLIENT,
      attributes: {
        "http.request.method": "POST",
        "webhook.attempt": attempt,
        "webhook.sequence_number": sequenceNumberOf(event),
        "webhook.kind": kindOf(event),
      },
    });
    const company = deps.accounts.company(event.companyId);
    let result: AttemptResult;
    if (!company) {
      // Not yet in this replica's copy of the accounts, or deleted: an attempt that failed.
      result = { outcome: "failed", errorType: "unknown_company" };
    } else {
      const rawBody = JSON.stringify(buildPayload(event));
      const headers = signedHeaders({
        secret: company.webhookSecret,
        webhookId: id,
        timestampSec: Math.floor(deps.now() / 1000),
        rawBody,
      });
      result = await deps.client.post(url, rawBody, headers, deps.abortInFlight);
    }
    const durationMs = performance.now() - started;
    span.setAttributes({
      "webhook.outcome": result.outcome,
      "webhook.attempt.duration_ms": Math.round(durationMs),
      ...(result.status !== undefined ? { "http.response.status_code": result.status } : {}),
      ...(result.errorType !== undefined ? { "error.type": result.errorType } : {}),
    });
    if (result.outcome !== "delivered") span.setStatus({ code: SpanStatusCode.ERROR, message: result.outcome });
    span.end();
    const labels = { agent: event.agent, kind: kindOf(event), outcome: result.outcome };
    telemetry.attempts.add(1, { ...labels, status_class: statusClass(result.status) });
    telemetry.attemptDuration.record(durationMs, labels);
    return result;
  }

  /**
   * Acknowledges an event whose delivery is over. A final outcome first writes the run's
   * operational-log entry, under a message id so that a crash-retried write is stored once.
   */
  async function settle(event: RunEvent, fate: RunFate): Promise<Outcome> {
    if (event.kind === "progress") {
      if (fate !== "delivered") return drop(event, fate);
      telemetry.settled.add(1, { agent: event.agent, kind: "progress", outcome: "delivered" });
      return Outcome.ack;
    }
    telemetry.settled.add(1, { agent: event.agent, kind: "final", outcome: fate });
    await writeOpsLog(deps.publisher, deps.namespace, runOpsLogEntry(event, fate), logger, opsLogMsgId(event.runId));
    logger.debug({ runId: event.runId, fate }, "run's final outcome settled");
    return Outcome.ack;
  }

  /**
   * Gives a progress update up. `reason` is why: its own attempts ran out (`failed`), the run's
   * receiver is gone or refused (`gone`, `forbidden`), or the run's final outcome was delivered
   * first (`delivered`), which makes the update stale.
   */
  function drop(event: ProgressEvent, reason: RunFate): Outcome {
    telemetry.settled.add(1, { agent: event.agent, kind: "progress", outcome: "dropped" });
    logger.debug({ runId: event.runId, sequenceNumber: event.step, reason }, "progress update dropped");
    return Outcome.ack;
  }
}

/**
 * A progress update not yet attempted goes out even after its run's final outcome was delivered
 * (it was waiting its turn, not failing); only its retries stop then (webhooks.md). One emitted
 * after the final outcome is stale (a stalled replica that woke up). A 410 or a refused
 * destination stops everything.
 */
function sentDespite(ended: { fate: RunFate; finalAtMs?: number }, event: RunEvent, attempt: number): boolean {
  return (
    ended.fate === "delivered" &&
    event.kind === "progress" &&
    attempt === 1 &&
    Date.parse(event.emittedAt) <= (ended.finalAtMs ?? 0)
  );
}

/** The URL to deliver to, if it is one: absolute http(s) (the gateway only lets https through, unless insecure). */
function deliverableUrl(text: string): URL | undefined {
  const url = URL.parse(text);
  return url && (url.protocol === "https:" || url.protocol === "http:") ? url : undefined;
}

/** Back when the host should have room, give or take, so returning events do not come in a herd. */
function busyDelay(busyForMs: number, random: number): number {
  return Math.round(Math.min(HOST_BUSY_MAX_DELAY_MS, Math.max(HOST_BUSY_MIN_DELAY_MS, busyForMs)) * (1 + random));
}

function kindOf(event: RunEvent): "progress" | "final" {
  return event.kind === "progress" ? "progress" : "final";
}

/** Enough to tell receivers apart in the logs without naming them. */
function hostHash(url: URL): string {
  return hash("sha256", url.hostname, "hex").slice(0, 12);
}
