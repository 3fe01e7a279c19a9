import { hash, randomBytes, randomInt } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const API_KEY_PREFIX = "sk_live_";
export const API_KEY_PATTERN = /^sk_live_[0-9A-Za-z]{32,}$/;

/** `sk_live_` + 40 random base62 characters (contract.md: at least 32). */
export function generateApiKey(): string {
  let body = "";
  for (let i = 0; i < 40; i++) body += BASE62[randomInt(BASE62.length)];
  return API_KEY_PREFIX + body;
}

/** The only form in which a key is stored. */
export function hashApiKey(key: string): string {
  return hash("sha256", key, "hex");
}

/** What a listing shows of a key: the prefix and its last four characters. */
export function keyPreview(key: string): string {
  return `${API_KEY_PREFIX}…${key.slice(-4)}`;
}

/** `whsec_` + base64 of 32 random bytes (webhooks.md). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** The HMAC key of a webhook secret: the base64-decoded bytes after the prefix. */
export function webhookSecretKey(secret: string): Buffer {
  return Buffer.from(secret.replace(/^whsec_/, ""), "base64");
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}
