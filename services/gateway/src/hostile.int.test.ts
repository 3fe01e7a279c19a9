import { type Infra, startInfra, test } from "@hds/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { ehrBody, type Harness, labBody, startGateway } from "./test-harness.ts";

/**
 * Hostile and random bodies at both endpoints: the answer is always a 4xx in the spec's shapes
 * (or a 200 for a body that happens to be valid), never a 500, a hang or a crash.
 */
let h: Harness;
const PATHS = ["/api/v1/agent", "/api/v1/lab-results"] as const;

async function send(path: string, payload: string | Buffer) {
  const res = await h.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/json", "x-api-key": h.apiKey },
    payload,
  });
  const body = res.json();
  if (res.statusCode === 200) {
    expect(body.status).toBe("accepted");
    return res.statusCode;
  }
  expect([400, 413, 415]).toContain(res.statusCode);
  if (res.statusCode === 400) {
    expect(body.error).toBe("Validation error");
    expect(Array.isArray(body.details)).toBe(true);
    for (const d of body.details) {
      expect(typeof d.path).toBe("string");
      expect(typeof d.message).toBe("string");
    }
  } else {
    expect(typeof body.error).toBe("string");
    expect(typeof body.message).toBe("string");
  }
  return res.statusCode;
}

describe("hostile bodies", () => {
  let infra: Infra | undefined;
  beforeAll(async () => {
    infra = await startInfra();
    h = await startGateway(infra, `t${Date.now().toString(36)}`);
    await h.accounts.setLimits(h.companyId, { light: 10_000, deep: 10_000, "lab-results": 10_000 });
  });
  // Registered with the suite, not inside beforeAll, where vitest never ran it and the private
  // NATS and Redis outlived the test run.
  afterAll(async () => {
    await h?.close();
    await infra?.stop();
  });

  test("random JSON values", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), fc.jsonValue(), async (path, value) => {
        await send(path, JSON.stringify(value));
      }),
      { numRuns: 150 },
    );
  });

  test("request-shaped objects with members of the wrong types", async () => {
    const anyValue = fc.oneof(fc.jsonValue(), fc.string({ maxLength: 3000 }), fc.constant(null));
    const labLike = fc.dictionary(
      fc.constantFrom(
        "display",
        "value",
        "unit",
        "date",
        "name",
        "flag",
        "referenceRange",
        "code",
        "__proto__",
        "constructor",
      ),
      anyValue,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.record(
          {
            webhookUrl: fc.oneof(fc.webUrl(), anyValue),
            agentType: fc.oneof(fc.constantFrom("light", "deep"), anyValue),
            data: fc.oneof(
              fc.record({
                patientInfo: fc.oneof(fc.record({ age: anyValue, gender: anyValue }), anyValue),
                recentAbnormalLabs: fc.oneof(fc.array(labLike, { maxLength: 5 }), anyValue),
                medications: fc.oneof(fc.array(labLike, { maxLength: 5 }), anyValue),
              }),
              anyValue,
            ),
            labResults: fc.oneof(fc.array(labLike, { maxLength: 5 }), anyValue),
            patientContext: fc.oneof(fc.dictionary(fc.string(), anyValue), anyValue),
          },
          { requiredKeys: [] },
        ),
        async (path, body) => {
          await send(path, JSON.stringify(body));
        },
      ),
      { numRuns: 200 },
    );
  });

  test("prototype-poisoning keys are dropped, not honoured", async () => {
    const body = JSON.stringify(ehrBody()).replace(
      "{",
      '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},',
    );
    expect(await send("/api/v1/agent", body)).toBe(200);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  test("deep nesting", async () => {
    for (const depth of [1_000, 100_000]) {
      const nested = `${"[".repeat(depth)}${"]".repeat(depth)}`;
      await send("/api/v1/agent", `{"webhookUrl":"https://x.example.com","agentType":"light","data":${nested}}`);
      await send("/api/v1/lab-results", `{"labResults":${nested}}`);
      await send("/api/v1/agent", `{"data":{"additionalContext":${`{"a":`.repeat(depth)}1${"}".repeat(depth)}}}`);
    }
  });

  test("huge strings and invalid UTF-8", async () => {
    const long = "9".repeat(200_000);
    expect(
      await send("/api/v1/lab-results", JSON.stringify(labBody({ labResults: [{ name: long, value: long }] }))),
    ).toBe(400);
    const bytes = Buffer.concat([
      Buffer.from('{"webhookUrl":"https://x.example.com","labResults":[{"name":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
      Buffer.from('","value":"1"}]}'),
    ]);
    await send("/api/v1/lab-results", bytes);
    await send("/api/v1/agent", Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]));
  });

  test("random bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), fc.uint8Array({ maxLength: 2000 }), async (path, bytes) => {
        await send(path, Buffer.from(bytes));
      }),
      { numRuns: 100 },
    );
  });
});
