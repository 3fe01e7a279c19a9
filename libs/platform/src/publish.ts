import { busNames, type OpsLogEntry, opsLogEntrySchema } from "@hds/contracts";
import type { PubAck } from "@nats-io/jetstream";
import { headers } from "@nats-io/transport-node";
import type { Logger } from "pino";
import { encodeJson } from "./codec.ts";
import type { StreamPublish } from "./stream-publisher.ts";
import { injectTraceContext } from "./telemetry.ts";

/**
 * Publishes JSON (compressed when large, see codec.ts) to a JetStream subject with the active
 * trace context in its headers. With a `msgID` the stream drops a repeat within its duplicate
 * window, so a retried publish (after a lost ack, or by a redelivered run) is stored once.
 */
export async function publishJson(
  js: StreamPublish,
  subject: string,
  value: unknown,
  options: { msgID?: string; timeoutMs?: number } = {},
): Promise<PubAck> {
  const { data, headers: h } = encodeJson(value, injectTraceContext(headers()));
  return js.publish(subject, data, {
    headers: h,
    timeout: options.timeoutMs ?? 2000,
    ...(options.msgID ? { msgID: options.msgID } : {}),
  });
}

/**
 * Writes one operational-log entry (contract.md) to the OPSLOG stream and the service log. The
 * entry holds ids, counts and codes only; it is validated so nothing else can slip in.
 */
export async function writeOpsLog(
  js: StreamPublish,
  namespace: string,
  entry: OpsLogEntry,
  logger: Logger,
  msgID?: string,
): Promise<void> {
  const clean = opsLogEntrySchema.parse(entry);
  logger.info({ opslog: clean }, "operational log entry");
  await publishJson(js, busNames(namespace).subjects.opslog, clean, msgID ? { msgID } : {});
}
