import { installTestTracing, test } from "@hds/testing";
import { SpanKind } from "@opentelemetry/api";
import { describe, expect } from "vitest";
import { ehrBody, startGateway } from "./test-harness.ts";

const spans = installTestTracing();

describe("tracing", () => {
  test("opens a SERVER span per analysis request and carries its context in the run message", async ({
    infra,
    namespace,
  }) => {
    const h = await startGateway(infra, namespace);
    const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const res = await h.app.inject({
      method: "POST",
      url: "/api/v1/agent",
      headers: {
        "content-type": "application/json",
        "x-api-key": h.apiKey,
        traceparent: `00-${callerTrace}-00f067aa0ba902b7-01`,
      },
      payload: JSON.stringify(ehrBody({ data: { additionalContext: "CANARY-TRACE" } })),
    });
    expect(res.statusCode).toBe(200);
    const runId = res.json().runId;
    const server = spans.getFinishedSpans().find((s) => s.name === "POST /api/v1/agent");
    expect(server?.kind).toBe(SpanKind.SERVER);
    expect(server!.spanContext().traceId).toBe(callerTrace);
    expect(server!.attributes).toEqual({
      "http.request.method": "POST",
      "http.route": "/api/v1/agent",
      "http.response.status_code": 200,
      "hds.run_id": runId,
    });
    const [message] = await h.runMessages();
    expect(message!.header?.get("traceparent")).toContain(server!.spanContext().spanId);
    expect(JSON.stringify(spans.getFinishedSpans().map((s) => s.attributes))).not.toContain("CANARY");
    await h.close();
  });
});
