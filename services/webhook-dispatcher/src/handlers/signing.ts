import { createHmac, createSecretKey, type KeyObject } from "node:crypto";
import { webhookSecretKey } from "@hds/accounts";
import { WebhookHeader } from "@hds/contracts";
import packageJson from "../../package.json" with { type: "json" };

/** `<product>-webhooks/<version>`; the product word is neutral, like the spec's header names. */
export const USER_AGENT = `hds-webhooks/${packageJson.version}`;

/**
 * The Standard Webhooks signature (webhooks.md "Signing"): `v1,` + base64 HMAC-SHA256, keyed with
 * the secret's decoded bytes, over `${webhookId}.${timestamp}.${rawBody}`.
 */
export function sign(secret: string, webhookId: string, timestampSec: number, rawBody: string): string {
  const mac = createHmac("sha256", hmacKey(secret)).update(`${webhookId}.${timestampSec}.`).update(rawBody);
  return `v1,${mac.digest("base64")}`;
}

/**
 * Secrets as ready-made key objects: building one from raw bytes on every attempt was a visible
 * share of the dispatcher's CPU time. A regenerated secret is a new string, so it gets its own key.
 */
const keys = new Map<string, KeyObject>();
const MAX_CACHED_KEYS = 10_000;

function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= MAX_CACHED_KEYS) keys.clear();
    key = createSecretKey(webhookSecretKey(secret));
    keys.set(secret, key);
  }
  return key;
}

export interface SignedHeadersInput {
  secret: string;
  webhookId: string;
  /** Unix seconds, taken at the attempt: every attempt is signed afresh. */
  timestampSec: number;
  rawBody: string;
}

/**
 * The headers of one delivery: the spec's pair and the Standard Webhooks trio carry the same
 * values, so a receiver can verify by hand or with the `standardwebhooks`/`svix` libraries.
 */
export function signedHeaders({
  secret,
  webhookId,
  timestampSec,
  rawBody,
}: SignedHeadersInput): Record<string, string> {
  const signature = sign(secret, webhookId, timestampSec, rawBody);
  const timestamp = String(timestampSec);
  return {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
    [WebhookHeader.timestamp]: timestamp,
    [WebhookHeader.signature]: signature,
    [WebhookHeader.id]: webhookId,
    [WebhookHeader.standardTimestamp]: timestamp,
    [WebhookHeader.standardSignature]: signature,
  };
}
