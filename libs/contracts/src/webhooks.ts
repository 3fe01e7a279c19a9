import { z } from "zod";
import { agentSchema } from "./agents.ts";
import { ehrResultSchema, labResultsResultSchema } from "./results.ts";

const envelope = {
  runId: z.uuid(),
  agent: agentSchema,
  /** contract.md item 15. */
  timestamp: z.iso.datetime({ precision: 3 }).meta({ description: "ISO 8601 UTC with milliseconds" }),
  sequenceNumber: z.number().int().min(1),
};

/** contract.md item 12. */
export const progressPayloadSchema = z
  .object({
    ...envelope,
    status: z.literal("processing"),
    progress: z.object({ step: z.number().int().min(1), totalSteps: z.number().int().min(1), message: z.string() }),
  })
  .meta({ id: "ProgressWebhook" });

export const completedPayloadSchema = z
  .object({
    ...envelope,
    status: z.literal("completed"),
    result: z.union([ehrResultSchema, labResultsResultSchema]),
  })
  .meta({ id: "CompletedWebhook" });

/** contract.md item 14. */
export const errorPayloadSchema = z
  .object({
    ...envelope,
    status: z.literal("error"),
    error: z.object({ code: z.string(), message: z.string() }),
  })
  .meta({ id: "ErrorWebhook" });

export const webhookPayloadSchema = z.discriminatedUnion("status", [
  progressPayloadSchema,
  completedPayloadSchema,
  errorPayloadSchema,
]);

export type ProgressPayload = z.infer<typeof progressPayloadSchema>;
export type CompletedPayload = z.infer<typeof completedPayloadSchema>;
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** Header names of a delivery (spec and webhooks.md). */
export const WebhookHeader = {
  signature: "x-service-signature",
  timestamp: "x-service-timestamp",
  id: "webhook-id",
  standardTimestamp: "webhook-timestamp",
  standardSignature: "webhook-signature",
} as const;

/** webhooks.md: stable for one event across every attempt. */
export function webhookId(runId: string, sequenceNumber: number): string {
  return `msg_${runId.replaceAll("-", "")}_${sequenceNumber}`;
}
