import {
  acceptanceBodySchema,
  agentRequestSchema,
  completedPayloadSchema,
  errorBodySchema,
  errorPayloadSchema,
  labResultsRequestSchema,
  progressPayloadSchema,
  tooManyRequestsBodySchema,
  validationErrorBodySchema,
} from "@hds/contracts";
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject } from "zod-openapi";

const count = (description: string) => z.number().int().min(0).meta({ description });

const concurrencyHeaders = z.object({
  "X-Concurrent-Limit": count("Maximum concurrent runs of this agent type for the company"),
  "X-Concurrent-Active": count("Active runs, including this request when accepted"),
  "X-Concurrent-Remaining": count("Free slots"),
});
/** contract.md item 9: whole seconds, at least 1. */
const retryAfter = z.number().int().min(1).meta({ description: "Seconds to wait" });

const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });

function analysisOperation(summary: string, description: string, body: z.ZodType): ZodOpenApiOperationObject {
  return {
    summary,
    description,
    security: [{ apiKey: [] }],
    requestBody: { required: true, ...json(body) },
    responses: {
      "200": {
        description: "Accepted; the run continues in the background",
        headers: concurrencyHeaders,
        ...json(acceptanceBodySchema),
      },
      "400": {
        description: "The body failed validation (every failing field is listed)",
        headers: concurrencyHeaders,
        ...json(validationErrorBodySchema),
      },
      "401": {
        description: "Missing, invalid or revoked API key (concurrency headers: the default limit, nothing active)",
        headers: concurrencyHeaders,
        ...json(errorBodySchema),
      },
      "413": { description: "Body larger than 5 MiB", headers: concurrencyHeaders, ...json(errorBodySchema) },
      "415": { description: "Body is not application/json", headers: concurrencyHeaders, ...json(errorBodySchema) },
      "429": {
        description: "The company has reached its concurrent-run limit for this agent type",
        headers: concurrencyHeaders.extend({ "Retry-After": retryAfter }),
        ...json(tooManyRequestsBodySchema),
      },
      "500": {
        description: "Unexpected server failure; retry later",
        headers: concurrencyHeaders.extend({ "Retry-After": retryAfter }),
        ...json(errorBodySchema),
      },
      "503": {
        description: "This server is shutting down; retry (another one takes the request)",
        headers: concurrencyHeaders.extend({ "Retry-After": retryAfter }),
        ...json(errorBodySchema),
      },
    },
  };
}

const webhookHeaders = z.object({
  "X-Service-Signature": z
    .string()
    .meta({ description: "v1,<base64 HMAC-SHA256 of '<webhook-id>.<timestamp>.<raw body>'>" }),
  "X-Service-Timestamp": z
    .string()
    .meta({ description: "Unix seconds; reject if more than 5 minutes from your clock" }),
  "webhook-id": z
    .string()
    .meta({ description: "Stable per event across retries: msg_<runId without dashes>_<sequenceNumber>" }),
  "webhook-timestamp": z.string().meta({ description: "Same as X-Service-Timestamp (Standard Webhooks)" }),
  "webhook-signature": z.string().meta({ description: "Same as X-Service-Signature (Standard Webhooks)" }),
});

function webhookOperation(summary: string, schema: z.ZodType) {
  return {
    post: {
      summary,
      requestParams: { header: webhookHeaders },
      requestBody: { required: true, ...json(schema) },
      responses: {
        "200": { description: "Any 2xx acknowledges the delivery; 410 stops further deliveries of the run" },
      },
    },
  };
}

/** The published interface description (spec "Versioning"), generated from the zod schemas. */
export function openApiDocument() {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Asynchronous Health Data Analysis Service",
      version: "1.0.0",
      description:
        "Send de-identified health data, get a run id at once, and receive progress updates and the final report on your signed webhook.",
    },
    components: {
      securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "x-api-key" } },
    },
    paths: {
      "/api/v1/agent": {
        post: analysisOperation(
          "Analyse a health record (EHR agent, light or deep)",
          "Validates the record and answers at once with a runId; progress updates and the result go to webhookUrl.",
          agentRequestSchema,
        ),
      },
      "/api/v1/lab-results": {
        post: analysisOperation(
          "Interpret lab results (lab results agent)",
          "Takes 1-2,000 lab tests (the 200 most recent are analysed) with optional patient context.",
          labResultsRequestSchema,
        ),
      },
    },
    webhooks: {
      progress: webhookOperation("Progress update", progressPayloadSchema),
      completed: webhookOperation("Final result", completedPayloadSchema),
      error: webhookOperation("Final error", errorPayloadSchema),
    },
  });
}
