import { generateWebhookSecret } from "@hds/accounts";
import fc from "fast-check";
import { Webhook } from "standardwebhooks";
import { describe, expect, test } from "vitest";
import { verifyByHand } from "../test-harness.ts";
import { sign, signedHeaders, USER_AGENT } from "./signing.ts";

describe("webhook signing", () => {
  const secret = generateWebhookSecret();
  const rawBody = JSON.stringify({ runId: "r", status: "completed", note: "ünïcødé ✓" });
  const nowSec = Math.floor(Date.now() / 1000);
  const headers = signedHeaders({ secret, webhookId: "msg_abc_9", timestampSec: nowSec, rawBody });

  test("carries the spec's pair and the Standard Webhooks trio with the same values", () => {
    expect(headers).toEqual({
      "content-type": "application/json",
      "user-agent": USER_AGENT,
      "x-service-timestamp": String(nowSec),
      "x-service-signature": headers["webhook-signature"],
      "webhook-id": "msg_abc_9",
      "webhook-timestamp": String(nowSec),
      "webhook-signature": headers["x-service-signature"],
    });
    expect(headers["x-service-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(USER_AGENT).toMatch(/^hds-webhooks\/\d+\.\d+\.\d+$/);
  });

  test("verifies with the standardwebhooks library", () => {
    expect(new Webhook(secret).verify(rawBody, headers)).toEqual(JSON.parse(rawBody));
  });

  test("verifies with a hand-written verifier using the spec headers", () => {
    expect(verifyByHand(secret, headers, rawBody, nowSec)).toBe(true);
  });

  test("fails verification for another secret, a changed body or a stale timestamp", () => {
    expect(() => new Webhook(generateWebhookSecret()).verify(rawBody, headers)).toThrow();
    expect(verifyByHand(generateWebhookSecret(), headers, rawBody, nowSec)).toBe(false);
    expect(verifyByHand(secret, headers, `${rawBody} `, nowSec)).toBe(false);
    expect(verifyByHand(secret, headers, rawBody, nowSec + 301)).toBe(false);
  });

  test("matches the library's own signature for any id, time and body", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 2 ** 32 }),
        fc.string(),
        (id, ts, body) => {
          expect(sign(secret, id, ts, body)).toBe(new Webhook(secret).sign(id, new Date(ts * 1000), body));
        },
      ),
    );
  });
});
