import { execFile } from "node:child_process";
import { once } from "node:events";
import { connect } from "node:net";
import { setTimeout } from "node:timers/promises";
import { promisify } from "node:util";
import { runMessageSchema } from "@hds/contracts";
import { connectNats } from "@hds/platform";
import { test } from "@hds/testing";
import { jetstreamManager } from "@nats-io/jetstream";
import { afterEach, describe, expect } from "vitest";
import { ehrBody, type Harness, labBody, startGateway } from "./test-harness.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function post(harness: Harness, path: string, body: unknown, headers: Record<string, string> = {}) {
  return harness.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/json", "x-api-key": harness.apiKey, ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("accepting a run", () => {
  test("answers 200 with a v4 runId, the concurrency headers and one run message", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const res = await post(h, "/api/v1/agent", ehrBody());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ runId: expect.stringMatching(UUID_V4), status: "accepted", message: expect.any(String) });
    expect(res.headers["x-concurrent-limit"]).toBe("7");
    expect(res.headers["x-concurrent-active"]).toBe("1");
    expect(res.headers["x-concurrent-remaining"]).toBe("6");
    const messages = await h.runMessages();
    expect(messages).toHaveLength(1);
    const message = runMessageSchema.parse(messages[0]!.json());
    expect(message).toMatchObject({ runId: body.runId, agent: "light", companyId: h.companyId, keyId: h.keyId });
    expect(messages[0]!.header?.get("Nats-Msg-Id")).toBe(body.runId);
  });

  test("accepts lab results on the same key and counts them separately", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    await post(h, "/api/v1/agent", ehrBody());
    const res = await post(h, "/api/v1/lab-results", labBody());
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-concurrent-active"]).toBe("1");
    const messages = (await h.runMessages()).map((m) => m.subject);
    expect(messages).toEqual([`${namespace}.runs.light`, `${namespace}.runs.lab-results`]);
  });

  test("drops unknown members, including identifiers in patientInfo", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const body = ehrBody();
    const res = await post(h, "/api/v1/agent", {
      ...body,
      extra: "x",
      data: { ...body.data, patientInfo: { age: 54, gender: "female", name: "Jane Roe", birthDate: "1970-01-01" } },
    });
    expect(res.statusCode).toBe(200);
    const [message] = await h.runMessages();
    const raw = JSON.stringify(message!.json());
    expect(raw).not.toContain("Jane Roe");
    expect(raw).not.toContain("birthDate");
    expect(raw).not.toContain('"extra"');
  });

  test("says how many items were treated as undated", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const res = await post(
      h,
      "/api/v1/lab-results",
      labBody({
        labResults: [
          { name: "Sodium", value: "133", date: "2026-09-01" },
          { name: "TSH", value: "6.2", date: "last spring" },
          { name: "Ferritin", value: "12" },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain("2 items have no usable date");
  });

  test("accepts up to 2,000 lab results and refuses more", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const labs = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: "Glucose", value: String(90 + (i % 10)) }));
    expect((await post(h, "/api/v1/lab-results", labBody({ labResults: labs(2000) }))).statusCode).toBe(200);
    const tooMany = await post(h, "/api/v1/lab-results", labBody({ labResults: labs(2001) }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0].path).toBe("labResults");
    const none = await post(h, "/api/v1/lab-results", labBody({ labResults: [] }));
    expect(none.statusCode).toBe(400);
  });
});

