import { hash } from "node:crypto";
import { type FinalEvent, OpsErrorCode, type OpsLogEntry } from "@hds/contracts";
import type { RunFate } from "./ledger.ts";

/** contract.md: the first 16 hex characters of SHA-256 of the webhook URL; the URL itself is kept nowhere. */
export function webhookUrlHash(url: string): string {
  return hash("sha256", url, "hex").slice(0, 16);
}

/** What a failed delivery writes as errorCode and errorType (errorType reads like an error body's `error`). */
const DELIVERY_ERRORS = {
  gone: { errorCode: OpsErrorCode.webhookGone, errorType: "Webhook gone" },
  forbidden: { errorCode: OpsErrorCode.webhookTargetForbidden, errorType: "Webhook target forbidden" },
  failed: { errorCode: OpsErrorCode.webhookDeliveryFailed, errorType: "Webhook delivery failed" },
} as const satisfies Record<Exclude<RunFate, "delivered">, { errorCode: OpsErrorCode; errorType: string }>;

/**
 * The run's one operational-log entry (contract.md "Operational log"), written when its final
 * outcome is settled. A run is a success only if it completed and its result reached the client;
 * a delivery failure outranks the analysis error it was carrying, since the client never saw it.
 */
export function runOpsLogEntry(event: FinalEvent, fate: RunFate): OpsLogEntry {
  const failure =
    fate !== "delivered"
      ? DELIVERY_ERRORS[fate]
      : event.kind === "error"
        ? { errorCode: event.error.code, errorType: "Analysis error" }
        : undefined;
  return {
    runId: event.runId,
    keyId: event.keyId,
    companyId: event.companyId,
    agentType: event.agent,
    durationMs: Math.max(0, Date.parse(event.emittedAt) - Date.parse(event.acceptedAt)),
    tokenUsage: event.usage,
    status: failure ? "error" : "success",
    counts: event.counts,
    errorCode: failure?.errorCode ?? null,
    errorType: failure?.errorType ?? null,
    webhookUrlHash: webhookUrlHash(event.webhookUrl),
  };
}

/** Message id of the run's entry on OPSLOG: a crash-retried write is stored once. */
export function opsLogMsgId(runId: string): string {
  return `opslog-${runId}`;
}
