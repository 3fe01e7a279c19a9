import { hash } from "node:crypto";
import { type Agent, NO_TOKENS, type OpsErrorCode } from "@hds/contracts";
import { writeOpsLog } from "@hds/platform";
import type { GatewayDeps } from "./deps.ts";

/** contract.md: the first 16 hex characters of SHA-256 of the webhook URL. */
export function webhookUrlHash(url: unknown): string | null {
  return typeof url === "string" ? hash("sha256", url, "hex").slice(0, 16) : null;
}

export interface RejectedRequest {
  keyId: string | null;
  companyId: string | null;
  agentType: Agent | null;
  durationMs: number;
  errorCode: OpsErrorCode;
  errorType: string;
  webhookUrl?: unknown;
}

/**
 * The operational-log entry of a request that started no run. Accepted runs get theirs from the
 * dispatcher when their final outcome is settled. Written in the background: a slow or absent
 * OPSLOG stream must not delay or fail the client's answer.
 */
export function logRejected(deps: GatewayDeps, r: RejectedRequest): void {
  writeOpsLog(
    deps.publisher,
    deps.namespace,
    {
      runId: null,
      keyId: r.keyId,
      companyId: r.companyId,
      agentType: r.agentType,
      durationMs: Math.round(r.durationMs),
      tokenUsage: NO_TOKENS,
      status: "error",
      counts: { elementsAnalyzed: 0, citationsGenerated: 0 },
      errorCode: r.errorCode,
      errorType: r.errorType,
      webhookUrlHash: webhookUrlHash(r.webhookUrl),
    },
    deps.logger,
  ).catch((err: unknown) => deps.logger.warn({ err }, "operational log write failed"));
}