describe("authentication (spec: 401)", () => {
  test("refuses a missing, unknown or malformed key with the spec's body and the default concurrency headers", async ({
    infra,
    namespace,
  }) => {
    h = await startGateway(infra, namespace);
    for (const headers of [
      { "x-api-key": "" },
      { "x-api-key": "sk_live_unknownunknownunknownunknown12" },
      { "x-api-key": "nonsense" },
    ]) {
      const res = await post(h, "/api/v1/agent", ehrBody(), headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Unauthorized", message: expect.stringMatching(/invalid or missing/) });
      // The spec's "every API response": no company is known, so the default limit and nothing active.
      expect(res.headers["x-concurrent-limit"]).toBe("7");
      expect(res.headers["x-concurrent-active"]).toBe("0");
      expect(res.headers["x-concurrent-remaining"]).toBe("7");
    }
    const noHeader = await h.app.inject({ method: "POST", url: "/api/v1/lab-results", payload: labBody() });
    expect(noHeader.statusCode).toBe(401);
  });

  test("authenticates before validating: a bad body with a bad key is a 401", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const res = await post(h, "/api/v1/agent", "{not json", { "x-api-key": "nope" });
    expect(res.statusCode).toBe(401);
    const wrongType = await h.app.inject({
      method: "POST",
      url: "/api/v1/agent",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(wrongType.statusCode).toBe(401);
  });

  test("refuses a revoked key", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    await h.accounts.revokeKey(h.companyId, h.keyId);
    expect((await post(h, "/api/v1/agent", ehrBody())).statusCode).toBe(401);
  });
});

describe("validation (spec: 400)", () => {
  test("reports every failing field with a dotted path", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const res = await post(h, "/api/v1/agent", {
      webhookUrl: "not a url",
      agentType: "medium",
      data: {
        recentAbnormalLabs: [{ display: "K", unit: "mmol/L" }],
        pastMedicalHistory: [{ display: "CKD", clinicalStatus: "ongoing" }],
        patientInfo: { age: 54.5 },
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe("Validation error");
    const paths = body.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(
      [
        "agentType",
        "data.pastMedicalHistory.0.clinicalStatus",
        "data.patientInfo.age",
        "data.recentAbnormalLabs.0.value",
        "webhookUrl",
      ].sort(),
    );
    for (const d of body.details) expect(typeof d.message).toBe("string");
    expect(body.details.find((d: { path: string }) => d.path === "data.recentAbnormalLabs.0.value").message).toBe(
      "Required",
    );
    expect(res.headers["x-concurrent-limit"]).toBe("7");
    expect(res.headers["x-concurrent-active"]).toBe("0");
  });

  test("answers malformed JSON, an empty body and a non-object body with path ''", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    for (const payload of ["{", "", "[]", "null", '"text"']) {
      const res = await post(h, "/api/v1/agent", payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error).toBe("Validation error");
      expect(res.json().details[0].path).toBe("");
    }
  });

  test("requires an https webhook without user info", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    for (const webhookUrl of [
      "http://hooks.example.com/x",
      "https://user:pw@hooks.example.com/x",
      "/relative",
      "ftp://x.example.com",
      "https://",
      // Forgiven by the URL parser, which reads each as https://hooks.example.com/x.
      "https:/hooks.example.com/x",
      "https:hooks.example.com/x",
      "https:\\\\hooks.example.com/x",
      " https://hooks.example.com/x",
    ]) {
      const res = await post(h, "/api/v1/agent", ehrBody({ webhookUrl }));
      expect(res.statusCode, webhookUrl).toBe(400);
      expect(res.json().details[0].path).toBe("webhookUrl");
    }
  });

  test("allows http webhooks when the operator allows insecure webhooks", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace, { allowInsecureWebhooks: true });
    expect((await post(h, "/api/v1/agent", ehrBody({ webhookUrl: "http://127.0.0.1:9/x" }))).statusCode).toBe(200);
  });

  test("does not echo submitted values in messages", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const res = await post(
      h,
      "/api/v1/lab-results",
      labBody({ labResults: [{ name: "CANARY-NAME", value: "1", flag: "CANARY-FLAG" }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain("CANARY");
  });
});

describe("media type and size (contract.md item 3)", () => {
  test("answers 415 for a body that is not JSON and 413 past 5 MiB", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const text = await post(h, "/api/v1/agent", "hello", { "content-type": "text/plain" });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    const big = ehrBody({ data: { additionalContext: "x".repeat(5 * 1024 * 1024 + 10) } });
    const large = await post(h, "/api/v1/agent", big);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  });

  test("lets a client still sending an oversized body read its 413 instead of a broken pipe", async ({
    infra,
    namespace,
  }) => {
    h = await startGateway(infra, namespace);
    const address = await h.app.listen({ port: 0, host: "127.0.0.1" });
    // The gateway closes the connection after a 413. Unless it reads the rest of the body first,
    // a client still writing (Node's fetch, in its own process so both sides run at once) often
    // gets EPIPE instead of the answer.
    const client = `
      const body = Buffer.alloc(6 * 1024 * 1024, " ");
      for (let i = 0; i < 10; i++) {
        try {
          const res = await fetch(process.env.URL, { method: "POST", headers: { "content-type": "application/json", "x-api-key": process.env.KEY }, body });
          console.log(res.status, (await res.json()).error);
        } catch (err) {
          console.log(err.cause?.code ?? "failed");
        }
      }`;
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", client], {
      env: { URL: `${address}/api/v1/lab-results`, KEY: h.apiKey },
    });
    expect(stdout.trim().split("\n")).toEqual(Array(10).fill("413 Payload Too Large"));
  });
});

