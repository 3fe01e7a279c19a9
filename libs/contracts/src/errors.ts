import { z } from "zod";

/** Codes of a run that failed after acceptance (error webhook, ops log). */
export const RunErrorCode = {
  analysisFailed: "ANALYSIS_FAILED",
  analysisTimeout: "ANALYSIS_TIMEOUT",
  researchFailed: "RESEARCH_FAILED",
} as const;
export type RunErrorCode = (typeof RunErrorCode)[keyof typeof RunErrorCode];

/** Codes the ops log records for requests and deliveries that did not succeed. */
export const OpsErrorCode = {
  ...RunErrorCode,
  unauthorized: "UNAUTHORIZED",
  validation: "VALIDATION_ERROR",
  tooManyConcurrent: "TOO_MANY_CONCURRENT_REQUESTS",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  internal: "INTERNAL_ERROR",
  /** A request that reached a gateway replica shutting down (503). */
  unavailable: "SERVICE_UNAVAILABLE",
  webhookDeliveryFailed: "WEBHOOK_DELIVERY_FAILED",
  webhookTargetForbidden: "WEBHOOK_TARGET_FORBIDDEN",
  webhookGone: "WEBHOOK_GONE",
} as const;
export type OpsErrorCode = (typeof OpsErrorCode)[keyof typeof OpsErrorCode];

export const validationErrorBodySchema = z
  .object({
    error: z.literal("Validation error"),
    details: z.array(
      z.object({
        path: z.string().meta({ description: "Dotted path, array indexes as numbers; '' for the body" }),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: "ValidationError" });

export const errorBodySchema = z.object({ error: z.string(), message: z.string().optional() }).meta({ id: "Error" });

export const tooManyRequestsBodySchema = z
  .object({
    error: z.literal("Too many concurrent requests"),
    message: z.string(),
    activeCount: z.number().int().min(0),
    limit: z.number().int().min(0),
  })
  .meta({ id: "TooManyRequests" });

export const acceptanceBodySchema = z
  .object({
    runId: z.uuid(),
    status: z.literal("accepted"),
    message: z.string().optional(),
  })
  .meta({ id: "Acceptance" });

export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type TooManyRequestsBody = z.infer<typeof tooManyRequestsBodySchema>;
export type AcceptanceBody = z.infer<typeof acceptanceBodySchema>;