/** Sends `request` as raw bytes and returns everything the server answers before it closes. */
function rawExchange(address: string, request: string): Promise<string> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
  });
}

describe("requests the HTTP parser refuses", () => {
  test.for([
    [
      "a control character in a header",
      "POST /api/v1/lab-results HTTP/1.1\r\nHost: x\r\nx-api-key: a\u0001b\r\nContent-Length: 0\r\n\r\n",
    ],
    [
      "both Content-Length and Transfer-Encoding",
      "POST /api/v1/lab-results HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    ],
  ])(
    "answer %s with a 400 in the spec's shape and the concurrency headers",
    async ([, request = ""], { infra, namespace }) => {
      h = await startGateway(infra, namespace);
      const address = await h.app.listen({ port: 0, host: "127.0.0.1" });
      const answer = await rawExchange(address, request);
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(head.toLowerCase()).toContain("x-concurrent-limit: 7");
      expect(head.toLowerCase()).toContain("x-concurrent-remaining: 7");
      expect(JSON.parse(body)).toEqual({ error: "Bad Request", message: "The request is not valid HTTP." });
    },
  );
});

describe("shutting down", () => {
  test("answers a request on a connection still open with a 503 in the spec's shape, Retry-After and the headers", async ({
    infra,
    namespace,
  }) => {
    const harness = await startGateway(infra, namespace);
    const address = await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const { hostname, port } = new URL(address);
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    const ended = once(socket, "close");
    await once(socket, "connect");
    // A request begun before the close keeps its connection busy, so the server waits for it.
    socket.write("POST /api/v1/lab-results HTTP/1.1\r\nHost: x\r\n");
    await setTimeout(50);
    const closed = harness.close();
    await setTimeout(50);
    const body = JSON.stringify(labBody());
    socket.write(
      `content-type: application/json\r\nx-api-key: ${harness.apiKey}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await ended;
    await closed;
    const [head = "", answer = ""] = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(head.toLowerCase()).toContain("retry-after: 2");
    expect(head.toLowerCase()).toContain("x-concurrent-limit: 7");
    expect(head.toLowerCase()).toContain("connection: close");
    expect(JSON.parse(answer)).toEqual({ error: "Service Unavailable", message: expect.stringMatching(/retry/i) });
    // Like every request to an analysis endpoint, it has its operational-log entry.
    const nc = await connectNats(infra.natsUrl, "opslog-reader");
    try {
      const jsm = await jetstreamManager(nc);
      const stream = `${namespace.toUpperCase()}_OPSLOG`;
      await expect.poll(async () => (await jsm.streams.info(stream)).state.messages).toBe(1);
      const entry = (await jsm.streams.getMessage(stream, { seq: 1 }))!.json<Record<string, unknown>>();
      expect(entry).toMatchObject({
        runId: null,
        keyId: null,
        agentType: "lab-results",
        status: "error",
        errorCode: "SERVICE_UNAVAILABLE",
        errorType: "Service Unavailable",
      });
    } finally {
      await nc.close();
    }
  });
});

describe("concurrency (spec: 429)", () => {
  test("refuses the eighth light run with the spec's body and headers, while deep stays free", async ({
    infra,
    namespace,
  }) => {
    h = await startGateway(infra, namespace);
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(h, "/api/v1/agent", ehrBody())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const res = await post(h, "/api/v1/agent", ehrBody());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: "Too many concurrent requests",
      message: "You have 7 active light requests. Maximum is 7.",
      activeCount: 7,
      limit: 7,
    });
    expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(res.headers["x-concurrent-remaining"]).toBe("0");
    expect(res.headers["x-concurrent-active"]).toBe("7");
    expect((await post(h, "/api/v1/agent", ehrBody({ agentType: "deep" }))).statusCode).toBe(200);
    expect(await h.runMessages()).toHaveLength(8);
  });

  test("counts concurrent requests atomically", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const results = await Promise.all(Array.from({ length: 20 }, () => post(h!, "/api/v1/lab-results", labBody())));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(7);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(13);
  });

  test("applies a per-company limit", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    await h.accounts.setLimits(h.companyId, { "lab-results": 2 });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await post(h, "/api/v1/lab-results", labBody())).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  test("a rejected request publishes nothing and holds no slot", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    await post(h, "/api/v1/agent", { ...ehrBody(), agentType: "nope" });
    await post(h, "/api/v1/agent", "{", {});
    await post(h, "/api/v1/agent", ehrBody(), { "x-api-key": "bad" });
    expect(await h.runMessages()).toHaveLength(0);
    expect(await h.deps.slots.active(h.companyId, "light")).toBe(0);
  });
});

describe("failures (spec: 500)", () => {
  test("gives the slot back and answers 500 without internals when the run cannot be published", async ({
    infra,
    namespace,
  }) => {
    h = await startGateway(infra, namespace);
    const jsm = await h.deps.js.jetstreamManager();
    await jsm.streams.delete(`${namespace.toUpperCase()}_RUNS`);
    const started = Date.now();
    const res = await post(h, "/api/v1/agent", ehrBody());
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: "Internal server error", message: expect.any(String) });
    expect(res.body).not.toMatch(/stream|nats|jetstream|Error:/i);
    expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(res.headers["x-concurrent-active"]).toBe("0");
    expect(await h.deps.slots.active(h.companyId, "light")).toBe(0);
    // Its operational-log entry, like a 400's or a 429's, names the webhook by its hash.
    const stream = `${namespace.toUpperCase()}_OPSLOG`;
    await expect.poll(async () => (await jsm.streams.info(stream)).state.messages).toBe(1);
    const entry = (await jsm.streams.getMessage(stream, { seq: 1 }))!.json<Record<string, unknown>>();
    expect(entry).toMatchObject({ errorCode: "INTERNAL_ERROR", keyId: h.keyId, runId: null });
    expect(entry.webhookUrlHash).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("operational log", () => {
  test("writes one entry per rejected request with ids and codes only", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    await post(h, "/api/v1/agent", ehrBody(), { "x-api-key": "bad" });
    await post(h, "/api/v1/agent", { ...ehrBody(), agentType: "x" });
    const jsm = await h.deps.js.jetstreamManager();
    const stream = `${namespace.toUpperCase()}_OPSLOG`;
    await expect.poll(async () => (await jsm.streams.info(stream)).state.messages).toBe(2);
    const first = (await jsm.streams.getMessage(stream, { seq: 1 }))!.json<Record<string, unknown>>();
    const second = (await jsm.streams.getMessage(stream, { seq: 2 }))!.json<Record<string, unknown>>();
    expect(Object.keys(first).sort()).toEqual(
      [
        "agentType",
        "companyId",
        "counts",
        "durationMs",
        "errorCode",
        "errorType",
        "keyId",
        "runId",
        "status",
        "tokenUsage",
        "webhookUrlHash",
      ].sort(),
    );
    expect(first).toMatchObject({ errorCode: "UNAUTHORIZED", keyId: null, status: "error", runId: null });
    expect(second).toMatchObject({ errorCode: "VALIDATION_ERROR", keyId: h.keyId, companyId: h.companyId });
    expect(second.webhookUrlHash).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("OpenAPI document", () => {
  test("is OpenAPI 3.1.0, version 1.0.0, with both endpoints, webhooks and the api key scheme", async ({
    infra,
    namespace,
  }) => {
    h = await startGateway(infra, namespace);
    const res = await h.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    expect(Object.keys(doc.paths)).toEqual(["/api/v1/agent", "/api/v1/lab-results"]);
    expect(Object.keys(doc.paths["/api/v1/agent"].post.responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "413",
      "415",
      "429",
      "500",
      "503",
    ]);
    // contract.md item 8: every answer to an authenticated request carries the three headers.
    for (const [status, response] of Object.entries(doc.paths["/api/v1/agent"].post.responses)) {
      const headers = Object.keys((response as { headers?: object }).headers ?? {});
      const expected = status === "401" ? [] : ["X-Concurrent-Limit", "X-Concurrent-Active", "X-Concurrent-Remaining"];
      expect(headers, status).toEqual(expect.arrayContaining(expected));
    }
    // Counts are never negative and Retry-After is whole seconds, at least 1 (contract.md item 9).
    const tooMany = doc.paths["/api/v1/agent"].post.responses["429"].headers;
    expect(tooMany["Retry-After"].schema).toMatchObject({ type: "integer", minimum: 1 });
    expect(tooMany["X-Concurrent-Remaining"].schema).toMatchObject({ type: "integer", minimum: 0 });
    expect(Object.keys(doc.webhooks).sort()).toEqual(["completed", "error", "progress"]);
    // Spec "Result webhook payload": an ISO 8601 date-time in UTC with milliseconds.
    for (const name of ["ProgressWebhook", "CompletedWebhook", "ErrorWebhook"]) {
      const timestamp = doc.components.schemas[name].properties.timestamp;
      expect(timestamp.format, name).toBe("date-time");
      expect("2026-01-31T12:00:00.000Z", name).toMatch(new RegExp(timestamp.pattern));
      expect("2026-01-31T12:00:00Z", name).not.toMatch(new RegExp(timestamp.pattern));
    }
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: "apiKey", in: "header", name: "x-api-key" });
    const docs = await h.app.inject({ method: "GET", url: "/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toContain("text/html");
  });
});

describe("unknown routes and methods", () => {
  test("a wrong method on a known path is a 405 naming the methods it takes; an unknown path a 404", async ({
    infra,
    namespace,
  }) => {
    h = await startGateway(infra, namespace);
    const wrong = await h.app.inject({ method: "GET", url: "/api/v1/agent?x=1", headers: { "x-api-key": h.apiKey } });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe("POST");
    expect(wrong.json()).toEqual({ error: "Method Not Allowed", message: "This endpoint takes POST." });
    const put = await h.app.inject({ method: "PUT", url: "/api/v1/openapi.json" });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD");
    const unknown = await h.app.inject({ method: "POST", url: "/api/v2/agent" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Not Found", message: expect.any(String) });
  });
});

describe("patient context (contract.md item 7)", () => {
  test("accepts allergies, family history and vital signs as strings or objects", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const res = await post(
      h,
      "/api/v1/lab-results",
      labBody({
        patientContext: {
          age: 64,
          gender: "female",
          conditions: [{ name: "Hypertension", status: "active" }, { name: "Gout" }],
          medications: [{ name: "Amlodipine", dosage: "5 mg", frequency: "daily" }],
          allergies: ["Penicillin", { substance: "Latex", reaction: "rash", severity: "mild" }],
          familyHistory: ["Mother: breast cancer at 44", { relationship: "father", condition: "MI", onsetAge: 50 }],
          vitalSigns: ["BP 150/95", { display: "Heart rate", value: 88, unit: "/min" }],
          socialHistory: "Never smoker",
          clinicalNotes: "Fatigue for 3 months",
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const [message] = await h.runMessages();
    const context = (message!.json() as { patientContext: Record<string, unknown> }).patientContext;
    expect(context.age).toBe("64");
    expect(context.allergies).toEqual(["Penicillin", { substance: "Latex", reaction: "rash", severity: "mild" }]);
  });

  test("requires a name on conditions and medications and on object allergies", async ({ infra, namespace }) => {
    h = await startGateway(infra, namespace);
    const res = await post(
      h,
      "/api/v1/lab-results",
      labBody({
        patientContext: {
          conditions: [{ status: "active" }],
          medications: [{ dosage: "5 mg" }],
          allergies: [{ reaction: "rash" }],
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "patientContext.conditions.0.name",
        "patientContext.medications.0.name",
        "patientContext.allergies.0",
      ]),
    );
  });
});

describe("large bodies", () => {
  test("accepts a body near the 5 MiB limit and stores it compressed within the bus's message limit", async ({
    infra,
    namespace,
  }) => {
    h = await startGateway(infra, namespace);
    const notes = "Drawn after a 12-hour fast; sample slightly haemolysed; repeat advised. ".repeat(28);
    const labResults = Array.from({ length: 2000 }, (_, i) => ({
      name: "Potassium",
      value: String(3.5 + (i % 20) / 10),
      unit: "mmol/L",
      date: "2026-10-01",
      notes,
    }));
    const res = await post(h, "/api/v1/lab-results", labBody({ labResults }));
    expect(res.statusCode).toBe(200);
    const [message] = await h.runMessages();
    expect(message!.header?.get("Hds-Encoding")).toBe("gzip");
    expect(message!.data.length).toBeLessThan(1024 * 1024);
    const { decodeJson } = await import("@hds/platform");
    const decoded = runMessageSchema.parse(decodeJson(message!));
    expect(decoded.runId).toBe(res.json().runId);
  });
});
